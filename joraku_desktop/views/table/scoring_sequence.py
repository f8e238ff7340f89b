"""Scoring as a beat of its own: Kachidoki (R-KS), the prestige phase area by area (R-PR) and
the round summary, drawn over the table while the controller holds play.

The controller emits ``scoring_beat(events)`` and waits; :class:`ScoringSequence` plans the
steps (:mod:`..presentation.scoring_steps`), shows each one on the :class:`ScoringOverlay` — the table dimmed
except the scored area and the players' panels, a card with the ranking, the RP flying to each
army's score while the panels count up — and says :attr:`ScoringSequence.finished` when the
last step is over. Steps move on by themselves at the animation speed (instant: at once); the
round summary waits for a click or a key when a human sits at the table, and moves on by
itself in all-computer games. A click (or Space) hurries a step on; Esc skips to the summary.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, QTimer, QVariantAnimation, Signal

from ...model import events as ev
from ...model.rules_data import N_AREAS
from ...presentation.board_state import BoardState
from ...presentation.scoring_steps import ScoringStep, StepKind, plan_steps
from ...settings import speed_of
from .scoring_cards import StepCard, step_card
from .scoring_overlay import RpChip, ScoringOverlay

if TYPE_CHECKING:
    from .scene import BoardScene

#: the round summary of an all-computer game stays this many times as long as a step (a step
#: stays ``Speed.scoring_step_ms``, settings.SPEEDS)
SUMMARY_FACTOR = 2.5
#: a prestige step where nobody gains stays this part of a step: the area is seen scored in
#: its turn, and the time goes to the areas that pay
BRIEF_FACTOR = 0.3
#: how long the scores count up once the RP land (at most a quarter of a step)
COUNT_MS = 450


class ScoringSequence(QObject):
    """Shows the steps of one scoring beat in turn; :attr:`finished` when the last is over."""

    finished = Signal()

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.overlay = ScoringOverlay()
        self.overlay.set_layout(scene.layout)
        scene.addItem(self.overlay)
        scene.layout_changed.connect(self._relayout)
        self.overlay.clicked.connect(self.proceed)
        self.step_ms = speed_of("normal").scoring_step_ms
        #: a human sits at the table: the round summary waits for them
        self.waits = False
        self.steps: list[ScoringStep] = []
        self.index = -1
        self.card: StepCard | None = None
        self._state: BoardState | None = None
        self._chips: list[RpChip] = []
        #: the prestige results of the areas (AreaItem.set_result), held back until each is scored
        self._results: dict[int, tuple[str, tuple[tuple[int, int, int], ...]]] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.proceed)
        self._land_timer = QTimer(self)
        self._land_timer.setSingleShot(True)
        self._land_timer.timeout.connect(lambda: self._land(count=True))
        #: the scores counting up to the step's RP once the chips land
        self._count = QVariantAnimation(self)
        self._count.setStartValue(0.0)
        self._count.setEndValue(1.0)
        self._count.valueChanged.connect(self._count_to)

    def set_speed(self, speed: str) -> None:
        self.step_ms = speed_of(speed).scoring_step_ms

    @property
    def active(self) -> bool:
        return self.index >= 0

    @property
    def step(self) -> ScoringStep | None:
        return self.steps[self.index] if 0 <= self.index < len(self.steps) else None

    @property
    def waiting_for_click(self) -> bool:
        """The round summary waits for the human at the table."""
        st = self.step
        return st is not None and st.kind is StepKind.SUMMARY and self.waits

    def present(self, events: Sequence[ev.Event], state: BoardState, waits: bool) -> None:
        """Show the scoring of ``events`` on the table drawn from ``state`` (the state after them)."""
        self.stop()
        self._state = state
        self.waits = waits
        self.steps = plan_steps(events, state.view.rp, state.view.round)
        if not self.steps:
            self.finished.emit()
            return
        for st in self.steps:
            if st.kind is StepKind.PRESTIGE:
                item = self.scene.areas[st.area]
                self._results[st.area] = (item.result_title, tuple(item.result))
                item.set_result("", ())
        self.index = -1
        self.proceed()

    def proceed(self) -> None:
        """On to the next step (a click, Space, or the step's time is up); after the last, finish."""
        if self._state is None:
            return
        self._timer.stop()
        self._land()
        self.index += 1
        if self.index >= len(self.steps):
            self._finish()
            return
        self._show(self.steps[self.index])

    def skip(self) -> None:
        """Esc: straight to the round summary (or to the end when there is none)."""
        if not self.active:
            return
        last = len(self.steps) - 1
        self._reveal(list(self._results))  # the areas skipped show their results at once
        if self.steps[last].kind is StepKind.SUMMARY and self.index < last:
            self.index = last - 1
        else:
            self.index = last
        self.proceed()

    def stop(self, forget: bool = False) -> None:
        """End the sequence without saying it finished; ``forget``: the table was cleared for
        another game (a new game or a load), so the areas' held-back results are dropped."""
        self._timer.stop()
        self._land_timer.stop()
        self._count.stop()
        for chip in self._chips:
            self.scene.removeItem(chip)
        self._chips = []
        self.index = -1
        self.steps = []
        self.card = None
        self._state = None
        if forget:
            self._results.clear()
        self._reveal(list(self._results))
        self.overlay.clear()
        self.scene.set_rp_shown(None)

    def _reveal(self, areas: Sequence[int]) -> None:
        for area in areas:
            if area in self._results:
                title, result = self._results.pop(area)
                self.scene.areas[area].set_result(title, result)

    def _finish(self) -> None:
        self.stop()
        self.scene.calm.start()  # the Enter that ended the beat, pressed twice, does not play on
        self.finished.emit()

    def _holes(self, step: ScoringStep) -> list[QRectF]:
        """What stays lit under the veil: the panels (the scores), the skirmish for Kachidoki,
        the area being scored; nothing for the round summary."""
        if step.kind is StepKind.SUMMARY:
            return []
        lay = self.scene.layout
        holes = [lay.panels[0].united(lay.panels[-1])]  # the players' panels, where the RP count
        if step.kind is StepKind.KACHIDOKI:
            holes.append(lay.skirmish)
        if step.area >= 0:
            holes.append(lay.areas[step.area])
        return holes

    def _relayout(self) -> None:
        """The window was resized and the tiles moved (table_layout): the veil and card follow."""
        self.overlay.set_layout(self.scene.layout)
        st = self.step
        if st is not None and self.card is not None:
            self.overlay.show_card(self.card, st.area, self._holes(st))

    def _show(self, step: ScoringStep) -> None:
        assert self._state is not None
        n = sum(1 for s in self.steps if s.kind is StepKind.PRESTIGE) or N_AREAS
        self.card = step_card(step, self._state, self.waits, n)
        self.overlay.show_card(self.card, step.area, self._holes(step))
        self.scene.set_rp_shown(step.rp_before, step.round)
        fly = int(self.step_ms * 0.45)
        for army, pts in step.gains().items():
            if pts <= 0 or step.area < 0:
                continue
            target = self.scene.rp_target(army)
            if target is None:
                continue
            chip = RpChip(army, pts)
            chip.setPos(self.scene.layout.areas[step.area].center())
            self.scene.addItem(chip)
            self._chips.append(chip)
            self.scene.animator.move(chip, target, fly)
        self._land_timer.start(fly)
        if step.kind is StepKind.SUMMARY:
            if not self.waits:
                self._timer.start(int(self.step_ms * SUMMARY_FACTOR))
        else:
            self._timer.start(int(self.step_ms * (BRIEF_FACTOR if step.pays_nothing else 1)))

    def _land(self, count: bool = False) -> None:
        """The RP of the step have arrived: the panels show the score after it."""
        self._land_timer.stop()
        self._count.stop()
        for chip in self._chips:
            self.scene.removeItem(chip)
        self._chips = []
        st = self.step
        if st is None:
            return
        if st.kind is StepKind.PRESTIGE:
            self._reveal([st.area])
        ms = min(COUNT_MS, self.step_ms // 4)
        if count and ms > 0 and st.gains():
            self._count.setDuration(ms)
            self._count.start()
        else:
            self.scene.set_rp_shown(st.rp_after, st.round)

    def _count_to(self, t: object) -> None:
        """The panels' scores part of the way (``t`` 0..1) from before the step to after it."""
        st = self.step
        if st is None or not isinstance(t, float):
            return
        rp = [round(b + (a - b) * t) for b, a in zip(st.rp_before, st.rp_after, strict=True)]
        self.scene.set_rp_shown(rp, st.round)
