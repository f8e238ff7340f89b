"""A dropped connection is not the end: the friend's window says so on the table and retries,
the host's waiting room and banner show the friend dropped (and offer a computer for the seat),
and the friend is back in the same seat — after a drop by the same client, and after the window
was closed and a new one joined with the seat's secret kept on disk."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from joraku_desktop.controller.net_seat import NetSeat
from joraku_desktop.net.client import ThreadedSeatClient
from joraku_desktop.net.codes import SeatState
from joraku_desktop.net.seat_store import SeatSecrets
from joraku_desktop.views.windows.main_window import MainWindow
from joraku_desktop.words.network import (
    friend_dropped_text,
    reconnecting_text,
    seat_state_text,
    stand_in_text,
    waiting_for_host,
)


def _drop(net: NetSeat) -> None:
    """Cut the friend's connection as a network would (no close frame)."""
    link = net._link
    assert isinstance(link, ThreadedSeatClient)
    ws = link.client._ws
    assert ws is not None
    link._loop.call_soon_threadsafe(ws.transport.abort)


def test_a_dropped_friend_is_shown_and_comes_back(qtbot: Any, windows: list[MainWindow],
                                                  tmp_path: Path) -> None:
    host_w, friend_w = windows
    seats = [("me", "Aiko"), ("friend", "Friend"), ("normal", "Computer 1")]
    host_w.net_play.host(3, seats, port=0, listen="127.0.0.1", ai_pause_s=0.0, seed=4)
    qtbot.waitUntil(lambda: host_w.net_play.waiting_room is not None, timeout=10_000)
    hn = host_w.controller.net
    assert hn is not None and hn.host is not None
    secrets = SeatSecrets(tmp_path / "seats.json")
    url = f"ws://127.0.0.1:{hn.host.port}"
    fn = NetSeat(url=url, code=hn.code, name="Bea", secrets=secrets)
    assert friend_w.net_play.banner is not None  # the window's network part, as Join a table… makes it
    friend_w.controller.play_at_table(fn)
    qtbot.waitUntil(lambda: fn.seat == 1 and fn.view is not None, timeout=10_000)
    assert friend_w.net_play.banner.text.text() == waiting_for_host()
    assert secrets.get(url, hn.code) is not None  # kept on disk to rejoin after a restart
    room = host_w.net_play.waiting_room
    assert room is not None
    room.start.click()
    assert not room.isVisible()
    host_w.net_play.ask_host()  # Game → Host a table… during the game: the seats, to replace one
    assert room.isVisible()
    qtbot.waitUntil(lambda: not room.start.isVisible(), timeout=10_000)  # started: nothing to start
    qtbot.waitUntil(lambda: fn.started and fn.view is not None and fn.view.phase.label == "pass",
                    timeout=10_000)

    _drop(fn)
    qtbot.waitUntil(lambda: friend_w.net_play.banner.text.text() == reconnecting_text(), timeout=10_000)
    # the client retries with the seat's secret and is back in its seat
    qtbot.waitUntil(lambda: str(fn.conn) == "joined" and not friend_w.net_play.banner.isVisible(),
                    timeout=15_000)
    assert fn.seat == 1

    # the window closed (the client stopped): the host sees the seat dropped and may give it away
    friend_w.controller.leave_table()
    qtbot.waitUntil(lambda: room.rows[1][2].text() == seat_state_text(SeatState.DROPPED, None, False),
                    timeout=10_000)
    qtbot.waitUntil(lambda: host_w.net_play.banner.text.text() == friend_dropped_text("Bea"), timeout=10_000)
    assert host_w.net_play.banner.button.isVisible()
    host_w.net_play.banner.button.click()  # a computer plays the seat meanwhile
    qtbot.waitUntil(lambda: "stand_in" in {str(s.state) for s in (hn.info.seats if hn.info else [])},
                    timeout=10_000)

    # a new window joins with the secret kept on disk: the same seat, taken back from the computer
    again = NetSeat(url=url, code=hn.code, name="Bea", secrets=SeatSecrets(tmp_path / "seats.json"))
    friend_w.controller.play_at_table(again)
    qtbot.waitUntil(lambda: again.seat == 1 and again.view is not None, timeout=10_000)
    qtbot.waitUntil(lambda: not again.stand_in and str(again.conn) == "joined", timeout=10_000)
    assert friend_w.net_play.banner.text.text() != stand_in_text()
    qtbot.waitUntil(lambda: room.rows[1][2].text() == seat_state_text(SeatState.CONNECTED, None, False),
                    timeout=10_000)


def test_a_friend_takes_their_seat_back_from_the_computer(qtbot: Any, windows: list[MainWindow]) -> None:
    host_w, friend_w = windows
    seats = [("me", "Aiko"), ("friend", "Friend"), ("easy", "Computer 1")]
    host_w.net_play.host(3, seats, port=0, listen="127.0.0.1", ai_pause_s=0.0, seed=5)
    qtbot.waitUntil(lambda: host_w.net_play.waiting_room is not None, timeout=10_000)
    hn, room = host_w.controller.net, host_w.net_play.waiting_room
    assert hn is not None and hn.host is not None and room is not None
    fn = friend_w.net_play.join(f"ws://127.0.0.1:{hn.host.port}", hn.code, "Bea")
    qtbot.waitUntil(lambda: room.rows[1][2].text() == seat_state_text(SeatState.CONNECTED, None, False),
                    timeout=10_000)
    room.rows[1][3].click()  # the host gives the friend's seat to a computer
    qtbot.waitUntil(lambda: fn.stand_in, timeout=10_000)
    banner = friend_w.net_play.banner
    qtbot.waitUntil(lambda: banner.text.text() == stand_in_text() and banner.button.isVisible(),
                    timeout=10_000)
    room.start.click()
    banner.button.click()  # "Take my seat back"
    qtbot.waitUntil(lambda: not fn.stand_in, timeout=10_000)
    qtbot.waitUntil(lambda: banner.text.text() != stand_in_text(), timeout=10_000)
