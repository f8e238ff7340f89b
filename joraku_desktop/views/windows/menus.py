"""The main window's menus and its key map.

The menus are built in the language installed now, and built again (a new menu bar, the old one
deleted with every action it owns) when the player changes the language. The keys are the
table's: the view has the focus and hands every key press here first.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar

from ... import i18n
from ...controller.hints import HintState
from ...model.actions import AP, END, PLACEMENT
from ...model.phases import Phase
from ...presentation.targets import hand_refusal
from ...settings import SPEEDS
from ...words.basics import speed_name
from ...words.commitments import ask_before_menu, undo_menu
from ...words.hint import hint_menu_text
from ...words.network import host_menu_text, join_menu_text
from ...words.refusals import not_usable_text
from ...words.scoring import results_menu
from ...words.translation import translate
from ...words.tutorial import tutorial_menu_text
from .host import WindowHost
from .log_pane import READ_LOG_KEY
from .requests import Requests, asks_before_committing
from .window_registry import WindowName

if TYPE_CHECKING:
    from ..table.scene import BoardScene
    from ..table.scoring_sequence import ScoringSequence
    from .hint_glue import HintGlue
    from .map_keys import MapKeys
    from .net_play import NetPlay
    from .replays import Replays
    from .tutorial_glue import TutorialGlue


class MenuHost(WindowHost, Protocol):
    """The main window's commands, as its menus and keys call them (a secondary window is
    opened by its name: ``w.windows.show``)."""

    @property
    def net_play(self) -> NetPlay: ...
    @property
    def hint_glue(self) -> HintGlue: ...
    @property
    def replays(self) -> Replays: ...
    @property
    def requests(self) -> Requests: ...
    @property
    def lessons(self) -> TutorialGlue: ...
    def close(self) -> bool: ...
    def set_speed(self, name: str) -> None: ...
    def set_log_visible(self, visible: bool) -> None: ...
    def read_log(self) -> None: ...
    def set_language(self, code: str | None) -> None: ...
    def setMenuBar(self, bar: QMenuBar) -> None: ...  # noqa: N802 (Qt's name)
    def menuBar(self) -> QMenuBar: ...  # noqa: N802 (Qt's name)


class KeyHost(WindowHost, Protocol):
    """The main window's commands, as the keys call them."""

    @property
    def active_scoring(self) -> ScoringSequence | None: ...
    def reveal(self) -> None: ...
    @property
    def hint_glue(self) -> HintGlue: ...
    @property
    def requests(self) -> Requests: ...
    @property
    def lessons(self) -> TutorialGlue: ...
    @property
    def map_keys(self) -> MapKeys: ...


@dataclass(frozen=True)
class Menus:
    """The actions the window changes after the menus are built."""

    recent: QMenu
    hint: QAction
    results: QAction
    log: QAction
    tutorial: QAction
    undo: QAction


def build_menus(w: MenuHost) -> Menus:
    """A new menu bar for ``w``, in the language installed now."""
    w.setMenuBar(QMenuBar(w.as_widget()))
    bar = w.menuBar()
    game = bar.addMenu(translate("MainWindow", "&Game"))

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

    files = w.files
    act(game, translate("MainWindow", "&New game…"), lambda: w.windows.show(WindowName.NEW_GAME),
        QKeySequence.StandardKey.New)
    act(game, host_menu_text(), lambda: w.net_play.ask_host()).setObjectName("action-host-table")
    act(game, join_menu_text(), lambda: w.net_play.ask_join()).setObjectName("action-join-table")
    act(game, translate("MainWindow", "&Load…"), files.ask_load, QKeySequence.StandardKey.Open)
    act(game, translate("MainWindow", "&Save"), files.save, QKeySequence.StandardKey.Save)
    act(game, translate("MainWindow", "Save &as…"), files.ask_save_as, QKeySequence.StandardKey.SaveAs)
    recent = game.addMenu(translate("MainWindow", "&Recent games"))
    act(game, translate("MainWindow", "S&tatistics…"), lambda: w.windows.show(WindowName.STATISTICS))
    game.addSeparator()
    hint = act(game, hint_menu_text(), w.hint_glue.toggle)
    undo = act(game, undo_menu(), w.requests.undo, QKeySequence.StandardKey.Undo)
    undo.setObjectName("action-undo")
    ask = QAction(ask_before_menu(), game, checkable=True)
    ask.setObjectName("action-ask-before-committing")
    # the check says what this table does (by default: asks unless Undo takes it back); a
    # click makes it the player's own choice for every table
    ask.setChecked(asks_before_committing(w.settings, w.controller))
    game.aboutToShow.connect(lambda: ask.setChecked(asks_before_committing(w.settings, w.controller)))
    ask.triggered.connect(lambda on: _ask_before_committing(w, on))
    game.addAction(ask)
    game.addSeparator()
    results = act(game, results_menu(), lambda: w.windows.show(WindowName.RESULTS), QKeySequence("Ctrl+R"))
    results.setObjectName("action-results")
    game.addSeparator()
    act(game, translate("MainWindow", "Open &replay…"), w.replays.ask_open)
    act(game, translate("MainWindow", "Replay &this game"), w.replays.replay_current)
    act(game, translate("MainWindow", "&Export log…"), w.replays.export_log)
    game.addSeparator()
    act(game, translate("MainWindow", "&Quit"), w.close, QKeySequence.StandardKey.Quit)
    view = bar.addMenu(translate("MainWindow", "&View"))
    speed = view.addMenu(translate("MainWindow", "Animation &speed"))
    group = QActionGroup(speed)
    for name in SPEEDS:
        a = QAction(speed_name(name), speed, checkable=True)
        a.setObjectName(f"speed-{name}")
        a.setChecked(name == w.settings.speed)
        a.triggered.connect(lambda _=False, n=name: w.set_speed(n))
        group.addAction(a)
        speed.addAction(a)
    log = QAction(translate("MainWindow", "Game &log"), view, checkable=True)
    log.setObjectName("action-game-log")
    log.setShortcut(QKeySequence("Ctrl+L"))
    log.setChecked(w.settings.log_visible)
    log.toggled.connect(w.set_log_visible)
    view.addAction(log)
    act(view, translate("MainWindow", "&Read the game log"), w.read_log,
        QKeySequence(READ_LOG_KEY)).setObjectName("action-read-log")
    _language_menu(w, view.addMenu(translate("MainWindow", "&Language")))
    view.addSeparator()
    settings = act(view, translate("MainWindow", "S&ettings…"), lambda: w.windows.show(WindowName.SETTINGS),
                   QKeySequence.StandardKey.Preferences)
    settings.setObjectName("action-settings")
    helpm = bar.addMenu(translate("MainWindow", "&Help"))
    act(helpm, translate("MainWindow", "&Rules of Joraku"), lambda: w.windows.show(WindowName.RULES),
        QKeySequence.StandardKey.HelpContents)
    tutorial = act(helpm, tutorial_menu_text(), w.lessons.start, QKeySequence("Ctrl+T"))
    tutorial.setObjectName("action-learn-to-play")
    helpm.addSeparator()
    act(helpm, translate("MainWindow", "&About Joraku"), lambda: w.windows.show(WindowName.ABOUT))
    return Menus(recent, hint, results, log, tutorial, undo)


def _ask_before_committing(w: MenuHost, on: bool) -> None:
    """Game → Ask before committing: the questions before a commitment, on or off; remembered."""
    w.settings.confirm_commitments = on
    w.settings.save()


def _language_menu(w: MenuHost, menu: QMenu) -> None:
    """System default, then each language by its own name (a player who cannot read the
    current language still finds theirs)."""
    group = QActionGroup(menu)
    choices: list[tuple[str | None, str]] = [
        (None, translate("MainWindow", "System default ({0})").format(
            i18n.LANGUAGES[i18n.system_language()])),
        *i18n.LANGUAGES.items(),
    ]
    for code, label in choices:
        a = QAction(label, menu, checkable=True)
        a.setObjectName(f"language-{code or 'system'}")
        a.setChecked(code == w.settings.language)
        a.triggered.connect(lambda _=False, c=code: w.set_language(c))
        group.addAction(a)
        menu.addAction(a)


def resolving(scene: BoardScene) -> bool:
    """The player at the table resolves a card (placements or action points, R-E2): the hand
    waits, and the arrows go along the steps on the map."""
    s = scene.state
    return s is not None and s.interactive and s.view.phase in (Phase.PLACE, Phase.AP)


def handle_key(w: KeyHost, event: QKeyEvent) -> bool:
    """The board's keys (also sent here by the view, which has the focus); whether one was used.
    A key used tells the table the player is on the keyboard (the banner says the keys)."""
    used = _board_key(w, event)
    if used:
        w.scene.gestures.keys_used()
    return used


def _board_key(w: KeyHost, event: QKeyEvent) -> bool:
    key = event.key()
    mods = event.modifiers()
    enter = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
    scoring = w.active_scoring
    if scoring is not None:  # play is held: the keys move it on
        if key in (Qt.Key.Key_Space, *enter):
            scoring.proceed()
        elif key == Qt.Key.Key_Escape:
            scoring.skip()
        return True
    scene, tutorial = w.scene, w.tutorial
    if key in (Qt.Key.Key_Space, *enter) and scene.calm.calming:
        return True  # the press meant for the scoring just over: nothing on the table
    if scene.curtain_up:
        if key in (Qt.Key.Key_Space, *enter):
            w.reveal()
            return True
        return False
    if tutorial.active and tutorial.complete and key in enter:  # the lesson is done: Next
        tutorial.next()
        return True
    if tutorial.active and tutorial.complete and key == Qt.Key.Key_Space:
        return True  # Space hurries a scoring on; once the lesson is done it tries no decision
    if key in enter and tutorial.pending_look is not None:  # the part of the table it asks for
        return w.lessons.find_by_key()
    if key == Qt.Key.Key_Escape and w.hints.state is not HintState.IDLE:
        w.hints.cancel()
    elif key == Qt.Key.Key_H and not mods & Qt.KeyboardModifier.ControlModifier:
        w.hint_glue.toggle()
    elif key == Qt.Key.Key_Z and mods & Qt.KeyboardModifier.ControlModifier:
        w.requests.undo()
    elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and resolving(scene):  # the steps on the map
        w.map_keys.move(-1 if key == Qt.Key.Key_Left else 1)
    elif key == Qt.Key.Key_Left:
        scene.move_focus(-1)
    elif key == Qt.Key.Key_Right:
        scene.move_focus(1)
    elif key in enter and resolving(scene) and w.map_keys.fresh and (step := w.map_keys.chosen()):
        scene.ask(step)  # the step the player has just put the map's cursor on, as its drag would
    elif key in enter and (lit := w.action_bar.lit_button()) is not None:
        lit.click()  # the decision the hint or the lesson points at, never a card of the hand
    elif key in enter and resolving(scene) and (step := w.map_keys.chosen()) is not None:
        scene.ask(step)  # the step still under the map's cursor: the same again
    elif key in (*enter, Qt.Key.Key_Space):
        if scene.selection_action() is not None and key != Qt.Key.Key_Space:
            w.requests.confirm_selection()
        elif not scene.activate_focus() and resolving(scene):  # no step under the map's cursor
            scene.show_message(not_usable_text(hand_refusal(Phase.PLACE)))
    elif key == Qt.Key.Key_P:
        w.requests.request_kind(PLACEMENT)
    elif key == Qt.Key.Key_A:
        w.requests.request_kind(AP)
    elif key == Qt.Key.Key_D:
        w.requests.request_kind(END)
    elif key == Qt.Key.Key_K:
        w.requests.show_action_list()
    elif Qt.Key.Key_1 <= key <= Qt.Key.Key_9 and not resolving(scene):  # one cursor: the map's
        scene.set_focus(key - Qt.Key.Key_1)
    else:
        return False
    return True

