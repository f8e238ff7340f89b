"""The cards a seat may play into a skirmish: follow suit if you can (R-K2), and in R-V7
which of the player's two armies plays.

Read from a game (:class:`TrickState`, which :class:`.game.Game` is) rather than an import of
``Game``: the game imports this module, and an arrow back would make a cycle. On the engine's
hot loop (a search asks for the legal plays at every card): ints, the interned actions of
:mod:`.actions`, ``filter`` and ``map`` rather than comprehension frames.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .actions import PLAY_AS, PLAY_CARD, Action
from .board import Board
from .cards import CARD_SUIT, N_CARDS, SUIT_NAMES
from .phases import Mode

_MODE_V7 = Mode.V7
_PLAY_CARD_OF = PLAY_CARD.__getitem__  # bound once: maps cards to their plays
#: whether a card is of suit s: ``_IN_SUIT[s](card)`` (a set's test, for ``filter``)
_IN_SUIT = tuple(frozenset(c for c in range(N_CARDS) if CARD_SUIT[c] == s).__contains__
                 for s in range(len(SUIT_NAMES)))


class TrickState(Protocol):
    """A skirmish under way: the fields of :class:`.game.Game`, described there."""

    mode: Mode
    board: Board
    hands: list[list[int]]
    order: list[int]
    turn: int
    trick: list[tuple[int, int]]
    led_suit: int


def legal_plays(g: TrickState) -> tuple[Action, ...]:
    """The plays of the seat to play, in hand order (R-V7: each card for each army it may
    play for)."""
    s = g.order[g.turn]
    hand = g.hands[s]
    led = g.led_suit
    # R-K2: follow suit if you can
    playable = (list(filter(_IN_SUIT[led], hand)) or hand) if led >= 0 else hand
    if g.mode != _MODE_V7:
        return tuple(map(_PLAY_CARD_OF, playable))
    armies = v7_armies_to_play(g, s)
    return tuple([PLAY_AS[c][a] for c in playable for a in armies])


def v7_armies_to_play(g: TrickState, seat: int) -> tuple[int, ...]:
    """R-V7: a player's first play of a skirmish is for the army with the higher RP (their
    choice on a tie); the second for the other army."""
    return v7_armies_for(seat, g.trick, g.board.rp)


def v7_armies_for(seat: int, trick: Sequence[tuple[int, int]], rp: Sequence[int]) -> tuple[int, ...]:
    """R-V7 over what a seat view shows (the skirmish so far, the RP): the army or armies
    ``seat`` may play its next card for in this skirmish (two: its choice on a tie)."""
    a, b = 2 * seat, 2 * seat + 1
    for army, _c in trick:
        if army == a:
            return (b,)
        if army == b:
            return (a,)
    ra, rb = rp[a], rp[b]
    if ra == rb:
        return (a, b)
    return (a,) if ra > rb else (b,)
