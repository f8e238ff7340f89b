"""The game review off the GUI thread: one review at a time on a worker thread of its own, with
its progress and its end told through queued signals, and a Cancel that stops it between
decisions (and inside a decision's deals).

A thread, not a process: the review is the engine's own Python and reads a copy of the game, and
a frozen build has no interpreter to start a process with. The table stays usable: the worker
gives up the interpreter between simulations as any thread does, and the computer players' thread
goes on beside it. Each run carries a token: the answer of a run cancelled or replaced is dropped.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import time
from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from ..model import Game
from ..review.analysis import DEFAULT_BUDGET, GameReview, ReviewBudget, ReviewCancelledError, review_game

log = logging.getLogger("joraku.review")


class ReviewRunner(QObject):
    """Runs :func:`~..review.analysis.review_game` on a worker thread."""

    #: decisions reviewed, decisions to review
    progress = Signal(int, int)
    #: the finished :class:`GameReview`
    finished = Signal(object)
    #: the review stopped on an error (its message, for the log and the window)
    failed = Signal(str)
    #: the review was cancelled
    cancelled = Signal()
    _relay = Signal(int, str, object)  # token, what ("progress", "done", "failed", "cancelled"), payload

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._token = 0
        self._stop: threading.Event | None = None
        self._thread: threading.Thread | None = None
        self.started_at = 0.0
        #: seconds the last finished review took
        self.seconds = 0.0
        self._relay.connect(self._on_relay)

    @property
    def running(self) -> bool:
        return self._stop is not None

    def start(self, game: Game, seats: Sequence[int], budget: ReviewBudget = DEFAULT_BUDGET,
              seed: int = 0) -> None:
        """Review ``seats`` of ``game`` (a copy is reviewed: the game may go on meanwhile); a
        review under way is cancelled first."""
        self.cancel()
        self._token += 1
        token = self._token
        stop = self._stop = threading.Event()
        copy = game.clone()
        seats = tuple(seats)
        relay = self._relay

        def tell(what: str, payload: object) -> None:
            with contextlib.suppress(RuntimeError):  # the window (and the runner) is gone
                relay.emit(token, what, payload)

        def work() -> None:
            try:
                review = review_game(copy, seats, budget, seed, lambda d, t: tell("progress", (d, t)),
                                     stop.is_set)
            except ReviewCancelledError:
                tell("cancelled", None)
            except Exception as exc:  # told to the window, which words it; never kills the game
                log.error("the review failed", exc_info=exc)
                tell("failed", str(exc)[:200])
            else:
                tell("done", review)

        self.started_at = time.perf_counter()
        self._thread = threading.Thread(target=work, name="joraku-review", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        """Stop the review under way (its answer is dropped)."""
        if self._stop is not None:
            self._stop.set()
            self._stop = None
            self._token += 1
            self.cancelled.emit()

    def wait(self, timeout_s: float = 5.0) -> bool:
        """Let the worker end (tests; closing the window)."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout_s)
            return not thread.is_alive()
        return True

    def _on_relay(self, token: int, what: str, payload: object) -> None:
        if token != self._token:
            return
        if what == "progress":
            assert isinstance(payload, tuple)
            self.progress.emit(int(payload[0]), int(payload[1]))
            return
        self._stop = None
        if what == "done":
            self.seconds = time.perf_counter() - self.started_at
            assert isinstance(payload, GameReview)
            self.finished.emit(payload)
        elif what == "failed":
            self.failed.emit(str(payload))
        else:
            self.cancelled.emit()
