"""The map by keyboard: while the player resolves a card (its placements or its action points,
R-E2), ←/→ go through the steps the table allows on the map now and Enter makes the one under
the cursor, as a drag would.

The steps are the legal actions on the map (place, move, remove, the daimyo's move, R-V8's
neutral relocation), from Kyoto on the left to Shinano on the right. The one under the cursor
is drawn with the hint's marks (a numbered ghost samurai where it is placed, an arrow for a
move, a cross on the samurai removed, its area outlined) and said in words on the table. The
cursor stays on the same step after Enter while it is still allowed (three samurai into the
same area are Enter, Enter, Enter) and goes once the turn is over. A screen reader hears the
step as it is put under the cursor (as every message on the table: the window's accessibility
glue announces it from the table's view). Made
when first used: nothing of it is on the way to the first window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QGraphicsView

from ...ai.advice import Advice, AdviceKind, Reason
from ...model import Action
from ...model.actions import MAP_STEPS
from ...model.phases import Phase
from ...words.table import describe_action, map_step_text
from ..table.hint_layer import PlanMarks, plan_marks

if TYPE_CHECKING:
    from ...controller import GameController
    from ..table.scene import BoardScene

class MapHost(Protocol):
    @property
    def scene(self) -> BoardScene: ...
    @property
    def view(self) -> QGraphicsView: ...
    @property
    def controller(self) -> GameController: ...


def _where(a: Action) -> tuple[int, int, int]:
    """Left to right on the map: by the area the step lands in (or leaves), then where from."""
    return (a.dst if a.dst >= 0 else a.src, a.src, int(a.kind))


class MapKeys(QObject):
    """The keyboard's cursor on the map, for one main window."""

    def __init__(self, host: MapHost) -> None:
        super().__init__(host.scene)
        self.scene = host.scene
        self.view = host.view
        self.marks = PlanMarks()
        self.marks.setObjectName("map-cursor")
        self.marks.setVisible(False)
        self.scene.addItem(self.marks)
        #: the step under the cursor (None: no cursor)
        self.current: Action | None = None
        #: the player put the cursor where it is since the last decision: Enter makes that
        #: step even where the hint or the lesson lights a button (Enter's usual press)
        self.fresh = False
        # after the window has drawn the table anew: the cursor follows (or goes)
        host.controller.settled.connect(self.update)
        host.controller.game_started.connect(self.clear)
        self.scene.layout_changed.connect(self._follow)

    def steps(self) -> list[Action]:
        """The steps on the map the player may take now, left to right ([] when none)."""
        s = self.scene.state
        if s is None or not s.interactive or self.scene.curtain_up:
            return []
        if s.view.phase not in (Phase.PLACE, Phase.AP):
            return []
        return sorted((a for a in s.legal if a.kind in MAP_STEPS), key=_where)

    def move(self, step: int) -> bool:
        """←/→: the next step to the right or left (the first one the first time); whether the
        keys were used (not while no card is being resolved: they go to the hand then)."""
        steps = self.steps()
        if not steps:
            self.clear()
            return False
        if self.current in steps:
            self.current = steps[(steps.index(self.current) + step) % len(steps)]
        else:
            self.current = steps[0] if step > 0 else steps[-1]
        self.fresh = True
        self._draw(say=True)
        return True

    def chosen(self) -> Action | None:
        """Enter: the step under the cursor, if it may still be taken."""
        return self.current if self.current is not None and self.current in self.steps() else None

    def update(self) -> None:
        """A decision was made and the table drawn again: the cursor stays on its step while it
        is allowed."""
        self.fresh = False
        self._follow()

    def _follow(self) -> None:
        """The marks where the table now has the step (after a decision or a new layout)."""
        if self.current is None:
            return
        if self.current in self.steps():
            self._draw(say=False)
        else:
            self.clear()

    def clear(self) -> None:
        self.current = None
        self.fresh = False
        self.marks.set_marks([], [])
        self.marks.setVisible(False)

    def _draw(self, *, say: bool) -> None:
        s, a = self.scene.state, self.current
        if s is None or a is None:
            return
        v = s.view
        army = v.acting_army if v.acting_army >= 0 else (s.seat_armies(v.current_seat) or (0,))[0]
        advice = Advice(AdviceKind.RESOLVE, v.current_seat, army, v.acting_card, a, (), Reason())
        marks, areas = plan_marks(self.scene, advice)
        self.marks.set_marks(marks, [self.scene.areas[i].sceneBoundingRect().adjusted(6, 6, -6, -6)
                                     for i in areas or [a.src]])
        self.marks.setVisible(True)
        if say:
            text = map_step_text(describe_action(a, v.acting_card))
            self.scene.show_message(text, 4000)  # said on the table, and so to a screen reader
