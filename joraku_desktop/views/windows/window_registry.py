"""Our secondary windows, one of each at a time: open or raise, forget on close.

One pattern for every window the main window opens (results, Statistics, New game, replay,
rules help, About), after Anki's ``DialogManager``: :meth:`WindowRegistry.open` makes the window
under its name, or raises the one already open; a window is forgotten the moment it is closed
or deleted, so nothing keeps a dead window and an evening of play does not grow the process.

A window that takes the table from the player (a modal dialog) holds the computer players while
it is up, and so does any other hold (:meth:`hold`, :meth:`modal`: the hot-seat curtain, a
question asked in a nested event loop): :attr:`paused_changed` says when the first hold begins
and the last one ends, and the window passes it to ``GameController.set_paused``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog, QWidget

W = TypeVar("W", bound=QWidget)


def bring_forward(window: QWidget) -> None:
    """The default for a window asked for again: in front, with the focus."""
    window.raise_()
    window.activateWindow()


class WindowRegistry(QObject):
    """Named secondary windows (at most one each) and the holds on the computer players."""

    #: True when the first hold begins, False when the last one ends
    paused_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._open: dict[str, QWidget] = {}
        self._holds: set[str] = set()

    # ---- the windows ---------------------------------------------------------------------------
    def get(self, name: str) -> QWidget | None:
        """The open window called ``name``, or None."""
        return self._open.get(name)

    def names(self) -> list[str]:
        """The windows open now, in the order they were opened."""
        return list(self._open)

    def open(self, name: str, make: Callable[[], W], *, modal: bool = False,
             again: Callable[[W], None] = bring_forward) -> W:
        """The window ``name``: the open one (``again`` is called on it: raised by default), or
        a new one from ``make()``, which the caller shows. A ``modal`` window holds the computer
        players until it closes."""
        old = self._open.get(name)
        if old is not None:
            again(old)  # type: ignore[arg-type]  # the window stored under this name is a W
            return old  # type: ignore[return-value]
        window = make()
        self._open[name] = window
        window.destroyed.connect(lambda _=None, n=name, w=window: self._forget(n, w))
        if isinstance(window, QDialog):
            window.finished.connect(lambda _result, n=name, w=window: self._forget(n, w))
        if modal:
            self.hold(f"window:{name}")
        return window

    def close(self, name: str) -> None:
        """Close the window ``name`` if it is open (it is forgotten at once)."""
        window = self._open.get(name)
        if window is not None:
            self._forget(name, window)
            window.close()

    def forget(self, name: str) -> QWidget | None:
        """Stop tracking ``name`` without closing it; the window it was (or None)."""
        window = self._open.get(name)
        if window is not None:
            self._forget(name, window)
        return window

    def _forget(self, name: str, window: QWidget) -> None:
        if self._open.get(name) is window:
            del self._open[name]
            self.release(f"window:{name}")

    # ---- holding the computer players ------------------------------------------------------
    @property
    def paused(self) -> bool:
        return bool(self._holds)

    def hold(self, reason: str) -> None:
        """Hold the computer players for ``reason`` (until :meth:`release` of the same reason)."""
        if reason in self._holds:
            return
        self._holds.add(reason)
        if len(self._holds) == 1:
            self.paused_changed.emit(True)

    def release(self, reason: str) -> None:
        if reason not in self._holds:
            return
        self._holds.discard(reason)
        if not self._holds:
            self.paused_changed.emit(False)

    @contextmanager
    def modal(self, reason: str) -> Iterator[None]:
        """Hold the computer players while a question is asked in a nested event loop."""
        key = f"modal:{reason}"
        self.hold(key)
        try:
            yield
        finally:
            self.release(key)
