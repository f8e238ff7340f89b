"""Tooltips for the parts of a painted tile: influence boxes and the ★ (R-C8, R-PR2), the
prestige chart's rows and their ≈ (R-PR4), supply trays (R-C2, R-E3), RP (R-S5), daimyo cards
(R-C3), hand sizes (R-P1) and the 勝鬨 Kachidoki badge (R-C5).

An area or a panel paints itself as one item, and an item has one tooltip; so each part that
says something of its own gets an invisible :class:`TipSpot` child over it, which takes no
mouse button (presses and drags go through to the table) and only carries the tooltip. The
spots follow the tiles' geometry (``area_item``, ``panel_item``) and are refreshed on each sync.
"""

from __future__ import annotations

from collections.abc import Sequence
from weakref import WeakKeyDictionary

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget
from typing_extensions import override

from ...model import NEUTRAL
from ...words.basics import colour_name
from ...words.tooltips import (
    chart_row_tooltip,
    daimyo_card_tooltip,
    hand_size_tooltip,
    influence_tooltip,
    kachidoki_tooltip,
    neutral_panel_tooltip,
    neutral_supply_tooltip,
    panel_tooltip,
    result_strip_tooltip,
    rp_tooltip,
    supply_tooltip,
)
from .. import theme as th
from ..plain_text import plain_tip
from .area_item import AreaItem
from .panel_item import PanelItem


class TipSpot(QGraphicsObject):
    """An invisible rectangle of its parent tile with a tooltip of its own."""

    def __init__(self, parent: QGraphicsItem, name: str) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.rect = QRectF()
        self.text = ""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def place(self, rect: QRectF, tip: str) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = rect
        self.setToolTip(plain_tip(tip))
        #: the tooltip's words as written (said on the table when a key finds the part)
        self.text = tip
        self.setVisible(True)

    @override
    def boundingRect(self) -> QRectF:
        return self.rect

    @override
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        return None


#: the spots of each tile, by name: held here so that Python keeps the items alive (a child
#: item made from Python is deleted with its wrapper); gone with the tile
_SPOTS: WeakKeyDictionary[QGraphicsObject, dict[str, TipSpot]] = WeakKeyDictionary()


def _spot(parent: QGraphicsObject, name: str) -> TipSpot:
    """The parent's spot called ``name`` (made on first use)."""
    spots = _SPOTS.setdefault(parent, {})
    if name not in spots:
        spots[name] = TipSpot(parent, name)
    return spots[name]


def _hide_others(parent: QGraphicsObject, keep: set[str]) -> None:
    for name, spot in _SPOTS.get(parent, {}).items():
        if name not in keep:
            spot.setVisible(False)


def area_tips(area: AreaItem, army_names: Sequence[str]) -> None:
    """The influence boxes (with the ★ of the sole leader) and the three chart rows of an area."""
    used: set[str] = set()
    best = max(area.influence.values(), default=0)
    leaders = list(area.influence.values()).count(best)
    for army in area.armies:
        name = f"tip-influence-{army}"
        val = area.influence.get(army, 0)
        star = val > 0 and val == best and leaders == 1
        box = area.influence_box(army)
        who = army_names[army] if 0 <= army < len(army_names) else colour_name(army)
        _spot(area, name).place(box, influence_tooltip(who, val, star))
        used.add(name)
    if area.result_title:  # the last prestige strip ("R1 B+6 G+3"): its chips in words
        gains = [(army_names[a] if 0 <= a < len(army_names) else colour_name(a), rp)
                 for a, _rank, rp in area.result]
        tip = result_strip_tooltip(area.result_title, gains)
        _spot(area, "tip-result").place(area.part_rect("result"), tip)
        used.add("tip-result")
    for r in range(3):
        name = f"tip-chart-{r + 1}"
        row = area.chart_row_rect(r)
        points = " / ".join(str(x) for x in area.chart[r])
        _spot(area, name).place(row, chart_row_tooltip(r + 1, points, area.inferred[r]))
        used.add(name)
    _hide_others(area, used)


def panel_tips(panel: PanelItem, army_names: Sequence[str]) -> None:
    """Per army row: daimyo card, supply tray, RP; in the footer: hand size and Kachidoki."""
    d = panel.info
    panel.setToolTip(plain_tip(panel_tooltip(d.name) if d.seat >= 0 else neutral_panel_tooltip()))
    used: set[str] = set()

    def put(name: str, rect: QRectF, tip: str) -> None:
        _spot(panel, name).place(rect, tip)
        used.add(name)

    for i, army in enumerate(d.armies):
        top = panel._row_top(i)
        who = army_names[army] if 0 <= army < len(army_names) else colour_name(army)
        tray = QRectF(50, top, 5 * (th.CUBE + th.CUBE_GAP) + 5, 2 * (th.CUBE + th.CUBE_GAP) + 20)
        if army == NEUTRAL and d.seat < 0:
            put(f"tip-supply-{army}", tray, neutral_supply_tooltip())
            continue
        put(f"tip-supply-{army}", tray, supply_tooltip(who, d.supply[i]))
        if d.daimyo_card[i]:
            card = QRectF(8, top, 38, 54)
            put(f"tip-daimyo-card-{army}", card, daimyo_card_tooltip(who, d.daimyo_card[i]))
        put(f"tip-rp-{army}", QRectF(panel.rect.width() - 76, top - 4, 70, 60), rp_tooltip(who, d.rp[i]))
    pw, ph = panel.rect.width(), panel.rect.height()  # panels take the table's shape (table_layout)
    if d.seat >= 0:
        put("tip-hand", QRectF(8, ph - panel.footer_h() - 6, 110, panel.footer_h() - 10),
            hand_size_tooltip(d.hand_size))
    if d.kachidoki:
        put("tip-kachidoki", QRectF(pw - 112, ph - panel.footer_h() - 6, 104, panel.footer_h() - 10),
            kachidoki_tooltip())
    _hide_others(panel, used)
