"""The game window: the table, the log and the action bar, composed with their parts.

Menus and keys (:mod:`.menus`); the game's files (:mod:`.session_files`); one registry for
every secondary window (:mod:`.window_registry`, :mod:`.secondary`: open or raise, forgotten on
close); the board's requests and refusals (:mod:`.requests`); the tutorial, hint, replay and
autosave glue. Each view binds itself to the controller's signals (``bind``); the window keeps
the hot-seat state, asks the Qt-free presenters what the screen may show from a seat's view
(never reaching into the :class:`Game`) and redraws the table once per decision.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import (
    QCloseEvent,
    QKeyEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QMainWindow, QMessageBox, QVBoxLayout, QWidget
from typing_extensions import override

from ... import i18n
from ...controller import GameController, GameSetup, HotSeat
from ...controller.hints import Hints
from ...controller.recorder import Recorder
from ...controller.tutorial import Tutorial
from ...model import GameResult
from ...model.actions import AP, END, PLACEMENT
from ...model.events import Event
from ...model.save_format import clip
from ...presentation.board_state import BoardState
from ...presentation.presenter import Seating, bar_model, board_state
from ...presentation.scoring_steps import premarch_view
from ...settings import Settings
from ...words.basics import default_name_keys, names_in_language, seating_text
from ...words.tutorial import tutorial_title_text
from .. import theme as th
from ..plain_text import ask_yes_no, message_box, window_title
from ..table.board_view import BoardView
from ..table.scene import BoardScene
from .accessible_glue import Accessibility
from .action_bar import ActionBar
from .autosave_glue import AutosaveTrouble
from .ending_glue import EndingGlue
from .game_log import GameLog
from .hint_glue import HintGlue
from .limits import MESSAGE_LIMIT, NAME_LIMIT
from .log_pane import LogPane
from .menus import build_menus, handle_key
from .registry import WINDOWS
from .replays import Replays
from .requests import Requests
from .secondary import SecondaryWindows
from .session_files import SessionFiles
from .tutorial_glue import TutorialGlue
from .window_registry import WindowName, WindowRegistry
from .window_size import remembered_geometry, restore_geometry

if TYPE_CHECKING:  # the windows a player opens are imported when first opened: a faster start
    from ..table.scoring_sequence import ScoringSequence
    from .map_keys import MapKeys
    from .net_play import NetPlay

#: the hot-seat curtain's hold on the computer players (WindowRegistry.hold)
CURTAIN = "curtain"


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None, *, autosave: bool = True,
                 record: bool | None = None) -> None:
        super().__init__()
        self.setObjectName("main-window")
        self.settings = settings or Settings()
        self.setWindowTitle(window_title(self.tr("Joraku")))
        self.controller = GameController(self, autosave=autosave, ai_pause_ms=self.settings.ai_pause_ms)
        #: every secondary window, one of each at a time; what holds the computer players
        self.windows = WindowRegistry(self, WINDOWS)
        self.windows.paused_changed.connect(lambda paused: self.controller.set_paused(paused, "windows"))
        self.scene = BoardScene(self)
        self.scene.animator.duration_ms = self.settings.animation_ms
        #: Kachidoki and prestige scoring shown as beats of their own (R-KS, R-PR): made at the
        #: first scoring (:attr:`scoring`)
        self._scoring: ScoringSequence | None = None
        self.controller.present_scoring = True
        self.view = BoardView(self.scene, self)
        self.view.key_handler = lambda event: handle_key(self, event)
        self.log = GameLog(self)
        self.action_bar = ActionBar(self)
        #: "What would the computer do?": asked here, thought off the GUI thread, drawn on the table
        self.hints = Hints(self.controller, self)
        self.hotseat = HotSeat(())
        #: records finished games (off, like the autosave, in a window that does not autosave)
        self.recorder = Recorder(self, enabled=autosave if record is None else record)
        self.last_error = ""
        self._thinking = False
        #: the table is behind the game: redrawn once when the controller has settled a decision
        self._stale = False
        self._fit_pending = False
        #: the events of the action whose scoring is on screen (the table shows the map as scored)
        self._scoring_events: list[Event] = []
        #: asks a yes/no question; tests replace it (QMessageBox.question blocks)
        self.confirm: Callable[[str, str], bool] = self._ask_yes_no
        #: Help → Learn to play: the lessons and the gate (the panel and marks: :attr:`lessons`)
        self.tutorial = Tutorial(self.controller, self)
        self.lessons = TutorialGlue(self)
        self._build_layout()
        #: a failing autosave: the lasting warning, and the quit prompt that tells the truth
        self.autosave = AutosaveTrouble(self, self.recorder, self._table_column)
        #: load, save, save as and the recent games
        self.files = SessionFiles(self, self.controller, self.settings, self.windows, self.show_error)
        self.replays = Replays(self)
        self.secondary = SecondaryWindows(self)
        self.hint_glue = HintGlue(self)
        #: tables over the network (Game → Host a table… / Join a table…), made when first wanted
        self._net_play: NetPlay | None = None
        self._map_keys: MapKeys | None = None
        #: the board's requests to the controller, and the refusals that come back
        self.requests = Requests(self)
        #: the end of a game: the winner's banner on the table, then the results
        self.ending = EndingGlue(self)
        # the sound cues (views/sound): started once the table is drawn, off the way to it
        self.view.first_painted.connect(lambda: QTimer.singleShot(0, self.secondary.start_sound))
        self._build_menus()
        self._wire()
        self.accessible = Accessibility(self)  # after _wire: it describes the table once redrawn
        # last: the window's least size is known once its parts are in
        restore_geometry(self, self.settings.window, self.settings.maximized)

    def as_widget(self) -> QWidget:
        return self

    # ---- construction -----------------------------------------------------------------------------
    def _build_layout(self) -> None:
        left = QWidget(self)
        lay = QVBoxLayout(left)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        self._table_column = lay  # the autosave warning goes above the table when needed
        lay.addWidget(self.view, 1)
        lay.addWidget(self.action_bar)
        self.action_bar.follow(self.view)  # Tab: the table, then the bar's buttons
        self.log.leave.connect(lambda: self.view.setFocus(Qt.FocusReason.OtherFocusReason))
        self.log_pane = LogPane(self, left, self.log, self.settings, self.view)
        self.splitter = split = self.log_pane.splitter
        self.setCentralWidget(split)
        # created now, not at the first message: a status bar that appears later moves the table
        self.statusBar().setSizeGripEnabled(False)
        self.setStyleSheet(th.WINDOW_SHEET)

    # ---- the log panel: narrowed, widened or hidden; the table takes the room ------------
    def fit_log(self) -> None:
        self.log_pane.fit(self.width())

    def set_log_visible(self, visible: bool) -> None:
        """Show or hide the game log (View → Game log, Ctrl+L); remembered across restarts."""
        self.log_action.setChecked(visible)
        self.log_pane.set_visible(visible, self.width())

    def read_log(self) -> None:
        """F6: the keys to the game log, shown if it was hidden (it is out of the Tab cycle; in a
        narrow window it opens over the table); from the log, back to the table. The lesson
        panel stands in its place in the tutorial."""
        if self.tutorial.active:
            self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)
        elif not self.settings.log_visible:
            self.set_log_visible(True)
            self.log.setFocus(Qt.FocusReason.ShortcutFocusReason)
        else:
            self.log_pane.read()

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_log()
        self.lessons.fit_panel()

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_log()

    # ---- menus and keys (views/windows/menus.py) -------------------------------------------------
    def _build_menus(self) -> None:
        """The menus, in the language installed now (built again when it changes)."""
        m = build_menus(self)
        self.files.recent_menu = self.recent_menu = m.recent
        self.hint_glue.action = self.hint_action = m.hint
        self.results_action, self.log_action, self.tutorial_action = m.results, m.log, m.tutorial
        self.undo_action = m.undo
        self.files.refresh_recent()

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The board's keys (:func:`.menus.handle_key`; the view, which has the focus, sends
        them there too)."""
        if not handle_key(self, event):
            super().keyPressEvent(event)

    @property
    def active_scoring(self) -> ScoringSequence | None:
        """The scoring sequence while it holds play (the keys move it on), else None."""
        return self._scoring if self._scoring is not None and self._scoring.active else None

    def _wire(self) -> None:
        c = self.controller
        # the views first: they take in the events before the window redraws from the new view
        self.scene.bind(c)
        self.log.bind(c)
        self.action_bar.bind(c)
        c.game_started.connect(self._on_game_started)
        c.action_applied.connect(self._on_action_applied)
        c.turn_started.connect(self._on_turn_started)
        c.settled.connect(self._on_settled)
        c.ai_thinking.connect(self._on_ai_thinking)
        c.game_over.connect(self._on_game_over)
        c.finished.connect(self._record_game)  # once the whole finished game is here, before its scoring
        self.recorder.problem.connect(lambda text: self.show_error(self.tr("Your record"), text))
        self.recorder.recorded.connect(lambda _id: self.statusBar().showMessage(
            self.tr("This game was added to your record (Game → Statistics…)."), 8000))
        c.scoring_beat.connect(self._on_scoring_beat)
        c.message.connect(lambda text: self.statusBar().showMessage(clip(text, 300), 6000))
        self.scene.curtain_clicked.connect(self.reveal)
        self.scene.selection_changed.connect(self.refresh_bar)
        b = self.action_bar
        b.placement.connect(lambda: self.requests.request_kind(PLACEMENT))
        b.ap.connect(lambda: self.requests.request_kind(AP))
        b.done.connect(lambda: self.requests.request_kind(END))

    @property
    def map_keys(self) -> MapKeys:
        """The keyboard's cursor on the map (made at the first arrow key while a card is resolved)."""
        if self._map_keys is None:
            from .map_keys import MapKeys

            self._map_keys = MapKeys(self)
        return self._map_keys

    @property
    def net_play(self) -> NetPlay:
        if self._net_play is None:
            from .net_play import NetPlay

            self._net_play = NetPlay(self)
        return self._net_play

    def show_error(self, title: str, text: str) -> None:
        """A clear message that does not block (the game goes on behind it). Plain text, cut to
        size: file names and values in it come from files anybody can craft."""
        text = clip(text, MESSAGE_LIMIT)
        self.last_error = text
        box = message_box(self, QMessageBox.Icon.Warning, clip(title, NAME_LIMIT), text)
        box.setObjectName("error-box")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # ---- games -------------------------------------------------------------------------------------
    def start_game(self, setup: GameSetup) -> None:
        self.files.start_game(setup)

    def play_again(self) -> None:
        self.files.play_again()

    # ---- language and speed ------------------------------------------------------------------------
    def set_language(self, code: str | None) -> None:
        """Speak ``code`` (``None``: the system's language) from now on, and remember it. The
        window, the table, the log and open dialogs retranslate at once (:meth:`changeEvent`)."""
        self.settings.language = code
        self.settings.save()
        names = [s.name for s in self.controller.seats]
        untyped = default_name_keys(names)
        if not i18n.install(i18n.resolve(code)):
            self.statusBar().showMessage(
                self.tr("The translation could not be loaded; English is used."), 8000)
        else:
            if any(untyped):  # the default names nobody typed follow the language
                self.controller.rename_seats(names_in_language(names, untyped))
            self.retranslate()

    def retranslate(self) -> None:
        """Say everything again in the language installed now: menus, title, table, action bar,
        the log, and every open window of ours that can (a ``retranslate()`` method)."""
        self._build_menus()
        self.retitle()
        self.action_bar.retranslate()
        self.log.retell(self.controller)
        self.scene.redraw()
        self.refresh()
        self.ending.retranslate()
        self.accessible.describe()
        if self.autosave.warning is not None:
            self.autosave.warning.retranslate()
        self.windows.remake()  # each open window again, in the new words

    def set_speed(self, name: str) -> None:
        self.settings.speed = name
        self.settings.save()
        self.scene.animator.duration_ms = self.settings.animation_ms
        self.controller.ai_pause_ms = self.settings.ai_pause_ms
        if self._scoring is not None:
            self._scoring.set_speed(name)

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
        return self.lessons.shown(state)

    def refresh(self) -> None:
        s = self.board_state()
        if s is None:
            return
        self._stale = False
        self.scene.banner_override = self.lessons.banner_line()
        self.scene.sync(s)
        self.refresh_bar()
        self.lessons.update()

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
        self.hint_glue.update_controls()
        t = self.tutorial  # a lesson takes nothing back; the player's own game in it does
        self.undo_action.setEnabled(self.controller.can_undo and (not t.active or t.free))
        self.lessons.fit_bar()

    def retitle(self) -> None:
        c = self.controller
        if self.tutorial.active:
            self.setWindowTitle(window_title(tutorial_title_text()))
            return
        if c.config is None:
            self.setWindowTitle(window_title(self.tr("Joraku")))
            return
        who = seating_text([(s.name, c.config.seat_armies(i)) for i, s in enumerate(c.seats)])
        self.setWindowTitle(window_title(self.tr("Joraku — {0}").format(who)))

    # ---- controller signals ------------------------------------------------------------------------
    def _on_game_started(self) -> None:
        c = self.controller
        assert c.config is not None
        self.hotseat = HotSeat(c.humans)
        self.windows.release(CURTAIN)  # the scene lifts the curtain of the game before
        self._thinking = False
        if self._scoring is not None:  # a new or loaded game never replays scoring from its past
            self._scoring.stop(forget=True)
        self.results_action.setEnabled(c.result is not None)
        self.windows.close(WindowName.RESULTS)
        self.statusBar().clearMessage()  # of the game before; the new one's ("Loaded …") come after
        self.retitle()
        self._stale = self._fit_pending = True  # drawn and fitted once the game is in place

    def _on_action_applied(self, events: list[Event], _action: object, _seat: int) -> None:
        """The views took in the events themselves (``bind``); the table is redrawn from the new
        view once the controller has settled the decision (:meth:`_on_settled`)."""
        self._thinking = False
        self._scoring_events = events if self.controller.scoring_shown else []
        self._stale = True

    def _on_turn_started(self, seat: int) -> None:
        if self.hotseat.needs_curtain(seat):
            self.scene.show_curtain(self.controller.seat_name(seat))
            self.windows.hold(CURTAIN)  # nothing moves while the next player takes the seat
        else:
            self.hotseat.reveal(seat)
        self._stale = True

    def _on_settled(self) -> None:
        """One decision is over (the action, and the turn or scoring after it): one redraw."""
        if self._stale:
            self.refresh()
        if self._fit_pending:
            self._fit_pending = False
            self.view.fit()

    def reveal(self) -> None:
        """The player behind the curtain is ready: show their hand."""
        if self.controller.config is None or not self.scene.curtain_up:
            return
        self.hotseat.reveal(self.controller.current_seat)
        self.scene.hide_curtain()
        self.windows.release(CURTAIN)
        self.refresh()

    def _on_ai_thinking(self, seat: int) -> None:
        self._thinking = True
        if self.scene.state is not None and self.scene.state.view.current_seat == seat:
            self.refresh()

    def _on_scoring_beat(self, events: list[Event]) -> None:
        """Play is held: show the scoring (the table already shows the state after it)."""
        if self._stale:  # the scoring is shown over the table as it is after the action
            self.refresh()
        s = self.scene.state
        if s is None:
            self.controller.scoring_done()
            return
        self.refresh_bar()
        self.scoring.present(events, s, waits=bool(self.controller.humans))

    def _on_scoring_finished(self) -> None:
        self._scoring_events = []
        self._stale = True
        self.controller.scoring_done()  # settles (one redraw) unless the beat was already over
        if self._stale:
            self.refresh()

    def _on_game_over(self, result: GameResult) -> None:
        self.results_action.setEnabled(True)
        self.ending.game_over(result)

    @property
    def scoring(self) -> ScoringSequence:
        """Kachidoki and prestige scoring as beats of their own (R-KS, R-PR), made when first wanted."""
        if self._scoring is None:
            from ..table.scoring_sequence import ScoringSequence

            self._scoring = ScoringSequence(self.scene, self)
            self._scoring.set_speed(self.settings.speed)
            self._scoring.finished.connect(self._on_scoring_finished)
        return self._scoring

    def _record_game(self, _result: GameResult) -> None:
        """Record the finished game: its save in ``finished/`` at once, then the record (once: a
        finished save loaded again, or the results shown after the scoring, add nothing)."""
        c = self.controller
        if self.tutorial.active:  # the lessons' game is not the player's
            return
        hints = getattr(c, "hints_used", 0)
        self.recorder.record_finished(c.game, c.seats, hints_used=hints if isinstance(hints, int) else 0,
                                      save_path=c.path)

    # ---- the autosave's trouble and quitting ---------------------------------------------------------
    def _ask_yes_no(self, title: str, text: str) -> bool:
        with self.windows.modal("question"):
            return ask_yes_no(self, title, text)

    @override
    def closeEvent(self, event: QCloseEvent) -> None:
        c = self.controller
        # the lessons' game is not worth a question (the game put aside stays in the autosave)
        asks = c.in_progress and not self.tutorial.active and (c.touched or bool(c.autosave_problem))
        if asks and c.autosave_problem:  # the truth: this game is not saved anywhere
            go = self.autosave.may_quit()
        elif asks:
            go = self.confirm(self.tr("Quit Joraku"), self.tr(
                "A game is in progress. Quit? It is autosaved: you can resume it next time."))
        else:
            go = True
        if not go:
            event.ignore()
            return
        self.hints.shutdown()
        self.secondary.stop_sound()
        self.controller.shutdown()
        self.recorder.shutdown()  # a game that just ended gets its moment to be recorded
        self.settings.maximized = self.isMaximized()
        self.settings.window = remembered_geometry(self) or self.settings.window
        self.settings.save()
        event.accept()
