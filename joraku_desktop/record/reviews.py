"""The reviews kept in the record (schema version 2): one row per game and reviewed seat, with
the seat's totals for the Statistics window and the whole review (:mod:`..review.codec`), so a
game is reviewed once. A review is keyed by the game's key (:func:`.entry.game_key`), so a
review of a save is found again when the same game is in the record, and the reverse."""

from __future__ import annotations

import math
import sqlite3
from dataclasses import dataclass

from ..review.analysis import GameReview
from ..review.codec import MAX_TEXT, ReviewDataError, from_seat_texts, seat_text
from ..review.strength import Comparison
from .entry import now_utc
from .versus import versus_levels

#: the trend of RP lost shows at most this many games (the newest)
TREND_GAMES = 200


def create(db: sqlite3.Connection) -> None:
    """The table (migration 2)."""
    db.execute("""
        CREATE TABLE reviews (
            game_key TEXT NOT NULL,
            seat INTEGER NOT NULL,
            reviewed_at TEXT NOT NULL,          -- UTC, ISO 8601
            decisions INTEGER NOT NULL,
            rp_lost REAL NOT NULL,
            mistakes INTEGER NOT NULL,
            blunders INTEGER NOT NULL,
            detail TEXT NOT NULL,               -- review.codec: the seat's whole review
            PRIMARY KEY (game_key, seat)
        )""")


def store(db: sqlite3.Connection, key: str, review: GameReview) -> None:
    """Keep each seat of ``review`` (a seat reviewed again replaces its row)."""
    for seat in review.seats:
        sm = review.summary(seat)
        db.execute("INSERT OR REPLACE INTO reviews VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                   (key, seat, now_utc(), sm.decisions, sm.rp_lost, sm.mistakes, sm.blunders,
                    seat_text(review, seat)))


def load(db: sqlite3.Connection, key: str, seats: tuple[int, ...]) -> GameReview | None:
    """The kept review of ``seats`` of the game ``key``, or None if any of them is missing or
    not readable (then it is simply made again)."""
    texts = []
    for seat in seats:
        row = db.execute("SELECT detail FROM reviews WHERE game_key = ? AND seat = ? AND length(detail) <= ?",
                         (key, seat, MAX_TEXT)).fetchone()
        if row is None or not isinstance(row[0], str):
            return None
        texts.append(row[0])
    try:
        review = from_seat_texts(texts)
    except ReviewDataError:
        return None
    return review if review.seats == tuple(sorted(seats)) else None


@dataclass(frozen=True, slots=True)
class TrendPoint:
    """One reviewed game of a player: when it ended and the RP lost per decision."""

    finished_at: str
    decisions: int
    rp_lost_per_decision: float


def trend(db: sqlite3.Connection, player: str | None) -> list[TrendPoint]:
    """``player``'s reviewed seats in recorded games (every person's with None), oldest first
    (the newest :data:`TREND_GAMES`); rows out of range are left out."""
    rows = db.execute(
        "SELECT g.finished_at, r.decisions, r.rp_lost FROM reviews r "
        "JOIN games g ON g.game_key = r.game_key "
        "JOIN seats s ON s.game_id = g.id AND s.seat = r.seat "
        "WHERE (? IS NULL OR s.name = ?) AND s.kind = 'human' ORDER BY g.finished_at DESC, g.id DESC LIMIT ?",
        (player, player, TREND_GAMES)).fetchall()
    out = []
    for when, decisions, lost in rows:
        if (isinstance(when, str) and len(when) <= 40 and type(decisions) is int and 0 < decisions <= 5000
                and isinstance(lost, float | int) and math.isfinite(lost) and 0 <= lost <= 100_000):
            out.append(TrendPoint(when, decisions, float(lost) / decisions))
    return out[::-1]


@dataclass(frozen=True, slots=True)
class Strength:
    """What the Statistics window's "Your strength" reads in one snapshot."""

    trend: list[TrendPoint]
    comparisons: list[Comparison]
    games: int


def strength(db: sqlite3.Connection, player: str | None) -> Strength:
    comparisons, games = versus_levels(db, player)
    return Strength(trend(db, player), comparisons, games)


__all__ = ["TREND_GAMES", "Strength", "TrendPoint", "create", "load", "store", "strength", "trend"]
