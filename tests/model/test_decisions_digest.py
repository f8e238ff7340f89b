"""The engine's perft: seeded games between the computer players, every decision hashed, held to
the lines pinned in ``decisions_digest.txt``. A refactor or a speed-up must leave them alone; a
change meant to alter what the engine or a computer decides writes the file again on purpose
(the command is in ``scripts/decisions_digest.py``) and says why in its commit."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PINNED = Path(__file__).with_name("decisions_digest.txt")


def _script():  # type: ignore[no-untyped-def]
    path = ROOT / "scripts" / "decisions_digest.py"
    spec = importlib.util.spec_from_file_location("decisions_digest", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PINNED_LINES = PINNED.read_text(encoding="utf-8").splitlines()


def test_every_set_of_the_script_is_pinned() -> None:
    script = _script()
    assert len(PINNED_LINES) == len(script.SETS)
    for line, (players, variant, cards, seats) in zip(PINNED_LINES, script.SETS, strict=True):
        assert json.loads(line)[:4] == [players, variant, list(cards), list(seats)]


@pytest.mark.parametrize("index", range(len(PINNED_LINES)))
def test_the_seeded_games_decide_as_pinned(index: int) -> None:
    script = _script()
    pinned = PINNED_LINES[index]
    got = script.game_line(index, script.SETS[index], json.loads(pinned)[4])
    assert got == pinned, "the engine or a computer decides differently from the pinned games"
