"""What the window shows, decided without Qt: whose view is drawn and what the action bar offers.

The window holds Qt objects and the hot-seat state; everything it derives from them (which
seat's secrets may be drawn, whether this screen may act, the bar's hint, buttons, AP number
and Undo) is computed here from a :class:`SeatView`, so it is tested without a window
(tests/views/test_presenter.py) and no view has to reach into the :class:`Game`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from ..model import CARD_NUMBER, SeatView
from ..model.actions import END, PLACEMENT
from ..model.phases import RECRUIT_PHASES, Phase
from ..model.save_format import is_human
from .board_state import BoardState


@dataclass(frozen=True, slots=True)
class Seating:
    """Who sits at the table: a name and kind per seat ("human" or a computer level), a name
    per army id (R-V7 seats own two armies)."""

    seat_names: tuple[str, ...]
    seat_kinds: tuple[str, ...]
    army_names: tuple[str, ...]

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seat_kinds) and is_human(self.seat_kinds[seat])


def board_state(
    observe: Callable[[int], SeatView],
    current_seat: int,
    shown_hand: int | None,
    *,
    curtain: bool,
    seating: Seating,
    thinking: bool = False,
    held: bool = False,
) -> BoardState:
    """The state the table draws. ``shown_hand`` is the seat whose hand the hot seat lets this
    screen show (None: nobody's); under the curtain nobody's is.

    ``held``: play waits for a scoring beat (R-KS, R-PR), so nobody may act on the table yet.

    R-P3: the only secrets drawn are those of ``observe(hand_seat)``; with no hand seat the
    view's own hand is not drawn at all (only its public parts are used).
    """
    hand_seat = None if curtain else shown_hand
    view = observe(hand_seat if hand_seat is not None else max(current_seat, 0))
    interactive = (
        not held and hand_seat is not None and hand_seat == current_seat and seating.is_human(current_seat)
    )
    return BoardState(
        view, hand_seat, interactive, seating.seat_names, seating.seat_kinds, seating.army_names, thinking
    )


class Hint(Enum):
    """The line at the left of the action bar (worded by the bar)."""

    KEYBOARD = "keyboard"
    CURTAIN = "curtain"
    WAITING = "waiting"
    SCORING = "scoring"
    #: the game is over: no card to choose, the results and a new game are what is left
    OVER = "over"


@dataclass(frozen=True, slots=True)
class BarModel:
    hint: Hint
    #: the seat waited for, with :attr:`Hint.WAITING`
    waiting_for: str
    #: the card's effect is to be chosen: Placement or Action points (R-E2)
    effect_choice: bool
    #: the acting card's number: its AP (R-E2)
    ap_number: int
    #: Done ends the placement or the AP step
    done: bool
    undo: bool
    #: None: no recruit choice now; else whether the chosen cards make a legal choice
    confirm: bool | None
    #: the recruit phase whose choice the confirm button sends (None: no choice to send)
    confirm_phase: Phase | None
    #: the list of every legal action has something in it
    any_legal: bool


def bar_model(
    s: BoardState, *, curtain: bool, can_undo: bool, selection_ready: bool, scoring: bool = False
) -> BarModel:
    """The action bar for state ``s``. ``selection_ready``: the cards chosen in a recruit phase
    make a legal choice; ``can_undo``: the engine has a step of this turn to take back."""
    v = s.view
    kinds = {a.kind for a in s.legal}
    recruit = s.interactive and v.phase in RECRUIT_PHASES
    hint, waiting = Hint.KEYBOARD, ""
    if curtain:
        hint = Hint.CURTAIN
    elif scoring:
        hint = Hint.SCORING
    elif v.phase is Phase.OVER:
        hint = Hint.OVER
    elif not s.interactive and v.current_seat >= 0:
        hint, waiting = Hint.WAITING, s.seat_names[v.current_seat]
    return BarModel(
        hint=hint,
        waiting_for=waiting,
        effect_choice=PLACEMENT in kinds,
        ap_number=CARD_NUMBER[v.acting_card] if v.acting_card >= 0 else 0,
        done=END in kinds,
        undo=s.interactive and can_undo,
        confirm=selection_ready if recruit else None,
        confirm_phase=v.phase if v.phase in RECRUIT_PHASES else None,
        any_legal=bool(s.legal) and not curtain,
    )
