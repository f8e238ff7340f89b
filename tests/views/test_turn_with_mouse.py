"""A whole human turn played with the mouse on the real view, and refused drops (R-E2, R-K2)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from joraku_desktop.model import card, position_to_dict, scenario
from joraku_desktop.views.table.card_item import CardItem
from joraku_desktop.views.table.token_items import SamuraiItem

from .conftest import centre, click, drag, settle, start

KINDS = ("human", "random", "random", "random")


def blue_lead_game():
    """4 players, round 1, blue (seat 0, human) leads with R4 B2 YN R1 Y6 in hand."""
    return scenario(
        players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"}, daimyo={"blue": 3}
    )


def supply_cubes(w, army: int) -> list[SamuraiItem]:
    return [it for it in w.scene.samurai[army] if it.area == -1 and it.isVisible()]


def test_play_card_place_samurai_and_done_with_the_mouse(window, qtbot) -> None:
    w = window
    g = blue_lead_game()
    start(w, g, KINDS, paused=True)  # computers hold still so the state can be checked
    hand_card = w.scene.item_named("card-R4")
    assert isinstance(hand_card, CardItem) and hand_card.draggable

    # drag the R4 from the hand onto the skirmish area (R-K1)
    drag(qtbot, w, centre(hand_card), centre(w.scene.skirmish))
    assert g.phase_name == "mode" and g.trick == [(0, card("R4"))]
    trick_items = [it for it in w.scene.trick_items if it.card == card("R4")]
    assert trick_items and w.scene.skirmish.sceneBoundingRect().contains(centre(trick_items[0]))
    assert card("R4") not in [it.card for it in w.scene.hand_items]

    # choose placement (R-E2 A), then drag two samurai from the supply tray to 4 Mikawa
    assert w.action_bar.b_placement.isVisible()
    qtbot.mouseClick(w.action_bar.b_placement, Qt.MouseButton.LeftButton)
    settle(w)
    assert g.phase_name == "place"
    mikawa = w.scene.areas[4]
    for placed in (1, 2):
        cube = supply_cubes(w, 0)[-1]
        assert cube.draggable
        drag(qtbot, w, centre(cube), centre(mikawa))
        assert g.samurai(0, 4) == placed
    assert g.supply[0] == 8
    on_map = [it for it in w.scene.samurai[0] if it.area == 4]
    assert len(on_map) == 2
    assert all(mikawa.sceneBoundingRect().contains(centre(it)) for it in on_map)
    assert len(supply_cubes(w, 0)) == 8
    assert mikawa.influence[0] == 2

    # Done: the action ends and red (seat 1) is to play
    qtbot.mouseClick(w.action_bar.b_done, Qt.MouseButton.LeftButton)
    settle(w)
    assert g.phase_name == "play" and g.current_seat == 1
    assert g.history[-1].kind == 11  # END
    assert not w.scene.state.interactive


def test_illegal_drops_are_refused_and_change_nothing(window, qtbot) -> None:
    w = window
    g = blue_lead_game()
    start(w, g, KINDS, paused=True)
    drag(qtbot, w, centre(w.scene.item_named("card-R4")), centre(w.scene.skirmish))
    qtbot.mouseClick(w.action_bar.b_placement, Qt.MouseButton.LeftButton)
    settle(w)
    before = position_to_dict(g)
    cube = supply_cubes(w, 0)[-1]
    home = cube.pos()
    # a 4 places only in area 4 (R-E2 A): dropping in 2 Ise is refused with the reason
    drag(qtbot, w, centre(cube), centre(w.scene.areas[2]))
    assert position_to_dict(g) == before
    assert cube.area == -1 and (cube.pos() - home).manhattanLength() < 1
    # (the engine's refusal is structured, wrong_area with number 4; the words branch words it)
    assert w.scene.toast.isVisible() and "4" in w.scene.toast.text and "R-E2" in w.scene.toast.text
    # dropping a card anywhere but the skirmish area snaps it back too
    hand_card = w.scene.item_named("card-B2")
    drag(qtbot, w, centre(hand_card), centre(w.scene.areas[5]))
    assert position_to_dict(g) == before


def test_a_card_that_may_not_be_played_is_dimmed_and_refused(window, qtbot) -> None:
    w = window
    # red led R5; blue holds R4 so must follow red (R-K2): B2 is dimmed and refused
    g = scenario(players=4, phase="play", kachidoki="green", hands={"blue": "R4 B2 YN R1 Y6"}, trick=["R5"])
    start(w, g, KINDS, paused=True)
    assert g.current_seat == 0
    b2 = w.scene.item_named("card-B2")
    assert b2.dimmed and "R-K2" in b2.toolTip()
    assert not w.scene.item_named("card-R4").dimmed
    before = position_to_dict(g)
    drag(qtbot, w, centre(b2), centre(w.scene.skirmish))
    assert position_to_dict(g) == before
    assert "follow" in w.scene.toast.text
    # double-click also plays a card
    qtbot.mouseDClick(
        w.view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=w.view.mapFromScene(centre(w.scene.item_named("card-R1"))),
    )
    settle(w)
    assert g.trick[-1] == (0, card("R1"))


def test_ap_move_daimyo_and_remove_enemy_samurai(window, qtbot) -> None:
    w = window
    g = scenario(
        players=4,
        phase="play",
        kachidoki="blue",
        hands={"blue": "R4 B2 YN R1 Y6"},
        daimyo={"blue": 3},
        samurai={"red": {2: 2}},
    )
    start(w, g, KINDS, paused=True)
    drag(qtbot, w, centre(w.scene.item_named("card-R4")), centre(w.scene.skirmish))
    qtbot.mouseClick(w.action_bar.b_ap, Qt.MouseButton.LeftButton)
    settle(w)
    assert g.phase_name == "ap" and g.ap_left == 4
    assert "AP left: 4" in w.scene.skirmish.counter
    # the daimyo (2 AP) to 2 Ise; a drop two areas away is refused first
    daimyo = w.scene.daimyo[0]
    drag(qtbot, w, centre(daimyo), centre(w.scene.areas[5]))
    assert g.daimyo_area[0] == 3 and "adjacent" in w.scene.toast.text
    drag(qtbot, w, centre(daimyo), centre(w.scene.areas[2]))
    assert g.daimyo_area[0] == 2 and g.ap_left == 2
    assert w.scene.areas[2].sceneBoundingRect().contains(centre(daimyo))
    # click a red samurai standing by the daimyo: removed (1 AP), back to red's supply
    red = next(it for it in w.scene.samurai[1] if it.area == 2)
    assert red.clickable
    click(qtbot, w, centre(red))
    assert g.samurai(1, 2) == 1 and g.supply[1] == 9 and g.ap_left == 1
    # undo takes the removal back
    qtbot.mouseClick(w.action_bar.b_undo, Qt.MouseButton.LeftButton)
    settle(w)
    assert g.samurai(1, 2) == 2 and g.ap_left == 2
    assert len([it for it in w.scene.samurai[1] if it.area == 2]) == 2


def test_r_v8_neutral_samurai_is_driven_not_removed(window, qtbot) -> None:
    """R-V8: the AP 'remove' of a neutral samurai moves it, by drag or by click then area."""
    w = window
    g = scenario(
        players=2,
        two_player_variant="R-V8",
        phase="play",
        kachidoki="blue",
        hands={"blue": "R4 B2 YN R1 Y6 B3 B5"},
        daimyo={"blue": 3},
    )
    start(w, g, ("human", "random"), paused=True)
    assert -1 in w.scene.panels  # the neutral army has its own panel
    drag(qtbot, w, centre(w.scene.item_named("card-R4")), centre(w.scene.skirmish))
    qtbot.mouseClick(w.action_bar.b_ap, Qt.MouseButton.LeftButton)
    settle(w)
    neutral = [it for it in w.scene.samurai[4] if it.area == 3]
    assert len(neutral) == 2 and all(it.clickable and it.draggable for it in neutral)
    drag(qtbot, w, centre(neutral[0]), centre(w.scene.areas[1]))
    assert g.samurai(4, 3) == 1 and g.samurai(4, 1) == 3 and g.ap_left == 3
    rest = next(it for it in w.scene.samurai[4] if it.area == 3)
    click(qtbot, w, centre(rest))
    assert w.scene.relocate_from == 3 and w.scene.areas[0].target == "legal"
    click(qtbot, w, centre(w.scene.areas[0]))
    assert g.samurai(4, 3) == 0 and g.samurai(4, 0) == 1 and g.ap_left == 2


def test_r_v7_asks_which_army_plays_the_card(window, qtbot) -> None:
    """R-V7: with equal RP the player chooses which of their two armies plays first."""
    from PySide6.QtWidgets import QPushButton

    w = window
    g = scenario(players=2, two_player_variant="R-V7", phase="play", kachidoki=0,
                 hands={0: "R4 B2 YN R1 Y6 B3 B5 R6"})
    start(w, g, ("human", "random"), paused=True)
    before = position_to_dict(g)
    drag(qtbot, w, centre(w.scene.item_named("card-R4")), centre(w.scene.skirmish))
    assert position_to_dict(g) == before  # nothing played yet: the army must be chosen
    buttons = [b for b in w.action_bar.findChildren(QPushButton, "button-choice") if b.isVisible()]
    assert sorted(b.text() for b in buttons) == ["Play for blue", "Play for red"]
    qtbot.mouseClick(next(b for b in buttons if b.text().endswith("red")), Qt.MouseButton.LeftButton)
    settle(w)
    assert g.trick == [(1, card("R4"))]
