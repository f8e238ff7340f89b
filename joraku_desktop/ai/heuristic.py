"""Easy and Normal: heuristic players that play like a sensible person.

For a card to play they consider every legal card with its best whole-turn plan (placement or
AP, :mod:`.plans`), judged by the board evaluator (:mod:`.evaluate`) plus the Kachidoki swing
of the skirmish: who is likely to win it, from counting cards. The odds come from dealing the
unseen cards many times consistently with what the seat knows (:mod:`.knowledge`: played
cards, the cards it passed, voids shown, R-P3) and checking who could still beat the card.

Recruit choices keep the cards that win skirmishes and whose numbers place or move samurai
where they score (R-P2 pass the least useful; R-V8 discard the least useful; R-V7 draft the
most useful).

Normal takes the best option. Easy is short-sighted and self-centred (this round's chart
only, its own value only), plans AP greedily, counts cards over fewer deals, picks with noise
(a soft-max over every card and mode) and now and then lapses (a random card, still with its
best plan), so it makes the mistakes of a casual player.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..model.actions import AP, DISCARD, DRAFT, END, N_ARMIES, PASS, PLACEMENT, PLAY, Action
from ..model.board import play_order
from ..model.cards import CARD_IS_NINJA, CARD_NUMBER, CARD_SUIT
from ..model.phases import Mode, Phase
from ..model.rules_data import MAX_PLACE, N_AREAS
from ..model.scoring import winning_card
from ..model.variants import VariantFlags
from ..model.view import SeatView
from .base import StopCheck
from .board import Board, with_placed
from .evaluate import ROUND_WEIGHTS, EvalContext, army_values, kachidoki_gains, utility
from .knowledge import Deal, resolution_left, sample_hidden
from .plans import Plan, plan_from_state, plans_after_play

#: how much a card's trick-taking power is worth (R-K4: high numbers; a Ninja beats a 6)
TRICK_POWER = (0.03, 0.1, 0.25, 0.45, 0.7, 1.0, 0.5)  # faces 1..6, Ninja
TRICK_WEIGHT = 3.0
#: chance that a later player who could beat the card actually does
BEAT_CHANCE = 0.8
#: the board a remembered plan step is meant for: (phase, left, *board key, supply)
Signature = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Option:
    """A card to play (or nothing, mid-resolution) with its plan and value."""

    value: float
    action: Action
    plan: Plan


def seat_armies(view: SeatView, seat: int) -> tuple[int, ...]:
    return tuple(a for a in view.armies if view.owner[a] == seat)


def play_army(view: SeatView, action: Action) -> int:
    """The army a play resolves for (R-V7 names it; otherwise the seat's own army)."""
    return action.army if action.army >= 0 else seat_armies(view, view.seat)[0]


def later_plays(view: SeatView, my_army: int, trick: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """(seat, army) of the plays still to come in this skirmish after mine (R-K1, R-V7)."""
    order = play_order(view.kachidoki_seat, view.players, view.mode is Mode.V7)
    done = [a for a, _c in trick] + [my_army]
    out = []
    for s in order[len(done):]:
        mine = [a for a in seat_armies(view, s) if a not in done]
        if not mine:
            continue
        if len(mine) > 1:  # R-V7: the first play is for the army with more RP
            mine.sort(key=lambda a: -view.rp[a])
        army = mine[0]
        done.append(army)
        out.append((s, army))
    return out


def winner_odds(view: SeatView, army: int, card: int, deals: Sequence[Deal],
                trick: Sequence[tuple[int, int]] | None = None) -> dict[int, float]:
    """Probability of each army winning the skirmish if ``army`` plays ``card`` after ``trick``
    (default: the view's skirmish so far).

    Per deal, a later player who holds a legal card that would take the lead is assumed to
    play it with :data:`BEAT_CHANCE` (R-K2 follow suit, R-K4 winner); the last such player
    is the one who would win.
    """
    before = list(view.trick if trick is None else trick)
    full = [*before, (army, card)]
    cards = [c for _a, c in full]
    idx, _r = winning_card(cards)
    now = full[idx][0]
    later = later_plays(view, army, before)
    if not later or not deals:
        return {now: 1.0}
    led = CARD_SUIT[cards[0]]
    dist: dict[int, float] = {}
    w = 1.0 / len(deals)
    for deal in deals:
        last_beater = -1
        for s, a in later:
            hand = deal.hands.get(s)
            if not hand:
                continue
            follow = [c for c in hand if CARD_SUIT[c] == led]
            for c in follow or hand:
                if winning_card([*cards, c])[0] == len(cards):
                    last_beater = a
                    break
        if last_beater >= 0:
            dist[last_beater] = dist.get(last_beater, 0.0) + w * BEAT_CHANCE
            dist[now] = dist.get(now, 0.0) + w * (1 - BEAT_CHANCE)
        else:
            dist[now] = dist.get(now, 0.0) + w
    return dist


def make_objective(view: SeatView, ctx: EvalContext, dist: dict[int, float],
                   rivalry: float = 1.0) -> Callable[[Board], float]:
    """The value of an end-of-turn board for ``view``'s seat: the evaluator's utility plus the
    expected Kachidoki swing of the skirmish (R-KS) on that board."""
    seat = view.seat

    def obj(b: Board) -> float:
        vals = army_values(ctx, b)
        base = utility(ctx, vals, seat, rivalry)
        total = base
        for w, p in dist.items():
            if p <= 0:
                continue
            gains = kachidoki_gains(ctx, b, w)
            if any(gains):
                after = [v + gg for v, gg in zip(vals, gains, strict=True)]
                total += p * (utility(ctx, after, seat, rivalry) - base)
        return total

    return obj


class HeuristicAgent:
    """The Easy/Normal player; see the module docstring."""

    name = "normal"

    def __init__(self, seed: int = 0, *, samples: int = 24, beam: int = 6, ninja_width: int = 7,
                 temperature: float = 0.0, counting: bool = True, blunder: float = 0.0,
                 weights: Sequence[float] = ROUND_WEIGHTS, rivalry: float = 1.0,
                 mode_noise: bool = False) -> None:
        self._rng = random.Random(seed)
        self.rivalry = rivalry
        self.mode_noise = mode_noise
        self.weights = tuple(weights)
        self.blunder = blunder
        self.samples = samples
        self.beam = beam
        self.ninja_width = ninja_width
        self.temperature = temperature
        self.counting = counting
        #: the plan being played: board signature before a step -> that step
        self._plan: dict[Signature, Action] = {}

    def reseed(self, seed: int) -> None:
        """Start the guessed deals afresh from ``seed`` (a search's simulations replay the same
        dice for every candidate)."""
        self._rng.seed(seed)

    # ---- the interface --------------------------------------------------------------------
    def choose(self, view: SeatView, legal: Sequence[Action], should_stop: StopCheck | None = None) -> Action:
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        if kind in (PASS, DISCARD):
            return self._recruit(view, legal, lowest=True)
        if kind == DRAFT:
            return self._recruit(view, legal, lowest=False)
        if kind == PLAY:
            best = self.best_play(view, legal)
            self.remember(view, best)
            return best.action
        return self._resolve(view, legal)

    # ---- skirmishes -------------------------------------------------------------------------
    def deals(self, view: SeatView, count: int | None = None) -> list[Deal]:
        n = self.samples if count is None else count
        return [sample_hidden(view, self._rng, use_voids=self.counting, use_known=self.counting)
                for _ in range(n)]

    def best_play(self, view: SeatView, legal: Sequence[Action]) -> Option:
        """The card to play and its whole plan, as this player chooses them."""
        return self._pick(self.play_options(view, legal, per_mode=self.mode_noise))

    def play_options(self, view: SeatView, legal: Sequence[Action], per_mode: bool = False) -> list[Option]:
        """Every legal card with its best plan (``per_mode``: the best plan of each mode)."""
        ctx = EvalContext.build(view, tricks_left=max(0, view.skirmishes_per_round - view.skirmish - 1),
                                weights=self.weights)
        board = Board.from_view(view)
        deals = self.deals(view)
        v5_led = view.led_suit if view.flags.follow_suit_bonus else -1
        out: list[Option] = []
        for a in legal:
            army = play_army(view, a)
            c = a.card
            dist = winner_odds(view, army, c, deals)
            obj = make_objective(view, ctx, dist, self.rivalry)
            b = board
            if v5_led >= 0 and CARD_SUIT[c] == v5_led:  # R-V5: a follower matching the led suit
                b = board.copy()
                b.rp[army] += 2
            plans = plans_after_play(b, army, c, obj, self.beam, self.ninja_width)
            if per_mode:
                out.extend(Option(p.value, a, p) for p in plans)
            else:
                best = max(plans, key=lambda p: p.value)
                out.append(Option(best.value, a, best))
        return out

    def _pick(self, options: list[Option]) -> Option:
        if self.blunder and self._rng.random() < self.blunder:  # a casual player's lapse
            return options[self._rng.randrange(len(options))]
        if self.temperature <= 0:
            return max(options, key=lambda o: o.value)
        top = max(o.value for o in options)
        weights = [math.exp((o.value - top) / self.temperature) for o in options]
        x = self._rng.random() * sum(weights)
        for o, w in zip(options, weights, strict=True):
            x -= w
            if x <= 0:
                return o
        return options[-1]

    def remember(self, view: SeatView, option: Option) -> None:
        """Keep the chosen plan so the following steps replay it (checked against the board)."""
        self._plan = {}
        phase = Phase.PLACE if CARD_IS_NINJA[option.action.card] else Phase.MODE
        self._walk(option.plan.steps, phase, MAX_PLACE, Board.from_view(view), play_army(view, option.action),
                   option.action.card)

    def _walk(self, steps: Sequence[Action], phase: Phase, left: int, board: Board, army: int,
              card: int) -> None:
        """Record, for each step of a plan, the board it is meant for."""
        for step in steps:
            self._plan[_signature(phase, left, board, army)] = step
            if step.kind == PLACEMENT:
                phase, left = Phase.PLACE, MAX_PLACE
            elif step.kind == AP:
                phase, left = Phase.AP, CARD_NUMBER[card]
            elif step.kind != END:
                board.apply_step(army, step)
                left -= board.step_cost(step)

    def _resolve(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """A step of the resolution under way: the remembered plan's, or a fresh plan's."""
        army = view.acting_army
        sig = _signature(view.phase, resolution_left(view), Board.from_view(view), army)
        step = self._plan.get(sig)
        if step is not None and step in legal:
            return step
        plan = self.replan(view)
        self._plan = {}
        self._walk(plan.steps, view.phase, resolution_left(view), Board.from_view(view), army,
                   view.acting_card)
        if plan.steps and plan.steps[0] in legal:
            return plan.steps[0]
        return legal[-1]  # "end" is always last and always legal in a resolution

    def replan(self, view: SeatView) -> Plan:
        """The best rest of the resolution under way, from the board as it is now."""
        ctx = EvalContext.build(view, tricks_left=max(0, view.skirmishes_per_round - view.skirmish - 1),
                                weights=self.weights)
        army = view.acting_army
        deals = self.deals(view)
        # the acting card is the last of the skirmish: its odds as if it were being played now
        dist = winner_odds(view, army, view.acting_card, deals, trick=view.trick[:-1])
        obj = make_objective(view, ctx, dist, self.rivalry)
        return plan_from_state(Board.from_view(view), army, view.phase, view.acting_card,
                               resolution_left(view), obj, self.beam, self.ninja_width)

    # ---- recruit ----------------------------------------------------------------------------
    def card_values(self, view: SeatView, cards: Sequence[int]) -> dict[int, float]:
        """How much each card is worth keeping: trick power plus what its number does."""
        seat = view.seat
        ctx = EvalContext.build(view, weights=self.weights)
        board = Board.from_view(view)
        army = seat_armies(view, seat)[0]
        if view.mode is Mode.V7:  # the army that is behind gets the help
            mine = seat_armies(view, seat)
            army = max(mine, key=lambda a: (view.rp[a], -a))
        base = utility(ctx, army_values(ctx, board), seat)
        k = min(MAX_PLACE, board.supply[army])
        gain = [utility(ctx, army_values(ctx, with_placed(board, army, area, k)), seat) - base
                for area in range(N_AREAS)]
        out: dict[int, float] = {}
        for c in cards:
            face = c % 7
            power = TRICK_POWER[face] * TRICK_WEIGHT
            if CARD_IS_NINJA[c]:
                act = max(gain)
            else:
                n = CARD_NUMBER[c]
                act = max(gain[n], 0.35 * n)
            out[c] = power + act
        return out

    def _recruit(self, view: SeatView, legal: Sequence[Action], lowest: bool) -> Action:
        cards = sorted({c for a in legal for c in a.cards})
        values = self.card_values(view, cards)
        sign = 1.0 if lowest else -1.0
        options = [Option(-sign * sum(values[c] for c in a.cards), a, _NO_PLAN) for a in legal]
        return self._pick(options).action


_NO_PLAN = Plan(0.0, (), Board((), (-2,) * N_ARMIES, VariantFlags()))


def _signature(phase: Phase, left: int, board: Board, army: int) -> Signature:
    """The board a plan step is meant for. Placements count as the view shows them (capped
    by the supply, R-E3)."""
    if phase is Phase.PLACE:
        left = min(left, board.supply[army])
    return (phase, left, *board.key(), board.supply[army])


def easy_agent(seed: int = 0) -> HeuristicAgent:
    """Easy: a casual player. It looks at this round's chart only (no planning for the rounds
    ahead), plays its own game (it values its own position, not the rivals', so it removes a
    rival's samurai only when that lifts its own rank), plans AP greedily (still never
    aimlessly), counts cards crudely over a few guessed deals, picks among the cards *and* the
    placement/AP choice of each with a soft-max at a high temperature (4 RP), and now and then
    lapses (a random card with its best plan, or a random pass). Measured clearly weaker than
    Normal and far stronger than Random (docs/ai.md)."""
    agent = HeuristicAgent(seed, samples=4, beam=1, ninja_width=2, temperature=4.0, blunder=0.3,
                           weights=(1.0, 0.0, 0.0), rivalry=0.0, mode_noise=True)
    agent.name = "easy"
    return agent


def normal_agent(seed: int = 0) -> HeuristicAgent:
    """Normal: the full heuristic, best option each time (a few ms per decision)."""
    return HeuristicAgent(seed)
