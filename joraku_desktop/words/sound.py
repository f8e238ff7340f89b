"""The words of View → Settings…: the sound cues, on or off, and their volume (imported with the
dialog, not at start; the menu entry is worded with the other menus)."""

from __future__ import annotations

from .translation import translate


def settings_title() -> str:
    return translate("Messages", "Settings")


def sound_group_title() -> str:
    return translate("Messages", "Sound")


def sound_switch_text() -> str:
    return translate("Messages", "Play sounds")


def sound_explained() -> str:
    """What the cues are, so that a player knows what they turn on."""
    return translate("Messages", "Short cues when it is your turn, when a skirmish is won or lost, "
                                 "at Kachidoki and when the game ends.")


def volume_label() -> str:
    return translate("Messages", "&Volume")


def volume_value(percent: int) -> str:
    return translate("Messages", "{0}%").format(percent)


def try_sound_text() -> str:
    return translate("Messages", "&Try")


def no_player_text() -> str:
    """Sound is on but this computer has nothing to play it with (it stays silent)."""
    return translate("Messages", "This computer has no sound player the game can use "
                                 "(pw-play, paplay or aplay), so the game stays silent.")
