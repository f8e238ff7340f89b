"""Computer turns off the GUI thread, so the window never freezes while an agent thinks.

One long-lived Python worker thread (a ``ThreadPoolExecutor`` with one worker) runs the
decisions one at a time, in the order they were asked for; so an agent is never used by two
decisions at once, even when one was cancelled. The worker gets only what the agent may see: a
:class:`SeatView` (immutable) and a copy of the legal actions; it never touches the live
:class:`Game`. The answer comes back through a signal of a QObject living in the GUI thread
(Qt queues a signal emitted from another thread). Each request carries a token; a result that
arrives after a new game, a load or a stop carries a stale token and is dropped.

Nothing of a finished request stays alive: the earlier ``QRunnable`` per decision kept its
Python wrapper forever (1,987 after 8 games); a :class:`_Job` here is referenced only by the
executor's work item, which is dropped when the decision is made.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from ..ai import Agent
from ..model import Action, SeatView


class _Relay(QObject):
    """Lives in the GUI thread; a signal emitted from the worker is queued to it."""

    done = Signal(int, object)  # token, Action (or an Exception)


@dataclass(slots=True)
class _Job:
    """One decision to make on the worker thread."""

    relay: _Relay
    token: int
    agent: Agent
    view: SeatView
    legal: tuple[Action, ...]
    stop: threading.Event

    def run(self) -> None:
        try:
            result: object = self.agent.choose(self.view, self.legal, self.stop.is_set)
        except Exception as exc:  # reported (with its traceback) by the controller
            result = exc
        with contextlib.suppress(RuntimeError):  # the window (and the relay) is already gone
            self.relay.done.emit(self.token, result)


class AiRunner(QObject):
    """Runs one agent decision at a time on a private worker thread."""

    decided = Signal(object)  # Action
    failed = Signal(object)  # the Exception the agent raised (its __traceback__ included)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="joraku-ai")
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._token = 0
        self._stop = threading.Event()
        self._closed = False
        self.busy = False

    def think(self, agent: Agent, view: SeatView, legal: Sequence[Action]) -> None:
        """Ask ``agent`` for a decision; :attr:`decided` or :attr:`failed` answers later."""
        self.cancel()
        if self._closed:
            return
        self._stop = threading.Event()
        self.busy = True
        self._pool.submit(_Job(self._relay, self._token, agent, view, tuple(legal), self._stop).run)

    def cancel(self) -> None:
        """Forget any decision in flight: it is asked to stop, and its result is dropped."""
        self._token += 1
        self._stop.set()
        self.busy = False

    def shutdown(self, wait: bool = True) -> None:
        """Cancel, and (``wait``) let the worker finish the decision it is making."""
        self.cancel()
        self._closed = True
        self._pool.shutdown(wait=wait, cancel_futures=True)

    def _on_done(self, token: int, result: object) -> None:
        if token != self._token:
            return
        self.busy = False
        if isinstance(result, Action):
            self.decided.emit(result)
        else:
            self.failed.emit(result)
