"""Malformed actions: any Action handed straight to the engine with a field out of
range (card 99, army 7, area 9, a negative value, an unknown kind, the wrong number of cards…)
raises :class:`IllegalActionError` and leaves the game unchanged, like any other illegal
action; never IndexError or ValueError from building the message.
"""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from joraku_desktop.model import Game, IllegalActionError, game_from_position, position_to_dict
from joraku_desktop.model.actions import (
    AP,
    DAIMYO,
    DISCARD,
    DRAFT,
    END,
    MOVE,
    PASS,
    PLACE,
    PLACEMENT,
    PLAY,
    RELOCATE,
    REMOVE,
    Action,
    action_from_text,
    actions_by_text,
    malformed,
)
from joraku_desktop.model.errors import RefusalCode
from tools.fuzz_positions import real_positions

PHASES = ("pass", "discard", "draft", "play", "mode", "place", "ap", "over")


@cache
def _positions() -> dict[str, tuple[dict, ...]]:
    """Real positions of every mode, a few per phase."""
    out: dict[str, list[dict]] = {p: [] for p in PHASES}
    for d in real_positions(random.Random(4), games=8):
        if len(out[d["phase"]]) < 6:
            out[d["phase"]].append(d)
    return {p: tuple(ds) for p, ds in out.items()}


def _game(phase: str, i: int = 0) -> Game:
    ds = _positions()[phase]
    return game_from_position(ds[i % len(ds)])


def assert_refused_unchanged(g: Game, action: object) -> None:
    before = position_to_dict(g)
    legal_before = list(g.legal_actions())
    with pytest.raises(IllegalActionError):
        g.apply(action)  # type: ignore[arg-type]
    assert position_to_dict(g) == before
    assert list(g.legal_actions()) == legal_before
    assert g.history == []


MALFORMED = [
    Action(PLAY, (99,)),  # the issue's card 99
    Action(PLAY, (3,), army=7),  # army 7
    Action(PLACE, dst=9),  # area 9
    Action(PLAY, (-1,)),
    Action(PLAY, (-22,)),
    Action(PLAY, ()),
    Action(PLAY, (1, 2)),
    Action(DISCARD, (21,)),
    Action(DRAFT, (-1,)),
    Action(DISCARD, ()),
    Action(PASS, (0,)),
    Action(PASS, (0, 1, 2, 3)),
    Action(PASS, (1, 1)),
    Action(PASS, (2, 1)),
    Action(PASS, (0, 99)),
    Action(PLACE, dst=-1),
    Action(PLACE, dst=7),
    Action(DAIMYO, src=9, dst=2),
    Action(DAIMYO, src=2, dst=9),
    Action(DAIMYO, src=-3, dst=-2),
    Action(MOVE, src=7, dst=8),
    Action(MOVE, src=3),
    Action(REMOVE, army=7, src=3),
    Action(REMOVE, army=-1, src=3),
    Action(REMOVE, army=1, src=9),
    Action(RELOCATE, src=3, dst=9),
    Action(RELOCATE, src=-1, dst=0),
    Action(12),
    Action(-1),
    Action(99, (3,)),
    Action(END, (3,)),
    Action(PLACEMENT, army=2),
    Action(AP, src=1),
    Action(PLAY, (3.5,)),  # type: ignore[arg-type]
    Action(PLAY, [3]),  # type: ignore[arg-type]
    Action(PLAY, ("B6",)),  # type: ignore[arg-type]
    Action("play", (3,)),  # type: ignore[arg-type]
    Action(PLACE, dst=None),  # type: ignore[arg-type]
    None,
    5,
    "play ZZ",
    "",
    ("play", 3),
]


@pytest.mark.parametrize("phase", PHASES)
@pytest.mark.parametrize("action", MALFORMED, ids=repr)
def test_malformed_action_is_refused_and_changes_nothing(phase: str, action: object) -> None:
    assert_refused_unchanged(_game(phase), action)


def test_issue_examples_name_what_is_wrong() -> None:
    g = _game("play")
    for action, words in ((Action(PLAY, (99,)), "cards (99,)"), (Action(PLAY, (3,), army=7), "army 7"),
                          (Action(PLACE, dst=9), "dst 9")):
        with pytest.raises(IllegalActionError, match="malformed action") as err:
            g.apply(action)
        assert err.value.refusal.code is RefusalCode.MALFORMED
        assert err.value.refusal.params == {"field": words.split()[0]}
        assert words in malformed(action)


def test_every_engine_action_is_well_formed() -> None:
    """The check for malformed actions never refuses one the engine hands out."""
    assert all(malformed(a) == "" for a in actions_by_text().values())
    assert len(actions_by_text()) == 1900  # every decision of every mode, once


def test_text_of_a_malformed_action_does_not_raise() -> None:
    for a in MALFORMED:
        if isinstance(a, Action):
            assert "malformed action" in str(a) and "malformed action" in repr(a)


def test_action_from_text_of_a_non_string() -> None:
    for x in (None, 5, b"play B6", ["play", "B6"]):
        with pytest.raises(IllegalActionError) as err:
            action_from_text(x)  # type: ignore[arg-type]
        assert err.value.refusal.params == {"field": "text"} and err.value.refusal.action == repr(x)


def test_an_equal_value_of_another_type_is_applied_as_the_engine_action() -> None:
    """Action(PLAY, (5.0,)) equals "play R6"; the engine keeps its own action with an int card
    (R-K2 looks up the suit of the card played)."""
    g = _game("play")
    a = g.legal_actions()[0]
    g.apply(Action(a.kind, tuple(float(x) for x in a.cards), a.army, a.src, a.dst))  # type: ignore[arg-type]
    assert g.history[-1] is a
    assert all(type(x) is int for _a, x in g.trick)
    assert game_from_position(position_to_dict(g)).trick == g.trick


small = st.integers(-30, 120)
fields = st.one_of(small, st.none(), st.booleans(), st.floats(allow_nan=True), st.text(max_size=3))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(phase=st.sampled_from(PHASES), i=st.integers(0, 5), kind=st.one_of(st.integers(-3, 15), fields),
       cards=st.one_of(st.tuples(), st.tuples(small), st.tuples(small, small),
                       st.tuples(small, small, small), st.lists(small, max_size=4), fields),
       army=st.one_of(st.integers(-3, 8), fields), src=st.one_of(st.integers(-3, 10), fields),
       dst=st.one_of(st.integers(-3, 10), fields))
def test_random_action_fields(phase: str, i: int, kind, cards, army, src, dst) -> None:
    """Any Action is either legal (and applied) or refused with IllegalActionError, unchanged."""
    g = _game(phase, i)
    action = Action(kind, cards, army, src, dst)
    if action in g.legal_actions():
        g.apply(action)
        position_to_dict(g)
    else:
        assert_refused_unchanged(g, action)
