"""The game log folds away when the window is too narrow for it beside the table.

Beside the table the log would leave a 1024×700 window's table 815 px wide (its smallest text 8 px);
folded, the table takes the whole width but a slim tab, and the tab or F6 opens the same log as a
drawer over the table. Esc, F6 again, the tab or a click on the table shut it and the keys go back
to the table. Resizing folds and unfolds it without losing a line.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication, QWidget

from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.model.phases import Phase
from joraku_desktop.views import theme
from joraku_desktop.views.table import table_layout
from joraku_desktop.views.windows.log_drawer import TAB_WIDTH
from joraku_desktop.views.windows.log_pane import LEGIBLE_PX, legible_width, log_fits_beside
from joraku_desktop.views.windows.main_window import MainWindow

from .conftest import centre, click, settle, start

KEY = Qt.Key
LEFT = Qt.MouseButton.LeftButton


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(qtbot, key: Qt.Key) -> None:
    qtbot.keyClick(focused(), key)


def size(w: MainWindow, wide: int, high: int) -> None:
    w.resize(wide, high)
    settle(w)
    QApplication.processEvents()
    assert (w.width(), w.height()) == (wide, high)


def passing(w: MainWindow) -> None:
    start(w, new_game(GameConfig(4, seed=4)), ["human", "random", "random", "random"], paused=True)
    w.activateWindow()
    w.view.setFocus()


def beside(w: MainWindow) -> bool:
    """The log stands to the right of the table, shown, and no tab."""
    pane = w.log_pane
    shown = w.log.isVisible() and not pane.folded and not pane.tab.isVisible()
    log_left = w.log.mapTo(w, w.log.rect().topLeft()).x()
    return shown and log_left >= w.view.mapTo(w, w.view.rect().topRight()).x()


def test_the_threshold_comes_from_the_table_s_smallest_text() -> None:
    assert legible_width() == table_layout.MIN_W * LEGIBLE_PX / theme.MIN_TEXT
    assert log_fits_beside(legible_width(), 10_000)  # wide enough, however tall
    assert not log_fits_beside(legible_width() - 1, 10_000)
    # the height keeps the text small anyway: folding the log would win nothing
    assert log_fits_beside(legible_width() - 100, 100)


def test_the_log_stays_beside_the_table_in_a_large_and_a_laptop_window(qtbot, window) -> None:
    w = window
    passing(w)
    for wide, high in ((1600, 1000), (1280, 720)):
        size(w, wide, high)
        assert beside(w), (wide, high)
        assert w.log.width() == w.log_pane.width_for(wide)


def test_a_small_window_folds_the_log_and_the_table_takes_the_width(qtbot, window) -> None:
    w = window
    passing(w)
    chosen = w.settings.log_width
    size(w, 1024, 700)
    pane = w.log_pane
    assert pane.folded and not w.log.isVisible() and pane.tab.isVisible()
    assert w.view.width() >= 1000 and w.view.width() == 1024 - TAB_WIDTH
    assert pane.tab.geometry().left() >= w.view.geometry().right()  # at the table's right edge
    assert w.log_action.isChecked() and w.settings.log_visible  # still the player's wish
    assert w.settings.log_width == chosen  # folding forgets nothing the player chose
    assert pane.tab.text() == "Log" and "F6" in pane.tab.toolTip()
    assert pane.tab.focusPolicy() == Qt.FocusPolicy.NoFocus


def test_f6_opens_the_drawer_over_the_table_and_escape_gives_the_keys_back(qtbot, window) -> None:
    w = window
    passing(w)
    size(w, 1024, 700)
    pane = w.log_pane
    view_before = w.view.geometry()
    press(qtbot, KEY.Key_F6)
    assert pane.drawer_open and w.log.isVisible() and focused() is w.log
    drawer = pane.drawer.geometry()
    assert drawer.right() < pane.tab.geometry().left() and drawer.left() > w.view.width() // 2
    assert w.view.geometry() == view_before  # over the table: the table does not move
    bar = w.log.verticalScrollBar()
    assert bar.value() == bar.maximum()  # the last line in view
    assert w.log.toPlainText().strip().splitlines()[-1] == w.log.lines[-1]
    press(qtbot, KEY.Key_Escape)
    assert not pane.drawer_open and not w.log.isVisible()
    assert focused() is w.view, "Escape gives the keys back to the table"
    press(qtbot, KEY.Key_F6)
    assert pane.drawer_open
    press(qtbot, KEY.Key_F6)  # the log's key again
    assert not pane.drawer_open and focused() is w.view


def test_the_tab_and_a_click_on_the_table_open_and_shut_the_drawer(qtbot, window) -> None:
    w = window
    passing(w)
    size(w, 1024, 700)
    pane = w.log_pane
    qtbot.mouseClick(pane.tab, LEFT)
    assert pane.drawer_open and pane.tab.isChecked()
    qtbot.mouseClick(pane.tab, LEFT)
    assert not pane.drawer_open and not pane.tab.isChecked() and focused() is w.view
    qtbot.mouseClick(pane.tab, LEFT)
    assert pane.drawer_open
    card = next(it for it in w.scene.hand_items if it.isVisible())
    click(qtbot, w, centre(card))  # a click on the table shuts the drawer and plays nothing
    assert not pane.drawer_open and focused() is w.view
    assert w.scene.pass_selection == []
    click(qtbot, w, centre(card))  # with the drawer shut, the same click picks the card
    assert len(w.scene.pass_selection) == 1


def test_resizing_folds_and_unfolds_without_losing_a_line(qtbot, window) -> None:
    w = window
    passing(w)
    size(w, 1600, 1000)
    w.splitter.moveSplitter(w.splitter.width() - 300, 1)  # the player's own width for the log
    QApplication.processEvents()
    chosen = w.settings.log_width
    lines = list(w.log.lines)
    text = w.log.toPlainText()
    assert lines
    counts = []
    for _ in range(3):
        size(w, 1024, 700)
        assert w.log_pane.folded and w.log.lines == lines and w.log.toPlainText() == text
        size(w, 1600, 1000)
        assert beside(w) and w.log.lines == lines and w.log.toPlainText() == text
        assert w.log.width() == chosen
        counts.append(len(w.findChildren(QObject)))
    assert w.settings.log_width == chosen
    assert counts[1] == counts[2], counts  # nothing made per fold
    # scrolled back to the top beside the table: still at the top once folded, and back again
    w.log.verticalScrollBar().setValue(0)
    size(w, 1024, 700)
    press(qtbot, KEY.Key_F6)
    assert w.log.verticalScrollBar().value() == 0
    size(w, 1600, 1000)  # widened with the drawer open: the log beside, the keys on the table
    assert beside(w) and w.log.verticalScrollBar().value() == 0 and focused() is w.view


def test_lines_played_while_folded_are_counted_on_the_tab_until_read(qtbot, window) -> None:
    w = window
    passing(w)
    size(w, 1024, 700)
    pane = w.log_pane
    assert pane.unread == 0
    seen = len(w.log.lines)
    hand = [it for it in w.scene.hand_items if it.isVisible()][:2]
    for it in hand:
        click(qtbot, w, centre(it))
    qtbot.mouseClick(w.action_bar.b_confirm, LEFT)  # the pass, by mouse
    w.controller.set_paused(False)
    g = w.controller.game
    qtbot.waitUntil(lambda: g.phase is not Phase.PASS and len(w.log.lines) > seen, timeout=20_000)
    settle(w)
    new = len(w.log.lines) - seen
    assert new > 0 and pane.unread == new and pane.tab.unread == new
    assert f": {new}" in pane.tab.toolTip()
    assert focused() is w.view
    press(qtbot, KEY.Key_F6)
    assert pane.drawer_open and pane.unread == 0 and pane.tab.unread == 0
    bar = w.log.verticalScrollBar()
    assert bar.value() == bar.maximum()


def test_a_log_the_player_hid_stays_hidden_at_every_size(qtbot, window) -> None:
    w = window
    passing(w)
    w.log_action.trigger()  # View → Game log: off
    assert not w.settings.log_visible
    for wide, high in ((1600, 1000), (1280, 720), (1024, 700), (1600, 1000), (1024, 700)):
        size(w, wide, high)
        assert not w.log.isVisible() and not w.log_pane.tab.isVisible() and not w.log_pane.drawer_open
        assert w.view.width() == wide
    press(qtbot, KEY.Key_Escape)
    assert not w.log_pane.drawer_open
    w.log_action.trigger()  # on again in the small window: shown as the drawer, at once
    assert w.settings.log_visible and w.log_pane.drawer_open and focused() is w.log
    w.log_action.trigger()  # and off: the drawer and the tab go, the keys back to the table
    assert not w.log_pane.drawer_open and not w.log_pane.tab.isVisible() and focused() is w.view


def test_the_tab_speaks_the_player_s_language(qtbot, window) -> None:
    w = window
    passing(w)
    size(w, 1024, 700)
    for code, word in (("ru", "Журнал"), ("ja", "記録"), ("zh_TW", "紀錄"), ("en", "Log")):
        w.set_language(code)
        QApplication.processEvents()
        assert w.log_pane.tab.text() == word
        assert "F6" in w.log_pane.tab.toolTip()


def test_the_lesson_panel_takes_the_folded_log_s_place_and_gives_it_back(qtbot, window) -> None:
    w = window
    passing(w)
    size(w, 1024, 700)
    pane = w.log_pane
    press(qtbot, KEY.Key_F6)
    assert pane.drawer_open
    w.lessons.start()
    settle(w)
    assert w.lessons.panel.isVisible()
    assert not pane.tab.isVisible() and not pane.drawer_open and not w.log.isVisible()
    size(w, 1600, 1000)  # no log beside the lesson panel either
    assert not w.log.isVisible() and not pane.tab.isVisible()
    size(w, 1024, 700)
    w.tutorial.leave(finished=False)
    settle(w)
    assert not w.lessons.panel.isVisible()
    assert pane.folded and pane.tab.isVisible() and not pane.drawer_open and w.settings.log_visible
    size(w, 1600, 1000)
    assert beside(w)
