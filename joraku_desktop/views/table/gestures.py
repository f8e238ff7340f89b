"""The mouse on the table as one explicit mode: idle, pressed, dragging a card or a token,
choosing a relocation target (R-V8), or behind the hot-seat curtain (R-P3).

:class:`TableGestures` holds the mode and what it needs (the press, the drag, the relocation
source) and :meth:`TableGestures.enter` is the one place it changes, so no press, drag or
relocation can outlive its mode. The scene forwards its mouse events here; what a piece may do
and what a drop asks for comes from :mod:`..presentation.targets` (no Qt), and requests go back through the
scene to the controller.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF, SignalInstance
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ...model.actions import RELOCATE_NEUTRAL
from ...model.phases import RECRUIT_PHASES, Phase
from ...presentation.targets import (
    CardPiece,
    Choice,
    DaimyoPiece,
    Drop,
    Piece,
    SamuraiPiece,
    Zone,
    ZoneKey,
    click_action,
    drop_targets,
    empty_tray_reason,
    hand_refusal,
    idle_reason,
)
from ...words.refusals import not_usable_text
from ...words.translation import translate
from .card_item import CardItem
from .drag import DragSession, DropZone
from .token_items import DaimyoItem, SamuraiItem, TokenItem

if TYPE_CHECKING:
    from ...model import Action
    from ...presentation.board_state import BoardState
    from .animation import Animator
    from .area_item import AreaItem
    from .panel_item import PanelItem
    from .zone_items import PassZone, SkirmishZone


class GestureTable(Protocol):
    """What the gestures use of the table (the scene): written down here, so this module needs
    no import of the scene, which owns the gestures."""

    @property
    def state(self) -> BoardState | None: ...
    @property
    def pass_selection(self) -> list[int]: ...
    @property
    def hand_items(self) -> list[CardItem]: ...
    @property
    def areas(self) -> list[AreaItem]: ...
    @property
    def pass_zone(self) -> PassZone: ...
    @property
    def panels(self) -> dict[int, PanelItem]: ...
    @property
    def skirmish(self) -> SkirmishZone: ...
    @property
    def animator(self) -> Animator: ...
    @property
    def curtain_clicked(self) -> SignalInstance: ...

    def items(self, pos: QPointF) -> list[QGraphicsItem]: ...
    def request(self, action: Action, *, by_drag: bool = False) -> str | None: ...
    def ask(self, action: Action) -> None: ...
    def sync(self, s: BoardState) -> None: ...
    def show_message(self, text: str, ms: int = 3500) -> None: ...
    def toggle_selection(self, card: int) -> None: ...
    def offer_army_choice(self, actions: tuple[Action, ...]) -> None: ...
    def remember_origin(self, card: int, pos: QPointF | None) -> None: ...
    def focus_card(self, item: CardItem) -> None: ...
    def moment_changed(self) -> None: ...

#: how far (Manhattan, scene units) a pressed piece moves before the press becomes a drag
DRAG_START = 5.0


class Gesture(Enum):
    IDLE = "idle"
    #: the button is down on a piece that has not moved far enough to be a drag (a click, so far)
    PRESSED = "pressed"
    DRAGGING_CARD = "dragging a card"
    DRAGGING_TOKEN = "dragging a token"
    #: a neutral samurai was clicked: the next click on an area says where it goes (R-V8)
    CHOOSING_RELOCATION = "choosing a relocation target"
    #: hot seat: the hands are hidden until the player to act is ready (R-P3)
    CURTAIN = "curtain"


@dataclass(frozen=True, slots=True)
class Press:
    """A button press on a piece: the piece, where the pointer went down and where the piece was."""

    item: QGraphicsObject
    start: QPointF
    origin: QPointF


def piece_of(item: QGraphicsObject) -> Piece | None:
    """The Qt-free description of a piece on the table, for :func:`drop_targets`."""
    if isinstance(item, CardItem):
        return CardPiece(item.card)
    if isinstance(item, DaimyoItem):
        return DaimyoPiece(item.army, item.area)
    if isinstance(item, SamuraiItem):
        return SamuraiPiece(item.army, item.area)
    return None


class TableGestures:
    def __init__(self, scene: GestureTable) -> None:
        self.scene = scene
        self.mode = Gesture.IDLE
        self._press: Press | None = None
        self._drag: DragSession | None = None
        self._relocate_src: int | None = None
        #: the player's last gesture on the table was a key (the banner says the keys then)
        self.by_keys = False

    def keys_used(self, on: bool = True) -> None:
        """A key used on the table (``on``) or a mouse press: the banner follows when it changes."""
        if on != self.by_keys:
            self.by_keys = on
            self.scene.moment_changed()

    # ---- the mode ------------------------------------------------------------------------------
    def enter(
        self,
        mode: Gesture,
        *,
        press: Press | None = None,
        drag: DragSession | None = None,
        relocate_from: int | None = None,
    ) -> None:
        """The one transition: the new mode with what it holds, and nothing of the old one left."""
        leaving_choice = self.mode is Gesture.CHOOSING_RELOCATION and mode is not self.mode
        if self._drag is not None and drag is None:  # a drag cut short (the curtain came down)
            self._drag.finish(self._drag.origin)
        self.mode = mode
        self._press = press if mode is Gesture.PRESSED else None
        self._drag = drag if mode in (Gesture.DRAGGING_CARD, Gesture.DRAGGING_TOKEN) else None
        self._relocate_src = relocate_from if mode is Gesture.CHOOSING_RELOCATION else None
        if leaving_choice or self._relocate_src is not None:
            self.scene.moment_changed()

    @property
    def relocate_from(self) -> int | None:
        """The area of the neutral samurai being relocated, while its target is chosen (R-V8)."""
        return self._relocate_src

    def reset(self) -> None:
        """A new table: any gesture but the curtain ends."""
        if self.mode is not Gesture.CURTAIN:
            self.enter(Gesture.IDLE)

    def cancel_relocation(self) -> None:
        if self.mode is Gesture.CHOOSING_RELOCATION:
            self.enter(Gesture.IDLE)

    # ---- the mouse -------------------------------------------------------------------------------
    def press(self, pos: QPointF) -> bool:
        """A left press at ``pos``; True if the table used it."""
        scene = self.scene
        self.keys_used(False)
        if self.mode is Gesture.CURTAIN:
            scene.curtain_clicked.emit()
            return True
        item = self.item_at(pos)
        if item is not None:  # a press on a piece ends a relocation choice too
            self.enter(Gesture.PRESSED, press=Press(item, pos, item.pos()))
            return True
        src, key = self._relocate_src, self._zone_at(pos)
        if src is not None and isinstance(key, int):
            self.enter(Gesture.IDLE)
            scene.ask(RELOCATE_NEUTRAL[src][key])
            return True
        if self.mode is not Gesture.CHOOSING_RELOCATION:
            self.enter(Gesture.IDLE)
        return self._explain_idle_press(pos)

    def move(self, pos: QPointF, left_down: bool) -> bool:
        if self._drag is not None:
            self._drag.move(pos)
            return True
        press = self._press
        if press is None or not left_down:
            return False
        far = (pos - press.start).manhattanLength() >= DRAG_START
        if far and getattr(press.item, "draggable", False):
            self._start_drag(press, pos)
        return True

    def release(self, pos: QPointF) -> bool:
        drag, press = self._drag, self._press
        if drag is None and press is None:
            return False
        self._drag = None  # finished here, not cut short by the transition
        self.enter(Gesture.IDLE)
        if drag is not None:
            key, drop = drag.finish(pos)
            self._drop(drag, key, drop)
        elif press is not None:
            self._click(press.item)
        return True

    # ---- where things are ------------------------------------------------------------------------
    def item_at(self, pos: QPointF) -> QGraphicsObject | None:
        """The piece a press at ``pos`` takes: a card of the hand or a token the player may use."""
        scene = self.scene
        for it in scene.items(pos):
            if isinstance(it, CardItem) and it in scene.hand_items and it.draggable:
                return it
            if isinstance(it, TokenItem) and (it.draggable or it.clickable):
                return it
        return None

    def _explain_idle_press(self, pos: QPointF) -> bool:
        """A press on a token the player may not use says why, like a refused drop (R-E2, R-V8)."""
        scene, s = self.scene, self.scene.state
        if s is None or not s.interactive:
            return False
        hand = scene.hand_items
        if any(isinstance(it, CardItem) and it in hand for it in scene.items(pos)):
            scene.show_message(not_usable_text(hand_refusal(s.view.phase)))
            return True
        token = next((it for it in scene.items(pos) if isinstance(it, TokenItem)), None)
        mine = s.seat_armies(s.view.current_seat) or (-1,)
        acting = s.view.acting_army if s.view.acting_army >= 0 else mine[0]
        if token is None:  # an empty spot of a supply tray: a drag from it would do nothing
            army = next((a for panel in scene.panels.values() for a in panel.info.armies
                         if panel.supply_tray(a).contains(pos)), -1)
            text = not_usable_text(empty_tray_reason(s.view, army, acting))
            if text:
                scene.show_message(text)
            return bool(text)
        piece = piece_of(token)
        if not isinstance(piece, (SamuraiPiece, DaimyoPiece)):
            return False
        text = not_usable_text(idle_reason(s.view, piece, acting))
        if not text:
            return False
        scene.show_message(text)
        return True

    def _zone_at(self, pos: QPointF) -> ZoneKey | None:
        scene = self.scene
        if scene.pass_zone.isVisible() and scene.pass_zone.rect.contains(pos):
            return Zone.CHOICE_SLOTS
        if scene.skirmish.rect.contains(pos):
            return Zone.SKIRMISH
        return next((a.area for a in scene.areas if a.rect.contains(pos)), None)

    def _zones(self) -> dict[ZoneKey, DropZone]:
        scene = self.scene
        zones: dict[ZoneKey, DropZone] = {Zone.SKIRMISH: scene.skirmish, Zone.CHOICE_SLOTS: scene.pass_zone}
        zones.update((a.area, a) for a in scene.areas)
        return zones

    # ---- what a gesture does -----------------------------------------------------------------------
    def _start_drag(self, press: Press, pos: QPointF) -> None:
        s, piece = self.scene.state, piece_of(press.item)
        targets = drop_targets(s.view, piece, self.scene.pass_selection, s.legal) if s and piece else {}
        drag = DragSession(press.item, press.origin, press.start - press.origin, targets, self._zones(),
                           self._zone_at)
        mode = Gesture.DRAGGING_CARD if isinstance(press.item, CardItem) else Gesture.DRAGGING_TOKEN
        self.enter(mode, drag=drag)
        drag.begin()
        drag.move(pos)

    def _snap_back(self, drag: DragSession, reason: str) -> None:
        scene = self.scene
        scene.animator.move(drag.item, drag.origin)
        if scene.state:
            scene.sync(scene.state)
        if reason:
            scene.show_message(reason)

    def _drop(self, drag: DragSession, key: ZoneKey | None, drop: Drop | None) -> None:
        scene, item = self.scene, drag.item
        if isinstance(item, CardItem):
            if drop is not None and drop.meaning is Choice.SELECT:
                if item.card not in scene.pass_selection:
                    scene.toggle_selection(item.card)
                return
            if item.card in scene.pass_selection and key is not Zone.CHOICE_SLOTS:
                scene.toggle_selection(item.card)
                return
        if drop is None or isinstance(drop.meaning, Choice):
            self._snap_back(drag, self._why_not_there(item, key))
            return
        meaning = drop.meaning
        if isinstance(meaning, tuple):  # several ways to play this card (R-V7: which army)
            self._snap_back(drag, "")
            scene.offer_army_choice(meaning)
            return
        if isinstance(item, CardItem):
            scene.remember_origin(item.card, item.pos())
        old_area = item.area if isinstance(item, TokenItem) else None
        if isinstance(item, TokenItem) and isinstance(key, int):
            item.area = key  # so this very cube is the one that moved
        # one drag commits a card: the window may ask first
        reason = scene.request(meaning, by_drag=isinstance(item, CardItem))
        if reason:
            if isinstance(item, TokenItem) and old_area is not None:
                item.area = old_area
            if isinstance(item, CardItem):
                scene.remember_origin(item.card, None)
            self._snap_back(drag, reason)

    def _why_not_there(self, item: QGraphicsObject, key: ZoneKey | None) -> str:
        state = self.scene.state
        if isinstance(item, CardItem):
            if state and state.view.phase is Phase.PLAY:
                return translate("Board", "Drop the card on the skirmish area to play it.")
            return translate("Board", "Drop the card in the slots on the right to choose it.")
        if key is None:
            return translate("Board", "Drop the piece on an area of the map.")
        return ""

    def _click(self, item: QGraphicsObject) -> None:
        scene = self.scene
        s = scene.state
        if s is None:
            return
        if isinstance(item, CardItem):
            if s.view.phase in RECRUIT_PHASES:
                scene.toggle_selection(item.card)
            elif s.view.phase is Phase.PLAY:
                scene.focus_card(item)
                if item.dimmed:  # not playable now: the tooltip's reason (R-K2), said at once
                    scene.show_message(item.toolTip())
                    return
                scene.show_message(
                    translate(
                        "Board", "Drag the card onto the skirmish area, or double-click it, to play it."
                    ),
                    2500,
                )
            return
        if isinstance(item, SamuraiItem) and item.clickable:
            action = click_action(SamuraiPiece(item.army, item.area))
            if action is None:  # a neutral samurai: choose where it goes (R-V8)
                self.enter(Gesture.CHOOSING_RELOCATION, relocate_from=item.area)  # the banner says what next
                return
            scene.ask(action)
            return
        if isinstance(item, TokenItem) and item.draggable:
            scene.show_message(translate("Board", "Drag it onto an area of the map."), 2500)
