"""What one seat may know (R-P3): the only window the AI and the hot-seat screen get.

A :class:`SeatView` holds the public position (map, supplies, RP, daimyo cards, Kachidoki
holder, every card played) plus that seat's own secrets: its hand, the cards it passed and to
whom, the cards it received and from whom, its own discard (R-V8) and what it learnt in the
draft (R-V7). Other hands appear only as counts. The seed is not in it: the seed decides
future deals, which nobody may know.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .actions import N_ARMIES, Action
from .cards import ALL_CARDS
from .phases import Mode, Phase
from .variants import VariantFlags, flags_of

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    players: int
    #: the base game or a two-player variant (``mode.label``: "base", "R-V7", "R-V8")
    mode: Mode
    variants: frozenset[str]
    armies: tuple[int, ...]
    #: seat of each army id (-1 neutral, -2 not in play)
    owner: tuple[int, ...]
    round: int
    #: the kind of decision pending (``phase.label``: "pass", "play", "ap"…)
    phase: Phase
    skirmish: int
    skirmishes_per_round: int
    current_seat: int
    #: the army resolving a card now (-1 if none), its card, and AP / placements left
    acting_army: int
    acting_card: int
    ap_left: int
    placements_left: int
    daimyo_card: tuple[int, ...]
    daimyo_area: tuple[int, ...]
    #: samurai[army][area]
    samurai: tuple[tuple[int, ...], ...]
    supply: tuple[int, ...]
    rp: tuple[int, ...]
    kyoto_bonus_used: tuple[bool, ...]
    kachidoki_seat: int
    kachidoki_army: int
    #: the current skirmish so far: (army, card) in play order
    trick: tuple[tuple[int, int], ...]
    led_suit: int
    #: every card played this round: (skirmish, army, card)
    played: tuple[tuple[int, int, int], ...]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    #: cards this seat chose but that are not exchanged yet (pass, discard or draft pick)
    pending_choice: tuple[int, ...]
    #: seats that still have to make their recruit choice
    waiting_for: tuple[int, ...]
    #: R-V7: this seat's current draft hand
    draft_hand: tuple[int, ...]
    #: R-V7: the cards this seat handed on in the last swap: the other seat holds them now
    #: (in its draft hand, or its hand if it just drafted one of them)
    draft_given: tuple[int, ...]
    #: cards this seat knows another seat received from it or kept in the draft, not yet played:
    #: {seat: cards}. In R-V8 such a card may instead be that seat's face-down discard.
    known_cards: dict[int, tuple[int, ...]]
    #: the cards this seat received in the pass, and the seat they came from
    received: tuple[int, ...]
    received_from: int
    #: R-V8: this seat's own face-down discard
    own_discard: tuple[int, ...]
    #: cards nobody may know here: set aside (R-P1), discarded (R-V7/R-V8), other hands
    hidden_count: int
    legal: tuple[Action, ...]
    is_over: bool
    #: R-V7: the 3 personal cards this seat was dealt this round, played or not (the other
    #: cards of its hand it kept in the draft). Dealt again from the round's seed, which a
    #: determinized game (ai/knowledge.py) replaces with its own: so it takes no part in
    #: comparing views, and only the table draws it (the labels of the hand).
    personal: tuple[int, ...] = field(default=(), compare=False)
    #: the variant cards in play as named flags (``variants`` read once: the same for every view
    #: made of it, by the engine or from the network)
    flags: VariantFlags = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "flags", flags_of(frozenset(self.variants)))

    def kept_cards(self) -> tuple[int, ...]:
        """R-V7: the cards of the hand this seat picked in the draft (not its personal cards)."""
        if self.mode is not Mode.V7:
            return ()
        return tuple(c for c in self.hand if c not in self.personal)

    def received_in_hand(self) -> tuple[int, ...]:
        """The cards received in the pass that are still in the hand (R-P3)."""
        return tuple(c for c in self.received if c in self.hand)

    def hidden_cards(self) -> tuple[int, ...]:
        """Every card face down out of this seat's reach: other hands and draft hands,
        set-aside and discarded cards, including those whose holder it knows (``hidden_count``
        of them). A deal of the unknown (the AI's guess) places exactly these."""
        seen = set(self.hand) | set(self.pending_choice) | set(self.draft_hand) | set(self.own_discard)
        seen.update(c for _s, _a, c in self.played)
        return tuple(c for c in ALL_CARDS if c not in seen)

    def unseen_cards(self) -> tuple[int, ...]:
        """The hidden cards whose place this seat does not know: not the cards it passed or
        kept track of in the draft (R-P3: ``known_cards``), nor those it handed on in the
        last R-V7 swap (``draft_given``)."""
        known = set(self.draft_given)
        for cs in self.known_cards.values():
            known.update(cs)
        return tuple(c for c in self.hidden_cards() if c not in known)

    def voids(self) -> dict[int, frozenset[int]]:
        """Suits each seat has shown it lacks this round by not following the led suit (R-K2)."""
        from .cards import CARD_SUIT

        out: dict[int, set[int]] = {}
        by_skirmish: dict[int, list[tuple[int, int]]] = {}
        for sk, army, c in self.played:
            by_skirmish.setdefault(sk, []).append((army, c))
        for plays in by_skirmish.values():
            led = CARD_SUIT[plays[0][1]]
            for army, c in plays[1:]:
                if CARD_SUIT[c] != led:
                    out.setdefault(self.owner[army], set()).add(led)
        return {s: frozenset(v) for s, v in out.items()}


def observe(game: Game, seat: int) -> SeatView:
    """The view of ``seat`` (R-P3)."""
    g = game
    n = g.players
    played_cards = {c for _s, _a, c in g.played}
    known = {}
    for o in range(n):
        cs = tuple(c for c in g.known[seat][o] if c not in played_cards)
        if cs and o != seat:
            known[o] = cs
    received_from = -1
    if g.received[seat]:
        received_from = 1 - seat if g.mode != Mode.BASE else (seat - 1) % n
    pend = g.pending[seat]
    own = set(g.hands[seat]) | set(pend or ()) | set(g.draft_hands[seat]) | set(g.discards[seat])
    hidden = sum(1 for c in ALL_CARDS if c not in own and c not in played_cards)
    cur = g.current_seat
    return SeatView(
        seat=seat,
        players=n,
        mode=g.mode,
        variants=g.config.variants,
        armies=g.armies,
        owner=tuple(g.owner),
        round=g.round,
        phase=g.phase,
        skirmish=g.skirmish,
        skirmishes_per_round=g.skirmishes_per_round,
        current_seat=cur,
        acting_army=g.acting_army,
        acting_card=g.acting_card if g.acting_army >= 0 else -1,
        ap_left=g.ap_left,
        placements_left=g.placements_left,
        daimyo_card=tuple(g.daimyo_card),
        daimyo_area=tuple(g.daimyo_area),
        samurai=tuple(tuple(g.board.samurai_of(a)) for a in range(N_ARMIES)),
        supply=tuple(g.supply),
        rp=tuple(g.rp),
        kyoto_bonus_used=tuple(g.kyoto_bonus_used),
        kachidoki_seat=g.kachidoki_seat,
        kachidoki_army=g.kachidoki_army,
        trick=tuple(g.trick),
        led_suit=g.led_suit,
        played=tuple(g.played),
        hand=tuple(g.hands[seat]),
        hand_sizes=tuple(len(h) + (len(p) if p and g.phase == Phase.PASS else 0)
                         for h, p in zip(g.hands, g.pending, strict=True)),
        pending_choice=tuple(pend) if pend else (),
        waiting_for=tuple(s for s in range(n) if g.pending[s] is None)
        if g.phase.is_recruit else (),
        draft_hand=tuple(g.draft_hands[seat]),
        draft_given=tuple(g.draft_given[seat]),
        known_cards=known,
        received=tuple(g.received[seat]),
        received_from=received_from,
        own_discard=tuple(g.discards[seat]),
        hidden_count=hidden,
        legal=tuple(g.legal_actions()) if cur == seat else (),
        is_over=g.is_over,
        personal=personal_cards(g, seat),
    )


def personal_cards(game: Game, seat: int) -> tuple[int, ...]:
    """R-V7: the personal cards ``seat`` was dealt this round. The seat has seen them since the
    deal; the engine does not keep them apart from the hand, so they are dealt again from the
    round's generator exactly as ``Game._start_round`` deals them (cards 5–7 to seat 0, 8–10 to
    seat 1 of the shuffled deck). Only cards this seat holds or has played count, so a position
    not dealt from its seed (a scenario) labels nothing wrongly."""
    if game.mode != Mode.V7 or seat not in (0, 1):
        return ()
    deck = list(range(len(ALL_CARDS)))
    game.config.chance(game.round).shuffle(deck)
    dealt = deck[5 + 3 * seat : 8 + 3 * seat]
    mine = set(game.hands[seat]) | {c for _s, a, c in game.played if game.owner[a] == seat}
    mine |= {c for a, c in game.trick if game.owner[a] == seat}
    return tuple(sorted(c for c in dealt if c in mine))
