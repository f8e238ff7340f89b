"""The tutorial mode (Help → Learn to play): the gate between the player's gestures and the game.

While a lesson waits for the player, :meth:`Tutorial.refusal` refuses every decision but the
taught one (the window consults it before the controller applies anything), and the computer
seats play the script's decisions instead of thinking (``GameController.script``), at the
window's pace, with the usual scoring beats. The tutorial's game is never the player's: the
autosave is off while it runs (the game in progress stays in the autosave untouched), nothing is
recorded and no hint is offered; leaving puts the game that was in progress back in place.

The steps come from :mod:`joraku_desktop.tutorial.script` (no Qt), imported when the tutorial
first begins, not at the window's start. Back and Restart rebuild a step's position from the
script (``step_start``), so every step can be reached again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..model import Action, Game
from ..model.actions import END, PASS
from ..saves import SeatInfo
from ..words.tutorial import (
    TUTORIAL_NAMES,
    tutorial_no_undo_text,
    tutorial_not_yet_text,
    tutorial_player_name,
    tutorial_refusal_text,
)
from .game_controller import GameController

if TYPE_CHECKING:
    from ..tutorial.script import Step


def _script() -> ModuleType:
    """The lessons (:mod:`joraku_desktop.tutorial.script`), loaded when first needed."""
    from ..tutorial import script

    return script


@dataclass
class _Before:
    """What the tutorial put aside when it began, to give back when it ends."""

    game: Game | None
    seats: tuple[SeatInfo, ...]
    path: Path | None
    hints_used: int
    autosave: bool


class Tutorial(QObject):
    """The lessons' progress and the gate; the window draws the panel and the highlights."""

    #: the step, its progress or its completeness changed: redraw the panel and the highlights
    changed = Signal()
    #: the tutorial ended: "restored" (the game in progress is back), "none" (there was none:
    #: the window deals a new one) or "replaced" (another game was put in place meanwhile)
    ended = Signal(str)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.index = 0
        self._game: Game | None = None
        self._start_len = 0
        self._before: _Before | None = None
        #: words an action for people (the window sets it: words.table.describe_action)
        self.describe: Callable[[Action], str] = str
        controller.game_started.connect(self._on_game_started)

    # ---- state -----------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return self._before is not None

    @property
    def steps(self) -> tuple[Step, ...]:
        steps: tuple[Step, ...] = _script().STEPS
        return steps

    @property
    def step(self) -> Step:
        return self.steps[self.index]

    @property
    def total(self) -> int:
        return len(self.steps)

    @property
    def is_last(self) -> bool:
        return self.index == self.total - 1

    @property
    def progress(self) -> tuple[int, int]:
        """(step, decisions made in it): changes with every step taken."""
        done = len(self._game.history) - self._start_len if self._game is not None else 0
        return self.index, done

    def expected(self) -> Action | None:
        """The decision the step waits for now (the player's or a computer's), or None once
        the step is complete."""
        if self._game is None:
            return None
        want: Action | None = _script().taught(self.step, self._game, self._start_len)
        return want

    def waits_for_player(self) -> bool:
        """The taught decision is the player's, now."""
        return (self.active and self._game is not None and self.expected() is not None
                and self._game.current_seat == _script().YOU and not self.controller.scoring_shown)

    @property
    def complete(self) -> bool:
        """Everything of the step is done and shown: Next may be pressed."""
        return self.active and self.expected() is None and not self.controller.scoring_shown

    def player_run(self) -> tuple[Action, ...]:
        """The player's decisions from now until a computer's turn (what the table lights)."""
        if not self.waits_for_player() or self._game is None:
            return ()
        done = len(self._game.history) - self._start_len
        actions = self.step.actions()[done:]
        run: list[Action] = []
        for a in actions:
            run.append(a)
            if a.kind in (END, PASS):  # the player's turn is over: the others act next
                break
        return tuple(run)

    # ---- the gate --------------------------------------------------------------------------
    def refusal(self, action: Action) -> str | None:
        """None if ``action`` is the taught decision, else the one line that says what is asked."""
        want = self.expected()
        if want is None:
            return tutorial_not_yet_text()
        if _script().same_decision(action, want):
            return None
        return tutorial_refusal_text(self.describe(want))

    def undo_refusal(self) -> str:
        return tutorial_no_undo_text()

    # ---- moving through the lessons --------------------------------------------------------
    def begin(self, index: int = 0) -> None:
        """Put the game in progress aside (autosave and record off) and start at step ``index``."""
        c = self.controller
        if self._before is None:
            self._before = _Before(c.game, c.seats, c.path, c.hints_used, c.autosave_enabled)
        c.autosave_enabled = False
        c.script = self._scripted
        self.go(index)

    def go(self, index: int) -> None:
        """Step ``index`` from its start position (Back, Restart, or a step with its own setup)."""
        self.index = max(0, min(index, self.total - 1))
        script = _script()
        game = script.step_start(self.index, self.steps)
        self._game = game
        self._start_len = len(game.history)
        kinds = script.SEAT_KINDS
        seats = [SeatInfo(tutorial_player_name(), kinds[script.YOU]),
                 *(SeatInfo(name, kind) for name, kind in zip(TUTORIAL_NAMES, kinds[1:], strict=True))]
        self.controller.start(game, seats)
        self.changed.emit()

    def next(self) -> None:
        """On to the next step (the game goes on from here, or the next setup is dealt);
        after the last, the tutorial ends."""
        if not self.active:
            return
        if self.is_last:
            self.leave()
            return
        following = self.steps[self.index + 1]
        if following.setup is not None or not self.complete or self._game is None:
            self.go(self.index + 1)
            return
        self.index += 1
        self._start_len = len(self._game.history)
        self.changed.emit()
        self.controller.resume()  # a computer may have the step's first decision

    def back(self) -> None:
        if self.active:
            self.go(self.index - 1)

    def restart(self) -> None:
        if self.active:
            self.go(self.index)

    def leave(self) -> None:
        """End the tutorial and put the game that was in progress back (or say there was none)."""
        before = self._end()
        if before is None:
            return
        if before.game is not None:
            self.controller.start(before.game, before.seats, before.path, before.hints_used)
        self.ended.emit("restored" if before.game is not None else "none")

    def _end(self) -> _Before | None:
        before, self._before = self._before, None
        if before is None:
            return None
        self._game = None
        self.controller.script = None
        self.controller.autosave_enabled = before.autosave
        return before

    def _on_game_started(self) -> None:
        """Another game was put in place (New game, Load, a replay's Play from here): the
        tutorial is over, and that game stays."""
        if self.active and self.controller.game is not self._game:
            self._end()
            self.ended.emit("replaced")
            self.changed.emit()

    def _scripted(self) -> Action | None:
        """A computer seat is to act: the script's decision, if the step has one now."""
        if self._game is None or self._game.current_seat == _script().YOU:
            return None
        return self.expected()


__all__ = ["Tutorial"]
