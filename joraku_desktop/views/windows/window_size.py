"""Windows of ours open at a size that fits the screen they open on.

A window asks for the room its content reads best in, but a 1280×720 laptop (or a 1024×700
window manager's work area) must still show all of it: the size is cut to the screen's available
geometry, and the window's own layout (scroll areas, wrapping labels) does the rest.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QMainWindow, QWidget


def fit_on_screen(widget: QWidget, width: int, height: int, share: float = 0.95) -> None:
    """Resize ``widget`` to ``width`` × ``height``, or less where its screen is smaller."""
    screen = widget.screen()
    if screen is not None:
        avail = screen.availableGeometry()
        width = min(width, int(avail.width() * share))
        height = min(height, int(avail.height() * share))
    widget.resize(width, height)


def restore_geometry(window: QMainWindow, saved: tuple[int, int, int, int] | None, maximized: bool) -> None:
    """Open where the player left the window last time, if that still fits a screen."""
    window.resize(1500, 1000)
    screen = window.screen().availableGeometry() if window.screen() else None
    if saved and screen is not None:
        x, y, w, h = saved
        rect = QRect(x, y, max(w, 640), max(h, 480))
        if screen.intersects(rect):
            window.setGeometry(rect.intersected(screen) if not screen.contains(rect) else rect)
    if maximized:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)


def remembered_geometry(window: QMainWindow) -> tuple[int, int, int, int] | None:
    """The window's place to remember (None while it is maximized: the last one is kept)."""
    if window.isMaximized():
        return None
    g = window.geometry()
    return (g.x(), g.y(), g.width(), g.height())
