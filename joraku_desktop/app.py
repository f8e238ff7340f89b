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
import logging
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication, QMessageBox

from . import __version__, i18n
from .controller.recorder import finished_dir
from .controller.setups import computer_setup, default_setup
from .logs import log_dir, setup_logging
from .model import GameResult, SaveError
from .model.config import SEED_MAX
from .model.save_format import clip
from .notices import Notice, NoticeCode
from .paths import resources_dir
from .saves import (
    autosave_path,
    backup_path,
    data_dir,
    default_save_dir,
    load_game,
    quarantine,
    save_dir_problem,
    set_copy,
    sweep_leftovers,
)
from .settings import Settings, config_dir
from .views import theme
from .views.plain_text import ask_yes_no, message_box
from .views.windows.main_window import MainWindow
from .words.files import notice_text, save_error_text
from .words.translation import translate

log = logging.getLogger("joraku.app")


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


def make_app(argv: Sequence[str]) -> QApplication:
    app = QApplication.instance() or QApplication(list(argv))
    app.setApplicationName("Joraku")
    app.setOrganizationName("JorakuDesktop")
    app.setApplicationVersion(__version__)
    load_fonts()
    return app  # type: ignore[return-value]


NOTICE_NAME = "start-up-notice"
#: the record is opened and checked this long after start-up (not on the way to the first window)
RECORD_CHECK_MS = 1500


def tell(window: MainWindow, sentence: str) -> None:
    """Tell the player something about start-up without blocking: one box (sentences from the
    same start-up are added to it, not stacked as boxes) and the status bar. Plain text, so a
    file name holding HTML shows as typed."""
    window.statusBar().showMessage(sentence, 30000)
    box = window.findChild(QMessageBox, NOTICE_NAME)
    if box is not None:
        box.setText(box.text() + "\n\n" + sentence)
        return
    box = message_box(window, QMessageBox.Icon.Information, translate("App", "Joraku"), sentence)
    box.setObjectName(NOTICE_NAME)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()


def prepare_files() -> tuple[Settings, list[Notice]]:
    """Before the window: our folders and files, every problem turned into a sentence.

    Temporary files of ours left by a killed process (a save, a finished game's save, the
    settings, an exported log) are removed here, where no writer of this process can be using one
    yet: in our folders, and beside the player's recent saves (only those saves' own temps).
    """
    notices: list[Notice] = []
    problem = save_dir_problem()
    if problem:
        notices.append(problem)
    try:
        settings = Settings.load()
    except Exception as exc:  # Settings.load reports its own problems; this is the last guard
        settings = Settings()
        settings.problem = Notice(NoticeCode.SETTINGS_UNREADABLE, {"detail": type(exc).__name__})
    if settings.problem:
        notices.append(settings.problem)
    ours = (default_save_dir(), finished_dir(), config_dir(), data_dir(), log_dir())
    sweep_leftovers(ours, settings.recent)
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
    if loaded.game.is_over:  # a game that ended as the last run did: into the record if it is not
        window.recorder.record_finished(loaded.game, loaded.seats, hints_used=loaded.hints_used, now=False)
        return False
    names = ", ".join(s.name for s in loaded.seats)
    g = loaded.game
    text = translate("App", "Resume the unfinished game ({0}; round {1})?").format(names, g.round)
    if not ask_yes_no(window, translate("App", "Resume"), text):
        return False
    try:
        resumed = window.files.load(path)
    except Exception as exc:  # e.g. a position the engine cannot play from
        _set_aside(window, (backup if loaded.recovered_from else path,), type(exc).__name__)
        return False
    if resumed and loaded.notice:
        tell(window, notice_text(loaded.notice))
    return resumed


def bring_forward(window: MainWindow | None) -> None:
    """Another start of the game on this profile asked for us: show the player their game (or
    the dialog it waits on), and say why the second start opened nothing."""
    target = QApplication.activeModalWidget() or window
    if target is None:
        return
    if target.isMinimized():
        target.showNormal()
    target.raise_()
    target.activateWindow()
    QApplication.alert(target)
    if window is not None:
        window.statusBar().showMessage(translate("App", "Joraku was already open: here is your game."), 10000)


def _other_copies(window: MainWindow, settings: Settings, copy: int) -> None:
    """Copy 1 keeps the unfinished games of copies that are gone; a later copy says what it is."""
    if copy > 1:
        tell(window, translate(
            "App", "Joraku is already open with your profile but did not answer, so this window keeps "
                   "its own autosave: neither game can overwrite the other."))
        return
    from .instance import adopt_orphaned_autosaves

    kept_games = adopt_orphaned_autosaves(data_dir())
    for kept in kept_games:
        settings.add_recent(kept)
        tell(window, translate(
            "App", "A game left unfinished in a second window of Joraku was kept as {0}: open it from "
                   "Game → Recent games.").format(clip(kept.name, 80, middle=True)))
    if kept_games:
        settings.save()
        window.files.refresh_recent()


def start_up(*, new: bool = False, seed: int | None = None, copy: int = 1) -> tuple[MainWindow, bool]:
    """Everything :func:`main` does before the New game dialog and the event loop: files, window,
    resume or a new game. Returns the window and whether a game was resumed. ``copy`` is this
    process's copy number on the profile (:mod:`.instance`)."""
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
    _other_copies(window, settings, copy)
    QTimer.singleShot(RECORD_CHECK_MS, window.recorder.prepare)  # the record's check, off the GUI thread
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


def seed_argument(text: str) -> int:
    """``--seed``: a whole number a save file can hold, so that the game it starts can be loaded
    again; anything else is refused by the parser with a sentence (and exit status 2)."""
    digits = text.strip()
    if (not (digits.isascii() and digits.isdigit()) or len(digits) > len(str(SEED_MAX))
            or int(digits) > SEED_MAX):
        raise argparse.ArgumentTypeError(
            f"the seed must be a whole number from 0 to {SEED_MAX} (not {clip(text, 30)!r})")
    return int(digits)


def _address_port(text: str) -> str:
    """``--host``/``--join``: ADDRESS:PORT, checked by the parser (a sentence and exit status 2)."""
    from .smoke import host_port

    try:
        host_port(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text


def _table_code(text: str) -> str:
    """``--code``: a table code (any case, with or without the dash)."""
    from .net.codes import normalise_table_code

    code = normalise_table_code(text)
    if code is None:
        raise argparse.ArgumentTypeError(f"not a table code: {text[:20]!r} (6 characters, e.g. K7Q-M4X)")
    return code


def main(argv: Sequence[str] | None = None) -> int:
    args_in = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(prog="joraku", description="Joraku Desktop")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="open the window, play an all-computer game at instant speed, exit",
    )
    parser.add_argument("--seed", type=seed_argument, default=None, metavar="N",
                        help=f"seed of the game to start (a whole number from 0 to {SEED_MAX})")
    parser.add_argument("--new", action="store_true", help="do not offer to resume the autosave")
    parser.add_argument("--host", metavar="ADDRESS:PORT", type=_address_port, default=None,
                        help="with --smoke-test: host a 4-player table there and play it over the network")
    parser.add_argument("--remote", type=int, choices=(1, 2, 3), default=2,
                        help="with --host: how many friends join before the game starts (default 2)")
    parser.add_argument("--join", metavar="ADDRESS:PORT", type=_address_port, default=None,
                        help="with --smoke-test: join the table hosted there and play its seat")
    parser.add_argument("--code", metavar="CODE", type=_table_code, default=None,
                        help="with --host: the table's code (default: a fresh one); "
                             "with --join: the code of the table to join")
    args = parser.parse_args(args_in)
    if (args.host or args.join) and not args.smoke_test:
        parser.error("--host and --join go with --smoke-test "
                     "(players use Game → Host a table… and Game → Join a table…)")
    if args.host and args.join:
        parser.error("--host or --join, not both")
    if args.join and not args.code:
        parser.error("--join needs the table's --code (a table admits only friends who have it)")
    setup_logging()  # failures and uncaught exceptions to the log file (joraku_desktop/logs.py)
    app = make_app([sys.argv[0], *args_in])
    if args.smoke_test:
        settings = Settings(speed="instant", sound=False)  # a check, not a game to hear
        window = MainWindow(settings, autosave=False)
        window.show()
        if args.host or args.join:
            from .smoke import run_net_smoke

            return run_net_smoke(window, host=args.host, join=args.join, remote=args.remote,
                                 seed=args.seed or 1, code=args.code)
        return run_smoke_test(window, args.seed or 1)
    # one game per profile: a second start brings this one forward (joraku_desktop/instance/)
    from .instance import claim_profile

    claim = claim_profile(data_dir())
    if claim.forwarded:
        print("joraku: the game is already open; its window was brought forward", file=sys.stderr)
        return 0
    set_copy(claim.copy)
    log.info("copy %d of the game on this profile", claim.copy)
    shown: list[MainWindow] = []
    # listening starts at once (a standard-library socket: nothing to load); a second start is
    # answered once the event loop runs: during a question asked before the table (the Resume
    # question) or once the window shows
    claim.listen(lambda: bring_forward(shown[0] if shown else None))
    window, resumed = start_up(new=args.new, seed=args.seed, copy=claim.copy)
    shown.append(window)
    if not resumed:  # asked once the table is drawn: the player sees the new game while it is built
        window.view.first_painted.connect(lambda: QTimer.singleShot(0, lambda: ask_for_a_game(window)))
    code = app.exec()
    claim.release()
    return code


def ask_for_a_game(window: MainWindow) -> None:
    """Over the new game of a start: at the first start "New to Joraku? Learn to play", else the
    New game dialog (its game replaces the one on the table)."""
    if window.lessons.offer():
        return
    from .views.windows.dialogs import NewGameDialog

    dlg = NewGameDialog(window, window.settings.last_setup)
    if dlg.exec() == NewGameDialog.DialogCode.Accepted:
        window.start_game(dlg.setup())
