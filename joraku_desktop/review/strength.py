"""A player's strength against the computer levels (Qt-free, no I/O).

**The levels' ratings** come from the arena's one-against-three matches in four players
(docs/ai.md, "The ladder" and "Hard and Expert against the goals"), read with the Plackett–Luce
model: each seat has a strength ``s``, and the winner of a game is seat *i* with chance
``s_i / Σ s``. A level that wins a share ``p`` of games against three copies of another has
``s_A / s_B = 3p / (1 − p)``, i.e. ``400·log10(3p / (1 − p))`` rating points above it. The
figures, kept here as data (re-measure with the commands of :data:`LEVEL_MATCHES` and update
both):

* Easy against three Random: 98.8% → +957; Normal against three Easy: 51.5% → +201;
  Hard (its 1 s clock) against three Normal: 64.8% over 400 games → +297; Expert (3 s) against
  three Hard: 28.0% → +27. Normal is anchored at 1500.

**The player's rating** uses the same model: under Plackett–Luce the chance that seat A finishes
ahead of seat B is ``s_A / (s_A + s_B)`` (Bradley–Terry), so every recorded game gives one
comparison per computer seat (the player ahead of it or not, by the places of the result, ties
broken as the rules break them). The rating is the maximum-likelihood estimate with a weak prior
(one drawn game against Normal, so that a player who always or never wins still has a finite
figure), its interval ±1.96 standard errors from the Fisher information. Below
:data:`MIN_GAMES` games against the computer it says "not enough games yet".
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

#: rating of each computer level (Normal = 1500), from the arena matches below
LEVEL_RATINGS: dict[str, float] = {"random": 342.0, "easy": 1299.0, "normal": 1500.0, "hard": 1797.0,
                                   "expert": 1824.0}
#: (stronger, weaker, the stronger's win share against three of the weaker, the arena command)
_ARENA = "python -m joraku_desktop.ai.arena --players 4"
LEVEL_MATCHES: tuple[tuple[str, str, float, str], ...] = (
    ("easy", "random", 0.988, f"{_ARENA} --agents easy random random random --games 400"),
    ("normal", "easy", 0.515, f"{_ARENA} --agents normal easy easy easy --games 400"),
    ("hard", "normal", 0.648, f"{_ARENA} --games 200 --seed 730000 --jobs 2 "
                              "--agents hard normal normal normal (and --seed 760000)"),
    ("expert", "hard", 0.280, f"{_ARENA} --games 200 --seed 750000 --jobs 2 --agents expert hard hard hard"),
)
#: games against the computer before a rating is given
MIN_GAMES = 10
_K = math.log(10) / 400


def gap_from_share(share: float, others: int = 3) -> float:
    """Rating points between a level winning ``share`` of games against ``others`` copies of
    another and that other level (Plackett–Luce)."""
    return 400 * math.log10(others * share / (1 - share))


@dataclass(frozen=True, slots=True)
class Comparison:
    """One recorded game against one computer seat: the level, and whether the player finished ahead."""

    level: str
    ahead: bool


@dataclass(frozen=True, slots=True)
class Rating:
    rating: float
    low: float
    high: float
    games: int


def chance_ahead(rating: float, other: float) -> float:
    return 1 / (1 + 10 ** ((other - rating) / 400))


def estimate(comparisons: Sequence[Comparison], games: int) -> Rating | None:
    """The player's rating from ``comparisons`` over ``games`` games, or None below :data:`MIN_GAMES`."""
    known = [(LEVEL_RATINGS[c.level], 1.0 if c.ahead else 0.0) for c in comparisons
             if c.level in LEVEL_RATINGS]
    if games < MIN_GAMES or not known:
        return None
    data = [*known, (LEVEL_RATINGS["normal"], 0.5)]  # the prior: one draw against Normal
    theta = LEVEL_RATINGS["normal"]
    info = 1.0
    for _ in range(60):  # Newton's method on the log-likelihood (concave)
        grad = sum(_K * (y - chance_ahead(theta, r)) for r, y in data)
        info = sum(_K * _K * chance_ahead(theta, r) * (1 - chance_ahead(theta, r)) for r, _y in data)
        step = grad / max(info, 1e-12)
        theta += max(-400.0, min(400.0, step))
        if abs(step) < 1e-6:
            break
    se = 1 / math.sqrt(max(info, 1e-12))
    return Rating(theta, theta - 1.96 * se, theta + 1.96 * se, games)


def trend_line(values: Sequence[float]) -> tuple[float, float] | None:
    """The least-squares line (intercept, slope per game) through ``values`` by game number, or
    None with fewer than two."""
    n = len(values)
    if n < 2:
        return None
    mx = (n - 1) / 2
    my = sum(values) / n
    sxx = sum((i - mx) ** 2 for i in range(n))
    slope = sum((i - mx) * (v - my) for i, v in enumerate(values)) / sxx
    return my - slope * mx, slope


__all__ = ["LEVEL_MATCHES", "LEVEL_RATINGS", "MIN_GAMES", "Comparison", "Rating", "chance_ahead", "estimate",
           "gap_from_share", "trend_line"]
