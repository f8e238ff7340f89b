"""The table's text as the view paints it: each text's size on screen and its contrast.

:func:`measure` paints the view of a main window twice, once noting every ``drawText`` of the
table's items (its words, its font's pixel size times the painter's scale, which includes the
view's, its box on the screen) and once with no text at all. The colour behind a text is the
most common colour of its box in the picture without text; its ink is the pixel of the painted
picture farthest from that background within the box (so a text dimmed by a layer painted over
it is measured dimmed, and one covered whole is left out); its contrast is the WCAG ratio of the
two. Text items (QGraphicsSimpleTextItem) are measured the same way.

``scripts/table_legibility.py`` prints these figures for the moments a player meets; the tests
of the table's legibility assert on them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any


@dataclass
class Text:
    px: float
    words: str
    ink: Any  # QRect on the screen
    colour: Any  # QColor, alpha included
    bold: bool
    contrast: float = 0.0
    behind: str = ""


def luminance(c: Any) -> float:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast(a: Any, b: Any) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def measure(window: Any) -> list[Text]:
    """Every text of the table as the view paints it now (see the module doc)."""
    from PySide6.QtCore import QPointF, QRect, QRectF, Qt
    from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

    view, scene = window.view, window.scene
    seen: list[Text] = []
    original = QPainter.drawText

    def noting(p: QPainter, *args: Any) -> Any:
        words = next((a for a in reversed(args) if isinstance(a, str)), "")
        if words.strip():
            f = p.font()
            px = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * 96 / 72
            t = p.worldTransform()
            fm = QFontMetricsF(f)
            first = args[0]
            if isinstance(first, (QRectF, QRect)):
                box = QRectF(first)
                flags = args[1] if len(args) >= 3 and not isinstance(args[1], str) else 0
                bits = int(flags.value if hasattr(flags, "value") else flags)
                ink = fm.boundingRect(box, bits, words).intersected(box)
            else:
                at = first if isinstance(first, QPointF) else QPointF(float(args[0]), float(args[1]))
                ink = fm.boundingRect(words).translated(at)
            colour = QColor(p.pen().color())
            colour.setAlphaF(colour.alphaF() * p.opacity())
            seen.append(Text(px * t.m11(), words, t.mapRect(ink).toAlignedRect(), colour, f.bold()))
        return original(p, *args)

    def silent(p: QPainter, *args: Any) -> Any:
        return None

    items = scene.items()
    modes = [(it, it.cacheMode()) for it in items]
    for it in items:  # a cached tile would not paint again: every item paints for the count
        it.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    size = view.viewport().size()
    pictures = []
    try:
        for draw in (noting, silent):
            QPainter.drawText = draw  # type: ignore[method-assign, assignment]
            image = QImage(size, QImage.Format.Format_RGB32)
            image.fill(QColor("black"))
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            hidden = [it for it in items if isinstance(it, QGraphicsSimpleTextItem) and it.isVisible()]
            if draw is silent:
                for it in hidden:
                    it.setVisible(False)
            view.render(painter, QRectF(0, 0, size.width(), size.height()), view.viewport().rect())
            painter.end()
            if draw is silent:
                for it in hidden:
                    it.setVisible(True)
            pictures.append(image)
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]
        for it, mode in modes:
            it.setCacheMode(mode)
    view_scale = view.transform().m11()
    for it in items:
        if isinstance(it, QGraphicsSimpleTextItem) and it.isVisible() and it.text().strip():
            f = it.font()
            px = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * 96 / 72
            ink = view.mapFromScene(it.sceneBoundingRect()).boundingRect()
            seen.append(Text(px * it.sceneTransform().m11() * view_scale, it.text(), ink,
                             QColor(it.brush().color()), f.bold()))
    bare = pictures[1]
    for t in seen:
        box = t.ink.intersected(bare.rect())
        if box.isEmpty():
            t.contrast = 99.0
            continue
        counts: Counter[int] = Counter()
        step = max(1, min(box.width(), box.height()) // 12)
        for y in range(box.top(), box.bottom() + 1, step):
            for x in range(box.left(), box.right() + 1, step):
                counts[bare.pixel(x, y) & 0xFFFFFF] += 1
        back = QColor.fromRgb(counts.most_common(1)[0][0])
        # the ink as it reached the screen (under any dimming laid over it later): the pixel of
        # the painted picture farthest from the background, over the whole ink box
        inked, far = back, 0
        for y in range(box.top(), box.bottom() + 1):
            for x in range(box.left(), box.right() + 1):
                c = pictures[0].pixel(x, y)
                d = abs((c >> 16 & 255) - back.red()) + abs((c >> 8 & 255) - back.green()) + abs(
                    (c & 255) - back.blue())
                if d > far:
                    inked, far = QColor.fromRgb(c & 0xFFFFFF), d
        if far < 24:  # covered by something opaque: not seen, not measured
            t.contrast = 99.0
            continue
        front = inked
        t.contrast = contrast(front, back)
        t.behind = f"{front.name()} on {back.name()}"
    del Qt
    return [t for t in seen if t.contrast < 99.0]
