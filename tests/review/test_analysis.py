"""The game review tells good play from bad, agrees with the hint and is reproducible."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from joraku_desktop.ai import agent_seed, make_agent
from joraku_desktop.ai.advice import advise
from joraku_desktop.model import Game, GameConfig, new_game
from joraku_desktop.model.actions import action_from_text
from joraku_desktop.model.replay import fresh_start
from joraku_desktop.model.save_format import SeatInfo
from joraku_desktop.model.view import observe
from joraku_desktop.review.analysis import (
    GameReview,
    ReviewBudget,
    ReviewCancelledError,
    decision_seed,
    decisions_to_review,
    review_game,
)
from joraku_desktop.review.labels import Label, label_for
from joraku_desktop.saves import save_game

#: a small budget: the tests check behaviour, the benchmark (scripts/review_benchmark.py) strength
BUDGET = ReviewBudget(iterations=16, deals=6)


def played_game(specs: list[str], seed: int, **mode: object) -> Game:
    g = new_game(GameConfig(players=len(specs), seed=seed, **mode))  # type: ignore[arg-type]
    agents = [make_agent(s, agent_seed(seed, i)) for i, s in enumerate(specs)]
    while not g.is_over:
        s = g.current_seat
        g.apply(agents[s].choose(observe(g, s), g.legal_actions()))
    return g


@pytest.fixture(scope="module")
def random_v_normal() -> Game:
    return played_game(["random", "normal"], 4101, two_player_variant="R-V8")


@pytest.fixture(scope="module")
def review(random_v_normal: Game) -> GameReview:
    return review_game(random_v_normal, [0, 1], BUDGET, seed=3)


def test_a_random_seat_loses_far_more_than_a_normal_one(review: GameReview) -> None:
    rnd, normal = review.summary(0), review.summary(1)
    assert rnd.decisions > 20 and normal.decisions > 20
    assert rnd.rp_lost_per_decision >= 2 * normal.rp_lost_per_decision > 0
    assert rnd.mistakes + rnd.blunders > normal.mistakes + normal.blunders
    assert all(d.rp_lost >= 0 for d in review.decisions)
    assert all(d.label is Label.BEST for d in review.decisions if d.same_as_best)
    moments = review.moments()
    assert 3 <= len(moments) <= 5
    worst = max(review.decisions, key=lambda d: d.rp_lost)
    assert worst in moments and all(m.better != m.played for m in moments)
    assert [m.index for m in moments] == sorted(m.index for m in moments)


def test_the_review_is_deterministic_and_sees_only_the_chosen_seats(random_v_normal: Game) -> None:
    small = ReviewBudget(iterations=3, deals=2)
    one = review_game(random_v_normal, [1], small, seed=8)
    again = review_game(random_v_normal, [1], small, seed=8)
    assert one == again
    assert {d.seat for d in one.decisions} == {1}
    assert [d.index for d in one.decisions] == decisions_to_review(random_v_normal, [1])


def test_the_best_decision_is_the_hints_advice_on_the_same_budget_and_seed(random_v_normal: Game,
                                                                          review: GameReview) -> None:
    g, _ = fresh_start(random_v_normal)
    checked = 0
    by_index = {d.index: d for d in review.decisions}
    for i, action in enumerate(random_v_normal.history):
        d = by_index.get(i)
        if d is not None and i % 3 == 0:
            hint = advise(observe(g, d.seat), g.legal_actions(), decision_seed(3, i),
                          iterations=BUDGET.iterations, budget_s=None)
            assert hint == d.advice
            assert hint.action == d.better
            checked += 1
        g.apply(action)
    assert checked >= 5


def test_progress_is_told_and_a_review_can_be_cancelled(random_v_normal: Game) -> None:
    seen: list[tuple[int, int]] = []
    with pytest.raises(ReviewCancelledError):
        review_game(random_v_normal, [0], BUDGET, progress=lambda d, t: seen.append((d, t)),
                    should_stop=lambda: len(seen) > 3)
    total = len(decisions_to_review(random_v_normal, [0]))
    assert seen[0] == (0, total) and seen[-1] == (3, total)


def test_labels_follow_the_rp_lost() -> None:
    assert [label_for(x).value for x in (0.0, 0.3, 1.0, 3.0, 9.0)] == [
        "best", "good", "inaccuracy", "mistake", "blunder"]
    assert label_for(20.0, same_as_best=True) is Label.BEST
    with pytest.raises(ValueError):
        ReviewBudget(0, 10)
    with pytest.raises(ValueError):
        review_game(new_game(GameConfig(players=3, seed=1)), [3])


def test_the_command_line_prints_the_contract(tmp_path: Path, random_v_normal: Game) -> None:
    save = tmp_path / "g.json"
    save_game(random_v_normal, save, [SeatInfo("Ann"), SeatInfo("Bot", "normal")])
    out = subprocess.run([sys.executable, "-m", "joraku_desktop.review", str(save), "--seats", "0", "--json",
                          "--iterations", "6", "--deals", "3"], capture_output=True, text=True, timeout=300,
                         check=True)
    doc = json.loads(out.stdout)
    assert set(doc) == {"seats", "moments"}
    [row] = doc["seats"]
    assert set(row) == {"seat", "decisions", "rp_lost", "mistakes", "blunders"} and row["seat"] == 0
    assert isinstance(row["rp_lost"], float)
    for m in doc["moments"]:
        assert set(m) == {"seat", "decision", "rp_lost", "played", "better"}
        assert isinstance(m["rp_lost"], float)
        decision = json.loads(save.read_text())["decisions"][m["decision"]]
        assert action_from_text(m["played"]) == action_from_text(decision)
        assert m["better"] != m["played"]
    assert "decisions" in out.stderr
    bad = subprocess.run([sys.executable, "-m", "joraku_desktop.review", str(tmp_path / "none.json")],
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "cannot review" in bad.stderr
