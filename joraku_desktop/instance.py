"""One game per profile: a second start brings the first window forward instead of a second copy
that would autosave over the first one's game.

A double double-click starts the game twice. Both copies used to autosave to the one file, so the
copy that quit first lost its game. Now each copy of the game takes a *copy number* at start-up,
held by a lock file in the data folder (``QLockFile``: a copy that crashed or was killed leaves a
lock its process no longer holds, which the next start takes over, so a crash never locks the
player out):

- **Copy 1** (``joraku.lock``) is the usual game. It listens on a local socket named after the
  data folder (``QLocalServer``, this user only).
- **A second start** finds the lock held, asks copy 1 over that socket to come forward, and if
  copy 1 answers, exits at once: the player sees their game, and a status-bar line says the game
  was already open.
- **If copy 1 does not answer** (it is frozen, or the lock belongs to a copy on another machine
  sharing the folder), the new start takes the next free copy number and autosaves to its own
  file (``autosave-2.joraku.json``), and says so: neither game can overwrite the other. When a
  later copy 1 starts and finds such an autosave whose copy is gone, it keeps that game as a named
  save in Recent games (:func:`adopt_orphaned_autosaves`) and says so: both games can be resumed.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject

from .model.errors import SaveError
from .saves import SAVE_SUFFIX, autosave_path, backup_path, default_save_dir, load_game, quarantine, save_game

if TYPE_CHECKING:  # QtNetwork is loaded when first needed: not on the way to the first window
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger("joraku.instance")

LOCK_NAME = "joraku.lock"
#: the most copies on one profile (a copy past this plays without autosave slots to spare)
MAX_COPIES = 9
#: how long a second start waits for the first copy to answer
ANSWER_MS = 2000
_RAISE, _OK = b"raise\n", b"ok\n"


def lock_path(folder: Path, copy: int) -> Path:
    return folder / (LOCK_NAME if copy == 1 else f"joraku-{copy}.lock")


def server_name(folder: Path) -> str:
    """The local socket of copy 1 on this profile: one per user and data folder."""
    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    key = hashlib.sha256(f"{user}\0{folder.resolve()}".encode()).hexdigest()[:20]
    return f"joraku-{key}"


@dataclass
class Claim:
    """This process's place on the profile."""

    #: 1: the usual copy; 2..: a copy with its own autosave; 0: another copy came forward instead
    copy: int
    folder: Path
    lock: QLockFile | None = None
    server: QLocalServer | None = None
    #: what a second start asked copy 1 (tests): "forwarded", "no answer", ""
    how: str = ""
    _keep: list[QObject] = field(default_factory=list)

    @property
    def forwarded(self) -> bool:
        return self.copy == 0

    def listen(self, bring_forward: Callable[[], None]) -> None:
        """(Copy 1.) Answer later starts: bring this window forward, reply "ok". Once: a later
        call does nothing."""
        if self.copy != 1 or self.server is not None:
            return
        from PySide6.QtNetwork import QLocalServer

        name = server_name(self.folder)
        server = QLocalServer()
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(name):
            # a socket file left by a copy 1 that was killed: we hold the lock, so it is stale
            QLocalServer.removeServer(name)
            if not server.listen(name):
                log.warning("cannot listen for later starts (%s)", server.errorString())
                return

        def answer() -> None:
            sock = server.nextPendingConnection()
            while sock is not None:
                self._keep.append(sock)
                sock.readyRead.connect(lambda s=sock: self._on_request(s, bring_forward))
                sock.disconnected.connect(lambda s=sock: self._forget(s))
                sock = server.nextPendingConnection()

        server.newConnection.connect(answer)
        self.server = server

    def _on_request(self, sock: QLocalSocket, bring_forward: Callable[[], None]) -> None:
        data = bytes(sock.read(64).data())
        if data.startswith(_RAISE):
            log.info("another start of the game on this profile: this window is brought forward")
            bring_forward()
            sock.write(_OK)
            sock.flush()
        sock.disconnectFromServer()

    def _forget(self, sock: QLocalSocket) -> None:
        with contextlib.suppress(ValueError):
            self._keep.remove(sock)
        sock.deleteLater()

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
        if self.lock is not None:
            self.lock.unlock()


def _lock(folder: Path, copy: int) -> QLockFile | None:
    lock = QLockFile(str(lock_path(folder, copy)))
    # never stale by age (a game stays open for hours); a lock whose process is gone is taken over
    lock.setStaleLockTime(0)
    return lock if lock.tryLock(0) else None


def ask_first_copy(folder: Path, wait_ms: int = ANSWER_MS) -> bool:
    """Ask copy 1 to come forward; whether it answered."""
    from PySide6.QtNetwork import QLocalSocket

    sock = QLocalSocket()
    sock.connectToServer(server_name(folder))
    if not sock.waitForConnected(wait_ms):
        return False
    sock.write(_RAISE)
    sock.flush()
    if sock.bytesToWrite():
        sock.waitForBytesWritten(wait_ms)
    answered = sock.waitForReadyRead(wait_ms) and _OK.strip() in bytes(sock.readAll().data())
    sock.disconnectFromServer()
    return answered


def claim_profile(folder: Path) -> Claim:
    """Take copy 1, or have copy 1 come forward (copy 0), or take the next free copy number.

    Never raises: a data folder where no lock can be made (read-only, missing) gives copy 1 without
    a lock — the game starts as it always did."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        log.warning("no lock in %s (%s): one copy is assumed", folder, exc)
        return Claim(1, folder)
    first = _lock(folder, 1)
    if first is not None:
        return Claim(1, folder, first)
    if ask_first_copy(folder):
        return Claim(0, folder, how="forwarded")
    log.warning("the game is open on this profile but does not answer: a copy with its own autosave")
    for copy in range(2, MAX_COPIES + 1):
        lock = _lock(folder, copy)
        if lock is not None:
            return Claim(copy, folder, lock, how="no answer")
    return Claim(MAX_COPIES + 1, folder, how="no answer")


def copy_is_running(folder: Path, copy: int) -> bool:
    """Whether copy ``copy`` holds its lock now (a live process)."""
    lock = _lock(folder, copy)
    if lock is None:
        return True
    lock.unlock()
    return False


def adopt_orphaned_autosaves(folder: Path) -> list[Path]:
    """(Copy 1, at start-up.) The autosaves of copies 2.. that are no longer running: an unfinished
    game is kept as a named save (``unfinished-<date>-<n>.joraku.json`` in the saves folder), the
    autosave then removed; a finished or unreadable one is renamed aside. Returns the saves made."""
    kept: list[Path] = []
    try:  # one look at the saves folder: a start with no other copy's autosave does nothing more
        names = {e.name for e in os.scandir(default_save_dir())}
    except OSError:
        return kept
    for copy in range(2, MAX_COPIES + 2):
        path = autosave_path(copy)
        if not ({path.name, backup_path(path).name} & names) or copy_is_running(folder, copy):
            continue
        try:
            loaded = load_game(path)
        except SaveError as exc:
            log.warning("the autosave of copy %d cannot be loaded (%s): set aside", copy, exc)
            for p in (path, backup_path(path)):
                if os.path.lexists(p):
                    with contextlib.suppress(OSError):
                        quarantine(p)
            continue
        if not loaded.game.is_over:
            stamp = datetime.now().strftime("%Y-%m-%d-%H%M%S")
            target = default_save_dir() / f"unfinished-{stamp}-{copy}{SAVE_SUFFIX}"
            try:
                save_game(loaded.game, target, loaded.seats, loaded.hints_used)
            except SaveError as exc:
                log.error("the game of copy %d could not be kept as %s", copy, target, exc_info=exc)
                continue  # the autosave stays where it is: tried again at the next start
            kept.append(target)
            log.info("the unfinished game of copy %d was kept as %s", copy, target)
        for p in (path, backup_path(path)):
            with contextlib.suppress(OSError):
                os.unlink(p)
    return kept
