"""A seat's review as JSON text, and back: what the record keeps so that a game is reviewed once.

The text read back is foreign data (the record is a file anyone can edit): its size, every type,
every range and every action text are checked, and anything wrong is a :class:`ReviewDataError`
(the review is then simply made again), never a crash or a half-read review.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from typing import Any

from ..ai.advice import Advice, AdviceKind, RankNote, Reason
from ..model.actions import Action, action_from_text
from ..model.errors import JorakuError
from .analysis import DecisionReview, GameReview, ReviewBudget
from .labels import Label

#: the format's version (a review of another version is made again)
FORMAT = 1
#: a seat's review of the longest game is ~40 KB; anything larger is not one of ours
MAX_TEXT = 1_000_000
MAX_DECISIONS = 5_000
MAX_STEPS = 64
MAX_RANKS = 32
#: RP and margins far outside any game's
MAX_RP = 10_000.0


class ReviewDataError(ValueError):
    """A kept review that is not one this version wrote."""


def seat_text(review: GameReview, seat: int) -> str:
    """The review of ``seat`` (one of ``review.seats``) as JSON text."""
    doc = {"format": FORMAT, "seat": seat, "iterations": review.budget.iterations,
           "deals": review.budget.deals, "seed": review.seed, "final_rp": list(review.final_rp),
           "decisions": [_decision(d) for d in review.of_seat(seat)]}
    return json.dumps(doc, separators=(",", ":"))


def _decision(d: DecisionReview) -> dict[str, Any]:
    a = d.advice
    r = a.reason
    return {"index": d.index, "played": str(d.played), "expected_best": d.expected_best,
            "expected_played": d.expected_played, "rp_lost": d.rp_lost, "label": d.label.value,
            "kind": a.kind.value, "army": a.army, "card": a.card, "action": str(a.action),
            "plan": [str(x) for x in a.plan],
            "reason": {"win_chance": r.win_chance, "kachidoki_rp": r.kachidoki_rp,
                       "kachidoki_area": r.kachidoki_area, "rp_now": r.rp_now,
                       "ranks": [[n.area, n.before, n.after, n.points, n.daimyos] for n in r.ranks],
                       "cards": list(r.cards), "simulations": r.simulations,
                       "turns_compared": r.turns_compared,
                       "margin_rp": r.margin_rp,
                       "runner_up": None if r.runner_up is None else str(r.runner_up),
                       "runner_up_plan": [str(x) for x in r.runner_up_plan],
                       "cheap": r.cheap, "plain": r.plain}}


def from_seat_texts(texts: Sequence[str]) -> GameReview:
    """The review made of the seats' texts (each :func:`seat_text`, of the same game and budget)."""
    if not texts:
        raise ReviewDataError("no review")
    seats: list[int] = []
    decisions: list[DecisionReview] = []
    first: tuple[ReviewBudget, int, tuple[int, ...]] | None = None
    for text in texts:
        if not isinstance(text, str) or len(text) > MAX_TEXT:
            raise ReviewDataError("not a review")
        try:
            doc = json.loads(text)
        except (ValueError, RecursionError):
            raise ReviewDataError("not JSON") from None
        obj = _dict(doc)
        if obj.get("format") != FORMAT:
            raise ReviewDataError("another format")
        seat = _int(obj.get("seat"), 0, 4)
        try:
            budget = ReviewBudget(_int(obj.get("iterations"), 1, 100_000), _int(obj.get("deals"), 1, 10_000))
        except ValueError:
            raise ReviewDataError("a budget out of range") from None
        seed = _int(obj.get("seed"), -(1 << 62), 1 << 62)
        final = tuple(_int(x, -1000, 10_000) for x in _list(obj.get("final_rp"), 5))
        if first is None:
            first = (budget, seed, final)
        elif first != (budget, seed, final) or seat in seats:
            raise ReviewDataError("seats of different reviews")
        seats.append(seat)
        decisions.extend(_read_decision(x, seat) for x in _list(obj.get("decisions"), MAX_DECISIONS))
    assert first is not None
    decisions.sort(key=lambda d: d.index)
    if len({d.index for d in decisions}) != len(decisions):
        raise ReviewDataError("a decision twice")
    return GameReview(tuple(sorted(seats)), tuple(decisions), first[0], first[1], first[2])


def _read_decision(raw: object, seat: int) -> DecisionReview:
    d = _dict(raw)
    r = _dict(d.get("reason"))
    try:
        kind = AdviceKind(d.get("kind"))
        label = Label(d.get("label"))
    except ValueError:
        raise ReviewDataError("an unknown kind or label") from None
    notes = [_list(n, 5) for n in _list(r.get("ranks"), MAX_RANKS)]
    if any(len(n) != 5 for n in notes):
        raise ReviewDataError("a rank note of the wrong length")
    ranks = tuple(RankNote(*(_int(v, -1, 1000) for v in n)) for n in notes)
    runner = r.get("runner_up")
    reason = Reason(win_chance=_opt_float(r.get("win_chance")),
                    kachidoki_rp=_int(r.get("kachidoki_rp"), -1000, 1000),
                    kachidoki_area=_int(r.get("kachidoki_area"), -1, 100),
                    rp_now=_int(r.get("rp_now"), -1000, 1000),
                    ranks=ranks, cards=tuple(_int(c, 0, 100) for c in _list(r.get("cards"), 8)),
                    simulations=_int(r.get("simulations"), 0, 10**9),
                    turns_compared=_int(r.get("turns_compared"), 0, 10**6),
                    margin_rp=_opt_float(r.get("margin_rp")),
                    runner_up=None if runner is None else _action(runner),
                    runner_up_plan=tuple(_action(x) for x in _list(r.get("runner_up_plan", []), MAX_STEPS)),
                    cheap=_bool(r.get("cheap")), plain=_bool(r.get("plain")))
    advice = Advice(kind, seat, _int(d.get("army"), -1, 10), _int(d.get("card"), -1, 100),
                    _action(d.get("action")),
                    tuple(_action(x) for x in _list(d.get("plan"), MAX_STEPS)), reason)
    lost = _float(d.get("rp_lost"))
    if lost < 0:
        raise ReviewDataError("a negative loss")
    return DecisionReview(_int(d.get("index"), 0, 100_000), seat, _action(d.get("played")), advice,
                          _float(d.get("expected_best")), _float(d.get("expected_played")), lost, label)


def _dict(x: object) -> dict[str, Any]:
    if not isinstance(x, dict):
        raise ReviewDataError("not an object")
    return x


def _list(x: object, limit: int) -> list[Any]:
    if not isinstance(x, list) or len(x) > limit:
        raise ReviewDataError("not a list, or too long")
    return x


def _int(x: object, lo: int, hi: int) -> int:
    if type(x) is not int or not lo <= x <= hi:
        raise ReviewDataError("a number out of range")
    return x


def _float(x: object) -> float:
    if type(x) not in (int, float) or not math.isfinite(x) or abs(x) > MAX_RP:  # type: ignore[arg-type]
        raise ReviewDataError("a value out of range")
    return float(x)  # type: ignore[arg-type]


def _opt_float(x: object) -> float | None:
    return None if x is None else _float(x)


def _bool(x: object) -> bool:
    if type(x) is not bool:
        raise ReviewDataError("not a yes or no")
    return x


def _action(x: object) -> Action:
    if not isinstance(x, str) or len(x) > 40:
        raise ReviewDataError("not an action")
    try:
        return action_from_text(x)
    except (JorakuError, ValueError):
        raise ReviewDataError("not an action") from None


__all__ = ["FORMAT", "ReviewDataError", "from_seat_texts", "seat_text"]
