"""The table and the game log side by side: the log keeps the width the player chose (within
a share of a small window, so the table's text stays readable), the table takes the rest.

A window too narrow for both folds the log away (:func:`log_fits_beside`): the table takes the
whole width but a slim tab at its right edge, and the tab (or F6, the log's own key) opens the
same log as a drawer over the right part of the table. Widened again, the window unfolds it
beside the table. The log keeps its lines and where it was scrolled either way, and the width
the player chose for it is never overwritten by folding.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence, QTextCursor
from PySide6.QtWidgets import QAbstractScrollArea, QHBoxLayout, QSplitter, QTextBrowser, QWidget

from ...settings import Settings
from .. import theme as th
from ..table import table_layout
from .game_log import GameLog
from .log_drawer import SHADOW, LogDrawer, LogTab

#: the narrowest the log may be dragged
LOG_MIN_WIDTH = 160
#: the most of the window's width the log takes when the window is small
LOG_SHARE = 0.2
#: the most of the table's width the open drawer covers
DRAWER_SHARE = 0.4
#: the smallest text the table should show on screen, in pixels: below this beside the log, the
#: log folds away
LEGIBLE_PX = 11.0
#: the log's own key (View → Read the game log): into the log and back, the drawer open and shut
READ_LOG_KEY = "F6"


def legible_width() -> float:
    """The narrowest table view whose smallest text reaches :data:`LEGIBLE_PX`: the table is never
    narrower than ``table_layout.MIN_W`` logical pixels, where it draws ``theme.MIN_TEXT``."""
    return table_layout.MIN_W * LEGIBLE_PX / th.MIN_TEXT


def log_fits_beside(view_w: float, view_h: float) -> bool:
    """Whether the log may stand beside a table view of ``view_w`` × ``view_h`` pixels: the
    table's smallest text is legible there, or the view's height, not its width, is what keeps
    it small (folding the log would not make it any larger)."""
    if view_w >= legible_width():
        return True
    return view_h > 0 and view_w / table_layout.MIN_W >= view_h / table_layout.MIN_H


class LogPane(QObject):
    """The splitter between the table's column and the log, the log's remembered width, and the
    log folded away behind its tab when the window is too narrow (:attr:`folded`).

    The log's slot in the splitter stays the second (the lesson panel is the third): folded, a
    hidden stand-in holds it."""

    def __init__(self, parent: QWidget, table: QWidget, log: GameLog, settings: Settings,
                 view: QAbstractScrollArea) -> None:
        super().__init__(parent)
        self.log = log
        self.settings = settings
        #: the table's view: it gets the keys back when the drawer closes; a click on it closes it
        self.view = view
        self._fitting = False
        #: the log is being moved between its slot and the drawer (its show/hide are ours)
        self._moving = False
        #: lines added while the log was folded and its drawer shut
        self.unread = 0
        #: the table's column and, folded, the tab at its right edge
        self.table_side = side = QWidget(parent)
        side.setObjectName("table-and-log-tab")
        row = QHBoxLayout(side)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(table, 1)
        self.tab = LogTab(QKeySequence(READ_LOG_KEY).toString(QKeySequence.SequenceFormat.NativeText), side)
        self.tab.hide()
        row.addWidget(self.tab)
        self.drawer = LogDrawer(side)
        #: holds the log's slot in the splitter while the log is in the drawer
        self._stand_in = QWidget(self.drawer)
        self._stand_in.setObjectName("log-slot")
        self._stand_in.hide()
        split = QSplitter(Qt.Orientation.Horizontal, parent)
        split.setObjectName("table-log-splitter")
        split.addWidget(side)
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
        self.tab.clicked.connect(self.toggle_drawer)
        log.installEventFilter(self)
        side.installEventFilter(self)
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)
        log.grew.connect(self._grew)
        log.leave.connect(self.close_drawer)  # Escape in the open drawer

    # ---- beside or folded ------------------------------------------------------------------------
    @property
    def folded(self) -> bool:
        """The log is in the drawer (open or shut), not beside the table."""
        return self.splitter.indexOf(self.log) < 0

    @property
    def drawer_open(self) -> bool:
        return self.folded and not self.drawer.isHidden()

    def _wanted(self) -> bool:
        """The log is to be shown: the player's wish, unless the lesson panel stands in its place."""
        return not self.log.isHidden()

    def width_for(self, window_width: int) -> int:
        """The log's width in a window this wide: the player's choice, but never more than
        :data:`LOG_SHARE` of a small window."""
        return max(LOG_MIN_WIDTH, min(self.settings.log_width, int(window_width * LOG_SHARE)))

    def fit(self, window_width: int) -> None:
        """The log beside the table if the table keeps its text legible beside it, else folded."""
        if not self._wanted():
            self.tab.hide()
            self.close_drawer()
            return
        lw = self.width_for(window_width)
        if log_fits_beside(window_width - self.splitter.handleWidth() - lw, self.view.height()):
            self._unfold()
            total = sum(self.splitter.sizes()) or self.splitter.width()
            self._fitting = True
            try:
                self.splitter.setSizes([max(1, total - lw), lw])
            finally:
                self._fitting = False
        else:
            self._fold()
            self.tab.show()  # also when the lesson panel, gone, had hidden it
            self._place_drawer()

    def set_visible(self, visible: bool, window_width: int) -> None:
        """Show or hide the log; remembered across restarts. Shown in a window too narrow for it,
        it opens as the drawer over the table (the player asked to see it)."""
        self.log.setVisible(visible)
        self.settings.log_visible = visible
        self.settings.save()
        self.fit(window_width)
        if visible and self.folded:
            self.open_drawer()

    def _fold(self) -> None:
        if self.folded:
            return
        keep = _ScrollPlace(self.log)
        self._moving = True
        try:
            self.splitter.replaceWidget(self.splitter.indexOf(self.log), self._stand_in)
            self._stand_in.hide()
            self.drawer.hold(self.log)
            self.log.show()  # in the shut drawer: shown with it
        finally:
            self._moving = False
        self.unread = 0
        self.tab.set_unread(0)
        self.tab.setChecked(False)
        self.tab.show()
        keep.restore()

    def _unfold(self) -> None:
        if not self.folded:
            return
        had_keys = self.drawer_open
        keep = _ScrollPlace(self.log)
        self._moving = True
        try:
            self.drawer.hide()
            self.splitter.replaceWidget(self.splitter.indexOf(self._stand_in), self.log)
            self._stand_in.setParent(self.drawer)
            self._stand_in.hide()
            self.log.show()
        finally:
            self._moving = False
        self.tab.hide()
        self.unread = 0
        if had_keys:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        keep.restore()

    # ---- the drawer ------------------------------------------------------------------------------
    def open_drawer(self) -> None:
        """The folded log over the right part of the table, the keys in it (Esc gives them back)."""
        if not self.folded or not self._wanted() or self.drawer_open:
            return
        fresh = self.unread > 0
        self.unread = 0
        self.tab.set_unread(0)
        self.tab.setChecked(True)
        self._place_drawer()
        self.drawer.show()
        self.drawer.raise_()
        self.log.setFocus(Qt.FocusReason.ShortcutFocusReason)
        if fresh:  # the lines the tab counted are at the bottom
            _ScrollPlace.to_end(self.log)

    def close_drawer(self) -> None:
        """Shut the drawer; the keys go back to the table."""
        if self.drawer.isHidden():
            return
        self.drawer.hide()
        self.tab.setChecked(False)
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def toggle_drawer(self) -> None:
        if self.drawer_open:
            self.close_drawer()
        else:
            self.open_drawer()
        self.tab.setChecked(self.drawer_open)

    def read(self) -> None:
        """The log's key (F6): into the log (the drawer opened if it is folded), or from the log
        back to the table."""
        if self.drawer_open:
            self.close_drawer()
        elif self.log.hasFocus():
            self.view.setFocus(Qt.FocusReason.ShortcutFocusReason)
        elif self.folded:
            self.open_drawer()
        elif self._wanted():
            self.log.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _place_drawer(self) -> None:
        """Over the table's view, against the tab: the player's log width, within a share of the
        table."""
        side = self.table_side
        right = self.tab.geometry().left() if not self.tab.isHidden() else side.width()
        top = self.view.mapTo(side, QPoint(0, 0)).y()
        share = int(right * DRAWER_SHARE)
        width = max(LOG_MIN_WIDTH, min(self.settings.log_width, share)) + SHADOW + 2
        self.drawer.setGeometry(max(0, right - width), top, min(width, right), self.view.height())

    # ---- what the log and the table tell ----------------------------------------------------------
    def _grew(self, n: int) -> None:
        """``n`` lines were added to the log: counted on the tab while the player cannot see them."""
        if self.folded and not self.drawer_open and self._wanted():
            self.unread += n
            self.tab.set_unread(self.unread)

    def _dragged(self, _pos: int, _index: int) -> None:
        if self._fitting or self.folded or not self.log.isVisible():
            return
        self.settings.log_width = self.log.width()
        self.settings.save()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if watched is self.log and not self._moving:
            if kind == QEvent.Type.HideToParent:  # hidden, or the lesson panel in its place
                self.tab.hide()
                self.close_drawer()
            elif kind == QEvent.Type.ShowToParent and self.folded:
                QTimer.singleShot(0, self, lambda: self.fit(self.table_side.window().width()))
        elif watched is self.table_side and kind == QEvent.Type.Resize and self.folded:
            self._place_drawer()
        elif kind == QEvent.Type.MouseButtonPress and watched is not self.log and self.drawer_open:
            self.close_drawer()  # a click on the table shuts the drawer
            return True  # and plays nothing
        elif kind == QEvent.Type.KeyPress and watched is self.view and isinstance(event, QKeyEvent) \
                and event.key() == Qt.Key.Key_Escape and self.drawer_open:
            self.close_drawer()
            return True
        return False


class _ScrollPlace:
    """Where a log is scrolled, kept across its move to or from the drawer (its width, so its
    wrapping, changes): at the end stays at the end, else the line at the top stays at the top."""

    def __init__(self, log: QTextBrowser) -> None:
        self.log = log
        bar = log.verticalScrollBar()
        self.at_end = bar.value() >= bar.maximum() - 2
        self.position = log.cursorForPosition(QPoint(0, 0)).position()

    @staticmethod
    def to_end(log: QTextBrowser) -> None:
        bar = log.verticalScrollBar()
        bar.setValue(bar.maximum())
        QTimer.singleShot(0, log, lambda: bar.setValue(bar.maximum()))

    def restore(self) -> None:
        if self.at_end:
            self.to_end(self.log)
            return
        self._to_position()
        QTimer.singleShot(0, self.log, self._to_position)

    def _to_position(self) -> None:
        cursor = QTextCursor(self.log.document())
        cursor.setPosition(min(self.position, self.log.document().characterCount() - 1))
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.value() + self.log.cursorRect(cursor).top())
