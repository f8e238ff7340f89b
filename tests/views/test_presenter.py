"""What the window shows, without Qt: whose secrets are drawn (R-P3) and what the action bar offers.

No PySide6 import here: the presenter works on a :class:`SeatView` alone.
"""

from __future__ import annotations

from functools import partial

from joraku_desktop.model import CARD_NUMBER, Game, SeatView, card, observe, scenario
from joraku_desktop.model.phases import Phase
from joraku_desktop.presentation.presenter import Hint, Seating, bar_model, board_state

SEATING = Seating(
    ("Ann", "Bob", "Cho", "Dai"), ("human", "normal", "human", "easy"), ("A", "B", "C", "D", "N")
)


def observer(g: Game, asked: list[int]):
    def seat_view(seat: int) -> SeatView:
        asked.append(seat)
        return observe(g, seat)

    return seat_view


def test_the_shown_hand_is_interactive_only_for_the_human_to_act() -> None:
    g = scenario(players=4, kachidoki="blue")
    asked: list[int] = []
    s = board_state(observer(g, asked), 0, 0, curtain=False, seating=SEATING)
    assert asked == [0] and s.hand_seat == 0 and s.interactive and s.legal == s.view.legal != ()
    # R-P3: under the curtain nobody's secrets are drawn, and nothing may be done
    asked.clear()
    s = board_state(observer(g, asked), 0, 0, curtain=True, seating=SEATING)
    assert asked == [0] and s.hand_seat is None and not s.interactive and s.legal == ()
    # the hot seat shows another hand than the seat to act's: looking is not acting
    asked.clear()
    s = board_state(observer(g, asked), 0, 2, curtain=False, seating=SEATING)
    assert asked == [2] and s.hand_seat == 2 and not s.interactive


def test_a_computer_to_act_never_makes_the_table_interactive() -> None:
    g = scenario(players=4, kachidoki="red")  # seat 1, a computer, leads
    s = board_state(partial(observe, g), 1, 1, curtain=False, seating=SEATING, thinking=True)
    assert not s.interactive and s.thinking
    bar = bar_model(s, curtain=False, can_undo=True, selection_ready=False)
    assert bar.hint is Hint.WAITING and bar.waiting_for == "Bob"
    assert not bar.undo and not bar.any_legal and bar.confirm is None


def test_the_bar_follows_the_phase_of_a_card() -> None:
    """R-E2: a numbered card asks for Placement or Action points, then Done ends the step."""
    g = scenario(players=4, kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"})
    s = board_state(partial(observe, g), 0, 0, curtain=False, seating=SEATING)
    bar = bar_model(s, curtain=False, can_undo=False, selection_ready=False)
    assert bar.hint is Hint.KEYBOARD and not bar.effect_choice and not bar.done and bar.any_legal
    g.apply("play R4")
    s = board_state(partial(observe, g), 0, 0, curtain=False, seating=SEATING)
    bar = bar_model(s, curtain=False, can_undo=g.can_undo, selection_ready=False)
    assert s.view.phase is Phase.MODE and bar.effect_choice and bar.ap_number == CARD_NUMBER[card("R4")] == 4
    assert not bar.undo and not bar.done
    g.apply("placement")
    s = board_state(partial(observe, g), 0, 0, curtain=False, seating=SEATING)
    bar = bar_model(s, curtain=False, can_undo=g.can_undo, selection_ready=False)
    assert s.view.phase is Phase.PLACE and bar.done and not bar.effect_choice
    assert bar.undo  # the choice of effect can be taken back


def test_the_confirm_button_exists_only_in_a_recruit_phase_and_names_it() -> None:
    g = scenario(players=4, phase="recruit")
    s = board_state(partial(observe, g), 0, 0, curtain=False, seating=SEATING)
    assert bar_model(s, curtain=False, can_undo=False, selection_ready=False).confirm is False
    bar = bar_model(s, curtain=False, can_undo=False, selection_ready=True)
    assert bar.confirm is True and bar.confirm_phase is Phase.PASS
    # the curtain hides the list of actions too, and says so
    curtained = board_state(partial(observe, g), 0, 0, curtain=True, seating=SEATING)
    bar = bar_model(curtained, curtain=True, can_undo=False, selection_ready=True)
    assert bar.hint is Hint.CURTAIN and bar.confirm is None and not bar.any_legal
