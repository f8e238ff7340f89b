"""Keyboard only: every decision with the arrow keys and Enter. The action list stays open while
the same card is resolved (three samurai are three Enters), Tab reaches every button of the bar,
←/→ move along it, Enter presses, Escape goes back to the table, and the focus is drawn."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from joraku_desktop.model import scenario
from joraku_desktop.model.actions import END, PLACE, PLAY
from joraku_desktop.model.cards import CARD_NUMBER, card
from joraku_desktop.views.windows.dialogs import ActionPicker

from .conftest import settle, start


def picker(w) -> ActionPicker | None:
    found = [d for d in w.findChildren(ActionPicker) if d.isVisible()]
    return found[0] if found else None


def choose(qtbot, dlg: ActionPicker, wanted) -> None:
    """Arrow keys to the first row that ``wanted`` accepts, then Enter."""
    target = next(i for i, a in enumerate(dlg._actions) if wanted(a))
    while dlg.list.currentRow() != target:
        key = Qt.Key.Key_Down if dlg.list.currentRow() < target else Qt.Key.Key_Up
        qtbot.keyClick(dlg.list, key)
    qtbot.keyClick(dlg.list, Qt.Key.Key_Return)


def test_three_samurai_placed_from_one_action_list(window, qtbot) -> None:
    w = window
    g = scenario(players=3, kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6 B3"}, daimyo={"blue": 3})
    start(w, g, ("human", "random", "random"), paused=True)
    w.activateWindow()
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_K)
    dlg = picker(w)
    assert dlg is not None
    choose(qtbot, dlg, lambda a: a.kind == PLAY and a.card == card("R4"))
    settle(w)
    assert g.acting_card == card("R4") and picker(w) is dlg, "the list stays for the card's effect"
    choose(qtbot, dlg, lambda a: a.kind.name == "PLACEMENT")
    before = g.samurai(0, 4)
    for _ in range(3):  # the cursor stays on "place in 4 Mikawa": Enter, Enter, Enter
        assert dlg._actions[dlg.list.currentRow()].kind == PLACE
        qtbot.keyClick(dlg.list, Qt.Key.Key_Return)
        settle(w)
    assert g.samurai(0, 4) == before + 3 and picker(w) is dlg
    choose(qtbot, dlg, lambda a: a.kind == END)
    settle(w)
    assert g.current_seat != 0 and picker(w) is None, "the turn is over: the list closes"


def test_tab_reaches_the_bar_arrows_move_along_it_and_the_focus_shows(window, qtbot) -> None:
    w = window
    g = scenario(players=3, kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6 B3"}, daimyo={"blue": 3})
    start(w, g, ("human", "random", "random"), paused=True)
    g.apply("play R4")
    w.refresh()
    settle(w)
    w.activateWindow()
    w.view.setFocus()
    bar = w.action_bar
    row = bar.buttons()
    assert [b.objectName() for b in row][:2] == ["button-placement", "button-ap"]
    plain = bar.b_placement.grab().toImage()
    qtbot.keyClick(w.view, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is bar.b_placement
    assert bar.b_placement.grab().toImage() != plain, "the focus is drawn"
    qtbot.keyClick(bar.b_placement, Qt.Key.Key_Right)
    assert QApplication.focusWidget() is bar.b_ap
    qtbot.keyClick(bar.b_ap, Qt.Key.Key_Left)
    qtbot.keyClick(bar.b_placement, Qt.Key.Key_Left)  # round the end of the row
    assert QApplication.focusWidget() is row[-1]
    w.view.setFocus()
    reached = []
    for _ in range(len(row)):  # from the table, Tab reaches every button in turn, not only the hint
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert reached == row
    bar.b_ap.setFocus()
    qtbot.keyClick(bar.b_ap, Qt.Key.Key_Return)  # Enter presses the button under the focus
    settle(w)
    assert g.phase.name == "AP" and g.ap_left == 4
    focused = QApplication.focusWidget()
    if isinstance(focused, QPushButton):
        qtbot.keyClick(focused, Qt.Key.Key_Escape)
    else:
        bar.b_done.setFocus()
        qtbot.keyClick(bar.b_done, Qt.Key.Key_Escape)
    assert QApplication.focusWidget() is w.view, "Escape goes back to the table"


def test_three_samurai_placed_on_the_map_with_arrows_and_enter(window, qtbot, monkeypatch) -> None:
    """While the card is resolved the hand waits: ←/→ go along the steps on the map (drawn with
    the hint's marks, said on the table and announced to a screen reader) and Enter makes the
    one under the cursor; the cursor stays on it, so three samurai are Enter, Enter, Enter; D
    ends the turn."""
    from PySide6.QtGui import QAccessible

    announced = []
    monkeypatch.setattr(QAccessible, "updateAccessibility",
                        lambda event: announced.append((event.object(), event.message())))
    w = window
    g = scenario(players=3, kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6 B3"}, daimyo={"blue": 3})
    start(w, g, ("human", "random", "random"), paused=True)
    w.activateWindow()
    w.view.setFocus()
    assert "choose a card" in w.action_bar.hint.text()
    qtbot.keyClick(w.view, Qt.Key.Key_Return)  # the card under the cursor
    qtbot.keyClick(w.view, Qt.Key.Key_P)
    settle(w)
    assert g.phase.name == "PLACE" and "step on the map" in w.action_bar.hint.text()
    area = CARD_NUMBER[g.acting_card]
    qtbot.keyClick(w.view, Qt.Key.Key_Right)
    cursor = w.map_keys
    assert cursor.current is not None and cursor.current.kind == PLACE and cursor.current.dst == area
    assert cursor.marks.isVisible() and cursor.marks.marks, "the step is drawn on the map"
    assert w.scene.toast.text.startswith(f"Place a samurai in {area} ")
    assert "— Enter does it" in w.scene.toast.text
    assert announced[-1] == (w.view, w.scene.toast.text), "a screen reader hears the step"
    before = g.samurai(0, area)
    for _ in range(3):
        qtbot.keyClick(w.view, Qt.Key.Key_Return)
        settle(w)
    assert g.samurai(0, area) == before + 3
    assert cursor.current is None and not cursor.marks.isVisible(), "no step left: the cursor went"
    qtbot.keyClick(w.view, Qt.Key.Key_D)
    settle(w)
    assert g.current_seat != 0


def test_action_points_spent_on_the_map_by_arrows(window, qtbot) -> None:
    """With action points the arrows go from Kyoto to Shinano through every step the table
    allows (the daimyo's move, samurai moved or removed), ← from the start goes to the last."""
    w = window
    g = scenario(players=3, kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6 B3"}, daimyo={"blue": 3},
                 samurai={"blue": {3: 2}, "red": {3: 1}})
    start(w, g, ("human", "random", "random"), paused=True)
    g.apply("play R4")
    g.apply("ap")
    w.refresh()
    settle(w)
    w.activateWindow()
    w.view.setFocus()
    cursor = w.map_keys
    legal = [a for a in w.scene.state.legal if a.kind != END]
    seen = []
    for _ in range(len(legal)):
        qtbot.keyClick(w.view, Qt.Key.Key_Right)
        seen.append(cursor.current)
    assert sorted(map(str, seen)) == sorted(map(str, legal)), "→ goes through every step once"
    areas = [a.dst if a.dst >= 0 else a.src for a in seen]
    assert areas == sorted(areas), "from Kyoto on the left to Shinano on the right"
    qtbot.keyClick(w.view, Qt.Key.Key_Right)
    assert cursor.current == seen[0]  # round the end
    qtbot.keyClick(w.view, Qt.Key.Key_Left)
    assert cursor.current == seen[-1]
    step = cursor.current
    ap = g.ap_left
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    settle(w)
    assert g.ap_left < ap and g.history[-1] == step
