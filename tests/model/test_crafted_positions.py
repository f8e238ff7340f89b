"""Crafted positions: every position that loads can be played to its end.

A save file or a scenario is a position dict; :func:`game_from_position` must refuse every
impossible one with :class:`InvalidStateError` naming what is wrong, and every position it
accepts must play to its end with legal actions, be observable from every seat and
round-trip through :func:`position_to_dict`. The property test mutates real positions (a few
hundred here; ``python -m tools.fuzz_positions`` runs 20,000).
"""

from __future__ import annotations

import copy
import random
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from joraku_desktop.model import GameConfig, InvalidStateError, new_game
from joraku_desktop.model.position import Position, game_from_position, position_to_dict
from joraku_desktop.model.scenario import scenario
from tools.fuzz_positions import OK, REFUSED, check_mutant, mutate, real_positions


@cache
def _pool() -> tuple[Position, ...]:
    """Real positions of random games of every mode, at every phase (built once)."""
    return tuple(real_positions(random.Random(8), games=16))


def _first(mode: dict, phase: str, seed: int = 3) -> Position:
    """The first position of ``phase`` in a random game of ``mode``."""
    rng = random.Random(seed)
    g = new_game(GameConfig(seed=seed, **mode))
    while g.phase_name != phase:
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
    return position_to_dict(g)


BASE4, BASE3 = {"players": 4}, {"players": 3}
V7 = {"players": 2, "two_player_variant": "R-V7"}
V8 = {"players": 2, "two_player_variant": "R-V8"}


def refused(d: Position, *words: str) -> None:
    """``d`` is refused with an InvalidStateError whose message names ``words``."""
    with pytest.raises(InvalidStateError) as err:
        game_from_position(d)
    for w in words:
        assert w in str(err.value), (w, str(err.value))


# ---- the property ----------------------------------------------------------------------------
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_every_mutant_that_loads_plays_to_its_end(seed: int) -> None:
    """Mutated real positions: refused, or played to the end, observed from every seat and
    round-tripped (R-R1, R-G1: the game always reaches its end)."""
    rng = random.Random(seed)
    pool = _pool()
    mutant, names = mutate(pool[rng.randrange(len(pool))], rng)
    out = check_mutant(mutant, rng)
    assert out.kind in (OK, REFUSED), (names, out)


def test_the_property_is_not_vacuous() -> None:
    """The mutants include both refused positions and ones that load and play out."""
    rng = random.Random(1)
    pool = _pool()
    kinds = [check_mutant(mutate(rng.choice(pool), rng)[0], rng).kind for _ in range(100)]
    assert kinds.count(OK) >= 10 and kinds.count(REFUSED) >= 10
    assert set(kinds) == {OK, REFUSED}


def test_real_positions_of_every_phase_load_and_round_trip() -> None:
    phases = set()
    for d in _pool():
        g = game_from_position(d)
        assert position_to_dict(g) == d
        phases.add((d["config"]["two_player_variant"], d["phase"]))
    for mode in (None, "R-V8"):
        assert {(mode, p) for p in ("pass", "play", "mode", "place", "ap", "over")} <= phases
    assert (None, "discard") not in phases and ("R-V7", "draft") in phases and ("R-V8", "discard") in phases


# ---- the phase belongs to the mode -----------------------------------------------------------
@pytest.mark.parametrize("mode,phase,words", [
    (BASE4, "draft", ["draft", "the base game has no such phase"]),
    (BASE4, "discard", ["discard", "the base game"]),
    (V8, "draft", ["draft", "R-V8 has no such phase"]),
    (V7, "discard", ["discard", "R-V7 has no such phase"]),
    (V7, "pass", ["pass", "R-V7 has no such phase"]),
], ids=["4p-draft", "4p-discard", "R-V8-draft", "R-V7-discard", "R-V7-pass"])
def test_phase_is_tied_to_the_mode(mode: dict, phase: str, words: list[str]) -> None:
    """R-V7: the draft only in R-V7; R-V8: the discard only in R-V8; R-P2 pass not in R-V7."""
    d = _first(mode, "draft" if mode is V7 else "pass")
    d["phase"] = phase
    refused(d, *words)


# ---- recruit ---------------------------------------------------------------------------------
def test_pass_hand_sizes() -> None:
    """R-P1: 5 cards each with 4 players at the pass; a card moved to another hand is refused."""
    d = _first(BASE4, "pass")
    d["hands"][1].append(d["hands"][0].pop())
    refused(d, "seat 1 holds 4 cards", "must hold 5")


def test_every_seat_has_chosen_but_nothing_was_exchanged() -> None:
    """R-P2: the exchange happens once all have chosen, so some choice is always open."""
    d = _first(BASE3, "pass")
    for s in range(3):
        d["pending"][s], d["hands"][s] = d["hands"][s][:2], d["hands"][s][2:]
    refused(d, "pending", "seat order")


def test_pending_choices_come_in_seat_order() -> None:
    d = _first(BASE4, "pass")
    d["pending"][2], d["hands"][2] = d["hands"][2][:2], d["hands"][2][2:]
    refused(d, "pending", "seat order")


def test_pass_of_the_wrong_number_of_cards() -> None:
    """R-P2: exactly 2 cards pass (3 in R-V8)."""
    d = _first(BASE4, "pass")
    d["pending"][0], d["hands"][0] = d["hands"][0][:1], d["hands"][0][1:]
    refused(d, "pending[0]", "exactly 2")


def test_r_v8_discard_must_match_the_pending_card() -> None:
    d = _first(V8, "discard")
    d["pending"][0] = [d["hands"][0][0]]
    refused(d, "pending[0]")


def test_r_v7_draft_hands_must_shrink_together() -> None:
    """R-V7: both players pick at once from 5, 4, 3, 2 cards (the last is forced)."""
    d = _first(V7, "draft")
    d["hands"][0].append(d["draft"][1].pop())
    refused(d, "draft hands of 5 and 4")


def test_r_v7_draft_of_one_card_is_over() -> None:
    d = _first(V7, "draft")
    for s in range(2):
        while len(d["draft"][s]) > 1:
            d["hands"][s].append(d["draft"][s].pop())
    refused(d, "draft hands of 1 and 1")


# ---- skirmish --------------------------------------------------------------------------------
def test_skirmish_past_the_last_of_the_round() -> None:
    """R-K6: 5 skirmishes a round with 4 players; there is no sixth."""
    g = scenario(players=4, skirmish=4)
    d = position_to_dict(g)
    d["skirmish"] = 5
    refused(d, "skirmish 5", "a round has 5 skirmishes")


def test_order_must_start_with_the_kachidoki_holder() -> None:
    """R-K1, R-S7: the holder leads, the others follow in seat order."""
    d = position_to_dict(scenario(players=4, kachidoki="red"))
    d["order"] = [1, 3, 2, 0]
    refused(d, "order", "R-K1")


def test_r_v7_order_has_four_plays() -> None:
    d = position_to_dict(scenario(players=2, two_player_variant="R-V7", kachidoki=0))
    d["order"] = [0, 1]
    refused(d, "order")


def test_r_v7_army_plays_once_per_skirmish() -> None:
    with pytest.raises(InvalidStateError, match=r"an army plays once per skirmish \(R-V7\)"):
        scenario(players=2, two_player_variant="R-V7", kachidoki=0,
                 trick=[("blue", "R1"), ("yellow", "R2"), ("blue", "R3")])


def test_led_suit_without_a_card_played() -> None:
    """R-K2: the first card fixes the suit; before it there is none."""
    d = position_to_dict(scenario(players=4))
    d["led_suit"] = "red"
    refused(d, "led_suit", "R-K2")


def test_ap_left_above_the_card_number() -> None:
    """R-E2 B: AP equal to the card's number, no more."""
    g = scenario(players=4, kachidoki="blue", hands={"blue": "R3"})
    g.apply("play R3")
    g.apply("ap")
    d = position_to_dict(g)
    d["acting"]["left"] = 5
    refused(d, "acting.left 5", "at most 3")


def test_ninja_resolving_with_ap() -> None:
    """R-E1: a Ninja only places."""
    g = scenario(players=4, kachidoki="blue", hands={"blue": "RN"})
    g.apply("play RN")
    d = position_to_dict(g)
    d["phase"] = "ap"
    refused(d, "Ninja", "R-E1")


def test_played_cards_of_a_later_skirmish() -> None:
    """The round's played cards belong to skirmishes so far, not to a later one."""
    d = position_to_dict(scenario(players=4, skirmish=1))
    d["played"] = [[3, "blue", d["set_aside"].pop()]]
    refused(d, "played", "skirmish numbers [3]")


def test_an_earlier_skirmish_with_a_card_missing() -> None:
    """R-K1: each finished skirmish has one card from every seat."""
    d = position_to_dict(scenario(players=4, skirmish=1))
    d["played"] = [[0, "blue", d["set_aside"].pop()]]
    refused(d, "played: skirmish 1 needs one card from each")


# ---- the end ---------------------------------------------------------------------------------
def test_over_only_after_round_three() -> None:
    """R-G1: the game ends after the prestige phase of round 3."""
    d = _first(BASE4, "play")
    d["phase"] = "over"
    refused(d, "phase over", "R-G1")


# ---- shapes and types ------------------------------------------------------------------------
JUNK = [None, "x", -1, 1.5, True, [], {}, [None], [[1, 2]]]


@pytest.mark.parametrize("field", ["round", "phase", "armies", "hands", "set_aside", "discards",
                                   "pending", "draft", "draft_given", "known", "received",
                                   "kachidoki_seat", "kachidoki_army", "skirmish", "order", "turn",
                                   "trick", "led_suit", "acting", "played"])
def test_a_field_of_the_wrong_shape_is_refused_cleanly(field: str) -> None:
    """Any junk in a field gives InvalidStateError (never TypeError, IndexError…)."""
    base = position_to_dict(scenario(players=4, trick=["R1"]))
    for junk in JUNK:
        d = copy.deepcopy(base)
        d[field] = junk
        if d == base:
            continue
        try:
            game_from_position(d)
        except InvalidStateError:
            continue
        raise AssertionError(f"{field} = {junk!r} was accepted")


@pytest.mark.parametrize("key", ["samurai", "supply", "daimyo_area", "daimyo_card", "rp",
                                 "kyoto_bonus_used"])
def test_army_fields_of_the_wrong_type(key: str) -> None:
    """true/false are not counts (R-C2), nor numbers of cards (R-C3)."""
    base = position_to_dict(scenario(players=4))
    for junk in JUNK:
        d = copy.deepcopy(base)
        d["armies"]["red"][key] = junk
        if key == "kyoto_bonus_used" and isinstance(junk, bool):
            continue
        with pytest.raises(InvalidStateError):
            game_from_position(d)


def test_round_true_is_not_round_one() -> None:
    d = position_to_dict(scenario(players=4))
    d["round"] = True
    refused(d, "round True", "R-R1")


def test_not_a_dict() -> None:
    refused([1, 2, 3], "expected a JSON object")  # type: ignore[arg-type]
