"""A drag on the board as a small plain object: begin, move, finish.

It is fed by the scene's mouse events (``QDrag.exec`` does not work offscreen and blocks under
Xvfb). At the start it is given the drop targets and what each drop means (computed without
Qt by :func:`~joraku_desktop.presentation.targets.drop_targets`); legal targets light up, the one
under the pointer glows, and on release the scene turns the drop into a request to the
controller, or snaps the piece back with the reason.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Protocol

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsObject

from ...presentation.targets import Drop, ZoneKey


class DropZone(Protocol):
    """A zone of the table that lights up during a drag: "legal", "hover" or "" (off)."""

    def set_target(self, target: str) -> None: ...


@dataclass
class DragSession:
    item: QGraphicsObject
    origin: QPointF
    grab: QPointF
    #: what a drop on each target means, and whether it lights up as legal
    targets: Mapping[ZoneKey, Drop]
    #: the drawn zone of each target
    zones: Mapping[ZoneKey, DropZone]
    zone_at: Callable[[QPointF], ZoneKey | None]
    hovered: ZoneKey | None = None
    _z: float = field(default=0.0)

    def _light(self, key: ZoneKey, how: str) -> None:
        zone = self.zones.get(key)
        if zone is not None:
            zone.set_target(how)

    def begin(self) -> None:
        self._z = self.item.zValue()
        self.item.setZValue(800)
        for key, drop in self.targets.items():
            self._light(key, "legal" if drop.legal else "")

    def move(self, pos: QPointF) -> None:
        self.item.setPos(pos - self.grab)
        key = self.zone_at(pos)
        if key == self.hovered:
            return
        if self.hovered is not None and self.hovered in self.targets:
            self._light(self.hovered, "legal" if self.targets[self.hovered].legal else "")
        self.hovered = key
        if key is not None and key in self.targets and self.targets[key].legal:
            self._light(key, "hover")

    def finish(self, pos: QPointF) -> tuple[ZoneKey | None, Drop | None]:
        """Clear the highlights; return the zone dropped on and what it means (or None)."""
        self.item.setZValue(self._z)
        for key in self.targets:
            self._light(key, "")
        dropped = self.zone_at(pos)
        return dropped, (self.targets.get(dropped) if dropped is not None else None)
