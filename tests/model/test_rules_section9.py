"""§9 of the rules reference: what the printed rules leave to the program — legal player counts,
variant cards with the two-player variants, a void player, determinism; plus "perft" fixtures
(a position and its exact legal actions)."""

from __future__ import annotations

import random

import pytest

from joraku_desktop.model import (
    NEUTRAL,
    ConfigError,
    ConfigProblem,
    GameConfig,
    game_from_position,
    kachidoki_check,
    new_game,
    observe,
    position_to_dict,
    scenario,
)
from tests.model.rules_helpers import legal_texts, play_trick_quietly, random_playout, rp_gains

MODES = [
    dict(players=3), dict(players=4),
    dict(players=2, two_player_variant="R-V7"), dict(players=2, two_player_variant="R-V8"),
]


def test_section9_two_player_games_only_through_R_V7_or_R_V8() -> None:
    with pytest.raises(ConfigError) as err:
        GameConfig(players=2)
    assert err.value.code is ConfigProblem.TWO_PLAYERS_NEED_VARIANT
    with pytest.raises(ConfigError):
        GameConfig(players=2, two_player_variant="R-V5")
    for p in (3, 4):
        with pytest.raises(ConfigError, match="variant_for_two_only") as err:
            GameConfig(players=p, two_player_variant="R-V8")
        assert err.value.code is ConfigProblem.VARIANT_FOR_TWO_ONLY
        assert err.value.params == {"variant": "R-V8"}


@pytest.mark.parametrize("mode", ["R-V7", "R-V8"])
def test_section9_variant_cards_are_allowed_with_the_two_player_variants(mode: str) -> None:
    cfg = GameConfig(players=2, two_player_variant=mode, variants=frozenset({"R-V1", "R-V6"}), seed=3)
    g = new_game(cfg)
    assert observe(g, 0).variants == frozenset({"R-V1", "R-V6"})


def test_section9_R_V2_R_V3_apply_to_every_ranking_with_R_V8_neutral_included() -> None:
    # blue's daimyo (2) ties the neutral samurai (2) for 1st in Kachidoki scoring
    kw = dict(players=2, two_player_variant="R-V8", kachidoki="blue", skirmish=6,
              daimyo={"blue": 3, "red": 1, "purple": 6}, samurai={"purple": {3: 2, 4: 4, 5: 4}},
              hands={"blue": "B6", "red": "B1"})
    assert kachidoki_check(scenario(**kw), 0).as_dict() == {"blue": 2, "purple": 0}  # both 2nd
    g = scenario(variants={"R-V2", "R-V3"}, **kw)
    assert kachidoki_check(g, 0).as_dict() == {"blue": 4, "purple": 0}  # both 1st, 4 RP
    events = play_trick_quietly(g, ["B6", "B1"])
    assert rp_gains(events, "kachidoki") == {"blue": 4}
    # prestige round 1, Owari: blue and neutral tie for 1st under R-V2: blue takes 1st (4 RP)
    assert rp_gains(events, "prestige", 3) == {"blue": 4}
    assert g.rp[NEUTRAL] == 0


def test_section9_R_V7_with_R_V3_kachidoki_table() -> None:
    g = scenario(players=2, two_player_variant="R-V7", variants={"R-V3"}, kachidoki="blue",
                 daimyo={"blue": 4, "red": 4, "yellow": 4, "green": 1}, samurai={"red": {4: 1}})
    assert kachidoki_check(g, 0).as_dict() == {"red": 4, "blue": 0, "yellow": 0}


@pytest.mark.parametrize("cfg", MODES, ids=["3p", "4p", "R-V7", "R-V8"])
def test_section9_a_hand_is_never_empty_while_the_skirmish_phase_lasts(cfg: dict) -> None:
    g = new_game(GameConfig(seed=21, **cfg))
    rng = random.Random(21)
    while not g.is_over:
        if g.phase_name == "play":
            hand = g.hands[g.current_seat]
            assert hand and g.legal_actions()
            led = g.led_suit
            if led >= 0 and all(c // 7 != led for c in hand):  # void: any card of the hand (R-K2)
                assert {a.card for a in g.legal_actions()} == set(hand)
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])


# ---- determinism -----------------------------------------------------------------------------------
@pytest.mark.parametrize("cfg", MODES, ids=["3p", "4p", "R-V7", "R-V8"])
def test_section9_determinism_same_seed_same_decisions_same_game(cfg: dict) -> None:
    config = GameConfig(seed=13, variants=frozenset({"R-V4", "R-V5"}), **cfg)
    a = new_game(config)
    decisions = random_playout(a, 99)
    b = new_game(config)
    for t in decisions:
        b.apply(t)
    assert position_to_dict(b) == position_to_dict(a)
    assert [str(x) for x in b.history] == decisions
    assert b.result == a.result
    # a search clone follows the same decisions to the same position
    c = new_game(config).clone(record=False)
    for t in decisions:
        c.apply(t)
    assert position_to_dict(c) == position_to_dict(a)


def test_section9_determinism_halfway_save_and_reload_continues_identically() -> None:
    config = GameConfig(players=4, seed=5)
    a = new_game(config)
    decisions = random_playout(a, 7)
    b = new_game(config)
    half = len(decisions) // 2
    for t in decisions[:half]:
        b.apply(t)
    b = game_from_position(position_to_dict(b))
    for t in decisions[half:]:
        b.apply(t)
    assert position_to_dict(b) == position_to_dict(a)


def test_section9_different_seeds_deal_differently() -> None:
    deals = {tuple(tuple(h) for h in new_game(GameConfig(players=4, seed=s)).hands) for s in range(10)}
    assert len(deals) == 10


# ---- perft fixtures: a position and the exact list of legal actions ----------------------------------
PERFT = [
    ("4p leader, any card",
     dict(players=4, kachidoki="red", skirmish=2, hands={"red": "RN B2 Y6"}),
     [], ["play RN", "play B2", "play Y6"]),
    ("4p follower must follow blue",
     dict(players=4, kachidoki="red", skirmish=2,
          hands={"red": "B4 B2 Y6", "yellow": "R1 B1 BN", "green": "R2 R3 Y1", "blue": "R4 R5 R6"}),
     ["play B4", "placement", "end"], ["play B1", "play BN"]),
    ("4p void follower plays any card",
     dict(players=4, kachidoki="red", skirmish=2,
          hands={"red": "B4 B2 Y6", "yellow": "R1 B1 BN", "green": "R2 R3 Y1", "blue": "R4 R5 R6"}),
     ["play B4", "placement", "end", "play BN", "end"], ["play R2", "play R3", "play Y1"]),
    ("AP 4 with a daimyo in Kyoto",
     dict(players=3, kachidoki="blue", skirmish=4, daimyo={"blue": 0, "red": 0, "yellow": 1},
          samurai={"blue": {0: 1, 6: 1}, "red": {0: 2}, "yellow": {0: 1}}, hands={"blue": "B4 B1"}),
     ["play B4", "ap"],
     ["daimyo 0>1", "move 0>1", "move 6>5", "remove red@0", "remove yellow@0", "end"]),
    ("R-V6 AP 1 with R-V8 neutral in the daimyo's area",  # round 3: the neutral daimyo on 4
     dict(players=2, two_player_variant="R-V8", variants={"R-V6"}, kachidoki="red", skirmish=3,
          round=3, daimyo={"blue": 1, "red": 2}, hands={"red": "R1 B1 B2 B3"}),
     ["play R1", "ap"],
     ["daimyo 2>1", "daimyo 2>3", "relocate 2>0", "relocate 2>1", "relocate 2>3", "relocate 2>4", "end"]),
]


@pytest.mark.parametrize(("label", "pos", "moves", "legal"), PERFT, ids=[p[0] for p in PERFT])
def test_perft_exact_legal_actions(label: str, pos: dict, moves: list[str], legal: list[str]) -> None:
    g = scenario(**pos)
    for m in moves:
        g.apply(m)
    assert legal_texts(g) == legal, label
    assert [str(a) for a in observe(g, g.current_seat).legal] == legal
