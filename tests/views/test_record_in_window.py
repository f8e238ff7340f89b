"""The record in the real window: reading and writing it never freezes the table, a record another
copy holds or a full disk never costs a finished game, and a hostile record never hangs or hides
the Statistics window."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.record import RecordBook, game_record, record_path
from joraku_desktop.record import db as record_db
from joraku_desktop.saves import SeatInfo
from joraku_desktop.views.windows.window_registry import WindowName
from tests.model.rules_helpers import random_playout

from .conftest import settle, start
from .test_statistics import last_skirmish, open_statistics_from_the_menu, read
from .test_whole_game_by_mouse import finish_by_mouse

SEATS = [SeatInfo("Ann", "human"), SeatInfo("Bob", "hard"), SeatInfo("Cho", "normal")]


def some_games(n: int) -> list:
    out = []
    for i in range(n):
        g = new_game(GameConfig(3, seed=40 + i))
        random_playout(g, i)
        out.append(g)
    return out


def test_a_game_over_while_another_copy_reads_the_record_is_recorded_and_nothing_freezes(
        window, qtbot, monkeypatch, heartbeat) -> None:
    """Another copy shows Statistics over a large record (a reader holding the file for 3 s): the
    window goes on (before: frozen 5-6 s, then "database is locked" and the game never recorded)."""
    monkeypatch.setattr(record_db, "BUSY_TIMEOUT_S", 1.0)
    RecordBook.open()  # the record exists, as another copy made it
    reader = sqlite3.connect(record_path(), isolation_level=None, check_same_thread=False)
    reader.execute("BEGIN")
    reader.execute("SELECT COUNT(*) FROM sqlite_master").fetchall()
    QTimer.singleShot(3000, lambda: reader.execute("COMMIT"))
    w = window
    beat = heartbeat()
    g = last_skirmish()
    start(w, g, ("human", "random"))
    with qtbot.waitSignal(w.recorder.recorded, timeout=30_000):
        finish_by_mouse(qtbot, w, g, 0)
    beat.timer.stop()
    reader.close()
    assert len(RecordBook.open().games()) == 1
    assert beat.longest < 1.0, f"the window froze for {beat.longest:.1f} s"
    assert w.recorder.pending == []


def test_a_full_disk_keeps_the_game_and_records_it_once_there_is_room(window, qtbot, monkeypatch) -> None:
    """The record refuses a game (disk full): the game is kept and tried again; when the disk has
    room, it goes in — recording is not off for the rest of the run."""
    full = {"on": True}
    plain_insert = record_db.RecordBook._insert

    def insert(db: sqlite3.Connection, r):  # type: ignore[no-untyped-def]
        if full["on"]:
            raise sqlite3.OperationalError("database or disk is full")
        return plain_insert(db, r)

    monkeypatch.setattr(record_db.RecordBook, "_insert", staticmethod(insert))
    w = window
    g = last_skirmish()
    start(w, g, ("human", "random"))
    finish_by_mouse(qtbot, w, g, 0)
    assert w.recorder.wait_idle()
    assert len(w.recorder.pending) == 1
    assert "could not be added to your record yet" in w.last_error
    full["on"] = False
    w.recorder.retry_pending()  # the window does this when an autosave works again; a timer too
    assert w.recorder.wait_idle()
    assert w.recorder.pending == [] and len(RecordBook.open().games()) == 1
    assert "added to your record" in w.statusBar().currentMessage()


@pytest.mark.parametrize("sql", [
    "CREATE VIEW slow AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) "
    "SELECT count(*) FROM n",
    "UPDATE seats SET score = 1000000000000000000",
    "UPDATE games SET finished_at = '99999-99-99T99:99:99'",
], ids=["endless-view", "huge-rp-everywhere", "impossible-dates"])
def test_a_hostile_record_never_hangs_or_hides_statistics(window, qtbot, heartbeat, sql: str) -> None:
    book = RecordBook.open()
    for g in some_games(3):
        book.add(game_record(g, SEATS))
    with sqlite3.connect(record_path()) as db:
        db.execute(sql)
    beat = heartbeat()
    stats = open_statistics_from_the_menu(qtbot, window)
    beat.timer.stop()
    assert beat.longest < 1.0
    assert stats.isVisible() and stats.empty.text()
    assert stats.pages.currentWidget() is stats.empty  # nothing that can be shown: a sentence says so
    if "VIEW" in sql:
        assert "set aside" in window.last_error


def test_statistics_read_off_the_gui_thread_show_a_sentence_until_ready(window, qtbot, tmp_path: Path,
                                                                         monkeypatch, heartbeat) -> None:
    """A slow read (a large record on a slow disk): the window opens at once saying so."""
    book = RecordBook.open()
    for g in some_games(2):
        book.add(game_record(g, SEATS))
    plain_overview = record_db.RecordBook.overview

    def slow(self, player=None, page_size=100):  # type: ignore[no-untyped-def]
        time.sleep(1.0)
        return plain_overview(self, player, page_size)

    monkeypatch.setattr(record_db.RecordBook, "overview", slow)
    beat = heartbeat()
    window.windows.show(WindowName.STATISTICS)
    settle(window)
    stats = window.windows.get(WindowName.STATISTICS)
    assert stats is not None and "Reading your record" in stats.empty.text()
    read(qtbot, stats)
    beat.timer.stop()
    assert beat.longest < 0.8
    assert stats.findChild(type(stats.empty), "stats-games").text() == "2"
    QApplication.processEvents()
