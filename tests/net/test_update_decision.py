"""An update names the decision that caused it as the engine's ``Action``, as the window's own
game does: the views and the hint take the same type at every table. A decision shown only by
its kind (another seat's passed, discarded or drafted cards, R-P3), an undo and a text that
names no action carry no action."""

from __future__ import annotations

from joraku_desktop.model import Action, action_from_text
from joraku_desktop.net.wire import decision_for, decision_from_wire


def test_a_decision_the_seat_may_know_comes_back_as_the_same_action() -> None:
    for text in ("play B6", "pass R3 B5", "discard R3", "draft Y2"):
        action = action_from_text(text)
        back = decision_from_wire(decision_for(action, 1, 1) or "")
        assert isinstance(back, Action) and back == action


def test_hidden_cards_an_undo_and_foreign_text_carry_no_action() -> None:
    for text in ("pass R3 B5", "discard R3", "draft Y2"):
        shown = decision_for(action_from_text(text), 1, 2)
        assert shown is not None and shown != text
        assert decision_from_wire(shown) is None
    assert decision_from_wire("undo") is None
    assert decision_from_wire("play Z9") is None and decision_from_wire("<b>x</b>") is None
