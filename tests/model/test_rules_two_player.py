"""The two-player variants: R-V7 "2 against 2" and R-V8 "two players and a neutral army"."""

from __future__ import annotations

from itertools import combinations

import pytest

from joraku_desktop.model import (
    CARD_TEXT,
    NEUTRAL,
    GameConfig,
    TieBreak,
    kachidoki_check,
    new_game,
    observe,
    scenario,
    score_area,
)
from joraku_desktop.model.errors import RefusalCode
from joraku_desktop.model.events import AreaScored, NeutralAdvanced, NeutralRelocated, RPScored
from tests.model.rules_helpers import (
    area_scored,
    assert_illegal,
    do,
    legal_texts,
    random_playout,
    rp_gains,
    winners,
)

V7 = dict(players=2, two_player_variant="R-V7")
V8 = dict(players=2, two_player_variant="R-V8")


def _quiet(g, plays: list[str]) -> list:
    events = []
    for p in plays:
        events += g.apply(f"play {p}")
        if g.phase_name == "mode":
            events += g.apply("placement")
        events += g.apply("end")
    return events


# ======================================== R-V7 ==============================================
@pytest.mark.parametrize("seed", range(8))
def test_R_V7_setup_daimyo_cards_from_low_and_high_piles(seed: int) -> None:
    g = new_game(GameConfig(seed=seed, **V7))
    assert g.armies == (0, 1, 2, 3) and g.owner[:4] == (0, 0, 1, 1)
    card = g.daimyo_card
    assert {card[0], card[2]} <= {1, 2, 3} and {card[1], card[3]} <= {4, 5, 6}
    assert len({g.daimyo_card[a] for a in range(4)}) == 4
    assert all(g.daimyo_area[a] == g.daimyo_card[a] and g.rp[a] == 0 and g.supply[a] == 10 for a in range(4))
    best = max(range(4), key=lambda a: g.daimyo_card[a])
    assert g.kachidoki_seat == g.owner[best] and g.kachidoki_army == best


def test_R_V7_recruit_five_discarded_three_personal_five_drafted_eight_held() -> None:
    g = new_game(GameConfig(seed=4, **V7))
    assert g.phase_name == "draft" and len(g.set_aside) == 5
    assert [len(h) for h in g.hands] == [3, 3] and [len(d) for d in g.draft_hands] == [5, 5]
    assert sorted(g.set_aside + [c for h in g.hands + g.draft_hands for c in h]) == list(range(21))
    personal = [list(h) for h in g.hands]
    first_draft = [list(d) for d in g.draft_hands]
    v1 = observe(g, 1)
    assert v1.hand == tuple(personal[1]) and v1.draft_hand == tuple(first_draft[1])
    assert legal_texts(g)[0].startswith("draft ") and len(g.legal_actions()) == 5
    pick0 = g.legal_actions()[2]
    g.apply(pick0)
    # simultaneous: seat 1 still sees its own draft hand; seat 0's pick is hidden from it
    assert observe(g, 1).draft_hand == tuple(first_draft[1])
    assert observe(g, 0).pending_choice == pick0.cards
    assert pick0.card not in observe(g, 1).hand and g.current_seat == 1
    g.apply(g.legal_actions()[0])
    # both picked: the rest of the hands are swapped
    assert set(g.draft_hands[0]) == set(first_draft[1]) - {first_draft[1][0]}
    assert set(g.draft_hands[1]) == set(first_draft[0]) - {pick0.card}
    # R-V7, R-P3: seat 0 knows the four cards it handed on are now seat 1's draft hand
    v0 = observe(g, 0)
    assert set(v0.draft_given) == set(first_draft[0]) - {pick0.card} == set(g.draft_hands[1])
    assert not set(v0.draft_given) & set(v0.unseen_cards())
    assert set(v0.draft_given) <= set(v0.hidden_cards())
    picks = 2
    while g.phase_name == "draft":
        g.apply(g.legal_actions()[0])
        picks += 1
    assert picks == 8  # 4 chosen picks each; the fifth card is forced
    assert [len(h) for h in g.hands] == [8, 8]
    assert set(personal[0]) <= set(g.hands[0]) and set(personal[1]) <= set(g.hands[1])
    assert g.skirmishes_per_round == 4 and g.phase_name == "play"
    # what a seat handed over and saw kept by the other is known to it
    v0 = observe(g, 0)
    assert set(v0.known_cards.get(1, ())) <= set(g.hands[1]) and len(v0.known_cards[1]) == 4


def _v7(rp: dict[str, int], **kw):
    base = dict(kachidoki="blue", skirmish=3, rp=rp,
                daimyo={"blue": 1, "red": 2, "yellow": 3, "green": 4},
                hands={0: "B1 B2", 1: "R1 R2"}, **V7)
    base.update(kw)
    return scenario(**base)


def test_R_V7_higher_rp_army_plays_first_then_the_other_four_plays() -> None:
    g = _v7({"blue": 1, "red": 5, "yellow": 4, "green": 2})
    assert g.order == [0, 1, 0, 1]
    assert legal_texts(g) == ["play B1 as red", "play B2 as red"]
    assert_illegal(g, "play B1 as blue", RefusalCode.NOT_THIS_ARMYS_TURN, "R-V7")
    _quiet(g, ["B1 as red"])
    assert g.current_seat == 1
    assert legal_texts(g) == ["play R1 as yellow", "play R2 as yellow"]  # void in blue: any card
    _quiet(g, ["R2 as yellow"])
    assert legal_texts(g) == ["play B2 as blue"]
    _quiet(g, ["B2 as blue"])
    assert legal_texts(g) == ["play R1 as green"]
    events = _quiet(g, ["R1 as green"])
    assert winners(events)[0].army == 0  # B2, the highest number, played by blue
    assert g.round == 2  # 4 skirmishes per round


def test_R_V7_on_an_rp_tie_the_player_chooses_the_army() -> None:
    g = _v7({"blue": 3, "red": 3, "yellow": 0, "green": 0})
    assert legal_texts(g) == ["play B1 as blue", "play B1 as red", "play B2 as blue", "play B2 as red"]
    _quiet(g, ["B2 as blue"])
    assert legal_texts(g) == ["play R1 as yellow", "play R1 as green", "play R2 as yellow",
                              "play R2 as green"]
    _quiet(g, ["R1 as green"])
    assert legal_texts(g) == ["play B1 as red"]


def test_R_V7_each_army_is_a_separate_faction_in_kachidoki_scoring() -> None:
    g = _v7({}, skirmish=0, daimyo={"blue": 4, "red": 4, "yellow": 4, "green": 1},
            samurai={"red": {4: 1}, "yellow": {4: 2}}, hands={0: "B6 B1 R1 R2 R3 R4 R5 R6",
                                                             1: "B2 B3 Y1 Y2 Y3 Y4 Y5 Y6"})
    # winner blue: area 4 has blue 2, red 3, yellow 4 -> yellow 1st, red 2nd, blue 3rd
    assert kachidoki_check(g, 0).as_dict() == {"yellow": 3, "red": 2, "blue": 1}
    events = _quiet(g, ["B6 as blue", "B2 as yellow", "B1 as red", "B3 as green"])
    won = winners(events)[0]
    assert won.army == 0 and g.kachidoki_seat == 0 and g.kachidoki_army == 0
    assert rp_gains(events, "kachidoki") == {"yellow": 3, "red": 2, "blue": 1}
    assert g.rp[:4] == [1, 2, 3, 0]


def test_R_V7_kachidoki_is_scored_in_the_winning_armys_daimyo_area() -> None:
    g = _v7({}, skirmish=0, daimyo={"blue": 1, "red": 5, "yellow": 4, "green": 2},
            hands={0: "B1 B6 R1 R2 R3 R4 R5 R6", 1: "B2 B3 Y1 Y2 Y3 Y4 Y5 Y6"})
    events = _quiet(g, ["B1 as blue", "B2 as yellow", "B6 as red", "B3 as green"])
    assert winners(events)[0].army == 1 and g.kachidoki_army == 1 and g.kachidoki_seat == 0
    assert area_scored(events, "kachidoki")[0].area == 5
    assert rp_gains(events, "kachidoki") == {"red": 3}
    # the next skirmish: seat 0 leads, its higher-RP army (red) first
    assert g.current_seat == 0 and all(a.army == 1 for a in g.legal_actions())


def test_R_V7_prestige_each_army_separately() -> None:
    g = _v7({}, round=1, daimyo={"blue": 0, "red": 0, "yellow": 0, "green": 0},
            samurai={"blue": {5: 3}, "red": {5: 2}, "yellow": {5: 1}, "green": {5: 1}})
    assert score_area(g, 5).as_dict() == {"blue": 6, "red": 3, "yellow": 0, "green": 0}


def test_R_V7_a_player_cannot_remove_samurai_of_their_other_army() -> None:
    g = _v7({"blue": 2}, hands={0: "B6 B1", 1: "R1 R2"},
            daimyo={"blue": 3, "red": 2, "yellow": 4, "green": 4},
            samurai={"red": {3: 2}, "yellow": {3: 1}})
    do(g, "play B6 as blue", "ap")
    assert [t for t in legal_texts(g) if t.startswith("remove")] == ["remove yellow@3"]
    assert_illegal(g, "remove red@3", RefusalCode.OWN_SAMURAI, "R-E2")


def _v7_end(rp: dict[str, int], holder: int):
    """Round 3, last skirmish, won by ``holder`` (who then holds Kachidoki at the end); all
    daimyo tie in Shinano (round 3 pays 0 there, Kachidoki 4th pays 0), so RP cannot change."""
    hands = {holder: "B5 B6", 1 - holder: "R1 R2"}
    g = _v7(rp, round=3, kachidoki=["blue", "yellow"][holder], hands=hands,
            daimyo={"blue": 6, "red": 6, "yellow": 6, "green": 6})
    for _ in range(4):  # four plays, each placing nothing
        _quiet(g, [str(g.legal_actions()[0])[len("play "):]])
    assert g.kachidoki_seat == holder
    return g


@pytest.mark.parametrize(("rp", "holder", "winner", "note"), [
    ({"blue": 9, "red": 1, "yellow": 8, "green": 8}, 1, 0, ()),            # best army decides
    ({"blue": 9, "red": 1, "yellow": 9, "green": 3}, 0, 1,                 # then the other army
     (TieBreak("v7_other_army", 1, 0, 9, 3, 1),)),
    ({"blue": 9, "red": 3, "yellow": 3, "green": 9}, 1, 1,                 # then the holder
     (TieBreak("v7_kachidoki_card", 1, 0, 9, 3, 3),)),
    ({"blue": 9, "red": 3, "yellow": 3, "green": 9}, 0, 0, (TieBreak("v7_kachidoki_card", 0, 1, 9, 3, 3),)),
])
def test_R_V7_end_best_army_then_other_army_then_kachidoki_holder(
        rp: dict[str, int], holder: int, winner: int, note: tuple[TieBreak, ...]) -> None:
    g = _v7_end(rp, holder)
    assert g.is_over
    assert [g.rp[a] for a in range(4)] == [rp["blue"], rp["red"], rp["yellow"], rp["green"]]
    assert g.result.winner == winner and g.result.ranking == (winner, 1 - winner)
    assert g.result.tiebreaks == note
    assert all(t.rule == "R-V7" for t in note)


# ======================================== R-V8 ==============================================
@pytest.mark.parametrize("seed", range(6))
def test_R_V8_setup_neutral_purple_army(seed: int) -> None:
    g = new_game(GameConfig(seed=seed, **V8))
    assert g.armies == (0, 1, NEUTRAL) and g.owner[NEUTRAL] == -1
    assert g.daimyo_area[NEUTRAL] == 6 and g.board.samurai_of(NEUTRAL) == [0, 2, 2, 2, 2, 2, 0]
    assert g.supply[NEUTRAL] == 0 and g.rp[NEUTRAL] == 0
    assert g.daimyo_area[:2] == list(g.daimyo_card[:2]) and g.daimyo_card[0] != g.daimyo_card[1]
    assert g.kachidoki_seat == (0 if g.daimyo_card[0] > g.daimyo_card[1] else 1)


def test_R_V8_recruit_deal_8_pass_3_discard_1_hold_7() -> None:
    g = new_game(GameConfig(seed=2, **V8))
    assert len(g.set_aside) == 5 and [len(h) for h in g.hands] == [8, 8]
    assert len(g.legal_actions()) == len(list(combinations(range(8), 3)))
    hand1 = tuple(g.hands[1])
    a0 = g.legal_actions()[-1]
    g.apply(a0)
    assert observe(g, 1).hand == hand1  # hidden until both chose
    a1 = g.legal_actions()[0]
    g.apply(a1)
    assert g.phase_name == "discard"
    v1 = observe(g, 1)
    assert set(a0.cards) <= set(v1.hand) and v1.received == a0.cards and v1.received_from == 0
    assert observe(g, 0).known_cards == {1: a0.cards}
    assert legal_texts(g) == [f"discard {CARD_TEXT[c]}" for c in g.hands[0]]
    d0 = g.legal_actions()[0]
    g.apply(d0)
    assert d0.card in observe(g, 1).unseen_cards() and observe(g, 0).own_discard == d0.cards
    g.apply(g.legal_actions()[0])
    assert [len(h) for h in g.hands] == [7, 7] and g.phase_name == "play"
    assert g.skirmishes_per_round == 7 and len(g.order) == 2


def _v8(**kw):
    base = dict(kachidoki="blue", skirmish=6, hands={"blue": "B6", "red": "B1"}, **V8)
    base.update(kw)
    return scenario(**base)


def test_R_V8_neutral_marches_toward_kyoto_at_rounds_2_and_3() -> None:
    g = _v8(samurai={"purple": {0: 1, 1: 2, 2: 2, 3: 2, 5: 3}}, daimyo={"blue": 1, "red": 2})
    events = _quiet(g, ["B6", "B1"])
    assert any(isinstance(e, NeutralAdvanced) and e.round == 2 for e in events)
    assert g.round == 2 and g.daimyo_area[NEUTRAL] == 5
    assert g.board.tokens[NEUTRAL * 7:NEUTRAL * 7 + 7] == [3, 2, 2, 0, 3, 0, 0]
    # round 2 -> 3: again; tokens in Kyoto stay
    g = _v8(round=2, daimyo={"blue": 1, "red": 2}, samurai={"purple": {0: 4, 1: 1, 5: 5}})
    events = _quiet(g, ["B6", "B1"])
    assert g.round == 3 and g.daimyo_area[NEUTRAL] == 4
    assert g.board.tokens[NEUTRAL * 7:NEUTRAL * 7 + 7] == [5, 0, 0, 0, 5, 0, 0]
    assert any(isinstance(e, NeutralAdvanced) and e.round == 3 for e in events)


def test_R_V8_no_march_in_round_1_and_other_tokens_stay() -> None:
    g = new_game(GameConfig(seed=5, **V8))
    assert g.daimyo_area[NEUTRAL] == 6
    g = _v8(daimyo={"blue": 3, "red": 2}, samurai={"blue": {4: 2}})
    _quiet(g, ["B6", "B1"])
    assert g.daimyo_area[0] == 3 and g.samurai(0, 4) == 2


def test_R_V8_neutral_samurai_are_relocated_never_removed_nor_behind_the_neutral_daimyo() -> None:
    g = _v8(round=3, daimyo={"blue": 3, "red": 3},  # round 3: the neutral daimyo on 4
            samurai={"red": {3: 1}, "purple": {0: 2, 1: 2, 2: 2, 3: 2, 4: 2}},
            hands={"blue": "B6", "red": "B1"})
    do(g, "play B6", "ap")
    assert legal_texts(g) == ["daimyo 3>2", "daimyo 3>4", "remove red@3", "relocate 3>0", "relocate 3>1",
                              "relocate 3>2", "relocate 3>4", "end"]
    assert_illegal(g, "relocate 3>5", RefusalCode.NEUTRAL_TARGET, "R-V8")
    assert_illegal(g, "relocate 3>3", RefusalCode.NEUTRAL_TARGET, "R-V8")
    assert_illegal(g, "remove purple@3", RefusalCode.REMOVE_ONLY_AT_DAIMYO)
    events = g.apply("relocate 3>0")
    assert events == [NeutralRelocated(0, 3, 0)]
    assert g.samurai(NEUTRAL, 0) == 3 and g.samurai(NEUTRAL, 3) == 1
    assert sum(g.board.tokens[NEUTRAL * 7:NEUTRAL * 7 + 7]) == 10 and g.supply[NEUTRAL] == 0
    do(g, "daimyo 3>4")  # now in the neutral daimyo's area: any other area not behind it
    assert [t for t in legal_texts(g) if t.startswith("relocate")] == [
        "relocate 4>0", "relocate 4>1", "relocate 4>2", "relocate 4>3"]


def test_R_V8_neutral_occupies_its_rank_but_never_gains_rp() -> None:
    g = _v8(skirmish=0, daimyo={"blue": 3, "red": 3, "purple": 6},
            samurai={"purple": {3: 4, 1: 2, 2: 2, 4: 2}, "red": {3: 1}},
            hands={"blue": "B6 R1 R2 R3 R4 R5 R6", "red": "B1 Y1 Y2 Y3 Y4 Y5 Y6"})
    res = kachidoki_check(g, 0)
    assert [(p.army, p.rank, p.rp) for p in res.placings] == [(NEUTRAL, 1, 0), (1, 2, 2), (0, 3, 1)]
    events = _quiet(g, ["B6", "B1"])
    assert rp_gains(events, "kachidoki") == {"red": 2, "blue": 1}
    assert not any(isinstance(e, RPScored) and e.army == NEUTRAL for e in events)
    (sc,) = [e for e in events if isinstance(e, AreaScored)]
    assert sc.ranking[0] == (NEUTRAL, 4, 1, 0)
    assert g.rp[NEUTRAL] == 0


def test_R_V8_prestige_neutral_ranks_without_rp_in_full_play() -> None:
    g = _v8(daimyo={"blue": 0, "red": 0, "purple": 6}, samurai={"blue": {6: 1}, "red": {5: 3}})
    assert score_area(g, 6).as_dict() == {"purple": 0, "blue": 4}
    events = _quiet(g, ["B6", "B1"])
    assert rp_gains(events, "prestige", 6) == {"blue": 4}
    assert rp_gains(events, "prestige", 5) == {"red": 6}  # purple 2 is 2nd there
    assert g.rp[NEUTRAL] == 0


def test_R_V8_end_tie_goes_to_the_higher_daimyo_card() -> None:
    g = _v8(round=3, rp={"blue": 5, "red": 5}, daimyo_cards={"blue": 2, "red": 4},
            daimyo={"blue": 6, "red": 6}, samurai={"purple": {1: 5, 2: 5}})
    _quiet(g, ["B6", "B1"])
    assert g.is_over and g.rp[0] == g.rp[1]
    assert g.result.ranking == (1, 0)
    assert g.result.tiebreaks == (TieBreak("higher_daimyo_card", 1, 0, g.rp[0], 4, 2),)


@pytest.mark.parametrize("mode", ["R-V7", "R-V8"])
def test_R_V7_R_V8_random_games_end_after_three_rounds(mode: str) -> None:
    g = new_game(GameConfig(players=2, two_player_variant=mode, seed=6,
                            variants=frozenset({"R-V2", "R-V3"})))
    random_playout(g, 6)
    assert g.is_over and g.round == 3 and g.rp[NEUTRAL] == 0
