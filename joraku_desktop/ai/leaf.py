"""A fitted estimate of the rounds still to play, for the search's simulations to end on.

A simulation of the search plays to the end of the round and then asks how the game will end.
The evaluator (:mod:`.evaluate`) answers with weights chosen by hand: the coming round's chart
row at full weight, the one after at 0.55, a Kachidoki term, 0.45 RP per samurai in supply.
Those weights were never checked against how games actually end, and the simulations' bias is
what more of them cannot remove (``docs/ai.md``, the scaling curve).

Here the same terms are weighed by a least-squares fit of the RP each army scored from the
start of round 2 (and of round 3) to the end of the game, over many whole games
(``scripts/fit_leaf.py``, which writes :mod:`.leaf_weights`). The terms, per army, at the
start of a round (before its recruit; R-V8: after the neutral army's march):

* ``now``: the prestige it would score if the areas were ranked now with this round's row
  (R-PR2, R-PR4; ties by R-T1 or R-V2);
* ``next``: the same with the next round's row (round 2 only; R-V8: on the board after the
  next march);
* ``kachi``: the Kachidoki RP it would score if every daimyo's area were scored now
  (R-KS; an area with two daimyos counts twice), and ``kachi_next`` the same after the next
  march (R-V8, round 2);
* ``share``: the influence-share term of the evaluator;
* ``supply``: samurai in supply.

Each is a term of :func:`.evaluate.army_values` with one weight set to 1 and the others to 0,
so a fitted set of weights is again an :class:`~.evaluate.EvalContext`, and the search's
memoised evaluator (:mod:`.fasteval`) values it unchanged.

Measured (``docs/ai.md``): the fit predicts how games end far better than the hand-set weights
and hardly better than the RP alone, and a search ending on it plays no better; so it is an
option for experiments (``hard:iterations=400,leaf=1``), off in every level.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from ..model.actions import NEUTRAL
from ..model.board import Board
from ..model.rules_data import N_AREAS, default_rules
from .evaluate import EvalContext, Layer, army_values, make_context

_CHART = default_rules().chart
#: the terms, in the order of a fitted weight vector
TERMS = ("now", "next", "kachi", "kachi_next", "share", "supply")
#: chart points for ranks 1..3, per area
Rows = tuple[tuple[float, float, float], ...]
#: fitted weights by mode (:func:`mode_key`), then by the round whose start they judge
WeightTable = Mapping[str, Mapping[int, Mapping[str, float]]]
_ZERO_ROWS: Rows = tuple((0.0, 0.0, 0.0) for _ in range(N_AREAS))


def mode_key(players: int, seven: bool) -> str:
    """The name a game's weights are kept under: ``4p``, ``3p``, ``R-V7`` or ``R-V8``."""
    if players == 2:
        return "R-V7" if seven else "R-V8"
    return f"{players}p"


def _row(round_: int) -> Rows:
    """The chart row of ``round_`` (1..3) for every area (R-PR4)."""
    return tuple((float(c[round_ - 1][0]), float(c[round_ - 1][1]), float(c[round_ - 1][2])) for c in _CHART)


def _blank(base: EvalContext) -> EvalContext:
    """``base`` with every weight at zero: its values are the RP alone."""
    return replace(base, area_points=_ZERO_ROWS, v1_weight=0.0, kachi_weight=0.0, supply_value=0.0,
                   share_points=(), marches=())


def term_contexts(base: EvalContext, round_: int) -> dict[str, EvalContext]:
    """One context per term that applies at the start of ``round_``, with that term's weight 1."""
    blank = _blank(base)
    march = NEUTRAL in base.ranked
    out = {"now": replace(blank, area_points=_row(round_)),
           "kachi": replace(blank, kachi_weight=1.0),
           "share": replace(blank, share_points=tuple(r[0] for r in _row(round_))),
           "supply": replace(blank, supply_value=1.0)}
    if round_ < 3:
        if march:
            out["next"] = replace(blank, marches=(Layer(_row(round_ + 1), 0.0, 0.0),))
            out["kachi_next"] = replace(blank, marches=(Layer(_ZERO_ROWS, 0.0, 1.0),))
        else:
            out["next"] = replace(blank, area_points=_row(round_ + 1))
    return out


def features(base: EvalContext, round_: int, board: Board) -> dict[str, list[float]]:
    """Every term's value for every army (indexed by army id) on ``board``."""
    rp = army_values(_blank(base), board)
    out = {}
    for name, ctx in term_contexts(base, round_).items():
        vals = army_values(ctx, board)
        out[name] = [v - r for v, r in zip(vals, rp, strict=True)]
    return out


def fitted_context(base: EvalContext, round_: int, weights: Mapping[str, float]) -> EvalContext:
    """The context whose values are the RP plus the fitted ``weights`` times the terms
    (:func:`features`); R-V1's bonus is weighed as the prestige of the rounds ahead."""
    w = {t: float(weights.get(t, 0.0)) for t in TERMS}
    now = _row(round_)
    nxt = _row(round_ + 1) if round_ < 3 else _ZERO_ROWS
    march = NEUTRAL in base.ranked
    # R-V8: the next round is ranked on the board after the march (a layer of its own)
    points = _mix(now, w["now"], nxt, 0.0 if march else w["next"])
    marches: tuple[Layer, ...] = ()
    if march and round_ < 3:
        marches = (Layer(_mix(nxt, w["next"], _ZERO_ROWS, 0.0), w["next"], w["kachi_next"]),)
    share = tuple(w["share"] * r[0] for r in now)
    # R-V1's bonus: with the rows on this board (R-V8: the march layer weighs its own)
    v1 = w["now"] + (w["next"] if round_ < 3 and not march else 0.0)
    return replace(base, area_points=points, v1_weight=v1, kachi_weight=w["kachi"],
                   supply_value=w["supply"], share_points=share, marches=marches)


def _mix(a: Rows, wa: float, b: Rows, wb: float) -> Rows:
    """``wa`` × ``a`` + ``wb`` × ``b``, area by area and rank by rank."""
    return tuple((wa * x[0] + wb * y[0], wa * x[1] + wb * y[1], wa * x[2] + wb * y[2])
                 for x, y in zip(a, b, strict=True))


def leaf_context(armies: Sequence[int], owner: Sequence[int], players: int, variants: frozenset[str],
                 round_: int, spr: int, seven: bool,
                 table: WeightTable) -> EvalContext | None:
    """The fitted context at the start of ``round_`` for this game, or None where ``table``
    has no weights for it (then the evaluator's own weights stand)."""
    base = make_context(armies, owner, players, variants, round_, 0, spr, seven)
    key = mode_key(players, seven)
    weights = table.get(key, {}).get(round_)
    if weights is None:
        return None
    return fitted_context(base, round_, weights)


__all__ = ["TERMS", "WeightTable", "features", "fitted_context", "leaf_context", "mode_key", "term_contexts"]
