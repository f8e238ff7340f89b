#!/usr/bin/env python3
"""How small and how faint the table's text is, measured from the painted table.

    QT_QPA_PLATFORM=offscreen python scripts/table_legibility.py [--sizes 1600x1000,1280x720,1024x700]
                                                                 [--lang en] [--worst 8]
                                                                 [--log shown|hidden]

The real main window is opened at each size (the game log as the window decides, or as --log
says) in four moments a player meets: the pass of a 4-player game, a Kachidoki scoring card over
the table, R-V7's draft and R-V8's discard. Each moment is painted through the view, as on
screen, and every text measured (:func:`tools.legibility.measure`: its size on screen, its ink
against what is behind it).

It prints, per size, the smallest text on screen and the lowest contrasts (each with its words),
and the scoring card's footer (over the scoring card, only the card's own words count: the table
behind it is dimmed on purpose). WCAG AA asks 4.5:1 for text, 3:1 for large text (24 px, or
18.7 px bold); the game's own bar is 11 px for the smallest text at 1024×700 (docs/window.md).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.legibility import Text, measure  # the repository's root is on the path now


def moments(window: Any, app: Any) -> list[tuple[str, Callable[[], None]]]:
    """The moments measured: each sets the table up when called."""
    from joraku_desktop.model import GameConfig, new_game
    from joraku_desktop.model.phases import Phase
    from joraku_desktop.saves import SeatInfo

    names = ("Ann", "CPU 1", "CPU 2", "CPU 3")
    c = window.controller

    def start(g: Any, kinds: tuple[str, ...]) -> None:
        c.set_paused(True)
        c.start(g, [SeatInfo(n, k) for n, k in zip(names, kinds, strict=False)])
        settle(window, app)

    def pass4() -> None:
        start(new_game(GameConfig(4, seed=3)), ("human", "normal", "normal", "normal"))

    def kachidoki() -> None:
        window.scoring.step_ms = 10**8  # the card stays until it is measured
        start(new_game(GameConfig(4, seed=3)), ("random", "random", "random", "random"))
        c.set_paused(False)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            app.processEvents()
            st = window.scoring.step
            if window.scoring.active and st is not None and st.kind == "kachidoki":
                break
            time.sleep(0.002)
        else:
            raise SystemExit("no Kachidoki scoring reached")
        c.set_paused(True)
        settle(window, app)

    def draft() -> None:
        start(new_game(GameConfig(2, "R-V7", seed=3)), ("human", "normal"))

    def discard() -> None:
        g = new_game(GameConfig(2, "R-V8", seed=3))
        while g.phase is Phase.PASS:
            g.apply(g.legal_actions()[0])
        start(g, ("human", "normal"))

    return [("4-player pass", pass4), ("Kachidoki scoring card", kachidoki), ("R-V7 draft", draft),
            ("R-V8 discard", discard)]


def settle(window: Any, app: Any) -> None:
    for _ in range(3):
        app.processEvents()
        window.scene.animator.finish_all()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--sizes", default="1600x1000,1280x720,1024x700")
    p.add_argument("--lang", default="en")
    p.add_argument("--worst", type=int, default=6, help="how many of the lowest contrasts to print")
    p.add_argument("--log", choices=("shown", "hidden"),
                   help="the game log beside the table (default: as the window decides at each size)")
    args = p.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from joraku_desktop import i18n
    from joraku_desktop.app import load_fonts
    from joraku_desktop.settings import Settings
    from joraku_desktop.views.windows.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    load_fonts()
    i18n.install(args.lang)
    window = MainWindow(Settings(speed="instant", language=args.lang), autosave=False, record=False)
    window.confirm = lambda title, text: True  # type: ignore[method-assign]
    if args.log is not None:
        window.set_log_visible(args.log == "shown")
    window.show()
    print(f"language {args.lang}; the game log {args.log or 'as the window decides'}")
    try:
        for size in args.sizes.split(","):
            wide, high = (int(x) for x in size.lower().split("x"))
            everything: list[tuple[str, Text]] = []
            footers: list[Text] = []
            for name, make in moments(window, app):
                make()
                window.resize(wide, high)
                settle(window, app)
                texts = measure(window)
                card = window.scoring.overlay.card if window.scoring.active else None
                if card is not None:  # the table behind the card is dimmed on purpose: the card's words
                    overlay = window.scoring.overlay
                    drawn = overlay.mapRectToScene(overlay.card_rect())
                    shown = window.view.mapFromScene(drawn).boundingRect()
                    texts = [t for t in texts if shown.contains(t.ink.center())]
                    footers += [t for t in texts if t.words == card.footer]
                everything += [(name, t) for t in texts]
            small = min(everything, key=lambda nt: nt[1].px)
            vp = window.view.viewport().size()
            log = "shown" if window.log.isVisible() else "hidden"
            print(f"\n{wide}x{high} (the log {log}, the view {vp.width()}x{vp.height()}):"
                  f" {len(everything)} texts; view scale {window.view.transform().m11():.3f}")
            print(f"  smallest text: {small[1].px:.1f} px  {small[1].words[:50]!r} ({small[0]})")
            worst = sorted(everything, key=lambda nt: nt[1].contrast)[: args.worst]
            for name, t in worst:
                said = f"{t.words[:40]!r} ({name})"
                print(f"  contrast {t.contrast:5.2f}:1  {t.px:4.1f} px  {t.behind}  {said}")
            for t in footers:
                print(f"  scoring card footer: {t.contrast:.2f}:1, {t.px:.1f} px, {t.behind}  {t.words!r}")
    finally:
        window.controller.shutdown()
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
