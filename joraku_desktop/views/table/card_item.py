"""A skirmish card drawn in code: suit colour, suit letter and kanji, number or Ninja.

The same item serves the hand (draggable), the current skirmish and face-down backs. It
carries its card id (``card``; -1 for a back) and an objectName such as ``card-B6``.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget
from typing_extensions import override

from ...model import CARD_NUMBER, CARD_SUIT, CARD_TEXT
from ...words.translation import translate
from .. import theme as th

TAG_H = 20.0
STRIP_ALIGN = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextDontClip
#: the label colours: received in the pass (gold), personal (teal), kept in the draft (green)
TAG_COLOUR = {
    "received": th.GOLD,
    "personal": QColor("#2f7d86"),
    "kept": QColor("#3f8a3a"),
    "draft": th.SLATE_EDGE,
}


def fine_print_words(card: int) -> str:
    """The line at a card's foot: the area it places in, or the Ninja's any area (R-K3)."""
    number = CARD_NUMBER[card]
    if number == 0:
        return translate("Card", "any area")  # the 忍 and the N say Ninja: the words fit the card
    return translate("Card", "area {0}").format(number)


def fine_print_need(card: int, w: float = th.CARD_W) -> float:
    """How much of a card, from its left edge, a row must leave uncovered for its fine print
    to be read whole: its foot line, and the value and the suit's letter on the strip (the
    kanji beside the letter is left out where the card is this narrow)."""
    fm = QFontMetricsF(th.font(w * 0.105))
    return max(w * 0.5, fm.horizontalAdvance(fine_print_words(card)) + 10)


class CardItem(QGraphicsObject):
    def __init__(self, card: int, scale: float = 1.0, parent: QGraphicsObject | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.w, self.h = th.CARD_W * scale, th.CARD_H * scale
        self.dimmed = False
        self.selected = False
        self.focused = False
        self.winner = False
        self.draggable = False
        #: a label under the card (R-P3 "from Dai", R-V7 "personal" / "kept"), and its kind
        self.tag = ""
        self.tag_kind = ""
        #: how much of the card, from its left edge, the next card of a row leaves uncovered
        #: (None: all of it): the fine print and the tag are drawn in that part
        self.uncovered: float | None = None
        self.setObjectName(f"card-{CARD_TEXT[card]}" if card >= 0 else "card-back")
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_state(
        self,
        *,
        dimmed: bool | None = None,
        selected: bool | None = None,
        focused: bool | None = None,
        winner: bool | None = None,
    ) -> None:
        changed = False
        for name, value in (
            ("dimmed", dimmed),
            ("selected", selected),
            ("focused", focused),
            ("winner", winner),
        ):
            if value is not None and getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.update()

    def set_tag(self, text: str, kind: str = "") -> None:
        """Label the card under its face: where it came from (R-P3) or what it is (R-V7)."""
        if (text, kind) != (self.tag, self.tag_kind):
            self.prepareGeometryChange()
            self.tag, self.tag_kind = text, kind
            self.update()

    def set_uncovered(self, width: float | None) -> None:
        """The row overlaps this card: its fine print moves into the ``width`` left uncovered."""
        width = None if width is None or width >= self.w else width
        if width != self.uncovered:
            self.uncovered = width
            self.update()

    def _shown_w(self) -> float:
        return self.w if self.uncovered is None else self.uncovered

    def fine_print(self) -> str:
        return fine_print_words(self.card)

    def fine_print_rect(self) -> QRectF:
        """Where the foot line's ink is drawn, in the card's coordinates (empty for a back)."""
        if self.card < 0:
            return QRectF()
        fm = QFontMetricsF(th.font(self.w * 0.105))
        shown = self._shown_w()
        wide = min(fm.horizontalAdvance(self.fine_print()), shown - 6)
        return QRectF((shown - wide) / 2, self.h * 0.84, wide, self.h * 0.13)

    @override
    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.w + 12, self.h + 12 + (TAG_H + 2 if self.tag else 0))

    @override
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.w, self.h)
        rad = self.w * 0.08
        # shadow
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(r.translated(3, 4), rad, rad)
        if self.card < 0:
            self._paint_back(painter, r, rad)
        else:
            self._paint_face(painter, r, rad)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(th.DIM)
            painter.drawRoundedRect(r, rad, rad)
        if self.winner:
            painter.setPen(QPen(th.GOLD, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), rad + 2, rad + 2)
        if self.tag:
            self._paint_tag(painter)
        if self.selected or self.focused:
            pen = QPen(th.LEGAL if self.selected else th.HOVER, 4)
            if self.focused and not self.selected:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(-2, -2, 2, 2), rad + 1, rad + 1)

    def strip_marks(self) -> list[tuple[QFont, QRectF, str]]:
        """What the suit strip along the top says, each part in its own box (the card's
        coordinates): the value on the left; the suit's letter and kanji on the right, each a
        clear gap from the next so a small card never reads "3B青". The kanji is left out where
        the row covers the card or the three would crowd, and the letter too where it would."""
        if self.card < 0:
            return []
        suit = CARD_SUIT[self.card]
        number = CARD_NUMBER[self.card]
        w, strip_h = self.w, self.h * 0.2
        value = "N" if number == 0 else str(number)
        value_font = th.font(strip_h * 0.72, bold=True)
        value_w = QFontMetricsF(value_font).horizontalAdvance(value)
        marks: list[tuple[QFont, QRectF, str]] = []
        if self._fits(value_font, value, strip_h):  # a tiny card (what you know) shows it in its body
            marks.append((value_font, QRectF(w * 0.07, 0, value_w + 2, strip_h), value))
        letter_font = th.font(strip_h * 0.5, bold=True, serif=True)
        if not self._legible(strip_h * 0.5):
            return marks
        fm = QFontMetricsF(letter_font)
        em = float(letter_font.pixelSize())
        right = min(w * 0.93, self._shown_w() - w * 0.05)
        free = right - (w * 0.07 + value_w + 0.6 * em)  # a clear gap after the value
        letter, kanji = th.SUIT_LETTER[suit], th.SUIT_KANJI[suit]
        letter_w, kanji_w = fm.horizontalAdvance(letter), fm.horizontalAdvance(kanji)
        gap = 0.6 * em
        if (self._shown_w() >= w * 0.72 and self._fits(letter_font, kanji, strip_h)
                and letter_w + gap + kanji_w <= free):
            left = right - kanji_w - gap - letter_w
            marks.append((letter_font, QRectF(left, 0, letter_w + 1, strip_h), letter))
            marks.append((letter_font, QRectF(right - kanji_w, 0, kanji_w + 1, strip_h), kanji))
        elif self._fits(letter_font, letter, strip_h) and letter_w <= free:
            marks.append((letter_font, QRectF(right - letter_w, 0, letter_w + 1, strip_h), letter))
        return marks

    def _legible(self, size: float) -> bool:
        """Whether fine print of this size stays at the table's minimum once the card is shrunk
        (the cards chosen to pass sit small in their slots: they show the value and colour only)."""
        return max(th.MIN_TEXT, size) * self.scale() >= th.MIN_TEXT - 0.01

    @staticmethod
    def _fits(font: QFont, text: str, height: float) -> bool:
        """Whether ``text``'s ink is no taller than ``height`` (a small card's strip or foot)."""
        return QFontMetricsF(font).tightBoundingRect(text).height() <= height + 2

    def _paint_tag(self, p: QPainter) -> None:
        fill = TAG_COLOUR.get(self.tag_kind, th.GOLD)
        p.setFont(th.font(12, bold=True))
        shown = self._shown_w()
        room = shown + (10 if self.uncovered is None else -4)
        width = min(room, p.fontMetrics().horizontalAdvance(self.tag) + 18)
        pill = QRectF((shown - width) / 2, self.h + 3, width, TAG_H)
        p.setPen(QPen(th.GOLD_INK, 1))
        p.setBrush(fill)
        p.drawRoundedRect(pill, TAG_H / 2, TAG_H / 2)
        p.setPen(QColor("white") if self.tag_kind != "received" else th.GOLD_INK)
        p.drawText(
            pill,
            Qt.AlignmentFlag.AlignCenter,
            p.fontMetrics().elidedText(self.tag, Qt.TextElideMode.ElideRight, int(width - 8)),
        )

    def _paint_back(self, p: QPainter, r: QRectF, rad: float) -> None:
        g = QLinearGradient(r.topLeft(), r.bottomRight())
        g.setColorAt(0, QColor("#8e2323"))
        g.setColorAt(1, QColor("#4e1010"))
        p.setBrush(QBrush(g))
        p.setPen(QPen(th.GOLD, max(1.0, self.w * 0.02)))
        p.drawRoundedRect(r, rad, rad)
        inner = r.adjusted(self.w * 0.1, self.w * 0.1, -self.w * 0.1, -self.w * 0.1)
        p.setPen(QPen(QColor(232, 182, 76, 140), max(1.0, self.w * 0.012)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, rad * 0.6, rad * 0.6)
        if self.w > 30:
            p.setPen(th.GOLD)
            p.setFont(th.font(self.w * 0.26, bold=True, serif=True))
            p.drawText(inner, Qt.AlignmentFlag.AlignCenter, "上\n洛")

    def _paint_face(self, p: QPainter, r: QRectF, rad: float) -> None:
        suit = CARD_SUIT[self.card]
        number = CARD_NUMBER[self.card]
        colour = th.SUIT_COLOUR[suit]
        w, h = self.w, self.h
        g = QLinearGradient(r.topLeft(), r.bottomLeft())
        g.setColorAt(0, th.PAPER_LIGHT)
        g.setColorAt(1, QColor("#efe2c2"))
        p.setBrush(QBrush(g))
        p.setPen(QPen(colour.darker(130), max(1.0, w * 0.025)))
        p.drawRoundedRect(r, rad, rad)
        # the suit strip along the top: value on the left, suit letter and kanji on the right
        strip_h = h * 0.2
        clip = QPainterPath()
        clip.addRoundedRect(r, rad, rad)
        p.save()
        p.setClipPath(clip)
        p.fillRect(QRectF(0, 0, w, strip_h), colour)
        p.restore()
        p.setPen(th.SUIT_STRIP_TEXT[suit])
        for font, rect, text in self.strip_marks():
            p.setFont(font)
            p.drawText(rect, STRIP_ALIGN, text)
        body = QRectF(0, strip_h, w, h * 0.64)
        d = min(body.width(), body.height()) * 0.82
        centre = body.center()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(th.SUIT_LIGHT[suit])
        p.drawEllipse(centre, d / 2, d / 2)
        p.setPen(th.SUIT_INK[suit])
        if number == 0:
            p.setFont(th.font(w * 0.46, bold=True, serif=True))
            p.drawText(body, Qt.AlignmentFlag.AlignCenter, th.NINJA_KANJI)
        else:
            p.setFont(th.font(w * 0.58, bold=True, serif=True))
            p.drawText(body.adjusted(0, -h * 0.01, 0, 0), Qt.AlignmentFlag.AlignCenter, str(number))
        if not self._legible(w * 0.105):
            return
        p.setFont(th.font(w * 0.105))
        shown = self._shown_w()
        if p.fontMetrics().horizontalAdvance(self.fine_print()) > shown - 6 or not self._fits(
                p.font(), self.fine_print(), h * 0.13):
            return  # a small card (what you know, R-P3) says "area 4" whole or not at all: its tooltip does
        p.setPen(th.INK_SOFT)
        p.drawText(QRectF(0, h * 0.84, shown, h * 0.13), Qt.AlignmentFlag.AlignCenter, self.fine_print())
