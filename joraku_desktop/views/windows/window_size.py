"""Windows of ours open at a size that fits the screen they open on.

A window asks for the room its content reads best in, but a 1280×720 laptop (or a 1024×700
window manager's work area) must still show all of it: the size is cut to the screen's available
geometry, and the window's own layout (scroll areas, wrapping labels) does the rest.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def fit_on_screen(widget: QWidget, width: int, height: int, share: float = 0.95) -> None:
    """Resize ``widget`` to ``width`` × ``height``, or less where its screen is smaller."""
    screen = widget.screen()
    if screen is not None:
        avail = screen.availableGeometry()
        width = min(width, int(avail.width() * share))
        height = min(height, int(avail.height() * share))
    widget.resize(width, height)
