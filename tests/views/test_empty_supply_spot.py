"""A drag started where no samurai stands on the supply tray is never silent: the toast says
why nothing moves (an emptied spot of a tray that still holds samurai, or an empty supply that
refills only when samurai are removed, R-E3), and the game is unchanged. The mouse presses,
moves and releases on the real view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from joraku_desktop.model import scenario
from joraku_desktop.model.errors import NotUsable
from joraku_desktop.views.table.gestures import Gesture
from joraku_desktop.words.refusals import not_usable_text

from .conftest import centre, settle, start, to_view

KINDS = ("human", "random", "random", "random")


def drag_from(qtbot, w, start_pt: QPointF, end_pt: QPointF) -> None:
    vp = w.view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=to_view(w, start_pt))
    for i in range(1, 5):
        qtbot.mouseMove(vp, pos=to_view(w, start_pt + (end_pt - start_pt) * (i / 4)))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=to_view(w, end_pt))
    settle(w)


@pytest.mark.parametrize(("on_map", "supply", "spot_index", "why"), [
    # 3 samurai left in the supply: the 8th spot of the tray is empty
    ({0: 3, 1: 2, 2: 2}, 3, 7, NotUsable.SUPPLY_SPOT_EMPTY),
    # all 10 on the map: the first spot is empty, and so is the whole supply
    ({0: 4, 1: 3, 2: 3}, 0, 0, NotUsable.SUPPLY_EMPTY),
], ids=["emptied-spot", "empty-supply"])
def test_a_drag_from_where_no_samurai_stands_says_why(window, qtbot, on_map: dict[int, int], supply: int,
                                                     spot_index: int, why: NotUsable) -> None:
    w = window
    g = scenario(players=4, kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"}, daimyo={"blue": 3},
                 samurai={"blue": on_map}, supply={"blue": supply})
    start(w, g, KINDS, paused=True)
    g.apply("play R4")
    g.apply("placement")
    w.refresh()
    settle(w)
    scene = w.scene
    spot = scene.panels[0].supply_pos(0, spot_index) + QPointF(6, 6)
    assert not any(it.area == -1 and it.sceneBoundingRect().contains(spot) for it in scene.samurai[0])
    before = (g.samurai(0, 4), g.supply[0], len(g.history))
    drag_from(qtbot, w, spot, centre(scene.areas[4]))
    assert scene.gesture is Gesture.IDLE
    assert (g.samurai(0, 4), g.supply[0], len(g.history)) == before
    assert scene.toast.isVisible() and scene.toast.text == not_usable_text(why)
    if why is NotUsable.SUPPLY_EMPTY:
        assert "R-E3" in scene.toast.text
