"""How often would a fresh agent per decision (as the window once made them) have chosen another
card-resolution step than the agent kept for the whole game (the arena, and the window now)?

    .venv/bin/python scripts/fresh_agent_check.py normal,normal,easy,easy 20
    .venv/bin/python scripts/fresh_agent_check.py hard:iterations=100,normal,normal,normal 8
    .venv/bin/python scripts/fresh_agent_check.py hard:iterations=100,normal 8 R-V8

It plays arena games, then replays each one and, at every step of a card's resolution with more
than one legal action, asks a new agent seeded as the old window seeded it.
"""

from __future__ import annotations

import sys

from joraku_desktop.ai import arena, make_agent
from joraku_desktop.model import GameConfig, new_game, observe
from joraku_desktop.model.actions import DISCARD, DRAFT, PASS, PLAY


def main(argv: list[str]) -> int:
    specs = argv[0].split(",")
    games = int(argv[1])
    two = argv[2] if len(argv) > 2 else None
    differ = steps = 0
    for index in range(games):
        cfg = GameConfig(players=len(specs), two_player_variant=two, seed=1000 + index)
        job = arena.GameJob(index, cfg.players, two, (), cfg.seed, tuple(specs))
        g = new_game(cfg)
        for k, action in enumerate(arena.play_game(job).history):
            seat, legal = g.current_seat, g.legal_actions()
            resolving = len(legal) > 1 and legal[0].kind not in (PLAY, PASS, DISCARD, DRAFT)
            if specs[seat] != "random" and resolving:
                old_seed = (cfg.seed * 1009 + seat * 7919 + k) & 0x7FFFFFFF  # the old window's seed
                steps += 1
                differ += make_agent(specs[seat], old_seed).choose(observe(g, seat), legal) != action
            g.apply(action)
    print(f"{','.join(specs)} {two or ''}: {differ} of {steps} card-resolution steps differ "
          f"({100 * differ / max(1, steps):.1f}%)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
