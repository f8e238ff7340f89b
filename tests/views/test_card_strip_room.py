"""A card's suit strip never crowds its marks: the value, the suit's letter and its kanji are
drawn apart ("3  B 青", never "3B青"), on the cards of the skirmish, the hand and what you know
(R-P3), at 1280×720 and 1024×700. Each card is painted at the size the view shows it and the
strip's ink is read from the pixels: every mark is its own run of ink, with room between."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from joraku_desktop.model import CARD_SUIT, GameConfig, new_game
from joraku_desktop.model.phases import Phase
from joraku_desktop.saves import SeatInfo
from joraku_desktop.views import theme as th
from joraku_desktop.views.table.card_item import CardItem

from .conftest import settle

#: the least room between two marks of a strip, in screen pixels
GAP = 4


def ink_runs(item: CardItem, scale: float) -> list[tuple[int, int]]:
    """The columns of the strip's text, painted at ``scale`` screen pixels per scene unit, as
    runs (first, last) of columns with ink in them."""
    strip_h = item.h * 0.2
    width = int((item.w if item.uncovered is None else item.uncovered) * scale)
    image = QImage(int(item.w * scale) + 2, int(strip_h * scale) + 2, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    dimmed, item.dimmed = item.dimmed, False  # the shade of a card not to play now moves nothing
    try:
        p.scale(scale, scale)
        item.paint(p, QStyleOptionGraphicsItem(), None)
    finally:
        p.end()
        item.dimmed = dimmed
    suit = CARD_SUIT[item.card]
    ground, ink = th.SUIT_COLOUR[suit], QColor(th.SUIT_STRIP_TEXT[suit])

    def d(a: QColor, b: QColor) -> int:
        return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())

    def inked(c: QColor) -> bool:  # a quarter of the way to the ink: antialiased thin strokes count
        return d(c, ground) * 4 > d(ink, ground)

    rows = range(int(strip_h * scale * 0.15), int(strip_h * scale * 0.85))
    edge = max(3, int(item.w * scale * 0.04))
    cols = [x for x in range(edge, width - edge) if any(inked(image.pixelColor(x, y)) for y in rows)]
    runs: list[tuple[int, int]] = []
    for x in cols:
        if runs and x == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], x)
        else:
            runs.append((x, x))
    return runs


def crowded(item: CardItem, scale: float) -> str:
    """What is wrong with the strip's marks as painted ("" when nothing)."""
    runs = ink_runs(item, scale)
    marks = item.strip_marks()
    if len(runs) != len(marks):
        return f"{len(marks)} marks painted as {len(runs)} runs of ink {runs}"
    gaps = [b[0] - a[1] - 1 for a, b in pairwise(runs)]
    if any(g < GAP for g in gaps):
        return f"gaps {gaps} px between {[t for _, _, t in marks]}"
    widest = max(QFontMetricsF(f).tightBoundingRect(t).width() for f, _, t in marks) * scale
    if any(b - a + 1 > widest + 3 for a, b in runs):
        return f"a run of ink wider than any one mark: {runs}"
    return ""


@pytest.mark.parametrize("size", [(1280, 720), (1024, 700)], ids=["1280x720", "1024x700"])
def test_the_strip_keeps_its_marks_apart(window, size: tuple[int, int]) -> None:
    w = window
    g = new_game(GameConfig(4, seed=3))
    while g.phase is Phase.PASS:  # the pass done: what you know holds the cards passed
        g.apply(g.legal_actions()[0])
    while not (g.phase is Phase.PLAY and len(g.trick) == 3 and g.current_seat == 0):  # 3 cards played
        g.apply(g.legal_actions()[0])
    w.controller.set_paused(True)
    w.controller.start(g, [SeatInfo(n, "human" if i == 0 else "normal")
                           for i, n in enumerate(("Ann", "Bob", "Cho", "Dai"))])
    w.resize(*size)
    settle(w)
    view_scale = w.view.transform().m11()
    cards = [it for it in w.scene.items() if isinstance(it, CardItem) and it.isVisible() and it.card >= 0]
    assert len(cards) >= 8  # the hand, the skirmish and what you know
    problems = [f"{it.objectName()} at {it.sceneTransform().m11() * view_scale:.2f}: {why}"
                for it in cards if (why := crowded(it, it.sceneTransform().m11() * view_scale))]
    assert problems == [], "\n".join(problems)
