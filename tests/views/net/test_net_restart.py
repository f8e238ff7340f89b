"""A host that restarts re-opens its table: the table is kept in the host's folder with the port
it listened on; a new window re-opens it there, the friend's client (which kept retrying with its
seat's secret) is back in its seat, and the game goes on to the same end at both windows."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from joraku_desktop.controller.net_seat import NetSeat
from joraku_desktop.net.seat_store import SeatSecrets
from joraku_desktop.net.table_store import kept_table

from .playing import decide


def test_a_host_restarts_and_the_friend_rejoins(qtbot: Any, make_window: Any, tmp_path: Path) -> None:
    host_w, friend_w = make_window(), make_window()
    seats = [("me", "Aiko"), ("friend", "Friend"), ("random", "Computer 1")]
    host_w.net_play.host(3, seats, port=0, listen="127.0.0.1", ai_pause_s=0.0, seed=21)
    qtbot.waitUntil(lambda: host_w.net_play.waiting_room is not None, timeout=10_000)
    hn = host_w.controller.net
    assert hn is not None and hn.host is not None
    port = hn.host.port
    fn = NetSeat(url=f"ws://127.0.0.1:{port}", code=hn.code, name="Bea",
                 secrets=SeatSecrets(tmp_path / "friend-seats.json"))
    friend_w.net_play  # noqa: B018  (the window's network part, as Join a table… makes it)
    friend_w.controller.play_at_table(fn)
    qtbot.waitUntil(lambda: hn.info is not None and "connected" in {str(s.state) for s in hn.info.seats},
                    timeout=10_000)
    hn.start_game()
    rng = random.Random(2)
    qtbot.waitUntil(lambda: (decide([host_w, friend_w], rng), fn.seq >= 12)[1], timeout=30_000)

    host_w.controller.shutdown()  # the host's window quits: the table is saved, friends told 1001
    qtbot.waitUntil(lambda: str(fn.conn) == "reconnecting", timeout=10_000)
    kept = kept_table()
    assert kept is not None and kept.port == port and kept.my_seat == 0 and kept.code == hn.code
    assert kept.names[1] == "Bea"

    again = make_window()
    again.net_play.reopen(kept, listen="127.0.0.1", ai_pause_s=0.0)
    qtbot.waitUntil(lambda: again.controller.net is not None and again.controller.net.view is not None,
                    timeout=10_000)
    qtbot.waitUntil(lambda: str(fn.conn) == "joined", timeout=20_000)  # the friend is back, same seat
    assert fn.seat == 1
    results: list[Any] = []
    again.controller.game_over.connect(results.append)
    friend_w.controller.game_over.connect(results.append)
    qtbot.waitUntil(lambda: (decide([again, friend_w], rng), len(results) == 2)[1], timeout=120_000)
    assert results[0].ranking == results[1].ranking and results[0].scores == results[1].scores
