"""Colours, fonts and the fixed layout of the board, in one place.

The scene has a fixed logical size (:data:`SCENE`); the view scales it to the window, so all
geometry here is in scene units. Colour is never the only cue: every army has a letter and a
daimyo shape, every suit a letter and a kanji.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen

from ..words import basics

SANS = "Joraku Sans"
SERIF = "Joraku Serif"

SCENE = QRectF(0, 0, 1600, 1000)

# ---- armies (R-C1) ------------------------------------------------------------------------
ARMY_COLOUR = (QColor("#2e6fc0"), QColor("#c8372d"), QColor("#e2b51c"), QColor("#2b7f3c"), QColor("#8152b0"))
ARMY_DARK = (QColor("#163a68"), QColor("#6e1812"), QColor("#7a5e00"), QColor("#1b5528"), QColor("#43246a"))
ARMY_TEXT = (QColor("white"), QColor("white"), QColor("#2b2100"), QColor("white"), QColor("white"))
ARMY_LETTER = basics.ARMY_LETTER
#: daimyo piece shapes, so that colour-blind players tell the armies apart
ARMY_SHAPE = ("circle", "square", "triangle", "diamond", "hexagon")

# ---- card suits (R-C4): 0 red, 1 blue, 2 yellow ----------------------------------------------
SUIT_COLOUR = (QColor("#b3261e"), QColor("#1f4f9a"), QColor("#cf9410"))
SUIT_LIGHT = (QColor("#f7d9d4"), QColor("#d7e3f5"), QColor("#f8ebc4"))
#: the number and kanji on a card's light disc, and the value and suit on its strip: each at least
#: 4.5:1 against what it is drawn on (the yellow suit is too light for white or for its own colour)
SUIT_INK = (QColor("#9c211a"), QColor("#1b4586"), QColor("#7f5b07"))
SUIT_STRIP_TEXT = (QColor("white"), QColor("white"), QColor("#2b1d05"))
SUIT_LETTER = ("R", "B", "Y")
SUIT_KANJI = ("赤", "青", "黄")
NINJA_KANJI = "忍"

# ---- the board's palette -----------------------------------------------------------------------
BG = QColor("#1d2127")
BG_LIGHT = QColor("#2a3038")
PAPER = QColor("#f1e6cc")
PAPER_DARK = QColor("#dccba3")
PAPER_LIGHT = QColor("#fbf5e6")
#: a paper tile's border, its rules and fine lines
PAPER_EDGE = QColor("#8a7450")
PAPER_RULE = QColor("#c4ae84")
PAPER_LINE = QColor("#b49c70")
INK = QColor("#2a2118")
#: quiet ink: ≥ 4.5:1 as painted on every paper the table draws it on, at 8 px too, where a thin
#: glyph is drawn lighter than its pen (a card's "area 4" measures 5.7:1 at 1024×700)
INK_SOFT = QColor("#463929")
GOLD = QColor("#e8b64c")
GOLD_LIGHT = QColor("#f5cd72")
GOLD_PALE = QColor("#f6d98c")
#: text on gold, and a gold button's border
GOLD_INK = QColor("#2b1d05")
GOLD_EDGE = QColor("#5a3d0a")
LACQUER = QColor("#7d1d1d")
LACQUER_LIGHT = QColor("#8c2424")
#: text on lacquer
LACQUER_TEXT = QColor("#fbe9c0")
LEGAL = QColor("#4fd18b")
HOVER = QColor("#fff2a8")
#: laid over a card that cannot be picked now: plainly dimmed, its words still 3:1 (the yellow
#: strip's, the lowest; WCAG exempts inactive controls, the game does not leave them unread)
DIM = QColor(20, 24, 30, 100)
#: a gain of RP on a scoring card's paper (green: "+3 RP" measures 5.1:1 at 1024×700)
GAIN_INK = QColor("#185a2a")
#: an empty skirmish slot's number on the zone's wood: quiet gold (5.3:1 as painted)
SLOT_NUMBER = QColor(232, 182, 76, 215)
#: what the hint points at ("What would the computer do?"), and text in its colour
HINT = QColor("#5fd8f0")
HINT_TEXT = QColor("#c9f3fb")

# ---- the window around the table: bars, panels, dialogs and their buttons --------------------------
#: behind the table and between the panes
WINDOW = QColor("#15181d")
#: the action bar, the replay bar, the lesson panel and the log
BAR = QColor("#1b1f25")
BAR_EDGE = QColor("#5a4a2a")
#: text on the dark bars
CREAM = QColor("#e8dcc0")
#: quiet text on dark (subtitles, labels of figures)
TAN = QColor("#b9ab8c")
#: a secondary button, its border; the slate zones of the table and their text
SLATE = QColor("#3a4250")
SLATE_EDGE = QColor("#6f7d90")
SLATE_DARK = QColor("#2c3440")
SLATE_TEXT = QColor("#cfd6e0")
#: the border of a figure's tile on dark
TILE_EDGE = QColor("#3b434e")
DISABLED = QColor("#5a5246")
DISABLED_TEXT = QColor("#a0968a")
#: a field whose value is refused
ERROR = QColor("#c0392b")
ERROR_LIGHT = QColor("#ff9d8c")  # an error said in a dark dialog (≥ 4.5:1 on BG)


def qss(sheet: str) -> str:
    """A Qt style sheet with the palette's colours named: ``@gold`` is :data:`GOLD`, ``@bar_edge``
    :data:`BAR_EDGE`. An unknown name raises ``KeyError`` (a typo never draws black)."""
    return _COLOUR_NAME.sub(lambda m: _PALETTE[m.group(1)], sheet)


_COLOUR_NAME = re.compile(r"@([a-z_]+)")
_PALETTE = {name.lower(): c.name() for name, c in dict(globals()).items()
            if isinstance(c, QColor) and name.isupper() and c.alpha() == 255}

#: the main window's and the replay window's frame: the background and the splitter's handle
WINDOW_SHEET = qss("QMainWindow { background: @window; } QSplitter::handle { background: @bg_light; }"
                   " QStatusBar { color: @cream; }")
#: a button the hint or the lesson asks the player to press
LIT_BUTTON = qss("QPushButton { border: 3px solid @hint; }")
#: every dialog and message box of ours (New game, Host, Join, Settings, Resume, the yes/no
#: questions): the table's dark look, as Results and Statistics have it, every text at 4.5:1 or more
DIALOG_SHEET = qss("""
QDialog, QMessageBox { background: @bg; }
QLabel, QCheckBox, QRadioButton { color: @paper; }
QGroupBox { color: @gold; font-weight: bold; border: 1px solid @tile_edge; border-radius: 6px;
            margin-top: 12px; padding: 8px 6px 6px 6px; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; }
QLineEdit, QSpinBox, QComboBox, QPlainTextEdit, QTextEdit, QListWidget, QTableWidget {
    background: @bg_light; color: @paper; border: 1px solid @slate_edge; border-radius: 4px;
    padding: 3px 6px; selection-background-color: @lacquer; selection-color: @paper; }
QLineEdit:disabled, QSpinBox:disabled, QComboBox:disabled, QCheckBox:disabled, QRadioButton:disabled,
QLabel:disabled { color: @disabled_text; }
QComboBox QAbstractItemView { background: @bg_light; color: @paper; selection-background-color: @lacquer; }
QHeaderView::section { background: @lacquer; color: @paper; padding: 3px 6px; border: none; }
QPushButton { background: @slate; color: @paper; border: 1px solid @slate_edge; border-radius: 6px;
              padding: 6px 14px; }
QPushButton:hover { border-color: @gold; }
QPushButton:default { background: @gold; color: @gold_ink; border-color: @gold_edge; font-weight: bold; }
QPushButton:disabled { background: #262b33; color: @disabled_text; border-color: @slate; }
QToolTip { background: @paper_light; color: @ink; border: 1px solid @paper_edge; }
""")

# ---- layout ------------------------------------------------------------------------------------
BANNER = QRectF(16, 10, 1568, 72)
AREA_W, AREA_H, AREA_GAP = 214.0, 404.0, 12.0
AREA_TOP = 92.0
AREA_X0 = 16.0
PANEL_TOP = 508.0
PANEL_W, PANEL_H, PANEL_GAP = 236.0, 226.0, 10.0
SKIRMISH = QRectF(1000, 508, 584, 226)
HAND = QRectF(282, 748, 1036, 238)
VARIANTS = QRectF(16, 748, 360, 238)
PASS_ZONE = QRectF(1328, 748, 256, 238)
CARD_W, CARD_H = 118.0, 172.0
CUBE = 17.0
CUBE_GAP = 3.0


def area_rect(area: int) -> QRectF:
    return QRectF(AREA_X0 + area * (AREA_W + AREA_GAP), AREA_TOP, AREA_W, AREA_H)


def panel_rect(index: int) -> QRectF:
    return QRectF(16 + index * (PANEL_W + PANEL_GAP), PANEL_TOP, PANEL_W, PANEL_H)


#: the smallest text the table draws, in scene units. The table's logical size never
#: drops below table_layout.MIN_W × MIN_H (its compact rows) and the view keeps its aspect, so
#: on screen this is at least 10.4 px in a 1280×720 window and in a 1024×700 one with the game log
#: folded away (tests/views/test_table_legibility.py; 8 px beside the log: test_layout.py)
MIN_TEXT = 15


def font(size: float, bold: bool = False, serif: bool = False, italic: bool = False) -> QFont:
    """The table's font: ``size`` in scene pixels, never below :data:`MIN_TEXT`."""
    f = QFont(SERIF if serif else SANS)
    f.setPixelSize(max(MIN_TEXT, round(size)))
    f.setBold(bold)
    f.setItalic(italic)
    f.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    return f


def paint_dash(p: QPainter, cell: QRectF, colour: QColor, length: float) -> None:
    """An empty cell's "–" (no points, no card), centred in ``cell``: a stroke 1.6 screen pixels
    thick at least, in the figures' ink, so that some pixel of it always shows 80% of its pen or
    more (the font's dash is a hairline at 8–10 px, drawn lighter than its pen: 3:1 on paper)."""
    scale = max(1e-3, p.worldTransform().m11())
    p.save()
    p.setPen(QPen(colour, max(1.8, 1.6 / scale), Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    c = cell.center()
    p.drawLine(QPointF(c.x() - length / 2, c.y()), QPointF(c.x() + length / 2, c.y()))
    p.restore()


def vertical_gradient(height: float, top: QColor, bottom: QColor) -> QLinearGradient:
    """The top-to-bottom shading every tile of the table uses (paper, lacquer, wood)."""
    g = QLinearGradient(0, 0, 0, height)
    g.setColorAt(0, top)
    g.setColorAt(1, bottom)
    return g
