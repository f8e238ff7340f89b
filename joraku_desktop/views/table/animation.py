"""Token and card movement at one global speed (0 ms = instant, used by tests and fast games).

Views animate from the engine's events and then re-sync from the current view, so an
animation that is cut short (a new move, a load) never leaves an item in the wrong place: a
new move of the same item first finishes the old one.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem


class Animator(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.duration_ms = 300
        self._running: dict[int, tuple[QGraphicsItem, QVariantAnimation]] = {}

    def move(self, item: QGraphicsItem, target: QPointF, duration_ms: int | None = None) -> None:
        """Move ``item`` to ``target`` (scene units), animated unless the speed is instant."""
        key = id(item)
        old = self._running.pop(key, None)
        if old is not None:
            old[1].stop()
        ms = self.duration_ms if duration_ms is None else duration_ms
        start = item.pos()
        if ms <= 0 or (start - target).manhattanLength() < 0.5 or item.scene() is None:
            item.setPos(target)
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(start)
        anim.setEndValue(target)
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.valueChanged.connect(item.setPos)
        anim.finished.connect(lambda: self._running.pop(key, None))
        self._running[key] = (item, anim)
        anim.start()

    def finish_all(self) -> None:
        """Jump every running animation to its end (before a screenshot or a test check)."""
        for item, anim in list(self._running.values()):
            anim.stop()
            item.setPos(anim.endValue())
        self._running.clear()

    @property
    def busy(self) -> bool:
        return bool(self._running)
