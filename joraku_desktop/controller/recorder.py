"""Records each finished game of the window in the player's record (:mod:`joraku_desktop.record`),
and reads the record for the Statistics window — all of it off the GUI thread.

The window calls :meth:`Recorder.record_finished` the moment its controller says the game is over
(the deciding action applied, before the final scoring is shown). Right then, on the GUI thread,
the finished game gets a durable save of its own in ``<data folder>/finished/`` (named with its
game key, written once per game): the autosave is overwritten by the next game, a player's own
save may be moved, and a window closed, a new game started or a process killed a moment later
must not cost the game. Only then does the worker add it to the record. At start-up
(:meth:`Recorder.prepare`) every finished game on disk that the record lacks — in ``finished/``,
or the autosave marked over — is added, so a game whose recording was cut short (a kill, a quit
while the record was locked, a full disk) reaches the record at the next start. Each game is
recorded once: its key (:func:`~joraku_desktop.record.game_key`) is unique in the record.

The record is opened on first use (a damaged or foreign file is set aside then, and
:attr:`Recorder.problem` says so once).

The record is SQLite: another copy of the game reading it, a full disk or a crafted file can make
a read or a write wait or fail. So every operation runs on one worker thread, in order (the window
never freezes; the thread is a daemon, so a read stuck in a hostile file never holds the process
at exit), and a game that could not be recorded is **kept** (its save in ``finished/``) and tried
again: every
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
import os
import queue
import re
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
from ..saves import SAVE_SUFFIX, SeatInfo, data_dir, load_game, quarantine, save_game
from ..words.files import record_problem_text

if TYPE_CHECKING:
    from ..record import RecordBook, RecordNotice

log = logging.getLogger("joraku.record")

#: a game that could not be recorded is tried again this often (and at every other chance)
RETRY_MS = 30_000
#: games kept in memory waiting for the record (an evening of failures; the oldest goes first)
MAX_PENDING = 50
#: the hex digits of the game key a finished save's name ends with (one file per game)
KEY_DIGITS = 16
_KEYED_NAME = re.compile(rf"-(?P<key>[0-9a-f]{{{KEY_DIGITS}}}){re.escape(SAVE_SUFFIX)}$")


def finished_dir() -> Path:
    """Where the saves of finished games are kept for the record."""
    return data_dir() / "finished"


def finished_save_path(game: Game, key: str, when: datetime | None = None) -> Path:
    """The file name of a finished game: its local date and time, its seed and its key."""
    stamp = (when or datetime.now()).strftime("%Y-%m-%d-%H%M%S")
    return finished_dir() / f"{stamp}-{game.config.seed}-{key[:KEY_DIGITS]}{SAVE_SUFFIX}"


def kept_save(key: str) -> Path | None:
    """The save in ``finished/`` of the game with this key, if there is one (a regular file)."""
    tail = f"-{key[:KEY_DIGITS]}{SAVE_SUFFIX}"
    try:
        with os.scandir(finished_dir()) as entries:
            for e in entries:
                if e.name.endswith(tail) and e.is_file(follow_symlinks=False):
                    return Path(e.path)
    except OSError:
        return None
    return None


def _run_jobs(jobs: queue.SimpleQueue[Callable[[], None] | None]) -> None:
    """The record's worker thread: the jobs in order, until told to stop (None)."""
    while True:
        job = jobs.get()
        if job is None:
            return
        job()


@dataclass(slots=True)
class _Finished:
    """A finished game on its way to the record (kept while the record refuses it)."""

    game: Game
    seats: tuple[SeatInfo, ...]
    hints_used: int
    save_path: Path | None
    #: the game's key in the record
    key: str
    #: the finished game's own save in ``finished/``, once written
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
        #: the worker thread's jobs (a daemon thread, made at the first job)
        self._jobs: queue.SimpleQueue[Callable[[], None] | None] | None = None
        self._stop = threading.Event()
        #: the keys of the games given to the record in this run (each is sent once)
        self._sent: set[str] = set()
        #: finished games found at start-up, sent with the record's first check (:meth:`prepare`)
        self._held: list[_Finished] = []
        self._prepared = False
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
        stop = self._stop

        def job() -> None:
            if stop.is_set():
                return
            try:
                result: object = work()
            except Exception as exc:  # handed to ``done``, which words it
                result = exc
            with contextlib.suppress(RuntimeError):  # the window (and the relay) is gone
                relay.done.emit(token, result)

        if self._jobs is None:
            self._jobs = queue.SimpleQueue()
            # a daemon: nothing joins it at exit, so a read stuck in a hostile file cannot hold
            # the process (each game's save is on disk before its job is queued)
            threading.Thread(target=_run_jobs, args=(self._jobs,), name="joraku-record", daemon=True).start()
        self._jobs.put(job)

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
        self._stop.set()
        if self._jobs is not None:
            self._jobs.put(None)

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
        shows; the first game recorded or the first read asks too): the finished games found at
        start-up go in, then every finished save in ``finished/`` the record lacks
        (:meth:`_catch_up`), then the check of a large record (``PRAGMA quick_check``) and the
        pass the Statistics figures need (about a second each for 100,000 games) are done before
        the player first opens Statistics. Once a run: later calls do nothing."""
        if not self.enabled or self._prepared:
            return
        self._prepared = True
        held, self._held = self._held, []
        for item in held:
            self._send(item)

        def work() -> int:
            book = self._open_book()
            if book is None:
                return 0
            added = self._catch_up(book)
            book.warm()  # the pass over the whole record Statistics needs, made now
            return added

        self._submit(work, lambda _result: None)

    def _catch_up(self, book: RecordBook) -> int:
        """(Worker.) Add every finished game saved in ``finished/`` that the record lacks: a game
        whose recording a kill, a quit while the record was locked or a full disk cut short.
        A save named with its key is looked up by the key (no file read); an older save by its
        name among the record's saves; both in one read of the record. Returns how many games
        were added."""
        from ..record import RecordError, game_key, game_record

        try:
            with os.scandir(finished_dir()) as it:
                names = sorted(e.name for e in it if e.name.endswith(SAVE_SUFFIX)
                               and not e.name.startswith(".") and e.is_file(follow_symlinks=False))
        except OSError:
            return 0
        if not names:
            return 0
        added = 0
        try:
            # one read for the whole folder: the keys' first digits and the saves' names recorded
            keys, referenced = book.read(lambda db: (
                {str(r[0]) for r in db.execute("SELECT substr(game_key, 1, ?) FROM games", (KEY_DIGITS,))},
                {Path(str(r[0])).name for r in db.execute(
                    "SELECT save_path FROM games WHERE save_path IS NOT NULL")}))
            for name in names:
                path = finished_dir() / name
                keyed = _KEYED_NAME.search(name)
                if (keyed["key"] in keys) if keyed is not None else (name in referenced):
                    continue
                try:
                    loaded = load_game(path)
                except SaveError as exc:
                    log.warning("a finished save cannot be read (%s): set aside", exc)
                    with contextlib.suppress(OSError):
                        quarantine(path)
                    continue
                game = loaded.game
                if not game.is_over or game.result is None:
                    continue
                key = game_key(game)
                if book.has(key):
                    continue
                record = game_record(game, loaded.seats, hints_used=loaded.hints_used, save_path=str(path))
                if book.add(record) is not None:
                    added += 1
                    log.info("a finished game missing from the record was added: %s", path)
        except RecordError as exc:
            log.warning("the finished games on disk could not all be added now: %s", exc)
        return added

    # ---- recording ---------------------------------------------------------------------------------
    def record_finished(self, game: Game | None, seats: tuple[SeatInfo, ...] | list[SeatInfo], *,
                        hints_used: int = 0, save_path: Path | None = None, now: bool = True) -> None:
        """Record ``game`` if it is over and not recorded yet: its save in ``finished/`` is
        written here and now (once per game), then the worker adds it (:attr:`recorded` says
        when). ``now=False`` (start-up): the worker adds it with the record's first check
        (:meth:`prepare`). Never raises."""
        if not self.enabled or game is None or not game.is_over or game.result is None:
            return
        from ..record import game_key

        key = game_key(game)
        if key in self._sent:  # the results shown again, the same game reported twice
            return
        self._sent.add(key)
        item = _Finished(game, tuple(seats), hints_used, save_path, key)
        item.kept = self._keep_save(item)
        if now or self._prepared:
            self._send(item)
        else:
            self._held.append(item)

    def _send(self, item: _Finished) -> None:
        self._submit(lambda: self._record(item), lambda result: self._recorded(item, result))

    def _record(self, item: _Finished) -> int | None:
        """(Worker.) The game's row id, None if it was recorded already; raises RecordError."""
        from ..record import RecordError, RecordNotice, RecordProblem, game_record

        if item.kept is None:  # not written at the end of the game (a full disk): now, perhaps
            item.kept = self._keep_save(item)
        book = self._open_book()
        if book is None:
            notice = self._book.notice if self._book is not None else None
            raise RecordError(notice or RecordNotice(RecordProblem.CANNOT_WRITE, {"reason": "not open"}))
        game = item.game
        if book.has(item.key):
            return None
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
                self._told = {k for k in self._told if not k.startswith((
                    RecordProblem.WRITE_PENDING.value, RecordProblem.PENDING_UNSAVED.value))}
            self.recorded.emit(result)
            self.retry_pending()  # the record works again: the games it refused before go in now

    def _keep_pending(self, item: _Finished, notice: RecordNotice) -> None:
        from ..record import RecordNotice, RecordProblem

        self.pending.append(item)
        del self.pending[:-MAX_PENDING]
        if notice.code in (RecordProblem.CANNOT_WRITE, RecordProblem.CANNOT_READ, RecordProblem.TOO_SLOW,
                           RecordProblem.CANNOT_OPEN, RecordProblem.NOT_A_FILE):
            reason = str(notice.params.get("reason", ""))
            # "kept" only once the game's own save is on disk; else the truth: in memory only
            code = RecordProblem.WRITE_PENDING if item.kept is not None else RecordProblem.PENDING_UNSAVED
            notice = RecordNotice(code, {"reason": reason})
            key = code.value + ":"
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
    def _keep_save(item: _Finished) -> Path | None:
        """The finished game's own save in ``finished/`` (written once per game: a save of this
        key already there is kept); None (logged) if it cannot be written."""
        found = kept_save(item.key)
        if found is not None:
            return found
        path = finished_save_path(item.game, item.key)
        try:
            save_game(item.game, path, list(item.seats), item.hints_used)
        except (SaveError, OSError, ValueError) as exc:
            log.error("the finished game could not be saved for the record", exc_info=exc)
            return None
        return path

    # ---- reading -----------------------------------------------------------------------------------
    def read(self, work: Callable[[RecordBook], object], done: Callable[[object], None]) -> None:
        """Run ``work`` with the record on the worker; ``done`` gets its result, a
        :class:`RecordError` (also told through :attr:`problem`), or None when recording is off."""
        self.prepare()  # the finished games on disk go in before the first read

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
