"""The layers: the rules engine and the computer players never load Qt, the words need QtCore only,
the presenters no Qt at all, and every import of the package points down (no cycle).

``model/`` and ``ai/`` run in the arena's worker processes, in scripts and under other front
ends; importing Qt there would cost start-up time and memory, and tie the rules to a GUI
toolkit. The check runs in a fresh interpreter because this test process has Qt loaded
already (the window tests).
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

_PROBE = """
import json, sys
import joraku_desktop.model, joraku_desktop.ai
from joraku_desktop.ai import arena, heuristic, knowledge, plans, rollout, search
from joraku_desktop.model import position, save_format, scenario
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
        "from joraku_desktop.net import address, client, codes, host, protocol, scripted, seat_store\n"
        "from joraku_desktop.net import hosted_table, server, table_store, wire\n"
        "print(json.dumps(sorted(sys.modules)))\n")
    assert "joraku_desktop.net.hosted_table" in loaded and "websockets" in loaded
    assert _qt(loaded) == []
    assert [m for m in loaded if m.startswith(("joraku_desktop.views", "joraku_desktop.controller",
                                               "joraku_desktop.words"))] == []


# ---- the arrows between the parts of the package -----------------------------------------------
PACKAGE = Path(__file__).resolve().parent.parent / "joraku_desktop"
#: the parts of the package, and the parts each may import (besides itself and the package's
#: face, ``joraku_desktop/__init__.py``): the layers of docs/architecture.md, arrows pointing down
MAY_IMPORT: dict[str, set[str]] = {
    "paths": set(),
    "languages": {"paths"},
    "logs": {"paths"},
    "i18n": {"paths", "languages"},
    "ts_files": {"paths", "languages"},
    "feature_scan": set(),
    "model": {"paths"},
    "ai": {"model"},
    "notices": {"model"},
    "tutorial": {"model"},
    "instance": {"model", "saves", "paths"},
    "saves": {"model", "notices", "paths"},
    "settings": {"model", "notices", "paths", "saves", "languages"},
    "review": {"model", "ai", "saves", "paths"},
    "record": {"model", "ai", "saves", "paths", "review"},
    "net": {"model", "ai", "saves", "notices", "paths"},
    "server": {"net", "model", "ai", "saves", "notices", "paths", "logs"},
    "words": {"model", "ai", "notices", "record", "review", "net"},
    "presentation": {"model", "words"},
    "controller": {"model", "ai", "notices", "record", "saves", "settings", "tutorial", "words", "logs",
                   "paths", "net", "review"},
    "views": {"model", "ai", "notices", "record", "saves", "settings", "tutorial", "words", "logs", "paths",
              "i18n", "languages", "ts_files", "presentation", "controller", "net", "review"},
    "smoke": {"model", "saves", "i18n", "languages", "paths", "logs", "controller", "views", "words"},
    "app": {"model", "ai", "notices", "record", "saves", "settings", "tutorial", "words", "logs", "paths",
            "i18n", "languages", "ts_files", "presentation", "controller", "views", "net", "instance",
            "smoke", "review"},
    "__main__": {"app", "model", "ai", "notices", "record", "saves", "settings", "tutorial", "words", "logs",
                 "paths", "i18n", "languages", "ts_files", "presentation", "controller", "views", "net",
                 "instance", "smoke", "feature_scan", "review"},
}
#: the rooms of views/: the table (the scene and its items) and the windows; what is left in
#: views/ itself (theme, plain text) is shared by both and imports neither
TABLE, WINDOWS = "joraku_desktop.views.table", "joraku_desktop.views.windows"
WINDOWS_ROOM, REGISTRY = WINDOWS, "joraku_desktop.views.windows.registry"


def _module(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph() -> dict[str, set[str]]:
    """Module -> the package's modules it imports: every import statement, those inside
    functions and under ``if TYPE_CHECKING`` included."""
    modules = {_module(p): p for p in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        out: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                for alias in node.names:  # a submodule named in ``from . import events`` is the arrow
                    sub = f"{target}.{alias.name}"
                    out.add(sub if sub in modules else target)
            elif isinstance(node, ast.Import):
                out.update(a.name for a in node.names if a.name in modules)
        out.discard(name)
        graph[name] = out & modules.keys()
    # the window registry's rows name the modules it imports when a window is first opened
    from joraku_desktop.views.windows.registry import WINDOWS as ROWS

    graph[REGISTRY] |= {f"{WINDOWS_ROOM}.{spec.module}" for spec in ROWS} & modules.keys()
    return graph


def cycles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(component)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def _part(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def test_no_import_cycle_lazy_imports_included() -> None:
    assert cycles(import_graph()) == []


def test_every_arrow_points_down() -> None:
    graph = import_graph()
    assert set(MAY_IMPORT) >= {_part(m) for m in graph if _part(m)}, "a new part: say what it may import"
    upward = sorted(f"{m} -> {t}" for m, targets in graph.items() for t in targets
                    if _part(t) and _part(m) and _part(t) != _part(m)
                    and _part(t) not in MAY_IMPORT[_part(m)])
    assert upward == []


def test_the_checks_can_fail() -> None:
    """A cycle through a lazy import and an arrow running up are both seen."""
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]
    graph = import_graph()
    assert "joraku_desktop.model.game" in graph["joraku_desktop.model.position"]
    assert "joraku_desktop.model.view" not in graph["joraku_desktop.model.game"]
    # an import inside a function is read (the review window is imported when first opened), and
    # so is a window's module named by a row of the window registry
    assert "joraku_desktop.views.windows.review_window" in graph["joraku_desktop.views.windows.secondary"]
    assert "joraku_desktop.views.windows.statistics" in graph[REGISTRY]


def test_the_words_need_qtcore_only_and_the_presenters_no_qt() -> None:
    """words/ (translations) may load QtCore, never widgets or painting; presentation/ imports
    no Qt of its own; the product never imports the developer tools."""
    for path in PACKAGE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "import tools" not in text and "from tools" not in text, path
        part = _part(_module(path))
        if part == "words":
            assert "QtWidgets" not in text and "QtGui" not in text, path
        if part == "presentation":
            assert "import PySide6" not in text and "from PySide6" not in text, path
    loaded = _modules_loaded(
        "import json, sys, pkgutil, importlib\n"
        "import joraku_desktop.words, joraku_desktop.presentation\n"
        "for pkg in (joraku_desktop.words, joraku_desktop.presentation):\n"
        "    for m in pkgutil.iter_modules(pkg.__path__):\n"
        "        importlib.import_module(pkg.__name__ + '.' + m.name)\n"
        "print(json.dumps(sorted(sys.modules)))\n")
    assert "joraku_desktop.words.table" in loaded and "joraku_desktop.presentation.banner" in loaded
    assert "PySide6.QtCore" in loaded
    assert [m for m in _qt(loaded) if m.startswith(("PySide6.QtWidgets", "PySide6.QtGui"))] == []


def _in(module: str, room: str) -> bool:
    return module == room or module.startswith(room + ".")


def test_the_table_never_imports_a_window() -> None:
    """Windows may use the table (the main window and the replay show a scene); the table never
    reaches up into a window, and the views' shared modules (theme, plain text) into neither
    room. The controller imports no view at all (test_every_arrow_points_down)."""
    graph = import_graph()
    upward = sorted(f"{m} -> {t}" for m, targets in graph.items() if _in(m, TABLE)
                    for t in targets if _in(t, WINDOWS))
    assert upward == []
    shared = [m for m in graph if _in(m, "joraku_desktop.views") and not _in(m, TABLE)
              and not _in(m, WINDOWS)]
    assert "joraku_desktop.views.theme" in shared and "joraku_desktop.views.plain_text" in shared
    assert [f"{m} -> {t}" for m in shared for t in graph[m] if _in(t, TABLE) or _in(t, WINDOWS)] == []
    # the check can fail: the windows do import the table
    assert any(_in(t, TABLE) for t in graph["joraku_desktop.views.windows.main_window"])
    controller = [m for m in graph if _in(m, "joraku_desktop.controller")]
    assert controller and not any(_in(t, "joraku_desktop.views") for m in controller for t in graph[m])
