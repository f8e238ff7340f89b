"""The game at the controller's table, as the controller asks about it and plays it: one
protocol, whether the engine is this machine's (:class:`LocalTable`, a ``Game``) or a host's over
the network (:class:`~.net_seat.NetSeat`, the seat's last update).

"Table" here is the game session the controller sits at; the table server's authoritative game
is a ``HostedTable`` (:mod:`joraku_desktop.net.hosted_table`), the drawn table is
:mod:`joraku_desktop.views.table`.

The controller's questions (whose turn, what may be done, what a seat may see, the settings,
the result) and its requests (a person's decision, taking one back, a computer's decision) go
through :class:`Table`, so that the controller is written once for both kinds of table. What
changed comes back through one typed callback, a :class:`TableUpdate` per applied decision
(at once at this machine, when the host's answer arrives over the network); what the table
says that is no decision (seats, the connection, a refusal by the host) comes as a
:class:`TableNote`. Requests answer with a :class:`Refusal` code or None, never with words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Protocol

from ..model import Action, Game, GameConfig, IllegalActionError, SeatView
from ..model.errors import Refusal, RefusalCode
from ..model.events import AreaScored, Event, Undone
from ..model.result import GameResult
from ..model.view import observe
from ..saves import SeatInfo
from .take_back import TakeBack

#: the seat kind of a person (every other kind names a computer level)
HUMAN = "human"


@dataclass(frozen=True, slots=True)
class TableUpdate:
    """One change of the game at the table: the events of a decision (or of taking one back:
    ``action`` None), the seat that acted, and the view of the table's seat after it.
    ``dealt``: the game is at the table now (its first update; no events)."""

    events: tuple[Event, ...]
    actor: int
    action: Action | None
    view: SeatView | None
    dealt: bool = False
    #: the table's number of the update (the network's; -1 at this machine)
    seq: int = -1


class TableNote(Enum):
    """What the table says that is no change of the game."""

    #: a decision was sent to the host; its answer comes later
    SENT = "sent"
    #: the host refused a decision (the note's detail is the :class:`HostRefusal`: codes)
    REFUSED = "refused"
    #: who sits where changed
    SEATS = "seats"
    #: the connection changed, or ended for good
    CONNECTION = "connection"
    #: the whole finished game arrived
    RECORDED = "recorded"
    #: the hosted table's file stopped being written (the note's text says why), or works
    #: again (no text)
    SAVE = "save"


@dataclass(frozen=True)
class HostRefusal:
    """Why the host refused a decision already sent, in codes (the views word it): the rules'
    :class:`Refusal`, or else the table's own reason (an ``ErrorCode`` value of the network
    protocol, or a code this window does not know) with its params."""

    refusal: Refusal | None
    table_code: str = ""
    params: dict[str, int | str] = field(default_factory=dict)


#: the one update callback, and the note callback, a table is given by the controller; a
#: note's detail is a :class:`HostRefusal` for ``REFUSED``, the reason's words for ``SAVE``
#: (the hosted table's file), else empty
OnUpdate = Callable[[TableUpdate], None]
OnNote = Callable[[TableNote, "str | HostRefusal"], None]


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

    @property
    def game(self) -> Game | None:
        """The whole game, when this machine has it (the network's only once it is over)."""
        ...

    @property
    def autosaved(self) -> Game | None:
        """The game this machine keeps in its autosave (None: the host keeps it)."""
        ...

    @property
    def solo(self) -> bool:
        """One person against computers only, at this machine: whole decisions can be taken back."""
        ...

    def listen(self, on_update: OnUpdate, on_note: OnNote) -> None:
        """Where the table reports its changes from now on."""
        ...

    def open(self) -> None:
        """Start the table: its first update (``dealt``) follows, at once or from the network."""
        ...

    def close(self, wait_s: float = 0.0) -> None:
        """The controller leaves the table (a hosted table is closed and saved)."""
        ...

    def adopt(self, update: TableUpdate) -> None:
        """The controller applies ``update`` now (updates wait behind a scoring beat): from
        now on the table answers as after it."""
        ...

    def seat_infos(self) -> tuple[SeatInfo, ...]:
        """Who sits where, as this screen names them (empty before the table knows)."""
        ...

    def is_human(self, seat: int) -> bool:
        """A person decides ``seat`` at this screen."""
        ...

    def computer_level(self, seat: int) -> str | None:
        """The level of the computer this screen runs for ``seat`` (None: not this screen's)."""
        ...

    def turn_here(self) -> bool:
        """The seat to act decides at this screen now (over the network: the own seat, joined,
        with no decision waiting for its answer)."""
        ...

    def has_progress(self) -> bool:
        """Abandoning the game would throw away play (see the controller's ``has_progress``)."""
        ...

    def legal(self) -> Sequence[Action]:
        """What may be decided at this screen now."""
        ...

    def observe(self, seat: int) -> SeatView:
        """What ``seat`` may know (R-P3); the game must be known."""
        ...

    def request(self, action: Action | str) -> Refusal | None:
        """A person's decision: applied (its update follows) or sent, else why not."""
        ...

    def can_undo(self) -> bool:
        """The person to act may take something back now."""
        ...

    def undo(self) -> Refusal | None:
        """Take back the person's last decision or step: done (its update follows) or sent."""
        ...

    def play_computer(self, action: Action, on_illegal: Callable[[IllegalActionError], None]) -> None:
        """A computer's decision for the seat to act (a refused one: the first legal move)."""
        ...


class LocalTable:
    """The game of this machine: the engine answers, and the person's decisions at a solo
    table can be taken back whole (:class:`TakeBack`)."""

    __slots__ = ("_note", "_take_back", "_update", "game", "kinds")

    def __init__(self, game: Game, seats: Sequence[SeatInfo] = ()) -> None:
        self.game = game
        #: each seat's kind: a person, or a computer level
        self.kinds = tuple(s.kind for s in seats) or (HUMAN,) * game.players
        self._take_back = TakeBack()
        self._update: OnUpdate = lambda _u: None
        self._note: OnNote = lambda _n, _t: None

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

    @property
    def autosaved(self) -> Game:
        return self.game

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(s for s in range(len(self.kinds)) if self.is_human(s))

    @property
    def solo(self) -> bool:
        return len(self.humans) == 1 and len(self.kinds) > 1

    def listen(self, on_update: OnUpdate, on_note: OnNote) -> None:
        self._update, self._note = on_update, on_note

    def open(self) -> None:
        self._take_back.clear()
        self._update(TableUpdate((), -1, None, None, dealt=True))

    def close(self, wait_s: float = 0.0) -> None:
        self._update = lambda _u: None

    def adopt(self, update: TableUpdate) -> None:
        """Nothing to do: this machine's game moved when the decision was applied."""

    def seat_infos(self) -> tuple[SeatInfo, ...]:
        return ()  # the controller was given them with the game

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.kinds) and self.kinds[seat] == HUMAN

    def computer_level(self, seat: int) -> str | None:
        return self.kinds[seat] if 0 <= seat < len(self.kinds) and not self.is_human(seat) else None

    def turn_here(self) -> bool:
        return not self.game.is_over

    def has_progress(self) -> bool:
        """A person has decided since the deal (or, with computers only, anyone has)."""
        from ..model.replay import story

        g = self.game
        if g.is_over or not g.history:
            return False
        if not self.humans:
            return True
        return any(self.is_human(step.seat) for step in story(g)[1:])

    def legal(self) -> Sequence[Action]:
        return self.game.legal_actions()

    def observe(self, seat: int) -> SeatView:
        view: SeatView = observe(self.game, seat)
        return view

    def request(self, action: Action | str) -> Refusal | None:
        g = self.game
        seat = g.current_seat
        if not self.is_human(seat):
            return Refusal(RefusalCode.COMPUTER_TURN)
        before = g.clone() if self.solo else None
        try:
            events = g.apply(action)
        except IllegalActionError as exc:
            return exc.refusal
        if before is not None:
            self._take_back.decided(before, g, seat)
        self._applied(events, action if isinstance(action, Action) else g.history[-1], seat)
        return None

    def play_computer(self, action: Action, on_illegal: Callable[[IllegalActionError], None]) -> None:
        from ..ai.computer_turn import apply_decision

        seat = self.game.current_seat
        applied, events = apply_decision(self.game, action, on_illegal)
        self._applied(events, applied, seat)

    def _applied(self, events: list[Event], action: Action, seat: int) -> None:
        if not self.is_human(seat) or any(isinstance(e, AreaScored) for e in events):
            self._take_back.clear()  # another seat acted, or scoring was shown: it stays
        self._update(TableUpdate(tuple(events), seat, action, self.observe(seat)))

    def can_undo(self) -> bool:
        """The person's last decision at a solo table while no other seat has acted since, or a
        step of the card being resolved."""
        g = self.game
        if g.is_over:
            return False
        takeable = self.solo and self._take_back.latest(self.humans[0]) is not None
        return takeable or (g.can_undo and self.is_human(g.current_seat))

    def undo(self) -> Refusal | None:
        if not self.can_undo():
            return Refusal(RefusalCode.CANNOT_UNDO_NOW)
        g = self.game
        seat = g.current_seat
        if g.can_undo and self.is_human(seat):  # a step of the card: the engine takes it back
            events: list[Event] = g.undo(1)
            if self._take_back.latest(seat) is not None:
                self._take_back.pop()  # the game as it was before that step, which it is again
        else:  # a whole decision: the game as it was before it is put back
            seat = self.humans[0]
            self.game = self._take_back.pop().game
            armies = self.game.config.seat_armies(seat)
            events = [Undone(armies[0] if armies else -1, 1)]
        self._update(TableUpdate(tuple(events), seat, None, self.observe(seat)))
        return None
