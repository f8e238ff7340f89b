"""A screenshot of the window mid-game, for the README (``make screenshot``).

It plays a seeded game (you against three computers) in the real window up to a moment with
something to look at — round 2, a skirmish under way, your turn to play — and saves the
window as PNG. Same seed, same fonts (bundled), same picture on every machine.

Usage: ``QT_QPA_PLATFORM=offscreen python -m tools.screenshot docs/screenshot.png``
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtWidgets import QApplication

from joraku_desktop.controller import GameSetup
from joraku_desktop.model import GameConfig
from joraku_desktop.model.actions import PLACE
from joraku_desktop.model.phases import Phase
from joraku_desktop.saves import SeatInfo
from joraku_desktop.settings import Settings
from joraku_desktop.views.windows.main_window import MainWindow


def play_to_showcase(window: MainWindow, seed: int = 21, max_steps: int = 2000) -> None:
    """Play seeded moves until round 2, a skirmish with cards on it, and the human to play."""
    seats = (
        SeatInfo("Ann", "human"),
        SeatInfo("Oda", "random"),
        SeatInfo("Takeda", "random"),
        SeatInfo("Imagawa", "random"),
    )
    window.start_game(
        GameSetup(GameConfig(players=4, variants=frozenset({"R-V1", "R-V3"}), seed=seed), seats)
    )
    c = window.controller
    rng = random.Random(seed)
    steps = 0
    deadline = time.monotonic() + 120
    while steps < max_steps and time.monotonic() < deadline:
        QApplication.processEvents()
        g = c.game
        if g is None or g.is_over:
            break
        if window.scoring.active:  # the player clicks on through the scoring
            window.scoring.proceed()
            continue
        if not c.is_human(g.current_seat):
            time.sleep(0.001)  # a computer is thinking on its thread
            continue
        steps += 1
        if g.round == 2 and g.phase is Phase.PLAY and len(g.trick) >= 2 and g.skirmish >= 1:
            break
        legal = list(g.legal_actions())
        # a plausible human: places a samurai or two per card, otherwise plays at random
        if g.phase is Phase.PLACE:
            placed = g.history[-1].kind == PLACE and g.history[-2].kind == PLACE
            choice = legal[-1] if placed or rng.random() < 0.3 else legal[0]
        elif g.phase is Phase.MODE:
            choice = legal[0] if rng.random() < 0.6 else legal[1]
        else:
            choice = legal[rng.randrange(len(legal))]
        c.request(choice)
    window.scene.animator.finish_all()
    QApplication.processEvents()


def take_screenshot(path: Path | str, seed: int = 21) -> Path:
    app = QApplication.instance() or QApplication([])
    from joraku_desktop.app import load_fonts

    load_fonts()
    window = MainWindow(Settings(speed="instant"), autosave=False)
    window.resize(1600, 1000)
    window.show()
    play_to_showcase(window, seed)
    # hover feedback as when a card is picked up: the skirmish lights up as a legal target
    window.scene.set_focus(0)
    app.processEvents()
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(path))
    window.controller.shutdown()
    window.confirm = lambda title, text: True
    window.close()
    return path


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0]) if args else Path("docs/screenshot.png")
    import os

    if "JORAKU_DATA_DIR" not in os.environ:  # never touch the player's saves
        os.environ["JORAKU_DATA_DIR"] = tempfile.mkdtemp(prefix="joraku-shot-")
    print(take_screenshot(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
