"""The channel between two starts of the game on one profile: a second start asks the first copy
to come forward, and the first answers "ok". Python's standard library only: the bundle carries no
QtNetwork (its libraries would take the installed game over its size limit), and a module the
bundle lacks must never be what a second start needs.

Where the first copy listens (one place per user and data folder, :func:`channel_key`):

- **Linux, macOS** (:attr:`Transport.UNIX`): an ``AF_UNIX`` stream socket ``joraku-<key>.sock`` in
  a private folder: ``$XDG_RUNTIME_DIR/joraku`` (the session's own folder, emptied at logout), else
  ``<data folder>/run``, else, when that path is too long for a socket's address (about 100
  bytes), ``<temp>/joraku-<uid>``. A folder is used only if it is a real folder (not a link),
  owned by this user and closed to everyone else (0700: made so if it is ours); so only this user
  reaches the socket, and on Linux the caller's user id is checked again (``SO_PEERCRED``).
  Whatever sits at the socket's path when copy 1 starts — the socket of a copy that was killed, a
  FIFO, a file, a link — is stale (copy 1 holds the lock) and removed; a folder there is renamed
  aside. A second start connects only to a socket (``lstat``), never opens a FIFO.
- **Windows** (:attr:`Transport.TCP`): a TCP socket on 127.0.0.1 with a port the system picks,
  bound exclusively (``SO_EXCLUSIVEADDRUSE``: no other program can take the port over). The port
  and a secret of 256 bits (``secrets``) are written to ``<data folder>/joraku.port``, a private
  file in this user's own folder (:func:`~joraku_desktop.saves.write_atomic`); a request must
  carry the secret. Chosen over a named pipe (``multiprocessing.connection``) because a socket
  can be watched by Qt's event loop (``QSocketNotifier``), where a pipe needs a thread of its own,
  and because this very code runs in the tests on Linux (``transport=Transport.TCP``).

The first copy's side (:class:`Listener`) never blocks the event loop: non-blocking sockets watched
by ``QSocketNotifier``. A caller has :data:`READ_S` to send one line of at most
:data:`MAX_REQUEST` bytes, and at most :data:`MAX_CALLERS` are heard at once. Anything but the
request — garbage, too long, too slow, another user — is a stranger's: logged, closed unanswered,
and the window is not raised.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import logging
import os
import re
import secrets
import socket
import stat
import struct
import tempfile
import time
from collections import deque
from collections.abc import Callable
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QSocketNotifier, QTimer

from ..model.errors import SaveError
from ..saves import quarantine, read_bounded, write_atomic

log = logging.getLogger("joraku.instance")

#: the one request a second start sends (on TCP followed by a space and the secret), and the answer
REQUEST, ANSWER = b"raise", b"ok\n"
#: a request line is far shorter: more is a stranger's
MAX_REQUEST = 128
#: how long a caller may take to send its line
READ_S = 1.0
#: callers heard at once; more are closed at once (a flood cannot use up the copy's files)
MAX_CALLERS = 8
#: strangers logged one by one before the log says no more of them (a flood cannot fill the log)
MAX_LOGGED = 20
#: an AF_UNIX address holds 104 bytes on macOS, 108 on Linux, with its terminating zero
SOCKET_PATH_MAX = 100
PORT_NAME = "joraku.port"
PORT_FILE_MAX = 256
_PORT_LINE = re.compile(rb"([0-9]{1,5}) ([0-9a-f]{64})\n")
_UCRED = struct.Struct("3i")


class Transport(StrEnum):
    """How the copies of one profile talk (see the module's docstring)."""

    UNIX = "unix"
    TCP = "tcp"


#: this system's transport
NATIVE = Transport.UNIX if os.name == "posix" and hasattr(socket, "AF_UNIX") else Transport.TCP


def _uid() -> int:
    return os.getuid() if hasattr(os, "getuid") else -1


def channel_key(folder: Path) -> str:
    """One key per user and data folder: a second profile on the same account is another game."""
    user = str(_uid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    return hashlib.sha256(f"{user}\0{folder.resolve()}".encode()).hexdigest()[:20]


def _private_folder(path: Path, create: bool) -> bool:
    """Whether ``path`` is a folder of this user's that no one else can enter (0700), not a link.
    ``create``: made if missing, and closed if it is ours but open to others."""
    if create:
        with contextlib.suppress(OSError):
            os.mkdir(path, 0o700)
    try:
        st = os.lstat(path)
    except OSError:
        return False
    if not stat.S_ISDIR(st.st_mode) or st.st_uid != _uid():
        return False
    if stat.S_IMODE(st.st_mode) & 0o077:
        if not create:
            return False
        try:
            os.chmod(path, 0o700)
        except OSError:
            return False
    return True


def _runtime_folder() -> Path | None:
    """``$XDG_RUNTIME_DIR``, if it is what the standard promises: an absolute folder of this
    user's, closed to others."""
    raw = os.environ.get("XDG_RUNTIME_DIR", "")
    if not raw or not os.path.isabs(raw):
        return None
    path = Path(raw)
    return path if _private_folder(path, create=False) else None


def socket_candidates(folder: Path) -> list[Path]:
    """Where copy 1 may listen on this profile, best first (each path short enough to bind)."""
    name = f"joraku-{channel_key(folder)}.sock"
    runtime = _runtime_folder()
    folders = [runtime / "joraku"] if runtime is not None else []
    folders += [folder / "run", Path(tempfile.gettempdir()) / f"joraku-{_uid()}"]
    return [f / name for f in folders if len(os.fsencode(f / name)) <= SOCKET_PATH_MAX]


def _clear(path: Path) -> bool:
    """Remove what is at ``path`` (copy 1 holds the lock: it is stale): a socket, FIFO, file or
    link is unlinked (a link's target untouched), a folder renamed aside. Whether it is free."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    try:
        if stat.S_ISDIR(st.st_mode):
            quarantine(path)
        else:
            os.unlink(path)
    except OSError as exc:
        log.warning("the stale %s cannot be removed (%s)", path, exc)
        return False
    if not stat.S_ISSOCK(st.st_mode):
        log.warning("something that was not a socket at %s was removed", path)
    return True


class Listener:
    """(Copy 1.) Answers later starts from the Qt event loop: ``bring_forward`` for a request,
    nothing for anything else."""

    def __init__(self, server: socket.socket, request: bytes, bring_forward: Callable[[], None],
                 cleanup: Callable[[], None]) -> None:
        server.setblocking(False)
        self._server = server
        self._request = request
        self._bring_forward = bring_forward
        self._cleanup = cleanup
        self._callers: dict[socket.socket, tuple[QSocketNotifier, QTimer, bytearray]] = {}
        self._logged = 0
        self._notifier = QSocketNotifier(server.fileno(), QSocketNotifier.Type.Read)
        self._notifier.activated.connect(lambda *_: self._accept())
        #: what became of the latest callers (tests): "answered", or why it was not
        self.heard: deque[str] = deque(maxlen=64)

    @property
    def callers(self) -> int:
        return len(self._callers)

    def _ignore(self, why: str) -> None:
        self.heard.append(why)
        self._logged += 1
        if self._logged <= MAX_LOGGED:
            log.warning("a message on the game's local socket was ignored: %s", why)
        if self._logged == MAX_LOGGED:
            log.warning("no more ignored messages on the game's local socket are logged")

    def _accept(self) -> None:
        while True:
            try:
                conn, _addr = self._server.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as exc:
                log.warning("a call on the game's local socket could not be taken (%s)", exc)
                return
            if len(self._callers) >= MAX_CALLERS:
                conn.close()
                self._ignore(f"more than {MAX_CALLERS} callers at once")
                continue
            if not self._same_user(conn):
                conn.close()
                self._ignore("the caller is another user")
                continue
            conn.setblocking(False)
            notifier = QSocketNotifier(conn.fileno(), QSocketNotifier.Type.Read)
            timer = QTimer()
            timer.setSingleShot(True)
            timer.timeout.connect(lambda c=conn: self._drop(c, f"nothing whole within {READ_S:g} s"))
            self._callers[conn] = (notifier, timer, bytearray())
            notifier.activated.connect(lambda *_, c=conn: self._read(c))
            timer.start(int(READ_S * 1000))
            self._read(conn)  # a request may be there already

    def _same_user(self, conn: socket.socket) -> bool:
        peercred = getattr(socket, "SO_PEERCRED", None)
        if peercred is None or conn.family != getattr(socket, "AF_UNIX", None):
            return True  # the folder's mode (POSIX) or the secret (TCP) keeps others out
        try:
            _pid, uid, _gid = _UCRED.unpack(conn.getsockopt(socket.SOL_SOCKET, peercred, _UCRED.size))
        except (OSError, struct.error):
            return False
        return bool(uid == _uid())

    def _read(self, conn: socket.socket) -> None:
        entry = self._callers.get(conn)
        if entry is None:
            return
        data = entry[2]
        try:
            chunk = conn.recv(MAX_REQUEST + 1 - len(data))
        except (BlockingIOError, InterruptedError):
            return
        except OSError as exc:
            self._drop(conn, f"the caller went away ({exc})")
            return
        data += chunk
        if b"\n" in data:
            line = bytes(data.split(b"\n", 1)[0])
            if hmac.compare_digest(line, self._request):
                self._answer(conn)
            else:
                self._drop(conn, f"not a start of the game ({len(line)} bytes)")
        elif len(data) > MAX_REQUEST:
            self._drop(conn, f"more than {MAX_REQUEST} bytes without a line's end")
        elif not chunk:
            self._drop(conn, "the caller hung up before a whole line")

    def _answer(self, conn: socket.socket) -> None:
        self._close(conn)  # its notifier off before the window is raised (which runs events)
        log.info("another start of the game on this profile: this window is brought forward")
        self.heard.append("answered")
        try:
            self._bring_forward()
        finally:
            with contextlib.suppress(OSError):
                conn.send(ANSWER)  # 3 bytes into an empty buffer: never blocks
            conn.close()

    def _close(self, conn: socket.socket) -> None:
        entry = self._callers.pop(conn, None)
        if entry is not None:
            notifier, timer, _data = entry
            notifier.setEnabled(False)
            timer.stop()
            notifier.deleteLater()
            timer.deleteLater()

    def _drop(self, conn: socket.socket, why: str) -> None:
        if conn not in self._callers:
            return
        self._close(conn)
        conn.close()
        self._ignore(why)

    def close(self) -> None:
        for conn in list(self._callers):
            self._close(conn)
            conn.close()
        self._notifier.setEnabled(False)
        self._server.close()
        self._cleanup()


def listen(folder: Path, bring_forward: Callable[[], None], transport: Transport = NATIVE) -> Listener | None:
    """(Copy 1, which holds the lock.) Start answering later starts; None if no channel can be
    opened here (then a later start keeps a game of its own, as when copy 1 does not answer)."""
    try:
        if transport == Transport.TCP:
            return _listen_tcp(folder, bring_forward)
        return _listen_unix(folder, bring_forward)
    except (OSError, SaveError) as exc:
        log.warning("cannot listen for later starts (%s)", exc)
        return None


def _listen_unix(folder: Path, bring_forward: Callable[[], None]) -> Listener | None:
    for path in socket_candidates(folder):
        if not _private_folder(path.parent, create=True) or not _clear(path):
            continue
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            server.bind(str(path))
            os.chmod(path, 0o600)
            server.listen(MAX_CALLERS)
            mine = os.lstat(path)
        except OSError as exc:
            server.close()
            log.warning("cannot listen at %s (%s)", path, exc)
            continue

        def cleanup(path: Path = path, mine: os.stat_result = mine) -> None:
            with contextlib.suppress(OSError):
                now = os.lstat(path)
                if (now.st_dev, now.st_ino) == (mine.st_dev, mine.st_ino):
                    os.unlink(path)

        return Listener(server, REQUEST, bring_forward, cleanup)
    log.warning("no private folder for the game's local socket: later starts keep games of their own")
    return None


def _listen_tcp(folder: Path, bring_forward: Callable[[], None]) -> Listener:
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        exclusive = getattr(socket, "SO_EXCLUSIVEADDRUSE", None)
        if exclusive is not None:
            server.setsockopt(socket.SOL_SOCKET, exclusive, 1)
        server.bind(("127.0.0.1", 0))
        server.listen(MAX_CALLERS)
        secret = secrets.token_hex(32)
        line = f"{server.getsockname()[1]} {secret}\n"
        path = folder / PORT_NAME
        write_atomic(path, line, keep_backup=False, private=True)
    except BaseException:
        server.close()
        raise

    def cleanup() -> None:
        with contextlib.suppress(OSError):
            if read_bounded(path, PORT_FILE_MAX) == line.encode():
                os.unlink(path)

    return Listener(server, REQUEST + b" " + secret.encode(), bring_forward, cleanup)


def _connect_unix(folder: Path, timeout_s: float) -> tuple[socket.socket, bytes] | None:
    for path in socket_candidates(folder):
        if not _private_folder(path.parent, create=False):
            continue
        try:
            if not stat.S_ISSOCK(os.lstat(path).st_mode):
                continue  # a FIFO or a file is never opened
        except OSError:
            continue
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.settimeout(timeout_s)
        try:
            sock.connect(str(path))
        except OSError:
            sock.close()
            continue
        return sock, REQUEST
    return None


def _connect_tcp(folder: Path, timeout_s: float) -> tuple[socket.socket, bytes] | None:
    path = folder / PORT_NAME
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return None  # a link, a FIFO, a folder: never followed nor opened
        found = _PORT_LINE.fullmatch(read_bounded(path, PORT_FILE_MAX))
    except (OSError, SaveError):
        return None
    if found is None or not 0 < int(found[1]) < 65536:
        return None
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.settimeout(timeout_s)
    try:
        sock.connect(("127.0.0.1", int(found[1])))
    except OSError:
        sock.close()
        return None
    return sock, REQUEST + b" " + found[2]


def ask(folder: Path, wait_s: float, reach_s: float = 0.0, transport: Transport = NATIVE) -> bool:
    """Ask copy 1 to come forward; whether it answered. Tries to reach it for ``reach_s`` (a first
    copy that is still starting), then waits ``wait_s`` more for its answer (a first copy that is
    still building its window answers once its event loop runs)."""
    connect = _connect_tcp if transport == Transport.TCP else _connect_unix
    end = time.monotonic() + reach_s
    while (reached := connect(folder, wait_s)) is None:
        if time.monotonic() >= end:
            return False
        time.sleep(0.05)
    sock, request = reached
    deadline = max(end, time.monotonic()) + wait_s
    with sock:
        try:
            sock.sendall(request + b"\n")
            answer = b""
            while len(answer) < len(ANSWER) and (left := deadline - time.monotonic()) > 0:
                sock.settimeout(left)
                chunk = sock.recv(len(ANSWER) - len(answer))
                if not chunk:
                    break
                answer += chunk
        except OSError:
            return False
    return answer == ANSWER
