"""The tutorial (Help → Learn to play) from its first page to the final scoring, the Results
window and the New game dialog, by keyboard alone.

Every lesson says its keyboard way on the task line ("Keys: …") under the mouse's, and the
player follows it: Ctrl+T opens the tutorial, Enter goes to the next page, ←/→ and Enter pass
and play cards, P and A choose Placement and Action points, Enter presses the lit Done, K and
Enter place samurai from the list of every action, ←/→ and Enter make the moves and removals
on the map itself, Enter finds the parts of the table the reading lesson names (and says what
their tooltips say), H asks for the hint, Space moves the scoring on; the player's own game is
played the same way; Escape closes the Results and Enter presses Finish, which opens New game.
No mouse event is sent and no controller method called.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QListWidget

from joraku_desktop.model.actions import AP, END, PASS, PLACE, PLACEMENT, PLAY
from joraku_desktop.tutorial.script import STEPS, YOU
from joraku_desktop.views.windows.dialogs import NewGameDialog
from joraku_desktop.views.windows.window_registry import WindowName

from .conftest import settle
from .test_tutorial import w  # noqa: F401  (the window of the tutorial's tests, its hint kept small)
from .test_whole_game_by_keyboard import KEY, Keyboard, cursor_to, picker, play_one_decision


def keys_on_table(qtbot, win) -> None:
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.view, timeout=2000)


def something_to_do(win) -> bool:
    t, g = win.tutorial, win.controller.game
    if win.scoring.waiting_for_click or (win.windows.showing(WindowName.RESULTS)):
        return True
    if t.complete or t.pending_look is not None or picker(win) is not None:
        return True
    s = win.scene.state
    return (t.waits_for_player() and s is not None and s.interactive and g.current_seat == YOU
            and not win.scoring.active)


def taught_by_keys(kb: Keyboard, win) -> str:
    """The lesson's decision, made as its "Keys:" line says; the kind of key used."""
    t, panel = win.tutorial, win.lessons.panel
    want = t.expected()
    assert "Keys: " in panel.task.text(), f"step {t.step.key!r} says no keys for {want}"
    if want.kind == PASS:
        for card in want.cards:
            cursor_to(kb, win, card)
            kb.press(KEY.Key_Return)
            settle(win)
        kb.press(KEY.Key_Return)
        return "pass"
    if want.kind == PLAY:
        cursor_to(kb, win, want.card)
        kb.press(KEY.Key_Return)
        return "play"
    if want.kind == END:  # Enter presses the lit Done, even with the map's cursor left on a step
        assert win.action_bar.lit_button() is win.action_bar.b_done
        kb.press(KEY.Key_Return)
        return "Enter on Done"
    if want.kind in (PLACEMENT, AP):
        kb.press({PLACEMENT: KEY.Key_P, AP: KEY.Key_A}[want.kind])
        return "button key"
    if want.kind != PLACE:  # a move, a removal, the daimyo: ←/→ to it on the map, Enter
        for _ in range(30):
            if win.map_keys.current == want:
                break
            kb.press(KEY.Key_Right)
        assert win.map_keys.current == want
        kb.press(KEY.Key_Return)
        return "map"
    kb.press(KEY.Key_K)  # a samurai placed: the list of every action, the lesson's under Enter
    kb.qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QListWidget), timeout=2000)
    dlg = picker(win)
    assert dlg._actions[dlg.list.currentRow()] == want
    kb.press(KEY.Key_Return)
    return "list"


def test_the_whole_tutorial_by_keyboard_to_results_and_new_game(w, qtbot) -> None:  # noqa: F811
    keys_on_table(qtbot, w)
    kb = Keyboard(qtbot)
    qtbot.keyClick(kb.focused(), KEY.Key_T, Qt.KeyboardModifier.ControlModifier)  # Help → Learn to play
    settle(w)
    qtbot.waitUntil(lambda: w.tutorial.active)
    keys_on_table(qtbot, w)
    t, panel = w.tutorial, w.lessons.panel
    seen: list[str] = []
    found: list[str] = []
    turn = 0
    for _ in range(3000):
        qtbot.waitUntil(lambda: something_to_do(w), timeout=30_000)
        settle(w)
        if t.step.key not in seen:
            seen.append(t.step.key)
        g = w.controller.game
        if w.windows.showing(WindowName.RESULTS):
            break
        if w.scoring.waiting_for_click:
            kb.press(KEY.Key_Space)
            kb.decisions["scoring"] += 1
        elif t.complete:
            assert "Enter" in w.scene.banner.instruction, "the banner says Enter goes on"
            kb.press(KEY.Key_Return)
            kb.decisions["next"] += 1
        elif t.pending_look is not None:
            assert "Keys: Enter" in panel.task.text()
            look = t.pending_look
            kb.press(KEY.Key_Return)
            assert t.pending_look != look, "Enter found the part the lesson names"
            found.append(w.scene.toast.text)
            kb.decisions["look"] += 1
        elif t.pending_press:
            kb.press(KEY.Key_H if t.pending_press == "hint" else KEY.Key_K)
            if t.step.press == "hint":
                qtbot.waitUntil(lambda: w.hints.advice is not None)
            kb.decisions[t.step.press] += 1
        elif picker(w) is not None and not t.free:  # the lesson opened the list: its pick is under Enter
            qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QListWidget), timeout=2000)
            kb.press(KEY.Key_Return)
            kb.decisions["list"] += 1
        elif t.free:
            if g.phase.name == "PLAY":
                turn += 1
            play_one_decision(kb, w, g, YOU, turn)
            kb.decisions["own game"] += 1
        else:
            kb.decisions[taught_by_keys(kb, w)] += 1
        settle(w)
    else:
        raise AssertionError("the tutorial never reached its end")
    assert seen == [s.key for s in STEPS]
    assert w.controller.game.is_over and t.is_last and t.complete
    assert len(found) == 3 and all(found), "each part found by Enter was read out"
    assert found[1].startswith("R1: ")  # the prestige strip of round 1, in words
    # the Results have the keys: Escape closes them, Enter presses Finish, New game opens
    results = w.windows.get(WindowName.RESULTS)
    qtbot.waitUntil(lambda: results.isAncestorOf(QApplication.focusWidget()), timeout=2000)
    assert "Esc" in w.scene.banner.instruction
    kb.press(KEY.Key_Escape)
    settle(w)
    assert not (shiboken6.isValid(results) and results.isVisible())
    keys_on_table(qtbot, w)
    kb.press(KEY.Key_Return)  # Finish
    settle(w)
    qtbot.waitUntil(lambda: w.windows.showing(WindowName.NEW_GAME))
    assert isinstance(w.windows.get(WindowName.NEW_GAME), NewGameDialog) and not t.active
    dialog = w.windows.get(WindowName.NEW_GAME)
    qtbot.waitUntil(lambda: dialog.isAncestorOf(QApplication.focusWidget()), timeout=2000)
    print(f"\ntutorial by keyboard: {sum(kb.decisions.values())} steps of the player's;"
          f" kinds {dict(kb.decisions)}; keys {dict(kb.keys)} ({sum(kb.keys.values())} presses)")
    kb.press(KEY.Key_Escape)


def test_a_long_message_on_the_table_keeps_every_line(window) -> None:
    """A tooltip read out for the keyboard can run to four lines (Russian, Japanese): the box
    grows with it rather than cutting its first and last lines."""
    toast = window.scene.toast
    window.scene.show_message("Short.")
    short = toast.boundingRect().height()
    window.scene.show_message(" ".join(["influence"] * 60))
    assert toast.boundingRect().height() > short + 40
