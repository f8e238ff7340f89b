"""The results screen's story of the game: RP by round and by source, and a chart of RP over it.

Both read an :class:`RPTally` (``model.replay.game_tally``), which retells the game from its
start, so a loaded game shows the same numbers as one played here. A game set up mid-story (a
scenario) began with RP already scored: an "At start" column keeps the rows adding up to the
final score.
"""

from __future__ import annotations

import itertools
from collections.abc import Collection, Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget
from typing_extensions import override

from ...model.replay import RP_SOURCES, RPTally
from ...words.scoring import (
    chart_start,
    results_before,
    results_breakdown_title,
    results_by_round,
    results_by_source,
    results_chart_title,
    results_round,
    results_total,
    source_name,
)
from .. import theme as th
from ..plain_text import PlainLabel


def start_rp(tally: RPTally, army: int, final_rp: int) -> int:
    """RP ``army`` had when the game began (0 unless a scenario began mid-story)."""
    return final_rp - tally.get(army)


def shown_sources(tally: RPTally, variants: Collection[str] = ()) -> list[str]:
    """The sources the results list: Kachidoki and prestige always, a variant card's source
    when the card is in play (even if nobody scored by it) or when anyone scored by it."""
    used = set(tally.sources()) | set(variants) | {"kachidoki", "prestige"}
    return [s for s in RP_SOURCES if s in used]


def breakdown_columns(
    tally: RPTally, armies: Sequence[int], rp: Sequence[int], variants: Collection[str] = ()
) -> list[str]:
    """The column heads: (At start), Round 1..n, the sources (:func:`shown_sources`), Total."""
    cols = []
    if any(start_rp(tally, a, rp[a]) for a in armies):
        cols.append(results_before())
    cols += [results_round(r) for r in range(1, tally.rounds + 1)]
    cols += [source_name(s) for s in shown_sources(tally, variants)]
    return [*cols, results_total()]


def breakdown_rows(
    tally: RPTally, armies: Sequence[int], rp: Sequence[int], variants: Collection[str] = ()
) -> list[list[int]]:
    """One row per army, matching :func:`breakdown_columns`."""
    with_start = any(start_rp(tally, a, rp[a]) for a in armies)
    rows = []
    for a in armies:
        row = [start_rp(tally, a, rp[a])] if with_start else []
        row += [tally.get(a, r) for r in range(1, tally.rounds + 1)]
        row += [tally.get(a, None, s) for s in shown_sources(tally, variants)]
        rows.append([*row, rp[a]])
    return rows


def breakdown_groups(
    tally: RPTally, armies: Sequence[int], rp: Sequence[int], variants: Collection[str] = ()
) -> list[tuple[str, list[str], list[list[int]]]]:
    """The two ways of telling each army's RP, each adding up to its total on its own: by round
    and by source, each a (heading, column heads, rows) with its own Total column. Shown side by
    side as one table they would seem to add up to twice the total."""
    cols = breakdown_columns(tally, armies, rp, variants)
    rows = breakdown_rows(tally, armies, rp, variants)
    start = 1 if cols[0] == results_before() else 0
    n_rounds = tally.rounds
    by_round = list(range(start + n_rounds))
    by_source = [*range(start), *range(start + n_rounds, len(cols) - 1)]
    total = len(cols) - 1
    out = []
    plan = ((results_by_round(), [*by_round, total]), (results_by_source(), [*by_source, total]))
    for heading, picked in plan:
        out.append((heading, [cols[c] for c in picked], [[r[c] for c in picked] for r in rows]))
    return out


class GroupedHeader(QHeaderView):
    """The column heads under a band that names each group of columns ("By round" over the
    rounds, "By source" over the sources): the grouping reads top-down, heading over heads over
    figures, and no heading sits among the rows where it would read as a row of figures."""

    BAND = 28

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        #: (first column, number of columns, heading) of each group
        self.groups: list[tuple[int, int, str]] = []

    @override
    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), hint.height() + self.BAND)

    @override
    def paintSection(self, painter: QPainter, rect: QRect, logicalIndex: int) -> None:
        super().paintSection(painter, rect.adjusted(0, self.BAND, 0, 0), logicalIndex)

    def group_rect(self, index: int) -> QRect:
        """Where group ``index``'s heading is drawn, in the header's coordinates."""
        first, n, _text = self.groups[index]
        x = self.sectionViewportPosition(first)
        width = sum(self.sectionSize(c) for c in range(first, first + n))
        return QRect(x, 0, width, self.BAND - 3)

    @override
    def paintEvent(self, e: QPaintEvent) -> None:
        super().paintEvent(e)
        p = QPainter(self.viewport())
        p.fillRect(QRect(0, 0, self.viewport().width(), self.BAND), th.PAPER)
        font = QFont(self.font())
        font.setBold(True)
        p.setFont(font)
        for i, (_first, _n, text) in enumerate(self.groups):
            r = self.group_rect(i).adjusted(2, 2, -2, 0)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#eadcb8"))
            p.drawRoundedRect(r, 4, 4)
            p.setPen(th.LACQUER)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)
        p.end()


def breakdown_table(
    parent: QWidget, tally: RPTally, armies: Sequence[int], names: Sequence[str], rp: Sequence[int],
    variants: Collection[str] = (),
) -> QTableWidget:
    """One table, two groups named over their column heads (by round | by source), a gap
    between them, and a Total closing each: every group adds up to the total by itself."""
    groups = breakdown_groups(tally, armies, rp, variants)
    heads: list[str] = [""]
    spans: list[tuple[int, int, str]] = []  # first column, width, heading
    for g, (heading, cols, _rows) in enumerate(groups):
        if g:
            heads.append("")  # the gap between the groups
        spans.append((len(heads), len(cols), heading))
        heads += cols
    gaps = [first - 1 for first, _n, _h in spans[1:]]
    table = QTableWidget(len(armies), len(heads), parent)
    table.setObjectName("results-breakdown")
    header = GroupedHeader(table)
    header.setObjectName("results-breakdown-header")
    header.groups = spans
    table.setHorizontalHeader(header)
    table.setHorizontalHeaderLabels(heads)
    bold = QTableWidgetItem().font()
    bold.setBold(True)
    for i, a in enumerate(armies):
        name = QTableWidgetItem(names[a])
        name.setForeground(th.ARMY_DARK[a])
        name.setFont(bold)
        table.setItem(i, 0, name)
        for (first, width, _h), (_heading, _cols, rows) in zip(spans, groups, strict=True):
            for k, value in enumerate(rows[i]):
                item = QTableWidgetItem(str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if k == width - 1:
                    item.setFont(bold)
                table.setItem(i, first + k, item)
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            cell = table.item(r, c)
            if cell is not None:
                cell.setFlags(Qt.ItemFlag.ItemIsEnabled)
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(30)
    table.setShowGrid(False)
    table.setFixedHeight(46 + GroupedHeader.BAND + 30 * len(armies))
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.resizeColumnsToContents()
    # a group's heading is as wide as its columns: widen its last column when the words need it
    metrics = QFontMetrics(bold)
    for first, width, heading in spans:
        need = metrics.horizontalAdvance(heading) + 16
        have = sum(table.columnWidth(c) for c in range(first, first + width))
        if need > have:
            last = first + width - 1
            header.setSectionResizeMode(last, QHeaderView.ResizeMode.Fixed)
            table.setColumnWidth(last, table.columnWidth(last) + need - have)
    for gap in gaps:
        header.setSectionResizeMode(gap, QHeaderView.ResizeMode.Fixed)
        table.setColumnWidth(gap, 18)
    table.setMinimumWidth(header.length() + 120)  # every column readable
    return table


class RpChart(QWidget):
    """Each army's score at the start and after every round, as lines in the army's colour."""

    def __init__(
        self, parent: QWidget | None, tally: RPTally, armies: Sequence[int], names: Sequence[str],
        rp: Sequence[int],
    ) -> None:
        super().__init__(parent)
        self.setObjectName("results-chart")
        self.setMinimumSize(420, 230)
        self.names = list(names)
        #: army -> its score at the start and after each round
        self.series: dict[int, list[int]] = {}
        for a in armies:
            start = start_rp(tally, a, rp[a])
            self.series[a] = [start, *(start + x for x in tally.running(a))]
        self.labels = [chart_start(), *(results_round(r) for r in range(1, tally.rounds + 1))]
        self.painted = False

    def plot_rect(self) -> QRectF:
        return QRectF(46, 14, self.width() - 46 - 150, self.height() - 14 - 34)

    def point(self, i: int, value: int) -> QPointF:
        r = self.plot_rect()
        top = self.top_value()
        x = r.left() + r.width() * i / max(1, len(self.labels) - 1)
        return QPointF(x, r.bottom() - r.height() * value / top)

    def top_value(self) -> int:
        high = max((max(v) for v in self.series.values()), default=0)
        return max(10, (high + 9) // 10 * 10)

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), th.PAPER)
        r = self.plot_rect()
        top = self.top_value()
        step = 5 if top <= 30 else 10
        p.setFont(th.font(11))
        for value in range(0, top + 1, step):
            y = self.point(0, value).y()
            p.setPen(QPen(QColor(0, 0, 0, 40), 1))
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            p.setPen(th.INK_SOFT)
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            p.drawText(QRectF(0, y - 8, r.left() - 10, 16), right, str(value))
        p.setFont(th.font(12, bold=True))
        for i, label in enumerate(self.labels):
            x = self.point(i, 0).x()
            p.setPen(QPen(QColor(0, 0, 0, 30), 1))
            p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()))
            p.setPen(th.INK)
            p.drawText(QRectF(x - 50, r.bottom() + 6, 100, 20), Qt.AlignmentFlag.AlignCenter, label)
        ends: list[float] = []
        for a, values in sorted(self.series.items(), key=lambda kv: -kv[1][-1]):
            pts = [self.point(i, v) for i, v in enumerate(values)]
            p.setPen(QPen(th.ARMY_COLOUR[a], 3.5))
            for u, w in itertools.pairwise(pts):
                p.drawLine(u, w)
            for pt in pts:
                p.setBrush(th.ARMY_COLOUR[a])
                p.setPen(QPen(th.ARMY_DARK[a], 1.5))
                p.drawEllipse(pt, 6, 6)
            # the name at the end of the line, kept apart from the others
            y = pts[-1].y()
            for other in ends:
                if abs(y - other) < 18:
                    y = other + 18
            ends.append(y)
            p.setPen(th.ARMY_DARK[a])
            p.setFont(th.font(13, bold=True))
            text = f"{self.names[a]} {values[-1]}"
            p.drawText(QRectF(r.right() + 10, y - 10, 140, 20), Qt.AlignmentFlag.AlignVCenter,
                       p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, 138))
        p.end()
        self.painted = True


def _heading(parent: QWidget, text: str) -> QLabel:
    head = PlainLabel(text, parent)
    head.setObjectName("results-subtitle")
    return head


def chart_block(
    parent: QWidget, tally: RPTally, armies: Sequence[int], names: Sequence[str], rp: Sequence[int]
) -> QVBoxLayout:
    """The chart of RP over the game under its heading."""
    box = QVBoxLayout()
    box.addWidget(_heading(parent, results_chart_title()))
    box.addWidget(RpChart(parent, tally, armies, names, rp), 1)
    return box


def breakdown_block(
    parent: QWidget, tally: RPTally, armies: Sequence[int], names: Sequence[str], rp: Sequence[int],
    variants: Collection[str] = (),
) -> QVBoxLayout:
    """The table of RP by round and by source under its heading."""
    box = QVBoxLayout()
    box.addWidget(_heading(parent, results_breakdown_title()))
    box.addWidget(breakdown_table(parent, tally, armies, names, rp, variants))
    return box
