"""The window as a screen reader meets it: each part named and described (Qt's accessibility).

The table is drawn, not made of widgets, so the board view carries a description that follows
the game: the round and phase, what to do now, the hand at the screen, the skirmish and each
army's reputation, said again after every decision (what to do now with its keys). The log
and the action bar say what they are. What the table says in its message strip (refusals, what
just happened, the step under the map's cursor) is announced as it is shown.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from ...presentation.banner import Moment, instruction
from ...words.accessible import (
    bar_description,
    bar_name,
    hand_text,
    log_description,
    log_name,
    skirmish_text,
    standings_text,
    table_name,
)
from ...words.table import phase_title
from ..table.board_view import BoardView
from .host import WindowHost


class AccessibleHost(WindowHost, Protocol):
    """What the descriptions need of the main window besides :class:`WindowHost`."""

    @property
    def view(self) -> BoardView: ...


class Accessibility(QObject):
    """Names the window's parts; describes the table again after each decision."""

    def __init__(self, host: AccessibleHost) -> None:
        super().__init__(host.as_widget())
        self.w = host
        host.controller.settled.connect(self.describe)  # after the window's own redraw
        host.scene.selection_changed.connect(self.describe)
        host.scene.curtain_clicked.connect(self.describe)  # after the hand is shown
        host.scene.toast.said.connect(self.announce)
        self.describe()

    def announce(self, text: str) -> None:
        """Said on the table (a refusal, what just happened, the step under the map's cursor):
        a screen reader says it at once, as a sighted player reads it."""
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.w.view, text))

    def describe(self) -> None:
        """Say the parts' names (in the language installed now) and the table as it is."""
        w = self.w
        w.view.setAccessibleName(table_name())
        w.log.setAccessibleName(log_name())
        w.log.setAccessibleDescription(log_description())
        w.action_bar.setAccessibleName(bar_name())
        w.action_bar.setAccessibleDescription(bar_description())
        s = w.scene.state
        if s is None:
            w.view.setAccessibleDescription("")
            return
        v = s.view
        title, detail = phase_title(v)
        hidden = w.scene.curtain_up or s.hand_seat is None
        plays = [(s.army_names[a] if 0 <= a < len(s.army_names) else "?", c) for a, c in v.trick]
        scores = [(s.army_names[a], v.rp[a]) for a in v.armies if 0 <= a < len(s.army_names)]
        keys = Moment(by_keys=True)  # someone who hears the table plays it with the keys
        parts = [f"{title} · {detail}.", instruction(s, keys), hand_text(None if hidden else v.hand),
                 skirmish_text(plays), standings_text(scores)]
        w.view.setAccessibleDescription(" ".join(p for p in parts if p))
