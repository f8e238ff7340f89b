"""Every module of the package is imported once, in the main thread, before the tests run.

The window and the network start threads that import modules lazily (a computer's think, the
record's writer, a network client). On a fresh clone those imports compile source, and CPython
3.11's compiler shares its AST recursion counter between threads: a compile in such a thread
while a test in the main thread runs ``ast.parse`` (the layer and wording checks do) can fail
with "AST constructor recursion depth mismatch". With every module already imported, the
threads find them in ``sys.modules`` and compile nothing. Start-up imports are measured in fresh
processes (tests/test_startup_imports.py), so this does not hide a start-up import.
"""

from __future__ import annotations

import importlib
import pkgutil

import joraku_desktop


def pytest_sessionstart() -> None:
    for module in pkgutil.walk_packages(joraku_desktop.__path__, "joraku_desktop."):
        if module.name.rsplit(".", 1)[-1] != "__main__":
            importlib.import_module(module.name)
