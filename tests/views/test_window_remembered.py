"""The window remembers its size, its place and the log's width between runs; what the settings
file says of them is foreign data, brought onto the screens there are now."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from joraku_desktop.settings import Settings
from joraku_desktop.views.windows import window_size
from joraku_desktop.views.windows.main_window import MainWindow
from joraku_desktop.views.windows.window_size import placed_on_screens

#: a desk of two screens: a full-HD one (with a task bar) and a smaller one to its right
DESK = [QRect(0, 0, 1920, 1040), QRect(1920, 0, 1280, 1024)]


def open_window(qtbot, path) -> MainWindow:
    w = MainWindow(Settings.load(path), autosave=False, record=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    QApplication.processEvents()
    return w


def test_size_place_and_log_width_come_back_after_a_restart(qtbot, fonts, tmp_path, monkeypatch) -> None:
    # a second screen wide enough for the log beside the table (a narrower window folds it)
    desk = [DESK[0], QRect(1920, 0, 1680, 1050)]
    monkeypatch.setattr(window_size, "available_screens", lambda: desk)
    path = tmp_path / "settings.json"
    w = open_window(qtbot, path)
    w.setGeometry(QRect(1980, 40, 1500, 900))  # the player moves it to the second screen, smaller
    QApplication.processEvents()
    w.splitter.moveSplitter(w.splitter.width() - 230, 1)  # and drags the log narrower
    QApplication.processEvents()
    assert w.log.width() == pytest.approx(230, abs=8)
    log_width = w.log.width()
    w.close()
    again = open_window(qtbot, path)
    assert again.geometry() == QRect(1980, 40, 1500, 900)
    assert again.log.width() == log_width
    again.close()


def test_a_hostile_or_stale_geometry_is_brought_onto_a_screen(qtbot, fonts, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(window_size, "available_screens", lambda: DESK)
    path = tmp_path / "settings.json"
    # far away and enormous (within what the file may say), then on a screen unplugged since
    Settings(path=path, window=(-90_000, 90_000, 99_999, 5)).save()
    w = open_window(qtbot, path)
    g = w.geometry()
    # (the offscreen platform nudges a window at a screen's very edge by its 2 px frame)
    assert DESK[0].adjusted(-2, -2, 2, 2).contains(g) and g.height() >= 480 and g.width() == 1920, g
    w.close()
    path.write_text('{"schema_version": 1, "window": [5000, 200, 1400, 900], "log_width": 99999}',
                    encoding="utf-8")
    w = open_window(qtbot, path)
    assert DESK[0].contains(w.geometry()) and w.geometry().size().toTuple() == (1400, 900)
    assert w.settings.problem is None and w.log.width() <= 1400 * 0.2 + 1  # the table keeps its room
    w.close()
    # a geometry the file may not hold at all: the file is set aside, the window opens as new
    path.write_text('{"schema_version": 1, "window": [1, 2, 1e9, 4]}', encoding="utf-8")
    w = open_window(qtbot, path)
    assert w.settings.problem is not None and w.settings.window is None
    w.close()


def test_placing_on_screens_keeps_the_window_whole() -> None:
    assert placed_on_screens((100, 100, 1000, 700), DESK) == QRect(100, 100, 1000, 700)
    # straddling both screens: kept on the one it mostly covers, pulled inside it
    assert placed_on_screens((1500, 100, 1000, 700), DESK) == QRect(1920, 100, 1000, 700)
    assert placed_on_screens((1800, 900, 3000, 3000), DESK) == QRect(1920, 0, 1280, 1024)
    assert placed_on_screens((10, 10, 1, 1), DESK) == QRect(10, 10, 640, 480)
    assert placed_on_screens((10, 10, 800, 600), []) is None


@pytest.mark.parametrize("screen", [QRect(0, 0, 1366, 728), QRect(0, 0, 1280, 680), QRect(0, 0, 1920, 1040)])
def test_the_first_start_fits_the_screen(qtbot, fonts, tmp_path, monkeypatch, screen) -> None:
    """No settings yet: the window opens at the size the table reads best at where the screen
    has room, and within the screen (less the window's frame) where it has not — on a 1366×768
    laptop with a task bar, the hand and the action bar are on screen."""
    monkeypatch.setattr(window_size, "available_screens", lambda: [screen])
    w = open_window(qtbot, tmp_path / "settings.json")
    g = w.geometry()
    assert screen.contains(g), f"{g} is not within the screen {screen}"
    assert g.height() <= screen.height() - 30, "no room left for the title bar"
    assert g.width() == min(1500, screen.width() - 16) and g.height() == min(1000, screen.height() - 40)
    bar = w.action_bar
    bottom = bar.mapTo(w, bar.rect().bottomLeft()).y() + g.top()
    assert bottom <= screen.bottom(), "the action bar is below the screen"
    w.close()
