"""The variant cards in play (ids such as R-V1 or R-V6) as named booleans the engine can test fast,
and which flag each card id sets."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True, slots=True)
class VariantFlags:
    """One flag per variant card; a frozen object shared by a game and all its copies."""

    daimyo_area_bonus: bool = False  # R-V1: 1st where your own daimyo stands scores a bonus
    ties_share_highest: bool = False  # R-V2: ties share the highest rank
    kachidoki_4_2_0: bool = False  # R-V3: Kachidoki pays 4/2/0
    kyoto_bonus: bool = False  # R-V4: daimyo into Kyoto scores its card, once
    follow_suit_bonus: bool = False  # R-V5: following the led suit scores
    cheap_daimyo: bool = False  # R-V6: moving the daimyo costs 1 AP

    @classmethod
    def from_ids(cls, ids: Iterable[str]) -> VariantFlags:
        """The flags for variant card ids such as ``{"R-V1", "R-V6"}``."""
        return cls(**{FLAG_OF_CARD[card]: True for card in ids})


#: variant card id -> its flag above: the cards the engine implements. ``resources/rules.json``
#: lists the cards players see (name, text); loading it refuses a card with no entry here, so a
#: new card (R-V9, see docs/variant-cards.md) is one line here and its effect in one module.
FLAG_OF_CARD: dict[str, str] = {
    "R-V1": "daimyo_area_bonus",
    "R-V2": "ties_share_highest",
    "R-V3": "kachidoki_4_2_0",
    "R-V4": "kyoto_bonus",
    "R-V5": "follow_suit_bonus",
    "R-V6": "cheap_daimyo",
}


@lru_cache(maxsize=64)
def flags_of(ids: frozenset[str]) -> VariantFlags:
    """The flags of a set of variant card ids, made once per set (every view of a game asks)."""
    return VariantFlags.from_ids(ids)
