"""The words of the folded game log: the tab at the table's edge that opens it over the table."""

from __future__ import annotations

from .counted import COUNTED
from .translation import translate


def log_tab_text() -> str:
    """The tab's label (short: it is written down a narrow strip)."""
    return translate("Messages", "Log")


def log_tab_tooltip(shortcut: str, unread: int) -> str:
    """The tab's tooltip: what it opens and the key that does the same, then the lines the player
    has not seen yet."""
    text = translate(
        "Messages", "The game log, folded: the window is too narrow for it beside the table. "
        "Click here or press {0} to open it over the table; Esc closes it.").format(shortcut)
    return f"{text}\n{COUNTED.unread_lines(unread)}" if unread else text
