"""What ``joraku --smoke-test`` proves after its all-computer game: the parts a player reaches
later than the first table are in this build and work.

The game imports those parts when they are first wanted (a faster start), and a frozen build
carries only the modules and files it was given: a window missing from a bundle would fail the
first time a player opens it, never at start. So after the game the smoke test saves it in a
temporary folder and loads it back (the save format, validated with pydantic), replays it, opens
the rules help, the statistics (the record's code and sqlite) and the lessons, and installs each
language's translation. Nothing is written to the player's folders.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

from . import i18n
from .model.position import position_to_dict
from .saves import load_game, save_game

if TYPE_CHECKING:
    from .views.main_window import MainWindow


def _save_and_load(window: MainWindow) -> None:
    c = window.controller
    assert c.game is not None, "no game to save"
    with tempfile.TemporaryDirectory(prefix="joraku-smoke-") as tmp:
        path = Path(tmp) / "smoke.joraku.json"
        save_game(c.game, path, list(c.seats))
        loaded = load_game(path)
    assert position_to_dict(loaded.game) == position_to_dict(c.game), "the saved game loaded differently"


def _lessons(window: MainWindow) -> None:
    window.start_tutorial()
    QApplication.processEvents()
    assert window.tutorial.active, "the lessons did not begin"
    window.tutorial.leave()


def _translations(window: MainWindow) -> None:
    missing = [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE and not i18n.install(code)]
    i18n.install(i18n.SOURCE_LANGUAGE)
    assert not missing, f"translations that did not load: {', '.join(missing)}"


CHECKS: tuple[tuple[str, Callable[[MainWindow], object]], ...] = (
    ("save and load", _save_and_load),
    ("replay", lambda w: w.replay_current()),
    ("rules help", lambda w: w.show_rules()),
    ("statistics", lambda w: w.show_statistics()),
    ("lessons", _lessons),
    ("translations", _translations),
)


def after_game(window: MainWindow) -> list[str]:
    """Run :data:`CHECKS` on the window whose game just ended; the problems, in words ([] if none)."""
    problems = []
    for name, check in CHECKS:
        try:
            check(window)
            QApplication.processEvents()
        except Exception as exc:  # each check reports; the smoke test's exit status says it failed
            problems.append(f"{name}: {type(exc).__name__}: {exc}")
    return problems
