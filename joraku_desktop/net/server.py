"""The table server: WebSocket connections, the lobby, and many tables on one event loop.

Each connection says ``hello`` (its protocol version) within ``hello_timeout_s``, then lists or
creates tables (when the lobby is on), or joins one with its code and takes a seat. Every
incoming frame passes the transport's size limit (``max_size``, before parsing), the
connection's rate limit (a token bucket) and strict validation; anything malformed closes the
connection with a code (:class:`~.codes.CloseCode`), never the table. Outgoing messages go
through a bounded queue per connection, so a client that stops reading is closed
(``SLOW_CONSUMER``) instead of holding the table up. Keepalive pings close half-open
connections; the opening handshake has its own timeout (slowloris).

The same server runs headless (``python -m joraku_desktop.server``) and, with one table and
no lobby, inside the host's window (:mod:`.host`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import ssl
import time
from collections import defaultdict, deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from .. import __version__
from ..ai import AGENT_LEVELS
from ..model import ConfigError, GameConfig, IllegalActionError, new_game
from ..model.config import DealScheme, new_seed
from ..model.errors import JorakuError
from . import protocol as p
from .codes import CloseCode, ErrorCode, SeatKind, TableState, new_table_code, normalise_table_code
from .hosted_table import HostedTable, TableError, TableSettings, clean_name, error_message, refusal_message
from .table_store import SeatRecord, TableDocument, TableStore

log = logging.getLogger("joraku.net.server")

#: threads writing tables to disk (each write ends with an fsync, the wait is the disk's)
IO_WORKERS = 4


@dataclass(slots=True)
class ServerSettings:
    """A server's limits and timeouts (the command line sets them; docs/network.md)."""

    host: str = "127.0.0.1"
    port: int = 8765
    lobby: bool = True  # list and create tables
    max_tables: int = 500
    max_connections: int = 2_000
    max_per_ip: int = 64
    #: tables one connection may create (a flood of tables needs many connections)
    creates_per_connection: int = 3
    #: tables one address may create in ``creates_window_s`` (the lobby is everyone's)
    creates_per_address: int = 10
    creates_window_s: float = 600.0
    #: wrong codes or secrets (for one table, from one address) in a minute answered at once;
    #: each one beyond waits twice as long as the one before (at most ``bad_join_delay_cap_s``)
    bad_joins_free: int = 5
    bad_join_delay_cap_s: float = 8.0
    #: TCP connections still in their opening handshake, from one address and in all (sockets
    #: are files: a flood of half-open ones must not starve the autosave)
    max_half_open_per_ip: int = 16
    max_half_open: int = 256
    open_timeout_s: float = 10.0  # the WebSocket opening handshake (slowloris)
    hello_timeout_s: float = 10.0
    idle_timeout_s: float = 300.0  # a connection in no seat that says nothing
    ping_interval_s: float = 20.0
    ping_timeout_s: float = 20.0
    send_timeout_s: float = 10.0
    out_queue: int = 256  # messages waiting for a slow reader before it is closed
    rate: float = 10.0  # messages per second, sustained
    burst: int = 40
    max_refusals: int = 50  # refusals in a row before the connection is closed
    tables_dir: Path | None = None
    ai_workers: int = 2
    #: read the client's address from X-Forwarded-For (behind a reverse proxy only)
    trust_proxy: bool = False
    #: serve ``wss://`` with this context (a host's own certificate: :mod:`.tls`); None: ``ws://``
    tls: ssl.SSLContext | None = None
    table: TableSettings = field(default_factory=TableSettings)


class _Bucket:
    """A token bucket: ``rate`` per second, at most ``burst`` at once."""

    __slots__ = ("burst", "last", "level", "rate")

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst, self.level, self.last = rate, float(burst), float(burst), time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.last) * self.rate)
        self.last = now
        if self.level < 1.0:
            return False
        self.level -= 1.0
        return True


class _Guesses:
    """Wrong table codes and seat secrets, per key (a table code and an address, or an address
    guessing codes), in the last minute. Nobody is locked out: each wrong answer beyond the
    first few comes later and later (at most a few seconds), which makes guessing slow while
    an honest friend behind the same address, who knows the code, is never delayed."""

    def __init__(self, free: int, cap_s: float) -> None:
        self.free, self.cap_s = free, cap_s
        self._seen: dict[tuple[str, str], deque[float]] = {}

    def _recent(self, key: tuple[str, str], now: float) -> deque[float]:
        if len(self._seen) > 10_000:  # many keys guessing: forget those quiet for a minute
            for k in [k for k, q in self._seen.items() if not q or now - q[-1] > 60]:
                del self._seen[k]
        q = self._seen.setdefault(key, deque())
        while q and now - q[0] > 60:
            q.popleft()
        return q

    def wrong(self, key: tuple[str, str]) -> float:
        """Count a wrong guess; the seconds its answer waits."""
        now = time.monotonic()
        q = self._recent(key, now)
        q.append(now)
        beyond = len(q) - self.free
        return 0.0 if beyond <= 0 else min(self.cap_s, 0.05 * 2 ** min(beyond, 16))


class Connection:
    """One client: a bounded outgoing queue drained by its own writer task (the table's
    :class:`~.table.Link`)."""

    def __init__(self, ws: ServerConnection, settings: ServerSettings, address: str) -> None:
        self.ws = ws
        self.address = address
        self.table: HostedTable | None = None
        self.seat = -1
        self.refusals = 0
        self.created = 0
        self._settings = settings
        self._queue: asyncio.Queue[str | None] = asyncio.Queue(maxsize=settings.out_queue)
        self._writer = asyncio.get_running_loop().create_task(self._write())
        self._closing = False
        self._closer: asyncio.Task[None] | None = None

    def send(self, text: str) -> None:
        if self._closing:
            return
        try:
            self._queue.put_nowait(text)
        except asyncio.QueueFull:
            log.warning("%s: not reading; closed", self.address)
            self.close(CloseCode.SLOW_CONSUMER)

    def close(self, code: CloseCode) -> None:
        if self._closing:
            return
        self._closing = True
        self._writer.cancel()
        self._closer = asyncio.get_running_loop().create_task(self._close(code))

    async def _close(self, code: CloseCode) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.ws.close(int(code)), self._settings.send_timeout_s)
        self.ws.transport.abort()  # no-op once closed cleanly

    async def _write(self) -> None:
        try:
            while True:
                text = await self._queue.get()
                if text is None:
                    return
                await asyncio.wait_for(self.ws.send(text), self._settings.send_timeout_s)
        except TimeoutError:
            log.warning("%s: a send timed out; closed", self.address)
            self._closing = True
            self.ws.transport.abort()
        except ConnectionClosed:
            pass

    async def alive(self) -> bool:
        """Whether the client answers a ping within a few seconds (a half-open connection
        does not)."""
        if self._closing:
            return False
        try:
            pong = await self.ws.ping()
            await asyncio.wait_for(pong, min(5.0, self._settings.ping_timeout_s))
        except (ConnectionClosed, TimeoutError, RuntimeError):
            return False
        return True

    async def flush_and_close(self, code: CloseCode) -> None:
        """Send what is queued (an error), then close."""
        if self._closing:
            return
        self._closing = True
        with contextlib.suppress(asyncio.QueueFull):
            self._queue.put_nowait(None)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self._writer, self._settings.send_timeout_s)
        await self._close(code)


class TableServer:
    """Many tables on one event loop, reached through one WebSocket port."""

    def __init__(self, settings: ServerSettings) -> None:
        self.settings = settings
        self.tables: dict[str, HostedTable] = {}
        self._server: Server | None = None
        self._ai_pool = ThreadPoolExecutor(settings.ai_workers, thread_name_prefix="joraku-ai")
        # each table writes in order, one write at a time (HostedTable._queue_io); tables write side by side
        self._io_pool = ThreadPoolExecutor(IO_WORKERS, thread_name_prefix="joraku-io")
        # fsync waits for the disk (one commit at a time on most file systems): a thread of its own
        self._sync_pool = ThreadPoolExecutor(1, thread_name_prefix="joraku-sync")
        self._store = TableStore(settings.tables_dir) if settings.tables_dir is not None else None
        self._per_ip: dict[str, int] = defaultdict(int)
        self._guesses = _Guesses(settings.bad_joins_free, settings.bad_join_delay_cap_s)
        self._created: dict[str, deque[float]] = {}
        self.connections = 0
        #: open sockets (handshaking or not) and those still in their opening handshake
        self.sockets = 0
        self._half_open: dict[str, int] = defaultdict(int)
        self.half_open = 0
        self._max_sockets = socket_budget(settings.max_connections + settings.max_half_open)
        self._refused_sockets = 0
        self._lobby_cache: tuple[float, list[str]] | None = None
        #: called on the loop whenever a table's seats or state change (the host's waiting room)
        self.on_table_change: Callable[[HostedTable], None] | None = None

    # ---- life ---------------------------------------------------------------------------------
    async def start(self) -> None:
        if self._store is not None:
            for doc in self._store.load_all():
                self._add(doc)
                log.info("re-opened table %s (%s, decision %d)", doc.code, doc.state.value,
                         len(doc.game.history))
        s = self.settings
        self._server = await serve(
            self._handle, s.host, s.port, process_request=self._process_request, compression=None,
            open_timeout=s.open_timeout_s, ping_interval=s.ping_interval_s, ping_timeout=s.ping_timeout_s,
            close_timeout=5, max_size=p.MAX_MESSAGE_BYTES, max_queue=8, write_limit=64 * 1024,
            server_header=None, origins=[None], create_connection=self._connection_class(), ssl=s.tls,
        )

    @property
    def port(self) -> int:
        assert self._server is not None
        for sock in self._server.sockets:
            return int(sock.getsockname()[1])
        return self.settings.port

    async def stop(self) -> None:
        """Save every table and close every connection with "going away" (friends retry)."""
        for table in list(self.tables.values()):
            table.shutdown()
        if self._server is not None:
            self._server.close(close_connections=True)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 10)
        self._ai_pool.shutdown(wait=False, cancel_futures=True)
        self._io_pool.shutdown(wait=True)
        self._sync_pool.shutdown(wait=True)

    # ---- tables -------------------------------------------------------------------------------
    def _add(self, doc: TableDocument) -> HostedTable:
        table = HostedTable(doc, self.settings.table, ai_pool=self._ai_pool, io_pool=self._io_pool,
                      sync_pool=self._sync_pool,
                      store=self._store, on_closed=self._closed, on_change=self._changed)
        self.tables[doc.code] = table
        return table

    def _changed(self, table: HostedTable) -> None:
        if self.on_table_change is not None:
            self.on_table_change(table)

    def _closed(self, table: HostedTable) -> None:
        self.tables.pop(table.code, None)

    def create_table(self, config: GameConfig, seats: list[tuple[SeatKind, str, str]], *,
                     public: bool = True, code: str | None = None) -> HostedTable:
        """A new table: ``seats`` as (kind, name, computer level) each. Raises ``ValueError``
        for an unknown level or a seat count that is not the config's."""
        if len(seats) != config.players:
            raise ValueError("one seat per player")
        for kind, _name, level in seats:
            if kind is SeatKind.COMPUTER and level not in AGENT_LEVELS:
                raise ValueError(f"unknown computer level {level[:20]!r}")
        while code is None or code in self.tables:
            code = new_table_code()
        stand_in = self.settings.table.stand_in_level
        records = [SeatRecord(k, clean_name(n, i), lvl if k is SeatKind.COMPUTER else stand_in, None, False)
                   for i, (k, n, lvl) in enumerate(seats)]
        table = self._add(TableDocument(code, public, TableState.WAITING, 0, records, new_game(config)))
        table._schedule_save(now=True)
        log.info("table %s created: %s", code, config.describe())
        if table.settings.auto_start and not table.open_seats:
            table.start()
        return table

    # ---- connections --------------------------------------------------------------------------
    def _connection_class(self) -> type[ServerConnection]:
        """websockets' connection, counted from the moment its socket is accepted: the limits on
        half-open handshakes and open sockets act before a byte is read."""
        gate = self

        class Counted(ServerConnection):
            joraku_peer = ""
            joraku_pending = False

            def connection_made(self, transport: asyncio.BaseTransport) -> None:
                super().connection_made(transport)
                gate._socket_opened(self, transport)

            def connection_lost(self, exc: Exception | None) -> None:
                gate._socket_closed(self)
                super().connection_lost(exc)

        return Counted

    def _socket_opened(self, ws: Any, transport: asyncio.BaseTransport) -> None:
        peer = transport.get_extra_info("peername")
        ws.joraku_peer = str(peer[0]) if isinstance(peer, tuple) else "?"
        ws.joraku_pending = True
        self.sockets += 1
        self.half_open += 1
        self._half_open[ws.joraku_peer] += 1
        s = self.settings
        over = (self.sockets > self._max_sockets or self.half_open > s.max_half_open
                or (not s.trust_proxy and self._half_open[ws.joraku_peer] > s.max_half_open_per_ip))
        if over:
            self._refused_sockets += 1
            if self._refused_sockets in (1, 10, 100) or self._refused_sockets % 1000 == 0:
                log.warning("%s: too many open or half-open connections (%d open, %d half-open); "
                            "%d refused so far", ws.joraku_peer, self.sockets, self.half_open,
                            self._refused_sockets)
            transport.abort()  # type: ignore[attr-defined]  # a socket transport

    def _handshake_done(self, ws: Any) -> None:
        if getattr(ws, "joraku_pending", False):
            ws.joraku_pending = False
            self.half_open -= 1
            self._half_open[ws.joraku_peer] -= 1
            if self._half_open[ws.joraku_peer] <= 0:
                del self._half_open[ws.joraku_peer]

    def _socket_closed(self, ws: Any) -> None:
        self._handshake_done(ws)
        self.sockets -= 1

    def _address(self, ws: ServerConnection) -> str:
        if self.settings.trust_proxy and ws.request is not None:
            forwarded = ws.request.headers.get("X-Forwarded-For", "")
            if forwarded:
                return forwarded.split(",")[-1].strip()[:64]
        addr: Any = ws.remote_address
        return str(addr[0]) if isinstance(addr, tuple) else "?"

    def _process_request(self, ws: ServerConnection, request: Request) -> Response | None:
        self._handshake_done(ws)  # the request is read: no longer trickling in
        if request.path == "/healthz":
            return ws.respond(HTTPStatus.OK, "ok\n")
        if "Origin" in request.headers:  # a page in a browser; Joraku's clients send none
            log.info("%s: a request from a web page (Origin %s); refused", self._address(ws),
                     request.headers["Origin"][:80])
            return ws.respond(HTTPStatus.FORBIDDEN, "not a Joraku client\n")
        address = self._address(ws)
        if self.connections >= self.settings.max_connections:
            return ws.respond(HTTPStatus.SERVICE_UNAVAILABLE, "server full\n")
        if self._per_ip[address] >= self.settings.max_per_ip:
            return ws.respond(HTTPStatus.TOO_MANY_REQUESTS, "too many connections\n")
        return None

    async def _handle(self, ws: ServerConnection) -> None:
        address = self._address(ws)
        conn = Connection(ws, self.settings, address)
        self.connections += 1
        self._per_ip[address] += 1
        try:
            await self._serve(conn)
        except ConnectionClosed:
            pass
        except Exception:
            log.exception("%s: connection failed", address)
            conn.close(CloseCode.INTERNAL_ERROR)
        finally:
            self.connections -= 1
            self._per_ip[address] -= 1
            if self._per_ip[address] <= 0:
                del self._per_ip[address]
            if conn.table is not None and conn.seat >= 0:
                conn.table.detach(conn.seat, conn)
            conn.close(CloseCode.NORMAL)

    async def _recv(self, conn: Connection, timeout: float | None,
                    code: CloseCode = CloseCode.IDLE_TIMEOUT) -> str | None:
        """The next text frame; None after closing the connection for a timeout (with ``code``)
        or a binary frame."""
        try:
            data = await asyncio.wait_for(conn.ws.recv(), timeout)
        except TimeoutError:
            await conn.flush_and_close(code)
            return None
        if not isinstance(data, str):
            await conn.flush_and_close(CloseCode.UNSUPPORTED_DATA)
            return None
        return data

    async def _serve(self, conn: Connection) -> None:
        s = self.settings
        first = await self._recv(conn, s.hello_timeout_s, CloseCode.HELLO_TIMEOUT)
        if first is None:
            return
        version = p.hello_version(first)
        if version is None:
            conn.send(p.encode(p.error(ErrorCode.HELLO_FIRST)))
            await conn.flush_and_close(CloseCode.MALFORMED)
            return
        if version != p.PROTOCOL_VERSION:
            conn.send(p.encode(p.error(ErrorCode.PROTOCOL_VERSION, {"server": p.PROTOCOL_VERSION,
                                                                  "client": version})))
            await conn.flush_and_close(CloseCode.PROTOCOL_VERSION)
            return
        try:
            p.parse_client(first)
        except p.MalformedMessageError as exc:
            await self._malformed(conn, str(exc))
            return
        conn.send(p.encode(p.ServerHello(t="hello", protocol=p.PROTOCOL_VERSION, version=__version__,
                                         lobby=s.lobby)))
        bucket = _Bucket(s.rate, s.burst)
        while True:
            data = await self._recv(conn, None if conn.seat >= 0 else s.idle_timeout_s)
            if data is None:
                return
            if not bucket.take():
                log.warning("%s: over the rate limit; closed", conn.address)
                await conn.flush_and_close(CloseCode.RATE_LIMITED)
                return
            try:
                msg = p.parse_client(data)
            except p.MalformedMessageError as exc:
                await self._malformed(conn, str(exc))
                return
            if not await self._dispatch(conn, msg):
                return

    async def _malformed(self, conn: Connection, detail: str) -> None:
        log.info("%s: malformed message (%s); closed", conn.address, detail)
        conn.send(p.encode(p.error(ErrorCode.MALFORMED, {"detail": detail[:200]})))
        await conn.flush_and_close(CloseCode.MALFORMED)

    async def _dispatch(self, conn: Connection, msg: p.AnyClientMessage) -> bool:
        """Handle one message; False once the connection is closed."""
        match msg:
            case p.Decide() | p.Undo():
                self._decide(conn, msg)
                if conn.refusals > self.settings.max_refusals:
                    await conn.flush_and_close(CloseCode.TOO_MANY_ERRORS)
                    return False
                return True
            case p.Join():
                return await self._join(conn, msg)
            case p.ListTables():
                if not self.settings.lobby:
                    conn.send(p.encode(p.error(ErrorCode.NOT_ALLOWED, {"what": "list"})))
                else:
                    conn.send(self._lobby(msg.start))
                return True
            case p.CreateTable():
                self._create(conn, msg)
                return True
            case p.Reclaim():
                if conn.table is not None and conn.seat >= 0:
                    conn.table.reclaim(conn.seat, conn)
                return True
            case p.Leave():
                await conn.flush_and_close(CloseCode.NORMAL)
                return False
            case p.Hello():
                await self._malformed(conn, "hello again")  # a second hello
                return False

    def _lobby(self, start: int = 0) -> str:
        """A page of the lobby: the tables one can join first, from the ``start``-th, as many as
        fit in :data:`~.protocol.LOBBY_PAGE_BYTES` (at most LOBBY_TABLES), with the index of the
        next page (0: none). The listing is taken at most once a second however many ask."""
        now = time.monotonic()
        if self._lobby_cache is None or now - self._lobby_cache[0] > 1.0:
            shown = (t for t in self.tables.values() if t.public and t.state is not TableState.CLOSED)
            listed = sorted(shown, key=lambda t: (t.state is not TableState.WAITING, t.code))
            self._lobby_cache = (now, [p.encode(t.info()) for t in listed])
        return lobby_page(self._lobby_cache[1], start)

    def _decide(self, conn: Connection, msg: p.Decide | p.Undo) -> None:
        table = conn.table
        seq = table.seq if table is not None else 0
        try:
            if table is None or conn.seat < 0:
                raise TableError(ErrorCode.NOT_JOINED)
            if msg.seat != conn.seat:
                raise TableError(ErrorCode.NOT_YOUR_SEAT, {"seat": msg.seat, "yours": conn.seat})
            if isinstance(msg, p.Decide):
                table.decide(conn.seat, msg.seq, msg.action)
            else:
                table.undo(conn.seat, msg.seq)
            conn.refusals = 0
        except (TableError, IllegalActionError) as exc:
            conn.refusals += 1
            conn.send(refusal_message(seq, exc))

    async def _join(self, conn: Connection, msg: p.Join) -> bool:
        """A seat only for a connection that names the table's code: there is no table without
        one, on a server or at a host. A wrong code or secret is answered later and later (per
        table and address), never with a lockout of everyone behind that address."""
        if conn.table is not None:
            conn.send(p.encode(p.error(ErrorCode.NOT_ALLOWED, {"what": "join twice"})))
            return True
        code = normalise_table_code(msg.code)
        table = self.tables.get(code) if code is not None else None
        try:
            if table is None:
                raise TableError(ErrorCode.NO_SUCH_TABLE, {"code": msg.code[:16]}, CloseCode.NO_SUCH_TABLE)
            if msg.token is not None:
                held = table.link_of(msg.token)
                if isinstance(held, Connection) and held is not conn and await held.alive():
                    # a secret replayed from elsewhere while its owner is here: the owner keeps
                    # the seat (a friend whose old connection is dead gets it at once)
                    log.info("%s: a seat's secret while its owner answers; refused", conn.address)
                    raise TableError(ErrorCode.NO_FREE_SEAT, {"seat": msg.seat}, CloseCode.NO_FREE_SEAT)
            conn.seat, _token = table.join(conn, msg.seat, msg.token, msg.name)
            conn.table = table
            return True
        except TableError as exc:
            if exc.code in (ErrorCode.NO_SUCH_TABLE, ErrorCode.BAD_TOKEN):
                key = (table.code if table is not None else "", conn.address)
                delay = self._guesses.wrong(key)
                if delay > 0:
                    await asyncio.sleep(delay)
            log.info("%s: join refused (%s)", conn.address, exc.code.value)
            conn.send(error_message(exc))
            await conn.flush_and_close(exc.close or CloseCode.POLICY)
            return False

    def _create(self, conn: Connection, msg: p.CreateTable) -> None:
        def refuse(code: ErrorCode, **params: int | str) -> None:
            conn.send(p.encode(p.error(code, params)))

        if not self.settings.lobby:
            return refuse(ErrorCode.NOT_ALLOWED, what="create")
        if len(self.tables) >= self.settings.max_tables:
            return refuse(ErrorCode.SERVER_FULL, limit=self.settings.max_tables)
        if conn.created >= self.settings.creates_per_connection or not self._may_create(conn.address):
            return refuse(ErrorCode.NOT_ALLOWED, what="create more")
        try:
            config = GameConfig(msg.players, msg.two_player_variant, frozenset(msg.variants),
                                new_seed(), deal=DealScheme.KEYED)
            seats = [(SeatKind.REMOTE, s.name, "") if s.kind == SeatKind.REMOTE
                     else (SeatKind.COMPUTER, s.name, s.kind) for s in msg.seats]
            table = self.create_table(config, seats, public=msg.public)
        except ConfigError as exc:
            return refuse(ErrorCode.BAD_CONFIG, problem=exc.code.value, **exc.params)
        except (ValueError, JorakuError) as exc:
            return refuse(ErrorCode.BAD_CONFIG, problem="seats", detail=str(exc)[:80])
        conn.created += 1
        self._created.setdefault(conn.address, deque()).append(time.monotonic())
        self._lobby_cache = None
        conn.send(p.encode(p.Created(t="created", code=table.code)))
        return None

    def _may_create(self, address: str) -> bool:
        """Whether ``address`` created fewer than ``creates_per_address`` tables lately."""
        now, window = time.monotonic(), self.settings.creates_window_s
        if len(self._created) > 10_000:
            for a in [a for a, q in self._created.items() if not q or now - q[-1] > window]:
                del self._created[a]
        q = self._created.get(address)
        while q and now - q[0] > window:
            q.popleft()
        return q is None or len(q) < self.settings.creates_per_address


def lobby_page(tables: list[str], start: int) -> str:
    """The ``lobby`` message of ``tables`` (each a TableInfo's JSON) from the ``start``-th, as
    many as fit in :data:`~.protocol.LOBBY_PAGE_BYTES`; ``next`` is where the next page starts
    (0: this is the last). Built as text: each table is encoded once, not per answer."""
    start = max(0, min(start, len(tables)))
    shown: list[str] = []
    size = 64
    for text in tables[start:start + p.LOBBY_TABLES]:
        if size + len(text.encode()) + 1 > p.LOBBY_PAGE_BYTES:
            break
        shown.append(text)
        size += len(text.encode()) + 1
    end = start + len(shown)
    after = end if end < len(tables) else 0
    return f'{{"t":"lobby","tables":[{",".join(shown)}],"next":{after}}}'


def socket_budget(wanted: int) -> int:
    """Open sockets the server allows: ``wanted``, but below the process's limit on open files
    with room for table files, logs and the worker threads (a full table of files must never be
    what makes an autosave fail)."""
    try:
        import resource

        soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    except (ImportError, OSError, ValueError):
        return wanted
    if soft == resource.RLIM_INFINITY or soft <= 0:
        return wanted
    return max(16, min(wanted, soft - max(64, soft // 8)))


__all__ = ["Connection", "ServerSettings", "TableServer", "lobby_page", "socket_budget"]
