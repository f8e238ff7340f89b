"""Plain words for the table: the banner's "what to do now", actions, refusals.

Someone who has never seen the board game reads these lines, so they say what to do with the
mouse and cite the rule, never an engine term. Words shared with the log (colours, suits, cards,
phases) come from :mod:`.messages`.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..model import CARD_NUMBER, CARD_SUIT, Action, SeatView
from ..model.actions import (
    AP,
    DAIMYO,
    DISCARD,
    DRAFT,
    END,
    MOVE,
    PASS,
    PLACE,
    PLACEMENT,
    PLAY,
    RELOCATE,
    REMOVE,
)
from ..model.board import daimyo_move_cost
from . import messages as msg
from .board_state import BoardState
from .messages import area_name, colour_word, phase_name, suit_word
from .messages import card_words as card_name
from .targets import selection_size

translate = QCoreApplication.translate


def phase_title(s: BoardState) -> tuple[str, str]:
    """(round and phase, details) for the banner's left side."""
    v = s.view
    if v.is_over:
        return translate("Banner", "Game over"), translate("Banner", "Final scores: Game → Results (Ctrl+R)")
    left = translate("Banner", "Round {0} of 3").format(v.round)
    title = f"{left} · {phase_name(v.phase)}"
    if v.phase in ("pass", "discard", "draft"):
        return title, translate("Banner", "Then {0} skirmishes, then prestige scoring").format(
            v.skirmishes_per_round
        )
    mid = translate("Banner", "Skirmish {0} of {1}").format(v.skirmish + 1, v.skirmishes_per_round)
    return title, mid + " · " + translate("Banner", "prestige scoring after the last one")


@dataclass(frozen=True, slots=True)
class Moment:
    """What the table holds beyond the view, for the banner: the cards chosen so far in a
    recruit phase, the neutral samurai waiting for its target (R-V8), the card waiting for
    the choice of army (R-V7)."""

    chosen: int = 0
    relocating_from: int | None = None
    army_choice: tuple[Action, ...] = ()


def draft_pick(v: SeatView) -> int:
    """R-V7: which of the 5 draft picks is being made (the draft hand shrinks by one a pick)."""
    return min(5, max(1, 6 - len(v.draft_hand) - (1 if v.pending_choice else 0)))


def instruction(s: BoardState, moment: Moment = Moment()) -> str:
    """What the person at the screen should do now (or who is acting). Always current: at 0 AP
    it says Done, and the steps that wait for a click (R-V8 relocation, R-V7 army) are here."""
    v = s.view
    if v.is_over:
        return translate("Banner", "The game is over.")
    seat = v.current_seat
    who = s.seat_names[seat] if 0 <= seat < len(s.seat_names) else "?"
    if not s.interactive:
        if s.seat_kinds[seat] != "human":
            return translate("Banner", "{0} (computer) is thinking…").format(who)
        return translate("Banner", "{0} to act.").format(who)
    ph = v.phase
    other = s.seat_names[(seat + 1) % v.players]
    if ph == "pass":
        return msg.pass_instruction(who, other, selection_size(v), moment.chosen)
    if ph == "discard":
        return msg.discard_instruction(who)
    if ph == "draft":
        return msg.draft_instruction(who, draft_pick(v), other)
    if ph == "play":
        if moment.army_choice:
            first, second = (colour_word(a.army) for a in moment.army_choice[:2])
            return msg.army_choice_instruction(who, card_name(moment.army_choice[0].card), first, second)
        if v.trick:
            return translate(
                "Banner", "{0}: drag a card onto the skirmish (follow the {1} suit if you can)."
            ).format(who, suit_word(v.led_suit))
        return translate(
            "Banner", "{0}: you lead. Drag any card onto the skirmish (or double-click it)."
        ).format(who)
    if ph == "mode":
        n = CARD_NUMBER[v.acting_card]
        return translate("Banner", "{0}: place up to 3 samurai in {1}, or take {2} action points?").format(
            who, area_name(n), n
        )
    kinds = {a.kind for a in s.legal}
    if ph == "place":
        if kinds <= {END}:
            return msg.placement_done_instruction(who)
        where = (
            translate("Banner", "any area")
            if CARD_NUMBER[v.acting_card] == 0
            else area_name(CARD_NUMBER[v.acting_card])
        )
        return translate("Banner", "{0}: drag samurai from your supply to {1} ({2} left), then Done.").format(
            who, where, v.placements_left
        )
    if ph == "ap":
        if moment.relocating_from is not None:
            return msg.relocation_instruction(who, area_name(moment.relocating_from))
        if v.ap_left == 0:
            return msg.done_instruction(who)
        if kinds <= {END}:
            return msg.nothing_left_instruction(who)
        cost = daimyo_move_cost("R-V6" in v.variants)
        return msg.ap_instruction(who, v.ap_left, cost, v.ap_left >= cost)
    return ""


def describe_action(a: Action, s: BoardState) -> str:
    """One legal action in plain words, for the keyboard action list."""
    k = a.kind
    if k == PASS:
        return translate("Actions", "Pass {0}").format(msg.list_join(card_name(c) for c in a.cards))
    if k == DISCARD:
        return translate("Actions", "Discard the {0}").format(card_name(a.card))
    if k == DRAFT:
        return translate("Actions", "Keep the {0}").format(card_name(a.card))
    if k == PLAY:
        text = translate("Actions", "Play the {0}").format(card_name(a.card))
        if a.army >= 0:
            text += " " + translate("Actions", "for {0}").format(colour_word(a.army))
        return text
    if k == PLACEMENT:
        return translate("Actions", "Placement: up to 3 samurai in {0}").format(
            area_name(CARD_NUMBER[s.view.acting_card])
        )
    if k == AP:
        return translate("Actions", "Action points: {0} AP").format(CARD_NUMBER[s.view.acting_card])
    if k == PLACE:
        return translate("Actions", "Place a samurai in {0}").format(area_name(a.dst))
    if k == DAIMYO:
        return translate("Actions", "Move your daimyo from {0} to {1}").format(
            area_name(a.src), area_name(a.dst)
        )
    if k == MOVE:
        return translate("Actions", "Move a samurai from {0} to {1}").format(
            area_name(a.src), area_name(a.dst)
        )
    if k == REMOVE:
        return translate("Actions", "Remove a {0} samurai from {1}").format(
            colour_word(a.army), area_name(a.src)
        )
    if k == RELOCATE:
        return translate("Actions", "Drive a neutral samurai from {0} to {1}").format(
            area_name(a.src), area_name(a.dst)
        )
    if k == END:
        return translate("Actions", "Done (end this card's action)")
    return str(a)


def follow_reason(card: int, led: int) -> str:
    """Why a card may not be played now (R-K2)."""
    return translate(
        "Hand", "You must follow the led suit ({0}) while you hold a {0} card (R-K2); the {1} is not {0}."
    ).format(suit_word(led), card_name(card))


def card_tooltip(card: int) -> str:
    n = CARD_NUMBER[card]
    suit = suit_word(CARD_SUIT[card])
    if n == 0:
        return translate(
            "Hand",
            "{0} Ninja: place up to 3 samurai in any areas (R-E1). Beats everything if a 6 "
            "is played in the same skirmish (R-K4).",
        ).format(suit.capitalize())
    return translate(
        "Hand", "{0} {1}: place up to 3 samurai in {2}, or take {1} action points (R-E2)."
    ).format(suit.capitalize(), n, area_name(n))
