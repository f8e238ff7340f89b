"""Records each finished game of the window in the player's record (:mod:`joraku_desktop.record`),
and reads the record for the Statistics window — all of it off the GUI thread.

The window calls :meth:`Recorder.record_finished` when its controller reports the game over. The
record is opened on first use (a damaged or foreign file is set aside then, and
:attr:`Recorder.problem` says so once). Each game is recorded once: a finished save loaded again,
or the results shown again, find its key already there and add nothing. A finished game also gets
a save of its own in ``<data folder>/finished/`` (the autosave is overwritten by the next game, and
a player's own save may be moved), so the Statistics window can always open it again.

The record is SQLite: another copy of the game reading it, a full disk or a crafted file can make
a read or a write wait or fail. So every operation runs on one worker thread, in order (the window
never freezes), and a game that could not be recorded is **kept** and tried again: every
:data:`RETRY_MS`, when the next game ends, and when :meth:`retry_pending` is called (the window
does, when an autosave succeeds again after failing: space was freed). Recording never stays off
for the rest of the run: a record that could not be opened is opened again at the next try.

Nothing here raises into the game: any failure goes to the log file and, as one sentence, to
:attr:`Recorder.problem` (once per kind of problem, not once per try). The record's code (and
sqlite) is imported on first use: the window starts without it.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ..model.errors import SaveError
from ..model.game import Game
from ..saves import SAVE_SUFFIX, SeatInfo, data_dir, save_game
from ..words.files import record_problem_text

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor

    from ..record import RecordBook, RecordNotice

log = logging.getLogger("joraku.record")

#: a game that could not be recorded is tried again this often (and at every other chance)
RETRY_MS = 30_000
#: games kept in memory waiting for the record (an evening of failures; the oldest goes first)
MAX_PENDING = 50


def finished_dir() -> Path:
    """Where the saves of finished games are kept for the record."""
    return data_dir() / "finished"


def finished_save_path(game: Game, when: datetime | None = None) -> Path:
    """A new file name for a finished game: its local date and time and its seed."""
    stamp = (when or datetime.now()).strftime("%Y-%m-%d-%H%M%S")
    folder = finished_dir()
    path = folder / f"{stamp}-{game.config.seed}{SAVE_SUFFIX}"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{stamp}-{game.config.seed}-{n}{SAVE_SUFFIX}"
    return path


@dataclass(slots=True)
class _Finished:
    """A finished game on its way to the record (kept while the record refuses it)."""

    game: Game
    seats: tuple[SeatInfo, ...]
    hints_used: int
    save_path: Path | None
    #: the finished game's own save, once written
    kept: Path | None = None


class _Relay(QObject):
    """Lives in the GUI thread: a signal emitted by the worker is queued to it."""

    done = Signal(int, object)


class Recorder(QObject):
    """The window's link to the record: records finished games, reads the record for Statistics."""

    #: a game was added to the record (its row id)
    recorded = Signal(int)
    #: a sentence for the player: the record was set aside, or could not be written/read
    problem = Signal(str)

    def __init__(self, parent: QObject | None = None, *, enabled: bool = True,
                 path: Path | None = None) -> None:
        super().__init__(parent)
        #: False: a window that neither autosaves nor records (the smoke test, screenshots)
        self.enabled = enabled
        self._path = path
        self._book: RecordBook | None = None  # touched on the worker thread only
        self._pool: ThreadPoolExecutor | None = None  # the worker thread, made at the first job
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._callbacks: dict[int, Callable[[Any], None]] = {}
        self._next_token = 0
        self._closed = False
        #: games the record refused so far, tried again later (GUI thread)
        self.pending: list[_Finished] = []
        #: the problems told already (one sentence per kind, not per try); both threads use it
        self._told: set[str] = set()
        self._lock = threading.Lock()
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self.retry_pending)

    # ---- the worker --------------------------------------------------------------------------------
    def _submit(self, work: Callable[[], object], done: Callable[[Any], None]) -> None:
        """Run ``work`` on the worker thread; ``done`` gets its result (or the exception it
        raised) on the GUI thread."""
        if self._closed:
            return
        self._next_token += 1
        token = self._next_token
        self._callbacks[token] = done
        relay = self._relay

        def job() -> None:
            try:
                result: object = work()
            except Exception as exc:  # handed to ``done``, which words it
                result = exc
            with contextlib.suppress(RuntimeError):  # the window (and the relay) is gone
                relay.done.emit(token, result)

        if self._pool is None:
            from concurrent.futures import ThreadPoolExecutor

            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="joraku-record")
        self._pool.submit(job)

    def _on_done(self, token: int, result: object) -> None:
        if isinstance(result, _Problem):
            self.problem.emit(result.text)
            return
        done = self._callbacks.pop(token, None)
        if done is not None:
            done(result)

    @property
    def busy(self) -> bool:
        """Work is queued or running on the worker."""
        return bool(self._callbacks)

    def wait_idle(self, timeout_s: float = 10.0) -> bool:
        """Let the worker finish what it was given (tests; quitting), processing the answers."""
        end = time.monotonic() + timeout_s
        while self._callbacks and time.monotonic() < end:
            QCoreApplication.processEvents()
            time.sleep(0.005)
        QCoreApplication.processEvents()
        return not self._callbacks

    def shutdown(self, wait_s: float = 3.0) -> None:
        """Before the window closes: a game just finished gets a moment to be recorded."""
        self.wait_idle(wait_s)
        self._retry.stop()
        self._closed = True
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)

    def _open_book(self) -> RecordBook | None:
        """(Worker.) The record, opened and checked on first use, and opened again after a
        failure: recording is never off for good. A notice is told once per kind."""
        if not self.enabled:
            return None
        from ..record import RecordBook

        if self._book is None or not self._book.usable:
            if self._book is not None:
                self._book.close()
            try:
                self._book = RecordBook.open(self._path)
            except Exception as exc:  # RecordBook.open reports its own problems; the last guard
                log.error("the record could not be opened", exc_info=exc)
                return None
            if self._book.notice is not None:
                self._tell(self._book.notice)
        return self._book if self._book.usable else None

    def _tell(self, notice: RecordNotice) -> None:
        """(Any thread.) One sentence per kind of problem and file, not one per try."""
        key = f"{notice.code.value}:{notice.params.get('name', '')}"
        with self._lock:
            if key in self._told:
                return
            self._told.add(key)
        text = record_problem_text(notice)
        with contextlib.suppress(RuntimeError):
            self._relay.done.emit(0, _Problem(text))

    def prepare(self) -> None:
        """Open and check the record now, on the worker (start-up asks, a moment after the window
        shows): the check of a large record (``PRAGMA quick_check``) and the pass the Statistics
        figures need (about a second each for 100,000 games) are then done before the player first
        opens Statistics or finishes a game."""
        def work() -> None:
            book = self._open_book()
            if book is not None:
                book.warm()  # the pass over the whole record Statistics needs, made now

        if self.enabled:
            self._submit(work, lambda _result: None)

    # ---- recording ---------------------------------------------------------------------------------
    def record_finished(self, game: Game | None, seats: tuple[SeatInfo, ...], *, hints_used: int = 0,
                        save_path: Path | None = None) -> None:
        """Record ``game`` if it is over and not recorded yet (on the worker; :attr:`recorded`
        says when). Never raises."""
        if not self.enabled or game is None or not game.is_over or game.result is None:
            return
        self._send(_Finished(game, tuple(seats), hints_used, save_path))

    def _send(self, item: _Finished) -> None:
        self._submit(lambda: self._record(item), lambda result: self._recorded(item, result))

    def _record(self, item: _Finished) -> int | None:
        """(Worker.) The game's row id, None if it was recorded already; raises RecordError."""
        from ..record import RecordError, RecordNotice, RecordProblem, game_key, game_record

        book = self._open_book()
        if book is None:
            notice = self._book.notice if self._book is not None else None
            raise RecordError(notice or RecordNotice(RecordProblem.CANNOT_WRITE, {"reason": "not open"}))
        game = item.game
        if book.has(game_key(game)):
            return None
        if item.kept is None:
            item.kept = self._keep_save(game, item.seats)
        kept = item.kept or item.save_path
        record = game_record(game, item.seats, hints_used=item.hints_used,
                             save_path=str(kept) if kept else None)
        game_id = book.add(record)
        if game_id is not None:
            log.info("game recorded: %s, %s, save %s", record.mode, record.finished_at, kept)
        return game_id

    def _recorded(self, item: _Finished, result: object) -> None:
        from ..record import RecordError, RecordProblem

        if item in self.pending:
            self.pending.remove(item)
        if isinstance(result, RecordError):
            self._keep_pending(item, result.notice)
            return
        if isinstance(result, Exception):  # a bug here must not cost the player the game
            log.error("the game could not be recorded", exc_info=result)
            return
        if isinstance(result, int):
            with self._lock:  # a later failure is worth telling again
                self._told = {k for k in self._told if not k.startswith(RecordProblem.WRITE_PENDING.value)}
            self.recorded.emit(result)
            self.retry_pending()  # the record works again: the games it refused before go in now

    def _keep_pending(self, item: _Finished, notice: RecordNotice) -> None:
        from ..record import RecordNotice, RecordProblem

        self.pending.append(item)
        del self.pending[:-MAX_PENDING]
        if notice.code in (RecordProblem.CANNOT_WRITE, RecordProblem.CANNOT_READ, RecordProblem.TOO_SLOW):
            reason = str(notice.params.get("reason", ""))
            notice = RecordNotice(RecordProblem.WRITE_PENDING, {"reason": reason})
            key = RecordProblem.WRITE_PENDING.value + ":"
            with self._lock:
                new = key not in self._told
                self._told.add(key)
            if new:
                self.problem.emit(record_problem_text(notice))
        self._retry.start()

    def retry_pending(self) -> None:
        """Try again the games the record refused (a timer, the next game, or space freed)."""
        waiting, self.pending = self.pending, []
        for item in waiting:
            self._send(item)

    @staticmethod
    def _keep_save(game: Game, seats: tuple[SeatInfo, ...]) -> Path | None:
        """A save of the finished game for the record; None (logged) if it cannot be written."""
        path = finished_save_path(game)
        try:
            save_game(game, path, list(seats))
        except (SaveError, OSError, ValueError) as exc:
            log.error("the finished game could not be saved for the record", exc_info=exc)
            return None
        return path

    # ---- reading -----------------------------------------------------------------------------------
    def read(self, work: Callable[[RecordBook], object], done: Callable[[object], None]) -> None:
        """Run ``work`` with the record on the worker; ``done`` gets its result, a
        :class:`RecordError` (also told through :attr:`problem`), or None when recording is off."""
        def run() -> object:
            book = self._open_book()
            return None if book is None else work(book)

        def answer(result: object) -> None:
            from ..record import RecordError

            if isinstance(result, RecordError):
                self.problem.emit(record_problem_text(result.notice))
            elif isinstance(result, Exception):
                log.error("the record could not be read", exc_info=result)
            done(result)

        self._submit(run, answer)


@dataclass(frozen=True, slots=True)
class _Problem:
    """A sentence the worker asks the GUI thread to tell (token 0)."""

    text: str
