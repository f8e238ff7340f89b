"""A finished game reaches the record whatever the window does while its final scoring is on the
table: closed, a new game started, the record locked by another program. Each test plays the last
skirmish by mouse, acts during the final scoring, then "restarts" (a new window over the same data
folder) and reads Game → Statistics: the game is there, once."""

from __future__ import annotations

import sqlite3

from PySide6.QtWidgets import QLabel

from joraku_desktop.controller.recorder import finished_dir
from joraku_desktop.controller.setups import default_setup
from joraku_desktop.record import RecordBook, game_key, record_path
from joraku_desktop.saves import autosave_path, load_game
from joraku_desktop.views.windows.window_registry import WindowName

from .conftest import click, make_window, settle, start
from .test_statistics import last_skirmish, open_statistics_from_the_menu, read
from .test_whole_game_by_mouse import human_to_act, play_one_decision


def play_to_the_final_scoring(qtbot, w, g, seat: int = 0) -> None:
    """By mouse, until the engine says the game is over and its last scoring waits for a click."""
    placed: list[int] = []
    while not g.is_over:
        qtbot.waitUntil(lambda: w.scoring.waiting_for_click or human_to_act(w, g, seat) or g.is_over,
                        timeout=30_000)
        if g.is_over:
            break
        if w.scoring.waiting_for_click:
            click(qtbot, w, w.scene.sceneRect().center())
            continue
        play_one_decision(qtbot, w, g, seat, placed)
    qtbot.waitUntil(lambda: w.scoring.waiting_for_click, timeout=30_000)
    assert not w.windows.showing(WindowName.RESULTS)  # the summary is on the table, not the results


def games_in_statistics(qtbot, w) -> str:
    stats = open_statistics_from_the_menu(qtbot, w)
    read(qtbot, stats)
    label = stats.findChild(QLabel, "stats-games")
    assert label is not None
    return label.text()


def restart(qtbot):
    """A new window over the same data folder, as a new start of the game makes one."""
    w = make_window(qtbot)
    w.recorder.prepare()
    assert w.recorder.wait_idle()
    return w


def finished_saves() -> list[str]:
    folder = finished_dir()
    return sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []


def test_closing_the_window_during_the_final_scoring_keeps_the_game(qtbot, fonts) -> None:
    w = make_window(qtbot)
    g = last_skirmish()
    start(w, g, ("human", "random"))
    play_to_the_final_scoring(qtbot, w, g)
    assert len(finished_saves()) == 1  # on disk the moment the engine said the game was over
    assert w.close()
    again = restart(qtbot)
    assert games_in_statistics(qtbot, again) == "1"
    again.close()
    third = restart(qtbot)  # a second start adds nothing: once, by the game's key
    assert games_in_statistics(qtbot, third) == "1"
    assert len(RecordBook.open().games()) == 1 and len(finished_saves()) == 1
    third.close()


def test_a_new_game_during_the_final_scoring_keeps_the_finished_one(qtbot, fonts) -> None:
    w = make_window(qtbot)
    g = last_skirmish()
    start(w, g, ("human", "random"))
    play_to_the_final_scoring(qtbot, w, g)
    key = game_key(g)
    w.start_game(default_setup(7))  # Game → New game while the summary is on the table
    settle(w)
    w.controller._autosave()  # the new game's first autosave: the finished one is gone from it
    assert not load_game(autosave_path()).game.is_over
    w.recorder.shutdown(0.0)  # and the window is killed before the worker could record anything
    w.controller.shutdown()
    w.hide()
    again = restart(qtbot)
    assert games_in_statistics(qtbot, again) == "1"
    assert RecordBook.open().has(key)
    again.close()


def test_a_locked_record_keeps_the_game_on_disk_and_a_restart_records_it(qtbot, fonts, monkeypatch) -> None:
    """Another program holds the record locked when the game ends: the box says the game is kept,
    the player quits; after a restart (the record free again) the game is in it."""
    from joraku_desktop.record import db as record_db

    monkeypatch.setattr(record_db, "BUSY_TIMEOUT_S", 0.2)
    RecordBook.open()
    other = sqlite3.connect(record_path(), isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    w = make_window(qtbot)
    g = last_skirmish()
    start(w, g, ("human", "random"))
    play_to_the_final_scoring(qtbot, w, g)
    qtbot.waitUntil(lambda: "It is kept" in w.last_error, timeout=20_000)
    assert len(finished_saves()) == 1  # what "kept" promises: on disk, not only in memory
    assert w.close()
    other.execute("ROLLBACK")
    other.close()
    again = restart(qtbot)
    assert games_in_statistics(qtbot, again) == "1"
    again.close()


def test_a_finished_autosave_the_record_lacks_is_recorded_at_start_up(qtbot, fonts) -> None:
    """Killed between the autosave of the last decision and the finished save: the autosave
    marked over is all there is. Start-up records it (once)."""
    from joraku_desktop.app import offer_resume
    from joraku_desktop.saves import save_game
    from tests.model.rules_helpers import random_playout

    g = last_skirmish()
    random_playout(g, 3)
    assert g.is_over
    from joraku_desktop.saves import SeatInfo

    save_game(g, autosave_path(), [SeatInfo("Ann", "human"), SeatInfo("Bob", "random")])
    for _ in range(2):
        w = make_window(qtbot)
        assert not offer_resume(w)  # nothing to resume: the game is over
        w.recorder.prepare()
        assert w.recorder.wait_idle()
        w.close()
    assert len(RecordBook.open().games()) == 1 and len(finished_saves()) == 1
