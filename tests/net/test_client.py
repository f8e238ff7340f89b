"""The client side: the seat secrets kept on this machine, why a client stops or retries, and
what a client of another protocol version is told."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path

from joraku_desktop.model import GameConfig, observe
from joraku_desktop.net import protocol as p
from joraku_desktop.net.client import Closed, Listener, SeatClient
from joraku_desktop.net.codes import CloseCode, ConnState, ErrorCode, SeatKind
from joraku_desktop.net.hosted_table import TableSettings
from joraku_desktop.net.seat_store import SeatSecrets
from joraku_desktop.net.server import ServerSettings, TableServer


def test_seat_secrets_are_kept_and_a_damaged_file_is_empty(tmp_path: Path) -> None:
    store = SeatSecrets(tmp_path / "net" / "seats.json")
    assert store.get("ws://h:1", "ABCDEF") is None
    store.put("ws://h:1", "ABCDEF", 2, "t" * 32)
    store.put("ws://h:1", "GHJKMN", 0, "u" * 32)
    assert store.get("ws://h:1", "ABCDEF") == (2, "t" * 32)
    assert store.path.stat().st_mode & 0o077 == 0
    store.forget("ws://h:1", "ABCDEF")
    assert store.get("ws://h:1", "ABCDEF") is None and store.get("ws://h:1", "GHJKMN") is not None
    for junk in (b"\x00\xff", b"[" * 10_000, b'{"format": "x", "seats": []}', b"{" * 200_000):
        store.path.write_bytes(junk)
        assert store.get("ws://h:1", "GHJKMN") is None
    store.put("ws://h:1", "ABCDEF", 1, "v" * 32)
    assert store.get("ws://h:1", "ABCDEF") == (1, "v" * 32)


class _Watch(Listener):
    def __init__(self) -> None:
        self.states: list[ConnState] = []

    def on_state(self, state: ConnState) -> None:
        self.states.append(state)


def test_final_closes_stop_the_client_and_the_rest_retry() -> None:
    async def run() -> tuple[Closed, Closed, Closed, list[ConnState]]:
        server = TableServer(ServerSettings(port=0, table=TableSettings(ai_pause_s=0)))
        await server.start()
        url = f"ws://127.0.0.1:{server.port}"
        table = server.create_table(GameConfig(2, "R-V7", seed=1),
                                    [(SeatKind.REMOTE, "A", ""), (SeatKind.REMOTE, "B", "")])
        no_table = await SeatClient(url, "ZZZZZZ", "Eve", Listener()).run()
        bad_secret = await SeatClient(url, table.code, "Eve", Listener(), token="x" * 32).run()
        watch = _Watch()
        joined = SeatClient(url, table.code, "Ann", watch)
        task = asyncio.ensure_future(joined.run())
        while joined.state is not ConnState.JOINED:
            await asyncio.sleep(0.01)
        await server.stop()  # "going away": the client retries ...
        while joined.state is not ConnState.RECONNECTING:
            await asyncio.sleep(0.01)
        again = TableServer(ServerSettings(port=int(url.rsplit(":", 1)[1])))
        await again.start()  # ... a server without the table (no store): no such table, for good
        gone = await asyncio.wait_for(task, 30)
        await again.stop()
        return no_table, bad_secret, gone, watch.states

    no_table, bad_secret, gone, states = asyncio.run(run())
    assert no_table.close_code == CloseCode.NO_SUCH_TABLE and no_table.error == ErrorCode.NO_SUCH_TABLE
    assert bad_secret.close_code == CloseCode.BAD_TOKEN and bad_secret.error == ErrorCode.BAD_TOKEN
    assert gone.close_code == CloseCode.NO_SUCH_TABLE
    assert states[:3] == [ConnState.JOINED, ConnState.RECONNECTING, ConnState.JOINED] or \
        states[:2] == [ConnState.JOINED, ConnState.RECONNECTING]
    assert states[-1] is ConnState.CLOSED


def test_a_client_of_another_version_is_told_so() -> None:
    from websockets.asyncio.client import connect

    async def run() -> tuple[p.AnyServerMessage, int | None]:
        server = TableServer(ServerSettings(port=0))
        await server.start()
        async with connect(f"ws://127.0.0.1:{server.port}") as ws:
            await ws.send('{"t": "hello", "protocol": 3, "future": {"field": [1, 2]}}')
            reply = p.parse_server(await ws.recv())
            with contextlib.suppress(Exception):
                await ws.recv()
            code = ws.close_code
        await server.stop()
        return reply, code

    reply, code = asyncio.run(run())
    assert isinstance(reply, p.Error) and reply.code == "protocol_version"
    assert reply.params == {"server": p.PROTOCOL_VERSION, "client": 3} and code == CloseCode.PROTOCOL_VERSION


def test_a_cannot_connect_is_a_code_too() -> None:
    import socket

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()  # nothing listens there now
    closed = asyncio.run(SeatClient(f"ws://127.0.0.1:{port}", "ABCDEF", "Ann", Listener()).run())
    assert closed.error == "cannot_connect"
    assert asyncio.run(SeatClient("not a url", "ABCDEF", "Ann", Listener()).run()).error == "bad_address"


def test_the_lobby_lists_creates_and_refuses_with_codes() -> None:
    from joraku_desktop.net.client import lobby_request

    def create(players: int, seats: list[str], variant: str | None = None) -> p.CreateTable:
        return p.CreateTable(t="create", players=players, two_player_variant=variant,  # type: ignore[arg-type]
                             seats=[p.SeatSpec(kind=k, name=f"S{i}") for i, k in enumerate(seats)])

    async def run() -> list[object]:
        server = TableServer(ServerSettings(port=0, max_tables=2))
        await server.start()
        url = f"ws://127.0.0.1:{server.port}"
        out: list[object] = [await lobby_request(url, create(3, ["remote", "normal", "remote"]))]
        out.append(await lobby_request(url, create(2, ["remote", "remote"])))  # no two-player variant
        out.append(await lobby_request(url, create(2, ["remote", "grandmaster"], "R-V7")))
        out.append(await lobby_request(url, create(2, ["remote", "easy"], "R-V8")))
        out.append(await lobby_request(url, create(2, ["remote", "easy"], "R-V8")))  # the third: full
        out.append(await lobby_request(url, p.ListTables(t="list")))
        await server.stop()
        return out

    created, no_variant, bad_level, second, full, lobby = asyncio.run(run())
    assert isinstance(created, p.Created) and isinstance(second, p.Created)
    assert isinstance(no_variant, p.Error) and no_variant.code == "bad_config"
    assert no_variant.params["problem"] == "two_players_need_variant"
    assert isinstance(bad_level, p.Error) and bad_level.params["problem"] == "seats"
    assert isinstance(full, p.Error) and full.code == "server_full" and full.params == {"limit": 2}
    assert isinstance(lobby, p.Lobby) and {t.code for t in lobby.tables} == {created.code, second.code}
    three = next(t for t in lobby.tables if t.code == created.code)
    assert three.mode == "base" and [s.state for s in three.seats] == ["open", "computer", "open"]


def test_a_gui_thread_never_waits_on_the_network() -> None:
    """Against a server that accepts the connection and never answers, every call of the
    threaded client returns at once, and stop() ends it while it is still connecting."""
    import socket
    import time

    from joraku_desktop.net.client import ThreadedSeatClient

    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(8)  # never accepted: the WebSocket handshake hangs
    watch = _Watch()
    client = ThreadedSeatClient(f"ws://127.0.0.1:{silent.getsockname()[1]}", "ABCDEF", "Ann", watch,
                                open_timeout_s=30)
    slowest = 0.0
    for call in (client.start, lambda: client.decide("play B6"), client.undo, client.reclaim, client.stop):
        t0 = time.perf_counter()
        call()
        slowest = max(slowest, time.perf_counter() - t0)
    assert slowest < 0.05
    closed = client.finished.result(5)  # stopped while connecting: no 30 s wait
    assert closed.close_code == CloseCode.NORMAL and watch.states[-1] is ConnState.CLOSED
    silent.close()


def test_a_hostile_server_cannot_crash_the_client() -> None:
    """What a server sends is foreign data too: junk, a view naming a seat the game does not
    have, an unknown event, or a message over the size limit each end the client with a code."""
    import json

    from websockets.asyncio.server import ServerConnection, serve

    from joraku_desktop.model import new_game
    from joraku_desktop.net.wire import view_to_wire

    view = view_to_wire(observe(new_game(GameConfig(2, "R-V7", seed=3)), 0))
    bad_view = dict(view, current_seat=3)
    answers = {
        "junk": "{{{ not json",
        "unknown": json.dumps({"t": "teleport"}),
        "bad view": json.dumps({"t": "update", "seq": 0, "view": bad_view, "events": [], "last": None}),
        "bad event": json.dumps({"t": "update", "seq": 0, "view": view, "events": [{"e": "nuke"}],
                                 "last": None}),
        "huge": json.dumps({"t": "error", "code": "x" * 100_000}),
    }

    async def run() -> dict[str, Closed]:
        out: dict[str, Closed] = {}
        for name, text in answers.items():
            async def handler(ws: ServerConnection, text: str = text) -> None:
                await ws.recv()
                await ws.send(text)
                with contextlib.suppress(Exception):
                    await ws.recv()

            async with serve(handler, "127.0.0.1", 0) as server:
                port = next(iter(server.sockets)).getsockname()[1]
                out[name] = await asyncio.wait_for(
                    SeatClient(f"ws://127.0.0.1:{port}", "ABCDEF", "Ann", Listener()).run(), 10)
        return out

    closed = asyncio.run(run())
    for name in ("junk", "unknown", "bad view", "bad event"):
        assert closed[name].close_code == CloseCode.MALFORMED and closed[name].error == "malformed", name
    assert closed["huge"].close_code == CloseCode.TOO_BIG


def test_a_server_that_never_answers_the_join_is_tried_again() -> None:
    from websockets.asyncio.server import ServerConnection, serve

    from joraku_desktop.net.client import Backoff

    async def run() -> tuple[Closed, list[ConnState]]:
        async def handler(ws: ServerConnection) -> None:
            with contextlib.suppress(Exception):
                async for _ in ws:  # reads everything, answers nothing
                    pass

        async with serve(handler, "127.0.0.1", 0) as server:
            port = next(iter(server.sockets)).getsockname()[1]
            watch = _Watch()
            client = SeatClient(f"ws://127.0.0.1:{port}", "ABCDEF", "Ann", watch, token="t" * 32,
                                backoff=Backoff(first=0.05, give_up_s=1.0), open_timeout_s=0.3)
            return await asyncio.wait_for(client.run(), 10), watch.states

    closed, states = asyncio.run(run())
    assert closed.error == "gave_up" and ConnState.RECONNECTING in states
