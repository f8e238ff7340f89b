"""The six variant cards (R-V1, R-V2, R-V3, R-V4, R-V5, R-V6), each alone and where they combine."""

from __future__ import annotations

import pytest

from joraku_desktop.model import kachidoki_check, position_to_dict, scenario, score_area
from joraku_desktop.model.errors import RefusalCode
from joraku_desktop.model.events import RPScored
from tests.model.rules_helpers import assert_illegal, do, legal_texts, play_trick_quietly, rp_gains

LAST_TRICK = {"blue": "B6", "red": "B1", "yellow": "B2", "green": "B3"}  # blue leads and wins
FAR = {"blue": 0, "red": 0, "yellow": 0, "green": 0}


# ---- R-V1 home advantage --------------------------------------------------------------------------------
def _v1(variants: set[str], **kw):
    base = dict(players=4, round=1, kachidoki="blue", skirmish=4, variants=variants, hands=LAST_TRICK,
                daimyo={"blue": 5, "red": 0, "yellow": 0, "green": 0},
                samurai={"blue": {5: 1, 4: 3}, "red": {5: 2, 4: 1}})
    base.update(kw)
    return scenario(**base)


def test_R_V1_first_where_own_daimyo_stands_gains_the_area_number() -> None:
    g = _v1({"R-V1"})
    res = score_area(g, 5)
    assert res.as_dict() == {"blue": 6 + 5, "red": 3}
    assert any("R-V1" in r for r in res.placings[0].reasons)
    # 1st in Mikawa, but the daimyo is in Tōtōmi: no bonus there
    assert score_area(g, 4).as_dict() == {"blue": 5, "red": 3}
    assert score_area(_v1(set()), 5).as_dict() == {"blue": 6, "red": 3}


def test_R_V1_bonus_in_full_play() -> None:
    g = _v1({"R-V1"})
    events = play_trick_quietly(g, ["B6", "B1", "B2", "B3"])
    assert rp_gains(events, "R-V1") == {"blue": 5}
    assert next(e for e in events if isinstance(e, RPScored) and e.reason == "R-V1").area == 5
    # Kachidoki (blue won in area 5: blue 3, red 2) has no R-V1 bonus
    assert rp_gains(events, "kachidoki") == {"blue": 3, "red": 2}
    assert g.rp[0] == 3 + 6 + 5 + 5 and g.rp[1] == 2 + 3 + 3


def test_R_V1_no_bonus_in_kyoto_and_none_for_a_shared_first_place() -> None:
    g = _v1({"R-V1"}, round=3, daimyo={"blue": 0, "red": 5, "yellow": 6, "green": 6},
            samurai={"red": {5: 0}})
    assert score_area(g, 0).as_dict() == {"blue": 7}
    events = play_trick_quietly(g, ["B6", "B1", "B2", "B3"])
    # blue is alone in Kyoto (7 RP, no bonus); red alone in Tōtōmi earns the bonus on a 0 row;
    # yellow and green tie in Shinano and earn none
    assert rp_gains(events, "R-V1") == {"red": 5}
    assert rp_gains(events, "prestige") == {"blue": 7}
    # a tie for 1st (R-T1: both 2nd) earns no bonus
    tied = _v1({"R-V1"}, daimyo={"blue": 5, "red": 0, "yellow": 0, "green": 0},
               samurai={"blue": {}, "red": {5: 2}})
    assert score_area(tied, 5).as_dict() == {"blue": 3, "red": 3}


def test_R_V1_with_R_V2_a_shared_first_place_earns_the_bonus() -> None:
    tied = _v1({"R-V1", "R-V2"}, samurai={"blue": {}, "red": {5: 2}})
    assert score_area(tied, 5).as_dict() == {"blue": 6 + 5, "red": 6}


# ---- R-V2 shared glory --------------------------------------------------------------------------------
def test_R_V2_prestige_ties_share_the_highest_rank() -> None:
    kw = dict(players=4, round=1, daimyo=FAR,
              samurai={"blue": {5: 2}, "red": {5: 2}, "yellow": {5: 1}, "green": {5: 1}})
    assert score_area(scenario(**kw), 5).as_dict() == {"blue": 3, "red": 3, "yellow": 0, "green": 0}
    res = score_area(scenario(variants={"R-V2"}, **kw), 5)
    assert {p.colour: p.rank for p in res.placings} == {"blue": 1, "red": 1, "yellow": 3, "green": 3}
    assert res.as_dict() == {"blue": 6, "red": 6, "yellow": 2, "green": 2}


def test_R_V2_prestige_in_full_play() -> None:
    g = scenario(players=4, round=1, kachidoki="blue", skirmish=4, variants={"R-V2"}, daimyo=FAR,
                 samurai={"blue": {6: 1}, "red": {6: 1}, "yellow": {6: 1}}, hands=LAST_TRICK)
    events = play_trick_quietly(g, ["B6", "B1", "B2", "B3"])
    assert rp_gains(events, "prestige", 6) == {"blue": 7, "red": 7, "yellow": 7}


def test_R_V2_kachidoki_ties_share_the_highest_rank_in_full_play() -> None:
    kw = dict(players=4, kachidoki="blue", skirmish=0, hands=LAST_TRICK,
              daimyo={"blue": 4, "red": 4, "yellow": 0, "green": 0}, samurai={"yellow": {4: 1}})
    base = scenario(**kw)
    assert kachidoki_check(base, 0).as_dict() == {"blue": 2, "red": 2, "yellow": 1}
    g = scenario(variants={"R-V2"}, **kw)
    assert kachidoki_check(g, 0).as_dict() == {"blue": 3, "red": 3, "yellow": 1}
    events = play_trick_quietly(g, ["B6", "B1", "B2", "B3"])
    assert rp_gains(events, "kachidoki") == {"blue": 3, "red": 3, "yellow": 1}


# ---- R-V3 battle cry ------------------------------------------------------------------------------------
def test_R_V3_kachidoki_pays_4_2_0_in_full_play() -> None:
    g = scenario(players=4, kachidoki="blue", variants={"R-V3"}, hands=LAST_TRICK,
                 daimyo={"blue": 4, "red": 1, "yellow": 2, "green": 6},
                 samurai={"blue": {4: 2}, "green": {4: 3}, "yellow": {4: 1}})
    assert kachidoki_check(g, 0).as_dict() == {"blue": 4, "green": 2, "yellow": 0}
    events = play_trick_quietly(g, ["B6", "B1", "B2", "B3"])
    assert rp_gains(events, "kachidoki") == {"blue": 4, "green": 2}


def test_R_V3_prestige_is_unchanged() -> None:
    kw = dict(players=4, round=1, daimyo=FAR, samurai={"blue": {5: 3}, "red": {5: 2}, "yellow": {5: 1}})
    assert score_area(scenario(variants={"R-V3"}, **kw), 5).as_dict() == {"blue": 6, "red": 3, "yellow": 2}


def test_R_V2_and_R_V3_together_in_kachidoki_and_prestige() -> None:
    g = scenario(players=4, round=1, kachidoki="blue", skirmish=4, variants={"R-V2", "R-V3"},
                 daimyo={"blue": 4, "red": 4, "yellow": 0, "green": 0}, samurai={"yellow": {4: 1}},
                 hands=LAST_TRICK)
    assert kachidoki_check(g, 0).as_dict() == {"blue": 4, "red": 4, "yellow": 0}
    events = play_trick_quietly(g, ["B6", "B1", "B2", "B3"])
    assert rp_gains(events, "kachidoki") == {"blue": 4, "red": 4}
    assert rp_gains(events, "prestige", 4) == {"blue": 5, "red": 5, "yellow": 2}


# ---- R-V4 audience in Kyoto --------------------------------------------------------------------------------
def _v4(variants: set[str] = frozenset({"R-V4"}), **kw):
    base = dict(players=4, kachidoki="blue", skirmish=3, variants=variants,
                daimyo_cards={"blue": 5, "red": 3, "yellow": 2, "green": 1},
                daimyo={"blue": 1, "red": 2, "yellow": 3, "green": 4},
                hands={"blue": "B6 B5", "red": "R1 R2", "yellow": "Y1 Y2", "green": "R3 R4"})
    base.update(kw)
    return scenario(**base)


def test_R_V4_moving_the_daimyo_into_kyoto_gains_the_daimyo_card_once() -> None:
    g = _v4()
    events = do(g, "play B6", "ap", "daimyo 1>0")
    assert rp_gains(events) == {"blue": 5} and g.rp[0] == 5
    assert next(e for e in events if isinstance(e, RPScored)).reason == "R-V4"
    assert position_to_dict(g)["armies"]["blue"]["kyoto_bonus_used"] is True
    events = do(g, "daimyo 0>1", "daimyo 1>0")  # out and in again: no second bonus
    assert rp_gains(events) == {} and g.rp[0] == 5 and g.daimyo_area[0] == 0


def test_R_V4_once_per_game_across_skirmishes_and_only_with_the_card() -> None:
    g = _v4(kyoto_bonus_used=["blue"])
    events = do(g, "play B6", "ap", "daimyo 1>0")
    assert rp_gains(events) == {}
    g = _v4(variants=set())
    events = do(g, "play B6", "ap", "daimyo 1>0")
    assert rp_gains(events) == {} and g.rp[0] == 0


def test_R_V4_undo_takes_the_bonus_back() -> None:
    g = _v4()
    do(g, "play B6", "ap", "daimyo 1>0")
    g.undo()
    assert g.rp[0] == 0 and position_to_dict(g)["armies"]["blue"]["kyoto_bonus_used"] is False


# ---- R-V5 loyal vassals ---------------------------------------------------------------------------
def test_R_V5_followers_of_the_led_suit_gain_2_RULING_leader_does_not() -> None:
    g = scenario(players=4, kachidoki="blue", skirmish=4, variants={"R-V5"},
                 daimyo={"blue": 6, "red": 6, "yellow": 6, "green": 6},
                 hands={"blue": "B3", "red": "B1", "yellow": "R1", "green": "BN"})
    gains = []
    for c in ("B3", "B1", "R1", "BN"):
        ev = g.apply(f"play {c}")
        gains.append(rp_gains(ev, "R-V5"))
        if g.phase_name == "mode":
            g.apply("placement")
        g.apply("end")
    # leader nothing (RULING), red follows +2, yellow void (red card) nothing, green's Ninja +2
    assert gains == [{}, {"red": 2}, {}, {"green": 2}]
    assert g.rp[:4] == [0, 2, 0, 2]


def test_R_V5_without_the_card_no_bonus() -> None:
    g = scenario(players=3, kachidoki="blue", skirmish=5, hands={"blue": "B3", "red": "B1", "yellow": "B2"})
    events = play_trick_quietly(g, ["B3", "B1", "B2"])
    assert rp_gains(events, "R-V5") == {}


# ---- R-V6 swift march --------------------------------------------------------------------------------------
def test_R_V6_moving_the_daimyo_costs_one_ap() -> None:
    g = _v4(variants={"R-V6"}, hands={"blue": "B1 B5", "red": "R1 R2", "yellow": "Y1 Y2", "green": "R3 R4"})
    do(g, "play B1", "ap")
    assert legal_texts(g) == ["daimyo 1>0", "daimyo 1>2", "end"]
    g.apply("daimyo 1>2")
    assert g.ap_left == 0 and g.daimyo_area[0] == 2 and legal_texts(g) == ["end"]


@pytest.mark.parametrize(("variants", "moves"), [(set(), 2), ({"R-V6"}, 5)])
def test_R_V6_five_ap_buy_two_or_five_daimyo_moves(variants: set[str], moves: int) -> None:
    g = _v4(variants=variants, hands={"blue": "B5 B6", "red": "R1 R2", "yellow": "Y1 Y2", "green": "R3 R4"},
            daimyo={"blue": 1, "red": 2, "yellow": 3, "green": 4})
    do(g, "play B5", "ap")
    path = [1, 2, 3, 4, 5, 6]
    for i in range(moves):
        g.apply(f"daimyo {path[i]}>{path[i + 1]}")
    assert g.daimyo_area[0] == path[moves]
    assert_illegal(g, f"daimyo {path[moves]}>{path[moves] - 1}", RefusalCode.NOT_ENOUGH_AP, "R-E2")
