"""The layers: the rules engine and the computer players never load Qt.

``model/`` and ``ai/`` run in the arena's worker processes, in scripts and under other front
ends; importing Qt there would cost start-up time and memory, and tie the rules to a GUI
toolkit. The check runs in a fresh interpreter because this test process has Qt loaded
already (the window tests).
"""

from __future__ import annotations

import json
import subprocess
import sys

_PROBE = """
import json, sys
import joraku_desktop.model, joraku_desktop.ai
from joraku_desktop.ai import arena, heuristic, knowledge, plans, rollout, search
from joraku_desktop.model import bench, fuzz_positions, position, save_format, scenario
import joraku_desktop.record, joraku_desktop.record.stats
print(json.dumps(sorted(sys.modules)))
"""


def _modules_loaded(probe: str) -> list[str]:
    """The modules a fresh interpreter has loaded after running ``probe``."""
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True,
                         timeout=60)
    return list(json.loads(out.stdout))


def _qt(modules: list[str]) -> list[str]:
    return [m for m in modules if m.split(".")[0] in ("PySide6", "shiboken6")]


def test_model_and_ai_load_no_qt() -> None:
    loaded = _modules_loaded(_PROBE)
    assert "joraku_desktop.model.game" in loaded and "joraku_desktop.ai.search" in loaded
    assert "joraku_desktop.record.db" in loaded  # the record of finished games is Qt-free too
    assert _qt(loaded) == []
    assert [m for m in loaded if m.startswith(("joraku_desktop.views", "joraku_desktop.controller"))] == []


def test_the_probe_sees_qt_when_it_is_loaded() -> None:
    """The check can fail: the same probe reports Qt once anything imports it."""
    with_qt = _PROBE.replace("import joraku_desktop.model,", "import PySide6.QtCore, joraku_desktop.model,")
    loaded = _modules_loaded(with_qt)
    assert "PySide6.QtCore" in _qt(loaded) and "shiboken6" in _qt(loaded)


def test_the_network_core_and_the_server_load_no_qt() -> None:
    """The table server runs headless on a VPS or in a container: no Qt, no window code."""
    loaded = _modules_loaded(
        "import json, sys\n"
        "import joraku_desktop.server\n"
        "from joraku_desktop.net import address, bench, client, codes, host, protocol, scripted, seat_store\n"
        "from joraku_desktop.net import server, table, table_store, wire\n"
        "print(json.dumps(sorted(sys.modules)))\n")
    assert "joraku_desktop.net.table" in loaded and "websockets" in loaded
    assert _qt(loaded) == []
    assert [m for m in loaded if m.startswith(("joraku_desktop.views", "joraku_desktop.controller",
                                               "joraku_desktop.words"))] == []
