"""Where each tile of the table goes, for the shape of the window.

The table used to be a fixed 1600×1000 scene scaled to fit, so any window of another shape got
empty bands and every text shrank with the whole. Now the scene takes the view's aspect ratio:
its logical size is chosen by :func:`scene_size` (never narrower than :data:`MIN_W` nor lower
than :data:`MIN_H`, so text keeps a floor size on screen; the design height where the window
is large) and :func:`table_layout` spreads the
same rows over it:

- the banner across the top;
- the seven areas in a row, sharing the width (their height takes a part of any extra height);
- the players' panels and the skirmish zone (panels grow a little on wide tables, the skirmish
  zone takes the rest);
- the variant cards, the hand and the pass slots at the bottom (the hand row takes the rest).

Heights are the hard part of a small window: between a table :data:`MIN_H` high (where each
row has its compact height: :data:`COMPACT`) and one :data:`BASE_H` high (the design size,
today's heights) every row grows in proportion, and past ``BASE_H`` the extra height is
shared as before. So a large window looks as designed and a small one gets a table whose
text is larger on screen, every tile still holding its content whole at :data:`theme.MIN_TEXT`.

Qt-free apart from :class:`QRectF`, so the geometry is testable on its own.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsObject

#: the design size: at this aspect (1.6) every tile has its designed size
BASE_W, BASE_H = 1600.0, 1000.0
#: narrowest and lowest logical table; below this the tiles would not hold their text (the
#: width: four panels of :data:`PANEL_COMPACT_W` and the skirmish zone's :data:`SKIRMISH_MIN_W`;
#: the height: the rows at their compact heights)
MIN_W, MIN_H = 1360.0, 819.0
#: widest table: past this (a very wide, low window) bands are better than stretched tiles
MAX_W = 2600.0
#: tallest table (a very tall, narrow window)
MAX_H = 1500.0

MARGIN = 16.0
BANNER_H = 72.0
AREA_GAP = 12.0
ROW_GAP = 12.0
AREA_H = 404.0
PANEL_H = 226.0
PANEL_W = 236.0
PANEL_MAX_W = 380.0
PANEL_GAP = 10.0
SKIRMISH_MIN_W = 440.0
#: the narrowest panel (four on a :data:`MIN_W` table): the daimyo card, the tray of five cubes
#: and a narrower RP column (``PanelItem.rp_column``); from 236 down the panels give way first,
#: since the skirmish zone's line of who is winning needs its two lines' width
PANEL_COMPACT_W = (MIN_W - 2 * MARGIN - SKIRMISH_MIN_W - 4 * PANEL_GAP) / 4
BOTTOM_H = 238.0
SIDE_W = 256.0  # the pass slots (right)


@dataclass(frozen=True, slots=True)
class Rows:
    """The vertical sizes of the table's rows: above the banner, the banner, below it, the
    areas, between areas and panels, the panels, above the bottom row, the bottom row."""

    top: float
    banner: float
    under_banner: float
    area: float
    row_gap: float
    panel: float
    bottom_gap: float
    bottom: float

    def toward(self, other: Rows, t: float) -> Rows:
        return Rows(*(a + (b - a) * t for a, b in zip(self._values(), other._values(), strict=True)))

    def _values(self) -> tuple[float, ...]:
        return (self.top, self.banner, self.under_banner, self.area, self.row_gap, self.panel,
                self.bottom_gap, self.bottom)


#: the rows of a table :data:`BASE_H` high (the design)
DESIGN = Rows(10.0, BANNER_H, 10.0, AREA_H, ROW_GAP, PANEL_H, 14.0, BOTTOM_H)
#: the rows of a table :data:`MIN_H` high: each tile's smallest height that still holds its
#: content whole (an area with a stack of ten samurai and a scoring's result; a two-army
#: panel; a hand card lifted by the keyboard's focus with its label under it)
COMPACT = Rows(2.0, 54.0, 3.0, 320.0, 3.0, 206.0, 3.0, 222.0)
#: the table's margin under the bottom row: :data:`MARGIN` on a design table, less on a compact
#: one (a hand card's label under it reaches just past the row)
COMPACT_FOOT = 6.0


def _toward_design(h: float) -> float:
    """0 for a table :data:`MIN_H` high, 1 from :data:`BASE_H` up, in proportion between."""
    return max(0.0, min(1.0, (h - MIN_H) / (BASE_H - MIN_H)))


def rows_for(h: float) -> Rows:
    """The rows of a table ``h`` high, up to :data:`BASE_H` (past it, :func:`table_layout`
    shares the extra height)."""
    return COMPACT.toward(DESIGN, _toward_design(h))
#: the variant cards (left): wide enough for two cards' rules whole at the smallest text size
VARIANTS_W = 360.0


#: the view's scale below which a table of the design height gives way to a lower (more
#: compact) one: a large window shows the design, a small one the compact rows, larger on screen
COMPACT_BELOW_SCALE = 0.85


def scene_size(aspect: float, view_h: float | None = None) -> tuple[float, float]:
    """The logical table for a view of this width/height (and, if given, this height in pixels):
    same aspect where the bounds allow; as high as the design (:data:`BASE_H`) where the view
    shows it at :data:`COMPACT_BELOW_SCALE` or more, lower down to :data:`MIN_H` where not."""
    aspect = max(0.1, aspect)
    high = MIN_H if view_h is None else max(MIN_H, min(BASE_H, view_h / COMPACT_BELOW_SCALE))
    if aspect * high >= MIN_W:
        h = high
        w = min(MAX_W, h * aspect)
    else:
        w = MIN_W
        h = min(MAX_H, w / aspect)
    return w, h


@dataclass(frozen=True, slots=True)
class TableLayout:
    scene: QRectF
    banner: QRectF
    areas: tuple[QRectF, ...]
    panels: tuple[QRectF, ...]
    skirmish: QRectF
    variants: QRectF
    hand: QRectF
    pass_zone: QRectF

    def tiles(self) -> list[QRectF]:
        return [
            self.banner, *self.areas, *self.panels, self.skirmish, self.variants, self.hand, self.pass_zone
        ]


def table_layout(w: float, h: float, n_areas: int = 7, n_panels: int = 4) -> TableLayout:
    """The tiles of a ``w``×``h`` table (see the module doc). ``n_panels`` is 2 to 4."""
    n_panels = max(1, n_panels)
    rows = rows_for(h)
    extra_h = max(0.0, h - BASE_H)
    inner_w = w - 2 * MARGIN
    banner = QRectF(MARGIN, rows.top, inner_w, rows.banner)
    area_top = banner.bottom() + rows.under_banner
    area_w = (inner_w - (n_areas - 1) * AREA_GAP) / n_areas
    area_h = rows.area + 0.3 * extra_h
    areas = tuple(
        QRectF(MARGIN + i * (area_w + AREA_GAP), area_top, area_w, area_h) for i in range(n_areas)
    )
    panel_top = area_top + area_h + rows.row_gap
    panel_h = rows.panel + 0.2 * extra_h
    # four panels keep their design width on a 1600 table; fewer panels (2 players, where R-V7
    # panels hold two armies) are wider, and all grow on wider tables
    room = inner_w - SKIRMISH_MIN_W - n_panels * PANEL_GAP
    wanted = PANEL_W + 60 * max(0, 4 - n_panels) + max(0.0, w - BASE_W) * 0.5 / n_panels
    panel_w = min(PANEL_MAX_W, room / n_panels, wanted)
    panel_w = max(panel_w, min(PANEL_W, room / n_panels))
    panels = tuple(
        QRectF(MARGIN + i * (panel_w + PANEL_GAP), panel_top, panel_w, panel_h) for i in range(n_panels)
    )
    sk_left = MARGIN + n_panels * (panel_w + PANEL_GAP)
    skirmish = QRectF(sk_left, panel_top, w - MARGIN - sk_left, panel_h)
    bottom_top = panel_top + panel_h + rows.bottom_gap
    foot = COMPACT_FOOT + (MARGIN - COMPACT_FOOT) * _toward_design(h)
    bottom_h = max(rows.bottom, h - foot - bottom_top)
    variants = QRectF(MARGIN, bottom_top, VARIANTS_W, bottom_h)
    pass_zone = QRectF(w - MARGIN - SIDE_W, bottom_top, SIDE_W, bottom_h)
    hand = QRectF(variants.right() + 10, bottom_top, pass_zone.left() - 10 - variants.right() - 10, bottom_h)
    return TableLayout(QRectF(0, 0, w, h), banner, areas, panels, skirmish, variants, hand, pass_zone)


def reshape(item: QGraphicsObject, old: QRectF, new: QRectF) -> bool:
    """Move ``item`` (a tile drawn in its own 0,0-based rectangle) to ``new``; whether it changed
    size (the caller stores the rectangle, since tiles keep it under different names)."""
    if new == old:
        return False
    if new.size() != old.size():
        item.prepareGeometryChange()
    item.setPos(new.topLeft())
    item.update()
    return True
