"""How long a text a window shows, and the last game's setup as the settings keep it: small
things the main window needs at start-up, apart from the dialogs (made when first opened)."""

from __future__ import annotations

from typing import Any

from ...controller.setups import GameSetup

#: a message longer than this is cut: Qt lays out a 3.8 M character box for half a minute
MESSAGE_LIMIT = 600
#: a file name in a message, a menu or the status bar
NAME_LIMIT = 80
#: the longest seat name (what save files and the settings accept); the table elides long ones
SEAT_NAME_MAX = 40


def setup_to_dict(setup: GameSetup) -> dict[str, Any]:
    """A game's setup as the settings file keeps it (the New game dialog starts from it)."""
    return {
        "players": setup.config.players,
        "two_player_variant": setup.config.two_player_variant,
        "seats": [{"name": s.name, "kind": s.kind} for s in setup.seats],
    }
