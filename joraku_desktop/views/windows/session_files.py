"""The game's files as the window handles them: load, save, save as, the recent games, and the
set-up of the game in place (New game, Play again).

Input from outside never costs the player a game: a load replaces the current game only after
the new one has been read, validated and checked playable (:func:`check_playable`); the autosave
is never a place the player saved to (a game resumed from it has no save path of its own); a bad
file is named in a clear message, and leaves the recent list. Messages are plain text cut to size.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu

from ...controller import GameController, GameSetup
from ...model import GameConfig, SaveError
from ...model.config import DealScheme, new_seed
from ...model.save_format import clip
from ...model.view import observe
from ...saves import LoadedGame, autosave_path, default_save_dir, load_game
from ...settings import Settings
from ...words.files import notice_text, save_error_text
from ...words.translation import translate
from ..plain_text import menu_text, plain_tip
from .limits import NAME_LIMIT, setup_to_dict
from .window_registry import WindowRegistry

SAVE_FILTER = "Joraku saves (*.joraku.json);;All files (*)"


class SessionFiles(QObject):
    """Load, save and the recent games of the game in place, for one main window.

    ``show_error`` shows a message that does not block; the status bar takes the short news."""

    def __init__(self, window: QMainWindow, controller: GameController, settings: Settings,
                 windows: WindowRegistry, show_error: Callable[[str, str], None]) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._settings = settings
        self._windows = windows
        self._show_error = show_error
        #: the Game → Recent games menu (built again with the menus when the language changes)
        self.recent_menu: QMenu | None = None
        #: the seats and variants of the game in place, for Play again
        self.last_setup: GameSetup | None = None

    # ---- the game in place ---------------------------------------------------------------------
    def start_game(self, setup: GameSetup) -> None:
        """A new game with these seats and variants (remembered for the next New game dialog)."""
        self.last_setup = setup
        self._settings.last_setup = setup_to_dict(setup)
        self._settings.save()
        self._controller.new_game(setup)

    def play_again(self) -> None:
        """Same seats and variants, a fresh deal."""
        config = self._controller.config
        if self.last_setup is None and config is not None:
            self.last_setup = GameSetup(config, self._controller.seats)
        last = self.last_setup
        if last is None:
            return
        cfg = last.config
        new_cfg = GameConfig(
            cfg.players, cfg.two_player_variant, cfg.variants, new_seed(), DealScheme.KEYED
        )
        self.start_game(GameSetup(new_cfg, last.seats))

    def _status(self, text: str, ms: int) -> None:
        self._window.statusBar().showMessage(text, ms)

    # ---- loading -------------------------------------------------------------------------------
    def load(self, path: Path | str) -> bool:
        """Load a save. The current game is replaced only once the new one has been read,
        validated and checked playable: a bad file (or any error a crafted one provokes) leaves
        the game, its save path, the log and the table untouched and says why."""
        path = Path(path)
        loaded = self.read_save(path)
        if loaded is None:
            return False
        resumed = is_autosave(path)
        self.last_setup = GameSetup(loaded.game.config, tuple(loaded.seats))
        # the autosave is overwritten at the next move: a game resumed from it has no save path
        self._controller.start(loaded.game, loaded.seats, None if resumed else path, loaded.hints_used)
        if not resumed:
            self._settings.add_recent(path)
            self._settings.save()
            self.refresh_recent()
        name = clip(path.name, NAME_LIMIT, middle=True)
        if loaded.notice:  # the main file was damaged and its previous version was loaded
            self._show_error(translate("MainWindow", "The save was recovered"), notice_text(loaded.notice))
        else:
            self._status(translate("MainWindow", "Loaded {0}").format(name), 5000)
        return True

    def read_save(self, path: Path) -> LoadedGame | None:
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
                translate("MainWindow", "{0}: the file is not a Joraku save this version can read ({1}).")
                .format(path.name, type(exc).__name__),
            )
            return None
        return loaded

    def _load_failed(self, path: Path, reason: str) -> bool:
        self._show_error(translate("MainWindow", "Could not load the game"), reason)
        self._settings.remove_recent(path)
        self._settings.save()
        self.refresh_recent()
        return False

    def ask_open(self, title: str) -> str:
        """A save file the player picks (the computer players wait meanwhile), or ""."""
        with self._windows.modal("open-file"):
            path, _ = QFileDialog.getOpenFileName(self._window, title, str(default_save_dir()), SAVE_FILTER)
        return path

    def ask_load(self) -> None:
        path = self.ask_open(translate("MainWindow", "Load a game"))
        if path:
            self.load(path)

    # ---- saving --------------------------------------------------------------------------------
    def save(self) -> bool:
        """Save where the game was last saved or loaded from; ask for a name otherwise (a new
        game, or one resumed from the autosave)."""
        path = self._controller.path
        if path is None or is_autosave(path):
            return self.ask_save_as()
        return self.save_to(path)

    def save_to(self, path: Path | str) -> bool:
        if is_autosave(path):
            self._show_error(
                translate("MainWindow", "Could not save the game"),
                translate("MainWindow",
                    "That is the autosave file: it is overwritten after every move. "
                    "Please choose another name."
                ),
            )
            return False
        try:
            self._controller.save(path)
        except SaveError as exc:
            self._show_error(translate("MainWindow", "Could not save the game"), save_error_text(exc))
            return False
        self._settings.add_recent(path)
        self._settings.save()
        self.refresh_recent()
        self._status(translate("MainWindow", "Saved to {0}").format(clip(str(path), 200, middle=True)), 5000)
        return True

    def ask_save_as(self) -> bool:
        start = str(default_save_dir() / "joraku.joraku.json")
        with self._windows.modal("save-file"):
            path, _ = QFileDialog.getSaveFileName(
                self._window, translate("MainWindow", "Save the game"), start, SAVE_FILTER)
        if not path:
            return False
        if not path.endswith(".json"):
            path += ".joraku.json"
        return self.save_to(path)

    # ---- the recent games ----------------------------------------------------------------------
    def refresh_recent(self) -> None:
        menu = self.recent_menu
        if menu is None:
            return
        menu.clear()  # deletes the old actions: the menu owns them
        recent = [p for p in self._settings.recent if not is_autosave(p)]
        for p in recent:
            a = QAction(menu_text(clip(Path(p).name, NAME_LIMIT, middle=True)), menu)
            a.setToolTip(plain_tip(clip(p, 300, middle=True)))
            a.triggered.connect(lambda _=False, path=p: self.load(path))
            menu.addAction(a)
        menu.setEnabled(bool(recent))


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
