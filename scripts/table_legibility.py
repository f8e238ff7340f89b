#!/usr/bin/env python3
"""How small and how faint the table's text is, measured from the painted table.

    QT_QPA_PLATFORM=offscreen python scripts/table_legibility.py [--sizes 1600x1000,1280x720,1024x700]
                                                                 [--lang en] [--worst 8]

The real main window is opened at each size (the game log shown, as at first start) in four
moments a player meets: the pass of a 4-player game, a Kachidoki scoring card over the table, R-V7's
draft and R-V8's discard. Each moment is painted through the view, as on screen, twice: once with
every ``drawText`` of the table's items noted (its words, its font's pixel size times the painter's
scale, which includes the view's, its box on the screen) and once with no text at all. The colour behind a
text is the most common colour of its box in the picture without text; its ink is the pixel of
the painted picture farthest from that background within the box (so a text dimmed by a layer
painted over it is measured dimmed, and one covered whole is left out); its contrast is the WCAG
ratio of the two. Text items (QGraphicsSimpleTextItem) are measured the same way.

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
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


@dataclass
class Text:
    px: float
    words: str
    ink: Any  # QRect on the screen
    colour: Any  # QColor, alpha included
    bold: bool
    contrast: float = 0.0
    behind: str = ""


def luminance(c: Any) -> float:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast(a: Any, b: Any) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def measure(window: Any) -> list[Text]:
    """Every text of the table as the view paints it now (see the module doc)."""
    from PySide6.QtCore import QPointF, QRect, QRectF, Qt
    from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

    view, scene = window.view, window.scene
    seen: list[Text] = []
    original = QPainter.drawText

    def noting(p: QPainter, *args: Any) -> Any:
        words = next((a for a in reversed(args) if isinstance(a, str)), "")
        if words.strip():
            f = p.font()
            px = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * 96 / 72
            t = p.worldTransform()
            fm = QFontMetricsF(f)
            first = args[0]
            if isinstance(first, (QRectF, QRect)):
                box = QRectF(first)
                flags = args[1] if len(args) >= 3 and not isinstance(args[1], str) else 0
                bits = int(flags.value if hasattr(flags, "value") else flags)
                ink = fm.boundingRect(box, bits, words).intersected(box)
            else:
                at = first if isinstance(first, QPointF) else QPointF(float(args[0]), float(args[1]))
                ink = fm.boundingRect(words).translated(at)
            colour = QColor(p.pen().color())
            colour.setAlphaF(colour.alphaF() * p.opacity())
            seen.append(Text(px * t.m11(), words, t.mapRect(ink).toAlignedRect(), colour, f.bold()))
        return original(p, *args)

    def silent(p: QPainter, *args: Any) -> Any:
        return None

    items = scene.items()
    modes = [(it, it.cacheMode()) for it in items]
    for it in items:  # a cached tile would not paint again: every item paints for the count
        it.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    size = view.viewport().size()
    pictures = []
    try:
        for draw in (noting, silent):
            QPainter.drawText = draw  # type: ignore[method-assign]
            image = QImage(size, QImage.Format.Format_RGB32)
            image.fill(QColor("black"))
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            hidden = [it for it in items if isinstance(it, QGraphicsSimpleTextItem) and it.isVisible()]
            if draw is silent:
                for it in hidden:
                    it.setVisible(False)
            view.render(painter, QRectF(0, 0, size.width(), size.height()), view.viewport().rect())
            painter.end()
            if draw is silent:
                for it in hidden:
                    it.setVisible(True)
            pictures.append(image)
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]
        for it, mode in modes:
            it.setCacheMode(mode)
    view_scale = view.transform().m11()
    for it in items:
        if isinstance(it, QGraphicsSimpleTextItem) and it.isVisible() and it.text().strip():
            f = it.font()
            px = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * 96 / 72
            ink = view.mapFromScene(it.sceneBoundingRect()).boundingRect()
            seen.append(Text(px * it.sceneTransform().m11() * view_scale, it.text(), ink,
                             QColor(it.brush().color()), f.bold()))
    bare = pictures[1]
    for t in seen:
        box = t.ink.intersected(bare.rect())
        if box.isEmpty():
            t.contrast = 99.0
            continue
        counts: Counter[int] = Counter()
        step = max(1, min(box.width(), box.height()) // 12)
        for y in range(box.top(), box.bottom() + 1, step):
            for x in range(box.left(), box.right() + 1, step):
                counts[bare.pixel(x, y) & 0xFFFFFF] += 1
        back = QColor.fromRgb(counts.most_common(1)[0][0])
        # the ink as it reached the screen (under any dimming laid over it later): the pixel of
        # the painted picture farthest from the background, over the whole ink box
        inked, far = back, 0
        for y in range(box.top(), box.bottom() + 1):
            for x in range(box.left(), box.right() + 1):
                c = pictures[0].pixel(x, y)
                d = abs((c >> 16 & 255) - back.red()) + abs((c >> 8 & 255) - back.green()) + abs(
                    (c & 255) - back.blue())
                if d > far:
                    inked, far = QColor.fromRgb(c & 0xFFFFFF), d
        if far < 24:  # covered by something opaque: not seen, not measured
            t.contrast = 99.0
            continue
        front = inked
        t.contrast = contrast(front, back)
        t.behind = f"{front.name()} on {back.name()}"
    del Qt
    return [t for t in seen if t.contrast < 99.0]


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
    window.show()
    print(f"language {args.lang}; the game log shown")
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
            print(f"\n{wide}x{high}: {len(everything)} texts; view scale {window.view.transform().m11():.3f}")
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
