"""The rating against the computer levels: the levels' figures follow from their arena matches,
and a player's estimate moves the right way, with an interval, only after enough games."""

from __future__ import annotations

import pytest

from joraku_desktop.review.strength import (
    LEVEL_MATCHES,
    LEVEL_RATINGS,
    MIN_GAMES,
    Comparison,
    chance_ahead,
    estimate,
    gap_from_share,
    trend_line,
)


def test_the_levels_ratings_are_their_arena_matches() -> None:
    for stronger, weaker, share, command in LEVEL_MATCHES:
        gap = LEVEL_RATINGS[stronger] - LEVEL_RATINGS[weaker]
        assert gap == pytest.approx(gap_from_share(share), abs=1.0)
        assert "joraku_desktop.ai.arena" in command
    assert LEVEL_RATINGS["normal"] == 1500
    # one against three at the measured share, the model gives that share back
    s_a, s_b = 10 ** (LEVEL_RATINGS["hard"] / 400), 10 ** (LEVEL_RATINGS["normal"] / 400)
    assert s_a / (s_a + 3 * s_b) == pytest.approx(0.648, abs=0.002)


def test_not_enough_games_gives_no_rating() -> None:
    games = [Comparison("normal", True)] * (MIN_GAMES - 1)
    assert estimate(games, MIN_GAMES - 1) is None
    assert estimate([], 50) is None


def test_the_estimate_follows_the_results() -> None:
    even = estimate([Comparison("normal", i % 2 == 0) for i in range(40)], 40)
    assert even is not None and even.rating == pytest.approx(1500, abs=1)
    assert even.low < 1500 < even.high
    strong = estimate([Comparison("hard", i % 4 != 0) for i in range(60)], 60)
    assert strong is not None and strong.rating > LEVEL_RATINGS["hard"]
    assert chance_ahead(strong.rating, LEVEL_RATINGS["hard"]) == pytest.approx(0.75, abs=0.05)
    always = estimate([Comparison("easy", True)] * 30, 30)
    assert always is not None and always.rating < 10_000 and always.high > always.rating > always.low
    more = estimate([Comparison("normal", i % 2 == 0) for i in range(400)], 400)
    assert more is not None and more.high - more.low < even.high - even.low


def test_the_trend_line() -> None:
    assert trend_line([1.0]) is None
    a, b = trend_line([3.0, 2.0, 1.0]) or (0.0, 0.0)
    assert a == pytest.approx(3.0) and b == pytest.approx(-1.0)
