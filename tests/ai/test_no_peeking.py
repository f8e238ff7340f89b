"""No peeking (R-P3): an agent's decision depends only on its seat's view.

For positions of real games, a second game is built that differs only in the cards hidden
from the seat to act (the other hands, set-aside and discarded cards are dealt again,
consistently with what the seat knows); the seat's view is the same, and the seat's agent
with the same seed must decide the same.
"""

from __future__ import annotations

import random

import pytest

from joraku_desktop.ai import AGENT_LEVELS, SEARCH_LEVELS, make_agent
from joraku_desktop.ai.knowledge import sample_hidden
from joraku_desktop.model import CARD_TEXT, game_from_position, observe, position_to_dict
from joraku_desktop.model.game import Game

from .helpers import MODE_IDS, MODES, random_positions


def _reshuffled(g: Game, seat: int, rng: random.Random) -> Game | None:
    """``g`` with every card hidden from ``seat`` dealt again (None if nothing would change)."""
    view = observe(g, seat)
    deal = sample_hidden(view, rng)
    d = position_to_dict(g)
    for o, hand in deal.hands.items():
        d["hands"][o] = [CARD_TEXT[c] for c in hand]
        d["discards"][o] = [CARD_TEXT[c] for c in deal.discards.get(o, [])]
    d["set_aside"] = [CARD_TEXT[c] for c in deal.rest]
    if d == position_to_dict(g):
        return None
    return game_from_position(d)


@pytest.mark.parametrize("mode", MODES[:4], ids=MODE_IDS[:4])
def test_same_view_same_decision(mode: dict) -> None:
    rng = random.Random(5)
    compared = 0
    for g in random_positions(mode, 21, every=3):
        if g.phase_name not in ("play", "mode", "place", "ap"):
            continue  # recruit choices of other seats are pending there; hands are dealt alike
        seat = g.current_seat
        other = _reshuffled(g, seat, rng)
        if other is None:
            continue
        assert (position_to_dict(other)["hands"] != position_to_dict(g)["hands"]
                or other.set_aside != g.set_aside)
        v1, v2 = observe(g, seat), observe(other, seat)
        assert v1 == v2
        for level in ("easy", "normal"):
            a1 = make_agent(level, 9).choose(v1, g.legal_actions())
            a2 = make_agent(level, 9).choose(v2, other.legal_actions())
            assert a1 == a2, (level, str(g))
        if g.phase_name == "play" and compared % 4 == 0:
            for level in SEARCH_LEVELS:
                h1 = make_agent(level, 9, iterations=16).choose(v1, g.legal_actions())
                h2 = make_agent(level, 9, iterations=16).choose(v2, other.legal_actions())
                assert h1 == h2, (level, str(g))
        compared += 1
    assert compared >= 10


def test_recruit_pass_ignores_other_hands() -> None:
    """At the pass (R-P2) the other hands are entirely hidden: re-dealing them changes nothing."""
    rng = random.Random(2)
    for seed in range(6):
        g = random_positions(MODES[0], seed).__next__()
        assert g.phase_name == "pass" and g.current_seat == 0
        d = position_to_dict(g)
        hidden = [c for s in range(1, 4) for c in d["hands"][s]] + d["set_aside"]
        rng.shuffle(hidden)
        for s in range(1, 4):
            d["hands"][s], hidden = hidden[:5], hidden[5:]
        d["set_aside"] = hidden
        other = game_from_position(d)
        assert other.hands != g.hands
        assert observe(other, 0) == observe(g, 0)
        for level in AGENT_LEVELS[1:]:
            capped = {"iterations": 12} if level in SEARCH_LEVELS else {}
            a1 = make_agent(level, 4, **capped).choose(observe(g, 0), g.legal_actions())
            a2 = make_agent(level, 4, **capped).choose(observe(other, 0), other.legal_actions())
            assert a1 == a2
        searched = [make_agent("hard:iterations=12,recruit=1", 4).choose(observe(x, 0), x.legal_actions())
                    for x in (g, other)]
        assert searched[0] == searched[1]  # a searched pass too
