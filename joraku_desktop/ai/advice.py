"""The hint: what the Hard player would do in the human's place, and why (Qt-free).

A hint answers "What would the computer do?" for the seat's current decision with more than
one action: the decision now *and* the rest of the turn the computer has in mind (the
placements or AP steps after a card, R-E1/R-E2), so the table can show the whole plan. It
uses the computer's own analysis — Hard's search for a card to play (:mod:`.search`), the
Normal player's whole-turn plans for a resolution under way (:mod:`.plans` via
:meth:`.HeuristicAgent.replan`) and its card values for the recruit choices (R-P2, R-V7,
R-V8) — and sees only the seat's :class:`SeatView` (R-P3: never a hidden card).

The reason is given as numbers from the evaluator (the skirmish's odds, the Kachidoki RP the
plan sets up, the ranks it takes or keeps), never as words: the views word it
(``words/hint.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum

from ..model.actions import (
    AP,
    DAIMYO,
    DISCARD,
    DRAFT,
    END,
    MOVE,
    NEUTRAL,
    PASS,
    PLACE,
    PLACEMENT,
    PLAY,
    RELOCATE,
    REMOVE,
    Action,
    ActionKind,
)
from ..model.cards import CARD_IS_NINJA, CARD_NUMBER
from ..model.rules_data import N_AREAS, default_rules
from ..model.view import SeatView
from .base import StopCheck
from .board import Board
from .evaluate import EvalContext, kachidoki_gains
from .heuristic import HeuristicAgent, Option, play_army, winner_odds
from .plans import Plan
from .search import DEFAULT_BUDGET_S, HardAgent, default_params

#: the level whose search settings the hint uses (on its own budget)
HINT_LEVEL = "expert"


class AdviceKind(Enum):
    """Which decision the hint is about."""

    #: only one action is possible (e.g. "end" with no AP left)
    ONLY = "only"
    #: a card to play (R-K1..R-K3), with the turn it starts
    PLAY = "play"
    #: a resolution under way: placement or AP (R-E2), a placement, an AP step, "end"
    RESOLVE = "resolve"
    #: R-P2: the cards to pass
    PASS = "pass"
    #: R-V8: the card to discard
    DISCARD = "discard"
    #: R-V7: the card to keep from the draft
    DRAFT = "draft"


@dataclass(frozen=True, slots=True)
class RankNote:
    """The seat's army's rank in an area before and after the plan (0: no influence there)."""

    area: int
    before: int
    after: int
    #: this round's prestige for the rank after the plan (R-PR2 chart; 0 if unranked)
    points: int
    #: daimyos of scoring armies standing in the area after the plan: the rank there scores
    #: whenever one of those armies wins a skirmish (R-KS1)
    daimyos: int = 0

    @property
    def gained(self) -> bool:
        return self.after > 0 and (self.before == 0 or self.after < self.before)

    @property
    def lost(self) -> bool:
        return self.before > 0 and (self.after == 0 or self.after > self.before)


#: a card of this strength or less is cheap to give up in a skirmish it will not win
CHEAP = 3


def card_strength(card: int) -> int:
    """A card's worth as the hint's words weigh it: its number, which wins skirmishes (R-K4a) and
    is its AP (R-E2); a Ninja above a 6, since it beats a 6 and places anywhere (R-K4b, R-E1)."""
    return 7 if CARD_IS_NINJA[card] else CARD_NUMBER[card]


def by_strength(kind: ActionKind, chosen: Sequence[int], among: Sequence[int]) -> bool:
    """Whether a recruit choice is the plain one by strength: the weakest cards of ``among``
    passed or discarded, the strongest one kept from a draft (R-P2, R-V8, R-V7). When it is not,
    the hint must not call it so: the search chose it for the plans, not the numbers."""
    rest = list(among)
    for c in chosen:
        if c in rest:
            rest.remove(c)
    if not chosen or not rest:
        return True
    mine = [card_strength(c) for c in chosen]
    others = [card_strength(c) for c in rest]
    if kind == DRAFT:
        return min(mine) >= max(others)
    return max(mine) <= min(others)


@dataclass(frozen=True, slots=True)
class Reason:
    """Why, in the evaluator's numbers."""

    #: chance the army wins the skirmish with this card (None: no skirmish decision)
    win_chance: float | None = None
    #: the Kachidoki RP the army would score in ``kachidoki_area`` if it wins (R-KS)
    kachidoki_rp: int = 0
    kachidoki_area: int = -1
    #: RP the plan scores at once (R-V4's Kyoto bonus, R-V5's matching suit)
    rp_now: int = 0
    #: rank changes in the areas the plan touches, most valuable first
    ranks: tuple[RankNote, ...] = ()
    #: recruit choices: the cards named by the action (pass, discard, keep)
    cards: tuple[int, ...] = ()
    #: simulated rounds behind a card choice (0: the heuristic analysis alone)
    simulations: int = 0
    #: whole turns the search compared (0: no search)
    turns_compared: int = 0
    #: how much better the advised turn did than the next best compared, on average over the
    #: simulated rounds, in RP against the rivals (None: no other turn was simulated)
    margin_rp: float | None = None
    #: the card of that next best turn (None with ``margin_rp``)
    runner_up: Action | None = None
    #: the rest of that turn: its effect (R-E2) and steps, so the turn is named whole
    runner_up_plan: tuple[Action, ...] = ()
    #: the card played is cheap to give up (strength :data:`CHEAP` or less)
    cheap: bool = False
    #: a recruit choice that is the plain one by strength (:func:`by_strength`)
    plain: bool = False


@dataclass(frozen=True, slots=True)
class Advice:
    """The suggestion: ``action`` now (one of the legal actions), then ``plan`` this turn."""

    kind: AdviceKind
    seat: int
    #: the army that acts (-1 for a recruit choice)
    army: int
    #: the card played or being resolved (-1 for a recruit choice)
    card: int
    action: Action
    #: the steps the computer would take after ``action`` this turn (may be empty)
    plan: tuple[Action, ...]
    reason: Reason

    @property
    def steps(self) -> tuple[Action, ...]:
        return (self.action, *self.plan)

    @property
    def map_steps(self) -> tuple[Action, ...]:
        """The steps that change the map (placements, moves, removals, relocations), in order."""
        return tuple(a for a in self.steps if a.kind in (PLACE, MOVE, DAIMYO, REMOVE, RELOCATE))

    @property
    def mode(self) -> int:
        """PLACEMENT or AP if the plan chooses the card's effect (R-E2), else -1."""
        return next((a.kind for a in self.steps if a.kind in (PLACEMENT, AP)), -1)


def shown_steps(advice: Advice) -> tuple[tuple[Action, int], ...]:
    """The steps as a player reads them: repeats of the same step merged with their count
    ("place 4" ×2), and "end" left out unless ending now is the advice."""
    out: list[tuple[Action, int]] = []
    for i, a in enumerate(advice.steps):
        if a.kind == END and i > 0:
            continue
        if out and out[-1][0] == a and a.kind in (PLACE, MOVE, REMOVE, RELOCATE):
            out[-1] = (a, out[-1][1] + 1)
        else:
            out.append((a, 1))
    return tuple(out)


def shown_done(advice: Advice, done: int) -> int:
    """How many of :func:`shown_steps` are wholly taken once the first ``done`` of
    ``advice.steps`` are (a merged "place 4" ×2 is taken with its second placement)."""
    ticked, shown = 0, 0
    for i, a in enumerate(advice.steps):
        if a.kind == END and i > 0:
            continue
        merged = shown and advice.steps[i - 1] == a and a.kind in (PLACE, MOVE, REMOVE, RELOCATE)
        if not merged:
            shown += 1
        if i < done:
            ticked = shown
        elif merged and ticked == shown:
            ticked = shown - 1  # the merged step is not wholly taken yet
    return ticked


def advise(view: SeatView, legal: Sequence[Action], seed: int = 0, *, iterations: int | None = None,
           budget_s: float | None = DEFAULT_BUDGET_S, should_stop: StopCheck | None = None) -> Advice:
    """What the strongest search would do for ``view``'s seat now (``legal``: the seat's legal
    actions), with ``budget_s`` seconds (or ``iterations`` simulations) for a card to play:
    Expert's settings (:data:`HINT_LEVEL`) on the hint's own budget.

    Deterministic for a given view, legal actions, seed and ``iterations`` (with no clock):
    the hint depends on nothing the seat may not see."""
    if not legal:
        raise ValueError("no legal action to advise on")
    hard = HardAgent(seed, budget_s=budget_s, iterations=iterations, params=default_params(HINT_LEVEL))
    kind = legal[0].kind
    if len(legal) == 1:
        return Advice(AdviceKind.ONLY, view.seat, view.acting_army, legal[0].card if legal[0].kind == PLAY
                      else view.acting_card, legal[0], (), Reason())
    if kind in (PASS, DISCARD, DRAFT):
        return _recruit(view, legal, hard.normal, should_stop)
    if kind == PLAY:
        option = hard.choose_play(view, legal, should_stop)
        return _play(view, option, hard)
    return _resolve(view, legal, hard.normal)


def _recruit(view: SeatView, legal: Sequence[Action], normal: HeuristicAgent,
             should_stop: StopCheck | None) -> Advice:
    """R-P2 / R-V8 / R-V7: Normal's recruit choice (Hard makes the same one)."""
    action = normal.choose(view, legal, should_stop)
    kind = {PASS: AdviceKind.PASS, DISCARD: AdviceKind.DISCARD}.get(action.kind, AdviceKind.DRAFT)
    among = sorted({c for a in legal for c in a.cards}) if action.kind == DRAFT else view.hand
    plain = by_strength(action.kind, action.cards, among)
    return Advice(kind, view.seat, -1, -1, action, (), Reason(cards=action.cards, plain=plain))


def _play(view: SeatView, option: Option, hard: HardAgent) -> Advice:
    army = play_army(view, option.action)
    card = option.action.card
    odds = winner_odds(view, army, card, hard.normal.deals(view))
    reason = _plan_reason(view, army, option.plan, odds.get(army, 0.0), hard.last_iterations)
    reason = replace(reason, cheap=card_strength(card) <= CHEAP)
    raced = [(o, u) for o, n, _q, u in hard.last_stats if n]
    mine = next((u for o, u in raced if o is option), None)
    others = [(u, o) for o, u in raced if o is not option]
    if mine is not None and others:
        best_u, best_o = max(others, key=lambda t: t[0])
        reason = replace(reason, turns_compared=len(raced), margin_rp=mine - best_u, runner_up=best_o.action,
                         runner_up_plan=best_o.plan.steps)
    elif raced:
        reason = replace(reason, turns_compared=len(raced))
    return Advice(AdviceKind.PLAY, view.seat, army, card, option.action, option.plan.steps, reason)


def _resolve(view: SeatView, legal: Sequence[Action], normal: HeuristicAgent) -> Advice:
    """A resolution under way: the best rest of it from the board as it is now (the human
    may have left the plan a hint showed earlier)."""
    army = view.acting_army
    plan = normal.replan(view)
    steps = plan.steps
    if not steps or steps[0] not in legal:  # never expected: the plan starts from this board
        end = next(a for a in legal if a.kind == END)
        steps = (end,)
    odds = winner_odds(view, army, view.acting_card, normal.deals(view), trick=view.trick[:-1])
    reason = _plan_reason(view, army, plan, odds.get(army, 0.0), 0)
    return Advice(AdviceKind.RESOLVE, view.seat, army, view.acting_card, steps[0], steps[1:], reason)


def _plan_reason(view: SeatView, army: int, plan: Plan, win: float, simulations: int) -> Reason:
    before = Board.from_view(view)
    after = plan.board
    ctx = EvalContext.build(view)
    gains = kachidoki_gains(ctx, after, army)
    return Reason(
        win_chance=win,
        kachidoki_rp=gains[army],
        kachidoki_area=after.daimyo_area[army],
        rp_now=max(0, after.rp[army] - before.rp[army]),
        ranks=rank_notes(view, army, before, after, plan.steps),
        simulations=simulations,
    )


def _touched(steps: Sequence[Action]) -> list[int]:
    """The areas the steps place in, move from or to, or remove from, first touched first."""
    out: list[int] = []
    for a in steps:
        for area in (a.src, a.dst):
            if a.kind in (PLACE, MOVE, DAIMYO, REMOVE, RELOCATE) and 0 <= area < N_AREAS and area not in out:
                out.append(area)
    return out


def rank_of(view: SeatView, board: Board, area: int, army: int) -> int:
    """``army``'s rank in ``area`` by influence (R-C8; ties share the lower rank, R-T1, or
    the higher with R-V2, as the evaluator counts); 0 without influence there."""
    influence = board.influences(area)
    mine = influence[army]
    if not mine:
        return 0
    others = [influence[a] for a in view.armies if influence[a]]
    if view.flags.ties_share_highest:
        return 1 + sum(1 for y in others if y > mine)
    return sum(1 for y in others if y >= mine)


def rank_notes(view: SeatView, army: int, before: Board, after: Board,
               steps: Sequence[Action]) -> tuple[RankNote, ...]:
    """The rank changes in the areas the plan touches, plus the firsts it reinforces, most
    valuable first (this round's chart, R-PR2)."""
    chart = default_rules().chart
    r = min(max(view.round, 1), 3) - 1
    notes = []
    for area in _touched(steps):
        b, a = rank_of(view, before, area, army), rank_of(view, after, area, army)
        more = after.influence(army, area) > before.influence(army, area)
        if a == b and not (a == 1 and more):
            continue
        points = chart[area][r][a - 1] if 1 <= a <= 3 else 0
        daimyos = sum(1 for x in view.armies if x != NEUTRAL and after.daimyo_area[x] == area)
        notes.append(RankNote(area, b, a, points, daimyos))
    notes.sort(key=lambda n: (not n.gained, -n.points, n.area))
    return tuple(notes)


def is_card_choice(advice: Advice) -> bool:
    """The hint names cards of the hand: a card to play or a recruit choice."""
    return advice.action.kind in (PLAY, PASS, DISCARD, DRAFT)


__all__ = ["Advice", "AdviceKind", "RankNote", "Reason", "advise", "is_card_choice", "rank_notes",
           "rank_of", "shown_steps"]
