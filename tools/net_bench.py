"""Network benchmarks: commands that print figures (docs/network.md), never timed tests.

    python -m tools.net_bench rtt            # a decision's round trip on loopback
    python -m tools.net_bench load --tables 200 --hostile 10
    python -m tools.net_bench kill-joiner    # SIGKILL a joiner mid-game, restart it
    python -m tools.net_bench kill-server    # SIGKILL the server mid-game, restart it

Run them with ``nice -n 10`` on a shared machine. Each starts the headless server as a process
of its own on 127.0.0.1 (a free port) and plays scripted clients against it; ``load`` runs its
clients in worker processes, so the server's event loop is measured, not the clients'.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from joraku_desktop.net import protocol as p
from joraku_desktop.net.client import Backoff, SeatClient, lobby_request
from joraku_desktop.net.scripted import ScriptedPlayer, play

# ---- the server process -----------------------------------------------------------------------------
#: the repository's root: the load workers import this module from there
REPO = Path(__file__).resolve().parents[1]

def start_server(*args: str, port: int = 0,
                 tables_dir: Path | None = None) -> tuple[subprocess.Popen[str], int]:
    """The headless server as a child process; (process, port)."""
    store = ["--tables-dir", str(tables_dir)] if tables_dir is not None else ["--no-store"]
    proc = subprocess.Popen([sys.executable, "-m", "joraku_desktop.server", "--port", str(port),
                             "--log-level", "WARNING", *store, *args],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    m = re.search(r":(\d+)\s*$", line)
    if m is None:
        proc.kill()
        raise RuntimeError(f"the server did not start: {line!r}")
    return proc, int(m.group(1))


def rss_kib(pid: int) -> int:
    """Resident memory of a process (Linux /proc), in KiB."""
    with open(f"/proc/{pid}/status") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


async def create_table(url: str, seats: Sequence[str], players: int | None = None,
                       variant: Literal["R-V7", "R-V8"] | None = None) -> str:
    reply = await lobby_request(url, p.CreateTable(
        t="create", players=players or len(seats), two_player_variant=variant, public=False,
        seats=[p.SeatSpec(kind=k, name=f"S{i}") for i, k in enumerate(seats)]))
    if not isinstance(reply, p.Created):
        raise RuntimeError(f"cannot create a table: {reply}")
    return reply.code


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux /proc)."""
    with open(f"/proc/{pid}/stat") as fh:
        fields = fh.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentiles(xs: list[float]) -> dict[str, float]:
    if not xs:
        return {"n": 0}
    s = sorted(xs)
    return {"n": len(s), "p50_ms": 1e3 * s[len(s) // 2], "p95_ms": 1e3 * s[int(len(s) * 0.95)],
            "p99_ms": 1e3 * s[min(len(s) - 1, int(len(s) * 0.99))], "max_ms": 1e3 * s[-1],
            "mean_ms": 1e3 * statistics.fmean(s)}


# ---- rtt -----------------------------------------------------------------------------------------------
async def _rtt(url: str, games: int, think: float) -> dict[str, Any]:
    trips: list[float] = []
    for _ in range(games):
        code = await create_table(url, ["remote"] * 4)
        results = await asyncio.gather(*(play(url, code, level="random", think_s=think) for _ in range(4)))
        for player, _closed in results:
            trips += player.round_trips
    return percentiles(trips)


# ---- load ----------------------------------------------------------------------------------------------
async def _load_worker(url: str, codes: list[str], seconds: float, think: float) -> dict[str, Any]:
    """Play the tables ``codes`` (4 scripted clients each) for ``seconds``; their round trips."""
    players = [ScriptedPlayer("random", think_s=think) for _ in codes for _ in range(4)]
    clients = [pl.attach(SeatClient(url, code, "Load", pl, backoff=Backoff(give_up_s=30)))
               for pl, code in zip(players, [c for c in codes for _ in range(4)], strict=True)]
    tasks = [asyncio.ensure_future(c.run()) for c in clients]
    _done, pending = await asyncio.wait(tasks, timeout=seconds)
    for t in pending:
        t.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await asyncio.gather(*pending, return_exceptions=True)
    return {"trips": [x for pl in players for x in pl.round_trips],
            "refusals": sum(len(pl.refusals) for pl in players),
            "seats_that_finished_a_game": sum(1 for pl in players if pl.result),
            "joined": sum(1 for pl in players if pl.joined),
            "rejoins": sum(max(0, len(pl.joined) - 1) for pl in players)}


def _load_worker_main(url: str, codes: list[str], seconds: float, think: float, out: str) -> None:
    res = asyncio.run(_load_worker(url, codes, seconds, think))
    Path(out).write_text(json.dumps(res))


async def _hostile_loop(url: str, seconds: float) -> dict[str, int]:
    """A hostile client: floods, garbage, nested JSON, guessed codes, and a cheater in a seat of a
    table of its own (decisions for other seats, replays, out of turn), over and over."""
    closes: dict[str, int] = {}
    deadline = time.monotonic() + seconds
    hello = p.encode(p.client_hello())
    own = await create_table(url, ["remote", "random", "random", "random"])
    token: str | None = None
    while time.monotonic() < deadline:
        for attack in ("flood", "garbage", "deep", "bad code", "cheat"):
            try:
                async with asyncio.timeout(30), connect(url, max_size=None) as ws:
                    await ws.send(hello)
                    if attack == "flood":
                        for _ in range(500):
                            await ws.send('{"t":"list"}')
                    elif attack == "garbage":
                        await ws.send("\x00garbage{{{")
                    elif attack == "deep":
                        await ws.send("[" * 30_000 + "]" * 30_000)
                    elif attack == "cheat":
                        token = await _cheat(ws, own, token)
                    else:
                        await ws.send(json.dumps({"t": "join", "code": "ZZZZZZ", "name": "Eve"}))
                    async for _ in ws:
                        pass
            except ConnectionClosed:
                pass
            except OSError:
                await asyncio.sleep(0.5)
            except TimeoutError:  # the server kept it open 30 s: counted apart
                late = f"{attack}: still open after 30 s"
                closes[late] = closes.get(late, 0) + 1
            key = f"{attack}"
            closes[key] = closes.get(key, 0) + 1
            await asyncio.sleep(0.05)
    return closes


async def _cheat(ws: ClientConnection, code: str, token: str | None) -> str | None:
    """In a seat of its own table: decisions for another seat, replays, out of turn, for 2 s
    or until the server closes the connection; returns the seat's secret for the next time."""
    await ws.send(json.dumps({"t": "join", "code": code, "name": "Eve", "token": token}))
    with contextlib.suppress(TimeoutError):
        async with asyncio.timeout(2.0):
            async for data in ws:
                msg = json.loads(data)
                if msg["t"] == "welcome":
                    token = msg["token"]
                elif msg["t"] in ("update", "refused"):
                    seq = msg["seq"]
                    for seat, s in ((1, seq), (0, seq - 1), (0, seq)):
                        await ws.send(json.dumps({"t": "decide", "seat": seat, "seq": max(0, s),
                                                  "action": "play R1"}))
    return token


def load(tables: int, seconds: float, think: float, workers: int, hostile: int) -> dict[str, Any]:
    load_before = os.getloadavg()[0]
    room = str(tables * 4 + 500)
    # every client comes from 127.0.0.1: the per-address limits are lifted to the benchmark's size
    proc, port = start_server("--max-tables", str(tables + 10), "--max-connections", room,
                              "--max-per-ip", room, "--max-half-open-per-ip", room, "--max-half-open", room,
                              "--creates-per-address", str(tables + 100), "--ai-pause", "0.2")
    url = f"ws://127.0.0.1:{port}"
    try:
        rss0 = rss_kib(proc.pid)

        async def make() -> list[str]:
            return [await create_table(url, ["remote"] * 4) for _ in range(tables)]

        codes = asyncio.run(make())
        rss_tables = rss_kib(proc.pid)
        cpu0 = cpu_seconds(proc.pid)
        tmp = tempfile.mkdtemp(prefix="joraku-load-")
        parts = [codes[i::workers] for i in range(workers)]
        procs = []
        for i, part in enumerate(parts):
            out = os.path.join(tmp, f"w{i}.json")
            script = ("import sys, json; from tools.net_bench import _load_worker_main as m; "
                      "a = sys.argv; m(a[1], json.loads(a[2]), float(a[3]), float(a[4]), a[5])")
            args = [sys.executable, "-c", script, url, json.dumps(part), str(seconds), str(think), out]
            procs.append((subprocess.Popen(args, cwd=REPO), out))  # where tools/ is importable
        hostile_counts: dict[str, int] = {}
        peak = rss_tables
        if hostile:
            async def attackers() -> list[dict[str, int]]:
                loops = (_hostile_loop(url, seconds * 0.8) for _ in range(hostile))
                return list(await asyncio.gather(*loops))

            for counts in asyncio.run(attackers()):
                for k, v in counts.items():
                    hostile_counts[k] = hostile_counts.get(k, 0) + v
        while any(pr.poll() is None for pr, _ in procs):
            peak = max(peak, rss_kib(proc.pid))
            time.sleep(1.0)
        trips: list[float] = []
        counts = {"refusals": 0, "seats_that_finished_a_game": 0, "joined": 0, "rejoins": 0}
        for _pr, out in procs:
            res = json.loads(Path(out).read_text())
            trips += res["trips"]
            for k in counts:
                counts[k] += res[k]
        alive = proc.poll() is None
        cpu = cpu_seconds(proc.pid) - cpu0
    finally:
        proc.terminate()
        proc.wait(30)
    return {"tables": tables, "clients": tables * 4, "seconds": seconds, "think_s": think,
            "decisions": len(trips), "decisions_per_s": round(len(trips) / seconds, 1),
            "round_trip": percentiles(trips), "honest_clients": counts,
            "server_rss_mib": {"empty": round(rss0 / 1024, 1),
                               "with_tables": round(rss_tables / 1024, 1),
                               "peak_playing": round(peak / 1024, 1)},
            "kib_per_table_created": round((rss_tables - rss0) / tables, 1),
            "kib_per_table_playing": round((peak - rss0) / tables, 1),
            "server_cpu_s": round(cpu, 1),
            "server_cpu_ms_per_decision": round(1e3 * cpu / max(1, len(trips)), 2),
            "hostile_connections": hostile_counts, "server_alive": alive,
            "machine_load_average": [round(load_before, 2), round(os.getloadavg()[0], 2)]}


# ---- kills ---------------------------------------------------------------------------------------------
def _joiner(url: str, code: str, token_file: Path, think: float) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "joraku_desktop.net.scripted", url, code,
                             "--level", "random", "--think", str(think), "--token-file", str(token_file),
                             "--give-up", "60"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _decisions_saved(path: Path) -> int:
    """Decisions in a table's file now (-1 while it cannot be read)."""
    try:
        return len(json.loads(path.read_text())["game"]["decisions"])
    except (OSError, ValueError, KeyError):
        return -1


def _wait_saved(path: Path, decisions: int, timeout: float = 120.0) -> int:
    deadline = time.monotonic() + timeout
    while (n := _decisions_saved(path)) < decisions:
        if time.monotonic() > deadline:
            raise RuntimeError(f"the game did not reach decision {decisions} in {timeout} s")
        time.sleep(0.02)
    return n


def _last_line(out: str) -> str:
    lines = out.strip().splitlines()
    return lines[-1] if lines else ""


def _events(out: str, what: str) -> list[tuple[int, float]]:
    """(seq, unix time) of each "joined"/"dropped" line of a scripted client's output."""
    return [(int(m[1]), float(m[2])) for m in re.finditer(rf"{what} at seq (\d+) at ([\d.]+)", out)]


def _same_end(a: str, b: str) -> bool:
    return "game over" in a and a.split("game over")[1] == b.split("game over")[1]


def kill_joiner(think: float = 0.05, kill_at: int = 60, rate: str = "100") -> dict[str, Any]:
    """Two friends and two computers; SIGKILL one friend mid-game (once ``kill_at`` decisions
    are made) and start it again with its seat's secret: it rejoins and the game finishes."""
    tmp = Path(tempfile.mkdtemp(prefix="joraku-kill-"))
    proc, port = start_server("--ai-pause", "0.01", "--rate", rate, "--burst", rate, "--grace", "30",
                              tables_dir=tmp / "tables")
    url = f"ws://127.0.0.1:{port}"
    try:
        code = asyncio.run(create_table(url, ["remote", "remote", "random", "random"]))
        a = _joiner(url, code, tmp / "a.token", think)
        b = _joiner(url, code, tmp / "b.token", think)
        at = _wait_saved(tmp / "tables" / f"{code}.table.json", kill_at)
        b.send_signal(signal.SIGKILL)
        b.wait()
        killed, killed_wall = time.monotonic(), time.time()
        b2 = _joiner(url, code, tmp / "b.token", think)
        out_a, _ = a.communicate(timeout=300)
        out_b, err_b = b2.communicate(timeout=300)
        finished = time.monotonic() - killed
    finally:
        proc.terminate()
        proc.wait(30)
    rejoin = _events(out_b, "joined")
    return {"killed_at_decision": at,
            "restart_to_rejoin_s": round(rejoin[0][1] - killed_wall, 2) if rejoin else None,
            "rejoined_at_seq": rejoin[0][0] if rejoin else None, "restart_to_game_over_s": round(finished, 2),
            "joiner": _last_line(out_a), "restarted_joiner": _last_line(out_b),
            "same_result": _same_end(out_a, out_b), "restarted_exit": b2.returncode, "stderr": err_b[-300:]}


def kill_server(think: float = 0.05, kill_at: int = 60, down_s: float = 1.0,
                rate: str = "100") -> dict[str, Any]:
    """Two friends and two computers; SIGKILL the server mid-game, start it again on the same
    port and folder: the table re-opens from its autosave and the friends rejoin."""
    tmp = Path(tempfile.mkdtemp(prefix="joraku-killsrv-"))
    args = ("--ai-pause", "0.01", "--rate", rate, "--burst", rate, "--grace", "30")
    proc, port = start_server(*args, tables_dir=tmp / "tables")
    url = f"ws://127.0.0.1:{port}"
    path = tmp / "tables"
    try:
        code = asyncio.run(create_table(url, ["remote", "remote", "random", "random"]))
        path = tmp / "tables" / f"{code}.table.json"
        a = _joiner(url, code, tmp / "a.token", think)
        b = _joiner(url, code, tmp / "b.token", think)
        _wait_saved(path, kill_at)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        saved = _decisions_saved(path)
        t_kill = time.monotonic()
        time.sleep(down_s)
        proc, _ = start_server(*args, port=port, tables_dir=tmp / "tables")
        t_up, up_wall = time.monotonic(), time.time()
        out_a, _ = a.communicate(timeout=300)
        out_b, _ = b.communicate(timeout=300)
        t_done = time.monotonic()
    finally:
        proc.terminate()
        proc.wait(30)
    dropped = [e for out in (out_a, out_b) for e in _events(out, "dropped")]
    rejoined = [e for out in (out_a, out_b) for e in _events(out, "joined") if e[1] >= up_wall]
    return {"decisions_in_the_autosave_at_the_kill": saved,
            "last_seq_the_friends_saw": max((s for s, _t in dropped), default=None),
            "seq_reopened": min((s for s, _t in rejoined), default=None),
            "server_up_to_both_rejoined_s": round(max(t for _s, t in rejoined) - up_wall, 2)
            if len(rejoined) >= 2 else None,
            "server_down_s": round(t_up - t_kill, 2),
            "restart_to_game_over_s": round(t_done - t_up, 2),
            "joiners": [_last_line(out_a), _last_line(out_b)],
            "same_result": _same_end(out_a, out_b), "exits": [a.returncode, b.returncode]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.net_bench", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("rtt")
    r.add_argument("--games", type=int, default=3)
    r.add_argument("--think", type=float, default=0.15)
    ld = sub.add_parser("load")
    ld.add_argument("--tables", type=int, default=200)
    ld.add_argument("--seconds", type=float, default=90)
    ld.add_argument("--think", type=float, default=1.0)
    ld.add_argument("--workers", type=int, default=2)
    ld.add_argument("--hostile", type=int, default=10)
    for name in ("kill-joiner", "kill-server"):
        k = sub.add_parser(name)
        k.add_argument("--think", type=float, default=0.15)
        k.add_argument("--kill-at", type=int, default=120, help="kill once this many decisions are saved")
    a = ap.parse_args(argv)
    if a.cmd == "rtt":
        proc, port = start_server("--ai-pause", "0")
        try:
            res: dict[str, Any] = asyncio.run(_rtt(f"ws://127.0.0.1:{port}", a.games, a.think))
        finally:
            proc.terminate()
            proc.wait(30)
    elif a.cmd == "load":
        res = load(a.tables, a.seconds, a.think, a.workers, a.hostile)
    elif a.cmd == "kill-joiner":
        res = kill_joiner(a.think, a.kill_at, rate="10")
    else:
        res = kill_server(a.think, a.kill_at, rate="10")
    print(json.dumps(res, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
