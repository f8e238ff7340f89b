"""Every rule id of the rules reference has a test that names it (in its name or docstring).

A new rule added to joraku-rules.md without a test makes this fail, naming the rule.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
RULES_CANDIDATES = (
    REPO.parent / "shared" / "rules" / "joraku-rules.md",
    REPO / "docs" / "joraku-rules.md",
    REPO / "docs" / "rules" / "joraku-rules.md",
)
RULE_ID = re.compile(r"(?<![A-Za-z0-9])R-([A-Z]+)(\d+)")


def _rules_file() -> Path:
    for p in RULES_CANDIDATES:
        if p.is_file():
            return p
    pytest.skip("the rules reference joraku-rules.md is not in this checkout")


def rule_ids(text: str) -> set[str]:
    """Every rule id such as R-K4 or R-KS1 (section ids like "R-K" have no number)."""
    return {f"R-{m.group(1)}{m.group(2)}" for m in RULE_ID.finditer(text)}


def _named_in(text: str) -> set[str]:
    """Rule ids named in a test's name (R_K4 style) or docstring (R-K4 style)."""
    return rule_ids(re.sub(r"R_([A-Z]+)(\d+)", r"R-\1\2", text))


def ids_named_by_tests() -> dict[str, list[str]]:
    """{rule id: tests naming it} over every test function under tests/."""
    found: dict[str, list[str]] = {}
    for path in sorted((REPO / "tests").rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith("test"):
                text = node.name + " " + (ast.get_docstring(node) or "")
                for rid in _named_in(text):
                    found.setdefault(rid, []).append(f"{path.name}::{node.name}")
    return found


def test_rule_id_parsing_finds_rule_ids_only() -> None:
    text = "- **R-K4 Winner.** see R-KS1, R-T1 and R-V8; section (R-K) and R-K4a ruling"
    assert rule_ids(text) == {"R-K4", "R-KS1", "R-T1", "R-V8"}
    assert _named_in("def test_R_V7_R_V8_x(): the R-PR4 chart") == {"R-V7", "R-V8", "R-PR4"}


def test_every_rule_id_has_a_test_naming_it() -> None:
    ids = rule_ids(_rules_file().read_text(encoding="utf-8"))
    expected = ({f"R-C{i}" for i in range(1, 9)} | {f"R-S{i}" for i in range(1, 8)}
                | {f"R-R{i}" for i in range(1, 4)} | {f"R-P{i}" for i in range(1, 4)}
                | {f"R-K{i}" for i in range(1, 7)} | {f"R-E{i}" for i in range(1, 5)}
                | {f"R-KS{i}" for i in range(1, 5)} | {f"R-PR{i}" for i in range(1, 5)}
                | {"R-T1", "R-G1", "R-G2"} | {f"R-V{i}" for i in range(1, 9)})
    assert expected <= ids, f"the rules file lost ids: {sorted(expected - ids)}"
    tested = ids_named_by_tests()
    missing = sorted(ids - set(tested), key=lambda r: (re.sub(r"\d+", "", r), int(re.sub(r"\D", "", r))))
    assert not missing, f"rules without a test naming them: {', '.join(missing)}"
