"""Shared set-up for the computer-opponent tests: every game mode, and walks through games."""

from __future__ import annotations

import random
from collections.abc import Iterator

from joraku_desktop.model import Game, GameConfig, new_game

#: every mode the engine supports (R-S6 variant cards, R-V7, R-V8), as GameConfig kwargs
MODES: list[dict] = [
    {"players": 4},
    {"players": 3},
    {"players": 2, "two_player_variant": "R-V7"},
    {"players": 2, "two_player_variant": "R-V8"},
    {"players": 4, "variants": frozenset({"R-V1", "R-V2", "R-V3", "R-V4", "R-V5", "R-V6"})},
    {"players": 3, "variants": frozenset({"R-V2", "R-V6"})},
    {"players": 2, "two_player_variant": "R-V7", "variants": frozenset({"R-V3", "R-V4", "R-V5"})},
    {"players": 2, "two_player_variant": "R-V8", "variants": frozenset({"R-V1", "R-V6"})},
]

def _mode_id(m: dict) -> str:
    cards = "+".join(sorted(m.get("variants", ()))) or "plain"
    return f"{m['players']}p-{m.get('two_player_variant') or 'base'}-{cards}"


MODE_IDS = [_mode_id(m) for m in MODES]


def game(mode: dict, seed: int) -> Game:
    return new_game(GameConfig(seed=seed, **mode))


def random_positions(mode: dict, seed: int, every: int = 1) -> Iterator[Game]:
    """Positions of a game played by uniform random moves: yields the game at each decision
    (every ``every``-th), then applies a random legal action."""
    rng = random.Random(seed)
    g = game(mode, seed)
    k = 0
    while not g.is_over:
        if k % every == 0:
            yield g
        k += 1
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
