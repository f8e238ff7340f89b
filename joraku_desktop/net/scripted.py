"""A headless client that plays its seat with a computer level: for tests, benchmarks and a
quick look at a server.

    python -m joraku_desktop.net.scripted ws://127.0.0.1:8765 K7QM4X --level normal \\
        --token-file /tmp/seat.token

It joins a free seat (or rejoins the one whose secret ``--token-file`` holds, written there on
joining, so a killed client restarted with the same file takes its seat back), decides with
the agent from its own view only, prints a line when it joins or drops (with the table's
``seq`` and the time) and one when the game is over::

    scripted: seat 2 joined at seq 0 at 1764090000.123
    scripted: seat 2 game over, ranking 1 0 2 3, scores 25 19 17 12

It measures each decision's round trip (sending it until the update it caused arrives).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import sys
import time
import zlib
from pathlib import Path
from typing import Any

from ..ai import agent_seed, make_agent
from ..model import Action
from ..model.result import GameResult
from ..saves import read_bounded, write_atomic
from . import protocol as p
from .client import Backoff, Closed, Listener, SeatClient, SeatUpdate
from .codes import CloseCode, ConnState, ErrorCode, SeatState

log = logging.getLogger("joraku.net.scripted")


class ScriptedPlayer(Listener):
    """Decides for its seat whenever an update says it is to act (see the module doc)."""

    def __init__(self, level: str = "random", *, think_s: float = 0.0,
                 token_file: Path | None = None, verbose: bool = False) -> None:
        self.level, self.think_s, self.token_file = level, think_s, token_file
        self.client: SeatClient | None = None
        self.result: GameResult | None = None
        self.round_trips: list[float] = []
        self.refusals: list[p.Refused] = []
        self.updates = 0
        self.record: dict[str, Any] | None = None
        self.states: list[ConnState] = []
        #: when each welcome came (time.monotonic): the first join, then each rejoin
        self.joined: list[float] = []
        self._agent: Any = None
        self._sent: tuple[int, float] | None = None
        self._task: asyncio.Task[None] | None = None
        self._latest: SeatUpdate | None = None
        #: a computer plays this seat now (the host replaced it): no decision is sent
        self.stood_in = False
        self._leaving: asyncio.Task[None] | None = None
        #: print a line when the seat is joined and when it drops (the command line does)
        self.verbose = verbose
        self._announce = False

    def attach(self, client: SeatClient) -> SeatClient:
        self.client = client
        return client

    def on_state(self, state: ConnState) -> None:
        self.states.append(state)
        if state is ConnState.RECONNECTING and self.verbose:
            seat = self.client.seat if self.client is not None else -1
            seq = self.client.seq if self.client is not None else -1
            print(f"scripted: seat {seat} dropped at seq {seq} at {time.time():.3f}", flush=True)

    def on_seats(self, table: p.TableInfo) -> None:
        seat = self.client.seat if self.client is not None else -1
        self.stood_in = 0 <= seat < len(table.seats) and table.seats[seat].state is SeatState.STAND_IN

    def on_welcome(self, msg: p.Welcome) -> None:
        self.on_seats(msg.table)
        if self._agent is None:
            self._agent = make_agent(self.level, agent_seed(zlib.crc32(msg.code.encode()), msg.seat))
        if self.token_file is not None:
            write_atomic(self.token_file, f"{msg.seat} {msg.token}\n", keep_backup=False, private=True)
        self.joined.append(time.monotonic())
        self._announce = True

    def on_update(self, update: SeatUpdate) -> None:
        self.updates += 1
        if self._announce and self.verbose:
            self._announce = False
            seat = update.view.seat
            print(f"scripted: seat {seat} joined at seq {update.seq} at {time.time():.3f}", flush=True)
        if self._sent is not None and update.seq > self._sent[0]:
            self.round_trips.append(time.perf_counter() - self._sent[1])
            self._sent = None
        if update.result is not None:
            self.result = update.result
        self._latest = update
        if self._my_turn(update) and (self._task is None or self._task.done()):
            self._task = asyncio.get_running_loop().create_task(self._decide())

    def _my_turn(self, update: SeatUpdate) -> bool:
        v = update.view
        return v.current_seat == v.seat and bool(v.legal) and not v.is_over and not self.stood_in

    def on_refused(self, msg: p.Refused) -> None:
        self.refusals.append(msg)
        self._sent = None
        if msg.by == "table" and msg.code == ErrorCode.STALE.value:
            return  # the update for the newer state is on its way

    def on_record(self, save: dict[str, Any]) -> None:
        """The game is over and its record is in: leave the table."""
        self.record = save
        if self.client is not None:
            self._leaving = asyncio.get_running_loop().create_task(self.client.stop())

    async def _decide(self) -> None:
        """Decide on the latest update, once it has stayed the latest for the thinking time."""
        client = self.client
        assert client is not None and self._agent is not None
        while True:
            update = self._latest
            if update is None or not self._my_turn(update):
                return
            if self.think_s:
                await asyncio.sleep(self.think_s)
            if self._latest is update:
                break
        action: Action = self._agent.choose(update.view, update.view.legal)
        self._sent = (update.seq, time.perf_counter())
        await client.decide(action)

    def summary(self, seat: int) -> str:
        r = self.result
        if r is None:
            return f"scripted: seat {seat} no result"
        return (f"scripted: seat {seat} game over, ranking {' '.join(map(str, r.ranking))}, "
                f"scores {' '.join(map(str, r.scores))}")


def read_token(path: Path) -> tuple[int, str | None]:
    """The seat and secret a token file holds; (-1, None) if it holds none."""
    with contextlib.suppress(OSError, ValueError):
        seat, token = read_bounded(path, 200).decode().split()
        return int(seat), token
    return -1, None


async def play(url: str, code: str, *, level: str = "random", seat: int = -1, name: str = "Bot",
               think_s: float = 0.0, token_file: Path | None = None,
               backoff: Backoff | None = None, verbose: bool = False) -> tuple[ScriptedPlayer, Closed]:
    """Play one seat until the table closes for good; (the player, why it stopped)."""
    token = None
    if token_file is not None:
        s, token = read_token(token_file)
        seat = s if token else seat
    player = ScriptedPlayer(level, think_s=think_s, token_file=token_file, verbose=verbose)
    client = player.attach(SeatClient(url, code, name, player, seat=seat, token=token, backoff=backoff))
    closed = await client.run()
    return player, closed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m joraku_desktop.net.scripted", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("url", help="ws://host:port or wss://host/path")
    ap.add_argument("code", help="the table code")
    ap.add_argument("--seat", type=int, default=-1, help="the seat to claim (default: any free one)")
    ap.add_argument("--level", default="normal", help="the computer level that decides")
    ap.add_argument("--name", default="Bot")
    ap.add_argument("--think", type=float, default=0.0, help="seconds to wait before each decision")
    ap.add_argument("--token-file", type=Path, help="where the seat's secret is kept (rejoin after a kill)")
    ap.add_argument("--give-up", type=float, default=120.0,
                    help="seconds of failed reconnects before giving up")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    player, closed = asyncio.run(play(args.url, args.code, level=args.level, seat=args.seat, name=args.name,
                                      think_s=args.think, token_file=args.token_file,
                                      backoff=Backoff(give_up_s=args.give_up), verbose=True))
    seat = player.client.seat if player.client is not None else -1
    if player.result is not None:
        print(player.summary(seat), flush=True)
        return 0
    print(f"scripted: seat {seat} stopped: close {closed.close_code} {closed.error} {closed.params}",
          file=sys.stderr, flush=True)
    return 2 if closed.close_code != CloseCode.NORMAL else 1


if __name__ == "__main__":
    sys.exit(main())
