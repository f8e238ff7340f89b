"""Print how each hostile file of the test table ends, as a save and as the settings file.

    .venv/bin/python scripts/hostile_files.py

The table is the one ``tests/test_hostile_files.py`` asserts on; this prints the
figures behind it: the outcome, the seconds taken and the peak memory allocated while reading.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from joraku_desktop.saves import load_game
from joraku_desktop.settings import Settings
from joraku_desktop.words.files import notice_text
from tests.test_hostile_files import HOSTILE, SETTINGS_HOSTILE, within_seconds


def main() -> int:
    worst = 0.0
    print(f"{'case':28} {'as a save':52} {'s':>6} {'peak MB':>8}")
    for name, make, _fragment, _regular in HOSTILE:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "hostile.joraku.json"
            make(path)
            exc, took, peak = within_seconds(lambda p=path: load_game(p))
            worst = max(worst, took)
            outcome = f"{type(exc).__name__}: {exc}" if exc else "LOADED (unexpected)"
            print(f"{name:28} {outcome[:52]:52} {took:6.3f} {peak / 2**20:8.2f}")
    print(f"\n{'case':28} {'as the settings file':52} {'s':>6} {'peak MB':>8}")
    for name, make, _regular in SETTINGS_HOSTILE:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "settings.json"
            make(path)
            box: dict[str, Settings] = {}
            exc, took, peak = within_seconds(lambda p=path, b=box: b.setdefault("s", Settings.load(p)))
            worst = max(worst, took)
            problem = box["s"].problem if not exc else None
            said = notice_text(problem) if problem is not None else "no problem"
            outcome = f"raised {exc!r}" if exc else f"defaults; {said}"
            print(f"{name:28} {outcome[:52]:52} {took:6.3f} {peak / 2**20:8.2f}")
    print(f"\nslowest case: {worst:.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
