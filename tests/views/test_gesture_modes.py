"""The scene's gesture as one explicit mode, driven with the real mouse through each of them:
idle, pressed, dragging a card, dragging a token, choosing a relocation target (R-V8), curtain."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from joraku_desktop.model import card, new_game, scenario
from joraku_desktop.model.config import GameConfig
from joraku_desktop.views.table.gestures import Gesture

from .conftest import centre, click, neutral_ap_step, settle, start, to_view

KINDS = ("human", "random", "random", "random")


def press(qtbot, w, pt: QPointF) -> None:
    qtbot.mousePress(w.view.viewport(), Qt.MouseButton.LeftButton, pos=to_view(w, pt))


def move(qtbot, w, pt: QPointF) -> None:
    qtbot.mouseMove(w.view.viewport(), pos=to_view(w, pt))


def release(qtbot, w, pt: QPointF) -> None:
    qtbot.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton, pos=to_view(w, pt))
    settle(w)


def test_dragging_a_card_goes_idle_pressed_dragging_idle(window, qtbot) -> None:
    w = window
    g = scenario(players=4, kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"}, daimyo={"blue": 3})
    start(w, g, KINDS, paused=True)
    scene = w.scene
    assert scene.gesture is Gesture.IDLE
    item = scene.item_named("card-R4")
    at, target = centre(item), centre(scene.skirmish)
    press(qtbot, w, at)
    assert scene.gesture is Gesture.PRESSED
    move(qtbot, w, at + QPointF(2, 0))  # under the drag threshold: still a click
    assert scene.gesture is Gesture.PRESSED
    move(qtbot, w, (at + target) / 2)
    assert scene.gesture is Gesture.DRAGGING_CARD and scene.skirmish.target == "legal"
    move(qtbot, w, target)
    assert scene.skirmish.target == "hover"
    release(qtbot, w, target)
    assert scene.gesture is Gesture.IDLE and scene.skirmish.target == ""
    assert g.trick == [(0, card("R4"))]


def test_dragging_a_token_and_a_refused_drop_return_to_idle(window, qtbot) -> None:
    """R-E2: a card's samurai go only to its area; the refused drop snaps back with the reason."""
    w = window
    g = scenario(players=4, kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"}, daimyo={"blue": 3})
    start(w, g, KINDS, paused=True)
    g.apply("play R4")
    g.apply("placement")
    w.refresh()
    settle(w)
    scene = w.scene
    cube = next(it for it in scene.samurai[0] if it.area == -1 and it.draggable)
    home = cube.pos()
    at = centre(cube)
    press(qtbot, w, at)
    wrong = centre(scene.areas[2])
    move(qtbot, w, (at + wrong) / 2)
    assert scene.gesture is Gesture.DRAGGING_TOKEN
    assert scene.areas[4].target == "legal" and scene.areas[2].target == ""
    release(qtbot, w, wrong)
    assert scene.gesture is Gesture.IDLE and g.samurai(0, 2) == 0 and cube.area == -1
    assert cube.pos() == home and scene.toast.isVisible()
    assert all(a.target == "" for a in scene.areas)


def test_choosing_a_relocation_target_and_leaving_it(window, qtbot) -> None:
    """R-V8: a click on a neutral samurai starts the choice of area; a press on another piece
    ends it (the areas go dark); a click on an area completes it."""
    w = window
    g = neutral_ap_step(w)
    scene = w.scene
    neutral = next(it for it in scene.samurai[4] if it.area == 3)
    click(qtbot, w, centre(neutral))
    assert scene.gesture is Gesture.CHOOSING_RELOCATION and scene.relocate_from == 3
    assert scene.areas[0].target == "legal"
    click(qtbot, w, centre(scene.daimyo[0]))  # the own daimyo: a hint, and the choice ends
    assert scene.gesture is Gesture.IDLE and scene.relocate_from is None
    assert all(a.target == "" for a in scene.areas)
    click(qtbot, w, centre(neutral))
    click(qtbot, w, QPointF(4, 4))  # a click on no area keeps the choice open
    assert scene.gesture is Gesture.CHOOSING_RELOCATION
    click(qtbot, w, centre(scene.areas[0]))
    assert scene.gesture is Gesture.IDLE and g.samurai(4, 0) == 1 and g.samurai(4, 3) == 1


def test_the_curtain_is_a_mode_that_only_a_click_or_space_lifts(window, qtbot) -> None:
    """R-P3: under the curtain no press picks up a piece; the click says the player is ready."""
    w = window
    g = new_game(GameConfig(players=4, seed=3))
    start(w, g, ("human", "human", "random", "random"), paused=True)
    scene = w.scene
    assert scene.gesture is Gesture.CURTAIN and scene.curtain_up and scene.curtain.isVisible()
    assert not scene.hand_items and w.action_bar.hint.text().startswith("Hands are hidden")
    press(qtbot, w, centre(scene.banner))
    release(qtbot, w, centre(scene.banner))
    assert scene.gesture is Gesture.IDLE and not scene.curtain.isVisible() and scene.hand_items
    item = scene.hand_items[0]
    drop = centre(scene.pass_zone)
    press(qtbot, w, centre(item))
    move(qtbot, w, drop)
    assert scene.gesture is Gesture.DRAGGING_CARD and scene.pass_zone.target == "hover"
    release(qtbot, w, drop)
    assert scene.pass_selection == [item.card] and scene.gesture is Gesture.IDLE
