"""Playing at a networked table in tests: what each person at their window does next."""

from __future__ import annotations

import random

from joraku_desktop.views.windows.main_window import MainWindow


def decide(windows: list[MainWindow], rng: random.Random) -> None:
    """Each person whose turn it is decides (a random legal action, sent as a drop sends it);
    a scoring beat on screen is clicked on."""
    for w in windows:
        c = w.controller
        if c.scoring_shown and w.scoring.active:
            w.scoring.skip()
        elif c.net is not None and c.net.my_turn and c.legal():
            assert w.scene.request is not None
            w.scene.request(rng.choice(list(c.legal())))
