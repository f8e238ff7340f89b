"""Kill a process recording finished games with SIGKILL at random moments; the record must hold.

    python scripts/kill_record.py --kills 200        # prints the figures (POSIX only: fork, SIGKILL)

As ``scripts/kill_saves.py`` does for saves: a *server* process (this file with ``--serve``)
plays three games to the end once and makes their records (4 players, R-V7, R-V8 with variant
cards), then, on each ``go`` read from stdin, forks a child that opens the record and adds those
games in turn for ever, each under a fresh key (one transaction each). The driver kills the child
with SIGKILL after a random delay of up to a few records, waits until the server has reaped it,
then opens the record as the game does and checks: nothing was set aside, ``PRAGMA
integrity_check`` says ok, every game read back equals the record it was made from (no half
record: its seats, armies, RP rows and tie-breaks all there), and no game committed before the
kill is missing. At the end the record must accept a new game.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from a checkout
    sys.path.insert(0, str(ROOT))

from joraku_desktop.model import GameConfig, new_game  # noqa: E402
from joraku_desktop.record import GameRecord, RecordBook, game_record  # noqa: E402
from joraku_desktop.saves import SeatInfo  # noqa: E402

SEATS = [SeatInfo("Ann", "human"), SeatInfo("Bob", "hard"), SeatInfo("Cho", "easy"),
         SeatInfo("Dai", "normal")]
CONFIGS = (GameConfig(4, seed=21), GameConfig(2, "R-V7", seed=22),
           GameConfig(2, "R-V8", frozenset({"R-V1", "R-V5"}), seed=23))


def base_records() -> list[GameRecord]:
    """The records of three finished games (random legal play, seeded)."""
    out = []
    for i, config in enumerate(CONFIGS):
        g = new_game(config)
        rng = random.Random(i)
        while not g.is_over:
            legal = g.legal_actions()
            g.apply(legal[rng.randrange(len(legal))])
        out.append(game_record(g, SEATS[: g.players], hints_used=i, save_path=f"/finished/{i}.joraku.json",
                               finished_at=f"2026-11-2{i}T12:00:00+00:00"))
    return out


def keyed(base: list[GameRecord], n: int, tag: str) -> GameRecord:
    """The ``n``-th record a writer adds: base game ``n % 3`` under the key ``<base>:<tag>:<n>``."""
    return dataclasses.replace(base[n % len(base)], key=f"{n % len(base)}:{tag}:{n}")


def without_journal() -> None:
    """The control run (``--no-journal``): writers record with SQLite's journal off, so that a
    kill inside a transaction can leave half of it; the checks must then see damage."""
    plain_connect = RecordBook._connect

    def connect(self: RecordBook) -> sqlite3.Connection:
        db = plain_connect(self)
        db.execute("PRAGMA journal_mode = OFF")
        db.execute("PRAGMA cache_size = 2")  # pages reach the file before the commit
        return db

    RecordBook._connect = connect  # type: ignore[method-assign]


def serve(path: Path, no_journal: bool = False) -> None:
    """The fork server: prints ``ready <seconds per record>``, then per ``go`` the child's pid and,
    once the child is dead and reaped, ``dead``."""
    base = base_records()
    if no_journal:
        without_journal()
    book = RecordBook.open(path)
    t0 = time.perf_counter()
    for n in range(3):
        book.add(keyed(base, n, "warm"))
    per_record = (time.perf_counter() - t0) / 3
    print(f"ready {per_record:.6f}", flush=True)
    for line in sys.stdin:
        if line.strip() != "go":
            break
        pid = os.fork()
        if pid == 0:  # the writer: opens the record (as a new game window would), then records until killed
            child = RecordBook.open(path)
            n = 0
            while True:
                child.add(keyed(base, n, str(os.getpid())))
                n += 1
        print(pid, flush=True)
        os.waitpid(pid, 0)
        print("dead", flush=True)


@dataclass
class Figures:
    kills: int = 0
    games_recorded: int = 0  # in the record at the end
    kills_mid_transaction: int = 0  # a hot journal was there right after the kill
    set_aside: int = 0  # the record was found damaged and renamed (must be 0)
    integrity_failures: int = 0
    half_records: int = 0  # a game read back differs from the record it was made from
    games_lost: int = 0  # a game seen after an earlier kill was missing after a later one
    new_record_refused: int = 0
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return not (self.set_aside or self.integrity_failures or self.half_records or self.games_lost
                    or self.new_record_refused)


def check(path: Path, base: list[GameRecord], seen: set[str], fig: Figures) -> None:
    """Open the record as the game does and compare every game with what was written."""
    book = RecordBook.open(path)
    if book.notice is not None or not book.usable:
        fig.set_aside += 1
        return
    with sqlite3.connect(path) as db:
        if db.execute("PRAGMA integrity_check").fetchall() != [("ok",)]:
            fig.integrity_failures += 1
    games = book.games()
    keys = {g.key for g in games}
    fig.games_lost += len(seen - keys)
    seen |= keys
    for g in games:
        expected = base[int(g.key.split(":")[0])]
        if dataclasses.replace(g, key=expected.key, id=None) != expected:
            fig.half_records += 1
    fig.games_recorded = len(games)


def run(folder: Path, kills: int, seed: int = 0, no_journal: bool = False) -> Figures:
    """Do ``kills`` kills of a writer recording into ``folder``; return the figures."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "record.sqlite3"
    journal = folder / "record.sqlite3-journal"
    base = base_records()
    rng = random.Random(seed)
    fig = Figures()
    seen: set[str] = set()
    t0 = time.perf_counter()
    command = [sys.executable, str(Path(__file__).resolve()), "--serve", str(path)]
    server = subprocess.Popen([*command, "--no-journal"] if no_journal else command,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    assert server.stdin is not None and server.stdout is not None
    try:
        ready = server.stdout.readline().split()
        if not ready or ready[0] != "ready":
            raise RuntimeError("the record server did not start")
        # the child first opens the record (a check), then records: kills land in both
        window = 5 * float(ready[1]) + 0.003
        for _ in range(kills):
            server.stdin.write("go\n")
            pid = int(server.stdout.readline())
            time.sleep(rng.uniform(0.0, window))
            os.kill(pid, signal.SIGKILL)
            if server.stdout.readline().strip() != "dead":
                raise RuntimeError("the record server stopped")
            fig.kills += 1
            fig.kills_mid_transaction += journal.exists() and journal.stat().st_size > 0
            check(path, base, seen, fig)
    finally:
        server.stdin.close()
        server.wait(timeout=30)
    book = RecordBook.open(path)
    try:
        if book.add(keyed(base, 0, "after")) is None:
            fig.new_record_refused += 1
    except Exception:
        fig.new_record_refused += 1
    fig.seconds = round(time.perf_counter() - t0, 2)
    return fig


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--folder", type=Path, default=None,
                        help="where the record goes (default: a temp folder)")
    parser.add_argument("--no-journal", action="store_true",
                        help="control run: the writers record without SQLite's journal (must fail)")
    parser.add_argument("--serve", type=Path, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.serve is not None:
        serve(args.serve, args.no_journal)
        return 0
    if args.folder is None:
        import tempfile

        with tempfile.TemporaryDirectory(prefix="kill-record-") as tmp:
            fig = run(Path(tmp), args.kills, args.seed, args.no_journal)
    else:
        fig = run(args.folder, args.kills, args.seed, args.no_journal)
    for k, v in asdict(fig).items():
        print(f"{k:24} {v}")
    print("OK: every recorded game was whole and the record accepted a new one" if fig.ok else "FAILED")
    return 0 if fig.ok else 1


if __name__ == "__main__":
    sys.exit(main())
