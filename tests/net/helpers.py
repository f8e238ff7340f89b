"""Shared by the network tests: a recording link, the modes, a server process on 127.0.0.1."""

from __future__ import annotations

import asyncio
import json
import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from joraku_desktop.model import Game, GameConfig, observe
from joraku_desktop.model.view import SeatView
from joraku_desktop.net.codes import CloseCode

#: every way to play, variant cards included
MODES = {
    "4p": GameConfig(players=4, seed=11),
    "3p": GameConfig(players=3, seed=12),
    "2p R-V7": GameConfig(players=2, two_player_variant="R-V7", seed=13),
    "2p R-V8": GameConfig(players=2, two_player_variant="R-V8", seed=14),
    "4p variant cards": GameConfig(players=4, variants=frozenset({"R-V1", "R-V2", "R-V4", "R-V5"}), seed=15),
    "2p R-V8 variant cards": GameConfig(players=2, two_player_variant="R-V8",
                                        variants=frozenset({"R-V3", "R-V6"}), seed=16),
}


@dataclass
class Sent:
    text: str
    #: what observe(seat) gave at the moment the message was sent
    expected: SeatView | None
    over: bool


@dataclass
class RecordingLink:
    """A table link that keeps every message with the seat's true view at that instant."""

    seat: int
    game: Game | None = None
    sent: list[Sent] = field(default_factory=list)
    closed: list[CloseCode] = field(default_factory=list)

    def send(self, text: str) -> None:
        g = self.game
        self.sent.append(Sent(text, observe(g, self.seat) if g is not None else None, bool(g and g.is_over)))

    def close(self, code: CloseCode) -> None:
        self.closed.append(code)

    def messages(self, kind: str) -> list[dict]:
        return [m for m in (json.loads(s.text) for s in self.sent) if m["t"] == kind]


CARD_TOKEN = re.compile(r'"([RBY][1-6N])"')


def server_process(*args: str, env: dict[str, str] | None = None) -> tuple[subprocess.Popen[str], str]:
    """``python -m joraku_desktop.server`` on a free port of 127.0.0.1; (process, ws url)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "joraku_desktop.server", "--port", "0", "--log-level", "WARNING", *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**os.environ, **(env or {})})
    assert proc.stdout is not None
    line = proc.stdout.readline()
    m = re.search(r"ws://[\d.]+:(\d+)", line)
    if not m:
        proc.kill()
        err = proc.stderr.read() if proc.stderr else ""
        raise AssertionError(f"the server did not start: {line!r} {err}")
    return proc, f"ws://127.0.0.1:{m.group(1)}"


def stop(proc: subprocess.Popen[str], timeout: float = 10.0) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


async def wait_for(cond, timeout: float = 10.0, what: str = "condition") -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.01)


def data_path(tmp: Path) -> dict[str, str]:
    return {"JORAKU_DATA_DIR": str(tmp)}
