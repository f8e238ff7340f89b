"""Nothing is clipped in any language: every text box of the table and every label, button
and table heading of the windows holds its text at 1600×1000, 1280×720 and 1024×700, in English,
Russian, Japanese and Traditional Chinese.

Table: every item is painted into a recording painter that measures each ``drawText`` against
the rectangle it was given (a single line: its width and its ink's height; word-wrapped text: its
wrapped height), and every text the items shorten with ``elidedText`` counts as cut (the cards'
fine print aside: a card shows its whole text in its tooltip). Windows: a label without word
wrap, a button or a check box must be as wide as its text asks (``sizeHint``), a wrapping label
as tall as its text at its width, a table's headings and cells as wide as their text, and a
window must fit a 1280×720 screen; each window is checked at the size it takes on each screen.
The main window must still fit 1024 pixels across in every language.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGraphicsObject,
    QLabel,
    QStyleOptionGraphicsItem,
    QTableWidget,
    QWidget,
)

from joraku_desktop import i18n
from joraku_desktop.languages import languages
from joraku_desktop.model import GameConfig, new_game, scenario
from joraku_desktop.saves import SeatInfo
from joraku_desktop.views.table.card_item import CardItem
from joraku_desktop.views.windows.main_window import MainWindow
from joraku_desktop.views.windows.window_registry import WindowName
from joraku_desktop.words.translation import translate

from .conftest import each_window, make_window, settle

LANGS = tuple(lang.code for lang in languages())
NAMES = ("Ann", "Bob", "Cho", "Dai")
WRAP = int(Qt.TextFlag.TextWordWrap.value)
SCREENS = ((1600, 1000), (1280, 720), (1024, 700))


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


class Elisions:
    """Notes every text that ``elidedText`` shortened while it is in place (both metrics classes)."""

    def __init__(self) -> None:
        self.cut: list[str] = []
        self._saved = (QFontMetrics.elidedText, QFontMetricsF.elidedText)

    def __enter__(self) -> Elisions:
        for cls, original in zip((QFontMetrics, QFontMetricsF), self._saved, strict=True):
            def noting(fm: Any, text: str, *rest: Any, _original: Any = original) -> str:
                shown: str = _original(fm, text, *rest)
                if shown != text:
                    self.cut.append(f"{text!r} elided to {shown!r}")
                return shown
            cls.elidedText = noting  # type: ignore[method-assign]
        return self

    def __exit__(self, *exc: object) -> None:
        QFontMetrics.elidedText, QFontMetricsF.elidedText = self._saved  # type: ignore[method-assign]


def table_overflows(w: MainWindow) -> list[str]:
    out: list[str] = []
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    for item in w.scene.items():
        if not item.isVisible() or item.opacity() == 0:
            continue
        p = BoxRecorder(image)
        try:
            with Elisions() as elided:
                item.paint(p, QStyleOptionGraphicsItem(), None)
        finally:
            p.end()
        name = item.objectName() if isinstance(item, QGraphicsObject) else type(item).__name__
        out += [f"{name}: {o}" for o in p.overflows]
        if not isinstance(item, CardItem):
            out += [f"{name}: {o}" for o in elided.cut]
    return out


def table_widget_clips(name: str, t: QTableWidget) -> Iterator[str]:
    """Every heading and cell as wide as its text (an elided heading reads "pponent l")."""
    head = t.horizontalHeader()
    if t.horizontalScrollBar().isVisible():
        yield f"{name}: a horizontal scroll bar hides columns"
    for col in range(t.columnCount()):
        if t.isColumnHidden(col):
            continue
        width = t.columnWidth(col)
        label = t.horizontalHeaderItem(col)
        if label is not None and head.sectionSizeHint(col) > width + 1:
            yield f"{name}: heading {label.text()!r} needs {head.sectionSizeHint(col)} px, has {width}"
        for row in range(min(t.rowCount(), 20)):
            item = t.item(row, col)
            if item is None or not item.text():
                continue
            span = t.columnSpan(row, col)  # a heading over a group of columns has them all
            width = sum(t.columnWidth(c) for c in range(col, col + span))
            fm = QFontMetrics(t.font())
            if fm.horizontalAdvance(item.text()) + 6 <= width + 1:
                continue
            if t.wordWrap():  # a wrapping cell: as tall as its lines at the column's width
                tall = fm.boundingRect(QRect(0, 0, width - 8, 10_000), WRAP, item.text()).height()
                if tall > t.rowHeight(row) + 1:
                    yield f"{name}: cell {item.text()!r} needs {tall} px high, has {t.rowHeight(row)}"
            else:
                wide = fm.horizontalAdvance(item.text()) + 6
                yield f"{name}: cell {item.text()!r} needs {wide} px, has {width}"


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
        elif isinstance(wid, QTableWidget):
            yield from table_widget_clips(name, wid)
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
            for size in SCREENS:
                w.resize(*size)
                settle(w)
                problems += [f"{size}: {o}" for o in table_overflows(w)]
                problems += [f"{size}: {o}" for o in widget_clips(w)]
            widest = max(widest, w.minimumSizeHint().width())
        # the effect choice (R-E2), the most buttons the bar shows at once
        w.controller.set_paused(True)
        lead = scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"},
                        daimyo={"blue": 3})
        w.controller.start(lead, seats)
        settle(w)
        w.controller.request("play R4")
        for size in SCREENS:
            w.resize(*size)
            settle(w)
            settle(w)  # the bar's words re-wrap once its buttons have their widths
            problems += [f"{size}: {o}" for o in widget_clips(w)]
        widest = max(widest, w.minimumSizeHint().width())
        for window in each_window(w):  # New game, Statistics, rules help, results, replay
            wanted = window.size()
            for width, height in SCREENS:  # the size the window takes on each screen
                window.resize(min(wanted.width(), width), min(wanted.height(), height))
                QApplication.processEvents()
                problems += [f"{width}×{height}: {o}" for o in widget_clips(window)]
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


def test_the_skirmish_line_beside_the_ap_badge_is_never_cut(qtbot, fonts, lang: str) -> None:
    """The longest line the skirmish shows under its cards (who wins so far and why), with the
    "AP left" badge and the led suit shown, on a 4-player table at each screen size: every word
    read."""
    from joraku_desktop.model.scoring import SkirmishReason
    from joraku_desktop.words.basics import card_words, suit_word
    from joraku_desktop.words.events import skirmish_reason
    from joraku_desktop.words.scoring import skirmish_leader

    w = make_window(qtbot, autosave=False)
    try:
        w.controller.set_paused(True)
        w.controller.start(new_game(GameConfig(4, seed=3)), [SeatInfo(n, "human") for n in NAMES])
        zone = w.scene.skirmish
        longest = max((skirmish_reason(r) for r in SkirmishReason), key=len)
        lines = (skirmish_leader("Chiyo", card_words(20), longest),)
        for size in SCREENS:
            w.resize(*size)
            settle(w)
            for line in lines:
                zone.set_info(translate("Board", "Skirmish {0} of {1}").format(5, 5), translate(
                    "Board", "led suit: {0}").format(suit_word(2)), 2, [], 4, line,
                    translate("Board", "AP left: {0}").format(5))
                image = QImage(8, 8, QImage.Format.Format_ARGB32)
                p = BoxRecorder(image)
                try:
                    zone.paint(p, QStyleOptionGraphicsItem(), None)
                finally:
                    p.end()
                assert p.overflows == [], f"{lang} {size}: {p.overflows}"
    finally:
        w.controller.shutdown()


def test_statistics_with_games_holds_every_heading_and_figure(window, qtbot, tmp_path, lang: str) -> None:
    """Statistics with six past games (three modes, two levels, a hot-seat game): the tables'
    headings ("By opponent level"), their figures and the modes ("2 players, R-V7") whole, and
    the buttons, at the size the window takes on each screen."""
    from tests.views.test_statistics import fill_record

    fill_record(tmp_path)
    window.windows.show(WindowName.STATISTICS)
    stats = window.windows.get(WindowName.STATISTICS)
    assert stats is not None
    qtbot.waitUntil(lambda: not stats.reading, timeout=10_000)
    problems: list[str] = []
    # a screen 800 px across too (the table itself still plays there): the chart steps aside
    # rather than lie over the figures, which stay whole
    for width, height in (*SCREENS, (800, 600)):
        stats.resize(min(1120, width), min(800, height))
        QApplication.processEvents()
        if width >= 1024:
            problems += [f"{width}×{height}: {o}" for o in widget_clips(stats)]
        else:
            problems += [f"{width}×{height}: {o}" for t in (stats.by_level, stats.by_mode)
                         for o in table_widget_clips(t.objectName(), t)]
        if stats.width() > width:
            problems.append(f"{width}×{height}: the window needs {stats.width()} px across")
        chart = stats.chart.geometry()
        if width >= 1024 and not stats.chart.isVisible():
            problems.append(f"{width}×{height}: the chart is not shown")
        if stats.chart.isVisible() and (chart.left() < stats.by_mode.geometry().right()
                                        or chart.width() < 260):
            problems.append(f"{width}×{height}: the chart is squeezed beside the tables")
        # the past games keep rows in view: on a short screen the page scrolls down to them
        scroll = stats.body.verticalScrollBar()
        if width >= 1024 and scroll.maximum() > 0:
            problems.append(f"{width}×{height}: the window scrolls")
        scroll.setValue(scroll.maximum())
        QApplication.processEvents()
        view = stats.games.viewport().rect()
        whole = sum(1 for r in range(stats.games.rowCount())
                    if view.contains(stats.games.visualItemRect(stats.games.item(r, 0))))
        if whole < 2:
            problems.append(f"{width}×{height}: {whole} past game whole in the list")
        scroll.setValue(0)
    for button in (stats.open_button, *stats.findChildren(QAbstractButton, "stats-close")):
        bold = QFont(button.font())
        bold.setBold(True)  # the default button is drawn bold
        if QFontMetrics(bold).horizontalAdvance(button.text()) + 32 > button.width():
            problems.append(f"{button.text()!r} is cut when drawn bold")
    assert problems == [], f"{lang}: clipped:\n" + "\n".join(sorted(set(problems)))
