"""A drag on the board as a small plain object: begin, move, finish.

It is fed by the scene's mouse events (``QDrag.exec`` does not work offscreen and blocks under
Xvfb). At the start it is given the drop targets and the action each would request; legal
targets light up, the one under the pointer glows, and on release the scene turns the drop
into a request to the controller, or snaps the piece back with the reason.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsObject

#: what a drop on a target means: an engine action, or a local choice ("select", "unselect")
DropMeaning = object


@dataclass
class DragSession:
    item: QGraphicsObject
    origin: QPointF
    grab: QPointF
    #: target zone -> (meaning, legal)
    targets: dict[QGraphicsObject, tuple[DropMeaning, bool]]
    zone_at: Callable[[QPointF], QGraphicsObject | None]
    hovered: QGraphicsObject | None = None
    _z: float = field(default=0.0)

    def begin(self) -> None:
        self._z = self.item.zValue()
        self.item.setZValue(800)
        for zone, (_m, legal) in self.targets.items():
            zone.set_target("legal" if legal else "")  # type: ignore[attr-defined]

    def move(self, pos: QPointF) -> None:
        self.item.setPos(pos - self.grab)
        zone = self.zone_at(pos)
        if zone is not self.hovered:
            if self.hovered is not None and self.hovered in self.targets:
                legal = self.targets[self.hovered][1]
                self.hovered.set_target("legal" if legal else "")  # type: ignore[attr-defined]
            self.hovered = zone
            if zone is not None and zone in self.targets and self.targets[zone][1]:
                zone.set_target("hover")  # type: ignore[attr-defined]

    def finish(self, pos: QPointF) -> tuple[QGraphicsObject | None, DropMeaning | None]:
        """Clear the highlights; return the zone dropped on and what it means (or None)."""
        self.item.setZValue(self._z)
        for zone in self.targets:
            zone.set_target("")  # type: ignore[attr-defined]
        zone = self.zone_at(pos)
        if zone is None or zone not in self.targets:
            return zone, None
        return zone, self.targets[zone][0]
