"""The variant cards in play (R-V1, R-V2, R-V3, R-V4, R-V5, R-V6 as ids) as named booleans the
engine can test fast."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


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
        v = frozenset(ids)
        return cls("R-V1" in v, "R-V2" in v, "R-V3" in v, "R-V4" in v, "R-V5" in v, "R-V6" in v)
