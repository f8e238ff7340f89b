"""The scoring step on screen: the table dimmed except what the step is about, the step's card
(:mod:`.scoring_cards`) painted over the hand's strip, and the RP chips that fly to the scores.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget
from typing_extensions import override

from ...presentation.scoring_steps import StepKind
from ...words.scoring import prestige_stamp
from .. import theme as th
from .scoring_cards import Row, StepCard
from .table_layout import TableLayout, table_layout

#: the card of a step sits in the hand's strip, under the scored area
CARD_W, CARD_H = 880.0, 246.0
LINE_H, ROW_H = 25.0, 31.0
SUMMARY_W, HEAD_H, GRID_ROW_H = 1100.0, 40.0, 36.0
#: the summary's rows after the areas: prestige total, score before, score now, standing
SUMMARY_FOOTER_ROWS = 4
VEIL = QColor(6, 8, 12, 178)


def _shade(r: QRectF, top: QColor, bottom: QColor) -> QLinearGradient:
    """The table's top-to-bottom shading, for a rectangle anywhere on the overlay."""
    g = QLinearGradient(0, r.top(), 0, r.bottom())
    g.setColorAt(0, top)
    g.setColorAt(1, bottom)
    return g


class RpChip(QGraphicsObject):
    """"+3" in the army's colour, flying from the scored area to the army's score."""

    def __init__(self, army: int, points: int) -> None:
        super().__init__()
        self.army, self.text = army, f"+{points}"
        self.setZValue(960)

    @override
    def boundingRect(self) -> QRectF:
        return QRectF(-34, -18, 68, 36)

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(th.ARMY_COLOUR[self.army])
        p.setPen(QPen(th.GOLD, 2.5))
        p.drawRoundedRect(QRectF(-32, -16, 64, 32), 16, 16)
        p.setPen(th.ARMY_TEXT[self.army])
        p.setFont(th.font(18, bold=True))
        p.drawText(QRectF(-32, -16, 64, 32), Qt.AlignmentFlag.AlignCenter, self.text)


class ScoringOverlay(QGraphicsObject):
    """The step on screen: the dimmed table with holes for what matters, and the step's card."""

    clicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("scoring-overlay")
        self.setZValue(950)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.card: StepCard | None = None
        self.area = -1
        self.holes: list[QRectF] = []
        #: where the table's tiles are (the scene's layout: the table takes the window's shape)
        self.layout = table_layout(th.SCENE.width(), th.SCENE.height())

    def set_layout(self, layout: TableLayout) -> None:
        self.prepareGeometryChange()
        self.layout = layout
        self.update()

    def show_card(self, card: StepCard, area: int, holes: Sequence[QRectF]) -> None:
        self.card, self.area, self.holes = card, area, list(holes)
        self.setVisible(True)
        self.update()

    def clear(self) -> None:
        self.card = None
        self.setVisible(False)

    def card_rect(self) -> QRectF:
        """Where the step's card is drawn (scene units), as tall as its content."""
        card = self.card
        if card is not None and card.kind is StepKind.SUMMARY:
            h = 50 + HEAD_H + 6 + GRID_ROW_H * len(card.grid) + 8 + 76
            lay = self.layout
            return QRectF((lay.scene.width() - SUMMARY_W) / 2, lay.areas[0].top() + 4, SUMMARY_W, h)
        n_lines = len(card.lines) if card else 0
        n_rows = len(card.rows) if card else 0
        h = min(CARD_H, 14 + LINE_H * n_lines + 8 + ROW_H * n_rows + 32)
        lay = self.layout
        cx = lay.areas[self.area].center().x() if self.area >= 0 else lay.scene.center().x()
        x = min(max(cx - CARD_W / 2, 16.0), lay.scene.width() - 16 - CARD_W)
        # over the hand, raised where a compact table's hand row is lower than the card
        return QRectF(x, min(lay.hand.top() + 2, lay.scene.height() - 8 - h), CARD_W, h)

    @override
    def boundingRect(self) -> QRectF:
        return self.layout.scene

    @override
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self.clicked.emit()

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        card = self.card
        if card is None:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        veil = QPainterPath()
        veil.addRect(self.layout.scene)
        for r in self.holes:
            hole = QPainterPath()
            hole.addRoundedRect(r.adjusted(-4, -4, 4, 4), 10, 10)
            veil = veil.subtracted(hole)
        p.fillPath(veil, VEIL)
        if self.area >= 0 and card.kind is not StepKind.SUMMARY:
            glow = self.layout.areas[self.area].adjusted(-5, -5, 5, 5)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor(232, 182, 76, 90), 12))
            p.drawRoundedRect(glow, 12, 12)
            p.setPen(QPen(th.GOLD, 4))
            p.drawRoundedRect(glow, 12, 12)
        self._paint_title(p, card)
        if card.kind is StepKind.SUMMARY:
            self._paint_summary(p, card)
        else:
            self._paint_step(p, card)

    def _paint_title(self, p: QPainter, card: StepCard) -> None:
        r = self.layout.banner
        p.setBrush(_shade(r, th.LACQUER_LIGHT, QColor("#4a1010")))
        p.setPen(QPen(th.GOLD, 2))
        p.drawRoundedRect(r, 12, 12)
        p.setPen(th.GOLD)
        p.setFont(th.font(30, bold=True, serif=True))
        p.drawText(QRectF(r.left() + 16, r.top(), 110, r.height()), Qt.AlignmentFlag.AlignVCenter,
                   "勝鬨" if card.kind is StepKind.KACHIDOKI else prestige_stamp())
        p.setPen(th.LACQUER_TEXT)
        p.setFont(th.font(24, bold=True))
        p.drawText(r.adjusted(130, 0, -16, 0), Qt.AlignmentFlag.AlignVCenter, card.title)

    def _frame(self, p: QPainter, r: QRectF) -> None:
        p.setPen(QPen(th.GOLD, 2.5))
        p.setBrush(_shade(r, QColor("#f6ecd4"), QColor("#e4d4ae")))
        p.drawRoundedRect(r, 12, 12)

    def _paint_step(self, p: QPainter, card: StepCard) -> None:
        r = self.card_rect()
        self._frame(p, r)
        x, w = r.left() + 18, r.width() - 36
        y = r.top() + 10
        for i, line in enumerate(card.lines):
            p.setPen(th.LACQUER if i == 0 else th.INK)
            p.setFont(th.font(16 if i == 0 else 14, bold=i == 0))
            p.drawText(QRectF(x, y, w, LINE_H), Qt.AlignmentFlag.AlignVCenter, p.fontMetrics().elidedText(
                line, Qt.TextElideMode.ElideRight, int(w)))
            y += LINE_H
        y += 6
        row_h = min(ROW_H, (r.bottom() - 30 - y) / max(1, len(card.rows)))
        for row in card.rows:
            self._paint_row(p, QRectF(x, y, w, row_h), row)
            y += row_h
        p.setPen(th.INK_SOFT)
        p.setFont(th.font(12, italic=True))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        p.drawText(QRectF(x, r.bottom() - 26, w, 20), right, card.footer)

    def _paint_row(self, p: QPainter, r: QRectF, row: Row) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 18))
        p.drawRoundedRect(r.adjusted(0, 2, 0, -2), 6, 6)
        chip = QRectF(r.left() + 8, r.center().y() - 9, 18, 18)
        p.setBrush(th.ARMY_COLOUR[row.army])
        p.setPen(QPen(th.ARMY_DARK[row.army], 1.5))
        p.drawEllipse(chip)
        p.setPen(th.ARMY_TEXT[row.army])
        p.setFont(th.font(11, bold=True))
        p.drawText(chip, Qt.AlignmentFlag.AlignCenter, th.ARMY_LETTER[row.army])
        mid = Qt.AlignmentFlag.AlignVCenter
        p.setPen(th.INK)
        p.setFont(th.font(15, bold=True))
        p.drawText(QRectF(r.left() + 34, r.top(), 250, r.height()), mid,
                   p.fontMetrics().elidedText(row.name, Qt.TextElideMode.ElideRight, 246))
        p.setFont(th.font(13))
        p.setPen(th.INK_SOFT)
        p.drawText(QRectF(r.left() + 290, r.top(), 120, r.height()), mid, row.influence)
        p.setPen(th.INK)
        p.setFont(th.font(14, bold=True))
        p.drawText(QRectF(r.left() + 412, r.top(), 56, r.height()), mid, row.rank)
        scored = row.gain.startswith("+") and not row.gain.startswith("+0")
        p.setPen(th.GAIN_INK if scored else th.INK_SOFT)
        p.setFont(th.font(15, bold=True))
        p.drawText(QRectF(r.left() + 472, r.top(), 150, r.height()), mid, row.gain)
        if row.bonus:
            p.setPen(th.LACQUER)
            p.setFont(th.font(14, bold=True))
            p.drawText(QRectF(r.left() + 560, r.top(), r.width() - 568, r.height()),
                       mid | Qt.AlignmentFlag.AlignRight, row.bonus)

    def _paint_summary(self, p: QPainter, card: StepCard) -> None:
        r = self.card_rect()
        self._frame(p, r)
        x, w = r.left() + 28, r.width() - 56
        p.setPen(th.INK)
        p.setFont(th.font(16))
        subtitle = card.lines[0] if card.lines else ""
        p.drawText(QRectF(x, r.top() + 14, w, 24), Qt.AlignmentFlag.AlignVCenter, subtitle)
        label_w = 250.0
        n = max(1, len(card.heads))
        col_w = (w - label_w) / n
        y = r.top() + 50
        head_h, row_h = HEAD_H, GRID_ROW_H
        for i, (army, name) in enumerate(card.heads):
            cell = QRectF(x + label_w + i * col_w + 4, y, col_w - 8, head_h)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(th.ARMY_COLOUR[army])
            p.drawRoundedRect(cell, 6, 6)
            p.setPen(th.ARMY_TEXT[army])
            p.setFont(th.font(15, bold=True))
            p.drawText(cell.adjusted(6, 0, -6, 0), Qt.AlignmentFlag.AlignCenter,
                       p.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, int(cell.width() - 12)))
        y += head_h + 6
        n_areas = len(card.grid) - SUMMARY_FOOTER_ROWS
        for k, (label, cells) in enumerate(card.grid):
            footer = k >= n_areas
            if k == n_areas:
                p.setPen(QPen(th.LACQUER, 2))
                p.drawLine(QPointF(x, y + 2), QPointF(x + w, y + 2))
                y += 6
            if k % 2 == 0 and not footer:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor(0, 0, 0, 16))
                p.drawRect(QRectF(x, y, w, row_h))
            p.setPen(th.LACQUER if footer else th.INK)
            p.setFont(th.font(17, bold=footer))
            p.drawText(QRectF(x + 8, y, label_w - 8, row_h), Qt.AlignmentFlag.AlignVCenter, label)
            for i, text in enumerate(cells):
                p.setPen(th.LACQUER if "★" in text else (th.INK_SOFT if text == "—" else th.INK))
                p.setFont(th.font(20 if footer else 18, bold=footer or text != "—"))
                cell = QRectF(x + label_w + i * col_w, y, col_w, row_h)
                p.drawText(cell, Qt.AlignmentFlag.AlignCenter, text)
            y += row_h
        bottom = QRectF(x, r.bottom() - 58, w, 44)
        if card.button:
            btn = QRectF(bottom.center().x() - 190, bottom.top(), 380, 44)
            p.setBrush(_shade(btn, QColor("#f2c661"), QColor("#d39b2a")))
            p.setPen(QPen(th.GOLD_EDGE, 1.5))
            p.drawRoundedRect(btn, 10, 10)
            p.setPen(th.GOLD_INK)
            p.setFont(th.font(18, bold=True))
            p.drawText(btn, Qt.AlignmentFlag.AlignCenter, card.button)
        if card.footer:
            p.setPen(th.INK_SOFT)
            p.setFont(th.font(14, italic=True))
            p.drawText(bottom, Qt.AlignmentFlag.AlignCenter, card.footer)
