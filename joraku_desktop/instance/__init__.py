"""One game per profile: a second start brings the first window forward instead of a second copy
that would autosave over the first one's game.

A double double-click starts the game twice. Both copies used to autosave to the one file, so the
copy that quit first lost its game. Now each copy of the game takes a *copy number* at start-up,
held by a lock file in the data folder (``QLockFile``: a copy that crashed or was killed leaves a
lock its process no longer holds, which the next start takes over, so a crash never locks the
player out):

- **Copy 1** (``joraku.lock``) is the usual game. It listens on a local channel of this user and
  data folder (:mod:`.channel`: a private ``AF_UNIX`` socket, or on Windows a loopback port with a
  secret; Python's standard library, no QtNetwork).
- **A second start** finds the lock held, asks copy 1 over that channel to come forward, and if
  copy 1 answers, exits at once: the player sees their game, and a status-bar line says the game
  was already open.
- **If copy 1 does not answer** (it is frozen, or the lock belongs to a copy on another machine
  sharing the folder), the new start takes the next free copy number and autosaves to its own
  file (``autosave-2.joraku.json``), and says so: neither game can overwrite the other. When a
  later copy 1 starts and finds such an autosave whose copy is gone, it keeps that game as a named
  save in Recent games (:func:`adopt_orphaned_autosaves`) and says so: both games can be resumed.

The lock file is foreign data like any other (:func:`lock_state`): before ``QLockFile`` is let
near a lock path (which it would open and read), the path is looked at with ``lstat`` and read,
if it is a small regular file, without following a link and without blocking, at most
:data:`LOCK_MAX_BYTES`. Anything that is not a lock held by a running copy of this game — a FIFO,
a folder, a link, a huge or unparsable file, a pid that is gone or belongs to another program —
is stale and taken over. A data folder where no lock can be made (read-only, full) gives copy 1
without a lock, so the unfinished game is still offered. A second start a moment after the first
(a double double-click) tries to reach the first copy for :data:`FIRST_ANSWER_S`, then waits for
its answer: the first copy listens as soon as it holds the lock and answers once its event loop
runs.
"""

from __future__ import annotations

import contextlib
import logging
import os
import secrets
import socket
import stat
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QLockFile

from ..model.errors import SaveError
from ..saves import (
    SAVE_SUFFIX,
    autosave_path,
    backup_path,
    default_save_dir,
    load_game,
    quarantine,
    save_game,
)
from . import channel

log = logging.getLogger("joraku.instance")

LOCK_NAME = "joraku.lock"
#: the most copies on one profile (a copy past this plays without autosave slots to spare)
MAX_COPIES = 9
#: how long a second start waits for the first copy to answer
ANSWER_MS = 2000
#: how long a second start keeps trying to reach a first copy that is still starting (it listens
#: once it holds the lock, and answers once its window's event loop runs)
FIRST_ANSWER_S = 3.0
#: a lock of ours holds a pid, a program name, a host name and two ids: well under this
LOCK_MAX_BYTES = 4096
#: a lock file whose content cannot be parsed yet may be one a starting copy is writing
FRESH_LOCK_S = 1.0
_O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_O_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


def lock_path(folder: Path, copy: int) -> Path:
    return folder / (LOCK_NAME if copy == 1 else f"joraku-{copy}.lock")


def _read_small(path: Path) -> tuple[os.stat_result, bytes] | None:
    """(lstat, content) of a small regular file, read without following a link or blocking;
    None for anything else (a FIFO, a folder, a link, a device, a huge file, unreadable)."""
    try:
        st = os.lstat(path)
        if not stat.S_ISREG(st.st_mode) or st.st_size > LOCK_MAX_BYTES:
            return None
        fd = os.open(path, os.O_RDONLY | _O_NOFOLLOW | _O_NONBLOCK | _O_CLOEXEC)
    except OSError:
        return None
    try:
        now = os.fstat(fd)
        if not stat.S_ISREG(now.st_mode) or (now.st_dev, now.st_ino) != (st.st_dev, st.st_ino):
            return None
        return st, os.read(fd, LOCK_MAX_BYTES + 1)
    except OSError:
        return None
    finally:
        os.close(fd)


def _lock_pid(data: bytes) -> tuple[int, str] | None:
    """The pid and host name a ``QLockFile`` wrote ("pid\\nprogram\\nhost\\n…"), or None."""
    lines = data.split(b"\n")
    if len(data) > LOCK_MAX_BYTES or len(lines) < 3 or not lines[0].isdigit() or len(lines[0]) > 10:
        return None
    pid = int(lines[0])
    if not 0 < pid < 2**31 or not lines[1].strip():
        return None
    return pid, lines[2].decode("utf-8", "replace")


def is_copy_of_the_game(pid: int) -> bool:
    """Whether ``pid`` is a running copy of this game (a pid reused by another program is not).
    Where the process's command line cannot be read (no /proc), a live pid is taken as one."""
    if pid == os.getpid():
        return True
    if os.name == "nt":  # os.kill(pid, 0) would end the process there; QLockFile itself judges it
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process: not a copy of ours on our profile
        return False
    except OSError:
        return True
    try:
        fd = os.open(f"/proc/{pid}/cmdline", os.O_RDONLY | _O_NONBLOCK | _O_CLOEXEC)
    except FileNotFoundError:
        return not os.path.isdir("/proc/self")  # no /proc here: alive is all we know
    except OSError:
        return True
    try:
        cmdline = os.read(fd, 65536)
    except OSError:
        return True
    finally:
        os.close(fd)
    return b"joraku" in cmdline.lower()


class LockState(StrEnum):
    """What is at a lock path (:func:`lock_state`)."""

    ABSENT = "absent"
    HELD = "held"
    FRESH = "fresh"
    STALE = "stale"


def lock_state(path: Path) -> LockState:
    """:attr:`LockState.HELD` if a running copy of the game holds this lock (or a copy on another
    machine sharing the folder), FRESH if a lock is being written, ABSENT, or STALE."""
    if not os.path.lexists(path):
        return LockState.ABSENT
    read = _read_small(path)
    if read is None:
        return LockState.STALE
    st, data = read
    owner = _lock_pid(data)
    if owner is None:
        return LockState.FRESH if time.time() - st.st_mtime < FRESH_LOCK_S else LockState.STALE
    pid, host = owner
    if host and host != socket.gethostname():
        return LockState.HELD  # another machine's copy: its pid means nothing here
    return LockState.HELD if is_copy_of_the_game(pid) else LockState.STALE


def take_over(path: Path) -> bool:
    """Remove what is at a stale lock path: a file, a FIFO or a link is removed (a link's target
    is untouched), a folder is renamed aside. Only the very thing looked at: renamed to a name of
    ours first and checked. Whether the path is free now."""
    try:
        before = os.lstat(path)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    aside = path.with_name(f".{path.name}.stale-{os.getpid()}-{secrets.token_hex(4)}")
    try:
        os.rename(path, aside)
    except FileNotFoundError:
        return True
    except OSError as exc:
        log.warning("the stale lock %s cannot be taken over (%s)", path, exc)
        return False
    try:
        now = os.lstat(aside)
        if (now.st_dev, now.st_ino) != (before.st_dev, before.st_ino):
            # another start put its own lock there in between: give it back
            with contextlib.suppress(OSError):
                os.link(aside, path, follow_symlinks=False)
            with contextlib.suppress(OSError):
                os.unlink(aside)
            return False
        if stat.S_ISDIR(now.st_mode):
            quarantine(aside)
        else:
            os.unlink(aside)
    except OSError as exc:
        log.warning("the stale lock %s was moved to %s but not removed (%s)", path, aside, exc)
    log.warning("a stale lock at %s was taken over", path)
    return True


def _prepare_lock(path: Path) -> bool:
    """Make ``path`` (and QLockFile's ``.rmlock`` beside it) safe for ``QLockFile``: nothing there
    but a small regular lock file. False when a stale thing there cannot be removed."""
    for p in (path.with_name(path.name + ".rmlock"), path):
        state = lock_state(p)
        if state == LockState.FRESH:  # a start writing its lock right now: give it a moment
            end = time.monotonic() + FRESH_LOCK_S
            while state == LockState.FRESH and time.monotonic() < end:
                time.sleep(0.05)
                state = lock_state(p)
            if state == LockState.FRESH:
                state = LockState.STALE
        if state == LockState.STALE and not take_over(p):
            return False
    return True


@dataclass
class Claim:
    """This process's place on the profile."""

    #: 1: the usual copy; 2..: a copy with its own autosave; 0: another copy came forward instead
    copy: int
    folder: Path
    lock: QLockFile | None = None
    server: channel.Listener | None = None
    #: what a second start asked copy 1 (tests): "forwarded", "no answer", ""
    how: str = ""

    @property
    def forwarded(self) -> bool:
        return self.copy == 0

    def listen(self, bring_forward: Callable[[], None]) -> None:
        """(Copy 1.) Answer later starts: bring this window forward, reply "ok". Once: a later
        call does nothing."""
        if self.copy != 1 or self.server is not None:
            return
        self.server = channel.listen(self.folder, bring_forward)

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.lock is not None:
            self.lock.unlock()


class _NoLockError(Exception):
    """No lock can be made in this folder (read-only, full, a stale thing that cannot be moved)."""


def _lock(folder: Path, copy: int) -> QLockFile | None:
    """The lock of copy ``copy``, or None if another copy holds it; raises :class:`_NoLockError`."""
    path = lock_path(folder, copy)
    if not _prepare_lock(path):
        raise _NoLockError(str(path))
    lock = QLockFile(str(path))
    # never stale by age (a game stays open for hours); a lock whose process is gone is taken over
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        return lock
    if lock.error() != QLockFile.LockError.LockFailedError:
        raise _NoLockError(f"{path}: {lock.error().name}")
    return None


def ask_first_copy(folder: Path, wait_ms: int = ANSWER_MS, reach_s: float = 0.0) -> bool:
    """Ask copy 1 to come forward; whether it answered. ``reach_s``: keep trying to reach it that
    long (a first copy still starting), then wait ``wait_ms`` for its answer."""
    return channel.ask(folder, wait_ms / 1000, reach_s)


def claim_profile(folder: Path) -> Claim:
    """Take copy 1, or have copy 1 come forward (copy 0), or take the next free copy number.

    Never raises: a data folder where no lock can be made (read-only, missing, full) gives copy 1
    without a lock — the game starts as it always did, its unfinished game offered."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        first = _lock(folder, 1)
    except (OSError, _NoLockError) as exc:
        log.warning("no lock in %s (%s): one copy is assumed", folder, exc)
        return Claim(1, folder)
    if first is not None:
        return Claim(1, folder, first)
    if ask_first_copy(folder, reach_s=FIRST_ANSWER_S):
        return Claim(0, folder, how="forwarded")
    log.warning("the game is open on this profile but does not answer: a copy with its own autosave")
    for copy in range(2, MAX_COPIES + 1):
        try:
            lock = _lock(folder, copy)
        except _NoLockError:
            continue
        if lock is not None:
            return Claim(copy, folder, lock, how="no answer")
    return Claim(MAX_COPIES + 1, folder, how="no answer")


def copy_is_running(folder: Path, copy: int) -> bool:
    """Whether copy ``copy`` holds its lock now (a live process)."""
    return lock_state(lock_path(folder, copy)) in (LockState.HELD, LockState.FRESH)


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
