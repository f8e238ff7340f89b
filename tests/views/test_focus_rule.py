"""The table keeps the keyboard: a press never acts where the player does not look.

A button of the action bar clicked by mouse leaves the keyboard on the table (the next arrow moves
the hand's cursor, the next Enter does what the table says); the game log is out of the Tab cycle
and has a key of its own; after the last scoring, a hurried Enter neither deals a new game nor
hides the winner's banner, which offers Results first.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QWidget

from joraku_desktop.model import Action, Game, GameConfig, new_game, observe
from joraku_desktop.model.phases import Phase
from joraku_desktop.saves import SeatInfo
from joraku_desktop.views.table.key_calm import CALM_MS
from joraku_desktop.views.windows.window_registry import WindowName

from .conftest import centre, click, settle, start

LEFT = Qt.MouseButton.LeftButton
KEY = Qt.Key


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(qtbot, key: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(focused(), key, mods)


def test_a_bar_button_clicked_leaves_the_keyboard_on_the_table(qtbot, window) -> None:
    w = window
    g = new_game(GameConfig(4, seed=4))
    start(w, g, ["human", "random", "random", "random"], paused=True)
    w.view.setFocus()
    assert g.phase is Phase.PASS
    hand = observe(g, 0).hand
    for it in [it for it in w.scene.hand_items if it.isVisible() and it.card in hand][:2]:
        click(qtbot, w, centre(it))
    qtbot.mouseClick(w.action_bar.b_confirm, LEFT)
    settle(w)
    assert g.phase is not Phase.PASS or g.current_seat != 0
    assert focused() is w.view, f"the keys went to {focused().objectName()!r}, not the table"


def test_the_log_is_out_of_the_tab_cycle_and_has_its_own_key(qtbot, window) -> None:
    w = window
    g = new_game(GameConfig(4, seed=4))
    start(w, g, ["human", "random", "random", "random"], paused=True)
    w.view.setFocus()
    seen = []
    for _ in range(12):
        press(qtbot, KEY.Key_Tab)
        seen.append(focused())
    assert w.log not in seen, "Tab went into the game log"
    press(qtbot, KEY.Key_F6)
    assert focused() is w.log, "F6 takes the keys to the log"
    before = len(g.history)
    hand_cursor = w.scene.focus_index
    press(qtbot, KEY.Key_Return)
    press(qtbot, KEY.Key_Space)
    press(qtbot, KEY.Key_P)
    assert len(g.history) == before and sorted(w.scene.pass_selection) == [], \
        "a key in the log acted on the table"
    assert w.scene.focus_index == hand_cursor
    press(qtbot, KEY.Key_Escape)
    assert focused() is w.view, "Escape gives the keys back to the table"


def one_decision_from_the_end(seed: int = 2) -> Game:
    """An R-V8 game whose last decision is the person's (seat 0): ending the last card's
    placements, which scores the last round and ends the game."""
    g = new_game(GameConfig(players=2, two_player_variant="R-V8", seed=seed))
    rng = random.Random(seed)
    done: list[Action] = []
    while not g.is_over:
        legal = g.legal_actions()
        a = legal[rng.randrange(len(legal))]
        done.append(a)
        g.apply(a)
    g = new_game(GameConfig(players=2, two_player_variant="R-V8", seed=seed))
    for a in done[:-1]:
        g.apply(a)
    assert g.current_seat == 0 and [str(a) for a in g.legal_actions()] == ["end"]
    return g


def test_enter_pressed_on_through_the_last_scoring_neither_deals_nor_hides_the_banner(qtbot, window) -> None:
    w = window
    w.set_speed("normal")
    g = one_decision_from_the_end()
    w.controller.start(g, [SeatInfo("Oda", "human"), SeatInfo("Takeda", "random")])
    settle(w)
    w.activateWindow()
    w.view.setFocus()
    press(qtbot, KEY.Key_D)  # the last decision: the last round is scored
    qtbot.waitUntil(lambda: w.scoring.waiting_for_click, timeout=30_000)
    press(qtbot, KEY.Key_Return)  # the summary goes on: the game is over
    banner = w.ending.banner
    qtbot.waitUntil(banner.isVisible, timeout=5_000)
    assert focused() is banner.b_results, "the banner offers Results first, not Play again"
    for _ in range(3):  # a player still pressing Enter as the summary went
        press(qtbot, KEY.Key_Return)
        press(qtbot, KEY.Key_Space)
    assert w.controller.game is g and g.is_over, "a hurried Enter dealt a new game"
    assert banner.isVisible() and w.windows.get(WindowName.RESULTS) is None, "a hurried Enter hid the banner"
    qtbot.wait(CALM_MS + 50)
    press(qtbot, KEY.Key_Return)  # a deliberate Enter, a moment later: what the focus says
    assert w.windows.showing(WindowName.RESULTS)
    assert w.controller.game is g


def before_round_two() -> Game:
    """An R-V8 game one decision of the person's (seat 0, no choice) before round 1 is scored."""
    for seed in range(1, 60):
        g = new_game(GameConfig(players=2, two_player_variant="R-V8", seed=seed))
        rng = random.Random(seed)
        done: list[Action] = []
        while g.round == 1:
            legal = g.legal_actions()
            a = legal[rng.randrange(len(legal))]
            last = (g.current_seat, len(legal))
            done.append(a)
            g.apply(a)
        if last == (0, 1):
            g = new_game(GameConfig(players=2, two_player_variant="R-V8", seed=seed))
            for a in done[:-1]:
                g.apply(a)
            return g
    raise AssertionError("no such game")


def test_enter_pressed_on_through_a_round_summary_does_not_choose_a_card(qtbot, window) -> None:
    w = window
    g = before_round_two()
    w.controller.start(g, [SeatInfo("Oda", "human"), SeatInfo("Takeda", "random")])
    settle(w)
    w.activateWindow()
    w.view.setFocus()
    w.controller.request(g.legal_actions()[0])
    qtbot.waitUntil(lambda: w.scoring.waiting_for_click, timeout=30_000)
    before = len(g.history)
    press(qtbot, KEY.Key_Return)  # the summary goes on
    assert not w.scoring.active
    press(qtbot, KEY.Key_Return)  # pressed twice: meant for the summary
    press(qtbot, KEY.Key_Space)
    settle(w)
    assert len(g.history) == before and w.scene.pass_selection == [], \
        "the Enter meant for the summary chose a card of the next round"


def test_the_hand_stays_under_the_mouse_while_cards_are_chosen(qtbot, window) -> None:
    """Each card clicked for the pass goes to its slot and leaves its place empty: the next
    click lands on the card the player aimed at, not on a neighbour moved into its place."""
    w = window
    g = new_game(GameConfig(4, seed=4))
    start(w, g, ["human", "random", "random", "random"], paused=True)
    hand = observe(g, 0).hand
    items = [it for it in w.scene.hand_items if it.isVisible() and it.card in hand]
    def near_right_edge(it) -> QPointF:  # a player clicks anywhere on a card they see
        r = it.sceneBoundingRect()
        return QPointF(r.left() + 0.85 * r.width(), r.center().y())

    aimed = {it.card: near_right_edge(it) for it in items}  # where the player sees each card now
    first, second = items[1].card, items[3].card
    click(qtbot, w, aimed[first])
    assert w.scene.pass_selection == [first]
    click(qtbot, w, aimed[second])  # where the second card was when the player looked
    assert w.scene.pass_selection == [first, second], "the click took another card than the one aimed at"


#: what a player's fingers press by habit: the table's decision keys and a card's number
HABIT_KEYS = (KEY.Key_Return, KEY.Key_Space, KEY.Key_P, KEY.Key_A, KEY.Key_D, KEY.Key_1, KEY.Key_2)


def unchanged_by_keys(qtbot, w, g: Game, keys: tuple[Qt.Key, ...], where: str) -> None:
    """``keys`` pressed on whatever has the focus change neither the game nor the cards chosen."""
    before, chosen = len(g.history), list(w.scene.pass_selection)
    focus = focused()
    for key in keys:
        press(qtbot, key)
    settle(w)
    assert len(g.history) == before, f"{where}: a key on {focus.objectName()!r} changed the game"
    assert w.scene.pass_selection == chosen, f"{where}: a key on {focus.objectName()!r} chose a card"


@pytest.mark.parametrize(("players", "variant"), [(4, None), (2, "R-V7"), (2, "R-V8")],
                         ids=["4p", "R-V7", "R-V8"])
def test_no_key_acts_where_the_player_is_not_looking(qtbot, window, players, variant) -> None:
    """Step by step through a game of every mode: while a computer is to act, the table's keys
    do nothing; at each of the person's decisions, the log clicked takes every key without
    acting on the table (Escape gives them back); after a round summary, the Enter pressed on
    does nothing for a moment. The person's decisions are made at random, the computers play
    for themselves between the probes."""
    w = window
    # instant speed: the scoring still ends on its summary, which waits for the person
    g = new_game(GameConfig(players, variant, frozenset(), seed=4))
    start(w, g, ["human"] + ["random"] * (players - 1), paused=True)
    w.activateWindow()
    w.view.setFocus()
    rng = random.Random(4)
    seen = {"computer": 0, "person": 0, "summary": 0}
    for _ in range(400):
        if g.is_over or seen["summary"]:  # through round 1 and its summary
            break
        if w.active_scoring is not None and w.scoring.waiting_for_click:
            w.view.setFocus()
            press(qtbot, KEY.Key_Space)  # the summary goes on
            unchanged_by_keys(qtbot, w, g, (KEY.Key_Return, KEY.Key_Space), "just after a round summary")
            qtbot.waitUntil(lambda: w.scene.calm.calming is False, timeout=5_000)
            seen["summary"] += 1
        elif w.active_scoring is not None:  # its beats go by themselves, up to the summary
            qtbot.waitUntil(lambda: w.active_scoring is None or w.scoring.waiting_for_click, timeout=60_000)
        elif g.current_seat != 0:
            w.view.setFocus()
            unchanged_by_keys(qtbot, w, g, HABIT_KEYS, f"a computer's turn ({g.phase.name})")
            seen["computer"] += 1
            w.controller.set_paused(False)
            qtbot.waitUntil(lambda: g.is_over or g.current_seat == 0 or w.active_scoring is not None,
                            timeout=30_000)
            w.controller.set_paused(True)
            settle(w)
        elif seen["person"] % 4:  # most decisions are just made; every fourth is probed
            seen["person"] += 1
            w.controller.request(rng.choice(g.legal_actions()))
            settle(w)
        else:
            qtbot.mouseClick(w.log.viewport(), LEFT)  # the player reads the log
            assert focused() is w.log
            unchanged_by_keys(qtbot, w, g, (*HABIT_KEYS, KEY.Key_Left, KEY.Key_Right),
                              f"the person's {g.phase.name} with the log in focus")
            press(qtbot, KEY.Key_Escape)
            assert focused() is w.view, "Escape in the log gives the keys back to the table"
            seen["person"] += 1
            w.controller.request(rng.choice(g.legal_actions()))
            settle(w)
    assert seen["computer"] and seen["person"] and (seen["summary"] or g.is_over), seen
