"""The rules of Joraku as a state machine: whose decision, legal actions, apply, events.

One :class:`Game` holds the whole position. It lists exactly the legal actions of the seat to
act (:meth:`Game.legal_actions`, deterministic order), applies one (:meth:`Game.apply`,
checked: an illegal action raises :class:`IllegalActionError` and changes nothing) and returns
the events it caused. Chance (shuffles and deals) is drawn from the seed, one fresh generator
per round, so the config and the list of decisions replay a game exactly.

The hot loop (``legal_actions``/``apply``) uses ints, flat lists and the interned actions of
:mod:`.actions`; a search clone (:meth:`Game.clone` with ``record=False``) skips events,
history and undo snapshots.

This module is the state machine: the phases, whose turn, the card played and resolved, undo
and copies. The rules it applies sit beside it, each in one place: :mod:`.setup` (R-S),
:mod:`.recruit` (the deal, pass, discard and draft), :mod:`.tricks` (what may be played),
:mod:`.board` (the map and its steps), :mod:`.scoring` and :mod:`.payouts` (who ranks, what
is paid), :mod:`.result` (the final ranking) and :mod:`.refusal_reasons` (why an action is
refused). They read the game through protocols and never import this module.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any, NamedTuple

from . import events as ev
from .actions import (
    AP,
    CHOOSE_AP,
    CHOOSE_PLACEMENT,
    DAIMYO,
    DISCARD,
    DRAFT,
    END,
    END_ACTION,
    MAP_STEPS,
    N_ARMIES,
    PASS,
    PLACE_IN,
    PLACEMENT,
    PLAY,
    Action,
    action_from_text,
)
from .board import Board, play_order
from .cards import CARD_IS_NINJA, CARD_NUMBER, CARD_SUIT
from .config import GameConfig
from .errors import IllegalActionError, Refusal, RefusalCode
from .payouts import gain, pay_kachidoki, pay_prestige
from .phases import Mode, Phase
from .recruit import choose_discard, choose_draft, choose_pass, deal_round, legal_recruit
from .refusal_reasons import why_illegal
from .result import GameResult, final_result
from .rules_data import MAX_PLACE, N_AREAS, N_ROUNDS, default_rules
from .rulings import V5_FOLLOW_BONUS, V5_LEADER_SCORES_OWN_LEAD
from .scoring import winning_card
from .setup import set_out
from .tricks import legal_plays
from .variants import VariantFlags

#: Enum members read through their class cost ~0.2 µs each (Python 3.11); the hot loop reads
#: these module names instead (search-mode speed, docs/engine.md).
_PH_AP = Phase.AP
_PH_DISCARD = Phase.DISCARD
_PH_MODE = Phase.MODE
_PH_OVER = Phase.OVER
_PH_PASS = Phase.PASS
_PH_PLACE = Phase.PLACE
_PH_PLAY = Phase.PLAY
_MODE_V7 = Mode.V7
_MODE_V8 = Mode.V8
_RULES = default_rules()
_MODE_CHOICES = (CHOOSE_PLACEMENT, CHOOSE_AP)
_ONLY_END = (END_ACTION,)
_PLACE_NUMBERED = tuple((PLACE_IN[a], END_ACTION) for a in range(N_AREAS))
_PLACE_ANY = (*PLACE_IN, END_ACTION)
_CARD_OF_PLAY = itemgetter(1)  # the card of a trick's (army, card)


class ResolutionSnapshot(NamedTuple):
    """What a card's resolution can change (R-E): the map (tokens, daimyo, supplies, RP, R-V4
    flags), the phase and the steps left. Ending the action is never undone, so this is enough
    for :meth:`Game.undo`. A named tuple: taken at every card played in a recording game, and
    built for less than half the cost of a frozen dataclass."""

    board: Board
    phase: Phase
    steps_left: int


class Game:
    """A game of Joraku in progress. Create with :func:`new_game` or a scenario."""

    __slots__ = (
        "config", "mode", "players", "armies", "owner", "variants", "kachidoki_table", "board",
        "round", "phase", "hands", "set_aside", "discards", "pending", "draft_hands", "draft_given",
        "known", "received", "kachidoki_seat", "kachidoki_army", "skirmish", "order", "turn",
        "trick", "led_suit", "acting_army", "acting_card", "steps_left", "played", "result",
        "record", "history", "start_position", "_ev", "_snap", "_snap_hist", "_steps", "_legal",
        "is_over",
    )

    config: GameConfig
    mode: Mode
    players: int
    #: the armies in play, ascending (R-C1; R-V7 four, R-V8 with the neutral army)
    armies: tuple[int, ...]
    #: seat of each army id (-1 neutral, -2 not in play)
    owner: tuple[int, ...]
    variants: VariantFlags
    kachidoki_table: tuple[int, int, int]
    #: the map: tokens, daimyo, supplies, RP, R-V4 flags (:mod:`.board`)
    board: Board
    round: int
    phase: Phase
    #: the phase is ``Phase.OVER`` (R-G1): kept beside the phase rather than computed, since
    #: every loop over a game (the search's, the arena's) asks it at every step
    is_over: bool
    hands: list[list[int]]
    #: R-P1: the cards set aside this round, face down
    set_aside: list[int]
    #: R-V8: each seat's face-down discard
    discards: list[list[int]]
    #: each seat's recruit choice not yet exchanged (None: still to choose)
    pending: list[tuple[int, ...] | None]
    #: R-V7: each seat's draft hand, and what it handed on in the last swap
    draft_hands: list[list[int]]
    draft_given: list[list[int]]
    #: known[seat][other]: cards ``seat`` knows ``other`` holds (R-P3)
    known: list[list[list[int]]]
    received: list[list[int]]
    kachidoki_seat: int
    kachidoki_army: int
    skirmish: int
    #: seats in play order for this skirmish (R-K1), and the index of the one to play
    order: list[int]
    turn: int
    #: (army, card) played in this skirmish, in order
    trick: list[tuple[int, int]]
    led_suit: int
    #: the army resolving a card (-1 outside a resolution), its card, and placements/AP left
    acting_army: int
    acting_card: int
    steps_left: int
    #: every card played this round: (skirmish, army, card)
    played: list[tuple[int, int, int]]
    result: GameResult | None
    record: bool
    history: list[Action]
    start_position: dict[str, Any] | None
    _ev: list[ev.Event] | None
    _snap: ResolutionSnapshot | None
    _snap_hist: int
    _steps: list[Action]
    _legal: tuple[Action, ...] | None

    # ---- construction --------------------------------------------------------------------
    def _init_config(self, config: GameConfig) -> None:
        self.config = config
        self.mode = config.mode
        self.players = config.players
        self.armies = config.armies
        self.owner = tuple(config.owner(a) if a in config.armies else -2 for a in range(N_ARMIES))
        self.variants = VariantFlags.from_ids(config.variants)
        self.kachidoki_table = (_RULES.kachidoki_v3 if self.variants.kachidoki_4_2_0  # R-V3
                                else _RULES.kachidoki_standard)

    def _init_empty(self) -> None:
        n = self.players
        self.board = Board(self.armies, self.owner, self.variants)
        self.round = 1
        self.phase = _PH_PASS
        self.is_over = False
        self.hands = [[] for _ in range(n)]
        self.set_aside = []
        self.discards = [[] for _ in range(n)]
        self.pending = [None] * n
        self.draft_hands = [[] for _ in range(n)]
        self.draft_given = [[] for _ in range(n)]
        self.known = [[[] for _ in range(n)] for _ in range(n)]
        self.received = [[] for _ in range(n)]
        self.kachidoki_seat = 0
        self.kachidoki_army = -1
        self.skirmish = 0
        self.order = []
        self.turn = 0
        self.trick = []
        self.led_suit = -1
        self.acting_army = -1
        self.acting_card = -1
        self.steps_left = 0
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

    # ---- the map, read through the board ---------------------------------------------------
    @property
    def rp(self) -> list[int]:
        """RP of each army id (read-only use; the board owns them)."""
        return self.board.rp

    @property
    def supply(self) -> list[int]:
        """Samurai in each army's supply (R-C2, R-E3)."""
        return self.board.supply

    @property
    def daimyo_area(self) -> list[int]:
        """Area of each army's daimyo (-1 for armies not in play)."""
        return self.board.daimyo_area

    @property
    def daimyo_card(self) -> tuple[int, ...]:
        """Each army's daimyo card (R-S2; 0 for none)."""
        return self.board.daimyo_card

    @property
    def kyoto_bonus_used(self) -> list[bool]:
        """R-V4: whether each army has had its Kyoto bonus."""
        return self.board.kyoto_bonus_used

    @classmethod
    def _blank(cls, config: GameConfig) -> Game:
        g = cls.__new__(cls)
        g._init_config(config)
        g._init_empty()
        return g

    def _setup(self) -> list[ev.Event]:
        """R-S1 to R-S5 (and the setups of R-V7 and R-V8), then round 1 begins."""
        best = set_out(self.board, self.config)
        self.kachidoki_seat = self.owner[best]  # R-S3
        self.kachidoki_army = best
        out: list[ev.Event] = []
        self._start_round(out)
        return out

    # ---- rounds and recruit ---------------------------------------------------------------
    def _start_round(self, out: list[ev.Event] | None) -> None:
        """A round begins: its cards are dealt (:func:`.recruit.deal_round`, from this round's
        generator) and the recruit starts."""
        rng = self.config.chance(self.round)
        self.played = []
        self.skirmish = 0
        self.trick = []
        self.order = []
        self.turn = 0
        self.led_suit = -1
        if out is not None:
            out.append(ev.RoundStarted(self.round))
        self.phase = deal_round(self, rng)

    def _finish_recruit(self, out: list[ev.Event] | None) -> None:
        self._start_skirmish()
        if out is not None:
            out.append(ev.SkirmishPhaseStarted(self.round, self.skirmishes_per_round))

    def _start_skirmish(self) -> None:
        self.order = play_order(self.kachidoki_seat, self.players, self.mode == _MODE_V7)
        self.turn = 0
        self.trick = []
        self.led_suit = -1
        self.acting_army = -1
        self.phase = _PH_PLAY

    # ---- queries -------------------------------------------------------------------------
    @property
    def current_seat(self) -> int:
        """The seat whose decision is pending; -1 once the game is over."""
        ph = self.phase
        if ph == _PH_PLAY:
            return self.order[self.turn]
        if ph.is_resolution:
            return self.owner[self.acting_army]
        if ph == _PH_OVER:
            return -1
        return self.pending.index(None)

    @property
    def phase_name(self) -> str:
        """The phase's label (``"play"``, ``"ap"``…), as in save files."""
        return self.phase.label

    @property
    def skirmishes_per_round(self) -> int:
        return {_MODE_V7: 4, _MODE_V8: 7}.get(self.mode, 6 if self.players == 3 else 5)

    @property
    def ap_left(self) -> int:
        return self.steps_left if self.phase == _PH_AP else 0

    @property
    def placements_left(self) -> int:
        if self.phase != _PH_PLACE:
            return 0
        return min(self.steps_left, self.board.supply[self.acting_army])

    def influence(self, army: int, area: int) -> int:
        """R-C8: a daimyo counts 2, each samurai 1."""
        return self.board.influence(army, area)

    def samurai(self, army: int, area: int) -> int:
        return self.board.samurai(army, area)

    # ---- legal actions --------------------------------------------------------------------
    def legal_actions(self) -> tuple[Action, ...]:
        """Exactly the legal actions of the seat to act, in a deterministic order.

        A tuple: the engine caches it, so a caller cannot change the game by editing it. The
        hot loop: one call (no helper for the frequent phases), tuples built with ``map`` over
        the interned tables, no comprehension frames."""
        legal = self._legal
        if legal is not None:
            return legal
        ph = self.phase
        if ph == _PH_AP:  # the map model's AP steps (R-E2, R-V6, R-V8), then "end"
            out = self.board.ap_steps(self.acting_army, self.steps_left)
            out.append(END_ACTION)
            legal = tuple(out)
        elif ph == _PH_PLACE:
            c = self.acting_card
            if self.steps_left <= 0 or self.board.supply[self.acting_army] <= 0:
                legal = _ONLY_END
            elif CARD_IS_NINJA[c]:
                legal = _PLACE_ANY
            else:
                legal = _PLACE_NUMBERED[CARD_NUMBER[c]]
        elif ph == _PH_PLAY:
            legal = legal_plays(self)
        elif ph == _PH_MODE:
            legal = _MODE_CHOICES
        elif ph == _PH_OVER:
            legal = ()
        else:
            legal = legal_recruit(self)
        self._legal = legal
        return legal

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    # ---- apply -----------------------------------------------------------------------------
    def apply(self, action: Action | str) -> list[ev.Event]:
        """Apply one legal action for the seat to act and return the events it caused.

        Raises :class:`IllegalActionError` (state unchanged) if it is not legal now.
        """
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        for own in legal:  # one of the engine's own objects, as callers mostly pass: no __eq__ calls
            if own is action:
                break
        else:
            if isinstance(action, str):
                action = action_from_text(action)
            try:  # the engine's own object: an equal value of another type (5.0 for 5) is not kept
                action = legal[legal.index(action)]
            except ValueError:
                raise IllegalActionError(why_illegal(self, action)) from None
        out: list[ev.Event] = []
        if self.record:
            self._ev = out
            self.history.append(action)
            if self._snap is not None:
                self._steps.append(action)
        # The legal action, applied here rather than in a method of its own: one call less on
        # the hot loop (the search plays millions of these).
        self._legal = None
        a = action
        k = a.kind
        if k in MAP_STEPS:  # a placement or AP step: the map model's rules (R-E1, R-E2)
            arm = self.acting_army
            board = self.board
            bonus = board.apply_step(arm, a)
            self.steps_left -= board.daimyo_cost if k == DAIMYO else 1
            if self._ev is not None:
                self._ev.append(ev.step_event(arm, a))
                if bonus:  # R-V4
                    self._ev.append(ev.KyotoBonusScored(arm, bonus, ev.RPSource.KYOTO, 0))
        elif k == END:  # the end of a card's resolution (R-E1, R-E2), written here: the hot loop
            if self._ev is not None:
                lost = self.steps_left if self.phase == _PH_AP else 0
                self._ev.append(ev.ActionEnded(self.acting_army, lost))
            if self._snap is not None:  # a search game never takes one (nothing to undo)
                self._snap = None
                self._steps = []
            self.acting_army = -1
            self.steps_left = 0
            self.turn += 1
            if self.turn < len(self.order):
                self.phase = _PH_PLAY
            else:
                self._finish_skirmish()
        elif k == PLAY:
            self._play(a)
        elif k == PLACEMENT:
            self.phase = _PH_PLACE
            self.steps_left = MAX_PLACE
            if self._ev is not None:
                self._ev.append(ev.ModeChosen(self.acting_army, 0))
        elif k == AP:
            self.phase = _PH_AP
            self.steps_left = CARD_NUMBER[self.acting_card]
            if self._ev is not None:
                self._ev.append(ev.ModeChosen(self.acting_army, self.steps_left))
        elif k == PASS:  # the recruit (:mod:`.recruit`); the skirmishes start once it is over
            if choose_pass(self, a.cards, self._ev):
                if self.mode == _MODE_V8:
                    self.phase = _PH_DISCARD  # R-V8: each seat discards one card after the pass
                else:
                    self._finish_recruit(self._ev)
        elif k == DISCARD:
            if choose_discard(self, a.cards[0], self._ev):
                self._finish_recruit(self._ev)
        elif k == DRAFT and choose_draft(self, a.cards[0], self._ev):
            self._finish_recruit(self._ev)
        self._ev = None
        return out

    def _play(self, a: Action) -> None:
        s = self.order[self.turn]
        c = a.cards[0]
        army = a.army if a.army >= 0 else s
        self.hands[s].remove(c)
        self.trick.append((army, c))
        self.played.append((self.skirmish, army, c))
        if self._ev is not None:
            self._ev.append(ev.CardPlayed(army, c, self.skirmish))
        if self.led_suit < 0:
            self.led_suit = CARD_SUIT[c]
            if self.variants.follow_suit_bonus and V5_LEADER_SCORES_OWN_LEAD:
                gain(self.board, self._ev, army, V5_FOLLOW_BONUS, ev.RPSource.FOLLOW_SUIT)
        elif self.variants.follow_suit_bonus and CARD_SUIT[c] == self.led_suit:  # R-V5 RULING: followers only
            gain(self.board, self._ev, army, V5_FOLLOW_BONUS, ev.RPSource.FOLLOW_SUIT)
        self.acting_army = army
        self.acting_card = c
        if CARD_IS_NINJA[c]:  # R-E1: placement anywhere
            self.phase = _PH_PLACE
            self.steps_left = MAX_PLACE
        else:
            self.phase = _PH_MODE  # R-E2: choose placement or AP
        if self.record:  # undo restores the state before the card's resolution
            self._snap = ResolutionSnapshot(self.board.copy(), self.phase, self.steps_left)
            self._snap_hist = len(self.history)
            self._steps = []

    def _finish_skirmish(self) -> None:
        trick = self.trick
        idx, reason = winning_card(list(map(_CARD_OF_PLAY, trick)))
        warmy, wcard = trick[idx]
        self.kachidoki_seat = self.owner[warmy]  # R-K5
        self.kachidoki_army = warmy
        if self._ev is not None:
            self._ev.append(ev.SkirmishWon(warmy, wcard, self.skirmish, reason))
        pay_kachidoki(self, warmy, self._ev)
        self.skirmish += 1
        if self.hands[0]:
            self._start_skirmish()
        else:  # R-K6: hands empty
            pay_prestige(self, self._ev)
            self._end_round()

    def _end_round(self) -> None:
        if self._ev is not None:
            self._ev.append(ev.RoundEnded(self.round))
        if self.round >= N_ROUNDS:  # R-G1
            self.phase = _PH_OVER
            self.is_over = True
            self.acting_army = -1
            self.result = self._compute_result()
            if self._ev is not None:
                self._ev.append(ev.GameOver(self.result.winner, self.result.tiebreaks))
            return
        self.round += 1
        if self.mode == _MODE_V8:  # R-V8: the neutral army marches at the start of rounds 2 and 3
            self.board.march_neutral()
            if self._ev is not None:
                self._ev.append(ev.NeutralAdvanced(self.round))
        self._start_round(self._ev)

    def _compute_result(self) -> GameResult:
        """R-G2 (R-V7): the ranking and its tie-breaks (:func:`.result.final_result`)."""
        board = self.board
        return final_result(board.rp, board.daimyo_card, self.players, self.mode == _MODE_V7,
                            self.kachidoki_seat)

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
        army = self.acting_army
        snap, hist = self._snap, self._snap_hist
        assert snap is not None  # can_undo
        self._restore_snapshot(snap)
        del self.history[hist:]
        self._steps = []
        self._snap = snap
        self._snap_hist = hist
        for a in keep:
            self.apply(a)
        return [ev.Undone(army, steps)]

    # ---- copies ----------------------------------------------------------------------------
    def _restore_snapshot(self, snap: ResolutionSnapshot) -> None:
        self.board = snap.board.copy()
        self.phase = snap.phase
        self.is_over = snap.phase == _PH_OVER
        self.steps_left = snap.steps_left
        self._legal = None

    def clone(self, record: bool | None = None) -> Game:
        """A cheap independent copy. ``record=False`` makes a search copy: no events, history
        or undo snapshots (the default keeps this game's setting)."""
        g = Game.__new__(Game)
        g.config, g.mode, g.players = self.config, self.mode, self.players
        g.armies, g.owner = self.armies, self.owner
        g.variants, g.kachidoki_table = self.variants, self.kachidoki_table
        g.board = self.board.copy()
        g.round, g.phase, g.is_over = self.round, self.phase, self.is_over
        g.hands = [h[:] for h in self.hands]
        g.set_aside = self.set_aside[:]
        g.discards = [d[:] for d in self.discards]
        g.pending = self.pending[:]
        g.draft_hands = [d[:] for d in self.draft_hands]
        g.draft_given = [d[:] for d in self.draft_given]
        g.known = [[k[:] for k in row] for row in self.known]
        g.received = [r[:] for r in self.received]
        g.kachidoki_seat, g.kachidoki_army = self.kachidoki_seat, self.kachidoki_army
        g.skirmish = self.skirmish
        g.order, g.turn, g.trick, g.led_suit = self.order[:], self.turn, self.trick[:], self.led_suit
        g.acting_army, g.acting_card, g.steps_left = self.acting_army, self.acting_card, self.steps_left
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

    def __repr__(self) -> str:
        return (f"<Game {self.config.describe()}; round {self.round}, {self.phase_name}, "
                f"seat {self.current_seat + 1} to act>")


def new_game(config: GameConfig | None = None) -> Game:
    """Start a game: ``new_game(GameConfig(players=4, seed=7))``; no config is 4 players, seed 0."""
    return deal(config)[0]


def deal(config: GameConfig | None = None) -> tuple[Game, list[ev.Event]]:
    """:func:`new_game` and the events of the deal (round 1 starts, the R-V8 neutral army set
    out): what a log that tells the game from its very start begins with (``model/replay.py``)."""
    g = Game._blank(config or GameConfig())
    g._ev = []
    out = g._setup()
    g._ev = None
    return g, out
