"""A fast playing policy for the search's simulations (every seat, on a determinized game).

Inside a determinized game every hand is dealt, so the policy may look at all of them: that
is the usual perfect-information simplification of determinized search. It is a cheap cousin
of the Normal player: a card is scored by what placing its samurai would add (R-E2 A; a Ninja
anywhere, R-E1) plus the Kachidoki swing (R-KS) if it would win the skirmish given the cards
still to come; the effect is then placement when that helps, otherwise a greedy AP spend that
stops as soon as no step improves the position (no aimless AP).
"""

from __future__ import annotations

import random

from ..model.actions import CHOOSE_AP, CHOOSE_PLACEMENT, END_ACTION, PLACE_IN, Action
from ..model.board import slot
from ..model.cards import CARD_IS_NINJA, CARD_NUMBER, CARD_SUIT
from ..model.game import MAX_PLACE, Game
from ..model.phases import Mode, Phase
from ..model.rules_data import N_AREAS
from ..model.scoring import winning_card
from .board import Board, board_of_game, with_placed
from .evaluate import EvalContext, army_values, kachidoki_gains, make_context, utility


class RolloutPolicy:
    """Chooses actions for any seat of an engine game; ``epsilon`` adds random card plays."""

    def __init__(self, rng: random.Random, epsilon: float = 0.1) -> None:
        self.rng = rng
        self.epsilon = epsilon
        self._ctx: dict[tuple[object, ...], EvalContext] = {}

    def context(self, g: Game, exclude_current: bool = True) -> EvalContext:
        spr = g.skirmishes_per_round
        left = max(0, spr - g.skirmish - (1 if exclude_current else 0))
        key = (g.round, left, g.players, g.mode, g.config.variants)
        ctx = self._ctx.get(key)
        if ctx is None:
            ctx = make_context(g.armies, g.owner, g.players, g.config.variants, g.round, g.skirmish, spr,
                               g.mode == Mode.V7, tricks_left=left)
            self._ctx[key] = ctx
        return ctx

    def _value(self, ctx: EvalContext, b: Board, seat: int) -> float:
        return utility(ctx, army_values(ctx, b), seat)

    def play_round(self, g: Game, max_skirmishes: int = 99) -> None:
        """Play ``g`` until its round ends (or the game), or ``max_skirmishes`` more are done."""
        start_round = g.round
        stop_at = g.skirmish + max_skirmishes
        while g.phase != Phase.OVER and g.round == start_round and g.skirmish < stop_at:
            g.apply(self.act(g))

    def act(self, g: Game) -> Action:
        ph = g.phase
        if ph == Phase.PLAY:
            return self._play(g)
        if ph == Phase.MODE:
            return self._mode(g)
        if ph == Phase.PLACE:
            return self._place(g)
        if ph == Phase.AP:
            return self._ap(g)
        legal = g.legal_actions()
        return legal[self.rng.randrange(len(legal))]

    def _play(self, g: Game) -> Action:
        legal = g.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if self.rng.random() < self.epsilon:
            return legal[self.rng.randrange(len(legal))]
        seat = g.current_seat
        ctx = self.context(g)
        board = board_of_game(g)
        base_vals = army_values(ctx, board)
        base = utility(ctx, base_vals, seat)
        area_gain: dict[int, float] = {}
        trick_cards = [c for _a, c in g.trick]
        later = g.order[g.turn + 1:]
        best, best_v = legal[0], -1e9
        for a in legal:
            c = a.cards[0]
            army = a.army if a.army >= 0 else seat
            k = min(MAX_PLACE, board.supply[army])
            if CARD_IS_NINJA[c]:
                area = max(range(N_AREAS),
                           key=lambda x: self._gain(ctx, board, army, x, k, seat, base, area_gain))
            else:
                area = CARD_NUMBER[c]
            v = max(0.0, self._gain(ctx, board, army, area, k, seat, base, area_gain))
            cards = [*trick_cards, c]
            idx, _r = winning_card(cards)
            if idx == len(cards) - 1 and not self._beaten(g, cards, later):
                gains = kachidoki_gains(ctx, board, army)
                after = [x + y for x, y in zip(base_vals, gains, strict=True)]
                v += utility(ctx, after, seat) - base
            v -= 0.15 * (CARD_NUMBER[c] or 3)  # keep strong cards when it costs nothing
            if v > best_v:
                best, best_v = a, v
        return best

    def _gain(self, ctx: EvalContext, board: Board, army: int, area: int, k: int, seat: int, base: float,
              cache: dict[int, float]) -> float:
        key = slot(army, area)
        v = cache.get(key)
        if v is None:
            v = cache[key] = self._value(ctx, with_placed(board, army, area, k), seat) - base
        return v

    @staticmethod
    def _beaten(g: Game, cards: list[int], later: list[int]) -> bool:
        led = CARD_SUIT[cards[0]]
        for s in later:
            hand = g.hands[s]
            follow = [c for c in hand if CARD_SUIT[c] == led]
            for c in follow or hand:
                if winning_card([*cards, c])[0] == len(cards):
                    return True
        return False

    def _resolving(self, g: Game) -> tuple[int, int, EvalContext, Board]:
        """The army resolving a card, its seat, the evaluation context and the board to plan on."""
        army = g.acting_army
        return army, g.owner[army], self.context(g), board_of_game(g)

    def _mode(self, g: Game) -> Action:
        army, seat, ctx, board = self._resolving(g)
        base = self._value(ctx, board, seat)
        k = min(MAX_PLACE, board.supply[army])
        if k and self._gain(ctx, board, army, CARD_NUMBER[g.acting_card], k, seat, base, {}) > 0:
            return CHOOSE_PLACEMENT
        return CHOOSE_AP

    def _place(self, g: Game) -> Action:
        if g.placements_left <= 0:
            return END_ACTION
        army, seat, ctx, board = self._resolving(g)
        base = self._value(ctx, board, seat)
        areas = range(N_AREAS) if CARD_IS_NINJA[g.acting_card] else (CARD_NUMBER[g.acting_card],)
        best, best_v = END_ACTION, 0.0
        for area in areas:
            v = self._gain(ctx, board, army, area, 1, seat, base, {})
            if v > best_v + 1e-9:
                best, best_v = PLACE_IN[area], v
        return best

    def _ap(self, g: Game) -> Action:
        army, seat, ctx, board = self._resolving(g)
        best, best_v = END_ACTION, self._value(ctx, board, seat)
        for step in board.ap_steps(army, g.steps_left):
            b = board.copy()
            b.apply_step(army, step)
            v = self._value(ctx, b, seat)
            if v > best_v + 1e-9:
                best, best_v = step, v
        return best


def final_utility(g: Game, seat: int, policy: RolloutPolicy) -> float:
    """The value of a simulated position for ``seat``: the evaluator's estimate, or the RP
    themselves once the game is over (R-G1)."""
    ctx = policy.context(g, exclude_current=False)
    if g.phase == Phase.OVER:
        return utility(ctx, [float(x) for x in g.board.rp], seat)
    return utility(ctx, army_values(ctx, board_of_game(g)), seat)

