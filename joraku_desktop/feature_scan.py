"""Spare the game's start-up PySide6's reading of every module's source.

Once ``PySide6.QtCore`` is loaded, PySide6 replaces ``builtins.__import__``, and after every
import statement it looks the module up in its table of ``from __feature__ import`` switches
(``snake_case``, ``true_property``). A module not in that table yet has its whole source read
(``inspect.getsource``) to see whether it mentions PySide6: some 130 files, 10-15 ms at every
start of the game from source, to learn what we already know — none of our modules selects a
feature.

So the table is filled in before the window's modules are imported, with what PySide6's scan
would itself conclude: the standard library and the modules already loaded "do not use PySide6"
(-1), the game's other modules "use PySide6 without a feature" (0; for the few of them that do
not import Qt the two mean the same, since no module ever selects a feature). A module that did
select one would still be honoured: that import sets its entry again.

The table is PySide6's own ``shibokensupport.feature.pyside_feature_dict``, not a public API. If a
PySide6 release renames or drops it, nothing breaks (start-up is only slower again), and
``tests/test_startup_imports.py`` fails so that a maintainer looks here.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Iterator

#: what PySide6's scan concludes for a module that uses PySide6 without a feature / without PySide6
USES_QT, NO_QT = 0, -1
#: third-party modules the start-up imports after PySide6 that never mention it
_OTHERS = ("platformdirs", "typing_extensions")


def own_modules() -> Iterator[str]:
    """The names of the game's modules, from the package's folders (none in a frozen build,
    whose modules have no source files for PySide6 to read anyway)."""
    package = os.path.dirname(os.path.abspath(__file__))
    parent = os.path.dirname(package)
    for folder, dirs, files in os.walk(package):
        dirs[:] = [d for d in dirs if d.isidentifier()]
        prefix = os.path.relpath(folder, parent).replace(os.sep, ".")
        for name in files:
            if name.endswith(".py"):
                yield prefix if name == "__init__.py" else f"{prefix}.{name[:-3]}"


def spare_source_scan() -> bool:
    """Load PySide6's core and fill in its feature table; whether the table was found."""
    importlib.import_module("PySide6.QtCore")
    try:
        table = importlib.import_module("shibokensupport.feature").pyside_feature_dict
    except (ImportError, AttributeError):
        return False
    if not isinstance(table, dict):
        return False
    for name in (*sys.modules, *sys.stdlib_module_names, *_OTHERS):
        table.setdefault(name, USES_QT if name.startswith(("PySide6", "shiboken")) else NO_QT)
    for name in own_modules():
        table.setdefault(name, USES_QT)
    return True
