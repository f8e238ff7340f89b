"""Why an action is not legal now: the :class:`~.errors.Refusal` an illegal ``apply`` raises,
as a code, its arguments and the rule it breaks (the words layer says it to the player).

Asked only once an action has been found illegal, off the engine's hot loop. It reads a game
through :class:`RefusedGame` (which :class:`.game.Game` is) rather than importing it: the game
imports this module, and an arrow back would make a cycle.
"""

from __future__ import annotations

from typing import Protocol

from .actions import (
    DAIMYO,
    DISCARD,
    DRAFT,
    MOVE,
    PASS,
    PLACE,
    PLAY,
    RELOCATE,
    REMOVE,
    Action,
    malformed_field,
)
from .board import Board, adjacent
from .cards import CARD_NUMBER, CARD_SUIT, CARD_TEXT, SUIT_NAMES
from .errors import Refusal, RefusalCode
from .phases import Phase
from .rules_data import MAX_PLACE

_RECRUIT_KIND = {Phase.PASS: PASS, Phase.DISCARD: DISCARD, Phase.DRAFT: DRAFT}

Reason = tuple[RefusalCode, dict[str, int | str], str]


class RefusedGame(Protocol):
    """What a refusal reads of the game (the fields of :class:`.game.Game`)."""

    phase: Phase
    owner: tuple[int, ...]
    board: Board
    hands: list[list[int]]
    led_suit: int
    acting_army: int
    acting_card: int
    steps_left: int

    @property
    def current_seat(self) -> int: ...


def why_illegal(g: RefusedGame, a: Action) -> Refusal:
    """Why ``a`` is not legal now, as a code and its arguments (worded by the views)."""
    field, _note = malformed_field(a)
    if field:
        return Refusal(RefusalCode.MALFORMED, {"field": field}, action=str(a))
    code, params, rule = _reason(g, a)
    return Refusal(code, params, rule, str(a))


def _reason(g: RefusedGame, a: Action) -> Reason:
    seat = g.current_seat
    phase = g.phase
    if phase is Phase.OVER:
        return RefusalCode.GAME_OVER, {}, "R-G1"
    k = a.kind
    if k == PLAY and phase is Phase.PLAY:
        c = a.cards[0]
        if c not in g.hands[seat]:
            return RefusalCode.CARD_NOT_IN_HAND, {"card": CARD_TEXT[c], "seat": seat}, ""
        if g.led_suit >= 0 and CARD_SUIT[c] != g.led_suit:
            return RefusalCode.MUST_FOLLOW_SUIT, {"suit": SUIT_NAMES[g.led_suit]}, "R-K2"
        return RefusalCode.NOT_THIS_ARMYS_TURN, {}, "R-V7"
    if k == PLACE and phase is Phase.PLACE:
        if g.board.supply[g.acting_army] <= 0:
            return RefusalCode.NO_SUPPLY, {}, "R-E3"
        if g.steps_left <= 0:
            return RefusalCode.PLACEMENT_LIMIT, {"limit": MAX_PLACE}, "R-E1"
        return RefusalCode.WRONG_AREA, {"number": CARD_NUMBER[g.acting_card]}, "R-E2"
    if phase is Phase.AP and k in (DAIMYO, MOVE, REMOVE, RELOCATE):
        return _ap_reason(g, a)
    if k == _RECRUIT_KIND.get(phase, -1):
        return RefusalCode.NOT_A_CHOICE, {"seat": seat}, "R-P2"
    return RefusalCode.WRONG_DECISION, {"seat": seat, "phase": phase.label}, ""


def _ap_reason(g: RefusedGame, a: Action) -> Reason:
    """Why an AP step is refused (R-E2, R-C7, R-V8)."""
    k = a.kind
    cost = g.board.step_cost(a)
    if g.steps_left < cost:
        return RefusalCode.NOT_ENOUGH_AP, {"cost": cost, "left": g.steps_left}, "R-E2"
    if k in (DAIMYO, MOVE) and a.dst not in adjacent(a.src):
        return RefusalCode.NOT_ADJACENT, {"src": a.src, "dst": a.dst}, "R-C7"
    if k == DAIMYO:
        return RefusalCode.DAIMYO_NOT_THERE, {"area": a.src}, ""
    if k == MOVE:
        return RefusalCode.NO_SAMURAI_THERE, {"area": a.src}, ""
    if k == REMOVE:
        if g.owner[a.army] == g.owner[g.acting_army]:
            return RefusalCode.OWN_SAMURAI, {}, "R-E2"
        return RefusalCode.REMOVE_ONLY_AT_DAIMYO, {}, "R-E2"
    return RefusalCode.NEUTRAL_TARGET, {}, "R-V8"
