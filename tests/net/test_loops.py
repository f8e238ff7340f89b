"""A worker thread's loop ends as ``asyncio.run`` ends: a task scheduled just before the end
(the client's "leave the table") is cancelled and finished, not dropped unawaited."""

from __future__ import annotations

import asyncio
import gc
import warnings

from joraku_desktop.net.loops import finish_loop


def test_a_task_left_pending_is_finished_and_the_loop_closed() -> None:
    loop = asyncio.new_event_loop()
    ran: list[str] = []

    async def leave() -> None:
        ran.append("started")

    gc.collect()  # what earlier tests left for the collector is not this loop's to answer for
    loop.run_until_complete(asyncio.sleep(0))  # the loop's own work is over
    task = loop.create_task(leave())  # scheduled as it ended: never started
    assert asyncio.all_tasks(loop) == {task}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        finish_loop(loop)
        del task
        gc.collect()
    assert loop.is_closed() and ran == []
    assert not [w for w in caught if "never awaited" in str(w.message)]


def test_a_loop_with_nothing_left_just_closes() -> None:
    loop = asyncio.new_event_loop()
    loop.run_until_complete(asyncio.sleep(0))
    finish_loop(loop)
    assert loop.is_closed()
