"""A player's recorded results against the computer levels, as comparisons for the rating of
:mod:`..review.strength`: one per computer seat of each game the player played (ahead of it or
not, by the places of the result)."""

from __future__ import annotations

import sqlite3

from ..review.strength import Comparison

#: the newest games the rating reads
RATING_GAMES = 2000


def versus_levels(db: sqlite3.Connection, player: str | None) -> tuple[list[Comparison], int]:
    """The comparisons of ``player``'s seats (every person's with None) against the computer
    seats of the same games, and how many games they come from; rows out of range are left out."""
    rows = db.execute(
        "SELECT h.game_id, h.place, c.level, c.place FROM seats h "
        "JOIN seats c ON c.game_id = h.game_id AND c.kind = 'computer' "
        "WHERE h.kind = 'human' AND (? IS NULL OR h.name = ?) AND h.game_id IN "
        "(SELECT game_id FROM seats WHERE kind = 'human' AND (? IS NULL OR name = ?) "
        " ORDER BY game_id DESC LIMIT ?)",
        (player, player, player, player, RATING_GAMES)).fetchall()
    out: list[Comparison] = []
    games: set[int] = set()
    for game_id, mine, level, theirs in rows:
        if type(mine) is not int or type(theirs) is not int or not isinstance(level, str) or len(level) > 20:
            continue
        if not (1 <= mine <= 5 and 1 <= theirs <= 5) or mine == theirs:
            continue
        out.append(Comparison(level, mine < theirs))
        games.add(game_id)
    return out, len(games)


__all__ = ["RATING_GAMES", "versus_levels"]
