"""Events the engine emits as it applies actions, for views to animate and logs to print.

Events are public: none carries a card that some seat may not know (R-P3). They hold codes and
numbers only (army ids, area numbers, card ids, rule ids); the words for people live in
``joraku_desktop.words.events``, so the engine writes no English and every line of the log
can be translated.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .actions import DAIMYO, MOVE, PLACE, REMOVE, Action
from .result import TieBreak


class Scoring(StrEnum):
    """The two scorings of an area: after a skirmish (Kachidoki, R-KS) and at the round's end
    (prestige, R-PR)."""

    KACHIDOKI = "kachidoki"
    PRESTIGE = "prestige"


class RPSource(StrEnum):
    """Where RP come from, in the order the results screen lists them: Kachidoki scoring (R-KS),
    prestige scoring (R-PR), and the variant cards that add RP (R-V1, R-V4, R-V5). The values
    are what the record and the network keep."""

    KACHIDOKI = "kachidoki"
    PRESTIGE = "prestige"
    DAIMYO_BONUS = "R-V1"
    KYOTO = "R-V4"
    FOLLOW_SUIT = "R-V5"


@dataclass(frozen=True, slots=True)
class Event:
    """Base class of every event; views dispatch on the concrete class."""


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round: int


@dataclass(frozen=True, slots=True)
class NeutralAdvanced(Event):
    """R-V8: at the start of rounds 2 and 3 the neutral army moves one area toward Kyoto."""

    round: int


@dataclass(frozen=True, slots=True)
class PassChosen(Event):
    """A seat has chosen its cards to pass, discard or draft; which cards stays hidden (R-P3)."""

    seat: int


@dataclass(frozen=True, slots=True)
class CardsExchanged(Event):
    count: int


@dataclass(frozen=True, slots=True)
class DraftFinished(Event):
    pass


@dataclass(frozen=True, slots=True)
class SkirmishPhaseStarted(Event):
    round: int
    skirmishes: int


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    army: int
    card: int
    skirmish: int


@dataclass(frozen=True, slots=True)
class ModeChosen(Event):
    army: int
    ap: int  # 0 for placement


@dataclass(frozen=True, slots=True)
class SamuraiPlaced(Event):
    army: int
    area: int


@dataclass(frozen=True, slots=True)
class DaimyoMoved(Event):
    army: int
    src: int
    dst: int


@dataclass(frozen=True, slots=True)
class SamuraiMoved(Event):
    army: int
    src: int
    dst: int


@dataclass(frozen=True, slots=True)
class SamuraiRemoved(Event):
    by_army: int
    army: int
    area: int


@dataclass(frozen=True, slots=True)
class NeutralRelocated(Event):
    by_army: int
    src: int
    dst: int


@dataclass(frozen=True, slots=True)
class ActionEnded(Event):
    army: int
    ap_lost: int


@dataclass(frozen=True, slots=True)
class Undone(Event):
    army: int
    steps: int


@dataclass(frozen=True, slots=True)
class SkirmishWon(Event):
    """``reason`` is the R-K4 clause that decided, as :func:`.scoring.skirmish_winner` reports it:
    "R-K4a", "R-K4b" or "R-K4c"."""

    army: int
    card: int
    skirmish: int
    reason: str


@dataclass(frozen=True, slots=True)
class RPScored(Event):
    """An army gains RP, for ``reason``."""

    army: int
    points: int
    reason: RPSource
    area: int = -1
    rank: int = 0


@dataclass(frozen=True, slots=True)
class AreaScored(Event):
    """Prestige (or Kachidoki) scoring of one area: the full ranking, for the view."""

    area: int
    kind: Scoring
    ranking: tuple[tuple[int, int, int, int], ...]  # (army, influence, rank, rp) each


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    round: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The winning seat and the tie-breaks of the result (R-G2, R-V7), as in ``GameResult``."""

    winner_seat: int
    tiebreaks: tuple[TieBreak, ...]


@dataclass(frozen=True, slots=True)
class KyotoBonusScored(RPScored):
    """R-V4: an army's daimyo entered Kyoto for the first time; it gains its daimyo card's
    number (``points``; ``reason`` "R-V4", ``area`` 0)."""


@dataclass(frozen=True, slots=True)
class FollowSuitBonusScored(RPScored):
    """R-V5: an army followed the led suit and gains ``points`` (``reason`` "R-V5")."""


def step_event(army: int, a: Action) -> Event:
    """The event of a placement or AP step of ``army`` (R-E1, R-E2, R-V8)."""
    k = a.kind
    if k == PLACE:
        return SamuraiPlaced(army, a.dst)
    if k == MOVE:
        return SamuraiMoved(army, a.src, a.dst)
    if k == DAIMYO:
        return DaimyoMoved(army, a.src, a.dst)
    if k == REMOVE:
        return SamuraiRemoved(army, a.army, a.src)
    return NeutralRelocated(army, a.src, a.dst)
