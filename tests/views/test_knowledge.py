"""What the player knows, in front of them, driven with the mouse and keys on the real
window: the cards passed and received (R-P3) and their marks in the hand, the R-V7 draft's
progress and labels, R-V8's pass of 3 and discard, tooltips naming their rule on every kind of
table item, a banner that is always current (Done at 0 AP, R-V8 relocation, R-V7 army), the
reason for a click that does nothing, and the keyboard cursor on a playable card."""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QGraphicsObject, QPushButton, QToolTip

from joraku_desktop.model import card, new_game, position_to_dict, scenario
from joraku_desktop.model.config import GameConfig
from joraku_desktop.views.table.card_item import CardItem
from joraku_desktop.words.basics import card_words

from .conftest import centre, click, drag, neutral_ap_step, settle, start, to_view

RULE = re.compile(r"R-[A-Z]+\d")


def pick(w) -> CardItem:
    """The first card of the hand the player may choose now, not chosen yet."""
    return next(it for it in w.scene.hand_items if it.draggable and it.card not in w.scene.pass_selection)


def confirm(qtbot, w) -> None:
    assert w.action_bar.b_confirm.isEnabled()
    qtbot.mouseClick(w.action_bar.b_confirm, Qt.MouseButton.LeftButton)
    settle(w)


def turn_of(qtbot, w, g, phase: str) -> None:
    """Wait until the computers have played and it is seat 0's turn in ``phase``."""
    qtbot.waitUntil(lambda: (settle(w), g.current_seat == 0 and g.phase_name == phase)[1], timeout=10000)
    w.refresh()
    settle(w)


def test_cards_passed_by_mouse_and_received_are_shown_until_played(window, qtbot) -> None:
    """R-P3: after the pass the table shows the 2 cards passed (to Bob) and the 2 received (from
    Dai), which are also marked in the hand; a card played leaves the display."""
    w = window
    g = new_game(GameConfig(players=4, seed=3))
    start(w, g, ("human", "random", "random", "random"))
    scene = w.scene
    assert "0 of 2 chosen" in scene.banner.instruction and "“Pass these cards”" in scene.banner.instruction
    assert w.action_bar.b_confirm.text().startswith("Pass these cards")  # the button the banner names
    first = pick(w)
    click(qtbot, w, centre(first))
    assert scene.pass_zone.progress == "1 of 2 chosen" and "1 of 2 chosen" in scene.banner.instruction
    second = pick(w)
    click(qtbot, w, centre(second))
    assert scene.pass_zone.progress == "2 of 2 chosen"
    passed = sorted([first.card, second.card])
    confirm(qtbot, w)
    turn_of(qtbot, w, g, "play")

    assert not scene.pass_zone.isVisible() and scene.known.isVisible()
    rows = {r.kind: r for r in scene.known.rows}
    assert sorted(rows["passed"].cards) == passed and "Bob" in rows["passed"].label
    received = sorted(g.received[0])
    assert sorted(rows["received"].cards) == received and "Dai" in rows["received"].label
    minis = [it for it in scene.known.childItems() if isinstance(it, CardItem)]
    assert sorted(it.card for it in minis) == sorted(passed + received)
    assert all(RULE.search(it.toolTip()) and it.isVisible() for it in minis)
    marked = {it.card: it for it in scene.hand_items if it.tag}
    assert sorted(marked) == received
    assert all(it.tag == "from Dai" and "R-P3" in it.toolTip() for it in marked.values())

    # Ann leads (seed 3): she plays a received card by mouse and it leaves the display
    played = received[0]
    drag(qtbot, w, centre(scene.item_named(f"card-{card_text(played)}")), centre(scene.skirmish))
    assert g.played and g.played[0][2] == played
    rows = {r.kind: r for r in scene.known.rows}
    assert played not in rows["received"].cards and sorted(rows["passed"].cards) == passed


def card_text(c: int) -> str:
    from joraku_desktop.model.cards import CARD_TEXT

    return CARD_TEXT[c]


def test_the_v7_draft_shows_its_progress_and_labels_personal_and_kept_cards(window, qtbot) -> None:
    """R-V7: "pick k of 5" in the banner and the slots; the 3 personal cards and each card
    kept are labelled in the hand; after the draft the cards the opponent kept from this
    player's draft hands are shown; on the first lead (RP tied) the banner asks which army."""
    w = window
    g = new_game(GameConfig(players=2, two_player_variant="R-V7", seed=5))
    start(w, g, ("human", "random"))
    scene = w.scene
    personal = set(g.hands[0])
    for k in range(1, 5):
        turn_of(qtbot, w, g, "draft")
        assert f"draft pick {k} of 5" in scene.banner.instruction
        assert scene.pass_zone.progress.startswith(f"Draft: pick {k} of 5")
        assert "“Keep this card”" in scene.banner.instruction
        assert w.action_bar.b_confirm.text().startswith("Keep this card")
        given = g.draft_given[0]
        assert (k == 1) == (not given)
        assert all(card_words(c) in scene.pass_zone.hint for c in given)  # what Bob holds now
        assert "R-V7" in scene.pass_zone.hint
        tags = {it.card: it.tag for it in scene.hand_items}
        assert all(tags[c] == "personal" for c in personal)
        assert all(tags[c] == "kept" for c in g.hands[0] if c not in personal)
        assert all(tags[c] == "" for c in g.draft_hands[0])
        if k == 1:  # a personal card may not be picked: the click says so
            own = next(it for it in scene.hand_items if it.card in personal)
            click(qtbot, w, centre(own))
            assert "already yours" in scene.toast.text and scene.pass_selection == []
        chosen = pick(w)
        click(qtbot, w, centre(chosen))
        confirm(qtbot, w)
        assert chosen.card in g.hands[0]
    turn_of(qtbot, w, g, "play")
    tags = {it.card: it.tag for it in scene.hand_items}
    assert len(tags) == 8 and sorted(tags.values()).count("personal") == 3
    assert [r.kind for r in scene.known.rows] == ["kept_by"]
    assert set(scene.known.rows[0].cards) == set(g.known[0][1]) and scene.known.isVisible()

    # the first lead with both armies on 0 RP: the player says which army plays (R-V7)
    lead = scene.hand_items[0]
    drag(qtbot, w, centre(lead), centre(scene.skirmish))
    assert not g.trick and "which army plays" in scene.banner.instruction
    assert "“Play for blue”" in scene.banner.instruction and "“Play for red”" in scene.banner.instruction
    assert not (scene.toast.isVisible() and "arm" in scene.toast.text)  # the banner asks, no toast
    buttons = [b for b in w.action_bar.findChildren(QPushButton) if b.objectName() == "button-choice"]
    assert [b.text() for b in buttons] == ["Play for blue", "Play for red"]
    qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
    settle(w)
    assert g.trick and g.trick[0] == (0, lead.card)
    assert "which army" not in scene.banner.instruction


def test_the_v8_pass_of_three_then_the_discard_with_progress(window, qtbot) -> None:
    """R-V8: step 1 of 2 passes 3 cards (progress counted), step 2 of 2 discards 1, recalling
    what was passed; the received cards are marked."""
    w = window
    g = new_game(GameConfig(players=2, two_player_variant="R-V8", seed=5))
    start(w, g, ("human", "random"))
    scene = w.scene
    assert "step 1 of 2" in scene.banner.instruction and "0 of 3 chosen" in scene.banner.instruction
    assert scene.pass_zone.title.startswith("Step 1 of 2") and scene.pass_zone.slots == 3
    passed = []
    for n in (1, 2, 3):
        it = pick(w)
        passed.append(it.card)
        click(qtbot, w, centre(it))
        assert scene.pass_zone.progress == f"{n} of 3 chosen"
    confirm(qtbot, w)
    turn_of(qtbot, w, g, "discard")
    assert "step 2 of 2" in scene.banner.instruction and "“Discard”" in scene.banner.instruction
    assert w.action_bar.b_confirm.text().startswith("Discard")
    assert scene.pass_zone.title.startswith("Step 2 of 2") and scene.pass_zone.progress == "0 of 1 chosen"
    assert all(f"{w_}" in scene.pass_zone.hint for w_ in ("Bob", "R-V8"))
    assert {it.card for it in scene.hand_items if it.tag_kind == "received"} == set(g.received[0])
    click(qtbot, w, centre(pick(w)))
    assert scene.pass_zone.progress == "1 of 1 chosen"
    confirm(qtbot, w)
    turn_of(qtbot, w, g, "play")
    rows = {r.kind: r for r in scene.known.rows}
    assert sorted(rows["passed"].cards) == sorted(passed)


# ---- tooltips ------------------------------------------------------------------------------------
KINDS_WITH_TIPS = (
    "card-", "known-", "samurai-", "daimyo-", "area-", "panel-", "tip-influence", "tip-chart",
    "tip-supply", "tip-rp", "tip-daimyo-card", "tip-hand", "tip-kachidoki", "skirmish-zone",
    "banner", "variants",
)


def kind_of(item: QGraphicsObject) -> str:
    name = item.objectName()
    return next((k for k in KINDS_WITH_TIPS if name.startswith(k)), "")


def test_every_kind_of_table_item_has_a_tooltip_naming_its_rule(window, qtbot) -> None:
    w = window
    g = scenario(players=4, kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"}, daimyo={"blue": 3},
                 samurai={"red": {3: 2}, "blue": {3: 1}}, played=(), trick=())
    start(w, g, ("human", "random", "random", "random"), paused=True)
    drag(qtbot, w, centre(w.scene.item_named("card-R4")), centre(w.scene.skirmish))  # a trick card too
    seen: dict[str, int] = {}
    for it in w.scene.items():
        if not isinstance(it, QGraphicsObject) or not it.isVisible():
            continue
        kind = kind_of(it)
        if not kind:
            continue
        assert RULE.search(it.toolTip()), f"{it.objectName()}: {it.toolTip()!r}"
        seen[kind] = seen.get(kind, 0) + 1
    missing = [k for k in KINDS_WITH_TIPS if k not in seen and k != "known-"]
    assert missing == []
    # the ★ of the sole leader and the ≈ of an inferred chart row say what they mean
    owari = w.scene.areas[3]
    tips = {c.objectName(): c.toolTip() for c in owari.childItems()}
    assert tips["tip-influence-1"].startswith("★") and "R-PR2" in tips["tip-influence-1"]
    assert not tips["tip-influence-0"].startswith("★")
    assert tips["tip-chart-1"].startswith("≈") and "RULING" in tips["tip-chart-1"]
    assert not w.scene.areas[6].childItems()[0].toolTip().startswith("≈")
    # a real tooltip event over the Kachidoki badge shows its words
    badge = next(c for c in w.scene.panels[0].childItems() if c.objectName() == "tip-kachidoki")
    vp = w.view.viewport()
    at = to_view(w, centre(badge))
    QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, at, vp.mapToGlobal(at)))
    assert QToolTip.isVisible() and "R-C5" in QToolTip.text()
    QToolTip.hideText()


# ---- instructions that stay current --------------------------------------------------------------
def ap_game():
    """Blue (human) leads with the B1 in hand; its daimyo in 3 Owari, a samurai of its own in
    Owari, a red samurai in 5 Tōtōmi."""
    return scenario(players=4, kachidoki="blue", hands={"blue": "B1 R4 B2 YN Y6"}, daimyo={"blue": 3},
                    samurai={"blue": {3: 1}, "red": {5: 1}})


def test_at_zero_ap_the_banner_says_done(window, qtbot) -> None:
    w = window
    g = ap_game()
    start(w, g, ("human", "random", "random", "random"), paused=True)
    scene = w.scene
    drag(qtbot, w, centre(scene.item_named("card-B1")), centre(scene.skirmish))
    qtbot.mouseClick(w.action_bar.b_ap, Qt.MouseButton.LeftButton)
    settle(w)
    assert g.phase_name == "ap" and g.ap_left == 1
    assert "1 AP left: not enough to move your daimyo" in scene.banner.instruction
    cube = next(it for it in scene.samurai[0] if it.area == 3)
    drag(qtbot, w, centre(cube), centre(scene.areas[4]))
    assert g.ap_left == 0 and g.samurai(0, 4) == 1
    assert "no action points left. Press Done" in scene.banner.instruction
    assert "daimyo" not in scene.banner.instruction
    qtbot.keyClick(w.view, Qt.Key.Key_D)
    settle(w)
    assert g.current_seat == 1


def test_a_click_on_an_enemy_samurai_away_from_the_daimyo_says_why(window, qtbot) -> None:
    w = window
    g = ap_game()
    start(w, g, ("human", "random", "random", "random"), paused=True)
    scene = w.scene
    drag(qtbot, w, centre(scene.item_named("card-R4")), centre(scene.skirmish))
    qtbot.mouseClick(w.action_bar.b_ap, Qt.MouseButton.LeftButton)
    settle(w)
    before = position_to_dict(g)
    red = next(it for it in scene.samurai[1] if it.area == 5)
    assert not red.clickable
    click(qtbot, w, centre(red))
    assert scene.toast.isVisible()
    assert scene.toast.text == "You may remove an enemy samurai only where your daimyo stands (R-E2)."
    assert position_to_dict(g) == before
    # a samurai of the supply in the AP step says how samurai leave the supply
    click(qtbot, w, centre(next(it for it in scene.samurai[0] if it.area == -1)))
    assert "Placement (R-E2)" in scene.toast.text
    # a card of the hand while the card's action goes on
    click(qtbot, w, centre(scene.item_named("card-B2")))
    assert "Finish this card's action first" in scene.toast.text and position_to_dict(g) == before


def test_the_neutral_relocation_step_is_in_the_banner(window, qtbot) -> None:
    """R-V8: after the click on a neutral samurai the banner (not a toast) says what to click."""
    w = window
    g = neutral_ap_step(w)
    scene = w.scene
    click(qtbot, w, centre(next(it for it in scene.samurai[4] if it.area == 3)))
    assert "click the area where the neutral samurai from 3 Owari goes" in scene.banner.instruction
    assert not scene.toast.isVisible()
    click(qtbot, w, centre(scene.areas[0]))
    assert g.samurai(4, 0) == 1 and "AP left" in scene.banner.instruction


def test_the_keyboard_cursor_starts_on_a_playable_card(window, qtbot) -> None:
    """R-K2: green led a blue card; blue's cursor starts on its only blue card (not on the first
    card of the hand, which may not be played), so Enter plays it."""
    w = window
    g = scenario(players=4, kachidoki="green", hands={"blue": "R4 Y6 B2 YN R1"}, trick=[("green", "B5")])
    start(w, g, ("human", "random", "random", "random"), paused=True)
    hand = [it.card for it in w.scene.hand_items if it.card not in w.scene.pass_selection]
    assert hand[0] != card("B2")
    assert hand[w.scene.focus_index] == card("B2")
    # a click on a card that may not be played says why at once (R-K2)
    click(qtbot, w, centre(w.scene.item_named("card-R4")))
    assert "follow the led suit" in w.scene.toast.text and "R-K2" in w.scene.toast.text
    w.scene.set_focus(hand.index(card("B2")))
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    settle(w)
    assert g.trick[-1] == (0, card("B2"))


def test_after_the_hot_seat_curtain_the_cursor_is_on_a_playable_card(window, qtbot) -> None:
    w = window
    g = scenario(players=4, kachidoki="green", hands={"blue": "R4 Y6 B2 YN R1"}, trick=[("green", "B5")])
    start(w, g, ("human", "human", "random", "random"), paused=True)
    assert w.scene.curtain_up
    qtbot.keyClick(w.view, Qt.Key.Key_Space)  # Ann is ready
    settle(w)
    assert not w.scene.curtain_up
    hand = [it.card for it in w.scene.hand_items]
    assert hand[w.scene.focus_index] == card("B2")
