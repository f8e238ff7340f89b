"""Space in the tutorial's scoring does one thing, once: while a scoring is on the table, each
Space sent to the focused widget moves it on by one beat and says nothing else; once the lesson
is done (the scoring over, by Space or by its own time), a Space tries no decision — no red
"Not now: this step is done" — and Enter goes on. With the focus on a button of the lesson
panel, Space is that button's: the press leaves the scoring alone, the release presses it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from joraku_desktop.words.tutorial import tutorial_not_yet_text

from .conftest import calm_over, make_window, settle
from .test_tutorial import taught_until_scoring

SPACE = Qt.Key.Key_Space


@pytest.fixture
def w(qtbot, fonts):
    win = make_window(qtbot)
    yield win
    win.controller.shutdown()


def to_the_scoring(qtbot, w, step: int) -> None:
    """Ctrl+T on the table, step ``step``, its taught decisions until a scoring is on the table."""
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view, timeout=2000)
    qtbot.keyClick(w.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.tutorial.active)
    w.scoring.set_speed("slow")  # a beat waits for the player
    w.tutorial.go(step)
    settle(w)
    if not taught_until_scoring(qtbot, w, tries=400):
        raise AssertionError("no scoring came")


def said(w) -> list[str]:
    """The red lines a press could have earned: the panel's refusal and the table's message."""
    toast = w.scene.toast
    return [t for t in (w.lessons.panel.refusal_label.text(), toast.text if toast.isVisible() else "") if t]


@pytest.mark.parametrize("step", [3, 7], ids=["kachidoki", "ninja"])
def test_each_space_moves_the_scoring_one_beat_and_a_done_lesson_waits_for_enter(w, qtbot, step: int) -> None:
    to_the_scoring(qtbot, w, step)
    t, game = w.tutorial, w.controller.game
    assert QApplication.focusWidget() is w.view
    while w.scoring.active:
        beat = w.scoring.index
        qtbot.keyClick(QApplication.focusWidget(), SPACE)
        settle(w)
        assert not w.scoring.active or w.scoring.index == beat + 1  # one beat a press, never two
        assert said(w) == []
    qtbot.waitUntil(lambda: t.complete)
    qtbot.waitUntil(calm_over, timeout=3000)  # the moment after the scoring is over, too
    moves, index = len(game.history), t.index
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget(), SPACE)
        settle(w)
    assert tutorial_not_yet_text() not in said(w) and said(w) == []
    assert len(game.history) == moves and t.index == index and t.complete
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # Enter is the way on
    qtbot.waitUntil(lambda: t.index == index + 1)


def test_space_on_a_lesson_button_is_the_buttons_alone(w, qtbot) -> None:
    to_the_scoring(qtbot, w, 3)
    t, panel = w.tutorial, w.lessons.panel
    panel.b_restart.setFocus(Qt.FocusReason.TabFocusReason)
    assert QApplication.focusWidget() is panel.b_restart
    beat = w.scoring.index
    qtbot.keyPress(panel.b_restart, SPACE)  # the press: the button goes down, the table waits
    settle(w)
    assert w.scoring.active and w.scoring.index == beat and said(w) == []
    qtbot.keyRelease(panel.b_restart, SPACE)  # the release presses it: the step begins again
    qtbot.waitUntil(lambda: t.progress[1] == 0 and not w.scoring.active)
    assert t.index == 3 and said(w) == []
