"""Save files on disk: where they go (platformdirs), crash-safe writes, bounded reads, quarantine.

The document itself is :mod:`joraku_desktop.model.save_format` (pure, validated JSON). This
module is about the file, and its promises are:

- **A save is never lost.** :func:`write_atomic` writes a temporary file of ours in the same
  folder, fsyncs it, keeps the previous version as ``<name>.bak`` (a hard link, or a copy, made
  without ever removing the main path), ``os.replace``s the new file over the target and fsyncs
  the folder. At every instant the save path holds a complete save, even under ``kill -9``.
  :func:`load_game` falls back to the ``.bak`` (and says so) when the main file is damaged.
- **A hostile file changes nothing.** :func:`read_bounded` opens without blocking (a FIFO cannot
  hang us), refuses anything but a regular file (``/dev/zero`` through a link reports size 0) and
  reads at most the limit + 1 byte. Every problem is a :class:`SaveError` with a short message.
- **Our own debris is ours to clean.** Temporary files carry the writer's pid in a name only we
  use, so :func:`clean_stale_temps` removes those whose writer is gone (or that are old) and never
  one that a live writer is still filling. A bad file is renamed aside by :func:`quarantine`,
  never deleted.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import shutil
import stat
import tempfile
import time
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from platformdirs import user_data_dir

from .model.errors import FileProblem, SaveError
from .model.game import Game
from .model.save_format import MAX_SAVE_BYTES, SeatInfo, clip, document_from_json, game_to_json
from .notices import Notice, NoticeCode

APP_NAME = "JorakuDesktop"
SAVE_SUFFIX = ".joraku.json"
BACKUP_SUFFIX = ".bak"
#: our temporary files: ``.<target name>.<writer pid>-<random>.joraku.tmp`` (hidden, recognisable)
TEMP_SUFFIX = ".joraku.tmp"
_TEMP_NAME = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)-[A-Za-z0-9_]+" + re.escape(TEMP_SUFFIX) + "$")
#: a temporary file older than this is debris even if its writer's pid is alive (pids are reused)
STALE_TEMP_SECONDS = 60.0
_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # POSIX only; Windows has no FIFOs to hang on
_O_BINARY = getattr(os, "O_BINARY", 0)  # Windows only
_UID = os.getuid() if hasattr(os, "getuid") else None  # POSIX: our files are owned by us


class NotRegularFileError(SaveError):
    """The path is a folder, a device, a pipe or a symlink where a plain file was expected."""


class FileTooLargeError(SaveError):
    """The file is larger than any file of ours could be."""


@dataclass(frozen=True, slots=True)
class LoadedGame:
    game: Game
    seats: list[SeatInfo]
    #: the backup actually loaded because the main file was missing or damaged (else None)
    recovered_from: Path | None = None
    #: what the player is told when something unusual happened (the fallback), else None
    notice: Notice | None = None
    #: hints used in this game so far (kept by the save)
    hints_used: int = 0


# ---- folders --------------------------------------------------------------------------------------

def data_dir() -> Path:
    """The user's data folder for the game (``$JORAKU_DATA_DIR`` overrides, for tests)."""
    override = os.environ.get("JORAKU_DATA_DIR")
    return Path(override) if override else Path(user_data_dir(APP_NAME, appauthor=False))


def default_save_dir() -> Path:
    """The saves folder, created if possible. Never raises: a folder that cannot be created makes
    saving fail later with a message (see :func:`save_dir_problem`), it must not stop start-up."""
    path = data_dir() / "saves"
    with contextlib.suppress(OSError):
        path.mkdir(parents=True, exist_ok=True)
    return path


def save_dir_problem() -> Notice | None:
    """What to tell the player if the saves folder cannot be created or written, else None."""
    path = data_dir() / "saves"
    shown = clip(str(path), 120, middle=True)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return Notice(NoticeCode.SAVE_FOLDER_UNCREATABLE, {"path": shown, "detail": str(exc.strerror or exc)})
    if not os.access(path, os.W_OK | os.X_OK):
        return Notice(NoticeCode.SAVE_FOLDER_READ_ONLY, {"path": shown})
    return None


#: which copy of the game on this profile this process is (``instance.claim_profile``): copy 1
#: autosaves to ``autosave.joraku.json``, copy n to ``autosave-n.joraku.json``
_COPY = 1


def set_copy(copy: int) -> None:
    """This process is copy ``copy`` of the game on its profile (its autosave is its own)."""
    global _COPY
    _COPY = max(1, int(copy))


def autosave_path(copy: int | None = None) -> Path:
    """The autosave of ``copy`` (default: this process's copy)."""
    n = _COPY if copy is None else copy
    return default_save_dir() / (("autosave" if n == 1 else f"autosave-{n}") + SAVE_SUFFIX)


def backup_path(path: Path | str) -> Path:
    """Where :func:`write_atomic` keeps the previous version of ``path``."""
    path = Path(path)
    return path.with_name(path.name + BACKUP_SUFFIX)


# ---- reading --------------------------------------------------------------------------------------

def _kind_of(mode: int) -> str:
    """What a path that is not a regular file is: one of ``FILE_KINDS`` (the views word it)."""
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if stat.S_ISSOCK(mode):
        return "socket"
    if stat.S_ISLNK(mode):
        return "link"
    return "other"


_KIND_TECHNICAL = {"folder": "a folder", "pipe": "a pipe (FIFO)", "device": "a device", "socket": "a socket",
                   "link": "a symbolic link", "other": "not a regular file"}


def read_bounded(path: Path | str, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    ``O_NONBLOCK`` makes opening a FIFO return at once; ``fstat`` on the open descriptor (not
    ``stat`` on the name, which a link to ``/dev/zero`` answers with size 0) refuses anything but
    a regular file; reading stops at ``limit + 1`` bytes, so memory stays bounded even if the file
    grows while we read. Raises :class:`NotRegularFileError`, :class:`FileTooLargeError`, or the
    ``OSError`` of opening/reading (callers word it, e.g. a missing settings file is no problem).
    """
    path = Path(path)
    name = clip(path.name, 80, middle=True)
    fd = os.open(path, os.O_RDONLY | _O_NONBLOCK | _O_BINARY | getattr(os, "O_CLOEXEC", 0))
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            kind = _kind_of(st.st_mode)
            raise NotRegularFileError(f"{name} is {_KIND_TECHNICAL[kind]}, not a regular file",
                                      FileProblem.NOT_REGULAR, {"name": name, "kind": kind}, name)
        if st.st_size > limit:
            raise FileTooLargeError(f"{name} is too large ({st.st_size:,} bytes; at most {limit:,})",
                                    FileProblem.TOO_LARGE, {"name": name, "size": st.st_size, "limit": limit},
                                    name)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 16, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise FileTooLargeError(f"{name} is too large (more than {limit:,} bytes)", FileProblem.TOO_LARGE,
                                    {"name": name, "size": -1, "limit": limit}, name)
        return b"".join(chunks)
    finally:
        os.close(fd)


# ---- writing --------------------------------------------------------------------------------------

def _refuse_unless_regular_or_missing(path: Path, what: str) -> os.stat_result | None:
    """lstat ``path``: None if it does not exist, its stat if it is a regular file, else refuse.

    A symlink would be replaced by our file (the user's link gone), a folder renamed away: both
    are refused with a sentence rather than "handled".
    """
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(st.st_mode):
        kind = _kind_of(st.st_mode)
        shown = clip(str(path), 120, middle=True)
        raise NotRegularFileError(
            f"cannot save: {what} {shown} is {_KIND_TECHNICAL[kind]}, "
            f"not a regular file; choose another name or move it away",
            FileProblem.TARGET_NOT_REGULAR, {"path": shown, "kind": kind, "backup": int(what != "the file")},
        )
    return st


def _temp_name(path: Path) -> str:
    return f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}{TEMP_SUFFIX}"


def _keep_previous(path: Path, backup: Path) -> None:
    """Make ``backup`` the current content of ``path`` without ever removing ``path``.

    A hard link costs nothing; where links are not supported, a copy. Either goes to a temp name
    first and is ``os.replace``d onto the backup, so the backup too is always complete.
    """
    tmp = path.with_name(_temp_name(path))
    try:
        try:
            os.link(path, tmp, follow_symlinks=False)
        except OSError:
            shutil.copyfile(path, tmp, follow_symlinks=False)
            _fsync_file(tmp)
        os.replace(tmp, backup)
    finally:
        # If ``backup`` already was a link to the same file (a writer killed between its two
        # renames), rename() does nothing and leaves ``tmp``: remove it.
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)


def _fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY | _O_BINARY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_dir(folder: Path) -> None:
    """Make the renames durable (not possible on every platform, e.g. Windows: best effort)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def write_atomic(path: Path | str, text: str, keep_backup: bool = True, *, private: bool = False,
                 durable: bool = True) -> None:
    """Write ``text`` to ``path`` so that at every instant ``path`` holds the old or the new file.

    The one way our files are written: a link at the path (or at its backup) is refused, never
    followed, so nothing outside our folders is written through one. ``private`` (secrets: seat
    tokens, table files): the file is made readable by its owner only (0600) every time it is
    written, whatever mode an older copy had. ``durable`` (the default): the file and the rename
    are on the disk before this returns (``fsync``); without it (a hosted table rewritten at every
    decision, made durable by its own timer) the operating system holds the new file from the
    rename on, so a crash of this process never loses it, only a crash of the machine may.

    Raises :class:`SaveError` (with a sentence for people) if the target or its backup is not a
    regular file, or if the disk refuses; the previous file is then untouched.
    """
    path = Path(path)
    folder = path.parent
    backup = backup_path(path)
    tmp: str | None = None
    try:
        old = _refuse_unless_regular_or_missing(path, "the file")
        if keep_backup:
            _refuse_unless_regular_or_missing(backup, "its backup")
        folder.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(OSError):
            clean_stale_temps(folder, name=path.name)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}-", suffix=TEMP_SUFFIX, dir=folder)
        with os.fdopen(fd, "wb") as fh:
            if hasattr(os, "fchmod") and private:  # mkstemp's 0600, whatever the old file had
                os.fchmod(fh.fileno(), 0o600)
            elif hasattr(os, "fchmod") and old is not None:
                os.fchmod(fh.fileno(), stat.S_IMODE(old.st_mode))
            fh.write(text.encode("utf-8"))
            fh.flush()
            if durable:
                os.fsync(fh.fileno())
        if keep_backup and old is not None:
            _keep_previous(path, backup)
        os.replace(tmp, path)
        tmp = None
    except OSError as exc:
        shown = clip(str(path), 120, middle=True)
        raise SaveError(f"cannot write {shown}: {exc.strerror or exc}", FileProblem.CANNOT_WRITE,
                        {"path": shown, "detail": str(exc.strerror or exc)}) from None
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    if durable:
        _fsync_dir(folder)


def _writer_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if os.name == "nt":  # os.kill(pid, 0) would terminate the process there: rely on age alone
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # exists, belongs to someone else
        return True
    return True


def clean_stale_temps(folder: Path | str, *, name: str | None = None,
                      max_age: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Remove our temporary files in ``folder`` left by a writer that died (or older than
    ``max_age`` seconds); only those for target ``name`` if given. Returns what was removed.

    Only what is provably ours goes: a name of our pattern, a regular file (not a link, not a
    folder), owned by this user, whose writer's process is gone or which is older than
    ``max_age``. A temp file whose writer is alive and young is someone's save in progress (a
    second copy of the game): it is kept.
    """
    removed: list[Path] = []
    now = time.time()
    with os.scandir(folder) as entries:
        for entry in entries:
            m = _TEMP_NAME.match(entry.name)
            if m is None or (name is not None and m["name"] != name):
                continue
            try:
                st = entry.stat(follow_symlinks=False)
                if not stat.S_ISREG(st.st_mode) or (_UID is not None and st.st_uid != _UID):
                    continue
                if _writer_alive(int(m["pid"])) and now - st.st_mtime < max_age:
                    continue
                os.unlink(entry.path)
            except OSError:
                continue
            removed.append(Path(entry.path))
    return removed


def sweep_leftovers(folders: Iterable[Path | str], saves: Iterable[Path | str] = ()) -> list[Path]:
    """At start-up: our temporary files left in ``folders`` by a process that was killed, and
    those beside each of ``saves`` (the player's own saves, wherever they are: only temps named
    for that save there). Never raises; returns what was removed (see :func:`clean_stale_temps`)."""
    removed: list[Path] = []
    targets: list[tuple[Path, str | None]] = [(Path(f), None) for f in folders]
    targets += [(Path(s).parent, Path(s).name) for s in saves]
    for folder, name in dict.fromkeys(targets):
        with contextlib.suppress(OSError):
            removed += clean_stale_temps(folder, name=name)
    return removed


def quarantine(path: Path | str) -> Path:
    """Rename a bad file aside as ``<name>.bad-<date>`` (never delete it) and return the new path.

    The link itself is renamed if ``path`` is a symlink: its target is not ours to touch.
    Raises ``OSError`` if the rename fails.
    """
    path = Path(path)
    stamp = datetime.now().strftime("%Y-%m-%dT%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.name}.bad-{stamp}-{n}")
    os.rename(path, target)
    return target


# ---- games ----------------------------------------------------------------------------------------

def save_game(game: Game, path: Path | str, seats: list[SeatInfo] | None = None, hints_used: int = 0) -> None:
    """Save ``game`` (who sits where, the hints used) as JSON at ``path``, atomically, keeping a ``.bak``."""
    write_atomic(Path(path), game_to_json(game, seats, hints_used))


def _load_one(path: Path) -> LoadedGame:
    try:
        data = read_bounded(path, MAX_SAVE_BYTES)
    except SaveError as exc:
        raise exc.in_file(clip(path.name, 80, middle=True), "cannot load the game") from None
    except OSError as exc:
        shown = clip(str(path), 120, middle=True)
        raise SaveError(f"cannot read {shown}: {exc.strerror or exc}", FileProblem.CANNOT_READ,
                        {"path": shown, "detail": str(exc.strerror or exc)}) from None
    try:
        doc = document_from_json(data)
    except SaveError as exc:
        raise exc.in_file(clip(path.name, 80, middle=True)) from None
    return LoadedGame(doc.game, doc.seats, hints_used=doc.hints_used)


def load_game(path: Path | str) -> LoadedGame:
    """Load a save; if it is missing or damaged but its ``.bak`` loads, that (with a notice).

    Any other outcome raises :class:`SaveError` naming the main file's problem.
    """
    path = Path(path)
    try:
        return _load_one(path)
    except SaveError as main_problem:
        backup = backup_path(path)
        if not backup.is_file():
            raise
        try:
            loaded = _load_one(backup)
        except SaveError:
            raise main_problem from None
        notice = Notice(NoticeCode.SAVE_RECOVERED, {"name": clip(path.name, 80, middle=True),
                                                     "backup": clip(backup.name, 80)}, main_problem)
        return LoadedGame(loaded.game, loaded.seats, recovered_from=backup, notice=notice,
                          hints_used=loaded.hints_used)


__all__ = ["FileTooLargeError", "LoadedGame", "NotRegularFileError", "SeatInfo", "autosave_path",
           "backup_path", "clean_stale_temps", "data_dir", "default_save_dir", "load_game",
           "quarantine", "read_bounded", "save_dir_problem", "save_game", "set_copy", "sweep_leftovers",
           "write_atomic"]
