"""Every module of the package is imported once, in the main thread, before the tests run; and
``ast.parse`` tries again when CPython 3.11's compiler trips over another thread.

The window and the network start threads that import modules lazily (a computer's think, the
record's writer, a network client). On a fresh clone those imports compile source, and CPython
3.11's compiler shares its AST recursion counter between threads: a compile in such a thread
while a test in the main thread runs ``ast.parse`` (the layer and wording checks do) can fail
with "AST constructor recursion depth mismatch". With every module already imported, the
threads find them in ``sys.modules`` and compile nothing. Start-up imports are measured in fresh
processes (tests/test_startup_imports.py), so this does not hide a start-up import.

Threads still compile what the package does not own (a dataclass or a named tuple made at run
time, a library imported in a thread), so the checks that parse our sources with ``ast.parse``
parse again when they meet that one error: it says nothing about the source, which the next
parse reads whole.
"""

from __future__ import annotations

import ast
import importlib
import os
import pkgutil
from typing import Any

import joraku_desktop

_parse = ast.parse
# no test makes a sound or starts a player program, in this process or in the games it starts
# (a test that wants cues hands the window a recording backend of its own)
os.environ["JORAKU_NO_SOUND"] = "1"


def _parse_again_if_another_thread_compiled(*args: Any, **kwargs: Any) -> Any:
    for attempt in range(5):
        try:
            return _parse(*args, **kwargs)
        except SystemError as exc:
            if "recursion depth mismatch" not in str(exc) or attempt == 4:
                raise
    raise AssertionError("unreachable")


def pytest_sessionstart() -> None:
    ast.parse = _parse_again_if_another_thread_compiled
    for module in pkgutil.walk_packages(joraku_desktop.__path__, "joraku_desktop."):
        if module.name.rsplit(".", 1)[-1] != "__main__":
            importlib.import_module(module.name)
