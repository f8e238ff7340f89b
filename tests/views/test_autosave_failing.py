"""A failing autosave is loud (a full disk, a read-only folder, a path the game refuses): a lasting
warning on the table until a save succeeds again, an offer to save elsewhere, a quit prompt that
tells the truth; once space is freed, autosaving and recording start again by themselves.

Failures are injected at the writer (an ``OSError`` from ``fsync`` in ``saves.py``), since root —
these tests' user on the build machine — ignores file permissions."""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog

from joraku_desktop import saves
from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.record import RecordBook
from joraku_desktop.record import db as record_db
from joraku_desktop.saves import autosave_path, load_game
from joraku_desktop.views.windows.main_window import MainWindow

from .conftest import settle, start
from .test_statistics import last_skirmish
from .test_whole_game_by_mouse import finish_by_mouse


class FailingOs:
    """``os`` as saves.py sees it, whose ``fsync`` fails with ``code`` while :attr:`failing`."""

    def __init__(self, code: int) -> None:
        self.code = code
        self.failing = True
        self.calls = 0

    def fsync(self, fd: int) -> None:
        if self.failing:
            self.calls += 1
            raise OSError(self.code, os.strerror(self.code))
        os.fsync(fd)

    def __getattr__(self, name: str) -> Any:
        return getattr(os, name)


@pytest.fixture(params=["disk-full", "read-only", "refused-path"])
def failure(request, monkeypatch) -> dict[str, Any]:
    """Make the autosave fail one way; ``fix()`` makes room again."""
    kind = request.param
    if kind == "refused-path":  # a folder where the autosave goes: refused, never replaced
        path = autosave_path()
        path.mkdir(parents=True)
        return {"kind": kind, "reason": "is a folder", "fix": path.rmdir}
    fake = FailingOs(errno.ENOSPC if kind == "disk-full" else errno.EROFS)
    monkeypatch.setattr(saves, "os", fake)
    reason = os.strerror(fake.code)
    return {"kind": kind, "reason": reason, "fix": lambda: setattr(fake, "failing", False)}


def human_moves(w: MainWindow, n: int) -> None:
    c = w.controller
    for _ in range(n):
        if c.game is None or c.game.is_over or not c.is_human(c.current_seat):
            break
        assert c.request(c.legal()[0]) is None
        settle(w)


def test_a_failing_autosave_warns_until_a_save_works_and_the_quit_prompt_tells_the_truth(
        window, qtbot, failure, tmp_path: Path, monkeypatch) -> None:
    w = window
    g = new_game(GameConfig(3, seed=6))
    start(w, g, ("human", "human", "human"))
    human_moves(w, 12)
    warning = w.autosave.warning
    assert warning.isVisible() and failure["reason"] in warning.text.text()
    assert "not being saved" in warning.text.text()
    assert w.controller.autosave_problem
    # quitting: the prompt says the game is not saved, and Cancel keeps the window
    asked: list[str] = []
    w.autosave.ask_quit = lambda problem: asked.append(problem) or "cancel"
    w.confirm = lambda title, text: pytest.fail("the prompt that says 'It is autosaved' was shown")
    assert not w.close() and w.isVisible() and asked and failure["reason"] in asked[0]
    # "Save elsewhere…" (the warning's button): the game is safe in the player's own file
    elsewhere = tmp_path / "elsewhere.joraku.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(elsewhere), ""))
    if failure["kind"] == "refused-path":
        warning.b_save.click()
        assert [str(a) for a in load_game(elsewhere).game.history] == [str(a) for a in g.history]
    # room again: the next move (or the retry timer, or "Try again") autosaves, the warning goes
    failure["fix"]()
    human_moves(w, 8)  # some steps of a turn wait for its end to autosave
    assert not warning.isVisible() and w.controller.autosave_problem == ""
    assert "Autosave works again" in w.statusBar().currentMessage()
    assert [str(a) for a in load_game(autosave_path()).game.history] == [str(a) for a in g.history]
    w.confirm = lambda title, text: "It is autosaved" in text
    assert w.close()


def test_try_again_clears_the_warning_without_a_move(window, qtbot, monkeypatch) -> None:
    fake = FailingOs(errno.ENOSPC)
    monkeypatch.setattr(saves, "os", fake)
    w = window
    start(w, new_game(GameConfig(3, seed=7)), ("human", "human", "human"))
    human_moves(w, 3)
    assert w.autosave.warning.isVisible()
    fake.failing = False
    w.autosave.warning.b_retry.click()
    assert not w.autosave.warning.isVisible()


def test_quitting_through_save_elsewhere_keeps_the_game(window, qtbot, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(saves, "os", FailingOs(errno.ENOSPC))
    w = window
    g = new_game(GameConfig(3, seed=8))
    start(w, g, ("human", "human", "human"))
    human_moves(w, 4)
    w.autosave.ask_quit = lambda problem: "save"
    target = tmp_path / "kept.joraku.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert not w.close()  # the disk is still full: the save failed, so the window stays
    assert "Could not save" in w.last_error or "No space" in w.last_error
    monkeypatch.setattr(saves, "os", os)
    assert w.close()
    assert [str(a) for a in load_game(target).game.history] == [str(a) for a in g.history]


def test_after_space_is_freed_recording_starts_again(window, qtbot, monkeypatch) -> None:
    """The disk filled up at the game's end: neither the autosave nor the record could be
    written. Once there is room, the autosave works again and the finished game goes into the
    record, without another game being played."""
    fake = FailingOs(errno.ENOSPC)
    monkeypatch.setattr(saves, "os", fake)
    full = {"on": True}
    plain_insert = record_db.RecordBook._insert

    def insert(db: sqlite3.Connection, r: Any) -> Any:
        if full["on"]:
            raise sqlite3.OperationalError("database or disk is full")
        return plain_insert(db, r)

    monkeypatch.setattr(record_db.RecordBook, "_insert", staticmethod(insert))
    w = window
    g = last_skirmish()
    start(w, g, ("human", "random"))
    finish_by_mouse(qtbot, w, g, 0)
    assert w.recorder.wait_idle() and len(w.recorder.pending) == 1
    assert w.autosave.warning.isVisible()
    fake.failing, full["on"] = False, False
    w.controller.retry_autosave()  # what the retry timer does
    assert w.recorder.wait_idle()
    assert not w.autosave.warning.isVisible() and w.recorder.pending == []
    assert len(RecordBook.open().games()) == 1
