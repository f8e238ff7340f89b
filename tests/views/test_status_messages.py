"""The status bar speaks of the state it describes: a message about a finished game ("This game
was added to your record") goes when the tutorial or a new game begins, while what is said of
the new state ("Loaded …") stays."""

from __future__ import annotations

from PySide6.QtCore import Qt

from joraku_desktop.views.windows.window_registry import WindowName

from .conftest import settle, start
from .test_statistics import finish_and_record, last_skirmish

LEFT = Qt.MouseButton.LeftButton
RECORDED = "added to your record"


def _finished(qtbot, w) -> None:
    g = last_skirmish()
    start(w, g, ("human", "random"))
    finish_and_record(qtbot, w, g, 0)
    qtbot.waitUntil(lambda: RECORDED in w.statusBar().currentMessage())
    w.windows.close("results")
    settle(w)


def test_the_record_message_goes_when_the_tutorial_begins(window, qtbot) -> None:
    w = window
    _finished(qtbot, w)
    qtbot.keyClick(w.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)  # Help → Learn to play
    settle(w)
    qtbot.waitUntil(lambda: w.tutorial.active)
    assert RECORDED not in w.statusBar().currentMessage()
    assert w.statusBar().currentMessage() == ""


def test_the_record_message_goes_when_a_new_game_begins_and_a_load_is_said(window, qtbot, tmp_path) -> None:
    """New game by its shortcut (Ctrl+N; a menu hovered clears the bar with its status tips, so
    the test goes by the keys)."""
    w = window
    _finished(qtbot, w)
    qtbot.keyClick(w.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # Game → New game…
    dlg = w.windows.get(WindowName.NEW_GAME)
    assert dlg is not None
    qtbot.waitUntil(dlg.isVisible)
    qtbot.mouseClick(dlg.start_button, LEFT)
    settle(w)
    assert w.controller.game is not None and w.controller.game.result is None
    assert w.statusBar().currentMessage() == ""
    # a message of the new state is said after it begins, and stays
    path = tmp_path / "kept.joraku"
    assert w.files.save_to(path)
    assert w.files.load(path)
    settle(w)
    assert "kept.joraku" in w.statusBar().currentMessage()
