"""The QGraphicsView that shows the table, scaled to fit the window (aspect kept).

Before scaling, the view gives the table its own width/height ratio
(:meth:`BoardScene.fit_to_aspect`): the tiles are laid out again for the window's shape, so the
table fills the view edge to edge instead of floating between empty bands.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QResizeEvent, QShowEvent, QTransform
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget
from typing_extensions import override

from .scene import BoardScene


class BoardView(QGraphicsView):
    #: the table was drawn for the first time (start-up asks for a game only then)
    first_painted = Signal()

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # The viewport is made here, in Python, and kept: a viewport the view made for itself in
        # C++ reaches Python as a bare ``QWidget*`` the first time it is asked for, and PySide6
        # then readies every widget class it knows to find its type (~10 ms at start-up).
        self._viewport_widget = QWidget()
        self.setViewport(self._viewport_widget)
        self.setObjectName("board-view")
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setBackgroundBrush(scene.backgroundBrush())
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(640, 400)
        #: the window's key handling (the view has the focus; arrows must not scroll)
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        self._painted = False

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.first_painted.emit()

    @override
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.key_handler is not None and self.key_handler(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def fit(self) -> None:
        vp = self.viewport().size()
        if vp.width() <= 0 or vp.height() <= 0:
            return
        scene = self.scene()
        if isinstance(scene, BoardScene):
            scene.fit_to_aspect(vp.width() / vp.height(), vp.height())
        rect = self.sceneRect()
        # fitInView keeps a 2 px margin on every side; the table is meant to reach the edges
        s = min(vp.width() / rect.width(), vp.height() / rect.height())
        self.setTransform(QTransform.fromScale(s, s))
        self.centerOn(rect.center())

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    @override
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()
