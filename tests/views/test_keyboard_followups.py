"""Keyboard play, as a player on the keyboard meets it: one cursor at a time (the map's while a
card is resolved, not the hand's beside it), the banner says the keys while they are in use
(in every language, never clipped), Ctrl+Z takes a decision back from the action list too, and
whatever the table says in its message strip (a refusal above all) reaches a screen reader."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from joraku_desktop import i18n
from joraku_desktop.model import Game, scenario
from joraku_desktop.model.actions import PLACE, PLAY
from joraku_desktop.model.cards import CARD_NUMBER, card
from joraku_desktop.views.windows.dialogs import ActionPicker

from .conftest import centre, click, settle, start
from .test_keyboard_reach import choose, picker
from .test_nothing_clipped import LANGS, table_overflows

HAND = {"blue": "R4 B2 YN R1 Y6 B3"}
CTRL = Qt.KeyboardModifier.ControlModifier


def cursors(w) -> list[str]:
    """The keyboard cursors drawn on the table now."""
    drawn = [f"hand card {it.card}" for it in w.scene.hand_items if it.focused and it.isVisible()]
    marks = w.map_keys.marks
    return drawn + (["map step"] if marks.isVisible() and marks.marks else [])


@pytest.fixture
def announced(monkeypatch) -> list[tuple[object, str]]:
    """What a screen reader is told, in order (the accessibility announcements of the window)."""
    heard: list[tuple[object, str]] = []
    monkeypatch.setattr(QAccessible, "updateAccessibility",
                        lambda event: heard.append((event.object(), getattr(event, "message", str)())))
    return heard


def at_the_table(w, **position) -> Game:
    """A 3-player game where the human leads with R4 in hand; the keys on the table."""
    g = scenario(players=3, kachidoki="blue", hands=HAND, daimyo={"blue": 3}, **position)
    start(w, g, ("human", "random", "random"), paused=True)
    w.activateWindow()
    w.view.setFocus()
    settle(w)
    return g


def test_one_keyboard_cursor_at_a_time_while_a_card_is_resolved(window, qtbot) -> None:
    w = window
    g = at_the_table(w)
    first = w.scene.hand_items[w.scene.focus_index].card
    assert cursors(w) == [f"hand card {first}"], "the turn starts on the first playable card"
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    settle(w)
    assert g.phase.name == "MODE"
    assert cursors(w) == [], "the card is on the skirmish: its effect is chosen (P, A), no hand card is"
    qtbot.keyClick(w.view, Qt.Key.Key_P)
    settle(w)
    assert g.phase.name == "PLACE"
    assert cursors(w) == [], "the hand waits: its cursor is not drawn while the card is resolved"
    qtbot.keyClick(w.view, Qt.Key.Key_Right)
    settle(w)
    assert cursors(w) == ["map step"], "only the map's cursor, never the hand's beside it"
    qtbot.keyClick(w.view, Qt.Key.Key_2)  # a number picks a card of the hand: not while resolving
    settle(w)
    assert cursors(w) == ["map step"]
    lifted = [it for it in w.scene.hand_items if it.pos().y() < w.scene.hand_items[-1].pos().y() - 5]
    assert lifted == [], "no card of the hand stands raised as the cursor's card does"
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    settle(w)
    assert cursors(w) == ["map step"] and g.samurai(0, CARD_NUMBER[g.acting_card]) >= 1
    qtbot.keyClick(w.view, Qt.Key.Key_Left)
    assert cursors(w) == ["map step"]
    # Enter with nothing under a cursor says what the turn waits for, as before
    w.map_keys.clear()
    w.scene.clear_message()
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    assert "Finish this card's action first" in w.scene.toast.text
    qtbot.keyClick(w.view, Qt.Key.Key_D)
    settle(w)
    assert g.current_seat != 0 and cursors(w) == []


def test_the_banner_says_the_keys_while_the_player_is_on_the_keyboard(window, qtbot) -> None:
    w = window
    at_the_table(w)
    banner = w.scene.banner
    w.controller.request("play R4")  # as a drag asks for it: the banner speaks of the mouse
    settle(w)
    assert "Keys:" not in banner.instruction
    qtbot.keyClick(w.view, Qt.Key.Key_Right)  # the keyboard taken up (the hand's cursor moves)
    assert banner.instruction.endswith("Keys: P places, A takes the action points.")
    qtbot.keyClick(w.view, Qt.Key.Key_P)
    settle(w)
    assert banner.instruction.startswith("Ann: drag samurai")
    assert banner.instruction.endswith("Keys: ←/→ a step on the map, Enter does it, D ends.")
    for _ in range(3):
        qtbot.keyClick(w.view, Qt.Key.Key_Right)
        qtbot.keyClick(w.view, Qt.Key.Key_Return)
        settle(w)
    assert banner.instruction.endswith("Keys: D ends."), "three placed: only Done is left"
    assert "Keys: D ends." in w.view.accessibleDescription(), "a screen reader hears the keys too"
    click(qtbot, w, centre(w.scene.areas[0]))  # the mouse again: the words of the mouse alone
    assert "Keys:" not in banner.instruction
    assert "Keys:" in w.view.accessibleDescription()


#: the moments of a card's resolution the banner speaks of (R-E2), each with its keys: the card
#: played (its effect to choose), its placements (in its area; a Ninja: any area), its action
#: points (enough for the daimyo or not), and only Done left
MOMENTS = (("R4",), ("R4", "placement"), ("YN",), ("R4", "ap"), ("R1", "ap"),
           ("R1", "ap", "move 3>2"))


@pytest.mark.parametrize("lang", LANGS)
def test_the_banner_with_its_keys_is_never_clipped(window, qtbot, lang: str) -> None:
    w = window
    assert i18n.install(lang)
    problems: list[str] = []
    try:
        for moves in MOMENTS:
            g = at_the_table(w, samurai={"blue": {3: 2}, "red": {3: 1}})
            g.apply(f"play {moves[0]}")
            for move in moves[1:]:
                g.apply(move)
            w.refresh()
            settle(w)
            qtbot.keyClick(w.view, Qt.Key.Key_Left)  # the keyboard taken up (a cursor moves)
            said = w.scene.banner.instruction
            assert ("P" in said and "A" in said) if g.phase.name == "MODE" else ("D" in said), said
            for size in ((1024, 700), (1280, 720), (1600, 1000)):
                w.resize(*size)
                settle(w)
                problems += [f"{size} {moves}: {o}" for o in table_overflows(w) if o.startswith("banner")]
    finally:
        i18n.install("en")
    assert problems == [], f"{lang}:\n" + "\n".join(problems)


def test_ctrl_z_in_the_action_list_takes_the_last_decision_back(window, qtbot) -> None:
    w = window
    g = at_the_table(w)
    qtbot.keyClick(w.view, Qt.Key.Key_K)
    dlg = picker(w)
    assert isinstance(dlg, ActionPicker)
    qtbot.waitUntil(lambda: dlg.isActiveWindow())
    choose(qtbot, dlg, lambda a: a.kind == PLAY and a.card == card("R4"))
    settle(w)
    choose(qtbot, dlg, lambda a: a.kind.name == "PLACEMENT")
    settle(w)
    area = CARD_NUMBER[card("R4")]
    before = g.samurai(0, area)
    qtbot.keyClick(dlg.list, Qt.Key.Key_Return)
    settle(w)
    assert g.samurai(0, area) == before + 1
    qtbot.keyClick(dlg.list, Qt.Key.Key_Z, CTRL)
    settle(w)
    assert g.samurai(0, area) == before, "Ctrl+Z in the list took the samurai back"
    assert picker(w) is dlg and any(a.kind == PLACE for a in dlg._actions), "the list offers it again"
    qtbot.keyClick(dlg.list, Qt.Key.Key_Return)
    settle(w)
    assert g.samurai(0, area) == before + 1 and not dlg.note.isVisible()
    for _ in range(5):  # back to the start of the turn (the card in the hand again), then refused
        qtbot.keyClick(dlg.list, Qt.Key.Key_Z, CTRL)
        settle(w)
    now = w.controller.game  # a whole decision taken back puts the game before it in place
    assert now.phase.name == "PLAY" and now.current_seat == 0 and card("R4") in now.hands[0]
    assert picker(w) is dlg and {a.kind for a in dlg._actions} == {PLAY}, "the list offers the cards"
    assert dlg.note.isVisible() and dlg.note.text() == w.scene.toast.text, "why nothing was taken back"


def test_refusals_and_messages_on_the_table_reach_a_screen_reader(window, qtbot, announced) -> None:
    w = window
    g = at_the_table(w)
    announced.clear()
    qtbot.keyClick(w.view, Qt.Key.Key_Z, CTRL)  # nothing to take back: refused on the table
    settle(w)
    assert w.scene.toast.text and announced == [(w.view, w.scene.toast.text)]
    announced.clear()
    qtbot.keyClick(w.view, Qt.Key.Key_Return)  # R4 played, then P: the hand waits
    qtbot.keyClick(w.view, Qt.Key.Key_P)
    settle(w)
    w.map_keys.clear()
    qtbot.keyClick(w.view, Qt.Key.Key_Return)  # nothing under a cursor: told why, and heard
    assert announced[-1] == (w.view, w.scene.toast.text)
    assert "Finish this card's action first" in announced[-1][1]
    before = len(announced)
    qtbot.keyClick(w.view, Qt.Key.Key_Right)  # the map's step, heard once (not twice)
    assert len(announced) == before + 1 and announced[-1] == (w.view, w.scene.toast.text)
    assert g.phase.name == "PLACE"
