"""The results open once: when the host's table closes after its linger (the friends' clients
are told 1000, the host's own seat is closed), neither window reports the game over again. Two
real windows over a WebSocket on 127.0.0.1."""

from __future__ import annotations

import random
from typing import Any

from joraku_desktop.controller.net_seat import NetSeat
from joraku_desktop.views.windows.main_window import MainWindow

from .playing import decide


def test_game_over_reaches_each_window_once(qtbot: Any, windows: list[MainWindow]) -> None:
    host_w, friend_w = windows
    seats = [("me", "Aiko"), ("friend", "Friend"), ("random", "Computer 1")]
    host_w.net_play.host(3, seats, port=0, listen="127.0.0.1", ai_pause_s=0.0, seed=5, keep=False)
    qtbot.waitUntil(lambda: host_w.net_play.waiting_room is not None, timeout=10_000)
    hn = host_w.controller.net
    assert hn is not None and hn.host is not None
    hn.host.settings.table.linger_s = 1.0  # the table closes a second after the end
    fn = NetSeat(url=f"ws://127.0.0.1:{hn.host.port}", code=hn.code, name="Bea")
    friend_w.controller.play_at_table(fn)
    qtbot.waitUntil(lambda: hn.info is not None and "connected" in {str(s.state) for s in hn.info.seats},
                    timeout=10_000)
    hn.start_game()
    overs: dict[str, list[Any]] = {"host": [], "friend": []}
    host_w.controller.game_over.connect(overs["host"].append)
    friend_w.controller.game_over.connect(overs["friend"].append)
    rng = random.Random(3)
    qtbot.waitUntil(lambda: (decide(windows, rng), all(overs.values()))[1], timeout=120_000)
    # the linger runs out: the table closes, both seats hear of it
    qtbot.waitUntil(lambda: fn.closed is not None and hn.closed is not None, timeout=15_000)
    qtbot.wait(500)
    assert [len(v) for v in overs.values()] == [1, 1], overs
