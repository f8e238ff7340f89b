"""What the player reads on the table is true of the step they are in, played as a player plays:
the mouse on the view, the keys, the language menu.

At the Placement / Action points step (R-E2) a press on a hand card names that choice (not a
Done button the step does not show), and Enter presses the button the hint lit, never sending
the card under the keyboard cursor to the recruit zone.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from joraku_desktop.controller.hints import HintState
from joraku_desktop.model import card, scenario
from joraku_desktop.views import theme as th
from joraku_desktop.views.table.card_item import CardItem

from .conftest import centre, click, drag, settle, start

KINDS = ("human", "random", "random", "random")


def mode_step(w, qtbot):
    """Round 1, blue (the human) leads the red 4 by a drag: the Placement / Action points step."""
    g = scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"},
                 daimyo={"blue": 3})
    start(w, g, KINDS, paused=True)
    hand_card = w.scene.item_named("card-R4")
    assert isinstance(hand_card, CardItem)
    drag(qtbot, w, centre(hand_card), centre(w.scene.skirmish))
    assert g.phase_name == "mode"
    return g


def test_a_hand_card_at_the_effect_step_names_placement_and_action_points(window, qtbot) -> None:
    w = window
    mode_step(w, qtbot)
    assert w.action_bar.b_placement.isVisible() and w.action_bar.b_ap.isVisible()
    assert not w.action_bar.b_done.isVisible()
    click(qtbot, w, centre(w.scene.item_named("card-B2")))
    said = w.scene.toast.text
    assert "Placement (P)" in said and "Action points (A)" in said
    assert "Done" not in said


def test_enter_at_the_effect_step_never_sends_a_hand_card_to_the_recruit_zone(window, qtbot) -> None:
    w = window
    g = mode_step(w, qtbot)
    qtbot.keyClick(w.view, Qt.Key.Key_Right)  # the keyboard cursor on a hand card
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    settle(w)
    assert w.scene.pass_selection == [] and g.phase_name == "mode"
    assert card("B2") in [it.card for it in w.scene.hand_items if it.isVisible()]
    assert "Placement (P)" in w.scene.toast.text


@pytest.mark.parametrize("lit", ["b_placement", "b_ap"])
def test_enter_presses_the_button_the_hint_lit(window, qtbot, lit) -> None:
    w = window
    w.hints.iterations = 6
    w.hints.budget_s = None
    g = mode_step(w, qtbot)
    qtbot.keyClick(w.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.hints.state is HintState.SHOWN, timeout=30_000)
    settle(w)
    bar = w.action_bar
    # whichever the search chose, light the one this case asks for, as the hint does
    for name in ("b_placement", "b_ap"):
        getattr(bar, name).setStyleSheet(th.LIT_BUTTON if name == lit else "")
    qtbot.keyClick(w.view, Qt.Key.Key_Right)
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    settle(w)
    assert g.phase_name == ("place" if lit == "b_placement" else "ap")
    assert w.scene.pass_selection == []


# ---- a replay opened from a file shows the person's seat, not the last one -------------------------
@pytest.mark.parametrize("human", [0, 2])
def test_open_replay_shows_the_humans_view(window, qtbot, monkeypatch, tmp_path, human) -> None:
    from joraku_desktop.saves import SeatInfo, save_game

    from .test_replay import open_by_menu, played

    seats = [SeatInfo(f"P{i}", "human" if i == human else "easy") for i in range(4)]
    path = tmp_path / "done.joraku.json"
    save_game(played(5), path, seats)
    rw = open_by_menu(window, monkeypatch, path)
    assert rw.seat == human
    assert rw.seat_box.currentText().startswith(f"P{human}")


# ---- the rules help: Enter after a rule id stays on the rule ---------------------------------------
def test_enter_after_typing_a_rule_id_goes_to_the_rule_itself(qtbot, fonts) -> None:
    from joraku_desktop.views.windows.help_window import RulesHelp

    from .test_rules_help import current_block, on_screen

    h = RulesHelp(lang="en")
    qtbot.addWidget(h)
    h.show()
    qtbot.waitExposed(h)
    qtbot.keyClicks(h.search, "R-K4")
    rule = h.current
    assert current_block(h).startswith("R-K4") or "R-K4 " in current_block(h)[:12]
    qtbot.keyClick(h.search, Qt.Key.Key_Return)
    assert h.current == rule and on_screen(h)
    assert current_block(h).startswith("R-K4") or "R-K4 " in current_block(h)[:12]
    qtbot.keyClick(h.search, Qt.Key.Key_Return)  # a second Enter goes on to the next mention
    assert h.current == (rule + 1) % len(h.matches)
