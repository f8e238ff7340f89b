"""The moment of winning: the winner's banner on the table before the results, with "Play again"
and "Replay this game" that work (R-G1, R-G2)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from joraku_desktop.controller import GameSetup
from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.model.result import GameResult, TieBreak
from joraku_desktop.saves import SeatInfo
from joraku_desktop.views.table.key_calm import CALM_MS
from joraku_desktop.views.windows.window_registry import WindowName
from joraku_desktop.words.ending import how_won, ranking_rows
from tests.model.rules_helpers import random_playout

from .conftest import settle


def test_a_finished_game_shows_the_winner_on_the_table_and_its_buttons_work(window, qtbot) -> None:
    w = window
    seats = tuple(SeatInfo(n, "random") for n in ("Oda", "Takeda", "Imagawa"))
    w.start_game(GameSetup(GameConfig(players=3, seed=21), seats))
    banner = w.ending.banner
    assert not banner.isVisible()
    qtbot.waitUntil(lambda: banner.isVisible(), timeout=90_000)
    g = w.controller.game
    assert g.is_over
    winner = seats[g.result.winner].name
    # the banner sits on the table, inside the view, and says who won, the ranking and how
    assert banner.parentWidget() is w.view.viewport()
    assert w.view.viewport().rect().contains(banner.geometry())
    assert winner in banner.findChild(QLabel, "winner-title").text()
    rows = banner.findChild(QLabel, "winner-ranking").text().splitlines()
    assert len(rows) == 3
    for row, seat in zip(rows, g.result.ranking, strict=True):
        assert seats[seat].name in row and f"{g.result.scores[seat]} RP" in row
    how = banner.findChild(QLabel, "winner-how").text()
    assert "R-G1" in how or "R-G2" in how
    assert winner in banner.accessibleDescription()
    # the results follow (at once at the instant speed), the banner stays on the table behind
    qtbot.waitUntil(lambda: w.windows.showing(WindowName.RESULTS), timeout=5_000)
    # "Replay this game": the replay window opens on this game, at its end
    replay = banner.findChild(QPushButton, "banner-replay")
    qtbot.mouseClick(replay, Qt.MouseButton.LeftButton)
    rw = w.windows.get(WindowName.REPLAY)
    assert rw is not None and rw.replay.last == len(g.history)
    rw.close()
    # "Play again": the same seats, a fresh deal; the banner and the results go
    again = banner.findChild(QPushButton, "banner-play-again")
    assert again.focusPolicy() & Qt.FocusPolicy.TabFocus  # the keyboard reaches every button
    qtbot.mouseClick(again, Qt.MouseButton.LeftButton)
    settle(w)
    assert w.controller.game is not g and not w.controller.game.is_over
    assert [s.name for s in w.controller.seats] == [s.name for s in seats]
    assert not banner.isVisible()
    qtbot.waitUntil(lambda: w.windows.get(WindowName.RESULTS) is None, timeout=5_000)


def test_the_banner_waits_for_the_player_at_a_slower_speed(window, qtbot) -> None:
    """At a speed with beats, the banner comes first; "Results…" opens them at once."""
    w = window
    w.set_speed("normal")
    g = new_game(GameConfig(players=2, two_player_variant="R-V8", seed=4))
    random_playout(g, 4)
    w.controller.start(g, [SeatInfo("Oda", "human"), SeatInfo("Takeda", "random")])
    settle(w)
    banner = w.ending.banner
    assert banner.isVisible(), "the banner has its moment before the results"
    assert w.windows.get(WindowName.RESULTS) is None
    assert "Oda" in banner.findChild(QLabel, "winner-ranking").text()
    # by keyboard: the focus is on "Results…" (a hurried Enter loses nothing); ←/→ move along
    # the row, Enter presses once the banner has been up a moment
    w.activateWindow()
    assert banner.b_results.hasFocus()
    qtbot.keyClick(banner.b_results, Qt.Key.Key_Right)
    assert banner.b_again.hasFocus()
    qtbot.keyClick(banner.b_again, Qt.Key.Key_Right)
    assert banner.b_replay.hasFocus()
    qtbot.keyClick(banner.b_replay, Qt.Key.Key_Right)
    assert banner.b_results.hasFocus()
    qtbot.wait(CALM_MS + 50)
    qtbot.keyClick(banner.b_results, Qt.Key.Key_Return)
    assert w.windows.showing(WindowName.RESULTS)


def test_how_a_game_was_won_names_the_tiebreak_or_the_margin() -> None:
    names = ("Ann", "Bob", "Cho")
    tie = GameResult((1, 0, 2), (30, 30, 12), (TieBreak("higher_daimyo_card", 1, 0, 30, 9, 4),))
    text = how_won(tie, names)
    assert "R-G2" in text and "Bob" in text and "9" in text
    clear = GameResult((2, 1, 0), (20, 31, 40))
    assert "R-G1" in how_won(clear, names) and "9" in how_won(clear, names) and "Bob" in how_won(clear, names)
    assert ranking_rows(clear, names)[0].startswith("1st") and "Cho" in ranking_rows(clear, names)[0]


@pytest.mark.parametrize("seed", [4, 5, 6, 7])
def test_a_person_who_did_not_win_is_told_where_they_finished(window, qtbot, seed) -> None:
    w = window
    g = new_game(GameConfig(players=2, two_player_variant="R-V8", seed=seed))
    random_playout(g, seed)
    w.controller.start(g, [SeatInfo("Oda", "human"), SeatInfo("Takeda", "random")])
    settle(w)
    banner = w.ending.banner
    place = banner.findChild(QLabel, "winner-your-place")
    if g.result.winner == 0:
        assert not place.isVisible(), "the headline says it"
    else:
        assert place.isVisible() and place.text() == "You finished 2nd."
