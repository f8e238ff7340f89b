"""The game at the controller's table, as the controller asks about it: one protocol, whether
the engine is this machine's (:class:`LocalTable`, a ``Game``) or a host's over the network
(:class:`~.net_seat.NetSeat`, the seat's last update).

"Table" here is the game session the controller sits at; the table server of the network is
:mod:`joraku_desktop.net.table`, the drawn table is :mod:`joraku_desktop.views.table`.

The controller's questions (whose turn, what may be done, what a seat may see, the settings,
the result) go through :class:`Table`, so that they are written once for both kinds of table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..model import Action, Game, GameConfig, SeatView
from ..model.result import GameResult
from ..model.view import observe


class Table(Protocol):
    """What the controller asks of the game at its table."""

    @property
    def config(self) -> GameConfig | None:
        """The game's settings as this screen may know them (None before the game is known)."""
        ...

    @property
    def owner(self) -> tuple[int, ...]:
        """The seat of each army id (empty before the game is known)."""
        ...

    @property
    def current_seat(self) -> int:
        """The seat to act (-1 before the game is known)."""
        ...

    @property
    def in_progress(self) -> bool:
        """A game is known and not over."""
        ...

    @property
    def result(self) -> GameResult | None:
        """The final result, once the game is over."""
        ...

    def legal(self) -> Sequence[Action]:
        """What may be decided at this screen now."""
        ...

    def observe(self, seat: int) -> SeatView:
        """What ``seat`` may know (R-P3); the game must be known."""
        ...


class LocalTable:
    """The game of this machine: the engine answers."""

    __slots__ = ("game",)

    def __init__(self, game: Game) -> None:
        self.game = game

    @property
    def config(self) -> GameConfig:
        return self.game.config

    @property
    def owner(self) -> tuple[int, ...]:
        return tuple(self.game.owner)

    @property
    def current_seat(self) -> int:
        return self.game.current_seat

    @property
    def in_progress(self) -> bool:
        return not self.game.is_over

    @property
    def result(self) -> GameResult | None:
        return self.game.result if self.game.is_over else None

    def legal(self) -> Sequence[Action]:
        return self.game.legal_actions()

    def observe(self, seat: int) -> SeatView:
        view: SeatView = observe(self.game, seat)
        return view
