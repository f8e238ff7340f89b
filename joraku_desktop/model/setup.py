"""The setup of a game on its empty map (R-S1 to R-S5, with the setups of R-V7 and R-V8).

Chance is drawn from the config's seed (``GameConfig.chance``: stream 0 sets out, stream ``r``
deals round ``r``), so a config sets out the same map every time.
"""

from __future__ import annotations

from .actions import N_ARMIES, NEUTRAL
from .board import NEUTRAL_DAIMYO_START, NEUTRAL_SAMURAI_START, Board, slot
from .config import GameConfig
from .phases import Mode
from .rules_data import SAMURAI_PER_ARMY
from .rulings import V7_FIRST_COLOUR_TAKES_LOW_CARD


def set_out(board: Board, config: GameConfig) -> int:
    """Fill the supplies, deal the daimyo cards and stand the daimyo (and R-V8's neutral army)
    on ``board``. Returns the army with the highest daimyo card: its seat has the Kachidoki
    card and leads (R-S3)."""
    rng = config.chance(0)
    armies = config.armies
    for a in armies:
        board.supply[a] = SAMURAI_PER_ARMY  # R-S1
    cards = [0] * N_ARMIES
    if config.mode is Mode.V7:
        low, high = [1, 2, 3], [4, 5, 6]
        rng.shuffle(low)
        rng.shuffle(high)
        first, second = (low, high) if V7_FIRST_COLOUR_TAKES_LOW_CARD else (high, low)
        for s in range(2):  # R-V7 setup: each player's two colours take one card each
            cards[2 * s], cards[2 * s + 1] = first[s], second[s]
    else:
        deck = [1, 2, 3, 4, 5, 6]
        rng.shuffle(deck)  # R-S2
        for s in range(config.players):
            cards[s] = deck[s]
    board.daimyo_card = tuple(cards)
    for a in armies:
        if a != NEUTRAL:
            board.daimyo_area[a] = cards[a]  # R-S4
    if config.mode is Mode.V8:  # R-V8: the neutral daimyo on 6, two samurai on each of 1..5
        board.daimyo_area[NEUTRAL] = NEUTRAL_DAIMYO_START
        board.supply[NEUTRAL] = 0
        for area in NEUTRAL_SAMURAI_START:
            board.tokens[slot(NEUTRAL, area)] = 2
    return max((a for a in armies if a != NEUTRAL), key=lambda a: cards[a])
