"""Daimyo pieces and samurai cubes.

Each army's daimyo has its own shape (circle, square, triangle, diamond, hexagon) and every
token shows the army's letter, so colour is never the only cue. Samurai cubes are a fixed
pool of ten per army; the scene moves them between the supply trays and the areas.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget
from typing_extensions import override

from ...model import COLOURS
from .. import theme as th


def shading(g: QLinearGradient, c: QColor) -> QLinearGradient:
    """A piece's shading along ``g``: a sheen at its first corner only, the army's own colour
    where its letter begins and darker beyond, so that the letter keeps 4.5:1 on every shade it
    covers (a sheen under a white letter is what made it faint)."""
    g.setColorAt(0, c.lighter(125))
    g.setColorAt(0.22, c)
    g.setColorAt(1, c.darker(125))
    return g


class TokenItem(QGraphicsObject):
    """Shared behaviour: the army, where it stands (``area``; -1 = supply), drag state."""

    def __init__(self, army: int) -> None:
        super().__init__()
        self.army = army
        self.area = -1
        self.draggable = False
        self.clickable = False
        self.highlight = False
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_highlight(self, on: bool) -> None:
        if on != self.highlight:
            self.highlight = on
            self.update()


class SamuraiItem(TokenItem):
    def __init__(self, army: int, index: int) -> None:
        super().__init__(army)
        self.index = index
        self.setObjectName(f"samurai-{COLOURS[army]}-{index}")
        self.setZValue(20)

    @override
    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, th.CUBE + 6, th.CUBE + 6)

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = th.ARMY_COLOUR[self.army]
        s = th.CUBE
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawRoundedRect(QRectF(1.5, 2, s, s), 3, 3)
        p.setBrush(shading(QLinearGradient(0, 0, s, s), c))
        p.setPen(QPen(th.ARMY_DARK[self.army], 1.2))
        p.drawRoundedRect(QRectF(0, 0, s, s), 3, 3)
        p.setPen(th.ARMY_TEXT[self.army])
        p.setFont(th.font(11.5, bold=True))
        p.drawText(QRectF(0, 0, s, s), Qt.AlignmentFlag.AlignCenter, th.ARMY_LETTER[self.army])
        if self.highlight:
            p.setPen(QPen(th.HOVER, 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(-2, -2, s + 4, s + 4), 4, 4)


def shape_path(kind: str, r: QRectF) -> QPainterPath:
    """The outline of a daimyo piece of the given shape inside ``r``."""
    path = QPainterPath()
    cx, cy, rx, ry = r.center().x(), r.center().y(), r.width() / 2, r.height() / 2
    if kind == "circle":
        path.addEllipse(r)
    elif kind == "square":
        path.addRoundedRect(r.adjusted(2, 2, -2, -2), 4, 4)
    else:
        n, start = {"triangle": (3, -90), "diamond": (4, -90), "hexagon": (6, 0)}[kind]
        scale = 1.12 if kind == "triangle" else 1.0
        pts = [
            QPointF(
                cx + rx * scale * math.cos(math.radians(start + i * 360 / n)),
                cy + ry * scale * math.sin(math.radians(start + i * 360 / n)) + (3 if n == 3 else 0),
            )
            for i in range(n)
        ]
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()
    return path


class DaimyoItem(TokenItem):
    SIZE = 38.0

    def __init__(self, army: int) -> None:
        super().__init__(army)
        self.setObjectName(f"daimyo-{COLOURS[army]}")
        self.setZValue(25)

    @override
    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.SIZE + 8, self.SIZE + 8)

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.SIZE
        c = th.ARMY_COLOUR[self.army]
        path = shape_path(th.ARMY_SHAPE[self.army], QRectF(0, 0, s, s))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 100))
        p.drawPath(path.translated(2, 3))
        p.setBrush(shading(QLinearGradient(0, 0, 0, s), c))
        p.setPen(QPen(QColor("#fff6dc"), 2.6))
        p.drawPath(path)
        p.setPen(QPen(th.ARMY_DARK[self.army], 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.setPen(th.ARMY_TEXT[self.army])
        p.setFont(th.font(16, bold=True))
        box = QRectF(0, 3 if th.ARMY_SHAPE[self.army] == "triangle" else 0, s, s)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, th.ARMY_LETTER[self.army])
        if self.highlight:
            p.setPen(QPen(th.HOVER, 3))
            p.drawPath(shape_path(th.ARMY_SHAPE[self.army], QRectF(-3, -3, s + 6, s + 6)))
