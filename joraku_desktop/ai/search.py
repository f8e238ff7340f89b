"""Hard: a determinized Monte Carlo search over the seat's information set.

At each card to play, the Normal player's analysis proposes the candidate turns: every legal
card with its best placement plan and its best AP plan (:mod:`.plans`), the most promising
few kept. The search then deals the unseen cards again and again consistently with what the
seat knows (:mod:`.knowledge`: played cards, the cards it passed, voids shown; never the real
hidden cards), and for each deal plays every candidate turn followed by the fast policy of
:mod:`.rollout` for every seat to the end of the round, judging the result with the board
evaluator. The same deals serve every candidate (common random numbers), and a candidate
that is clearly worse than the leader on the deals so far is dropped (paired test), so the
time goes to the close calls. The turn with the best mean wins; its plan is then played step
by step. Recruit choices are Normal's.

Anytime: it checks the clock and ``should_stop`` between simulations and answers with the
best turn so far; ``iterations`` caps the simulations for matches that must not depend on
the machine's speed.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from ..model.actions import PLAY, Action
from ..model.errors import IllegalActionError
from ..model.view import SeatView
from .base import StopCheck
from .heuristic import HeuristicAgent, Option
from .knowledge import determinize, sample_hidden
from .rollout import RolloutPolicy, final_utility

#: the candidate turns kept from Normal's ranking
MAX_CANDIDATES = 6
#: simulations each candidate gets before any is dropped
MIN_SAMPLES = 6
#: how sure (in standard errors of the paired difference) before dropping a candidate
DROP_Z = 2.0
#: seconds per card when no budget is given: the window's Hard (docs/ai.md)
DEFAULT_BUDGET_S = 1.0


class HardAgent:
    """The search player; ``budget_s`` seconds per card (None: no clock), ``iterations`` caps
    the simulations (None: no cap)."""

    name = "hard"

    def __init__(self, seed: int = 0, budget_s: float | None = DEFAULT_BUDGET_S,
                 iterations: int | None = None, candidates: int = MAX_CANDIDATES) -> None:
        self._rng = random.Random(seed)
        self.budget_s = budget_s
        self.iterations = iterations
        self.candidates = candidates
        self.normal = HeuristicAgent(self._rng.randrange(1 << 30))
        self.policy = RolloutPolicy(random.Random(self._rng.randrange(1 << 30)))
        #: simulations run for the last decision (for tests and the arena)
        self.last_iterations = 0

    def choose(self, view: SeatView, legal: Sequence[Action], should_stop: StopCheck | None = None) -> Action:
        if legal[0].kind != PLAY:
            self.last_iterations = 0
            if len(legal) == 1:
                return legal[0]
            return self.normal.choose(view, legal, should_stop)
        best = self.choose_play(view, legal, should_stop)
        self.normal.remember(view, best)
        return best.action

    def choose_play(self, view: SeatView, legal: Sequence[Action],
                    should_stop: StopCheck | None = None) -> Option:
        """The card to play with its whole-turn plan (``legal``: the play actions). The hint
        (:mod:`.advice`) shows the plan as well as the card, so it asks for the option."""
        start = time.perf_counter()
        self.last_iterations = 0
        options = sorted(self.normal.play_options(view, legal, per_mode=True), key=lambda o: -o.value)
        options = _distinct(options)[: self.candidates]
        best = options[0]
        if len(options) > 1:
            best = self._search(view, options, start, should_stop)
        return best

    def _out_of_time(self, start: float, margin: float, should_stop: StopCheck | None) -> bool:
        if self.iterations is not None and self.last_iterations >= self.iterations:
            return True
        if self.budget_s is not None and time.perf_counter() - start >= self.budget_s - margin:
            return True
        return should_stop is not None and should_stop()

    def _search(self, view: SeatView, options: list[Option], start: float,
                should_stop: StopCheck | None) -> Option:
        n = len(options)
        values: list[list[float]] = [[] for _ in range(n)]
        active = list(range(n))
        seat = view.seat
        rng = self._rng
        # stop a little early: one simulation and the answer still have to fit in the budget
        margin = 0.0 if self.budget_s is None else min(0.06, 0.05 * self.budget_s)
        while len(active) > 1:
            deal = sample_hidden(view, rng)
            root = determinize(view, rng, deal)
            for i in active:
                if self._out_of_time(start, margin, should_stop):
                    return self._best(options, values)
                g = root.clone(record=False)
                try:
                    g.apply(options[i].action)
                    for step in options[i].plan.steps:
                        g.apply(step)
                except IllegalActionError:  # never expected: the plan was made on this board
                    values[i].append(-1e6)
                    continue
                self.policy.play_round(g)
                values[i].append(final_utility(g, seat, self.policy))
                self.last_iterations += 1
            active = self._prune(active, values)
        return self._best(options, values)

    @staticmethod
    def _prune(active: list[int], values: list[list[float]]) -> list[int]:
        """Drop candidates clearly worse than the leader on the same deals (paired test)."""
        k = min(len(values[i]) for i in active)
        if k < MIN_SAMPLES:
            return active
        lead = max(active, key=lambda i: sum(values[i][:k]))
        keep = []
        for i in active:
            if i == lead:
                keep.append(i)
                continue
            d = [values[i][t] - values[lead][t] for t in range(k)]
            mean = sum(d) / k
            var = sum((x - mean) ** 2 for x in d) / max(1, k - 1)
            if mean + DROP_Z * math.sqrt(var / k) >= 0:
                keep.append(i)
        return keep

    @staticmethod
    def _best(options: list[Option], values: list[list[float]]) -> Option:
        """The best mean among the candidates still in the race, over the deals they all
        played; Normal's order breaks ties and decides when nothing was simulated."""
        most = max(len(v) for v in values)
        alive = [i for i, v in enumerate(values) if v and len(v) >= most - 1]
        if not alive:
            return options[0]
        k = min(len(values[i]) for i in alive)
        best_i, best_v = alive[0], -math.inf
        for i in alive:
            m = sum(values[i][:k]) / k
            if m > best_v + 1e-9:
                best_i, best_v = i, m
        return options[best_i]


def _distinct(options: list[Option]) -> list[Option]:
    seen = set()
    out = []
    for o in options:
        key = (o.action, o.plan.steps)
        if key not in seen:
            seen.add(key)
            out.append(o)
    return out


def hard_agent(seed: int = 0) -> HardAgent:
    return HardAgent(seed)
