"""Replays and the exported log, as the main window offers them: open a save as a replay, replay
the game in place, play on from a replay's position, export the whole log.

A replay is a window of its own (one at a time, in the window registry): the game in progress
goes on beside it. A bad file is refused with the same reasons a load gives, and nothing else
changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, cast

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication

from ...controller import GameSetup
from ...model import Game
from ...model.replay import story_start
from ...model.save_format import clip
from ...model.view import observe
from ...presentation.log_story import story_log
from ...saves import SeatInfo
from ...words.files import log_exported_text
from ...words.replay import replay_abandon_text, replay_opened_text, replay_play_from_text, replay_where_text
from ...words.translation import translate
from .host import WindowHost
from .limits import NAME_LIMIT
from .log_export import ask_export_log
from .window_registry import WindowName

if TYPE_CHECKING:  # made when first opened: a faster start
    from .replay_window import ReplayWindow

#: the replay window's name in the window registry
REPLAY = WindowName.REPLAY


class Replays(QObject):
    """The replay window and the log export of one main window."""

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host.as_widget())
        self.w = host

    @property
    def window(self) -> ReplayWindow | None:
        """The open replay window, one at a time (deleted when closed)."""
        return cast("ReplayWindow | None", self.w.windows.get(REPLAY))

    def open(self, path: Path | str) -> bool:
        """Open a save (finished or not) as a replay. A bad file is refused with the same
        reasons a load gives, and nothing else changes; the game in progress goes on."""
        path = Path(path)
        loaded = self.w.files.read_save(path)
        if loaded is None:
            return False
        self.show(loaded.game, loaded.seats)
        self.w.statusBar().showMessage(replay_opened_text(clip(path.name, NAME_LIMIT, middle=True)), 5000)
        return True

    def ask_open(self) -> None:
        path = self.w.files.ask_open(translate("MainWindow", "Open a game as a replay"))
        if path:
            self.open(path)

    def replay_current(self) -> bool:
        """Replay the game in place: while it goes on, only as its people's seats knew it (R-P3)."""
        w = self.w
        game = w.controller.game
        if game is None:
            w.statusBar().showMessage(translate("MainWindow", "There is no game to replay."), 5000)
            return False
        shown = w.scene.state.hand_seat if w.scene.state is not None else None
        self.show(game, w.controller.seats, seat=shown)
        return True

    def show(self, game: Game, seats: Sequence[SeatInfo], seat: int | None = None) -> ReplayWindow:
        """A replay window for ``game`` (the one open before is closed), from ``seat``'s view
        if that seat may be viewed (else the first person's)."""
        from ...presentation.replay_model import Replay
        from .replay_window import ReplayWindow

        w = self.w
        w.windows.close(REPLAY)
        humans = [i for i, s in enumerate(seats) if s.human]

        def make() -> ReplayWindow:
            return ReplayWindow(w.as_widget(), Replay(game, humans), seats,
                                animation_ms=w.settings.animation_ms, seat=seat)

        win = w.windows.open(REPLAY, make)
        win.play_from_here.connect(self.play_from)
        win.destroyed.connect(lambda _=None: self._closed())
        w.windows.close(WindowName.RESULTS)
        win.show()
        win.activateWindow()
        return win

    def _closed(self) -> None:
        """A replay closed (Escape, Close replay) gives the keys back to the table's window,
        unless another replay took its place or a question holds them."""
        if not shiboken6.isValid(self):  # the main window is going, and this with it
            return
        window = self.w.as_widget()
        if not shiboken6.isValid(window):
            return
        if self.window is None and window.isVisible() and QApplication.activeModalWidget() is None:
            window.activateWindow()

    def play_from(self, game: Game, seats: Sequence[SeatInfo]) -> bool:
        """Start ``game`` (a replay's position, its history kept) as the game in place, after
        asking before a game in progress is abandoned."""
        w = self.w
        c = w.controller
        if c.has_progress and not w.confirm(translate("MainWindow", "Play from here"), replay_abandon_text()):
            return False
        w.windows.close(REPLAY)
        w.files.last_setup = GameSetup(game.config, tuple(seats))
        c.start(game, seats, None)
        view = observe(game, 0)
        where = replay_where_text(view.round, view.phase, view.skirmish, view.skirmishes_per_round)
        w.statusBar().showMessage(replay_play_from_text(where), 8000)
        window = w.as_widget()
        window.raise_()
        window.activateWindow()
        return True

    def export_log(self) -> Path | None:
        """Save the whole log of the game in place as text or a web page."""
        w = self.w
        c = w.controller
        if c.config is None:
            w.statusBar().showMessage(translate("MainWindow", "There is no game to export."), 5000)
            return None
        groups = story_log(c.config, [s.name for s in c.seats], c.names, c.story(),
                           start=story_start(c.game))
        with w.windows.modal("export-log"):
            path, error = ask_export_log(w.as_widget(), c.config, [line for g in groups for line in g])
        if error:
            w.show_error(translate("MainWindow", "Could not export the log"), error)
        elif path is not None:
            w.statusBar().showMessage(log_exported_text(clip(str(path), 200, middle=True)), 6000)
        return path
