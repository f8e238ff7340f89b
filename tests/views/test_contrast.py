"""Every text on the main window can be read: WCAG AA contrast (4.5:1, 3:1 for large text).

A game is played for a while (the table, the action bar, the log, the status bar's notice), the
window is drawn, and each visible text widget's colour (from its palette, where the theme's style
sheets put it) is held against the colour drawn behind it (the most common colour of its own
rectangle in the drawn window). Text items of the table (QGraphicsSimpleTextItem,
QGraphicsTextItem) are held against the table drawn without them. The pairs of theme colours the
table paints its own text with (``theme.TEXT_ON``) are held to the same bar.
"""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QLineEdit,
    QStatusBar,
    QTextEdit,
    QWidget,
)

from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.views import theme as th

from .conftest import settle, start


def luminance(c: QColor) -> float:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def needed(font: QFont) -> float:
    """WCAG's large text (18 pt, or 14 pt bold: 24 px, 18.7 px) needs 3:1, the rest 4.5:1."""
    px = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72
    large = px >= 24 or (px >= 18.6 and font.bold())
    return 3.0 if large else 4.5


def dominant(image: QImage, rect: QRect) -> QColor:
    """The most common colour in ``rect`` of ``image``: the background behind the text."""
    rect = rect.intersected(image.rect())
    counts: Counter[int] = Counter()
    step = max(1, min(rect.width(), rect.height()) // 24)
    for y in range(rect.top(), rect.bottom() + 1, step):
        for x in range(rect.left(), rect.right() + 1, step):
            counts[image.pixel(x, y) & 0xFFFFFF] += 1
    return QColor.fromRgb(counts.most_common(1)[0][0])


def text_of(w: QWidget) -> str:
    if isinstance(w, (QLabel, QAbstractButton, QLineEdit)):
        return w.text()
    if isinstance(w, QComboBox):
        return w.currentText()
    if isinstance(w, QStatusBar):
        return w.currentMessage()
    if isinstance(w, QTextEdit):
        return w.toPlainText()
    return ""


def foreground(w: QWidget) -> QColor:
    pal = w.palette()
    if isinstance(w, QAbstractButton):
        return pal.color(QPalette.ColorRole.ButtonText)
    if isinstance(w, (QLineEdit, QTextEdit, QComboBox)):
        return pal.color(QPalette.ColorRole.Text)
    return pal.color(QPalette.ColorRole.WindowText)


def low_contrast_widgets(root: QWidget) -> list[str]:
    image = root.grab().toImage()
    bad = []
    kinds = (QLabel, QAbstractButton, QLineEdit, QComboBox, QStatusBar, QTextEdit)
    for w in root.findChildren(QWidget):
        if not isinstance(w, kinds) or not w.isVisibleTo(root) or not w.isEnabled():
            continue
        text = text_of(w).strip()
        if not text or w.width() < 4 or w.height() < 4:
            continue
        w.ensurePolished()
        where = QRect(w.mapTo(root, QPoint(0, 0)), w.size())
        view = w.viewport() if isinstance(w, QTextEdit) else w
        if view is not w:
            where = QRect(view.mapTo(root, QPoint(0, 0)), view.size())
        fg, bg = foreground(w), dominant(image, where)
        ratio = contrast(fg, bg)
        if ratio < needed(w.font()):
            bad.append(f"{type(w).__name__} {w.objectName()!r} {text[:40]!r}: {fg.name()} on "
                       f"{bg.name()} = {ratio:.2f}")
    return bad


def low_contrast_items(scene) -> list[str]:
    bad = []
    for it in scene.items():
        if not it.isVisible() or not isinstance(it, (QGraphicsSimpleTextItem, QGraphicsTextItem)):
            continue
        if isinstance(it, QGraphicsSimpleTextItem):
            fg, text = it.brush().color(), it.text()
        else:
            fg, text = it.defaultTextColor(), it.toPlainText()
        if not text.strip():
            continue
        rect = it.sceneBoundingRect()
        it.setVisible(False)
        image = QImage(max(1, int(rect.width())), max(1, int(rect.height())), QImage.Format.Format_RGB32)
        painter = QPainter(image)
        scene.render(painter, QRectF(image.rect()), rect)
        painter.end()
        it.setVisible(True)
        bg = dominant(image, image.rect())
        ratio = contrast(fg, bg)
        if ratio < needed(it.font()):
            bad.append(f"{type(it).__name__} {text[:40]!r}: {fg.name()} on {bg.name()} = {ratio:.2f}")
    return bad


def played_window(w) -> None:
    import random

    g = new_game(GameConfig(players=4, seed=31))
    rng = random.Random(31)
    for _ in range(30):  # a skirmish or two in: cards on the table, lines in the log
        g.apply(rng.choice(g.legal_actions()))
    start(w, g, ("human", "random", "random", "random"), paused=True)
    settle(w)


def test_the_contrast_formula() -> None:
    assert contrast(QColor("black"), QColor("white")) == pytest.approx(21.0)
    assert contrast(QColor("#777777"), QColor("white")) == pytest.approx(4.48, abs=0.01)


def test_every_text_widget_of_a_played_game_meets_aa(window, qtbot) -> None:
    w = window
    played_window(w)
    w.statusBar().showMessage(w.tr("This game was added to your record (Game → Statistics…)."))
    settle(w)
    assert w.statusBar().currentMessage()
    bad = low_contrast_widgets(w)
    assert not bad, "\n".join(bad)


def test_every_text_item_of_the_table_meets_aa(window, qtbot) -> None:
    played_window(window)
    bad = low_contrast_items(window.scene)
    assert not bad, "\n".join(bad)


def test_every_line_of_the_log_meets_aa(window, qtbot) -> None:
    """The log's lines take their army's colour (lightened), on the log, on the current line's
    band and on a heading's band."""
    from joraku_desktop.views.windows.game_log import line_colour

    played_window(window)
    entries = window.log.entries
    assert entries
    bad = []
    for line in entries:
        fg = QColor(line_colour(line))
        for bg in (th.BAR, QColor("#3b3422"), th.BG_LIGHT):
            if contrast(fg, bg) < 4.5:
                bad.append(f"{line.text[:40]!r}: {fg.name()} on {bg.name()} = {contrast(fg, bg):.2f}")
    assert not bad, "\n".join(bad)


#: the theme's colours the table paints its own text with (in paint(), not as text items), with
#: what they are drawn on and whether the text is large (3:1) — the cards, the panels, the banner
PAINTED: list[tuple[str, QColor, QColor, bool]] = [
    *[(f"card number, suit {s}", th.SUIT_INK[s], th.SUIT_LIGHT[s], True) for s in range(3)],
    *[(f"card strip, suit {s}", th.SUIT_STRIP_TEXT[s], th.SUIT_COLOUR[s], False) for s in range(3)],
    *[(f"army letter, army {a}", th.ARMY_TEXT[a], th.ARMY_COLOUR[a], False) for a in range(5)],
    ("card foot (area n)", th.INK_SOFT, QColor("#efe2c2"), False),
    ("ink on paper", th.INK, th.PAPER, False),
    ("quiet ink on paper", th.INK_SOFT, th.PAPER, False),
    ("banner", th.LACQUER_TEXT, th.LACQUER, False),
    ("gold on lacquer", th.GOLD, th.LACQUER, False),
    ("lacquer tag on paper", th.LACQUER, th.PAPER, False),
    ("cream on the bars", th.CREAM, th.BAR, False),
    ("tan on the bars", th.TAN, th.BAR, False),
    ("slate zones", th.SLATE_TEXT, th.SLATE, False),
    ("hint text", th.HINT_TEXT, th.BG, False),
    ("gold button", th.GOLD_INK, th.GOLD, False),
]


@pytest.mark.parametrize(("where", "fg", "bg", "large"), PAINTED, ids=[p[0] for p in PAINTED])
def test_the_tables_painted_text_meets_aa(where, fg, bg, large) -> None:
    assert contrast(fg, bg) >= (3.0 if large else 4.5), f"{where}: {fg.name()} on {bg.name()}"


class _TextRecorder(QPainter):
    """Paints as usual and notes every text with its pen colour, its box in the image and its
    font's pixel size; with ``silent``, paints everything but the texts (what lies behind them)."""

    def __init__(self, image: QImage, silent: bool = False) -> None:
        super().__init__(image)
        self.silent = silent
        self.texts: list[tuple[str, QColor, QRect, QFont]] = []

    def drawText(self, *args: object) -> None:
        if isinstance(args[0], QRectF) and isinstance(args[-1], str):
            box = self.transform().mapRect(args[0]).toAlignedRect()
            self.texts.append((args[-1], QColor(self.pen().color()), box, QFont(self.font())))
        if not self.silent:
            super().drawText(*args)  # type: ignore[call-overload]


def _painted_texts(item) -> tuple[list[tuple[str, QColor, QRect, QFont]], QImage]:
    """``item`` painted alone (over the table's ground): its texts, and the picture without them."""
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    r = item.boundingRect()
    images = []
    for silent in (False, True):
        image = QImage(int(r.width()) + 2, int(r.height()) + 2, QImage.Format.Format_ARGB32)
        image.fill(th.BG)
        p = _TextRecorder(image, silent)
        try:
            p.translate(-r.left(), -r.top())
            item.paint(p, QStyleOptionGraphicsItem(), None)
        finally:
            p.end()
        images.append((p.texts, image))
    return images[0][0], images[1][1]


def test_the_map_tiles_painted_text_meets_aa(window, qtbot) -> None:
    """Read from the painted tiles, not the style sheet: each text's pen against the colour the
    tile paints under it (the prestige chart's "–" cells, its PRESTIGE 1st 2nd 3rd head, the
    influence boxes, the names), in every round's chart row."""
    from joraku_desktop.views.table.area_item import AreaItem

    played_window(window)
    bad = []
    for item in (it for it in window.scene.items() if isinstance(it, AreaItem)):
        for round_ in (1, 2, 3):
            item.round = round_
            texts, behind = _painted_texts(item)
            for text, pen, box, font in texts:
                if not text.strip() or pen.alpha() == 0:
                    continue
                bg = dominant(behind, box)
                fg = QColor(pen)
                if fg.alpha() < 255:  # a translucent pen: the colour it makes on that ground
                    a = fg.alphaF()
                    fg = QColor.fromRgbF(*(f * a + b * (1 - a) for f, b in (
                        (fg.redF(), bg.redF()), (fg.greenF(), bg.greenF()), (fg.blueF(), bg.blueF()))))
                ratio = contrast(fg, bg)
                if ratio < needed(font):
                    bad.append(f"area {item.area}, round {round_}: {text!r} {fg.name()} on {bg.name()} "
                               f"= {ratio:.2f}")
    assert not bad, "\n".join(sorted(set(bad)))
