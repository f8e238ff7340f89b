"""The game review window: each reviewed seat's expected final RP over the game, every
decision with its mark, and the key moments with the played and the better decision in words.

The review runs on a worker thread (:class:`~...controller.review_runner.ReviewRunner`) while
a progress bar and Cancel show here; the table and every other window stay usable. A game
reviewed before is read back from the record at once (``record/reviews.py``), and a review made
here is kept there. A key moment, clicked or chosen with Enter, asks the main window for the
replay at that moment with the better decision drawn as the hint draws it; "Play from here"
starts a game from that moment.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QCloseEvent, QColor, QKeyEvent, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)
from typing_extensions import override

from ...ai.advice import Advice
from ...controller.recorder import Recorder
from ...controller.review_runner import ReviewRunner
from ...model import Game
from ...model.actions import PLAY, Action
from ...model.replay import fresh_start
from ...model.save_format import SeatInfo, clip
from ...model.view import observe
from ...record.entry import game_key
from ...review.analysis import DEFAULT_BUDGET, DecisionReview, GameReview, ReviewBudget
from ...review.labels import Label
from ...words.basics import seating_text
from ...words.hint import hint_reasons, hint_step_text
from ...words.replay import replay_where_text
from ...words.review import (
    label_name,
    moment_better,
    moment_heading,
    moment_played,
    review_again_text,
    review_cancel_text,
    review_cancelled_text,
    review_close_text,
    review_columns,
    review_curve_tip,
    review_curve_title,
    review_decisions_title,
    review_done_text,
    review_failed_text,
    review_from_record_text,
    review_moments_title,
    review_no_moments_text,
    review_no_seat_text,
    review_play_from_text,
    review_play_from_tip,
    review_progress_text,
    review_show_text,
    review_show_tip,
    review_title,
    seat_summary_text,
)
from ...words.scoring import results_round
from .. import theme as th
from ..plain_text import PlainLabel, plain_tip, window_title

STYLE = th.qss("""
QWidget#review-window { background: @bg; }
QLabel { color: @paper; font-size: 13px; }
QLabel[role="heading"] { font-size: 15px; font-weight: bold; color: @gold; }
QLabel#review-status { color: @tan; }
QListWidget, QTableWidget { background: @paper; color: @ink; border: 2px solid @lacquer;
               border-radius: 6px; font-size: 13px; selection-background-color: @gold;
               selection-color: @ink; }
QListWidget::item { padding: 6px; border-bottom: 1px solid @paper_dark; }
QTableWidget { gridline-color: @paper_dark; alternate-background-color: #e9dcbc; }
QHeaderView::section { background: @lacquer; color: @paper; padding: 3px 6px; border: none;
                       font-weight: bold; }
QPushButton { background: @bg_light; color: @paper; border: 1px solid @slate_edge; border-radius: 6px;
              padding: 6px 14px; font-size: 13px; }
QPushButton:disabled { color: @disabled_text; border-color: @tile_edge; }
QPushButton:hover, QPushButton:focus { border-color: @gold; }
QProgressBar { background: @bg_light; color: @paper; border: 1px solid @slate_edge; border-radius: 5px;
               text-align: center; min-height: 20px; }
QProgressBar::chunk { background: @gold; border-radius: 4px; }
""")

#: a mark's colour in the table and on the curve
LABEL_COLOUR = {Label.BEST: QColor("#2b7f3c"), Label.GOOD: QColor("#5c8a3a"),
                Label.INACCURACY: QColor("#b9851c"), Label.MISTAKE: QColor("#c8572d"),
                Label.BLUNDER: QColor("#9c211a")}
#: one seat's line on the curve: army colour, dark colour, name, (decision, expected RP, mark)s, final RP
Series = tuple[QColor, QColor, str, list[tuple[int, float, Label]], float | None]


class ReviewCurve(QWidget):
    """Each reviewed seat's expected final RP after each of its decisions (a line in its army's
    colour over the game's decisions), ending at its final RP; a dot marks a mistake or a blunder."""

    def __init__(self, parent: QWidget | None, last: int) -> None:
        super().__init__(parent)
        self.setObjectName("review-curve")
        self.setMinimumSize(360, 200)
        self.setToolTip(plain_tip(review_curve_tip()))
        self.last = max(1, last)
        #: seat -> (army colour, dark colour, name, [(decision index, expected RP, label)], final RP)
        self.series: list[Series] = []
        #: (decision index where a round begins, its words)
        self.rounds: list[tuple[int, str]] = []
        self.painted = False

    def set_series(self, series: list[Series]) -> None:
        self.series = series
        self.update()

    def _range(self) -> tuple[float, float]:
        values = [v for s in self.series for _i, v, _l in s[3]]
        values += [s[4] for s in self.series if s[4] is not None]
        if not values:
            return 0.0, 10.0
        lo, hi = min(values), max(values)
        return min(0.0, (lo // 10) * 10), max(10.0, (hi // 10 + 1) * 10)

    def plot_rect(self) -> QRectF:
        return QRectF(46, 12, self.width() - 46 - 130, self.height() - 12 - 30)

    def point(self, index: float, value: float) -> QPointF:
        r = self.plot_rect()
        lo, hi = self._range()
        return QPointF(r.left() + r.width() * index / self.last,
                       r.bottom() - r.height() * (value - lo) / (hi - lo))

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), th.PAPER)
        r = self.plot_rect()
        lo, hi = self._range()
        step = 10 if hi - lo <= 60 else 20
        p.setFont(th.font(11))
        value = lo
        while value <= hi:
            y = self.point(0, value).y()
            p.setPen(QPen(QColor(0, 0, 0, 40), 1))
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y))
            p.setPen(th.INK_SOFT)
            p.drawText(QRectF(0, y - 8, r.left() - 8, 16),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(round(value)))
            value += step
        p.setFont(th.font(12, bold=True))
        for index, words in self.rounds:
            x = self.point(index, lo).x()
            p.setPen(QPen(QColor(0, 0, 0, 60), 1, Qt.PenStyle.DashLine))
            p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()))
            p.setPen(th.INK)
            p.drawText(QRectF(x + 4, r.bottom() + 6, 160, 20), Qt.AlignmentFlag.AlignLeft, words)
        ends: list[float] = []
        for colour, dark, name, points, final in self.series:
            pts = [self.point(i, v) for i, v, _l in points]
            if final is not None:
                pts.append(self.point(self.last, final))
            p.setPen(QPen(colour, 3))
            for u, w in itertools.pairwise(pts):
                p.drawLine(u, w)
            for (i, v, label) in points:
                if label in (Label.MISTAKE, Label.BLUNDER):
                    p.setPen(QPen(dark, 1.5))
                    p.setBrush(LABEL_COLOUR[label])
                    radius = 5.5 if label is Label.BLUNDER else 4.0
                    p.drawEllipse(self.point(i, v), radius, radius)
            if pts:
                y = pts[-1].y()
                for other in ends:
                    if abs(y - other) < 18:
                        y = other + 18
                ends.append(y)
                p.setPen(dark)
                p.setFont(th.font(13, bold=True))
                text = name if final is None else f"{name} {round(final)}"
                p.drawText(QRectF(r.right() + 8, y - 10, 122, 20), Qt.AlignmentFlag.AlignVCenter,
                           p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, 120))
        p.end()
        self.painted = True


class ReviewWindow(QWidget):
    """One game's review (see the module doc). :attr:`show_moment` asks for the replay at a
    decision with the better decision drawn; :attr:`play_from` for a game from that decision."""

    show_moment = Signal(int, object)  # decision index, Advice
    play_from = Signal(int)  # decision index

    def __init__(self, parent: QWidget | None, game: Game, seats: Sequence[SeatInfo],
                 reviewed: Sequence[int], recorder: Recorder | None = None,
                 budget: ReviewBudget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("review-window")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(STYLE)
        self.game = game
        self.seats = tuple(seats)
        self.reviewed = tuple(sorted(set(reviewed)))
        self.recorder = recorder
        self.budget = budget or DEFAULT_BUDGET
        self.key = game_key(game)
        self.names = [clip(s.name, 40) for s in self.seats]
        self.review: GameReview | None = None
        #: the key moments listed, in the list's order
        self.moments: list[DecisionReview] = []
        self.runner = ReviewRunner(self)
        self.runner.progress.connect(self._progress)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(lambda text: self._stopped(review_failed_text(text)))
        self.runner.cancelled.connect(lambda: self._stopped(review_cancelled_text()))
        seating = seating_text([(n, game.config.seat_armies(i)) for i, n in enumerate(self.names)])
        self.setWindowTitle(window_title(review_title(clip(seating, 200))))
        self.setAccessibleName(review_title(clip(seating, 200)))
        self._where = self._places()
        self._build()
        self.resize(1200, 800)

    # ---- construction ----------------------------------------------------------------------------
    def _places(self) -> list[str]:
        """Where each decision was made ("Round 2 · Skirmish 3 of 5"), by decision index; and
        where each round begins (:attr:`round_starts`)."""
        g, _ = fresh_start(self.game)
        g = g.clone(record=False)
        out = []
        #: (decision index, round) where each round's first decision is
        self.round_starts: list[tuple[int, int]] = []
        for i, action in enumerate(self.game.history):
            v = observe(g, max(0, g.current_seat))
            if not self.round_starts or self.round_starts[-1][1] != v.round:
                self.round_starts.append((i, v.round))
            out.append(replay_where_text(v.round, v.phase, v.skirmish, v.skirmishes_per_round))
            g.apply(action)
        return out

    def _heading(self, text: str) -> PlainLabel:
        label = PlainLabel(text, self)
        label.setProperty("role", "heading")
        return label

    def _build(self) -> None:
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 12, 14, 12)
        self.summary = PlainLabel("", self)
        self.summary.setObjectName("review-summary")
        self.summary.setWordWrap(True)
        lay.addWidget(self.summary)
        row = QHBoxLayout()
        self.bar = QProgressBar(self)
        self.bar.setObjectName("review-progress")
        self.bar.setAccessibleName(review_progress_text(0, 0))
        self.status = PlainLabel("", self)
        self.status.setObjectName("review-status")
        self.status.setWordWrap(True)
        self.b_cancel = QPushButton(review_cancel_text(), self)
        self.b_cancel.setObjectName("review-cancel")
        self.b_cancel.clicked.connect(self.runner.cancel)
        self.b_again = QPushButton(review_again_text(), self)
        self.b_again.setObjectName("review-again")
        self.b_again.clicked.connect(self.start)
        row.addWidget(self.bar, 2)
        row.addWidget(self.status, 3)
        row.addWidget(self.b_cancel)
        row.addWidget(self.b_again)
        lay.addLayout(row)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        left = QWidget(split)
        left_lay = QVBoxLayout(left)
        left_lay.setContentsMargins(0, 0, 0, 0)
        left_lay.addWidget(self._heading(review_curve_title()))
        self.curve = ReviewCurve(left, len(self.game.history))
        self.curve.rounds = [(i, results_round(r)) for i, r in self.round_starts]
        self.curve.setAccessibleName(review_curve_title())
        left_lay.addWidget(self.curve, 2)
        left_lay.addWidget(self._heading(review_moments_title()))
        self.moment_list = QListWidget(left)
        self.moment_list.setObjectName("review-moments")
        self.moment_list.setAccessibleName(review_moments_title())
        self.moment_list.setWordWrap(True)
        self.moment_list.setResizeMode(QListWidget.ResizeMode.Adjust)  # long reasons wrap
        self.moment_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moment_list.setToolTip(plain_tip(review_show_tip()))
        self.moment_list.itemClicked.connect(lambda _item: self.show_selected())
        self.moment_list.itemActivated.connect(lambda _item: self.show_selected())
        self.moment_list.currentRowChanged.connect(lambda _r: self._update_buttons())
        left_lay.addWidget(self.moment_list, 3)
        buttons = QHBoxLayout()
        self.b_show = QPushButton(review_show_text(), left)
        self.b_show.setObjectName("review-show")
        self.b_show.setToolTip(plain_tip(review_show_tip()))
        self.b_show.clicked.connect(self.show_selected)
        self.b_play = QPushButton(review_play_from_text(), left)
        self.b_play.setObjectName("review-play-from")
        self.b_play.setToolTip(plain_tip(review_play_from_tip()))
        self.b_play.clicked.connect(self.play_selected)
        close = QPushButton(review_close_text(), left)
        close.setObjectName("review-close")
        close.clicked.connect(self.close)
        buttons.addWidget(self.b_show)
        buttons.addWidget(self.b_play)
        buttons.addStretch(1)
        buttons.addWidget(close)
        left_lay.addLayout(buttons)
        right = QWidget(split)
        right_lay = QVBoxLayout(right)
        right_lay.setContentsMargins(0, 0, 0, 0)
        right_lay.addWidget(self._heading(review_decisions_title()))
        self.table = QTableWidget(0, len(review_columns()), right)
        self.table.setObjectName("review-decisions")
        self.table.setAccessibleName(review_decisions_title())
        self.table.setHorizontalHeaderLabels(review_columns())
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)  # long: its tooltip has it whole
        header.resizeSection(2, 130)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.table.setColumnHidden(1, len(self.reviewed) < 2)  # one seat: its name is in the summary
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.cellActivated.connect(lambda r, _c: self._show_row(r))
        right_lay.addWidget(self.table, 1)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        self.split = split
        lay.addWidget(split, 1)
        self._update_buttons()

    # ---- running ---------------------------------------------------------------------------------
    def start(self) -> None:
        """The kept review if the record has it, else a new one on the worker."""
        self.review = None
        self._fill()
        if not self.reviewed:
            self._stopped(review_no_seat_text())
            self.b_again.setEnabled(False)
            return
        self._running(True)
        self.bar.setRange(0, 0)  # busy until the first decision is counted
        if self.recorder is not None and self.sender() is not self.b_again:
            key, seats = self.key, self.reviewed
            self.recorder.read(lambda book: book.review(key, seats), self._kept)
        else:
            self.runner.start(self.game, self.reviewed, self.budget)

    def _kept(self, result: object) -> None:
        if isinstance(result, GameReview) and result.seats == self.reviewed:
            self._running(False)
            self.status.setText(review_from_record_text())
            self._show(result)
        elif self.isVisible() or not self.testAttribute(Qt.WidgetAttribute.WA_DeleteOnClose):
            self.runner.start(self.game, self.reviewed, self.budget)

    def _running(self, on: bool) -> None:
        self.bar.setVisible(on)
        self.b_cancel.setVisible(on)
        self.b_again.setVisible(not on)
        if on:
            self.status.setText("")

    def _progress(self, done: int, total: int) -> None:
        self.bar.setRange(0, max(1, total))
        self.bar.setValue(done)
        text = review_progress_text(done, total)
        self.bar.setFormat(text)
        self.bar.setAccessibleName(text)

    def _finished(self, review: GameReview) -> None:
        self._running(False)
        self.status.setText(review_done_text(self.runner.seconds))
        self._show(review)
        if self.recorder is not None:
            key = self.key
            self.recorder.read(lambda book: book.add_review(key, review), lambda _r: None)

    def _stopped(self, text: str) -> None:
        self._running(False)
        self.status.setText(text)

    # ---- showing ---------------------------------------------------------------------------------
    def _show(self, review: GameReview) -> None:
        self.review = review
        self._fill()

    def _fill(self) -> None:
        review = self.review
        self.moment_list.clear()
        self.table.setRowCount(0)
        self.moments = []
        if review is None:
            self.summary.setText("")
            self.curve.set_series([])
            self._update_buttons()
            return
        lines = []
        series = []
        for seat in review.seats:
            sm = review.summary(seat)
            lines.append(seat_summary_text(self.names[seat], sm.decisions, sm.rp_lost, sm.inaccuracies,
                                           sm.mistakes, sm.blunders))
            army = self.game.config.seat_armies(seat)[0]
            points = [(d.index, d.expected_played, d.label) for d in review.of_seat(seat)]
            final = float(review.final_rp[seat]) if seat < len(review.final_rp) else None
            series.append((th.ARMY_COLOUR[army], th.ARMY_DARK[army], self.names[seat], points, final))
        self.summary.setText("\n".join(lines))
        self.curve.set_series(series)
        self.moments = review.moments()
        for d in self.moments:
            item = QListWidgetItem(self._moment_text(d))
            item.setData(Qt.ItemDataRole.AccessibleTextRole, self._moment_text(d))
            self.moment_list.addItem(item)
        if not self.moments:
            item = QListWidgetItem(review_no_moments_text())
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.moment_list.addItem(item)
        else:
            self.moment_list.setCurrentRow(0)
        self.table.setRowCount(len(review.decisions))
        for row, d in enumerate(review.decisions):
            better = "" if d.same_as_best else self._words(d, d.better)
            cells = [str(d.index + 1), self.names[d.seat], self._where[d.index], self._words(d, d.played),
                     better, f"{d.rp_lost:.1f}", label_name(d.label)]
            for col, text in enumerate(cells):
                cell = QTableWidgetItem(text)
                if col in (2, 3, 4) and text:
                    cell.setToolTip(plain_tip(text))
                if col == 6:
                    cell.setForeground(LABEL_COLOUR[d.label])
                self.table.setItem(row, col, cell)
        self._update_buttons()

    def _words(self, d: DecisionReview, action: Action) -> str:
        card = action.card if action.kind == PLAY else d.advice.card
        return hint_step_text(action, 1, card, self.names)

    def _moment_text(self, d: DecisionReview) -> str:
        lines = [moment_heading(self._where[d.index], self.names[d.seat], d.rp_lost),
                 moment_played(self._words(d, d.played)), moment_better(self._words(d, d.better))]
        lines += hint_reasons(d.advice)[:2]
        return "\n".join(lines)

    def _update_buttons(self) -> None:
        has = bool(self.moments) and 0 <= self.moment_list.currentRow() < len(self.moments)
        self.b_show.setEnabled(has)
        self.b_play.setEnabled(has)

    def selected(self) -> DecisionReview | None:
        row = self.moment_list.currentRow()
        return self.moments[row] if 0 <= row < len(self.moments) else None

    def show_selected(self) -> None:
        d = self.selected()
        if d is not None:
            self.show_moment.emit(d.index, d.advice)

    def _show_row(self, row: int) -> None:
        if self.review is not None and 0 <= row < len(self.review.decisions):
            d = self.review.decisions[row]
            self.show_moment.emit(d.index, d.advice)

    def play_selected(self) -> None:
        d = self.selected()
        if d is not None:
            self.play_from.emit(d.index)

    def advice_at(self, index: int) -> Advice | None:
        if self.review is None:
            return None
        return next((d.advice for d in self.review.decisions if d.index == index), None)

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        half = max(1, self.split.width() // 2)  # half each: the moments' words and the decisions' columns
        self.split.setSizes([half, half])

    # ---- keys and closing ------------------------------------------------------------------------
    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            if self.runner.running:
                self.runner.cancel()
            else:
                self.close()
            return
        super().keyPressEvent(event)

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.cancel()
        event.accept()
