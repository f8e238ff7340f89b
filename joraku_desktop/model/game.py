"""The rules of Joraku as a state machine: whose decision, legal actions, apply, events.

One :class:`Game` holds the whole position. It lists exactly the legal actions of the seat to
act (:meth:`Game.legal_actions`, deterministic order), applies one (:meth:`Game.apply`,
checked: an illegal action raises :class:`IllegalActionError` and changes nothing) and returns
the events it caused. Chance (shuffles and deals) is drawn from the seed, one fresh generator
per round, so the config and the list of decisions replay a game exactly.

The hot loop (``legal_actions``/``apply``) uses ints, flat lists and the interned actions of
:mod:`.actions`; a search clone (:meth:`Game.clone` with ``record=False``) skips events,
history and undo snapshots.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations, pairwise

from . import events as ev
from .actions import (
    AP,
    CHOOSE_AP,
    CHOOSE_PLACEMENT,
    COLOURS,
    DAIMYO,
    DISCARD,
    DISCARD_CARD,
    DRAFT,
    DRAFT_CARD,
    END,
    END_ACTION,
    MOVE,
    MOVE_DAIMYO,
    MOVE_SAMURAI,
    NEUTRAL,
    PASS,
    PASS2,
    PASS3,
    PLACE,
    PLACE_IN,
    PLACEMENT,
    PLAY,
    PLAY_AS,
    PLAY_CARD,
    RELOCATE,
    RELOCATE_NEUTRAL,
    REMOVE,
    REMOVE_FROM,
    Action,
    action_from_text,
    malformed_field,
)
from .cards import CARD_IS_NINJA, CARD_NUMBER, CARD_SUIT, CARD_TEXT, N_CARDS
from .config import V7, V8, GameConfig
from .errors import IllegalActionError, Refusal, RefusalCode
from .result import GameResult, TieBreak
from .rules_data import default_rules
from .rulings import V5_FOLLOW_BONUS, V5_LEADER_SCORES_OWN_LEAD, V7_OWN_ARMIES_ARE_PROTECTED
from .scoring import kachidoki_gains, prestige_gains, skirmish_winner

# phases (the kind of decision pending)
PH_PASS, PH_DISCARD, PH_DRAFT, PH_PLAY, PH_MODE, PH_PLACE, PH_AP, PH_OVER = range(8)
PHASE_NAMES = ("pass", "discard", "draft", "play", "mode", "place", "ap", "over")
RECRUIT_PHASES = (PH_PASS, PH_DISCARD, PH_DRAFT)

M_BASE, M_V7, M_V8 = 0, 1, 2
N_AREAS = 7
N_ROUNDS = 3
SAMURAI_PER_ARMY = 10  # R-C2
MAX_PLACE = 3  # R-E1, R-E2

_RULES = default_rules()
_ADJ = _RULES.adjacent
_MODE_CHOICES = (CHOOSE_PLACEMENT, CHOOSE_AP)
_ONLY_END = (END_ACTION,)
_PLACE_NUMBERED = tuple((PLACE_IN[a], END_ACTION) for a in range(N_AREAS))
_PLACE_ANY = (*PLACE_IN, END_ACTION)
_SUITS = ("red", "blue", "yellow")
_RECRUIT_KIND = {PH_PASS: PASS, PH_DISCARD: DISCARD, PH_DRAFT: DRAFT}


class Game:
    """A game of Joraku in progress. Create with :func:`new_game` or a scenario."""

    __slots__ = (
        "config", "mode", "n", "armies", "owner", "v1", "v2", "v3", "v4", "v5", "v6",
        "kachidoki_table", "dcard", "dpos", "sam", "supply", "rp", "v4used",
        "round", "phase", "hands", "aside", "discards", "pending", "draft", "draft_given",
        "known", "received", "kachi", "kachi_army", "skirmish", "order", "turn", "trick",
        "led", "act_army", "act_card", "left", "played", "result",
        "record", "history", "start_position", "_ev", "_snap", "_snap_hist", "_steps", "_legal",
    )

    # ---- construction --------------------------------------------------------------------
    def _init_config(self, config: GameConfig) -> None:
        self.config = config
        self.mode = {V7: M_V7, V8: M_V8}.get(config.mode, M_BASE)
        self.n = config.players
        self.armies = config.armies
        self.owner = [config.owner(a) if a in config.armies else -2 for a in range(5)]
        v = config.variants
        self.v1, self.v2, self.v3 = "R-V1" in v, "R-V2" in v, "R-V3" in v
        self.v4, self.v5, self.v6 = "R-V4" in v, "R-V5" in v, "R-V6" in v
        self.kachidoki_table = _RULES.kachidoki_v3 if self.v3 else _RULES.kachidoki_standard

    def _init_empty(self) -> None:
        n = self.n
        self.dcard = [0] * 5
        self.dpos = [-1] * 5
        self.sam = [0] * (5 * N_AREAS)
        self.supply = [0] * 5
        self.rp = [0] * 5
        self.v4used = [False] * 5
        self.round = 1
        self.phase = PH_PASS
        self.hands = [[] for _ in range(n)]
        self.aside = []
        self.discards = [[] for _ in range(n)]
        self.pending = [None] * n
        self.draft = [[] for _ in range(n)]
        self.draft_given = [[] for _ in range(n)]
        self.known = [[[] for _ in range(n)] for _ in range(n)]
        self.received = [[] for _ in range(n)]
        self.kachi = 0
        self.kachi_army = -1
        self.skirmish = 0
        self.order = []
        self.turn = 0
        self.trick = []
        self.led = -1
        self.act_army = -1
        self.act_card = -1
        self.left = 0
        self.played = []
        self.result = None
        self.record = True
        self.history = []
        self.start_position = None
        self._ev = None
        self._snap = None
        self._snap_hist = 0
        self._steps = []
        self._legal = None

    @classmethod
    def _blank(cls, config: GameConfig) -> Game:
        g = cls.__new__(cls)
        g._init_config(config)
        g._init_empty()
        return g

    def _setup(self) -> list[ev.Event]:
        """R-S1..R-S5 (and the setups of R-V7 and R-V8), then round 1 begins."""
        rng = random.Random(self.config.seed * 8)
        for a in self.armies:
            self.supply[a] = SAMURAI_PER_ARMY
        if self.mode == M_V7:
            low, high = [1, 2, 3], [4, 5, 6]
            rng.shuffle(low)
            rng.shuffle(high)
            for s in range(2):  # each player's first colour takes the low card (R-V7 setup)
                self.dcard[2 * s], self.dcard[2 * s + 1] = low[s], high[s]
        else:
            deck = [1, 2, 3, 4, 5, 6]
            rng.shuffle(deck)  # R-S2
            for s in range(self.n):
                self.dcard[s] = deck[s]
        for a in self.armies:
            if a != NEUTRAL:
                self.dpos[a] = self.dcard[a]  # R-S4
        if self.mode == M_V8:  # R-V8: the neutral daimyo on 6, two samurai on each of 1..5
            self.dpos[NEUTRAL] = 6
            self.supply[NEUTRAL] = 0
            for area in range(1, 6):
                self.sam[NEUTRAL * N_AREAS + area] = 2
        best = max((a for a in self.armies if a != NEUTRAL), key=lambda a: self.dcard[a])
        self.kachi = self.owner[best]  # R-S3
        self.kachi_army = best
        out: list[ev.Event] = []
        self._start_round(out)
        return out

    # ---- rounds and recruit ---------------------------------------------------------------
    def _start_round(self, out: list[ev.Event] | None) -> None:
        """R-P1 (and the R-V7/R-V8 deals): shuffle all 21 cards from this round's generator."""
        rng = random.Random(self.config.seed * 8 + self.round)
        deck = list(range(N_CARDS))
        rng.shuffle(deck)
        n = self.n
        self.played = []
        self.skirmish = 0
        self.trick = []
        self.order = []
        self.turn = 0
        self.led = -1
        self.known = [[[] for _ in range(n)] for _ in range(n)]
        self.received = [[] for _ in range(n)]
        self.discards = [[] for _ in range(n)]
        self.pending = [None] * n
        self.draft_given = [[] for _ in range(n)]
        if out is not None:
            out.append(ev.RoundStarted(self.round))
        if self.mode == M_BASE:
            h = 6 if n == 3 else 5
            self.hands = [sorted(deck[s * h:(s + 1) * h]) for s in range(n)]
            self.aside = sorted(deck[n * h:])
            self.draft = [[] for _ in range(n)]
            self.phase = PH_PASS
        elif self.mode == M_V8:
            self.aside = sorted(deck[:5])
            self.hands = [sorted(deck[5:13]), sorted(deck[13:21])]
            self.draft = [[], []]
            self.phase = PH_PASS
        else:
            self.aside = sorted(deck[:5])
            self.hands = [sorted(deck[5:8]), sorted(deck[8:11])]  # personal cards
            self.draft = [sorted(deck[11:16]), sorted(deck[16:21])]
            self.phase = PH_DRAFT

    def _advance_neutral(self) -> None:
        """R-V8: every neutral token moves one area toward Kyoto; tokens in Kyoto stay."""
        base = NEUTRAL * N_AREAS
        s = self.sam
        s[base] += s[base + 1]
        for area in range(1, N_AREAS - 1):
            s[base + area] = s[base + area + 1]
        s[base + N_AREAS - 1] = 0
        if self.dpos[NEUTRAL] > 0:
            self.dpos[NEUTRAL] -= 1

    def _finish_recruit(self, out: list[ev.Event] | None) -> None:
        self._start_skirmish()
        if out is not None:
            out.append(ev.SkirmishPhaseStarted(self.round, self.skirmishes_per_round))

    def _start_skirmish(self) -> None:
        k = self.kachi
        if self.mode == M_V7:
            self.order = [k, 1 - k, k, 1 - k]
        else:
            n = self.n
            self.order = [(k + i) % n for i in range(n)]
        self.turn = 0
        self.trick = []
        self.led = -1
        self.act_army = -1
        self.phase = PH_PLAY

    # ---- queries -------------------------------------------------------------------------
    @property
    def current_seat(self) -> int:
        """The seat whose decision is pending; -1 once the game is over."""
        ph = self.phase
        if ph == PH_PLAY:
            return self.order[self.turn]
        if ph in (PH_MODE, PH_PLACE, PH_AP):
            return self.owner[self.act_army]
        if ph == PH_OVER:
            return -1
        return self.pending.index(None)

    @property
    def is_over(self) -> bool:
        return self.phase == PH_OVER

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

    @property
    def skirmishes_per_round(self) -> int:
        return {M_V7: 4, M_V8: 7}.get(self.mode, 6 if self.n == 3 else 5)

    @property
    def acting_army(self) -> int:
        """The army resolving a card (-1 outside a resolution)."""
        return self.act_army

    @property
    def ap_left(self) -> int:
        return self.left if self.phase == PH_AP else 0

    @property
    def placements_left(self) -> int:
        if self.phase != PH_PLACE:
            return 0
        return min(self.left, self.supply[self.act_army])

    def influence(self, army: int, area: int) -> int:
        """R-C8: a daimyo counts 2, each samurai 1."""
        return self.sam[army * N_AREAS + area] + (2 if self.dpos[army] == area else 0)

    def samurai(self, army: int, area: int) -> int:
        return self.sam[army * N_AREAS + area]

    def seat_of(self, army: int) -> int:
        return self.owner[army]

    # ---- legal actions --------------------------------------------------------------------
    def legal_actions(self) -> Sequence[Action]:
        """Exactly the legal actions of the seat to act, in a deterministic order."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._gen_legal()
        return legal

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def _gen_legal(self) -> Sequence[Action]:
        ph = self.phase
        if ph == PH_PLAY:
            return self._legal_plays()
        if ph == PH_PLACE:
            a = self.act_army
            if self.left <= 0 or self.supply[a] <= 0:
                return _ONLY_END
            if CARD_IS_NINJA[self.act_card]:
                return _PLACE_ANY
            return _PLACE_NUMBERED[CARD_NUMBER[self.act_card]]
        if ph == PH_AP:
            return self._legal_ap()
        if ph == PH_MODE:
            return _MODE_CHOICES
        if ph == PH_OVER:
            return ()
        s = self.pending.index(None)
        if ph == PH_PASS:
            hand = self.hands[s]
            if self.mode == M_V8:
                return [PASS3[c] for c in combinations(hand, 3)]
            return [PASS2[c] for c in combinations(hand, 2)]
        if ph == PH_DISCARD:
            return [DISCARD_CARD[c] for c in self.hands[s]]
        return [DRAFT_CARD[c] for c in self.draft[s]]

    def _legal_plays(self) -> list[Action]:
        s = self.order[self.turn]
        hand = self.hands[s]
        led = self.led
        playable = hand
        if led >= 0:  # R-K2: follow suit if you can
            follow = [c for c in hand if CARD_SUIT[c] == led]
            if follow:
                playable = follow
        if self.mode != M_V7:
            return [PLAY_CARD[c] for c in playable]
        armies = self._v7_armies_to_play(s)
        return [PLAY_AS[c][a] for c in playable for a in armies]

    def _v7_armies_to_play(self, seat: int) -> tuple[int, ...]:
        """R-V7: a player's first play of a skirmish is for the army with the higher RP (their
        choice on a tie); the second for the other army."""
        a, b = 2 * seat, 2 * seat + 1
        for army, _c in self.trick:
            if army == a:
                return (b,)
            if army == b:
                return (a,)
        ra, rb = self.rp[a], self.rp[b]
        if ra == rb:
            return (a, b)
        return (a,) if ra > rb else (b,)

    def _legal_ap(self) -> list[Action]:
        arm = self.act_army
        ap = self.left
        out: list[Action] = []
        if ap <= 0:
            out.append(END_ACTION)
            return out
        pos = self.dpos[arm]
        if ap >= (1 if self.v6 else 2):  # R-E2 B / R-V6
            for d in _ADJ[pos]:
                out.append(MOVE_DAIMYO[pos][d])
        sam = self.sam
        base = arm * N_AREAS
        for area in range(N_AREAS):
            if sam[base + area]:
                row = MOVE_SAMURAI[area]
                for d in _ADJ[area]:
                    out.append(row[d])
        me = self.owner[arm]
        for o in self.armies:
            if o == arm or (V7_OWN_ARMIES_ARE_PROTECTED and self.owner[o] == me):
                continue
            if sam[o * N_AREAS + pos]:
                if o == NEUTRAL:  # R-V8: relocate, never remove, not behind the neutral daimyo
                    row = RELOCATE_NEUTRAL[pos]
                    for d in range(self.dpos[NEUTRAL] + 1):
                        if d != pos:
                            out.append(row[d])
                else:
                    out.append(REMOVE_FROM[o][pos])
        out.append(END_ACTION)
        return out

    # ---- apply -----------------------------------------------------------------------------
    def apply(self, action: Action | str) -> list[ev.Event]:
        """Apply one legal action for the seat to act and return the events it caused.

        Raises :class:`IllegalActionError` (state unchanged) if it is not legal now.
        """
        if isinstance(action, str):
            action = action_from_text(action)
        legal = self._legal
        if legal is None:
            legal = self._legal = self._gen_legal()
        try:  # the engine's own object: an equal value of another type (5.0 for 5) is not kept
            action = legal[legal.index(action)]  # type: ignore[arg-type]
        except ValueError:
            raise IllegalActionError(self._why_illegal(action)) from None
        out: list[ev.Event] = []
        if self.record:
            self._ev = out
            self.history.append(action)
            if self._snap is not None:
                self._steps.append(action)
        self._apply(action)
        self._ev = None
        return out

    def _apply(self, a: Action) -> None:
        """Apply a legal action (unchecked: callers have checked it)."""
        self._legal = None
        k = a.kind
        if k == PLACE:
            arm = self.act_army
            self.sam[arm * N_AREAS + a.dst] += 1
            self.supply[arm] -= 1
            self.left -= 1
            if self._ev is not None:
                self._ev.append(ev.SamuraiPlaced(arm, a.dst))
        elif k == MOVE:
            arm = self.act_army
            base = arm * N_AREAS
            self.sam[base + a.src] -= 1
            self.sam[base + a.dst] += 1
            self.left -= 1
            if self._ev is not None:
                self._ev.append(ev.SamuraiMoved(arm, a.src, a.dst))
        elif k == END:
            self._end_action()
        elif k == PLAY:
            self._play(a)
        elif k == PLACEMENT:
            self.phase = PH_PLACE
            self.left = MAX_PLACE
            if self._ev is not None:
                self._ev.append(ev.ModeChosen(self.act_army, 0))
        elif k == AP:
            self.phase = PH_AP
            self.left = CARD_NUMBER[self.act_card]
            if self._ev is not None:
                self._ev.append(ev.ModeChosen(self.act_army, self.left))
        elif k == DAIMYO:
            self._move_daimyo(a.src, a.dst)
        elif k == REMOVE:
            o = a.army
            self.sam[o * N_AREAS + a.src] -= 1
            self.supply[o] += 1
            self.left -= 1
            if self._ev is not None:
                self._ev.append(ev.SamuraiRemoved(self.act_army, o, a.src))
        elif k == RELOCATE:
            base = NEUTRAL * N_AREAS
            self.sam[base + a.src] -= 1
            self.sam[base + a.dst] += 1
            self.left -= 1
            if self._ev is not None:
                self._ev.append(ev.NeutralRelocated(self.act_army, a.src, a.dst))
        elif k == PASS:
            self._choose_pass(a.cards)
        elif k == DISCARD:
            self._choose_discard(a.cards[0])
        elif k == DRAFT:
            self._choose_draft(a.cards[0])

    def _move_daimyo(self, src: int, dst: int) -> None:
        arm = self.act_army
        self.dpos[arm] = dst
        self.left -= 1 if self.v6 else 2
        if self._ev is not None:
            self._ev.append(ev.DaimyoMoved(arm, src, dst))
        if self.v4 and dst == 0 and not self.v4used[arm]:  # R-V4, once per game
            self.v4used[arm] = True
            self._gain(arm, self.dcard[arm], "R-V4", 0)

    def _gain(self, army: int, points: int, reason: str, area: int = -1, rank: int = 0) -> None:
        if army == NEUTRAL or points <= 0:
            return
        self.rp[army] += points
        if self._ev is not None:
            self._ev.append(ev.RPScored(army, points, reason, area, rank))

    def _play(self, a: Action) -> None:
        s = self.order[self.turn]
        c = a.cards[0]
        army = a.army if a.army >= 0 else s
        self.hands[s].remove(c)
        self.trick.append((army, c))
        self.played.append((self.skirmish, army, c))
        if self._ev is not None:
            self._ev.append(ev.CardPlayed(army, c, self.skirmish))
        if self.led < 0:
            self.led = CARD_SUIT[c]
            if self.v5 and V5_LEADER_SCORES_OWN_LEAD:
                self._gain(army, V5_FOLLOW_BONUS, "R-V5")
        elif self.v5 and CARD_SUIT[c] == self.led:  # R-V5 RULING: followers only
            self._gain(army, V5_FOLLOW_BONUS, "R-V5")
        self.act_army = army
        self.act_card = c
        if CARD_IS_NINJA[c]:  # R-E1: placement anywhere
            self.phase = PH_PLACE
            self.left = MAX_PLACE
        else:
            self.phase = PH_MODE  # R-E2: choose placement or AP
        if self.record:  # undo restores the state before the card's resolution
            self._snap = self._resolution_snapshot()
            self._snap_hist = len(self.history)
            self._steps = []

    def _end_action(self) -> None:
        if self._ev is not None:
            lost = self.left if self.phase == PH_AP else 0
            self._ev.append(ev.ActionEnded(self.act_army, lost))
        self._snap = None
        self._steps = []
        self.act_army = -1
        self.left = 0
        self.turn += 1
        if self.turn < len(self.order):
            self.phase = PH_PLAY
        else:
            self._finish_skirmish()

    def _finish_skirmish(self) -> None:
        trick = self.trick
        idx, reason = skirmish_winner([c for _a, c in trick])
        warmy, wcard = trick[idx]
        self.kachi = self.owner[warmy]  # R-K5
        self.kachi_army = warmy
        if self._ev is not None:
            self._ev.append(ev.SkirmishWon(warmy, wcard, self.skirmish, reason))
        self._score_kachidoki(warmy)
        self.skirmish += 1
        if self.hands[0]:
            self._start_skirmish()
        else:  # R-K6: hands empty
            self._score_prestige()
            self._end_round()

    def _score_kachidoki(self, winner: int) -> None:
        """R-KS1..R-KS4 (R-V2, R-V3): rank the area of the winner's daimyo."""
        area = self.dpos[winner]
        gains = kachidoki_gains(self, winner)
        for army, _infl, rank, pts, _bonus in gains:
            self._gain(army, pts, "kachidoki", area, rank)
        if self._ev is not None:
            self._ev.append(ev.AreaScored(area, "kachidoki", tuple(g[:4] for g in gains)))

    def _score_prestige(self) -> None:
        """R-PR1..R-PR4 (R-V1, R-V2): areas 6 down to Kyoto by the current round's chart."""
        for area in range(N_AREAS - 1, -1, -1):
            gains = prestige_gains(self, area, self.round)
            for army, _infl, rank, pts, bonus in gains:
                self._gain(army, pts, "prestige", area, rank)
                self._gain(army, bonus, "R-V1", area, rank)
            if self._ev is not None:
                self._ev.append(ev.AreaScored(area, "prestige", tuple(
                    (a, i, r, p + b) for a, i, r, p, b in gains)))

    def _end_round(self) -> None:
        if self._ev is not None:
            self._ev.append(ev.RoundEnded(self.round))
        if self.round >= N_ROUNDS:  # R-G1
            self.phase = PH_OVER
            self.act_army = -1
            self.result = self._compute_result()
            if self._ev is not None:
                self._ev.append(ev.GameOver(self.result.winner, self.result.tiebreaks))
            return
        self.round += 1
        if self.mode == M_V8:  # R-V8: the neutral army marches at the start of rounds 2 and 3
            self._advance_neutral()
            if self._ev is not None:
                self._ev.append(ev.NeutralAdvanced(self.round))
        self._start_round(self._ev)

    def _compute_result(self) -> GameResult:
        """R-G2 (R-V7): rank the seats by RP; ties are broken and recorded as :class:`TieBreak`."""
        rp = self.rp
        if self.mode == M_V7:
            def key7(s: int) -> tuple[int, int, int]:
                a, b = rp[2 * s], rp[2 * s + 1]
                return (max(a, b), min(a, b), 1 if self.kachi == s else 0)
            ranking = sorted(range(2), key=key7, reverse=True)
            k0, k1 = key7(ranking[0]), key7(ranking[1])
            tiebreaks: tuple[TieBreak, ...] = ()
            if k0[0] == k1[0]:  # R-V7: the other army, then the Kachidoki card
                code = "v7_other_army" if k0[1] != k1[1] else "v7_kachidoki_card"
                tiebreaks = (TieBreak(code, ranking[0], ranking[1], k0[0], k0[1], k1[1]),)
            return GameResult(tuple(ranking), tuple(key7(s)[0] for s in range(2)), tiebreaks)

        def key(s: int) -> tuple[int, int]:
            return (rp[s], self.dcard[s])
        ranking = sorted(range(self.n), key=key, reverse=True)
        ties = tuple(TieBreak("higher_daimyo_card", hi, lo, rp[hi], self.dcard[hi], self.dcard[lo])
                     for hi, lo in pairwise(ranking) if rp[hi] == rp[lo])  # R-G2
        return GameResult(tuple(ranking), tuple(rp[s] for s in range(self.n)), ties)

    def observe(self, seat: int):
        """What ``seat`` may know now (R-P3); see :mod:`.view`."""
        from .view import observe

        return observe(self, seat)

    def to_dict(self) -> dict:
        """The whole position as JSON-ready data (:mod:`.position`)."""
        from .position import position_to_dict

        return position_to_dict(self)

    def seat_label(self, seat: int) -> str:
        """A default name for a seat: its colour(s)."""
        return " & ".join(COLOURS[a].capitalize() for a in self.config.seat_armies(seat))

    # ---- recruit decisions -----------------------------------------------------------------
    def _choose_pass(self, chosen: tuple[int, ...]) -> None:
        s = self.pending.index(None)
        hand = self.hands[s]
        for c in chosen:
            hand.remove(c)
        self.pending[s] = chosen
        if self._ev is not None:
            self._ev.append(ev.PassChosen(s))
        if None in self.pending:
            return
        n = self.n  # R-P2: all choices are made; everyone passes to the left
        for s in range(n):
            left = (s + 1) % n
            got = self.pending[s]
            self.hands[left].extend(got)
            self.hands[left].sort()
            self.known[s][left] = list(got)  # R-P3: the passer knows where they went
            self.received[left] = list(got)
        self.pending = [None] * n
        if self._ev is not None:
            self._ev.append(ev.CardsExchanged(len(chosen)))
        if self.mode == M_V8:
            self.phase = PH_DISCARD
        else:
            self._finish_recruit(self._ev)

    def _choose_discard(self, c: int) -> None:
        s = self.pending.index(None)
        self.hands[s].remove(c)
        self.discards[s].append(c)
        self.pending[s] = (c,)
        if self._ev is not None:
            self._ev.append(ev.PassChosen(s))
        if None not in self.pending:
            self.pending = [None] * self.n
            self._finish_recruit(self._ev)

    def _choose_draft(self, c: int) -> None:
        s = self.pending.index(None)
        self.draft[s].remove(c)
        self.hands[s].append(c)
        self.hands[s].sort()
        self.pending[s] = (c,)
        if self._ev is not None:
            self._ev.append(ev.PassChosen(s))
        if None in self.pending:
            return
        self.pending = [None, None]
        d, given, known = self.draft, self.draft_given, self.known
        for s in range(2):  # what I gave and did not get back, the other has just kept
            o = 1 - s
            if given[s]:
                known[s][o].extend(x for x in given[s] if x not in d[o])
        d[0], d[1] = d[1], d[0]  # swap the rest of the draft hands
        given[0], given[1] = list(d[1]), list(d[0])
        if len(d[0]) == 1:  # the last card is forced: take it
            for s in range(2):
                known[1 - s][s].append(d[s][0])
                self.hands[s].append(d[s][0])
                self.hands[s].sort()
            self.draft = [[], []]
            self.draft_given = [[], []]
            if self._ev is not None:
                self._ev.append(ev.DraftFinished())
            self._finish_recruit(self._ev)

    # ---- undo ------------------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        """Whether steps of the current card's resolution can be taken back."""
        return self._snap is not None and bool(self._steps)

    def undo(self, steps: int = 1) -> list[ev.Event]:
        """Take back the last ``steps`` placements/AP actions/choice of the current card.

        The card itself stays played (it is public); after the action is ended nothing can be
        taken back. Raises :class:`IllegalActionError` if there is nothing to undo.
        """
        if not self.can_undo:
            raise IllegalActionError(Refusal(RefusalCode.NOTHING_TO_UNDO, {}, "", "undo"))
        steps = max(1, min(steps, len(self._steps)))
        keep = self._steps[: len(self._steps) - steps]
        army = self.act_army
        snap, hist = self._snap, self._snap_hist
        self._restore_snapshot(snap)
        del self.history[hist:]
        self._steps = []
        self._snap = snap
        self._snap_hist = hist
        for a in keep:
            self.apply(a)
        return [ev.Undone(army, steps)]

    # ---- copies ----------------------------------------------------------------------------
    def _resolution_snapshot(self) -> tuple:
        """What a card's resolution can change (R-E): the map, supplies, RP, R-V4 use, the
        phase and the steps left. Ending the action is never undone, so this is enough."""
        return (self.sam[:], self.supply[:], self.dpos[:], self.rp[:], self.v4used[:],
                self.phase, self.left)

    def _restore_snapshot(self, t: tuple) -> None:
        sam, supply, dpos, rp, v4used, self.phase, self.left = t
        self.sam, self.supply, self.dpos, self.rp, self.v4used = (
            sam[:], supply[:], dpos[:], rp[:], v4used[:])
        self._legal = None

    def clone(self, record: bool | None = None) -> Game:
        """A cheap independent copy. ``record=False`` makes a search copy: no events, history
        or undo snapshots (the default keeps this game's setting)."""
        g = Game.__new__(Game)
        g.config, g.mode, g.n, g.armies, g.owner = self.config, self.mode, self.n, self.armies, self.owner
        g.v1, g.v2, g.v3, g.v4, g.v5, g.v6 = self.v1, self.v2, self.v3, self.v4, self.v5, self.v6
        g.kachidoki_table = self.kachidoki_table
        g.dcard, g.dpos, g.sam = self.dcard[:], self.dpos[:], self.sam[:]
        g.supply, g.rp, g.v4used = self.supply[:], self.rp[:], self.v4used[:]
        g.round, g.phase = self.round, self.phase
        g.hands = [h[:] for h in self.hands]
        g.aside = self.aside[:]
        g.discards = [d[:] for d in self.discards]
        g.pending = self.pending[:]
        g.draft = [d[:] for d in self.draft]
        g.draft_given = [d[:] for d in self.draft_given]
        g.known = [[k[:] for k in row] for row in self.known]
        g.received = [r[:] for r in self.received]
        g.kachi, g.kachi_army, g.skirmish = self.kachi, self.kachi_army, self.skirmish
        g.order, g.turn, g.trick, g.led = self.order[:], self.turn, self.trick[:], self.led
        g.act_army, g.act_card, g.left = self.act_army, self.act_card, self.left
        g.played, g.result = self.played[:], self.result
        g.start_position = self.start_position
        g._ev = None
        g._legal = None
        rec = self.record if record is None else record
        g.record = rec
        if rec:
            g.history = self.history[:]
            g._snap, g._snap_hist, g._steps = self._snap, self._snap_hist, self._steps[:]
        else:
            g.history = []
            g._snap, g._snap_hist, g._steps = None, 0, []
        return g

    # ---- refusals --------------------------------------------------------------------------
    def _why_illegal(self, a: Action) -> Refusal:
        """Why ``a`` is not legal now, as a code and its arguments (worded by the views)."""
        field, _note = malformed_field(a)
        if field:
            return Refusal(RefusalCode.MALFORMED, {"field": field}, action=str(a))
        code, params, rule = self._refusal_reason(a)
        return Refusal(code, params, rule, str(a))

    def _refusal_reason(self, a: Action) -> tuple[RefusalCode, dict[str, int | str], str]:
        seat = self.current_seat
        phase = self.phase
        if phase == PH_OVER:
            return RefusalCode.GAME_OVER, {}, "R-G1"
        k = a.kind
        if k == PLAY and phase == PH_PLAY:
            c = a.cards[0]
            if c not in self.hands[seat]:
                return RefusalCode.CARD_NOT_IN_HAND, {"card": CARD_TEXT[c], "seat": seat}, ""
            if self.led >= 0 and CARD_SUIT[c] != self.led:
                return RefusalCode.MUST_FOLLOW_SUIT, {"suit": _SUITS[self.led]}, "R-K2"
            return RefusalCode.NOT_THIS_ARMYS_TURN, {}, "R-V7"
        if k == PLACE and phase == PH_PLACE:
            if self.supply[self.act_army] <= 0:
                return RefusalCode.NO_SUPPLY, {}, "R-E3"
            if self.left <= 0:
                return RefusalCode.PLACEMENT_LIMIT, {"limit": MAX_PLACE}, "R-E1"
            return RefusalCode.WRONG_AREA, {"number": CARD_NUMBER[self.act_card]}, "R-E2"
        if phase == PH_AP and k in (DAIMYO, MOVE, REMOVE, RELOCATE):
            return self._ap_refusal(a)
        if k == _RECRUIT_KIND.get(phase, -1):
            return RefusalCode.NOT_A_CHOICE, {"seat": seat}, "R-P2"
        return RefusalCode.WRONG_DECISION, {"seat": seat, "phase": PHASE_NAMES[phase]}, ""

    def _ap_refusal(self, a: Action) -> tuple[RefusalCode, dict[str, int | str], str]:
        """Why an AP step is refused (R-E2, R-C7, R-V8)."""
        k = a.kind
        cost = (1 if self.v6 else 2) if k == DAIMYO else 1
        if self.left < cost:
            return RefusalCode.NOT_ENOUGH_AP, {"cost": cost, "left": self.left}, "R-E2"
        if k in (DAIMYO, MOVE) and a.dst not in _ADJ[a.src]:
            return RefusalCode.NOT_ADJACENT, {"src": a.src, "dst": a.dst}, "R-C7"
        if k == DAIMYO:
            return RefusalCode.DAIMYO_NOT_THERE, {"area": a.src}, ""
        if k == MOVE:
            return RefusalCode.NO_SAMURAI_THERE, {"area": a.src}, ""
        if k == REMOVE:
            if self.owner[a.army] == self.owner[self.act_army]:
                return RefusalCode.OWN_SAMURAI, {}, "R-E2"
            return RefusalCode.REMOVE_ONLY_AT_DAIMYO, {}, "R-E2"
        return RefusalCode.NEUTRAL_TARGET, {}, "R-V8"

    def __repr__(self) -> str:
        return (f"<Game {self.config.describe()}; round {self.round}, {self.phase_name}, "
                f"seat {self.current_seat + 1} to act>")


def new_game(config: GameConfig | None = None, **kwargs: object) -> Game:
    """Start a game: ``new_game(GameConfig(players=4, seed=7))`` or ``new_game(players=3)``."""
    if config is None:
        config = GameConfig(**kwargs)  # type: ignore[arg-type]
    g = Game._blank(config)
    g._ev = []
    g._setup()
    g._ev = None
    return g
