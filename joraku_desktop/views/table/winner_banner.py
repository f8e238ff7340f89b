"""The moment of winning: a banner over the table at the end of a game (R-G1, R-G2).

Real widgets over the view's viewport, not scene items: the buttons take the keyboard focus,
show it, and speak to a screen reader like any other button. The banner says who won, the final
ranking with each seat's RP and how the game was won (the tie-break that decided first place, or
the margin), and offers what comes next right there: play again, replay this game, or the full
results. The window shows it when the controller reports the game over and hides it when a
game is put in place.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget
from typing_extensions import override

from ...model import GameResult
from ...words.ending import (
    banner_buttons,
    banner_description,
    how_won,
    ranking_rows,
    winner_title,
    your_place,
)
from ...words.translation import translate
from .. import theme as th
from ..plain_text import PlainLabel
from .key_calm import KeyCalm

BANNER_STYLE = th.qss("""
QFrame#winner-banner { background: @bg; border: 3px solid @gold; border-radius: 12px; }
QLabel { color: @paper; font-size: 15px; background: transparent; }
QLabel#winner-title { color: @gold; font-size: 30px; font-weight: bold; }
QLabel#winner-how { color: @cream; font-size: 14px; }
QLabel#winner-your-place { color: @cream; font-size: 17px; font-weight: bold; }
QPushButton { background: @bg_light; color: @paper; border: 2px solid @slate_edge; border-radius: 6px;
              padding: 8px 16px; font-size: 15px; }
QPushButton#banner-play-again { background: @gold; color: @gold_ink; border-color: @gold; font-weight: bold; }
QPushButton:hover { border-color: @gold; }
QPushButton:focus { border: 3px solid @hint; }
""")
#: the banner's widest, and its margin from the view's edges
MAX_WIDTH, MARGIN = 620, 16


class WinnerBanner(QFrame):
    """Who won, the ranking and how; play again, replay this game, the results."""

    play_again = Signal()
    replay = Signal()
    results = Signal()

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("winner-banner")
        self.setStyleSheet(BANNER_STYLE)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(24, 18, 24, 18)
        lay.setSpacing(8)
        self.title = PlainLabel("", self)
        self.title.setObjectName("winner-title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        lay.addWidget(self.title)
        #: where the one person at the table finished, when they did not win
        self.place_label = PlainLabel("", self)
        self.place_label.setObjectName("winner-your-place")
        self.place_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.place_label.hide()
        lay.addWidget(self.place_label)
        self.rows = PlainLabel("", self)
        self.rows.setObjectName("winner-ranking")
        self.rows.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.rows)
        self.how = PlainLabel("", self)
        self.how.setObjectName("winner-how")
        self.how.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.how.setWordWrap(True)
        lay.addWidget(self.how)
        buttons = QHBoxLayout()
        buttons.setSpacing(10)
        self.b_again = QPushButton(self)
        self.b_again.setObjectName("banner-play-again")
        self.b_again.clicked.connect(self.play_again.emit)
        self.b_replay = QPushButton(self)
        self.b_replay.setObjectName("banner-replay")
        self.b_replay.clicked.connect(self.replay.emit)
        self.b_results = QPushButton(self)
        self.b_results.setObjectName("banner-results")
        self.b_results.clicked.connect(self.results.emit)
        self._row = (self.b_again, self.b_replay, self.b_results)
        for b in self._row:
            b.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            b.installEventFilter(self)  # Enter presses, ←/→ move along the row
            buttons.addWidget(b)
        lay.addLayout(buttons)
        self._result: GameResult | None = None
        self._names: Sequence[str] = ()
        self._person = -1
        #: Enter and Space rest a moment once the banner shows: the press that ended the last
        #: scoring does not deal a new game before the result was seen
        self.calm = KeyCalm(self)
        host.installEventFilter(self)
        self.hide()

    def show_result(self, result: GameResult, seat_names: Sequence[str], person: int = -1) -> None:
        """Show the banner for ``result`` (seat names as the table shows them); ``person``: the
        seat of the one person at the table (-1: none, or several), told where they finished."""
        self._result, self._names, self._person = result, tuple(seat_names), person
        self.retranslate()
        self.show()
        self.raise_()
        self.place()
        self.calm.start()
        # Results first: the way on that loses nothing (Play again is a deliberate ←)
        self.b_results.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate(self) -> None:
        """Say it again in the language installed now."""
        result, names = self._result, self._names
        again, replay, results = banner_buttons()
        self.b_again.setText(again)
        self.b_replay.setText(replay)
        self.b_results.setText(results)
        self.setAccessibleName(translate("Messages", "The end of the game"))
        if result is None:
            return
        self.title.setText(winner_title(names[result.winner] if result.winner < len(names) else "?"))
        place = your_place(result, self._person)
        self.place_label.setText(place)
        self.place_label.setVisible(bool(place))
        self.rows.setText("\n".join(ranking_rows(result, names)))
        self.how.setText(how_won(result, names))
        self.setAccessibleDescription(banner_description(result, names))

    def place(self) -> None:
        """Centre the banner over the upper part of the table, inside the view."""
        host = self.parentWidget()
        if host is None:
            return
        width = min(MAX_WIDTH, host.width() - 2 * MARGIN)
        self.setFixedWidth(max(200, width))
        self.adjustSize()
        height = min(self.sizeHint().height(), host.height() - 2 * MARGIN)
        self.resize(self.width(), height)
        x = (host.width() - self.width()) // 2
        y = max(MARGIN, (host.height() - self.height()) // 3)
        self.move(x, y)

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        if watched in self._row and self.calm.swallows(event):
            return True
        if watched in self._row and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress:
            assert isinstance(watched, QPushButton)
            key = event.key()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                watched.click()
                return True
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                step = -1 if key == Qt.Key.Key_Left else 1
                self._row[(self._row.index(watched) + step) % len(self._row)].setFocus(
                    Qt.FocusReason.TabFocusReason)
                return True
        return False
