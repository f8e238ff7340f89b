"""A screen reader meets a named, described window: the table's description follows the game
(what to do, the hand, the skirmish, the reputation), in the language chosen."""

from __future__ import annotations

from PySide6.QtGui import QAccessible

from joraku_desktop.model import observe, scenario
from joraku_desktop.model.cards import card
from joraku_desktop.words.basics import card_words

from .conftest import settle, start


def said(widget, what=QAccessible.Text.Description) -> str:
    """What the accessibility layer hands a screen reader for ``widget``."""
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None
    return face.text(what)


def test_the_table_is_named_and_described_as_the_game_goes(window, qtbot) -> None:
    w = window
    g = scenario(players=3, kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6 B3"}, daimyo={"blue": 3})
    start(w, g, ("human", "random", "random"), paused=True)
    assert said(w.view, QAccessible.Text.Name) == "Game table"
    text = said(w.view)
    assert "Round 1 of 3" in text and "Ann" in text
    assert all(card_words(c) in text for c in observe(g, 0).hand), "the hand, card by card"
    assert "No card is in the skirmish yet" in text and "0 RP" in text
    assert said(w.log, QAccessible.Text.Name) == "Game log" and said(w.log)
    assert said(w.action_bar, QAccessible.Text.Name) == "Actions" and "Tab" in said(w.action_bar)
    w.controller.request("play R4")
    settle(w)
    after = said(w.view)
    assert after != text and "In the skirmish:" in after and card_words(card("R4")) in after
    assert "place up to 3 samurai" in after, "what to do now follows the decision"


def test_behind_the_curtain_the_description_hides_the_hand(window, qtbot) -> None:
    w = window
    g = scenario(players=3, kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6 B3"}, daimyo={"blue": 3})
    start(w, g, ("human", "human", "random"), paused=True)
    text = said(w.view)
    assert "hands are hidden" in text and card_words(card("Y6")) not in text


def test_the_descriptions_follow_the_language(window, qtbot) -> None:
    w = window
    g = scenario(players=3, kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6 B3"}, daimyo={"blue": 3})
    start(w, g, ("human", "random", "random"), paused=True)
    try:
        w.set_language("ru")
        assert said(w.view, QAccessible.Text.Name) == "Игровой стол"
        assert "Раунд 1" in said(w.view)
    finally:
        w.set_language("en")
    assert said(w.view, QAccessible.Text.Name) == "Game table"
