"""The client side: join a seat, receive its views and events, send decisions, reconnect.

:class:`SeatClient` is the asyncio core (the scripted client and the benchmarks run hundreds in
one loop). :class:`ThreadedSeatClient` runs one in a worker thread with its own event loop, for a
GUI: every method returns at once and is safe from any thread; the :class:`Listener`'s callbacks
run on the network thread (a Qt window turns them into queued signals). After a drop the client
rejoins its seat with the seat's secret, with exponential backoff, until the server answers with
a close code that retrying cannot change (a wrong secret, the seat given away, another protocol
version), or ``give_up_s`` passes.

Everything the server sends is validated (:mod:`.protocol`, :mod:`.wire`): a server is foreign
data too.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import logging
import random
import threading
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ..model import Action, SeatView
from ..model.events import Event
from ..model.result import GameResult
from . import protocol as p
from .codes import CloseCode, ConnState, ErrorCode
from .loops import finish_loop
from .tls import peer_pin, pinned_context
from .wire import WireModel, decision_from_wire, event_from_wire, view_from_wire

log = logging.getLogger("joraku.net.client")

#: close codes after which rejoining cannot help: the client stops and says why. Not among them:
#: ``REPLACED`` (the table let another connection in only because this one stopped answering:
#: rejoining is right) and, for a client holding its seat's secret, ``NO_FREE_SEAT`` (its seat's
#: older connection still answers; the table frees it once that one is gone)
FINAL_CLOSES = frozenset({
    CloseCode.NORMAL, CloseCode.MALFORMED, CloseCode.PROTOCOL_VERSION, CloseCode.NO_SUCH_TABLE,
    CloseCode.BAD_TOKEN, CloseCode.NO_FREE_SEAT, CloseCode.SEAT_GIVEN_AWAY,
    CloseCode.TABLE_CLOSED, CloseCode.NOT_ALLOWED, CloseCode.UNSUPPORTED_DATA, CloseCode.POLICY,
    CloseCode.TOO_BIG, CloseCode.INVALID_DATA,
})


@dataclass(frozen=True, slots=True)
class SeatUpdate:
    """What a seat learns at each change of the table (decoded, engine types)."""

    seq: int
    view: SeatView
    events: tuple[Event, ...]
    #: the seat whose decision (or undo) caused the update; -1 on joining
    actor: int
    #: that decision, when this seat may know it (None: an undo, another seat's hidden cards,
    #: or joining)
    action: Action | None
    result: GameResult | None


@dataclass(frozen=True, slots=True)
class Closed:
    """Why the client stopped for good: a close code (:class:`CloseCode` when it is one of the
    known ones), the server's error code if it sent one, and its params."""

    close_code: int
    error: str = ""
    params: dict[str, int | str] = field(default_factory=dict)


class Listener:
    """Callbacks of a client (override what you need). They run on the client's loop thread."""

    def on_state(self, state: ConnState) -> None: ...

    def on_welcome(self, msg: p.Welcome) -> None: ...

    def on_update(self, update: SeatUpdate) -> None: ...

    def on_refused(self, msg: p.Refused) -> None: ...

    def on_seats(self, table: p.TableInfo) -> None: ...

    def on_record(self, save: dict[str, Any]) -> None: ...

    def on_closed(self, closed: Closed) -> None: ...

    def on_pin(self, pin: str) -> None:
        """The fingerprint of a host's certificate seen on the first connection (trust on first
        use): keep it with the seat, every later connection must show it again."""


def decode_update(msg: p.Update) -> SeatUpdate:
    """An update in engine types; raises ``ValueError`` on one no table sends."""
    try:
        events = tuple(event_from_wire(e) for e in msg.events)
    except (KeyError, TypeError) as exc:
        raise ValueError(f"bad event: {exc}") from None
    last = msg.last
    return SeatUpdate(msg.seq, view_from_wire(msg.view), events, last.seat if last is not None else -1,
                      decision_from_wire(last.decision) if last is not None else None,
                      msg.result.to_result() if msg.result is not None else None)


@dataclass(slots=True)
class Backoff:
    """Reconnect delays: ``first`` seconds, times ``factor`` each try, at most ``cap``, with
    ±20% jitter so that friends dropped together do not return together."""

    first: float = 0.5
    factor: float = 1.7
    cap: float = 10.0
    give_up_s: float = 300.0

    def delays(self) -> Any:
        d = self.first
        while True:
            yield d * random.uniform(0.8, 1.2)
            d = min(self.cap, d * self.factor)


class SeatClient:
    """One seat at a table, on the running event loop (see the module doc)."""

    def __init__(self, url: str, code: str, name: str, listener: Listener, *, seat: int = -1,
                 token: str | None = None, backoff: Backoff | None = None,
                 open_timeout_s: float = 10.0, pin: str | None = None) -> None:
        self.url, self.code, self.name, self.listener = url, code, name, listener
        #: a ``wss://`` host's certificate: None, checked by the usual authorities (a table
        #: server); a fingerprint, that certificate and no other (a host's own, from the
        #: invitation); "", the first one seen, which every reconnection must then show again
        self.pin = pin
        self.seat, self.token = seat, token
        self.backoff = backoff or Backoff()
        self.open_timeout_s = open_timeout_s
        self.state = ConnState.CONNECTING
        self.seq = -1
        self.view: SeatView | None = None
        self.closed: Closed | None = None
        self._ws: ClientConnection | None = None
        self._stopping = False
        self._wake = asyncio.Event()
        self._session_task: asyncio.Future[Closed | None] | None = None
        self._was_joined = False

    # ---- sending (on the loop) -----------------------------------------------------------------
    async def _send(self, msg: WireModel) -> bool:
        ws = self._ws
        if ws is None or self.state is not ConnState.JOINED:
            return False
        try:
            await ws.send(p.encode(msg))
        except ConnectionClosed:
            return False
        return True

    async def decide(self, action: Action | str) -> bool:
        """Send a decision for the state last received; False if not connected now."""
        return await self._send(p.Decide(t="decide", seat=max(self.seat, 0), seq=max(self.seq, 0),
                                          action=str(action)))

    async def undo(self) -> bool:
        return await self._send(p.Undo(t="undo", seat=max(self.seat, 0), seq=max(self.seq, 0)))

    async def reclaim(self) -> bool:
        return await self._send(p.Reclaim(t="reclaim"))

    async def stop(self) -> None:
        """Leave (the seat's secret still rejoins it later) and stop reconnecting, whatever the
        client is doing: connected, connecting, or waiting to retry."""
        self._stopping = True
        self._wake.set()
        if self._ws is not None:
            await self._ws.close()
        elif self._session_task is not None and not self._session_task.done():
            self._session_task.cancel()

    # ---- the connection ------------------------------------------------------------------------
    def _set(self, state: ConnState) -> None:
        if state is not self.state:
            self.state = state
            self.listener.on_state(state)

    async def run(self) -> Closed:
        """Connect, join, receive until closed for good; reconnect in between. Returns why it
        stopped (also given to ``on_closed``)."""
        loop = asyncio.get_running_loop()
        deadline: float | None = None
        delays = self.backoff.delays()
        while True:
            self._was_joined = False
            self._session_task = session = asyncio.ensure_future(self._session())
            try:
                closed = await session
            except asyncio.CancelledError:
                if not self._stopping:
                    raise
                closed = None
            if closed is not None or self._stopping:
                final = closed or Closed(CloseCode.NORMAL)
                break
            if self._was_joined:  # it was in its seat: a fresh series of tries
                deadline, delays = None, self.backoff.delays()
            now = loop.time()
            if deadline is None:
                deadline = now + self.backoff.give_up_s
            if now >= deadline:
                final = Closed(CloseCode.GOING_AWAY, "gave_up")
                break
            self._set(ConnState.RECONNECTING)
            with contextlib.suppress(TimeoutError):  # woken early by stop()
                await asyncio.wait_for(self._wake.wait(), min(next(delays), max(0.0, deadline - now)))
        self.closed = final
        self._set(ConnState.CLOSED)
        self.listener.on_closed(final)
        return final

    async def _session(self) -> Closed | None:
        """One connection; a :class:`Closed` if it ended for good, None to retry."""
        error: tuple[str, dict[str, int | str]] = ("", {})
        silent: asyncio.TimerHandle | None = None
        pinned = self.pin is not None and self.url.startswith("wss:")
        try:
            async with connect(self.url, open_timeout=self.open_timeout_s, max_size=p.MAX_MESSAGE_BYTES,
                               compression=None, close_timeout=5, ping_interval=20, ping_timeout=20,
                               user_agent_header=None, ssl=pinned_context() if pinned else None) as ws:
                if pinned:  # before a byte is sent: the certificate must be the host's
                    seen = peer_pin(ws.transport.get_extra_info("ssl_object"))
                    if not self.pin:
                        self.pin = seen
                        self.listener.on_pin(seen)
                    elif not hmac.compare_digest(seen, self.pin):
                        log.warning("%s showed another certificate (%s); not joined", self.url, seen)
                        await ws.close(CloseCode.POLICY)
                        return Closed(CloseCode.POLICY, "fingerprint", {"seen": seen[:64]})
                self._ws = ws
                await ws.send(p.encode(p.client_hello()))
                await ws.send(p.encode(p.Join(t="join", code=self.code, seat=self.seat, token=self.token,
                                              name=self.name)))
                # a server that opens the WebSocket and then says nothing is tried again later
                silent = asyncio.get_running_loop().call_later(
                    self.open_timeout_s, lambda: None if self._was_joined else ws.transport.abort())
                async for data in ws:
                    if isinstance(data, bytes):
                        await ws.close(CloseCode.UNSUPPORTED_DATA)
                        return Closed(CloseCode.UNSUPPORTED_DATA, ErrorCode.MALFORMED.value)
                    try:
                        msg = p.parse_server(data)
                        if isinstance(msg, p.Error):
                            error = (msg.code, dict(msg.params))
                        self._handle(msg)
                    except (p.MalformedMessageError, ValueError) as exc:
                        log.warning("malformed message from the server: %s", exc)
                        await ws.close(CloseCode.MALFORMED)
                        return Closed(CloseCode.MALFORMED, ErrorCode.MALFORMED.value,
                                      {"detail": str(exc)[:200]})
            code = ws.close_code if ws.close_code is not None else 1006
        except ConnectionClosed as exc:
            # the server's close code; or ours when we closed first (1009: it sent too much)
            frame = exc.rcvd if exc.rcvd is not None else exc.sent
            code = frame.code if frame is not None else 1006
        except InvalidURI:
            return Closed(CloseCode.POLICY, "bad_address")
        except (OSError, InvalidHandshake, TimeoutError) as exc:
            log.info("cannot connect to %s: %s", self.url, exc)
            if self.state is ConnState.CONNECTING and self.token is None:
                return Closed(1006, "cannot_connect", {"detail": str(exc)[:200]})
            return None
        finally:
            self._ws = None
            if silent is not None:
                silent.cancel()
        if self._stopping:
            return Closed(CloseCode.NORMAL)
        if code == CloseCode.NO_FREE_SEAT and self.token is not None:
            return None  # the seat is ours: its older connection is still being let go
        if code in FINAL_CLOSES:
            return Closed(code, *error)
        return None

    def _handle(self, msg: p.AnyServerMessage) -> None:
        """Keep what the seat is (joined, its token, its last update) and tell the listener; an
        update is decoded once, for both."""
        match msg:
            case p.Welcome():
                self.seat, self.token = msg.seat, msg.token
                self._was_joined = True
                self._set(ConnState.JOINED)
                self.listener.on_welcome(msg)
            case p.Update():
                update = decode_update(msg)
                self.seq, self.view = update.seq, update.view
                self.listener.on_update(update)
            case _:
                deliver(self.listener, msg)


def deliver(listener: Listener, msg: p.AnyServerMessage) -> None:
    """Hand a validated server message to the listener's callback (the network client and the
    host's own seat share this); the lobby's messages and errors are the caller's."""
    match msg:
        case p.Welcome():
            listener.on_welcome(msg)
        case p.Update():
            listener.on_update(decode_update(msg))
        case p.Refused():
            listener.on_refused(msg)
        case p.Seats(table=table):
            listener.on_seats(table)
        case p.Record(save=save):
            listener.on_record(save)
        case p.ServerHello() | p.Lobby() | p.Created() | p.Error():
            pass


class ThreadedSeatClient:
    """A :class:`SeatClient` on its own thread and event loop, for a GUI: nothing blocks."""

    def __init__(self, url: str, code: str, name: str, listener: Listener, **kwargs: Any) -> None:
        self._loop = asyncio.new_event_loop()
        self.client = SeatClient(url, code, name, listener, **kwargs)
        self._thread = threading.Thread(target=self._main, name="joraku-net-client", daemon=True)
        self._done: Future[Closed] = Future()
        self._tasks: set[asyncio.Future[Any]] = set()

    def start(self) -> None:
        self._thread.start()

    def _main(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._done.set_result(self._loop.run_until_complete(self.client.run()))
        except BaseException as exc:
            self._done.set_exception(exc)
        finally:  # a call made as the client stopped ("leave", a decision) is finished, not dropped
            finish_loop(self._loop)

    def _call(self, coro: Callable[[], Coroutine[Any, Any, Any]]) -> None:
        """Run ``coro()`` on the client's loop; the coroutine is made there, so nothing is left
        un-awaited when the loop has already stopped."""
        def start() -> None:
            task = asyncio.ensure_future(coro())
            self._tasks.add(task)  # held until done: the loop keeps only weak references
            task.add_done_callback(self._tasks.discard)

        with contextlib.suppress(RuntimeError):  # the loop has stopped: nothing to send on
            self._loop.call_soon_threadsafe(start)

    def decide(self, action: Action | str) -> None:
        self._call(lambda: self.client.decide(action))

    def undo(self) -> None:
        self._call(self.client.undo)

    def reclaim(self) -> None:
        self._call(self.client.reclaim)

    def stop(self, wait_s: float = 0.0) -> None:
        """Leave the table and end the thread. Returns at once by default (a GUI must not wait);
        :attr:`finished` is done when the client has stopped; ``wait_s`` waits that long for it."""
        self._call(self.client.stop)
        if wait_s > 0:
            self._thread.join(wait_s)

    @property
    def finished(self) -> Future[Closed]:
        """Done when the client stopped for good (a ``concurrent.futures.Future``)."""
        return self._done

    @property
    def token(self) -> str | None:
        return self.client.token

    @property
    def pin(self) -> str | None:
        """The host's certificate fingerprint this client holds to (see :class:`SeatClient`)."""
        return self.client.pin


# ---- the lobby ------------------------------------------------------------------------------------
LobbyReply = p.Lobby | p.Created | p.Error


#: lobby pages one "Find tables" reads at most (each fits a message; the rest waits for a search)
LOBBY_PAGES = 5


async def lobby_request(url: str, msg: p.ListTables | p.CreateTable, timeout_s: float = 10.0) -> LobbyReply:
    """One lobby request on a connection of its own: the tables (up to :data:`LOBBY_PAGES` pages
    of them, ``next`` saying where more start), the created table's code, or the server's error.
    Raises ``OSError``/``TimeoutError`` when the server cannot be reached."""
    tables: list[p.TableInfo] = []
    async with asyncio.timeout(timeout_s):
        async with connect(url, max_size=p.MAX_MESSAGE_BYTES, compression=None, user_agent_header=None) as ws:
            await ws.send(p.encode(p.client_hello()))
            await ws.send(p.encode(msg))
            pages = 0
            async for data in ws:
                reply = p.parse_server(data)
                if isinstance(reply, p.Lobby):
                    tables += reply.tables
                    pages += 1
                    if reply.next and pages < LOBBY_PAGES:
                        await ws.send(p.encode(p.ListTables(t="list", start=reply.next)))
                        continue
                    return p.Lobby.model_construct(t="lobby", tables=tables, next=reply.next)
                if isinstance(reply, p.Created | p.Error):
                    return reply
    raise ConnectionError("the server closed the connection")


def lobby_request_in_thread(url: str, msg: p.ListTables | p.CreateTable) -> Future[LobbyReply]:
    """:func:`lobby_request` on a short-lived thread; the GUI adds a done-callback."""
    fut: Future[LobbyReply] = Future()

    def run() -> None:
        try:
            fut.set_result(asyncio.run(lobby_request(url, msg)))
        except BaseException as exc:
            fut.set_exception(exc)

    threading.Thread(target=run, name="joraku-lobby", daemon=True).start()
    return fut
