"""What the pieces on the table may do, from one seat's view, without Qt.

The scene turns gestures into requests; which piece may be picked up, where it may land and
which action each landing asks for is decided here, from a :class:`SeatView` alone, so the
whole mapping is tested over real positions without a window (tests/views/test_targets.py).

A drop the rules refuse still carries its action: the engine's refusal is the reason the
player reads when the piece snaps back (a daimyo dragged two areas away says why).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from enum import Enum

from ..model import NEUTRAL, Action, SeatView
from ..model.actions import (
    MOVE_DAIMYO,
    MOVE_SAMURAI,
    PASS,
    PLACE_IN,
    PLAY,
    PLAY_CARD,
    RELOCATE_NEUTRAL,
    REMOVE_FROM,
)
from ..model.errors import NotUsable
from ..model.phases import Mode, Phase
from ..model.rules_data import N_AREAS

#: the "area" of a samurai still in its army's supply (R-E3)
SUPPLY = -1


class Zone(Enum):
    """The drop zones that are not areas of the map (an area is named by its number)."""

    SKIRMISH = "skirmish"
    CHOICE_SLOTS = "choice slots"


class Choice(Enum):
    """A drop that changes only the player's selection of cards, not the game."""

    SELECT = "select"
    UNSELECT = "unselect"


#: where a piece lands: an area of the map (0 is Kyoto) or one of the other zones
ZoneKey = int | Zone
#: what a drop means: one action, several the player must choose between (R-V7: which army
#: plays the card), or a change of the card selection
DropMeaning = Action | tuple[Action, ...] | Choice


@dataclass(frozen=True, slots=True)
class Drop:
    meaning: DropMeaning
    #: whether the zone lights up as legal (a refused drop still asks, for the reason)
    legal: bool


@dataclass(frozen=True, slots=True)
class CardPiece:
    card: int


@dataclass(frozen=True, slots=True)
class SamuraiPiece:
    army: int
    #: an area number, or :data:`SUPPLY`
    area: int


@dataclass(frozen=True, slots=True)
class DaimyoPiece:
    army: int
    area: int


Piece = CardPiece | SamuraiPiece | DaimyoPiece


@dataclass(frozen=True, slots=True)
class Role:
    """What the seat to act may do with a token: drag it, click it, or neither."""

    draggable: bool = False
    clickable: bool = False


def samurai_role(view: SeatView, piece: SamuraiPiece, acting: int) -> Role:
    """``acting`` is the army resolving a card on this screen (-1: nobody here may act).

    The acting army places from its supply (R-E1) and moves its samurai with AP (R-E2); in its
    daimyo's area it removes an opponent's samurai (R-E2) or drives a neutral one away (R-V8).
    """
    if acting < 0:
        return Role()
    phase, area = view.phase, piece.area
    if piece.army == acting:
        return Role(draggable=(phase is Phase.PLACE and area == SUPPLY) or (phase is Phase.AP and area >= 0))
    if phase is Phase.AP and area >= 0 and area == view.daimyo_area[acting]:
        return Role(draggable=piece.army == NEUTRAL, clickable=True)
    return Role()


def idle_reason(view: SeatView, piece: SamuraiPiece | DaimyoPiece, acting: int) -> NotUsable | None:
    """Why a press on a token the player may not use does nothing, as a code worded by
    ``words.refusals.not_usable_text`` (None when the press needs no answer: not this screen's turn).

    Every click that does nothing says why, like every refused drop: an enemy samurai outside
    the daimyo's area cannot be removed (R-E2) or driven away (R-V8), pieces on the map move
    only with action points and the supply is used only by Placement (R-E2).
    """
    if acting < 0:
        return None
    phase = view.phase
    if phase is Phase.PLAY:
        return NotUsable.PLAY_FIRST
    if phase is Phase.MODE:
        return NotUsable.CHOOSE_EFFECT
    own = view.owner[piece.army] == view.owner[acting] if piece.army >= 0 else False
    if phase is Phase.PLACE:
        on_map = piece.area != SUPPLY and (own or isinstance(piece, DaimyoPiece))
        return NotUsable.NEEDS_AP if on_map else None
    if phase is not Phase.AP:
        return None
    if isinstance(piece, DaimyoPiece):
        return None if piece.army == acting else NotUsable.NOT_YOUR_DAIMYO
    if piece.area == SUPPLY:
        return NotUsable.NEEDS_PLACEMENT if piece.army == acting else None
    if own:
        return NotUsable.OWN_ARMY
    if piece.area != view.daimyo_area[acting]:
        return NotUsable.RELOCATE_AT_DAIMYO if piece.army == NEUTRAL else NotUsable.REMOVE_AT_DAIMYO
    return None


def empty_tray_reason(view: SeatView, army: int, acting: int) -> NotUsable | None:
    """Why a press on an empty spot of ``army``'s supply tray gives nothing to drag, as a code
    worded by ``words.refusals.not_usable_text`` (None when the press needs no answer). A drag
    from where a samurai stood is never silent: the supply is finite and refills only when
    samurai are removed from the map (R-S1, R-E2, R-E3)."""
    if acting < 0 or army < 0 or view.owner[army] != view.owner[acting]:
        return None
    if view.phase is Phase.PLACE:
        return NotUsable.SUPPLY_EMPTY if view.supply[army] == 0 else NotUsable.SUPPLY_SPOT_EMPTY
    if view.phase is Phase.AP:
        return NotUsable.NEEDS_PLACEMENT
    if view.phase is Phase.PLAY:
        return NotUsable.PLAY_FIRST
    if view.phase is Phase.MODE:
        return NotUsable.CHOOSE_EFFECT
    return None


def hand_refusal(phase: Phase | None) -> NotUsable:
    """Why a card of the hand may not be taken now, as a code worded by
    ``words.refusals.not_usable_text``: a card already kept in the draft (R-V7), the choice of
    Placement or Action points still to make for the card just played, or its action to finish
    (R-E2). The words name what this step offers, never a button it does not show."""
    if phase is Phase.DRAFT:
        return NotUsable.DRAFT_OWN
    if phase is Phase.MODE:
        return NotUsable.CHOOSE_EFFECT
    return NotUsable.FINISH_ACTION


def daimyo_draggable(view: SeatView, army: int, acting: int) -> bool:
    """The acting army's daimyo moves with AP (R-E2)."""
    return view.phase is Phase.AP and army == acting >= 0


def click_action(piece: SamuraiPiece) -> Action | None:
    """The action a click on a clickable samurai asks for: removing an opponent's (R-E2). A
    neutral samurai is not removed but relocated (R-V8): the click starts a choice of area
    (:func:`relocation_targets`), so it asks for nothing yet."""
    return None if piece.army == NEUTRAL else REMOVE_FROM[piece.army][piece.area]


def relocation_targets(legal: Collection[Action], src: int) -> dict[ZoneKey, Drop]:
    """The areas a neutral samurai in ``src`` may be driven to (R-V8)."""
    out: dict[ZoneKey, Drop] = {}
    for dst in range(N_AREAS):
        if dst != src:
            act = RELOCATE_NEUTRAL[src][dst]
            out[dst] = Drop(act, act in legal)
    return out


def drop_targets(
    view: SeatView,
    piece: Piece,
    selected: Collection[int] = (),
    legal: Collection[Action] | None = None,
) -> dict[ZoneKey, Drop]:
    """Every zone ``piece`` may be dropped on, with what the drop means and whether it is legal.

    ``selected`` are the cards already chosen in a recruit phase; ``legal`` defaults to the
    view's legal actions (the window passes none when this screen may not act).
    """
    legal = view.legal if legal is None else legal
    if isinstance(piece, CardPiece):
        return _card_targets(view, piece.card, selected, legal)
    out: dict[ZoneKey, Drop] = {}
    if isinstance(piece, DaimyoPiece):
        for dst in range(N_AREAS):
            if dst != piece.area:
                act = MOVE_DAIMYO[piece.area][dst]
                out[dst] = Drop(act, act in legal)
        return out
    if piece.army == NEUTRAL and piece.area != SUPPLY:
        return relocation_targets(legal, piece.area)
    for dst in range(N_AREAS):
        if piece.area == SUPPLY:
            act = PLACE_IN[dst]
        elif dst == piece.area:
            continue
        else:
            act = MOVE_SAMURAI[piece.area][dst]
        out[dst] = Drop(act, act in legal)
    return out


def _card_targets(
    view: SeatView, card: int, selected: Collection[int], legal: Collection[Action]
) -> dict[ZoneKey, Drop]:
    """A card is played on the skirmish (R-K2), or chosen in the slots of a recruit phase."""
    if view.phase is Phase.PLAY:
        acts = tuple(a for a in legal if a.kind == PLAY and a.card == card)
        if len(acts) > 1:  # R-V7: the player says which army plays it
            return {Zone.SKIRMISH: Drop(acts, True)}
        return {Zone.SKIRMISH: Drop(acts[0] if acts else PLAY_CARD[card], bool(acts))}
    if card in selected:
        return {Zone.SKIRMISH: Drop(Choice.UNSELECT, False)}
    return {Zone.CHOICE_SLOTS: Drop(Choice.SELECT, True)}


def selection_size(view: SeatView) -> int:
    """How many cards a recruit choice names: 2 passed (R-P2), 3 in R-V8, else 1 (R-V7, R-V8)."""
    if view.phase is Phase.PASS:
        return 3 if view.mode is Mode.V8 else 2
    return 1


def selection_action(view: SeatView, selected: Collection[int], legal: Collection[Action]) -> Action | None:
    """The recruit action for the chosen cards, if the choice is complete and legal."""
    if len(selected) != selection_size(view):
        return None
    chosen = tuple(sorted(selected))
    for a in legal:
        if a.cards == chosen and (a.kind == PASS or len(chosen) == 1):
            return a
    return None
