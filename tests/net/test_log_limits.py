"""A flood of failures writes a bounded log: a few tracebacks a minute, each kind of line a
bounded number of times, the rest counted."""

from __future__ import annotations

import io
import logging

from joraku_desktop.net.log_limits import bound_log


def test_a_flood_of_failures_writes_a_bounded_log() -> None:
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    budget = bound_log([handler])
    log = logging.getLogger("joraku.test.flood")
    log.addHandler(handler)
    log.propagate = False
    try:
        for i in range(500):
            try:
                raise OSError(24, "Too many open files")
            except OSError:
                log.exception("accept failed (%d)", i)
        for i in range(20):
            log.warning("something else %d", i)
    finally:
        log.removeHandler(handler)
    text = out.getvalue()
    assert text.count("Traceback") == 10
    assert text.count("accept failed") == 60  # the rest of the minute's 500 left out
    assert "[traceback left out]" in text and "OSError: [Errno 24] Too many open files" in text
    assert text.count("something else") == 20
    assert budget.cut == 50 and budget.dropped == 440
    assert len(text) < 20_000  # 500 tracebacks were ~300 KB
