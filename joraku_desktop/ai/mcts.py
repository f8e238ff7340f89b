"""Information-set Monte Carlo search over whole turns, with a tree over the cards that follow.

**The root** is a choice among whole turns (a card with the plan of its effect: the candidates
of :mod:`.search`, best first by the heuristic). It is decided by *sequential halving* over
shared deals (Karnin, Koren & Somekh 2013; the root of Gumbel MuZero): the budget is split
into rounds; in each round every candidate still in the race is simulated on the same fresh
deals of the unseen cards, and the better half by mean reward goes on. Shared deals (common
random numbers: the same hidden cards and the same playout dice for every candidate) make the
comparisons paired, so a difference of a fraction of an RP shows after tens of deals instead
of hundreds. More thought buys both more candidates (the field widens with the budget) and
sharper comparisons.

**Below each candidate** grows a single-observer information-set tree (Cowling, Powley &
Whitehouse 2012) over the cards played next by every seat, each seat playing for itself
(max^n): a node is a sequence of public moves from now (every card and effect is public,
R-P3), selection is PUCT with availability — ``Q + c·P·√avail/(1+n)`` where ``avail``
counts the visits in which the card was in the seat's dealt hand and legal — with the
playout policy's card scores as priors, and each simulation adds one node, then plays the
rest of the round with the playout policy (:mod:`.rollout`). So with more thought the
opponents' replies and one's own next cards are searched, not just played by the policy.

Deterministic for a given random generator and simulation count.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ..model.actions import Action
from ..model.game import Game
from ..model.phases import SKIRMISH_PHASES, Phase
from ..model.view import SeatView
from .knowledge import determinize, sample_hidden
from .leaf_weights import LEAF_WEIGHTS
from .rollout import Playout, squash, utilities


@dataclass(frozen=True, slots=True)
class SearchParams:
    """The search's settings (docs/ai.md says how they were chosen)."""

    #: exploration weight of PUCT in the trees below the root
    c_puct: float = 1.0
    #: RP of utility that move a reward from 0.5 to 0.73 (the squash)
    reward_scale: float = 10.0
    #: temperature (RP) of the soft-max making the inner nodes' priors
    inner_tau: float = 1.0
    #: an unvisited card starts this far below its node's mean reward
    fpu: float = 0.05
    #: share of random card plays in the playouts
    epsilon: float = 0.1
    #: candidates raced at the root: ``widen`` × √simulations (at least 2)
    widen: float = 0.3
    #: when halving, a candidate's mean reward gains this × its heuristic value / ``reward_scale``
    #: (at 0.25 an RP of value weighs as an RP of utility near level): a prior toward the
    #: heuristic's choice
    prior_weight: float = 0.0
    #: grow the trees below the root (0: every simulation plays the policy after the turn)
    tree: float = 1.0
    #: skirmishes played after the current one before the evaluator judges (99: the round)
    horizon: float = 99
    #: stop early once the leader beats every other candidate by this many standard errors of
    #: the paired difference (0: never)
    sure: float = 2.5
    #: > 0: choose the root's turns by PUCT with this weight (one tree; the most visited wins)
    #: instead of sequential halving; their priors a soft-max of the heuristic values at
    #: ``root_tau`` RP
    root_puct: float = 0.0
    root_tau: float = 3.0
    #: race the recruit choices (pass, discard, draft) too, instead of taking Normal's
    recruit: float = 0.0
    #: rounds a simulation plays (1: to the end of this round; 3: to the end of the game)
    rounds: float = 1
    #: judge a simulation ending at a round's start by the fitted estimate of :mod:`.leaf`
    #: (1) instead of the evaluator's hand-set weights (0)
    leaf: float = 0
    #: the playout's players see every dealt hand when judging whether a card will win its
    #: skirmish (1), or count the odds from the cards each has not seen (0)
    clair: float = 1
    #: the playout models the deals take turns with (1: the one set by ``clair`` and ``leaf``;
    #: 2: seeing the dealt hands and counting the odds, deal by deal; 4: each of those with the
    #: evaluator's and the fitted estimate): an ensemble, so that no one model's bias decides
    models: float = 1
    #: > 0: the rest of each simulated round is played by uninformed Normal-like players, each
    #: guessing this many deals from its own view (0: the fast policy, which sees the hands dealt)
    uninformed: float = 0
    #: share of a simulation's reward that is the seat's chance of winning the game (R-G1)
    #: rather than its squashed margin: 1 or 0 at the game's end (R-G2 breaks ties), else a
    #: soft-max of the seats' estimated values at ``win_tau`` RP
    win: float = 0
    win_tau: float = 6.0


@dataclass(frozen=True, slots=True)
class RootMove:
    """A whole turn offered at the root: the card played and the steps of its effect."""

    action: Action
    steps: tuple[Action, ...]


class Edge:
    """A move out of a node: visits, summed reward of the seat that chose it, availability,
    prior and the node it leads to."""

    __slots__ = ("n", "w", "avail", "prior", "child")

    def __init__(self, prior: float = 0.0) -> None:
        self.n = 0
        self.w = 0.0
        self.avail = 0
        self.prior = prior
        self.child: Node | None = None


class Node:
    """An information set of the searching seat: the cards tried from it."""

    __slots__ = ("edges",)

    def __init__(self) -> None:
        self.edges: dict[Action, Edge] = {}


class Dealer:
    """Determinized games for one view, cheaply: one game is built from the view
    (:func:`.knowledge.determinize`) and each deal copies it and puts the guessed hidden cards
    in place (other hands, R-V8 discards, set-aside cards)."""

    def __init__(self, view: SeatView, rng: random.Random) -> None:
        self.view = view
        self.rng = rng
        self.template = determinize(view, rng)
        self.others = [o for o in range(view.players) if o != view.seat]

    def deal(self) -> Game:
        if self.view.phase not in SKIRMISH_PHASES:  # a recruit choice: what others chose is hidden too
            return determinize(self.view, self.rng)
        d = sample_hidden(self.view, self.rng)
        g = self.template.clone(record=False)
        # the deals of the rounds to come are unknown too: each deal its own (R-P1)
        g.config = replace(g.config, seed=self.rng.randrange(1 << 30))
        for o in self.others:
            g.hands[o] = list(d.hands[o])
            g.discards[o] = list(d.discards.get(o, ()))
        g.set_aside = list(d.rest)
        return g


def win_chances(g: Game, values: Sequence[float], tau: float) -> list[float]:
    """Each seat's chance of winning the game: certain once it is over (R-G1, R-G2), else a
    soft-max of the seats' estimated values at ``tau`` RP."""
    if g.phase == Phase.OVER and g.result is not None:
        winner = g.result.winner
        return [1.0 if s == winner else 0.0 for s in range(len(values))]
    return softmax(values, tau)


def softmax(values: Sequence[float], tau: float) -> list[float]:
    top = max(values)
    ws = [math.exp((v - top) / tau) for v in values]
    total = sum(ws)
    return [w / total for w in ws]


def field_size(simulations: int, candidates: int, widen: float) -> int:
    """How many candidates the root races with this many simulations."""
    return max(2, min(candidates, round(widen * math.sqrt(max(1, simulations)))))


class Search:
    """One search from ``view`` over the root ``moves`` (best first by the heuristic, whose
    ``values`` they carry)."""

    def __init__(self, view: SeatView, moves: Sequence[RootMove], values: Sequence[float],
                 rng: random.Random, params: SearchParams) -> None:
        self.view = view
        self.moves = list(moves)
        self.values = list(values)
        self.params = params
        self.rng = rng
        self.policy = Playout(random.Random(rng.randrange(1 << 30)), params.epsilon,
                              LEAF_WEIGHTS if params.leaf else None, clairvoyant=bool(params.clair),
                              uninformed=int(params.uninformed))
        self.dealer = Dealer(view, random.Random(rng.randrange(1 << 30)))
        self.root = [Edge() for _ in self.moves]
        #: each root move's reward on each deal it played (the deals of a round are shared)
        self.samples: list[list[float]] = [[] for _ in self.moves]
        #: each root move's summed utility (RP against the rivals, :func:`.rollout.utilities`)
        self.margins: list[float] = [0.0 for _ in self.moves]
        #: each root move's summed estimate of the seat's own final value (its RP, R-G1)
        self.values_sum: list[float] = [0.0 for _ in self.moves]
        #: simulations run so far
        self.simulations = 0
        #: deals made so far (in the race, each shared by the candidates still in it)
        self._deals = 0

    # ---- the root: sequential halving over shared deals --------------------------------
    def run(self, simulations: int, stop: Callable[[], bool] | None = None,
            rate: Callable[[int], int] | None = None) -> int:
        """Race the candidates with about ``simulations`` simulations and return the index of
        the winner. ``stop()`` ends the search early (the best mean so far wins); ``rate``,
        given the simulations done, may re-estimate the total (a clock-bound search)."""
        if self.params.root_puct > 0:
            return self._run_puct(simulations, stop, rate)
        k = field_size(simulations, len(self.moves), self.params.widen)
        active = list(range(k))
        rounds = max(1, math.ceil(math.log2(k)))
        for r in range(rounds):
            if rate is not None and self.simulations:
                simulations = rate(self.simulations)
            left = max(0, simulations - self.simulations)
            deals = max(1, left // ((rounds - r) * len(active)))
            for d in range(deals):
                if not self._deal_round(active, stop):
                    return self._leader(active)
                if d >= 7 and d % 4 == 3 and self._settled(active):
                    return self._leader(active)
            active = self._halve(active)
        return self._leader(active)

    def evaluate(self, deals: int, stop: Callable[[], bool] | None = None) -> bool:
        """Play every root move on each of ``deals`` fresh deals (the same deal and dice for
        all: paired), without halving: the game review's estimate of fixed turns, where the
        race only needs a winner. False if ``stop()`` ended it early."""
        active = list(range(len(self.moves)))
        return all(self._deal_round(active, stop) for _ in range(deals))

    def _settled(self, active: Sequence[int]) -> bool:
        """Whether the leader beats every other active candidate by ``sure`` standard errors
        of the paired difference over the deals they shared."""
        z = self.params.sure
        if z <= 0 or len(active) < 2:
            return False
        lead = self._leader(active)
        mine = self.samples[lead]
        for i in active:
            if i == lead:
                continue
            theirs = self.samples[i]
            n = min(len(mine), len(theirs))
            d = [a - b for a, b in zip(mine[-n:], theirs[-n:], strict=True)]
            mean = sum(d) / n
            var = sum((x - mean) ** 2 for x in d) / (n - 1)
            if mean <= z * math.sqrt(var / n):
                return False
        return True

    def _run_puct(self, simulations: int, stop: Callable[[], bool] | None,
                  rate: Callable[[int], int] | None) -> int:
        """The root as one more PUCT node over all the turns (priors: the heuristic's)."""
        root = self.root
        for e, pr in zip(root, softmax(self.values, self.params.root_tau), strict=True):
            e.prior = pr
        while self.simulations < simulations:
            if stop is not None and stop():
                break
            if rate is not None and self.simulations % 32 == 31:
                simulations = rate(self.simulations)
            for e in root:
                e.avail += 1
            self.policy.rng.seed(self.rng.randrange(1 << 30))
            self.simulate(self._select(root, self.params.root_puct), self._deal())
        return max(range(len(root)), key=lambda i: (root[i].n, self._score(i), -i))

    def _deal_round(self, active: Sequence[int], stop: Callable[[], bool] | None) -> bool:
        """One fresh deal played by every active candidate (same dice); False if stopped."""
        g0 = self._deal()  # every candidate plays it under the same model: still paired
        dice = self.rng.randrange(1 << 30)
        for i in active:
            if stop is not None and stop():
                return False
            self.policy.rng.seed(dice)
            self.simulate(i, g0.clone(record=False))
        return True

    def _deal(self) -> Game:
        """A fresh deal of the hidden cards, the playout set to the next of the ensemble's
        models (``models`` > 1) for the simulations played on it."""
        models = int(self.params.models)
        if models > 1:
            k = self._deals % models
            self.policy.clairvoyant = k % 2 == 0
            self.policy.leaf = LEAF_WEIGHTS if k >= 2 else None
        self._deals += 1
        return self.dealer.deal()

    def _score(self, i: int) -> float:
        e = self.root[i]
        mean = e.w / e.n if e.n else 0.0
        return mean + self.params.prior_weight * self.values[i] / self.params.reward_scale

    def _halve(self, active: list[int]) -> list[int]:
        ranked = sorted(active, key=lambda i: (-self._score(i), i))
        return ranked[: max(1, (len(ranked) + 1) // 2)]

    def _leader(self, active: Sequence[int]) -> int:
        """The best candidate still racing (ties: the heuristic's order)."""
        played = [i for i in active if self.root[i].n] or list(active)
        return min(played, key=lambda i: (-self._score(i), i))

    # ---- one simulation -----------------------------------------------------------------
    def simulate(self, i: int, g: Game) -> None:
        """Play root move ``i`` on the dealt game ``g``, walk the tree below it, play the round
        out and back the rewards up."""
        self.simulations += 1
        me = self.view.seat
        start_round = g.round
        p = self.params
        edge = self.root[i]
        move = self.moves[i]
        g.apply(move.action)
        for step in move.steps:
            g.apply(step)
        path: list[tuple[Edge, int]] = [(edge, me)]
        policy = self.policy
        if g.phase.is_recruit:  # a recruit choice at the root: the others' (and later ones) follow
            policy.recruit(g)
        stop_at = g.skirmish + 1 + int(p.horizon)
        while p.tree and edge.n and g.phase == Phase.PLAY and g.round == start_round and g.skirmish < stop_at:
            node = edge.child
            if node is None:
                node = edge.child = Node()
            legal = g.legal_actions()
            edges = node.edges
            avail: list[Edge] = []
            fresh = False
            for a in legal:
                e = edges.get(a)
                if e is None:
                    e = edges[a] = Edge(-1.0)
                    fresh = True
                e.avail += 1
                avail.append(e)
            if fresh:
                priors = softmax(policy.card_scores(g, legal), p.inner_tau) if len(legal) > 1 else [1.0]
                for e, pr in zip(avail, priors, strict=True):
                    if e.prior < 0:
                        e.prior = pr
            j = self._select(avail)
            seat = g.current_seat
            g.apply(legal[j])
            policy.resolve(g)
            edge = avail[j]
            path.append((edge, seat))
        policy.play_round(g, stop_at)
        # later rounds (R-R1): recruit and play them too, up to ``rounds`` rounds in all
        while g.round < start_round + int(p.rounds) and g.phase.is_recruit:
            policy.recruit(g)
            policy.play_round(g)
        values = policy.seat_values(g)
        us = utilities(values)
        rewards = [squash(u, p.reward_scale) for u in us]
        if p.win:
            chances = win_chances(g, values, p.win_tau)
            rewards = [(1 - p.win) * r + p.win * c for r, c in zip(rewards, chances, strict=True)]
        for e, seat in path:
            e.n += 1
            e.w += rewards[seat]
        self.samples[i].append(rewards[me])
        self.margins[i] += us[me]
        self.values_sum[i] += values[me]

    def _select(self, edges: Sequence[Edge], c: float | None = None) -> int:
        """PUCT over the available ``edges`` (see the module docstring)."""
        n_sum = 0
        w_sum = 0.0
        for e in edges:
            n_sum += e.n
            w_sum += e.w
        fpu = (w_sum / n_sum if n_sum else 0.5) - self.params.fpu
        if c is None:
            c = self.params.c_puct
        best, best_s = 0, -math.inf
        for i, e in enumerate(edges):
            q = e.w / e.n if e.n else fpu
            s = q + c * e.prior * math.sqrt(e.avail) / (1 + e.n)
            if s > best_s:
                best, best_s = i, s
        return best

    def stats(self) -> list[tuple[int, float, float]]:
        """(simulations, mean reward, mean utility in RP) of each root move."""
        return [(e.n, e.w / e.n if e.n else 0.0, m / e.n if e.n else 0.0)
                for e, m in zip(self.root, self.margins, strict=True)]
