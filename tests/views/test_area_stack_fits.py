"""A stack of ten samurai (an army's whole supply, R-S1) stays countable in its area at every
window size: each piece whole inside the area, clear of its neighbours, of the daimyo above and
of the influence boxes below (the compact table's area is the lowest that holds them)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from joraku_desktop.model import scenario
from joraku_desktop.views import theme as th
from joraku_desktop.views.windows.main_window import MainWindow

from .conftest import settle, start

KINDS = ("human", "random", "random", "random")
SIZES = ((1600, 1000), (1366, 768), (1280, 720), (1024, 700))
AREA = 3


def _overlap(a: QRectF, b: QRectF) -> bool:
    """Whether two pieces cover each other (touching edges, or a rounding error, are not)."""
    inter = a.intersected(b)
    return inter.width() > 0.5 and inter.height() > 0.5


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_ten_samurai_of_each_army_stay_whole_above_the_influence_row(
    window: MainWindow, size: tuple[int, int]
) -> None:
    w = window
    every = {colour: {AREA: 10} for colour in ("blue", "red", "yellow", "green")}
    g = scenario(players=4, kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"},
                 daimyo={colour: AREA for colour in every}, samurai=every,
                 supply={colour: 0 for colour in every})
    start(w, g, KINDS, paused=True)
    w.resize(*size)
    for _ in range(3):
        QApplication.processEvents()
        settle(w)
    area = w.scene.areas[AREA]
    inside = area.sceneBoundingRect()
    problems: list[str] = []
    pieces: list[tuple[str, QRectF]] = []
    for army, pool in w.scene.samurai.items():
        here = [it for it in pool if it.area == AREA]
        assert len(here) == 10, (army, len(here))
        influence = area.mapRectToScene(area.influence_box(army))
        piece = w.scene.daimyo[army]
        daimyo = piece.mapRectToScene(QRectF(0, 0, piece.SIZE, piece.SIZE))
        for k, it in enumerate(here):
            r = it.mapRectToScene(QRectF(0, 0, th.CUBE, th.CUBE))  # the piece, not its hover ring
            if not inside.contains(r):
                problems.append(f"army {army} samurai {k} leaves the area")
            if _overlap(r, influence):
                problems.append(f"army {army} samurai {k} covers its influence box")
            if _overlap(r, daimyo):
                problems.append(f"army {army} samurai {k} covers its daimyo")
            pieces.append((f"army {army} samurai {k}", r))
    for i, (name, r) in enumerate(pieces):
        problems += [f"{name} covers {other}" for other, q in pieces[i + 1:] if _overlap(r, q)]
    assert problems == [], (size, area.rect.height(), problems[:6])
