"""Hot-seat privacy (the curtain, R-P3) and computer players off the GUI thread."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QTableWidget

from joraku_desktop.controller import GameSetup, HotSeat
from joraku_desktop.model import GameConfig, new_game, observe
from joraku_desktop.saves import SeatInfo
from joraku_desktop.views.windows.window_registry import WindowName

from .conftest import centre, click, settle, start


def visible_hand_cards(w) -> list[int]:
    return [it.card for it in w.scene.hand_items if it.isVisible() and it.scene() is w.scene]


def test_curtain_between_two_humans_hides_every_hand(window, qtbot) -> None:
    w = window
    g = new_game(GameConfig(players=3, seed=11))
    start(w, g, ("human", "human", "random"))
    # two humans share the screen: nobody's hand is shown before the first one is ready
    assert w.scene.curtain.isVisible() and "Ann" in w.scene.curtain.name
    assert visible_hand_cards(w) == []
    click(qtbot, w, centre(w.scene.banner))  # a click anywhere lifts the curtain
    assert not w.scene.curtain.isVisible()
    assert sorted(visible_hand_cards(w)) == sorted(g.hands[0])
    # Ann chooses her pass behind the curtain (R-P2): click two cards, confirm
    first, second = w.scene.hand_items[0], w.scene.hand_items[1]
    click(qtbot, w, centre(first))
    click(qtbot, w, centre(second))
    assert sorted(w.scene.pass_selection) == sorted([first.card, second.card])
    assert w.action_bar.b_confirm.isEnabled()
    qtbot.mouseClick(w.action_bar.b_confirm, Qt.MouseButton.LeftButton)
    settle(w)
    # Bob is next: the curtain is back and no card of anyone is visible under it
    assert g.current_seat == 1
    assert w.scene.curtain.isVisible() and "Bob" in w.scene.curtain.name
    assert visible_hand_cards(w) == []
    assert not any(it.isVisible() for it in w.scene.hand_items)
    qtbot.keyClick(w.view, Qt.Key.Key_Space)  # the keyboard lifts it too
    settle(w)
    assert not w.scene.curtain.isVisible()
    assert sorted(visible_hand_cards(w)) == sorted(observe(g, 1).hand)
    assert w.scene.state.hand_seat == 1


def test_hotseat_rules() -> None:
    alone = HotSeat([2])
    assert not alone.needs_curtain(2) and alone.shown_hand(0) == 2
    two = HotSeat([0, 2])
    assert two.needs_curtain(0)
    two.reveal(0)
    assert not two.needs_curtain(0) and two.needs_curtain(2)
    assert two.shown_hand(1) is None  # a computer acts: no hand face up on a shared screen
    assert two.shown_hand(0) == 0


def test_four_computers_at_instant_speed_reach_the_results_screen(window, qtbot) -> None:
    w = window
    seats = tuple(SeatInfo(n, "random") for n in ("Oda", "Takeda", "Imagawa", "Saito"))
    w.start_game(GameSetup(GameConfig(players=4, seed=3), seats))
    # the GUI thread stays responsive while the computers play: the window keeps answering
    qtbot.waitUntil(lambda: w.windows.showing(WindowName.RESULTS), timeout=90_000)
    g = w.controller.game
    assert g.is_over
    title = w.windows.get(WindowName.RESULTS).findChild(QLabel, "results-title")
    assert w.controller.seats[g.result.winner].name in title.text()
    table = w.windows.get(WindowName.RESULTS).findChild(QTableWidget, "results-table")
    assert table.rowCount() == 4
    assert [table.item(r, 1).text() for r in range(4)] == [
        w.controller.seats[s].name for s in g.result.ranking
    ]
    assert [int(table.item(r, 3).text()) for r in range(4)] == [g.rp[s] for s in g.result.ranking]
    assert w.windows.get(WindowName.RESULTS).findChild(QLabel, "results-tiebreak") is not None
    assert len(w.log.lines) > 100
    assert "game is over" in w.log.lines[-1].lower()
    assert w.controller.seats[g.result.winner].name in w.log.lines[-1]
    assert "game is over" in w.log.toPlainText().lower()


def test_two_player_variants_play_to_the_end_with_computers(window, qtbot) -> None:
    """R-V7 (two armies each, army labels unknown until played) and R-V8 (the neutral panel)."""
    w = window
    for variant in ("R-V7", "R-V8"):
        seats = (SeatInfo("Oda", "random"), SeatInfo("Takeda", "random"))
        w.start_game(GameSetup(GameConfig(players=2, two_player_variant=variant, seed=5), seats))
        qtbot.waitUntil(lambda: w.windows.showing(WindowName.RESULTS), timeout=90_000)
        g = w.controller.game
        assert g.is_over and g.config.mode.label == variant
        assert (-1 in w.scene.panels) == (variant == "R-V8")
        assert len(w.scene.daimyo) == len(g.armies)
