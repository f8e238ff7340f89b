"""The game log folded away: a slim tab at the table's right edge, and the drawer it opens over
the right part of the table.

A window too narrow for the table and the log side by side (:mod:`.log_pane` decides) keeps the
width for the table; the log waits behind the tab, which counts the lines the player has not seen.
Neither takes the keyboard: the tab is clicked, the drawer's log takes the keys only while open.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFont,
    QFontMetrics,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QTransform,
)
from PySide6.QtWidgets import QAbstractButton, QSizePolicy, QVBoxLayout, QWidget
from typing_extensions import override

from ...words.log_drawer import log_tab_text, log_tab_tooltip
from .. import theme as th
from ..plain_text import plain_tip

#: the tab's width: the table loses no more than this to a folded log
TAB_WIDTH = 20
#: the tab's label and count, in pixels (at least the table's legible floor)
TAB_TEXT_PX = 12
#: the soft shadow the open drawer casts on the table, left of the log
SHADOW = 10


def _upright(text: str) -> bool:
    """Text written in CJK characters stands upright, one under the other, down the tab;
    other scripts are turned a quarter turn."""
    return bool(text) and all(ord(ch) >= 0x2E80 for ch in text)


def _turned(x: float, y: float) -> QTransform:
    """Drawing from (``x``, ``y``) down the tab: a quarter turn clockwise."""
    return QTransform.fromTranslate(x, y).rotate(90)


class LogTab(QAbstractButton):
    """The folded log's tab: "Log" down a slim strip, the count of unread lines under it, lit
    while the drawer is open. Clicked, never focused (out of the Tab cycle)."""

    def __init__(self, shortcut: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log-tab")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFixedWidth(TAB_WIDTH)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)  # the table's height
        self.setCheckable(True)  # checked: the drawer is open
        self.shortcut_text = shortcut
        self.unread = 0
        self.retranslate()

    def set_unread(self, n: int) -> None:
        self.unread = max(0, n)
        self.retranslate()
        self.update()

    def retranslate(self) -> None:
        self.setText(log_tab_text())
        tip = log_tab_tooltip(self.shortcut_text, self.unread)
        self.setToolTip(plain_tip(tip))
        self.setAccessibleName(self.text())
        self.setAccessibleDescription(tip)

    @override
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @override
    def sizeHint(self) -> QSize:
        return QSize(TAB_WIDTH, 120)

    @override
    def minimumSizeHint(self) -> QSize:
        return QSize(TAB_WIDTH, 0)

    def _font(self, bold: bool) -> QFont:
        f = QFont(th.SANS)
        f.setPixelSize(TAB_TEXT_PX)
        f.setBold(bold)
        return f

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        lit = self.isChecked()
        p.fillRect(self.rect(), th.BG_LIGHT if lit else th.BAR)
        p.fillRect(QRect(0, 0, 1, self.height()), th.BAR_EDGE)  # the table's edge
        if self.underMouse() or lit:
            p.fillRect(QRect(1, 0, 2, self.height()), th.GOLD)
        text = self.text()
        f = self._font(True)
        p.setFont(f)
        fm = QFontMetrics(f)
        p.setPen(th.GOLD_LIGHT if self.unread or lit else th.CREAM)
        top = 10
        if _upright(text):
            for ch in text:
                p.drawText(QRect(0, top, self.width(), fm.height()), Qt.AlignmentFlag.AlignCenter, ch)
                top += fm.height()
        else:
            length = fm.horizontalAdvance(text)
            p.save()
            p.setWorldTransform(_turned(self.width() / 2 - (fm.ascent() - fm.descent()) / 2, top), True)
            p.drawText(0, 0, text)
            p.restore()
            top += length
        if self.unread:
            self._paint_count(p, top + 8)
        p.end()

    def _paint_count(self, p: QPainter, top: int) -> None:
        """The unread lines in a gold pill under the label ("99+" past 99)."""
        label = str(self.unread) if self.unread < 100 else "99+"
        f = self._font(True)
        f.setPixelSize(11)
        p.setFont(f)
        fm = QFontMetrics(f)
        h = fm.height() + 2
        w = min(self.width() - 4, max(h, fm.horizontalAdvance(label) + 6))
        box = QRectF((self.width() - w) / 2 + 1, top, w, h) if len(label) < 3 else None
        if box is None:  # three figures: stood on end like the label
            p.save()
            p.setWorldTransform(_turned(self.width() / 2 + 1, top), True)
            rot = QRectF(0, -h / 2, fm.horizontalAdvance(label) + 8, h)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(th.GOLD)
            p.drawRoundedRect(rot, h / 2, h / 2)
            p.setPen(th.GOLD_INK)
            p.drawText(rot, Qt.AlignmentFlag.AlignCenter, label)
            p.restore()
            return
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(th.GOLD)
        p.drawRoundedRect(box, h / 2, h / 2)
        p.setPen(th.GOLD_INK)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, label)

    @override
    def enterEvent(self, event: QEnterEvent) -> None:
        self.update()
        super().enterEvent(event)

    @override
    def leaveEvent(self, event: QEvent) -> None:
        self.update()
        super().leaveEvent(event)


class LogDrawer(QWidget):
    """The frame the folded log lies in while open, over the right part of the table: the log's
    own dark panel, a gold edge and a shadow on the table to its left."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("log-drawer")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(SHADOW + 2, 0, 0, 0)
        lay.setSpacing(0)
        self.hide()

    def hold(self, log: QWidget) -> None:
        """Take ``log`` in (it leaves wherever it was)."""
        layout = self.layout()
        assert layout is not None
        layout.addWidget(log)

    @override
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        shade = QLinearGradient(0, 0, SHADOW, 0)
        shade.setColorAt(0.0, QColor(0, 0, 0, 0))
        shade.setColorAt(1.0, QColor(0, 0, 0, 140))
        p.fillRect(QRect(0, 0, SHADOW, self.height()), shade)
        p.fillRect(QRect(SHADOW, 0, 2, self.height()), th.BAR_EDGE)
        p.fillRect(QRect(SHADOW + 2, 0, self.width() - SHADOW - 2, self.height()), th.BAR)
        p.end()
