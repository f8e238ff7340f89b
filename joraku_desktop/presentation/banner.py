"""The banner's "what to do now": which line the person at the screen reads, for the state of the
table. The lines themselves are in :mod:`joraku_desktop.words.table`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model import CARD_NUMBER, Action, SeatView
from ..model.actions import END, RELOCATE
from ..model.board import daimyo_move_cost
from ..model.phases import Mode, Phase
from ..model.save_format import is_human
from ..model.tricks import v7_armies_for
from ..words import table as words
from ..words.basics import area_name, army_with_letter, card_words, colour_word
from .board_state import BoardState
from .targets import selection_size


@dataclass(frozen=True, slots=True)
class Moment:
    """What the table holds beyond the view, for the banner: the cards chosen so far in a
    recruit phase, the neutral samurai waiting for its target (R-V8), the card waiting for
    the choice of army (R-V7), whether the player is on the keyboard."""

    chosen: int = 0
    relocating_from: int | None = None
    army_choice: tuple[Action, ...] = ()
    #: the player is on the keyboard: the instruction says the keys too
    by_keys: bool = False


def draft_pick(v: SeatView) -> int:
    """R-V7: which of the 5 draft picks is being made (the draft hand shrinks by one a pick)."""
    return min(5, max(1, 6 - len(v.draft_hand) - (1 if v.pending_choice else 0)))


def acting_army(v: SeatView) -> int:
    """R-V7: the army the seat to act plays or resolves for now (-1 outside R-V7, or while the
    seat may still choose on a tie of RP)."""
    if v.mode is not Mode.V7 or v.current_seat < 0:
        return -1
    if v.phase is Phase.PLAY:
        armies = v7_armies_for(v.current_seat, v.trick, v.rp)
        return armies[0] if len(armies) == 1 else -1
    if v.phase in (Phase.MODE, Phase.PLACE, Phase.AP):
        return v.acting_army
    return -1


def instruction(s: BoardState, moment: Moment = Moment()) -> str:
    """What the person at the screen should do now (or who is acting). Always current: at 0 AP
    it says Done, and the steps that wait for a click (R-V8 relocation, R-V7 army) are here.
    While a card is resolved (R-E2) by a player on the keyboard, its keys follow the words."""
    text = _instruction(s, moment)
    v = s.view
    if not moment.by_keys or not s.interactive or v.is_over or moment.relocating_from is not None:
        return text
    if v.phase is Phase.MODE:
        return words.with_keys(text, "mode")
    if v.phase not in (Phase.PLACE, Phase.AP):
        return text
    if not {a.kind for a in s.legal} - {END}:
        return words.with_keys(text, "done")
    if v.phase is Phase.AP:  # the mouse's words and the keys would not fit: the keys' own
        cost = daimyo_move_cost(v.flags.cheap_daimyo)
        return words.ap_keys_instruction(_who(s), v.ap_left, cost, v.ap_left >= cost)
    return words.with_keys(text, "map")


def _who(s: BoardState) -> str:
    """Who acts: the seat's name, or in R-V7 which of its two armies, by colour and letter."""
    v = s.view
    seat = v.current_seat
    army = acting_army(v)
    if army >= 0 and 0 <= seat < len(s.seat_names):
        return army_with_letter(s.seat_names[seat], army)
    return s.seat_names[seat] if 0 <= seat < len(s.seat_names) else "?"


def _instruction(s: BoardState, moment: Moment) -> str:
    v = s.view
    if v.is_over:
        return words.game_over_instruction()
    seat = v.current_seat
    who = _who(s)
    if not s.interactive:
        if not is_human(s.seat_kinds[seat]):
            return words.thinking_instruction(who)
        return words.to_act_instruction(who)
    ph = v.phase
    other = s.seat_names[(seat + 1) % v.players]
    if ph is Phase.PASS:
        return words.pass_instruction(who, other, selection_size(v), moment.chosen)
    if ph is Phase.DISCARD:
        return words.discard_instruction(who)
    if ph is Phase.DRAFT:
        return words.draft_instruction(who, draft_pick(v), other)
    if ph is Phase.PLAY:
        if moment.army_choice:
            first, second = (colour_word(a.army) for a in moment.army_choice[:2])
            return words.army_choice_instruction(who, card_words(moment.army_choice[0].card), first, second)
        if v.trick:
            return words.follow_instruction(who, v.led_suit)
        return words.lead_instruction(who)
    if ph is Phase.MODE:
        return words.mode_instruction(who, CARD_NUMBER[v.acting_card])
    kinds = {a.kind for a in s.legal}
    if ph is Phase.PLACE:
        if kinds <= {END}:
            return words.placement_done_instruction(who)
        return words.placement_instruction(who, CARD_NUMBER[v.acting_card], v.placements_left)
    if ph is Phase.AP:
        if moment.relocating_from is not None:
            return words.relocation_instruction(who, area_name(moment.relocating_from))
        if v.ap_left == 0:
            return words.done_instruction(who)
        if kinds <= {END}:
            return words.nothing_left_instruction(who)
        if RELOCATE in kinds:  # R-V8: the neutral samurai can be driven away now
            return words.ap_drive_instruction(who, v.ap_left)
        cost = daimyo_move_cost(v.flags.cheap_daimyo)
        return words.ap_instruction(who, v.ap_left, cost, v.ap_left >= cost)
    return ""
