"""What the secondary windows lead to besides themselves: a past game of the record opened or
reviewed, the review of the game in place, and the sound cues (View → Settings… sets them).

The windows themselves are rows of :data:`.registry.WINDOWS`, opened by name through the window
registry; the review is opened here because it is opened with a game.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QObject

from ...controller.recorder import Recorder
from ...model.save_format import clip
from ...words.review import review_better_footer
from ...words.scoring import results_not_yet
from ...words.translation import translate
from .host import WindowHost
from .window_registry import WindowName

if TYPE_CHECKING:  # the windows a player opens are imported when first opened: a faster start
    from ...ai.advice import Advice
    from ...model import Game
    from ...saves import SeatInfo
    from ..sound.room import SoundCues
    from .replays import Replays
    from .review_window import ReviewWindow

REVIEW = WindowName.REVIEW


class SecondaryHost(WindowHost, Protocol):
    """What the secondary windows need of the main window besides :class:`WindowHost`."""

    @property
    def recorder(self) -> Recorder: ...
    @property
    def replays(self) -> Replays: ...


class SecondaryWindows(QObject):
    """The review of a game and the sound cues of one main window."""

    def __init__(self, host: SecondaryHost) -> None:
        super().__init__(host.as_widget())
        self.w = host
        #: the sound cues the Settings dialog sets (:meth:`start_sound`, once the table is drawn)
        self.sound: SoundCues | None = None

    def open_recorded_game(self, path: str) -> bool:
        """Open a past game of the record as a replay (a window of its own: the game in progress
        goes on, so nothing needs abandoning)."""
        if not Path(path).is_file():
            self.w.show_error(translate("MainWindow", "Could not open the game"), translate(
                "MainWindow", "The save of this game is no longer there ({0}).").format(
                clip(path, 200, middle=True)))
            return False
        return self.w.replays.open(path)

    # ---- the game review ------------------------------------------------------------------------
    @property
    def review(self) -> ReviewWindow | None:
        """The open review window, one at a time (deleted when closed)."""
        return cast("ReviewWindow | None", self.w.windows.get(REVIEW))

    def review_current(self) -> ReviewWindow | None:
        """Review the game in place: the seats of the people at this screen only (a hot-seat
        table's people, a networked table's own seat), never another screen's."""
        c = self.w.controller
        if c.game is None:
            self.w.statusBar().showMessage(results_not_yet(), 5000)
            return None
        return self.show_review(c.game, c.seats, c.humans)

    def review_recorded(self, path: str) -> ReviewWindow | None:
        """Review a past game of the record from its save: its people's seats."""
        if not Path(path).is_file():
            self.open_recorded_game(path)  # says the save is gone
            return None
        loaded = self.w.files.read_save(Path(path))
        if loaded is None:
            return None
        humans = [i for i, s in enumerate(loaded.seats) if s.human]
        return self.show_review(loaded.game, loaded.seats, humans)

    def show_review(self, game: Game, seats: Sequence[SeatInfo], reviewed: Sequence[int]) -> ReviewWindow:
        """The review window of ``game`` (the one open before is closed), started at once."""
        from .review_window import ReviewWindow

        w = self.w
        w.windows.close(REVIEW)

        def make() -> ReviewWindow:
            win = ReviewWindow(w.as_widget(), game, seats, reviewed, w.recorder)
            win.show_moment.connect(lambda index, advice, r=win: self._show_moment(r, index, advice))
            win.play_from.connect(lambda index, r=win: self._play_from(r, index))
            return win

        win = w.windows.open(REVIEW, make)
        win.show()
        win.raise_()
        win.activateWindow()
        win.start()
        return win

    def _show_moment(self, review: ReviewWindow, index: int, advice: Advice) -> None:
        """The replay at decision ``index`` with the better decision drawn as the hint draws it."""
        replay = self.w.replays.show(review.game, review.seats, seat=advice.seat)
        replay.show_advice(index, advice, review_better_footer())

    def _play_from(self, review: ReviewWindow, index: int) -> None:
        from ...presentation.replay_model import Replay

        replay = Replay(review.game, [i for i, s in enumerate(review.seats) if s.human])
        replay.go(index)
        if self.w.replays.play_from(replay.game_from_here(), review.seats):
            self.w.windows.close(REVIEW)

    # ---- the sound cues ---------------------------------------------------------------------------
    def start_sound(self) -> SoundCues:
        """The sound cues (:mod:`..sound`), listening to the controller from now on; imported
        here, after the first table is drawn, never on the way to it."""
        if self.sound is None:
            from ..sound.room import SoundCues

            self.sound = SoundCues(self.w.controller, self.w.settings, parent=self)
        return self.sound

    def stop_sound(self) -> None:
        if self.sound is not None:
            self.sound.stop()
