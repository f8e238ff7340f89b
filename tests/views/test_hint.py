"""The hint, "What would the computer do?", played as a player does: H, the button, Esc, a move.

The hint thinks off the GUI thread with the seat's view only; it shows the suggested card and
plan on the table with the reason, never moves for the player, is cancelled by Esc, the key
or the button again, or by any move, and is counted in the game's record (and its save).
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from joraku_desktop.ai.advice import AdviceKind, shown_steps
from joraku_desktop.controller.hints import HintState
from joraku_desktop.model import GameConfig, new_game, position_to_dict, scenario
from joraku_desktop.model.actions import AP, PLACE, PLACEMENT, PLAY
from joraku_desktop.views.table.card_item import CardItem
from joraku_desktop.views.table.hint_layer import CardGlow

from .conftest import centre, click, drag, settle, start

KINDS = ("human", "normal", "normal", "normal")
WAIT_MS = 30_000


def lead_game():
    """4 players, round 1, blue (seat 0, human) leads with R4 B2 YN R1 Y6 in hand."""
    return scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"},
                    daimyo={"blue": 3})


@pytest.fixture
def w(window):
    window.hints.iterations = 6  # a small, clock-free search: fast and repeatable
    window.hints.budget_s = None
    return window


def wait_shown(qtbot, w) -> None:
    qtbot.waitUntil(lambda: w.hints.state is HintState.SHOWN, timeout=WAIT_MS)
    settle(w)


def glowing_cards(w) -> list[int]:
    return sorted(it.card for it in w.scene.hand_items
                  if any(isinstance(ch, CardGlow) for ch in it.childItems()))


def test_h_shows_the_card_and_the_plan_and_changes_nothing(w, qtbot) -> None:
    g = lead_game()
    start(w, g, KINDS, paused=True)
    before = position_to_dict(g)
    assert w.action_bar.b_hint.isEnabled() and w.hint_action.isEnabled()
    qtbot.keyClick(w.view, Qt.Key.Key_H)
    assert w.hints.state is HintState.THINKING  # the GUI thread goes on while it thinks
    assert w.hint_glue.layer.callout.isVisible() and w.hint_glue.layer.callout.thinking
    wait_shown(qtbot, w)
    advice = w.hints.advice
    assert advice is not None and advice.kind is AdviceKind.PLAY
    assert advice.action in g.legal_actions() and advice.action.kind == PLAY
    # the suggested card glows in the hand, and only it
    assert glowing_cards(w) == [advice.action.card]
    # the callout lists the steps and the evaluator's reason; the plan is on the map
    text = w.hint_glue.layer.callout.text
    assert "What would the computer do?" in text and "skirmish" in text
    assert len(w.hint_glue.layer.callout.steps) == len(shown_steps(advice))
    assert len(w.hint_glue.layer.marks) == len(advice.map_steps)
    assert "Hints used in this game: 1" in text
    # it never moves for the player
    assert position_to_dict(g) == before and g.current_seat == 0
    assert w.controller.hints_used == 1
    assert w.action_bar.b_hint.text() == "Hide hint (H)"
    # H again takes it off the table
    qtbot.keyClick(w.view, Qt.Key.Key_H)
    assert w.hints.state is HintState.IDLE and glowing_cards(w) == []
    assert not w.hint_glue.layer.callout.isVisible() and not w.hint_glue.layer.plan.isVisible()


def test_the_button_asks_and_a_move_clears_the_hint(w, qtbot) -> None:
    g = lead_game()
    start(w, g, KINDS, paused=True)
    qtbot.mouseClick(w.action_bar.b_hint, Qt.MouseButton.LeftButton)
    wait_shown(qtbot, w)
    advised = w.hints.advice.action.card
    item = next(it for it in w.scene.hand_items if it.card == advised)
    assert isinstance(item, CardItem) and item.draggable  # the hint leaves the gestures alone
    other = next(it for it in w.scene.hand_items if it.card != advised and not it.dimmed)
    card = other.card
    drag(qtbot, w, centre(other), centre(w.scene.skirmish))  # the player plays another card
    assert g.trick and g.trick[-1][1] == card
    assert w.hints.state is HintState.IDLE and not w.hint_glue.layer.visible and glowing_cards(w) == []
    # the next decision (placement or AP, R-E2) can be hinted again, with its plan on the map
    qtbot.keyClick(w.view, Qt.Key.Key_H)
    wait_shown(qtbot, w)
    advice = w.hints.advice
    assert advice.kind is AdviceKind.RESOLVE and advice.action in g.legal_actions()
    assert len(w.hint_glue.layer.marks) == len(advice.map_steps)
    if any(s.kind == PLACE for s in advice.steps):
        assert w.hint_glue.layer.plan.isVisible()
    # the effect to choose now (R-E2) is lit on its button, and only while the hint is shown
    lit = {PLACEMENT: w.action_bar.b_placement, AP: w.action_bar.b_ap}
    for kind, button in lit.items():
        assert bool(button.styleSheet()) == (advice.action.kind == kind)
    assert w.controller.hints_used == 1, "asked again in the same turn: the same hint"
    qtbot.keyClick(w.view, Qt.Key.Key_Escape)
    assert not any(b.styleSheet() for b in lit.values())


def test_esc_or_the_key_again_cancels_and_the_answer_is_dropped(w, qtbot) -> None:
    g = lead_game()
    start(w, g, KINDS, paused=True)
    w.hints.iterations, w.hints.budget_s = None, 0.6  # long enough to cancel it
    for key in (Qt.Key.Key_Escape, Qt.Key.Key_H):
        qtbot.keyClick(w.view, Qt.Key.Key_H)
        assert w.hints.state is HintState.THINKING
        assert w.action_bar.b_hint.text() == "Thinking… (Esc)"
        qtbot.keyClick(w.view, key)
        assert w.hints.state is HintState.IDLE and not w.hint_glue.layer.visible
    qtbot.wait(900)  # the cancelled thinking ends; its answer must not appear
    assert w.hints.state is HintState.IDLE and not w.hint_glue.layer.visible and glowing_cards(w) == []
    assert w.controller.hints_used == 0


def test_no_hint_when_it_is_not_a_humans_decision(w, qtbot) -> None:
    g = lead_game()
    start(w, g, ("normal", "human", "normal", "normal"), paused=True)  # a computer leads
    assert not w.action_bar.b_hint.isEnabled() and not w.hint_action.isEnabled()
    qtbot.keyClick(w.view, Qt.Key.Key_H)
    assert w.hints.state is HintState.IDLE
    assert w.statusBar().currentMessage() == "A hint is there when it is your turn to decide."


def test_no_hint_under_the_curtain(w, qtbot) -> None:
    g = new_game(GameConfig(players=3, seed=11))
    start(w, g, ("human", "human", "random"))
    assert w.scene.curtain_up and not w.action_bar.b_hint.isEnabled()
    w.hint_glue.toggle()
    assert w.hints.state is HintState.IDLE
    click(qtbot, w, centre(w.scene.banner))  # Ann is ready: now she may ask
    assert w.action_bar.b_hint.isEnabled()


def test_the_pass_hint_lights_the_cards_to_pass(w, qtbot) -> None:
    """R-P2: the hint names the two cards to pass; they glow in the hand."""
    g = new_game(GameConfig(players=4, seed=5))
    start(w, g, KINDS, paused=True)
    assert g.phase_name == "pass" and g.current_seat == 0
    qtbot.keyClick(w.view, Qt.Key.Key_H)
    wait_shown(qtbot, w)
    advice = w.hints.advice
    assert advice.kind is AdviceKind.PASS and advice.action in g.legal_actions()
    assert glowing_cards(w) == sorted(advice.action.cards) and len(advice.action.cards) == 2
    assert "Pass the" in w.hint_glue.layer.callout.text


def test_the_count_survives_save_and_load_and_a_new_game_resets_it(w, qtbot, tmp_path) -> None:
    g = lead_game()
    start(w, g, KINDS, paused=True)
    qtbot.keyClick(w.view, Qt.Key.Key_H)
    wait_shown(qtbot, w)
    path = tmp_path / "hinted.joraku.json"
    assert w.files.save_to(path)
    assert json.loads(path.read_text())["hints_used"] == 1
    w.start_game(w.files.last_setup or _setup(w))
    assert w.controller.hints_used == 0
    assert w.files.load(path)
    assert w.controller.hints_used == 1
    assert not w.hint_glue.layer.visible  # a load starts with no hint on the table


def _setup(w):
    from joraku_desktop.controller import GameSetup

    return GameSetup(GameConfig(players=4, seed=3), w.controller.seats)


def test_an_old_save_without_the_count_loads_with_none_used(w, tmp_path) -> None:
    g = lead_game()
    start(w, g, KINDS, paused=True)
    path = tmp_path / "old.joraku.json"
    assert w.files.save_to(path)
    doc = json.loads(path.read_text())
    del doc["hints_used"]  # as written before the hint existed (schema version 1)
    path.write_text(json.dumps(doc))
    w.controller.hints_used = 4
    assert w.files.load(path)
    assert w.controller.hints_used == 0


def test_the_reason_of_a_searched_card_gives_the_searchs_numbers() -> None:
    """The comparison the search made is worded with its numbers: turns compared, the margin
    over the next best (RP against the rivals) and that turn's card."""
    from joraku_desktop.ai.advice import Advice, Reason
    from joraku_desktop.model.actions import PLAY_CARD
    from joraku_desktop.model.cards import card
    from joraku_desktop.words.hint import hint_reasons

    reason = Reason(win_chance=0.5, simulations=480, turns_compared=7, margin_rp=1.26,
                    runner_up=PLAY_CARD[card("B2")])
    advice = Advice(AdviceKind.PLAY, 0, 0, card("R4"), PLAY_CARD[card("R4")], (), reason)
    text = " ".join(hint_reasons(advice))
    assert "Of 7 turns compared" in text and "by 1.3 RP" in text and "blue 2" in text
    assert "480 simulated rounds" in text
    # no comparison to tell when the search did not rank it first on RP
    worse = Advice(AdviceKind.PLAY, 0, 0, card("R4"), PLAY_CARD[card("R4")], (),
                   Reason(win_chance=0.5, simulations=480, turns_compared=7, margin_rp=-0.2,
                          runner_up=PLAY_CARD[card("B2")]))
    assert "turns compared" not in " ".join(hint_reasons(worse))


def test_the_plan_stays_in_view_as_a_checklist_while_the_player_follows_it(w, qtbot) -> None:
    """Each step taken as advised is ticked and the rest stays on the table and in the callout;
    asking again in the same turn is not a second hint; a step not in the plan ends it."""
    g = lead_game()
    start(w, g, KINDS, paused=True)
    qtbot.keyClick(w.view, Qt.Key.Key_H)
    wait_shown(qtbot, w)
    advice = w.hints.advice
    steps = len(shown_steps(advice))
    assert steps >= 2, "a card's plan: the card, then its effect"
    item = next(it for it in w.scene.hand_items if it.card == advice.action.card)
    drag(qtbot, w, centre(item), centre(w.scene.skirmish))  # the player follows the hint
    assert w.hints.state is HintState.SHOWN, "the plan vanished after its first step"
    callout = w.hint_glue.layer.callout
    assert callout.isVisible() and len(callout.steps) == steps and callout.ticked == 1
    assert callout.text.count("\u2713") == 1 and glowing_cards(w) == []
    nxt = advice.steps[1]
    lit = {PLACEMENT: w.action_bar.b_placement, AP: w.action_bar.b_ap}
    if nxt.kind in lit:  # the step to take now is the one lit
        assert lit[nxt.kind].styleSheet() and not lit[({PLACEMENT, AP} - {nxt.kind}).pop()].styleSheet()
        qtbot.keyClick(w.view, Qt.Key.Key_P if nxt.kind == PLACEMENT else Qt.Key.Key_A)
        settle(w)
        assert w.hints.state is HintState.SHOWN and callout.ticked == 2 and len(callout.steps) == steps
    assert w.controller.hints_used == 1
    qtbot.keyClick(w.view, Qt.Key.Key_H)  # hidden, then asked again in the same turn
    assert w.hints.state is HintState.IDLE
    qtbot.keyClick(w.view, Qt.Key.Key_H)
    wait_shown(qtbot, w)
    assert w.controller.hints_used == 1, "asking again in the same turn counted a second hint"
    wanted = w.hints.advice.action
    other = next((a for a in g.legal_actions() if a != wanted), None)
    if other is not None:  # a step the plan does not take: the hint is outdated
        w.controller.request(other)
        settle(w)
        assert w.hints.state is HintState.IDLE and not w.hint_glue.layer.visible
