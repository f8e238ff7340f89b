"""Engine speed as a ratio to a fixed pure-Python yardstick: complete random games per million
yardstick operations, for one or more checkouts measured in one run.

    python scripts/engine_speed.py                                   # this tree, 4 players
    python scripts/engine_speed.py --tree /path/to/old --tree .      # two trees, interleaved
    python scripts/engine_speed.py --tree /path/to/old --tree . --instructions   # and callgrind

Why a ratio: games per second on this shared 2-core machine swing with the other programs and the
CPU's clock; a fixed loop of plain Python (:func:`yardstick`, never to be changed) swings with
them. Each measurement runs the yardstick, plays the games, runs the yardstick again, all in one
process and timed in that thread's CPU time (time slices given to other programs do not count),
and divides: games per second / (yardstick operations per second / 1e6). The trees take turns,
round after round (``--rounds``, 9 by default), and the medians are printed.

The games are the bench's own: ``play_games`` of the tree being measured (search mode, random
legal actions, seeded), the same loop ``python -m tools.bench`` times. Its own
wall clock is replaced by the thread's CPU clock for the measurement (the bench reads
``time.perf_counter`` through its module, so the loop itself is not copied here).

``--instructions`` adds the repeatable figure: callgrind's instructions per game
(``scripts/bench_instructions.py``) and per yardstick operation, and their ratio (games per
million yardstick operations at equal instructions per second). Needs valgrind; ~2 minutes a tree.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import re
import statistics
import subprocess
import sys
import time
import types
from pathlib import Path

HERE = Path(__file__).resolve().parent
#: where the trees keep the bench's play_games, newest first (the function is the same everywhere)
BENCH_MODULES = ("tools.bench", "joraku_desktop.model.bench")


def _step(x: int, y: int) -> int:
    return (x * 31 + y) & 0xFFFF


def yardstick(ops: int) -> int:
    """The fixed yardstick: ``ops`` iterations of a call, a tuple read, arithmetic and a branch,
    what the engine's own loop is made of. Never change it: every figure in docs/ divides by it."""
    table = tuple(range(64))
    acc = 0
    for i in range(ops):
        acc = _step(acc, table[i & 63])
        if acc > 40000:
            acc -= 40000
    return acc


def _bench_module() -> types.ModuleType:
    for name in BENCH_MODULES:
        try:
            return importlib.import_module(name)
        except ImportError:
            continue
    raise SystemExit(f"no play_games in this tree (looked in {', '.join(BENCH_MODULES)})")


def measure(players: int, games: int, ops: int) -> dict[str, float]:
    """One measurement in this process: yardstick, games, yardstick (CPU time of this thread)."""
    bench = _bench_module()
    from joraku_desktop.model.config import GameConfig

    clock = time.thread_time
    bench.time = types.SimpleNamespace(perf_counter=clock)  # type: ignore[attr-defined]
    config = GameConfig(players, None, frozenset(), 0)
    bench.play_games(config, 20, False)  # warm up imports and caches
    rates = []
    seconds = 0.0
    for part in ("yardstick", "games", "yardstick"):
        if part == "games":
            seconds, _decisions = bench.play_games(config, games, False)
            continue
        t0 = clock()
        yardstick(ops)
        rates.append(ops / (clock() - t0))
    ops_per_s = statistics.fmean(rates)
    games_per_s = games / seconds
    return {"games_per_s": games_per_s, "mops_per_s": ops_per_s / 1e6,
            "ratio": games_per_s / (ops_per_s / 1e6)}


def _run_inner(tree: Path, args: argparse.Namespace) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    cmd = [sys.executable, __file__, "--inner", "--players", str(args.players), "--games", str(args.games),
           "--ops", str(args.ops)]
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True, cwd=tree).stdout
    return dict(json.loads(out.strip().splitlines()[-1]))


def _callgrind(tree: Path, code: str) -> int:
    env = {**os.environ, "PYTHONPATH": f"{tree}{os.pathsep}{HERE}", "PYTHONHASHSEED": "0"}
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", code]
    err = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stderr
    found = re.search(r"Collected : (\d+)", err)
    if not found:
        raise SystemExit(f"no instruction count in valgrind's output:\n{err}")
    return int(found.group(1))


def instructions(tree: Path, players: int) -> dict[str, float]:
    """Callgrind's instructions per game (the bench's 40 games) and per yardstick operation."""
    out = subprocess.run([sys.executable, str(HERE / "bench_instructions.py"), "--tree", str(tree),
                          "--players", str(players)], capture_output=True, text=True, check=True).stdout
    found = re.search(r": ([\d.]+) M instructions per game", out)
    if not found:
        raise SystemExit(f"bench_instructions.py printed no figure:\n{out}")
    per_game = float(found.group(1)) * 1e6
    ops = 2_000_000
    few = _callgrind(tree, "from engine_speed import yardstick; yardstick(1000)")
    many = _callgrind(tree, f"from engine_speed import yardstick; yardstick({ops + 1000})")
    per_op = (many - few) / ops
    return {"instructions_per_game": per_game, "instructions_per_op": per_op,
            "ratio": 1e6 * per_op / per_game}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tree", type=Path, action="append",
                   help="a checkout to measure (repeat to compare; default: this one)")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=300, help="games per measurement")
    p.add_argument("--ops", type=int, default=2_000_000, help="yardstick operations per half")
    p.add_argument("--rounds", type=int, default=9, help="measurements per tree, taking turns")
    p.add_argument("--instructions", action="store_true", help="also count instructions (callgrind)")
    p.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.inner:
        print(json.dumps(measure(args.players, args.games, args.ops)))
        return 0
    trees = [t.resolve() for t in (args.tree or [HERE.parent])]
    runs: dict[Path, list[dict[str, float]]] = {t: [] for t in trees}
    for r in range(args.rounds):
        for tree in (trees if r % 2 == 0 else trees[::-1]):
            runs[tree].append(_run_inner(tree, args))
    print(f"random {args.players}-player games (search mode) per million yardstick operations; "
          f"median of {args.rounds} interleaved measurements, CPU time")
    first = None
    for tree in trees:
        med = {k: statistics.median(m[k] for m in runs[tree]) for k in ("ratio", "games_per_s", "mops_per_s")}
        spread = (min(m["ratio"] for m in runs[tree]), max(m["ratio"] for m in runs[tree]))
        change = f"  ({med['ratio'] / first - 1:+.1%})" if first else ""
        first = first or med["ratio"]
        print(f"  {tree}: ratio {med['ratio']:.1f} (range {spread[0]:.1f}-{spread[1]:.1f}), "
              f"{med['games_per_s']:,.0f} games/s, yardstick {med['mops_per_s']:.2f} M ops/s{change}")
    if args.instructions:
        print("instructions (callgrind, repeatable on a busy machine):")
        for tree in trees:
            i = instructions(tree, args.players)
            print(f"  {tree}: {i['instructions_per_game'] / 1e6:.3f} M per game, "
                  f"{i['instructions_per_op']:.1f} per yardstick operation: ratio {i['ratio']:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
