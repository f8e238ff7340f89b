""""What would the computer do?" in the main window: H, the button and the menu ask the
controller's :class:`..controller.hints.Hints` (thought off the GUI thread), and the answer is
drawn on the table by the hint layer, made at the first hint.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from ...controller.hints import HintState
from ...model.actions import AP, PLACEMENT
from ...words.hint import hint_button_text, hint_unavailable_text
from .. import theme as th
from .host import WindowHost

if TYPE_CHECKING:  # made at the first hint: a faster start
    from ..table.hint_layer import HintLayer


class HintGlue(QObject):
    """The hint's controls and its layer on the table, for one main window."""

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host.as_widget())
        self.w = host
        self._layer: HintLayer | None = None
        #: Game → What would the computer do? (set when the menus are built)
        self.action: QAction | None = None
        host.hints.changed.connect(self._on_changed)
        host.action_bar.ask_hint.connect(self.toggle)

    @property
    def layer(self) -> HintLayer:
        """The hint's callout and marks on the table, made at the first hint."""
        if self._layer is None:
            from ..table.hint_layer import HintLayer

            self._layer = HintLayer(self.w.scene)
        return self._layer

    def available(self) -> bool:
        """A human decides on this screen now: their turn, no curtain, the game not over."""
        w = self.w
        s = w.scene.state
        return (w.hints.available() and not w.scene.curtain_up and s is not None
                and s.interactive and (not w.tutorial.active or w.tutorial.free
                                       or w.tutorial.pending_press == "hint"))

    def toggle(self) -> None:
        """H, the button or the menu: ask what the computer would do, or cancel the hint."""
        w = self.w
        if w.hints.state is HintState.IDLE and not self.available():
            w.statusBar().showMessage(hint_unavailable_text(), 4000)
            return
        w.hints.toggle()
        if w.hints.state is not HintState.IDLE:
            w.tutorial.pressed("hint")

    def _on_changed(self) -> None:
        w = self.w
        h = w.hints
        mode = -1
        if h.state is HintState.THINKING:
            self.layer.show_thinking()
        elif h.state is HintState.SHOWN and h.advice is not None:
            self.layer.show(h.advice, w.controller.names, w.controller.hints_used, h.done)
            steps = h.advice.steps  # the step to take now: the first of the plan not yet taken
            mode = steps[h.done].kind if h.done < len(steps) else -1
        elif self._layer is not None:
            self._layer.clear()
        # the effect the hint chooses now (R-E2) is lit on its button too
        bar = w.action_bar
        for kind, button in ((PLACEMENT, bar.b_placement), (AP, bar.b_ap)):
            button.setStyleSheet(th.LIT_BUTTON if kind == mode else "")
        self.update_controls()

    def update_controls(self) -> None:
        state = self.w.hints.state
        active = state is not HintState.IDLE
        b = self.w.action_bar.b_hint
        b.setText(hint_button_text(state.value))
        b.setEnabled(active or self.available())
        if self.action is not None:
            self.action.setEnabled(active or self.available())
