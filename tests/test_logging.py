"""Failures reach a log file a player can send, and logging never stops the
game from starting."""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from joraku_desktop import logs
from joraku_desktop.ai import RandomAgent, computer_turn
from joraku_desktop.controller import GameController
from joraku_desktop.model import Action, GameConfig, SeatView, new_game
from joraku_desktop.saves import SeatInfo


@pytest.fixture(autouse=True)
def log_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("JORAKU_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("JORAKU_LOG_DIR", str(tmp_path / "logs"))
    yield tmp_path / "logs"
    logs.close_logging()


class BreaksOnce:
    """An agent whose first decision raises, as a bug in an agent would."""

    name = "breaks-once"

    def __init__(self, seed: int) -> None:
        self._inner = RandomAgent(seed)
        self._broken = False

    def choose(self, view: SeatView, legal: Sequence[Action], should_stop: object = None) -> Action:
        if not self._broken:
            self._broken = True
            raise ZeroDivisionError("the agent divided by zero")
        return self._inner.choose(view, legal)


def test_log_folder_overrides(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert logs.log_dir() == tmp_path / "logs"
    monkeypatch.delenv("JORAKU_LOG_DIR")
    assert logs.log_dir() == tmp_path / "data" / "logs"  # tests and portable installs
    monkeypatch.delenv("JORAKU_DATA_DIR")
    assert logs.log_dir().name and "JorakuDesktop" in str(logs.log_dir())  # platformdirs


def test_an_ai_failure_is_logged_with_its_traceback(qtbot, monkeypatch: pytest.MonkeyPatch,
                                                    log_dir: Path) -> None:
    path = logs.setup_logging(hooks=False)
    assert path == log_dir / "joraku.log"
    # the controller makes each agent at its seat's first think, through the computer's turn
    # routine every table shares (ai.computer_turn, which calls ai.make_agent)
    monkeypatch.setattr(computer_turn, "make_agent", lambda kind, seed: BreaksOnce(seed))
    c = GameController(autosave=False, ai_pause_ms=0)
    shown: list[str] = []
    c.message.connect(shown.append)
    try:
        c.start(new_game(GameConfig(players=3, seed=1)), [SeatInfo(n, "random") for n in "ABC"])
        qtbot.waitUntil(lambda: c.game is not None and c.game.is_over, timeout=30_000)
    finally:
        c.shutdown()
    text = path.read_text(encoding="utf-8")
    # each seat's agent broke once: the status bar said so, and the log has the traceback
    assert len(shown) == 3 and all("divided by zero" in m for m in shown)
    assert text.count("A computer player failed (the agent divided by zero)") == 3
    assert "Traceback (most recent call last)" in text
    assert 'raise ZeroDivisionError("the agent divided by zero")' in text  # the agent's own line
    assert "ERROR joraku.controller" in text
    assert "game started:" in text and "seed 1," in text


def test_an_autosave_failure_is_logged(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    path = logs.setup_logging(hooks=False)
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the save folder should be")
    monkeypatch.setenv("JORAKU_DATA_DIR", str(blocker))
    c = GameController(autosave=True, ai_pause_ms=0)
    try:
        c.start(new_game(GameConfig(players=3, seed=2)), [SeatInfo(n, "human") for n in "ABC"])
        c.request(c.legal()[0])
    finally:
        c.shutdown()
    assert path is not None
    text = path.read_text(encoding="utf-8")
    assert "Autosave failed" in text and "Traceback" in text


def test_an_unwritable_log_folder_does_not_stop_the_game(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("JORAKU_LOG_DIR", str(blocker / "logs"))  # a folder under a file
    assert logs.setup_logging(hooks=False) is None
    logging.getLogger("joraku.controller").error("still heard")
    err = capsys.readouterr().err
    assert "cannot write the log file" in err and "still heard" in err


def test_uncaught_exceptions_are_logged_then_reported_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, exc, tb: seen.append(exc))
    monkeypatch.setattr(threading, "excepthook", lambda args: seen.append(args.exc_value))
    path = logs.setup_logging()
    assert path is not None
    try:
        raise KeyError("slot blew up")
    except KeyError as exc:
        sys.excepthook(type(exc), exc, exc.__traceback__)  # what PySide does for a slot's error
    worker = threading.Thread(target=lambda: 1 / 0, name="worker-x")
    worker.start()
    worker.join()
    text = path.read_text(encoding="utf-8")
    assert "uncaught exception" in text and "slot blew up" in text
    assert "uncaught exception in thread worker-x" in text and "ZeroDivisionError" in text
    assert len(seen) == 2  # the usual report still happens


# ---- the log file is written like the saves: no link followed, no special file, never blocking ------

_SET_UP = ("import logging, sys; from joraku_desktop.logs import setup_logging; "
           "p = setup_logging(hooks=False); logging.getLogger('joraku').error('probe line'); "
           "print('file' if p else 'stderr')")


def _set_up_in_a_process(log_folder: Path) -> str:
    """setup_logging in a fresh process (a FIFO would hang this one for ever on the old code)."""
    import os
    import subprocess

    env = {**os.environ, "JORAKU_LOG_DIR": str(log_folder)}
    done = subprocess.run([sys.executable, "-c", _SET_UP], capture_output=True, text=True, env=env,
                          timeout=30)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_at_the_log_name_never_blocks_start_up(log_dir: Path) -> None:
    import os

    log_dir.mkdir(parents=True)
    os.mkfifo(log_dir / logs.LOG_NAME)
    assert _set_up_in_a_process(log_dir) == "stderr"
    assert (log_dir / logs.LOG_NAME).is_fifo(), "left where it was"


@pytest.mark.parametrize("dangling", [False, True], ids=["link to a file", "dangling link"])
def test_a_link_at_the_log_name_is_not_followed(log_dir: Path, tmp_path: Path, dangling: bool) -> None:
    outside = tmp_path / "outside" / "victim.txt"
    outside.parent.mkdir()
    if not dangling:
        outside.write_text("the player's file\n", encoding="utf-8")
    log_dir.mkdir(parents=True)
    (log_dir / logs.LOG_NAME).symlink_to(outside)
    assert _set_up_in_a_process(log_dir) == "stderr"
    if dangling:
        assert not outside.exists(), "no file created outside the user's folders"
    else:
        assert outside.read_text(encoding="utf-8") == "the player's file\n"
    assert (log_dir / logs.LOG_NAME).is_symlink()


def test_a_regular_log_file_is_appended_and_rotated(log_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(logs, "MAX_BYTES", 2000)
    path = logs.setup_logging(hooks=False)
    assert path is not None
    for i in range(100):
        logging.getLogger("joraku").error("line %d of a long evening", i)
    logs.close_logging()
    assert (log_dir / "joraku.log.1").is_file() and path.stat().st_size <= 2000
    assert "line 99" in path.read_text(encoding="utf-8")
