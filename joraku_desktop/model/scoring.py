"""Who wins a skirmish (R-K4) and who ranks where in an area (R-KS, R-PR, R-T1).

The engine calls the lean functions here in its hot loop; :func:`score_area` and
:func:`kachidoki_check` wrap the same functions in results that explain themselves, for
tests, the rules help and anyone checking a position.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple, Protocol

from .actions import COLOURS, NEUTRAL
from .board import Board
from .cards import CARD_IS_NINJA, CARD_NUMBER, cards
from .config import army_id
from .rules_data import default_rules
from .rulings import NINJA_BEATS_NUMBER, NINJA_VALUE
from .variants import VariantFlags

_CHART = default_rules().chart


class SkirmishReason(StrEnum):
    """The R-K4 clause that decided a skirmish; the value is its rule id (views word it)."""

    HIGHEST = "R-K4a"  # the highest number wins, a Ninja counting as NINJA_VALUE (RULING)
    NINJA_BEATS_SIX = "R-K4b"  # a 6 and a Ninja were both played: the Ninja wins
    LAST_OF_TIED = "R-K4c"  # the highest number was tied: the one played last wins


#: the members :func:`winning_card` returns, bound once (a member read through its class
#: costs ~0.2 µs, and the engine calls it after every skirmish)
_NINJA_BEATS_SIX = SkirmishReason.NINJA_BEATS_SIX
_LAST_OF_TIED = SkirmishReason.LAST_OF_TIED
_HIGHEST = SkirmishReason.HIGHEST


def winning_card(cards: Sequence[int]) -> tuple[int, SkirmishReason]:
    """Index (in play order) of the winning card id and the R-K4 clause: the engine's lean
    form, for card ids already checked. One pass (the engine asks after every skirmish)."""
    last_ninja = -1
    has_six = False
    best = -1
    win = 0
    tied = False
    for i, c in enumerate(cards):
        if CARD_IS_NINJA[c]:
            last_ninja = i
            v = NINJA_VALUE  # R-K4a: a Ninja counts as NINJA_VALUE (RULING)
        else:
            v = CARD_NUMBER[c]
            if v == NINJA_BEATS_NUMBER:
                has_six = True
        if v >= best:  # >=: among tied cards the one played last wins (R-K4c)
            tied = v == best
            best = v
            win = i
    if last_ninja >= 0 and has_six:  # R-K4b: a 6 and a Ninja were played: the (last) Ninja wins
        return last_ninja, _NINJA_BEATS_SIX
    return win, (_LAST_OF_TIED if tied else _HIGHEST)


def skirmish_winner(played: str | Sequence[int | str]) -> tuple[int, SkirmishReason]:
    """Index (in play order) of the winning card and the R-K4 clause that decided it.

    ``played`` is card ids or texts: ``skirmish_winner("R6 BN")`` is ``(1, R-K4b)``. A wrong
    card raises :class:`UnknownNameError`.
    """
    return winning_card(cards(played))


def rank_armies(
    influence: Sequence[int], armies: Sequence[int], share_highest: bool
) -> list[tuple[int, int, int]]:
    """``(army, influence, rank)`` for every army with influence > 0 (R-KS2), best first.

    Ties share the lowest rank the tie covers (R-T1), or the highest with R-V2.
    ``influence`` is indexed by army id.

    Sorted once by (-influence, army), which is the output order too (a higher influence always
    has the better rank); plain loops, no comprehension frames: the engine scores an area after
    every skirmish and every area at each round's end.
    """
    present: list[tuple[int, int]] = []
    for a in armies:
        x = influence[a]
        if x > 0:
            present.append((-x, a))
    present.sort()
    out = []
    n = len(present)
    rank = 0
    previous = 1  # no army's -influence: the first army starts a tie group
    for place, (neg, a) in enumerate(present, 1):
        if neg != previous:  # a new tie group starts at this place
            previous = neg
            rank = place  # R-V2: the group shares the highest place it covers
            if not share_highest:  # R-T1: ... the lowest, the place of its last army
                while rank < n and present[rank][0] == neg:
                    rank += 1
        out.append((a, -neg, rank))
    return out


class PlacingReason(StrEnum):
    """Why a placing gains what it gains; the value is the rule id (views word it)."""

    CHART = "R-PR2"  # prestige: ``points`` by the round's chart row for its rank
    KACHIDOKI = "R-KS4"  # Kachidoki: ``points`` by the Kachidoki table for its rank
    DAIMYO_BONUS = "R-V1"  # ``bonus``: 1st in the area where its own daimyo stands
    NEUTRAL = "R-V8"  # the neutral army ranks but never gains RP


@dataclass(frozen=True, slots=True)
class Placing:
    """One army's place in a scored area and what it gains (``rp = points + bonus``), with
    the reasons as codes."""

    army: int
    influence: int
    rank: int
    rp: int
    reasons: tuple[PlacingReason, ...]
    #: RP by the chart row or the Kachidoki table, and R-V1's bonus
    points: int = 0
    bonus: int = 0

    @property
    def colour(self) -> str:
        return COLOURS[self.army]


@dataclass(frozen=True, slots=True)
class AreaScore:
    """The outcome of scoring one area: ``placings`` best first; armies absent score nothing."""

    area: int
    kind: str  # "prestige" or "kachidoki"
    round: int
    placings: tuple[Placing, ...]

    def rp_of(self, colour_or_army: str | int) -> int:
        army = COLOURS.index(colour_or_army) if isinstance(colour_or_army, str) else colour_or_army
        return sum(p.rp for p in self.placings if p.army == army)

    def as_dict(self) -> dict[str, int]:
        """``{colour: rp}`` for every army that ranks: handy in tests."""
        return {p.colour: p.rp for p in self.placings}


class ScoredGame(Protocol):
    """What scoring reads of a game (``game.Game``): a protocol, so the engine's scoring
    functions need not know the state machine that calls them."""

    board: Board
    armies: tuple[int, ...]
    variants: VariantFlags
    #: the Kachidoki table in play, 1st/2nd/3rd (R-KS4, R-V3)
    kachidoki_table: tuple[int, int, int]
    round: int


class Gain(NamedTuple):
    """One army's result in a scored area: its influence and rank, the RP the chart or the
    Kachidoki table pays for that rank, and R-V1's bonus (the neutral army of R-V8: 0 and 0)."""

    army: int
    influence: int
    rank: int
    points: int
    bonus: int


Gains = list[Gain]
#: builds a Gain without the Python-level ``__new__`` of a named tuple: the engine scores after
#: every skirmish, and this keeps a Gain as cheap as the plain tuple it was
_gain = tuple.__new__


def area_gains(game: ScoredGame, area: int, table: Sequence[int], v1_bonus: bool) -> Gains:
    """A :class:`Gain` for every army with influence in ``area``, best first.

    The one place that turns a ranking into RP, for the engine and the explained results
    alike: ``table`` pays 1st/2nd/3rd (R-KS4 or a chart row, R-PR2), later places get 0, the
    neutral army of R-V8 ranks but gains nothing, and ``v1_bonus`` adds R-V1's bonus.
    """
    board = game.board
    dpos = board.daimyo_area
    infl = board.influences(area)  # R-C8
    out = []
    for army, x, rank in rank_armies(infl, game.armies, game.variants.ties_share_highest):
        if army == NEUTRAL:
            out.append(_gain(Gain, (army, x, rank, 0, 0)))
            continue
        pts = table[rank - 1] if rank <= 3 else 0
        bonus = area if v1_bonus and rank == 1 and dpos[army] == area else 0
        out.append(_gain(Gain, (army, x, rank, pts, bonus)))
    return out


def prestige_gains(game: ScoredGame, area: int, round: int) -> Gains:
    """R-PR2 (with R-V1, R-V2) for one area by the chart row of ``round``."""
    return area_gains(game, area, _CHART[area][round - 1], game.variants.daimyo_area_bonus)


def kachidoki_gains(game: ScoredGame, winner_army: int) -> Gains:
    """R-KS1, R-KS2, R-KS3, R-KS4 (with R-V2, R-V3) in the area of the winner's daimyo."""
    return area_gains(game, game.board.daimyo_area[winner_army], game.kachidoki_table, False)


def _placing(gain: Gain, reason: PlacingReason) -> Placing:
    if gain.army == NEUTRAL:
        return Placing(gain.army, gain.influence, gain.rank, 0, (PlacingReason.NEUTRAL,))
    reasons = (reason, PlacingReason.DAIMYO_BONUS) if gain.bonus else (reason,)
    return Placing(gain.army, gain.influence, gain.rank, gain.points + gain.bonus, reasons, gain.points,
                   gain.bonus)


def score_area(game: ScoredGame, area: int, round: int | None = None) -> AreaScore:
    """Prestige scoring of one area for the game's position and variants (R-PR2, R-V1, R-V2).

    Pure: the game is not changed. ``round`` defaults to the current round.
    """
    rnd = round or game.round
    placings = tuple(_placing(gain, PlacingReason.CHART) for gain in prestige_gains(game, area, rnd))
    return AreaScore(area, "prestige", rnd, placings)


def kachidoki_check(game: ScoredGame, winner: int | str) -> AreaScore:
    """Kachidoki scoring if ``winner`` (an army id or colour name, e.g. ``"blue"``) took the
    Kachidoki card now (R-KS1, R-KS4, R-V2, R-V3). Pure; an army not in the game raises
    :class:`UnknownNameError`."""
    army = army_id(winner, game.armies)
    placings = tuple(_placing(gain, PlacingReason.KACHIDOKI) for gain in kachidoki_gains(game, army))
    return AreaScore(game.board.daimyo_area[army], "kachidoki", game.round, placings)
