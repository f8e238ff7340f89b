"""Windows of ours open at a size that fits the screen they open on.

A window asks for the room its content reads best in, but a 1280×720 laptop (or a 1024×700
window manager's work area) must still show all of it: the size is cut to the screen's available
geometry, and the window's own layout (scroll areas, wrapping labels) does the rest.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QWidget


def fit_on_screen(widget: QWidget, width: int, height: int, share: float = 0.95) -> None:
    """Resize ``widget`` to ``width`` × ``height``, or less where its screen is smaller."""
    screen = widget.screen()
    if screen is not None:
        avail = screen.availableGeometry()
        width = min(width, int(avail.width() * share))
        height = min(height, int(avail.height() * share))
    widget.resize(width, height)


#: the smallest window a remembered geometry opens at (the table stays readable)
MIN_RESTORED = QSize(640, 480)


def available_screens() -> list[QRect]:
    """Each screen's available geometry (without task bars and docks), the primary first."""
    primary = QGuiApplication.primaryScreen()
    screens = QGuiApplication.screens()
    ordered = ([primary] if primary is not None else []) + [s for s in screens if s is not primary]
    return [s.availableGeometry() for s in ordered]


def _overlap(a: QRect, b: QRect) -> int:
    r = a.intersected(b)
    return max(0, r.width()) * max(0, r.height()) if r.isValid() else 0


def placed_on_screens(saved: tuple[int, int, int, int], screens: Sequence[QRect],
                      minimum: QSize = MIN_RESTORED) -> QRect | None:
    """Where a remembered window opens: on the screen it overlaps most (the primary one if it
    overlaps none: a screen unplugged since, or a hostile settings file), no larger than that
    screen and wholly inside it. None without a screen."""
    if not screens:
        return None
    x, y, w, h = saved
    rect = QRect(x, y, max(w, minimum.width()), max(h, minimum.height()))
    best = max(screens, key=lambda s: _overlap(s, rect))
    if _overlap(best, rect) == 0:
        best = screens[0]
    width, height = min(rect.width(), best.width()), min(rect.height(), best.height())
    left = max(best.left(), min(rect.x(), best.left() + best.width() - width))
    top = max(best.top(), min(rect.y(), best.top() + best.height() - height))
    return QRect(left, top, width, height)


#: the first start's size where the screen has the room (the table reads best at it)
FIRST_SIZE = QSize(1500, 1000)
#: what the window manager's frame takes around the window (title bar, borders), kept free on
#: the first start so that the frame too stays on the screen
FRAME = QSize(16, 40)


def first_geometry(screen: QRect, least: QSize = MIN_RESTORED) -> QRect:
    """Where the window opens the first time: :data:`FIRST_SIZE`, or the screen's available
    room less the frame where that is smaller (on a 1366×768 laptop the whole table and the
    action bar show), centred; never below ``least``."""
    room = QSize(screen.width() - FRAME.width(), screen.height() - FRAME.height())
    size = FIRST_SIZE.boundedTo(room).expandedTo(least)
    left = screen.left() + max(0, (screen.width() - size.width()) // 2)
    title = FRAME.height() - FRAME.width() // 2  # the title bar above the window, the border below
    top = screen.top() + title + max(0, (room.height() - size.height()) // 2)
    top = min(top, screen.top() + max(0, screen.height() - size.height()))
    return QRect(left, top, size.width(), size.height())


def restore_geometry(window: QMainWindow, saved: tuple[int, int, int, int] | None, maximized: bool) -> None:
    """Open where the player left the window last time, brought onto the screens there are now;
    the first time, at a size the primary screen has room for (:func:`first_geometry`)."""
    least = MIN_RESTORED.expandedTo(window.minimumSizeHint())
    screens = available_screens()
    rect = placed_on_screens(saved, screens, least) if saved else None
    if rect is None and screens:
        rect = first_geometry(screens[0], least)
    if rect is not None:
        window.setGeometry(rect)
    else:
        window.resize(FIRST_SIZE)
    if maximized:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)


def remembered_geometry(window: QMainWindow) -> tuple[int, int, int, int] | None:
    """The window's place to remember (None while it is maximized: the last one is kept)."""
    if window.isMaximized():
        return None
    g = window.geometry()
    return (g.x(), g.y(), g.width(), g.height())
