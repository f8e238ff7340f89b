"""The results screen (R-G1, R-G2): final RP, ranking, the tie-break used, the chart of the
game's RP, and what next (play again, a new game, watch the replay).

A module of its own: the window imports it when a game ends, not at start-up.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...model import GameResult
from ...model.replay import RPTally
from ...words.refusals import tiebreaks_text
from ...words.review import review_button_text, review_button_tip
from ...words.scoring import results_army_text, results_not_yet
from .. import theme as th
from ..plain_text import PlainLabel, plain_tip, window_title
from ..table.key_calm import KeyCalm
from ..theme import ARMY_DARK
from .host import WindowHost
from .results_chart import breakdown_block, chart_block
from .window_registry import WindowName

if TYPE_CHECKING:
    from .replays import Replays
    from .secondary import SecondaryWindows

RESULTS_STYLE = th.qss("""
QDialog#results { background: @bg; }
QLabel { color: @paper; font-size: 14px; }
QLabel#results-title { font-size: 30px; font-weight: bold; color: @gold; }
QLabel#results-subtitle { color: @tan; font-size: 13px; }
QLabel#results-tiebreak { color: @paper; background: @bg_light; border-radius: 6px; padding: 8px; }
QTableWidget { background: @paper; color: @ink; border: 2px solid @lacquer; border-radius: 6px;
               font-size: 15px; }
QHeaderView::section { background: @lacquer; color: @paper; padding: 6px; border: none;
                       font-weight: bold; }
QPushButton { background: @bg_light; color: @paper; border: 1px solid @ink_soft; border-radius: 6px;
              padding: 8px 16px; font-size: 14px; }
QPushButton:default { background: @gold; color: @ink; border-color: @gold; font-weight: bold; }
QPushButton:hover { border-color: @gold; }
""")


class ResultsDialog(QDialog):
    """R-G1/R-G2: final RP, ranking and the tie-break used; play again."""

    play_again = Signal()
    new_game = Signal()
    #: the player wants to watch the game again
    watch_replay = Signal()
    #: the game review asked for
    review_game = Signal()

    def __init__(
        self,
        parent: QWidget | None,
        result: GameResult,
        seat_names: Sequence[str],
        seat_armies: Sequence[tuple[int, ...]],
        rp: Sequence[int],
        daimyo: Sequence[int],
        *,
        tally: RPTally | None = None,
        army_names: Sequence[str] = (),
        variants: Collection[str] = (),
    ) -> None:
        super().__init__(parent)
        # one per game over an evening of play: gone when closed, not kept by the window
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setObjectName("results")
        self.setWindowTitle(window_title(self.tr("Results")))
        self.setMinimumWidth(620)
        self.setStyleSheet(RESULTS_STYLE)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(22, 18, 22, 18)
        lay.setSpacing(10)
        winner = seat_names[result.winner]
        title = PlainLabel(self.tr("{0} wins!").format(winner), self)
        title.setObjectName("results-title")
        lay.addWidget(title)
        sub = PlainLabel(self.tr("Final reputation points (RP) after three rounds (R-G1)"), self)
        sub.setObjectName("results-subtitle")
        lay.addWidget(sub)
        table = QTableWidget(len(result.ranking), 4, self)
        table.setObjectName("results-table")
        table.setHorizontalHeaderLabels(
            [self.tr("Place"), self.tr("Player"), self.tr("Armies"), self.tr("RP")]
        )
        for row, seat in enumerate(result.ranking):
            armies = seat_armies[seat]
            army_text = "   ".join(results_army_text(a, rp[a], daimyo[a]) for a in armies)
            place = str(row + 1)
            cells = (place, seat_names[seat], army_text, str(result.scores[seat]))
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                if col in (0, 3):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if col == 2 and armies:
                    item.setForeground(ARMY_DARK[armies[0]])
                if row == 0:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                table.setItem(row, col, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setVisible(False)
        table.verticalHeader().setDefaultSectionSize(34)
        table.setShowGrid(False)
        table.setFixedHeight(46 + 34 * len(result.ranking))
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setMinimumWidth(500)
        top = QHBoxLayout()  # the standings, and beside them the chart of RP over the game
        left = QVBoxLayout()
        left.addWidget(table)
        tie = tiebreaks_text(result.tiebreaks, seat_names) or self.tr("No tie-break was needed.")
        tb = PlainLabel(tie, self)
        tb.setObjectName("results-tiebreak")
        tb.setWordWrap(True)
        left.addWidget(tb)
        left.addStretch(1)
        top.addLayout(left, 3)
        lay.addLayout(top)
        if tally is not None and army_names:  # RP by round and source, and the chart over the game
            in_play = [a for arms in seat_armies for a in arms]
            top.addLayout(chart_block(self, tally, in_play, army_names, rp), 2)
            lay.addLayout(breakdown_block(self, tally, in_play, army_names, rp, variants))
        row_box = QHBoxLayout()
        again = QPushButton(self.tr("Play again"), self)
        again.setObjectName("button-play-again")
        again.clicked.connect(self.play_again.emit)
        again.clicked.connect(self.accept)
        new = QPushButton(self.tr("New game…"), self)
        new.setObjectName("button-new-game")
        new.clicked.connect(self.new_game.emit)
        new.clicked.connect(self.accept)
        watch = QPushButton(self.tr("Watch the replay"), self)
        watch.setObjectName("button-watch-replay")
        watch.clicked.connect(self.watch_replay.emit)
        review = QPushButton(review_button_text(), self)
        review.setObjectName("button-review")
        review.setToolTip(plain_tip(review_button_tip()))
        review.clicked.connect(self.review_game.emit)
        close = QPushButton(self.tr("Close"), self)
        close.clicked.connect(self.accept)
        again.setDefault(True)
        calm = KeyCalm(self)  # an Enter pressed on through the scoring does not play again unseen
        calm.watch(self, again, new, watch, review, close)
        calm.start()
        for b in (again, new, watch, review, close):
            row_box.addWidget(b)
        lay.addLayout(row_box)
        self.resize(self.sizeHint())  # wide enough for the chart and every column at once


class ResultsHost(WindowHost, Protocol):
    """The main window as the results screen needs it: what its buttons lead to."""

    @property
    def replays(self) -> Replays: ...
    @property
    def secondary(self) -> SecondaryWindows: ...


def open_window(host: ResultsHost) -> ResultsDialog | None:
    """The results screen (:data:`.registry.WINDOWS`; Game → Results reopens it after it was
    closed); before the game is over, the status bar says so and nothing opens."""
    result = host.controller.result
    if result is None:
        host.statusBar().showMessage(results_not_yet(), 5000)
        return None
    host.scene.animator.finish_all()
    host.refresh()
    s = host.scene.state
    if s is None:
        return None
    v = s.view
    armies = [s.seat_armies(seat) for seat in range(v.players)]
    dlg = ResultsDialog(host.as_widget(), result, s.seat_names, armies, v.rp, v.daimyo_card,
                        tally=host.controller.tally(), army_names=s.army_names, variants=v.variants)
    dlg.play_again.connect(host.play_again)
    dlg.new_game.connect(lambda: host.windows.show(WindowName.NEW_GAME))
    dlg.watch_replay.connect(host.replays.replay_current)
    dlg.review_game.connect(host.secondary.review_current)
    dlg.finished.connect(lambda _r: _results_closed(host))
    host.windows.add(WindowName.RESULTS, dlg)
    dlg.show()
    dlg.raise_()
    dlg.activateWindow()  # the keyboard is in it at once: Enter plays again, Escape closes
    return dlg


def _results_closed(host: WindowHost) -> None:
    """Results closed by the keyboard (Escape, Close): the keys go back to the table's window,
    unless what they led to (New game) holds them now."""
    if QApplication.activeModalWidget() is None:
        host.as_widget().activateWindow()
