"""What the player reads on the table is true of the step they are in, played as a player plays:
the mouse on the view, the keys, the language menu.

At the Placement / Action points step (R-E2) a press on a hand card names that choice (not a
Done button the step does not show), and Enter presses the button the hint lit, never sending
the card under the keyboard cursor to the recruit zone.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from joraku_desktop.controller.hints import HintState
from joraku_desktop.model import card, scenario
from joraku_desktop.views import theme as th
from joraku_desktop.views.table.card_item import CardItem

from .conftest import centre, click, drag, painted_texts, settle, start

KINDS = ("human", "random", "random", "random")


def mode_step(w, qtbot):
    """Round 1, blue (the human) leads the red 4 by a drag: the Placement / Action points step."""
    g = scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"},
                 daimyo={"blue": 3})
    start(w, g, KINDS, paused=True)
    hand_card = w.scene.item_named("card-R4")
    assert isinstance(hand_card, CardItem)
    drag(qtbot, w, centre(hand_card), centre(w.scene.skirmish))
    assert g.phase_name == "mode"
    return g


def test_a_hand_card_at_the_effect_step_names_placement_and_action_points(window, qtbot) -> None:
    w = window
    mode_step(w, qtbot)
    assert w.action_bar.b_placement.isVisible() and w.action_bar.b_ap.isVisible()
    assert not w.action_bar.b_done.isVisible()
    click(qtbot, w, centre(w.scene.item_named("card-B2")))
    said = w.scene.toast.text
    assert "Placement (P)" in said and "Action points (A)" in said
    assert "Done" not in said


def test_enter_at_the_effect_step_never_sends_a_hand_card_to_the_recruit_zone(window, qtbot) -> None:
    w = window
    g = mode_step(w, qtbot)
    qtbot.keyClick(w.view, Qt.Key.Key_Right)  # the keyboard cursor on a hand card
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    settle(w)
    assert w.scene.pass_selection == [] and g.phase_name == "mode"
    assert card("B2") in [it.card for it in w.scene.hand_items if it.isVisible()]
    assert "Placement (P)" in w.scene.toast.text


@pytest.mark.parametrize("lit", ["b_placement", "b_ap"])
def test_enter_presses_the_button_the_hint_lit(window, qtbot, lit) -> None:
    w = window
    w.hints.iterations = 6
    w.hints.budget_s = None
    g = mode_step(w, qtbot)
    qtbot.keyClick(w.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.hints.state is HintState.SHOWN, timeout=30_000)
    settle(w)
    bar = w.action_bar
    # whichever the search chose, light the one this case asks for, as the hint does
    for name in ("b_placement", "b_ap"):
        getattr(bar, name).setStyleSheet(th.LIT_BUTTON if name == lit else "")
    qtbot.keyClick(w.view, Qt.Key.Key_Right)
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    settle(w)
    assert g.phase_name == ("place" if lit == "b_placement" else "ap")
    assert w.scene.pass_selection == []


# ---- a replay opened from a file shows the person's seat, not the last one -------------------------
@pytest.mark.parametrize("human", [0, 2])
def test_open_replay_shows_the_humans_view(window, qtbot, monkeypatch, tmp_path, human) -> None:
    from joraku_desktop.saves import SeatInfo, save_game

    from .test_replay import open_by_menu, played

    seats = [SeatInfo(f"P{i}", "human" if i == human else "easy") for i in range(4)]
    path = tmp_path / "done.joraku.json"
    save_game(played(5), path, seats)
    rw = open_by_menu(window, monkeypatch, path)
    assert rw.seat == human
    assert rw.seat_box.currentText().startswith(f"P{human}")


# ---- the rules help: Enter after a rule id stays on the rule ---------------------------------------
def test_enter_after_typing_a_rule_id_goes_to_the_rule_itself(qtbot, fonts) -> None:
    from joraku_desktop.views.windows.help_window import RulesHelp

    from .test_rules_help import current_block, on_screen

    h = RulesHelp(lang="en")
    qtbot.addWidget(h)
    h.show()
    qtbot.waitExposed(h)
    qtbot.keyClicks(h.search, "R-K4")
    rule = h.current
    assert current_block(h).startswith("R-K4") or "R-K4 " in current_block(h)[:12]
    qtbot.keyClick(h.search, Qt.Key.Key_Return)
    assert h.current == rule and on_screen(h)
    assert current_block(h).startswith("R-K4") or "R-K4 " in current_block(h)[:12]
    qtbot.keyClick(h.search, Qt.Key.Key_Return)  # a second Enter goes on to the next mention
    assert h.current == (rule + 1) % len(h.matches)


# ---- a change of language leaves no old words on screen ---------------------------------------------
def _choose_language(w, code: str) -> None:
    menu_bar = w.menuBar()
    menu_bar.findChild(type(menu_bar.actions()[0]), f"language-{code}").trigger()
    settle(w)


def _card_pixels(w, name: str):
    item = w.scene.item_named(name)
    rect = w.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    return w.view.viewport().grab(rect).toImage()


def test_every_word_on_the_table_follows_english_russian_japanese(qtbot, fonts, tmp_path) -> None:
    import random
    import re

    from joraku_desktop import i18n
    from joraku_desktop.model import GameConfig, new_game
    from joraku_desktop.saves import SeatInfo
    from joraku_desktop.words.basics import default_computer_name, default_player_name
    from joraku_desktop.words.translation import translate

    from .conftest import make_window

    w = make_window(qtbot, autosave=False)
    w.settings.path = tmp_path / "settings.json"
    try:
        g = new_game(GameConfig(players=4, seed=31))
        rng = random.Random(31)
        for _ in range(30):  # lines in the log, cards on the table
            g.apply(rng.choice(g.legal_actions()))
        seats = [SeatInfo(default_player_name(0), "human"),
                 *(SeatInfo(default_computer_name(i), "random") for i in (1, 2, 3))]
        start(w, g, ("human", "random", "random", "random"), paused=True)
        w.controller.start(g, seats)
        settle(w)
        hand = next(it for it in w.scene.hand_items if it.isVisible())
        name = hand.objectName()
        n_lines = len(w.log.lines)
        before = _card_pixels(w, name)
        english_lines = list(w.log.lines)
        for code, letters in (("ru", "[А-Яа-яЁё]"), ("ja", "[\u3040-\u30ff\u4e00-\u9fff]")):
            _choose_language(w, code)
            # the default names are the new language's, the log re-told in it
            assert [s.name for s in w.controller.seats] == [
                default_player_name(0), *(default_computer_name(i) for i in (1, 2, 3))]
            assert w.controller.seats[0].name != seats[0].name
            lines = w.log.lines
            assert len(lines) == n_lines
            assert not any(re.search("[А-Яа-яЁё]", line) for line in lines) or code == "ru"
            worded = [line for line in lines if re.search(letters, line)]
            assert len(worded) == n_lines, [line for line in lines if line not in worded][:3]
            assert lines != english_lines
            # the buttons, and the cards drawn again in the new words
            bar = w.action_bar
            assert bar.b_actions.text() == translate("ActionBar", "All actions… (K)")
            assert bar.b_undo.text() == translate("ActionBar", "Undo (Ctrl+Z)")
            now = _card_pixels(w, name)
            assert now != before
            before = now
    finally:
        i18n.install("en")
        w.controller.shutdown()


# ---- feedback that says the wrong thing ------------------------------------------------------------
def test_a_double_click_that_plays_leaves_no_how_to_play_message(window, qtbot) -> None:
    w = window
    g = scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"},
                 daimyo={"blue": 3})
    start(w, g, KINDS, paused=True)
    card_item = w.scene.item_named("card-R4")
    at = w.view.mapFromScene(centre(card_item))
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseDClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    settle(w)
    assert g.phase_name == "mode" and g.trick == [(0, card("R4"))]
    toast = w.scene.toast
    assert not (toast.isVisible() and "double-click" in toast.text), toast.text


def test_quit_asks_only_once_the_person_has_played(qtbot, fonts) -> None:
    from .conftest import make_window

    w = make_window(qtbot)
    asked: list[str] = []
    w.confirm = lambda title, text: asked.append(text) or False  # "No, keep playing"
    try:
        g = scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"},
                     daimyo={"blue": 3})
        start(w, g, KINDS, paused=True)
        # an untouched deal: nothing the person did would be lost, nothing to ask
        assert w.controller.in_progress
        assert w.close() and asked == []
        w.show()
        qtbot.waitExposed(w)
        w.settings.confirm_commitments = False  # the drag is meant: no question before it
        drag(qtbot, w, centre(w.scene.item_named("card-R4")), centre(w.scene.skirmish))
        assert g.phase_name == "mode"
        assert not w.close() and len(asked) == 1 and "in progress" in asked[0]
    finally:
        w.controller.shutdown()


def test_the_game_over_table_says_nothing_of_a_skirmish_or_a_card_to_choose(window, qtbot) -> None:
    """The last decision made at the table by a person (all seats human, no curtain between
    them): the table after it no longer says who is "winning so far" or how to choose a card."""
    import random

    from joraku_desktop.model import GameConfig, new_game
    from joraku_desktop.saves import SeatInfo

    w = window
    w.settings.present_scoring = False
    g = new_game(GameConfig(players=3, seed=8))
    rng = random.Random(8)
    while True:
        legal = g.legal_actions()
        probe = new_game(GameConfig(players=3, seed=8))
        for a in g.history:
            probe.apply(a)
        last = rng.choice(legal)
        probe.apply(last)
        if probe.is_over:
            break
        g.apply(last)
    w.controller.present_scoring = False
    w.controller.start(g, [SeatInfo(n, "human") for n in ("Ann", "Bob", "Cho")])
    settle(w)
    w.scene.curtain_up and w.reveal()
    settle(w)
    assert w.controller.request(last) is None
    settle(w)
    for _ in range(50):  # the scoring beats, if any, played through
        if w.active_scoring is None:
            break
        w.active_scoring.skip()
        settle(w)
    assert g.is_over
    summary = w.scene.skirmish.summary
    assert "so far" not in summary, summary
    bar = w.action_bar.hint.text()
    assert "choose a card" not in bar and "←/→" not in bar, bar


def test_r_v7_the_skirmish_slots_name_the_army_that_plays_there(window, qtbot) -> None:
    """R-V7: once a seat has played for one army, its next slot is its other army's (a chip with
    the army's colour and letter), and the banner says which army acts, before the card lands."""
    from joraku_desktop.model import GameConfig, new_game

    w = window
    g = new_game(GameConfig(players=2, two_player_variant="R-V7", seed=5))
    while g.phase_name == "draft":
        g.apply(g.legal_actions()[0])
    start(w, g, ("human", "human"), paused=True)
    zone = w.scene.skirmish
    assert [name for name, _army in zone.labels] == ["Ann", "Bob", "Ann", "Bob"]
    assert [army for _name, army in zone.labels] == [-1, -1, -1, -1]  # 0 RP each: theirs to choose
    w.controller.request(str(next(a for a in g.legal_actions() if a.army == 1)))  # Ann plays for red
    settle(w)
    assert w.scene.skirmish.resolving == 0  # her card is being resolved: its slot is lit
    assert w.scene.banner.instruction.startswith("Ann, red army (R)"), w.scene.banner.instruction
    while g.current_seat == 0:  # Ann resolves her card's effect (the first choice each time)
        w.controller.request(str(g.legal_actions()[0]))
        settle(w)
    names = [name for name, _army in zone.labels]
    armies = [army for _name, army in zone.labels]
    assert names[0] == "Ann" and armies[0] == 1
    assert names[2] == "Ann" and armies[2] == 0  # her other army, blue, plays the third card
    w.controller.request(str(next(a for a in g.legal_actions() if a.army == 3)))  # Bob for green
    settle(w)
    while g.current_seat == 1:
        w.controller.request(str(g.legal_actions()[0]))
        settle(w)
    assert [army for _name, army in zone.labels] == [1, 3, 0, 2]
    assert w.scene.banner.instruction.startswith("Ann, blue army (B)"), w.scene.banner.instruction


def test_each_influence_box_carries_its_armys_letter_not_only_its_colour(window, qtbot) -> None:
    """Red and yellow look alike under deuteranopia: every influence box shows the army's letter
    (as its pieces do) beside the number, and ★ only for the sole leader."""
    from joraku_desktop.model import GameConfig, new_game
    from joraku_desktop.views.table.area_item import AreaItem

    w = window
    start(w, new_game(GameConfig(4, seed=3)), ("human", "normal", "normal", "normal"), paused=True)
    boxes = 0
    for item in w.scene.items():
        if not isinstance(item, AreaItem):
            continue
        texts = painted_texts(item)
        for army, value in item.influence.items():
            if value:
                best = max(item.influence.values())
                sole = value == best and list(item.influence.values()).count(best) == 1
                assert f"{th.ARMY_LETTER[army]}{'★' if sole else ''}{value}" in texts, (army, texts)
                boxes += 1
    assert boxes >= 4  # the daimyo on their areas (R-S4) give the first influence


@pytest.mark.parametrize("lang", ["en", "ru", "zh_TW"])
def test_the_table_keeps_its_place_when_the_bar_switches_to_waiting(window, qtbot, lang) -> None:
    """The action bar holds one height whether it shows buttons or only "Waiting for Bob…":
    the table (the view) neither jumps nor shrinks when a turn passes, at three window sizes."""
    from PySide6.QtWidgets import QPushButton

    from joraku_desktop import i18n

    w = window
    assert i18n.install(lang)
    try:
        for size in ((1600, 1000), (1280, 720), (1024, 700)):
            w.resize(*size)
            g = scenario(players=4, kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"}, daimyo={"blue": 3})
            start(w, g, ("human", "normal", "normal", "normal"), paused=True)
            qtbot.wait(20)  # the bar's words wrap beside its buttons, the layout settles
            settle(w)
            assert w.action_bar.b_actions.isVisible()  # Ann's turn: the buttons
            mine = (w.view.geometry(), w.action_bar.geometry())
            w.controller.request("play B2")
            settle(w)
            w.controller.request("ap")
            settle(w)
            w.controller.request("end")
            qtbot.wait(20)
            settle(w)
            assert g.current_seat == 1 and not w.action_bar.b_actions.isVisible()  # "Waiting for Bob…"
            assert w.action_bar.hint.text().startswith(w.action_bar.tr("Waiting for {0}…").format("Bob")[:4])
            shown = [b.text() for b in w.action_bar.findChildren(QPushButton) if b.isVisible()]
            now = (w.view.geometry(), w.action_bar.geometry())
            assert now == mine, (lang, size, w.action_bar.hint.text(), shown)
    finally:
        i18n.install("en")
