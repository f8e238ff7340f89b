"""The record of finished games (joraku_desktop/record): a game is kept whole, once, read back as
it was written; the schema migrates in order; a bad file is set aside with a notice, never a crash."""

from __future__ import annotations

import dataclasses
import os
import sqlite3
from pathlib import Path

import pytest

from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.model.game import Game
from joraku_desktop.model.replay import RP_SOURCES, game_tally
from joraku_desktop.record import (
    MIGRATIONS,
    GameRecord,
    RecordBook,
    RecordError,
    RecordProblem,
    game_key,
    game_record,
    record_path,
    schema_version,
    stats,
)
from joraku_desktop.record import db as record_db
from joraku_desktop.saves import SeatInfo
from tests.model.rules_helpers import random_playout


def finished(config: GameConfig, seed: int = 0) -> Game:
    g = new_game(config)
    random_playout(g, seed)
    return g


@pytest.fixture(scope="module")
def games() -> list[Game]:
    return [finished(GameConfig(4, seed=11)), finished(GameConfig(2, "R-V7", seed=5), 1),
            finished(GameConfig(2, "R-V8", frozenset({"R-V1", "R-V4"}), seed=8), 2),
            finished(GameConfig(3, seed=2), 3)]


SEATS = [SeatInfo("Ann", "human"), SeatInfo("Bob", "hard"), SeatInfo("Cho", "normal"),
         SeatInfo("Dai", "hard")]


def fresh(tmp_path: Path) -> RecordBook:
    book = RecordBook.open(tmp_path / "record.sqlite3")
    assert book.usable and book.notice is None
    return book


def plain(r: GameRecord) -> GameRecord:
    return dataclasses.replace(r, id=None)


# ---- recording and reading back ------------------------------------------------------------------

def test_a_finished_game_is_recorded_and_read_back_whole(tmp_path: Path, games: list[Game]) -> None:
    book = fresh(tmp_path)
    records = [game_record(g, SEATS[: g.players], hints_used=i, save_path=f"/saves/{i}.joraku.json",
                           finished_at=f"2026-11-2{i}T10:00:00+00:00") for i, g in enumerate(games)]
    ids = [book.add(r) for r in records]
    assert all(isinstance(i, int) for i in ids) and len(set(ids)) == 4
    back = book.games()
    assert [plain(r) for r in back] == records  # oldest first, every field as written
    g, r = games[0], back[0]
    assert r.mode == "4p" and r.players == 4 and r.seed == 11 and r.hints_used == 0
    assert [s.name for s in r.seats] == ["Ann", "Bob", "Cho", "Dai"]
    assert [(s.kind, s.level) for s in r.seats[:2]] == [("human", None), ("computer", "hard")]
    assert r.winner == g.result.ranking[0]
    assert sorted(s.place for s in r.seats) == [1, 2, 3, 4]
    # RP by round and by source, as model.replay tallies them; they add up to the final RP
    tally = game_tally(g)
    for a in r.armies:
        assert sum(p.points for p in r.rp if p.army == a.army) == a.rp == g.rp[a.army]
        for rnd in (1, 2, 3):
            in_round = sum(p.points for p in r.rp if p.army == a.army and p.round == rnd)
            assert in_round == tally.get(a.army, rnd)
    assert {p.source for p in r.rp} <= set(RP_SOURCES)
    # R-V8 with R-V1/R-V4: the neutral army has no seat; variant cards kept
    v8 = back[2]
    assert v8.mode == "R-V8" and v8.variants == ("R-V1", "R-V4")
    assert any(a.seat == -1 for a in v8.armies)
    assert back[1].mode == "R-V7" and len(back[1].armies) == 4


def test_tiebreaks_are_kept_in_ranking_order(tmp_path: Path, games: list[Game]) -> None:
    """R-G2 / R-V7: the tie-breaks of GameResult are stored with their codes and values."""
    from joraku_desktop.model.result import TieBreak

    book = fresh(tmp_path)
    r = game_record(games[0], SEATS)
    ties = (TieBreak("higher_daimyo_card", 2, 0, 30, 5, 3), TieBreak("v7_other_army", 1, 3, 28, 20, 18))
    book.add(dataclasses.replace(r, tiebreaks=ties))
    assert book.games()[0].tiebreaks == ties


def test_the_same_game_is_recorded_once(tmp_path: Path, games: list[Game]) -> None:
    book = fresh(tmp_path)
    r = game_record(games[0], SEATS)
    assert book.add(r) is not None
    later = dataclasses.replace(r, finished_at="2030-01-01T00:00:00+00:00", hints_used=5)
    assert book.add(later) is None  # loading the finished save again records nothing
    assert len(book.games()) == 1 and book.games()[0].hints_used == 0
    assert book.has(r.key) and not book.has("another")
    # the key follows the game, not the object: a replayed copy has the same key
    copy = new_game(games[0].config)
    for a in games[0].history:
        copy.apply(a)
    assert game_key(copy) == r.key != game_key(games[1])


def test_only_finished_games_are_recorded(games: list[Game]) -> None:
    with pytest.raises(ValueError, match="finished"):
        game_record(new_game(GameConfig(4, seed=1)), SEATS)


def test_the_record_lives_in_the_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JORAKU_DATA_DIR", str(tmp_path / "data"))
    assert record_path() == tmp_path / "data" / "record.sqlite3"
    book = RecordBook.open()
    assert book.usable and record_path().is_file()


# ---- the schema and its migrations ---------------------------------------------------------------

def _versions(path: Path) -> list[int]:
    with sqlite3.connect(path) as db:
        return [v for (v,) in db.execute("SELECT version FROM schema_version ORDER BY version")]


def test_a_new_record_has_the_current_schema_version(tmp_path: Path) -> None:
    book = fresh(tmp_path)
    assert _versions(book.path) == list(range(1, schema_version() + 1))
    with sqlite3.connect(book.path) as db:
        assert db.execute("PRAGMA application_id").fetchone()[0] == record_db.APPLICATION_ID


def test_a_version_1_record_is_migrated_by_a_later_migration(
        tmp_path: Path, games: list[Game], monkeypatch: pytest.MonkeyPatch) -> None:
    """A migration is a function appended to MIGRATIONS: a v1 file is brought to v2 in place,
    its games kept, and the new column in use."""
    book = fresh(tmp_path)
    r = game_record(games[0], SEATS)
    book.add(r)
    now = list(range(1, schema_version() + 1))
    assert _versions(book.path) == now

    def add_a_note(db: sqlite3.Connection) -> None:
        db.execute("ALTER TABLE games ADD COLUMN note TEXT NOT NULL DEFAULT ''")

    monkeypatch.setattr(record_db, "MIGRATIONS", [*MIGRATIONS, add_a_note])
    again = RecordBook.open(book.path)
    assert again.usable and again.notice is None
    assert _versions(book.path) == [*now, len(now) + 1]
    assert [plain(x) for x in again.games()] == [r]
    with sqlite3.connect(book.path) as db:
        assert db.execute("SELECT note FROM games").fetchall() == [("",)]


def test_a_failing_migration_leaves_the_record_as_it_was(
        tmp_path: Path, games: list[Game], monkeypatch: pytest.MonkeyPatch) -> None:
    book = fresh(tmp_path)
    book.add(game_record(games[0], SEATS))

    def half_done(db: sqlite3.Connection) -> None:
        db.execute("ALTER TABLE games ADD COLUMN note TEXT")
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(record_db, "MIGRATIONS", [*MIGRATIONS, half_done])
    broken = RecordBook.open(book.path)
    assert not broken.usable and broken.notice is not None
    assert broken.notice.code == RecordProblem.CANNOT_OPEN
    with sqlite3.connect(book.path) as db:
        columns = [c[1] for c in db.execute("PRAGMA table_info(games)")]
    assert "note" not in columns  # rolled back, file kept
    assert _versions(book.path) == list(range(1, len(MIGRATIONS) + 1))


# ---- bad files: set aside with a notice, a new record started --------------------------------------

def _aside(tmp_path: Path) -> list[str]:
    return sorted(p.name for p in tmp_path.iterdir() if ".bad-" in p.name)


@pytest.mark.parametrize("content", [b"this is not a database at all" * 100,
                                     b"SQLite format 3\x00" + b"\xff" * 4000])
def test_a_file_that_is_not_a_database_is_set_aside(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "record.sqlite3"
    path.write_bytes(content)
    book = RecordBook.open(path)
    assert book.usable
    assert book.notice is not None and book.notice.code == RecordProblem.DAMAGED_SET_ASIDE
    moved = _aside(tmp_path)
    assert len(moved) == 1 and book.notice.params["name"] == moved[0]
    assert (tmp_path / moved[0]).read_bytes() == content  # kept, not deleted
    assert book.games() == [] and _versions(path) == list(range(1, schema_version() + 1))


def test_a_damaged_record_is_set_aside_and_a_new_one_started(tmp_path: Path, games: list[Game]) -> None:
    book = fresh(tmp_path)
    for i, g in enumerate(games * 10):
        book.add(dataclasses.replace(game_record(g, SEATS[: g.players]), key=f"k{i}"))
    data = bytearray(book.path.read_bytes())
    page = 4096
    for offset in range(2 * page, len(data) - page, page):  # scribble over every page but the first
        data[offset + 10: offset + 200] = os.urandom(190)
    book.path.write_bytes(bytes(data))
    again = RecordBook.open(book.path)
    assert again.notice is not None and again.notice.code == RecordProblem.DAMAGED_SET_ASIDE
    assert again.usable and again.games() == []
    assert again.add(game_record(games[0], SEATS)) is not None
    assert len(_aside(tmp_path)) == 1


def test_a_record_from_a_newer_version_is_set_aside(tmp_path: Path, games: list[Game]) -> None:
    book = fresh(tmp_path)
    book.add(game_record(games[0], SEATS))
    with sqlite3.connect(book.path) as db:
        db.execute("INSERT INTO schema_version VALUES (?, 'later')", (schema_version() + 1,))
    again = RecordBook.open(book.path)
    assert again.notice is not None and again.notice.code == RecordProblem.NEWER_SET_ASIDE
    assert again.notice.params["version"] == schema_version() + 1
    assert again.usable and again.games() == []
    assert len(_aside(tmp_path)) == 1


def test_another_programs_database_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "record.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE photos (id INTEGER)")
    book = RecordBook.open(path)
    assert book.notice is not None and book.notice.code == RecordProblem.DAMAGED_SET_ASIDE
    assert book.usable and len(_aside(tmp_path)) == 1


def test_a_leftover_journal_goes_aside_with_its_file(tmp_path: Path) -> None:
    """A journal left next to the new file would be played into it: it moves with the old one.
    (SQLite itself drops a journal it cannot read, so the renaming is driven directly.)"""
    path = tmp_path / "record.sqlite3"
    path.write_bytes(b"garbage" * 1000)
    (tmp_path / "record.sqlite3-journal").write_bytes(b"old journal")
    book = RecordBook(path)
    assert book._set_aside(record_db._SetAsideError())
    assert not path.exists() and not (tmp_path / "record.sqlite3-journal").exists()
    moved = _aside(tmp_path)
    assert len(moved) == 2 and moved[1] == moved[0] + "-journal"
    assert book.notice is not None and book.notice.params["name"] == moved[0]


@pytest.mark.skipif(os.name != "posix", reason="permissions and folders in place of files")
def test_a_folder_in_place_of_the_record_turns_recording_off(tmp_path: Path, games: list[Game]) -> None:
    path = tmp_path / "record.sqlite3"
    path.mkdir()
    book = RecordBook.open(path)
    assert not book.usable and book.notice is not None and book.notice.code == RecordProblem.NOT_A_FILE
    assert path.is_dir() and _aside(tmp_path) == []  # not ours: left alone
    assert book.games() == [] and not book.has("x")
    with pytest.raises(RecordError):
        book.add(game_record(games[0], SEATS))


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="read-only folders bind root")
def test_a_read_only_folder_turns_recording_off_with_a_notice(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        book = RecordBook.open(folder / "record.sqlite3")
        assert not book.usable and book.notice is not None
        assert book.notice.code == RecordProblem.CANNOT_OPEN
    finally:
        folder.chmod(0o700)


def test_a_write_that_fails_raises_record_error_and_stores_nothing(tmp_path: Path, games: list[Game]) -> None:
    book = fresh(tmp_path)
    r = game_record(games[0], SEATS)
    bad = dataclasses.replace(r, seats=(*r.seats, r.seats[0]))  # a duplicate seat: the insert fails midway
    with pytest.raises(RecordError) as info:
        book.add(bad)
    assert info.value.notice.code == RecordProblem.CANNOT_WRITE
    assert book.games() == []  # the game row of the failed transaction is gone too
    assert book.add(r) is not None


# ---- the figures ---------------------------------------------------------------------------------

def test_statistics_count_wins_per_level_and_mode(tmp_path: Path, games: list[Game]) -> None:
    book = fresh(tmp_path)
    seats_by_game = [
        [SeatInfo("Ann", "human"), SeatInfo("B", "hard"), SeatInfo("C", "hard"), SeatInfo("D", "hard")],
        [SeatInfo("Ann", "human"), SeatInfo("B", "normal")],
        [SeatInfo("Ann", "human"), SeatInfo("Kim", "human")],
        [SeatInfo("Kim", "human"), SeatInfo("B", "easy"), SeatInfo("C", "normal")],
    ]
    for g, seats in zip(games, seats_by_game, strict=True):
        book.add(game_record(g, seats))
    records = book.games()
    assert stats.human_names(records) == ["Ann", "Kim"]
    ann = stats.results(records, "Ann")
    assert len(ann) == 3 and len(stats.results(records)) == 5
    levels = {line.key: line for line in stats.by_opponent_level(ann)}
    assert list(levels) == ["normal", "hard", "humans"]
    assert all(line.games == 1 for line in levels.values())
    assert levels["hard"].wins == int(records[0].seats[0].place == 1)
    modes = [line.key for line in stats.by_mode(stats.results(records))]
    assert modes == ["4p", "3p", "R-V7", "R-V8"]
    kim = stats.results(records, "Kim")
    assert [r.opponent_level for r in kim] == ["humans", "mixed"]
    total = stats.overall(ann)
    assert total.games == 3 and total.best_rp == max(r.seats[0].score for r in records[:3])
    assert total.average_rp == pytest.approx(sum(r.seats[0].score for r in records[:3]) / 3)


# ---- kill -9 while recording ----------------------------------------------------------------------

@pytest.mark.skipif(os.name != "posix", reason="fork and SIGKILL")
def test_killing_a_recording_process_never_leaves_half_a_game(tmp_path: Path) -> None:
    """A process recording games in a loop is SIGKILLed 25 times at random moments (most inside
    a transaction): after every kill the record opens without being set aside, passes
    integrity_check, holds every game it held before, each one whole, and then accepts a new
    game. (scripts/kill_record.py --kills 200 does more.)"""
    import importlib.util
    import sys

    spec = importlib.util.spec_from_file_location(
        "kill_record", Path(__file__).resolve().parent.parent / "scripts" / "kill_record.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["kill_record"] = module
    spec.loader.exec_module(module)
    fig = module.run(tmp_path, kills=25, seed=12)
    # how many games land between kills depends on the machine's load; that some do does not
    assert fig.kills == 25 and fig.games_recorded > 0
    assert fig.kills_mid_transaction > 0  # the kills did land while a game was being written
    assert (fig.set_aside, fig.integrity_failures, fig.half_records, fig.games_lost) == (0, 0, 0, 0)
    assert fig.new_record_refused == 0


def test_a_game_edited_into_nonsense_is_skipped_not_shown(tmp_path: Path, games: list[Game]) -> None:
    """A record edited by hand (or by another tool) can hold values the window cannot show: such
    a game is left out, the others are read."""
    book = fresh(tmp_path)
    for i, g in enumerate(games[:3]):
        book.add(game_record(g, SEATS[: g.players], finished_at=f"2026-11-0{i + 1}T10:00:00+00:00"))
    with sqlite3.connect(book.path) as db:
        db.execute("UPDATE games SET finished_at = 'yesterday' WHERE id = 1")
        db.execute("UPDATE seats SET place = 9 WHERE game_id = 2")
    assert [r.id for r in book.games()] == [3]
