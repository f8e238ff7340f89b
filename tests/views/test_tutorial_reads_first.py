"""The lesson says what to do before it says why, and what a newcomer missed is said.

Steps 4, 10 and 11 open (Ctrl+T to the focused window, then each step as Back and Restart
rebuild it) at 1280×720 and 1024×700 in every language: the lesson's first paragraph is the
step's task ("Press Placement…", "Click each of them…", "click the red 3…") and it is whole in
the panel's view without scrolling. The lessons also say, each with its rule: the supply is
finite and refills only by removal (R-S1, R-E2, R-E3), the opponents' samurai on the map at
step 1 are a set position (R-S1, R-S4), "the player on the left" is the next panel to the right
(R-S7), a tie for 1st makes both 2nd (R-KS3, R-T1), a Ninja of any suit beats a 6 (R-K4b), and
the ≈ rows are the game's estimate, not a board the player has never seen (R-PR4).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication

from joraku_desktop import i18n
from joraku_desktop.languages import languages
from joraku_desktop.words.tutorial import tutorial_lesson

from .conftest import make_window, settle

#: step index → (lesson key, the task the first paragraph must carry, in English)
TASK_FIRST = {3: ("placement", "Press Placement"), 9: ("table", "Click each of them"),
              10: ("rounds", "click the red 3")}


@pytest.mark.parametrize("lang", [lang.code for lang in languages()])
def test_the_task_is_the_first_paragraph_and_in_view(qtbot, fonts, lang: str) -> None:
    assert i18n.install(lang)
    w = make_window(qtbot, autosave=False)
    try:
        qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view, timeout=2000)
        qtbot.keyClick(w.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: w.tutorial.active)
        panel = w.lessons.panel
        for size in ((1280, 720), (1024, 700)):
            w.resize(*size)
            for index, (key, task) in TASK_FIRST.items():
                w.tutorial.go(index)
                settle(w)
                QApplication.processEvents()
                first = tutorial_lesson(key)[1].split("\n\n")[0]
                if lang == "en":
                    assert first.startswith(task) or task in first, (key, first)
                doc = QTextDocument()
                doc.setDefaultFont(panel.body.font())
                doc.setDocumentMargin(0)
                doc.setTextWidth(panel.body.contentsRect().width())
                doc.setPlainText(first)
                bottom = panel.body.geometry().top() + doc.size().height()
                view = panel.words.viewport().height()
                assert panel.words.verticalScrollBar().value() == 0
                assert bottom <= view, f"{lang} {size} step {index + 1}: task to {bottom:.0f}, view {view}"
    finally:
        w.controller.shutdown()
        i18n.install("en")


def test_what_a_newcomer_missed_is_said_with_its_rule(qapp) -> None:
    def lesson(key: str) -> str:
        return tutorial_lesson(key)[1]

    assert "set position" in lesson("welcome") and "R-S1" in lesson("welcome")
    assert "R-S7" in lesson("pass") and "right of yours" in lesson("pass")
    assert "R-E3" in lesson("placement") and "10 (R-S1)" in lesson("placement")
    assert "both 2nd" in lesson("kachidoki") and "R-T1" in lesson("kachidoki")
    assert "whatever its colour" in lesson("ninja") and "R-K4b" in lesson("ninja")
    assert "printed board" not in lesson("table") and "≈" in lesson("table") and "R-PR4" in lesson("table")


def test_a_part_read_out_in_step_10_leaves_the_charts_in_view(window, qtbot) -> None:
    """Step 10 (reading the table): Enter finds the part the lesson asks for and reads it out;
    the message covers no area tile, so the chart rows it and step 11 talk about stay in view."""
    w = window
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view, timeout=2000)
    qtbot.keyClick(w.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.tutorial.active)
    for size in ((1600, 1000), (1280, 720), (1024, 700)):
        w.resize(*size)
        w.tutorial.go(9)
        settle(w)
        assert w.tutorial.pending_look is not None
        qtbot.keyClick(w.view, Qt.Key.Key_Return)
        settle(w)
        toast = w.scene.toast
        assert toast.isVisible() and toast.text
        box = toast.sceneBoundingRect()
        covered = [a.area for a in w.scene.areas if a.rect.intersects(box)]
        assert covered == [], (size, covered, box)
