"""What a screen reader says of the window: the names of its parts, and a description of the
table that follows the game (the table is drawn, so its words are given here as text).
"""

from __future__ import annotations

from collections.abc import Sequence

from .basics import card_words, list_join
from .translation import translate


def table_name() -> str:
    return translate("Messages", "Game table")


def hand_text(cards: Sequence[int] | None) -> str:
    """The hand at the screen, card by card (None: hidden behind the hot-seat curtain)."""
    if cards is None:
        return translate("Messages", "The hands are hidden.")
    if not cards:
        return translate("Messages", "Your hand is empty.")
    return translate("Messages", "Your hand: {0}.").format(list_join(card_words(c) for c in cards))


def skirmish_text(plays: Sequence[tuple[str, int]]) -> str:
    """The cards of the skirmish so far, with who played them."""
    if not plays:
        return translate("Messages", "No card is in the skirmish yet.")
    return translate("Messages", "In the skirmish: {0}.").format(list_join(
        translate("Messages", "{0}, the {1}", "army, card").format(who, card_words(c)) for who, c in plays))


def standings_text(scores: Sequence[tuple[str, int]]) -> str:
    """Each army's reputation now."""
    return translate("Messages", "Reputation: {0}.").format(list_join(
        translate("Messages", "{0} {1} RP", "army, reputation").format(who, rp) for who, rp in scores))


def log_name() -> str:
    return translate("Messages", "Game log")


def log_description() -> str:
    return translate("Messages", "Everything that happened in this game, the latest at the bottom.")


def bar_name() -> str:
    return translate("Messages", "Actions")


def bar_description() -> str:
    return translate(
        "Messages", "The decisions not made on the table: Tab moves to a button, the arrow keys move "
        "along the row, Enter presses it, Escape goes back to the table.")
