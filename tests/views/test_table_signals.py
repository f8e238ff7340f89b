"""The table asks and is answered: the scene's request returns the controller's typed refusal as
the window words it (one path, a return value), each decision redraws the table once,
and the computer players wait behind a modal dialog and the hot-seat curtain."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.model.errors import RefusalCode
from joraku_desktop.model.phases import Phase
from joraku_desktop.views.windows.window_registry import WindowName

from .conftest import settle, start


def count_syncs(w) -> list[int]:
    """Every redraw of the table from here on, counted (the seat to act at each)."""
    drawn: list[int] = []
    sync: Callable[..., None] = w.scene.sync

    def counted(state) -> None:
        drawn.append(state.view.current_seat)
        sync(state)

    w.scene.sync = counted
    return drawn


def test_each_decision_redraws_the_table_once(window, qtbot) -> None:
    """Hot seat, three people: every decision passes the turn to another person (the curtain
    comes down in the same decision), and lifting the curtain is a redraw of its own."""
    w = window
    g = new_game(GameConfig(players=3, seed=21))
    start(w, g, ("human", "human", "human"))
    drawn = count_syncs(w)
    decisions = 0
    while decisions < 6 and g.phase in (Phase.PASS, Phase.PLAY, Phase.MODE, Phase.PLACE, Phase.AP):
        if w.scene.curtain_up:
            before = len(drawn)
            w.reveal()  # the person at the screen says they are ready
            assert len(drawn) == before + 1
        action = g.legal_actions()[0]
        before = len(drawn)
        assert w.controller.request(action) is None
        assert len(drawn) == before + 1, f"decision {decisions + 1} ({action}) redrew {len(drawn) - before}×"
        decisions += 1
        settle(w)
    assert decisions == 6


def test_a_computer_decision_redraws_the_table_once(window, qtbot) -> None:
    """A computer's decision that hands the turn to a person: one redraw (the "thinking…" line
    before it is a moment of its own)."""
    w = window
    g = new_game(GameConfig(players=3, seed=5))
    start(w, g, ("random", "human", "random"), paused=True)
    assert g.current_seat == 0
    applied: list[int] = []
    thinking: list[int] = []
    w.controller.action_applied.connect(lambda _events, _action, seat: applied.append(seat))
    w.controller.ai_thinking.connect(thinking.append)
    drawn = count_syncs(w)
    w.controller.set_paused(False)
    qtbot.waitUntil(lambda: g.current_seat == 1, timeout=20_000)
    settle(w)
    assert applied == [0] and thinking == [0]
    assert len(drawn) == 2, f"thinking and one decision drew the table {len(drawn)}×"  # was 3


def test_the_scene_asks_and_the_refusal_is_its_return_value(window, qtbot) -> None:
    """A refusal comes back one way: the controller returns it, the window words it and returns
    it to the table, which shows it; nothing is emitted for it and nothing is parked."""
    w = window
    g = new_game(GameConfig(players=3, seed=11))
    start(w, g, ("human", "random", "random"), paused=True)
    assert not hasattr(w.controller, "refused") and not hasattr(w.scene, "refuse")
    assert not hasattr(w.scene, "action_requested")
    # what a drop or a click on the table does: the scene asks, the window answers
    pass_two = g.legal_actions()[0]
    assert w.scene.request(pass_two) is None
    assert g.history[-1] == pass_two
    # now a computer decides: the controller returns the typed reason, the window words it
    assert not w.controller.is_human(g.current_seat)
    refusal = w.controller.request(g.legal_actions()[0])
    assert refusal is not None and refusal.code is RefusalCode.COMPUTER_TURN
    before = len(g.history)
    assert w.scene.request(g.legal_actions()[0]) == "Wait: it is a computer player's turn."
    assert len(g.history) == before
    assert "computer player's turn" in w.statusBar().currentMessage()


def test_the_computer_waits_behind_the_new_game_dialog(window, qtbot) -> None:
    w = window
    g = new_game(GameConfig(players=3, seed=8))
    start(w, g, ("random", "random", "human"), paused=True)
    assert not w.controller.is_human(g.current_seat)
    w.windows.show(WindowName.NEW_GAME)
    settle(w)
    dialog = w.windows.get(WindowName.NEW_GAME)
    assert dialog is not None and dialog.isVisible()
    w.controller.set_paused(False)  # the test lets go; the dialog still holds the computers
    assert w.controller.paused
    before = len(g.history)
    qtbot.wait(400)
    assert len(g.history) == before, "a computer moved behind the New game dialog"
    buttons = dialog.findChild(QDialogButtonBox)
    qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    settle(w)
    assert w.windows.get(WindowName.NEW_GAME) is None and not w.controller.paused
    qtbot.waitUntil(lambda: len(g.history) > before, timeout=10_000)  # and it plays on


def test_the_computer_waits_while_a_file_is_chosen(window, qtbot, monkeypatch) -> None:
    """A question in a nested event loop (here Save as…'s file dialog) holds the computers too."""
    from joraku_desktop.views.windows import session_files

    w = window
    g = new_game(GameConfig(players=3, seed=8))
    start(w, g, ("random", "random", "human"), paused=True)
    w.controller.set_paused(False)
    seen: list[tuple[bool, int]] = []

    def choose(*_args: object) -> tuple[str, str]:
        before = len(g.history)
        qtbot.wait(400)  # the dialog is up: the event loop runs, the computers do not move
        seen.append((w.controller.paused, len(g.history) - before))
        return "", ""

    monkeypatch.setattr(session_files.QFileDialog, "getSaveFileName", choose)
    assert not w.files.ask_save_as()
    assert seen == [(True, 0)] and not w.controller.paused
    before = len(g.history)
    qtbot.waitUntil(lambda: len(g.history) > before, timeout=10_000)


def test_the_curtain_holds_the_computers_until_the_player_is_ready(window, qtbot) -> None:
    w = window
    g = new_game(GameConfig(players=3, seed=11))
    start(w, g, ("human", "human", "random"))
    assert w.scene.curtain_up and w.controller.paused
    w.reveal()
    assert not w.scene.curtain_up and not w.controller.paused
