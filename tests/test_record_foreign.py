"""The record is foreign data: a player can copy, restore or receive ``record.sqlite3``. A valid
SQLite file with the game's own schema and application id, plus something else, must never hang
the game, erase games or write outside the user's folders:

- a trigger or a view running an endless query, a trigger deleting other games, an extra table or
  index, an edited table: the file is set aside with a message and a new record starts;
- out-of-range values in ordinary columns: those games are left out of every figure and list;
- a statement that runs too long is stopped (a progress handler), with a message;
- a link at the record's name (even dangling) is not followed;
- two copies creating the record at once, or one reading while the other writes, lose nothing.
"""

from __future__ import annotations

import dataclasses
import multiprocessing
import os
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.model.game import Game
from joraku_desktop.record import RecordBook, RecordError, RecordProblem, game_record, queries
from joraku_desktop.record import db as record_db
from joraku_desktop.saves import SeatInfo
from tests.model.rules_helpers import random_playout

SEATS = [SeatInfo("Ann", "human"), SeatInfo("Bob", "hard"), SeatInfo("Cho", "normal"),
         SeatInfo("Dai", "hard")]
#: an endless query: SQLite counts for ever
ENDLESS = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n"


@pytest.fixture(scope="module")
def games() -> list[Game]:
    out = []
    for i, config in enumerate((GameConfig(4, seed=11), GameConfig(4, seed=12), GameConfig(4, seed=13))):
        g = new_game(config)
        random_playout(g, i)
        out.append(g)
    return out


def record_with(tmp_path: Path, games: list[Game], *sql: str) -> Path:
    """A record of ours holding ``games``, then ``sql`` run on it by another program."""
    path = tmp_path / "record.sqlite3"
    book = RecordBook.open(path)
    for g in games:
        book.add(game_record(g, SEATS))
    with sqlite3.connect(path) as db:
        for statement in sql:
            db.execute(statement)
    return path


def aside(tmp_path: Path) -> list[Path]:
    return sorted(p for p in tmp_path.iterdir() if ".bad-" in p.name and not p.name.endswith("-journal"))


def in_time(work, seconds: float = 20.0):
    """Run ``work`` in a thread: the old code hangs for ever here, and the test must say so."""
    out: list[object] = []
    t = threading.Thread(target=lambda: out.append(work()), daemon=True)
    t.start()
    t.join(seconds)
    assert out, f"still running after {seconds} s"
    return out[0]


@pytest.mark.parametrize("sql", [
    f"CREATE TRIGGER spin AFTER INSERT ON games BEGIN SELECT ({ENDLESS}); END",
    "CREATE TRIGGER wipe AFTER INSERT ON games BEGIN DELETE FROM games WHERE id <> NEW.id; END",
    f"CREATE VIEW slow AS {ENDLESS}",
    "CREATE TABLE notes (id INTEGER)",
    "CREATE INDEX seats_by_name ON seats (name)",
], ids=["endless-trigger", "erasing-trigger", "endless-view", "extra-table", "extra-index"])
def test_a_record_with_objects_we_did_not_create_is_set_aside(tmp_path: Path, games: list[Game],
                                                              sql: str) -> None:
    path = record_with(tmp_path, games, sql)
    book = in_time(lambda: RecordBook.open(path))
    assert book.usable and book.notice is not None
    assert book.notice.code == RecordProblem.FOREIGN_SET_ASIDE
    moved = aside(tmp_path)
    assert len(moved) == 1 and book.notice.params["name"] == moved[0].name
    with sqlite3.connect(moved[0]) as db:  # the player's games are in the file set aside, untouched
        assert db.execute("SELECT COUNT(*) FROM games").fetchone() == (3,)
    # the new record takes the next game at once, and nothing runs in it but ours
    assert in_time(lambda: book.add(game_record(games[0], SEATS))) is not None
    assert len(book.games()) == 1


def test_an_edited_table_definition_is_foreign_too(tmp_path: Path, games: list[Game]) -> None:
    path = record_with(tmp_path, games)
    with sqlite3.connect(path) as db:  # a table of ours, rebuilt by another tool with a new column
        db.execute("PRAGMA writable_schema = ON")
        db.execute("UPDATE sqlite_master SET sql = replace(sql, 'app_version TEXT NOT NULL', "
                   "'app_version TEXT NOT NULL, extra TEXT') WHERE name = 'games'")
    book = RecordBook.open(path)
    assert book.notice is not None and book.notice.code in (RecordProblem.FOREIGN_SET_ASIDE,
                                                            RecordProblem.DAMAGED_SET_ASIDE)


def test_a_trigger_added_while_the_game_runs_is_caught_before_the_next_write(
        tmp_path: Path, games: list[Game]) -> None:
    path = record_with(tmp_path, games[:1])
    book = RecordBook.open(path)
    assert book.usable and book.notice is None
    with sqlite3.connect(path) as db:
        db.execute("CREATE TRIGGER wipe AFTER INSERT ON games "
                   "BEGIN DELETE FROM games WHERE id <> NEW.id; END")
    with pytest.raises(RecordError):
        book.add(game_record(games[1], SEATS))
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT COUNT(*) FROM games").fetchone() == (1,)  # nothing erased
    again = RecordBook.open(path)
    assert again.notice is not None and again.notice.code == RecordProblem.FOREIGN_SET_ASIDE


# ---- values out of range ----------------------------------------------------------------------------

@pytest.mark.parametrize("sql", [
    "UPDATE seats SET score = 1000000000000000000 WHERE game_id = 2",
    "UPDATE seats SET score = 'lots' WHERE game_id = 2",
    "UPDATE games SET players = 99 WHERE id = 2",
    "UPDATE games SET finished_at = '99999-01-01T00:00:00' WHERE id = 2",
    "UPDATE games SET finished_at = x'00ff' WHERE id = 2",
    "UPDATE games SET winner_seat = 7 WHERE id = 2",
    "UPDATE games SET mode = 'R-V8' WHERE id = 2",
    "UPDATE games SET seed = '-5' WHERE id = 2",
    "UPDATE seats SET place = 0 WHERE game_id = 2",
    "UPDATE seats SET name = printf('%.5000c', 'x') WHERE game_id = 2",
    "DELETE FROM seats WHERE game_id = 2 AND seat = 3",
    "INSERT INTO tiebreaks VALUES (2, 0, 'higher_daimyo_card', 9, 0, 5, 1, 0)",
    "UPDATE games SET hints_used = -1 WHERE id = 2",
], ids=["huge-rp", "text-rp", "99-players", "year-99999", "blob-date", "winner-7", "mode-vs-players",
        "negative-seed", "place-0", "5000-char-name", "missing-seat", "tiebreak-seat-9", "negative-hints"])
def test_a_game_with_a_value_out_of_range_is_left_out_of_every_figure(
        tmp_path: Path, games: list[Game], sql: str) -> None:
    path = record_with(tmp_path, games, sql)
    book = RecordBook.open(path)
    assert book.usable and book.notice is None
    ov = book.overview()
    assert ov.total.games == 2 and sum(line.games for line in ov.by_mode) == 2
    assert ov.total.best_rp <= queries.MAX_RP and len(ov.chart) == 2
    listed = book.page(None, None, 100)
    assert [r.game.id for r in listed] == [3, 1] == [r.game.id for r in ov.first_page]
    assert len(book.games()) == 2


def test_figures_in_sql_agree_with_the_figures_of_the_games_read_whole(tmp_path: Path,
                                                                       games: list[Game]) -> None:
    from joraku_desktop.record import stats

    book = RecordBook.open(tmp_path / "record.sqlite3")
    plans = [["Ann", "hard", "hard", "hard"], ["Ann", "normal", "hard", "easy"],
             ["Ann", "Kim", "normal", "normal"]]
    for g, plan in zip(games, plans, strict=True):
        seats = [SeatInfo(n, "human") if n[0].isupper() else SeatInfo(f"C{i}", n)
                 for i, n in enumerate(plan)]
        book.add(game_record(g, seats))
    whole = book.games()
    for player in (None, "Ann", "Kim"):
        rs = stats.results(whole, player)
        ov = book.overview(player)
        assert ov.total == stats.overall(rs)
        assert list(ov.by_level) == stats.by_opponent_level(rs)
        assert list(ov.by_mode) == stats.by_mode(rs)
        want = [(r.game.key, r.seat.seat) for r in reversed(rs)]
        assert [(r.game.key, r.seat.seat) for r in book.page(player, None, 100)] == want
        assert [(r.game.key, r.seat.seat) for r in ov.first_page] == want
        one_by_one: list[tuple[str, int]] = []
        after = None
        while (step := book.page(player, after, 1)):  # the list read a result at a time, by its cursor
            one_by_one.append((step[0].game.key, step[0].seat.seat))
            after = step[0]
        assert one_by_one == want
    assert book.overview().names == ("Ann", "Kim")


def test_a_read_past_its_time_limit_is_stopped_with_a_notice(
        tmp_path: Path, games: list[Game], monkeypatch: pytest.MonkeyPatch) -> None:
    path = record_with(tmp_path, games)
    book = RecordBook.open(path)
    with pytest.raises(RecordError) as info:
        book.read(lambda db: db.execute(ENDLESS).fetchone(), limit_s=0.3)
    assert info.value.notice.code == RecordProblem.TOO_SLOW
    assert book.overview().total.games == 3  # nothing changed: the next read works


# ---- links ------------------------------------------------------------------------------------------

@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
@pytest.mark.parametrize("dangling", [True, False], ids=["dangling", "to-a-record"])
def test_a_link_at_the_record_name_is_not_followed(tmp_path: Path, games: list[Game], dangling: bool) -> None:
    data, outside = tmp_path / "data", tmp_path / "elsewhere"
    data.mkdir()
    outside.mkdir()
    target = outside / "their.sqlite3"
    if not dangling:
        record_with(outside, games[:1]).rename(target)
        before = target.read_bytes()
    (data / "record.sqlite3").symlink_to(target)
    book = RecordBook.open(data / "record.sqlite3")
    assert book.usable and book.notice is not None and book.notice.code == RecordProblem.LINK_SET_ASIDE
    assert book.add(game_record(games[1], SEATS)) is not None
    assert (data / "record.sqlite3").is_file() and not (data / "record.sqlite3").is_symlink()
    if dangling:
        assert not target.exists(), "no database created outside the user's folders"
    else:
        assert target.read_bytes() == before
    assert [p.is_symlink() for p in aside(data)] == [True]


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_a_link_where_sqlite_keeps_its_journal_is_not_written_through(tmp_path: Path,
                                                                      games: list[Game]) -> None:
    path = record_with(tmp_path, games[:1])
    victim = tmp_path / "victim.txt"
    (tmp_path / "record.sqlite3-journal").symlink_to(victim)
    book = RecordBook.open(path)
    assert book.add(game_record(games[1], SEATS)) is not None
    assert not victim.exists()


# ---- two copies of the game on one record -----------------------------------------------------------

def _open_at(path: str, barrier: object, out: object) -> None:
    barrier.wait()  # type: ignore[attr-defined]
    book = RecordBook.open(Path(path))
    out.put((book.usable, book.notice.code.value if book.notice else ""))  # type: ignore[attr-defined]


@pytest.mark.skipif(os.name != "posix", reason="fork")
def test_two_copies_creating_the_record_at_once_both_record(tmp_path: Path) -> None:
    """The schema is created in one IMMEDIATE transaction: the copy that comes second waits, finds
    it made, and records (before: "table schema_version already exists", recording off)."""
    ctx = multiprocessing.get_context("fork")
    outcomes = []
    for run in range(12):
        path = tmp_path / f"record-{run}.sqlite3"
        barrier, out = ctx.Barrier(3), ctx.Queue()
        procs = [ctx.Process(target=_open_at, args=(str(path), barrier, out)) for _ in range(3)]
        for p in procs:
            p.start()
        for p in procs:
            p.join(30)
        outcomes += [out.get(timeout=5) for _ in procs]
    assert outcomes == [(True, "")] * len(outcomes)


def test_a_write_waits_for_a_reader_and_retries(tmp_path: Path, games: list[Game],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Another copy reading for seconds (a long Statistics read) holds the file: the write waits,
    tries again, and the game goes in once the reader lets go."""
    monkeypatch.setattr(record_db, "BUSY_TIMEOUT_S", 0.3)
    path = record_with(tmp_path, games[:1])
    book = RecordBook.open(path)
    reader = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    reader.execute("BEGIN")
    reader.execute("SELECT COUNT(*) FROM seats").fetchall()  # a shared lock, as a reader holds
    threading.Timer(0.5, lambda: reader.execute("COMMIT")).start()
    started = time.monotonic()
    assert book.add(game_record(games[1], SEATS)) is not None
    assert time.monotonic() - started >= 0.3
    reader.close()
    assert len(book.games()) == 2


def test_a_write_refused_for_longer_says_so_and_changes_nothing(tmp_path: Path, games: list[Game],
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(record_db, "BUSY_TIMEOUT_S", 0.1)
    path = record_with(tmp_path, games[:1])
    book = RecordBook.open(path)
    reader = sqlite3.connect(path, isolation_level=None)
    reader.execute("BEGIN")
    reader.execute("SELECT COUNT(*) FROM seats").fetchall()
    try:
        with pytest.raises(RecordError) as info:
            book.add(game_record(games[1], SEATS))
        assert info.value.notice.code == RecordProblem.CANNOT_WRITE
    finally:
        reader.execute("COMMIT")
        reader.close()
    assert book.add(game_record(games[1], SEATS)) is not None  # the next try goes in


def test_values_a_hand_edit_can_make_are_refused_by_valid(games: list[Game]) -> None:
    r = game_record(games[0], SEATS)
    assert queries.valid(r)
    for change in ({"finished_at": "0001-01-01T00:00:00+00:00"}, {"players": 5}, {"winner": -1},
                   {"hints_used": 10**9}, {"save_path": "a\x00b"}, {"mode": "5p"}, {"seed": -1}):
        assert not queries.valid(dataclasses.replace(r, **change)), change
