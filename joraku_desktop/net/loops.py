"""A worker thread's asyncio loop, ended as ``asyncio.run`` ends its own.

The host and the network client run their loops on threads of their own, so they cannot use
``asyncio.run``; without its ending, a task still pending when the loop stops (a connection's
writer, a closing handshake, a "leave the table" just scheduled) would be left unstarted or
half-run for the garbage collector, which then warns of a coroutine never awaited.
"""

from __future__ import annotations

import asyncio

#: how long the tasks still pending at the end may take to finish once cancelled
FINISH_S = 5.0


def finish_loop(loop: asyncio.AbstractEventLoop) -> None:
    """Cancel every task still pending on the stopped ``loop``, let them finish (at most
    :data:`FINISH_S`), shut its async generators down and close it."""
    try:
        pending = asyncio.all_tasks(loop)
        for task in pending:
            task.cancel()
        if pending:
            loop.run_until_complete(asyncio.wait(pending, timeout=FINISH_S))
        loop.run_until_complete(loop.shutdown_asyncgens())
    finally:
        loop.close()
