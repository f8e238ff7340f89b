"""Hostile input against a real server process on 127.0.0.1, while an honest game goes on.

Each case gets its own connection and the close code it deserves; none of them stops the
server or the honest table, and none lets a connection see or do what its seat cannot.
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import socket
import struct
import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from joraku_desktop.net import protocol as p
from joraku_desktop.net.codes import CloseCode
from joraku_desktop.net.scripted import play

from .helpers import server_process, stop

ARGS = ("--no-store", "--open-timeout", "1", "--hello-timeout", "1", "--idle-timeout", "2",
        "--ping-interval", "0.5", "--ping-timeout", "0.5", "--send-timeout", "1", "--rate", "30",
        "--burst", "40", "--grace", "0.3", "--ai-pause", "0.01", "--linger", "30")


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    proc, url = server_process(*ARGS)
    try:
        yield url
    finally:
        stop(proc)
        assert proc.returncode is not None


def _port(url: str) -> int:
    return int(url.rsplit(":", 1)[1])


async def _hello(ws: ClientConnection, protocol: int = p.PROTOCOL_VERSION) -> dict[str, Any]:
    await ws.send(json.dumps({"t": "hello", "protocol": protocol, "app": "joraku-desktop", "version": "0"}))
    return json.loads(await ws.recv())


async def _create(url: str, seats: list[str]) -> str:
    async with connect(url) as ws:
        await _hello(ws)
        await ws.send(json.dumps({"t": "create", "players": len(seats), "public": True,
                                  "seats": [{"kind": k, "name": f"S{i}"} for i, k in enumerate(seats)]}))
        reply = json.loads(await ws.recv())
        assert reply["t"] == "created", reply
        return str(reply["code"])


async def _closed_with(ws: ClientConnection, timeout: float = 5.0) -> tuple[int | None, list[dict[str, Any]]]:
    """Read until the server closes; (close code, the messages before it)."""
    got = []
    try:
        async with asyncio.timeout(timeout):
            async for data in ws:
                got.append(json.loads(data))
    except ConnectionClosed:
        pass
    return ws.close_code, got


def _raw_ws(port: int) -> socket.socket:
    """A WebSocket opened by hand, for frames no library would send."""
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    key = base64.b64encode(os.urandom(16)).decode()
    s.sendall((f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        head += s.recv(1)
    assert head.startswith(b"HTTP/1.1 101"), head
    return s


def _frame(payload: bytes, opcode: int = 1) -> bytes:
    mask = os.urandom(4)
    n = len(payload)
    size = bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + struct.pack("!H", n)
    head = bytes([0x80 | opcode]) + size
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def _close_code_raw(s: socket.socket, timeout: float = 5.0) -> int | None:
    """The close code in the server's close frame, reading (and skipping) whatever comes first;
    None if the connection just ended."""
    s.settimeout(timeout)
    buf = b""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            chunk = s.recv(65536)
        except (ConnectionResetError, TimeoutError):
            break
        if not chunk:
            break
        buf += chunk
        while len(buf) >= 2:
            op, n = buf[0] & 0x0F, buf[1] & 0x7F
            off = 2
            if n == 126:
                n, off = struct.unpack("!H", buf[2:4])[0], 4
            elif n == 127:
                n, off = struct.unpack("!Q", buf[2:10])[0], 10
            if len(buf) < off + n:
                break
            if op == 8:
                return int(struct.unpack("!H", buf[off:off + 2])[0]) if n >= 2 else None
            buf = buf[off + n:]
    return None


def test_hostile_clients_cannot_stop_the_table_or_cheat(server: str) -> None:
    port = _port(server)

    async def honest_game() -> list[Any]:
        code = await _create(server, ["remote", "remote", "random", "random"])
        return await asyncio.gather(*(play(server, code, level="random", think_s=0.04) for _ in range(2)))

    async def hostile() -> dict[str, Any]:
        out: dict[str, Any] = {}
        # another protocol version: a code to word, not a crash
        async with connect(server) as ws:
            err = await _hello(ws, protocol=99)
            out["version"] = (err, (await _closed_with(ws))[0])
        # not JSON, JSON that is no message, a message before hello, JSON nested too deep
        for name, first, second in (("not json", None, "{{{{ nope"), ("no message", None, '{"t": "fly"}'),
                                    ("before hello", '{"t": "list"}', None),
                                    ("deep", None, "[" * 30_000 + "]" * 30_000)):
            async with connect(server) as ws:
                if first is None:
                    await _hello(ws)
                    await ws.send(second)
                else:
                    await ws.send(first)
                out[name] = await _closed_with(ws)
        # a binary frame
        async with connect(server) as ws:
            await _hello(ws)
            await ws.send(b"\x00\xff" * 10)
            out["binary"] = (await _closed_with(ws))[0]
        # bad table code, bad secret
        async with connect(server) as ws:
            await _hello(ws)
            await ws.send(json.dumps({"t": "join", "code": "ZZZ-ZZZ", "name": "Eve"}))
            out["bad code"] = await _closed_with(ws)
        code = await _create(server, ["remote", "random", "random", "random"])
        async with connect(server) as ws:
            await _hello(ws)
            await ws.send(json.dumps({"t": "join", "code": code, "name": "Eve", "token": "x" * 32}))
            out["bad secret"] = await _closed_with(ws)
        # flooding
        async with connect(server) as ws:
            await _hello(ws)
            for _ in range(300):
                try:
                    await ws.send('{"t": "list"}')
                except ConnectionClosed:
                    break
            out["flood"] = (await _closed_with(ws))[0]
        # a cheater in a seat: another seat's decision, out of turn, a replay, then it leaves
        # in the middle of its decision and a computer stands in
        code = await _create(server, ["remote", "random", "random", "random"])
        async with connect(server) as ws:
            await _hello(ws)
            await ws.send(json.dumps({"t": "join", "code": code, "name": "Eve"}))
            welcome = json.loads(await ws.recv())
            me = welcome["seat"]
            refused: list[dict[str, Any]] = []
            seen_other_hand = False
            replayed = False
            async with asyncio.timeout(20):
                async for data in ws:
                    msg = json.loads(data)
                    if msg["t"] == "refused":
                        refused.append(msg)
                    if msg["t"] != "update":
                        continue
                    view = msg["view"]
                    seen_other_hand |= view["seat"] != me
                    await ws.send(json.dumps({"t": "decide", "seat": (me + 1) % 4, "seq": msg["seq"],
                                              "action": "pass R1 R2"}))
                    if view["current_seat"] == me and view["legal"] and not replayed:
                        decision = {"t": "decide", "seat": me, "seq": msg["seq"], "action": view["legal"][0]}
                        await ws.send(json.dumps(decision))
                        await ws.send(json.dumps(decision))  # the same again: a replay
                        replayed = True
                    elif view["current_seat"] == me and replayed and len(refused) >= 3:
                        break  # leave in the middle of a decision
                    elif view["current_seat"] != me and view["current_seat"] >= 0:
                        await ws.send(json.dumps({"t": "decide", "seat": me, "seq": msg["seq"],
                                                  "action": "end"}))
            out["cheater"] = ({r["code"] for r in refused}, seen_other_hand)
        out["cheater table"] = code
        return out

    async def run() -> tuple[list[Any], dict[str, Any]]:
        honest, bad = await asyncio.gather(honest_game(), hostile())
        return honest, bad

    def raw_cases() -> dict[str, Any]:
        out: dict[str, Any] = {}
        s = socket.create_connection(("127.0.0.1", port), timeout=5)  # garbage instead of HTTP
        s.sendall(os.urandom(2048))
        s.settimeout(5)
        try:
            reply = s.recv(100)
        except ConnectionResetError:
            reply = b""
        out["garbage"] = reply[:12]
        s.close()
        s = _raw_ws(port)  # a frame that claims a terabyte
        s.sendall(_frame(json.dumps({"t": "hello", "protocol": p.PROTOCOL_VERSION, "app": "x",
                                     "version": "0"}).encode()))
        s.sendall(bytes([0x81, 0xFF]) + struct.pack("!Q", 1 << 40) + os.urandom(4) + b"x" * 1000)
        out["terabyte"] = _close_code_raw(s)
        s.close()
        s = _raw_ws(port)  # says hello, then stops reading: keepalive pings go unanswered
        s.sendall(_frame(json.dumps({"t": "hello", "protocol": p.PROTOCOL_VERSION, "app": "x",
                                     "version": "0"}).encode()))
        time.sleep(2.0)
        out["half-open"] = _close_code_raw(s)
        s.close()
        s = socket.create_connection(("127.0.0.1", port), timeout=5)  # slowloris: a trickled handshake
        t0 = time.monotonic()
        closed = False
        for ch in b"GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n":
            try:
                s.sendall(bytes([ch]))
            except (BrokenPipeError, ConnectionResetError):
                closed = True
                break
            time.sleep(0.1)
            if time.monotonic() - t0 > 4:
                break
        s.settimeout(3)
        try:
            closed = closed or s.recv(100) == b""
        except (ConnectionResetError, TimeoutError):
            closed = closed or False
        out["slowloris"] = (closed, time.monotonic() - t0)
        s.close()
        return out

    raw = raw_cases()
    honest, bad = asyncio.run(run())

    assert raw["garbage"].startswith(b"HTTP/1.1 400") or raw["garbage"] == b""
    assert raw["terabyte"] == CloseCode.TOO_BIG
    assert raw["half-open"] == CloseCode.INTERNAL_ERROR  # websockets: keepalive ping timeout
    assert raw["slowloris"][0] and raw["slowloris"][1] < 4
    err, close = bad["version"]
    assert err == {"t": "error", "code": "protocol_version",
                   "params": {"server": p.PROTOCOL_VERSION, "client": 99}}
    assert close == CloseCode.PROTOCOL_VERSION
    for name in ("not json", "no message", "deep"):
        code, msgs = bad[name]
        assert code == CloseCode.MALFORMED and msgs[-1]["code"] == "malformed", (name, bad[name])
    assert bad["before hello"][0] == CloseCode.MALFORMED
    assert bad["before hello"][1][-1]["code"] == "hello_first"
    assert bad["binary"] == CloseCode.UNSUPPORTED_DATA
    assert bad["bad code"][0] == CloseCode.NO_SUCH_TABLE and bad["bad code"][1][-1]["code"] == "no_such_table"
    assert bad["bad secret"][0] == CloseCode.BAD_TOKEN
    assert bad["flood"] == CloseCode.RATE_LIMITED
    codes, saw_other = bad["cheater"]
    assert {"not_your_seat", "stale", "not_your_turn"} <= codes and not saw_other
    for player, closed in honest:  # the honest table played on to its end
        assert player.result is not None and player.record is not None, closed
        assert not player.refusals
    # the cheater's table: a computer stood in for the seat it left, and the game went on to its end
    deadline = time.monotonic() + 20
    while True:
        tables = {t["code"]: t for t in asyncio.run(_lobby(server))["tables"]}
        cheater = tables[bad["cheater table"]]
        if cheater["state"] == "over" or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    assert cheater["seats"][0]["state"] == "stand_in" and cheater["state"] == "over", cheater
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=5) as r:
        assert r.read() == b"ok\n"


async def _lobby(url: str) -> dict[str, Any]:
    async with connect(url) as ws:
        await _hello(ws)
        await ws.send('{"t": "list"}')
        return json.loads(await ws.recv())


def test_a_silent_connection_is_closed(server: str) -> None:
    async def run() -> tuple[int | None, int | None]:
        async with connect(server) as ws:  # no hello at all
            first = (await _closed_with(ws, 5))[0]
        async with connect(server) as ws:  # hello, then nothing: no seat, idle
            await _hello(ws)
            second = (await _closed_with(ws, 6))[0]
        return first, second

    assert asyncio.run(run()) == (CloseCode.HELLO_TIMEOUT, CloseCode.IDLE_TIMEOUT)
