"""The game review's analysis: for every decision of the chosen seats, the RP the seat could
expect after the best decision and after the one it played (Qt-free, no I/O).

Each decision is judged from the seat's own view at that moment (:func:`~..model.view.observe`,
R-P3: never a card it could not see), exactly as the hint judges it: the best decision *is*
the hint's advice (:func:`~..ai.advice.advise`, Expert's settings) on the review's budget and
a seed derived from the review's seed and the decision's index, so the two always agree.

Then both are estimated the same way: the best decision followed by the hint's plan for the
rest of the turn, and the played decision followed by the best rest of the turn from where it
leaves the board (so a decision is charged only for itself, never for the steps after it), are
played out on the same fresh deals of the cards the seat could not see, with the same dice
(:meth:`~..ai.mcts.Search.evaluate`: paired, so a difference of a fraction of an RP shows).
The RP lost is the difference of the seat's RP against its rivals' (the measure the search
plays by), never below 0; the expected RP, the seat's own estimated final RP, draws the curve.

Deterministic for a given game, seats, budget and seed: no clock is read.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ..ai.advice import Advice, AdviceKind, advise
from ..ai.heuristic import HeuristicAgent
from ..ai.mcts import RootMove, Search
from ..ai.search import candidate_turns, default_params
from ..model.actions import DISCARD, DRAFT, PASS, PLAY, Action
from ..model.game import Game
from ..model.replay import fresh_start
from ..model.view import observe
from .labels import Label, label_for

#: (decisions reviewed so far, decisions to review)
Progress = Callable[[int, int], None]


class ReviewCancelledError(Exception):
    """The review was stopped before its end (``should_stop``)."""


@dataclass(frozen=True, slots=True)
class ReviewBudget:
    """The thought a review spends per decision: the hint's simulations to find the best
    decision (``iterations``) and the shared deals each of the best and the played decision is
    played out on (``deals``). docs/ai.md measures the trade-off."""

    iterations: int = 150
    deals: int = 40

    def __post_init__(self) -> None:
        if not (1 <= self.iterations <= 100_000 and 1 <= self.deals <= 10_000):
            raise ValueError("a review's budget is 1-100000 simulations and 1-10000 deals per decision")


DEFAULT_BUDGET = ReviewBudget()


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """One reviewed decision."""

    #: the decision's index in the game's decisions (0: the first decision after the deal)
    index: int
    seat: int
    played: Action
    #: the hint's advice there: its ``action`` is the better decision, ``plan`` the rest of
    #: the turn it has in mind, ``reason`` its numbers
    advice: Advice
    #: the seat's expected final RP after the best decision and after the one played
    expected_best: float
    expected_played: float
    rp_lost: float
    label: Label

    @property
    def better(self) -> Action:
        return self.advice.action

    @property
    def same_as_best(self) -> bool:
        return self.played == self.advice.action


@dataclass(frozen=True, slots=True)
class SeatSummary:
    """A reviewed seat's totals."""

    seat: int
    decisions: int
    rp_lost: float
    inaccuracies: int
    mistakes: int
    blunders: int

    @property
    def rp_lost_per_decision(self) -> float:
        return self.rp_lost / self.decisions if self.decisions else 0.0


#: key moments: at most this many, and at least :data:`MIN_MOMENTS` when there are that many
#: decisions that lost anything
MAX_MOMENTS = 5
MIN_MOMENTS = 3


@dataclass(frozen=True, slots=True)
class GameReview:
    """A whole review: the reviewed seats and their decisions, in the game's order."""

    seats: tuple[int, ...]
    decisions: tuple[DecisionReview, ...]
    budget: ReviewBudget
    seed: int
    #: the seats' final RP (the curve's last point), or () if the game is not over
    final_rp: tuple[int, ...] = ()

    def of_seat(self, seat: int) -> list[DecisionReview]:
        return [d for d in self.decisions if d.seat == seat]

    def summary(self, seat: int) -> SeatSummary:
        mine = self.of_seat(seat)
        count = {label: sum(1 for d in mine if d.label is label) for label in Label}
        return SeatSummary(seat, len(mine), sum(d.rp_lost for d in mine), count[Label.INACCURACY],
                           count[Label.MISTAKE], count[Label.BLUNDER])

    def moments(self) -> list[DecisionReview]:
        """The key moments: the decisions that lost the most RP (up to :data:`MAX_MOMENTS` of
        those labelled an inaccuracy or worse, else the :data:`MIN_MOMENTS` largest losses),
        in the game's order."""
        losing = sorted((d for d in self.decisions if d.rp_lost > 0 and not d.same_as_best),
                        key=lambda d: (-d.rp_lost, d.index))
        serious = [d for d in losing if d.label not in (Label.BEST, Label.GOOD)][:MAX_MOMENTS]
        chosen = serious if len(serious) >= MIN_MOMENTS else losing[:MIN_MOMENTS]
        return sorted(chosen, key=lambda d: d.index)


def decision_seed(seed: int, index: int) -> int:
    """The seed the review gives the hint's search at decision ``index`` (a hash, so that the
    decisions' random streams have nothing to do with each other)."""
    digest = hashlib.blake2b(f"joraku-review:{seed}:{index}".encode(), digest_size=4).digest()
    return int.from_bytes(digest, "big") & 0x7FFFFFFF


def decisions_to_review(game: Game, seats: Sequence[int]) -> list[int]:
    """The indices of ``seats``' decisions with more than one legal action."""
    g, _ = fresh_start(game)
    g = g.clone(record=False)
    out = []
    for i, action in enumerate(game.history):
        if g.current_seat in seats and len(g.legal_actions()) > 1:
            out.append(i)
        g.apply(action)
    return out


def review_game(game: Game, seats: Sequence[int], budget: ReviewBudget = DEFAULT_BUDGET, seed: int = 0,
                progress: Progress | None = None,
                should_stop: Callable[[], bool] | None = None) -> GameReview:
    """Review ``seats``' decisions in ``game`` (a game told again from its start: a finished
    game or one under way). ``progress(done, total)`` is called after each decision;
    ``should_stop()`` ends the review early with :class:`ReviewCancelledError`."""
    seats = tuple(sorted(set(seats)))
    for s in seats:
        if not 0 <= s < game.players:
            raise ValueError(f"seat {s} is not a seat of this {game.players}-player game")
    todo = set(decisions_to_review(game, seats))
    total = len(todo)
    if progress is not None:
        progress(0, total)
    g, _ = fresh_start(game)
    g = g.clone(record=False)
    out: list[DecisionReview] = []
    for i, action in enumerate(game.history):
        if i in todo:
            if should_stop is not None and should_stop():
                raise ReviewCancelledError
            out.append(review_decision(g, i, action, budget, decision_seed(seed, i), should_stop))
            if progress is not None:
                progress(len(out), total)
        g.apply(action)
    final = tuple(g.result.scores) if g.result is not None else ()
    return GameReview(seats, tuple(out), budget, seed, final)


def review_decision(g: Game, index: int, played: Action, budget: ReviewBudget, seed: int,
                    should_stop: Callable[[], bool] | None = None) -> DecisionReview:
    """Judge the decision ``played`` of the seat to act in ``g`` (not changed), seeing only
    that seat's view."""
    seat = g.current_seat
    view = observe(g, seat)
    legal = g.legal_actions()
    advice = advise(view, legal, seed, iterations=budget.iterations, budget_s=None)
    rng = random.Random(seed ^ 0x5EED)
    best = RootMove(advice.action, advice.plan)
    moves = [best]
    if played != advice.action:
        moves.append(RootMove(played, _rest_after(g, played, advice.kind, rng.randrange(1 << 30))))
    params = replace(default_params("expert"), sure=0.0)
    search = Search(view, moves, [0.0] * len(moves), random.Random(rng.randrange(1 << 30)), params)
    if not search.evaluate(budget.deals, should_stop):
        raise ReviewCancelledError
    n = budget.deals
    value = [v / n for v in search.values_sum]
    margin = [m / n for m in search.margins]
    if len(moves) == 1:
        return DecisionReview(index, seat, played, advice, value[0], value[0], 0.0, Label.BEST)
    lost = max(0.0, margin[0] - margin[1])
    return DecisionReview(index, seat, played, advice, value[0], value[1], lost, label_for(lost))


def _rest_after(g: Game, played: Action, kind: AdviceKind, seed: int) -> tuple[Action, ...]:
    """The best rest of the turn after ``played`` as the hint would advise it: the Normal
    player's plan for a card played (its best with that card), its best rest of a resolution
    under way; nothing after a recruit choice."""
    if played.kind in (PASS, DISCARD, DRAFT):
        return ()
    seat = g.current_seat
    normal = HeuristicAgent(seed)
    if played.kind == PLAY:
        options = candidate_turns(normal, observe(g, seat), [played], variety=False)
        return options[0].plan.steps if options else ()
    after = g.clone(record=False)
    after.apply(played)
    if after.current_seat != seat or not after.phase.is_resolution:
        return ()
    return normal.replan(observe(after, seat)).steps


__all__ = ["DEFAULT_BUDGET", "DecisionReview", "GameReview", "Progress", "ReviewBudget",
           "ReviewCancelledError", "SeatSummary", "decision_seed", "decisions_to_review", "review_decision",
           "review_game"]
