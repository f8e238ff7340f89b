"""Small helpers shared by the rule-by-rule tests (tests/model/test_rules_*.py).

They drive a :class:`Game` through its public API only: apply action texts, list legal
action texts, assert that an illegal action is refused without changing the position, and
pick out the scoring events so tests check the engine's own scoring, not just helpers.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

import pytest

from joraku_desktop.model import (
    COLOURS,
    Game,
    IllegalActionError,
    Refusal,
    RefusalCode,
    action_from_text,
    position_to_dict,
)
from joraku_desktop.model.events import AreaScored, Event, RPScored, SkirmishWon


def army(colour: str) -> int:
    """Army id of a colour name."""
    return COLOURS.index(colour)


def legal_texts(g: Game) -> list[str]:
    """The legal actions of the seat to act as their text forms, in the engine's order."""
    return [str(a) for a in g.legal_actions()]


def do(g: Game, *actions: str) -> list[Event]:
    """Apply several action texts in turn; return all events they caused."""
    out: list[Event] = []
    for a in actions:
        out.extend(g.apply(a))
    return out


def play_quietly(g: Game, card_text: str) -> list[Event]:
    """Play a card and resolve it with no effect (place 0 samurai), so the map is unchanged."""
    events = g.apply(f"play {card_text}")
    if g.phase_name == "mode":
        events += g.apply("placement")
    events += g.apply("end")
    return events


def play_trick_quietly(g: Game, cards: Iterable[str]) -> list[Event]:
    """Play the given cards in turn, each with no effect on the map."""
    out: list[Event] = []
    for c in cards:
        out.extend(play_quietly(g, c))
    return out


def assert_illegal(g: Game, action: str, code: RefusalCode, rule: str | None = None,
                   **params: int | str) -> Refusal:
    """The action is refused with IllegalActionError whose refusal has this code (and, when
    given, this rule id and these params), and the position is exactly as before."""
    before = position_to_dict(g)
    history = list(g.history)
    with pytest.raises(IllegalActionError) as info:
        g.apply(action)
    refusal = info.value.refusal
    assert refusal.code is code, refusal
    if rule is not None:
        assert refusal.rule == rule, refusal
    for key, value in params.items():
        assert refusal.params[key] == value, refusal
    assert refusal.action == str(action_from_text(action))
    assert str(info.value) == refusal.technical()
    assert position_to_dict(g) == before
    assert list(g.history) == history
    return refusal


def rp_gains(events: Iterable[Event], reason: str | None = None, area: int | None = None) -> dict[str, int]:
    """{colour: RP gained} from RPScored events, optionally filtered by reason and area."""
    out: dict[str, int] = {}
    for e in events:
        if isinstance(e, RPScored) and (reason is None or e.reason == reason) and (
                area is None or e.area == area):
            out[COLOURS[e.army]] = out.get(COLOURS[e.army], 0) + e.points
    return out


def area_scored(events: Iterable[Event], kind: str) -> list[AreaScored]:
    return [e for e in events if isinstance(e, AreaScored) and e.kind == kind]


def winners(events: Iterable[Event]) -> list[SkirmishWon]:
    return [e for e in events if isinstance(e, SkirmishWon)]


def random_playout(g: Game, seed: int, max_steps: int = 5000) -> list[str]:
    """Play the game to its end with seeded random legal choices; return the action texts."""
    rng = random.Random(seed)
    done: list[str] = []
    for _ in range(max_steps):
        if g.is_over:
            return done
        legal = g.legal_actions()
        assert legal, f"no legal action in {g!r}"
        a = legal[rng.randrange(len(legal))]
        g.apply(a)
        done.append(str(a))
    raise AssertionError("the game did not end")
