"""Computer turns off the GUI thread, so the window never freezes while an agent thinks.

The worker gets only what the agent may see: a :class:`SeatView` (immutable) and a copy of the
legal actions. It never touches the live :class:`Game`. Each request carries a token; a result
that arrives after a new game, a load or a stop carries a stale token and is dropped.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ..ai import make_agent
from ..model import Action, SeatView


class _Relay(QObject):
    """Lives in the GUI thread; a signal emitted from the worker is queued to it."""

    done = Signal(int, object)  # token, Action (or an Exception)


class _Think(QRunnable):
    def __init__(
        self,
        relay: _Relay,
        token: int,
        level: str,
        seed: int,
        view: SeatView,
        legal: Sequence[Action],
        stop: threading.Event,
    ) -> None:
        super().__init__()
        self._relay, self._token, self._level, self._seed = relay, token, level, seed
        self._view, self._legal, self._stop = view, tuple(legal), stop

    def run(self) -> None:
        try:
            agent = make_agent(self._level, self._seed)
            result: object = agent.choose(self._view, self._legal, self._stop.is_set)
        except Exception as exc:
            result = exc
        self._relay.done.emit(self._token, result)


class AiRunner(QObject):
    """Runs one agent decision at a time on a private thread pool."""

    decided = Signal(object)  # Action
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._token = 0
        self._stop = threading.Event()
        self.busy = False

    def think(self, level: str, seed: int, view: SeatView, legal: Sequence[Action]) -> None:
        self.cancel()
        self._stop = threading.Event()
        self.busy = True
        self._pool.start(_Think(self._relay, self._token, level, seed, view, legal, self._stop))

    def cancel(self) -> None:
        """Forget any decision in flight (it may still finish; its result is dropped)."""
        self._token += 1
        self._stop.set()
        self.busy = False

    def shutdown(self, wait_ms: int = 5000) -> None:
        self.cancel()
        self._pool.waitForDone(wait_ms)

    def _on_done(self, token: int, result: object) -> None:
        if token != self._token:
            return
        self.busy = False
        if isinstance(result, Action):
            self.decided.emit(result)
        else:
            self.failed.emit(str(result))
