"""Hosting a table at this machine: the table server opened (or the kept one re-opened) on a
worker thread, and the window's seat at it once it listens.

Opening waits for the network in the server's thread: :class:`Hosting` looks at the result with
a timer, never blocks the GUI thread, and reports :attr:`Hosting.opened` with the host's seat
(the controller sits at it) or :attr:`Hosting.failed` with the system's reason (the window says
it). A kept table's files (its folder, its port, setting older ones aside) are
:mod:`joraku_desktop.net.table_store`'s.
"""

from __future__ import annotations

import logging
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ..model import GameConfig
from ..net.codes import SeatKind
from ..net.table_store import KeptTable, hosted_dir, remember_port, set_aside_kept, tls_dir
from .net_seat import NetSeat
from .setups import HostSeat, host_seat

if TYPE_CHECKING:
    from ..net.host import TableHost

log = logging.getLogger("joraku.controller.hosting")
#: how often the GUI thread looks whether the table listens yet
POLL_MS = 30


def host_seats(kinds: list[tuple[str, str]]) -> list[tuple[SeatKind, str, str]]:
    """The seats for :meth:`TableHost.open` from the host dialog's (kind, name) choices: a
    :class:`HostSeat` (the host, a friend) or a computer level."""
    out: list[tuple[SeatKind, str, str]] = []
    for kind, name in kinds:
        match host_seat(kind):
            case HostSeat.ME:
                out.append((SeatKind.LOCAL, name, ""))
            case HostSeat.FRIEND:
                out.append((SeatKind.REMOTE, name, ""))
            case level:
                out.append((SeatKind.COMPUTER, name, level))
    return out


def open_table(config: GameConfig, kinds: list[tuple[str, str]], *, listen: str = "0.0.0.0",
               port: int = 0, tables_dir: Path | None = None, ai_pause_s: float | None = None,
               code: str | None = None, tls_dir: Path | None = None) -> tuple[TableHost, Future[str]]:
    """Host a table on this machine: the table server on a worker thread, listening on
    ``listen:port`` (0: any free port). Returns at once: the host, and a future of the table code
    (``code``, or a fresh one; or the ``OSError`` of listening), never to be waited on in the GUI
    thread."""
    from ..net.host import TableHost

    host = TableHost(listen=listen, port=port, tables_dir=tables_dir, tls_dir=tls_dir)
    if ai_pause_s is not None:
        host.settings.table.ai_pause_s = ai_pause_s
    return host, host.open(config, host_seats(kinds), code=code)


def reopen_table(kept: KeptTable, *, folder: Path | None = None, listen: str = "0.0.0.0",
                 ai_pause_s: float | None = None) -> tuple[TableHost, Future[str]]:
    """Listen again on the kept port and re-open the kept table (friends rejoin it)."""
    from ..net.host import TableHost

    host = TableHost(listen=listen, port=kept.port, tables_dir=folder or hosted_dir(),
                     tls_dir=tls_dir() if kept.tls else None)
    if ai_pause_s is not None:
        host.settings.table.ai_pause_s = ai_pause_s
    return host, host.reopen()


class Hosting(QObject):
    """The table this machine is opening (see the module doc)."""

    #: the table listens: the host's own seat at it
    opened = Signal(NetSeat)
    #: the table could not be opened: the system's reason
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._opening: tuple[TableHost, Future[str], int] | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._check_opened)

    @property
    def busy(self) -> bool:
        """A table is being opened now."""
        return self._opening is not None

    def host(self, config: GameConfig, seats: list[tuple[str, str]], *, port: int = 0,
             listen: str = "0.0.0.0", ai_pause_s: float | None = None, keep: bool = True,
             tls: bool = False) -> None:
        """Open a table with these seats (the host dialog's (kind, name) choices) on
        ``listen:port``. ``keep``: it is kept in the host's folder, the tables kept before set
        aside (a restart re-opens it); ``tls``: it serves wss:// with this machine's certificate."""
        folder = hosted_dir() if keep else None
        if folder is not None:
            set_aside_kept(folder)
        host, opened = open_table(config, seats, listen=listen, port=port, ai_pause_s=ai_pause_s,
                                  tables_dir=folder, tls_dir=tls_dir() if tls else None)
        me = next(i for i, (kind, _n) in enumerate(seats) if host_seat(kind) is HostSeat.ME)
        self._wait(host, opened, me)

    def reopen(self, kept: KeptTable, *, listen: str = "0.0.0.0", ai_pause_s: float | None = None) -> None:
        """Re-open the table this machine kept (after a restart): the friends rejoin it."""
        host, opened = reopen_table(kept, listen=listen, ai_pause_s=ai_pause_s)
        self._wait(host, opened, kept.my_seat)

    def _wait(self, host: TableHost, opened: Future[str], me: int) -> None:
        if self._opening is not None:  # a table still opening is given up for the new one
            self._opening[0].close()
        self._opening = (host, opened, me)
        self._poll.start()

    def _check_opened(self) -> None:
        if self._opening is None:
            self._poll.stop()
            return
        host, opened, me = self._opening
        if not opened.done():
            return
        self._poll.stop()
        self._opening = None
        exc = opened.exception()
        if exc is not None:
            host.close()
            log.warning("the table could not be opened: %s", exc)
            self.failed.emit(str(getattr(exc, "strerror", None) or exc)[:300])
            return
        if host.settings.tables_dir is not None:
            remember_port(host.port, host.settings.tables_dir, tls=bool(host.pin))
        self.opened.emit(NetSeat(host=host, seat=me, code=opened.result()))

    def stop(self) -> None:
        """The window closes: a table still opening is closed."""
        self._poll.stop()
        opening, self._opening = self._opening, None
        if opening is not None:
            opening[0].close()
