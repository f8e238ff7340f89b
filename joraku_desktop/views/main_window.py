"""The game window: table, log, action bar, menus; hot-seat curtain; saving and loading.

The window wires the views to the :class:`GameController`: gestures become requests, and each
view binds itself to the controller's signals (``bind``), so a new view is not threaded through
the window. The window keeps the hot-seat state and asks :mod:`..presentation.presenter` (Qt-free) what the
screen may show from a seat's view; it never reaches into the :class:`Game`. It asks before
quitting a game in progress.

Input from outside never costs the player a game: a load replaces the current game only after the
new one has been read, validated and checked playable; the autosave is never a place the player
saved to (a resumed game has no save path of its own); messages are plain text cut to size. Every
dialog is deleted when it is closed or replaced, so an evening of play does not grow the process.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QMainWindow,
    QMenu,
    QMenuBar,
    QMessageBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)
from typing_extensions import override

from .. import i18n
from ..controller import GameController, GameSetup, HotSeat
from ..controller.hints import Hints, HintState
from ..controller.recorder import Recorder
from ..controller.setups import default_setup
from ..controller.tutorial import Tutorial
from ..model import Action, Game, GameConfig, GameResult, SaveError
from ..model.actions import AP, END, PLACEMENT, PLAY, ActionKind
from ..model.cards import CARD_NUMBER
from ..model.events import Event
from ..model.replay import story_start
from ..model.save_format import clip
from ..model.view import observe
from ..presentation.board_state import BoardState
from ..presentation.log_story import story_log
from ..presentation.presenter import Seating, bar_model, board_state
from ..presentation.scoring_steps import premarch_view, round_end_view
from ..saves import LoadedGame, SeatInfo, autosave_path, default_save_dir, load_game
from ..settings import SPEEDS, Settings
from ..words.basics import colour_word, seating_text, speed_name
from ..words.files import log_exported_text, notice_text, save_error_text
from ..words.hint import hint_button_text, hint_menu_text, hint_unavailable_text
from ..words.network import host_menu_text, join_menu_text
from ..words.replay import replay_abandon_text, replay_opened_text, replay_play_from_text, replay_where_text
from ..words.scoring import results_menu, results_not_yet
from ..words.table import describe_action
from ..words.translation import translate
from ..words.tutorial import (
    tutorial_finish_text,
    tutorial_gesture_text,
    tutorial_left_text,
    tutorial_look_text,
    tutorial_menu_text,
    tutorial_next_text,
    tutorial_offer_texts,
    tutorial_pick_text,
    tutorial_press_text,
    tutorial_scoring_text,
    tutorial_title_text,
    tutorial_watch_text,
    tutorial_your_game_text,
)
from . import theme as th
from .action_bar import ActionBar
from .board_view import BoardView
from .dialogs import (
    MESSAGE_LIMIT,
    NAME_LIMIT,
    ActionPicker,
    NewGameDialog,
    setup_to_dict,
)
from .game_log import GameLog
from .log_export import ask_export_log
from .plain_text import ask_yes_no, menu_text, message_box, plain_tip, window_title
from .scene import BoardScene

if TYPE_CHECKING:  # the windows a player opens are imported when first opened: a faster start
    from .autosave_warning import AutosaveWarning
    from .hint_layer import HintLayer
    from .net_play import NetPlay
    from .replay_window import ReplayWindow
    from .results_dialog import ResultsDialog
    from .scoring_sequence import ScoringSequence
    from .statistics import StatisticsWindow
    from .tutorial_panel import TutorialMarks, TutorialPanel

SAVE_FILTER = "Joraku saves (*.joraku.json);;All files (*)"
#: the log's narrowest width, and the most of the window's width it takes on its own
LOG_MIN_WIDTH = 160
LOG_SHARE = 0.2


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None, *, autosave: bool = True,
                 record: bool | None = None) -> None:
        super().__init__()
        self.setObjectName("main-window")
        self.settings = settings or Settings()
        self.setWindowTitle(window_title(self.tr("Joraku")))
        self._restore_geometry()
        self.controller = GameController(self, autosave=autosave, ai_pause_ms=self.settings.ai_pause_ms)
        self.scene = BoardScene(self)
        self.scene.animator.duration_ms = self.settings.animation_ms
        self.scene.request = self._request
        #: Kachidoki and prestige scoring shown as beats of their own (R-KS, R-PR): made at the
        #: first scoring (:attr:`scoring`), like the hint's marks (:attr:`hint_layer`)
        self._scoring: ScoringSequence | None = None
        self._hint_layer: HintLayer | None = None
        self.controller.present_scoring = True
        self.view = BoardView(self.scene, self)
        self.view.key_handler = self.handle_key
        self.log = GameLog(self)
        self.action_bar = ActionBar(self)
        #: "What would the computer do?": asked here, thought off the GUI thread, drawn on the table
        self.hints = Hints(self.controller, self)
        self.hotseat = HotSeat(())
        #: records finished games (off, like the autosave, in a window that does not autosave)
        self.recorder = Recorder(self, enabled=autosave if record is None else record)
        #: the open Statistics window, one at a time (deleted when closed)
        self.statistics: StatisticsWindow | None = None
        #: the open results dialog (deleted when closed; the window forgets it then)
        self.results: ResultsDialog | None = None
        #: the open new-game dialog, one at a time (deleted when closed)
        self.new_game_dialog: NewGameDialog | None = None
        #: the open replay window, one at a time (deleted when closed)
        self.replay_window: ReplayWindow | None = None
        self.last_error = ""
        self._thinking = False
        #: the events of the action whose scoring is on screen (the table shows the map as scored)
        self._scoring_events: list[Event] = []
        self._last_setup: GameSetup | None = None
        #: asks a yes/no question; tests replace it (QMessageBox.question blocks)
        self.confirm: Callable[[str, str], bool] = self._ask_yes_no
        self._fitting_log = False
        #: Help → Learn to play: the lessons, the gate, the panel and the "touch this" marks
        self.tutorial = Tutorial(self.controller, self)
        self.tutorial.describe = self._describe
        #: the lesson panel and the marks, made when the tutorial first starts (:attr:`tutorial_panel`)
        self._tutorial_ui: tuple[TutorialPanel, TutorialMarks] | None = None
        self._tutorial_seen: tuple[int, int, int] = (-1, -1, 0)
        #: asks the first-start question (title, text, yes, not now); tests replace it
        self.ask_tutorial: Callable[[str, str, str, str], bool] = self._ask_learn
        #: a failing autosave: the lasting warning, and the quit prompt ("save", "quit", "cancel")
        self.autosave_warning: AutosaveWarning | None = None  # made at the first failure
        self.ask_quit_unsaved: Callable[[str], str] = self._ask_quit_unsaved
        self._net_play: NetPlay | None = None
        self._build_layout()
        self._build_menus()
        self._wire()

    # ---- construction -----------------------------------------------------------------------------
    def _build_layout(self) -> None:
        left = QWidget(self)
        lay = QVBoxLayout(left)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        self._table_column = lay  # the autosave warning goes above the table when needed
        lay.addWidget(self.view, 1)
        lay.addWidget(self.action_bar)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.setObjectName("table-log-splitter")
        split.addWidget(left)
        split.addWidget(self.log)
        # the table takes every pixel the log does not: the log keeps its width on a resize
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setCollapsible(0, False)
        split.setCollapsible(1, False)
        self.log.setMinimumWidth(LOG_MIN_WIDTH)
        self.log.setVisible(self.settings.log_visible)
        split.splitterMoved.connect(self._log_dragged)
        self.splitter = split
        self.setCentralWidget(split)
        # created now, not at the first message: a status bar that appears later moves the table
        self.statusBar().setSizeGripEnabled(False)
        self.setStyleSheet(th.WINDOW_SHEET)

    # ---- the log panel: narrowed, widened or hidden; the table takes the room ------------
    def log_width_for(self, window_width: int) -> int:
        """The log's width in a window this wide: the player's choice, but never more than
        :data:`LOG_SHARE` of a small window, so the table keeps readable text."""
        return max(LOG_MIN_WIDTH, min(self.settings.log_width, int(window_width * LOG_SHARE)))

    def _fit_tutorial_panel(self) -> None:
        """The lesson panel in the log's place: about a quarter of the width, the table the rest."""
        if self._tutorial_ui is None:
            return
        panel = self._tutorial_ui[0]
        pw = max(270, min(380, int(self.width() * 0.24)))
        panel.setFixedWidth(pw)
        if panel.isVisible():
            total = sum(self.splitter.sizes()) or self.splitter.width()
            self.splitter.setSizes([max(1, total - pw), 0, pw])

    def _fit_log(self) -> None:
        if not self.log.isVisible():
            return
        total = sum(self.splitter.sizes()) or self.splitter.width()
        lw = self.log_width_for(self.width())
        self._fitting_log = True
        try:
            self.splitter.setSizes([max(1, total - lw), lw])
        finally:
            self._fitting_log = False

    def _log_dragged(self, _pos: int, _index: int) -> None:
        if self._fitting_log or not self.log.isVisible():
            return
        self.settings.log_width = self.log.width()
        self.settings.save()

    def set_log_visible(self, visible: bool) -> None:
        """Show or hide the game log (View → Game log, Ctrl+L); remembered across restarts."""
        self.log.setVisible(visible)
        self.log_action.setChecked(visible)
        self.settings.log_visible = visible
        self.settings.save()
        if visible:
            self._fit_log()

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_log()
        self._fit_tutorial_panel()

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_log()

    def _build_menus(self) -> None:
        """The menus, in the language installed now: built again (a new menu bar, the old one
        deleted with every action it owns) when the player changes the language."""
        self.setMenuBar(QMenuBar(self))
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))

        def act(
            menu: QMenu,
            text: str,
            slot: Callable[[], object],
            shortcut: QKeySequence | QKeySequence.StandardKey | None = None,
        ) -> QAction:
            a = QAction(text, menu)
            if shortcut:
                a.setShortcut(QKeySequence(shortcut))
            a.triggered.connect(slot)
            menu.addAction(a)
            return a

        act(game, self.tr("&New game…"), self.ask_new_game, QKeySequence.StandardKey.New)
        act(game, host_menu_text(), lambda: self.net_play.ask_host()).setObjectName("action-host-table")
        act(game, join_menu_text(), lambda: self.net_play.ask_join()).setObjectName("action-join-table")
        act(game, self.tr("&Load…"), self.ask_load, QKeySequence.StandardKey.Open)
        act(game, self.tr("&Save"), self.save, QKeySequence.StandardKey.Save)
        act(game, self.tr("Save &as…"), self.ask_save_as, QKeySequence.StandardKey.SaveAs)
        self.recent_menu = game.addMenu(self.tr("&Recent games"))
        act(game, self.tr("S&tatistics…"), self.show_statistics)
        game.addSeparator()
        self.hint_action = act(game, hint_menu_text(), self.toggle_hint)
        game.addSeparator()
        self.results_action = act(game, results_menu(), self.show_results, QKeySequence("Ctrl+R"))
        self.results_action.setObjectName("action-results")
        game.addSeparator()
        act(game, self.tr("Open &replay…"), self.ask_open_replay)
        act(game, self.tr("Replay &this game"), self.replay_current)
        act(game, self.tr("&Export log…"), self.export_log)
        game.addSeparator()
        act(game, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        view = bar.addMenu(self.tr("&View"))
        speed = view.addMenu(self.tr("Animation &speed"))
        group = QActionGroup(speed)
        for name in SPEEDS:
            a = QAction(speed_name(name), speed, checkable=True)
            a.setChecked(name == self.settings.speed)
            a.triggered.connect(lambda _=False, n=name: self.set_speed(n))
            group.addAction(a)
            speed.addAction(a)
        self.log_action = QAction(self.tr("Game &log"), view, checkable=True)
        self.log_action.setObjectName("action-game-log")
        self.log_action.setShortcut(QKeySequence("Ctrl+L"))
        self.log_action.setChecked(self.settings.log_visible)
        self.log_action.toggled.connect(self.set_log_visible)
        view.addAction(self.log_action)
        self._build_language_menu(view.addMenu(self.tr("&Language")))
        helpm = bar.addMenu(self.tr("&Help"))
        act(helpm, self.tr("&Rules of Joraku"), self.show_rules, QKeySequence.StandardKey.HelpContents)
        self.tutorial_action = act(helpm, tutorial_menu_text(), self.start_tutorial, QKeySequence("Ctrl+T"))
        self.tutorial_action.setObjectName("action-learn-to-play")
        helpm.addSeparator()
        act(helpm, self.tr("&About Joraku"), self.show_about)
        self.refresh_recent()

    def _wire(self) -> None:
        c = self.controller
        # the views first: they take in the events before the window redraws from the new view
        self.scene.bind(c)
        self.log.bind(c)
        self.action_bar.bind(c)
        c.game_started.connect(self._on_game_started)
        c.action_applied.connect(self._on_action_applied)
        c.turn_started.connect(self._on_turn_started)
        c.ai_thinking.connect(self._on_ai_thinking)
        c.game_over.connect(self._on_game_over)
        c.game_over.connect(self._record_game)
        self.recorder.problem.connect(lambda text: self.show_error(self.tr("Your record"), text))
        self.recorder.recorded.connect(lambda _id: self.statusBar().showMessage(
            self.tr("This game was added to your record (Game → Statistics…)."), 8000))
        c.scoring_beat.connect(self._on_scoring_beat)
        c.message.connect(lambda text: self.statusBar().showMessage(clip(text, 300), 6000))
        c.autosave_changed.connect(self._on_autosave_changed)
        self.scene.curtain_clicked.connect(self.reveal)
        self.scene.selection_changed.connect(self.refresh_bar)
        self.scene.choice_needed.connect(self._offer_choice)
        b = self.action_bar
        b.placement.connect(lambda: self._request_kind(PLACEMENT))
        b.ap.connect(lambda: self._request_kind(AP))
        b.done.connect(lambda: self._request_kind(END))
        b.undo.connect(self.undo)
        b.confirm.connect(self.confirm_selection)
        b.all_actions.connect(self.show_action_list)
        b.choose.connect(self._choose)
        b.ask_hint.connect(self.toggle_hint)
        self.hints.changed.connect(self._on_hint_changed)
        self.tutorial.changed.connect(self.refresh)
        self.tutorial.ended.connect(self._on_tutorial_ended)

    # ---- games -------------------------------------------------------------------------------------
    def start_game(self, setup: GameSetup) -> None:
        self._last_setup = setup
        self.settings.last_setup = setup_to_dict(setup)
        self.settings.save()
        self.controller.new_game(setup)

    def play_again(self) -> None:
        """Same seats and variants, a fresh deal."""
        config = self.controller.config
        if self._last_setup is None and config is not None:
            self._last_setup = GameSetup(config, self.controller.seats)
        if self._last_setup is None:
            return
        cfg = self._last_setup.config
        new_cfg = GameConfig(
            cfg.players, cfg.two_player_variant, cfg.variants, random.randrange(1_000_000_000)
        )
        self.start_game(GameSetup(new_cfg, self._last_setup.seats))

    def ask_new_game(self) -> None:
        """Open the new-game dialog (window-modal, not a nested event loop); one at a time."""
        if self.new_game_dialog is not None:
            self.new_game_dialog.raise_()
            self.new_game_dialog.activateWindow()
            return
        dlg = NewGameDialog(self, self.settings.last_setup)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.finished.connect(self._on_new_game_dialog_finished)
        self.new_game_dialog = dlg
        dlg.open()

    def _on_new_game_dialog_finished(self, result: int) -> None:
        dlg, self.new_game_dialog = self.new_game_dialog, None
        if dlg is None or result != NewGameDialog.DialogCode.Accepted:
            return
        setup = dlg.setup()  # read now: the dialog is deleted once control returns to Qt
        if self.controller.has_progress and not self.confirm(
            self.tr("New game"),
            self.tr(
                "Abandon the game in progress? (It stays in the autosave "
                "until the new game's first move.)"
            ),
        ):
            return
        self.start_game(setup)

    def load(self, path: Path | str) -> bool:
        """Load a save. The current game is replaced only once the new one has been read,
        validated and checked playable: a bad file (or any error a crafted one provokes) leaves
        the game, its save path, the log and the table untouched and says why."""
        path = Path(path)
        loaded = self._read_save(path)
        if loaded is None:
            return False
        resumed = is_autosave(path)
        self._last_setup = GameSetup(loaded.game.config, tuple(loaded.seats))
        # the autosave is overwritten at the next move: a game resumed from it has no save path
        self.controller.start(loaded.game, loaded.seats, None if resumed else path, loaded.hints_used)
        if not resumed:
            self.settings.add_recent(path)
            self.settings.save()
            self.refresh_recent()
        name = clip(path.name, NAME_LIMIT, middle=True)
        if loaded.notice:  # the main file was damaged and its previous version was loaded
            self.show_error(self.tr("The save was recovered"), notice_text(loaded.notice))
        else:
            self.statusBar().showMessage(self.tr("Loaded {0}").format(name), 5000)
        return True

    def _read_save(self, path: Path) -> LoadedGame | None:
        """A save read, validated and checked playable; None (the reason shown) if it is not."""
        try:
            loaded = load_game(path)
            check_playable(loaded)
        except SaveError as exc:
            self._load_failed(path, save_error_text(exc))
            return None
        except Exception as exc:  # a crafted file (deep nesting, odd values) must not crash the window
            self._load_failed(
                path,
                self.tr("{0}: the file is not a Joraku save this version can read ({1}).").format(
                    path.name, type(exc).__name__
                ),
            )
            return None
        return loaded

    def _load_failed(self, path: Path, reason: str) -> bool:
        self.show_error(self.tr("Could not load the game"), reason)
        self.settings.remove_recent(path)
        self.settings.save()
        self.refresh_recent()
        return False

    def ask_load(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Load a game"), str(default_save_dir()), SAVE_FILTER
        )
        if path:
            self.load(path)

    def save(self) -> bool:
        """Save where the game was last saved or loaded from; ask for a name otherwise (a new
        game, or one resumed from the autosave)."""
        path = self.controller.path
        if path is None or is_autosave(path):
            return self.ask_save_as()
        return self.save_to(path)

    def save_to(self, path: Path | str) -> bool:
        if is_autosave(path):
            self.show_error(
                self.tr("Could not save the game"),
                self.tr(
                    "That is the autosave file: it is overwritten after every move. "
                    "Please choose another name."
                ),
            )
            return False
        try:
            self.controller.save(path)
        except SaveError as exc:
            self.show_error(self.tr("Could not save the game"), save_error_text(exc))
            return False
        self.settings.add_recent(path)
        self.settings.save()
        self.refresh_recent()
        self.statusBar().showMessage(self.tr("Saved to {0}").format(clip(str(path), 200, middle=True)), 5000)
        return True

    def ask_save_as(self) -> bool:
        start = str(default_save_dir() / "joraku.joraku.json")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), start, SAVE_FILTER)
        if not path:
            return False
        if not path.endswith(".json"):
            path += ".joraku.json"
        return self.save_to(path)

    # ---- replays and the exported log ------------------------------------------------
    def open_replay(self, path: Path | str) -> bool:
        """Open a save (finished or not) as a replay. A bad file is refused with the same
        reasons a load gives, and nothing else changes; the game in progress goes on."""
        path = Path(path)
        loaded = self._read_save(path)
        if loaded is None:
            return False
        self.show_replay(loaded.game, loaded.seats)
        self.statusBar().showMessage(replay_opened_text(clip(path.name, NAME_LIMIT, middle=True)), 5000)
        return True

    def ask_open_replay(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a game as a replay"), str(default_save_dir()), SAVE_FILTER
        )
        if path:
            self.open_replay(path)

    def replay_current(self) -> bool:
        """Replay the game in place: while it goes on, only as its people's seats knew it (R-P3)."""
        game = self.controller.game
        if game is None:
            self.statusBar().showMessage(self.tr("There is no game to replay."), 5000)
            return False
        shown = self.scene.state.hand_seat if self.scene.state is not None else None
        self.show_replay(game, self.controller.seats, seat=shown)
        return True

    def show_replay(self, game: Game, seats: Sequence[SeatInfo], seat: int | None = None) -> ReplayWindow:
        """A replay window for ``game`` (the one open before is closed), from ``seat``'s view
        if that seat may be viewed (else the first person's)."""
        from ..presentation.replay_model import Replay
        from .replay_window import ReplayWindow

        old, self.replay_window = self.replay_window, None
        if old is not None:
            old.close()
        humans = [i for i, s in enumerate(seats) if s.kind == "human"]
        win = ReplayWindow(
            self, Replay(game, humans), seats, animation_ms=self.settings.animation_ms, seat=seat
        )
        win.play_from_here.connect(self.play_from)
        win.destroyed.connect(lambda _=None, w=win: self._forget_replay(w))
        self.replay_window = win
        self._close_results()
        win.show()
        win.activateWindow()
        return win

    def _forget_replay(self, win: ReplayWindow) -> None:
        if self.replay_window is win:
            self.replay_window = None

    def play_from(self, game: Game, seats: Sequence[SeatInfo]) -> bool:
        """Start ``game`` (a replay's position, its history kept) as the game in place, after
        asking before a game in progress is abandoned."""
        c = self.controller
        if c.has_progress and not self.confirm(self.tr("Play from here"), replay_abandon_text()):
            return False
        win, self.replay_window = self.replay_window, None
        if win is not None:
            win.close()
        self._last_setup = GameSetup(game.config, tuple(seats))
        self.controller.start(game, seats, None)
        view = observe(game, 0)
        where = replay_where_text(view.round, view.phase, view.skirmish, view.skirmishes_per_round)
        self.statusBar().showMessage(replay_play_from_text(where), 8000)
        self.raise_()
        self.activateWindow()
        return True

    def export_log(self) -> Path | None:
        """Save the whole log of the game in place as text or a web page."""
        c = self.controller
        if c.config is None:
            self.statusBar().showMessage(self.tr("There is no game to export."), 5000)
            return None
        groups = story_log(c.config, [s.name for s in c.seats], c.names, c.story(),
                           start=story_start(c.game))
        path, error = ask_export_log(self, c.config, [line for g in groups for line in g])
        if error:
            self.show_error(self.tr("Could not export the log"), error)
        elif path is not None:
            self.statusBar().showMessage(log_exported_text(clip(str(path), 200, middle=True)), 6000)
        return path

    def refresh_recent(self) -> None:
        self.recent_menu.clear()  # deletes the old actions: the menu owns them
        recent = [p for p in self.settings.recent if not is_autosave(p)]
        for p in recent:
            a = QAction(menu_text(clip(Path(p).name, NAME_LIMIT, middle=True)), self.recent_menu)
            a.setToolTip(plain_tip(clip(p, 300, middle=True)))
            a.triggered.connect(lambda _=False, path=p: self.load(path))
            self.recent_menu.addAction(a)
        self.recent_menu.setEnabled(bool(recent))

    def show_error(self, title: str, text: str) -> None:
        """A clear message that does not block (the game goes on behind it). Plain text, cut to
        size: file names and values in it come from files anybody can craft."""
        text = clip(text, MESSAGE_LIMIT)
        self.last_error = text
        box = message_box(self, QMessageBox.Icon.Warning, clip(title, NAME_LIMIT), text)
        box.setObjectName("error-box")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def _build_language_menu(self, menu: QMenu) -> None:
        """System default, then each language by its own name (a player who cannot read the
        current language still finds theirs)."""
        group = QActionGroup(menu)
        choices: list[tuple[str | None, str]] = [
            (None, self.tr("System default ({0})").format(i18n.LANGUAGES[i18n.system_language()])),
            *i18n.LANGUAGES.items(),
        ]
        for code, label in choices:
            a = QAction(label, menu, checkable=True)
            a.setObjectName(f"language-{code or 'system'}")
            a.setChecked(code == self.settings.language)
            a.triggered.connect(lambda _=False, c=code: self.set_language(c))
            group.addAction(a)
            menu.addAction(a)

    def set_language(self, code: str | None) -> None:
        """Speak ``code`` (``None``: the system's language) from now on, and remember it. The
        window, the table, the log and open dialogs retranslate at once (:meth:`changeEvent`)."""
        self.settings.language = code
        self.settings.save()
        if not i18n.install(i18n.resolve(code)):
            self.statusBar().showMessage(
                self.tr("The translation could not be loaded; English is used."), 8000)
        else:
            self.retranslate()

    def retranslate(self) -> None:
        """Say everything again in the language installed now: menus, title, table, action bar,
        the log, and every open window of ours that can (a ``retranslate()`` method)."""
        self._build_menus()
        self._retitle()
        self.refresh()
        if self.autosave_warning is not None:
            self.autosave_warning.retranslate()
        self._reopen_windows()

    def _reopen_windows(self) -> None:
        """Our open windows set their words when they were made: each is made again in the
        language installed now, where it was — the rules help, the Statistics window, the results
        screen, a replay at the same step and from the same seat, the New game dialog."""
        help_window = self.findChild(QWidget, "rules-window")
        if help_window is not None and help_window.isVisible():
            help_window.close()
            self.show_rules()
        if self.statistics is not None:
            self.statistics.close()
            self.statistics = None
            self.show_statistics()
        if self.results is not None and self.results.isVisible():
            self._close_results()
            self.show_results()
        replay = self.replay_window
        if replay is not None:
            index, seat = replay.replay.index, replay.seat
            game, seats = replay.replay.source, replay.seats
            again = self.show_replay(game, seats, seat)  # closes the old one
            again.go(index)
        if self.new_game_dialog is not None and self.new_game_dialog.isVisible():
            self.new_game_dialog.close()
            self.ask_new_game()

    def set_speed(self, name: str) -> None:
        self.settings.speed = name
        self.settings.save()
        self.scene.animator.duration_ms = self.settings.animation_ms
        self.controller.ai_pause_ms = self.settings.ai_pause_ms
        if self._scoring is not None:
            self._scoring.set_speed(name)

    def show_rules(self) -> None:
        """The complete rules (F1) in a window of their own, searchable (views/help_window.py);
        pressing F1 again raises the open one. The window is deleted when closed."""
        from .help_window import RulesHelp

        old = self.findChild(RulesHelp, "rules-window")
        if old is not None and old.isVisible():
            old.raise_()
            old.activateWindow()
            old.focus_search()
            return
        box = RulesHelp(self)
        avail = self.screen().availableGeometry() if self.screen() else self.geometry()
        box.resize(min(1000, int(avail.width() * 0.8)), min(840, int(avail.height() * 0.9)))
        pos = self.geometry().center() - box.rect().center()
        pos.setX(max(avail.left(), min(pos.x(), avail.right() - box.width())))
        pos.setY(max(avail.top(), min(pos.y(), avail.bottom() - box.height())))
        box.move(pos)
        box.show()
        box.activateWindow()

    def show_about(self) -> None:
        """The game's name and version, where its rules come from and the fonts' licence
        (:mod:`.about`); one box at a time, not blocking the game behind it."""
        for old in self.findChildren(QMessageBox, "about-box"):
            old.close()  # deleted on close
        from .about import show_about

        show_about(self)

    @property
    def net_play(self) -> NetPlay:
        """Tables over the network (Game → Host a table… / Join a table…), made when first wanted."""
        if self._net_play is None:
            from .net_play import NetPlay

            self._net_play = NetPlay(self)
        return self._net_play

    # ---- what the screen may show --------------------------------------------------------------
    def board_state(self) -> BoardState | None:
        c = self.controller
        if c.config is None:
            return None
        seating = Seating(tuple(s.name for s in c.seats), tuple(s.kind for s in c.seats), tuple(c.names))
        cur = c.current_seat
        state = board_state(
            c.observe,
            cur,
            self.hotseat.shown_hand(cur),
            curtain=self.scene.curtain_up,
            seating=seating,
            thinking=self._thinking,
            held=c.scoring_shown,
        )
        if c.scoring_shown and self._scoring_events:  # R-V8: the neutral marches after the scoring
            state = replace(state, view=premarch_view(state.view, self._scoring_events))
        if self.tutorial.holds_round_end(state.view.round, state.view.phase.is_recruit):
            # the lesson is about the round scored: its end is shown, nobody acts on it
            state = replace(state, view=round_end_view(state.view), interactive=False)
        return state

    def refresh(self) -> None:
        s = self.board_state()
        if s is None:
            return
        t = self.tutorial  # a lesson that is done says how to go on, not what the table allows
        if t.active and t.complete:
            self.scene.banner_override = tutorial_finish_text() if t.is_last else tutorial_next_text()
        elif t.active and t.pending_look is not None:  # the part of the table to find
            self.scene.banner_override = tutorial_look_text(*t.pending_look, s.view.round)
        else:
            self.scene.banner_override = ""
        self.scene.sync(s)
        self.refresh_bar()
        self._update_tutorial()

    def refresh_bar(self) -> None:
        s = self.scene.state
        if s is None:
            return
        self.action_bar.show_model(
            bar_model(
                s,
                curtain=self.scene.curtain_up,
                can_undo=self.controller.can_undo,
                selection_ready=self.scene.selection_action() is not None,
                scoring=self.controller.scoring_shown,
            )
        )
        if not s.interactive:
            self.action_bar.set_choices([])
        self._update_hint_controls()
        t = self.tutorial  # a lesson takes no moves back and gives hints only when it teaches them
        self.action_bar.b_hint.setVisible(not t.active or t.free or t.step.press == "hint")
        if t.active and not t.free:
            self.action_bar.b_undo.hide()

    # ---- controller signals ------------------------------------------------------------------------
    def _on_game_started(self) -> None:
        c = self.controller
        config = c.config
        assert config is not None
        self.hotseat = HotSeat(c.humans)
        self._thinking = False
        if self._scoring is not None:  # a new or loaded game never replays scoring from its past
            self._scoring.stop(forget=True)
        self.results_action.setEnabled(c.result is not None)
        self._close_results()
        self._retitle()
        self.refresh()
        self.view.fit()

    def _retitle(self) -> None:
        c = self.controller
        if self.tutorial.active:
            self.setWindowTitle(window_title(tutorial_title_text()))
            return
        if c.config is None:
            self.setWindowTitle(window_title(self.tr("Joraku")))
            return
        who = seating_text([(s.name, c.config.seat_armies(i)) for i, s in enumerate(c.seats)])
        self.setWindowTitle(window_title(self.tr("Joraku — {0}").format(who)))

    def _on_action_applied(self, events: list[Event], _action: object, _seat: int) -> None:
        """The views took in the events themselves (``bind``); the table is redrawn from the new view."""
        self._thinking = False
        self._scoring_events = events if self.controller.scoring_shown else []
        self.refresh()

    def _on_turn_started(self, seat: int) -> None:
        if self.hotseat.needs_curtain(seat):
            self.scene.show_curtain(self.controller.seat_name(seat))
        else:
            self.hotseat.reveal(seat)
        self.refresh()

    def reveal(self) -> None:
        """The player behind the curtain is ready: show their hand."""
        if self.controller.config is None or not self.scene.curtain_up:
            return
        self.hotseat.reveal(self.controller.current_seat)
        self.scene.hide_curtain()
        self.refresh()

    def _on_ai_thinking(self, seat: int) -> None:
        self._thinking = True
        if self.scene.state is not None and self.scene.state.view.current_seat == seat:
            self.refresh()

    def _close_results(self) -> None:
        dlg, self.results = self.results, None
        if dlg is not None:
            dlg.close()  # WA_DeleteOnClose: Qt deletes it

    def _forget_results(self, dlg: ResultsDialog) -> None:
        if self.results is dlg:
            self.results = None

    def _on_scoring_beat(self, events: list[Event]) -> None:
        """Play is held: show the scoring (the table already shows the state after it)."""
        s = self.scene.state
        if s is None:
            self.controller.scoring_done()
            return
        self.refresh_bar()
        self.scoring.present(events, s, waits=bool(self.controller.humans))

    def _on_scoring_finished(self) -> None:
        self._scoring_events = []
        self.controller.scoring_done()
        self.refresh()

    def _on_game_over(self, _result: GameResult) -> None:
        self.results_action.setEnabled(True)
        self.show_results()

    def show_results(self) -> None:
        """The results screen (Game → Results reopens it after it was closed)."""
        result = self.controller.result
        if result is None:
            self.statusBar().showMessage(results_not_yet(), 5000)
            return
        self._close_results()  # a game reported over twice (a finished save loaded) shows one
        self.scene.animator.finish_all()
        self.refresh()
        s = self.scene.state
        if s is None:
            return
        v = s.view
        armies = [s.seat_armies(seat) for seat in range(v.players)]
        from .results_dialog import ResultsDialog

        dlg = ResultsDialog(self, result, s.seat_names, armies, v.rp, v.daimyo_card,
                            tally=self.controller.tally(), army_names=s.army_names, variants=v.variants)
        dlg.play_again.connect(self.play_again)
        dlg.new_game.connect(self.ask_new_game)
        dlg.watch_replay.connect(self.replay_current)
        dlg.finished.connect(lambda _result, d=dlg: self._forget_results(d))
        self.results = dlg
        dlg.show()

    # ---- the record of finished games ------------------------------------------------------------
    def _record_game(self, _result: GameResult) -> None:
        """Record the finished game (once: a finished save loaded again adds nothing)."""
        c = self.controller
        if self.tutorial.active:  # the lessons' game is not the player's
            return
        hints = getattr(c, "hints_used", 0)
        self.recorder.record_finished(c.game, c.seats, hints_used=hints if isinstance(hints, int) else 0,
                                      save_path=c.path)

    def show_statistics(self) -> None:
        """The Statistics window (Game menu); asking again raises the open one."""
        if self.statistics is not None:
            self.statistics.reload()
            self.statistics.raise_()
            self.statistics.activateWindow()
            return
        from .statistics import StatisticsWindow

        win = StatisticsWindow(self, self.recorder)
        win.setWindowFlag(Qt.WindowType.Window)
        win.open_game.connect(self.open_recorded_game)
        win.finished.connect(lambda _result, w=win: self._forget_statistics(w))
        self.statistics = win
        win.show()

    def _forget_statistics(self, win: StatisticsWindow) -> None:
        if self.statistics is win:
            self.statistics = None

    def open_recorded_game(self, path: str) -> bool:
        """Open a past game of the record as a replay (a window of its own: the game in progress
        goes on, so nothing needs abandoning)."""
        if not Path(path).is_file():
            self.show_error(self.tr("Could not open the game"), self.tr(
                "The save of this game is no longer there ({0}).").format(clip(path, 200, middle=True)))
            return False
        return self.open_replay(path)

    # ---- requests from the board -------------------------------------------------------------------
    def _request(self, action: Action) -> str | None:
        reason = self.tutorial.refusal(action) if self.tutorial.active else None
        if reason:  # the lesson asks for another decision: nothing changes, one line says which
            self.tutorial_panel.set_refusal(reason)
            self.statusBar().showMessage(reason, 6000)
            return reason
        reason = self.controller.request(action)
        if reason:
            self.statusBar().showMessage(reason, 6000)
        return reason

    def _request_kind(self, kind: ActionKind) -> None:
        s = self.scene.state
        if s is None:
            return
        for a in s.legal:
            if a.kind == kind:
                self._request(a)
                return

    def _choose(self, action: Action) -> None:
        self.action_bar.set_choices([])
        reason = self._request(action)
        if reason:
            self.scene.show_message(reason)

    def _offer_choice(self, actions: list[Action]) -> None:
        play_for = self.tr("Play for {0}")
        self.action_bar.set_choices([(play_for.format(colour_word(a.army)), a) for a in actions])

    def confirm_selection(self) -> None:
        action = self.scene.selection_action()
        if action is None:
            self.scene.show_message(self.tr("Choose {0} card(s) first.").format(self.scene.pass_count()))
            return
        self.scene.pass_selection = []
        reason = self._request(action)
        if reason:
            self.scene.show_message(reason)

    def undo(self) -> None:
        reason = self.tutorial.undo_refusal() if self.tutorial.active else None
        reason = reason or self.controller.undo()
        if reason:
            self.scene.show_message(reason)

    def show_action_list(self) -> None:
        s = self.scene.state
        if s is None or not s.legal:
            return
        for old in self.findChildren(ActionPicker):
            old.close()  # the list of a moment ago; deleted on close
        dlg = ActionPicker(self, [(describe_action(a, s.view.acting_card), a) for a in s.legal])
        dlg.picked.connect(self._choose)
        want = self.tutorial.expected() if self.tutorial.active else None
        if want is not None and want in s.legal:  # the lesson's decision is the one under Enter
            dlg.list.setCurrentRow(s.legal.index(want))
        dlg.open()
        self.tutorial.pressed("actions")

    # ---- the hint ------------------------------------------------------------------------------------
    def hint_available(self) -> bool:
        """A human decides on this screen now: their turn, no curtain, the game not over."""
        s = self.scene.state
        t = self.tutorial
        return (self.hints.available() and not self.scene.curtain_up and s is not None
                and s.interactive and (not t.active or t.free or t.pending_press == "hint"))

    def toggle_hint(self) -> None:
        """H, the button or the menu: ask what the computer would do, or cancel the hint."""
        if self.hints.state is HintState.IDLE and not self.hint_available():
            self.statusBar().showMessage(hint_unavailable_text(), 4000)
            return
        self.hints.toggle()
        if self.hints.state is not HintState.IDLE:
            self.tutorial.pressed("hint")

    def _on_hint_changed(self) -> None:
        h = self.hints
        mode = -1
        if h.state is HintState.THINKING:
            self.hint_layer.show_thinking()
        elif h.state is HintState.SHOWN and h.advice is not None:
            self.hint_layer.show(h.advice, self.controller.names, self.controller.hints_used)
            mode = h.advice.action.kind
        elif self._hint_layer is not None:
            self._hint_layer.clear()
        # the effect the hint chooses now (R-E2) is lit on its button too
        for kind, button in ((PLACEMENT, self.action_bar.b_placement), (AP, self.action_bar.b_ap)):
            button.setStyleSheet(th.LIT_BUTTON if kind == mode else "")
        self._update_hint_controls()

    def _update_hint_controls(self) -> None:
        state = self.hints.state
        active = state is not HintState.IDLE
        b = self.action_bar.b_hint
        b.setText(hint_button_text(state.value))
        b.setEnabled(active or self.hint_available())
        self.hint_action.setEnabled(active or self.hint_available())

    @property
    def scoring(self) -> ScoringSequence:
        """Kachidoki and prestige scoring as beats of their own (R-KS, R-PR), made when first wanted."""
        if self._scoring is None:
            from .scoring_sequence import ScoringSequence

            self._scoring = ScoringSequence(self.scene, self)
            self._scoring.set_speed(self.settings.speed)
            self._scoring.finished.connect(self._on_scoring_finished)
        return self._scoring

    @property
    def hint_layer(self) -> HintLayer:
        """The hint's callout and marks on the table, made at the first hint."""
        if self._hint_layer is None:
            from .hint_layer import HintLayer

            self._hint_layer = HintLayer(self.scene)
        return self._hint_layer

    # ---- the tutorial (Help → Learn to play) -----------------------------------------------------------
    def start_tutorial(self) -> None:
        """Put the game in progress aside (it stays in the autosave, untouched) and begin the
        lessons; the panel takes the log's place."""
        self.hints.cancel()
        self._close_results()
        if not self.tutorial.active:
            self.log.setVisible(False)  # not remembered: the settings keep the player's choice
            self.tutorial_panel.show()
            self._fit_tutorial_panel()
        self.tutorial.begin(0)
        self._retitle()

    @property
    def tutorial_panel(self) -> TutorialPanel:
        """The lesson panel, made (with the marks of what to touch) the first time it is wanted:
        it takes the log's place in the splitter while the tutorial runs."""
        if self._tutorial_ui is None:
            from .tutorial_panel import TableClicks, TutorialMarks, TutorialPanel

            panel = TutorialPanel(self)
            panel.hide()
            self.splitter.addWidget(panel)
            self.splitter.setCollapsible(2, False)
            panel.next_clicked.connect(self.tutorial.next)
            panel.back_clicked.connect(self.tutorial.back)
            panel.restart_clicked.connect(self.tutorial.restart)
            panel.leave_clicked.connect(self.tutorial.leave)
            self._tutorial_ui = (panel, TutorialMarks(self.scene, self.action_bar))
            TableClicks(self.view).clicked.connect(self._tutorial_click)
            self.scene.layout_changed.connect(self._update_tutorial)  # the marks follow the table
        return self._tutorial_ui[0]

    @property
    def tutorial_marks(self) -> TutorialMarks:
        """The marks of what to touch in a lesson (made with the panel)."""
        _ = self.tutorial_panel
        assert self._tutorial_ui is not None
        return self._tutorial_ui[1]

    def _on_tutorial_ended(self, how: str) -> None:
        self.tutorial_marks.clear()
        self.tutorial_panel.hide()
        self.log.setVisible(self.settings.log_visible)
        self._fit_log()
        self._retitle()
        if how == "none":  # no game was in progress: a new one, as at start-up
            if self._last_setup is not None:
                self.play_again()
            else:
                self.start_game(default_setup())
        if self.tutorial.finished:  # the whole game was played: now the player's own choice
            self.ask_new_game()
        elif how != "replaced":
            self.statusBar().showMessage(tutorial_left_text(), 8000)

    def _tutorial_click(self, at: QPointF) -> None:
        """A click on the table while a lesson asks the player to find a part of it."""
        look = self.tutorial.pending_look
        if look is not None and self.tutorial_marks.look_rect(*look, army=self.tutorial.you).contains(at):
            self.tutorial.looked(*look)

    def _describe(self, action: Action) -> str:
        """The taught decision as the gesture that makes it."""
        s = self.scene.state
        card = s.view.acting_card if s is not None else -1
        return tutorial_gesture_text(action, CARD_NUMBER[card] if card >= 0 else 0)

    def _update_tutorial(self) -> None:
        """The lesson panel and the marks of what to touch, after every redraw of the table."""
        t = self.tutorial
        if not t.active:
            return
        if t.progress != self._tutorial_seen:  # a step was taken: the last refusal is history
            self._tutorial_seen = t.progress
            self.tutorial_panel.set_refusal("")
        if not t.free and t.step.press != "hint" and self.hints.state is not HintState.IDLE:
            self.hints.cancel()  # the hint belongs to the lesson that teaches it: it leaves with it
        want = t.expected()
        look = t.pending_look
        if t.step.narrated:
            task = ""  # the lesson is all there is: Next is lit, and the banner says so
        elif look is not None:
            shown = self.scene.state  # the held view: the round just scored
            task = tutorial_look_text(*look, shown.view.round if shown is not None else 1)
        elif t.waits_for_player() and t.pending_press:
            task = tutorial_press_text(t.pending_press)
        elif t.waits_for_player() and t.free:
            task = tutorial_your_game_text()
        elif t.waits_for_player() and want is not None and t.step.press == "actions" and want.kind == PLAY:
            task = tutorial_pick_text(want)  # the list the lesson opened
        elif t.waits_for_player() and want is not None:
            task = self._describe(want)
        elif self.controller.scoring_shown:
            task = tutorial_scoring_text()
        elif want is not None:
            task = tutorial_watch_text()
        else:
            task = tutorial_next_text()
        self.tutorial_panel.show_step(t.step.key, t.index + 1, t.total, task=task, done=t.complete,
                                      last=t.is_last, first=t.index == 0, rebuild=t.rebuildable)
        if self.scene.curtain_up or self.controller.scoring_shown:
            self.tutorial_marks.clear()
        else:
            self.tutorial_marks.show(t.player_run(), t.step.areas, t.step.parts)

    def offer_tutorial(self) -> bool:
        """At first start, once ever: "New to Joraku? Learn to play" (remembered in the settings).
        Returns whether the tutorial began."""
        if self.settings.tutorial_offered:
            return False
        self.settings.tutorial_offered = True
        self.settings.save()
        if not self.ask_tutorial(*tutorial_offer_texts()):
            return False
        self.start_tutorial()
        return True

    def _ask_learn(self, title: str, text: str, yes: str, not_now: str) -> bool:
        box = message_box(self, QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton)
        learn = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(not_now, QMessageBox.ButtonRole.RejectRole)
        box.exec()
        answer = box.clickedButton() is learn
        box.deleteLater()
        return answer

    # ---- keyboard ------------------------------------------------------------------------------------
    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event):
            super().keyPressEvent(event)

    def handle_key(self, event: QKeyEvent) -> bool:
        """The board's keys (also sent here by the view, which has the focus)."""
        key = event.key()
        mods = event.modifiers()
        if self._scoring is not None and self._scoring.active:  # play is held: the keys move it on
            if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.scoring.proceed()
            elif key == Qt.Key.Key_Escape:
                self.scoring.skip()
            return True
        if self.scene.curtain_up:
            if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.reveal()
                return True
            return False
        if (self.tutorial.active and self.tutorial.complete
                and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):  # the lesson is done: Next
            self.tutorial.next()
            return True
        if key == Qt.Key.Key_Escape and self.hints.state is not HintState.IDLE:
            self.hints.cancel()
        elif key == Qt.Key.Key_H and not mods & Qt.KeyboardModifier.ControlModifier:
            self.toggle_hint()
        elif key == Qt.Key.Key_Z and mods & Qt.KeyboardModifier.ControlModifier:
            self.undo()
        elif key == Qt.Key.Key_Left:
            self.scene.move_focus(-1)
        elif key == Qt.Key.Key_Right:
            self.scene.move_focus(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.scene.selection_action() is not None and key != Qt.Key.Key_Space:
                self.confirm_selection()
            else:
                self.scene.activate_focus()
        elif key == Qt.Key.Key_P:
            self._request_kind(PLACEMENT)
        elif key == Qt.Key.Key_A:
            self._request_kind(AP)
        elif key == Qt.Key.Key_D:
            self._request_kind(END)
        elif key == Qt.Key.Key_K:
            self.show_action_list()
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            self.scene.set_focus(key - Qt.Key.Key_1)
        else:
            return False
        return True

    # ---- quitting -------------------------------------------------------------------------------------
    def _ask_yes_no(self, title: str, text: str) -> bool:
        return ask_yes_no(self, title, text)

    def _on_autosave_changed(self, problem: str) -> None:
        """The autosave failed (a lasting warning) or works again (space was freed: the games the
        record refused meanwhile go in now)."""
        if problem and self.autosave_warning is None:
            from .autosave_warning import AutosaveWarning

            self.autosave_warning = AutosaveWarning(self)
            self.autosave_warning.save_elsewhere.connect(self.ask_save_as)
            self.autosave_warning.try_again.connect(self.controller.retry_autosave)
            self._table_column.insertWidget(0, self.autosave_warning)
        if self.autosave_warning is not None:
            self.autosave_warning.show_problem(clip(problem, 300))
        if not problem:
            self.statusBar().showMessage(translate("AutosaveWarning", "Autosave works again."), 8000)
            self.recorder.retry_pending()

    def _ask_quit_unsaved(self, problem: str) -> str:
        from .autosave_warning import ask_quit_unsaved

        return ask_quit_unsaved(self, problem)

    def _quit_unsaved(self) -> bool:
        """The quit prompt while the autosave fails: whether to quit (after saving, if asked)."""
        answer = self.ask_quit_unsaved(clip(self.controller.autosave_problem, 300))
        return answer == "quit" or (answer == "save" and self.ask_save_as())

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        c = self.controller
        # the lessons' game is not worth a question (the game put aside stays in the autosave)
        asks = c.in_progress and not self.tutorial.active
        if asks and c.autosave_problem:  # the truth: this game is not saved anywhere
            go = self._quit_unsaved()
        elif asks:
            go = self.confirm(self.tr("Quit Joraku"), self.tr(
                "A game is in progress. Quit? It is autosaved: you can resume it next time."))
        else:
            go = True
        if not go:
            event.ignore()
            return
        self.hints.shutdown()
        self.controller.shutdown()
        self.recorder.shutdown()  # a game that just ended gets its moment to be recorded
        self._remember_geometry()
        self.settings.save()
        event.accept()

    def _restore_geometry(self) -> None:
        """Open where the player left the window last time, if that still fits a screen."""
        self.resize(1500, 1000)
        saved = self.settings.window
        screen = self.screen().availableGeometry() if self.screen() else None
        if saved and screen is not None:
            x, y, w, h = saved
            rect = QRect(x, y, max(w, 640), max(h, 480))
            if screen.intersects(rect):
                self.setGeometry(rect.intersected(screen) if not screen.contains(rect) else rect)
        if self.settings.maximized:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)

    def _remember_geometry(self) -> None:
        self.settings.maximized = self.isMaximized()
        if not self.isMaximized():
            g = self.geometry()
            self.settings.window = (g.x(), g.y(), g.width(), g.height())


def is_autosave(path: Path | str) -> bool:
    """Whether ``path`` is the autosave file (which every move overwrites)."""
    try:
        return Path(path).resolve() == autosave_path().resolve()
    except (OSError, RuntimeError, ValueError):
        return False


def check_playable(loaded: LoadedGame) -> None:
    """What the window asks of a game as soon as it is in place: raise now, before the current
    game is replaced, rather than after (a validated save passes without effort)."""
    game = loaded.game
    if not game.is_over:
        game.legal_actions()
    for seat in range(game.players):
        observe(game, seat)

