"""One area of the map (R-C7): its name, the tokens' places, influence and prestige chart.

The area is also a drop target: ``target`` is "" (not a target now), "legal" (a drop here is
legal) or "hover" (legal and under the pointer). Under the tokens each army's influence
(R-C8) is printed; below, the three-round prestige chart (R-PR4) with the current round's row
highlighted and the inferred rows (RULING) marked with ≈ and an explanation in the tooltip.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget
from typing_extensions import override

from ...model import default_rules
from ...words.basics import area_name, area_title, ordinal
from ...words.translation import translate
from .. import theme as th
from ..plain_text import plain_tip
from .table_layout import COMPACT, DESIGN, reshape

HEADER_H = 58.0
DAIMYO_Y = 66.0
SAMURAI_Y = 112.0
#: the influence row, the last result and the prestige chart sit at the foot of the area (these
#: are distances from its bottom edge), so a taller area gives the token stacks the room
INFLUENCE_UP = 188.0
RESULT_UP = 154.0
CHART_UP = 124.0


@dataclass(frozen=True, slots=True)
class AreaRows:
    """Where an area's parts sit, top to bottom: the header band, the daimyo, the samurai (two
    a row, ``pitch`` apart: a stack of ten is five rows), then, measured up from the foot, the
    influence boxes, the last result and the prestige chart (its head line, then three rows
    ``chart_pitch`` apart, each ``chart_row`` high)."""

    header: float
    title_y: float
    title_h: float
    under_y: float
    under_h: float
    badge_y: float
    daimyo_y: float
    samurai_y: float
    pitch: float
    influence_up: float
    result_up: float
    chart_up: float
    chart_head: float
    chart_pitch: float
    chart_row: float


#: an area of the design height (:data:`table_layout.AREA_H`)
DESIGN_ROWS = AreaRows(HEADER_H, 6, 26, 30, 24, 10, DAIMYO_Y, SAMURAI_Y, th.CUBE + th.CUBE_GAP,
                       INFLUENCE_UP, RESULT_UP, CHART_UP, 22, 33, 29)
#: an area of the compact height (:data:`table_layout.COMPACT`): the same parts closer, a stack
#: of ten samurai and a result strip still whole between the daimyo and the chart
COMPACT_ROWS = AreaRows(48, 3, 23, 25, 21, 5, 52, 93, th.CUBE, 140, 112, 86, 20, 21, 21)


def area_rows(h: float) -> AreaRows:
    """The parts of an area ``h`` high: compact at the compact height, as designed from the
    design height up, in proportion between."""
    lo, hi = COMPACT.area, DESIGN.area
    t = max(0.0, min(1.0, (h - lo) / (hi - lo)))
    return AreaRows(*(a + (b - a) * t for a, b in zip(
        (getattr(COMPACT_ROWS, f) for f in AreaRows.__slots__),
        (getattr(DESIGN_ROWS, f) for f in AreaRows.__slots__), strict=True)))


class AreaItem(QGraphicsObject):
    def __init__(self, area: int) -> None:
        super().__init__()
        self.area = area
        self.rect = th.area_rect(area)
        self.rows = area_rows(self.rect.height())
        self.setPos(self.rect.topLeft())
        self.setObjectName(f"area-{area}")
        self.armies: tuple[int, ...] = ()
        self.influence: dict[int, int] = {}
        self.round = 1
        self.target = ""
        self.card_area = False
        #: the last prestige scoring of this area: [(army, rank, rp)]
        self.result: Sequence[tuple[int, int, int]] = ()
        self.result_title = ""
        rules = default_rules()
        a = rules.areas[area]
        self.romaji, self.kanji = a.romaji, a.kanji
        self.chart = rules.chart[area]
        self.inferred = rules.inferred[area]
        self.setToolTip(plain_tip(self._tooltip()))
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _tooltip(self) -> str:
        rows = []
        for r in range(3):
            pts = " / ".join(str(x) for x in self.chart[r])
            note = (
                translate("Area", " (inferred: a RULING, not printed on the board)")
                if self.inferred[r]
                else ""
            )
            rows.append(translate("Area", "Round {0}: {1} RP for 1st / 2nd / 3rd").format(r + 1, pts) + note)
        name = area_name(self.area)
        head = translate("Area", "{0} ({1}). Influence: daimyo 2, each samurai 1 (R-C8).").format(
            name, self.printed_under()
        )
        return head + "\n" + "\n".join(rows)

    def printed_under(self) -> str:
        """The tile's second name: the kanji the board prints, or where the language names the
        area in kanji already (Japanese, Chinese), the romanised name the board prints."""
        return self.romaji if area_title(self.area) == self.kanji else self.kanji

    def set_rect(self, rect: QRectF) -> None:
        """Take the place the table's layout gives this area (tokens are re-placed by the scene)."""
        if reshape(self, self.rect, rect):
            self.rect = QRectF(rect)
            self.rows = area_rows(rect.height())

    # ---- geometry for the tokens -----------------------------------------------------------
    def column_x(self, army: int) -> float:
        """Left edge (scene) of an army's column of tokens."""
        n = max(len(self.armies), 1)
        col_w = (self.rect.width() - 16) / n
        i = self.armies.index(army) if army in self.armies else 0
        return self.rect.left() + 8 + i * col_w + (col_w - (2 * th.CUBE + th.CUBE_GAP)) / 2

    def daimyo_pos(self, army: int) -> QPointF:
        cx = self.column_x(army) + (2 * th.CUBE + th.CUBE_GAP) / 2
        return QPointF(cx - 19, self.rect.top() + self.rows.daimyo_y)

    def samurai_pos(self, army: int, k: int) -> QPointF:
        """Cube k of an army here: two per row, so a stack of 10 is 5 rows and stays countable."""
        x = self.column_x(army) + (k % 2) * (th.CUBE + th.CUBE_GAP)
        y = self.rect.top() + self.rows.samurai_y + (k // 2) * self.rows.pitch
        return QPointF(x, y)

    def set_state(
        self, armies: tuple[int, ...], influence: dict[int, int], round_: int, card_area: bool
    ) -> None:
        new = (armies, influence, round_, card_area)
        if new != (self.armies, self.influence, self.round, self.card_area):
            self.armies, self.influence, self.round, self.card_area = new
            self.update()

    def set_target(self, target: str) -> None:
        if target != self.target:
            self.target = target
            self.update()

    def set_result(self, title: str, result: Sequence[tuple[int, int, int]]) -> None:
        if (title, tuple(result)) != (self.result_title, self.result):
            self.result_title, self.result = title, tuple(result)
            self.update()

    def influence_box(self, army: int) -> QRectF:
        """An army's influence box (item coordinates): where :meth:`paint` draws it."""
        x = self.column_x(army) - self.rect.left()
        return QRectF(x - 4, self.rect.height() - self.rows.influence_up, 2 * th.CUBE + th.CUBE_GAP + 8, 26)

    def part_rect(self, part: str) -> QRectF:
        """Where a part is drawn, in the item's coordinates (a lesson outlines it): "influence"
        (the boxes under the tokens), "result" (the last prestige strip) or "chart"."""
        w, h, rows = self.rect.width(), self.rect.height(), self.rows
        if part == "influence":
            return QRectF(4, h - rows.influence_up, w - 8, 26)
        if part == "result":
            return QRectF(6, h - rows.result_up, w - 12, 24)
        return QRectF(6, h - rows.chart_up, w - 12, rows.chart_up - 6)

    def chart_row_rect(self, r: int) -> QRectF:
        """Round ``r`` (0-2)'s row of the prestige chart, in the item's coordinates."""
        rows = self.rows
        top = self.rect.height() - rows.chart_up + rows.chart_head
        return QRectF(6, top + r * rows.chart_pitch, self.rect.width() - 12, rows.chart_row)

    # ---- painting ----------------------------------------------------------------------------
    @override
    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.rect.width() + 12, self.rect.height() + 12)

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.rect.width(), self.rect.height()
        r = QRectF(0, 0, w, h)
        p.setBrush(QBrush(th.vertical_gradient(h, th.PAPER, th.PAPER_DARK)))
        border = QPen(th.PAPER_EDGE, 1.5)
        if self.card_area:
            border = QPen(th.GOLD, 3)
        p.setPen(border)
        p.drawRoundedRect(r, 10, 10)
        self._paint_header(p, w)
        self._paint_influence(p, h)
        self._paint_result(p, w, h)
        self._paint_chart(p, w, h)
        if self.target:
            colour = th.HOVER if self.target == "hover" else th.LEGAL
            fill = QColor(colour)
            fill.setAlpha(70 if self.target == "hover" else 40)
            p.setBrush(fill)
            p.setPen(QPen(colour, 4 if self.target == "hover" else 3))
            p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 10, 10)

    def _paint_header(self, p: QPainter, w: float) -> None:
        rows = self.rows
        band = QRectF(0, 0, w, rows.header)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(125, 29, 29, 30))
        p.drawRoundedRect(band, 10, 10)
        p.setBrush(th.LACQUER)
        p.setPen(QPen(th.GOLD, 1.5))
        p.drawEllipse(QRectF(8, rows.badge_y, 38, 38))
        p.setPen(QColor("white"))
        p.setFont(th.font(21, bold=True))
        p.drawText(QRectF(8, rows.badge_y, 38, 38), Qt.AlignmentFlag.AlignCenter, str(self.area))
        # the area's name as the player's language reads it ("Owari", "Овари", "尾張"), and under
        # it the board's other printed name (the kanji, or the romaji under kanji)
        title, under = area_title(self.area), self.printed_under()
        p.setPen(th.INK)
        p.setFont(th.font(19, bold=True))
        p.drawText(
            QRectF(52, rows.title_y, w - 60, rows.title_h),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            title,
        )
        p.setFont(th.font(19, serif=True, bold=True) if under == self.kanji else th.font(17, bold=True))
        p.setPen(th.LACQUER)
        p.drawText(
            QRectF(52, rows.under_y, w - 60, rows.under_h),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            under,
        )
        p.setPen(QPen(th.PAPER_LINE, 1))
        p.drawLine(QPointF(8, rows.header), QPointF(w - 8, rows.header))

    def _paint_influence(self, p: QPainter, h: float) -> None:
        if not self.armies:
            return
        best = max(self.influence.values(), default=0)
        for army in self.armies:
            val = self.influence.get(army, 0)
            box = self.influence_box(army)
            if val == 0:
                p.setPen(QPen(QColor("#b8a684"), 1, Qt.PenStyle.DotLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(box, 6, 6)
                continue
            p.setPen(QPen(th.ARMY_DARK[army], 1.2))
            p.setBrush(th.ARMY_COLOUR[army])
            p.drawRoundedRect(box, 6, 6)
            p.setPen(th.ARMY_TEXT[army])
            p.setFont(th.font(15, bold=True))
            leads = val == best and list(self.influence.values()).count(best) == 1
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, influence_text(army, val, leads))

    def _paint_result(self, p: QPainter, w: float, h: float) -> None:
        if not self.result_title:
            return
        box = QRectF(6, h - self.rows.result_up, w - 12, 24)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(40, 30, 20, 200))
        p.drawRoundedRect(box, 6, 6)
        x = box.left() + 6
        p.setFont(th.font(12, bold=True))
        p.setPen(th.GOLD)
        p.drawText(QRectF(x, box.top(), 60, 24), Qt.AlignmentFlag.AlignVCenter, self.result_title)
        x += p.fontMetrics().horizontalAdvance(self.result_title) + 6
        if not self.result:
            p.setPen(QColor("#d8cbb0"))
            p.drawText(
                QRectF(x, box.top(), box.right() - x, 24),
                Qt.AlignmentFlag.AlignVCenter,
                translate("Area", "nobody"),
            )
        for army, _rank, rp in self.result:
            chip = QRectF(x, box.top() + 3, 38, 18)
            if chip.right() > box.right():
                break
            p.setBrush(th.ARMY_COLOUR[army])
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(chip, 4, 4)
            p.setPen(th.ARMY_TEXT[army])
            p.drawText(chip, Qt.AlignmentFlag.AlignCenter, f"{th.ARMY_LETTER[army]}+{rp}")
            x += 42

    def _paint_chart(self, p: QPainter, w: float, h: float) -> None:
        top = h - self.rows.chart_up
        label_w = 86.0
        col = (w - 12 - label_w) / 3
        p.setPen(th.INK_SOFT)
        p.setFont(th.font(12, bold=True))
        p.drawText(QRectF(10, top, label_w, 18), Qt.AlignmentFlag.AlignVCenter, translate("Area", "PRESTIGE"))
        p.setFont(th.font(11))
        p.setPen(th.INK)  # thin strokes at 8 px, drawn lighter than their pen: the full ink
        places = [ordinal(i + 1) for i in range(3)]
        if max(p.fontMetrics().horizontalAdvance(t) for t in places) > col:
            places = [str(i + 1) for i in range(3)]  # "第1名" does not fit its column: the digit alone
        for i, place in enumerate(places):
            p.drawText(QRectF(6 + label_w + i * col, top, col, 18), Qt.AlignmentFlag.AlignCenter, place)
        for r in range(3):
            row = self.chart_row_rect(r)
            current = r + 1 == self.round
            if current:
                p.setBrush(th.LACQUER)
                p.setPen(QPen(th.GOLD, 1.5))
            else:
                p.setBrush(QColor(255, 255, 255, 70))
                p.setPen(QPen(th.PAPER_RULE, 1))
            p.drawRoundedRect(row, 6, 6)
            text = QColor("white") if current else th.INK
            p.setPen(text)
            p.setFont(th.font(13, bold=current, italic=self.inferred[r]))
            mark = " ≈" if self.inferred[r] else ""
            p.drawText(
                QRectF(row.left() + 6, row.top(), label_w - 4, row.height()),
                Qt.AlignmentFlag.AlignVCenter,
                translate("Area", "Round {0}").format(r + 1) + mark,
            )
            p.setFont(th.font(16, bold=True, italic=self.inferred[r]))
            for i, pts in enumerate(self.chart[r]):
                cell = QRectF(6 + label_w + i * col, row.top(), col, row.height())
                if pts:
                    p.setPen(text)
                    p.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(pts))
                else:  # no points: a dash as plain as the figures, light on the round being played
                    th.paint_dash(p, cell, text if not current else QColor(255, 255, 255, 200),
                                  0.55 * p.font().pixelSize())


def influence_text(army: int, value: int, leads: bool) -> str:
    """An influence box's words: the army's letter (as on its pieces: red and yellow look alike
    to many eyes), ★ for the sole leader, the number: "R★4", "Y2"."""
    return f"{th.ARMY_LETTER[army]}{'★' if leads else ''}{value}"
