"""The chart of the Statistics window: a player's RP game by game, wins marked (no I/O)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QDateTime, QEvent, QLocale, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QHelpEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget
from typing_extensions import override

from ...record import GameRecord
from ...record import stats as st
from ...words.basics import mode_text
from ...words.scoring import finish_text
from .. import theme as th
from ..plain_text import plain_tip
from ..theme import BG_LIGHT, GOLD, INK_SOFT, LACQUER, PAPER, PAPER_DARK

#: at most this many games in the chart (the most recent); the list below holds them all
CHART_GAMES = 60
#: the chart's average line: over this many games
AVERAGE_OVER = 5


def local_date(record: GameRecord) -> str:
    """When a game ended, in the player's time zone and their locale's short format."""
    moment = QDateTime.fromSecsSinceEpoch(int(record.finished().timestamp()))
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def percent(rate: float) -> str:
    return f"{round(rate * 100)}%"


def average(value: float) -> str:
    """An average RP to one decimal, written the player's way ("51.1", "51,1")."""
    return QLocale().toString(float(value), "f", 1)


class ResultsChart(QWidget):
    """RP game by game (oldest left): a line through the games, wins as gold discs, the other
    results as small paper dots, and the average of the last games as a dashed line. Hovering a
    point names the game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stats-chart")
        self.setMinimumSize(260, 200)  # the figures beside it keep their words whole in every language
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)
        self.results: list[st.Result] = []
        self.first = 1

    @override
    def sizeHint(self) -> QSize:
        return QSize(560, 260)

    def set_results(self, results: Sequence[st.Result], total: int | None = None) -> None:
        """The player's last results, oldest first (the chart shows the last :data:`CHART_GAMES`),
        and how many results the player has in all (``None``: these are all)."""
        self.results = list(results)[-CHART_GAMES:]
        total = len(results) if total is None else max(total, len(self.results))
        #: the number of the first game shown, counted over all the player's games
        self.first = total - len(self.results) + 1
        self.update()

    def _plot_rect(self) -> QRectF:
        entries = self.legend_entries()
        below = entries[-1][2].bottom() - entries[0][2].top() - 18  # a legend of more lines
        return QRectF(46, 34, max(10, self.width() - 62), max(10, self.height() - 82 - below))

    def _legend_words(self) -> list[str]:
        return [self.tr("a win"), self.tr("another result"),
                self.tr("average of the last {0} games").format(AVERAGE_OVER)]

    def legend_entries(self) -> list[tuple[str, float, QRectF]]:
        """The legend's entries as (words, the marker's room before them, the entry's box), left
        to right on as many lines as the chart's width needs, the last line at the chart's foot.
        In a language of longer words an entry that would run past the chart's edge goes on a
        line below, and one wider than a whole line wraps its words: nothing is cut."""
        fm = self.fontMetrics()
        wrap = int(Qt.TextFlag.TextWordWrap.value)
        left, right = 12.0, self.width() - 8.0
        placed: list[tuple[str, float, float, float, float, int]] = []  # words, lead, x, w, h, line
        x, line = 38.0, 0
        for words, lead in zip(self._legend_words(), (24.0, 22.0, 32.0), strict=True):
            wide = lead + fm.horizontalAdvance(words) + 2
            if placed and x + wide > right:
                x, line = left, line + 1
            high = 18.0
            if x + wide > right:  # wider than the line: its words wrap
                room = max(40.0, right - x - lead)
                need = fm.boundingRect(QRect(0, 0, int(room), 10_000), wrap, words)
                wide, high = lead + room, max(18.0, float(need.height()) + 2)
            placed.append((words, lead, x, wide, high, line))
            x += wide + 18
        heights = [max(h for *_r, h, ln in placed if ln == k) for k in range(line + 1)]
        y = self.height() - 9.0 - sum(heights) - 2.0 * line
        tops = [y + sum(heights[:k]) + 2.0 * k for k in range(line + 1)]
        return [(words, lead, QRectF(x, tops[ln], wide, heights[ln]))
                for words, lead, x, wide, _h, ln in placed]

    def scale_top(self) -> int:
        """The RP at the top of the scale: the best shown, rounded up to ten."""
        return max(10, ((max((r.rp for r in self.results), default=0) + 9) // 10) * 10)

    def x_of(self, i: int) -> float:
        plot, n = self._plot_rect(), len(self.results)
        return plot.center().x() if n <= 1 else plot.left() + 10 + (plot.width() - 20) * i / (n - 1)

    def y_of(self, rp: float) -> float:
        plot = self._plot_rect()
        return plot.bottom() - plot.height() * rp / self.scale_top()

    def points(self) -> list[tuple[QPointF, st.Result]]:
        """Where each shown result is drawn, oldest first (tooltips use it, and tests)."""
        return [(QPointF(self.x_of(i), self.y_of(r.rp)), r) for i, r in enumerate(self.results)]

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), BG_LIGHT)
        title = QFont(self.font())
        title.setPointSizeF(title.pointSizeF() + 2)
        title.setBold(True)
        p.setFont(title)
        p.setPen(GOLD)
        heading = self.tr("Your RP, game by game")
        if len(self.results) == CHART_GAMES:
            heading = self.tr("Your RP in the last {0} games").format(CHART_GAMES)
        p.drawText(QRectF(12, 6, self.width() - 24, 24), Qt.AlignmentFlag.AlignLeft, heading)
        p.setFont(self.font())
        plot = self._plot_rect()
        rps = [r.rp for r in self.results]
        top = self.scale_top()
        step = 10 if top <= 60 else 20 if top <= 120 else -(-top // 60) * 10  # at most ~7 lines
        # grid and RP scale
        p.setPen(QPen(th.TILE_EDGE, 1))
        for v in range(0, top + 1, step):
            y = self.y_of(v)
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(PAPER_DARK)
            p.drawText(QRectF(0, y - 9, plot.left() - 6, 18),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(v))
            p.setPen(QPen(th.TILE_EDGE, 1))
        n = len(self.results)
        if n == 0:
            p.end()
            return
        x_of, y_of = self.x_of, self.y_of
        # game numbers under the plot (the game's number in the whole record)
        first = self.first
        p.setPen(PAPER_DARK)
        every = max(1, n // 10)
        for i in range(0, n, every):
            p.drawText(QRectF(x_of(i) - 20, plot.bottom() + 4, 40, 16), Qt.AlignmentFlag.AlignHCenter,
                       str(first + i))
        # the line through the games, then the average of the last AVERAGE_OVER
        line = QPainterPath(QPointF(x_of(0), y_of(rps[0])))
        for i in range(1, n):
            line.lineTo(x_of(i), y_of(rps[i]))
        p.setPen(QPen(QColor("#8fa3b8"), 2))
        p.drawPath(line)
        if n >= 2:
            avg = QPainterPath()
            for i in range(n):
                window = rps[max(0, i - AVERAGE_OVER + 1): i + 1]
                pt = QPointF(x_of(i), y_of(sum(window) / len(window)))
                if i == 0:
                    avg.moveTo(pt)
                else:
                    avg.lineTo(pt)
            p.setPen(QPen(PAPER_DARK, 1.5, Qt.PenStyle.DashLine))
            p.drawPath(avg)
        for pt, r in self.points():
            if r.won:
                p.setPen(QPen(LACQUER, 2))
                p.setBrush(GOLD)
                p.drawEllipse(pt, 7, 7)
            else:
                p.setPen(QPen(INK_SOFT, 1.5))
                p.setBrush(PAPER)
                p.drawEllipse(pt, 4, 4)
        self._legend(p)
        p.end()

    def _legend(self, p: QPainter) -> None:
        for k, (words, lead, box) in enumerate(self.legend_entries()):
            x, y = box.left() + 12, box.top() + 9
            if k == 0:  # a win: the gold disc
                p.setPen(QPen(LACQUER, 2))
                p.setBrush(GOLD)
                p.drawEllipse(QPointF(x, y), 6, 6)
            elif k == 1:  # another result: a small paper dot
                p.setPen(QPen(INK_SOFT, 1.5))
                p.setBrush(PAPER)
                p.drawEllipse(QPointF(x, y), 4, 4)
            else:  # the average: a dashed line
                p.setPen(QPen(PAPER_DARK, 1.5, Qt.PenStyle.DashLine))
                p.drawLine(QPointF(box.left(), y), QPointF(box.left() + 26, y))
            p.setPen(PAPER)
            p.drawText(box.adjusted(lead, 0, 0, 0),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                       words)

    def result_at(self, pos: QPointF) -> st.Result | None:
        best: tuple[float, st.Result] | None = None
        for pt, r in self.points():
            d = (pt.x() - pos.x()) ** 2 + (pt.y() - pos.y()) ** 2
            if d <= 12 ** 2 and (best is None or d < best[0]):
                best = (d, r)
        return best[1] if best else None

    @override
    def event(self, e: QEvent) -> bool:
        if isinstance(e, QHelpEvent):
            r = self.result_at(QPointF(e.pos()))
            if r is None:
                QToolTip.hideText()
            else:
                text = self.tr("{0}: {1} RP, {2} ({3})").format(
                    local_date(r.game), r.rp, finish_text(r.seat.place, r.game.players),
                    mode_text(r.game.mode))
                QToolTip.showText(e.globalPos(), plain_tip(text), self)
            return True
        return super().event(e)
