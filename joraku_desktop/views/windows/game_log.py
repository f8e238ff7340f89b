"""The game log in plain words, fed by the engine's events (worded by ``words.events``).

A new game starts a new log; a loaded or resumed game gets its whole story back, told again from
the deal by :func:`joraku_desktop.model.replay.story` through the same :class:`.LogStory` that
writes the live lines, with a heading for every phase of every round.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QKeyEvent, QTextCursor
from PySide6.QtWidgets import QTextBrowser, QWidget
from typing_extensions import override

from ...model import events as ev
from ...model.replay import Step, story_start
from ...presentation.log_story import LogLine, LogStory, Style, story_log
from .. import theme as th
from ..plain_text import html_text

if TYPE_CHECKING:
    from ...controller import GameController

MAX_LINES = 3000
_TEXT = th.CREAM.name()
_GOLD = th.GOLD_LIGHT.name()


def line_colour(line: LogLine) -> str:
    """A line's colour: the acting army's (lightened to read on the dark panel), gold for
    headings and for lines nobody's army did, plain for the rest."""
    if line.army >= 0 and line.style in (Style.LINE, Style.MAJOR):
        return th.ARMY_COLOUR[line.army].lighter(150).name()
    return _GOLD if line.style is not Style.LINE else _TEXT


def line_html(line: LogLine, current: bool = False) -> str:
    """A line as HTML; ``current`` marks the lines of the step a replay shows (a lit band)."""
    text, colour = html_text(line.text), line_colour(line)
    band = " background-color:#3b3422;" if current else ""
    if line.style is Style.HEADING:
        return (f'<p style="margin-top:12px; margin-bottom:2px; background-color:{th.BG_LIGHT.name()};'
                f' color:{colour}; font-weight:bold; font-size:14px;">&nbsp;{text}</p>')
    if line.style is Style.SUBHEADING:
        return (f'<p style="margin-top:6px; margin-bottom:1px; color:#c9a85a; font-weight:bold;'
                f' font-size:12px;{band}">{text}</p>')
    weight = "bold" if line.style is Style.MAJOR else "normal"
    return (f'<p style="margin-top:1px; margin-bottom:1px; color:{colour}; font-weight:{weight};{band}">'
            f'{text}</p>')


class GameLog(QTextBrowser):
    """A read-only, wrapping list of lines; :attr:`lines` keeps the plain text and :attr:`entries`
    the lines with their army and style, for tests.

    The log is read, never played from: it is out of the Tab cycle (a click or its own key, F6,
    brings the keys here), and a key pressed in it scrolls it or does nothing — it never reaches
    the table, whose cursor the player is not looking at. Escape (or F6 again) goes back."""

    #: Escape in the log: the keys go back to the table
    leave = Signal()
    #: lines were added (how many): a folded log counts them on its tab
    grew = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game-log")
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.setMinimumWidth(220)
        self.setOpenLinks(False)
        self.setStyleSheet(
            th.qss("QTextBrowser { background: @bar; color: @cream; border: none; font-size: 13px; }")
        )
        self.document().setDocumentMargin(8)
        self.entries: list[LogLine] = []
        self.story = LogStory()
        #: lines that wait for the scoring on the table to be shown first
        self._held: list[LogLine] = []
        #: the log began with a game resumed (a load), not dealt: told again, it opens the same way
        self._resumed = False

    @override
    def loadResource(self, type: int, name: QUrl | str) -> object:
        """The log is words only: nothing is ever loaded, whatever a line names (a line that
        managed to carry an image would otherwise be read from the disk)."""
        return None

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.leave.emit()
        else:
            super().keyPressEvent(event)
        event.accept()  # nothing typed here reaches the window's table keys

    @property
    def lines(self) -> list[str]:
        return [e.text for e in self.entries]

    def clear(self) -> None:
        super().clear()
        self.entries = []

    def bind(self, controller: GameController) -> None:
        """Follow the controller: a game put in place gets its log from the deal on; every applied
        action's events are added."""
        controller.game_started.connect(lambda: self.restart(controller))
        controller.action_applied.connect(
            lambda events, _action, _seat: self._take(controller, events)
        )
        controller.scoring_over.connect(self._release)

    def _take(self, controller: GameController, events: Sequence[ev.Event]) -> None:
        """The lines of an applied action; while its scoring is shown on the table they wait, so
        the log never tells the result before the table does (R-KS, R-PR)."""
        lines = self.story.lines(events, controller.names, [s.name for s in controller.seats])
        if controller.scoring_shown or self._held:
            self._held.extend(lines)
        else:
            self.add_lines(lines)

    def _release(self) -> None:
        held, self._held = self._held, []
        self.add_lines(held)

    def restart(self, controller: GameController) -> None:
        """The log of the game the controller just put in place: its opening line, then every
        event from the deal on (a loaded game's whole story), in one pass."""
        self._held = []
        steps = controller.story()
        self._resumed = len(steps) > 1
        self._tell(controller, steps, held=0)

    def retell(self, controller: GameController) -> None:
        """The same log told again from the game's events, in the language installed now (and
        with the seats' names now): nothing on screen stays in the old words. Lines still held
        for the scoring on the table stay held."""
        self._tell(controller, controller.story(), held=len(self._held))

    def _tell(self, controller: GameController, steps: Sequence[Step], held: int) -> None:
        config = controller.config
        self.clear()
        if config is None:
            self._held = []
            return
        self.story = LogStory(config.mode, config.players, story_start(controller.game))
        names, seat_names = controller.names, [s.name for s in controller.seats]
        groups = story_log(config, seat_names, names, steps, resumed=self._resumed, story=self.story)
        lines = [line for group in groups for line in group]
        held = min(held, len(lines))
        self._held = lines[len(lines) - held:] if held else []
        lines = lines[: len(lines) - held][-MAX_LINES:]
        self.entries = lines
        self.setHtml("".join(line_html(line) for line in lines))
        self._scroll_to_end()

    def show_lines(self, lines: Sequence[LogLine], current_from: int) -> None:
        """Show ``lines`` (a replay's log up to its step), those from ``current_from`` on lit as
        the step shown now, scrolled to them."""
        start = max(0, len(lines) - MAX_LINES)
        self.entries = list(lines[start:])
        shown = enumerate(lines[start:], start)
        self.setHtml("".join(line_html(line, i >= current_from) for i, line in shown))
        self._scroll_to_end()

    def add_events(self, events: Sequence[ev.Event], names: Sequence[str], seat_names: Sequence[str]) -> None:
        """``names`` per army id, ``seat_names`` per seat (some events name a seat, not an army)."""
        self.add_lines(self.story.lines(events, names, seat_names))

    def add_lines(self, lines: Iterable[LogLine]) -> None:
        added = 0
        for line in lines:
            added += 1
            self.entries.append(line)
            self.append(line_html(line))
            if len(self.entries) > MAX_LINES:  # keep the document small in very long sessions
                cursor = QTextCursor(self.document())
                cursor.movePosition(QTextCursor.MoveOperation.Start)
                cursor.select(QTextCursor.SelectionType.BlockUnderCursor)
                cursor.removeSelectedText()
                self.entries.pop(0)
        self._scroll_to_end()
        if added:
            self.grew.emit(added)

    def _scroll_to_end(self) -> None:
        """The last line wholly in view, its margin below it: the cursor's line alone may stay
        half hidden, and a log told again (a language switch, a resume) lays itself out after
        this call, so the bottom is asked for again once it has."""
        self.moveCursor(QTextCursor.MoveOperation.End)
        self.ensureCursorVisible()
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())
        QTimer.singleShot(0, self, lambda: bar.setValue(bar.maximum()))
