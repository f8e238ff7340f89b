"""The search's playing policy for every seat of a determinized game, and how a simulation
is scored.

Inside a determinized game every hand is dealt, so the policy may look at all of them: that is
the usual perfect-information simplification of determinized search. It is a quick cousin of
the Normal player, built on the memoised evaluator (:mod:`.fasteval`) so that a simulation
costs about a millisecond:

* **A card** (R-K) is scored by what its effect adds at best (R-E1, R-E2 A) plus, when no
  later player holds a card that beats it (R-K2 follow suit, R-K4), the Kachidoki swing of
  winning the skirmish (R-KS), less a little for spending a high card. The scores are also the
  search tree's prior over the cards (:meth:`Playout.card_scores`). With ``clairvoyant=False``
  (the search's ``clair=0``, an experiment: no stronger, docs/ai.md) the swing counts by the
  chance that no unseen card beats the card, as a player who cannot see the hands reckons.
  With ``uninformed=N`` (the search's ``normal=N``, an experiment: no stronger, docs/ai.md)
  Normal itself chooses every card and its plan in :meth:`Playout.play_round`, from the seat's
  own view over N guessed deals, at 11–19 times the cost of a simulation.
* **The effect** is planned as a whole: the best number of samurai to place (R-E2 A, R-E3;
  a Ninja's one by one into the best area, R-E1) or a greedy AP spend (R-E2 B, R-V6, R-V8) that
  stops as soon as no step improves the position, whichever is better. The position is judged
  with the Kachidoki scoring of the skirmish's likely winner on the board the plan leaves
  (the last later player able to beat the card, or the card itself).
* **The score** of a simulation, at the end of the round, is the evaluator's estimate of the
  final values, or the RP themselves once the game is over (R-G1): each seat's utility (its
  value against the best and the mean rival) squashed into 0..1.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ..model.actions import (
    CHOOSE_AP,
    CHOOSE_PLACEMENT,
    DAIMYO,
    END_ACTION,
    PLACE_IN,
    Action,
)
from ..model.board import Board
from ..model.cards import CARD_IS_NINJA, CARD_NUMBER, CARD_SUIT
from ..model.game import Game
from ..model.phases import Mode, Phase
from ..model.rules_data import MAX_PLACE, N_AREAS
from ..model.scoring import winning_card
from ..model.view import observe
from .evaluate import make_context
from .fasteval import FastEval, Scored
from .heuristic import BEAT_CHANCE, TRICK_POWER, TRICK_WEIGHT, HeuristicAgent
from .leaf import WeightTable, leaf_context

#: how much holding on to a high card is worth, per pip (a 6 wins later skirmishes)
CARD_COST = 0.15
_EPS = 1e-9
_AREAS = tuple(range(N_AREAS))


class Playout:
    """Chooses cards and plans effects for any seat of an engine game; ``epsilon`` is the
    share of random card plays in :meth:`play_round` (the tree's choices are its own)."""

    def __init__(self, rng: random.Random, epsilon: float = 0.1,
                 leaf: WeightTable | None = None, clairvoyant: bool = True, uninformed: int = 0) -> None:
        self.rng = rng
        self.epsilon = epsilon
        #: > 0: :meth:`play_round` has every card and its plan chosen as Normal chooses them, from
        #: the seat's own view over this many guessed deals (players who know only what they
        #: may), instead of by the fast scores; an experiment (the search's ``normal=``)
        self.uninformed = HeuristicAgent(0, samples=uninformed) if uninformed > 0 else None
        #: a card's Kachidoki swing counts when no later player *holds* a beater (True), or by
        #: the chance that none does, counted from the cards the seat has not seen (False)
        self.clairvoyant = clairvoyant
        #: fitted weights for judging a round's start (:mod:`.leaf`); None: the evaluator's
        self.leaf = leaf
        self._evals: dict[tuple[object, ...], FastEval] = {}
        self._leaves: dict[tuple[object, ...], FastEval | None] = {}
        self._plans: dict[tuple[int, ...], list[Action]] = {}

    # ---- evaluation ---------------------------------------------------------------------
    def evaluator(self, g: Game, exclude_current: bool = True) -> FastEval:
        """The evaluator for ``g`` now (``exclude_current``: the skirmish under way is valued
        by its likely winner instead of as one of the skirmishes left)."""
        spr = g.skirmishes_per_round
        left = max(0, spr - g.skirmish - (1 if exclude_current else 0))
        key = (g.round, left, g.players, g.mode, g.config.variants)
        fe = self._evals.get(key)
        if fe is None:
            ctx = make_context(g.armies, g.owner, g.players, g.config.variants, g.round, g.skirmish, spr,
                               g.mode == Mode.V7, tricks_left=left)
            fe = self._evals[key] = FastEval(ctx)
        return fe

    def seat_values(self, g: Game) -> list[float]:
        """Every seat's estimated final value: the RP at the end of the game (R-G1; R-V7: the
        better army, the other breaking ties), else the evaluator's estimate."""
        fe = self.evaluator(g, exclude_current=False)
        if g.phase == Phase.OVER:
            return fe.seat_values([float(x) for x in g.board.rp])
        if self.leaf is not None and g.round > 1 and not g.played:
            fe = self._leaf_evaluator(g, self.leaf) or fe
        return fe.seat_values(fe.values(g.board))

    def _leaf_evaluator(self, g: Game, table: WeightTable) -> FastEval | None:
        """The fitted estimate (:mod:`.leaf`) for ``g`` at the start of a round (None where
        ``table`` has no weights for the game)."""
        key = (g.round, g.players, g.mode, g.config.variants)
        if key not in self._leaves:
            ctx = leaf_context(g.armies, g.owner, g.players, g.config.variants, g.round,
                               g.skirmishes_per_round, g.mode == Mode.V7, table)
            self._leaves[key] = None if ctx is None else FastEval(ctx)
        return self._leaves[key]

    # ---- the recruit choices (R-P2, R-V8, R-V7) ------------------------------------------
    def recruit(self, g: Game) -> None:
        """Make every seat's recruit choices until the skirmishes begin: pass (R-P2) and
        discard (R-V8) the least useful cards, draft (R-V7) the most useful (:meth:`card_values`)."""
        while g.phase.is_recruit:
            legal = g.legal_actions()
            values = self.card_values(g, g.current_seat)
            if g.phase == Phase.DRAFT:
                a = max(legal, key=lambda x: values[x.cards[0]])
            else:
                a = min(legal, key=lambda x: sum(values[c] for c in x.cards))
            g.apply(a)

    def card_values(self, g: Game, seat: int) -> dict[int, float]:
        """How much each card of ``seat``'s hand (and draft hand) is worth keeping: its trick
        power (R-K4) and what placing 3 samurai with its number would add (R-E2 A; a Ninja's
        best area, R-E1), as the Normal player counts it."""
        fe = self.evaluator(g, exclude_current=False)
        board = g.board
        armies = [a for a in g.armies if g.owner[a] == seat]
        army = max(armies, key=lambda a: (board.rp[a], -a)) if len(armies) > 1 else armies[0]
        sc = fe.score(board)
        base = fe.utility(sc.vals, seat)
        k = min(MAX_PLACE, board.supply[army])
        gain = [fe.utility(fe.step(sc, army, PLACE_IN[area], k)[0], seat) - base if k else 0.0
                for area in _AREAS]
        out: dict[int, float] = {}
        for c in (*g.hands[seat], *g.draft_hands[seat]):
            act = max(gain) if CARD_IS_NINJA[c] else max(gain[CARD_NUMBER[c]], 0.35 * CARD_NUMBER[c])
            out[c] = TRICK_POWER[c % 7] * TRICK_WEIGHT + act
        return out

    # ---- playing a round ----------------------------------------------------------------
    def play_round(self, g: Game, stop_at: int = 99) -> None:
        """Play ``g`` until its round ends (or the game), or until ``stop_at`` skirmishes of the
        round are done: cards by their :meth:`card_scores` (with ``epsilon`` random plays),
        effects by :meth:`resolve`."""
        start_round = g.round
        rng = self.rng
        normal = self.uninformed
        if normal is not None:  # its guesses follow the dice, so the candidates stay paired
            normal.reseed(rng.randrange(1 << 30))
        while g.phase == Phase.PLAY and g.round == start_round and g.skirmish < stop_at:
            legal = g.legal_actions()
            if len(legal) == 1:
                a = legal[0]
            elif normal is not None:
                best = normal.best_play(observe(g, g.current_seat), legal)
                g.apply(best.action)
                for step in best.plan.steps:
                    g.apply(step)
                continue
            elif rng.random() < self.epsilon:
                a = legal[rng.randrange(len(legal))]
            else:
                scores = self.card_scores(g, legal)
                a = legal[max(range(len(legal)), key=scores.__getitem__)]
            g.apply(a)
            self.resolve(g)

    def card_scores(self, g: Game, legal: Sequence[Action]) -> list[float]:
        """How good each card play of ``legal`` looks for the seat to play (see the module)."""
        seat = g.current_seat
        fe = self.evaluator(g)
        board = g.board
        sc = fe.score(board)
        base = fe.utility(sc.vals, seat)
        trick_cards = [c for _a, c in g.trick]
        gains: dict[tuple[int, int], float] = {}
        unseen: tuple[int, dict[int, tuple[int, int]]] | None = None
        out = []
        for a in legal:
            c = a.cards[0]
            army = a.army if a.army >= 0 else seat
            k = min(MAX_PLACE, board.supply[army])
            areas = _AREAS if CARD_IS_NINJA[c] else (CARD_NUMBER[c],)
            best = 0.0
            if k:
                for area in areas:
                    v = gains.get((army, area))
                    if v is None:
                        vals = fe.step(sc, army, PLACE_IN[area], k)[0]
                        v = gains[(army, area)] = fe.utility(vals, seat) - base
                    best = max(best, v)
            cards = [*trick_cards, c]
            idx, _r = winning_card(cards)
            if idx == len(cards) - 1:
                if self.clairvoyant:
                    wins = 0.0 if _last_beater(g, cards, g.turn + 1) >= 0 else 1.0
                else:
                    if unseen is None:
                        unseen = _unseen_kinds(g, seat)
                    wins = _win_chance(g, cards, unseen)
                if wins > 0.0:
                    ks = fe.kachidoki(sc.rows[0][board.daimyo_area[army]])
                    best += wins * (fe.utility(sc.vals, seat, ks) - base)
            out.append(best - CARD_COST * (CARD_NUMBER[c] or 3))
        return out

    # ---- a card's effect ----------------------------------------------------------------
    def resolve(self, g: Game) -> None:
        """Play the whole effect of the card just played (R-E1, R-E2), then "end". Plans are
        kept by position: a search meets the same ones again and again."""
        b = g.board
        key = (*b.tokens, *b.daimyo_area, *b.supply, *b.rp, *b.kyoto_bonus_used, g.acting_army, g.acting_card,
               self._likely_winner(g), g.phase, g.round, g.skirmish)
        steps = self._plans.get(key)
        if steps is None:
            steps = self._plans[key] = self.plan(g)
        for step in steps:
            g.apply(step)

    def plan(self, g: Game) -> list[Action]:
        """The steps that resolve the card just played (the mode choice, the placements or AP
        steps, "end"), judged with the Kachidoki scoring of the skirmish's likely winner."""
        army = g.acting_army
        card = g.acting_card
        seat = g.owner[army]
        fe = self.evaluator(g)
        winner = self._likely_winner(g)
        board = g.board
        judge = _Judge(fe, board, seat, winner)
        if g.phase == Phase.PLACE and CARD_IS_NINJA[card]:  # R-E1
            return [*self._ninja(judge, board, army), END_ACTION]
        if g.phase != Phase.MODE:  # never expected: plans start right after the card
            return [END_ACTION]
        v_place, k = self._placement(judge, board, army, CARD_NUMBER[card])
        v_ap, steps = self._ap(judge, board, army, CARD_NUMBER[card])
        if v_ap > v_place + _EPS:
            return [CHOOSE_AP, *steps, END_ACTION]
        return [CHOOSE_PLACEMENT, *(PLACE_IN[CARD_NUMBER[card]],) * k, END_ACTION]

    def _likely_winner(self, g: Game) -> int:
        """The army likely to win the skirmish under way: the last later player holding a card
        that would take the lead, else the card leading now (R-K2, R-K4)."""
        cards = [c for _a, c in g.trick]
        idx, _r = winning_card(cards)
        later = _last_beater(g, cards, g.turn + 1)
        return later if later >= 0 else g.trick[idx][0]

    @staticmethod
    def _placement(judge: _Judge, board: Board, army: int, area: int) -> tuple[float, int]:
        """The best number of samurai (0..3, R-E2 A, R-E3) to place in ``area``."""
        best_v, best_k = judge.base_value, 0
        for k in range(1, min(MAX_PLACE, board.supply[army]) + 1):
            v = judge.value(army, PLACE_IN[area], k)
            if v > best_v + _EPS:
                best_v, best_k = v, k
        return best_v, best_k

    @staticmethod
    def _ninja(judge: _Judge, board: Board, army: int) -> list[Action]:
        """R-E1: samurai one by one into the best area while that improves the position."""
        steps: list[Action] = []
        b = board
        for _ in range(min(MAX_PLACE, board.supply[army])):
            best_v, best = judge.base_value, None
            for step in PLACE_IN:
                v = judge.value(army, step)
                if v > best_v + _EPS:
                    best_v, best = v, step
            if best is None:
                break
            steps.append(best)
            b = b.copy()
            b.apply_step(army, best)
            judge = judge.after(army, best, b)
        return steps

    @staticmethod
    def _ap(judge: _Judge, board: Board, army: int, ap: int) -> tuple[float, list[Action]]:
        """A greedy AP spend (R-E2 B): the best step while one improves the position."""
        b = board
        best_v = judge.base_value
        steps: list[Action] = []
        left = ap
        while left > 0:
            found = None
            for step in b.ap_steps(army, left):
                v = judge.value(army, step)
                if v > best_v + _EPS:
                    best_v, found = v, step
            if found is None:
                break
            steps.append(found)
            left -= b.daimyo_cost if found.kind == DAIMYO else 1
            b = b.copy()
            b.apply_step(army, found)
            judge = judge.after(army, found, b)
        return best_v, steps


class _Judge:
    """Values the boards one step away from ``board`` for ``seat`` (:meth:`FastEval.step`),
    with the Kachidoki scoring of ``winner`` (R-KS; -1: none) on each."""

    __slots__ = ("fe", "sc", "seat", "winner", "area", "base_value")

    def __init__(self, fe: FastEval, board: Board, seat: int, winner: int, sc: Scored | None = None) -> None:
        self.fe = fe
        self.sc = fe.score(board) if sc is None else sc
        self.seat = seat
        self.winner = winner
        self.area = board.daimyo_area[winner] if winner >= 0 else -1
        kg = fe.kachidoki(self.sc.rows[0][self.area]) if winner >= 0 else None
        self.base_value = fe.utility(self.sc.vals, seat, kg)

    def after(self, army: int, step: Action, board: Board) -> _Judge:
        """The judge of ``board``: this one's board after ``army``'s ``step``."""
        return _Judge(self.fe, board, self.seat, self.winner, self.fe.advance(self.sc, army, step, board))

    def value(self, army: int, step: Action, times: int = 1) -> float:
        fe = self.fe
        vals, rows = fe.step(self.sc, army, step, times)
        if self.winner < 0:
            return fe.utility(vals, self.seat)
        area = step.dst if step.kind == DAIMYO and army == self.winner else self.area
        row = rows.get(area)
        return fe.utility(vals, self.seat, fe.kachidoki(self.sc.rows[0][area] if row is None else row))


def _last_beater(g: Game, cards: list[int], start: int) -> int:
    """The army of the last player from ``g.order[start:]`` holding a legal card that would
    take the lead of ``cards`` (R-K2, R-K4), or -1."""
    if not cards:
        return -1
    led = CARD_SUIT[cards[0]]
    hands = g.hands
    order = g.order
    found = -1
    played = [a for a, _c in g.trick]
    for i in range(start, len(order)):
        s = order[i]
        hand = hands[s]
        follow = [c for c in hand if CARD_SUIT[c] == led]
        for c in follow or hand:
            if winning_card([*cards, c])[0] == len(cards):
                found = _army_of_play(g, s, played)
                break
    return found


def _unseen_kinds(g: Game, seat: int) -> tuple[int, dict[int, tuple[int, int]]]:
    """The cards ``seat`` has not seen (other hands, their discards, the set-aside cards): how
    many, and per kind (a face, or -1 for a Ninja; suits never decide a skirmish, R-K4) a card
    of that kind and how many."""
    kinds: dict[int, tuple[int, int]] = {}
    total = 0
    piles = [h for s, h in enumerate(g.hands) if s != seat]
    piles += [d for s, d in enumerate(g.discards) if s != seat]
    piles.append(g.set_aside)
    for pile in piles:
        for c in pile:
            k = -1 if CARD_IS_NINJA[c] else CARD_NUMBER[c]
            rep, n = kinds.get(k, (c, 0))
            kinds[k] = (rep, n + 1)
            total += 1
    return total, kinds


def _win_chance(g: Game, cards: list[int], unseen: tuple[int, dict[int, tuple[int, int]]]) -> float:
    """The chance that the last of ``cards`` keeps the lead, as its player can count it: none
    of the later players' cards, drawn from the unseen ones, beats it (R-K4; following suit,
    R-K2, is left out), or one does and is not played (as Normal reckons, ``BEAT_CHANCE``).
    R-V7: a seat still to play for its other army holds no card it has not seen."""
    h = sum(len(g.hands[s]) for s in set(g.order[g.turn + 1:]) - {g.current_seat})
    if h == 0:
        return 1.0
    total, kinds = unseen
    beaters = sum(n for rep, n in kinds.values() if winning_card([*cards, rep])[0] == len(cards))
    none = 1.0
    for i in range(h):
        if total - i <= 0:
            break
        none *= max(0.0, (total - beaters - i) / (total - i))
    return none + (1.0 - none) * (1.0 - BEAT_CHANCE)


def _army_of_play(g: Game, seat: int, played: list[int]) -> int:
    """The army seat ``seat`` plays for next in this skirmish (R-V7: the other of its two
    armies if one has played, else the one with more RP; otherwise its only army)."""
    if g.mode != Mode.V7:
        return seat
    a, b = 2 * seat, 2 * seat + 1
    if a in played:
        return b
    if b in played:
        return a
    return a if g.board.rp[a] >= g.board.rp[b] else b


def squash(utility: float, temperature: float) -> float:
    """A utility in RP as a reward in 0..1 (0.5 for level with the rivals)."""
    x = utility / temperature
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def utilities(seat_values: Sequence[float]) -> list[float]:
    """Each seat's value against the best and the mean rival (:func:`.evaluate.utility`)."""
    n = len(seat_values)
    out = []
    for s in range(n):
        others = [v for o, v in enumerate(seat_values) if o != s]
        out.append(seat_values[s] - 0.5 * max(others) - 0.5 * sum(others) / (n - 1))
    return out


__all__ = ["CARD_COST", "Playout", "squash", "utilities"]
