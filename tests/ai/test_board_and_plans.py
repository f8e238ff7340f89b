"""The AI plans on the engine's map model, and its plans never spend AP aimlessly (R-E2 B)."""

from __future__ import annotations

import pytest

from joraku_desktop.ai.board import Board, board_of_game
from joraku_desktop.ai.evaluate import EvalContext, army_values, utility
from joraku_desktop.ai.heuristic import HeuristicAgent
from joraku_desktop.ai.plans import plan_from_state
from joraku_desktop.model import observe, scenario
from joraku_desktop.model.actions import DAIMYO, END, MOVE, RELOCATE, REMOVE
from joraku_desktop.model.phases import Phase

from .helpers import MODE_IDS, MODES, game, random_positions


@pytest.mark.parametrize("mode", MODES, ids=MODE_IDS)
def test_board_ap_steps_and_effects_match_the_engine(mode: dict) -> None:
    checked = 0
    for g in random_positions(mode, 7):
        if g.phase_name not in ("ap", "place"):
            continue
        view = observe(g, g.current_seat)
        board = Board.from_view(view)
        army = g.acting_army
        if g.phase_name == "ap":
            mine = set(board.ap_steps(army, g.ap_left))
            engine = {a for a in g.legal_actions() if a.kind != END}
            assert mine == engine
        for a in g.legal_actions():
            if a.kind == END:
                continue
            b = board.copy()
            b.apply_step(army, a)
            h = g.clone(record=False)
            h.apply(a)
            e = board_of_game(h)
            assert (b.tokens, b.daimyo_area, b.supply, b.rp) == (e.tokens, e.daimyo_area, e.supply, e.rp)
            checked += 1
    assert checked > 20


def test_no_ap_is_spent_when_nothing_improves() -> None:
    """With nothing worth doing, the AP plan is simply to end (no aimless AP, R-E2 B)."""
    g = scenario(players=3, round=3, phase="play", kachidoki="blue", hands={"blue": "R1 B2 Y3 R4 B5 YN"},
                 samurai={"blue": {}, "red": {}, "yellow": {}})
    g.apply("play R1")
    g.apply("ap")
    view = observe(g, 0)
    ctx = EvalContext.build(view)
    board = Board.from_view(view)

    def obj(b: Board) -> float:
        return utility(ctx, army_values(ctx, b), 0)

    plan = plan_from_state(board, 0, "ap", g.acting_card, g.ap_left, obj)
    for step in plan.steps[:-1]:
        assert plan.value > obj(board)  # any step taken must pay
        assert step.kind != END
    assert plan.steps[-1].kind == END


def test_remove_when_daimyo_area_is_contested() -> None:
    """A 2 with no samurai in supply, tied for 1st in Tōtōmi where the daimyo stands: the plan
    spends AP removing a red samurai there (R-E2 B) to rank 1st alone (R-PR2)."""
    g = scenario(players=4, round=1, phase="play", kachidoki="blue", daimyo={"blue": 5},
                 samurai={"blue": {5: 1, 0: 9}, "red": {5: 3}}, hands={"blue": "R2 B1 Y1 R1 B2"})
    g.apply("play R2")
    view = observe(g, 0)
    agent = HeuristicAgent(1)
    steps = []
    while g.current_seat == 0 and g.acting_army == 0:
        a = agent.choose(observe(g, 0), g.legal_actions())
        steps.append(str(a))
        g.apply(a)
    assert view.phase is Phase.MODE
    assert steps[0] == "ap" and "remove red@5" in steps, steps
    assert g.influence(0, 5) > g.influence(1, 5)


def _detours(steps: list) -> list[tuple[str, str]]:
    """Pairs of AP steps that undo each other for nothing: a samurai moved there and back
    (samurai are alike, so any such pair is a detour), or the daimyo moved there and back with
    no removal on the way (R-E2 B: removals happen where the daimyo stands)."""
    out = []
    for i, a in enumerate(steps):
        if a.kind not in (MOVE, DAIMYO):
            continue
        for j in range(i + 1, len(steps)):
            b = steps[j]
            if b.kind == a.kind and (b.src, b.dst) == (a.dst, a.src):
                between = steps[i + 1:j]
                if a.kind == MOVE or not any(x.kind in (REMOVE, RELOCATE) for x in between):
                    out.append((str(a), str(b)))
                break
    return out


@pytest.mark.parametrize("mode", MODES[:4], ids=MODE_IDS[:4])
def test_resolutions_never_move_there_and_back(mode: dict) -> None:
    """In whole games of Normal players, no AP spend takes a detour (no aimless AP)."""
    agents = [HeuristicAgent(s) for s in range(mode["players"])]
    spends = 0
    for seed in range(2):
        g = game(mode, 40 + seed)
        current: list = []
        while not g.is_over:
            s = g.current_seat
            a = agents[s].choose(observe(g, s), g.legal_actions())
            if g.phase_name == "ap":
                current.append(a)
                if a.kind == END:
                    assert _detours(current) == [], current
                    spends += len(current) > 1
                    current = []
            g.apply(a)
    assert spends > 0


def test_plan_is_replayed_step_by_step() -> None:
    """After choosing a card the agent replays its remembered plan (no re-planning)."""
    g = scenario(players=4, round=1, phase="play", kachidoki="blue", daimyo={"blue": 5},
                 samurai={"blue": {5: 1}, "red": {5: 3}}, hands={"blue": "R2 B1 Y1 R1 B2"})
    agent = HeuristicAgent(1)
    g.apply(agent.choose(observe(g, 0), g.legal_actions()))
    calls = []
    orig = agent.replan
    agent.replan = lambda view: calls.append(1) or orig(view)  # type: ignore[method-assign]
    while g.acting_army == 0:
        g.apply(agent.choose(observe(g, 0), g.legal_actions()))
    assert calls == []
