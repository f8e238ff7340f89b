"""The command line refuses what it cannot honour, before any window: a seed that is negative,
too large for a save file, not a number, or a flag we do not know ends with a sentence and exit
status 2 (argparse's), never with a crash or a game whose autosave cannot be loaded again."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest

from joraku_desktop.app import seed_argument
from joraku_desktop.model import ConfigError, GameConfig, new_game
from joraku_desktop.model.config import SEED_MAX
from joraku_desktop.saves import SeatInfo, load_game, save_game


def run_joraku(args: list[str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "JORAKU_DATA_DIR": str(tmp_path / "data"), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "joraku_desktop", *args], capture_output=True, text=True,
                          env=env, timeout=60)


@pytest.mark.parametrize("args", [
    ["--seed", "-5"], ["--seed", "99999999999999999999"], ["--seed", str(SEED_MAX + 1)],
    ["--seed", "abc"], ["--seed", "1e3"], ["--seed=٣"], ["--seed"], ["--no-such-flag"],
])
def test_a_bad_command_line_is_refused_with_a_sentence(args: list[str], tmp_path: Path) -> None:
    done = run_joraku(args, tmp_path)
    assert done.returncode == 2, done.stderr[-500:]
    assert "joraku: error:" in done.stderr and "Traceback" not in done.stderr
    if args not in (["--seed"], ["--no-such-flag"]):  # a seed was given: the sentence gives the range
        assert f"from 0 to {SEED_MAX}" in done.stderr
    assert not (tmp_path / "data" / "saves").exists(), "nothing started"


@pytest.mark.parametrize("text, seed", [("0", 0), ("42", 42), (str(SEED_MAX), SEED_MAX), (" 7 ", 7)])
def test_a_seed_a_save_can_hold_is_taken(text: str, seed: int) -> None:
    assert seed_argument(text) == seed


@pytest.mark.parametrize("text", ["-1", "+3", "4.0", "", "1_000", "9" * 5000])
def test_anything_else_is_not(text: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError):
        seed_argument(text)


def test_the_largest_seed_starts_a_game_whose_save_loads(tmp_path: Path) -> None:
    """The parser's range is the saves' range: the game started from it can be loaded again."""
    g = new_game(GameConfig(4, seed=SEED_MAX))
    g.apply(g.legal_actions()[0])
    path = tmp_path / "edge.joraku.json"
    save_game(g, path, [SeatInfo("Ann")] * 4)
    assert load_game(path).game.config.seed == SEED_MAX
    with pytest.raises(ConfigError):
        GameConfig(4, seed=SEED_MAX + 1)
