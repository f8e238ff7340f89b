"""The secondary windows of the main window, each opened through the window registry: the New
game dialog, the results screen, the Statistics window, the rules help, the About box and
View → Settings… (with the sound cues it sets).

Each is one of a kind (asked for again, the open one comes forward), deleted when closed and
forgotten then; after a change of language each open one is made again where it was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication, QDialog

from ...controller.recorder import Recorder
from ...model.save_format import clip
from ...words.review import review_better_footer
from ...words.scoring import results_not_yet
from ...words.translation import translate
from .host import WindowHost
from .window_registry import bring_forward

if TYPE_CHECKING:  # the windows a player opens are imported when first opened: a faster start
    from ...ai.advice import Advice
    from ...model import Game
    from ...saves import SeatInfo
    from ..sound.room import SoundCues
    from .dialogs import NewGameDialog
    from .help_window import RulesHelp
    from .replays import Replays
    from .results_dialog import ResultsDialog
    from .review_window import ReviewWindow
    from .statistics import StatisticsWindow

NEW_GAME, RESULTS, STATISTICS, RULES, ABOUT = "new-game", "results", "statistics", "rules", "about"
SETTINGS, REVIEW = "settings", "review"


class SecondaryHost(WindowHost, Protocol):
    """What the secondary windows need of the main window besides :class:`WindowHost`."""

    @property
    def recorder(self) -> Recorder: ...
    @property
    def replays(self) -> Replays: ...
    def replay_current(self) -> bool: ...
    def open_replay(self, path: Path | str) -> bool: ...


class SecondaryWindows(QObject):
    """Opens, raises and reopens the main window's secondary windows."""

    def __init__(self, host: SecondaryHost) -> None:
        super().__init__(host.as_widget())
        self.w = host
        #: the sound cues the Settings dialog sets (:meth:`start_sound`, once the table is drawn)
        self.sound: SoundCues | None = None

    @property
    def statistics(self) -> StatisticsWindow | None:
        """The open Statistics window, one at a time (deleted when closed)."""
        return cast("StatisticsWindow | None", self.w.windows.get(STATISTICS))

    @property
    def results(self) -> ResultsDialog | None:
        """The open results dialog (deleted when closed; forgotten then)."""
        return cast("ResultsDialog | None", self.w.windows.get(RESULTS))

    @property
    def new_game_dialog(self) -> NewGameDialog | None:
        """The open new-game dialog, one at a time (deleted when closed)."""
        return cast("NewGameDialog | None", self.w.windows.get(NEW_GAME))

    # ---- New game -------------------------------------------------------------------------------
    def ask_new_game(self) -> None:
        """Open the new-game dialog (window-modal, not a nested event loop); one at a time. The
        computer players wait while it is open."""
        w = self.w

        def make() -> NewGameDialog:
            from .dialogs import NewGameDialog

            dlg = NewGameDialog(w.as_widget(), w.settings.last_setup)
            dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dlg.finished.connect(lambda result, d=dlg: self._new_game_finished(d, result))
            dlg.open()
            dlg.activateWindow()  # the keyboard is in it, wherever it was opened from
            return dlg

        w.windows.open(NEW_GAME, make, modal=True)

    def _new_game_finished(self, dlg: NewGameDialog, result: int) -> None:
        w = self.w
        w.windows.forget(NEW_GAME)
        w.as_widget().activateWindow()  # the keys go back to the table
        if result != QDialog.DialogCode.Accepted:
            return
        setup = dlg.setup()  # read now: the dialog is deleted once control returns to Qt
        if w.controller.has_progress and not w.confirm(
            translate("MainWindow", "New game"),
            translate(
                "MainWindow",
                "Abandon the game in progress? (It stays in the autosave "
                "until the new game's first move.)",
            ),
        ):
            return
        w.start_game(setup)

    # ---- the results ----------------------------------------------------------------------------
    def show_results(self) -> None:
        """The results screen (Game → Results reopens it after it was closed)."""
        w = self.w
        result = w.controller.result
        if result is None:
            w.statusBar().showMessage(results_not_yet(), 5000)
            return
        w.windows.close(RESULTS)  # a game reported over twice (a finished save loaded) shows one
        w.scene.animator.finish_all()
        w.refresh()
        s = w.scene.state
        if s is None:
            return
        v = s.view
        armies = [s.seat_armies(seat) for seat in range(v.players)]
        from .results_dialog import ResultsDialog

        def make() -> ResultsDialog:
            dlg = ResultsDialog(w.as_widget(), result, s.seat_names, armies, v.rp, v.daimyo_card,
                                tally=w.controller.tally(), army_names=s.army_names, variants=v.variants)
            dlg.play_again.connect(w.play_again)
            dlg.new_game.connect(self.ask_new_game)
            dlg.watch_replay.connect(w.replay_current)
            dlg.review_game.connect(self.review_current)
            dlg.finished.connect(lambda _r: self._results_closed())
            return dlg

        dlg = w.windows.open(RESULTS, make)
        dlg.show()
        dlg.raise_()
        dlg.activateWindow()  # the keyboard is in it at once: Enter plays again, Escape closes

    def _results_closed(self) -> None:
        """Results closed by the keyboard (Escape, Close): the keys go back to the table's
        window, unless what they led to (New game) holds them now."""
        if QApplication.activeModalWidget() is None:
            self.w.as_widget().activateWindow()

    # ---- Statistics -----------------------------------------------------------------------------
    def show_statistics(self) -> None:
        """The Statistics window (Game menu); asking again reloads and raises the open one."""
        from .statistics import StatisticsWindow

        w = self.w

        def make() -> StatisticsWindow:
            win = StatisticsWindow(w.as_widget(), w.recorder)
            win.setWindowFlag(Qt.WindowType.Window)
            win.open_game.connect(self.open_recorded_game)
            win.review_game.connect(self.review_recorded)
            win.show()
            return win

        def again(win: StatisticsWindow) -> None:
            win.reload()
            bring_forward(win)

        w.windows.open(STATISTICS, make, again=again)

    def open_recorded_game(self, path: str) -> bool:
        """Open a past game of the record as a replay (a window of its own: the game in progress
        goes on, so nothing needs abandoning)."""
        if not Path(path).is_file():
            self.w.show_error(translate("MainWindow", "Could not open the game"), translate(
                "MainWindow", "The save of this game is no longer there ({0}).").format(
                clip(path, 200, middle=True)))
            return False
        return self.w.open_replay(path)

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
        humans = [i for i, s in enumerate(loaded.seats) if s.kind == "human"]
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

        replay = Replay(review.game, [i for i, s in enumerate(review.seats) if s.kind == "human"])
        replay.go(index)
        if self.w.replays.play_from(replay.game_from_here(), review.seats):
            self.w.windows.close(REVIEW)

    # ---- the rules and About --------------------------------------------------------------------
    def show_rules(self) -> None:
        """The complete rules (F1) in a window of their own, searchable (:mod:`.help_window`);
        pressing F1 again raises the open one. The window is deleted when closed."""
        from .help_window import RulesHelp

        main = self.w.as_widget()

        def make() -> RulesHelp:
            box = RulesHelp(main)
            avail = main.screen().availableGeometry() if main.screen() else main.geometry()
            box.resize(min(1000, int(avail.width() * 0.8)), min(840, int(avail.height() * 0.9)))
            pos = main.geometry().center() - box.rect().center()
            pos.setX(max(avail.left(), min(pos.x(), avail.right() - box.width())))
            pos.setY(max(avail.top(), min(pos.y(), avail.bottom() - box.height())))
            box.move(pos)
            box.show()
            box.activateWindow()
            return box

        def again(box: RulesHelp) -> None:
            bring_forward(box)
            box.focus_search()

        self.w.windows.open(RULES, make, again=again)

    def show_about(self) -> None:
        """The game's name and version, where its rules come from and the fonts' licence
        (:mod:`.about`); one box at a time, not blocking the game behind it."""
        from .about import show_about

        self.w.windows.close(ABOUT)
        self.w.windows.open(ABOUT, lambda: show_about(self.w.as_widget()))

    # ---- Settings -------------------------------------------------------------------------------
    def show_settings(self) -> None:
        """View → Settings…: sound on or off and its volume (:mod:`.settings_dialog`); not modal,
        so the game (and its cues) go on while it is open."""
        from .requests import asks_before_committing
        from .settings_dialog import SettingsDialog, menu_preferences

        w = self.w
        sound = self.start_sound()

        def make() -> SettingsDialog:
            choices, switches = menu_preferences(w.as_widget())
            for ask in switches:  # the check says what this table does now (Game → Ask before …)
                ask.setChecked(asks_before_committing(w.settings, w.controller))
            dlg = SettingsDialog(w.as_widget(), w.settings, try_sound=sound.try_volume, changed=sound.prepare,
                                 can_play=not sound.backend.missing_player,
                                 game_title=translate("MainWindow", "&Game"), choices=choices,
                                 switches=switches)
            dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dlg.show()
            return dlg

        w.windows.open(SETTINGS, make)

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

    @property
    def settings_dialog(self) -> QDialog | None:
        return cast("QDialog | None", self.w.windows.get(SETTINGS))

    # ---- a new language -------------------------------------------------------------------------
    def reopen(self, reopen_replay: Callable[[], None]) -> None:
        """Our open windows set their words when they were made: each is made again in the
        language installed now, where it was — the rules help, the Statistics window, the results
        screen, a replay (``reopen_replay``), the New game dialog."""
        windows = self.w.windows
        help_window = windows.get(RULES)
        if help_window is not None and help_window.isVisible():
            windows.close(RULES)
            self.show_rules()
        if self.statistics is not None:
            windows.close(STATISTICS)
            self.show_statistics()
        if self.results is not None and self.results.isVisible():
            windows.close(RESULTS)
            self.show_results()
        reopen_replay()
        settings = self.settings_dialog
        if settings is not None and settings.isVisible():
            windows.close(SETTINGS)
            self.show_settings()
        if self.new_game_dialog is not None and self.new_game_dialog.isVisible():
            windows.close(NEW_GAME)
            self.ask_new_game()
