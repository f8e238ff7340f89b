"""The daimyo and the samurai cubes on the table: each placed where the view has it (moving as
few cubes as possible), with what the player may do with it now (drag, click) and a tooltip
that says so.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QPointF

from ...model import NEUTRAL
from ...model.rules_data import N_AREAS
from ...presentation.board_state import BoardState
from ...presentation.targets import SUPPLY, SamuraiPiece, daimyo_draggable, samurai_role
from ...words.tooltips import daimyo_tooltip, samurai_tooltip, supply_samurai_tooltip
from ...words.translation import translate
from ..plain_text import plain_tip
from .animation import Animator
from .area_item import AreaItem
from .panel_item import PanelItem
from .token_items import DaimyoItem, SamuraiItem


def place_tokens(s: BoardState, daimyo: Mapping[int, DaimyoItem], samurai: Mapping[int, list[SamuraiItem]],
                 areas: Sequence[AreaItem], panels: Mapping[int, PanelItem], animator: Animator) -> None:
    """Every daimyo and samurai cube where ``s`` has it, with what the player may do with it."""
    v = s.view
    acting = v.acting_army if s.interactive else -1
    for army in v.armies:
        d = daimyo[army]
        d.area = v.daimyo_area[army]
        animator.move(d, areas[d.area].daimyo_pos(army))
        d.draggable = daimyo_draggable(v, army, acting)
        d.set_highlight(d.draggable)
        d.setToolTip(plain_tip(daimyo_tooltip(s.army_names[army])))
        _place_pool(s, army, acting, samurai[army], areas, panels, animator)


def _place_pool(s: BoardState, army: int, acting: int, pool: list[SamuraiItem], areas: Sequence[AreaItem],
                panels: Mapping[int, PanelItem], animator: Animator) -> None:
    """Give each of the army's ten cubes a home (supply or an area), moving as few as possible."""
    v = s.view
    want = {SUPPLY: v.supply[army] if army != NEUTRAL else 0}
    for area in range(N_AREAS):
        want[area] = v.samurai[army][area]
    homes: dict[int, list[SamuraiItem]] = {loc: [] for loc in want}
    free: list[SamuraiItem] = []
    for it in pool:
        if it.area in homes and len(homes[it.area]) < want[it.area]:
            homes[it.area].append(it)
        else:
            free.append(it)
    for loc, n in want.items():
        while len(homes[loc]) < n and free:
            homes[loc].append(free.pop(0))
    owner_panel = panels.get(v.owner[army]) if v.owner[army] >= 0 else panels.get(-1)
    for loc, items in homes.items():
        for k, it in enumerate(items):
            it.area = loc
            it.setVisible(True)
            if loc == SUPPLY:
                target = owner_panel.supply_pos(army, k) if owner_panel else QPointF(-50, -50)
            else:
                target = areas[loc].samurai_pos(army, k)
            animator.move(it, target)
            _set_token_role(s, it, loc, army, acting)
    for it in free:  # more cubes than the rules allow: never happens, but never draw them
        it.area = -2
        it.setVisible(False)


def _set_token_role(s: BoardState, it: SamuraiItem, loc: int, army: int, acting: int) -> None:
    role = samurai_role(s.view, SamuraiPiece(army, loc), acting)
    it.draggable, it.clickable = role.draggable, role.clickable
    it.set_highlight(it.draggable or it.clickable)
    if it.clickable and army == NEUTRAL:
        text = translate("Board", "1 AP: drive this neutral samurai to another area (R-V8)")
    elif it.clickable:
        text = translate("Board", "Click to remove this samurai (1 AP, R-E2 B)")
    elif it.draggable and loc == SUPPLY:
        text = translate("Board", "Drag onto the card's area to place this samurai (R-E1, R-E2 A)")
    elif it.draggable:
        text = translate("Board", "Drag to a neighbouring area (1 AP, R-E2 B)")
    elif loc == SUPPLY:
        text = supply_samurai_tooltip(s.army_names[army])
    else:
        text = samurai_tooltip(s.army_names[army])
    it.setToolTip(plain_tip(text))
