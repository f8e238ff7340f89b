"""Start-up only: the QApplication, the bundled fonts, the window, resume or new game.

``joraku`` (and ``python -m joraku_desktop``) run :func:`main`. ``--smoke-test`` opens the
window, plays an all-computer game at instant speed and exits 0 (used by packaging checks).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication, QMessageBox

from . import __version__
from .ai import AGENT_LEVELS
from .controller import GameSetup
from .logs import setup_logging
from .model import GameConfig, SaveError
from .paths import resources_dir
from .saves import SeatInfo, autosave_path, load_game
from .settings import Settings
from .views import theme
from .views.dialogs import NewGameDialog, default_level
from .views.main_window import MainWindow

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
        SeatInfo(translate("App", "You"), "human"),
        *(SeatInfo(translate("App", "Computer {0}").format(i), level) for i in (1, 2, 3)),
    )
    return GameSetup(GameConfig(players=4, seed=seed), seats)


def computer_setup(seed: int, level: str | None = None) -> GameSetup:
    level = level or AGENT_LEVELS[0]
    seats = tuple(SeatInfo(f"{n} ({level})", level) for n in ("Oda", "Takeda", "Imagawa", "Saitō"))
    return GameSetup(GameConfig(players=4, seed=seed), seats)


def make_app(argv: Sequence[str]) -> QApplication:
    app = QApplication.instance() or QApplication(list(argv))
    app.setApplicationName("Joraku")
    app.setOrganizationName("JorakuDesktop")
    app.setApplicationVersion(__version__)
    load_fonts()
    return app  # type: ignore[return-value]


def offer_resume(window: MainWindow) -> bool:
    """If the autosave holds an unfinished game, offer to resume it."""
    path = autosave_path()
    if not path.exists():
        return False
    try:
        loaded = load_game(path)
    except SaveError as exc:
        window.statusBar().showMessage(
            translate("App", "The autosave could not be read: {0}").format(exc), 10000
        )
        return False
    if loaded.game.is_over:
        return False
    names = ", ".join(s.name for s in loaded.seats)
    g = loaded.game
    text = translate("App", "Resume the unfinished game ({0}; round {1})?").format(names, g.round)
    if QMessageBox.question(window, translate("App", "Resume"), text) != QMessageBox.StandardButton.Yes:
        return False
    return window.load(path)


def run_smoke_test(window: MainWindow, seed: int, timeout_s: int = 120) -> int:
    """Play an all-computer game at instant speed in the real window; 0 if it reached the end."""
    app = QApplication.instance()
    outcome = {"code": 1}

    def over(result: object) -> None:
        outcome["code"] = 0
        print(f"smoke test: game over, ranking {result.ranking}, scores {result.scores}")  # type: ignore[attr-defined]
        QTimer.singleShot(0, app.quit)

    window.controller.game_over.connect(over)
    QTimer.singleShot(timeout_s * 1000, app.quit)
    window.start_game(computer_setup(seed))
    app.exec()
    window.controller.shutdown()
    if outcome["code"]:
        print("smoke test: the game did not finish in time", file=sys.stderr)
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
    settings = Settings.load()
    window = MainWindow(settings)
    window.show()
    if args.new or not offer_resume(window):
        window.start_game(default_setup(args.seed))
        dlg = NewGameDialog(window, settings.last_setup)
        if dlg.exec() == NewGameDialog.DialogCode.Accepted:
            window.start_game(dlg.setup())
    return app.exec()
