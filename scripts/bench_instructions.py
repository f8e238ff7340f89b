"""Engine speed as instructions per game: a benchmark the other programs on the machine cannot skew.

    python scripts/bench_instructions.py                       # this tree, 4 players, search mode
    python scripts/bench_instructions.py --tree /path/to/old/checkout --mode recording
    python scripts/bench_instructions.py --variant R-V8 --games 40

Wall-clock figures (``python -m tools.bench``) swing by 20% on a shared machine.
This runs the bench's own ``play_games`` under ``valgrind --tool=callgrind``, which counts the
instructions executed, once only dealing the games and once dealing and playing them; the
difference divided by the games is the cost of playing one game, repeatable to ~0.5%. It uses
only ``play_games``, ``new_game`` and ``clone`` (the same in every checkout since the bench
was written), so ``--tree`` may name an older checkout to compare two versions of the engine.
Needs valgrind (``apt-get install valgrind``); one measurement takes about 40 s.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path


def _inner(games: int, players: int, variant: str | None, record: bool, play: bool) -> None:
    """Deal the bench's ``games`` games, and play them with the bench's own loop if ``play``."""
    try:
        from tools.bench import play_games
    except ImportError:  # a checkout from before the developer tools left the package
        from joraku_desktop.model.bench import play_games  # type: ignore[no-redef]
    from joraku_desktop.model.config import GameConfig
    from joraku_desktop.model.game import new_game

    if play:
        play_games(GameConfig(players, variant, frozenset(), 0), games, record)
        return
    starts = []  # the deal of play_games alone
    for i in range(games):
        g = new_game(GameConfig(players, variant, frozenset(), i))
        starts.append(g if record else g.clone(record=False))


def _count(tree: Path, args: list[str]) -> int:
    """Instructions callgrind counts for one run of this script's inner part."""
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
           sys.executable, __file__, "--inner", *args]
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stderr
    found = re.search(r"Collected : (\d+)", out)
    if not found:
        raise SystemExit(f"no instruction count in valgrind's output:\n{out}")
    return int(found.group(1))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tree", type=Path, default=Path(__file__).resolve().parent.parent,
                   help="the checkout whose engine is measured (default: this one)")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--variant", choices=["R-V7", "R-V8"], default=None, help="two-player variant")
    p.add_argument("--mode", choices=["search", "recording"], default="search")
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--inner", choices=["deal", "play"], help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    players = 2 if args.variant else args.players
    if args.inner:
        _inner(args.games, players, args.variant, args.mode == "recording", args.inner == "play")
        return 0
    common = ["--players", str(players), "--mode", args.mode, "--games", str(args.games)]
    if args.variant:
        common += ["--variant", args.variant]
    dealt = _count(args.tree, ["deal", *common])
    played = _count(args.tree, ["play", *common])
    per_game = (played - dealt) / args.games
    what = f"{args.mode}, {players} players" + (f", {args.variant}" if args.variant else "")
    print(f"{args.tree}: {per_game / 1e6:.3f} M instructions per game ({what}, {args.games} games)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
