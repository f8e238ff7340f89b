"""The Statistics window's "Your strength": two tiles beside the record's figures — the rating
against the computer levels (:mod:`...review.strength`, "not enough games yet" below the
minimum) and the RP lost per decision game by game with its trend line, drawn as the results
chart is drawn (no Qt Charts in the bundle). The levels' own ratings are in the rating's tooltip."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget
from typing_extensions import override

from ...record.reviews import Strength
from ...review.strength import LEVEL_RATINGS, MIN_GAMES, estimate, trend_line
from ...words.basics import level_text
from ...words.review import (
    level_ratings_text,
    rating_not_yet_text,
    rating_text,
    strength_title,
    trend_empty_text,
    trend_short_title,
    trend_title,
)
from .. import theme as th
from ..plain_text import PlainLabel, plain_tip


class TrendChart(QWidget):
    """RP lost per decision in each reviewed game (dots, oldest left) and its least-squares line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stats-trend")
        self.setMinimumSize(150, 40)
        self.values: list[float] = []
        self.setAccessibleName(trend_title())

    def set_values(self, values: Sequence[float]) -> None:
        self.values = list(values)
        self.update()

    @override
    def sizeHint(self) -> QSize:
        return QSize(220, 44)

    def _top(self) -> float:
        return max(0.5, max(self.values, default=0.0) * 1.1)

    def point(self, i: float, v: float) -> QPointF:
        r = QRectF(30, 4, self.width() - 36, self.height() - 8)
        x = r.left() + r.width() * (i / (len(self.values) - 1) if len(self.values) > 1 else 0.5)
        return QPointF(x, r.bottom() - r.height() * v / self._top())

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), th.PAPER)
        top = self._top()
        p.setFont(th.font(10))
        for v in (0.0, top):
            y = self.point(0, v).y()
            p.setPen(QPen(QColor(0, 0, 0, 40), 1))
            p.drawLine(QPointF(30, y), QPointF(self.width() - 6, y))
            p.setPen(th.INK_SOFT)
            p.drawText(QRectF(0, y - 7, 26, 14), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       f"{v:.1f}")
        line = trend_line(self.values)
        if line is not None:
            a, b = line
            last = len(self.values) - 1
            p.setPen(QPen(th.LACQUER, 2.0, Qt.PenStyle.DashLine))
            p.drawLine(self.point(0, max(0.0, a)), self.point(last, max(0.0, a + b * last)))
        p.setPen(QPen(th.ARMY_DARK[0], 1.2))
        p.setBrush(th.ARMY_COLOUR[0])
        for i, v in enumerate(self.values):
            p.drawEllipse(self.point(i, v), 3.5, 3.5)
        p.end()


def _tile(parent: QWidget) -> tuple[QFrame, QVBoxLayout]:
    frame = QFrame(parent)
    frame.setProperty("role", "tile")
    lay = QVBoxLayout(frame)
    lay.setContentsMargins(14, 5, 14, 5)
    lay.setSpacing(0)
    return frame, lay


class StrengthBlock(QWidget):
    """The rating tile and the trend tile."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stats-strength")
        # the record's own tiles decide how narrow the window may be: these step aside on a
        # narrow screen (the Statistics window hides them with its chart)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(10)
        levels = level_ratings_text(", ".join(f"{level_text(level)} {round(r)}"
                                              for level, r in LEVEL_RATINGS.items()))
        frame, lay = _tile(self)
        self.rating = PlainLabel("", frame)
        self.rating.setObjectName("stats-rating")
        self.rating.setProperty("role", "tile-value")
        self.caption = PlainLabel(strength_title(), frame)
        self.caption.setProperty("role", "tile-label")
        lay.addWidget(self.rating)
        lay.addWidget(self.caption)
        self.levels = levels
        frame.setAccessibleName(strength_title())
        row.addWidget(frame, 2)
        self.rating_tile = frame
        frame, lay = _tile(self)
        self.chart = TrendChart(frame)
        self.no_trend = PlainLabel("—", frame)
        self.no_trend.setProperty("role", "tile-value")
        self.trend_caption = PlainLabel(trend_short_title(), frame)
        self.trend_caption.setProperty("role", "tile-label")
        frame.setAccessibleName(trend_title())
        lay.addWidget(self.chart, 1)
        lay.addWidget(self.no_trend)
        lay.addWidget(self.trend_caption)
        row.addWidget(frame, 3)
        self.trend_tile = frame
        self.show_strength(Strength([], [], 0))

    def show_strength(self, strength: Strength) -> None:
        rating = estimate(strength.comparisons, strength.games)
        if rating is None:
            self.rating.setText("—")
            words = rating_not_yet_text(strength.games, MIN_GAMES)
        else:
            half = (rating.high - rating.low) / 2
            self.rating.setText(f"{round(rating.rating)} ± {round(half)}")
            words = rating_text(rating.rating, rating.low, rating.high, rating.games)
        #: the rating in words (the tile's tooltip and screen-reader text)
        self.rating_words = words
        self.rating_tile.setToolTip(plain_tip(f"{words}\n{self.levels}"))
        self.rating_tile.setAccessibleDescription(words)
        values = [t.rp_lost_per_decision for t in strength.trend]
        self.chart.set_values(values)
        self.chart.setVisible(bool(values))
        self.no_trend.setVisible(not values)
        self.trend_tile.setToolTip(plain_tip(trend_title() if values else trend_empty_text()))
