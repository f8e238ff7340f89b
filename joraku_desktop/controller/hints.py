"""The hint for the human to act: "What would the computer do?", asked and answered.

The player asks (a key, a button, a menu entry); the strongest search thinks off the GUI thread
(:class:`~.ai_runner.HintRunner`) with exactly the view the player has (R-P3: the seat's
:class:`SeatView`, never a hidden card) and the answer, an :class:`~joraku_desktop.ai.advice.Advice`,
is shown on the table. A hint never moves for the player. Its plan is a checklist: each step
the player takes as advised is ticked and the rest stays in view; anything else that changes the
game (another move, an undo, a new game or a load) outdates it. It can be cancelled while it
thinks. Each hint shown is counted on the controller (:attr:`GameController.hints_used`), which
the saves keep — once a turn: asking again in the same turn is the same hint.
"""

from __future__ import annotations

import logging
from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..words.refusals import failure_reason
from ..words.translation import translate
from .ai_runner import HintRunner
from .game_controller import GameController

if TYPE_CHECKING:
    from ..ai.advice import Advice
log = logging.getLogger("joraku.hints")

#: seconds the hint thinks over a card to play, with Expert's settings (the window's Hard takes
#: 1 s, Expert 3 s; a player who asks can wait a little longer than Hard for a better answer)
HINT_BUDGET_S = 1.5


class HintState(Enum):
    IDLE = "idle"
    THINKING = "thinking"
    SHOWN = "shown"


class Hints(QObject):
    """Asks for hints and tells the window what to show: :attr:`changed` after every change of
    :attr:`state`; :attr:`advice` holds the hint shown."""

    changed = Signal()

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        #: the thinking budget (tests set ``iterations`` and no clock, for speed and repeatability)
        self.iterations: int | None = None
        self.budget_s: float | None = HINT_BUDGET_S
        self.state = HintState.IDLE
        self.advice: Advice | None = None
        #: the advice's steps (``Advice.steps``) the player has taken as advised: the hint stays
        #: on the table as a checklist, those steps ticked, until the plan is left or done
        self.done = 0
        #: the turn the last hint counted was for: asking again in the same turn is not a
        #: second hint (:meth:`_turn`)
        self._counted: tuple[int, ...] | None = None
        self._runner = HintRunner(self)
        self._runner.advised.connect(self._on_advised)
        self._runner.failed.connect(self._on_failed)
        controller.game_started.connect(self._new_game)
        controller.action_applied.connect(lambda _events, action, seat: self._followed(action, seat))
        controller.game_over.connect(lambda _result: self.cancel())

    def available(self) -> bool:
        """A human is to decide in a game in progress (the window adds: no curtain)."""
        c = self.controller
        return c.in_progress and c.is_human(c.current_seat) and bool(c.legal())

    def toggle(self) -> None:
        """The key or the button: ask for a hint, or cancel the one thinking or shown."""
        if self.state is HintState.IDLE:
            self.ask()
        else:
            self.cancel()

    def ask(self) -> None:
        c = self.controller
        config = c.config
        if not self.available() or config is None:
            return
        from ..ai import agent_seed  # the computer players load when one is first asked

        seat = c.current_seat
        self.advice = None
        self.done = 0
        self.state = HintState.THINKING
        self._runner.think(c.observe(seat), c.legal(), agent_seed(config.seed, seat),
                           iterations=self.iterations, budget_s=self.budget_s)
        self.changed.emit()

    def cancel(self) -> None:
        """Stop thinking (its answer is dropped) or take the hint shown off the table."""
        self._runner.cancel()
        if self.state is HintState.IDLE:
            return
        self.state = HintState.IDLE
        self.advice = None
        self.done = 0
        self.changed.emit()

    def _followed(self, action: object, seat: int) -> None:
        """A decision was applied: the advised step (ticked, the rest of the plan stays in view),
        or anything else (the hint is outdated and goes)."""
        a = self.advice
        if self.state is not HintState.SHOWN or a is None:
            self.cancel()
            return
        steps = a.steps
        if seat == a.seat and self.done < len(steps) and action == steps[self.done]:
            self.done += 1
            c = self.controller
            if self.done < len(steps) and c.in_progress and c.current_seat == a.seat:
                self.changed.emit()
                return
        self.cancel()

    def _turn(self, seat: int) -> tuple[int, ...]:
        """Which turn of ``seat`` it is: the round, and the cards the seat holds counting the
        one it is resolving (a card played and its placements are one turn)."""
        v = self.controller.observe(seat)
        army = v.acting_army
        resolving = v.acting_card >= 0 and 0 <= army < len(v.owner) and v.owner[army] == seat
        return (v.round, seat, int(v.phase) if v.phase.is_recruit else -1, len(v.hand) + int(resolving))

    def _new_game(self) -> None:
        self._counted = None
        self.cancel()

    def shutdown(self) -> None:
        self._runner.shutdown(wait=True)

    def _on_advised(self, advice: Advice) -> None:
        if self.state is not HintState.THINKING or not self.available():
            return
        self.advice = advice
        self.done = 0
        self.state = HintState.SHOWN
        turn = self._turn(advice.seat)
        if turn != self._counted:  # asked again in the same turn: the same hint, not a second one
            self._counted = turn
            self.controller.count_hint()
        self.changed.emit()

    def _on_failed(self, exc: BaseException) -> None:
        self.state = HintState.IDLE
        self.advice = None
        self.controller.message.emit(translate("Hints", "The hint failed ({0}).").format(
            failure_reason(exc, self.controller.names)))
        log.error("the hint failed", exc_info=exc)
        self.changed.emit()
