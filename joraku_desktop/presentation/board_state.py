"""What the board draws: one seat's view (R-P3) plus who sits where.

The scene never sees the :class:`Game`: it draws a :class:`SeatView`. ``hand_seat`` is the seat
whose secrets the view contains and whose hand is face up; when it is ``None`` (a computer
acts in hot-seat, or all seats are computers) the view's own hand is not drawn at all.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model import Action, SeatView
from ..model.phases import Phase


@dataclass(frozen=True, slots=True)
class BoardState:
    view: SeatView
    hand_seat: int | None
    #: the hand seat is to act now and may use the board (no curtain, not a computer)
    interactive: bool
    seat_names: tuple[str, ...]
    seat_kinds: tuple[str, ...]
    army_names: tuple[str, ...]
    thinking: bool = False
    #: every seat's hand, face up: only in a replay of a finished game (R-P3); () otherwise
    revealed: tuple[tuple[int, ...], ...] = ()

    @property
    def legal(self) -> tuple[Action, ...]:
        return self.view.legal if self.interactive else ()

    @property
    def phase(self) -> Phase:
        return self.view.phase

    def seat_armies(self, seat: int) -> tuple[int, ...]:
        return tuple(a for a in self.view.armies if self.view.owner[a] == seat)
