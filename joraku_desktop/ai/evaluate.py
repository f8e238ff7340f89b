"""A static estimate of how a position will score, from public information only.

Every computer level judges positions with the same evaluator: it reads only the board (tokens,
supplies, RP, daimyo areas, the round and skirmish), never a hand, so it is safe to use on a
seat's view and inside determinized searches alike.

For each army it adds up

* the RP it already has;
* the prestige it would score if the areas were ranked now (R-PR2, ties by R-T1 or R-V2), with
  the chart row of the current round at full weight and the rows of the next rounds at lower
  weights, because the map carries over (R-R2);
* R-V1's bonus for ranking 1st where its own daimyo stands;
* the expected Kachidoki RP (R-KS) of the skirmishes still to come: every daimyo's area is
  scored whenever that army wins, so ranking in an area holding daimyos is worth more;
* a small share term (influence over all influence) so that building towards a rank pays a
  little before the rank flips, and a value for samurai still in supply.

A seat's utility is its value minus a blend of the best and the mean opposing value, so the
players try to win, not just to score.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..model.actions import N_ARMIES, NEUTRAL
from ..model.board import Board
from ..model.phases import Mode
from ..model.rules_data import N_AREAS, default_rules
from ..model.variants import flags_of
from ..model.view import SeatView

_RULES = default_rules()
_CHART = _RULES.chart

#: weights of the chart rows of this round, the next and the one after (R-R2: the map stays)
ROUND_WEIGHTS = (1.0, 0.55, 0.3)
#: weight of the influence-share term, per point of the area's first-place value
SHARE_WEIGHT = 0.12
#: value of a samurai still in supply, early in the game
SUPPLY_VALUE = 0.45


@dataclass(frozen=True, slots=True)
class Layer:
    """The later rounds of an R-V8 game, valued on the board after the neutral army's march(es)."""

    #: chart value for ranks 1..3 per area (that round's row, weighted)
    area_points: tuple[tuple[float, float, float], ...]
    v1_weight: float
    kachi_weight: float


@dataclass(frozen=True, slots=True)
class EvalContext:
    """What the evaluator needs besides the board: the rules in play and how much game is left."""

    #: armies that score (not the neutral army), and armies that rank (incl. neutral, R-V8)
    scoring: tuple[int, ...]
    ranked: tuple[int, ...]
    owner: tuple[int, ...]
    seats: int
    v1: bool
    v2: bool
    v4: bool
    v6: bool
    #: Kachidoki RP for 1st/2nd/3rd (R-KS4, R-V3)
    kachi_table: tuple[int, ...]
    #: combined chart value for ranks 1..3 per area (this round and the later ones, weighted;
    #: R-V8: this round only, the later ones are in ``marches``)
    area_points: tuple[tuple[float, float, float], ...]
    #: how many prestige scorings are still ahead, weighted (for R-V1's bonus)
    v1_weight: float
    #: expected Kachidoki scorings per army still ahead (weighted)
    kachi_weight: float
    supply_value: float
    seven: bool  # R-V7: a seat's result is its better army
    #: first-place value of every area over the rounds ahead (for the influence-share term)
    share_points: tuple[float, ...] = ()
    #: R-V8: the next rounds, each valued after one more march of the neutral army
    marches: tuple[Layer, ...] = ()

    @staticmethod
    def build(view: SeatView, tricks_left: int | None = None,
              weights: Sequence[float] = ROUND_WEIGHTS) -> EvalContext:
        """The context for ``view``'s game. ``tricks_left`` overrides the skirmishes still to be
        decided this round (the current one is left out when a caller values it itself);
        ``weights`` are the chart rows' weights (Easy looks at this round's row only)."""
        return make_context(
            armies=view.armies, owner=view.owner, players=view.players, variants=view.variants,
            round_=view.round, skirmish=view.skirmish, spr=view.skirmishes_per_round,
            seven=view.mode is Mode.V7, tricks_left=tricks_left, weights=weights)


def make_context(armies: Sequence[int], owner: Sequence[int], players: int, variants: frozenset[str],
                 round_: int, skirmish: int, spr: int, seven: bool,
                 tricks_left: int | None = None, weights: Sequence[float] = ROUND_WEIGHTS) -> EvalContext:
    """An :class:`EvalContext` from plain facts (used for views and for engine games).

    R-V8: at the start of rounds 2 and 3 every neutral token moves one area toward Kyoto, so
    the rows of the later rounds are valued on the board as it will be after the march(es)."""
    if tricks_left is None:
        tricks_left = max(0, spr - skirmish)
    r = round_ - 1
    scoring = tuple(a for a in armies if a != NEUTRAL)
    n_scoring = max(1, len(scoring))
    march = NEUTRAL in armies
    ahead = [(k, w) for k, w in enumerate(weights) if r + k <= 2 and w > 0]

    def rows(ks: Sequence[tuple[int, float]]) -> tuple[tuple[float, float, float], ...]:
        out = []
        for area in range(N_AREAS):
            row = [0.0, 0.0, 0.0]
            for k, w in ks:
                for i in range(3):
                    row[i] += w * _CHART[area][r + k][i]
            out.append((row[0], row[1], row[2]))
        return tuple(out)

    share = tuple(p[0] for p in rows(ahead))
    now = [(k, w) for k, w in ahead if k == 0 or not march]
    later = [(k, w) for k, w in ahead if k > 0]
    v1w = sum(w for _k, w in now)
    future_tricks = sum(w * spr for k, w in now if k > 0)
    kachi_w = (tricks_left + 0.6 * future_tricks) / n_scoring
    marches: tuple[Layer, ...] = ()
    if march:
        marches = tuple(Layer(rows([(k, w)]), w, 0.6 * w * spr / n_scoring) for k, w in later)
    flags = flags_of(frozenset(variants))
    table = _RULES.kachidoki_v3 if flags.kachidoki_4_2_0 else _RULES.kachidoki_standard
    sv = SUPPLY_VALUE if round_ < 3 else SUPPLY_VALUE * tricks_left / max(1, spr)
    return EvalContext(
        scoring=scoring, ranked=tuple(armies), owner=tuple(owner), seats=players,
        v1=flags.daimyo_area_bonus, v2=flags.ties_share_highest, v4=flags.kyoto_bonus, v6=flags.cheap_daimyo,
        kachi_table=tuple(table), area_points=rows(now), v1_weight=v1w, kachi_weight=kachi_w,
        supply_value=sv, seven=seven, share_points=share, marches=marches)


def army_values(ctx: EvalContext, board: Board) -> list[float]:
    """The estimated final value of every army (indexed by army id; 0 for absent armies).

    R-V8: the later rounds are ranked on the board after the neutral army's march(es)
    (:meth:`Board.march_neutral`, the engine's own)."""
    vals = [0.0] * N_ARMIES
    supply, rp = board.supply, board.rp
    for a in ctx.scoring:
        vals[a] = rp[a] + ctx.supply_value * supply[a]
    _rank_value(ctx, vals, board, ctx.area_points, ctx.v1_weight, ctx.kachi_weight, ctx.share_points)
    if ctx.marches:
        later = board.copy()
        for layer in ctx.marches:
            later.march_neutral()
            _rank_value(ctx, vals, later, layer.area_points, layer.v1_weight, layer.kachi_weight, None)
    return vals


def _rank_value(ctx: EvalContext, vals: list[float], board: Board,
                area_points: Sequence[tuple[float, float, float]], v1_weight: float, kachi_weight: float,
                share_points: Sequence[float] | None) -> None:
    """Add to ``vals`` what ranking on this board is worth: prestige (R-PR2), R-V1's bonus,
    the Kachidoki scorings (R-KS) and, with ``share_points``, the influence-share term."""
    dpos = board.daimyo_area
    kw = [0.0] * N_AREAS
    for b in ctx.scoring:
        kw[dpos[b]] += kachi_weight
    ktab = ctx.kachi_table
    v1, v2 = ctx.v1, ctx.v2
    ranked = ctx.ranked
    for area in range(N_AREAS):
        influence = board.influences(area)
        present = [(influence[a], a) for a in ranked if influence[a]]
        if not present:
            continue
        pts = area_points[area]
        kwa = kw[area]
        share = SHARE_WEIGHT * share_points[area] / (sum(influence) + 2) if share_points else 0.0
        for x, a in present:
            if a == NEUTRAL:
                continue
            if v2:
                rank = 1
                for y, _b in present:
                    if y > x:
                        rank += 1
            else:
                rank = 0
                for y, _b in present:
                    if y >= x:
                        rank += 1
            v = share * x
            if rank <= 3:
                v += pts[rank - 1] + kwa * ktab[rank - 1]
                if v1 and rank == 1 and dpos[a] == area:
                    v += v1_weight * area
            vals[a] += v


def seat_values(ctx: EvalContext, vals: Sequence[float]) -> list[float]:
    """Army values folded into seat values (R-V7: the better army decides, the other breaks ties)."""
    if ctx.seven:
        out = []
        for s in range(2):
            a, b = vals[2 * s], vals[2 * s + 1]
            out.append(0.8 * max(a, b) + 0.2 * min(a, b))
        return out
    out = [0.0] * ctx.seats
    for a in ctx.scoring:
        out[ctx.owner[a]] += vals[a]
    return out


def utility(ctx: EvalContext, vals: Sequence[float], seat: int, rivalry: float = 1.0) -> float:
    """How good the army values are for ``seat``: its value against the best and the mean rival
    (``rivalry`` < 1 cares less about the rivals, as a casual player does)."""
    sv = seat_values(ctx, vals)
    mine = sv[seat]
    others = [v for s, v in enumerate(sv) if s != seat]
    return mine - rivalry * (0.5 * max(others) + 0.5 * sum(others) / len(others))


def _present(ctx: EvalContext, board: Board, area: int) -> list[tuple[int, int]]:
    """(influence, army) of every ranked army with influence in ``area`` (R-C8)."""
    influence = board.influences(area)
    return [(influence[a], a) for a in ctx.ranked if influence[a]]


def kachidoki_gains(ctx: EvalContext, board: Board, winner: int) -> list[int]:
    """RP every army would gain now if ``winner`` won the skirmish (R-KS1, R-KS2, R-KS3, R-KS4,
    R-V2, R-V3)."""
    present = _present(ctx, board, board.daimyo_area[winner])
    gains = [0] * N_ARMIES
    for x, a in present:
        if a == NEUTRAL:
            continue
        rank = 1 + sum(1 for y, _b in present if y > x) if ctx.v2 else sum(1 for y, _b in present if y >= x)
        if rank <= 3:
            gains[a] = ctx.kachi_table[rank - 1]
    return gains
