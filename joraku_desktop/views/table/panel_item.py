"""A player's panel: name, colour, daimyo card, supply tray, RP bar, hand size, Kachidoki.

One panel per seat (two army rows for R-V7), plus one for the neutral army of R-V8. The
supply samurai are real :class:`SamuraiItem` cubes sitting on the tray (the scene places them
at :meth:`PanelItem.supply_pos`), so placing one is a drag from here to the map.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget
from typing_extensions import override

from ...model.cards import CARD_NUMBER, CARD_SUIT
from ...model.save_format import is_human
from ...words.basics import level_text
from ...words.translation import translate
from .. import theme as th
from ..plain_text import plain_tip
from .table_layout import COMPACT, DESIGN, reshape
from .token_items import shape_path

HEADER = 36.0
#: the line under the header: who plays the seat, and what it is doing now
TAG_H = 20.0
FOOTER_H = 54.0
MARKER_W = 16.0
#: a panel of the compact height (the table's smallest): its army rows closer and its footer
#: lower (the hand's backs and the Kachidoki badge shorter), so two armies (R-V7) still fit
COMPACT_ROW_PITCH, COMPACT_FOOTER_H = 62.0, 36.0


def _squeeze(h: float) -> float:
    """0 for a panel of the compact height, 1 from the design height up, in proportion between."""
    lo, hi = COMPACT.panel, DESIGN.panel
    return max(0.0, min(1.0, (h - lo) / (hi - lo)))


def name_font() -> QFont:
    return th.font(18, bold=True)


def tag_font() -> QFont:
    return th.font(11, bold=True)


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
        self._sync_tooltip()

    def set_rect(self, rect: QRectF) -> None:
        """Take the place the table's layout gives this panel (the scene re-places the cubes)."""
        if reshape(self, self.rect, rect):
            self.rect = QRectF(rect)

    def set_data(self, data: PanelData) -> None:
        if data != self.info:
            self.info = data
            self._sync_tooltip()
            self.update()

    def _sync_tooltip(self) -> None:
        """The full name (the header elides a long one), who plays the seat, and where its daimyo is."""
        d = self.info
        self.setToolTip(plain_tip("\n".join(x for x in (f"{d.name} ({d.kind})", d.status, d.where) if x)))

    @property
    def tag_in_header(self) -> bool:
        """Two-army panels (R-V7) need both rows: their tag shares the header with the name."""
        return len(self.info.armies) > 1

    def _row_top(self, i: int) -> float:
        top = HEADER + 6 if self.tag_in_header else HEADER + TAG_H + 4
        t = _squeeze(self.rect.height())
        return top + i * (COMPACT_ROW_PITCH + (66 - COMPACT_ROW_PITCH) * t)

    def footer_h(self) -> float:
        """The footer's height: the hand (a label and the backs) and the Kachidoki badge."""
        return COMPACT_FOOTER_H + (FOOTER_H - COMPACT_FOOTER_H) * _squeeze(self.rect.height())

    def supply_pos(self, army: int, k: int) -> QPointF:
        """Where supply cube k of ``army`` sits: two rows of five."""
        i = self.info.armies.index(army) if army in self.info.armies else 0
        x = self.rect.left() + 54 + (k % 5) * (th.CUBE + th.CUBE_GAP)
        y = self.rect.top() + self._row_top(i) + 4 + (k // 5) * (th.CUBE + th.CUBE_GAP)
        return QPointF(x, y)

    def supply_tray(self, army: int) -> QRectF:
        """The tray of ``army``'s supply in scene coordinates (empty for an army not shown here)."""
        if army not in self.info.armies or self.info.seat < 0:
            return QRectF()
        first, last = self.supply_pos(army, 0), self.supply_pos(army, 9)
        return QRectF(first, last + QPointF(th.CUBE, th.CUBE)).adjusted(-4, -4, 4, 4)

    def header_layout(self) -> tuple[QRectF, QRectF, QRectF, str]:
        """The marker's, the name's and the tag's rectangles (panel units) and the name as shown:
        elided to the room left, so neither the ▶ nor a long name runs into the tag."""
        d = self.info
        w = self.rect.width()
        name_fm = QFontMetricsF(name_font())
        marker = QRectF(8, 2, MARKER_W if d.to_act else 0, HEADER - 4)
        left = marker.right() + (4 if d.to_act else 2)
        if self.tag_in_header:
            # the name comes first: the tag takes what the whole name leaves, at least half
            # the header (elided when drawn only if the name is long too)
            left_over = w - 10 - left - name_fm.horizontalAdvance(d.name) - 10
            tag_w = min(QFontMetricsF(tag_font()).horizontalAdvance(d.kind) + 2, max((w - 20) / 2, left_over))
            tag = QRectF(w - 10 - tag_w, 2, tag_w, HEADER - 4)
            right = tag.left() - 8
        else:
            tag = QRectF(10, HEADER + 2, w - 20, TAG_H)
            right = w - 10
        room = max(0.0, right - left)
        shown = name_fm.elidedText(d.name, Qt.TextElideMode.ElideRight, room)
        return marker, QRectF(left, 2, room, HEADER - 4), tag, shown

    def rp_column(self, tray_right: float) -> float:
        """The left of the RP column (panel units): 70 wide in a panel of the design width, narrower
        in a compact panel (down to what a two-digit RP and its bar need), never over the tray."""
        return max(self.rect.width() - 76, tray_right + 5)

    def rp_pos(self, army: int) -> QPointF:
        """The centre of ``army``'s RP number (scene), where scored RP fly to."""
        i = self.info.armies.index(army) if army in self.info.armies else 0
        return QPointF(self.rect.right() - 30, self.rect.top() + self._row_top(i) + 13)

    @override
    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.rect.width() + 12, self.rect.height() + 12)

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        d = self.info
        w, h = self.rect.width(), self.rect.height()
        main = d.armies[0]
        p.setBrush(th.vertical_gradient(h, QColor("#f3e9d2"), QColor("#e2d2ad")))
        p.setPen(QPen(th.GOLD, 4) if d.to_act else QPen(th.PAPER_EDGE, 1.5))
        p.drawRoundedRect(QRectF(0, 0, w, h), 10, 10)
        # header in the army colour(s)
        p.setPen(Qt.PenStyle.NoPen)
        hdr = QRectF(2, 2, w - 4, HEADER - 2)
        marker, name_box, tag, shown = self.header_layout()
        if len(d.armies) > 1:
            # each army's colour under its own words (the name on the first, the tag on the
            # second), in its letters' colour: dark on yellow, white on green is read, the
            # other way round is not
            end = name_box.left() + QFontMetricsF(name_font()).horizontalAdvance(shown) + 4
            start = max(end, tag.left() - 4)
            mid, half = (end + start) / 2, min((start - end) / 2, 0.05 * hdr.width())
            grad = QLinearGradient(hdr.topLeft(), hdr.topRight())
            for x, army in ((mid - half, d.armies[0]), (mid + half, d.armies[1])):
                grad.setColorAt(min(1.0, max(0.0, (x - hdr.left()) / hdr.width())), th.ARMY_COLOUR[army])
            p.setBrush(grad)
        else:
            p.setBrush(th.ARMY_COLOUR[main])
        p.drawRoundedRect(hdr, 8, 8)
        p.drawRect(QRectF(2, HEADER - 10, w - 4, 8))
        p.setPen(th.ARMY_TEXT[main])
        p.setFont(name_font())
        if d.to_act:
            p.drawText(marker, Qt.AlignmentFlag.AlignCenter, "▶")
        p.drawText(name_box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, shown)
        p.setFont(tag_font())
        fm = p.fontMetrics()
        kind = d.kind
        p.setPen(th.ARMY_TEXT[d.armies[-1]] if self.tag_in_header else th.LACQUER)
        if d.status and not self._status_in_footer():
            # what the seat does now beside who plays it, or alone while it lasts: never cut
            if fm.horizontalAdvance(f"{kind}  {d.status}") <= tag.width():
                p.drawText(tag, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, d.status)
            else:
                kind = d.status
        if not self.tag_in_header and kind == d.kind:
            p.setPen(th.INK_SOFT)
        p.drawText(
            tag,
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            fm.elidedText(kind, Qt.TextElideMode.ElideRight, max(0, int(tag.width()))),
        )
        for i, army in enumerate(d.armies):
            self._paint_army(p, i, army)
        if d.where and len(d.armies) == 1:
            p.setPen(th.INK)
            p.setFont(th.font(12))
            top = self._row_top(1) - 2
            bottom = h - self.footer_h() - 6 if d.seat >= 0 else h - 8  # the neutral army has no hand
            p.drawText(
                QRectF(10, top, w - 20, bottom - top),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                d.where,
            )
        self._paint_footer(p, w, h)

    def _paint_army(self, p: QPainter, i: int, army: int) -> None:
        d = self.info
        w = self.rect.width()
        top = self._row_top(i)
        # daimyo card (R-C3): a small card with the number and the army's shape
        card = QRectF(8, top, 38, 54)
        p.setPen(QPen(th.ARMY_DARK[army], 1.5))
        p.setBrush(th.PAPER_LIGHT)
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
        if dc:
            p.drawText(QRectF(8, top + 32, 38, 22), Qt.AlignmentFlag.AlignCenter, str(dc))
        else:  # no daimyo card (the neutral army, R-V8)
            th.paint_dash(p, QRectF(8, top + 32, 38, 22), th.INK, 0.55 * p.font().pixelSize())
        if d.seat < 0:  # the neutral army (R-V8): no supply and no RP, said in words
            p.setPen(th.INK_SOFT)
            p.setFont(th.font(11, italic=True))
            lines = (translate("Panel", "no supply"), translate("Panel", "never scores RP (R-V8)"))
            p.drawText(
                QRectF(54, top, w - 60, 54),
                Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                "\n".join(lines),
            )
            return
        # supply tray
        tray = QRectF(50, top, 5 * (th.CUBE + th.CUBE_GAP) + 5, 2 * (th.CUBE + th.CUBE_GAP) + 6)
        p.setPen(QPen(QColor("#b9a47c"), 1, Qt.PenStyle.DashLine))
        p.setBrush(QColor(0, 0, 0, 18))
        p.drawRoundedRect(tray, 5, 5)
        p.setPen(th.INK_SOFT)
        p.setFont(th.font(11))
        label = translate("Panel", "supply {0}").format(d.supply[i])
        p.drawText(QRectF(50, tray.bottom(), tray.width(), 18), Qt.AlignmentFlag.AlignCenter, label)
        # RP (R-S5): number and a bar, in the column right of the tray
        col = self.rp_column(tray.right())
        p.setPen(th.INK)
        p.setFont(th.font(26, bold=True))
        p.drawText(
            QRectF(col, top - 4, w - 6 - col, 34),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            str(d.rp[i]),
        )
        p.setFont(th.font(11, bold=True))
        p.setPen(th.INK_SOFT)
        rp_label = QRectF(col, top + 28, w - 6 - col, 18)
        p.drawText(rp_label, Qt.AlignmentFlag.AlignRight, translate("Panel", "RP"))
        bar = QRectF(col, top + 48, w - 6 - col, 8)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 40))
        p.drawRoundedRect(bar, 4, 4)
        frac = min(1.0, d.rp[i] / max(1, d.rp_scale))
        p.setBrush(th.ARMY_COLOUR[army])
        p.drawRoundedRect(QRectF(bar.left(), bar.top(), max(4.0, bar.width() * frac), bar.height()), 4, 4)

    def _footer_line(self) -> QRectF:
        """The footer's first line (panel units): from the left edge to the Kachidoki badge."""
        w, h = self.rect.width(), self.rect.height()
        right = w - 8
        if self.info.kachidoki:
            text_w = QFontMetricsF(th.font(10, bold=True)).boundingRect(
                QRectF(0, 0, 400, 60), 0, translate("Panel", "Kachidoki\nleads next")).width()
            right = w - 8 - (48 + text_w) - 8
        return QRectF(8, h - self.footer_h(), right - 8, 18)

    def _status_in_footer(self) -> bool:
        """The status fits whole beside "hand: N" (else it goes on the tag's line)."""
        d = self.info
        fm = QFontMetricsF(th.font(11, bold=True))
        label = translate("Panel", "hand: {0}").format(d.hand_size)
        return d.seat >= 0 and fm.horizontalAdvance(label) + 10 + fm.horizontalAdvance(d.status) \
            <= self._footer_line().width()

    def _paint_footer(self, p: QPainter, w: float, h: float) -> None:
        """Hand size (a label and the backs), the Kachidoki badge, and the seat's status (what
        it is doing now) beside its hand if it fits there whole (else on the tag's line)."""
        d = self.info
        top = h - self.footer_h()
        # the backs take the footer's height less its first line; the badge its whole height (in
        # a compact panel from the rule above it: its two lines keep their room)
        t = _squeeze(h)
        badge_top, badge_h, back_h, gap = top - 2 + 4 * t, 38 + 8 * t, 14 + 10 * t, 1 + 2 * t
        p.setPen(QPen(th.PAPER_RULE, 1))
        p.drawLine(QPointF(8, top - 2), QPointF(w - 8, top - 2))
        badge = QRectF()
        if d.kachidoki:
            p.setFont(th.font(10, bold=True))
            text = translate("Panel", "Kachidoki\nleads next")
            text_w = p.fontMetrics().boundingRect(QRectF(0, 0, 400, 60).toRect(), 0, text).width()
            badge = QRectF(w - 8 - (48 + text_w), badge_top, 48 + text_w, badge_h)
            p.setPen(QPen(th.GOLD, 2))
            p.setBrush(th.LACQUER)
            p.drawRoundedRect(badge, 8, 8)
            p.setPen(th.GOLD)
            lines = text.split("\n")  # a line each, evenly: the badge is low in a compact panel
            words = badge.adjusted(44, 1, -4, -1)
            line_h = words.height() / len(lines)
            for k, said in enumerate(lines):
                p.drawText(QRectF(words.left(), words.top() + k * line_h, words.width(), line_h),
                           Qt.AlignmentFlag.AlignCenter, said)
            p.setFont(th.font(17, bold=True, serif=True))
            p.drawText(QRectF(badge.left() + 4, badge.top(), 40, badge_h), Qt.AlignmentFlag.AlignCenter,
                       "勝鬨")
        right = badge.left() - 8 if d.kachidoki else w - 8
        if d.seat >= 0:
            p.setPen(th.INK_SOFT)
            p.setFont(th.font(11, bold=True))
            label = translate("Panel", "hand: {0}").format(d.hand_size)
            line = QRectF(8, top, right - 8, 18)
            p.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
            if d.status and self._status_in_footer():  # beside its hand: the tag keeps its line
                p.setPen(th.LACQUER)
                p.drawText(line, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, d.status)
            if d.shown:  # a replay after the game, or every hand revealed: the cards themselves
                self._paint_shown_hand(p, d.shown, top + 17 + gap, right - 8, back_h + 2)
                return
            step = min(13.0, (right - 8 - 16) / max(1, d.hand_size - 1))
            p.setPen(QPen(th.GOLD, 1))
            p.setBrush(QColor("#7a1c1c"))
            for k in range(d.hand_size):
                p.drawRoundedRect(QRectF(8 + k * step, top + 18 + gap, 16, back_h), 2, 2)


    @staticmethod
    def _paint_shown_hand(p: QPainter, cards: tuple[int, ...], top: float, room: float, high: float) -> None:
        """A revealed hand as a row of small cards in their suit colour, each number readable."""
        step = min(24.0, (room - 22) / max(1, len(cards) - 1))
        for k, c in enumerate(cards):
            r = QRectF(8 + k * step, top, 20, high)
            p.setPen(QPen(th.PAPER_LIGHT, 1))
            p.setBrush(th.SUIT_COLOUR[CARD_SUIT[c]])
            p.drawRoundedRect(r, 3, 3)
            p.setPen(QColor("white"))
            p.setFont(th.font(11, bold=True))
            number = CARD_NUMBER[c]
            p.drawText(QRectF(r.left() + 2, r.top() + 1, 14, 14), Qt.AlignmentFlag.AlignLeft,
                       str(number) if number else "N")


def kind_label(kind: str, is_viewer: bool) -> str:
    if is_human(kind):
        return translate("Panel", "you") if is_viewer else translate("Panel", "human")
    return translate("Panel", "computer · {0}").format(level_text(kind).lower())

