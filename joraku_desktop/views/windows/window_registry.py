"""Our secondary windows, one of each at a time: open or raise, forget on close.

One pattern for every window the main window opens (results, Statistics, New game, replay,
rules help, About), after Anki's ``DialogManager``: :meth:`WindowRegistry.open` makes the window
under its name, or raises the one already open; a window is forgotten the moment it is closed
or deleted, so nothing keeps a dead window and an evening of play does not grow the process.

What each window is — its name, the module that makes it (imported when first opened), whether
it holds the computer players, whether it is made again in a new language — is one row of
:data:`.registry.WINDOWS` (a :class:`WindowSpec`); :meth:`WindowRegistry.show` opens a window
by its name from its row, and :meth:`WindowRegistry.remake` makes every open window again after
a change of language. A window's module offers ``open_window(host)`` (make it, show it; None
when there is nothing to show), and may offer ``again(window)`` (asked for while open) and
``remake(host, old)`` (the same window, in the new words).

A window that takes the table from the player (a modal dialog) holds the computer players while
it is up, and so does any other hold (:meth:`hold`, :meth:`modal`: the hot-seat curtain, a
question asked in a nested event loop): :attr:`paused_changed` says when the first hold begins
and the last one ends, and the window passes it to ``GameController.set_paused``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from enum import StrEnum
from types import ModuleType
from typing import TypeVar, cast

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog, QWidget

W = TypeVar("W", bound=QWidget)


class WindowName(StrEnum):
    """The secondary windows, one of each at a time."""

    NEW_GAME = "new-game"
    RESULTS = "results"
    STATISTICS = "statistics"
    RULES = "rules"
    ABOUT = "about"
    SETTINGS = "settings"
    REVIEW = "review"
    REPLAY = "replay"


@dataclass(frozen=True)
class WindowSpec:
    """One secondary window, as data."""

    name: WindowName
    #: the module of ``views/windows`` that makes it, imported when the window is first opened
    module: str
    #: holds the computer players while it is open (it takes the table from the player)
    modal: bool = False
    #: asked for again while open, the open one is closed and a new one made (else it comes forward)
    fresh: bool = False
    #: made again, where it was, when the player changes the language (its words were set when made)
    remade: bool = True


def bring_forward(window: QWidget) -> None:
    """The default for a window asked for again: in front, with the focus."""
    window.raise_()
    window.activateWindow()


class WindowRegistry(QObject):
    """Named secondary windows (at most one each) and the holds on the computer players."""

    #: True when the first hold begins, False when the last one ends
    paused_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None, specs: Sequence[WindowSpec] = ()) -> None:
        super().__init__(parent)
        self._open: dict[str, QWidget] = {}
        self._holds: set[str] = set()
        #: the rows of the windows :meth:`show` opens by name, in the order they are remade
        self.specs = {spec.name: spec for spec in specs}
        #: what each window's ``open_window`` is handed: the main window (the parent)
        self._host = parent

    # ---- the windows by name, from their rows ----------------------------------------------------
    def _module(self, name: WindowName) -> ModuleType:
        return importlib.import_module(f"{__package__}.{self.specs[name].module}")

    def show(self, name: WindowName) -> QWidget | None:
        """Open the window ``name`` from its row, or bring the open one forward; None when its
        module found nothing to show (and said why)."""
        spec = self.specs[name]
        if spec.fresh:
            self.close(name)
        module = self._module(name)
        old = self._open.get(name)
        if old is not None:
            again = cast("Callable[[QWidget], None]", getattr(module, "again", bring_forward))
            again(old)
            return old
        make = cast("Callable[[object], QWidget | None]", module.open_window)
        window = make(self._host)
        if window is not None and self._open.get(name) is not window:
            self.add(name, window, modal=spec.modal)
        return window

    def remake(self) -> None:
        """A new language: each open window whose row says so is made again, where it was."""
        for name, spec in self.specs.items():
            old = self._open.get(name)
            if old is None or not spec.remade or not self.showing(name):
                continue
            remake = getattr(self._module(name), "remake", None)
            if remake is not None:
                cast("Callable[[object, QWidget], None]", remake)(self._host, old)
            else:
                self.close(name)
                self.show(name)

    # ---- the windows ---------------------------------------------------------------------------
    def get(self, name: str) -> QWidget | None:
        """The open window called ``name``, or None."""
        return self._open.get(name)

    def find(self, name: str, kind: type[W]) -> W | None:
        """The open window called ``name`` if it is a ``kind`` (typed: its own signals and
        fields), or None."""
        window = self._open.get(name)
        return window if isinstance(window, kind) else None

    def showing(self, name: str) -> bool:
        """Whether the window called ``name`` is open and shown."""
        window = self._open.get(name)
        return window is not None and window.isVisible()

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
        self.add(name, window, modal=modal)
        return window

    def add(self, name: str, window: QWidget, *, modal: bool = False) -> None:
        """Track ``window`` under ``name`` until it is closed or deleted."""
        self._open[name] = window
        window.destroyed.connect(lambda _=None, n=name, w=window: self._forget(n, w))
        if isinstance(window, QDialog):
            window.finished.connect(lambda _result, n=name, w=window: self._forget(n, w))
        if modal:
            self.hold(f"window:{name}")

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
