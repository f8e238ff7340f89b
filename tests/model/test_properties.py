"""Property-based play (hypothesis): random legal games in every mode keep the invariants.

Checked after every action: each army's samurai on the map + supply = 10 (R-C2), one daimyo
per army on an area (R-C2/R-S4), all 21 cards accounted for exactly once (R-C4), RP never
falls, a legal action exists until the game ends, the game ends after round 3 (R-R1, R-G1);
illegal actions raise and change nothing; save → load at a random point → continue ends the
same as uninterrupted play.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from joraku_desktop.model import (
    GameConfig,
    IllegalActionError,
    new_game,
)
from joraku_desktop.model import events as ev
from joraku_desktop.model.actions import actions_by_text
from joraku_desktop.model.phases import Phase
from joraku_desktop.model.position import game_from_position, position_to_dict
from joraku_desktop.model.save_format import game_from_json, game_to_json

VARIANT_PAIRS = [frozenset()] + [frozenset(p) for p in combinations(
    ["R-V1", "R-V2", "R-V3", "R-V4", "R-V5", "R-V6"], 2)]
MODES = [(4, None), (3, None), (2, "R-V7"), (2, "R-V8")]
ALL_ACTIONS = list(actions_by_text().values())


def check_invariants(g, last_rp: list[int]) -> None:
    assert g.is_over == (g.phase is Phase.OVER), "is_over is kept beside the phase"
    for a in g.armies:
        on_map = sum(g.board.tokens[a * 7:(a + 1) * 7])
        assert on_map + g.supply[a] == 10, f"army {a}: {on_map} + {g.supply[a]}"
        assert all(x >= 0 for x in g.board.tokens[a * 7:(a + 1) * 7])
        assert 0 <= g.daimyo_area[a] <= 6
        assert g.rp[a] >= last_rp[a], "RP never falls"
    # all 21 cards exactly once, and every other invariant of a position
    game_from_position(position_to_dict(g))
    if not g.is_over:
        assert len(g.legal_actions()) > 0
        assert 0 <= g.current_seat < g.players


def play_random(g, rng: random.Random, check: bool = True) -> list[ev.Event]:
    all_events: list[ev.Event] = []
    last_rp = g.rp[:]
    while not g.is_over:
        legal = g.legal_actions()
        all_events += g.apply(legal[rng.randrange(len(legal))])
        if check:
            check_invariants(g, last_rp)
            last_rp = g.rp[:]
    return all_events


@st.composite
def configs(draw) -> GameConfig:
    players, variant = draw(st.sampled_from(MODES))
    variants = draw(st.sampled_from(VARIANT_PAIRS))
    seed = draw(st.integers(min_value=0, max_value=2**32))
    return GameConfig(players, variant, variants, seed)


@pytest.mark.parametrize("players,variant", MODES, ids=["4p", "3p", "2p-R-V7", "2p-R-V8"])
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variants=st.sampled_from(VARIANT_PAIRS), seed=st.integers(0, 2**32), play_seed=st.integers(0, 2**32))
def test_random_play_keeps_invariants(players, variant, variants, seed, play_seed) -> None:
    """R-C2, R-C4, R-R1, R-G1: invariants hold after every action of a random game."""
    g = new_game(GameConfig(players, variant, variants, seed))
    events = play_random(g, random.Random(play_seed))
    assert g.is_over and g.round == 3
    assert sum(isinstance(e, ev.RoundEnded) for e in events) == 3
    assert g.legal_actions() == ()
    assert sorted(g.result.ranking) == list(range(g.players))
    assert isinstance(events[-1], ev.GameOver)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(config=configs(), play_seed=st.integers(0, 2**32), cut=st.floats(0, 1))
def test_save_load_continue_matches_uninterrupted_play(config, play_seed, cut) -> None:
    """Save → load at a random point → continue ends exactly as uninterrupted play."""
    straight = new_game(config)
    play_random(straight, random.Random(play_seed), check=False)
    decisions = list(straight.history)
    k = int(cut * len(decisions))

    g = new_game(config)
    for a in decisions[:k]:
        g.apply(a)
    loaded, _seats = game_from_json(game_to_json(g))
    assert position_to_dict(loaded) == position_to_dict(g)
    for a in decisions[k:]:
        loaded.apply(a)
    assert position_to_dict(loaded) == position_to_dict(straight)
    assert loaded.result == straight.result


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(config=configs(), play_seed=st.integers(0, 2**32), data=st.data())
def test_illegal_actions_raise_and_change_nothing(config, play_seed, data) -> None:
    """Any action outside legal_actions() raises IllegalActionError; the position is unchanged."""
    g = new_game(config)
    rng = random.Random(play_seed)
    for _ in range(rng.randrange(0, 150)):
        if g.is_over:
            break
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
    legal = set(g.legal_actions())
    illegal = [a for a in ALL_ACTIONS if a not in legal]
    before = position_to_dict(g)
    history = list(g.history)
    for a in data.draw(st.lists(st.sampled_from(illegal), min_size=1, max_size=5)):
        with pytest.raises(IllegalActionError):
            g.apply(a)
        assert position_to_dict(g) == before
        assert g.history == history


@settings(max_examples=30, deadline=None)
@given(config=configs(), play_seed=st.integers(0, 2**32))
def test_seed_and_decisions_replay_exactly(config, play_seed) -> None:
    """§9 Determinism: the same config (seed) and decisions give the same game, event for event."""
    a = new_game(config)
    events_a = play_random(a, random.Random(play_seed), check=False)
    b = new_game(config)
    events_b = []
    for act in a.history:
        events_b += b.apply(str(act))  # through the text form, as a save file replays
    assert position_to_dict(a) == position_to_dict(b)
    assert events_a == events_b


@settings(max_examples=30, deadline=None)
@given(config=configs(), play_seed=st.integers(0, 2**32))
def test_clone_is_independent_and_equal(config, play_seed) -> None:
    g = new_game(config)
    rng = random.Random(play_seed)
    for _ in range(rng.randrange(0, 120)):
        if g.is_over:
            break
        g.apply(g.legal_actions()[rng.randrange(len(g.legal_actions()))])
    c = g.clone(record=False)
    assert position_to_dict(c) == position_to_dict(g)
    before = position_to_dict(g)
    play_random(c, rng, check=False)
    assert position_to_dict(g) == before
