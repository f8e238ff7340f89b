"""Events the engine emits as it applies actions, for views to animate and logs to print.

Events are public: none carries a card that some seat may not know (R-P3). Each has
``describe(names)`` giving one line in plain words; ``names`` maps an army id to the name of
the player (or army) to print.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import COLOURS
from .cards import card_name
from .result import TieBreak
from .rules_data import default_rules

Names = Sequence[str]


def _area(a: int) -> str:
    return default_rules().area_name(a)


def _n(names: Names | None, army: int) -> str:
    return names[army] if names is not None and army < len(names) else COLOURS[army].capitalize()


@dataclass(frozen=True, slots=True)
class Event:
    def describe(self, names: Names | None = None) -> str:  # pragma: no cover - overridden
        return type(self).__name__


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round: int

    def describe(self, names: Names | None = None) -> str:
        return f"Round {self.round} begins: the cards are shuffled and dealt."


@dataclass(frozen=True, slots=True)
class NeutralAdvanced(Event):
    """R-V8: at the start of rounds 2 and 3 the neutral army moves one area toward Kyoto."""

    round: int

    def describe(self, names: Names | None = None) -> str:
        return "The neutral army marches one area toward Kyoto."


@dataclass(frozen=True, slots=True)
class PassChosen(Event):
    seat: int

    def describe(self, names: Names | None = None) -> str:
        return f"Seat {self.seat + 1} has chosen the cards to pass."


@dataclass(frozen=True, slots=True)
class CardsExchanged(Event):
    count: int

    def describe(self, names: Names | None = None) -> str:
        return f"Everyone passes {self.count} cards to the left and takes the cards received."


@dataclass(frozen=True, slots=True)
class DraftFinished(Event):
    def describe(self, names: Names | None = None) -> str:
        return "The draft is over: each player holds 8 cards."


@dataclass(frozen=True, slots=True)
class SkirmishPhaseStarted(Event):
    round: int
    skirmishes: int

    def describe(self, names: Names | None = None) -> str:
        return f"Skirmish phase of round {self.round}: {self.skirmishes} skirmishes."


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    army: int
    card: int
    skirmish: int

    def describe(self, names: Names | None = None) -> str:
        return f"{_n(names, self.army)} plays the {card_name(self.card)}."


@dataclass(frozen=True, slots=True)
class ModeChosen(Event):
    army: int
    ap: int  # 0 for placement

    def describe(self, names: Names | None = None) -> str:
        if self.ap:
            return f"{_n(names, self.army)} takes {self.ap} action points."
        return f"{_n(names, self.army)} chooses placement."


@dataclass(frozen=True, slots=True)
class SamuraiPlaced(Event):
    army: int
    area: int

    def describe(self, names: Names | None = None) -> str:
        return f"{_n(names, self.army)} places a samurai in {_area(self.area)}."


@dataclass(frozen=True, slots=True)
class DaimyoMoved(Event):
    army: int
    src: int
    dst: int

    def describe(self, names: Names | None = None) -> str:
        return f"{_n(names, self.army)} moves the daimyo from {_area(self.src)} to {_area(self.dst)}."


@dataclass(frozen=True, slots=True)
class SamuraiMoved(Event):
    army: int
    src: int
    dst: int

    def describe(self, names: Names | None = None) -> str:
        return f"{_n(names, self.army)} moves a samurai from {_area(self.src)} to {_area(self.dst)}."


@dataclass(frozen=True, slots=True)
class SamuraiRemoved(Event):
    by_army: int
    army: int
    area: int

    def describe(self, names: Names | None = None) -> str:
        return (f"{_n(names, self.by_army)} removes a samurai of {_n(names, self.army)} "
                f"from {_area(self.area)}.")


@dataclass(frozen=True, slots=True)
class NeutralRelocated(Event):
    by_army: int
    src: int
    dst: int

    def describe(self, names: Names | None = None) -> str:
        return (f"{_n(names, self.by_army)} drives a neutral samurai from {_area(self.src)} "
                f"to {_area(self.dst)}.")


@dataclass(frozen=True, slots=True)
class ActionEnded(Event):
    army: int
    ap_lost: int

    def describe(self, names: Names | None = None) -> str:
        tail = f" ({self.ap_lost} AP unspent)" if self.ap_lost else ""
        return f"{_n(names, self.army)} ends the action{tail}."


@dataclass(frozen=True, slots=True)
class Undone(Event):
    army: int
    steps: int

    def describe(self, names: Names | None = None) -> str:
        return f"{_n(names, self.army)} takes back {self.steps} step(s)."


@dataclass(frozen=True, slots=True)
class SkirmishWon(Event):
    army: int
    card: int
    skirmish: int
    reason: str

    def describe(self, names: Names | None = None) -> str:
        return (f"{_n(names, self.army)} wins skirmish {self.skirmish + 1} with the "
                f"{card_name(self.card)} ({self.reason}) and takes the Kachidoki card.")


@dataclass(frozen=True, slots=True)
class RPScored(Event):
    """An army gains RP. ``reason`` is one of kachidoki, prestige, R-V1, R-V4, R-V5."""

    army: int
    points: int
    reason: str
    area: int = -1
    rank: int = 0

    def describe(self, names: Names | None = None) -> str:
        who = _n(names, self.army)
        if self.reason == "kachidoki":
            where = f"{_ordinal(self.rank)} in {_area(self.area)}"
            return f"{who} gains {self.points} RP in Kachidoki scoring ({where})."
        if self.reason == "prestige":
            return f"{who} gains {self.points} RP for {_ordinal(self.rank)} place in {_area(self.area)}."
        if self.reason == "R-V1":
            return f"{who} gains {self.points} bonus RP: 1st where the daimyo stands (R-V1)."
        if self.reason == "R-V4":
            return f"{who} gains {self.points} RP for reaching Kyoto (R-V4)."
        return f"{who} gains {self.points} RP for following the led suit (R-V5)."


@dataclass(frozen=True, slots=True)
class AreaScored(Event):
    """Prestige (or Kachidoki) scoring of one area: the full ranking, for the view."""

    area: int
    kind: str  # "prestige" or "kachidoki"
    ranking: tuple[tuple[int, int, int, int], ...]  # (army, influence, rank, rp) each

    def describe(self, names: Names | None = None) -> str:
        if not self.ranking:
            return f"{_area(self.area)}: nobody has influence there."
        parts = [f"{_n(names, a)} {_ordinal(r)} (+{p})" for a, _i, r, p in self.ranking]
        return f"{_area(self.area)}: " + ", ".join(parts) + "."


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    round: int

    def describe(self, names: Names | None = None) -> str:
        return f"Round {self.round} is over."


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winner_seat: int
    tiebreaks: tuple[TieBreak, ...]

    def describe(self, names: Names | None = None) -> str:
        return f"The game is over. Seat {self.winner_seat + 1} wins."


def _ordinal(rank: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(rank, f"{rank}th")


@dataclass(frozen=True, slots=True)
class KyotoBonusScored(RPScored):
    """R-V4: an army's daimyo entered Kyoto for the first time; it gains its daimyo card's
    number (``points``; ``reason`` "R-V4", ``area`` 0)."""


@dataclass(frozen=True, slots=True)
class FollowSuitBonusScored(RPScored):
    """R-V5: an army followed the led suit and gains ``points`` (``reason`` "R-V5")."""
