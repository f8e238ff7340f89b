"""Reviews kept in the record: read back as made, a game reviewed once, and a kept review that
is not ours (edited, truncated, hostile) is simply made again; an old record is migrated."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from joraku_desktop.model import Game, GameConfig, new_game
from joraku_desktop.record import RecordBook, game_key, game_record, schema_version
from joraku_desktop.record import db as record_db
from joraku_desktop.review.analysis import GameReview, ReviewBudget, review_game
from joraku_desktop.review.codec import ReviewDataError, from_seat_texts, seat_text
from joraku_desktop.saves import SeatInfo
from tests.model.rules_helpers import random_playout

SEATS = [SeatInfo("Ann", "human"), SeatInfo("Bot", "normal")]


@pytest.fixture(scope="module")
def game() -> Game:
    g = new_game(GameConfig(2, "R-V8", seed=77))
    random_playout(g, 4)
    return g


@pytest.fixture(scope="module")
def review(game: Game) -> GameReview:
    return review_game(game, [0, 1], ReviewBudget(6, 3), seed=2)


def test_a_review_reads_back_as_it_was_made(review: GameReview) -> None:
    back = from_seat_texts([seat_text(review, 0), seat_text(review, 1)])
    assert back == review
    assert from_seat_texts([seat_text(review, 1)]).seats == (1,)


@pytest.mark.parametrize("change", [
    lambda d: {**d, "format": 99},
    lambda d: {**d, "seat": 9},
    lambda d: {**d, "iterations": 0},
    lambda d: {**d, "decisions": [{**d["decisions"][0], "rp_lost": -1.0}]},
    lambda d: {**d, "decisions": [{**d["decisions"][0], "played": "fly to the moon"}]},
    lambda d: {**d, "decisions": [{**d["decisions"][0], "label": "brilliant"}]},
    lambda d: {**d, "decisions": [{**d["decisions"][0], "expected_best": float("inf")}]},
    lambda d: {**d, "decisions": [{**d["decisions"][0], "reason": {"ranks": [[1, 2]]}}]},
    lambda d: {**d, "decisions": "x" * 10},
    lambda d: [d],
])
def test_a_hostile_kept_review_is_refused(review: GameReview, change: object) -> None:
    doc = json.loads(seat_text(review, 0))
    with pytest.raises(ReviewDataError):
        from_seat_texts([json.dumps(change(doc))])  # type: ignore[operator]
    with pytest.raises(ReviewDataError):
        from_seat_texts(["[" * 100_000])
    with pytest.raises(ReviewDataError):
        from_seat_texts(["{" + " " * 2_000_000 + "}"])
    with pytest.raises(ReviewDataError):
        from_seat_texts([seat_text(review, 0), seat_text(review, 0)])


def test_a_game_is_reviewed_once_in_the_record(tmp_path: Path, game: Game, review: GameReview) -> None:
    book = RecordBook.open(tmp_path / "record.sqlite3")
    book.add(game_record(game, SEATS))
    key = game_key(game)
    assert book.review(key, (0,)) is None
    book.add_review(key, review)
    again = RecordBook.open(book.path)
    assert again.review(key, (0, 1)) == review
    assert again.review(key, (1,)) == from_seat_texts([seat_text(review, 1)])
    assert again.review("another game", (0,)) is None
    [point] = again.strength("Ann").trend
    assert point.decisions == review.summary(0).decisions
    assert point.rp_lost_per_decision == pytest.approx(review.summary(0).rp_lost_per_decision)
    assert again.strength("Bot").trend == [] and again.strength("Nobody").trend == []
    assert again.strength(None).trend == [point]
    ann = again.strength("Ann")
    assert ann.games == 1 and len(ann.comparisons) == 1 and ann.comparisons[0].level == "normal"
    with sqlite3.connect(book.path) as db:  # an edited row is not trusted: made again
        db.execute("UPDATE reviews SET detail = '{\"format\": 1}' WHERE seat = 0")
        db.execute("UPDATE reviews SET rp_lost = 1e300, decisions = -3 WHERE seat = 1")
    assert again.review(key, (0,)) is None and again.review(key, (1,)) is not None
    assert len(again.strength("Ann").trend) == 1  # its totals are still in range
    with sqlite3.connect(book.path) as db:
        db.execute("UPDATE reviews SET rp_lost = 'lots' WHERE seat = 0")
    assert again.strength("Ann").trend == []  # an out-of-range row is left out


def test_a_version_1_record_gains_the_reviews_and_keeps_its_games(tmp_path: Path, game: Game,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "record.sqlite3"
    with monkeypatch.context() as m:
        m.setattr(record_db, "MIGRATIONS", record_db.MIGRATIONS[:1])
        old = RecordBook.open(path)
        old.add(game_record(game, SEATS))
    book = RecordBook.open(path)
    assert book.usable and book.notice is None and schema_version() >= 2
    assert len(book.games()) == 1
    with sqlite3.connect(path) as db:
        assert [v for (v,) in db.execute("SELECT version FROM schema_version")] == list(
            range(1, schema_version() + 1))
    assert book.review(game_key(game), (0,)) is None


def test_a_record_whose_reviews_table_was_changed_is_set_aside(tmp_path: Path, game: Game) -> None:
    path = tmp_path / "record.sqlite3"
    RecordBook.open(path).add(game_record(game, SEATS))
    with sqlite3.connect(path) as db:
        db.execute("CREATE TRIGGER spy AFTER INSERT ON reviews BEGIN SELECT 1; END")
    book = RecordBook.open(path)
    assert book.usable and book.notice is not None and book.games() == []
