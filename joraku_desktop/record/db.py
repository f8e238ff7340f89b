"""The record of finished games: one SQLite file in the user data folder, versioned, never lost.

Promises (tested in ``tests/test_record_db.py``; ``scripts/kill_record.py`` kills writers):

- **A game is recorded whole or not at all.** Each game is one transaction (``BEGIN IMMEDIATE``
  … ``COMMIT``) in SQLite's rollback journal with ``synchronous=FULL``: a process killed while it
  records leaves the previous content, which SQLite restores from the hot journal on next open.
- **The same game is recorded once.** ``games.game_key`` (a hash of config, start and decisions)
  is UNIQUE; a second :meth:`RecordBook.add` of it changes nothing and returns None.
- **The schema has a version and ordered migrations.** :data:`MIGRATIONS` is a list of functions;
  migration *n* (1-based) takes a version *n-1* database to version *n* inside one transaction
  and is noted in ``schema_version``. A new schema is a new function appended to the list.
- **A bad file never stops the game.** On open the file is checked (``PRAGMA quick_check``, our
  ``application_id``, the schema version, and every schema object: a trigger, a view, a table or
  an index the game did not create makes it foreign). A damaged file, one that is not a database,
  another program's database, a record holding objects we did not create, a record written by a
  newer version, or a symbolic link at the record's name is renamed aside with the date
  (:func:`saves.quarantine`, with its journal; a link is renamed itself, its target untouched) and
  a new record is started; a folder or device at the path, or a folder we cannot write, leaves
  recording off until the next try. :attr:`RecordBook.notice` says what happened, as a code the
  window words (:func:`words.files.record_problem_text`). Nothing here raises but
  :class:`RecordError`.
- **The record is foreign data.** Every connection checks the schema again before use, runs with
  ``trusted_schema=OFF`` and under a time limit (a progress handler stops any statement past
  :data:`READ_LIMIT_S` / :data:`WRITE_LIMIT_S`); every value read is range-checked
  (:mod:`.queries`). Callers run these methods off the GUI thread.
- **A busy record waits, then retries.** Another copy of the game reading or writing holds the
  file for a moment: SQLite waits :data:`BUSY_TIMEOUT_S`, and a write still refused is tried
  :data:`WRITE_ATTEMPTS` times in all before :class:`RecordError` says so (the caller keeps the
  game and tries again later).
"""

from __future__ import annotations

import contextlib
import functools
import logging
import os
import sqlite3
import stat
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from ..saves import data_dir, quarantine
from . import queries, reviews
from .entry import GameRecord, now_utc
from .problems import RecordError as RecordError  # the codes of the record's problems, as before
from .problems import RecordNotice as RecordNotice
from .problems import RecordProblem as RecordProblem
from .problems import (
    is_busy,
    is_damage,
    is_interrupt,
    reason,
)
from .stats import Result

if TYPE_CHECKING:
    from ..review.analysis import GameReview

log = logging.getLogger("joraku.record")

RECORD_NAME = "record.sqlite3"
#: "JRKD" in the database header: a SQLite file of ours, not another program's
APPLICATION_ID = 0x4A524B44
#: the files SQLite keeps next to a database; they go wherever the database goes
_SIDECARS = ("-journal", "-wal", "-shm")
#: how long SQLite waits for another copy of the game to let go of the file, per attempt
BUSY_TIMEOUT_S = 5.0
#: attempts at a write the file's lock refuses (each waits BUSY_TIMEOUT_S)
WRITE_ATTEMPTS = 3
#: any read (or the first check of the file) stopped past this; any write past WRITE_LIMIT_S
READ_LIMIT_S = 8.0
OPEN_LIMIT_S = 20.0
WRITE_LIMIT_S = 10.0
T = TypeVar("T")


def record_path() -> Path:
    """Where the record lives: the user data folder (``$JORAKU_DATA_DIR`` in tests)."""
    return data_dir() / RECORD_NAME


# ---- the schema ------------------------------------------------------------------------------------

def execute_script(db: sqlite3.Connection, script: str) -> None:
    """Run the statements of ``script`` one by one inside the caller's transaction
    (``executescript`` would commit it first: a migration must be all or nothing)."""
    pending = ""
    for text_line in script.splitlines(keepends=True):
        pending += text_line
        if sqlite3.complete_statement(pending):
            db.execute(pending)
            pending = ""
    if pending.strip():
        raise ValueError(f"incomplete SQL statement: {pending.strip()[:60]}")


def _migration_1(db: sqlite3.Connection) -> None:
    """The first schema: games, their seats, armies, RP by round and source, and tie-breaks."""
    execute_script(db, """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game_key TEXT NOT NULL UNIQUE,
            finished_at TEXT NOT NULL,          -- UTC, ISO 8601
            mode TEXT NOT NULL,                 -- 4p, 3p, R-V7, R-V8
            players INTEGER NOT NULL,
            variants TEXT NOT NULL,             -- variant card ids, space-separated, sorted
            seed TEXT NOT NULL,                 -- text: a save may carry any whole number
            winner_seat INTEGER NOT NULL,
            hints_used INTEGER NOT NULL DEFAULT 0,
            decisions INTEGER NOT NULL,
            save_path TEXT,
            app_version TEXT NOT NULL
        );
        CREATE INDEX games_by_date ON games (finished_at);
        CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('human', 'computer')),
            level TEXT,
            score INTEGER NOT NULL,
            place INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        );
        CREATE TABLE armies (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            army INTEGER NOT NULL,
            seat INTEGER NOT NULL,              -- -1: the neutral army (R-V8)
            rp INTEGER NOT NULL,
            daimyo_card INTEGER NOT NULL,
            PRIMARY KEY (game_id, army)
        );
        CREATE TABLE rp (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            army INTEGER NOT NULL,
            round INTEGER NOT NULL,
            source TEXT NOT NULL,               -- model.replay.RP_SOURCES
            points INTEGER NOT NULL,
            PRIMARY KEY (game_id, army, round, source)
        );
        CREATE TABLE tiebreaks (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            code TEXT NOT NULL,                 -- model.result.TieBreakCode
            winner_seat INTEGER NOT NULL,
            loser_seat INTEGER NOT NULL,
            rp INTEGER NOT NULL,
            winner_value INTEGER NOT NULL,
            loser_value INTEGER NOT NULL,
            PRIMARY KEY (game_id, position)
        );
    """)


def _migration_2(db: sqlite3.Connection) -> None:
    """The game reviews kept, so that a game is reviewed once (:mod:`.reviews`)."""
    reviews.create(db)


#: migration n (1-based) takes a version n-1 record to version n; append, never edit or reorder
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_migration_1, _migration_2]


def schema_version() -> int:
    """The version this code writes: the number of migrations."""
    return len(MIGRATIONS)


# ---- the book ----------------------------------------------------------------------------------------

def expected_schema(version: int) -> frozenset[tuple[str, str, str, str | None]]:
    """Every schema object (type, name, table, SQL) a record of ``version`` holds: what our
    migrations 1..``version`` create, read off a record built in memory. Anything else in a
    record (a trigger, a view, another table or index, an edited definition) was not made by us."""
    return _built_by(tuple(MIGRATIONS[:version]))


@functools.cache
def _built_by(migrations: tuple[Callable[[sqlite3.Connection], None], ...]) -> frozenset[
        tuple[str, str, str, str | None]]:
    db = sqlite3.connect(":memory:", isolation_level=None)
    try:
        for n in range(1, len(migrations) + 1):
            RecordBook._migrate(db, n)
        return _schema_of(db)
    finally:
        db.close()


def _schema_of(db: sqlite3.Connection) -> frozenset[tuple[str, str, str, str | None]]:
    return frozenset(tuple(row) for row in db.execute("SELECT type, name, tbl_name, sql FROM sqlite_master"))


class _SetAsideError(Exception):
    """The file is not a record we can use: set it aside (``newer`` carries a newer version,
    ``foreign`` says it holds objects we did not create)."""

    def __init__(self, newer: int | None = None, *, foreign: bool = False) -> None:
        self.newer = newer
        self.foreign = foreign
        super().__init__("newer" if newer else "foreign" if foreign else "damaged")


class _ChangedError(Exception):
    """Since it was checked, the record was replaced or changed by something that is not us."""


class RecordBook:
    """The record file at :attr:`path`, checked and migrated once by :meth:`open`.

    Each operation opens its own short connection (nothing stays open between games; in SQLite's
    rollback-journal mode a connection with no transaction holds no lock), checks the schema again
    and runs under a time limit. When :attr:`usable` is False the book records nothing and reads
    nothing (:attr:`notice` says why). Meant to be used off the GUI thread.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or record_path()
        self.usable = False
        #: what happened on open (a file set aside, recording off), else None
        self.notice: RecordNotice | None = None
        #: the connection keeping the valid results for :meth:`overview`, and the file it saw
        self._results_db: sqlite3.Connection | None = None
        self._results_stamp: tuple[int, int, int] | None = None

    @classmethod
    def open(cls, path: Path | None = None) -> RecordBook:
        """The record at ``path`` (default :func:`record_path`), ready; never raises."""
        book = cls(path)
        book._prepare()
        return book

    # ---- opening ---------------------------------------------------------------------------------
    def _refuse_links(self) -> None:
        """Raise :class:`_ChangedError` if a link (or anything but a regular file) is at the path:
        SQLite would open the link's target, or create it outside the user's folders. A journal
        that is a link would be written through, or played into the record, and one that is a
        FIFO, a folder or a device would hang or fail every open: renamed aside, unopened."""
        try:
            st = os.lstat(self.path)
        except FileNotFoundError:
            st = None
        if st is not None and not stat.S_ISREG(st.st_mode):
            raise _ChangedError(f"{self.path} is not a regular file")
        for suffix in _SIDECARS:  # a FIFO there would hang SQLite's open of it, for ever
            side = self.path.with_name(self.path.name + suffix)
            with contextlib.suppress(FileNotFoundError):
                if not stat.S_ISREG(os.lstat(side).st_mode):
                    log.warning("not a file at %s, where SQLite keeps its journal: set aside", side)
                    quarantine(side)

    def _connect(self) -> sqlite3.Connection:
        self._refuse_links()
        db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False)
        try:
            db.execute("PRAGMA trusted_schema = OFF")  # no function in the schema may have effects
            db.execute("PRAGMA foreign_keys = ON")
            db.execute("PRAGMA journal_mode = DELETE")
            db.execute("PRAGMA synchronous = FULL")
        except BaseException:
            db.close()
            raise
        return db

    @contextlib.contextmanager
    def _connection(self, limit_s: float = READ_LIMIT_S, *,
                    checked: bool = True) -> Iterator[sqlite3.Connection]:
        """A connection whose statements stop after ``limit_s`` (SQLite then raises "interrupted")
        and, once the book is open (``checked``), whose schema is still the one we made."""
        db = self._connect()
        deadline = time.monotonic() + limit_s
        db.set_progress_handler(lambda: int(time.monotonic() > deadline), 2000)
        try:
            if checked and _schema_of(db) != expected_schema(schema_version()):
                raise _ChangedError("the record's schema was changed by another program")
            yield db
        finally:
            db.close()

    def _prepare(self) -> None:
        path = self.path
        try:
            st = os.lstat(path)
        except FileNotFoundError:
            st = None
        except OSError as exc:
            self.notice = RecordNotice(RecordProblem.CANNOT_OPEN, {"path": str(path), "reason": reason(exc)})
            return
        if st is not None and stat.S_ISLNK(st.st_mode):
            if not self._set_aside(_SetAsideError(), link=True):
                return
        elif st is not None and not stat.S_ISREG(st.st_mode):
            self.notice = RecordNotice(RecordProblem.NOT_A_FILE, {"path": str(path)})
            return
        for attempt in (1, 2):
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                self._check_and_migrate()
            except _SetAsideError as damaged:
                if attempt == 2 or not self._set_aside(damaged):
                    return
                continue
            except (sqlite3.Error, OSError, _ChangedError) as exc:
                self.notice = RecordNotice(RecordProblem.CANNOT_OPEN,
                                           {"path": str(path), "reason": reason(exc)})
                log.error("the record %s cannot be opened", path, exc_info=exc)
                return
            self.usable = True
            return

    def _check_and_migrate(self) -> None:
        """Raise :class:`_SetAsideError` for a file to set aside; bring an older schema up to date."""
        try:
            with self._connection(OPEN_LIMIT_S, checked=False) as db:
                version = self._checked_version(db)
                for n in range(version + 1, schema_version() + 1):
                    self._migrate(db, n)
                    log.info("record schema migrated to version %d", n)
        except sqlite3.DatabaseError as exc:
            if is_damage(exc):
                log.error("the record %s is damaged", self.path, exc_info=exc)
                raise _SetAsideError() from None
            raise

    def _checked_version(self, db: sqlite3.Connection) -> int:
        """The record's schema version, read with its checks in one snapshot (another copy of the
        game may be creating the schema at this moment: it is seen whole or not at all)."""
        db.execute("BEGIN")
        try:
            check = db.execute("PRAGMA quick_check").fetchall()
            if check != [("ok",)]:
                log.error("the record %s failed its check: %s", self.path, check[:5])
                raise _SetAsideError()
            app_id = db.execute("PRAGMA application_id").fetchone()[0]
            tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            if app_id not in (0, APPLICATION_ID) or (tables and "schema_version" not in tables):
                log.error("the record %s is another program's database", self.path)
                raise _SetAsideError()
            version = 0
            if "schema_version" in tables:
                version = db.execute("SELECT COALESCE(MAX(version), 0) FROM schema_version").fetchone()[0]
            if not isinstance(version, int) or version < 0:
                raise _SetAsideError()
            if version > schema_version():
                raise _SetAsideError(newer=version)
            if _schema_of(db) != expected_schema(version):  # before anything of ours runs in it
                log.error("the record %s holds schema objects the game did not create", self.path)
                raise _SetAsideError(foreign=True)
            return version
        finally:
            with contextlib.suppress(sqlite3.Error):
                db.execute("COMMIT")

    @staticmethod
    def _migrate(db: sqlite3.Connection, n: int) -> None:
        """Migration ``n`` in one transaction, noted in ``schema_version`` (made by the first).

        ``BEGIN IMMEDIATE`` takes the write lock before anything is read, so two copies of the
        game creating a new record at once do it one after the other: the second finds the
        version already there (checked again inside the transaction) and does nothing."""
        db.execute("BEGIN IMMEDIATE")
        try:
            exists = db.execute("SELECT 1 FROM sqlite_master WHERE name = 'schema_version'")
            done = 0
            if exists.fetchone() is not None:
                done = db.execute("SELECT COALESCE(MAX(version), 0) FROM schema_version").fetchone()[0]
            if isinstance(done, int) and done >= n:
                db.execute("COMMIT")
                return
            if n == 1:
                db.execute("CREATE TABLE schema_version "
                           "(version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)")
                db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            MIGRATIONS[n - 1](db)
            db.execute("INSERT INTO schema_version (version, applied_at) VALUES (?, ?)", (n, now_utc()))
            db.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise

    def _set_aside(self, damaged: _SetAsideError, *, link: bool = False) -> bool:
        """Rename the file (and its journal) aside; False (recording off) if that fails. A link
        is renamed itself: its target is not ours to touch."""
        try:
            moved = quarantine(self.path)
        except OSError as exc:
            self.notice = RecordNotice(RecordProblem.CANNOT_SET_ASIDE,
                                       {"path": str(self.path), "reason": reason(exc)})
            return False
        for suffix in _SIDECARS:
            side = self.path.with_name(self.path.name + suffix)
            if os.path.lexists(side):
                try:
                    os.rename(side, moved.with_name(moved.name + suffix))
                except OSError:  # a journal left here would be played into the new file
                    with contextlib.suppress(OSError):
                        os.unlink(side)
        if link:
            self.notice = RecordNotice(RecordProblem.LINK_SET_ASIDE, {"name": moved.name})
        elif damaged.newer is not None:
            self.notice = RecordNotice(RecordProblem.NEWER_SET_ASIDE,
                                       {"name": moved.name, "version": damaged.newer})
        elif damaged.foreign:
            self.notice = RecordNotice(RecordProblem.FOREIGN_SET_ASIDE, {"name": moved.name})
        else:
            self.notice = RecordNotice(RecordProblem.DAMAGED_SET_ASIDE, {"name": moved.name})
        log.warning("the record was set aside as %s; a new one is started", moved)
        return True

    # ---- writing ---------------------------------------------------------------------------------
    def add(self, record: GameRecord) -> int | None:
        """Store ``record`` in one transaction; its row id, or None if that game is recorded
        already. A file another copy of the game holds is waited for and tried again
        (:data:`WRITE_ATTEMPTS`). Raises :class:`RecordError` (nothing is stored then)."""
        if not self.usable:
            raise RecordError(self.notice or RecordNotice(RecordProblem.CANNOT_WRITE, {"reason": "not open"}))
        attempt = 1
        while True:
            try:
                return self._add_once(record)
            except (sqlite3.Error, OSError, OverflowError, ValueError, _ChangedError) as exc:
                if is_busy(exc) and attempt < WRITE_ATTEMPTS:
                    log.warning("the record is busy (attempt %d of %d): %s", attempt, WRITE_ATTEMPTS, exc)
                    time.sleep(0.2 * attempt)
                    attempt += 1
                    continue
                self._failed(exc, "a game could not be recorded")
                notice = RecordNotice(RecordProblem.CANNOT_WRITE, {"reason": reason(exc)})
                raise RecordError(notice) from None

    def _add_once(self, record: GameRecord) -> int | None:
        with self._connection(WRITE_LIMIT_S) as db:
            db.execute("BEGIN IMMEDIATE")
            try:
                game_id = self._insert(db, record)
                db.execute("COMMIT" if game_id is not None else "ROLLBACK")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    db.execute("ROLLBACK")
                raise
            return game_id

    def _failed(self, exc: BaseException, what: str) -> None:
        log.error("%s in %s", what, self.path, exc_info=exc)
        if isinstance(exc, _ChangedError):
            self.usable = False  # opened (and checked, or set aside) again next time

    @staticmethod
    def _insert(db: sqlite3.Connection, r: GameRecord) -> int | None:
        cur = db.execute(
            "INSERT INTO games (game_key, finished_at, mode, players, variants, seed, winner_seat, "
            "hints_used, decisions, save_path, app_version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (game_key) DO NOTHING",
            (r.key, r.finished_at, r.mode, r.players, " ".join(r.variants), str(r.seed), r.winner,
             r.hints_used, r.decisions, r.save_path, r.app_version),
        )
        if cur.rowcount == 0:
            return None
        game_id = cur.lastrowid
        assert game_id is not None
        db.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)",
                       [(game_id, s.seat, s.name, s.kind, s.level, s.score, s.place) for s in r.seats])
        db.executemany("INSERT INTO armies VALUES (?, ?, ?, ?, ?)",
                       [(game_id, a.army, a.seat, a.rp, a.daimyo_card) for a in r.armies])
        db.executemany("INSERT INTO rp VALUES (?, ?, ?, ?, ?)",
                       [(game_id, p.army, p.round, p.source, p.points) for p in r.rp])
        db.executemany("INSERT INTO tiebreaks VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                       [(game_id, i, t.code, t.winner, t.loser, t.rp, t.winner_value, t.loser_value)
                        for i, t in enumerate(r.tiebreaks)])
        return game_id

    def add_review(self, key: str, review: GameReview) -> None:
        """Keep ``review`` of the game ``key`` (:mod:`.reviews`). Raises :class:`RecordError`."""
        if not self.usable:
            raise RecordError(self.notice or RecordNotice(RecordProblem.CANNOT_WRITE, {"reason": "not open"}))
        try:
            with self._connection(WRITE_LIMIT_S) as db:
                db.execute("BEGIN IMMEDIATE")
                try:
                    reviews.store(db, key, review)
                    db.execute("COMMIT")
                except BaseException:
                    with contextlib.suppress(sqlite3.Error):
                        db.execute("ROLLBACK")
                    raise
        except (sqlite3.Error, OSError, OverflowError, ValueError, _ChangedError) as exc:
            self._failed(exc, "a review could not be kept")
            raise RecordError(RecordNotice(RecordProblem.CANNOT_WRITE, {"reason": reason(exc)})) from None

    def review(self, key: str, seats: tuple[int, ...]) -> GameReview | None:
        """The kept review of ``seats`` of the game ``key`` (None: not kept, or not readable).
        Raises :class:`RecordError`."""
        if not self.usable:
            return None
        return self.read(lambda db: reviews.load(db, key, seats))

    def strength(self, player: str | None) -> reviews.Strength:
        """``player``'s RP lost per decision, reviewed game by reviewed game (oldest first), and
        results against the computer levels (every person's with None). Raises :class:`RecordError`."""
        if not self.usable:
            return reviews.Strength([], [], 0)
        return self.read(lambda db: reviews.strength(db, player))

    # ---- reading ---------------------------------------------------------------------------------
    def read(self, work: Callable[[sqlite3.Connection], T], limit_s: float = READ_LIMIT_S, *,
             results: bool = False) -> T:
        """``work`` run in one read transaction (one snapshot) under the time limit (``results``:
        on the connection that keeps the valid results, see :meth:`overview`). Raises
        :class:`RecordError`: ``TOO_SLOW`` past the limit, ``CANNOT_READ`` otherwise."""
        try:
            with self._results_connection(limit_s) if results else self._connection(limit_s) as db:
                db.execute("BEGIN")
                try:
                    return work(db)
                finally:
                    with contextlib.suppress(sqlite3.Error):
                        db.execute("COMMIT")
        except sqlite3.OperationalError as exc:
            self._failed(exc, "the record could not be read")
            if is_interrupt(exc):
                raise RecordError(RecordNotice(RecordProblem.TOO_SLOW, {"seconds": round(limit_s)})) from None
            raise RecordError(RecordNotice(RecordProblem.CANNOT_READ, {"reason": reason(exc)})) from None
        except (sqlite3.Error, OSError, ValueError, TypeError, OverflowError, _ChangedError) as exc:
            self._failed(exc, "the record could not be read")
            raise RecordError(RecordNotice(RecordProblem.CANNOT_READ, {"reason": reason(exc)})) from None

    def has(self, key: str) -> bool:
        """Whether the game with this key is recorded (False when the book is not usable)."""
        if not self.usable:
            return False
        return self.read(lambda db: db.execute("SELECT 1 FROM games WHERE game_key = ?", (key,)).fetchone()
                         is not None)

    def overview(self, player: str | None = None, page_size: int = 100) -> queries.Overview:
        """The Statistics window's figures and first page (:func:`.queries.overview`). Raises
        :class:`RecordError`.

        The one pass over the whole record they need (:func:`.queries.build_results`, about a
        second for 100,000 games) is kept on a connection of its own between calls, and made again
        only when the file has changed since (its inode, size or modification time): the window
        then opens in a fraction of a second, and :meth:`warm` makes it beforehand."""
        if not self.usable:
            raise RecordError(self.notice or RecordNotice(RecordProblem.CANNOT_READ, {"reason": "not open"}))
        return self.read(lambda db: queries.overview(db, player, page_size), results=True)

    def warm(self) -> None:
        """Make the pass :meth:`overview` needs now, if the file changed since the last one (start-up
        and each recorded game ask, on the worker). Raises :class:`RecordError`."""
        if self.usable:
            self.read(lambda db: None, results=True)

    def _stamp(self) -> tuple[int, int, int]:
        st = os.stat(self.path)
        return st.st_ino, st.st_size, st.st_mtime_ns

    @contextlib.contextmanager
    def _results_connection(self, limit_s: float) -> Iterator[sqlite3.Connection]:
        """The connection that keeps the valid results of the file as it is now (see :meth:`overview`)."""
        self._refuse_links()
        stamp = self._stamp()
        db = self._results_db
        if db is None:
            db = self._results_db = self._connect()
            self._results_stamp = None
        deadline = time.monotonic() + limit_s
        db.set_progress_handler(lambda: int(time.monotonic() > deadline), 2000)
        try:
            if _schema_of(db) != expected_schema(schema_version()):
                raise _ChangedError("the record's schema was changed by another program")
            if self._results_stamp != stamp:
                db.execute("BEGIN")
                try:
                    queries.build_results(db)
                finally:
                    db.execute("COMMIT")
                self._results_stamp = stamp
            yield db
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        """Forget the connection kept for :meth:`overview` (it is made again when needed)."""
        if self._results_db is not None:
            with contextlib.suppress(sqlite3.Error):
                self._results_db.close()
        self._results_db, self._results_stamp = None, None

    def page(self, player: str | None, after: Result | None, limit: int) -> list[Result]:
        """A page of the list of past games after ``after``, newest first (:func:`.queries.page`)."""
        if not self.usable:
            return []
        return self.read(lambda db: queries.page(db, player, after, limit))

    def games(self) -> list[GameRecord]:
        """Every recorded game whole, oldest first (tests and scripts: the window reads
        :meth:`overview` and :meth:`page`). Raises :class:`RecordError`."""
        if not self.usable:
            return []
        return self.read(queries.read_all)
