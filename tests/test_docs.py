"""The code in docs/engine.md runs as written (docs that rot are worse than none)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parent.parent / "docs" / "engine.md"


def test_engine_doc_examples_run(capsys: pytest.CaptureFixture[str]) -> None:
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert len(blocks) >= 5
    namespace: dict = {}
    for block in blocks:
        exec(compile(block, str(DOC), "exec"), namespace)
    out = capsys.readouterr().out
    assert "{'yellow': 6, 'blue': 2, 'red': 2, 'green': 0}" in out
    assert "PassChosen(seat=0)" in out  # events are codes; the words layer words them
