"""The other pieces of the table: skirmish zone, pass slots, phase banner, variant cards,
curtain and the short message that explains a refused drop."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget
from typing_extensions import override

from ...words.translation import translate
from .. import theme as th
from ..plain_text import plain_tip
from .table_layout import COMPACT, DESIGN, reshape

TRICK_SCALE = 0.7
#: the played cards' scale in a skirmish zone of the compact height (the table's smallest)
COMPACT_TRICK_SCALE = 0.65


def _rounded(p: QPainter, r: QRectF, fill: QColor | QGradient, pen: QPen, radius: float = 10) -> None:
    p.setBrush(fill)
    p.setPen(pen)
    p.drawRoundedRect(r, radius, radius)


class Zone(QGraphicsObject):
    """A fixed rectangle of the table that may be a drop target."""

    def __init__(self, rect: QRectF, name: str) -> None:
        super().__init__()
        self.rect = rect
        self.setPos(rect.topLeft())
        self.setObjectName(name)
        self.target = ""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_rect(self, rect: QRectF) -> None:
        """Take the place the table's layout gives this zone."""
        if reshape(self, self.rect, rect):
            self.rect = QRectF(rect)

    def set_target(self, target: str) -> None:
        if target != self.target:
            self.target = target
            self.update()

    @override
    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.rect.width() + 12, self.rect.height() + 12)

    def _paint_target(self, p: QPainter) -> None:
        if not self.target:
            return
        colour = th.HOVER if self.target == "hover" else th.LEGAL
        fill = QColor(colour)
        fill.setAlpha(60 if self.target == "hover" else 30)
        _rounded(p, QRectF(0, 0, self.rect.width(), self.rect.height()), fill, QPen(colour, 4))


class SkirmishZone(Zone):
    """The cards played so far (R-K1, R-K2), the led suit, the winner (R-K3, R-K4) and Kachidoki
    scoring (R-K5)."""

    def __init__(self) -> None:
        super().__init__(th.SKIRMISH, "skirmish-zone")
        self.title = ""
        self.led = ""
        self.led_suit = -1
        self.labels: list[tuple[str, int]] = []  # (player name, army) per slot
        self.slots = 4
        self.summary = ""
        self.counter = ""
        self.next_slot = -1
        #: the slot whose card is being resolved now (-1: none): its name is lit
        self.resolving = -1
        self.setZValue(2)

    def _squeeze(self) -> float:
        """0 in a zone of the compact height, 1 from the design height up, in proportion between."""
        lo, hi = COMPACT.panel, DESIGN.panel
        return max(0.0, min(1.0, (self.rect.height() - lo) / (hi - lo)))

    def trick_scale(self) -> float:
        """The played cards' scale: smaller in a compact zone, so the two lines of who is
        winning keep their room under the names."""
        return COMPACT_TRICK_SCALE + (TRICK_SCALE - COMPACT_TRICK_SCALE) * self._squeeze()

    def slot_gap(self, n: int | None = None) -> float:
        """The room between two slots: 16 at least, up to 40 where the zone is wide, so the name
        under each slot has room ("プレイヤー1" whole, not "プレイヤ…")."""
        n = n or self.slots
        cw = th.CARD_W * self.trick_scale()
        return max(16.0, min(40.0, (self.rect.width() - 28 - n * cw) / max(1, n - 1)))

    def slot_pos(self, i: int, n: int | None = None) -> QPointF:
        n = n or self.slots
        scale = self.trick_scale()
        cw = th.CARD_W * scale
        gap = self.slot_gap(n)
        total = n * cw + (n - 1) * gap
        x0 = self.rect.left() + (self.rect.width() - total) / 2
        return QPointF(x0 + i * (cw + gap), self.rect.top() + 30 + 6 * self._squeeze())

    def set_info(
        self,
        title: str,
        led: str,
        led_suit: int,
        labels: Sequence[tuple[str, int]],
        slots: int,
        summary: str,
        counter: str,
        next_slot: int = -1,
        resolving: int = -1,
    ) -> None:
        new = (title, led, led_suit, list(labels), slots, summary, counter, next_slot, resolving)
        old = (
            self.title,
            self.led,
            self.led_suit,
            self.labels,
            self.slots,
            self.summary,
            self.counter,
            self.next_slot,
            self.resolving,
        )
        if new != old:
            (
                self.title,
                self.led,
                self.led_suit,
                self.labels,
                self.slots,
                self.summary,
                self.counter,
                self.next_slot,
                self.resolving,
            ) = new
            self.update()

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.rect.width(), self.rect.height()
        g = th.vertical_gradient(h, QColor("#3a2a22"), QColor("#281c16"))
        _rounded(p, QRectF(0, 0, w, h), g, QPen(QColor("#8a6a3a"), 2))
        # the AP / placements counter sits in the title's row, so the line under the cards
        # (who is winning and why) has the zone's whole width
        badge = QRectF()
        if self.counter:
            p.setFont(th.font(14, bold=True))
            right = w - 158 if self.led_suit >= 0 else w - 14
            bw = p.fontMetrics().horizontalAdvance(self.counter) + 24
            badge = QRectF(right - bw, 5, bw, 27)
            _rounded(p, badge, th.GOLD, QPen(th.GOLD_EDGE, 1.5), 8)
            p.setPen(th.GOLD_INK)
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.counter)
        p.setPen(th.GOLD)
        p.setFont(th.font(15, bold=True))
        title_right = badge.left() - 8 if self.counter else w - 14
        p.drawText(QRectF(14, 6, title_right - 14, 24), Qt.AlignmentFlag.AlignVCenter, self.title)
        if self.led_suit >= 0:
            chip = QRectF(w - 150, 8, 136, 22)
            _rounded(p, chip, th.SUIT_COLOUR[self.led_suit], QPen(QColor("white"), 1), 6)
            p.setPen(QColor("white"))
            p.setFont(th.font(12, bold=True))
            p.drawText(chip, Qt.AlignmentFlag.AlignCenter, self.led)
        # empty slots with the names of who plays there
        cw, ch = th.CARD_W * self.trick_scale(), th.CARD_H * self.trick_scale()
        for i in range(self.slots):
            pos = self.slot_pos(i) - self.rect.topLeft()
            r = QRectF(pos.x(), pos.y(), cw, ch)
            nxt = i == self.next_slot
            p.setPen(
                QPen(th.GOLD if nxt else QColor(232, 182, 76, 110), 3 if nxt else 1.5, Qt.PenStyle.DashLine)
            )
            p.setBrush(QColor(232, 182, 76, 40) if nxt else QColor(255, 255, 255, 12))
            p.drawRoundedRect(r, 8, 8)
            if nxt:
                p.setPen(th.GOLD)
                p.setFont(th.font(13, bold=True))
                p.drawText(
                    r,
                    Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                    translate("Board", "next\nto play"),
                )
            if i < len(self.labels):
                name, army = self.labels[i]
                spare = self.slot_gap() - 2
                lab = QRectF(r.left() - spare / 2, r.bottom() + 2, cw + spare, 18)
                if i == self.resolving:  # whose card is being resolved: lit under its slot
                    _rounded(p, lab.adjusted(-2, 0, 2, 1), QColor(232, 182, 76, 70), QPen(th.GOLD, 1.5), 6)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(th.ARMY_COLOUR[army] if army >= 0 else QColor("#8a8a8a"))
                chip = QRectF(lab.left(), lab.top() + 1, 16, 16)
                p.drawEllipse(chip)
                if army >= 0:  # the army's letter, as on its pieces: never the colour alone
                    p.setPen(th.ARMY_TEXT[army])
                    p.setFont(th.font(11, bold=True))
                    p.drawText(chip, Qt.AlignmentFlag.AlignCenter, th.ARMY_LETTER[army])
                p.setPen(QColor("#f2e6c8"))
                p.setFont(th.font(12, bold=True))
                p.drawText(
                    lab.adjusted(19, 0, 0, 0),
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                    p.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, int(lab.width() - 19)),
                )
            elif not nxt:  # the slot's number: quiet, yet readable (4.5:1 on the zone's wood)
                p.setPen(th.SLOT_NUMBER)
                p.setFont(th.font(28, bold=True))
                p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(i + 1))
        if self.summary:
            p.setPen(th.GOLD_PALE)
            # under the names of the slots, down to the frame: two lines of the zone's width
            top = min(self.slot_pos(0).y() - self.rect.top() + ch + 21, h - 47)
            box = QRectF(14, top, w - 28, h - 3 - top)
            p.setFont(th.font(12, bold=True))
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
            p.drawText(box, flags, self.summary)
        self._paint_target(p)


class PassZone(Zone):
    """R-P2 / R-V8 / R-V7: the slots for the cards to pass, discard or keep. The title, the
    progress and the note below the slots are always whole: they take the height their words
    need (a long title wraps, Russian's discard note runs to five lines) and the slots, with
    the cards chosen in them, shrink into what is left."""

    #: the slots' scale when the words leave room (the cards chosen show value and colour)
    SLOT_SCALE = 0.62
    #: the gap between two slots, and the room around the zone's words
    GAP, PAD = 8.0, 10.0

    def __init__(self) -> None:
        super().__init__(th.PASS_ZONE, "pass-zone")
        self.title = ""
        self.hint = ""
        self.progress = ""
        self.slots = 2
        self.setZValue(2)

    @staticmethod
    def _wrapped(font: QFont, width: float, text: str) -> float:
        """The height ``text`` takes wrapped to ``width`` in ``font`` (0 without words)."""
        if not text:
            return 0.0
        flags = int((Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap).value)
        return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 10_000), flags, text).height()

    def boxes(self) -> tuple[QRectF, QRectF, QRectF, float, float]:
        """(title, progress, note, slots' top, slots' scale) in the zone's own coordinates: the
        words at their whole height, the slots as large as the rest allows."""
        w, h = self.rect.width(), self.rect.height()
        inner = w - 2 * self.PAD
        title_h = max(26.0, self._wrapped(th.font(15, bold=True), inner, self.title) + 4)
        progress_h = self._wrapped(th.font(12, bold=True), inner, self.progress) + 2 if self.progress else 0.0
        hint_h = self._wrapped(th.font(11), inner, self.hint) + 4 if self.hint else 0.0
        title = QRectF(self.PAD, 4, inner, title_h)
        progress = QRectF(self.PAD, title.bottom(), inner, progress_h)
        hint = QRectF(self.PAD, h - 4 - hint_h, inner, hint_h)
        top = progress.bottom() + 4
        room_h = hint.top() - 4 - top
        n = max(1, self.slots)
        room_w = (inner - (n - 1) * self.GAP) / n
        scale = max(0.2, min(self.SLOT_SCALE, room_h / th.CARD_H, room_w / th.CARD_W))
        top += max(0.0, (room_h - th.CARD_H * scale) / 2)
        return title, progress, hint, top, scale

    def slot_scale(self) -> float:
        """The scale of a card chosen into a slot (the slots' own size)."""
        return self.boxes()[4]

    def slot_pos(self, i: int) -> QPointF:
        _title, _progress, _hint, top, scale = self.boxes()
        cw = th.CARD_W * scale
        total = self.slots * cw + (self.slots - 1) * self.GAP
        x0 = self.rect.left() + (self.rect.width() - total) / 2
        return QPointF(x0 + i * (cw + self.GAP), self.rect.top() + top)

    def set_info(self, title: str, hint: str, slots: int, progress: str = "") -> None:
        """``progress``: how far the choice is ("1 of 2 chosen", R-V7's "pick 2 of 5")."""
        self.title, self.hint, self.slots, self.progress = title, hint, slots, progress
        self.update()

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.rect.width(), self.rect.height()
        _rounded(p, QRectF(0, 0, w, h), th.SLATE_DARK, QPen(th.SLATE_EDGE, 1.5))
        title, progress, hint, _top, scale = self.boxes()
        wrap = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        p.setPen(th.GOLD)
        p.setFont(th.font(15, bold=True))
        p.drawText(title, wrap, self.title)
        if self.progress:
            p.setPen(th.GOLD_PALE)
            p.setFont(th.font(12, bold=True))
            p.drawText(progress, wrap, self.progress)
        cw, ch = th.CARD_W * scale, th.CARD_H * scale
        for i in range(self.slots):
            pos = self.slot_pos(i) - self.rect.topLeft()
            p.setPen(QPen(QColor(232, 182, 76, 140), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(QColor(255, 255, 255, 14))
            p.drawRoundedRect(QRectF(pos.x(), pos.y(), cw, ch), 6, 6)
        if self.hint:
            p.setPen(th.SLATE_TEXT)
            p.setFont(th.font(11))
            p.drawText(hint, wrap, self.hint)
        self._paint_target(p)


class _FixedTile(QGraphicsObject):
    """A fixed rectangle of the table that paints itself (with a little room for its border)."""

    def __init__(self, rect: QRectF, name: str, z: float) -> None:
        super().__init__()
        self.rect = rect
        self.setPos(rect.topLeft())
        self.setObjectName(name)
        self.setZValue(z)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_rect(self, rect: QRectF) -> None:
        """Take the place the table's layout gives this tile."""
        if reshape(self, self.rect, rect):
            self.rect = QRectF(rect)

    @override
    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.rect.width() + 8, self.rect.height() + 8)


class BannerItem(_FixedTile):
    """Round, phase, skirmish n of m, whose turn and what to do now."""

    def __init__(self) -> None:
        super().__init__(th.BANNER, "banner", 3)
        self.left = ""
        self.middle = ""
        self.instruction = ""
        self.colour = th.GOLD

    def set_text(self, left: str, middle: str, instruction: str, colour: QColor) -> None:
        new = (left, middle, instruction, colour)
        if new != (self.left, self.middle, self.instruction, self.colour):
            self.left, self.middle, self.instruction, self.colour = new
            self.update()

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.rect.width(), self.rect.height()
        g = th.vertical_gradient(h, th.LACQUER_LIGHT, QColor("#5c1414"))
        _rounded(p, QRectF(0, 0, w, h), g, QPen(th.GOLD, 2), 12)
        p.setPen(th.GOLD)
        p.setFont(th.font(30, bold=True, serif=True))
        p.drawText(QRectF(16, 0, 120, h), Qt.AlignmentFlag.AlignVCenter, "上洛")
        # the two lines on the left and the instruction's box sit closer in a compact banner
        t = max(0.0, min(1.0, (h - COMPACT.banner) / (DESIGN.banner - COMPACT.banner)))
        p.setFont(th.font(18, bold=True))
        p.setPen(th.LACQUER_TEXT)
        p.drawText(QRectF(120, 3 + 3 * t, 380, 24 + 6 * t), Qt.AlignmentFlag.AlignVCenter, self.left)
        p.setFont(th.font(13))
        p.setPen(QColor("#e8cfa0"))
        p.drawText(QRectF(120, 27 + 9 * t, 400, 24 + 2 * t), Qt.AlignmentFlag.AlignVCenter, self.middle)
        # whose turn / what to do: the most important line, large and on the right
        box = QRectF(520, 5 + 3 * t, w - 530, h - 10 - 6 * t)
        _rounded(p, box, QColor(0, 0, 0, 70), QPen(self.colour, 2), 8)
        p.setPen(QColor("white"))
        room = box.adjusted(14, 0, -10, 0)
        flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        p.setFont(_fitting_font(room, int(flags.value), self.instruction))
        p.drawText(room, flags, self.instruction)


def _fitting_font(room: QRectF, flags: int, text: str) -> QFont:
    """The banner's instruction as large as it fits (19 pt, down to 13 for a long one: the keys
    said after the words, a narrow window)."""
    for size in range(19, 12, -1):
        font = th.font(size, bold=True)
        need = QFontMetricsF(font).boundingRect(QRectF(0, 0, room.width(), 10_000), flags, text)
        if need.height() <= room.height() and need.width() <= room.width():
            return font
    return font


class VariantsItem(_FixedTile):
    """The variant cards in play (R-S6), with the rule text in the tooltip and on the tile."""

    HEADING = 30.0  # the title's line: it stays in sight above the hint's callout

    def __init__(self) -> None:
        super().__init__(th.VARIANTS, "variants", 2)
        self.cards: list[tuple[str, str, str]] = []
        self.mode = ""
        self.covered = False  # the hint's callout covers the cards below the title: it names them
        self.setToolTip(plain_tip(translate("Board", "No variant cards: the rules as printed (R-S6).")))

    def set_cards(self, cards: Sequence[tuple[str, str, str]], mode: str) -> None:
        if (list(cards), mode) == (self.cards, self.mode):
            return
        self.cards, self.mode = list(cards), mode
        tip = "\n\n".join(f"{vid} {name}: {text}" for vid, name, text in cards)
        self.setToolTip(plain_tip(
            tip or translate("Board", "No variant cards: the rules as printed (R-S6).")))
        self.update()

    def set_covered(self, covered: bool) -> None:
        if covered != self.covered:
            self.covered = covered
            self.update()

    def covered_line(self, width: float) -> tuple[str, QFont]:
        """The title line while the hint covers the cards: each card's id and name ("R-V1 Home
        advantage · R-V3 Battle cry"), in a smaller font or with the names shortened alike if
        the line is too long for ``width`` (the tooltip keeps every word)."""
        parts = [f"{vid} {name}" for vid, name, _text in self.cards]
        line = " · ".join(parts)
        for size in (14, 12):
            font = th.font(size, bold=True)
            fm = QFontMetricsF(font)
            if fm.horizontalAdvance(line) <= width:
                return line, font
        share = (width - fm.horizontalAdvance(" · ") * (len(parts) - 1)) / max(1, len(parts))
        short = [fm.elidedText(part, Qt.TextElideMode.ElideRight, share) for part in parts]
        return " · ".join(short), font

    def _squeeze(self) -> float:
        """0 in a tile of the compact bottom row, 1 from the design height up, in proportion."""
        lo, hi = COMPACT.bottom, DESIGN.bottom
        return max(0.0, min(1.0, (self.rect.height() - lo) / (hi - lo)))

    def heading(self) -> float:
        """The height of the title's line (:data:`HEADING`, 4 less in a compact bottom row)."""
        return self.HEADING - 4 + 4 * self._squeeze()

    def title_rect(self) -> QRectF:
        """The title's line, in the tile's coordinates (it stays in sight above the hint)."""
        return QRectF(12, self.heading() - 24, self.rect.width() - 24, 24)

    def tile(self, i: int) -> QRectF:
        """The tile of the ``i``-th card: the cards share the height of the panel (closer under
        the title in a compact bottom row, where two cards' rules still fit whole)."""
        w, h = self.rect.width(), self.rect.height()
        top = self.heading() + 2 + 2 * self._squeeze()
        tile_h = min(96.0, (h - top - 4 - 2 * self._squeeze()) / max(1, len(self.cards)) - 4)
        return QRectF(10, top + i * (tile_h + 4), w - 20, tile_h)

    def _name_h(self) -> float:
        """The height of a card's name line at the top of its tile (the rule is under it)."""
        return 19 + 2 * self._squeeze()

    def words(self) -> tuple[str, str]:
        """The tile's title, and what it says when no variant card is in play. A two-player
        variant (R-V7, R-V8) is named beside the cards it plays with, or in the sentence that says
        there are none: never "R-V7" over "the rules as printed"."""
        title = translate("Board", "Variant cards")
        if self.mode and self.cards:
            title += f" · {self.mode}"
        if self.cards:
            return title, ""
        if self.mode:
            none = translate("Board", "None. Two players: the rules of {0} as printed.")
            return title, none.format(self.mode)
        return title, translate("Board", "None: the rules as printed.")

    def rule_font(self, i: int) -> QFont | None:
        """The font the ``i``-th card's rule is written in, or None when it is not (too many
        cards to show it whole: its name is shown and the tooltip has the rule)."""
        r = self.tile(i)
        room = QRectF(0, 0, r.width() - 16, r.height() - self._name_h() - 2)
        return _font_that_fits(self.cards[i][2], room)

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.rect.width(), self.rect.height()
        _rounded(p, QRectF(0, 0, w, h), th.SLATE_DARK, QPen(th.SLATE_EDGE, 1.5))
        p.setPen(th.GOLD)
        p.setFont(th.font(14, bold=True))
        title, none = self.words()
        heading = self.title_rect()
        if self.covered and self.cards:  # the hint covers the cards: the title line names them
            title, line_font = self.covered_line(heading.width())
            p.setFont(line_font)
        p.drawText(heading, Qt.AlignmentFlag.AlignVCenter, title)
        p.setFont(th.font(14, bold=True))
        if not self.cards:
            p.setPen(th.SLATE_TEXT)
            p.setFont(th.font(12))
            p.drawText(QRectF(12, 34, w - 24, 60), Qt.TextFlag.TextWordWrap, none)
            return
        for i, (vid, name, text) in enumerate(self.cards):
            r = self.tile(i)
            _rounded(p, r, th.PAPER, QPen(th.GOLD, 1.2), 6)
            p.setPen(th.LACQUER)
            p.setFont(th.font(12, bold=True))
            p.drawText(
                QRectF(r.left() + 8, r.top() + self._name_h() - 18, r.width() - 16, 18),
                Qt.AlignmentFlag.AlignVCenter,
                f"{vid} · {name}",
            )
            name_h = self._name_h()
            box = QRectF(r.left() + 8, r.top() + name_h, r.width() - 16, r.height() - name_h - 2)
            font = self.rule_font(i)
            if font is not None:  # else the tile shows the name, the tooltip the rule
                p.setPen(th.INK)
                p.setFont(font)
                p.drawText(box, Qt.TextFlag.TextWordWrap, text)


def _font_that_fits(text: str, box: QRectF) -> QFont | None:
    """The largest readable font (10.5 down to 8) in which ``text`` wraps inside ``box``: a
    variant card's rule is shown whole or not at all, never cut (3 or more cards from an old
    save share the tile)."""
    for size in (10.5, 9, 8):  # th.font sizes in whole pixels
        font = th.font(size)
        need = QFontMetricsF(font).boundingRect(
            QRectF(0, 0, box.width(), 10_000), Qt.TextFlag.TextWordWrap, text).height()
        if need <= box.height():
            return font
    return None


class CurtainItem(QGraphicsObject):
    """Hot-seat privacy: covers the whole table until the named player clicks."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("curtain")
        self.name = ""
        self.rect = QRectF(th.SCENE)
        self.setZValue(1000)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_rect(self, rect: QRectF) -> None:
        """Cover the whole table, whatever its shape."""
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
            self.update()

    def show_for(self, name: str) -> None:
        self.name = name
        self.setVisible(True)
        self.update()

    @override
    def boundingRect(self) -> QRectF:
        return self.rect

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        p.fillRect(r, th.vertical_gradient(r.height(), QColor("#3b0f0f"), QColor("#120606")))
        p.setPen(QColor(232, 182, 76, 40))
        p.setFont(th.font(420, bold=True, serif=True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, "幕")
        mid = r.center().y()
        p.setPen(th.GOLD)
        p.setFont(th.font(52, bold=True))
        p.drawText(
            QRectF(0, mid - 140, r.width(), 90),
            Qt.AlignmentFlag.AlignCenter,
            translate("Board", "Pass to {0}").format(self.name),
        )
        p.setPen(QColor("#f3e3c0"))
        p.setFont(th.font(24))
        p.drawText(
            QRectF(0, mid - 40, r.width(), 50),
            Qt.AlignmentFlag.AlignCenter,
            translate("Board", "{0}, click when ready (or press Space). Everyone else: look away.").format(
                self.name
            ),
        )


class ToastItem(QGraphicsObject):
    """A short message over the table: why a drop was refused, what just happened. Emits
    :attr:`said` with each message shown (a screen reader hears it)."""

    said = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("toast")
        self.text = ""
        self._height = 68.0
        self.setZValue(900)
        self.setVisible(False)
        self.setPos(QPointF(th.SCENE.width() / 2, 470))

    def show_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        # two lines fit the usual box; a longer message (a tooltip said aloud for the keyboard,
        # in Russian) grows it downwards rather than losing its first and last lines
        lines = QFontMetricsF(th.font(17, bold=True)).boundingRect(
            QRectF(0, 0, 828, 10_000), int(Qt.TextFlag.TextWordWrap.value), text).height()
        self._height = max(68.0, lines + 16)
        self.setVisible(bool(text))
        self.update()
        if text:
            self.said.emit(text)

    def _box(self) -> QRectF:
        return QRectF(-430, -34, 860, self._height)

    @override
    def boundingRect(self) -> QRectF:
        return self._box().adjusted(-4, -4, 4, 4)

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _rounded(p, self._box(), QColor(30, 20, 15, 235), QPen(th.GOLD, 2), 12)
        p.setPen(QColor("white"))
        p.setFont(th.font(17, bold=True))
        p.drawText(
            self._box().adjusted(16, 4, -16, -4),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self.text,
        )
