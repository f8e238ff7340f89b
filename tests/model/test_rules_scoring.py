"""Kachidoki scoring (R-KS1, R-KS2, R-KS3, R-KS4), the tie rule (R-T1) and the prestige phase
(R-PR1, R-PR2, R-PR3, R-PR4),
with the printed examples, through the lean functions and through the engine's own scoring."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from joraku_desktop.model import (
    RulesDataError,
    default_rules,
    kachidoki_check,
    parse_rules,
    position_to_dict,
    rank_armies,
    scenario,
    score_area,
)
from joraku_desktop.model.errors import UnknownNameError
from joraku_desktop.model.scoring import PlacingReason
from joraku_desktop.paths import resources_dir
from tests.model.rules_helpers import area_scored, play_trick_quietly, rp_gains, winners

LAST_TRICK = {"blue": "B6", "red": "B1", "yellow": "B2", "green": "B3"}  # blue leads and wins


# ---- R-KS: Kachidoki scoring --------------------------------------------------------------------------
def _mikawa_example(**kw):
    """R-KS printed example: the winner's (blue's) daimyo is in 4 Mikawa; green 2nd, yellow 3rd."""
    return scenario(players=4, kachidoki="blue", skirmish=kw.pop("skirmish", 0),
                    daimyo={"blue": 4, "red": 1, "yellow": 2, "green": 6},
                    samurai={"blue": {4: 2}, "green": {4: 3}, "yellow": {4: 1}, "red": {3: 5}},
                    hands=kw.pop("hands", {"blue": "B6", "red": "B1", "yellow": "B2", "green": "B3"}), **kw)


def test_R_KS_printed_example_by_kachidoki_check() -> None:
    g = _mikawa_example()
    res = kachidoki_check(g, 0)
    assert res.area == 4 and res.kind == "kachidoki"
    assert res.as_dict() == {"blue": 3, "green": 2, "yellow": 1}
    assert [(p.colour, p.influence, p.rank) for p in res.placings] == [
        ("blue", 4, 1), ("green", 3, 2), ("yellow", 1, 3)]


def test_R_KS_kachidoki_check_reads_colour_names_and_refuses_armies_not_in_play() -> None:
    g = _mikawa_example()
    assert kachidoki_check(g, "blue") == kachidoki_check(g, "Blue") == kachidoki_check(g, 0)
    assert [p.reasons for p in kachidoki_check(g, "blue").placings] == [(PlacingReason.KACHIDOKI,)] * 3
    for wrong in ("purple", "pink", 7, None, True):
        with pytest.raises(UnknownNameError, match="not an army of this game"):
            kachidoki_check(g, wrong)  # type: ignore[arg-type]


def test_R_PR2_placings_give_their_reasons_as_codes() -> None:
    g = scenario(players=4, variants={"R-V1"}, daimyo={"blue": 5, "red": 1, "yellow": 2, "green": 3},
                 samurai={"blue": {5: 3}, "red": {5: 2}})
    first, second = score_area(g, 5, round=1).placings
    assert first.reasons == (PlacingReason.CHART, PlacingReason.DAIMYO_BONUS)
    assert (first.points, first.bonus, first.rp) == (first.rp - 5, 5, first.points + 5)
    assert second.reasons == (PlacingReason.CHART,) and second.bonus == 0 and second.rp == second.points


def test_R_KS_printed_example_in_full_play() -> None:
    g = _mikawa_example()
    events = play_trick_quietly(g, ["B6", "B1", "B2", "B3"])
    assert winners(events)[0].army == 0
    assert rp_gains(events, "kachidoki") == {"blue": 3, "green": 2, "yellow": 1}
    assert g.rp[:4] == [3, 0, 1, 2]
    (scored,) = area_scored(events, "kachidoki")
    assert scored.area == 4
    assert [(a, r, p) for a, _i, r, p in scored.ranking] == [(0, 1, 3), (3, 2, 2), (2, 3, 1)]


def test_R_KS1_scoring_is_in_the_winners_daimyo_area_even_if_already_holding() -> None:
    # blue holds Kachidoki and wins again: it scores again, in its daimyo's area after its move
    g = scenario(players=4, kachidoki="blue", skirmish=3,
                 daimyo={"blue": 4, "red": 1, "yellow": 2, "green": 6}, samurai={"red": {5: 3}},
                 hands={"blue": "B6 R1", "red": "B1 R2", "yellow": "B2 R3", "green": "B3 R4"})
    events = g.apply("play B6") + g.apply("ap") + g.apply("daimyo 4>5")
    events += g.apply("end")
    events += play_trick_quietly(g, ["B1", "B2", "B3"])
    assert winners(events)[0].army == 0 and g.kachidoki_seat == 0
    assert rp_gains(events, "kachidoki") == {"red": 3, "blue": 2}  # area 5: red 3, blue 2
    assert area_scored(events, "kachidoki")[0].area == 5


def test_R_KS2_armies_without_influence_take_no_part() -> None:
    g = scenario(players=4, kachidoki="blue", daimyo={"blue": 6, "red": 1, "yellow": 2, "green": 3},
                 hands={"blue": "B6"})
    res = kachidoki_check(g, 0)
    assert [p.colour for p in res.placings] == ["blue"] and res.rp_of("red") == 0


def test_R_KS3_R_T1_ties_take_the_lowest_rank_covered() -> None:
    g = scenario(players=4, kachidoki="blue", daimyo={"blue": 4, "red": 4, "yellow": 2, "green": 6},
                 samurai={"yellow": {4: 1}, "green": {4: 1}}, hands={"blue": "B6"})
    # blue 2, red 2 tie for 1st-2nd -> both 2nd; yellow 1, green 1 tie for 3rd-4th -> both 4th
    res = kachidoki_check(g, 0)
    assert {p.colour: p.rank for p in res.placings} == {"blue": 2, "red": 2, "yellow": 4, "green": 4}
    assert res.as_dict() == {"blue": 2, "red": 2, "yellow": 0, "green": 0}


def test_R_KS4_the_winner_may_score_nothing_when_outnumbered() -> None:
    g = scenario(players=4, kachidoki="blue", skirmish=4,
                 daimyo={"blue": 5, "red": 5, "yellow": 5, "green": 5},
                 samurai={"red": {5: 3}, "yellow": {5: 2}, "green": {5: 1}}, hands=LAST_TRICK)
    assert kachidoki_check(g, 0).as_dict() == {"red": 3, "yellow": 2, "green": 1, "blue": 0}
    events = play_trick_quietly(g, ["B6", "B1", "B2", "B3"])
    assert rp_gains(events, "kachidoki") == {"red": 3, "yellow": 2, "green": 1}


# ---- R-T1 the tie rule ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("infl", "ranks"), [
    ([3, 3, 0, 0], {0: 2, 1: 2}),                  # two tied for 1st are both 2nd
    ([3, 3, 3, 0], {0: 3, 1: 3, 2: 3}),            # three tied for 1st are all 3rd
    ([5, 3, 3, 0], {0: 1, 1: 3, 2: 3}),            # two tied for 2nd are both 3rd
    ([1, 1, 1, 1], {0: 4, 1: 4, 2: 4, 3: 4}),
    ([4, 2, 1, 0], {0: 1, 1: 2, 2: 3}),
])
def test_R_T1_tied_players_share_the_lowest_rank(infl: list[int], ranks: dict[int, int]) -> None:
    out = rank_armies([*infl, 0], (0, 1, 2, 3), share_highest=False)
    assert {a: r for a, _x, r in out} == ranks


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 6), min_size=5, max_size=5), st.booleans(),
       st.sets(st.integers(0, 4), min_size=1))
def test_rank_armies_is_the_counting_definition(infl: list[int], share: bool, armies: set[int]) -> None:
    """R-T1: a rank is how many armies have at least this influence; R-V2: one more than how
    many have more. Best first, then by army id. (The engine's ranking is written for speed.)"""
    order = tuple(sorted(armies))
    present = [(infl[a], a) for a in order if infl[a] > 0]
    want = sorted(
        ((a, x, 1 + sum(y > x for y, _ in present) if share else sum(y >= x for y, _ in present))
         for x, a in present),
        key=lambda t: (t[2], -t[1], t[0]))
    assert rank_armies(infl, order, share) == want


# ---- R-PR: prestige ---------------------------------------------------------------------------------------
def _prestige_examples(**kw):
    """The three printed round-1 examples on one map; every daimyo waits in Kyoto (worth 0)."""
    return scenario(players=4, round=1, kachidoki="blue", skirmish=4,
                    daimyo={"blue": 0, "red": 0, "yellow": 0, "green": 0},
                    samurai={"blue": {6: 2, 5: 2}, "red": {6: 1, 5: 2, 4: 4},
                             "yellow": {6: 1, 5: 3, 4: 1}, "green": {6: 1, 5: 1, 4: 3}},
                    hands=LAST_TRICK, **kw)


PRINTED_PR = {
    6: {"blue": 7, "red": 0, "yellow": 0, "green": 0},   # Shinano
    5: {"yellow": 6, "blue": 2, "red": 2, "green": 0},   # Tōtōmi
    4: {"red": 5, "green": 3, "yellow": 2},              # Mikawa
}


@pytest.mark.parametrize("area", [6, 5, 4])
def test_R_PR_printed_examples_by_score_area(area: int) -> None:
    res = score_area(_prestige_examples(), area)
    assert res.as_dict() == PRINTED_PR[area]


def test_R_PR_printed_example_ranks() -> None:
    g = _prestige_examples()
    assert {p.colour: p.rank for p in score_area(g, 6).placings} == {
        "blue": 1, "red": 4, "yellow": 4, "green": 4}
    assert {p.colour: p.rank for p in score_area(g, 5).placings} == {
        "yellow": 1, "blue": 3, "red": 3, "green": 4}


def test_R_PR_printed_examples_in_full_play() -> None:
    g = _prestige_examples()
    events = play_trick_quietly(g, ["B6", "B1", "B2", "B3"])
    assert g.round == 2  # the prestige phase of round 1 ran
    for area, want in PRINTED_PR.items():
        got = rp_gains(events, "prestige", area)
        assert got == {k: v for k, v in want.items() if v}, area
    # Kyoto: four daimyo tie (all 4th) and the round-1 row pays nothing anyway
    assert rp_gains(events, "kachidoki") == {}
    assert g.rp[:4] == [7 + 2, 2 + 5, 6 + 2, 3]


def test_R_PR1_areas_are_scored_from_shinano_down_to_kyoto() -> None:
    events = play_trick_quietly(_prestige_examples(), ["B6", "B1", "B2", "B3"])
    assert [e.area for e in area_scored(events, "prestige")] == [6, 5, 4, 3, 2, 1, 0]


def test_R_PR2_places_beyond_third_score_zero_and_absent_armies_nothing() -> None:
    g = scenario(players=4, round=1, daimyo={"blue": 0, "red": 0, "yellow": 0, "green": 0},
                 samurai={"blue": {5: 4}, "red": {5: 3}, "yellow": {5: 2}, "green": {5: 1}})
    res = score_area(g, 5)
    assert res.as_dict() == {"blue": 6, "red": 3, "yellow": 2, "green": 0}
    assert score_area(g, 3).placings == ()


def test_R_PR3_nothing_is_removed_from_the_map_after_prestige() -> None:
    g = _prestige_examples()
    before = position_to_dict(g)["armies"]
    play_trick_quietly(g, ["B6", "B1", "B2", "B3"])
    after = position_to_dict(g)["armies"]
    for colour in before:
        assert after[colour]["samurai"] == before[colour]["samurai"]
        assert after[colour]["daimyo_area"] == before[colour]["daimyo_area"]
        assert after[colour]["supply"] == before[colour]["supply"]


CHART = {  # R-PR4 as printed in the rules reference, round 1 / 2 / 3
    6: ((7, 4, 2), (0, 0, 0), (0, 0, 0)),
    5: ((6, 3, 2), (3, 2, 0), (0, 0, 0)),
    4: ((5, 3, 2), (4, 2, 0), (3, 2, 0)),
    3: ((4, 2, 0), (5, 3, 2), (4, 2, 0)),
    2: ((3, 2, 0), (4, 2, 0), (5, 3, 2)),
    1: ((0, 0, 0), (3, 2, 0), (6, 3, 2)),
    0: ((0, 0, 0), (0, 0, 0), (7, 4, 2)),
}


def test_R_PR4_chart_rows_match_the_rules_reference() -> None:
    r = default_rules()
    for area, rows in CHART.items():
        assert r.chart[area] == rows, area


def test_R_PR4_RULING_inferred_rows_are_flagged_and_mirror_the_printed_ones() -> None:
    r = default_rules()
    for area in range(7):
        for rnd in range(3):
            assert r.inferred[area][rnd] == (area <= 3), (area, rnd)
            # area a in round r <-> area 6-a in round 4-r
            assert r.chart[area][rnd] == r.chart[6 - area][2 - rnd], (area, rnd)


@pytest.mark.parametrize("rnd", [1, 2, 3])
@pytest.mark.parametrize("area", range(7))
def test_R_PR4_engine_pays_the_chart_of_the_current_round(rnd: int, area: int) -> None:
    home = 0 if area == 6 else 6  # all four daimyo tie elsewhere (all 4th there)
    g = scenario(players=4, round=rnd, kachidoki="blue", skirmish=4,
                 daimyo={"blue": home, "red": home, "yellow": home, "green": home},
                 samurai={"blue": {area: 3}, "red": {area: 2}, "yellow": {area: 1}}, hands=LAST_TRICK)
    events = play_trick_quietly(g, ["B6", "B1", "B2", "B3"])
    want = dict(zip(["blue", "red", "yellow"], CHART[area][rnd - 1], strict=True))
    assert rp_gains(events, "prestige", area) == {k: v for k, v in want.items() if v}
    assert rp_gains(events, "prestige", home) == {}


def test_R_PR4_chart_lives_in_a_validated_data_file() -> None:
    path = resources_dir() / "rules.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert parse_rules(json.dumps(raw)).chart == default_rules().chart
    raw["prestige_charts"][0]["rounds"][0]["points"] = [1, 4, 2]
    with pytest.raises(RulesDataError, match="prestige_charts"):
        parse_rules(json.dumps(raw))
