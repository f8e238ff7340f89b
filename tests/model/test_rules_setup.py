"""Components (R-C1, R-C2, R-C3, R-C4, R-C5, R-C6, R-C7, R-C8) and setup (R-S1, R-S2, R-S3, R-S4,
R-S5, R-S6, R-S7), rule by rule."""

from __future__ import annotations

import copy

import pytest

from joraku_desktop.model import (
    CARD_NUMBER,
    CARD_SUIT,
    CARD_TEXT,
    COLOURS,
    NEUTRAL,
    ConfigError,
    ConfigProblem,
    GameConfig,
    InvalidStateError,
    card,
    default_rules,
    draw_variant_cards,
    game_from_position,
    new_game,
    observe,
    position_to_dict,
    scenario,
)
from tests.model.rules_helpers import army, do, legal_texts

SEEDS = range(12)


# ---- R-C: components ---------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4])
def test_R_C1_base_game_has_3_or_4_players_with_their_colours(players: int) -> None:
    g = new_game(GameConfig(players=players, seed=1))
    assert g.armies == tuple(range(players))
    assert [COLOURS[a] for a in g.armies] == ["blue", "red", "yellow", "green"][:players]
    assert all(g.owner[a] == a for a in g.armies)


@pytest.mark.parametrize("bad", [dict(players=2), dict(players=1), dict(players=5),
                                 dict(players=3, two_player_variant="R-V7")])
def test_R_C1_other_player_counts_are_refused(bad: dict) -> None:
    with pytest.raises(ConfigError) as err:
        GameConfig(**bad)
    assert err.value.code in (ConfigProblem.PLAYER_COUNT, ConfigProblem.TWO_PLAYERS_NEED_VARIANT,
                              ConfigProblem.VARIANT_FOR_TWO_ONLY)
    if bad["players"] in (1, 5):
        assert err.value.params == {"players": bad["players"]}


def test_R_C1_purple_exists_only_for_the_neutral_army_of_R_V8() -> None:
    assert COLOURS[NEUTRAL] == "purple"
    for cfg in (GameConfig(players=4), GameConfig(players=3),
                GameConfig(players=2, two_player_variant="R-V7")):
        assert NEUTRAL not in cfg.armies
    v8 = GameConfig(players=2, two_player_variant="R-V8")
    assert v8.armies == (0, 1, NEUTRAL) and v8.owner(NEUTRAL) == -1


@pytest.mark.parametrize("seed", SEEDS)
def test_R_C2_each_army_has_a_daimyo_ten_samurai_in_supply_and_rp_zero(seed: int) -> None:
    g = new_game(GameConfig(players=4, seed=seed))
    for a in g.armies:
        assert g.supply[a] == 10
        assert sum(g.board.tokens[a * 7:(a + 1) * 7]) == 0
        assert 0 <= g.daimyo_area[a] <= 6
        assert g.rp[a] == 0


def test_R_C2_a_position_with_eleven_samurai_is_refused() -> None:
    d = position_to_dict(new_game(GameConfig(players=4, seed=3)))
    d["armies"]["blue"]["samurai"] = [0, 0, 0, 0, 0, 0, 1]
    with pytest.raises(InvalidStateError, match="R-C2"):
        game_from_position(d)


@pytest.mark.parametrize("seed", SEEDS)
def test_R_C3_daimyo_cards_are_distinct_numbers_1_to_6(seed: int) -> None:
    for players in (3, 4):
        g = new_game(GameConfig(players=players, seed=seed))
        cards_dealt = [g.daimyo_card[a] for a in g.armies]
        assert len(set(cards_dealt)) == players
        assert all(1 <= c <= 6 for c in cards_dealt)


def test_R_C3_two_armies_with_the_same_daimyo_card_are_refused() -> None:
    d = position_to_dict(new_game(GameConfig(players=4, seed=3)))
    d["armies"]["red"]["daimyo_card"] = d["armies"]["blue"]["daimyo_card"]
    with pytest.raises(InvalidStateError, match="R-C3"):
        game_from_position(d)


def test_R_C4_skirmish_deck_is_three_suits_of_one_to_six_and_ninja() -> None:
    assert len(CARD_TEXT) == 21 and len(set(CARD_TEXT)) == 21
    for suit, letter in enumerate("RBY"):
        texts = [CARD_TEXT[c] for c in range(21) if CARD_SUIT[c] == suit]
        assert texts == [f"{letter}{n}" for n in range(1, 7)] + [f"{letter}N"]
    assert CARD_NUMBER[card("BN")] == 0
    assert CARD_NUMBER[card("Y6")] == 6
    assert CARD_SUIT[card("RN")] == 0  # a Ninja has a suit too (R-K2)


@pytest.mark.parametrize("seed", SEEDS)
def test_R_C4_every_card_is_in_exactly_one_place_after_the_deal(seed: int) -> None:
    for players in (3, 4):
        g = new_game(GameConfig(players=players, seed=seed))
        everywhere = [c for h in g.hands for c in h] + list(g.set_aside)
        assert sorted(everywhere) == list(range(21))


def test_R_C5_the_kachidoki_holder_is_the_starting_player() -> None:
    g = scenario(players=4, kachidoki="yellow", hands={"yellow": "R1"})
    assert g.kachidoki_seat == army("yellow")
    assert g.current_seat == army("yellow")
    assert observe(g, 0).kachidoki_seat == army("yellow")


def test_R_C6_six_variant_rule_cards() -> None:
    ids = [v.id for v in default_rules().variant_cards]
    assert ids == ["R-V1", "R-V2", "R-V3", "R-V4", "R-V5", "R-V6"]
    assert all(v.name and v.text for v in default_rules().variant_cards)


def test_R_C7_map_is_seven_areas_in_a_line_with_kyoto_zero() -> None:
    r = default_rules()
    names = [r.areas[a].romaji for a in range(7)]
    assert names == ["Kyoto", "Ōmi", "Ise", "Owari", "Mikawa", "Tōtōmi", "Shinano"]
    assert [r.areas[a].kanji for a in range(1, 7)] == ["近江", "伊勢", "尾張", "三河", "遠江", "信濃"]
    assert r.adjacent == ((1,), (0, 2), (1, 3), (2, 4), (3, 5), (4, 6), (5,))
    assert r.area_name(0) == "Kyoto" and r.area_name(4) == "4 Mikawa"


def test_R_C7_any_number_of_tokens_of_any_players_share_an_area() -> None:
    g = scenario(players=4, daimyo={"blue": 3, "red": 3, "yellow": 3, "green": 3},
                 samurai={c: {3: 10} for c in ("blue", "red", "yellow", "green")})
    assert all(g.influence(a, 3) == 12 for a in range(4))


def test_R_C8_daimyo_counts_two_and_each_samurai_one() -> None:
    g = scenario(players=4, daimyo={"blue": 4, "red": 5}, samurai={"blue": {4: 3, 5: 1}, "red": {4: 2}})
    assert g.influence(army("blue"), 4) == 5
    assert g.influence(army("blue"), 5) == 1
    assert g.influence(army("red"), 5) == 2
    assert g.influence(army("red"), 4) == 2
    assert g.influence(army("red"), 0) == 0


# ---- R-S: setup -------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4])
def test_R_S1_each_player_takes_a_colour_daimyo_and_ten_samurai(players: int) -> None:
    g = new_game(GameConfig(players=players, seed=5))
    for s in range(players):
        assert g.config.seat_armies(s) == (s,)
        assert g.supply[s] == 10


def test_R_S2_daimyo_cards_come_from_the_seed_and_are_face_up() -> None:
    deals = {tuple(new_game(GameConfig(players=4, seed=s)).daimyo_card[:4]) for s in range(30)}
    assert len(deals) > 5  # shuffled, not a fixed deal
    a = new_game(GameConfig(players=4, seed=11))
    b = new_game(GameConfig(players=4, seed=11))
    assert a.daimyo_card == b.daimyo_card
    v = observe(a, 1)  # face up: every seat sees every daimyo card
    assert tuple(v.daimyo_card[:4]) == tuple(a.daimyo_card[:4])


@pytest.mark.parametrize("seed", SEEDS)
def test_R_S3_highest_daimyo_card_takes_kachidoki(seed: int) -> None:
    for players in (3, 4):
        g = new_game(GameConfig(players=players, seed=seed))
        best = max(g.armies, key=lambda a: g.daimyo_card[a])
        assert g.kachidoki_seat == best and g.kachidoki_army == best


def test_R_S3_scenario_without_kachidoki_follows_the_daimyo_cards() -> None:
    g = scenario(players=4, daimyo_cards={"blue": 1, "red": 2, "yellow": 6, "green": 3})
    assert g.kachidoki_seat == army("yellow") and g.current_seat == army("yellow")


@pytest.mark.parametrize("seed", SEEDS)
def test_R_S4_daimyo_token_stands_on_the_area_of_its_card(seed: int) -> None:
    g = new_game(GameConfig(players=4, seed=seed))
    assert all(g.daimyo_area[a] == g.daimyo_card[a] for a in g.armies)


def test_R_S5_rp_markers_start_at_zero() -> None:
    g = new_game(GameConfig(players=3, seed=2, variants=frozenset({"R-V1", "R-V5"})))
    assert [g.rp[a] for a in g.armies] == [0, 0, 0]
    assert observe(g, 0).rp[:3] == (0, 0, 0)


def test_R_S6_advanced_game_draws_two_of_the_six_variant_cards() -> None:
    drawn = [draw_variant_cards(s) for s in range(40)]
    assert all(len(d) == 2 and d <= {f"R-V{i}" for i in range(1, 7)} for d in drawn)
    assert len(set(drawn)) > 5
    assert draw_variant_cards(9) == draw_variant_cards(9)
    g = new_game(GameConfig(players=4, variants=drawn[0], seed=1))
    assert observe(g, 2).variants == drawn[0]
    with pytest.raises(ConfigError, match="R-V9"):
        GameConfig(players=4, variants=frozenset({"R-V9"}))


def test_R_S7_play_order_is_ascending_seats_wrapping_from_the_leader() -> None:
    g = scenario(players=4, kachidoki="yellow",
                 hands={"blue": "B1 B2", "red": "R1 R2", "yellow": "Y1 Y2", "green": "B3 R3"}, skirmish=3)
    seen = []
    for c in ("Y1", "B3", "B1", "R1"):  # yellow leads; the others are void in yellow
        seen.append(g.current_seat)
        do(g, f"play {c}", "placement", "end")
    assert seen == [2, 3, 0, 1]


def test_R_S7_the_player_on_the_left_is_the_next_seat_for_the_pass() -> None:
    g = new_game(GameConfig(players=3, seed=4))
    hands = copy.deepcopy(g.hands)
    chosen = []
    for _ in range(3):
        a = g.legal_actions()[0]
        chosen.append(a.cards)
        g.apply(a)
    for s in range(3):
        left = (s + 1) % 3
        assert set(chosen[s]) <= set(g.hands[left])
        assert not set(chosen[s]) & set(g.hands[s])
        assert set(g.hands[s]) == (set(hands[s]) - set(chosen[s])) | set(chosen[(s - 1) % 3])
    assert legal_texts(g)  # the skirmish phase has begun
