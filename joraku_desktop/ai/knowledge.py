"""Card counting: what a seat knows about the hidden cards, and deals consistent with it.

A seat knows (R-P3) its own hand, every card played, the cards it passed (the left neighbour
holds them until it plays them; R-V8: or discarded one), the cards it kept track of in the
R-V7 draft, and the suits a seat has shown it lacks by not following (R-K2). Everything else
is unseen: other hands, set-aside cards (R-P1) and other seats' discards.

:func:`sample_hidden` deals the unseen cards to the other hands and the unseen pile at
random, respecting every one of those facts; :func:`determinize` turns such a deal into an
engine :class:`Game` for searching. Both use only the view, never the real hidden cards, and
the determinized game gets a seed chosen by the AI, so future deals are unknown to it too.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..model.actions import COLOURS
from ..model.board import play_order
from ..model.cards import CARD_SUIT, CARD_TEXT, SUIT_NAMES
from ..model.game import Game
from ..model.phases import RECRUIT_PHASES, SKIRMISH_PHASES, Mode, Phase
from ..model.position import Position, game_from_position
from ..model.rules_data import MAX_PLACE
from ..model.view import SeatView


@dataclass(frozen=True, slots=True)
class Deal:
    """One guess at the hidden cards: each other seat's hand, each other seat's discard
    (R-V8), and the rest (set aside or discarded unseen, R-P1).

    In a recruit phase also what the other seats chose already (``chosen``: the cards set aside
    to pass, R-P2; the discard, R-V8; the card just kept, R-V7; the engine's ``pending``) and
    the other seat's R-V7 draft hand (``drafts``; those cards are not in ``rest``)."""

    hands: dict[int, list[int]]
    discards: dict[int, list[int]]
    rest: list[int]
    chosen: dict[int, list[int]] = field(default_factory=dict)
    drafts: dict[int, list[int]] = field(default_factory=dict)


def _discard_counts(view: SeatView) -> dict[int, int]:
    """How many face-down discards each other seat holds now (R-V8: one after its discard)."""
    out = {}
    for o in range(view.players):
        if o == view.seat:
            continue
        n = 0
        if view.mode is Mode.V8 and view.phase is not Phase.PASS:
            n = 0 if (view.phase is Phase.DISCARD and o in view.waiting_for) else 1
        out[o] = n
    return out


def sample_hidden(view: SeatView, rng: random.Random, use_voids: bool = True,
                  use_known: bool = True) -> Deal:
    """A random deal of the unseen cards consistent with what ``view``'s seat knows.

    Known cards (passed left, kept in the draft) go to their holder's hand, or to its discard
    when a void shows the holder cannot have them (R-V8). Seats never get a card of a suit
    they have shown void in. The other cards are dealt at random in proportion to the room
    left, retrying on dead ends; if the constraints cannot be met (they always can in a real
    game) the voids are dropped rather than failing.
    """
    me = view.seat
    others = [o for o in range(view.players) if o != me]
    voids = view.voids() if use_voids else {}
    need = {o: view.hand_sizes[o] for o in others}
    disc_need = _discard_counts(view)
    pool = list(view.hidden_cards())
    fixed_hands: dict[int, list[int]] = {o: [] for o in others}
    fixed_disc: dict[int, list[int]] = {o: [] for o in others}
    if use_known:
        taken: set[int] = set()
        for o, known in sorted(view.known_cards.items()):
            if o == me or o not in need:
                continue
            vo = voids.get(o, frozenset())
            cs = [c for c in known if c in pool and c not in taken]
            # R-V8: the holder discarded one of its hand + 1 cards after the pass; each is as
            # likely (a uniform guess), so a passed card is the discard with this chance
            if (disc_need[o] and cs and not any(CARD_SUIT[c] in vo for c in cs)
                    and rng.random() < len(cs) / (need[o] + 1)):
                c = cs.pop(rng.randrange(len(cs)))
                fixed_disc[o].append(c)
                taken.add(c)
            for c in cs:
                if c not in pool or c in taken:
                    continue
                if CARD_SUIT[c] in vo or len(fixed_hands[o]) >= need[o]:
                    if len(fixed_disc[o]) < disc_need[o]:
                        fixed_disc[o].append(c)
                        taken.add(c)
                    continue
                fixed_hands[o].append(c)
                taken.add(c)
        pool = [c for c in pool if c not in taken]
    handed = _handed_on(view, rng, fixed_hands)
    if handed:
        pool = [c for c in pool if c not in view.draft_given]
    for attempt in range(30):
        respect_voids = attempt < 25
        free = pool[:]
        rng.shuffle(free)
        hands = {o: fixed_hands[o][:] for o in others}
        room = {o: need[o] - len(hands[o]) for o in others}
        rest_room = len(free) - sum(room.values())
        ok = True
        for c in free:
            suit = CARD_SUIT[c]
            elig = [o for o in others if room[o] > 0
                    and not (respect_voids and suit in voids.get(o, frozenset()))]
            total = sum(room[o] for o in elig) + rest_room
            if total <= 0:
                ok = False
                break
            x = rng.randrange(total)
            chosen = -1
            for o in elig:
                if x < room[o]:
                    chosen = o
                    break
                x -= room[o]
            if chosen < 0:
                rest_room -= 1
                continue
            hands[chosen].append(c)
            room[chosen] -= 1
        if ok:
            break
    rest = [c for c in pool if all(c not in h for h in hands.values())]
    discards = {o: fixed_disc[o][:] for o in others}
    rng.shuffle(rest)
    for o in others:
        while len(discards[o]) < disc_need[o] and rest:
            discards[o].append(rest.pop())
    if view.phase in RECRUIT_PHASES:
        return _recruit_deal(view, rng, hands, discards, rest, handed)
    return Deal({o: sorted(h) for o, h in hands.items()}, discards, sorted(rest))


def _pass_size(view: SeatView) -> int:
    """Cards each seat passes: 2 (R-P2), 3 in R-V8."""
    return 3 if view.mode is Mode.V8 else 2


def _draft_size(view: SeatView, o: int) -> int:
    """The size of seat ``o``'s R-V7 draft hand, from this seat's: the seats pick in seat
    order and swap once both have picked, so they differ only by the picks made this turn."""
    chose = {s: s not in view.waiting_for for s in (view.seat, o)}
    return len(view.draft_hand) + chose[view.seat] - chose[o]


def _handed_on(view: SeatView, rng: random.Random, fixed_hands: dict[int, list[int]]) -> dict[int, list[int]]:
    """R-V7: the other seat's draft hand is what this seat handed on in the last swap
    (``draft_given``), less the card it kept if it has picked already (that one goes to its
    hand, in ``fixed_hands``). Empty before the first swap of a round."""
    if view.phase is not Phase.DRAFT or not view.draft_given:
        return {}
    o = 1 - view.seat
    given = list(view.draft_given)
    if o not in view.waiting_for:
        fixed_hands[o].append(given.pop(rng.randrange(len(given))))
    return {o: given}


def _recruit_deal(view: SeatView, rng: random.Random, hands: dict[int, list[int]],
                  discards: dict[int, list[int]], rest: list[int], handed: dict[int, list[int]]) -> Deal:
    """Complete a deal made in a recruit phase with what the other seats chose already: some
    cards of their dealt hand set aside to pass (R-P2), their discard (R-V8, already dealt),
    the card just kept from the draft (R-V7); and the other seat's draft hand, taken from the
    unseen rest before the first swap, else what this seat handed on (``handed``, R-V7).
    ``hands`` holds the cards counted in each seat's hand size."""
    chosen: dict[int, list[int]] = {}
    drafts: dict[int, list[int]] = {}
    for o in hands:
        if o in handed:
            drafts[o] = sorted(handed[o])
        elif view.phase is Phase.DRAFT:
            k = _draft_size(view, o)
            drafts[o] = sorted(rest[:k])
            rest = rest[k:]
        if o in view.waiting_for:
            continue
        if view.phase is Phase.PASS:
            picked = rng.sample(hands[o], _pass_size(view))
            hands[o] = [c for c in hands[o] if c not in picked]
            chosen[o] = sorted(picked)
        elif view.phase is Phase.DISCARD:
            chosen[o] = discards[o][:]
        elif o in handed:  # R-V7: one of the cards handed on (the one not in its draft hand)
            chosen[o] = [c for c in view.draft_given if c not in handed[o]]
        else:  # R-V7 first pick: the card just kept is one it did not hold before (not a known one)
            known = view.known_cards.get(o, ())
            fresh = [c for c in hands[o] if c not in known] or hands[o]
            chosen[o] = [fresh[rng.randrange(len(fresh))]]
    return Deal({o: sorted(h) for o, h in hands.items()}, discards, sorted(rest), chosen, drafts)


def _ct(cs: list[int] | tuple[int, ...]) -> list[str]:
    return [CARD_TEXT[c] for c in cs]


def _order(view: SeatView) -> list[int]:
    """The seats of the skirmish in play order (R-K1; R-V7: the holder's armies alternate with
    the other seat's); no order before the first skirmish of a round."""
    if view.phase in RECRUIT_PHASES:
        return []
    return play_order(view.kachidoki_seat, view.players, view.mode is Mode.V7)


def _given_to_me(view: SeatView) -> list[str]:
    """R-V7: what the other seat handed this one in the last swap: this seat's draft hand as it
    was before its pick (none before the first swap of a round)."""
    if view.phase is not Phase.DRAFT or not view.draft_given:
        return []
    return _ct(sorted((*view.draft_hand, *view.pending_choice)))


def resolution_left(view: SeatView) -> int:
    """AP or placements left in the resolution under way (R-E1, R-E2; before the choice of
    mode: the 3 placements). In "place" the view's count is capped by the supply (R-E3), which
    leaves the same choices."""
    if view.phase is Phase.AP:
        return view.ap_left
    return MAX_PLACE if view.phase is Phase.MODE else view.placements_left


def position_from_view(view: SeatView, deal: Deal, seed: int) -> Position:
    """A full position dict (as :func:`position_to_dict`) from the view plus a guessed deal.

    Any phase but the end of the game: in a recruit phase (pass, discard, draft) the deal
    says what the other seats chose already (:attr:`Deal.chosen`) and the other seat's draft
    hand (R-V7), so the game goes on from the choice of the seat whose turn it is.
    """
    if view.phase not in SKIRMISH_PHASES + RECRUIT_PHASES:
        raise ValueError(f"cannot determinize a {view.phase.label!r} view")
    n = view.players
    me = view.seat
    hands = [_ct(view.hand) if s == me else _ct(deal.hands[s]) for s in range(n)]
    discards = [_ct(view.own_discard) if s == me else _ct(deal.discards.get(s, [])) for s in range(n)]
    pending = [None if s in view.waiting_for or view.phase not in RECRUIT_PHASES
               else _ct(view.pending_choice) if s == me else _ct(deal.chosen[s]) for s in range(n)]
    acting = None
    if view.acting_army >= 0:
        acting = {"army": COLOURS[view.acting_army], "card": CARD_TEXT[view.acting_card],
                  "left": resolution_left(view)}
    trick_len = len(view.trick)
    return {
        "config": {"players": n, "two_player_variant": None if view.mode is Mode.BASE else view.mode.label,
                   "variants": sorted(view.variants), "seed": seed},
        "round": view.round,
        "phase": view.phase.label,
        "armies": {
            COLOURS[a]: {
                "daimyo_card": view.daimyo_card[a], "daimyo_area": view.daimyo_area[a],
                "samurai": list(view.samurai[a]), "supply": view.supply[a], "rp": view.rp[a],
                "kyoto_bonus_used": view.kyoto_bonus_used[a],
            } for a in view.armies
        },
        "hands": hands,
        "set_aside": _ct(deal.rest),
        "discards": discards,
        "pending": pending,
        "draft": [_ct(view.draft_hand) if s == me else _ct(deal.drafts.get(s, [])) for s in range(n)],
        "draft_given": [_ct(view.draft_given) if s == me else _given_to_me(view) for s in range(n)],
        # this seat's own knowledge, so the game's view for it equals the view (others' is moot)
        "known": [[_ct(view.known_cards.get(o, ())) if s == me else [] for o in range(n)] for s in range(n)],
        "received": [_ct(view.received) if s == me else [] for s in range(n)],
        "kachidoki_seat": view.kachidoki_seat,
        "kachidoki_army": COLOURS[view.kachidoki_army],
        "skirmish": view.skirmish,
        "order": _order(view),
        "turn": 0 if view.phase in RECRUIT_PHASES else trick_len - (0 if view.phase is Phase.PLAY else 1),
        "trick": [[COLOURS[a], CARD_TEXT[c]] for a, c in view.trick],
        "led_suit": SUIT_NAMES[view.led_suit] if view.led_suit >= 0 else None,
        "acting": acting,
        "played": [[sk, COLOURS[a], CARD_TEXT[c]] for sk, a, c in view.played],
    }


def determinize(view: SeatView, rng: random.Random, deal: Deal | None = None) -> Game:
    """An engine game for one guess at the hidden cards (search copy: no events or history).

    The game's seed (which decides later rounds' deals) is drawn from ``rng``: the real seed is
    not in the view, and the AI must not know future deals.
    """
    if deal is None:
        deal = sample_hidden(view, rng)
    g = game_from_position(position_from_view(view, deal, rng.randrange(1 << 30)))
    g.record = False
    return g
