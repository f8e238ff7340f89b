"""The tutorial mode (Help → Learn to play): the gate between the player's gestures and the game.

While a lesson waits for the player, :meth:`Tutorial.refusal` refuses every decision but the
taught one (the window consults it before the controller applies anything), and the computer
seats play the script's decisions instead of thinking (``GameController.script``), at the
window's pace, with the usual scoring beats. A step may ask for a key first (H, the hint; K, the
list of every action: the window reports it with :meth:`Tutorial.pressed`). The last lessons are
the player's own game: any legal decision is taken and the computers think, until the final
scoring; the Results window opens on the lessons' last page, and Finish hands over to New game.
The tutorial's game is never the player's: the autosave is off while it runs (the game in
progress stays in the autosave untouched), nothing is recorded and no hint is offered but where a
lesson teaches it; leaving puts the game that was in progress back in place.

The steps come from :mod:`joraku_desktop.tutorial.script` (no Qt), imported when the tutorial
first begins, not at the window's start. Back and Restart rebuild a step's position from the
script (``step_start``), so every step can be reached again, up to the player's own game (the
page after it cannot be told again from the script).
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
    tutorial_look_text,
    tutorial_no_undo_text,
    tutorial_not_yet_text,
    tutorial_player_name,
    tutorial_press_first_text,
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
        #: the step's key (``Step.press``) was pressed
        self._pressed = False
        #: how many of the step's parts (``Step.looks``) the player has clicked
        self._looked = 0
        #: the tutorial ended from its last page (the window then opens New game)
        self.finished = False
        #: words an action for people (the window sets it: words.table.describe_action)
        self.describe: Callable[[Action], str] = str
        controller.game_started.connect(self._on_game_started)
        controller.game_over.connect(self._on_game_over)
        controller.action_applied.connect(self._on_action_applied)

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
    def progress(self) -> tuple[int, int, int]:
        """(step, decisions made in it, its key pressed and parts clicked): changes with every
        step taken."""
        done = len(self._game.history) - self._start_len if self._game is not None else 0
        return self.index, done, int(self._pressed) + self._looked

    @property
    def free(self) -> bool:
        """The player's own game: every legal decision is taken."""
        return self.active and self.step.free

    @property
    def pending_press(self) -> str:
        """The key the step still waits for ("hint", "actions"), or ""."""
        return self.step.press if self.active and not self._pressed else ""

    @property
    def you(self) -> int:
        """The player's seat (and army) in the lessons' game."""
        seat: int = _script().YOU
        return seat

    @property
    def pending_look(self) -> tuple[str, int] | None:
        """The part of the table the step asks the player to click next, or None."""
        looks = self.step.looks if self.active else ()
        return looks[self._looked] if self._looked < len(looks) else None

    @property
    def rebuildable(self) -> bool:
        """Back and Restart step can rebuild this step (not the page after the player's own
        game: that game cannot be told again from the script)."""
        return not (self.index > 0 and self.steps[self.index - 1].free)

    def holds_round_end(self, round_: int, recruiting: bool) -> bool:
        """Whether the table shows the round that just ended rather than the next one's pass
        (``round_``, ``recruiting``: the game's round and whether its pass is under way)."""
        return self.active and self.step.round_end and recruiting and round_ > 1

    def expected(self) -> Action | None:
        """The decision the step waits for now (the player's or a computer's), or None once
        the step is complete (or in the player's own game)."""
        if self._game is None or self.step.free:
            return None
        want: Action | None = _script().taught(self.step, self._game, self._start_len)
        return want

    def waits_for_player(self) -> bool:
        """The taught decision (or key) is the player's, now; in the player's own game, any
        decision of theirs."""
        g = self._game
        if not self.active or g is None or self.controller.scoring_shown or g.is_over:
            return False
        if self.pending_look is not None:  # a part of the table to find, whoever's turn it is
            return True
        if g.current_seat != _script().YOU:
            return False
        return self.step.free or bool(self.pending_press) or self.expected() is not None

    @property
    def complete(self) -> bool:
        """Everything of the step is done and shown: Next may be pressed (the player's own
        game is complete when it is over)."""
        if not self.active or self.controller.scoring_shown:
            return False
        if self.step.free:
            return self._game is not None and self._game.is_over
        return self.expected() is None and not self.pending_press and self.pending_look is None

    def player_run(self) -> tuple[Action, ...]:
        """The player's decisions from now until a computer's turn (what the table lights)."""
        if not self.waits_for_player() or self._game is None or self.step.free or self.pending_press:
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
        """None if ``action`` is the taught decision (or the player's own game goes on), else
        the one line that says what is asked."""
        if self.step.free:
            return None
        look = self.pending_look
        if look is not None and self._game is not None:  # the round just scored is on the table
            return tutorial_refusal_text(tutorial_look_text(*look, self._game.round - 1))
        want = self.expected()
        if want is not None and self.pending_press:
            return tutorial_press_first_text(self.pending_press)
        if want is None:
            return tutorial_not_yet_text()
        if _script().same_decision(action, want):
            return None
        return tutorial_refusal_text(self.describe(want))

    def undo_refusal(self) -> str | None:
        """Why Undo is refused, or None: the player's own game takes back as any game does."""
        return None if self.step.free else tutorial_no_undo_text()

    def looked(self, part: str, area: int) -> None:
        """The player clicked a part of the table: counts if it is the one asked for now."""
        if self.pending_look == (part, area):
            self._looked += 1
            self.changed.emit()

    def pressed(self, key: str) -> None:
        """The player pressed a key the lessons teach ("hint", "actions"): counts if asked."""
        if self.active and self.step.press == key and not self._pressed:
            self._pressed = True
            self.changed.emit()

    # ---- moving through the lessons --------------------------------------------------------
    def begin(self, index: int = 0) -> None:
        """Put the game in progress aside (autosave and record off) and start at step ``index``."""
        c = self.controller
        if self._before is None:
            self._before = _Before(c.game, c.seats, c.path, c.hints_used, c.autosave_enabled)
        self.finished = False
        c.autosave_enabled = False
        self.go(index)

    def go(self, index: int) -> None:
        """Step ``index`` from its start position (Back, Restart, or a step with its own setup)."""
        self.index = max(0, min(index, self.total - 1))
        script = _script()
        game = script.step_start(self.index, self.steps)
        self._game = game
        self._start_len = len(game.history)
        self._pressed = False
        self._looked = 0
        self._script_for_step()
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
            self.leave(finished=True)
            return
        following = self.steps[self.index + 1]
        if following.setup is not None or not self.complete or self._game is None:
            self.go(self.index + 1)
            return
        self._advance()

    def _advance(self) -> None:
        """The next step goes on from the position this one left."""
        assert self._game is not None
        self.index += 1
        self._start_len = len(self._game.history)
        self._pressed = False
        self._looked = 0
        self._script_for_step()
        self.changed.emit()
        if not self._game.is_over:
            self.controller.resume()  # a computer may have the step's first decision

    def _script_for_step(self) -> None:
        """The computers play the script's decisions, or think for themselves in the player's
        own game."""
        self.controller.script = None if self.step.free else self._scripted

    def back(self) -> None:
        if self.active and self.rebuildable:
            self.go(self.index - 1)

    def restart(self) -> None:
        if self.active and self.rebuildable:
            self.go(self.index)

    def leave(self, finished: bool = False) -> None:
        """End the tutorial and put the game that was in progress back (or say there was none);
        ``finished``: from its last page (the window opens New game next)."""
        self.finished = finished
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

    def _on_action_applied(self, _events: object, _action: object, _seat: int) -> None:
        """Undo at a solo table puts back the game as it was before the decision (another
        object): the lessons follow the game in place."""
        if self.active and self.controller.game is not None:
            self._game = self.controller.game

    def _on_game_over(self, _result: object) -> None:
        """The player's own game ended (its final scoring shown): on to the last page, which
        speaks of the Results window the window opens now."""
        if self.free and self.controller.game is self._game and not self.is_last:
            self._advance()

    def _scripted(self) -> Action | None:
        """A computer seat is to act: the script's decision, if the step has one now."""
        if self._game is None or self._game.current_seat == _script().YOU:
            return None
        return self.expected()


__all__ = ["Tutorial"]
