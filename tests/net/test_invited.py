"""Only invited players sit: real processes on 127.0.0.1 (a table hosted as the window hosts it,
and the table server) attacked as a stranger on the same network, a web page in a browser or a
dishonest friend would. Each test names the attack it stops."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from joraku_desktop.net import protocol as p
from joraku_desktop.net.client import Backoff, Closed, Listener, SeatClient, lobby_request
from joraku_desktop.net.codes import CloseCode, ConnState

from .helpers import server_process, stop

ROOT = Path(__file__).resolve().parents[2]


# ---- a hosted table in a process of its own -------------------------------------------------------
class Hosted:
    def __init__(self, *args: str) -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", "tests.net.hosting", *args], cwd=ROOT, text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert self.proc.stdout is not None
        words = self.proc.stdout.readline().split()
        assert words[:1] == ["hosting"], words
        self.port, self.pin = int(words[2]), words[3] if words[3] != "-" else ""
        self.code = words[1]
        self.url = f"{'wss' if self.pin else 'ws'}://127.0.0.1:{self.port}"

    def command(self, text: str) -> None:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(text + "\n")
        self.proc.stdin.flush()
        assert self.proc.stdout.readline().strip() == "ok"

    def stop(self) -> str:
        with_err = ""
        if self.proc.poll() is None:
            try:
                _out, with_err = self.proc.communicate("quit\n", timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                _out, with_err = self.proc.communicate()
        return with_err


@pytest.fixture
def hosted() -> Iterator[Hosted]:
    h = Hosted()
    try:
        yield h
    finally:
        h.stop()


def _hello() -> str:
    return p.encode(p.client_hello())


async def _join(url: str, code: str, *, token: str | None = None, seat: int = -1,
                keep: bool = False, **kw: Any) -> tuple[list[dict[str, Any]], int | None,
                                                        ClientConnection | None]:
    """Join; (messages until the welcome or the close, the close code, the open connection if
    ``keep`` and it was welcomed)."""
    ws = await connect(url, **kw)
    join: dict[str, Any] = {"t": "join", "code": code, "seat": seat, "name": "Someone"}
    if token is not None:
        join["token"] = token
    await ws.send(_hello())
    await ws.send(json.dumps(join))
    got: list[dict[str, Any]] = []
    try:
        async with asyncio.timeout(20):
            async for data in ws:
                msg = json.loads(data)
                got.append(msg)
                if msg["t"] == "welcome":
                    if keep:
                        return got, None, ws
                    break
    except ConnectionClosed:
        pass
    await ws.close()
    return got, ws.close_code, None


def _welcomed(got: list[dict[str, Any]]) -> dict[str, Any] | None:
    return next((m for m in got if m["t"] == "welcome"), None)


# ---- 1. invitation --------------------------------------------------------------------------------
def test_a_hosted_table_admits_nobody_without_its_code(hosted: Hosted) -> None:
    """An empty code (which took a friend's seat) and a wrong one are refused; the right one sits."""
    async def run() -> None:
        for code in ("", "ZZZZZZ" if hosted.code != "ZZZZZZ" else "YYYYYY"):
            got, close, _ = await _join(hosted.url, code)
            assert _welcomed(got) is None and close == CloseCode.NO_SUCH_TABLE, (code, got, close)
        got, _close, _ = await _join(hosted.url, hosted.code.lower())
        assert _welcomed(got) is not None

    asyncio.run(run())


def test_a_web_page_is_never_a_client(hosted: Hosted) -> None:
    """A browser sends ``Origin``: a page on the network cannot take a seat, even with the code."""
    async def run() -> None:
        with pytest.raises(InvalidStatus) as refused:
            await _join(hosted.url, hosted.code, origin="http://192.168.1.50")  # type: ignore[arg-type]
        assert refused.value.response.status_code == 403

    asyncio.run(run())


def test_the_host_frees_a_seat_the_wrong_person_took(hosted: Hosted) -> None:
    async def run() -> None:
        got, _c, stranger = await _join(hosted.url, hosted.code, seat=1, keep=True)
        welcome = _welcomed(got)
        assert welcome is not None and stranger is not None and welcome["seat"] == 1
        hosted.command("free 1")
        with pytest.raises(ConnectionClosed):
            async with asyncio.timeout(10):
                async for _data in stranger:
                    pass
        assert stranger.close_code == CloseCode.SEAT_GIVEN_AWAY
        # the stranger's secret no longer opens the seat; the friend with the code sits there
        got, close, _ = await _join(hosted.url, hosted.code, token=welcome["token"])
        assert _welcomed(got) is None and close == CloseCode.BAD_TOKEN
        got, _c, _ = await _join(hosted.url, hosted.code, seat=1)
        friend = _welcomed(got)
        assert friend is not None and friend["seat"] == 1

    asyncio.run(run())


def test_a_replayed_secret_does_not_evict_the_friend_who_is_there(hosted: Hosted) -> None:
    """A sniffed secret sent from elsewhere while its friend answers is refused (4008); the
    friend keeps the seat and its connection."""
    async def run() -> None:
        got, _c, friend = await _join(hosted.url, hosted.code, seat=2, keep=True)
        welcome = _welcomed(got)
        assert welcome is not None and friend is not None
        got, close, _ = await _join(hosted.url, hosted.code, token=welcome["token"])
        assert _welcomed(got) is None and close == CloseCode.NO_FREE_SEAT
        await friend.ping()  # still open and answered
        assert friend.close_code is None
        await friend.close()

    asyncio.run(run())


def test_a_rejoin_waits_for_its_old_connection_instead_of_giving_up(hosted: Hosted) -> None:
    """A friend's client whose seat still has a live connection (their other window, or an old
    one the table has not let go yet) is refused with 4008 and keeps trying; it sits as soon as
    the old connection is gone."""
    async def run() -> None:
        got, _c, old = await _join(hosted.url, hosted.code, seat=1, keep=True)
        welcome = _welcomed(got)
        assert welcome is not None and old is not None
        states: list[ConnState] = []

        class Watch(Listener):
            def on_state(self, state: ConnState) -> None:
                states.append(state)

        client = SeatClient(hosted.url, hosted.code, "Bea", Watch(), token=welcome["token"],
                            backoff=Backoff(first=0.3, cap=0.5, give_up_s=30))
        task = asyncio.ensure_future(client.run())
        async with asyncio.timeout(15):
            while ConnState.RECONNECTING not in states:
                await asyncio.sleep(0.05)
        assert client.closed is None  # 4008 with its secret: not final
        await old.close()
        async with asyncio.timeout(15):
            while client.state is not ConnState.JOINED:
                await asyncio.sleep(0.05)
        assert client.seat == 1
        await client.stop()
        assert await task == Closed(CloseCode.NORMAL)

    asyncio.run(run())


def test_a_dead_connection_gives_way_to_its_friend(hosted: Hosted) -> None:
    """The seat's old connection stopped answering (a half-open socket): the friend's rejoin
    with its secret takes the seat after a short check, and the old one is closed with 4009."""
    async def run() -> None:
        got, _c, old = await _join(hosted.url, hosted.code, seat=1, keep=True)
        welcome = _welcomed(got)
        assert welcome is not None and old is not None
        old.transport.pause_reading()  # it answers no ping from now on
        t0 = time.monotonic()
        got, _close, again = await _join(hosted.url, hosted.code, token=welcome["token"], keep=True)
        assert _welcomed(got) is not None and again is not None
        assert time.monotonic() - t0 < 10
        await again.close()
        old.transport.abort()

    asyncio.run(run())


def test_a_secret_outside_ascii_is_refused_without_a_traceback(hosted: Hosted) -> None:
    async def run() -> None:
        got, _c, friend = await _join(hosted.url, hosted.code, seat=1, keep=True)  # a seat with a secret
        assert friend is not None
        got, close, _ = await _join(hosted.url, hosted.code, token="ключ-ключ-ключ-ключ")
        assert _welcomed(got) is None and close == CloseCode.MALFORMED
        await friend.close()

    asyncio.run(run())
    err = hosted.stop()
    assert "Traceback" not in err, err[-3000:]


# ---- the server: limits that count what costs -------------------------------------------------------
THREE = [{"kind": "remote", "name": "A"}, {"kind": "normal", "name": "B"}, {"kind": "normal", "name": "C"}]

def _create(seats: list[dict[str, str]], public: bool = True) -> p.CreateTable:
    return p.CreateTable.model_validate({"t": "create", "players": len(seats), "seats": seats,
                                         "public": public})


def test_names_given_in_create_are_cleaned() -> None:
    proc, url = server_process("--no-store")
    try:
        async def run() -> p.Lobby:
            seats = [{"kind": "remote", "name": "A\u202eB\x1b[31mC\x07\x00"},
                     {"kind": "normal", "name": "\u202e"}, {"kind": "normal", "name": "Ok"}]
            reply = await lobby_request(url, _create(seats))
            assert isinstance(reply, p.Created), reply
            lobby = await lobby_request(url, p.ListTables(t="list"))
            assert isinstance(lobby, p.Lobby)
            return lobby

        lobby = asyncio.run(run())
        names = [s.name for s in lobby.tables[0].seats]
        assert names == ["AB[31mC", "Player 2", "Ok"], names
    finally:
        stop(proc)


def test_one_address_cannot_fill_the_server_with_tables() -> None:
    proc, url = server_process("--no-store", "--creates-per-address", "4")
    try:
        async def run() -> list[str]:
            seats = [{"kind": "remote", "name": "A"}, *THREE[1:]]
            out = []
            for _ in range(6):  # a new connection each time: the limit is the address's
                reply = await lobby_request(url, _create(seats))
                out.append("created" if isinstance(reply, p.Created) else getattr(reply, "code", "?"))
            return out

        assert asyncio.run(run()) == ["created"] * 4 + ["not_allowed"] * 2
    finally:
        stop(proc)


def test_the_lobby_pages_and_every_page_fits_the_clients_limit() -> None:
    """100 tables with 40-character Japanese names made one answer of 76 KB (over the 64 KiB a
    client reads): every page now fits, and the pages hold every table."""
    proc, url = server_process("--no-store", "--creates-per-address", "1000")
    name = "上洛" * 20
    try:
        async def run() -> tuple[list[int], int]:
            seats = [{"kind": "remote", "name": name}] * 4
            for _ in range(100):
                reply = await lobby_request(url, _create(seats))
                assert isinstance(reply, p.Created), reply
            sizes, seen, start = [], 0, 0
            async with connect(url, max_size=p.MAX_MESSAGE_BYTES) as ws:
                await ws.send(_hello())
                await ws.recv()
                while True:
                    await ws.send(json.dumps({"t": "list", "start": start}))
                    data = await ws.recv()
                    assert isinstance(data, str)
                    sizes.append(len(data.encode()))
                    page = p.parse_server(data)
                    assert isinstance(page, p.Lobby)
                    seen += len(page.tables)
                    if not page.next:
                        return sizes, seen
                    start = page.next

        sizes, seen = asyncio.run(run())
        assert seen == 100 and len(sizes) >= 2 and max(sizes) <= p.MAX_MESSAGE_BYTES, sizes
        lobby = asyncio.run(lobby_request(url, p.ListTables(t="list")))  # what "Find tables" reads
        assert isinstance(lobby, p.Lobby) and len(lobby.tables) == 100
    finally:
        stop(proc)


def test_wrong_codes_slow_the_guesser_but_never_lock_out_friends() -> None:
    """Twelve wrong codes from one address (a NAT: the friends' too) are answered later and
    later; a friend behind the same address with the right code sits at once."""
    proc, url = server_process("--no-store")
    try:
        async def run() -> tuple[float, float]:
            seats = [{"kind": "remote", "name": "A"}, {"kind": "remote", "name": "B"}, THREE[2]]
            reply = await lobby_request(url, _create(seats, public=False))
            assert isinstance(reply, p.Created)
            t0 = time.monotonic()
            guesses = [c for c in (f"{ch}23456" for ch in "23456789ABCDE") if c != reply.code][:12]
            wrong = await asyncio.gather(*(_join(url, guess) for guess in guesses))
            slowest = time.monotonic() - t0
            assert all(close == CloseCode.NO_SUCH_TABLE for _got, close, _ws in wrong)
            t1 = time.monotonic()
            got, _c, _ = await _join(url, reply.code)
            assert _welcomed(got) is not None
            return slowest, time.monotonic() - t1

        slowest, honest = asyncio.run(run())
        assert slowest >= 1.0  # the guesses beyond the first few waited
        assert honest < 1.0, honest
    finally:
        stop(proc)


def test_half_open_handshakes_are_capped_per_address() -> None:
    """Sockets that never finish their handshake: beyond the cap from one address they are
    closed at once (they held file descriptors for the whole open timeout), and the log stays
    without tracebacks."""
    proc, url = server_process("--no-store", "--open-timeout", "3")  # 16 half-open per address
    port = int(url.rsplit(":", 1)[1])
    socks = []
    try:
        for _ in range(40):
            s = socket.create_connection(("127.0.0.1", port))
            s.settimeout(1.0)
            socks.append(s)
        time.sleep(0.5)
        closed = 0
        for s in socks:
            try:
                closed += s.recv(1) == b""
            except TimeoutError:
                pass
            except ConnectionResetError:
                closed += 1
        assert closed >= 40 - 16, closed
        for s in socks:
            s.close()
        time.sleep(0.5)

        async def honest() -> bool:
            seats = [{"kind": "remote", "name": "A"}, *THREE[1:]]
            return isinstance(await lobby_request(url, _create(seats)), p.Created)

        assert asyncio.run(honest())
    finally:
        stop(proc)
        err = proc.stderr.read() if proc.stderr else ""
    assert "Traceback" not in err, err[-3000:]
