"""The end of a game (R-G1, R-G2; R-V7): the ranking, the scores and the tie-breaks used.

Structured, not worded: the views say it in the player's language.
"""

from __future__ import annotations

from dataclasses import dataclass
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
