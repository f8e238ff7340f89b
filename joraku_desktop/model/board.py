"""The map and what lies on it: the one home of the map rules, for the engine and the AI.

A :class:`Board` holds the armies' tokens, daimyo, supplies, RP and R-V4 flags, and knows
the rules that read or change only these: influence (R-C8), the AP steps an army may take and
what they cost (R-E2, R-V6, R-V8), placing and stepping (R-E1, R-E2, R-V4), the neutral
march (R-V8) and the play order (R-K1, R-S7, R-V7). The engine keeps its map in one Board;
the AI copies Boards to plan a card's effect, so both follow the same rules by construction.

Speed: tokens are one flat list of ints indexed ``army * N_AREAS + area`` (see
:func:`slot`); a copy is five list slices.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import compress
from typing import Protocol

from .actions import (
    DAIMYO,
    MOVE,
    MOVE_DAIMYO,
    MOVE_SAMURAI,
    N_ARMIES,
    NEUTRAL,
    PLACE,
    RELOCATE,
    RELOCATE_NEUTRAL,
    REMOVE,
    REMOVE_FROM,
    Action,
)
from .rules_data import N_AREAS, default_rules
from .rulings import V4_ONCE_PER_ARMY, V7_OWN_ARMIES_ARE_PROTECTED
from .variants import VariantFlags

KYOTO = 0
#: R-C8: a daimyo's influence (each samurai counts 1)
DAIMYO_INFLUENCE = 2
_ADJ = default_rules().adjacent
_AREAS = tuple(range(N_AREAS))
#: the AP steps out of each area, built once: a daimyo's moves (R-E2), a samurai's moves
#: (R-C7), and R-V8's relocations of a neutral samurai from ``src`` to an area not behind the
#: neutral daimyo (``_RELOCATIONS[src][neutral daimyo area]``)
_DAIMYO_MOVES = tuple(tuple(MOVE_DAIMYO[s][d] for d in _ADJ[s]) for s in _AREAS)
_SAMURAI_MOVES = tuple(tuple(MOVE_SAMURAI[s][d] for d in _ADJ[s]) for s in _AREAS)
_RELOCATIONS = tuple(tuple(tuple(RELOCATE_NEUTRAL[s][d] for d in range(n + 1) if d != s)
                           for n in _AREAS) for s in _AREAS)


def slot(army: int, area: int) -> int:
    """The index of ``(army, area)`` in :attr:`Board.tokens`."""
    return army * N_AREAS + area


def daimyo_move_cost(cheap: bool) -> int:
    """AP to move a daimyo one area: 2 (R-E2), or 1 with R-V6."""
    return 1 if cheap else 2


#: R-V8 setup: the neutral daimyo's area, and the areas with two neutral samurai each
NEUTRAL_DAIMYO_START = 6
NEUTRAL_SAMURAI_START = (1, 2, 3, 4, 5)


def neutral_daimyo_area(round: int) -> int:
    """R-V8: where the neutral daimyo stands in ``round``. Only the marches at the start of
    rounds 2 and 3 move it (:meth:`Board.march_neutral`); no player's step can."""
    return max(KYOTO, NEUTRAL_DAIMYO_START - (round - 1))


def adjacent(area: int) -> tuple[int, ...]:
    """The areas next to ``area``, ascending (R-C7)."""
    return _ADJ[area]


def play_order(kachidoki_seat: int, seats: int, two_player_variant: bool) -> list[int]:
    """The seats in the order they play a skirmish: the Kachidoki holder first (R-K1), then
    clockwise, i.e. ascending seat index wrapping around (R-S7); in R-V7 each player plays
    twice, alternating (R-V7)."""
    return list(_play_order(kachidoki_seat, seats, two_player_variant))


@lru_cache(maxsize=64)
def _play_order(k: int, seats: int, two_player_variant: bool) -> tuple[int, ...]:
    """:func:`play_order`, worked out once per holder and table (the engine asks every skirmish)."""
    if two_player_variant:
        return (k, 1 - k, k, 1 - k)
    return tuple((k + i) % seats for i in range(seats))


class MapView(Protocol):
    """The public map as a seat's view shows it (``view.SeatView``, R-P3): what
    :meth:`Board.from_view` reads. A protocol, so the map rules need not know the view."""

    @property
    def armies(self) -> tuple[int, ...]: ...
    @property
    def owner(self) -> tuple[int, ...]: ...
    @property
    def variants(self) -> frozenset[str]: ...
    #: samurai[army][area]
    @property
    def samurai(self) -> tuple[tuple[int, ...], ...]: ...
    @property
    def daimyo_area(self) -> tuple[int, ...]: ...
    @property
    def daimyo_card(self) -> tuple[int, ...]: ...
    @property
    def supply(self) -> tuple[int, ...]: ...
    @property
    def rp(self) -> tuple[int, ...]: ...
    @property
    def kyoto_bonus_used(self) -> tuple[bool, ...]: ...


class Board:
    """Tokens, daimyo, supplies, RP and R-V4 flags of every army, and the map rules on them."""

    __slots__ = ("armies", "daimyo_area", "daimyo_card", "daimyo_cost", "kyoto_bonus_used",
                 "owner", "rivals", "rp", "supply", "tokens", "variants")

    armies: tuple[int, ...]
    owner: tuple[int, ...]
    variants: VariantFlags
    daimyo_cost: int
    #: rivals[army]: the armies whose samurai ``army`` may target where its daimyo stands (R-E2):
    #: every other army in play, less the acting player's own (ruling V7_OWN_ARMIES_ARE_PROTECTED)
    rivals: tuple[tuple[int, ...], ...]
    #: samurai on the map: ``tokens[slot(army, area)]``
    tokens: list[int]
    #: area of each army's daimyo (-1 for an army not in play)
    daimyo_area: list[int]
    #: each army's daimyo card (0 for none); fixed once the game is set up
    daimyo_card: tuple[int, ...]
    supply: list[int]
    rp: list[int]
    #: R-V4: whether the army has had its Kyoto bonus
    kyoto_bonus_used: list[bool]

    def __init__(self, armies: tuple[int, ...], owner: Sequence[int], variants: VariantFlags,
                 tokens: list[int] | None = None, daimyo_area: list[int] | None = None,
                 daimyo_card: Sequence[int] | None = None, supply: list[int] | None = None,
                 rp: list[int] | None = None, kyoto_bonus_used: list[bool] | None = None) -> None:
        """``armies`` in play, each army's seat (``owner``, -1 neutral, -2 not in play), the
        variant flags, and the state (an empty map by default)."""
        self.armies = armies
        self.owner = tuple(owner)
        self.variants = variants
        self.daimyo_cost = daimyo_move_cost(variants.cheap_daimyo)
        own = self.owner
        self.rivals = tuple(
            tuple(o for o in armies if o != a and not (V7_OWN_ARMIES_ARE_PROTECTED and own[o] == own[a]))
            for a in range(N_ARMIES))
        self.tokens = tokens if tokens is not None else [0] * (N_ARMIES * N_AREAS)
        self.daimyo_area = daimyo_area if daimyo_area is not None else [-1] * N_ARMIES
        self.daimyo_card = tuple(daimyo_card) if daimyo_card is not None else (0,) * N_ARMIES
        self.supply = supply if supply is not None else [0] * N_ARMIES
        self.rp = rp if rp is not None else [0] * N_ARMIES
        self.kyoto_bonus_used = kyoto_bonus_used if kyoto_bonus_used is not None else [False] * N_ARMIES

    @classmethod
    def from_view(cls, view: MapView) -> Board:
        """The public board a seat sees (R-P3): all of it is public."""
        return cls(view.armies, view.owner, VariantFlags.from_ids(view.variants),
                   [x for row in view.samurai for x in row], list(view.daimyo_area),
                   view.daimyo_card, list(view.supply), list(view.rp), list(view.kyoto_bonus_used))

    def copy(self) -> Board:
        """An independent copy (the fixed parts are shared)."""
        b = Board.__new__(Board)
        b.armies, b.owner, b.variants = self.armies, self.owner, self.variants
        b.daimyo_cost, b.daimyo_card, b.rivals = self.daimyo_cost, self.daimyo_card, self.rivals
        b.tokens = self.tokens[:]
        b.daimyo_area = self.daimyo_area[:]
        b.supply = self.supply[:]
        b.rp = self.rp[:]
        b.kyoto_bonus_used = self.kyoto_bonus_used[:]
        return b

    def key(self) -> tuple[int, ...]:
        """Identifies the token layout (for merging transpositions while planning)."""
        return (*self.tokens, *self.daimyo_area)

    # ---- reading -----------------------------------------------------------------------------
    def samurai(self, army: int, area: int) -> int:
        return self.tokens[army * N_AREAS + area]

    def samurai_of(self, army: int) -> list[int]:
        """The army's samurai per area (index = area)."""
        base = army * N_AREAS
        return self.tokens[base:base + N_AREAS]

    def influence(self, army: int, area: int) -> int:
        """R-C8: a daimyo counts 2, each samurai 1."""
        daimyo = DAIMYO_INFLUENCE if self.daimyo_area[army] == area else 0
        return self.tokens[army * N_AREAS + area] + daimyo

    def influences(self, area: int) -> list[int]:
        """Influence of every army id in ``area`` (0 for armies not in play), R-C8."""
        tokens, daimyo_area = self.tokens, self.daimyo_area
        out = [0] * N_ARMIES
        for a in self.armies:  # :meth:`influence`, inlined: the scoring's hot path
            out[a] = tokens[a * N_AREAS + area] + (DAIMYO_INFLUENCE if daimyo_area[a] == area else 0)
        return out

    # ---- the AP steps (R-E2) -------------------------------------------------------------------
    def step_cost(self, action: Action) -> int:
        """What a placement or AP step uses up: 1, or the daimyo's cost (R-E2, R-V6)."""
        return self.daimyo_cost if action.kind == DAIMYO else 1

    def ap_steps(self, army: int, ap: int) -> list[Action]:
        """The AP steps ``army`` may take with ``ap`` left, in the engine's order (R-E2):
        move the daimyo to a neighbour (R-V6 cost), move a samurai to a neighbour (R-C7),
        remove an opponent's samurai where the daimyo stands (never one of the acting
        player's own armies, ruling V7_OWN_ARMIES_ARE_PROTECTED), or in R-V8 relocate a
        neutral samurai there to an area not behind the neutral daimyo."""
        out: list[Action] = []
        if ap <= 0:
            return out
        daimyo_area = self.daimyo_area
        pos = daimyo_area[army]
        if ap >= self.daimyo_cost:
            out.extend(_DAIMYO_MOVES[pos])
        tokens = self.tokens
        base = army * N_AREAS
        for moves in compress(_SAMURAI_MOVES, tokens[base:base + N_AREAS]):  # areas with its samurai
            out.extend(moves)
        for o in self.rivals[army]:
            if tokens[o * N_AREAS + pos]:
                if o == NEUTRAL:  # R-V8: relocate, never remove, not behind the neutral daimyo
                    out.extend(_RELOCATIONS[pos][daimyo_area[NEUTRAL]])
                else:
                    out.append(REMOVE_FROM[o][pos])
        return out

    def ap_steps_with_costs(self, army: int, ap: int) -> list[tuple[Action, int]]:
        """:meth:`ap_steps` with what each costs."""
        cost = self.step_cost
        return [(a, cost(a)) for a in self.ap_steps(army, ap)]

    def apply_step(self, army: int, action: Action) -> int:
        """Apply one placement or AP step of ``army`` (R-E1, R-E2, R-V8) and return the RP of
        an R-V4 Kyoto bonus it earned (0 mostly). The caller checked it is legal."""
        k = action.kind
        tokens = self.tokens
        if k == PLACE:
            tokens[army * N_AREAS + action.dst] += 1
            self.supply[army] -= 1
        elif k == MOVE:
            base = army * N_AREAS
            tokens[base + action.src] -= 1
            tokens[base + action.dst] += 1
        elif k == DAIMYO:
            self.daimyo_area[army] = action.dst
            return self._kyoto_bonus(army) if action.dst == KYOTO else 0
        elif k == REMOVE:
            tokens[action.army * N_AREAS + action.src] -= 1
            self.supply[action.army] += 1
        elif k == RELOCATE:
            base = NEUTRAL * N_AREAS
            tokens[base + action.src] -= 1
            tokens[base + action.dst] += 1
        return 0

    def _kyoto_bonus(self, army: int) -> int:
        """R-V4: a daimyo entering Kyoto scores its card's number, once per army (ruling
        V4_ONCE_PER_ARMY)."""
        # the flag of this army, or (were the ruling reversed) of the player's first army
        flag = army if V4_ONCE_PER_ARMY else min(a for a in self.armies if self.owner[a] == self.owner[army])
        if not self.variants.kyoto_bonus or self.kyoto_bonus_used[flag]:
            return 0
        self.kyoto_bonus_used[flag] = True
        points = self.daimyo_card[army]
        self.rp[army] += points
        return points

    # ---- between rounds ---------------------------------------------------------------------
    def march_neutral(self) -> None:
        """R-V8: every neutral token moves one area toward Kyoto; tokens in Kyoto stay."""
        base = NEUTRAL * N_AREAS
        t = self.tokens
        t[base] += t[base + 1]
        for area in range(1, N_AREAS - 1):
            t[base + area] = t[base + area + 1]
        t[base + N_AREAS - 1] = 0
        if self.daimyo_area[NEUTRAL] > KYOTO:
            self.daimyo_area[NEUTRAL] -= 1
