"""Seeded games between the computer players, one JSON line each: config, seats, seed, winner,
scores, number of decisions and a hash of every decision.

    PYTHONPATH=<old tree> PYTHONHASHSEED=0 python scripts/decisions_digest.py 6 > old.txt
    PYTHONPATH=<new tree> PYTHONHASHSEED=0 python scripts/decisions_digest.py 6 > new.txt
    diff old.txt new.txt            # no output: the engine and the AI decided alike

For a change meant to keep behaviour (a refactor, a speed-up): two trees that print the same
lines made the same decisions in every game. Hard plays with a fixed number of iterations,
never a clock, so the games do not depend on the machine's speed. It uses only
``joraku_desktop.ai.arena``'s ``GameJob``/``play_game``, which older trees have too. The
argument is the number of seeds per set (8 sets: 4 players, 3 players, R-V7, R-V8, each
without and with variant cards); 6 takes about 1 minute per tree on one core.

The first seed of every set is pinned in ``tests/model/decisions_digest.txt`` and checked by
``make test`` (tests/model/test_decisions_digest.py): a change of the engine's or the computers'
behaviour fails the suite until the file is written again on purpose:

    PYTHONHASHSEED=0 python scripts/decisions_digest.py 1 > tests/model/decisions_digest.txt
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterator

from joraku_desktop.ai.arena import GameJob, play_game

GameSet = tuple[int, str | None, tuple[str, ...], tuple[str, ...]]
SETS: tuple[GameSet, ...] = (
    (4, None, (), ("hard:iterations=30", "normal", "easy", "normal")),
    (4, None, ("R-V1", "R-V4", "R-V5"), ("normal", "random", "normal", "easy")),
    (3, None, (), ("normal", "hard:iterations=30", "easy")),
    (3, None, ("R-V2", "R-V3", "R-V6"), ("normal", "normal", "random")),
    (2, "R-V7", (), ("hard:iterations=30", "normal")),
    (2, "R-V7", ("R-V4", "R-V5"), ("normal", "easy")),
    (2, "R-V8", (), ("normal", "hard:iterations=30")),
    (2, "R-V8", ("R-V1", "R-V6"), ("easy", "normal")),
)


def game_line(index: int, game_set: GameSet, seed: int) -> str:
    """The JSON line of one seeded game of ``game_set``."""
    players, variant, cards, seats = game_set
    o = play_game(GameJob(index, players, variant, cards, seed, seats))
    digest = hashlib.sha256(" | ".join(str(a) for a in o.history).encode()).hexdigest()[:16]
    return json.dumps([players, variant, list(cards), list(seats), seed, o.winner, list(o.scores),
                       len(o.history), digest])


def lines(per_set: int) -> Iterator[str]:
    """One line a game: the first ``per_set`` seeds of every set, in order."""
    index = 0
    for game_set in SETS:
        for seed in range(1000, 1000 + per_set):
            yield game_line(index, game_set, seed)
            index += 1


def main(argv: list[str]) -> int:
    for line in lines(int(argv[0]) if argv else 6):
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
