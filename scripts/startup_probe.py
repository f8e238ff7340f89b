"""What ``scripts/startup_time.py`` starts, in a process of its own: the game or Qt's floor.

``JORAKU_PROBE=game``: the game's real start-up (``joraku --new``: settings, fonts, translations,
the window, a new game dealt and shown, the New game dialog over it) until the table's first
paint. ``JORAKU_PROBE=hello``: a Qt hello world, one ``QLabel``, until its first paint. Both end
the process at that paint (``os._exit``), so what is timed from outside is exactly the way to a
drawn window, not the tear-down.

``JORAKU_PROBE_MODULES=<file>``: also write the names of the modules loaded by then to that file
(one JSON list): ``tests/test_startup_imports.py`` holds the start-up to a list of modules that
must not be among them. ``JORAKU_PROBE_SOURCES=<file>``: the source files read by then through
``linecache`` (one JSON list), which is how PySide6 reads a module to look for ``__feature__``.
"""

import json
import os
import sys

if os.environ.get("JORAKU_PROBE") != "hello":
    # as `python -m joraku_desktop` starts: its __main__'s imports first. (An older tree's
    # __main__ starts the game when imported; there `python -m` imports the app first anyway.)
    from importlib.util import find_spec
    from pathlib import Path

    main_spec = find_spec("joraku_desktop.__main__")
    if main_spec and main_spec.origin and "__name__ ==" in Path(main_spec.origin).read_text(encoding="utf-8"):
        import joraku_desktop.__main__  # noqa: F401

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget


class _ExitAtFirstPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            report = os.environ.get("JORAKU_PROBE_MODULES")
            if report:
                with open(report, "w", encoding="utf-8") as fh:
                    json.dump(sorted(sys.modules), fh)
            sources = os.environ.get("JORAKU_PROBE_SOURCES")
            if sources:
                import linecache

                with open(sources, "w", encoding="utf-8") as fh:
                    json.dump(sorted(linecache.cache), fh)
            sys.stdout.flush()
            os._exit(0)
        return False


def _exit_at_first_paint(widget: QWidget) -> None:
    widget.installEventFilter(_ExitAtFirstPaint(widget))


if os.environ.get("JORAKU_PROBE") == "hello":
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication(sys.argv[:1])
    label = QLabel("Hello")
    _exit_at_first_paint(label)
    label.show()
    app.exec()
else:
    from joraku_desktop import app as game

    real_start_up = game.start_up

    def start_up(**kwargs):  # type: ignore[no-untyped-def]
        window, resumed = real_start_up(**kwargs)
        _exit_at_first_paint(window.view.viewport())  # the table, drawn in the event loop to come
        return window, resumed

    game.start_up = start_up
    game.main(["--new"])
sys.exit("the window was never painted")
