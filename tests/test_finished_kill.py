"""A game killed just as it ends reaches the record at the next start, once (real processes:
``scripts/kill_at_the_end.py`` kills the game with SIGKILL after the deciding action's autosave;
``--runs 20`` there does more)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_kill_at_the_end_of_a_game_still_records_it_once(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("kill_at_the_end", ROOT / "scripts" / "kill_at_the_end.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for n, delay in enumerate((0.0,)):  # the hardest: only the autosave holds the end yet
        folder = tmp_path / str(n)
        folder.mkdir()
        assert module.one_run(folder, delay) == (1, 1)
