"""A search may be rewarded, in part or whole, by the seat's chance of winning the game
(``win=``) instead of its squashed margin over the rivals: certain once a simulation reaches
the game's end (R-G1, R-G2), else estimated from the seats' values."""

from __future__ import annotations

import math
import random

from joraku_desktop.ai import make_agent, mcts, search
from joraku_desktop.ai.mcts import win_chances
from joraku_desktop.model import GameConfig, new_game, observe
from joraku_desktop.model.phases import Phase

from .helpers import random_positions


def test_the_chances_are_certain_at_the_games_end() -> None:
    rng = random.Random(5)
    g = new_game(GameConfig(players=4, seed=5))
    while not g.is_over:
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
    assert g.result is not None
    chances = win_chances(g, [0.0, 50.0, 10.0, 20.0], 6.0)  # the estimate is not asked
    assert chances == [1.0 if s == g.result.winner else 0.0 for s in range(4)]


def test_before_the_end_the_chances_follow_the_estimated_values() -> None:
    g = new_game(GameConfig(players=4, seed=5))
    chances = win_chances(g, [40.0, 46.0, 40.0, 34.0], 6.0)
    assert math.isclose(sum(chances), 1.0)
    assert chances[1] > chances[0] == chances[2] > chances[3]
    assert math.isclose(chances[1] / chances[0], math.e)  # 6 RP ahead: e times as likely
    assert max(win_chances(g, [40.0, 46.0, 40.0, 34.0], 1.0)) > chances[1]  # a colder estimate


def test_a_search_rewarded_by_wins_alone_scores_its_last_round_by_wins(monkeypatch) -> None:
    """In round 3 every simulation ends the game, so with ``win=1`` each reward is a win or a
    loss; the search stays deterministic and legal."""
    searches: list[mcts.Search] = []

    class Kept(mcts.Search):
        def __init__(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
            super().__init__(*args, **kwargs)
            searches.append(self)

    g = next(p for p in random_positions({"players": 4}, 11)
             if p.round == 3 and p.phase == Phase.PLAY and len(p.legal_actions()) > 2)
    view = observe(g, g.current_seat)
    monkeypatch.setattr(search, "Search", Kept)
    first = make_agent("hard:iterations=60,sure=0,win=1", 3).choose(view, g.legal_actions())
    assert first in g.legal_actions()
    rewards = [r for s in searches for samples in s.samples for r in samples]
    assert len(rewards) >= 60 and set(rewards) <= {0.0, 1.0}
    assert make_agent("hard:iterations=60,sure=0,win=1", 3).choose(view, g.legal_actions()) == first
    # the default reward is the squashed margin, almost never exactly a win or a loss
    searches.clear()
    make_agent("hard:iterations=60,sure=0", 3).choose(view, g.legal_actions())
    assert not {r for s in searches for samples in s.samples for r in samples} <= {0.0, 1.0}
