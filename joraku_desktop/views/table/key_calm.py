"""A moment in which Enter and Space do nothing: after a scoring beat or at the end of a game.

A player who moves the round summary on with Enter presses it again and again; the press meant
for the summary must not choose a card of the next round, nor deal a new game from the winner's
banner or the Results before either was seen. :class:`KeyCalm` swallows those keys for
:data:`CALM_MS` from :meth:`KeyCalm.start`, on the widgets it watches (or wherever the owner asks
:attr:`KeyCalm.calming`); every other key, and the mouse, work at once.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget
from typing_extensions import override

#: how long Enter and Space are ignored: longer than a hurried double press, shorter than a look
CALM_MS = 600
#: the keys that take a decision on a focused control or on the table
CALM_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class KeyCalm(QObject):
    """Enter and Space ignored for a moment after :meth:`start`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._since = QElapsedTimer()

    def start(self) -> None:
        """From now, for :data:`CALM_MS`, Enter and Space do nothing."""
        self._since.start()

    @property
    def calming(self) -> bool:
        return self._since.isValid() and self._since.elapsed() < CALM_MS

    def swallows(self, event: QEvent) -> bool:
        """``event`` is an Enter or Space pressed while calming."""
        return (self.calming and event.type() in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease)
                and isinstance(event, QKeyEvent) and event.key() in CALM_KEYS)

    def watch(self, *widgets: QWidget) -> None:
        """Swallow Enter and Space on ``widgets`` while calming (their default buttons too)."""
        for widget in widgets:
            widget.installEventFilter(self)

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return self.swallows(event)
