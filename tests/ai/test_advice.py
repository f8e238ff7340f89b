"""The hint's advice (ai/advice.py): for every decision kind of every mode, the suggestion is
legal and its whole plan plays out legally on the real engine; the reason's numbers are sane;
it sees only the seat's view (R-P3)."""

from __future__ import annotations

import random

import pytest

from joraku_desktop.ai.advice import Advice, AdviceKind, advise, shown_steps
from joraku_desktop.model import observe, scenario
from joraku_desktop.model.actions import AP, END, PLACE, PLACEMENT, RELOCATE, Action
from joraku_desktop.model.game import Game

from .helpers import MODE_IDS, MODES, random_positions
from .test_no_peeking import _reshuffled

#: a tiny search: the tests check what the advice is made of, not how strong it is
FAST = {"iterations": 6, "budget_s": None}


def _plays_out(g: Game, advice: Advice) -> None:
    """The action and every planned step are legal in turn on a copy of the game, and the
    plan stays within the seat's turn (R-E1/R-E2)."""
    copy = g.clone()
    seat = g.current_seat
    for step in advice.steps:
        assert copy.current_seat == seat, (str(g), advice)
        assert step in copy.legal_actions(), (str(g), advice, step)
        copy.apply(step)


@pytest.mark.parametrize("mode", MODES, ids=MODE_IDS)
def test_every_advice_is_legal_and_its_plan_plays_out(mode: dict) -> None:
    kinds: set[AdviceKind] = set()
    for g in random_positions(mode, 7, every=3):
        legal = g.legal_actions()
        advice = advise(observe(g, g.current_seat), legal, 3, **FAST)
        assert advice.action in legal
        assert advice.seat == g.current_seat
        _plays_out(g, advice)
        r = advice.reason
        if r.win_chance is not None:
            assert 0.0 <= r.win_chance <= 1.0
        assert all(0 <= n.area < 7 and 0 <= n.after <= 5 for n in r.ranks)
        kinds.add(advice.kind)
    expected = {AdviceKind.PLAY, AdviceKind.RESOLVE, AdviceKind.ONLY}
    expected |= {{None: AdviceKind.PASS, "R-V7": AdviceKind.DRAFT, "R-V8": AdviceKind.DISCARD}[
        mode.get("two_player_variant")]}
    assert expected <= kinds


def test_a_card_to_play_comes_with_its_whole_turn() -> None:
    """R-E2: the hint for a numbered card names the effect and each placement or AP step."""
    g = scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"},
                 daimyo={"blue": 3})
    advice = advise(observe(g, 0), g.legal_actions(), 1, **FAST)
    assert advice.kind is AdviceKind.PLAY and advice.card == advice.action.card
    assert advice.plan and advice.plan[-1] == Action(END)
    _plays_out(g, advice)
    # the merged steps number the plan as the table shows it: "place 1" x3 is one step
    merged = shown_steps(advice)
    assert sum(n for _a, n in merged) == len([s for s in advice.steps if s.kind != END])
    assert advice.reason.simulations > 0


def test_a_searched_card_says_by_how_much_it_beat_the_next_best() -> None:
    """The reason of a searched card gives the search's own numbers: how many whole turns were
    compared, by how much (RP against the rivals, on average over the simulated rounds) the
    advised one did better than the next best, and which card that was."""
    g = scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"},
                 daimyo={"blue": 3})
    advice = advise(observe(g, 0), g.legal_actions(), 1, iterations=120, budget_s=None)
    r = advice.reason
    assert r.turns_compared >= 2 and r.simulations >= 100
    if r.margin_rp is not None:
        assert r.runner_up is not None and r.runner_up in g.legal_actions()


def test_placement_and_ap_choices_and_relocation_are_advised() -> None:
    """The effect choice (R-E2), placements and the R-V8 relocation of a neutral samurai."""
    seen_choice = seen_place = seen_relocate = False
    for mode in (MODES[0], MODES[3], MODES[7]):
        for g in random_positions(mode, 11):
            if g.phase_name not in ("mode", "place", "ap"):
                continue
            advice = advise(observe(g, g.current_seat), g.legal_actions(), 5, **FAST)
            _plays_out(g, advice)
            seen_choice |= g.phase_name == "mode" and advice.action.kind in (PLACEMENT, AP)
            seen_place |= advice.action.kind == PLACE
            seen_relocate |= any(s.kind == RELOCATE for s in advice.steps)
    assert seen_choice and seen_place and seen_relocate


def test_the_advice_is_the_same_when_only_hidden_cards_differ() -> None:
    """R-P3: the hint depends on the seat's view alone (as tests/ai/test_no_peeking.py)."""
    rng = random.Random(4)
    compared = 0
    for mode in MODES[:4]:
        for g in random_positions(mode, 13, every=6):
            if g.phase_name not in ("play", "mode", "place", "ap"):
                continue
            seat = g.current_seat
            other = _reshuffled(g, seat, rng)
            if other is None:
                continue
            v1, v2 = observe(g, seat), observe(other, seat)
            assert v1 == v2
            a1 = advise(v1, g.legal_actions(), 9, **FAST)
            a2 = advise(v2, other.legal_actions(), 9, **FAST)
            assert a1 == a2
            compared += 1
    assert compared >= 6


def test_no_legal_action_is_an_error() -> None:
    g = scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2"})
    with pytest.raises(ValueError):
        advise(observe(g, 0), (), 0)
