"""Hard and Expert: information-set Monte Carlo tree search (:mod:`.mcts`) over whole turns.

At each card to play, the Normal player's analysis proposes the candidate turns: every legal
card with its best placement plan and its best AP plan (:mod:`.plans`), judged with card
counting over guessed deals (:mod:`.heuristic`). The search then deals the unseen cards again
and again consistently with what the seat knows (:mod:`.knowledge`: played cards, the cards it
passed, voids shown; never the real hidden cards) and grows a tree over the turns and the
cards that follow them, every seat playing for itself, with the candidates' values as priors
(:mod:`.mcts`). The turn visited most wins; its plan is then played step by step. Recruit
choices are Normal's.

Anytime: it checks the clock and ``should_stop`` between simulations and answers with the
best turn so far; ``iterations`` caps the simulations for matches that must not depend on
the machine's speed.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from ..model.actions import DISCARD, DRAFT, PASS, PLAY, Action
from ..model.cards import CARD_IS_NINJA, CARD_SUIT
from ..model.view import SeatView
from .base import StopCheck
from .board import Board
from .evaluate import EvalContext
from .heuristic import HeuristicAgent, Option, make_objective, play_army, winner_odds
from .mcts import RootMove, Search, SearchParams, field_size
from .plans import Plan, plans_after_play

#: seconds per card when no budget is given: the window's Hard (docs/ai.md)
DEFAULT_BUDGET_S = 1.0
#: Expert's seconds per card
EXPERT_BUDGET_S = 3.0


class HardAgent:
    """The search player; ``budget_s`` seconds per card (None: no clock), ``iterations`` caps
    the simulations (None: no cap)."""

    name = "hard"

    def __init__(self, seed: int = 0, budget_s: float | None = DEFAULT_BUDGET_S,
                 iterations: int | None = None, params: SearchParams | None = None) -> None:
        self._rng = random.Random(seed)
        self.budget_s = budget_s
        self.iterations = iterations
        self.params = params or SearchParams()
        self.normal = HeuristicAgent(self._rng.randrange(1 << 30))
        #: simulations run for the last decision (for tests, the arena and the hint)
        self.last_iterations = 0
        #: the last search's root moves with (simulations, mean reward, mean utility in RP), for
        #: the hint
        self.last_stats: list[tuple[Option, int, float, float]] = []
        #: simulations per second measured in the last search (a first guess before any)
        self._rate = 300.0

    def choose(self, view: SeatView, legal: Sequence[Action], should_stop: StopCheck | None = None) -> Action:
        self.last_iterations = 0
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        if kind in (PASS, DISCARD, DRAFT) and self.params.recruit:
            return self.choose_recruit(view, legal, should_stop).action
        if kind != PLAY:
            return self.normal.choose(view, legal, should_stop)
        best = self.choose_play(view, legal, should_stop)
        self.normal.remember(view, best)
        return best.action

    def choose_play(self, view: SeatView, legal: Sequence[Action],
                    should_stop: StopCheck | None = None) -> Option:
        """The card to play with its whole-turn plan (``legal``: the play actions). The hint
        (:mod:`.advice`) shows the plan as well as the card, so it asks for the option."""
        clock = _Clock(self, should_stop)
        # the field of the race widens with the simulations (mcts.field_size): Normal's own
        # turns first, and the variety of other plans only when there is room for more
        plain = sum(1 if CARD_IS_NINJA[a.card] else 2 for a in legal)  # R-E1, R-E2: the modes
        options = candidate_turns(self.normal, view, legal,
                                  variety=field_size(clock.total, 10**6, self.params.widen) > plain)
        return self._race(view, options, clock)

    def choose_recruit(self, view: SeatView, legal: Sequence[Action],
                       should_stop: StopCheck | None = None) -> Option:
        """A recruit choice (R-P2 pass, R-V8 discard, R-V7 draft) raced like a card: the
        choices in the Normal player's order of card values, each simulated with the other
        seats' choices and the round that follows."""
        clock = _Clock(self, should_stop)
        cards = sorted({c for a in legal for c in a.cards})
        values = self.normal.card_values(view, cards)
        sign = 1.0 if legal[0].kind == DRAFT else -1.0
        nothing = Plan(0.0, (), Board.from_view(view))  # a recruit choice has no steps after it
        options = sorted((Option(sign * sum(values[c] for c in a.cards), a, nothing) for a in legal),
                         key=lambda o: -o.value)
        return self._race(view, options, clock)

    def _race(self, view: SeatView, options: list[Option], clock: _Clock) -> Option:
        self.last_stats = []
        if len(options) == 1:
            return options[0]
        search = Search(view, [RootMove(o.action, o.plan.steps) for o in options], [o.value for o in options],
                        random.Random(self._rng.randrange(1 << 30)), self.params)
        clock.searching = time.perf_counter()
        best = search.run(clock.total, clock.stop, clock.rate if clock.deadline is not None else None)
        self.last_iterations = search.simulations
        self.last_stats = [(o, *st) for o, st in zip(options, search.stats(), strict=True)]
        return options[best]


class _Clock:
    """A decision's thinking budget: the simulations it may run (``total``, re-estimated from
    the speed of the search under a clock), and when to stop."""

    def __init__(self, agent: HardAgent, should_stop: StopCheck | None) -> None:
        start = time.perf_counter()
        self.agent = agent
        self.should_stop = should_stop
        budget = agent.budget_s
        # stop a little early: one simulation and the answer still have to fit in the budget
        self.deadline = None if budget is None else start + budget - min(0.06, 0.05 * budget)
        total = agent.iterations
        if self.deadline is not None:
            by_clock = max(1, int((self.deadline - start) * agent._rate))
            total = by_clock if total is None else min(total, by_clock)
        if total is None:
            raise ValueError("a search needs an iteration cap or a budget")
        self.total = total
        self.searching = start

    def stop(self) -> bool:
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            return True
        return self.should_stop is not None and self.should_stop()

    def rate(self, done: int) -> int:
        """The total the clock allows, from the speed so far."""
        now = time.perf_counter()
        agent = self.agent
        agent._rate = done / max(1e-6, now - self.searching)
        left = 0 if self.deadline is None else int((self.deadline - now) * agent._rate)
        return done + left if agent.iterations is None else min(agent.iterations, done + left)


def candidate_turns(normal: HeuristicAgent, view: SeatView, legal: Sequence[Action],
                    variety: bool = True) -> list[Option]:
    """The whole turns the search races, best first by the Normal player's judgement: every
    legal card with Normal's best placement plan and best AP plan (its objective weighs the
    Kachidoki swing by the odds of winning the skirmish, from card counting), and, with
    ``variety``, the best plans as if the card surely won the skirmish and as if the Kachidoki
    did not matter (each valued by Normal's objective, so the order stays Normal's)."""
    ctx = EvalContext.build(view, tricks_left=max(0, view.skirmishes_per_round - view.skirmish - 1),
                            weights=normal.weights)
    board = Board.from_view(view)
    deals = normal.deals(view)
    v5_led = view.led_suit if view.flags.follow_suit_bonus else -1
    out: list[Option] = []
    seen: set[tuple[Action, tuple[Action, ...]]] = set()
    for a in legal:
        army = play_army(view, a)
        dist = winner_odds(view, army, a.card, deals)
        expected = make_objective(view, ctx, dist)
        b = board
        if v5_led >= 0 and CARD_SUIT[a.card] == v5_led:  # R-V5: a follower matching the led suit
            b = board.copy()
            b.rp[army] += 2
        for alt in (None, {army: 1.0}, {}) if variety else (None,):
            obj = expected if alt is None else make_objective(view, ctx, alt)
            for plan in plans_after_play(b, army, a.card, obj, normal.beam, normal.ninja_width):
                key = (a, plan.steps)
                if key in seen:
                    continue
                seen.add(key)
                value = plan.value if alt is None else expected(plan.board)
                out.append(Option(value, a, Plan(value, plan.steps, plan.board)))
    out.sort(key=lambda o: -o.value)
    return out


#: the search settings of each search level (docs/ai.md: how they were chosen)
LEVEL_PARAMS = {"hard": SearchParams(), "expert": SearchParams()}


def default_params(level: str) -> SearchParams:
    """The search settings ``level`` ("hard" or "expert") plays with."""
    return LEVEL_PARAMS[level]


def hard_agent(seed: int = 0) -> HardAgent:
    return HardAgent(seed, params=LEVEL_PARAMS["hard"])


def expert_agent(seed: int = 0) -> HardAgent:
    """Expert: Hard's search with three times the thought."""
    agent = HardAgent(seed, budget_s=EXPERT_BUDGET_S, params=LEVEL_PARAMS["expert"])
    agent.name = "expert"
    return agent
