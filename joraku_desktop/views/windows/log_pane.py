"""The table and the game log side by side: the log keeps the width the player chose (within
a share of a small window, so the table's text stays readable), the table takes the rest."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QSplitter, QWidget

from ...settings import Settings

#: the narrowest the log may be dragged
LOG_MIN_WIDTH = 160
#: the most of the window's width the log takes when the window is small
LOG_SHARE = 0.2


class LogPane(QObject):
    """The splitter between the table's column and the log, and the log's remembered width."""

    def __init__(self, parent: QWidget, table: QWidget, log: QWidget, settings: Settings) -> None:
        super().__init__(parent)
        self.log = log
        self.settings = settings
        self._fitting = False
        split = QSplitter(Qt.Orientation.Horizontal, parent)
        split.setObjectName("table-log-splitter")
        split.addWidget(table)
        split.addWidget(log)
        # the table takes every pixel the log does not: the log keeps its width on a resize
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setCollapsible(0, False)
        split.setCollapsible(1, False)
        log.setMinimumWidth(LOG_MIN_WIDTH)
        log.setVisible(settings.log_visible)
        split.splitterMoved.connect(self._dragged)
        self.splitter = split

    def width_for(self, window_width: int) -> int:
        """The log's width in a window this wide: the player's choice, but never more than
        :data:`LOG_SHARE` of a small window."""
        return max(LOG_MIN_WIDTH, min(self.settings.log_width, int(window_width * LOG_SHARE)))

    def fit(self, window_width: int) -> None:
        if not self.log.isVisible():
            return
        total = sum(self.splitter.sizes()) or self.splitter.width()
        lw = self.width_for(window_width)
        self._fitting = True
        try:
            self.splitter.setSizes([max(1, total - lw), lw])
        finally:
            self._fitting = False

    def set_visible(self, visible: bool, window_width: int) -> None:
        """Show or hide the log; remembered across restarts."""
        self.log.setVisible(visible)
        self.settings.log_visible = visible
        self.settings.save()
        if visible:
            self.fit(window_width)

    def _dragged(self, _pos: int, _index: int) -> None:
        if self._fitting or not self.log.isVisible():
            return
        self.settings.log_width = self.log.width()
        self.settings.save()
