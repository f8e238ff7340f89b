"""A player's panel: name, colour, daimyo card, supply tray, RP bar, hand size, Kachidoki.

One panel per seat (two army rows for R-V7), plus one for the neutral army of R-V8. The
supply samurai are real :class:`SamuraiItem` cubes sitting on the tray (the scene places them
at :meth:`PanelItem.supply_pos`), so placing one is a drag from here to the map.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget
from typing_extensions import override

from ..model import NEUTRAL
from ..model.cards import CARD_NUMBER, CARD_SUIT
from . import theme as th
from .token_items import shape_path

translate = QCoreApplication.translate

HEADER = 36.0


@dataclass(frozen=True, slots=True)
class PanelData:
    seat: int  # -1 for the neutral army
    name: str
    kind: str  # "You", "Human", "Computer · normal", "Neutral"
    armies: tuple[int, ...]
    daimyo_card: tuple[int, ...]
    supply: tuple[int, ...]
    rp: tuple[int, ...]
    rp_scale: int
    hand_size: int
    kachidoki: bool
    to_act: bool
    status: str
    #: plain words under the army row: where the daimyo stands
    where: str = ""
    #: the hand face up (a replay of a finished game with every hand revealed); else backs
    shown: tuple[int, ...] = ()


class PanelItem(QGraphicsObject):
    def __init__(self, index: int, data: PanelData) -> None:
        super().__init__()
        self.rect = th.panel_rect(index)
        self.setPos(self.rect.topLeft())
        self.info = data
        self.setObjectName(f"panel-{data.seat}" if data.seat >= 0 else "panel-neutral")
        self.setZValue(2)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_data(self, data: PanelData) -> None:
        if data != self.info:
            self.info = data
            self.update()

    def _row_top(self, i: int) -> float:
        return HEADER + 6 + i * (64 if len(self.info.armies) > 1 else 74)

    def supply_pos(self, army: int, k: int) -> QPointF:
        """Where supply cube k of ``army`` sits: two rows of five."""
        i = self.info.armies.index(army) if army in self.info.armies else 0
        x = self.rect.left() + 54 + (k % 5) * (th.CUBE + th.CUBE_GAP)
        y = self.rect.top() + self._row_top(i) + 4 + (k // 5) * (th.CUBE + th.CUBE_GAP)
        return QPointF(x, y)

    @override
    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, th.PANEL_W + 12, th.PANEL_H + 12)

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        d = self.info
        w, h = th.PANEL_W, th.PANEL_H
        main = d.armies[0]
        p.setBrush(th.vertical_gradient(h, QColor("#f3e9d2"), QColor("#e2d2ad")))
        p.setPen(QPen(th.GOLD, 4) if d.to_act else QPen(QColor("#8a7450"), 1.5))
        p.drawRoundedRect(QRectF(0, 0, w, h), 10, 10)
        # header in the army colour(s)
        p.setPen(Qt.PenStyle.NoPen)
        hdr = QRectF(2, 2, w - 4, HEADER - 2)
        if len(d.armies) > 1:
            grad = QLinearGradient(hdr.topLeft(), hdr.topRight())
            grad.setColorAt(0.45, th.ARMY_COLOUR[d.armies[0]])
            grad.setColorAt(0.55, th.ARMY_COLOUR[d.armies[1]])
            p.setBrush(grad)
        else:
            p.setBrush(th.ARMY_COLOUR[main])
        p.drawRoundedRect(hdr, 8, 8)
        p.drawRect(QRectF(2, HEADER - 10, w - 4, 8))
        p.setPen(th.ARMY_TEXT[main])
        p.setFont(th.font(17, bold=True))
        prefix = "▶ " if d.to_act else ""
        p.drawText(
            QRectF(10, 2, w - 20, HEADER - 4),
            Qt.AlignmentFlag.AlignVCenter,
            p.fontMetrics().elidedText(prefix + d.name, Qt.TextElideMode.ElideRight, int(w * 0.62)),
        )
        p.setFont(th.font(11, bold=True))
        p.drawText(
            QRectF(10, 2, w - 20, HEADER - 4),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            d.kind,
        )
        for i, army in enumerate(d.armies):
            self._paint_army(p, i, army)
        if d.where and len(d.armies) == 1:
            p.setPen(th.INK)
            p.setFont(th.font(12))
            p.drawText(
                QRectF(10, 124, w - 20, 32), Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, d.where
            )
        self._paint_footer(p, w, h)

    def _paint_army(self, p: QPainter, i: int, army: int) -> None:
        d = self.info
        top = self._row_top(i)
        # daimyo card (R-C3): a small card with the number and the army's shape
        card = QRectF(8, top, 38, 54)
        p.setPen(QPen(th.ARMY_DARK[army], 1.5))
        p.setBrush(QColor("#fbf5e6"))
        p.drawRoundedRect(card, 4, 4)
        p.setBrush(th.ARMY_COLOUR[army])
        p.setPen(Qt.PenStyle.NoPen)
        p.drawPath(shape_path(th.ARMY_SHAPE[army], QRectF(13, top + 4, 28, 28)))
        p.setPen(th.ARMY_TEXT[army])
        p.setFont(th.font(13, bold=True))
        p.drawText(QRectF(13, top + 6, 28, 28), Qt.AlignmentFlag.AlignCenter, th.ARMY_LETTER[army])
        p.setPen(th.INK)
        p.setFont(th.font(15, bold=True, serif=True))
        dc = d.daimyo_card[i]
        p.drawText(QRectF(8, top + 32, 38, 22), Qt.AlignmentFlag.AlignCenter, str(dc) if dc else "–")
        # supply tray
        tray = QRectF(50, top, 5 * (th.CUBE + th.CUBE_GAP) + 5, 2 * (th.CUBE + th.CUBE_GAP) + 6)
        p.setPen(QPen(QColor("#b9a47c"), 1, Qt.PenStyle.DashLine))
        p.setBrush(QColor(0, 0, 0, 18))
        p.drawRoundedRect(tray, 5, 5)
        p.setPen(th.INK_SOFT)
        p.setFont(th.font(11))
        label = (
            translate("Panel", "supply {0}").format(d.supply[i])
            if army != NEUTRAL or d.seat >= 0
            else translate("Panel", "no supply")
        )
        p.drawText(QRectF(50, tray.bottom() + 1, tray.width(), 14), Qt.AlignmentFlag.AlignCenter, label)
        # RP (R-S5): number and a bar
        if d.seat >= 0:
            p.setPen(th.INK)
            p.setFont(th.font(26, bold=True))
            p.drawText(
                QRectF(160, top - 4, 70, 34),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(d.rp[i]),
            )
            p.setFont(th.font(11, bold=True))
            p.setPen(th.INK_SOFT)
            p.drawText(QRectF(160, top + 28, 70, 14), Qt.AlignmentFlag.AlignRight, translate("Panel", "RP"))
            bar = QRectF(160, top + 44, 70, 8)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 40))
            p.drawRoundedRect(bar, 4, 4)
            frac = min(1.0, d.rp[i] / max(1, d.rp_scale))
            p.setBrush(th.ARMY_COLOUR[army])
            p.drawRoundedRect(QRectF(bar.left(), bar.top(), max(4.0, bar.width() * frac), bar.height()), 4, 4)
        else:
            p.setPen(th.INK_SOFT)
            p.setFont(th.font(11, italic=True))
            p.drawText(
                QRectF(150, top, 80, 54),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                translate("Panel", "never scores RP (R-V8)"),
            )

    def _paint_footer(self, p: QPainter, w: float, h: float) -> None:
        d = self.info
        top = h - 60
        p.setPen(QPen(QColor("#c4ae84"), 1))
        p.drawLine(QPointF(8, top - 4), QPointF(w - 8, top - 4))
        if d.seat >= 0:
            p.setPen(th.INK_SOFT)
            p.setFont(th.font(11, bold=True))
            p.drawText(
                QRectF(8, top, 80, 16),
                Qt.AlignmentFlag.AlignLeft,
                translate("Panel", "hand: {0}").format(d.hand_size),
            )
            if d.shown:
                self._paint_shown_hand(p, d.shown, top + 18)
            for k in range(0 if d.shown else d.hand_size):
                r = QRectF(8 + k * 13, top + 18, 16, 24)
                p.setPen(QPen(th.GOLD, 1))
                p.setBrush(QColor("#7a1c1c"))
                p.drawRoundedRect(r, 2, 2)
        if d.kachidoki:
            badge = QRectF(w - 112, top, 104, 44)
            p.setPen(QPen(th.GOLD, 2))
            p.setBrush(th.LACQUER)
            p.drawRoundedRect(badge, 8, 8)
            p.setPen(th.GOLD)
            p.setFont(th.font(17, bold=True, serif=True))
            p.drawText(QRectF(badge.left() + 4, badge.top(), 40, 44), Qt.AlignmentFlag.AlignCenter, "勝鬨")
            p.setFont(th.font(10, bold=True))
            p.drawText(
                QRectF(badge.left() + 44, badge.top() + 4, 58, 36),
                Qt.AlignmentFlag.AlignCenter,
                translate("Panel", "Kachidoki\nleads next"),
            )
        if d.status:
            p.setPen(th.LACQUER)
            p.setFont(th.font(11, bold=True))
            p.drawText(QRectF(8, h - 16, w - 16, 14), Qt.AlignmentFlag.AlignLeft, d.status)


    @staticmethod
    def _paint_shown_hand(p: QPainter, cards: tuple[int, ...], top: float) -> None:
        """A revealed hand as a fan of small cards in their suit colour, each number readable."""
        step = 15.0 if len(cards) <= 7 else 104.0 / max(1, len(cards) - 1)
        for k, c in enumerate(cards):
            r = QRectF(8 + k * step, top, 20, 26)
            p.setPen(QPen(QColor("#fbf5e6"), 1))
            p.setBrush(th.SUIT_COLOUR[CARD_SUIT[c]])
            p.drawRoundedRect(r, 3, 3)
            p.setPen(QColor("white"))
            p.setFont(th.font(11, bold=True))
            number = CARD_NUMBER[c]
            p.drawText(QRectF(r.left() + 2, r.top() + 1, 14, 14), Qt.AlignmentFlag.AlignLeft,
                       str(number) if number else "N")


def kind_label(kind: str, is_viewer: bool) -> str:
    if kind == "human":
        return translate("Panel", "you") if is_viewer else translate("Panel", "human")
    return translate("Panel", "computer · {0}").format(kind)

