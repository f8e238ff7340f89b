"""Hosting from the window: the table in a worker thread, the host's own seat fed like a
network client, a friend joining over loopback, the host replacing a friend, and a restarted
host re-opening its table. Nothing here blocks the calling (GUI) thread."""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path

from joraku_desktop.ai import make_agent
from joraku_desktop.model import GameConfig
from joraku_desktop.net import protocol as p
from joraku_desktop.net.client import Closed, Listener, SeatUpdate, ThreadedSeatClient
from joraku_desktop.net.codes import ConnState, SeatKind, SeatState, TableState
from joraku_desktop.net.host import TableHost
from joraku_desktop.net.scripted import ScriptedPlayer


class HostPlayer(Listener):
    """The host's own seat, played by a computer through the same callbacks a window gets."""

    def __init__(self) -> None:
        self.agent = make_agent("random", 1)
        self.local = None
        self.updates: list[SeatUpdate] = []
        self.threads: set[str] = set()
        self.over = threading.Event()
        self.record: dict | None = None

    def on_update(self, update: SeatUpdate) -> None:
        self.threads.add(threading.current_thread().name)
        self.updates.append(update)
        v = update.view
        if update.result is not None:
            self.over.set()
        elif v.current_seat == v.seat and v.legal and self.local is not None:
            self.local.decide(self.agent.choose(v, v.legal))

    def on_record(self, save: dict) -> None:
        self.record = save


def _wait(cond, timeout: float = 30.0) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while not cond():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)


def test_a_hosted_table_with_a_friend_over_loopback(tmp_path: Path) -> None:
    seats_seen: list[p.TableInfo] = []
    host = TableHost(listen="127.0.0.1", tables_dir=tmp_path, on_seats=seats_seen.append)
    host.settings.table.ai_pause_s = 0.0
    host.settings.rate = host.settings.burst = 1000  # the scripted friend decides at once
    seats = [(SeatKind.LOCAL, "Host", ""), (SeatKind.REMOTE, "Friend", ""),
             (SeatKind.COMPUTER, "Cpu", "random"), (SeatKind.REMOTE, "Absent", "")]
    t0 = time.monotonic()
    code = host.open(GameConfig(4, seed=21), seats).result(10)
    assert time.monotonic() - t0 < 5 and len(code) == 6
    me = HostPlayer()
    me.local = host.local_seat(0, me)
    friend = ScriptedPlayer("random")
    client = ThreadedSeatClient(f"ws://127.0.0.1:{host.port}", code, "Friend", friend, seat=1)
    friend.attach(client.client)
    client.start()  # returns at once: the client runs on its own thread
    _wait(lambda: any(s.seats[1].state is SeatState.CONNECTED for s in seats_seen))
    waiting = seats_seen[-1]
    assert waiting.state is TableState.WAITING
    assert [s.state for s in waiting.seats] == [SeatState.LOCAL, SeatState.CONNECTED, SeatState.COMPUTER,
                                                SeatState.OPEN]
    host.start_game()  # the absent friend's seat gets a computer standing in
    _wait(lambda: len(me.updates) > 30)
    host.replace(1, "random")  # the host hands the friend's seat to a computer mid-game
    _wait(me.over.is_set, 60)
    _wait(lambda: friend.result is not None)  # the friend's last update, on its own thread
    assert me.record is not None and friend.result == me.updates[-1].result
    assert me.threads == {"joraku-host"}  # callbacks come on the network thread, never the caller's
    assert seats_seen[-1].seats[1].state is SeatState.STAND_IN
    client.stop()
    assert client.finished.result(5).close_code in (1000, 1001)
    host.stop()


def test_a_restarted_host_reopens_its_table(tmp_path: Path) -> None:
    host = TableHost(listen="127.0.0.1", tables_dir=tmp_path)
    seats = [(SeatKind.LOCAL, "Host", ""), (SeatKind.REMOTE, "Friend", "")]
    code = host.open(GameConfig(2, "R-V8", seed=5), seats).result(10)
    friend = ScriptedPlayer("random")
    states: list[ConnState] = []

    class Watch(ScriptedPlayer):
        def on_state(self, state: ConnState) -> None:
            states.append(state)

    friend = Watch("random")
    client = ThreadedSeatClient(f"ws://127.0.0.1:{host.port}", code, "Friend", friend)
    friend.attach(client.client)
    client.start()
    _wait(lambda: ConnState.JOINED in states)
    port = host.port
    host.stop()  # the host's window closes: the table is saved, the friend is told "going away"
    # and no task of the friend's connection outlives the host's loop (it would be torn down
    # half-way when the loop goes: "Exception ignored in: <coroutine object Connection._write>")
    assert [t for t in asyncio.all_tasks(host._loop) if not t.done()] == []
    host.stop()  # a second stop (the window, then the app quitting) is harmless
    _wait(lambda: ConnState.RECONNECTING in states)
    assert TableHost.kept_table(tmp_path)
    again = TableHost(listen="127.0.0.1", port=port, tables_dir=tmp_path)
    assert again.reopen().result(10) == code
    # the friend rejoins with its secret, after the client's backoff (long on a loaded machine)
    _wait(lambda: states.count(ConnState.JOINED) >= 2, timeout=90.0)
    _wait(lambda: friend.updates >= 2)  # and is sent its seat's view again
    client.stop()
    again.stop()
    empty = TableHost(listen="127.0.0.1", tables_dir=tmp_path / "none")
    try:
        empty.reopen().result(10)
        raise AssertionError("nothing to re-open")
    except LookupError:
        pass
    empty.stop()


def test_lobby_requests_from_a_thread() -> None:
    from joraku_desktop.net.client import lobby_request_in_thread

    host = TableHost(listen="127.0.0.1")
    code = host.open(GameConfig(3, seed=2), [(SeatKind.LOCAL, "H", ""), (SeatKind.REMOTE, "F", ""),
                                             (SeatKind.REMOTE, "G", "")]).result(10)
    url = f"ws://127.0.0.1:{host.port}"
    reply = lobby_request_in_thread(url, p.ListTables(t="list")).result(10)
    assert isinstance(reply, p.Error) and reply.code == "not_allowed"  # a host's table is private

    class Welcomed(Listener):
        seat = -1

        def on_welcome(self, msg: p.Welcome) -> None:
            self.seat = msg.seat

    friend = Welcomed()
    client = ThreadedSeatClient(url, code, "Friend", friend)  # the code: a table admits nobody without
    client.start()
    _wait(lambda: friend.seat == 1)
    client.stop()
    assert client.finished.result(5) == Closed(1000)
    host.stop()
