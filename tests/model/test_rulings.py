"""rulings.py promises the engine follows its constants: each one is read by the code that
applies the ruling (a ruling nobody reads would be a promise the engine does not keep)."""

from __future__ import annotations

import re
from pathlib import Path

import joraku_desktop.model as model
from joraku_desktop.model import rulings


def test_every_ruling_constant_is_read_by_the_engine() -> None:
    names = [n for n in vars(rulings) if re.fullmatch(r"[A-Z][A-Z0-9_]+", n)]
    assert len(names) >= 7
    folder = Path(model.__file__).parent
    sources = {p.name: p.read_text(encoding="utf-8") for p in folder.glob("*.py") if p.name != "rulings.py"}
    for name in names:
        readers = [f for f, text in sources.items()
                   if re.search(rf"from \.rulings import [^\n]*\b{name}\b", text)
                   and len(re.findall(rf"\b{name}\b", text)) >= 2]
        assert readers, f"ruling {name} is read by no engine module"
