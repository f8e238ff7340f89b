"""The evaluator of :mod:`.evaluate`, memoised area by area, for the search's inner loop.

A search simulation judges hundreds of boards, and :func:`.evaluate.army_values` spends almost
all of its time ranking the seven areas again. What an area adds to each army depends only on
the influence of every ranked army there and on whose daimyo stand there (R-C8, R-PR2, R-KS,
R-V1, R-V2), and within one search the same few layouts come back again and again: so
:class:`FastEval` keeps each area's contributions in a table keyed by that layout and only
adds them up. The values are those of ``army_values`` (the same terms, summed in another
order: equal to rounding; ``tests/ai/test_fasteval.py``), several times faster.

Planning a card's effect tries many boards one step away from a known one (:meth:`FastEval.step`):
those are valued without building the board, from the stored layouts of the one or two areas
the step changes (R-E1, R-E2: a placement, a move, a daimyo move, a removal, an R-V8
relocation). The Kachidoki scoring of an area (R-KS) is kept in a table by layout too.

R-V8: the later rounds are ranked on the board after the neutral army's march(es), as in
``army_values``; the march moves neutral tokens only, so an area's layout in a later round is
read straight off the board (the neutral samurai that will stand there, and the neutral daimyo
if it will).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model.actions import DAIMYO, MOVE, N_ARMIES, NEUTRAL, PLACE, RELOCATE, REMOVE, Action
from ..model.board import DAIMYO_INFLUENCE, KYOTO, Board
from ..model.rules_data import N_AREAS
from .evaluate import SHARE_WEIGHT, EvalContext, seat_values

_AREAS = tuple(range(N_AREAS))
#: one area's contributions: (army, value) for every scoring army ranked there
Contribution = tuple[tuple[int, float], ...]
#: a round layer's chart points, R-V1 weight, Kachidoki weight and share points (or None)
_Layer = tuple[Sequence[tuple[float, float, float]], float, float, Sequence[float] | None]


class Scored:
    """A board's values with their parts, from :meth:`FastEval.score`: the influence layout
    of every area in every round layer, whose daimyo stand where, and what each area adds."""

    __slots__ = ("vals", "base", "rows", "dmask", "parts", "board")

    def __init__(self, vals: list[float], base: list[float], rows: list[list[list[int]]], dmask: list[int],
                 parts: list[list[Contribution]], board: Board) -> None:
        self.vals = vals
        self.base = base
        self.rows = rows
        self.dmask = dmask
        self.parts = parts
        self.board = board


class FastEval:
    """``values(board)`` equals ``army_values(ctx, board)`` (to rounding); ``utility`` as
    :func:`.evaluate.utility`. One per context; the tables grow with the layouts met."""

    __slots__ = ("ctx", "_kachi", "_layers", "_memo", "_ranked", "_rivals", "_scoring")

    def __init__(self, ctx: EvalContext) -> None:
        self.ctx = ctx
        #: (chart points, R-V1 weight, Kachidoki weight, share points or None) per round ahead
        self._layers: list[_Layer] = [
            (ctx.area_points, ctx.v1_weight, ctx.kachi_weight, ctx.share_points or None)]
        for layer in ctx.marches:
            self._layers.append((layer.area_points, layer.v1_weight, layer.kachi_weight, None))
        #: one table per layer: (area, daimyo mask, influence by army id) -> contributions
        self._memo: list[dict[tuple[int, ...], Contribution]] = [{} for _ in self._layers]
        #: layout of an area -> the Kachidoki RP of every army if it were scored now
        self._kachi: dict[tuple[int, ...], list[int]] = {}
        self._ranked = ctx.ranked
        self._scoring = ctx.scoring
        self._rivals = [tuple(a for a in ctx.scoring if a != s) for s in range(ctx.seats)]

    def values(self, board: Board) -> list[float]:
        """The estimated final value of every army (indexed by army id)."""
        return self.score(board).vals

    def score(self, board: Board) -> Scored:
        """The values of ``board`` with their parts, so that boards one step away can be
        valued by :meth:`step` from them."""
        vals = self._base(board)
        base = vals[:]
        tokens, dpos = board.tokens, board.daimyo_area
        dmask = [0] * N_AREAS
        for a in self._scoring:
            dmask[dpos[a]] |= 1 << a
        # each area's influence by army id (R-C8): a slice of the army-major token list
        rows = [tokens[area::N_AREAS] for area in _AREAS]
        for a in self._ranked:
            rows[dpos[a]][a] += DAIMYO_INFLUENCE
        all_rows = []
        parts = []
        for k, memo in enumerate(self._memo):
            if k:
                rows = _march(rows, max(0, dpos[NEUTRAL] - k + 1))
            layer_parts = []
            for area in _AREAS:
                row = rows[area]
                dm = dmask[area]
                got = memo.get((area, dm, *row))
                if got is None:
                    got = memo[(area, dm, *row)] = self._contribution(k, area, dm, row)
                for a, v in got:
                    vals[a] += v
                layer_parts.append(got)
            all_rows.append(rows)
            parts.append(layer_parts)
        return Scored(vals, base, all_rows, dmask, parts, board)

    def step(self, sc: Scored, army: int, step: Action,
             times: int = 1) -> tuple[list[float], dict[int, list[int]]]:
        """The values after ``army`` takes one placement or AP step (R-E1, R-E2, R-V4, R-V8)
        on the board of ``sc`` (a placement: ``times`` of them), and the new layouts (this
        round) of the areas it changes. The caller checked the step is legal."""
        vals, layers, _masks = self._delta(sc, army, step, times, None)
        return vals, layers[0] if layers else {}

    def advance(self, sc: Scored, army: int, step: Action, board: Board) -> Scored:
        """:meth:`score` of ``board``, the board of ``sc`` after ``army``'s ``step``, built
        from ``sc`` (only the changed areas are looked up)."""
        parts = [p[:] for p in sc.parts]
        vals, layers, masks = self._delta(sc, army, step, 1, parts)
        rows = [r[:] for r in sc.rows]
        for k, new in enumerate(layers):
            for area, row in new.items():
                rows[k][area] = row
        dmask = sc.dmask[:]
        for area, dm in masks.items():
            dmask[area] = dm
        return Scored(vals, self._base(board), rows, dmask, parts, board)

    def _delta(self, sc: Scored, army: int, step: Action, times: int, parts: list[list[Contribution]] | None
               ) -> tuple[list[float], list[dict[int, list[int]]], dict[int, int]]:
        """The values after the step, the new layouts of the areas it changes (by round
        layer) and the new daimyo masks; with ``parts``, the new contributions are written
        into it."""
        vals = sc.vals[:]
        kind = step.kind
        sv = self.ctx.supply_value
        #: (area, army, influence change) in this round's layout; daimyo masks changed
        moves: list[tuple[int, int, int]]
        masks: dict[int, int] = {}
        if kind == PLACE:
            moves = [(step.dst, army, times)]
            vals[army] -= sv * times
        elif kind == MOVE:
            moves = [(step.src, army, -1), (step.dst, army, 1)]
        elif kind == DAIMYO:
            moves = [(step.src, army, -DAIMYO_INFLUENCE), (step.dst, army, DAIMYO_INFLUENCE)]
            bit = 1 << army
            masks = {step.src: sc.dmask[step.src] & ~bit, step.dst: sc.dmask[step.dst] | bit}
            if step.dst == KYOTO:
                vals[army] += _kyoto_bonus(sc.board, army)
        elif kind == REMOVE:
            moves = [(step.src, step.army, -1)]
            if step.army in self._scoring:
                vals[step.army] += sv
        elif kind == RELOCATE:
            moves = [(step.src, NEUTRAL, -1), (step.dst, NEUTRAL, 1)]
        else:
            return vals, [], masks
        dmask = sc.dmask
        layers = []
        for k, memo in enumerate(self._memo):
            rows = sc.rows[k]
            new: dict[int, list[int]] = {}
            for area, a, d in moves:
                if k and a == NEUTRAL:  # R-V8: the neutral samurai will have marched k areas
                    area = max(0, area - k)
                row = new.get(area)
                if row is None:
                    row = new[area] = rows[area][:]
                row[a] += d
            old = sc.parts[k]
            for area, row in new.items():
                for a, v in old[area]:
                    vals[a] -= v
                dm = masks.get(area, dmask[area])
                got = memo.get((area, dm, *row))
                if got is None:
                    got = memo[(area, dm, *row)] = self._contribution(k, area, dm, row)
                for a, v in got:
                    vals[a] += v
                if parts is not None:
                    parts[k][area] = got
            layers.append(new)
        return vals, layers, masks

    def kachidoki(self, row: Sequence[int]) -> list[int]:
        """The RP every army would gain if the area with this layout were scored for a
        Kachidoki now (R-KS2, R-KS3, R-KS4, R-V2, R-V3; :func:`.evaluate.kachidoki_gains`)."""
        key = tuple(row)
        got = self._kachi.get(key)
        if got is None:
            present = [(row[a], a) for a in self._ranked if row[a]]
            got = [0] * N_ARMIES
            for x, a in present:
                if a == NEUTRAL:
                    continue
                rank = (1 + sum(1 for y, _b in present if y > x) if self.ctx.v2
                        else sum(1 for y, _b in present if y >= x))
                if rank <= 3:
                    got[a] = self.ctx.kachi_table[rank - 1]
            self._kachi[key] = got
        return got

    def _contribution(self, k: int, area: int, dmask: int, row: Sequence[int]) -> Contribution:
        """What ``area`` adds to each army in round layer ``k`` (``row``: influence by army
        id): the terms of :func:`.evaluate._rank_value` for one area."""
        ctx = self.ctx
        area_points, v1_weight, kachi_weight, share_points = self._layers[k]
        present = [(row[a], a) for a in self._ranked if row[a]]
        if not present:
            return ()
        pts = area_points[area]
        kwa = kachi_weight * bin(dmask).count("1")
        share = SHARE_WEIGHT * share_points[area] / (sum(row) + 2) if share_points else 0.0
        ktab = ctx.kachi_table
        out = []
        for x, a in present:
            if a == NEUTRAL:
                continue
            if ctx.v2:
                rank = 1 + sum(1 for y, _b in present if y > x)
            else:
                rank = sum(1 for y, _b in present if y >= x)
            v = share * x
            if rank <= 3:
                v += pts[rank - 1] + kwa * ktab[rank - 1]
                if ctx.v1 and rank == 1 and dmask >> a & 1:
                    v += v1_weight * area
            out.append((a, v))
        return tuple(out)

    def _base(self, board: Board) -> list[float]:
        """RP and samurai in supply: the part of the values outside the areas."""
        vals = [0.0] * N_ARMIES
        supply, rp = board.supply, board.rp
        sv = self.ctx.supply_value
        for a in self._scoring:
            vals[a] = rp[a] + sv * supply[a]
        return vals

    def seat_values(self, vals: Sequence[float]) -> list[float]:
        return seat_values(self.ctx, vals)

    def utility(self, vals: Sequence[float], seat: int, kachidoki: Sequence[int] | None = None) -> float:
        """As :func:`.evaluate.utility` with full rivalry (with ``kachidoki``: of the values
        plus those Kachidoki RP)."""
        if kachidoki is not None:
            vals = [x + y for x, y in zip(vals, kachidoki, strict=True)]
        if self.ctx.seven:
            sv = seat_values(self.ctx, vals)
            return sv[seat] - sv[1 - seat]
        # one army per seat, its id the seat's (R-C1; R-V8's neutral army does not score)
        others = [vals[a] for a in self._rivals[seat]]
        return vals[seat] - 0.5 * max(others) - 0.5 * sum(others) / len(others)


def _kyoto_bonus(board: Board, army: int) -> int:
    """RP of R-V4's Kyoto bonus for ``army``'s daimyo entering Kyoto (:meth:`Board.apply_step`
    is the rule; this reads it off a copy)."""
    if not board.variants.kyoto_bonus:
        return 0
    b = board.copy()
    return b.apply_step(army, Action(DAIMYO, src=board.daimyo_area[army], dst=KYOTO))


def _march(rows: list[list[int]], daimyo_before: int) -> list[list[int]]:
    """The influence rows after one more neutral march (R-V8, :meth:`Board.march_neutral`):
    the neutral samurai shift one area toward Kyoto (those in Kyoto stay), the daimyo too."""
    col = [r[NEUTRAL] for r in rows]
    col[daimyo_before] -= DAIMYO_INFLUENCE
    new = [col[0] + col[1], *col[2:], 0]
    new[max(0, daimyo_before - 1)] += DAIMYO_INFLUENCE
    out = []
    for r, x in zip(rows, new, strict=True):
        nr = r[:]
        nr[NEUTRAL] = x
        out.append(nr)
    return out
