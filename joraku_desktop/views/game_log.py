"""The game log in plain words, fed by the engine's events (each event describes itself)."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QTextBrowser, QWidget

from ..model import events as ev
from . import theme as th

#: events worth a bold line: they change the score or the course of the game
_MAJOR = (ev.RoundStarted, ev.SkirmishWon, ev.RoundEnded, ev.GameOver, ev.SkirmishPhaseStarted)
MAX_LINES = 3000


class GameLog(QTextBrowser):
    """A read-only, wrapping list of lines; :attr:`lines` keeps the plain text for tests."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game-log")
        self.setMinimumWidth(220)
        self.setOpenLinks(False)
        self.setStyleSheet(
            "QTextBrowser { background: #1b1f25; color: #e8dcc0; border: none; font-size: 13px; }"
        )
        self.document().setDocumentMargin(8)
        self.lines: list[str] = []

    def clear(self) -> None:
        super().clear()
        self.lines = []

    def add_events(self, events: Sequence[ev.Event], names: Sequence[str], seat_names: Sequence[str]) -> None:
        """``names`` per army id, ``seat_names`` per seat (the engine's seat events say "Seat n")."""
        for e in events:
            text = e.describe(names)
            if isinstance(e, ev.GameOver) and 0 <= e.winner_seat < len(seat_names):
                text = self.tr("The game is over. {0} wins.").format(seat_names[e.winner_seat])
            elif isinstance(e, ev.PassChosen) and 0 <= e.seat < len(seat_names):
                text = self.tr("{0} has made their choice.").format(seat_names[e.seat])
            self.add_line(text, _army_of(e), isinstance(e, _MAJOR))

    def add_line(self, text: str, army: int = -1, bold: bool = False) -> None:
        self.lines.append(text)
        colour = "#f5cd72" if bold else (th.ARMY_COLOUR[army].lighter(150).name() if army >= 0 else "#e8dcc0")
        weight = "bold" if bold else "normal"
        rule = "border-top:1px solid #3a4250; margin-top:4px;" if bold else ""
        self.append(f'<div style="color:{colour}; font-weight:{weight}; {rule}">{html.escape(text)}</div>')
        if len(self.lines) > MAX_LINES:  # keep the document small in very long sessions
            cursor = QTextCursor(self.document())
            cursor.movePosition(QTextCursor.MoveOperation.Start)
            cursor.select(QTextCursor.SelectionType.BlockUnderCursor)
            cursor.removeSelectedText()
            self.lines.pop(0)
        self.moveCursor(QTextCursor.MoveOperation.End)
        self.ensureCursorVisible()


def _army_of(e: ev.Event) -> int:
    for field in ("army", "by_army"):
        value = getattr(e, field, None)
        if isinstance(value, int):
            return value
    return -1
