"""The hand row and the recruit slots, decided from the view: which cards the row holds, where
the keyboard cursor starts a turn, each card's tag (received, personal, kept), and what the
recruit slots (or, during the skirmishes, what this seat knows) say.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from ...model.actions import PLAY
from ...model.phases import RECRUIT_PHASES, SKIRMISH_PHASES, Mode, Phase
from ...presentation.banner import draft_pick
from ...presentation.board_state import BoardState
from ...presentation.targets import selection_size
from ...words.basics import card_words as card_name
from ...words.basics import list_join
from ...words.table import (
    discard_hint,
    draft_hint,
    pass_zone_progress,
    pass_zone_title,
    tag_kept,
    tag_personal,
    tag_received,
)
from ...words.tooltips import hand_tag_tooltip, pass_zone_tooltip, received_card_tooltip
from ...words.translation import translate
from .. import theme as th
from ..plain_text import plain_tip
from .card_item import fine_print_need
from .knowledge_items import KnownCardsZone, known_rows
from .zone_items import PassZone


def hand_cards(s: BoardState) -> list[int]:
    """The cards of the hand row: the seat's hand (with the draft's cards while it drafts, R-V7)."""
    if s.hand_seat is None:
        return []
    v = s.view
    if v.phase is Phase.DRAFT and s.interactive:
        return [*v.draft_hand, *v.hand]
    return list(v.hand)


def first_usable(s: BoardState, selection: Sequence[int]) -> int:
    """Where the keyboard cursor starts a turn: the first card that may be played (R-K2) or
    picked (R-V7 draft), so Enter never starts with a refusal. None (-1) from the moment a card
    is on the skirmish until it is resolved (R-E2): its effect is chosen with P and A, then the
    arrows go along the map, and no card of the hand may be played meanwhile."""
    v = s.view
    if v.phase in (Phase.MODE, Phase.PLACE, Phase.AP):
        return -1
    cards = [c for c in hand_cards(s) if c not in selection]
    usable = {a.card for a in s.legal if a.kind == PLAY} if v.phase is Phase.PLAY else set(v.draft_hand)
    if v.phase in (Phase.PASS, Phase.DISCARD):
        usable = set(v.hand)
    return next((i for i, c in enumerate(cards) if c in usable), 0 if cards else -1)



def hand_tag(s: BoardState, card: int) -> tuple[str, str, str]:
    """(label, kind, tooltip line) of a hand card: received in the pass and from whom
    (R-P3), or R-V7's personal and kept cards."""
    v = s.view
    if card in v.received and v.received_from >= 0:
        frm = s.seat_names[v.received_from]
        return tag_received(frm), "received", received_card_tooltip(card_name(card), frm)
    if v.mode is Mode.V7 and card in v.hand:
        kind = "personal" if card in v.personal else "kept"
        label = tag_personal() if kind == "personal" else tag_kept()
        return label, kind, hand_tag_tooltip(kind)
    return "", "", ""



def show_recruit_slots(s: BoardState, slots: PassZone, known: KnownCardsZone, chosen: int) -> None:
    """The recruit slots with the choice's progress (R-P2, R-V7, R-V8) while this screen
    chooses; in their place during the skirmishes, what this seat knows (R-P3)."""
    v = s.view
    active = s.interactive and v.phase in RECRUIT_PHASES
    slots.setVisible(active)
    knows = s.hand_seat is not None and not active and v.phase in SKIRMISH_PHASES
    rows = known_rows(v, s.seat_names) if knows else ()
    known.setVisible(bool(rows))
    known.set_rows(rows)
    if not active:
        return
    to = s.seat_names[(v.current_seat + 1) % v.players]
    n = selection_size(v)
    if v.phase is Phase.PASS:
        hint = translate("Board", "Nobody sees what they receive until everyone has chosen (R-P2).")
    elif v.phase is Phase.DISCARD:
        passed = v.known_cards.get(1 - v.seat, ())
        hint = discard_hint(to, list_join(card_name(c) for c in passed))
    else:
        hint = draft_hint(to, list_join(card_name(c) for c in v.draft_given))
    progress = pass_zone_progress(v.phase, chosen, n, draft_pick(v))
    slots.set_info(pass_zone_title(v.phase, v.mode, to), hint, n, progress)
    slots.setToolTip(plain_tip(pass_zone_tooltip(v.phase)))


def hand_card_top(row_h: float) -> float:
    """How far below the hand row's top its cards stand: centred with room above for the card
    the keyboard lifts (18) and below for its label (R-P3, R-V7); in a compact row, higher, the
    lifted card reaching into the gap above and the label into the table's margin."""
    centred = row_h / 2 - th.CARD_H / 2 + 7
    return max(16.0, min(centred, 40.0 - (238.0 - row_h) * 0.75))


def row_needs(s: BoardState, cards: Sequence[int], tags: bool = True) -> list[float]:
    """How much of each card of the row must stay uncovered: its fine print, and its tag under
    it ("kept", "personal", "from Dai") whole unless ``tags`` is off (the hint's words want the
    room: the tags are shortened meanwhile, and whole again when the hint goes)."""
    fm = QFontMetricsF(th.font(12, bold=True))  # the tag's font (card_item)
    out = []
    for card in cards:
        label = hand_tag(s, card)[0] if tags else ""
        out.append(max(fine_print_need(card), fm.horizontalAdvance(label) + 26 if label else 0.0))
    return out


def _steps(needs: Sequence[float], span: float) -> list[float]:
    """The steps between the left edges of a row's cards that fill at most ``span``: the
    natural gap when it fits, else overlapping, each card keeping its need (then sharing the
    rest evenly), else evenly (too narrow even for the needs)."""
    n = len(needs)
    natural = th.CARD_W + 12.0
    if n < 2 or natural * (n - 1) <= span:
        return [natural] * (n - 1)
    wanted = list(needs[:-1])
    even = span / (n - 1)
    if even >= max(wanted) or sum(wanted) > span:
        return [even] * (n - 1)
    extra = (span - sum(wanted)) / (n - 1)
    return [need + extra for need in wanted]


def row_places(
    needs: Sequence[float], hand: QRectF, clear_left: float = 0.0
) -> list[tuple[float, float | None]]:
    """Where each card of a row stands (its left edge) and how much of it the next card leaves
    uncovered (None: all of it), for cards that each need ``needs[i]`` uncovered to show their
    fine print. Side by side when the row fits; else overlapping, each card keeping its need
    (so the R-V7 draft's eight cards all show their fine print) and sharing the rest evenly.
    Centred in the hand tile; moved right, and if need be drawn closer (never closer than the
    needs), to keep the room left of ``clear_left`` free (the hint's words sit there)."""
    n = len(needs)
    if n == 0:
        return []
    w = th.CARD_W
    left, right = hand.left() + 10, hand.right() - 10
    steps = _steps(needs, right - left - w)
    width = sum(steps) + w
    x = max(hand.center().x() - width / 2, min(clear_left, right - width))
    if clear_left > x and sum(needs[:-1]) < width - w:  # closer, down to the cards' needs
        steps = _steps(needs, max(sum(needs[:-1]), right - max(clear_left, left) - w))
        width = sum(steps) + w
        x = max(hand.center().x() - width / 2, min(clear_left, right - width))
    out: list[tuple[float, float | None]] = []
    for step in [*steps, w]:
        out.append((x, step if step < w else None))
        x += step
    return out
