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
  ``application_id``, the schema version). A damaged file, one that is not a database, another
  program's database or a record written by a newer version is renamed aside with the date
  (:func:`saves.quarantine`, with its journal) and a new record is started; a folder or device at
  the path, or a folder we cannot write, leaves recording off for the run. Either way
  :attr:`RecordBook.notice` says what happened, as a code the window words
  (:func:`words.files.record_problem_text`). Nothing here raises but :class:`RecordError`.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import stat
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path

from ..model.result import TieBreak
from ..saves import data_dir, quarantine
from .entry import COMPUTER, HUMAN, ArmyRecord, GameRecord, RPRow, SeatRecord, now_utc

log = logging.getLogger("joraku.record")

RECORD_NAME = "record.sqlite3"
#: "JRKD" in the database header: a SQLite file of ours, not another program's
APPLICATION_ID = 0x4A524B44
#: SQLite's result codes for a damaged file and for a file that is not a database
_SQLITE_CORRUPT, _SQLITE_NOTADB = 11, 26
#: the files SQLite keeps next to a database; they go wherever the database goes
_SIDECARS = ("-journal", "-wal", "-shm")
BUSY_TIMEOUT_S = 5.0


def record_path() -> Path:
    """Where the record lives: the user data folder (``$JORAKU_DATA_DIR`` in tests)."""
    return data_dir() / RECORD_NAME


class RecordProblem(StrEnum):
    """What went wrong with the record; the comment names the params."""

    DAMAGED_SET_ASIDE = "damaged_set_aside"  # {"name": the file's new name}
    NEWER_SET_ASIDE = "newer_set_aside"  # {"name": new name, "version": its schema version}
    NOT_A_FILE = "not_a_file"  # {"path"}: a folder or device is there; recording is off
    CANNOT_SET_ASIDE = "cannot_set_aside"  # {"path", "reason"}: damaged and not renamed; off
    CANNOT_OPEN = "cannot_open"  # {"path", "reason"}: e.g. a read-only folder; off
    CANNOT_WRITE = "cannot_write"  # {"reason"}: a game could not be recorded
    CANNOT_READ = "cannot_read"  # {"reason"}: the record could not be read


@dataclass(frozen=True, slots=True)
class RecordNotice:
    """A problem with the record, for the window to word (``code`` and ``params``)."""

    code: RecordProblem
    params: Mapping[str, str | int] = field(default_factory=dict)


class RecordError(Exception):
    """The record could not be read or written; :attr:`notice` says why."""

    def __init__(self, notice: RecordNotice) -> None:
        self.notice = notice
        super().__init__(f"{notice.code.value} {dict(notice.params)}")


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


#: migration n (1-based) takes a version n-1 record to version n; append, never edit or reorder
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_migration_1]


def schema_version() -> int:
    """The version this code writes: the number of migrations."""
    return len(MIGRATIONS)


# ---- the book ----------------------------------------------------------------------------------------

class _SetAsideError(Exception):
    """The file is not a record we can use: set it aside (``newer`` carries a newer version)."""

    def __init__(self, newer: int | None = None) -> None:
        self.newer = newer
        super().__init__("newer" if newer else "damaged")


def _is_damage(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return (code & 0xFF) in (_SQLITE_CORRUPT, _SQLITE_NOTADB)
    text = str(exc).lower()
    return "malformed" in text or "not a database" in text


class RecordBook:
    """The record file at :attr:`path`, checked and migrated once by :meth:`open`.

    Each operation opens its own short connection (nothing stays open between games, and the
    window may read from the GUI thread while nothing else writes). When :attr:`usable` is False
    the book records nothing and reads nothing (:attr:`notice` says why).
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or record_path()
        self.usable = False
        #: what happened on open (a file set aside, recording off), else None
        self.notice: RecordNotice | None = None

    @classmethod
    def open(cls, path: Path | None = None) -> RecordBook:
        """The record at ``path`` (default :func:`record_path`), ready; never raises."""
        book = cls(path)
        book._prepare()
        return book

    # ---- opening ---------------------------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
        db.execute("PRAGMA foreign_keys = ON")
        db.execute("PRAGMA journal_mode = DELETE")
        db.execute("PRAGMA synchronous = FULL")
        return db

    @contextlib.contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        db = self._connect()
        try:
            yield db
        finally:
            db.close()

    def _prepare(self) -> None:
        path = self.path
        try:
            st = os.stat(path)
        except FileNotFoundError:
            st = None
        except OSError as exc:
            self.notice = RecordNotice(RecordProblem.CANNOT_OPEN, {"path": str(path), "reason": _reason(exc)})
            return
        if st is not None and not stat.S_ISREG(st.st_mode):
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
            except (sqlite3.Error, OSError) as exc:
                self.notice = RecordNotice(RecordProblem.CANNOT_OPEN,
                                           {"path": str(path), "reason": _reason(exc)})
                log.error("the record %s cannot be opened", path, exc_info=exc)
                return
            self.usable = True
            return

    def _check_and_migrate(self) -> None:
        """Raise :class:`_SetAsideError` for a file to set aside; bring an older schema up to date."""
        try:
            with self._connection() as db:
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
                for n in range(version + 1, schema_version() + 1):
                    self._migrate(db, n)
        except sqlite3.DatabaseError as exc:
            if _is_damage(exc):
                log.error("the record %s is damaged", self.path, exc_info=exc)
                raise _SetAsideError() from None
            raise

    @staticmethod
    def _migrate(db: sqlite3.Connection, n: int) -> None:
        """Migration ``n`` in one transaction, noted in ``schema_version`` (made by the first)."""
        db.execute("BEGIN IMMEDIATE")
        try:
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
        log.info("record schema migrated to version %d", n)

    def _set_aside(self, damaged: _SetAsideError) -> bool:
        """Rename the file (and its journal) aside; False (recording off) if that fails."""
        try:
            moved = quarantine(self.path)
        except OSError as exc:
            self.notice = RecordNotice(RecordProblem.CANNOT_SET_ASIDE,
                                 {"path": str(self.path), "reason": _reason(exc)})
            return False
        for suffix in _SIDECARS:
            side = self.path.with_name(self.path.name + suffix)
            if os.path.lexists(side):
                try:
                    os.rename(side, moved.with_name(moved.name + suffix))
                except OSError:  # a journal left here would be played into the new file
                    with contextlib.suppress(OSError):
                        os.unlink(side)
        if damaged.newer is not None:
            self.notice = RecordNotice(RecordProblem.NEWER_SET_ASIDE,
                                 {"name": moved.name, "version": damaged.newer})
        else:
            self.notice = RecordNotice(RecordProblem.DAMAGED_SET_ASIDE, {"name": moved.name})
        log.warning("the record was set aside as %s; a new one is started", moved)
        return True

    # ---- writing ---------------------------------------------------------------------------------
    def add(self, record: GameRecord) -> int | None:
        """Store ``record`` in one transaction; its row id, or None if that game is recorded
        already. Raises :class:`RecordError` (nothing is stored then)."""
        if not self.usable:
            raise RecordError(self.notice or RecordNotice(RecordProblem.CANNOT_WRITE, {"reason": "not open"}))
        try:
            with self._connection() as db:
                db.execute("BEGIN IMMEDIATE")
                try:
                    game_id = self._insert(db, record)
                    db.execute("COMMIT" if game_id is not None else "ROLLBACK")
                except BaseException:
                    with contextlib.suppress(sqlite3.Error):
                        db.execute("ROLLBACK")
                    raise
                return game_id
        except (sqlite3.Error, OSError, OverflowError) as exc:
            log.error("a game could not be recorded in %s", self.path, exc_info=exc)
            raise RecordError(RecordNotice(RecordProblem.CANNOT_WRITE, {"reason": _reason(exc)})) from None

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

    # ---- reading ---------------------------------------------------------------------------------
    def has(self, key: str) -> bool:
        """Whether the game with this key is recorded (False when the book is not usable)."""
        if not self.usable:
            return False
        try:
            with self._connection() as db:
                return db.execute("SELECT 1 FROM games WHERE game_key = ?", (key,)).fetchone() is not None
        except sqlite3.Error as exc:
            raise RecordError(RecordNotice(RecordProblem.CANNOT_READ, {"reason": _reason(exc)})) from None

    def games(self) -> list[GameRecord]:
        """Every recorded game, oldest first. Raises :class:`RecordError`."""
        if not self.usable:
            return []
        try:
            with self._connection() as db:
                return _read_all(db)
        except (sqlite3.Error, ValueError, TypeError) as exc:
            log.error("the record %s could not be read", self.path, exc_info=exc)
            raise RecordError(RecordNotice(RecordProblem.CANNOT_READ, {"reason": _reason(exc)})) from None


def _read_all(db: sqlite3.Connection) -> list[GameRecord]:
    db.execute("BEGIN")  # one snapshot for the five reads
    try:
        seats: dict[int, list[SeatRecord]] = {}
        for gid, seat, name, kind, level, score, place in db.execute(
                "SELECT game_id, seat, name, kind, level, score, place FROM seats ORDER BY game_id, seat"):
            seats.setdefault(gid, []).append(SeatRecord(seat, name, kind, level, score, place))
        armies: dict[int, list[ArmyRecord]] = {}
        for gid, army, seat, rp, card in db.execute(
                "SELECT game_id, army, seat, rp, daimyo_card FROM armies ORDER BY game_id, army"):
            armies.setdefault(gid, []).append(ArmyRecord(army, seat, rp, card))
        rps: dict[int, list[RPRow]] = {}
        for gid, army, round_, source, points in db.execute(
                "SELECT game_id, army, round, source, points FROM rp ORDER BY game_id, army, round, source"):
            rps.setdefault(gid, []).append(RPRow(army, round_, source, points))
        ties: dict[int, list[TieBreak]] = {}
        for gid, code, winner, loser, rp, wv, lv in db.execute(
                "SELECT game_id, code, winner_seat, loser_seat, rp, winner_value, loser_value "
                "FROM tiebreaks ORDER BY game_id, position"):
            ties.setdefault(gid, []).append(TieBreak(code, winner, loser, rp, wv, lv))
        out = []
        for (gid, key, finished, mode, players, variants, seed, winner, hints, decisions, save,
             version) in db.execute(
                "SELECT id, game_key, finished_at, mode, players, variants, seed, winner_seat, "
                "hints_used, decisions, save_path, app_version FROM games ORDER BY finished_at, id"):
            try:
                record = GameRecord(
                    key=key, finished_at=finished, mode=mode, players=players,
                    variants=tuple(str(variants).split()), seed=int(seed), seats=tuple(seats.get(gid, ())),
                    armies=tuple(armies.get(gid, ())), rp=tuple(rps.get(gid, ())), winner=winner,
                    tiebreaks=tuple(ties.get(gid, ())), hints_used=hints, decisions=decisions,
                    save_path=save, app_version=version, id=gid,
                )
            except (TypeError, ValueError):
                record = None
            if record is None or not plausible(record):
                log.warning("game %s of the record is not one this version can show: skipped", gid)
                continue
            out.append(record)
        return out
    finally:
        db.execute("COMMIT")


def plausible(r: GameRecord) -> bool:
    """Whether a game read back has the types and shape the views rely on (a record edited by
    hand, or by another tool, may not): such a game is skipped rather than shown wrong."""
    try:
        r.finished()
    except (TypeError, ValueError):
        return False
    texts = (r.key, r.finished_at, r.mode, r.app_version)
    numbers = (r.players, r.winner, r.hints_used, r.decisions)
    return (all(isinstance(t, str) for t in texts) and all(type(n) is int for n in numbers)
            and (r.save_path is None or isinstance(r.save_path, str))
            and len(r.seats) == r.players and 0 <= r.winner < r.players
            and [s.seat for s in r.seats] == list(range(r.players))
            and all(isinstance(s.name, str) and s.kind in (HUMAN, COMPUTER) and type(s.score) is int
                    and type(s.place) is int and 1 <= s.place <= r.players
                    and (s.level is None or isinstance(s.level, str)) for s in r.seats))


def _reason(exc: BaseException) -> str:
    if isinstance(exc, OSError):
        return str(exc.strerror or exc)
    return str(exc) or type(exc).__name__
