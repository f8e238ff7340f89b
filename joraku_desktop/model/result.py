"""The end of a game (R-G1, R-G2; R-V7): the ranking, the scores and the tie-breaks used.

Structured, not worded: the views say it in the player's language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Literal

TieBreakCode = Literal["higher_daimyo_card", "v7_other_army", "v7_kachidoki_card"]


@dataclass(frozen=True, slots=True)
class TieBreak:
    """One tie on RP and how it was broken.

    ``higher_daimyo_card`` (R-G2): the values are the two daimyo cards.
    ``v7_other_army`` (R-V7): the best armies tie on ``rp``; the values are the other armies' RP.
    ``v7_kachidoki_card`` (R-V7): both armies of each player tie; the values are the other
    armies' RP (equal) and the Kachidoki card holder wins.
    """

    code: TieBreakCode
    winner: int  # seat
    loser: int  # seat
    rp: int  # the tied RP (R-V7: the tied best army's RP)
    winner_value: int
    loser_value: int

    @property
    def rule(self) -> str:
        """The rule that broke the tie."""
        return "R-G2" if self.code == "higher_daimyo_card" else "R-V7"


@dataclass(frozen=True, slots=True)
class GameResult:
    """The end of the game (R-G1): seats best first, each seat's RP, and the tie-breaks used."""

    ranking: tuple[int, ...]
    #: RP per seat (R-V7: the seat's better army)
    scores: tuple[int, ...]
    #: each tie between neighbours in the ranking, in ranking order (empty if none)
    tiebreaks: tuple[TieBreak, ...] = ()

    @property
    def winner(self) -> int:
        """The winning seat."""
        return self.ranking[0]


def final_result(rp: Sequence[int], daimyo_card: Sequence[int], players: int, two_armies_each: bool,
                 kachidoki_seat: int) -> GameResult:
    """R-G2 (R-V7): rank the seats by the RP of their armies (``rp`` and ``daimyo_card`` per
    army id); ties are broken and recorded as :class:`TieBreak`."""
    if two_armies_each:  # R-V7: seat s plays armies 2s and 2s + 1; the better one counts
        def key7(s: int) -> tuple[int, int, int]:
            a, b = rp[2 * s], rp[2 * s + 1]
            return (max(a, b), min(a, b), 1 if kachidoki_seat == s else 0)
        ranking = sorted(range(2), key=key7, reverse=True)
        k0, k1 = key7(ranking[0]), key7(ranking[1])
        tiebreaks: tuple[TieBreak, ...] = ()
        if k0[0] == k1[0]:  # R-V7: the other army, then the Kachidoki card
            code: TieBreakCode = "v7_other_army" if k0[1] != k1[1] else "v7_kachidoki_card"
            tiebreaks = (TieBreak(code, ranking[0], ranking[1], k0[0], k0[1], k1[1]),)
        return GameResult(tuple(ranking), tuple(key7(s)[0] for s in range(2)), tiebreaks)

    def key(s: int) -> tuple[int, int]:
        return (rp[s], daimyo_card[s])
    ranking = sorted(range(players), key=key, reverse=True)
    ties = tuple(TieBreak("higher_daimyo_card", hi, lo, rp[hi], daimyo_card[hi], daimyo_card[lo])
                 for hi, lo in pairwise(ranking) if rp[hi] == rp[lo])  # R-G2
    return GameResult(tuple(ranking), tuple(rp[s] for s in range(players)), ties)
