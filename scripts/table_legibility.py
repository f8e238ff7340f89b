#!/usr/bin/env python3
"""How small and how faint the table's text is, measured from the painted table.

    QT_QPA_PLATFORM=offscreen python scripts/table_legibility.py [--sizes 1600x1000,1280x720,1024x700]
                                                                 [--lang en] [--worst 8]
                                                                 [--log shown|hidden]

The real main window is opened at each size (the game log as the window decides at first start:
beside the table, or folded in a narrow window; ``--log`` shows or hides it) in four
moments a player meets: the pass of a 4-player game, a Kachidoki scoring card over the table, R-V7's
draft and R-V8's discard; how each text is measured, and which are exempt (the texts of inactive
items, named in the output), is tools/legibility.py's.

It prints, per size, the smallest text on screen, the lowest contrasts held to the bar (each with
its words, its item and its moment), the lowest of the exempt texts with why they are exempt,
and the scoring card's footer. WCAG AA asks 4.5:1 for text, 3:1 for large text (24 px, or
18.7 px bold); the game's own bar is 11 px for the smallest text at 1024×700 (docs/window.md).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


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
    from tools.legibility import AA, BEHIND_CARD, measure_size

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
            measured = measure_size(window, app, wide, high)
            # as seen: over a scoring card, the card's own words
            everything = [nt for nt in measured.texts if nt[1].exempt != BEHIND_CARD]
            small = min(everything, key=lambda nt: nt[1].px)
            vp = window.view.viewport().size()
            log = "beside the table" if window.log.isVisible() else "folded or hidden"
            print(f"\n{wide}x{high} (the log {log}, the view {vp.width()}x{vp.height()}):"
                  f" {len(everything)} texts; view scale {measured.view_scale:.3f}")
            print(f"  smallest text: {small[1].px:.1f} px  {small[1].words[:50]!r} ({small[0]})")
            counted = measured.counted()
            print(f"  held to {AA}:1: {len(counted)} texts, lowest first")
            for name, t in counted[: args.worst]:
                said = f"{t.words[:40]!r} {t.item} ({name})"
                print(f"  contrast {t.contrast:5.2f}:1  {t.px:4.1f} px  {t.behind}  {said}")
            exempt = measured.exempt()
            reasons = Counter(t.exempt for _, t in exempt)
            print(f"  exempt: {len(exempt)} texts of inactive items ("
                  + "; ".join(f"{n} {why}" for why, n in reasons.items()) + "), lowest first")
            for why in reasons:  # the lowest few of each kind
                for name, t in [mt for mt in exempt if mt[1].exempt == why][: min(args.worst, 4)]:
                    said = f"{t.words[:40]!r} {t.item}, {t.exempt} ({name})"
                    print(f"  exempt   {t.contrast:5.2f}:1  {t.px:4.1f} px  {t.behind}  {said}")
            for t in measured.footers:
                print(f"  scoring card footer: {t.contrast:.2f}:1, {t.px:.1f} px, {t.behind}  {t.words!r}")
    finally:
        window.controller.shutdown()
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
