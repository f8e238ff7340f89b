"""Memory stays flat over an evening of play: every dialog and small window is
deleted when it is closed or replaced, and games back to back do not pile up Qt objects.

The full measurement (24 games, RSS per game) is ``make soak``; here three quick games check the
mechanism, and each small window is opened and closed by hand."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from joraku_desktop.model import scenario
from joraku_desktop.views.windows.dialogs import ActionPicker, NewGameDialog
from joraku_desktop.views.windows.help_window import RulesHelp
from joraku_desktop.views.windows.results_dialog import ResultsDialog
from joraku_desktop.views.windows.window_registry import WindowName
from tools.soak import GameRecord, Soak, live_counts, slope

from .conftest import settle, start


def alive(w, kind: type, name: str | None = None) -> int:
    """How many of ``kind`` the window still owns (closed ones count until Qt deletes them)."""
    return len(w.findChildren(kind, name) if name else w.findChildren(kind))


def wait_deleted(qtbot, w, kind: type, name: str | None = None) -> None:
    qtbot.waitUntil(lambda: alive(w, kind, name) == 0, timeout=3000)


def test_three_games_back_to_back_leave_one_results_dialog_at_most(window, qtbot) -> None:
    w = window
    records: list[GameRecord] = []

    def after_game(r: GameRecord) -> None:
        records.append(r)
        # the results dialog of this game is open; the ones of earlier games are gone
        assert alive(w, ResultsDialog) == 1 and alive(w, NewGameDialog) == 0

    w.hide()  # nothing to see here: without painting the three games take half the time
    soak = Soak(w, "random", seed=3, on_game=after_game, game_timeout_s=120, players=2)
    soak.run(3)
    assert soak.error == "" and len(records) == 3
    for r in records:
        assert r.live["ResultsDialog"] <= 1 and r.live["NewGameDialog"] <= 1, r.live
        assert r.live["RulesHelp"] == 0  # the rules window the player glanced at is deleted
    # no Qt object piles up in the window from one game to the next
    assert records[1].live["qt-children"] == records[2].live["qt-children"]
    # the seed typed in the new-game dialog was used (the soak types 3 + games so far)
    assert w.controller.game.config.seed == 5


def test_small_windows_are_deleted_when_closed(window, qtbot) -> None:
    w = window
    g = scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"})
    start(w, g, ("human", "random", "random", "random"), paused=True)
    before = len(w.findChildren(QObject))

    w.requests.show_action_list()
    w.requests.show_action_list()  # K pressed twice: the list of a moment ago makes way
    qtbot.waitUntil(lambda: alive(w, ActionPicker) == 1, timeout=3000)
    w.findChild(ActionPicker).close()
    wait_deleted(qtbot, w, ActionPicker)

    w.windows.show(WindowName.RULES)
    w.windows.show(WindowName.RULES)  # F1 twice raises the open rules window
    assert alive(w, RulesHelp, "rules-window") == 1
    w.findChild(RulesHelp, "rules-window").close()
    wait_deleted(qtbot, w, RulesHelp, "rules-window")

    w.show_error("One", "first")
    w.show_error("Two", "second")
    for box in w.findChildren(QMessageBox, "error-box"):
        box.close()
    wait_deleted(qtbot, w, QMessageBox, "error-box")

    w.windows.show(WindowName.NEW_GAME)
    w.windows.show(WindowName.NEW_GAME)  # one new-game dialog at a time
    assert alive(w, NewGameDialog) == 1 and w.windows.get(WindowName.NEW_GAME) is not None
    w.windows.get(WindowName.NEW_GAME).reject()
    assert w.windows.get(WindowName.NEW_GAME) is None
    wait_deleted(qtbot, w, NewGameDialog)
    settle(w)
    assert len(w.findChildren(QObject)) <= before


def test_the_recent_menu_does_not_grow_with_every_save(window, tmp_path) -> None:
    w = window
    g = scenario(players=3, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6 B5"})
    start(w, g, ("human", "random", "random"), paused=True)
    w.files.save_to(tmp_path / "a.joraku.json")
    counts = []
    for _ in range(5):
        w.files.save_to(tmp_path / "a.joraku.json")
        counts.append(len(w.findChildren(QObject)))
    assert len(set(counts)) == 1, counts
    assert len(w.recent_menu.actions()) == 1


def test_soak_helpers() -> None:
    assert slope([1.0, 1.5, 2.0, 2.5]) == 0.5
    assert slope([3.0]) == 0.0
    assert abs(slope([10.0, 10.2, 9.8, 10.0])) < 0.1
    before = live_counts()
    assert set(before) == {"ResultsDialog", "NewGameDialog", "ActionPicker", "QMessageBox", "RulesHelp",
                           "_Think", "Game"}
    games = [scenario(players=4) for _ in range(3)]  # three more live games are counted, not guessed
    assert live_counts()["Game"] == before["Game"] + 3
    del games
    assert live_counts()["Game"] == before["Game"]
