"""Windows at a table over the network: real main windows (offscreen, instant speed, no autosave
and no record of their own), shut down at the end so that no table or client outlives a test."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from joraku_desktop.settings import Settings
from joraku_desktop.views.windows.main_window import MainWindow

#: the threads of network play (net/client.py, net/host.py)
NETWORK_THREADS = frozenset({"joraku-net-client", "joraku-host", "joraku-lobby"})


@pytest.fixture
def make_window(qtbot: Any) -> Iterator[Callable[[], MainWindow]]:
    made: list[MainWindow] = []

    def make() -> MainWindow:
        w = MainWindow(Settings(speed="instant"), autosave=False, record=False)
        w.confirm = lambda _title, _text: True
        qtbot.addWidget(w)
        w.resize(1280, 720)
        w.show()
        made.append(w)
        return w

    yield make
    for w in made:
        w.controller.shutdown()
    # every client and host thread ends with its test: none may outlive it (a thread still
    # importing while pytest compiles its summary trips CPython 3.11's AST depth check)
    for thread in threading.enumerate():
        if thread.name in NETWORK_THREADS:
            thread.join(10)


@pytest.fixture
def windows(make_window: Callable[[], MainWindow]) -> list[MainWindow]:
    """The host's window and a friend's."""
    return [make_window(), make_window()]
