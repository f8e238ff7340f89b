"""Start-up only: the QApplication, the bundled fonts, the window, resume or new game.

``joraku`` (and ``python -m joraku_desktop``) run :func:`main`. ``--smoke-test`` opens the
window, plays an all-computer game at instant speed and exits 0 (used by packaging checks).

Start-up never fails on our own files (:func:`start_up`): a data folder that cannot be created,
a broken settings file or a bad autosave each become one sentence for the player (:func:`tell`),
the bad file is renamed aside with the date (:func:`saves.quarantine`) so the next launch does
not trip on it again, and a new game starts.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication, QMessageBox

from . import __version__, i18n
from .controller import GameSetup
from .logs import setup_logging
from .model import GameConfig, GameResult, SaveError
from .model.save_format import clip
from .notices import Notice, NoticeCode
from .paths import resources_dir
from .saves import (
    SeatInfo,
    autosave_path,
    backup_path,
    clean_stale_temps,
    default_save_dir,
    load_game,
    quarantine,
    save_dir_problem,
)
from .settings import Settings, config_dir
from .views import theme
from .views.dialogs import NewGameDialog, agent_levels, default_level
from .views.main_window import MainWindow
from .views.messages import default_computer_name, default_player_name, notice_text, save_error_text

translate = QCoreApplication.translate


def load_fonts() -> list[str]:
    """Load the bundled fonts (Japanese glyphs included) so text never renders as boxes."""
    families: list[str] = []
    for path in sorted((resources_dir() / "fonts").glob("*.otf")):
        fid = QFontDatabase.addApplicationFont(str(path))
        if fid >= 0:
            families.extend(QFontDatabase.applicationFontFamilies(fid))
    if theme.SANS in families:
        f = QFont(theme.SANS)
        f.setPointSizeF(10.5)
        QApplication.setFont(f)
    else:
        print("joraku: bundled fonts missing in resources/fonts; text may not render", file=sys.stderr)
    return sorted(set(families))


def default_setup(seed: int | None = None) -> GameSetup:
    """You against three computers: what a first start offers if the dialog is cancelled."""
    seed = random.randrange(1_000_000_000) if seed is None else seed
    level = default_level()
    seats = (
        SeatInfo(default_player_name(0), "human"),
        *(SeatInfo(default_computer_name(i), level) for i in (1, 2, 3)),
    )
    return GameSetup(GameConfig(players=4, seed=seed), seats)


def computer_setup(seed: int, level: str | None = None) -> GameSetup:
    level = level or agent_levels()[0]
    seats = tuple(SeatInfo(f"{n} ({level})", level) for n in ("Oda", "Takeda", "Imagawa", "Saitō"))
    return GameSetup(GameConfig(players=4, seed=seed), seats)


def make_app(argv: Sequence[str]) -> QApplication:
    app = QApplication.instance() or QApplication(list(argv))
    app.setApplicationName("Joraku")
    app.setOrganizationName("JorakuDesktop")
    app.setApplicationVersion(__version__)
    load_fonts()
    return app  # type: ignore[return-value]


NOTICE_NAME = "start-up-notice"


def tell(window: MainWindow, sentence: str) -> None:
    """Tell the player something about start-up without blocking: one box (sentences from the
    same start-up are added to it, not stacked as boxes) and the status bar. Plain text, so a
    file name holding HTML shows as typed."""
    window.statusBar().showMessage(sentence, 30000)
    box = window.findChild(QMessageBox, NOTICE_NAME)
    if box is not None:
        box.setText(box.text() + "\n\n" + sentence)
        return
    box = QMessageBox(QMessageBox.Icon.Information, translate("App", "Joraku"), sentence,
                      QMessageBox.StandardButton.Ok, window)
    box.setObjectName(NOTICE_NAME)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()


def prepare_files() -> tuple[Settings, list[Notice]]:
    """Before the window: our folders and files, every problem turned into a sentence.

    Stale temporary files of ours (a save killed mid-write) are removed here, where no writer of
    this process can be using one yet.
    """
    notices: list[Notice] = []
    problem = save_dir_problem()
    if problem:
        notices.append(problem)
    for folder in (default_save_dir(), config_dir()):
        with contextlib.suppress(OSError):
            clean_stale_temps(folder)
    try:
        settings = Settings.load()
    except Exception as exc:  # Settings.load reports its own problems; this is the last guard
        settings = Settings()
        settings.problem = Notice(NoticeCode.SETTINGS_UNREADABLE, {"detail": type(exc).__name__})
    if settings.problem:
        notices.append(settings.problem)
    return settings, notices


def _set_aside(window: MainWindow, paths: Sequence[Path], why: str) -> None:
    """A resume failed: rename the bad autosave file(s) aside and say so in one sentence."""
    moved: list[str] = []
    for p in paths:
        if os.path.lexists(p):
            with contextlib.suppress(OSError):
                moved.append(quarantine(p).name)
    if moved:
        text = translate(
            "App", "The autosave could not be resumed ({0}); it was renamed {1} and a new game starts."
        ).format(clip(why, 200), ", ".join(moved))
    else:
        text = translate(
            "App", "The autosave could not be resumed ({0}); a new game starts."
        ).format(clip(why, 200))
    tell(window, text)


def offer_resume(window: MainWindow) -> bool:
    """If the autosave holds an unfinished game, offer to resume it.

    Never raises: an autosave that cannot be loaded or started (damaged, hostile, an unplayable
    position) is set aside and the caller starts a new game. If the autosave was damaged but its
    ``.bak`` loads, the damaged file is set aside and the backup resumed.
    """
    path = autosave_path()
    backup = backup_path(path)
    if not (os.path.lexists(path) or backup.is_file()):
        return False
    try:
        loaded = load_game(path)
    except SaveError as exc:
        _set_aside(window, (path, backup), save_error_text(exc))
        return False
    except Exception as exc:
        _set_aside(window, (path, backup), type(exc).__name__)
        return False
    if loaded.recovered_from is not None:
        with contextlib.suppress(OSError):
            quarantine(path)  # the damaged main file; the backup is now the autosave to resume
    if loaded.game.is_over:
        return False
    names = ", ".join(s.name for s in loaded.seats)
    g = loaded.game
    text = translate("App", "Resume the unfinished game ({0}; round {1})?").format(names, g.round)
    if QMessageBox.question(window, translate("App", "Resume"), text) != QMessageBox.StandardButton.Yes:
        return False
    try:
        resumed = window.load(path)
    except Exception as exc:  # e.g. a position the engine cannot play from
        _set_aside(window, (backup if loaded.recovered_from else path,), type(exc).__name__)
        return False
    if resumed and loaded.notice:
        tell(window, notice_text(loaded.notice))
    return resumed


def start_up(*, new: bool = False, seed: int | None = None) -> tuple[MainWindow, bool]:
    """Everything :func:`main` does before the New game dialog and the event loop: files, window,
    resume or a new game. Returns the window and whether a game was resumed."""
    settings, notices = prepare_files()
    i18n.install(i18n.resolve(settings.language))
    window = MainWindow(settings)
    # the Resume question comes before the window shows: never a half-built table behind it
    resumed = False if new else offer_resume(window)
    window.show()
    if not resumed:  # dealt into the shown window: the table is laid out once, at its size
        window.start_game(default_setup(seed))
    for notice in notices:
        tell(window, notice_text(notice))
    return window, resumed


def run_smoke_test(window: MainWindow, seed: int, timeout_s: int = 120) -> int:
    """Play an all-computer game at instant speed in the real window; 0 if it reached the end."""
    app = QApplication.instance()
    assert app is not None, "make_app() first"
    outcome = {"code": 1}

    def over(result: GameResult) -> None:
        outcome["code"] = 0
        print(f"smoke test: game over, ranking {result.ranking}, scores {result.scores}")
        QTimer.singleShot(0, app.quit)

    window.controller.game_over.connect(over)
    deadline = QTimer(window)  # stopped once the game is over: a process that goes on (the
    deadline.setSingleShot(True)  # tests) must not have its event loop quit two minutes later
    deadline.timeout.connect(app.quit)
    deadline.start(timeout_s * 1000)
    window.start_game(computer_setup(seed))
    app.exec()
    deadline.stop()
    window.controller.game_over.disconnect(over)
    if outcome["code"]:
        print("smoke test: the game did not finish in time", file=sys.stderr)
    else:  # the parts loaded later than the first table: in this build, and working
        from .smoke import CHECKS, after_game

        problems = after_game(window)
        for problem in problems:
            print(f"smoke test: {problem}", file=sys.stderr)
        outcome["code"] = 1 if problems else 0
        print(f"smoke test: after the game, {len(CHECKS) - len(problems)} of {len(CHECKS)} checks passed "
              f"({', '.join(name for name, _check in CHECKS)})")
    window.controller.shutdown()
    return outcome["code"]


def main(argv: Sequence[str] | None = None) -> int:
    args_in = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(prog="joraku", description="Joraku Desktop")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open the window, play an all-computer game at instant speed, exit",
    )
    parser.add_argument("--seed", type=int, default=None, help="seed of the game to start")
    parser.add_argument("--new", action="store_true", help="do not offer to resume the autosave")
    args = parser.parse_args(args_in)
    setup_logging()  # failures and uncaught exceptions to the log file (joraku_desktop/logs.py)
    app = make_app([sys.argv[0], *args_in])
    if args.smoke_test:
        settings = Settings(speed="instant")
        window = MainWindow(settings, autosave=False)
        window.show()
        return run_smoke_test(window, args.seed or 1)
    window, resumed = start_up(new=args.new, seed=args.seed)
    if not resumed:  # asked once the table is drawn: the player sees the new game while it is built
        window.view.first_painted.connect(lambda: QTimer.singleShot(0, lambda: ask_for_a_game(window)))
    return app.exec()


def ask_for_a_game(window: MainWindow) -> None:
    """Over the new game of a start: at the first start "New to Joraku? Learn to play", else the
    New game dialog (its game replaces the one on the table)."""
    if window.offer_tutorial():
        return
    dlg = NewGameDialog(window, window.settings.last_setup)
    if dlg.exec() == NewGameDialog.DialogCode.Accepted:
        window.start_game(dlg.setup())
