"""The Statistics window: the player's record of finished games (Game → Statistics…).

For the human players of this computer (all of them, or one by name): games, wins, average and
best RP; games and wins per opponent level and per mode; a chart of RP game by game with the wins
marked; and the list of past games, newest first, each of which opens again (double-click or
"Open game"). The figures come from :mod:`joraku_desktop.record.stats`; every word from
:mod:`.messages` or ``tr()``. The window is one at a time, not modal, deleted when closed, and
refreshed when another game is recorded while it is open.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QDateTime, QEvent, QLocale, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QHelpEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)
from typing_extensions import override

from ..controller.recorder import Recorder
from ..record import GameRecord
from ..record import stats as st
from .messages import finish_text, level_text, list_join, mode_text, tiebreaks_text
from .plain_text import PlainLabel, plain_tip, window_title
from .theme import BG_LIGHT, GOLD, INK_SOFT, LACQUER, PAPER, PAPER_DARK
from .window_size import fit_on_screen

#: at most this many games in the chart (the most recent); the list below holds them all
CHART_GAMES = 60
#: the chart's average line: over this many games
AVERAGE_OVER = 5
ROW_HEIGHT = 24

STYLE = """
QDialog#statistics { background: #1d2127; }
QLabel { color: #f1e6cc; font-size: 13px; }
QLabel#stats-title { font-size: 26px; font-weight: bold; color: #e8b64c; }
QLabel#stats-empty { font-size: 17px; color: #f1e6cc; padding: 40px; }
QLabel[role="heading"] { font-size: 15px; font-weight: bold; color: #e8b64c; }
QFrame[role="tile"] { background: #2a3038; border: 1px solid #3b434e; border-radius: 8px; }
QLabel[role="tile-value"] { font-size: 22px; font-weight: bold; color: #f1e6cc; }
QLabel[role="tile-label"] { font-size: 12px; color: #b9ab8c; }
QTableWidget { background: #f1e6cc; color: #2a2118; border: 2px solid #7d1d1d; border-radius: 6px;
               font-size: 13px; gridline-color: #dccba3; selection-background-color: #e8b64c;
               selection-color: #2a2118; alternate-background-color: #e9dcbc; }
QHeaderView::section { background: #7d1d1d; color: #f1e6cc; padding: 3px 6px; border: none;
                       font-weight: bold; }
QComboBox { background: #2a3038; color: #f1e6cc; border: 1px solid #6b5b45; border-radius: 5px;
            padding: 4px 10px; min-width: 200px; }
QComboBox QAbstractItemView { background: #2a3038; color: #f1e6cc; selection-background-color: #7d1d1d; }
QPushButton { background: #2a3038; color: #f1e6cc; border: 1px solid #6b5b45; border-radius: 6px;
              padding: 7px 16px; font-size: 13px; }
QPushButton:default { background: #e8b64c; color: #2a2118; border-color: #e8b64c; font-weight: bold; }
QPushButton:disabled { color: #6b5b45; border-color: #3b434e; }
QPushButton:hover { border-color: #e8b64c; }
"""


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
        self.setMinimumSize(360, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)
        self.results: list[st.Result] = []
        self.first = 1

    @override
    def sizeHint(self) -> QSize:
        return QSize(560, 260)

    def set_results(self, results: Sequence[st.Result]) -> None:
        """All the player's results, oldest first: the chart shows the last :data:`CHART_GAMES`."""
        self.results = list(results)[-CHART_GAMES:]
        #: the number of the first game shown, counted over all the player's games
        self.first = len(results) - len(self.results) + 1
        self.update()

    def _plot_rect(self) -> QRectF:
        return QRectF(46, 34, max(10, self.width() - 62), max(10, self.height() - 82))

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
        step = 10 if top <= 60 else 20
        # grid and RP scale
        p.setPen(QPen(QColor("#3b434e"), 1))
        for v in range(0, top + 1, step):
            y = self.y_of(v)
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(PAPER_DARK)
            p.drawText(QRectF(0, y - 9, plot.left() - 6, 18),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(v))
            p.setPen(QPen(QColor("#3b434e"), 1))
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
        y = self.height() - 18
        x = 50.0
        p.setPen(QPen(LACQUER, 2))
        p.setBrush(GOLD)
        p.drawEllipse(QPointF(x, y), 6, 6)
        p.setPen(PAPER)
        won = self.tr("a win")
        p.drawText(QPointF(x + 12, y + 5), won)
        x += 24 + p.fontMetrics().horizontalAdvance(won) + 18
        p.setPen(QPen(INK_SOFT, 1.5))
        p.setBrush(PAPER)
        p.drawEllipse(QPointF(x, y), 4, 4)
        p.setPen(PAPER)
        other = self.tr("another result")
        p.drawText(QPointF(x + 10, y + 5), other)
        x += 22 + p.fontMetrics().horizontalAdvance(other) + 18
        p.setPen(QPen(PAPER_DARK, 1.5, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(x, y), QPointF(x + 26, y))
        p.setPen(PAPER)
        p.drawText(QPointF(x + 32, y + 5), self.tr("average of the last {0} games").format(AVERAGE_OVER))

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


def _table(parent: QWidget, name: str, headers: Sequence[str]) -> QTableWidget:
    t = QTableWidget(0, len(headers), parent)
    t.setObjectName(name)
    t.setHorizontalHeaderLabels(list(headers))
    t.verticalHeader().setVisible(False)
    t.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.setShowGrid(False)
    t.setWordWrap(False)
    header = t.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    return t


def _cell(text: str, *, centre: bool = False, bold: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if centre:
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    if bold:
        f = item.font()
        f.setBold(True)
        item.setFont(f)
    return item


class StatisticsWindow(QDialog):
    """The player's record (see the module doc). :attr:`open_game` asks the main window to open
    the save of a past game."""

    open_game = Signal(str)

    def __init__(self, parent: QWidget | None, recorder: Recorder) -> None:
        super().__init__(parent)
        self.setObjectName("statistics")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(window_title(self.tr("Statistics")))
        self.setStyleSheet(STYLE)
        self.recorder = recorder
        self.records: list[GameRecord] = []
        #: the results listed in the games table, row by row
        self.listed: list[st.Result] = []
        lay = QVBoxLayout(self)
        lay.setContentsMargins(20, 16, 20, 16)
        lay.setSpacing(10)
        top = QHBoxLayout()
        title = PlainLabel(self.tr("Your record"), self)
        title.setObjectName("stats-title")
        top.addWidget(title)
        top.addStretch(1)
        self.player_label = PlainLabel(self.tr("Player:"), self)
        self.player = QComboBox(self)
        self.player.setObjectName("stats-player")
        self.player.currentIndexChanged.connect(lambda _i: self._show())
        top.addWidget(self.player_label)
        top.addWidget(self.player)
        lay.addLayout(top)

        self.pages = QStackedWidget(self)
        self.empty = PlainLabel("", self)
        self.empty.setObjectName("stats-empty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pages.addWidget(self.empty)
        self.pages.addWidget(self._build_figures())
        lay.addWidget(self.pages, 1)

        buttons = QHBoxLayout()
        self.hint = PlainLabel(self.tr("Double-click a game to open it again."), self)
        self.hint.setObjectName("stats-hint")
        buttons.addWidget(self.hint)
        buttons.addStretch(1)
        self.open_button = QPushButton(self.tr("Open game"), self)
        self.open_button.setObjectName("stats-open")
        self.open_button.clicked.connect(self.open_selected)
        close = QPushButton(self.tr("Close"), self)
        close.setObjectName("stats-close")
        close.clicked.connect(self.close)
        buttons.addWidget(self.open_button)
        buttons.addWidget(close)
        lay.addLayout(buttons)
        fit_on_screen(self, 1120, 800)
        recorder.recorded.connect(lambda _id: self.reload())
        self.reload()

    def _build_figures(self) -> QWidget:
        page = QWidget(self)
        grid = QGridLayout(page)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(8)
        tiles = QHBoxLayout()
        tiles.setSpacing(10)
        self.tiles: dict[str, QLabel] = {}
        for key, label in (("games", self.tr("Games")), ("wins", self.tr("Wins")),
                           ("average", self.tr("Average RP")), ("best", self.tr("Best RP"))):
            frame = QFrame(page)
            frame.setProperty("role", "tile")
            fl = QVBoxLayout(frame)
            fl.setContentsMargins(14, 5, 14, 5)
            fl.setSpacing(0)
            value = PlainLabel("", frame)
            value.setObjectName(f"stats-{key}")
            value.setProperty("role", "tile-value")
            caption = PlainLabel(label, frame)
            caption.setProperty("role", "tile-label")
            fl.addWidget(value)
            fl.addWidget(caption)
            tiles.addWidget(frame, 1)
            self.tiles[key] = value
        grid.addLayout(tiles, 0, 0, 1, 2)
        counts = [self.tr("Games"), self.tr("Wins"), self.tr("Win rate"), self.tr("Average RP"),
                  self.tr("Best RP")]
        left = QVBoxLayout()
        left.setSpacing(6)
        # the first column's header names the grouping: no heading above each table
        self.by_level = _table(page, "stats-by-level", [self.tr("By opponent level"), *counts])
        self.by_mode = _table(page, "stats-by-mode", [self.tr("By mode"), *counts])
        for t in (self.by_level, self.by_mode):  # figures to read, nothing to pick
            t.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
            t.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            t.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        left.addWidget(self.by_level)
        left.addWidget(self.by_mode)
        left.addStretch(1)
        grid.addLayout(left, 1, 0)
        self.chart = ResultsChart(page)
        grid.addWidget(self.chart, 1, 1)
        games_heading = PlainLabel(self.tr("Past games"), page)
        games_heading.setProperty("role", "heading")
        grid.addWidget(games_heading, 2, 0, 1, 2)
        self.games = _table(page, "stats-games-table", [
            self.tr("Date"), self.tr("Player"), self.tr("Mode"), self.tr("Opponents"), self.tr("Result"),
            self.tr("RP"), self.tr("Variant cards"), self.tr("Hints")])
        self.games.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.games.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.games.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games.setAlternatingRowColors(True)
        self.games.cellDoubleClicked.connect(lambda row, _col: self.open_row(row))
        self.games.itemSelectionChanged.connect(self._update_buttons)
        grid.addWidget(self.games, 3, 0, 1, 2)
        grid.setColumnStretch(0, 5)
        grid.setColumnStretch(1, 6)
        grid.setRowStretch(1, 1)  # a tall window gives the chart room too, the list the most
        grid.setRowStretch(3, 2)
        return page

    # ---- filling ---------------------------------------------------------------------------------
    def reload(self) -> None:
        """Read the record again (a game was recorded, or the window opens)."""
        self.records = self.recorder.games()
        names = st.human_names(self.records)
        current = self.player.currentData()
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItem(self.tr("Everyone who played here"), None)
        for name in names:
            self.player.addItem(name, name)
        index = self.player.findData(current) if current is not None else 0
        self.player.setCurrentIndex(max(0, index))
        self.player.blockSignals(False)
        several = len(names) > 1
        self.player.setVisible(several)
        self.player_label.setVisible(several)
        self._show()

    def _show(self) -> None:
        results = st.results(self.records, self.player.currentData())
        if not results:
            if self.records:
                text = self.tr("No finished game of yours is in the record yet: "
                               "only games with a human player count.")
            else:
                text = self.tr("No finished games yet. Play a game to the end and your record starts "
                               "here: wins, RP and every past game, ready to open again.")
            self.empty.setText(text)
            self.pages.setCurrentWidget(self.empty)
            self.hint.hide()
            self.open_button.hide()
            self.listed = []
            self._update_buttons()
            return
        self.pages.setCurrentIndex(1)
        self.hint.show()
        self.open_button.show()
        total = st.overall(results)
        self.tiles["games"].setText(str(total.games))
        self.tiles["wins"].setText(self.tr("{0} ({1})").format(total.wins, percent(total.win_rate)))
        self.tiles["average"].setText(average(total.average_rp))
        self.tiles["best"].setText(str(total.best_rp))
        self._fill_lines(self.by_level, st.by_opponent_level(results), level_text)
        self._fill_lines(self.by_mode, st.by_mode(results), mode_text)
        self.chart.set_results(results)
        self._fill_games(results)

    def _fill_lines(self, table: QTableWidget, lines: Sequence[st.Line], name: Callable[[str], str]) -> None:
        table.setRowCount(len(lines))
        for row, ln in enumerate(lines):
            cells = (_cell(name(ln.key)), _cell(str(ln.games), centre=True),
                     _cell(str(ln.wins), centre=True), _cell(percent(ln.win_rate), centre=True),
                     _cell(average(ln.average_rp), centre=True), _cell(str(ln.best_rp), centre=True))
            for col, item in enumerate(cells):
                table.setItem(row, col, item)
        header = table.horizontalHeader().sizeHint().height()
        table.setFixedHeight(header + ROW_HEIGHT * max(1, len(lines)) + 6)

    def _fill_games(self, results: Sequence[st.Result]) -> None:
        self.listed = list(reversed(results))  # newest first
        several_humans = len({r.seat.name for r in results}) > 1
        self.games.setColumnHidden(1, not several_humans)
        # hints used ("What would the computer do?"): a column once any listed game had one
        self.games.setColumnHidden(7, not any(r.game.hints_used for r in results))
        self.games.setRowCount(len(self.listed))
        # words asked once per fill, not once per row: a record of a thousand games opens at once
        levels = {lv: level_text(lv) for lv in {s.level or "" for r in results for s in r.game.seats}}
        modes = {m: mode_text(m) for m in {r.game.mode for r in results}}
        named = self.tr("{0} ({1})")
        for row, r in enumerate(self.listed):
            g = r.game
            opponents = list_join(s.name if s.human else named.format(s.name, levels[s.level or ""])
                                  for s in g.opponents(r.seat.seat))
            result = _cell(finish_text(r.seat.place, g.players), bold=r.won)
            if r.won:
                result.setForeground(LACQUER)
            names = [s.name for s in g.seats]
            tie = tiebreaks_text(g.tiebreaks, names)
            if tie:
                result.setToolTip(plain_tip(tie))
            cells = (_cell(local_date(g)), _cell(r.seat.name), _cell(modes[g.mode]), _cell(opponents),
                     result, _cell(str(r.rp), centre=True),
                     _cell(list_join(g.variants) or self.tr("none")),
                     _cell(str(g.hints_used), centre=True))
            for col, item in enumerate(cells):
                self.games.setItem(row, col, item)
        self._update_buttons()

    def _update_buttons(self) -> None:
        row = self.games.currentRow() if self.games.selectedItems() else -1
        self.open_button.setEnabled(0 <= row < len(self.listed) and bool(self.listed[row].game.save_path))

    # ---- opening a past game ---------------------------------------------------------------------
    def open_selected(self) -> None:
        if self.games.selectedItems():
            self.open_row(self.games.currentRow())

    def open_row(self, row: int) -> None:
        if 0 <= row < len(self.listed):
            path = self.listed[row].game.save_path
            if path:
                self.open_game.emit(path)

    @override
    def sizeHint(self) -> QSize:
        return QSize(1120, 800)
