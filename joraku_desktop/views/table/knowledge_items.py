"""What the player knows of other hands (R-P3), in front of them during the skirmishes.

After the pass the seat knows the cards it passed (its left neighbour holds them until they
are played) and the cards it received (and that they came from its right neighbour); in R-V7
it knows which cards of its draft hands the opponent kept. :func:`known_rows` decides the
rows from a :class:`SeatView` without Qt; :class:`KnownCardsZone` draws them as small cards
in the place of the recruit slots, each with a tooltip saying who holds it. Played cards
leave the rows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget
from typing_extensions import override

from ...model import CARD_TEXT, SeatView
from ...model.phases import Mode
from ...words.basics import card_words
from ...words.table import (
    all_played_text,
    kept_by_label,
    known_title,
    passed_label,
    passed_label_v8,
    received_label,
)
from ...words.tooltips import known_card_tooltip, known_tooltip, received_card_tooltip
from .. import theme as th
from ..plain_text import plain_tip
from .card_item import CardItem
from .table_layout import reshape

TITLE_H = 28.0
LABEL_H = 18.0
ROW_GAP = 6.0
CARD_GAP = 5.0


@dataclass(frozen=True, slots=True)
class KnownRow:
    """One line of what the seat knows: its label, the cards, and the holder's name."""

    kind: str  # "passed", "received" or "kept_by"
    label: str
    cards: tuple[int, ...]
    holder: str


def known_rows(v: SeatView, seat_names: Sequence[str]) -> tuple[KnownRow, ...]:
    """The rows for seat ``v.seat`` (R-P3): passed and received in the base game and R-V8, the
    cards the opponent kept from this seat's draft hands in R-V7. Played cards are gone; a row
    whose cards are all played says so. No rows when nothing is known (no pass this round)."""
    me = v.seat
    if v.mode is Mode.V7:
        opp = 1 - me
        kept = v.known_cards.get(opp, ())
        if not kept:
            return ()
        return (KnownRow("kept_by", kept_by_label(seat_names[opp]), kept, seat_names[opp]),)
    left = (me + 1) % v.players
    passed = v.known_cards.get(left, ())
    if v.received_from < 0 and not passed:  # no pass this round (a position set up past it)
        return ()
    rows = []
    label = passed_label_v8(seat_names[left]) if v.mode is Mode.V8 else passed_label(seat_names[left])
    rows.append(KnownRow("passed", label, passed, seat_names[left]))
    if v.received_from >= 0:
        frm = seat_names[v.received_from]
        rows.append(KnownRow("received", received_label(frm), v.received_in_hand(), frm))
    return tuple(rows)


class KnownCardsZone(QGraphicsObject):
    """The rows of :func:`known_rows` as small face-up cards with their labels."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = th.PASS_ZONE
        self.setPos(self.rect.topLeft())
        self.setObjectName("known-cards")
        self.setZValue(2)
        self.setToolTip(plain_tip(known_tooltip()))
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.rows: tuple[KnownRow, ...] = ()
        self.cards: list[CardItem] = []
        self.setVisible(False)

    def set_rect(self, rect: QRectF) -> None:
        """Take the pass slots' place in the table's layout (the slots are empty in a skirmish)."""
        if reshape(self, self.rect, rect):
            self.rect = QRectF(rect)
            rows, self.rows = self.rows, ()
            self.set_rows(rows)  # the cards again, sized for the new width

    def card_scale(self, n: int) -> float:
        """Small enough that ``n`` cards fit side by side, and the rows one above the other."""
        room = self.rect.width() - 20
        tall = self._card_room() / th.CARD_H
        return min(0.42, tall, (room - (n - 1) * CARD_GAP) / (n * th.CARD_W)) if n else min(0.42, tall)

    def _label_h(self, row: KnownRow) -> float:
        """A row's label whole, on as many lines as it needs at the zone's width ("Oda kept from
        your draft hand:" is two lines in a narrow zone)."""
        fm = QFontMetricsF(th.font(12, bold=True))
        flags = int((Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap).value)
        need = fm.boundingRect(QRectF(0, 0, self.rect.width() - 20, 10_000), flags, row.label).height()
        return max(LABEL_H, need + 2)

    def _card_room(self) -> float:
        """The height a row's cards may take: what the labels leave, shared by the rows."""
        if not self.rows:
            return th.CARD_H * 0.42
        words = sum(self._label_h(r) for r in self.rows) + ROW_GAP * len(self.rows)
        return max(20.0, (self.rect.height() - TITLE_H - 4 - words) / len(self.rows))

    def _row_top(self, i: int) -> float:
        cards = min(th.CARD_H * 0.42, self._card_room())
        return TITLE_H + sum(self._label_h(r) + cards + ROW_GAP for r in self.rows[:i])

    def set_rows(self, rows: Sequence[KnownRow]) -> None:
        rows = tuple(rows)
        if rows == self.rows:
            return
        self.rows = rows
        for it in self.cards:
            scene = it.scene()
            if scene is not None:
                scene.removeItem(it)
        self.cards = []
        for i, row in enumerate(rows):
            scale = self.card_scale(len(row.cards))
            for k, c in enumerate(row.cards):
                it = CardItem(c, scale, self)
                it.setObjectName(f"known-{row.kind}-{CARD_TEXT[c]}")
                top = self._row_top(i) + self._label_h(row)
                it.setPos(QPointF(10 + k * (th.CARD_W * scale + CARD_GAP), top))
                if row.kind == "received":
                    it.setToolTip(plain_tip(received_card_tooltip(card_words(c), row.holder)))
                else:
                    it.setToolTip(plain_tip(known_card_tooltip(card_words(c), row.holder)))
                self.cards.append(it)
        self.update()

    @override
    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.rect.width() + 8, self.rect.height() + 8)

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.rect.width(), self.rect.height()
        p.setBrush(th.SLATE_DARK)
        p.setPen(QPen(th.SLATE_EDGE, 1.5))
        p.drawRoundedRect(QRectF(0, 0, w, h), 10, 10)
        p.setPen(th.GOLD)
        p.setFont(th.font(14, bold=True))
        p.drawText(QRectF(10, 4, w - 20, TITLE_H - 6), Qt.AlignmentFlag.AlignVCenter, known_title())
        for i, row in enumerate(self.rows):
            top = self._row_top(i)
            p.setPen(th.CREAM)
            p.setFont(th.font(12, bold=True))
            label_h = self._label_h(row)
            p.drawText(
                QRectF(10, top, w - 20, label_h),
                Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                row.label,
            )
            if not row.cards:
                p.setPen(QColor("#9aa6b6"))
                p.setFont(th.font(12, italic=True))
                p.drawText(
                    QRectF(14, top + label_h, w - 28, min(th.CARD_H * 0.42, self._card_room())),
                    Qt.AlignmentFlag.AlignVCenter,
                    all_played_text(),
                )
