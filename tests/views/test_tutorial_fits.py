"""Every lesson is read whole in a small window: at 1280×720 and 1024×700, in every language,
the lesson panel never scrolls — not when a step opens, not when it is done and says what
happened (with "Watch the scoring…" or "Press Next" above the buttons) — and its text is never
smaller than 13 pixels. The lessons are walked as a player walks them: Ctrl+T on the table,
each step's gestures (``test_tutorial.play_step``), Next clicked; the player's own game and the
last page are opened as Back and Restart rebuild them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from joraku_desktop import i18n
from joraku_desktop.languages import languages

from .conftest import make_window, settle
from .test_tutorial import play_step

SIZES = ((1280, 720), (1024, 700))


def scrolls(w, when: str) -> list[str]:
    """The sizes at which the lesson panel scrolls now, or lays its words out too small, or
    hides a part of the step."""
    panel, t = w.lessons.panel, w.tutorial
    out: list[str] = []
    for size in SIZES:
        w.resize(*size)
        settle(w)
        QApplication.processEvents()
        bar = panel.words.verticalScrollBar()
        where = f"{size[0]}x{size[1]} step {t.index + 1} ({t.step.key}) {when}"
        if bar.maximum() > 0:
            out.append(f"{where}: scrolls {bar.maximum()} px (view {panel.words.viewport().height()})")
        if panel.body.font().pixelSize() < 13:
            out.append(f"{where}: lesson text {panel.body.font().pixelSize()} px")
        for part in (panel.task, panel.b_next, panel.b_leave):
            if part.isVisibleTo(panel) and not panel.rect().contains(part.geometry()):
                out.append(f"{where}: {part.objectName()} out of the panel")
    return out


@pytest.mark.parametrize("lang", [lang.code for lang in languages()])
def test_every_lesson_is_read_without_scrolling(qtbot, fonts, lang: str) -> None:
    assert i18n.install(lang)
    w = make_window(qtbot, autosave=False)
    problems: list[str] = []
    try:
        w.hints.iterations, w.hints.budget_s = 6, None  # a small, clock-free hint (the H lesson)
        w.resize(*SIZES[-1])
        qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view, timeout=2000)
        qtbot.keyClick(w.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: w.tutorial.active)
        t, panel = w.tutorial, w.lessons.panel
        while not t.free:
            problems += scrolls(w, "open")
            play_step(qtbot, w)
            problems += scrolls(w, "done")
            index = t.index
            qtbot.mouseClick(panel.b_next, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: t.index == index + 1)  # noqa: B023 (waited for here)
            settle(w)
        for index in range(t.index, t.total):  # the player's own game and the last page
            t.go(index)
            settle(w)
            problems += scrolls(w, "open")
    finally:
        w.controller.shutdown()
        i18n.install("en")
    assert problems == [], f"{lang}:\n" + "\n".join(problems)
