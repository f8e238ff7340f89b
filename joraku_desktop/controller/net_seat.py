"""The window's seat at a table over the network: the link to it, and what it last heard.

At a networked table the engine is the host's (authoritative): the window's
:class:`~.game_controller.GameController` holds a :class:`NetSeat` instead of a ``Game`` and
reads the seat's last :class:`~joraku_desktop.net.client.SeatUpdate` for everything it is asked
(the view, the legal actions, whose turn it is): it is the controller's
:class:`~.table.Table` over the network. A decision goes to the table and comes back as the next
update (the table's one update callback), or as a refusal in codes (:class:`~.table.HostRefusal`)
that the views word like the window's own. The
host's window is a client of its own table too (a :class:`~joraku_desktop.net.host.LocalSeat`,
no socket); a friend's is a :class:`~joraku_desktop.net.client.ThreadedSeatClient` on its own
thread.

The network calls back on its own thread: :class:`_Bridge` turns every callback into a Qt signal
emitted there, which Qt queues to the GUI thread, so no widget is touched off it and the GUI
thread never waits on the network. Updates go to the controller as they arrive; it applies
them in order (:meth:`NetSeat.adopt`), one redraw each, holding them behind a scoring beat as it
holds its own turns.
"""

from __future__ import annotations

import json
import logging
import socket
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ..model import Action, Game, GameConfig, IllegalActionError, SaveError, SeatView
from ..model.errors import Refusal, RefusalCode
from ..model.phases import Phase
from ..model.result import GameResult
from ..model.save_format import game_from_json
from ..net import protocol as p
from ..net.address import Invite, host_addresses, invite_text, is_server_name, parse_invite, table_url
from ..net.client import Closed, Listener, SeatUpdate, ThreadedSeatClient
from ..net.codes import ConnState, SeatState, TableState, normalise_table_code, show_table_code
from ..net.seat_store import SeatSecrets
from ..net.tls import fingerprint_shown
from ..saves import SeatInfo
from .table import HUMAN, HostRefusal, OnNote, OnUpdate, TableNote, TableUpdate

if TYPE_CHECKING:
    from ..net.host import LocalSeat, TableHost

__all__ = ["ConnState", "Invite", "NetSeat", "SeatState", "SeatStatus", "TableState", "config_of",
           "fingerprint_shown", "is_server_name", "normalise_table_code", "parse_invite", "seat_infos",
           "shareable_addresses", "show_table_code", "table_url"]
log = logging.getLogger("joraku.controller.net")


class _Bridge(QObject, Listener):
    """The client's callbacks (on the network thread) re-emitted as signals: Qt queues them to
    the GUI thread, where this object lives."""

    state = Signal(str)
    welcome = Signal(p.Welcome)
    updated = Signal(SeatUpdate)
    refused = Signal(p.Refused)
    seats = Signal(p.TableInfo)
    recorded = Signal(object)
    closed = Signal(Closed)
    #: the hosted table's file: why it is not written, or "" (from the host's thread)
    save_problem = Signal(str)

    def on_state(self, state: ConnState) -> None:
        self.state.emit(str(state))

    def on_welcome(self, msg: p.Welcome) -> None:
        self.welcome.emit(msg)

    def on_update(self, update: SeatUpdate) -> None:
        self.updated.emit(update)

    def on_refused(self, msg: p.Refused) -> None:
        self.refused.emit(msg)

    def on_seats(self, table: p.TableInfo) -> None:
        self.seats.emit(table)

    def on_record(self, save: dict[str, Any]) -> None:
        self.recorded.emit(save)

    def on_closed(self, closed: Closed) -> None:
        self.closed.emit(closed)


def config_of(view: SeatView) -> GameConfig:
    """The game's settings as a seat may know them: everything but the seed (which deals every
    hand, so it stays the host's)."""
    return GameConfig(view.players, None if view.mode.label == "base" else view.mode.label,
                      frozenset(view.variants), 0)


def seat_infos(table: p.TableInfo, own: int) -> tuple[SeatInfo, ...]:
    """Who sits where, as the window's seats: a person is ``"human"``, a computer its level.
    The names are foreign text: :class:`SeatInfo` cleans them as it cleans a save's."""
    out = []
    for s in sorted(table.seats, key=lambda s: s.seat):
        person = s.seat == own or s.state in (SeatState.OPEN, SeatState.CONNECTED, SeatState.DROPPED,
                                              SeatState.LOCAL)
        out.append(SeatInfo(s.name, HUMAN if person else (s.level or "normal")))
    return tuple(out)


@dataclass(frozen=True)
class SeatStatus:
    """What the window says about its seat at a networked table (the banner over the table),
    read from the seat's link and the table's last seat list, in enums and counts: the views
    never read the network's objects for it."""

    #: this window hosts the table
    hosting: bool
    #: why the connection ended for good (codes), or None while it lasts
    closed: Closed | None
    conn: ConnState
    #: the first view of the game arrived
    dealt: bool
    #: the game is over
    over: bool
    #: a computer plays this seat now
    stand_in: bool
    seat: int
    #: the seat list arrived and the host has not started the game
    waiting: bool
    #: the friends' seats (open, connected or dropped) and how many of them are connected
    friends: int
    joined: int
    #: the seats whose friend dropped, with their names
    dropped: tuple[tuple[int, str], ...]


#: a friend's seat, as the host waits for it to fill
_FRIEND_SEATS = (SeatState.OPEN, SeatState.CONNECTED, SeatState.DROPPED)


class NetSeat(QObject):
    """One seat of this window at a networked table (see the module doc): the controller's
    :class:`~.table.Table` over the network.

    ``host``: this window hosts the table (its own seat is ``seat``); else it joins ``url`` with
    ``code`` as ``name``, rejoining with a kept secret.
    ``autoplay``: a computer level that decides for the own seat (the smoke test)."""

    #: the table's seats changed (the waiting room, the seat list): the TableInfo
    seats_changed = Signal(p.TableInfo)
    #: the connection's state (a ConnState value)
    connection_changed = Signal(str)
    #: the connection ended for good: why, in codes (the views word it)
    ended = Signal(Closed)

    def __init__(self, *, url: str = "", code: str = "", name: str = "", host: TableHost | None = None,
                 seat: int = -1, autoplay: str | None = None, secrets: SeatSecrets | None = None,
                 pin: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.url, self.code, self.name, self.host, self.seat = url, code, name, host, seat
        #: a wss:// host's certificate fingerprint (the invitation's; "": learn it on first use)
        self.pin = pin
        self.autoplay = autoplay
        self.secrets = secrets if host is None else None
        self.info: p.TableInfo | None = None
        self.view: SeatView | None = None
        self.seq = -1
        #: an update arrived already (the next ones are no deal)
        self._dealt = False
        self._update: OnUpdate = lambda _u: None
        self._note: OnNote = lambda _n, _t: None
        self.result: GameResult | None = None
        self.game: Game | None = None
        self.game_seats: list[SeatInfo] = []
        #: a decision was sent and its answer has not come yet
        self.pending = False
        self.conn = ConnState.CONNECTING
        #: why the connection ended for good (codes), once it has
        self.closed: Closed | None = None
        self._link: LocalSeat | ThreadedSeatClient | None = None
        self._bridge = _Bridge(self)
        b = self._bridge
        b.state.connect(self._on_state)
        b.welcome.connect(self._on_welcome)
        b.updated.connect(self._on_update)
        b.refused.connect(self._on_refused)
        b.seats.connect(self._on_seats)
        b.recorded.connect(self._on_record)
        b.closed.connect(self._on_closed)
        b.save_problem.connect(lambda text: self._note(TableNote.SAVE, text))

    # ---- starting and leaving ------------------------------------------------------------------
    def listen(self, on_update: OnUpdate, on_note: OnNote) -> None:
        self._update, self._note = on_update, on_note

    def open(self) -> None:
        self.start()

    def close(self, wait_s: float = 0.0) -> None:
        """The controller leaves: the table hears no more of it, and it is stopped."""
        self._update, self._note = (lambda _u: None), (lambda _n, _t: None)
        self.stop(wait_s)
        self.deleteLater()

    def start(self) -> None:
        if self.host is not None:
            self.host.on_save_problem = self._bridge.save_problem.emit
            if self.host.save_problem:  # it failed already while the table opened
                self._bridge.save_problem.emit(self.host.save_problem)
            self._link = self.host.local_seat(self.seat, self._bridge)
            self.conn = ConnState.JOINED
            return
        kept = self.secrets.get(self.url, self.code) if self.secrets is not None and self.code else None
        seat, token = kept if kept is not None else (-1, None)
        pin = self.pin
        if self.secrets is not None and self.code and self.url.startswith("wss:"):
            pin = pin or self.secrets.pin(self.url, self.code) or ("" if pin is None else pin)
        client = ThreadedSeatClient(self.url, self.code, self.name, self._bridge, seat=seat, token=token,
                                    pin=pin)
        self._link = client
        client.start()

    def stop(self, wait_s: float = 0.0) -> None:
        """Leave the table (a host closes it: it is saved, the friends are told). Returns at once
        unless ``wait_s`` (quitting the app waits that long for the table to be saved)."""
        link, self._link = self._link, None
        if isinstance(link, ThreadedSeatClient):
            link.stop(wait_s)
        if self.host is not None:
            if wait_s > 0:
                self.host.stop(wait_s)
            else:
                self.host.close()

    @property
    def hosting(self) -> bool:
        return self.host is not None

    @property
    def started(self) -> bool:
        """Decisions are accepted (the host started the game)."""
        return self.info is not None and self.info.state is not TableState.WAITING

    def invitation(self, address: str) -> str:
        """What the host copies for a friend: ``joraku://address:port/CODE?pin=…`` (the
        certificate's fingerprint when the table serves wss://)."""
        host = self.host
        if host is None or not self.code:
            return ""
        code = self.info.code if self.info is not None else self.code
        return invite_text(address, host.port, code, host.pin)

    @property
    def hosted_port(self) -> int:
        """The port the table this window hosts listens on; 0 when it hosts none."""
        return self.host.port if self.host is not None else 0

    @property
    def host_pin(self) -> str:
        """The certificate fingerprint of the table this window hosts over wss://; "" when it
        hosts none, or serves plain ws://."""
        return (self.host.pin or "") if self.host is not None else ""

    def status(self) -> SeatStatus:
        """What the banner over the table says (see :class:`SeatStatus`)."""
        info, view = self.info, self.view
        seats = info.seats if info is not None else []
        friends = [s for s in seats if s.state in _FRIEND_SEATS]
        names = self.seat_names()
        dropped = tuple((s.seat, names[s.seat] if 0 <= s.seat < len(names) else "?")
                        for s in seats if s.state is SeatState.DROPPED)
        return SeatStatus(
            hosting=self.hosting, closed=self.closed, conn=self.conn, dealt=view is not None,
            over=view is not None and view.is_over, stand_in=self.stand_in, seat=self.seat,
            waiting=info is not None and not self.started, friends=len(friends),
            joined=sum(s.state is SeatState.CONNECTED for s in friends), dropped=dropped)

    @property
    def code_shown(self) -> str:
        code = self.info.code if self.info is not None else self.code
        return show_table_code(code) if code else ""

    # ---- what the controller asks ----------------------------------------------------------------
    @property
    def my_turn(self) -> bool:
        v = self.view
        return (v is not None and self.started and not v.is_over and v.current_seat == self.seat
                and bool(v.legal) and not self.pending and self.conn is ConnState.JOINED
                and not self.stand_in)

    @property
    def stand_in(self) -> bool:
        """A computer plays this seat now (the host replaced it, or the grace period ran out)."""
        if self.info is None or not 0 <= self.seat < len(self.info.seats):
            return False
        return any(s.seat == self.seat and s.state is SeatState.STAND_IN for s in self.info.seats)

    @property
    def config(self) -> GameConfig | None:
        return config_of(self.view) if self.view is not None else None

    @property
    def owner(self) -> tuple[int, ...]:
        return tuple(self.view.owner) if self.view is not None else ()

    @property
    def current_seat(self) -> int:
        return self.view.current_seat if self.view is not None else -1

    @property
    def in_progress(self) -> bool:
        return self.view is not None and not self.view.is_over

    @property
    def autosaved(self) -> Game | None:
        """Nothing: the host keeps the table's game."""
        return None

    @property
    def solo(self) -> bool:
        """Never: the others have seen every decision."""
        return False

    def adopt(self, update: TableUpdate) -> None:
        assert update.view is not None
        self.view, self.seq, self.pending = update.view, update.seq, False

    def seat_infos(self) -> tuple[SeatInfo, ...]:
        if self.info is not None:
            return seat_infos(self.info, self.seat)
        if self.view is None:
            return ()
        return tuple(SeatInfo(f"Player {s + 1}", HUMAN) for s in range(self.view.players))

    def is_human(self, seat: int) -> bool:
        """Only the own seat, unless the smoke test's computer plays it."""
        return seat == self.seat and self.autoplay is None

    def computer_level(self, seat: int) -> str | None:
        return self.autoplay if seat == self.seat else None

    def turn_here(self) -> bool:
        return self.my_turn

    def has_progress(self) -> bool:
        """Leaving a table in play always costs the others their game."""
        return self.in_progress

    def observe(self, seat: int) -> SeatView:
        """The own view, whatever ``seat`` is asked (the window shows no other); while it is not
        this seat's turn to act (waiting for the host to start, for the table's answer, or the
        connection) it offers no action."""
        assert self.view is not None
        return self.view if self.my_turn else replace(self.view, legal=())

    def legal(self) -> tuple[Any, ...]:
        return tuple(self.view.legal) if self.view is not None and self.my_turn else ()

    def can_undo(self) -> bool:
        v = self.view
        return v is not None and self.my_turn and v.phase.is_resolution and v.phase is not Phase.MODE

    def request(self, action: Action | str) -> Refusal | None:
        """Send this seat's decision, or why not now (codes; the game being over and a scoring
        beat are the controller's to say)."""
        if self.view is None or not self.started:
            return Refusal(RefusalCode.WAITING_FOR_HOST)
        if self.stand_in:
            return Refusal(RefusalCode.STAND_IN)
        if self.pending or self.conn is not ConnState.JOINED:
            return Refusal(RefusalCode.WAITING_FOR_ANSWER)
        if not self.my_turn:
            return Refusal(RefusalCode.NOT_YOUR_TURN, {"current": self.view.current_seat})
        self.decide(action)
        return None

    def decide(self, action: object) -> bool:
        """Send a decision for the state last received; False when this seat may not act now."""
        if not self.my_turn or self._link is None:
            return False
        self.pending = True
        self._link.decide(str(action))
        self._note(TableNote.SENT, "")
        return True

    def play_computer(self, action: Action, on_illegal: Callable[[IllegalActionError], None]) -> None:
        """The smoke test's computer decides for the own seat (the host refuses what is illegal)."""
        self.decide(action)

    def undo(self) -> Refusal | None:
        if not self.can_undo() or self._link is None:
            return Refusal(RefusalCode.CANNOT_UNDO_NOW)
        self.pending = True
        self._link.undo()
        self._note(TableNote.SENT, "")
        return None

    def reclaim(self) -> None:
        if isinstance(self._link, ThreadedSeatClient):
            self._link.reclaim()

    # ---- the host's controls -----------------------------------------------------------------------
    def start_game(self) -> None:
        if self.host is not None:
            self.host.start_game()

    def replace_seat(self, seat: int, level: str) -> None:
        if self.host is not None:
            self.host.replace(seat, level)

    def free_seat(self, seat: int) -> None:
        """The wrong person took a friend's seat: close them out; the seat is open again."""
        if self.host is not None:
            self.host.free(seat)

    # ---- from the network (GUI thread) ---------------------------------------------------------------
    def seat_names(self) -> list[str]:
        return [s.name for s in seat_infos(self.info, self.seat)] if self.info is not None else []

    def _on_state(self, state: str) -> None:
        self.conn = ConnState(state)
        if self.conn is not ConnState.JOINED:
            self.pending = False  # whatever was sent is answered by the view after the rejoin
        self.connection_changed.emit(state)
        self._note(TableNote.CONNECTION, state)

    def _on_welcome(self, msg: p.Welcome) -> None:
        self.seat, self.code = msg.seat, msg.code
        self.info = msg.table
        if self.secrets is not None:
            link = self._link
            pin = link.pin if isinstance(link, ThreadedSeatClient) else None
            try:
                self.secrets.put(self.url, msg.code, msg.seat, msg.token, pin or "")
            except (SaveError, OSError) as exc:  # the game goes on; only a restart cannot rejoin
                log.warning("the seat's secret could not be kept: %s", exc)
        self.seats_changed.emit(msg.table)
        self._note(TableNote.SEATS, "")

    def _on_update(self, update: SeatUpdate) -> None:
        if update.result is not None:
            self.result = update.result
        dealt, self._dealt = not self._dealt, True
        self._update(TableUpdate(() if dealt else tuple(update.events), update.actor, update.action,
                                 update.view, dealt=dealt, seq=update.seq))

    def _on_refused(self, msg: p.Refused) -> None:
        self.pending = False
        log.info("refused by the %s: %s %s", msg.by, msg.code, msg.params)
        self._note(TableNote.REFUSED, host_refusal(msg))

    def _on_seats(self, table: p.TableInfo) -> None:
        self.info = table
        self.seats_changed.emit(table)
        self._note(TableNote.SEATS, "")

    def _on_record(self, save: dict[str, Any]) -> None:
        try:
            game, seats = game_from_json(json.dumps(save))
        except (SaveError, ValueError, TypeError) as exc:  # foreign data: the game is still over
            log.warning("the finished game sent by the table is unreadable: %s", exc)
            return
        self.game, self.game_seats = game, seats
        if self.secrets is not None:
            try:
                self.secrets.forget(self.url, self.code)
            except (SaveError, OSError) as exc:
                log.warning("the seat's secret could not be forgotten: %s", exc)
        self._note(TableNote.RECORDED, "")

    def _on_closed(self, closed: Closed) -> None:
        self.closed = closed
        self.pending = False
        log.info("left the table: %s %s", closed.close_code, closed.error)
        self.ended.emit(closed)
        self._note(TableNote.CONNECTION, "")


def host_refusal(msg: p.Refused) -> HostRefusal:
    """The host's ``refused`` message in codes: the rules' :class:`Refusal` when the engine
    refused with a code this window knows, else the table's code and params."""
    if msg.by == "engine":
        try:
            code = RefusalCode(msg.code)
        except ValueError:
            pass
        else:
            return HostRefusal(Refusal(code, dict(msg.params), msg.rule, msg.action))
    return HostRefusal(None, msg.code, dict(msg.params))


def shareable_addresses() -> list[str]:
    """This machine's addresses that friends may reach: the name service's (``host_addresses``),
    else the address of the interface a route out leaves by (a UDP socket connected to a
    documentation address: the system picks the interface, and no packet is sent)."""
    found = host_addresses()
    if found:
        return found
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))
            ip = str(s.getsockname()[0])
    except OSError:
        return []
    return [ip] if ip and not ip.startswith(("127.", "0.")) else []
