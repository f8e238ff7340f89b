"""The pattern the window will use: the client's callbacks (on the network thread) become
queued Qt signals, the GUI thread decides from the view it received, and nothing in the GUI
thread waits on the network. A friend's seat at a hosted table is played this way to the end."""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QObject, Signal

from joraku_desktop.ai import make_agent
from joraku_desktop.model import GameConfig
from joraku_desktop.net.client import Listener, SeatUpdate, ThreadedSeatClient
from joraku_desktop.net.codes import SeatKind
from joraku_desktop.net.host import TableHost


class Bridge(QObject, Listener):
    """Listener callbacks re-emitted as signals: Qt queues them to the bridge's (GUI) thread."""

    updated = Signal(object)
    recorded = Signal(object)

    def on_update(self, update: SeatUpdate) -> None:
        self.updated.emit(update)

    def on_record(self, save: dict[str, Any]) -> None:
        self.recorded.emit(save)


def test_a_seat_played_from_the_gui_thread(qtbot: Any) -> None:
    host = TableHost(listen="127.0.0.1")
    host.settings.table.ai_pause_s = 0.0
    host.settings.rate = host.settings.burst = 1000  # the test decides as fast as it can
    seats = [(SeatKind.REMOTE, "Friend", ""), (SeatKind.COMPUTER, "A", "random"),
             (SeatKind.COMPUTER, "B", "random")]
    code = host.open(GameConfig(3, seed=8), seats).result(10)
    bridge = Bridge()
    agent = make_agent("random", 3)
    client = ThreadedSeatClient(f"ws://127.0.0.1:{host.port}", code, "Friend", bridge)
    threads: set[str] = set()
    records: list[dict[str, Any]] = []

    def on_update(update: SeatUpdate) -> None:  # a slot: runs in the GUI thread
        threads.add(threading.current_thread().name)
        v = update.view
        if v.current_seat == v.seat and v.legal and not v.is_over:
            client.decide(agent.choose(v, v.legal))  # returns at once

    bridge.updated.connect(on_update)
    bridge.recorded.connect(records.append)
    client.start()
    host.start_game()
    qtbot.waitUntil(lambda: bool(records), timeout=60_000)
    assert threads == {threading.main_thread().name}
    assert records[0]["decisions"]
    client.stop()
    host.stop()
