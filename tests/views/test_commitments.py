"""Commitments: the questions before ending a card's action with AP unspent or playing a card by
one drag (by default asked where Undo cannot take the decision back — hot-seat and network
tables — and not at a solo table; the player's own choice in the Game menu), and taking back the last
decision at a solo table while no other seat has acted (Ctrl+Z, Game → Undo last decision)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from joraku_desktop.model import observe, scenario
from joraku_desktop.model.cards import card
from joraku_desktop.model.phases import Phase
from joraku_desktop.settings import Settings

from .conftest import centre, drag, settle, start, to_view

R4 = card("R4")


class Asked:
    """The window's yes/no questions, answered as the test says."""

    def __init__(self, answer: bool) -> None:
        self.answer = answer
        self.questions: list[tuple[str, str]] = []

    def __call__(self, title: str, text: str) -> bool:
        self.questions.append((title, text))
        return self.answer


def lead(w, kinds=("human", "random", "random")):
    """Round 1: Ann (blue, the person) leads with R4 among her cards; computers paused."""
    g = scenario(players=3, kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6 B3"}, daimyo={"blue": 3})
    start(w, g, kinds, paused=True)
    return g


def hand_item(w, c):
    return next(it for it in w.scene.hand_items if it.card == c)


def double_click(qtbot, w, item) -> None:
    qtbot.mouseDClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=to_view(w, centre(item)))
    settle(w)


def menu_action(w, name: str) -> QAction:
    return next(a for a in w.menuBar().findChildren(QAction) if a.objectName() == name)


def test_ending_with_ap_unspent_asks_and_no_keeps_the_action_going(window, qtbot) -> None:
    w = window
    w.settings.confirm_commitments = True  # the player's choice: questions at every table
    asked = w.confirm = Asked(False)
    g = lead(w)
    double_click(qtbot, w, hand_item(w, R4))  # a double-click is deliberate: no question
    assert asked.questions == [] and g.acting_card == R4
    qtbot.keyClick(w.view, Qt.Key.Key_A)  # 4 action points (R-E2)
    settle(w)
    assert g.phase is Phase.AP and g.ap_left == 4
    qtbot.mouseClick(w.action_bar.b_done, Qt.MouseButton.LeftButton)
    settle(w)
    (_title, text), = asked.questions
    assert "4" in text and "R-E2" in text
    assert g.phase is Phase.AP and g.ap_left == 4, "no: the action goes on"
    asked.answer = True
    qtbot.keyClick(w.view, Qt.Key.Key_D)
    settle(w)
    assert len(asked.questions) == 2 and g.current_seat != 0


def test_a_card_dropped_by_one_drag_is_asked_about_until_the_question_is_turned_off(window, qtbot) -> None:
    w = window
    w.settings.confirm_commitments = True
    asked = w.confirm = Asked(False)
    g = lead(w)
    drag(qtbot, w, centre(hand_item(w, R4)), centre(w.scene.skirmish))
    assert len(asked.questions) == 1 and "4" in asked.questions[0][1]
    assert R4 in observe(g, 0).hand and g.trick == [], "no: the card is back in the hand"
    assert hand_item(w, R4).isVisible()
    ask = menu_action(w, "action-ask-before-committing")
    assert ask.isChecked()
    ask.trigger()  # Game → Ask before committing, off
    assert not w.settings.confirm_commitments
    drag(qtbot, w, centre(hand_item(w, R4)), centre(w.scene.skirmish))
    assert len(asked.questions) == 1 and g.acting_card == R4 and R4 not in observe(g, 0).hand


def test_a_new_player_s_question_follows_the_table_an_old_settings_file_s_is_off(tmp_path) -> None:
    assert Settings().confirm_commitments is None  # by the table (below)
    path = tmp_path / "settings.json"
    path.write_text('{"schema_version": 1, "speed": "fast"}', encoding="utf-8")
    old = Settings.load(path)
    assert old.problem is None and not old.confirm_commitments
    old.confirm_commitments = True
    old.save()
    assert Settings.load(path).confirm_commitments


def test_a_solo_player_takes_back_whole_decisions_until_a_computer_acts(window, qtbot) -> None:
    w = window
    g = lead(w)
    before = observe(g, 0)
    undo = menu_action(w, "action-undo")
    assert not undo.isEnabled()
    double_click(qtbot, w, hand_item(w, R4))
    assert g.acting_card == R4 and w.controller.can_undo and undo.isEnabled()
    # beside Placement and Action points the bar has no room for Undo; Ctrl+Z and the menu do it
    assert w.action_bar.b_placement.isVisible() and not w.action_bar.b_undo.isVisible()
    qtbot.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the card comes back
    settle(w)
    g = w.controller.game
    assert observe(g, 0) == before and R4 in observe(g, 0).hand
    assert "takes back" in w.log.lines[-1]
    # a whole card's action, ended: taken back step by step while the computers have not moved
    double_click(qtbot, w, hand_item(w, R4))
    qtbot.keyClick(w.view, Qt.Key.Key_A)
    settle(w)
    assert w.action_bar.b_undo.isVisible() and w.action_bar.b_undo.isEnabled()  # beside Done
    qtbot.keyClick(w.view, Qt.Key.Key_D)
    settle(w)
    g = w.controller.game
    assert g.current_seat != 0 and w.controller.can_undo
    undo.trigger()  # Game → Undo last decision
    settle(w)
    g = w.controller.game
    assert g.current_seat == 0 and g.phase is Phase.AP and g.ap_left == 4
    qtbot.keyClick(w.view, Qt.Key.Key_D)
    settle(w)
    # the computers move: what they answered to stays
    w.controller.set_paused(False)
    qtbot.waitUntil(lambda: w.controller.game.current_seat == 0 or w.controller.game.is_over, timeout=20_000)
    settle(w)
    g = w.controller.game
    played = len(g.history)
    assert not w.controller.can_undo and not undo.isEnabled()
    qtbot.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(w)
    assert w.controller.game is g and len(g.history) == played


def test_no_taking_back_a_card_at_a_hot_seat_table(window, qtbot) -> None:
    w = window
    g = lead(w, ("human", "human", "random"))
    qtbot.keyClick(w.view, Qt.Key.Key_Space)  # lift the curtain
    settle(w)
    double_click(qtbot, w, hand_item(w, R4))
    assert g.acting_card == R4
    assert not w.controller.can_undo, "the other person may have seen it"
    assert w.controller.undo() is not None and g.acting_card == R4
    QApplication.processEvents()


def test_by_default_the_table_asks_only_where_undo_cannot_take_it_back(window, qtbot) -> None:
    """A new player's default: a card dragged at a solo table is played at once (Ctrl+Z takes it
    back); at a hot-seat table, where nothing takes it back, the table asks first. The Game
    menu's check says what this table does, and a click makes it the player's choice."""
    w = window
    assert w.settings.confirm_commitments is None
    asked = w.confirm = Asked(False)
    g = lead(w)  # one person against computers
    drag(qtbot, w, centre(hand_item(w, R4)), centre(w.scene.skirmish))
    assert asked.questions == [] and g.acting_card == R4, "a solo table asked although Undo exists"
    assert w.controller.can_undo
    game_menu = menu_action(w, "action-ask-before-committing").parent()
    game_menu.aboutToShow.emit()
    assert not menu_action(w, "action-ask-before-committing").isChecked()
    g = lead(w, kinds=("human", "human", "random"))  # hot-seat: two people at this machine
    if w.scene.curtain_up:
        qtbot.keyClick(w.view, Qt.Key.Key_Space)  # the player takes the seat
        settle(w)
    drag(qtbot, w, centre(hand_item(w, R4)), centre(w.scene.skirmish))
    assert len(asked.questions) == 1, "a hot-seat table played a dragged card without asking"
    assert R4 in observe(g, 0).hand and g.trick == []
    game_menu.aboutToShow.emit()
    assert menu_action(w, "action-ask-before-committing").isChecked()
