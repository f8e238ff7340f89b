"""The search's memoised evaluator gives the evaluator's values, and values one-step changes
exactly as building the board and valuing it would."""

from __future__ import annotations

import pytest

from joraku_desktop.ai.evaluate import EvalContext, army_values, kachidoki_gains, make_context
from joraku_desktop.ai.fasteval import FastEval
from joraku_desktop.model.actions import NEUTRAL, PLACE, PLACE_IN
from joraku_desktop.model.game import Game
from joraku_desktop.model.phases import Mode

from .helpers import MODE_IDS, MODES, random_positions


def _evaluators(g: Game) -> tuple[EvalContext, FastEval]:
    ctx = make_context(g.armies, g.owner, g.players, g.config.variants, g.round, g.skirmish,
                       g.skirmishes_per_round, g.mode == Mode.V7)
    return ctx, FastEval(ctx)


@pytest.mark.parametrize("mode", MODES, ids=MODE_IDS)
def test_values_and_steps_match_the_evaluator(mode: dict) -> None:
    checked = 0
    for g in random_positions(mode, 3, every=3):
        if g.is_over or g.acting_army < 0:
            continue
        ctx, fe = _evaluators(g)
        sc = fe.score(g.board)
        assert sc.vals == pytest.approx(army_values(ctx, g.board), abs=1e-9)
        army = g.acting_army
        for step in [*g.board.ap_steps(army, 6), *PLACE_IN]:
            times = 1
            if step.kind == PLACE:
                times = min(2, g.board.supply[army])
                if not times:
                    continue
            b = g.board.copy()
            for _ in range(times):
                b.apply_step(army, step)
            vals, rows = fe.step(sc, army, step, times)
            assert vals == pytest.approx(army_values(ctx, b), abs=1e-9)
            for w in g.armies:
                if w == NEUTRAL:
                    continue
                area = b.daimyo_area[w]
                assert fe.kachidoki(rows.get(area, sc.rows[0][area])) == kachidoki_gains(ctx, b, w)
            checked += 1
    assert checked > 100
