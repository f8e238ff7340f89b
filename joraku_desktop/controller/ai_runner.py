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
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..model import Action, SeatView

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor

    from ..ai import Agent


class _Relay(QObject):
    """Lives in the GUI thread; a signal emitted from the worker is queued to it."""

    done = Signal(int, object)  # token, the work's result (or an Exception)


#: a piece of thinking for the worker: it gets the stop check and returns its answer
Work = Callable[[Callable[[], bool]], object]


@dataclass(slots=True)
class _Job:
    """One piece of thinking to do on the worker thread."""

    relay: _Relay
    token: int
    work: Work
    stop: threading.Event

    def run(self) -> None:
        try:
            result: object = self.work(self.stop.is_set)
        except Exception as exc:  # reported (with its traceback) by the owner
            result = exc
        with contextlib.suppress(RuntimeError):  # the window (and the relay) is already gone
            self.relay.done.emit(self.token, result)


class _Thinker(QObject):
    """One piece of thinking at a time on a private worker thread; the latest request wins.

    Subclasses say what the thinking is (:meth:`AiRunner.think`) and what its answer means
    (:meth:`_deliver`)."""

    failed = Signal(BaseException)  # the Exception the work raised (its __traceback__ included)

    def __init__(self, parent: QObject | None = None, *, name: str = "joraku-ai") -> None:
        super().__init__(parent)
        self._name = name
        #: the worker, started at the first request (the window starts before anyone thinks)
        self._pool: ThreadPoolExecutor | None = None
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._token = 0
        self._stop = threading.Event()
        self._closed = False
        self.busy = False

    def _submit(self, work: Work) -> None:
        self.cancel()
        if self._closed:
            return
        self._stop = threading.Event()
        self.busy = True
        if self._pool is None:
            from concurrent.futures import ThreadPoolExecutor

            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=self._name)
        self._pool.submit(_Job(self._relay, self._token, work, self._stop).run)

    def cancel(self) -> None:
        """Forget any thinking in flight: it is asked to stop, and its result is dropped."""
        self._token += 1
        self._stop.set()
        self.busy = False

    def shutdown(self, wait: bool = True) -> None:
        """Cancel, and (``wait``) let the worker finish what it is doing."""
        self.cancel()
        self._closed = True
        if self._pool is not None:
            self._pool.shutdown(wait=wait, cancel_futures=True)

    def _on_done(self, token: int, result: object) -> None:
        if token != self._token:
            return
        self.busy = False
        if isinstance(result, Exception):
            self.failed.emit(result)
        else:
            self._deliver(result)

    def _deliver(self, result: object) -> None:
        raise NotImplementedError


class AiRunner(_Thinker):
    """Runs one agent decision at a time on a private worker thread."""

    decided = Signal(Action)

    def think(self, agent: Agent, view: SeatView, legal: Sequence[Action]) -> None:
        """Ask ``agent`` for a decision; :attr:`decided` or :attr:`failed` answers later."""
        moves = tuple(legal)
        self._submit(lambda stop: agent.choose(view, moves, stop))

    def _deliver(self, result: object) -> None:
        if isinstance(result, Action):
            self.decided.emit(result)
        else:
            self.failed.emit(TypeError(f"an agent answered {type(result).__name__}, not an action"))


class HintRunner(_Thinker):
    """The hint's thinking ("What would the computer do?") on a worker of its own, so the
    computer seats' runner is never disturbed; the latest request wins, a cancelled one's
    answer is dropped."""

    advised = Signal(object)  # Advice

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent, name="joraku-hint")

    def think(self, view: SeatView, legal: Sequence[Action], seed: int, *, iterations: int | None,
              budget_s: float | None) -> None:
        """Ask the search for advice to ``view``'s seat; :attr:`advised` answers later."""
        from ..ai.advice import advise  # the computer players load when one is first asked

        moves = tuple(legal)
        self._submit(lambda stop: advise(view, moves, seed, iterations=iterations, budget_s=budget_s,
                                         should_stop=stop))

    def _deliver(self, result: object) -> None:
        from ..ai.advice import Advice

        if isinstance(result, Advice):
            self.advised.emit(result)
        else:
            self.failed.emit(TypeError(f"the hint answered {type(result).__name__}, not advice"))
