"""A bound on what a flood of failures writes to a server's log.

A hostile client can make a server fail the same way thousands of times a minute (half-open
handshakes, sockets refused at the file limit); each failure's traceback is kilobytes, so the
log would grow by megabytes a minute and bury what matters. :class:`LogBudget`, on a handler,
lets a few records a minute keep their traceback and cuts the others to their one line, and
lets each message (its template) through a bounded number of times a minute, then says how many
it left out.
"""

from __future__ import annotations

import logging
import time


class LogBudget(logging.Filter):
    """``tracebacks`` records a minute keep their traceback; each message template is written at
    most ``per_message`` times a minute (the first one after a quiet spell says how many were
    left out)."""

    def __init__(self, tracebacks: int = 10, per_message: int = 60) -> None:
        super().__init__()
        self.tracebacks, self.per_message = tracebacks, per_message
        self._minute = 0
        self._traces = 0
        self._counts: dict[tuple[str, object], int] = {}
        self._left_out: dict[tuple[str, object], int] = {}
        self.cut = 0
        self.dropped = 0

    def filter(self, record: logging.LogRecord) -> bool:
        minute = int(time.monotonic() // 60)
        if minute != self._minute:
            self._minute, self._traces = minute, 0
            self._counts.clear()
        key = (record.name, record.msg)
        seen = self._counts.get(key, 0) + 1
        if len(self._counts) < 10_000 or key in self._counts:
            self._counts[key] = seen
        if seen > self.per_message:
            self._left_out[key] = self._left_out.get(key, 0) + 1
            self.dropped += 1
            return False
        left = self._left_out.pop(key, 0) if len(self._left_out) < 10_000 else 0
        if record.exc_info or record.exc_text:
            self._traces += 1
            if self._traces > self.tracebacks:
                exc = record.exc_info[1] if record.exc_info else None
                what = f" ({type(exc).__name__}: {str(exc)[:120]})" if exc is not None else ""
                record.msg, record.args = f"{record.getMessage()}{what} [traceback left out]", ()
                record.exc_info, record.exc_text = None, None
                self.cut += 1
        if left:
            record.msg, record.args = f"{record.getMessage()} [and {left} more like it, left out]", ()
        return True


def bound_log(handlers: list[logging.Handler] | None = None) -> LogBudget:
    """Put one :class:`LogBudget` on ``handlers`` (the root logger's by default)."""
    budget = LogBudget()
    for h in handlers if handlers is not None else logging.getLogger().handlers:
        h.addFilter(budget)
    return budget
