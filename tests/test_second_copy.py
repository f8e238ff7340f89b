"""Two starts of the game on one profile never lose a game (real processes, offscreen).

Before, both copies autosaved to the one file: the copy that quit first lost its game. Now a second
start brings the first window forward and exits; a copy that crashed leaves a lock nobody holds,
which the next start takes over; a first copy that does not answer (frozen) leaves the second start
a copy number and an autosave of its own, which a later start keeps as a named save.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.saves import SeatInfo, autosave_path, load_game, save_game

pytestmark = pytest.mark.skipif(os.name != "posix", reason="signals and local sockets as on Linux")


class Copies:
    """Starts of the game on one data folder; every process is ended when the test ends."""

    def __init__(self, data: Path) -> None:
        self.data = data
        self.procs: list[subprocess.Popen[str]] = []

    def start(self) -> subprocess.Popen[str]:
        env = {**os.environ, "JORAKU_DATA_DIR": str(self.data), "QT_QPA_PLATFORM": "offscreen"}
        env.pop("JORAKU_LOG_DIR", None)
        p = subprocess.Popen([sys.executable, "-m", "joraku_desktop", "--new"], env=env, text=True,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.procs.append(p)
        return p

    def log(self) -> str:
        path = self.data / "logs" / "joraku.log"
        return path.read_text(encoding="utf-8") if path.exists() else ""

    def wait_log(self, text: str, count: int = 1, timeout: float = 30.0) -> None:
        end = time.monotonic() + timeout
        while self.log().count(text) < count:
            assert time.monotonic() < end, f"{text!r} ×{count} never logged:\n{self.log()}"
            time.sleep(0.1)

    def end(self) -> None:
        for p in self.procs:
            if p.poll() is None:
                os.kill(p.pid, signal.SIGCONT)
                p.kill()
            p.communicate(timeout=30)


@pytest.fixture
def copies(tmp_path: Path) -> Iterator[Copies]:
    c = Copies(tmp_path / "data")
    yield c
    c.end()


def test_a_second_start_brings_the_first_window_forward_and_exits(copies: Copies) -> None:
    first = copies.start()
    copies.wait_log("copy 1 of the game on this profile")
    second = copies.start()
    _out, err = second.communicate(timeout=30)
    assert second.returncode == 0 and "already open" in err
    copies.wait_log("this window is brought forward")
    assert first.poll() is None, "the first copy plays on"
    assert copies.log().count("copy 1 of the game") == 1 and "copy 2" not in copies.log()
    assert sorted(p.name for p in (copies.data / "saves").glob("autosave*")) in ([], ["autosave.joraku.json"])


def test_a_copy_that_was_killed_never_locks_the_player_out(copies: Copies) -> None:
    first = copies.start()
    copies.wait_log("copy 1 of the game on this profile")
    first.kill()
    first.wait(10)
    assert (copies.data / "joraku.lock").exists(), "the killed copy's lock is left behind"
    copies.start()
    copies.wait_log("copy 1 of the game on this profile", count=2)
    assert "copy 2" not in copies.log()


def test_a_first_copy_that_does_not_answer_leaves_the_second_its_own_autosave(copies: Copies) -> None:
    first = copies.start()
    copies.wait_log("copy 1 of the game on this profile")
    os.kill(first.pid, signal.SIGSTOP)  # frozen: it cannot answer
    try:
        copies.start()
        copies.wait_log("copy 2 of the game on this profile")
    finally:
        os.kill(first.pid, signal.SIGCONT)


def test_a_later_start_keeps_the_game_of_a_copy_that_is_gone(qtbot, tmp_path: Path, monkeypatch) -> None:
    """Copy 2 played and quit: its unfinished game becomes a named save in Recent games."""
    from joraku_desktop import app as app_module

    monkeypatch.setenv("JORAKU_DATA_DIR", str(tmp_path / "data"))
    g = new_game(GameConfig(3, seed=21))
    for _ in range(12):
        g.apply(g.legal_actions()[0])
    seats = [SeatInfo("Ann"), SeatInfo("Bob", "random"), SeatInfo("Cho", "random")]
    save_game(g, autosave_path(2), seats)
    save_game(g, autosave_path(2), seats)  # and its backup
    w, _ = app_module.start_up(new=True, seed=3)
    qtbot.addWidget(w)
    w.confirm = lambda title, text: True
    w.autosave.ask_quit = lambda problem: "quit"
    w.controller.set_paused(True)
    kept = sorted((tmp_path / "data" / "saves").glob("unfinished-*.joraku.json"))
    assert len(kept) == 1
    assert [str(a) for a in load_game(kept[0]).game.history] == [str(a) for a in g.history]
    assert not autosave_path(2).exists()
    assert str(kept[0].resolve()) in w.settings.recent
    assert any(kept[0].name in a.text().replace("&&", "&") for a in w.recent_menu.actions())
    box = w.findChild(app_module.QMessageBox, app_module.NOTICE_NAME)
    assert box is not None and "second window" in box.text()
    w.controller.shutdown()
