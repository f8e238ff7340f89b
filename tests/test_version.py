"""One version everywhere: pyproject.toml is the source of truth; the package follows it."""

from __future__ import annotations

import tomllib
from pathlib import Path

import joraku_desktop

ROOT = Path(__file__).resolve().parent.parent


def test_package_version_matches_pyproject() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert joraku_desktop.__version__ == project["version"]
