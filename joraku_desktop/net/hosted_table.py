"""One authoritative table: the one engine, its seats, and what each seat is sent.

The table owns the :class:`Game`. Seats are kinds: a remote friend (a network connection), the
host's own seat (the host's window, in process) or a computer (``ai.make_agent``, thinking in a
worker thread, never on the event loop). A remote seat can be handed to a computer at any time
(a stand-in) and the game goes on; its friend takes it back by rejoining with the seat's secret.

Every decision is checked here before the engine sees it (the connection's own seat, its turn,
the state it saw: ``seq``, so a replayed old decision is stale), then by the engine, whose
refusal goes back as its code and params. Each seat is sent only its own view
(``observe(game, seat)``) and the decision as that seat may know it (:func:`wire.decision_for`).

Everything here runs on the server's event loop thread; the links (connections, the host's
window) never block it.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import threading
import unicodedata
from collections.abc import Callable
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..ai import Agent, make_agent
from ..ai.computer_turn import apply_decision, seat_agent
from ..model import Action, Game, IllegalActionError, JorakuError, action_from_text, observe
from ..model.errors import SaveError
from ..model.events import Event
from ..model.save_format import SeatInfo as SaveSeat
from ..model.save_format import game_to_json
from .codes import CloseCode, ErrorCode, SeatKind, SeatState, TableState, new_seat_token
from .protocol import TableInfo, WireSeat, encode, encode_dict, error
from .table_store import SeatRecord, TableDocument, TableStore, save_kind, table_to_json
from .wire import decision_for, event_to_wire, result_to_wire, view_to_wire

log = logging.getLogger("joraku.net.hosted_table")

#: seconds after a write before the table's file is made durable (fsync, in the sync worker)
SYNC_DELAY_S = 1.0


class Link(Protocol):
    """Where one seat's messages go: a network connection or the host's window. ``send`` never
    blocks (a link that cannot keep up closes itself)."""

    def send(self, text: str) -> None: ...

    def close(self, code: CloseCode) -> None: ...


class TableError(Exception):
    """A request the table refuses: its code and params; ``close`` closes the connection too."""

    def __init__(self, code: ErrorCode, params: dict[str, int | str] | None = None,
                 close: CloseCode | None = None) -> None:
        super().__init__(code.value)
        self.code = code
        self.params = params or {}
        self.close = close


@dataclass(slots=True)
class TableSettings:
    """How a table treats absent friends and computers (a server's options set them)."""

    #: seconds a dropped friend's seat waits before a computer stands in (None: it waits)
    grace_s: float | None = 60.0
    #: seconds a friend may take over one decision before a computer stands in (None: no limit)
    decision_timeout_s: float | None = None
    #: the computer level standing in for an absent friend
    stand_in_level: str = "normal"
    #: a pause before each computer decision, so that people can follow
    ai_pause_s: float = 0.3
    #: a computer's decision is written to disk at most this often (s); people's at once
    autosave_delay_s: float = 0.5
    #: seconds a finished table stays open (rejoin to see the end), then it closes
    linger_s: float = 120.0
    #: the game starts by itself once every remote seat is claimed (the server); the host's
    #: window starts it with :meth:`HostedTable.start`
    auto_start: bool = True
    #: seconds a table still waiting for friends stays open with nobody connected (a lobby
    #: filled with abandoned tables would turn new ones away); None: for ever (the host's)
    abandon_s: float | None = 1800.0


@dataclass(slots=True)
class Slot:
    kind: SeatKind
    name: str
    #: the computer's level (a computer seat, or a remote seat's stand-in)
    level: str
    token: str | None = None
    stand_in: bool = False
    link: Link | None = None
    timer: asyncio.TimerHandle | None = None
    agent: Agent | None = field(default=None, repr=False)

    @property
    def by_computer(self) -> bool:
        return self.kind is SeatKind.COMPUTER or self.stand_in

    def state(self) -> SeatState:
        if self.kind is SeatKind.COMPUTER:
            return SeatState.COMPUTER
        if self.stand_in:
            return SeatState.STAND_IN
        if self.kind is SeatKind.LOCAL:
            return SeatState.LOCAL
        if self.link is not None:
            return SeatState.CONNECTED
        return SeatState.OPEN if self.token is None else SeatState.DROPPED


class HostedTable:
    """A game and its seats on the event loop (see the module doc)."""

    def __init__(self, doc: TableDocument, settings: TableSettings, *, ai_pool: Executor,
                 io_pool: Executor, store: TableStore | None = None, sync_pool: Executor | None = None,
                 on_change: Callable[[HostedTable], None] | None = None,
                 on_closed: Callable[[HostedTable], None] | None = None) -> None:
        self.code = doc.code
        self.public = doc.public
        self.game: Game = doc.game
        self.state = doc.state
        self.seq = doc.seq
        self.settings = settings
        self.slots = [Slot(s.kind, s.name, s.level, s.token, s.stand_in) for s in doc.seats]
        self._ai_pool = ai_pool
        self._io_pool = io_pool
        self._store = store
        self._on_change = on_change
        self._on_closed = on_closed
        #: "" while the table's file is written; else why the last write failed (the host's
        #: window says it as it says its own autosave's trouble)
        self.save_problem = ""
        self._loop = asyncio.get_running_loop()
        self._thinking = False
        self._think_task: asyncio.Task[None] | None = None
        self._ai_timer: asyncio.TimerHandle | None = None
        self._save_timer: asyncio.TimerHandle | None = None
        self._close_timer: asyncio.TimerHandle | None = None
        self._stop = threading.Event()
        self._io_busy: Future[None] | None = None
        self._sync_timer: asyncio.TimerHandle | None = None
        self._sync_pool = sync_pool or io_pool
        self._io_next: tuple[str | None] | None = None
        self._io_waiting: list[Callable[[], None]] = []
        if self.game.is_over:
            self.state = TableState.OVER
            # a finished table re-opened by a restart stays for late rejoins, then closes
            self._close_timer = self._loop.call_later(settings.linger_s, self.close, CloseCode.NORMAL)
        for s in self.slots:  # after a restart nobody is connected yet: the grace period runs
            if s.kind is SeatKind.REMOTE and s.token is not None and not s.stand_in:
                self._start_grace(s)
        self._abandon_timer: asyncio.TimerHandle | None = None
        self._watch_abandon()
        if self.state is TableState.PLAYING:  # re-opened mid-game: a computer's turn goes on
            self._loop.call_soon(self._next_turn)

    # ---- what the table shows ---------------------------------------------------------------
    def info(self) -> TableInfo:
        cfg = self.game.config
        return TableInfo(code=self.code, players=cfg.players, mode=cfg.mode.label,  # type: ignore[arg-type]
                         variants=sorted(cfg.variants), state=self.state,
                         seats=[self._seat_info(i, s) for i, s in enumerate(self.slots)])

    @staticmethod
    def _seat_info(i: int, s: Slot) -> WireSeat:
        return WireSeat(seat=i, name=s.name, state=s.state(), level=s.level if s.by_computer else None)

    def document(self) -> TableDocument:
        return TableDocument(self.code, self.public, self.state, self.seq,
                             [SeatRecord(s.kind, s.name, s.level, s.token, s.stand_in) for s in self.slots],
                             self.game)

    @property
    def open_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.slots) if s.kind is SeatKind.REMOTE and s.token is None]

    # ---- seats ------------------------------------------------------------------------------
    def _seat_of(self, token: str) -> int:
        """The remote seat whose secret ``token`` is, or -1 (compared as bytes in constant
        time: a secret with characters outside ASCII is simply wrong)."""
        given = token.encode("utf-8", "replace")
        for i, s in enumerate(self.slots):
            if s.token is not None and s.kind is SeatKind.REMOTE and \
                    hmac.compare_digest(s.token.encode("utf-8", "replace"), given):
                return i
        return -1

    def link_of(self, token: str) -> Link | None:
        """The link sitting now in the seat whose secret ``token`` is (None: nobody, or no seat)."""
        seat = self._seat_of(token)
        return self.slots[seat].link if seat >= 0 else None

    def join(self, link: Link, seat: int, token: str | None, name: str) -> tuple[int, str]:
        """Seat ``link``: rejoin with a token, or claim a free remote seat. Returns (seat, token);
        the welcome and the current view are sent to the link."""
        if self.state is TableState.CLOSED:
            raise TableError(ErrorCode.NO_SUCH_TABLE, {"code": self.code}, CloseCode.TABLE_CLOSED)
        if seat >= len(self.slots):
            raise TableError(ErrorCode.NO_FREE_SEAT, {"seat": seat}, CloseCode.NO_FREE_SEAT)
        if token is not None:
            found = self._seat_of(token)
            if found < 0 or (seat >= 0 and found != seat):
                raise TableError(ErrorCode.BAD_TOKEN, {"seat": seat}, CloseCode.BAD_TOKEN)
            seat = found
            slot = self.slots[seat]
            if slot.link is not None and slot.link is not link:
                # the server let this connection in because the seat's link no longer answers
                slot.link.close(CloseCode.REPLACED)
        else:
            free = self.open_seats
            if seat < 0 and free:
                seat = free[0]
            if seat < 0 or seat not in free:
                raise TableError(ErrorCode.NO_FREE_SEAT, {"seat": seat}, CloseCode.NO_FREE_SEAT)
            slot = self.slots[seat]
            slot.token = new_seat_token()
            slot.name = clean_name(name, seat)
        assert slot.token is not None
        slot.link = link
        self._cancel(slot)
        if slot.stand_in:  # a friend back in their seat takes it from the computer
            self._take_back(seat)
        link.send(encode_dict({"t": "welcome", "code": self.code, "seat": seat, "token": slot.token,
                               "table": self.info().model_dump(mode="json")}))
        link.send(self._update(seat, [], None, -1))
        if self.game.is_over:
            self._send_record(slot)
        log.info("table %s: seat %d joined (%s)", self.code, seat, "rejoin" if token else "new")
        self._seats_changed(save_now=token is None)
        if self.state is TableState.WAITING and self.settings.auto_start and not self.open_seats:
            self.start()
        else:
            self._next_turn()
        return seat, slot.token

    def add_local(self, seat: int, link: Link) -> str:
        """The host's own seat: its window's link (no network, no token check)."""
        slot = self.slots[seat]
        if slot.kind is not SeatKind.LOCAL:
            raise TableError(ErrorCode.NOT_ALLOWED, {"what": "local"})
        slot.token = slot.token or new_seat_token()
        slot.link = link
        link.send(encode_dict({"t": "welcome", "code": self.code, "seat": seat, "token": slot.token,
                               "table": self.info().model_dump(mode="json")}))
        link.send(self._update(seat, [], None, -1))
        return slot.token

    def detach(self, seat: int, link: Link) -> None:
        """The link of ``seat`` is gone (dropped, closed, or it left): the seat waits for its
        friend for the grace period."""
        slot = self.slots[seat]
        if slot.link is not link:
            return  # an older connection of a seat that was rejoined meanwhile
        slot.link = None
        if slot.kind is SeatKind.REMOTE and self.state is not TableState.CLOSED:
            log.info("table %s: seat %d dropped", self.code, seat)
            self._start_grace(slot)
            self._seats_changed()

    def reclaim(self, seat: int, link: Link) -> None:
        """The friend at ``link`` takes their seat back from the computer standing in."""
        slot = self.slots[seat]
        if slot.link is link and slot.stand_in:
            self._take_back(seat)
            self._seats_changed(save_now=True)
            self._next_turn()

    def _take_back(self, seat: int) -> None:
        self.slots[seat].stand_in = False
        if self.game.current_seat == seat:  # its stand-in may be thinking: that answer is dropped
            self._cancel_think()

    def replace(self, seat: int, level: str, *, permanent: bool = False) -> None:
        """Hand a remote seat to a computer of ``level`` now (its friend may rejoin and take it
        back), or for good (``permanent``: the seat's secret no longer opens it)."""
        make_agent(level)  # refuse an unknown level before anything changes (ValueError)
        slot = self.slots[seat]
        if slot.kind is not SeatKind.REMOTE:
            log.warning("table %s: seat %d is not a friend's; not replaced", self.code, seat)
            return
        slot.level = level
        slot.agent = None
        self._cancel(slot)
        if permanent:
            slot.kind, slot.token, slot.stand_in = SeatKind.COMPUTER, None, False
            if slot.link is not None:
                slot.link.close(CloseCode.SEAT_GIVEN_AWAY)
                slot.link = None
        else:
            slot.stand_in = True
        log.info("table %s: a computer (%s) plays seat %d%s", self.code, level, seat,
                 " for good" if permanent else "")
        self._seats_changed(save_now=True)
        if self.state is TableState.WAITING and self.settings.auto_start and not self.open_seats:
            self.start()
        self._next_turn()

    def free(self, seat: int) -> None:
        """The host frees a friend's seat taken by the wrong person: whoever sits there is
        closed out (``SEAT_GIVEN_AWAY``), the seat's secret no longer opens it, and the seat is
        open again for the friend who has the code (a computer plays it meanwhile once the game
        has started, as for any seat nobody claimed)."""
        slot = self.slots[seat]
        if slot.kind is not SeatKind.REMOTE or slot.token is None or self.state is TableState.CLOSED:
            return
        self._cancel(slot)
        slot.token = None
        if slot.link is not None:
            link, slot.link = slot.link, None
            with contextlib.suppress(Exception):
                link.close(CloseCode.SEAT_GIVEN_AWAY)
        if self.state is TableState.PLAYING:
            slot.stand_in, slot.level = True, self.settings.stand_in_level
        log.info("table %s: the host freed seat %d", self.code, seat)
        self._seats_changed(save_now=True)
        self._next_turn()

    def start(self) -> None:
        """Decisions are accepted from now on (open seats get stand-ins first)."""
        if self.state is not TableState.WAITING:
            return
        for s in self.slots:
            if s.kind is SeatKind.REMOTE and s.token is None:
                s.stand_in, s.level = True, self.settings.stand_in_level
        self.state = TableState.OVER if self.game.is_over else TableState.PLAYING
        log.info("table %s: the game starts", self.code)
        self._seats_changed(save_now=True)
        for i, s in enumerate(self.slots):  # the view again: decisions are accepted from now on
            if s.link is not None:
                s.link.send(self._update(i, [], None, -1))
        self._next_turn()

    def _start_grace(self, slot: Slot) -> None:
        self._cancel(slot)
        if self.settings.grace_s is not None and self.state is not TableState.OVER:
            slot.timer = self._loop.call_later(self.settings.grace_s, self._stand_in, slot)

    def _stand_in(self, slot: Slot) -> None:
        slot.timer = None
        if slot.kind is SeatKind.REMOTE and not slot.stand_in and self.state is not TableState.CLOSED:
            slot.stand_in, slot.level = True, self.settings.stand_in_level
            log.info("table %s: a computer stands in for seat %d", self.code, self.slots.index(slot))
            self._seats_changed(save_now=True)
            self._next_turn()

    def _watch_abandon(self) -> None:
        """Close a waiting table nobody is connected to after ``abandon_s``."""
        if self._abandon_timer is not None:
            self._abandon_timer.cancel()
            self._abandon_timer = None
        limit = self.settings.abandon_s
        if limit is not None and self.state is TableState.WAITING and all(s.link is None for s in self.slots):
            self._abandon_timer = self._loop.call_later(limit, self._abandoned)

    def _abandoned(self) -> None:
        self._abandon_timer = None
        if self.state is TableState.WAITING and all(s.link is None for s in self.slots):
            log.info("table %s: nobody came; closed", self.code)
            if self._store is not None:
                self._queue_io(None)
            self.close()

    def _cancel(self, slot: Slot) -> None:
        if slot.timer is not None:
            slot.timer.cancel()
            slot.timer = None

    # ---- decisions --------------------------------------------------------------------------
    def check(self, seat: int, seq: int) -> Slot:
        """The table's own checks of a request from ``seat``'s link, before the engine's."""
        if self.state is TableState.WAITING:
            raise TableError(ErrorCode.NOT_STARTED)
        if self.game.is_over or self.state is not TableState.PLAYING:
            raise TableError(ErrorCode.GAME_OVER)
        if seq != self.seq:
            raise TableError(ErrorCode.STALE, {"seq": seq, "current": self.seq})
        slot = self.slots[seat]
        if slot.by_computer:
            raise TableError(ErrorCode.COMPUTER_PLAYS, {"seat": seat})
        if self.game.current_seat != seat:
            raise TableError(ErrorCode.NOT_YOUR_TURN, {"seat": seat, "current": self.game.current_seat})
        return slot

    def decide(self, seat: int, seq: int, text: str) -> None:
        """Apply ``seat``'s decision; raises :class:`TableError` or ``IllegalActionError``."""
        slot = self.check(seat, seq)
        action = action_from_text(text)
        events = self.game.apply(action)
        self._cancel(slot)  # its decision timer: the next one starts with its next decision
        self._changed(events, action, seat, by_person=True)

    def undo(self, seat: int, seq: int) -> None:
        slot = self.check(seat, seq)
        events = self.game.undo(1)
        self._cancel(slot)
        self._changed(events, None, seat, by_person=True, undo=True)

    def _changed(self, events: list[Event], action: Action | None, seat: int, *, by_person: bool,
                 undo: bool = False) -> None:
        self.seq += 1
        sends: list[tuple[Slot, Link, str]] = [(s, s.link, self._update(i, events, action, seat, undo=undo))
                                               for i, s in enumerate(self.slots) if s.link is not None]
        over = self.game.is_over
        if over:
            self.state = TableState.OVER
            for s in self.slots:
                self._cancel(s)
            log.info("table %s: game over, ranking %s", self.code,
                     self.game.result.ranking if self.game.result else "?")
            self._close_timer = self._loop.call_later(self.settings.linger_s, self.close, CloseCode.NORMAL)
        # what a seat is shown is on disk first: a crash never takes back a decision seen
        self._save_then(lambda: self._broadcast(sends, over))
        self._next_turn()

    def _broadcast(self, sends: list[tuple[Slot, Link, str]], over: bool) -> None:
        """Send each seat the update made for it, if the same link still sits there (a link that
        joined meanwhile was sent the view it joined into)."""
        for slot, link, text in sends:
            if slot.link is link:
                link.send(text)
        if over and self.state is not TableState.CLOSED:
            for s in self.slots:
                self._send_record(s)
            self._seats_changed()

    def _update(self, seat: int, events: list[Event], action: Action | None, actor: int,
                undo: bool = False) -> str:
        g = self.game
        wire_events = [w for w in map(event_to_wire, events) if w is not None]
        last: dict[str, Any] | None = None
        if undo:
            last = {"seat": actor, "decision": "undo"}
        elif action is not None:
            last = {"seat": actor, "decision": decision_for(action, actor, seat)}
        return encode_dict({
            "t": "update", "seq": self.seq, "view": view_to_wire(observe(g, seat)), "events": wire_events,
            "last": last, "result": result_to_wire(g.result) if g.result is not None and g.is_over else None,
        })

    def _send_record(self, slot: Slot) -> None:
        if slot.link is None or not self.game.is_over:
            return
        seats = [SaveSeat(s.name, save_kind(s)) for s in self._records()]
        slot.link.send(encode_dict({"t": "record", "save": json.loads(game_to_json(self.game, seats))}))

    def _records(self) -> list[SeatRecord]:
        return [SeatRecord(s.kind, s.name, s.level, s.token, s.stand_in) for s in self.slots]

    # ---- computers --------------------------------------------------------------------------
    def _next_turn(self) -> None:
        g = self.game
        if self.state is not TableState.PLAYING or g.is_over:
            return
        seat = g.current_seat
        slot = self.slots[seat]
        if slot.by_computer:
            if not self._thinking and self._ai_timer is None:
                self._ai_timer = self._loop.call_later(self.settings.ai_pause_s, self._think_soon)
        elif slot.kind is SeatKind.REMOTE and slot.timer is None:
            limit = self.settings.decision_timeout_s
            if limit is not None:
                slot.timer = self._loop.call_later(limit, self._decision_timeout, slot, self.seq)

    def _decision_timeout(self, slot: Slot, seq: int) -> None:
        slot.timer = None
        if self.seq == seq and not slot.by_computer:
            log.info("table %s: seat %d took too long; a computer stands in", self.code,
                     self.slots.index(slot))
            self._stand_in(slot)
        else:
            self._next_turn()

    def _think_soon(self) -> None:
        self._ai_timer = None
        self._think_task = self._loop.create_task(self._think())

    async def _think(self) -> None:
        g = self.game
        if self._thinking or self.state is not TableState.PLAYING or g.is_over:
            return
        seat, seq = g.current_seat, self.seq
        slot = self.slots[seat]
        if not slot.by_computer:
            return
        if slot.agent is None:
            slot.agent = seat_agent(slot.level, g.config.seed, seat, lambda _exc: log.error(
                "table %s: unknown computer level %r; Normal plays seat %d", self.code, slot.level, seat))
        agent, view, legal = slot.agent, observe(g, seat), g.legal_actions()
        self._stop = stop = threading.Event()
        self._thinking = True
        try:
            action: Action = await self._loop.run_in_executor(
                self._ai_pool, agent.choose, view, legal, stop.is_set)
        except Exception:
            log.exception("table %s: the computer of seat %d failed; it plays the first legal move",
                          self.code, seat)
            action = legal[0]
        finally:
            self._thinking = False
        if self.seq != seq or not slot.by_computer or self.state is not TableState.PLAYING:
            self._next_turn()  # the table moved on meanwhile (a friend took the seat back)
            return
        action, events = apply_decision(g, action, lambda exc: log.error(
            "table %s: the computer of seat %d chose an illegal move", self.code, seat, exc_info=exc))
        self._changed(events, action, seat, by_person=False)

    def _cancel_think(self) -> None:
        self._stop.set()
        if self._ai_timer is not None:
            self._ai_timer.cancel()
            self._ai_timer = None

    # ---- saving, closing ---------------------------------------------------------------------
    def _seats_changed(self, save_now: bool = False) -> None:
        self._watch_abandon()
        info = self.info()
        text = encode_dict({"t": "seats", "table": info.model_dump(mode="json")})
        for s in self.slots:
            if s.link is not None:
                s.link.send(text)
        if self._on_change is not None:
            self._on_change(self)
        self._schedule_save(now=save_now)

    def _schedule_save(self, now: bool = False) -> None:
        if self._store is None or self.state is TableState.CLOSED:
            return
        if now:
            if self._save_timer is not None:
                self._save_timer.cancel()
            self._save_now()
        elif self._save_timer is None:
            self._save_timer = self._loop.call_later(self.settings.autosave_delay_s, self._save_now)

    def _save_then(self, then: Callable[[], None]) -> None:
        """Write the table now (through the I/O worker, after any write queued before), then
        call ``then`` on the loop; at once without a store. A write that fails is logged and
        ``then`` still runs: the game goes on."""
        store = self._store
        if store is None or self.state is TableState.CLOSED:
            then()
            return
        if self._save_timer is not None:
            self._save_timer.cancel()
            self._save_timer = None
        try:
            text = table_to_json(self.document())
        except (SaveError, JorakuError):
            log.exception("table %s: cannot serialise the table", self.code)
            then()
            return
        self._queue_io(text, then)

    def _save_now(self) -> None:
        """Serialise here (the loop owns the game), write in an I/O worker (fsync is slow)."""
        self._save_timer = None
        self._save_then(lambda: None)

    # One write of this table at a time, in order, on the shared I/O workers: a change made
    # while a write is under way waits for it, and the changes made meanwhile go in one write
    # (the newest state: the older ones need not reach the disk), whose waiters all go on then.
    def _queue_io(self, text: str | None, then: Callable[[], None] | None = None) -> None:
        """Write ``text`` (None: remove the table's file) after the write under way."""
        self._io_next = (text,)
        if then is not None:
            self._io_waiting.append(then)
        if self._io_busy is None:
            self._io_start()

    def _io_start(self) -> None:
        store, op, thens = self._store, self._io_next, self._io_waiting
        self._io_next, self._io_waiting = None, []
        if op is None or store is None:
            for then in thens:
                then()
            return
        text = op[0]
        fut = self._io_pool.submit(store.write_quick if text is not None else store.remove, self.code,
                                   *((text,) if text is not None else ()))
        self._io_busy = fut

        def done(f: Future[None]) -> None:  # in the worker: back to the loop
            with contextlib.suppress(RuntimeError):  # the loop has stopped
                self._loop.call_soon_threadsafe(self._io_done, f, thens)

        fut.add_done_callback(done)

    def _io_done(self, fut: Future[None], thens: list[Callable[[], None]]) -> None:
        self._io_busy = None
        exc = fut.exception()
        why = None if exc is None else getattr(exc, "strerror", None) or exc or type(exc).__name__
        problem = "" if why is None else str(why)[:300]
        if problem != self.save_problem:
            self.save_problem = problem
            if self._on_change is not None:
                self._on_change(self)
        if exc is not None:
            log.error("table %s: autosave failed: %s", self.code, exc)
        elif self._sync_timer is None and self.state is not TableState.CLOSED and self._store is not None:
            # durable within a second, off the path of the updates (fsync waits for the disk)
            self._sync_timer = self._loop.call_later(SYNC_DELAY_S, self._sync)
        for then in thens:
            then()
        if self._io_next is not None:
            self._io_start()

    def _sync(self) -> None:
        self._sync_timer = None
        if self._store is not None and self.state is not TableState.CLOSED:
            self._sync_pool.submit(self._store.sync, self.code)

    def close(self, code: CloseCode = CloseCode.TABLE_CLOSED) -> None:
        """Close the table: every link is closed; a finished table's file is removed."""
        if self.state is TableState.CLOSED:
            return
        finished = self.game.is_over
        for t in (self._save_timer, self._close_timer, self._ai_timer, self._abandon_timer, self._sync_timer):
            if t is not None:
                t.cancel()
        self._stop.set()
        for s in self.slots:
            self._cancel(s)
            if s.link is not None:
                with contextlib.suppress(Exception):
                    s.link.close(code)
                s.link = None
        if self._store is not None and finished:
            self._queue_io(None)
        self.state = TableState.CLOSED
        log.info("table %s closed", self.code)
        if self._on_closed is not None:
            self._on_closed(self)

    def shutdown(self) -> None:
        """The server stops: save now (synchronously), close the links with "going away" so
        that friends retry, and keep the table's file for the restart."""
        for t in (self._save_timer, self._close_timer, self._ai_timer, self._abandon_timer, self._sync_timer):
            if t is not None:
                t.cancel()
        self._stop.set()
        if self._store is not None and self.state is not TableState.CLOSED:
            try:  # after the write under way (never two of this table at once)
                text = table_to_json(self.document())
                if self._io_busy is not None:
                    self._io_busy.result(timeout=30)
                self._io_next, self._io_waiting = None, []
                self._io_pool.submit(self._store.write, self.code, text).result(timeout=30)
            except (SaveError, OSError, JorakuError, TimeoutError) as exc:
                log.error("table %s: final save failed: %s", self.code, exc)
        for s in self.slots:
            self._cancel(s)
            if s.link is not None:
                with contextlib.suppress(Exception):
                    s.link.close(CloseCode.GOING_AWAY)
                s.link = None
        self.state = TableState.CLOSED


def clean_name(name: str, seat: int) -> str:
    """A player's name as others will see it: printable characters only (no control or
    direction-override characters), trimmed; "Player N" if nothing is left."""
    kept = "".join(ch for ch in name if ch.isprintable() and unicodedata.category(ch) != "Cf").strip()
    return kept[:40] or f"Player {seat + 1}"


def refusal_message(seq: int, exc: TableError | IllegalActionError) -> str:
    """The ``refused`` message of a table or engine refusal."""
    if isinstance(exc, TableError):
        return encode_dict({"t": "refused", "seq": seq, "by": "table", "code": exc.code.value,
                            "params": exc.params, "rule": "", "action": ""})
    r = exc.refusal
    return encode_dict({"t": "refused", "seq": seq, "by": "engine", "code": r.code.value,
                        "params": dict(r.params), "rule": r.rule, "action": r.action[:80]})


def error_message(exc: TableError) -> str:
    return encode(error(exc.code, exc.params))

