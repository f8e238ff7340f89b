"""The Statistics window: the player's record of finished games (Game → Statistics…).

For the human players of this computer (all of them, or one by name): games, wins, average and
best RP; games and wins per opponent level and per mode; a chart of RP game by game with the wins
marked; and the list of past games, newest first, each of which opens again (double-click or
"Open game"). The figures are added up by SQLite (:mod:`joraku_desktop.record.queries`) on the
recorder's worker thread, never on the GUI thread: the window opens at once, says "Reading your
record…" until the figures arrive, and lists past games a page at a time as the player scrolls
(a record of 100,000 games opens in well under a second, see docs/record.md). Every word comes from
the words layer or ``tr()``; names from the record are shown as plain text. The window is one at a
time, not modal, deleted when closed, and refreshed when another game is recorded while it is open.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

import shiboken6
from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics
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
    QScrollArea,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)
from typing_extensions import override

from ...controller.recorder import Recorder
from ...model.names import clean_name
from ...record import RecordBook
from ...record import stats as st
from ...record.queries import Overview
from ...record.reviews import Strength
from ...words.basics import level_text, list_join, mode_text
from ...words.refusals import tiebreaks_text
from ...words.review import review_button_text, review_button_tip
from ...words.scoring import finish_text
from .. import theme as th
from ..plain_text import PlainLabel, plain_tip, window_title
from ..theme import LACQUER
from .host import WindowHost
from .statistics_chart import AVERAGE_OVER, CHART_GAMES, ResultsChart, average, local_date, percent
from .strength_chart import StrengthBlock
from .window_registry import bring_forward
from .window_size import fit_on_screen

if TYPE_CHECKING:
    from .secondary import SecondaryWindows

__all__ = ["AVERAGE_OVER", "CHART_GAMES", "ROW_HEIGHT", "ResultsChart", "StatisticsWindow", "average",
           "local_date", "percent"]

ROW_HEIGHT = 24
#: past games the list keeps in view however short the window: below that the window scrolls
LEAST_GAMES_SHOWN = 3
#: past games read at a time; the next page is read when the list is scrolled near its end
PAGE = 100

STYLE = th.qss("""
QDialog#statistics { background: @bg; }
QScrollArea#stats-body, QWidget#stats-body-page { background: transparent; }
QLabel { color: @paper; font-size: 13px; }
QLabel#stats-title { font-size: 26px; font-weight: bold; color: @gold; }
QLabel#stats-empty { font-size: 17px; color: @paper; padding: 40px; }
QLabel[role="heading"] { font-size: 15px; font-weight: bold; color: @gold; }
QFrame[role="tile"] { background: @bg_light; border: 1px solid @tile_edge; border-radius: 8px; }
QLabel[role="tile-value"] { font-size: 22px; font-weight: bold; color: @paper; }
QLabel[role="tile-label"] { font-size: 12px; color: @tan; }
QTableWidget { background: @paper; color: @ink; border: 2px solid @lacquer; border-radius: 6px;
               font-size: 13px; gridline-color: @paper_dark; selection-background-color: @gold;
               selection-color: @ink; alternate-background-color: #e9dcbc; }
QHeaderView::section { background: @lacquer; color: @paper; padding: 3px 6px; border: none;
                       font-weight: bold; }
QComboBox { background: @bg_light; color: @paper; border: 1px solid @ink_soft; border-radius: 5px;
            padding: 4px 10px; min-width: 200px; }
QComboBox QAbstractItemView { background: @bg_light; color: @paper; selection-background-color: @lacquer; }
QPushButton { background: @bg_light; color: @paper; border: 1px solid @ink_soft; border-radius: 6px;
              padding: 7px 16px; font-size: 13px; }
QPushButton:default { background: @gold; color: @ink; border-color: @gold; font-weight: bold; }
QPushButton:disabled { color: @ink_soft; border-color: @tile_edge; }
QPushButton:hover { border-color: @gold; }
""")


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
    #: the game review of a past game asked for (its save's path)
    review_game = Signal(str)

    def __init__(self, parent: QWidget | None, recorder: Recorder) -> None:
        super().__init__(parent)
        self.setObjectName("statistics")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(window_title(self.tr("Statistics")))
        self.setStyleSheet(STYLE)
        self.recorder = recorder
        #: the figures shown (None until the record has been read)
        self.overview: Overview | None = None
        #: the last read failed (the window says so rather than "no games yet")
        self.read_failed = False
        self._generation = 0
        self._reading_page = False
        self._exhausted = False
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
        self.player.currentIndexChanged.connect(lambda _i: self.reload())
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
        # on a short screen the figures and the past games scroll as one page, so that the list
        # keeps a few games in view instead of one and a half (the buttons stay put below)
        self.body = QScrollArea(self)
        self.body.setObjectName("stats-body")
        self.body.setFrameShape(QFrame.Shape.NoFrame)
        self.body.setWidgetResizable(True)
        self.body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to what is in it, not to it
        self.pages.setObjectName("stats-body-page")
        self.body.setWidget(self.pages)
        self.pages.installEventFilter(self)
        self.games.installEventFilter(self)
        self.body.viewport().setAutoFillBackground(False)
        lay.addWidget(self.body, 1)

        buttons = QHBoxLayout()
        self.hint = PlainLabel(self.tr("Double-click a game to open it again."), self)
        self.hint.setObjectName("stats-hint")
        self.hint.setWordWrap(True)  # a narrow screen keeps the three buttons whole
        buttons.addWidget(self.hint)
        buttons.addStretch(1)
        self.open_button = QPushButton(self.tr("Open game"), self)
        self.open_button.setObjectName("stats-open")
        self.open_button.clicked.connect(self.open_selected)
        self.review_button = QPushButton(review_button_text(), self)
        self.review_button.setObjectName("stats-review")
        self.review_button.setToolTip(plain_tip(review_button_tip()))
        self.review_button.clicked.connect(self.review_selected)
        close = QPushButton(self.tr("Close"), self)
        close.setObjectName("stats-close")
        close.clicked.connect(self.close)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.review_button)
        buttons.addWidget(close)
        # the default button is drawn bold (the style sheet), wider than the size it was laid out at
        for b in (self.open_button, self.review_button, close):
            bold = QFont(b.font())
            bold.setBold(True)
            b.setMinimumWidth(QFontMetrics(bold).horizontalAdvance(b.text()) + 2 * 16 + 6)
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
        self.strength = StrengthBlock(page)  # the rating and the trend of the reviewed games
        tiles.addWidget(self.strength, 3)
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
            t.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        left.addWidget(self.by_level)
        left.addWidget(self.by_mode)
        left.addStretch(1)
        grid.addLayout(left, 1, 0)
        self._left = left
        self.chart = ResultsChart(page)
        # the chart's least width decides when it is shown (:meth:`_fit_width`), not how narrow
        # the window may be: on a narrow screen it steps aside for the tables
        self._chart_least = self.chart.minimumWidth()
        self.chart.setMinimumWidth(0)
        grid.addWidget(self.chart, 1, 1)
        games_heading = PlainLabel(self.tr("Past games"), page)
        games_heading.setProperty("role", "heading")
        grid.addWidget(games_heading, 2, 0, 1, 2)
        self.games = _table(page, "stats-games-table", [
            self.tr("Date"), self.tr("Player"), self.tr("Mode"), self.tr("Opponents"), self.tr("Result"),
            self.tr("RP"), self.tr("Variant cards"), self.tr("Hints")])
        self.games.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.games.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        # a long list of opponents (three computers and their levels, in Russian) wraps in its row
        self.games.setWordWrap(True)
        self.games.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.games.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games.setAlternatingRowColors(True)
        self.games.cellDoubleClicked.connect(lambda row, _col: self.open_row(row))
        self.games.itemSelectionChanged.connect(self._update_buttons)
        self.games.verticalScrollBar().valueChanged.connect(lambda _v: self._scrolled())
        grid.addWidget(self.games, 3, 0, 1, 2)
        # a row of two lines: on a narrow screen the opponents wrap
        rows = LEAST_GAMES_SHOWN * (2 * self.games.fontMetrics().lineSpacing() + 8)
        self.games.setMinimumHeight(self.games.horizontalHeader().sizeHint().height() + rows
                                    + 2 * self.games.frameWidth())
        grid.setColumnStretch(0, 5)
        grid.setColumnStretch(1, 6)
        self._grid = grid
        grid.setRowStretch(1, 1)  # a tall window gives the chart room too, the list the most
        grid.setRowStretch(3, 2)
        return page

    # ---- filling (the record is read on the recorder's worker) --------------------------------------
    def reload(self) -> None:
        """Read the record again (the window opens, the player is changed, a game was recorded)."""
        self._generation += 1
        generation, player = self._generation, self.player.currentData()
        if self.overview is None:
            self.empty.setText(self.tr("Reading your record…"))
            self.pages.setCurrentWidget(self.empty)
            self.hint.hide()
            self.open_button.hide()
        self.recorder.read(lambda book: book.overview(player, PAGE),
                           lambda result: self._overview_read(generation, player, result))
        self.recorder.read(lambda book: book.strength(player),
                           lambda result: self._strength_read(generation, result))

    def _strength_read(self, generation: int, result: object) -> None:
        if generation == self._generation and shiboken6.isValid(self) and isinstance(result, Strength):
            self.strength.show_strength(result)

    def _overview_read(self, generation: int, player: str | None, result: object) -> None:
        if generation != self._generation or not shiboken6.isValid(self):  # late, or closed since
            return  # an answer to an earlier question
        if not isinstance(result, Overview):  # recording is off, or the record could not be read
            result = Overview((), st.Line("all", 0, 0, 0, 0), (), (), (), False, False)
            self.read_failed = True
        self.overview = result
        self._fill_names(result.names, player)
        self._show(result)
        self.listed = []
        self._exhausted = len(result.first_page) >= result.total.games
        self.games.setRowCount(0)
        self._fill_games(result.first_page)

    def _fill_names(self, names: Sequence[str], player: str | None) -> None:
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItem(self.tr("Everyone who played here"), None)
        for name in names:
            self.player.addItem(clean_name(name), name)  # shown cleaned, asked as stored
        index = self.player.findData(player) if player is not None else 0
        self.player.setCurrentIndex(max(0, index))
        self.player.blockSignals(False)
        several = len(names) > 1
        self.player.setVisible(several)
        self.player_label.setVisible(several)

    def _show(self, ov: Overview) -> None:
        if not ov.total.games:
            if self.read_failed:
                text = self.tr("Your record could not be read this time.")
            elif ov.names:
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
        total = ov.total
        self.tiles["games"].setText(str(total.games))
        self.tiles["wins"].setText(self.tr("{0} ({1})").format(total.wins, percent(total.win_rate)))
        self.tiles["average"].setText(average(total.average_rp))
        self.tiles["best"].setText(str(total.best_rp))
        self._fill_lines(self.by_level, ov.by_level, level_text)
        self._fill_lines(self.by_mode, ov.by_mode, mode_text)
        self.chart.set_results(ov.chart, total.games)
        self.games.setColumnHidden(1, not ov.several_humans)
        # hints used ("What would the computer do?"): a column once any listed game had one
        self.games.setColumnHidden(7, not ov.any_hints)

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
        # every heading and figure whole, never a scroll bar over the only row: as wide as they ask
        head = table.horizontalHeader()
        need = sum(max(head.sectionSizeHint(col), table.sizeHintForColumn(col))
                   for col in range(table.columnCount()))
        table.setMinimumWidth(need + 2 * table.frameWidth() + 4)
        self._fit_width(self.pages.width())

    @property
    def reading(self) -> bool:
        """The record is being read (the figures, or a page of the list, are on their way)."""
        return self.overview is None or self._reading_page or self.recorder.busy

    @property
    def complete(self) -> bool:
        """Every result of the player is in the list (no page left to read)."""
        shown = self.overview is not None and len(self.listed) >= self.overview.total.games
        return self._exhausted or shown

    def _more(self, generation: int | None = None) -> None:
        """Read the next page of past games, unless one is on its way or none is left."""
        generation = self._generation if generation is None else generation
        if self._reading_page or self.complete:
            return
        self._reading_page = True
        player, offset = self.player.currentData(), len(self.listed)
        after = self.listed[-1] if self.listed else None

        def work(book: RecordBook) -> object:
            return book.page(player, after, PAGE)

        self.recorder.read(work, lambda result: self._page_read(generation, offset, result))

    def _page_read(self, generation: int, offset: int, result: object) -> None:
        self._reading_page = False
        if generation != self._generation or offset != len(self.listed) or not shiboken6.isValid(self):
            return
        if not isinstance(result, list) or not result:  # nothing more (or the read failed): stop
            self._exhausted = True
            return
        self._fill_games(result)
        self._scrolled()

    def _scrolled(self) -> None:
        """The list was scrolled (or filled): read on when its end is in sight."""
        bar = self.games.verticalScrollBar()
        if bar.maximum() > 0 and bar.maximum() - bar.value() < PAGE * ROW_HEIGHT // 4:
            self._more()

    def _fill_games(self, results: Sequence[st.Result]) -> None:
        """Add ``results`` (a page, newest first) at the end of the list."""
        first = len(self.listed)
        self.listed.extend(results)
        self.games.setRowCount(len(self.listed))
        # words asked once per page, not once per row
        levels = {lv: level_text(lv) for lv in {s.level or "" for r in results for s in r.game.seats}}
        modes = {m: mode_text(m) for m in {r.game.mode for r in results}}
        named = self.tr("{0} ({1})")
        for row, r in enumerate(results, first):
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
        self.review_button.setEnabled(self.open_button.isEnabled())

    # ---- opening a past game ---------------------------------------------------------------------
    def open_selected(self) -> None:
        if self.games.selectedItems():
            self.open_row(self.games.currentRow())

    def review_selected(self) -> None:
        row = self.games.currentRow() if self.games.selectedItems() else -1
        if 0 <= row < len(self.listed) and self.listed[row].game.save_path:
            self.review_game.emit(self.listed[row].game.save_path)

    def open_row(self, row: int) -> None:
        if 0 <= row < len(self.listed):
            path = self.listed[row].game.save_path
            if path:
                self.open_game.emit(path)

    @override
    def sizeHint(self) -> QSize:
        return QSize(1120, 800)

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.pages and event.type() == QEvent.Type.Resize:
            self._fit_width(self.pages.width())  # the width the page has, past any scroll bar
        elif watched is self.games and event.type() == QEvent.Type.FocusIn:
            self.body.ensureWidgetVisible(self.games, 0, 0)  # the keyboard came: the list in view
        return super().eventFilter(watched, event)

    def _fit_width(self, width: int) -> None:
        """Show the chart beside the tables only where both fit whole: on a narrow screen the
        tables' figures are what counts, and a chart squeezed under them would hide them. There
        the past games' modes wrap as their opponents do, so that every heading stays whole."""
        tables = max(self.by_level.minimumWidth(), self.by_mode.minimumWidth())
        need = tables + self._grid.horizontalSpacing() + self._chart_least
        fits = width >= need
        if fits != self.chart.isVisibleTo(self):
            self.chart.setVisible(fits)
            self.strength.setVisible(fits)  # a narrow screen keeps the record's own figures
            self._grid.removeItem(self._left)
            self._grid.addLayout(self._left, 1, 0, 1, 1 if fits else 2)
            self.games.horizontalHeader().setSectionResizeMode(
                2, QHeaderView.ResizeMode.ResizeToContents if fits else QHeaderView.ResizeMode.Stretch)


class StatisticsHost(WindowHost, Protocol):
    """What the Statistics window needs of the main window: the record, and where a past game
    opens (a replay) or is reviewed."""

    @property
    def recorder(self) -> Recorder: ...
    @property
    def secondary(self) -> SecondaryWindows: ...


def open_window(host: StatisticsHost) -> StatisticsWindow:
    """Game → Statistics… (:data:`.registry.WINDOWS`): a window of its own, not modal."""
    win = StatisticsWindow(host.as_widget(), host.recorder)
    win.setWindowFlag(Qt.WindowType.Window)
    win.open_game.connect(host.secondary.open_recorded_game)
    win.review_game.connect(host.secondary.review_recorded)
    win.show()
    return win


def again(win: StatisticsWindow) -> None:
    """Asked for while open: read the record again, and come forward."""
    win.reload()
    bring_forward(win)
