"""The recruit of a round: the deal (R-P1; R-V7, R-V8), then the pass (R-P2), the R-V8 discard
and the R-V7 draft, the choices the seats make before the skirmishes.

These functions move cards between the hands of a game (:class:`RecruitCards`, which
:class:`.game.Game` is); the state machine in :mod:`.game` keeps the phases and calls them. A
protocol rather than an import of ``Game``: the game imports this module, and an arrow back
would make a cycle.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Protocol

from . import events as ev
from .actions import DISCARD_CARD, DRAFT_CARD, PASS2, PASS3, Action
from .cards import N_CARDS
from .phases import Mode, Phase

_MODE_BASE = Mode.BASE
_MODE_V8 = Mode.V8
_PH_PASS = Phase.PASS
_PH_DISCARD = Phase.DISCARD
_PH_DRAFT = Phase.DRAFT


class RecruitCards(Protocol):
    """The cards of a round as the recruit moves them: the fields of :class:`.game.Game`,
    described there."""

    players: int
    mode: Mode
    phase: Phase
    hands: list[list[int]]
    set_aside: list[int]
    discards: list[list[int]]
    pending: list[tuple[int, ...] | None]
    draft_hands: list[list[int]]
    draft_given: list[list[int]]
    known: list[list[list[int]]]
    received: list[list[int]]


def deal_round(g: RecruitCards, rng: random.Random) -> Phase:
    """R-P1 (and the R-V7/R-V8 deals): shuffle all 21 cards with the round's generator, deal
    them and forget the last round's exchanges. Returns the round's first phase."""
    deck = list(range(N_CARDS))
    rng.shuffle(deck)
    n = g.players
    g.known = [[[] for _ in range(n)] for _ in range(n)]
    g.received = [[] for _ in range(n)]
    g.discards = [[] for _ in range(n)]
    g.pending = [None] * n
    g.draft_given = [[] for _ in range(n)]
    if g.mode == _MODE_BASE:
        h = 6 if n == 3 else 5
        g.hands = [sorted(deck[s * h:(s + 1) * h]) for s in range(n)]
        g.set_aside = sorted(deck[n * h:])
        g.draft_hands = [[] for _ in range(n)]
        return _PH_PASS
    if g.mode == _MODE_V8:
        g.set_aside = sorted(deck[:5])
        g.hands = [sorted(deck[5:13]), sorted(deck[13:21])]
        g.draft_hands = [[], []]
        return _PH_PASS
    g.set_aside = sorted(deck[:5])
    g.hands = [sorted(deck[5:8]), sorted(deck[8:11])]  # personal cards
    g.draft_hands = [sorted(deck[11:16]), sorted(deck[16:21])]
    return _PH_DRAFT


def legal_recruit(g: RecruitCards) -> tuple[Action, ...]:
    """The choices of the seat to choose in a recruit phase (R-P2, R-V7, R-V8)."""
    s = g.pending.index(None)
    ph = g.phase
    if ph == _PH_PASS:
        hand = g.hands[s]
        if g.mode == _MODE_V8:
            return tuple(map(PASS3.__getitem__, combinations(hand, 3)))
        return tuple(map(PASS2.__getitem__, combinations(hand, 2)))
    if ph == _PH_DISCARD:
        return tuple(map(DISCARD_CARD.__getitem__, g.hands[s]))
    return tuple(map(DRAFT_CARD.__getitem__, g.draft_hands[s]))


def choose_pass(g: RecruitCards, chosen: tuple[int, ...], out: list[ev.Event] | None) -> bool:
    """The seat to choose puts ``chosen`` aside to pass (R-P2). True once every seat has chosen
    and the cards have gone left."""
    s = g.pending.index(None)
    hand = g.hands[s]
    for c in chosen:
        hand.remove(c)
    g.pending[s] = chosen
    if out is not None:
        out.append(ev.PassChosen(s))
    if None in g.pending:
        return False
    n = g.players  # R-P2: all choices are made; everyone passes to the left
    for s, got in enumerate(g.pending):
        assert got is not None  # every seat has chosen
        left = (s + 1) % n
        g.hands[left].extend(got)
        g.hands[left].sort()
        g.known[s][left] = list(got)  # R-P3: the passer knows where they went
        g.received[left] = list(got)
    g.pending = [None] * n
    if out is not None:
        out.append(ev.CardsExchanged(len(chosen)))
    return True


def choose_discard(g: RecruitCards, c: int, out: list[ev.Event] | None) -> bool:
    """R-V8: the seat to choose discards ``c`` face down. True once both seats have."""
    s = g.pending.index(None)
    g.hands[s].remove(c)
    g.discards[s].append(c)
    g.pending[s] = (c,)
    if out is not None:
        out.append(ev.PassChosen(s))
    if None in g.pending:
        return False
    g.pending = [None] * g.players
    return True


def choose_draft(g: RecruitCards, c: int, out: list[ev.Event] | None) -> bool:
    """R-V7: the seat to choose keeps ``c`` of its draft hand; once both have, the rest of the
    draft hands are swapped, and the last card is taken without a choice. True once the draft
    is over."""
    s = g.pending.index(None)
    g.draft_hands[s].remove(c)
    g.hands[s].append(c)
    g.hands[s].sort()
    g.pending[s] = (c,)
    if out is not None:
        out.append(ev.PassChosen(s))
    if None in g.pending:
        return False
    g.pending = [None, None]
    d, given, known = g.draft_hands, g.draft_given, g.known
    for s in range(2):  # what I gave and did not get back, the other has just kept
        o = 1 - s
        if given[s]:
            known[s][o].extend(x for x in given[s] if x not in d[o])
    d[0], d[1] = d[1], d[0]  # swap the rest of the draft hands
    given[0], given[1] = list(d[1]), list(d[0])
    if len(d[0]) != 1:
        return False
    for s in range(2):  # the last card is forced: take it
        known[1 - s][s].append(d[s][0])
        g.hands[s].append(d[s][0])
        g.hands[s].sort()
    g.draft_hands = [[], []]
    g.draft_given = [[], []]
    if out is not None:
        out.append(ev.DraftFinished())
    return True
