"""A light copy of the public board, cheap to copy and change, for planning a card's effect.

Planning a whole turn (R-E1/R-E2: up to 3 placements, or up to 6 AP of moves and removals)
means trying many sequences; doing that on the engine would cost a full game copy per try.
A :class:`Board` holds only what a resolution changes (tokens, supplies, RP, the R-V4 flags)
and applies the same steps as the engine, which the tests check against the engine.
"""

from __future__ import annotations

from ..model.actions import (
    DAIMYO,
    MOVE,
    MOVE_DAIMYO,
    MOVE_SAMURAI,
    NEUTRAL,
    PLACE,
    RELOCATE,
    RELOCATE_NEUTRAL,
    REMOVE,
    REMOVE_FROM,
    Action,
)
from ..model.game import Game
from ..model.rules_data import default_rules
from ..model.rulings import V7_OWN_ARMIES_ARE_PROTECTED
from ..model.view import SeatView

_ADJ = default_rules().adjacent


class Board:
    """Tokens (``sam[army*7+area]``), daimyo areas, supplies, RP and the R-V4 flags."""

    __slots__ = ("dcard", "dpos", "rp", "sam", "supply", "v4used")

    def __init__(self, sam: list[int], dpos: list[int], supply: list[int], rp: list[int],
                 v4used: list[bool], dcard: tuple[int, ...]) -> None:
        self.sam = sam
        self.dpos = dpos
        self.supply = supply
        self.rp = rp
        self.v4used = v4used
        self.dcard = dcard

    @staticmethod
    def from_view(view: SeatView) -> Board:
        sam = [x for row in view.samurai for x in row]
        return Board(sam, list(view.daimyo_area), list(view.supply), list(view.rp),
                     list(view.kyoto_bonus_used), tuple(view.daimyo_card))

    @staticmethod
    def from_game(g: Game) -> Board:
        return Board(g.board.tokens[:], g.daimyo_area[:], g.supply[:], g.rp[:], g.kyoto_bonus_used[:],
                     g.daimyo_card)

    def copy(self) -> Board:
        return Board(self.sam[:], self.dpos[:], self.supply[:], self.rp[:], self.v4used[:], self.dcard)

    def key(self) -> tuple[int, ...]:
        """Identifies the board for de-duplicating plans (transpositions collapse)."""
        return (*self.sam, *self.dpos)

    def apply(self, army: int, a: Action, v4: bool) -> None:
        """Apply one placement or AP step of ``army`` (as the engine does, R-E1/R-E2, R-V4, R-V8)."""
        k = a.kind
        if k == PLACE:
            self.sam[army * 7 + a.dst] += 1
            self.supply[army] -= 1
        elif k == MOVE:
            self.sam[army * 7 + a.src] -= 1
            self.sam[army * 7 + a.dst] += 1
        elif k == DAIMYO:
            self.dpos[army] = a.dst
            if v4 and a.dst == 0 and not self.v4used[army]:
                self.v4used[army] = True
                self.rp[army] += self.dcard[army]
        elif k == REMOVE:
            self.sam[a.army * 7 + a.src] -= 1
            self.supply[a.army] += 1
        elif k == RELOCATE:
            self.sam[NEUTRAL * 7 + a.src] -= 1
            self.sam[NEUTRAL * 7 + a.dst] += 1

    def ap_steps(self, army: int, ap: int, armies: tuple[int, ...], owner: tuple[int, ...],
                 v6: bool) -> list[tuple[Action, int]]:
        """The AP steps ``army`` may take with ``ap`` left, with their costs (as the engine's
        legal AP actions, R-E2 B, R-V6, R-V8)."""
        out: list[tuple[Action, int]] = []
        if ap <= 0:
            return out
        pos = self.dpos[army]
        dcost = 1 if v6 else 2
        if ap >= dcost:
            for d in _ADJ[pos]:
                out.append((MOVE_DAIMYO[pos][d], dcost))
        sam = self.sam
        base = army * 7
        for area in range(7):
            if sam[base + area]:
                row = MOVE_SAMURAI[area]
                for d in _ADJ[area]:
                    out.append((row[d], 1))
        me = owner[army]
        for o in armies:
            if o == army or (V7_OWN_ARMIES_ARE_PROTECTED and owner[o] == me):
                continue
            if sam[o * 7 + pos]:
                if o == NEUTRAL:
                    row = RELOCATE_NEUTRAL[pos]
                    for d in range(self.dpos[NEUTRAL] + 1):
                        if d != pos:
                            out.append((row[d], 1))
                else:
                    out.append((REMOVE_FROM[o][pos], 1))
        return out
