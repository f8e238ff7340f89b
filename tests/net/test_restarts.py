"""A table survives restarts: real server processes on 127.0.0.1, killed (SIGKILL) or stopped
(SIGTERM) and started again on the same tables folder."""

from __future__ import annotations

import asyncio
import json
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from joraku_desktop.net import protocol as p
from joraku_desktop.net.client import lobby_request

from .helpers import server_process, stop


def _create(url: str, seats: list[dict[str, str]]) -> str:
    msg = p.CreateTable.model_validate({"t": "create", "players": len(seats), "seats": seats})
    reply = asyncio.run(lobby_request(url, msg))
    assert isinstance(reply, p.Created), reply
    return reply.code


def _saved(folder: Path, code: str) -> dict[str, Any] | None:
    try:
        data = json.loads((folder / f"{code}.table.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _wait(cond: Any, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not cond():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


COMPUTERS = [{"kind": "normal", "name": n} for n in ("A", "B", "C")]


def test_a_reopened_table_of_computers_plays_on(tmp_path: Path) -> None:
    """After a restart a table whose turn is a computer's (or a stand-in's) goes on by itself:
    it stood still at its saved decision for ever."""
    args = ("--tables-dir", str(tmp_path), "--ai-pause", "0.3", "--log-level", "WARNING")
    proc, url = server_process(*args)
    try:
        code = _create(url, COMPUTERS)
        _wait(lambda: (_saved(tmp_path, code) or {}).get("seq", 0) >= 3, 20, "a few decisions")
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        at_restart = (_saved(tmp_path, code) or {})["seq"]
        proc, url = server_process(*args)
        _wait(lambda: (_saved(tmp_path, code) or {}).get("seq", 0) >= at_restart + 3, 20,
              "the re-opened table to play on")
    finally:
        stop(proc)


def test_a_finished_table_restored_by_a_restart_closes_after_its_linger(tmp_path: Path) -> None:
    proc, url = server_process("--tables-dir", str(tmp_path), "--ai-pause", "0", "--linger", "600")
    try:
        code = _create(url, COMPUTERS)
        _wait(lambda: (_saved(tmp_path, code) or {}).get("state") == "over", 120, "the game's end")
        stop(proc)  # SIGTERM: saved, kept for the restart
        assert _saved(tmp_path, code) is not None
        proc, url = server_process("--tables-dir", str(tmp_path), "--linger", "1")
        _wait(lambda: not (tmp_path / f"{code}.table.json").exists(), 15, "the finished table to close")
        lobby = asyncio.run(lobby_request(url, p.ListTables(t="list")))
        assert isinstance(lobby, p.Lobby) and lobby.tables == []
    finally:
        stop(proc)


async def _play_until_a_computer_moves(url: str, code: str, proc: subprocess.Popen[str]) -> int:
    """Sit at the table's friend seat and play it (the first legal decision); SIGKILL the server
    the moment an update shows a computer's decision; the ``seq`` of that update."""
    async with connect(url) as ws:
        await ws.send(p.encode(p.client_hello()))
        await ws.send(json.dumps({"t": "join", "code": code, "seat": -1, "name": "Bea"}))
        seat = -1
        try:
            async for data in ws:
                msg = json.loads(data)
                if msg["t"] == "welcome":
                    seat = msg["seat"]
                if msg["t"] != "update":
                    continue
                last = msg["last"]
                if last is not None and last["seat"] != seat and msg["seq"] >= 6:
                    proc.send_signal(signal.SIGKILL)
                    return int(msg["seq"])
                view = msg["view"]
                if view["current_seat"] == seat and view["legal"]:
                    await ws.send(json.dumps({"t": "decide", "seat": seat, "seq": msg["seq"],
                                              "action": view["legal"][0]}))
        except ConnectionClosed:
            pass
    raise AssertionError("the game ended before a computer moved")


def test_a_crash_never_takes_back_a_decision_a_seat_saw(tmp_path: Path) -> None:
    """Killed right after a computer's decision reached a friend: the table on disk has it (the
    autosave of computers' decisions lagged up to 0.5 s behind what the seats were shown)."""
    for attempt in range(3):
        folder = tmp_path / str(attempt)
        proc, url = server_process("--tables-dir", str(folder), "--ai-pause", "0.05")
        try:
            code = _create(url, [{"kind": "remote", "name": "Bea"}, *COMPUTERS[:2]])
            seen = asyncio.run(_play_until_a_computer_moves(url, code, proc))
            proc.wait(10)
            saved = _saved(folder, code)
            assert saved is not None and saved["seq"] >= seen, (attempt, seen, saved and saved["seq"])
        finally:
            stop(proc)
