"""Engine speed: complete random games per second on one core, and time per decision.

    python -m tools.bench                 # 4 players, 2000 games, both modes
    python -m tools.bench --players 3 --games 500
    python -m tools.bench --variant R-V8 --variants R-V1,R-V4

"search" mode is what the AI uses (``clone(record=False)``: no events, history or undo
snapshots); "recording" mode is what the window uses (events, history and undo on).
A decision is one ``legal_actions()`` plus one ``apply()``; the random choice is included.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time

from joraku_desktop.model.config import GameConfig
from joraku_desktop.model.game import Game, new_game


def play_games(config: GameConfig, games: int, record: bool) -> tuple[float, int]:
    """Play ``games`` complete random games; return (seconds, decisions)."""
    rng = random.Random(12345)
    decisions = 0
    starts: list[Game] = []
    for i in range(games):
        g = new_game(GameConfig(config.players, config.two_player_variant, config.variants, i))
        starts.append(g if record else g.clone(record=False))
    t0 = time.perf_counter()
    for g in starts:
        randrange = rng.randrange
        while not g.is_over:
            legal = g.legal_actions()
            g.apply(legal[randrange(len(legal))])
            decisions += 1
    return time.perf_counter() - t0, decisions


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--variant", choices=["R-V7", "R-V8"], default=None, help="two-player variant")
    p.add_argument("--variants", default="", help="variant cards, e.g. R-V1,R-V5")
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    args = p.parse_args(argv)
    players = 2 if args.variant else args.players
    variants = frozenset(v for v in args.variants.split(",") if v)
    config = GameConfig(players, args.variant, variants, 0)
    results = {}
    for mode, record in (("search", False), ("recording", True)):
        new_game(config)  # warm up imports and caches
        secs, decisions = play_games(config, args.games, record)
        results[mode] = {
            "games": args.games,
            "seconds": round(secs, 3),
            "games_per_second": round(args.games / secs, 1),
            "decisions_per_game": round(decisions / args.games, 1),
            "us_per_decision": round(secs / decisions * 1e6, 2),
        }
    info = {"config": config.describe(), "python": platform.python_version(),
            "machine": platform.machine(), "results": results}
    if args.json:
        print(json.dumps(info))
        return 0
    print(f"joraku engine benchmark — {config.describe()}, Python {info['python']}, one core")
    for mode, r in results.items():
        print(f"  {mode:9}  {r['games_per_second']:8.1f} games/s   {r['us_per_decision']:6.2f} µs per "
              f"decision (legal actions + apply)   {r['decisions_per_game']:.0f} decisions/game")
    return 0


if __name__ == "__main__":
    sys.exit(main())
