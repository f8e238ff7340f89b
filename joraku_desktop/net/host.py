"""Hosting a table from the game window: the table server in a worker thread, with one table.

The host's machine runs the one engine (a :class:`~.hosted_table.HostedTable` in a
:class:`~.server.TableServer` with its lobby off) on an event loop in a worker thread; friends
join it over the network with the table code; the host's own seat is a :class:`LocalSeat`, fed
exactly the messages a network client gets (the same :class:`~.client.Listener` callbacks),
without a socket. Every method here
returns at once and is safe from the GUI thread; callbacks run on the network thread (the
window turns them into queued Qt signals). The table is kept in ``tables_dir``, so a host that
restarts re-opens it (:meth:`TableHost.reopen`) and the friends rejoin with their secrets.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from ..model import Action, GameConfig, IllegalActionError
from . import protocol as p
from .client import Closed, Listener, deliver
from .codes import CloseCode, SeatKind
from .hosted_table import HostedTable, TableError, TableSettings, refusal_message
from .loops import finish_loop
from .server import ServerSettings, TableServer
from .table_store import TableStore
from .tls import host_identity


class LocalSeat:
    """The host's own seat: a :class:`~.table.Link` that hands the table's messages to a
    :class:`Listener`, and decisions straight to the table (both on the host's loop)."""

    def __init__(self, host: TableHost, seat: int, listener: Listener) -> None:
        self._host, self.seat, self.listener = host, seat, listener
        self.seq = 0

    # the Link side (on the loop)
    def send(self, text: str) -> None:
        msg = p.parse_server(text)
        if isinstance(msg, p.Update):
            self.seq = msg.seq
        deliver(self.listener, msg)

    def close(self, code: CloseCode) -> None:
        self.listener.on_closed(Closed(code))

    # the window's side (any thread)
    def decide(self, action: Action | str) -> None:
        text = str(action)
        self._host.call(lambda table: self._apply(table, lambda: table.decide(self.seat, self.seq, text)))

    def undo(self) -> None:
        self._host.call(lambda table: self._apply(table, lambda: table.undo(self.seat, self.seq)))

    def _apply(self, table: HostedTable, step: Callable[[], None]) -> None:
        try:
            step()
        except (TableError, IllegalActionError) as exc:
            self.send(refusal_message(table.seq, exc))


class TableHost:
    """One hosted table on a worker thread (see the module doc).

    ``seats`` are (kind, name, computer level) each: ``SeatKind.LOCAL`` for the host's own
    seat(s), ``REMOTE`` for a friend, ``COMPUTER`` with a level. The game starts when the host
    calls :meth:`start_game` (seats nobody joined get a computer standing in).
    """

    def __init__(self, *, listen: str = "0.0.0.0", port: int = 0, tables_dir: Path | None = None,
                 table_settings: TableSettings | None = None,
                 on_seats: Callable[[p.TableInfo], None] | None = None, tls_dir: Path | None = None) -> None:
        settings = table_settings or TableSettings(auto_start=False, grace_s=None, abandon_s=None)
        self.settings = ServerSettings(host=listen, port=port, lobby=False, tables_dir=tables_dir,
                                       table=settings)
        #: where the host's certificate is kept (made on first use): the table serves ``wss://``
        self.tls_dir = tls_dir
        #: the certificate's fingerprint friends check ("" without TLS), once open
        self.pin = ""
        self.on_seats = on_seats
        #: told (on the host's thread) when the table's file stops being written, with why, or
        #: works again ("")
        self.on_save_problem: Callable[[str], None] | None = None
        #: why the table's file was last not written ("": it was)
        self.save_problem = ""
        self.server: TableServer | None = None
        self.table: HostedTable | None = None
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._serve, name="joraku-host", daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        """The worker thread: the loop until :meth:`close` stops it, then, as ``asyncio.run``
        ends, every task still pending (a connection's writer, a closing handshake) cancelled
        and let finish, and the loop closed: nothing is left half-run for the garbage collector."""
        try:
            self._loop.run_forever()
        finally:
            finish_loop(self._loop)

    # ---- starting -----------------------------------------------------------------------------
    def open(self, config: GameConfig, seats: list[tuple[SeatKind, str, str]], *,
             code: str | None = None) -> Future[str]:
        """Listen and set the table up; the future gives the table code (``code``, or a fresh one;
        or the ``OSError`` of listening, e.g. the port is taken)."""
        return self._run(self._open(config, seats, code))

    def reopen(self) -> Future[str]:
        """Listen and re-open the table kept in ``tables_dir`` (after a restart); the future
        gives its code, or raises ``LookupError`` if none is kept there."""
        return self._run(self._open(None, [], None))

    @staticmethod
    def kept_table(tables_dir: Path) -> bool:
        """Whether a table is kept in ``tables_dir`` (loading it names problems in the log)."""
        return bool(TableStore(tables_dir).load_all())

    async def _open(self, config: GameConfig | None, seats: list[tuple[SeatKind, str, str]],
                    code: str | None) -> str:
        if self.tls_dir is not None:  # made on first use (about a second), then read
            identity = await asyncio.get_running_loop().run_in_executor(None, host_identity, self.tls_dir)
            self.settings.tls, self.pin = identity.server_context(), identity.pin
        server = TableServer(self.settings)
        server.on_table_change = self._changed
        await server.start()
        self.server = server
        if config is None:
            if not server.tables:
                await server.stop()
                raise LookupError("no table kept to re-open")
            self.table = next(iter(server.tables.values()))
        else:
            self.table = server.create_table(config, seats, public=False, code=code)
        self._changed(self.table)
        return self.table.code

    @property
    def port(self) -> int:
        return self.server.port if self.server is not None else 0

    @property
    def code(self) -> str:
        return self.table.code if self.table is not None else ""

    def _changed(self, table: HostedTable) -> None:
        if self.on_seats is not None:
            self.on_seats(table.info())
        if table.save_problem != self.save_problem:
            self.save_problem = table.save_problem
            if self.on_save_problem is not None:
                self.on_save_problem(table.save_problem)

    # ---- the host's controls (any thread) --------------------------------------------------------
    def local_seat(self, seat: int, listener: Listener) -> LocalSeat:
        """The host's own seat ``seat``: its welcome and view arrive through ``listener``."""
        local = LocalSeat(self, seat, listener)
        self.call(lambda table: table.add_local(seat, local))
        return local

    def start_game(self) -> None:
        self.call(lambda table: table.start())

    def replace(self, seat: int, level: str, *, permanent: bool = False) -> None:
        """A computer of ``level`` plays a friend's seat from now on (until the friend rejoins,
        unless ``permanent``)."""
        self.call(lambda table: table.replace(seat, level, permanent=permanent))

    def free(self, seat: int) -> None:
        """The wrong person sits in a friend's seat: they are closed out, its secret no longer
        opens it, and the friend with the code can take it (:meth:`HostedTable.free`)."""
        self.call(lambda table: table.free(seat))

    def call(self, fn: Callable[[HostedTable], Any]) -> None:
        """Run ``fn(table)`` on the host's loop (never in the caller's thread)."""
        def run() -> None:
            if self.table is not None:
                fn(self.table)
        with contextlib.suppress(RuntimeError):  # the loop is closed: the host has stopped
            self._loop.call_soon_threadsafe(run)

    def close(self) -> Future[None]:
        """Save the table, close every connection (friends are told the host went away) and
        end the thread; returns at once, the future is done when all that is."""
        async def shut() -> None:
            if self.server is not None:
                await self.server.stop()
            asyncio.get_running_loop().call_soon(self._loop.stop)

        try:
            return self._run(shut())
        except RuntimeError:  # closed already
            done: Future[None] = Future()
            done.set_result(None)
            return done

    def stop(self, wait_s: float = 10.0) -> None:
        """:meth:`close`, waiting at most ``wait_s`` for the table to be saved (quitting the app)."""
        with contextlib.suppress(Exception):
            self.close().result(wait_s)
        self._thread.join(wait_s)

    def _run(self, coro: Any) -> Future[Any]:
        """Run ``coro`` on the host's loop; ``RuntimeError`` once the loop is closed (the
        coroutine is closed too, never left un-awaited)."""
        try:
            return asyncio.run_coroutine_threadsafe(coro, self._loop)
        except RuntimeError:
            coro.close()
            raise
