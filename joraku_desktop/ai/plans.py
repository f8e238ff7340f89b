"""Whole-turn plans for a card's effect: every placement choice, or a searched AP spend.

A card is resolved in several engine steps (R-E1/R-E2: choose placement or AP, then place or
spend AP step by step, then end). The computer decides the whole resolution at once: it
enumerates the placement end states and searches the AP end states (a beam over step
sequences, with transpositions merged so no plan moves a samurai there and back), judges each
end state with an objective, and then plays the chosen plan step by step. A plan only spends AP
while that strictly improves the objective, so AP are never spent aimlessly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations_with_replacement

from ..model.actions import CHOOSE_AP, CHOOSE_PLACEMENT, DAIMYO, END_ACTION, MOVE, PLACE_IN, Action
from ..model.cards import CARD_IS_NINJA, CARD_NUMBER
from ..model.phases import Phase
from ..model.rules_data import MAX_PLACE, N_AREAS
from .board import Board, with_placed

Objective = Callable[[Board], float]
_EPS = 1e-9


@dataclass(frozen=True, slots=True)
class Plan:
    """The steps that follow a played card (mode choice, placements or AP steps, "end")."""

    value: float
    steps: tuple[Action, ...]
    board: Board


def _placements(board: Board, army: int, area_of: int, left: int, obj: Objective,
                prefix: tuple[Action, ...]) -> Plan:
    """The best number (0..3, R-E2 A, R-E3) of samurai to place in the card's area."""
    best: Plan | None = None
    b = board.copy()
    steps = list(prefix)
    k_max = min(left, board.supply[army])
    step = PLACE_IN[area_of]
    for k in range(k_max + 1):
        if k:
            b.apply_step(army, step)
            steps.append(step)
        v = obj(b)
        if best is None or v > best.value + _EPS:
            best = Plan(v, (*steps, END_ACTION), b.copy())
    assert best is not None
    return best


def _ninja(board: Board, army: int, left: int, obj: Objective, width: int) -> Plan:
    """R-E1: the best split of 0..3 samurai over any areas (canonical non-decreasing order).
    ``width`` < N_AREAS first keeps only the most promising areas, to save time."""
    k_max = min(left, board.supply[army])
    areas = list(range(N_AREAS))
    if width < N_AREAS and k_max:
        gains = [(obj(with_placed(board, army, area, 1)), area) for area in areas]
        gains.sort(reverse=True)
        areas = sorted(a for _v, a in gains[:width])
    best = Plan(obj(board), (END_ACTION,), board)
    for k in range(1, k_max + 1):
        for combo in combinations_with_replacement(areas, k):
            b = board.copy()
            for area in combo:
                b.apply_step(army, PLACE_IN[area])
            v = obj(b)
            if v > best.value + _EPS:
                best = Plan(v, (*(PLACE_IN[a] for a in combo), END_ACTION), b)
    return best


def _ap(board: Board, army: int, ap: int, obj: Objective, beam: int,
        prefix: tuple[Action, ...]) -> Plan:
    """A beam search over AP step sequences (R-E2 B); the best end state found wins, and a
    longer plan replaces a shorter one only if it is strictly better."""
    start = obj(board)
    best = Plan(start, (*prefix, END_ACTION), board)
    frontier: list[tuple[float, Board, tuple[Action, ...], int]] = [(start, board, (), ap)]
    seen = {board.key()}
    while frontier:
        cand: list[tuple[float, Board, tuple[Action, ...], int]] = []
        for _v, b, path, left in frontier:
            for step, cost in b.ap_steps_with_costs(army, left):
                nb = b.copy()
                nb.apply_step(army, step)
                key = nb.key()
                if key in seen:
                    continue
                seen.add(key)
                v = obj(nb)
                npath = (*path, step)
                cand.append((v, nb, npath, left - cost))
                if v > best.value + _EPS:
                    best = Plan(v, (*prefix, *npath, END_ACTION), nb)
        cand.sort(key=lambda t: t[0], reverse=True)
        frontier = [c for c in cand[:beam] if c[3] > 0]
    path = _simplify(board, army, ap, best.steps[len(prefix):-1])
    return Plan(best.value, (*prefix, *path, END_ACTION), best.board)


def _replay(board: Board, army: int, ap: int, path: tuple[Action, ...]) -> Board | None:
    """The board after ``path``, or None if a step would be illegal on the way."""
    b = board.copy()
    left = ap
    for step in path:
        if step not in b.ap_steps(army, left):
            return None
        b.apply_step(army, step)
        left -= b.step_cost(step)
    return b


def _simplify(board: Board, army: int, ap: int,
              path: tuple[Action, ...]) -> tuple[Action, ...]:
    """Cut out a move and a later move straight back (samurai are alike, so "2>3 … 3>2" is a
    detour whatever token moves) when the rest of the plan stays legal and ends the same."""
    target = _replay(board, army, ap, path)
    if target is None:
        return path
    goal = target.key()
    changed = True
    while changed:
        changed = False
        for i, a in enumerate(path):
            if a.kind not in (MOVE, DAIMYO):
                continue
            for j in range(i + 1, len(path)):
                b = path[j]
                if b.kind == a.kind and b.src == a.dst and b.dst == a.src:
                    shorter = path[:i] + path[i + 1:j] + path[j + 1:]
                    end = _replay(board, army, ap, shorter)
                    if end is not None and end.key() == goal and end.rp == target.rp:
                        path = shorter
                        changed = True
                        break
            if changed:
                break
    return path


def plans_after_play(board: Board, army: int, card: int, obj: Objective,
                     beam: int = 6, ninja_width: int = N_AREAS) -> list[Plan]:
    """The best plan of each mode for a card just played: [placement, AP] for a number,
    [placement anywhere] for a Ninja (R-E1, R-E2)."""
    if CARD_IS_NINJA[card]:
        return [_ninja(board, army, MAX_PLACE, obj, ninja_width)]
    n = CARD_NUMBER[card]
    return [_placements(board, army, n, MAX_PLACE, obj, (CHOOSE_PLACEMENT,)),
            _ap(board, army, n, obj, beam, (CHOOSE_AP,))]


def plan_from_state(board: Board, army: int, phase: Phase, card: int, left: int,
                    obj: Objective, beam: int = 6, ninja_width: int = N_AREAS) -> Plan:
    """The best rest of a resolution already under way (phase MODE, PLACE or AP)."""
    if phase is Phase.MODE:
        return max(plans_after_play(board, army, card, obj, beam, ninja_width), key=lambda p: p.value)
    if phase is Phase.PLACE:
        if CARD_IS_NINJA[card]:
            return _ninja(board, army, left, obj, ninja_width)
        return _placements(board, army, CARD_NUMBER[card], left, obj, ())
    return _ap(board, army, left, obj, beam, ())
