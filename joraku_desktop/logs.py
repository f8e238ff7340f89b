"""The log file a player can send us: failures the window only shows in the status bar
(a computer player's error, an illegal computer move, an autosave that failed) and uncaught
exceptions, with their tracebacks.

It lives in the user's log folder (platformdirs); ``$JORAKU_LOG_DIR`` overrides it, and when
``$JORAKU_DATA_DIR`` is set (tests, portable installs) it goes to ``$JORAKU_DATA_DIR/logs``.
The file rotates and stays small. Logging must never stop the game from starting: if the folder
cannot be made or the file cannot be opened, messages go to stderr instead.

The file is opened like a save is read (:func:`open_log_file`): without following a symbolic link
(a ``joraku.log`` link would make the game append to a file outside the user's folders), without
blocking (a FIFO there would hang start-up before any window shows), and only if it is a regular
file. Anything else at that name is left alone and the log goes to stderr for the run.
"""

from __future__ import annotations

import contextlib
import io
import logging
import os
import stat
import sys
import threading
from pathlib import Path
from types import TracebackType

from platformdirs import user_log_dir

from .paths import user_folder

APP_NAME = "JorakuDesktop"
LOG_NAME = "joraku.log"
#: the package's logger; modules log to children such as ``joraku.controller``
LOGGER = "joraku"
MAX_BYTES = 256 * 1024
BACKUPS = 2
_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def log_dir() -> Path:
    """Where the log file goes (see the module docstring for the overrides)."""
    return user_folder("JORAKU_LOG_DIR", "logs", user_log_dir(APP_NAME, appauthor=False))


_O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_O_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


def open_log_file(path: Path, encoding: str | None = "utf-8") -> io.TextIOWrapper:
    """``path`` opened for appending if it is a regular file (or does not exist yet): a symbolic
    link is not followed (``O_NOFOLLOW``; on systems without it, checked by ``lstat`` first), a
    FIFO does not block (``O_NONBLOCK``) and anything but a regular file is refused after
    ``fstat`` of the open descriptor. Raises ``OSError``."""
    if not _O_NOFOLLOW and os.path.islink(path):
        raise OSError(f"{path} is a symbolic link")
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | _O_NOFOLLOW | _O_NONBLOCK | _O_CLOEXEC, 0o600)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path} is not a regular file")
        return io.open(fd, "a", encoding=encoding, errors="backslashreplace")  # noqa: UP020 - from a descriptor
    except BaseException:
        os.close(fd)
        raise


class SafeRotatingFileHandler(logging.FileHandler):
    """A log file that rotates at ``max_bytes`` into ``.1`` … ``.<backups>``, and whose every open
    (the first, and after each rotation) is :func:`open_log_file`. Rotation renames names and
    never follows a link (``os.rename`` moves a link itself).

    Written on :class:`logging.FileHandler` rather than ``logging.handlers.RotatingFileHandler``:
    that module brings sockets, pickle and queues into every start of the game for a size check.
    """

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        self.max_bytes, self.backups = max_bytes, backups
        #: the log file cannot be written now (a full disk): said once on stderr, not per line
        self.failing = False
        super().__init__(path, mode="a", encoding="utf-8")

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging's name
        """A log line the disk refuses (full, gone): one sentence on stderr until a line is written
        again, never logging's traceback for every line. Other errors are logging's to report."""
        exc = sys.exc_info()[1]
        if not isinstance(exc, OSError):
            super().handleError(record)
            return
        if not self.failing:
            self.failing = True
            with contextlib.suppress(Exception):
                sys.stderr.write(f"joraku: the log file {self.baseFilename} cannot be written "
                                 f"({exc.strerror or exc}); log lines are dropped until it can\n")

    def _open(self) -> io.TextIOWrapper:
        return open_log_file(Path(self.baseFilename), self.encoding)

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._full(record):
                self._rotate()
        except Exception:  # logging reports its own failures and goes on
            self.handleError(record)
            return
        super().emit(record)
        if self.failing and self.stream is not None and not self.stream.closed:
            with contextlib.suppress(OSError, ValueError):
                self.stream.flush()
                self.failing = False  # written again: a later failure is told again

    def _full(self, record: logging.LogRecord) -> bool:
        if self.max_bytes <= 0:
            return False
        if self.stream is None:
            self.stream = self._open()
        return self.stream.tell() + len(self.format(record)) + 1 > self.max_bytes

    def _rotate(self) -> None:
        if self.stream is not None:
            self.stream.close()
            self.stream = None
        base = self.baseFilename
        for i in range(self.backups - 1, 0, -1):
            if os.path.exists(f"{base}.{i}"):
                os.replace(f"{base}.{i}", f"{base}.{i + 1}")
        if self.backups > 0 and os.path.exists(base):
            os.replace(base, f"{base}.1")
        elif self.backups <= 0:
            os.truncate(base, 0)
        self.stream = self._open()


def _handler() -> tuple[logging.Handler, Path | None]:
    path = log_dir() / LOG_NAME
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return SafeRotatingFileHandler(path, MAX_BYTES, BACKUPS), path
    except OSError as exc:
        print(f"joraku: cannot write the log file {path} ({exc}); logging to stderr", file=sys.stderr)
        return logging.StreamHandler(sys.stderr), None


def setup_logging(level: int = logging.INFO, *, hooks: bool = True) -> Path | None:
    """Send the ``joraku`` logger to the log file; returns its path (None: stderr instead).

    Calling it again (a test, a second window) replaces the handler it set before. With
    ``hooks`` uncaught exceptions (including those raised in Qt slots, which PySide reports
    through :data:`sys.excepthook`, and in worker threads) are logged before the usual report.
    """
    close_logging()
    logger = logging.getLogger(LOGGER)
    handler, path = _handler()
    handler._joraku = True  # type: ignore[attr-defined]
    handler.setFormatter(logging.Formatter(_FORMAT))
    logger.addHandler(handler)
    logger.setLevel(level)
    if hooks:
        install_excepthooks()
    return path


def close_logging() -> None:
    """Detach and close the handler :func:`setup_logging` added (tests; a second set-up)."""
    logger = logging.getLogger(LOGGER)
    for old in [h for h in logger.handlers if getattr(h, "_joraku", False)]:
        logger.removeHandler(old)
        old.close()


def install_excepthooks() -> None:
    """Log uncaught exceptions, then let the previous hooks report them as before."""
    if getattr(sys.excepthook, "_joraku", False):
        return
    previous = sys.excepthook
    previous_thread = threading.excepthook

    def hook(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if not issubclass(kind, KeyboardInterrupt):
            logging.getLogger(LOGGER).critical("uncaught exception", exc_info=(kind, exc, tb))
        previous(kind, exc, tb)

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None:
            logging.getLogger(LOGGER).critical(
                "uncaught exception in thread %s", getattr(args.thread, "name", "?"),
                exc_info=(args.exc_type, args.exc_value, args.exc_traceback),
            )
        previous_thread(args)

    hook._joraku = True  # type: ignore[attr-defined]
    sys.excepthook = hook
    threading.excepthook = thread_hook
