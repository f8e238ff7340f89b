"""The questions that guard a commitment, and the menu entries that go with them: ending a
card's action with action points or placements unspent, playing a card by one drag, taking
back the last decision.
"""

from __future__ import annotations

from .translation import translate


def end_unspent_title() -> str:
    return translate("Messages", "End this card's action?")


def end_unspent_text(ap_left: int, placements_left: int) -> str:
    """Ending the action with something left to do: what is left is lost (R-E2)."""
    if placements_left > 0:
        return translate(
            "Messages", "You may still place {0} samurai with this card (R-E1, R-E2). End the action anyway?"
        ).format(placements_left)
    return translate(
        "Messages",
        "Action points left: {0}. Unspent AP are lost when you end the action (R-E2). End it anyway?",
    ).format(ap_left)


def drag_play_title() -> str:
    return translate("Messages", "Play this card?")


def drag_play_text(card: str) -> str:
    """A card dropped on the skirmish: one drag commits it."""
    return translate(
        "Messages", "Play the {0} into the skirmish? (Game → Ask before committing turns this question off.)"
    ).format(card)


def kept_in_hand() -> str:
    """The player said no to a drag: the card goes back."""
    return translate("Messages", "Not played: the card is back in your hand.")


def action_goes_on() -> str:
    """The player said no to ending the action."""
    return translate("Messages", "Your action goes on.")


def ask_before_menu() -> str:
    return translate("Messages", "As&k before committing")


def undo_menu() -> str:
    return translate("Messages", "&Undo last decision")
