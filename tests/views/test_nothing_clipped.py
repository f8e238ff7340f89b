"""Nothing is clipped in any language: every text box of the table and every label
and button of the windows holds its text at 1280×720, in English, Russian, Japanese and
Traditional Chinese.

Table: every item is painted into a recording painter that measures each ``drawText`` against
the rectangle it was given (a single line: its width and its ink's height; word-wrapped text: its
wrapped height). Text elided on purpose (ending in "…", with the whole text in a tooltip) counts as
fitting. Windows: a label without word wrap, a button or a check box must be as wide as its text
asks (``sizeHint``), a wrapping label as tall as its text at its width, and a window must fit a
1280×720 screen. The main window must still fit 1024 pixels across in every language.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QAbstractButton, QGraphicsObject, QLabel, QStyleOptionGraphicsItem, QWidget

from joraku_desktop import i18n
from joraku_desktop.languages import languages
from joraku_desktop.model import GameConfig, new_game, scenario
from joraku_desktop.saves import SeatInfo
from joraku_desktop.views.windows.main_window import MainWindow

from .conftest import each_window, make_window, settle

LANGS = tuple(lang.code for lang in languages())
NAMES = ("Ann", "Bob", "Cho", "Dai")
WRAP = int(Qt.TextFlag.TextWordWrap.value)


class BoxRecorder(QPainter):
    """A painter that notes every text drawn in a rectangle too small for it."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.overflows: list[str] = []

    def drawText(self, *args: Any) -> Any:
        if len(args) >= 3 and isinstance(args[0], QRectF) and isinstance(args[-1], str):
            rect, flags, text = args[0], args[1], args[-1]
            bits = int(flags.value if hasattr(flags, "value") else flags)
            fm = QFontMetricsF(self.font())
            if text.strip() and not text.endswith("…"):
                if bits & WRAP:
                    need = fm.boundingRect(QRectF(0, 0, rect.width(), 10_000), bits, text)
                    if need.height() > rect.height() + 2 or need.width() > rect.width() + 2:
                        self.overflows.append(f"{text!r} needs {need.width():.0f}×{need.height():.0f} "
                                              f"in {rect.width():.0f}×{rect.height():.0f}")
                else:
                    wide = fm.boundingRect(QRectF(0, 0, 10_000, 10_000), bits & ~0xFF, text).width()
                    ink = fm.tightBoundingRect(text).height()
                    if wide > rect.width() + 2 or ink > rect.height() + 2:
                        self.overflows.append(f"{text!r} needs {wide:.0f}×{ink:.0f} "
                                              f"in {rect.width():.0f}×{rect.height():.0f}")
        return super().drawText(*args)


def table_overflows(w: MainWindow) -> list[str]:
    out: list[str] = []
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    for item in w.scene.items():
        if not item.isVisible() or item.opacity() == 0:
            continue
        p = BoxRecorder(image)
        try:
            item.paint(p, QStyleOptionGraphicsItem(), None)
        finally:
            p.end()
        name = item.objectName() if isinstance(item, QGraphicsObject) else type(item).__name__
        out += [f"{name}: {o}" for o in p.overflows]
    return out


def widget_clips(root: QWidget) -> Iterator[str]:
    for wid in [root, *root.findChildren(QWidget)]:
        if not wid.isVisible():
            continue
        name = f"{type(wid).__name__}:{wid.objectName()}"
        if isinstance(wid, QLabel) and wid.text():
            if wid.wordWrap():
                need = wid.heightForWidth(wid.width())
                if need > wid.height() + 1:
                    yield f"{name} {wid.text()[:50]!r} needs {need} px, has {wid.height()}"
            elif wid.sizeHint().width() > wid.width() + 1:
                yield f"{name} {wid.text()[:50]!r} needs {wid.sizeHint().width()} px, has {wid.width()}"
        elif isinstance(wid, QAbstractButton) and wid.text() and wid.sizeHint().width() > wid.width() + 1:
            yield f"{name} {wid.text()[:50]!r} needs {wid.sizeHint().width()} px, has {wid.width()}"
    least = root.minimumSizeHint()
    if root.isWindow() and (least.width() > 1280 or least.height() > 720):
        yield f"{type(root).__name__} needs at least {least.width()}×{least.height()}, more than 1280×720"


@pytest.fixture(params=LANGS)
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    assert i18n.install(request.param)
    yield request.param
    i18n.install("en")


def test_every_text_fits_its_box(qtbot, fonts, lang: str) -> None:
    w = make_window(qtbot, autosave=False)
    w.resize(1280, 720)
    problems: list[str] = []
    widest = 0
    try:
        seats = [SeatInfo(n, k) for n, k in zip(NAMES, ("human", "normal", "normal", "normal"), strict=True)]
        for game in (new_game(GameConfig(4, seed=3)),
                     scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"},
                              daimyo={"blue": 3}, variants=("R-V1", "R-V5")),
                     new_game(GameConfig(2, "R-V7", seed=3)), new_game(GameConfig(2, "R-V8", seed=3))):
            w.controller.set_paused(True)
            w.controller.start(game, seats[: game.players])
            settle(w)
            problems += table_overflows(w)
            problems += widget_clips(w)
            widest = max(widest, w.minimumSizeHint().width())
        # the effect choice (R-E2), the most buttons the bar shows at once
        w.controller.set_paused(True)
        lead = scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"},
                        daimyo={"blue": 3})
        w.controller.start(lead, seats)
        settle(w)
        w.controller.request("play R4")
        settle(w)
        problems += widget_clips(w)
        widest = max(widest, w.minimumSizeHint().width())
        for window in each_window(w):  # New game, Statistics, rules help, results, replay
            problems += widget_clips(window)
    finally:
        w.controller.shutdown()
    assert problems == [], f"{lang}: clipped:\n" + "\n".join(sorted(set(problems)))
    assert widest <= 1024, f"{lang}: the window needs {widest} px across"


def test_the_check_sees_a_clipped_text(qapp, fonts) -> None:
    image = QImage(8, 8, QImage.Format.Format_ARGB32)  # held: the painter paints on it
    p = BoxRecorder(image)
    try:
        p.drawText(QRectF(0, 0, 30, 20), int(Qt.AlignmentFlag.AlignLeft.value), "A sentence far too long")
        p.drawText(QRectF(0, 0, 300, 40), int(Qt.AlignmentFlag.AlignLeft.value), "Fits")
        p.drawText(QRectF(0, 0, 30, 20), int(Qt.AlignmentFlag.AlignLeft.value), "Elided on purpose…")
    finally:
        p.end()
    assert len(p.overflows) == 1 and "far too long" in p.overflows[0]
