"""Start-up loads only what the first table needs (docs/startup.md).

The game's real start-up (``joraku --new``) runs in a fresh process, offscreen, and reports the
modules loaded when the table is first painted; the ones below must not be among them. Each was
once loaded at start and cost time before anyone asked for it: pydantic (the files it checks are
read later, or checked without it), the computer players (no computer thinks before the table
is shown), the record (sqlite), network play (websockets), the windows a player opens from the
menus, and what the table shows only later in a game (the scoring screens, the hint's marks).
If a new import brings one back, this fails and names the chain to look at with
``python -X importtime``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: modules (and their submodules) the first table must not have loaded
NOT_AT_START = (
    "pydantic",
    "pydantic_core",
    "sqlite3",
    "websockets",
    "PySide6.QtNetwork",
    "joraku_desktop.ai",
    "joraku_desktop.net",
    "joraku_desktop.record",
    "joraku_desktop.tutorial",
    "joraku_desktop.views.windows.help_window",
    "joraku_desktop.views.windows.help_doc",
    "joraku_desktop.views.table.hint_layer",
    "joraku_desktop.views.windows.replay_window",
    "joraku_desktop.presentation.replay_model",
    "joraku_desktop.views.windows.results_dialog",
    "joraku_desktop.views.windows.results_chart",
    "joraku_desktop.views.table.scoring_sequence",
    "joraku_desktop.views.table.scoring_overlay",
    "joraku_desktop.views.table.scoring_cards",
    "joraku_desktop.views.windows.statistics",
    "joraku_desktop.views.windows.tutorial_panel",
    "joraku_desktop.views.table.winner_banner",
    "joraku_desktop.views.windows.dialogs",
    "joraku_desktop.views.sound",
    "joraku_desktop.views.windows.settings_dialog",
    "joraku_desktop.words.sound",
    "wave",
)


def _probe(tmp_path: Path, probe: str = "game", what: str = "MODULES") -> list[str]:
    """What the probe reports at the first paint: the modules loaded, or the sources read."""
    report = tmp_path / f"{what.lower()}.json"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JORAKU_", "QT_"))}
    env.update(QT_QPA_PLATFORM="offscreen", JORAKU_DATA_DIR=str(tmp_path / "data"), HOME=str(tmp_path),
               JORAKU_PROBE=probe, PYTHONPATH=os.pathsep.join([str(ROOT), str(ROOT / "scripts")]))
    env[f"JORAKU_PROBE_{what}"] = str(report)
    r = subprocess.run([sys.executable, "-c", "import startup_probe"], env=env, cwd=tmp_path,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-3000:]
    return list(json.loads(report.read_text(encoding="utf-8")))


def _loaded_at_first_paint(tmp_path: Path, probe: str = "game") -> list[str]:
    return _probe(tmp_path, probe)


def _matching(modules: list[str], names: tuple[str, ...]) -> list[str]:
    return [m for m in modules if any(m == n or m.startswith(n + ".") for n in names)]


def test_the_first_table_loads_none_of_what_waits(tmp_path: Path) -> None:
    loaded = _loaded_at_first_paint(tmp_path)
    assert "joraku_desktop.views.windows.main_window" in loaded and "joraku_desktop.model.game" in loaded
    assert _matching(loaded, NOT_AT_START) == []


def test_the_check_sees_a_module_when_it_is_loaded(tmp_path: Path) -> None:
    """The report is real: a Qt hello world has loaded none of the game, the game has loaded Qt."""
    hello = _loaded_at_first_paint(tmp_path, "hello")
    assert "PySide6.QtWidgets" in hello
    assert _matching(hello, ("joraku_desktop",)) == []


def test_pyside_reads_none_of_the_game_s_sources_at_start(tmp_path: Path) -> None:
    """PySide6 reads the source of each module imported after it, unless its feature table
    already knows the module (joraku_desktop/feature_scan.py): at the first paint, none of the
    game's files has been read, and only a handful of others."""
    read = _probe(tmp_path, what="SOURCES")
    package = str(ROOT / "joraku_desktop")
    assert [p for p in read if p.startswith(package)] == []
    assert len(read) < 15, read


def test_pyside_still_has_the_feature_table_start_up_fills_in() -> None:
    """If a PySide6 release drops the private table, start-up is only slower: this says so."""
    from joraku_desktop import feature_scan

    assert feature_scan.spare_source_scan(), "PySide6 changed: see joraku_desktop/feature_scan.py"
    names = set(feature_scan.own_modules())
    assert {"joraku_desktop.app", "joraku_desktop.views.table.board_view", "joraku_desktop"} <= names
