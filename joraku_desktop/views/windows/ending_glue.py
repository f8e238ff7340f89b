"""The end of a game in the main window: the winner's banner on the table first, then the
results.

When the controller reports the game over, the banner (:mod:`..table.winner_banner`) says who
won, the ranking with RP and how it was won, with "Play again", "Replay this game" and
"Results…" right there. The Results window follows after a beat that follows the speed (at once
at the instant speed), unless the player has already chosen; a game put in place takes the
banner away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, QTimer

from ...model import GameResult
from ...settings import speed_of
from .host import WindowHost
from .window_registry import WindowName

if TYPE_CHECKING:  # the banner is made at the first game over: a faster start
    from PySide6.QtWidgets import QGraphicsView

    from ...presentation.board_state import BoardState
    from ..table.winner_banner import WinnerBanner
    from .replays import Replays


class EndingHost(WindowHost, Protocol):
    """What the ending needs of the main window besides :class:`WindowHost`."""

    @property
    def view(self) -> QGraphicsView: ...
    def board_state(self) -> BoardState | None: ...
    @property
    def replays(self) -> Replays: ...


class EndingGlue(QObject):
    """Shows the winner's banner at the end of a game, then the results."""

    def __init__(self, host: EndingHost) -> None:
        super().__init__(host.as_widget())
        self.w = host
        self._banner: WinnerBanner | None = None
        #: the Results window follows the banner after this beat
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: host.windows.show(WindowName.RESULTS))
        host.controller.game_started.connect(self.clear)

    @property
    def banner(self) -> WinnerBanner:
        """The winner's banner over the table, made when first needed."""
        if self._banner is None:
            from ..table.winner_banner import WinnerBanner

            self._banner = banner = WinnerBanner(self.w.view.viewport())
            banner.play_again.connect(self._play_again)
            banner.replay.connect(self._replay)
            banner.results.connect(self._results)
        return self._banner

    def game_over(self, result: GameResult) -> None:
        """The game is over: the banner now, the results after a beat."""
        w = self.w
        w.scene.animator.finish_all()
        state = w.board_state()
        names = state.seat_names if state is not None else [s.name for s in w.controller.seats]
        humans = w.controller.humans
        self.banner.show_result(result, names, humans[0] if len(humans) == 1 else -1)
        if w.tutorial.active:  # the lesson's last page goes on with Enter (Finish), not Play again
            w.view.setFocus(Qt.FocusReason.OtherFocusReason)
        hold = speed_of(w.settings.speed).scoring_step_ms
        if hold <= 0:  # the instant speed: the results at once, the banner behind them
            w.windows.show(WindowName.RESULTS)
        else:
            self._timer.start(hold)

    def clear(self) -> None:
        """A game is put in place (or the ending is gone): no banner, no results pending."""
        self._timer.stop()
        if self._banner is not None:
            self._banner.hide()

    def retranslate(self) -> None:
        if self._banner is not None:
            self._banner.retranslate()

    def _play_again(self) -> None:
        self._timer.stop()
        self.w.play_again()

    def _replay(self) -> None:
        self._timer.stop()
        self.w.replays.replay_current()

    def _results(self) -> None:
        self._timer.stop()
        self.w.windows.show(WindowName.RESULTS)
