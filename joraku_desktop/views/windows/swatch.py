"""A seat's colours as a small swatch for dialogs: one rounded square per army it commands,
with the army's letter on it (colour is never the only cue, see :mod:`.theme`)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen, QPixmap
from PySide6.QtWidgets import QWidget

from ...words.basics import colour_name
from .. import theme as th
from ..plain_text import PlainLabel, plain_tip

#: the side of one army's square, in device-independent pixels
SIDE = 22
GAP = 4


def swatch_pixmap(armies: Sequence[int], dpr: float = 1.0) -> QPixmap:
    """Squares for ``armies`` side by side (room for two, so rows line up whatever the count)."""
    width, height = 2 * SIDE + GAP, SIDE
    pix = QPixmap(round(width * dpr), round(height * dpr))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setFont(th.font(11, bold=True))
    for i, army in enumerate(armies[:2]):
        r = QRectF(i * (SIDE + GAP) + 0.5, 0.5, SIDE - 1, SIDE - 1)
        p.setPen(QPen(th.ARMY_DARK[army], 1.5))
        p.setBrush(th.ARMY_COLOUR[army])
        p.drawRoundedRect(r, 5, 5)
        p.setPen(th.ARMY_TEXT[army])
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, th.ARMY_LETTER[army])
    p.end()
    return pix


class SeatSwatch(PlainLabel):
    """The colours of one seat of the new-game dialog; :attr:`armies` for tests."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.armies: tuple[int, ...] = ()
        self.setFixedSize(2 * SIDE + GAP, SIDE)

    def set_armies(self, armies: Sequence[int]) -> None:
        self.armies = tuple(armies)
        self.setPixmap(swatch_pixmap(self.armies, self.devicePixelRatioF()))
        self.setToolTip(plain_tip(" / ".join(colour_name(a) for a in self.armies)))
