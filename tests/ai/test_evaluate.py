"""The evaluator looks ahead to R-V8's neutral march; Easy's casual objective; R-V8 discards."""

from __future__ import annotations

import random

from joraku_desktop.ai.board import board_of_game
from joraku_desktop.ai.evaluate import EvalContext, army_values, seat_values, utility
from joraku_desktop.ai.heuristic import easy_agent, normal_agent
from joraku_desktop.ai.knowledge import sample_hidden
from joraku_desktop.model import observe, scenario
from joraku_desktop.model.actions import NEUTRAL
from joraku_desktop.model.board import slot

from .helpers import MODES

V8 = MODES[3]


def test_later_rounds_are_valued_after_the_neutral_march() -> None:
    """Round 1, R-V8: blue alone in Mikawa (area 4) now, but the neutral daimyo and samurai
    behind it (area 5) will march into Mikawa for round 2 and outrank blue there. The
    evaluator must see blue's round-2 prestige in Mikawa fall, and so value a neutral token
    moved away from area 5 (a relocation, R-V8) for blue."""
    kw = dict(players=2, two_player_variant="R-V8", round=1, phase="play", kachidoki="blue",
              daimyo={"blue": 0, "red": 0, "purple": 6})
    g = scenario(samurai={"blue": {4: 2}, "red": {}, "purple": {5: 3, 0: 7}}, **kw)
    view = observe(g, 0)
    ctx = EvalContext.build(view)
    assert len(ctx.marches) == 2  # rounds 2 and 3 ahead, each after one more march
    board = board_of_game(g)
    before = army_values(ctx, board)[0]
    board.tokens[slot(NEUTRAL, 5)] -= 3  # no neutral samurai behind blue
    board.tokens[slot(NEUTRAL, 0)] += 3
    after = army_values(ctx, board)[0]
    assert after > before + 1.0
    # round 3 (no march ahead): a neutral token behind an area changes nothing there
    late = EvalContext.build(observe(scenario(samurai={"blue": {4: 2}, "red": {}, "purple": {3: 3, 0: 7}},
                                      **{**kw, "round": 3, "daimyo": {"blue": 0, "red": 0}}), 0))
    assert late.marches == ()


def test_non_v8_values_are_unchanged_by_the_march_layers() -> None:
    """Without a neutral army the evaluator folds all rounds into one ranking, as before."""
    g = scenario(players=4, round=1, phase="play", kachidoki="blue", samurai={"blue": {3: 2}, "red": {3: 1}})
    ctx = EvalContext.build(observe(g, 0))
    assert ctx.marches == ()
    vals = army_values(ctx, board_of_game(g))
    assert vals[0] > vals[1]


def test_casual_rivalry_values_only_the_own_position() -> None:
    g = scenario(players=3, round=2, phase="play", kachidoki="blue", samurai={"blue": {2: 2}, "red": {2: 3}})
    ctx = EvalContext.build(observe(g, 0))
    vals = army_values(ctx, board_of_game(g))
    assert utility(ctx, vals, 0, rivalry=0.0) == seat_values(ctx, vals)[0]
    assert utility(ctx, vals, 0) < utility(ctx, vals, 0, rivalry=0.0)
    easy, normal = easy_agent(1), normal_agent(1)
    assert easy.rivalry == 0.0 and easy.weights[1:] == (0.0, 0.0) and easy.mode_noise
    assert normal.rivalry == 1.0 and normal.weights[1] > 0


def test_a_passed_card_may_have_been_discarded() -> None:
    """R-V8: after the pass the opponent discards one of its 8 cards, possibly one it got from
    this seat; the guessed deals put a passed card into the discard about 3 times in 8."""
    g = scenario(players=2, two_player_variant="R-V8", phase="recruit", kachidoki="blue", seed=3)
    while g.phase_name in ("pass", "discard"):
        legal = g.legal_actions()
        g.apply(legal[0])
    view = observe(g, 0)
    known = set(view.known_cards[1])
    assert len(known) == 3
    rng = random.Random(2)
    n = 600
    in_discard = 0
    for _ in range(n):
        deal = sample_hidden(view, rng)
        assert known <= set(deal.hands[1]) | set(deal.discards[1])
        in_discard += bool(known & set(deal.discards[1]))
    assert 0.25 < in_discard / n < 0.5
