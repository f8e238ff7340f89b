"""The record never blocks the game: a special file where SQLite keeps its journal is set aside
before SQLite opens it, and no thread the process waits for at exit can hang it for ever."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.record import RecordBook, game_record
from joraku_desktop.saves import SeatInfo
from tests.model.rules_helpers import random_playout

pytestmark = pytest.mark.skipif(os.name != "posix", reason="FIFOs as on Linux")
SEATS = [SeatInfo("Ann", "human"), SeatInfo("Bob", "random"), SeatInfo("Cho", "random")]


@pytest.mark.parametrize("suffix", ["-journal", "-wal", "-shm"])
@pytest.mark.parametrize("first", [True, False], ids=["new-record", "existing-record"])
def test_a_fifo_beside_the_record_is_set_aside_and_the_game_recorded(tmp_path: Path, suffix: str,
                                                                      first: bool) -> None:
    path = tmp_path / "record.sqlite3"
    if not first:
        RecordBook.open(path)
    os.mkfifo(path.with_name(path.name + suffix))
    g = new_game(GameConfig(3, seed=5))
    random_playout(g, 5)
    done: list[object] = []

    def record() -> None:
        book = RecordBook.open(path)
        done.append(book.add(game_record(g, SEATS)))
        done.append(len(book.games()))

    worker = threading.Thread(target=record, daemon=True)
    worker.start()
    worker.join(30)
    assert not worker.is_alive(), "SQLite hung on the FIFO"
    assert isinstance(done[0], int) and done[1] == 1
    assert not os.path.lexists(path.with_name(path.name + suffix))
    assert any(p.name.startswith(path.name + suffix + ".bad-") for p in tmp_path.iterdir())


def test_a_record_stuck_for_ever_does_not_hold_the_process_at_exit(tmp_path: Path) -> None:
    """The record's worker is stuck (a hostile file, a hung disk): quitting still ends the process."""
    script = textwrap.dedent("""
        import sys, time
        from PySide6.QtCore import QCoreApplication
        from joraku_desktop.controller.recorder import Recorder
        from joraku_desktop.record import db

        app = QCoreApplication([])
        db.RecordBook.open = classmethod(lambda cls, path=None: time.sleep(10**6))
        r = Recorder(path=None)
        r.prepare()
        time.sleep(0.3)
        r.shutdown(0.5)
        print("quitting", flush=True)
        sys.exit(0)
    """)
    env = {**os.environ, "JORAKU_DATA_DIR": str(tmp_path / "data"), "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True,
                          timeout=20, check=False)
    assert "quitting" in proc.stdout and proc.returncode == 0, proc.stderr
