"""The fitted estimate of the rounds to come (ai/leaf.py) and its weights (ai/leaf_weights.py)."""

from __future__ import annotations

import math
import random

import pytest

from joraku_desktop.ai import agent_seed, make_agent
from joraku_desktop.ai.evaluate import army_values, make_context
from joraku_desktop.ai.fasteval import FastEval
from joraku_desktop.ai.leaf import TERMS, features, fitted_context, leaf_context, mode_key
from joraku_desktop.ai.leaf_weights import LEAF_WEIGHTS
from joraku_desktop.ai.rollout import Playout
from joraku_desktop.model.config import GameConfig
from joraku_desktop.model.game import Game, new_game
from joraku_desktop.model.phases import Mode
from joraku_desktop.model.view import observe

MODES = [(4, None, ()), (3, None, ()), (2, "R-V7", ()), (2, "R-V8", ()), (4, None, ("R-V2", "R-V3"))]


def _at_round_start(players: int, two: str | None, cards: tuple[str, ...], seed: int, round_: int) -> Game:
    g = new_game(GameConfig(players, two, frozenset(cards), seed))
    agents = [make_agent("normal", agent_seed(seed, s)) for s in range(players)]
    while g.round < round_:
        s = g.current_seat
        g.apply(agents[s].choose(observe(g, s), g.legal_actions()))
    return g


@pytest.mark.parametrize(("players", "two", "cards"), MODES)
@pytest.mark.parametrize("round_", [2, 3])
def test_fitted_values_are_the_rp_plus_the_weighted_terms(players: int, two: str | None,
                                                          cards: tuple[str, ...], round_: int) -> None:
    """Any weights, as an EvalContext, value a board as RP + Σ weight × term: the terms the
    fit sees are exactly the parts of the values the search uses. (R-V1's bonus is weighed
    with the prestige rows, not fitted as a term of its own.)"""
    rng = random.Random(players * 10 + round_)
    for seed in (3, 11):
        g = _at_round_start(players, two, cards, seed, round_)
        base = make_context(g.armies, g.owner, g.players, g.config.variants, g.round, 0,
                            g.skirmishes_per_round, g.mode == Mode.V7)
        terms = features(base, g.round, g.board)
        assert set(terms) <= set(TERMS)
        assert ("next" in terms) == (round_ < 3)
        weights = {t: rng.uniform(-1.0, 2.0) for t in terms}
        ctx = fitted_context(base, g.round, weights)
        got = army_values(ctx, g.board)
        fast = FastEval(ctx).values(g.board)
        for a in g.armies:
            if a == 7:
                continue
            want = g.board.rp[a] + sum(w * terms[t][a] for t, w in weights.items())
            assert got[a] == pytest.approx(want, abs=1e-9)
            assert fast[a] == pytest.approx(want, abs=1e-9)


def test_the_evaluator_is_one_point_of_the_family() -> None:
    """With the evaluator's own weights the fitted form gives the evaluator's values (to the
    share term, which the evaluator spreads over the rounds ahead)."""
    g = _at_round_start(4, None, (), 5, 2)
    base = make_context(g.armies, g.owner, g.players, g.config.variants, g.round, 0,
                        g.skirmishes_per_round, False)
    weights = {"now": 1.0, "next": 0.55, "kachi": base.kachi_weight, "supply": base.supply_value,
               "share": 1.55}
    old = army_values(base, g.board)
    new = army_values(fitted_context(base, 2, weights), g.board)
    for a in range(4):
        assert new[a] == pytest.approx(old[a], abs=0.5)


def test_the_weights_are_whole_and_finite() -> None:
    assert set(LEAF_WEIGHTS) == {"4p", "3p", "R-V7", "R-V8"}
    for mode, rounds in LEAF_WEIGHTS.items():
        assert set(rounds) == {2, 3}, mode
        for r, w in rounds.items():
            assert set(w) <= set(TERMS) and {"now", "kachi", "supply", "share"} <= set(w), (mode, r)
            assert ("next" in w) == (r == 2)
            assert all(math.isfinite(x) and abs(x) < 100 for x in w.values())
    assert mode_key(2, True) == "R-V7" and mode_key(2, False) == "R-V8" and mode_key(3, False) == "3p"


@pytest.mark.parametrize(("players", "two"), [(4, None), (2, "R-V8"), (2, "R-V7")])
def test_a_simulation_ending_at_a_round_start_is_judged_by_the_fit(players: int, two: str | None) -> None:
    """Playout.seat_values uses the fitted weights at a round's start, and the evaluator's
    everywhere else (mid-round, or without weights)."""
    g = _at_round_start(players, two, (), 7, 2)
    seven = g.mode == Mode.V7
    ctx = leaf_context(g.armies, g.owner, g.players, g.config.variants, g.round, g.skirmishes_per_round,
                       seven, LEAF_WEIGHTS)
    assert ctx is not None
    fitted = FastEval(ctx)
    with_leaf = Playout(random.Random(1), 0.1, LEAF_WEIGHTS).seat_values(g)
    without = Playout(random.Random(1), 0.1).seat_values(g)
    assert with_leaf == pytest.approx(fitted.seat_values(fitted.values(g.board)))
    assert with_leaf != pytest.approx(without)
    # mid-round the evaluator's own weights stand
    agents = [make_agent("normal", agent_seed(7, s)) for s in range(players)]
    while not g.played:
        s = g.current_seat
        g.apply(agents[s].choose(observe(g, s), g.legal_actions()))
    assert Playout(random.Random(1), 0.1, LEAF_WEIGHTS).seat_values(g) == pytest.approx(
        Playout(random.Random(1), 0.1).seat_values(g))
    assert leaf_context(g.armies, g.owner, g.players, g.config.variants, 2, g.skirmishes_per_round,
                        seven, {}) is None
