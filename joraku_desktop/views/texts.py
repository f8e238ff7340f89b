"""Plain words for the table: the banner's "what to do now", actions, refusals.

Someone who has never seen the board game reads these lines, so they say what to do with the
mouse and cite the rule, never an engine term. Words shared with the log (colours, suits, cards,
phases) come from :mod:`.messages`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..model import CARD_NUMBER, CARD_SUIT, Action
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
from .board_state import BoardState
from .messages import area_name, colour_word, phase_name, suit_word
from .messages import card_words as card_name

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


def instruction(s: BoardState) -> str:
    """What the person at the screen should do now (or who is acting)."""
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
    if ph == "pass":
        n = 3 if v.mode == "R-V8" else 2
        to = s.seat_names[(seat + 1) % v.players]
        return translate(
            "Banner",
            "{0}: choose {1} cards to pass to {2} (click or drag them into the slots), then Confirm.",
        ).format(who, n, to)
    if ph == "discard":
        return translate("Banner", "{0}: choose 1 card to discard face down, then Confirm.").format(who)
    if ph == "draft":
        return translate("Banner", "{0}: pick 1 card of the draft to keep, then Confirm.").format(who)
    if ph == "play":
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
    if ph == "place":
        where = (
            translate("Banner", "any area")
            if CARD_NUMBER[v.acting_card] == 0
            else area_name(CARD_NUMBER[v.acting_card])
        )
        return translate("Banner", "{0}: drag samurai from your supply to {1} ({2} left), then Done.").format(
            who, where, v.placements_left
        )
    if ph == "ap":
        return translate(
            "Banner",
            "{0}: {1} AP left. Drag your daimyo (2 AP) or a samurai (1 AP) to a "
            "neighbouring area, click an enemy samurai by your daimyo (1 AP); Done.",
        ).format(who, v.ap_left)
    return ""


def describe_action(a: Action, s: BoardState) -> str:
    """One legal action in plain words, for the keyboard action list."""
    k = a.kind
    if k == PASS:
        return translate("Actions", "Pass {0}").format(", ".join(card_name(c) for c in a.cards))
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
