"""Card effects (R-E1, R-E2, R-E3, R-E4): Ninja placement, numbered placement or AP, supply, same-skirmish
samurai; plus the exact legal actions of fixed positions ("perft") and undo of a card's steps."""

from __future__ import annotations

import random

import pytest

from joraku_desktop.model import GameConfig, IllegalActionError, new_game, position_to_dict, scenario
from joraku_desktop.model.errors import RefusalCode
from joraku_desktop.model.events import ActionEnded, SamuraiMoved, SamuraiRemoved, Undone
from tests.model.rules_helpers import army, assert_illegal, do, legal_texts

ALL_PLACES = [f"place {a}" for a in range(7)] + ["end"]


def _lead(card: str, **kw):
    """Skirmish 4 of 5: blue leads ``card``; the other hands hold two small cards each."""
    pool = [c for c in ["R1", "R2", "R3", "R4", "B1", "B2", "B3", "RN"] if c != card][:7]
    hands = {"blue": f"{card} {pool[0]}", "red": " ".join(pool[1:3]), "yellow": " ".join(pool[3:5]),
             "green": " ".join(pool[5:7])}
    base = dict(players=4, kachidoki="blue", skirmish=3, hands=hands,
                daimyo={"blue": 3, "red": 1, "yellow": 5, "green": 6})
    base.update(kw)
    return scenario(**base)


# ---- R-E1 Ninja ---------------------------------------------------------------------------------------
def test_R_E1_ninja_places_up_to_three_anywhere_kyoto_included() -> None:
    g = _lead("BN")
    g.apply("play BN")
    assert g.phase_name == "place"  # no choice of AP for a Ninja
    assert legal_texts(g) == ALL_PLACES
    assert_illegal(g, "ap", RefusalCode.WRONG_DECISION, phase="place")
    do(g, "place 0", "place 6")
    assert g.placements_left == 1
    assert legal_texts(g) == ALL_PLACES
    g.apply("place 0")
    assert legal_texts(g) == ["end"]
    assert_illegal(g, "place 3", RefusalCode.PLACEMENT_LIMIT, "R-E1", limit=3)
    g.apply("end")
    assert g.samurai(0, 0) == 2 and g.samurai(0, 6) == 1 and g.supply[0] == 7


def test_R_E1_ninja_may_place_zero() -> None:
    g = _lead("YN")
    events = do(g, "play YN", "end")
    assert g.supply[0] == 10 and sum(g.board.tokens[0:7]) == 0
    assert any(isinstance(e, ActionEnded) for e in events) and g.current_seat == 1


# ---- R-E2 A placement ---------------------------------------------------------------------------------
@pytest.mark.parametrize("number", [1, 2, 3, 4, 5, 6])
def test_R_E2_placement_only_in_the_area_of_the_card_never_kyoto(number: int) -> None:
    g = _lead(f"Y{number}")
    do(g, f"play Y{number}", "placement")
    assert legal_texts(g) == [f"place {number}", "end"]
    for other in range(7):
        if other != number:
            assert_illegal(g, f"place {other}", RefusalCode.WRONG_AREA, "R-E2", number=number)
    do(g, *[f"place {number}"] * 3)
    assert legal_texts(g) == ["end"]
    assert_illegal(g, f"place {number}", RefusalCode.PLACEMENT_LIMIT, limit=3)
    g.apply("end")
    assert g.samurai(0, number) == 3


def test_R_E2_numbered_card_chooses_exactly_one_of_placement_or_ap() -> None:
    g = _lead("B4")
    g.apply("play B4")
    assert legal_texts(g) == ["placement", "ap"]
    assert_illegal(g, "place 4", RefusalCode.WRONG_DECISION, phase="mode")
    g.apply("placement")
    assert_illegal(g, "ap", RefusalCode.WRONG_DECISION, phase="place")
    assert_illegal(g, "daimyo 3>4", RefusalCode.WRONG_DECISION, phase="place")


# ---- R-E2 B action points -----------------------------------------------------------------------------
def test_R_E2_ap_equal_to_the_card_number_and_a_perft_of_the_choices() -> None:
    g = _lead("R5", samurai={"blue": {3: 1, 0: 1}, "red": {3: 2, 4: 1}, "green": {3: 1}})
    do(g, "play R5", "ap")
    assert g.ap_left == 5
    assert legal_texts(g) == ["daimyo 3>2", "daimyo 3>4", "move 0>1", "move 3>2", "move 3>4",
                              "remove red@3", "remove green@3", "end"]


def test_R_E2_daimyo_move_costs_two_and_samurai_move_one() -> None:
    g = _lead("R3", samurai={"blue": {3: 1}})
    do(g, "play R3", "ap", "daimyo 3>4")
    assert g.ap_left == 1 and g.daimyo_area[0] == 4
    assert "daimyo 4>5" not in legal_texts(g)
    assert_illegal(g, "daimyo 4>5", RefusalCode.NOT_ENOUGH_AP, "R-E2", cost=2, left=1)
    events = g.apply("move 3>4")
    assert isinstance(events[0], SamuraiMoved) and g.ap_left == 0
    assert legal_texts(g) == ["end"]


def test_R_E2_an_ap_1_card_cannot_move_the_daimyo() -> None:
    g = _lead("B1")
    do(g, "play B1", "ap")
    assert legal_texts(g) == ["end"]  # no samurai, nobody to remove, daimyo needs 2


def test_R_E2_the_same_samurai_may_move_again_and_only_to_adjacent_areas() -> None:
    g = _lead("Y6", samurai={"blue": {2: 1}})
    do(g, "play Y6", "ap", "move 2>1", "move 1>0")
    assert g.samurai(0, 0) == 1 and g.ap_left == 4
    assert_illegal(g, "move 0>2", RefusalCode.NOT_ADJACENT, "R-C7", src=0, dst=2)
    assert_illegal(g, "move 4>5", RefusalCode.NO_SAMURAI_THERE, area=4)
    assert_illegal(g, "daimyo 3>5", RefusalCode.NOT_ADJACENT, "R-C7", src=3, dst=5)
    assert_illegal(g, "daimyo 2>1", RefusalCode.DAIMYO_NOT_THERE, area=2)


def test_R_E2_remove_only_opponents_in_the_daimyos_area_at_that_moment() -> None:
    g = _lead("B6", samurai={"blue": {3: 2}, "red": {3: 1, 4: 2}, "yellow": {4: 1}})
    do(g, "play B6", "ap")
    assert "remove red@4" not in legal_texts(g)
    assert_illegal(g, "remove red@4", RefusalCode.REMOVE_ONLY_AT_DAIMYO, "R-E2")
    assert_illegal(g, "remove blue@3", RefusalCode.OWN_SAMURAI, "R-E2")
    assert_illegal(g, "remove yellow@3", RefusalCode.REMOVE_ONLY_AT_DAIMYO, "R-E2")
    events = g.apply("remove red@3")
    assert events == [SamuraiRemoved(0, 1, 3)]
    assert g.samurai(1, 3) == 0 and g.supply[1] == 10 - 2
    do(g, "daimyo 3>4")  # move the daimyo, then remove there
    assert g.ap_left == 3
    assert [t for t in legal_texts(g) if t.startswith("remove")] == ["remove red@4", "remove yellow@4"]
    do(g, "remove red@4", "remove yellow@4")
    assert g.samurai(1, 4) == 1 and g.samurai(2, 4) == 0 and g.supply[2] == 10
    assert g.ap_left == 1
    assert legal_texts(g) == ["move 3>2", "move 3>4", "remove red@4", "end"]


def test_R_E2_unspent_ap_are_lost_no_storing() -> None:
    g = _lead("R6", samurai={"blue": {3: 1}})
    events = do(g, "play R6", "ap", "move 3>4", "end")
    ended = [e for e in events if isinstance(e, ActionEnded)]
    assert ended == [ActionEnded(0, 5)]
    assert g.ap_left == 0 and g.current_seat == 1
    assert position_to_dict(g)["acting"] is None  # nothing of the 5 AP is kept anywhere


# ---- R-E3 supply --------------------------------------------------------------------------------------
def test_R_E3_cannot_place_more_than_the_supply() -> None:
    g = _lead("B5", samurai={"blue": {1: 9}})
    do(g, "play B5", "placement")
    assert g.placements_left == 1
    g.apply("place 5")
    assert legal_texts(g) == ["end"]
    assert_illegal(g, "place 5", RefusalCode.NO_SUPPLY, "R-E3")


def test_R_E3_empty_supply_allows_only_ending_and_placing_zero_is_legal() -> None:
    g = _lead("BN", samurai={"blue": {1: 10}})
    g.apply("play BN")
    assert legal_texts(g) == ["end"] and g.placements_left == 0
    g.apply("end")
    g2 = _lead("B2")
    do(g2, "play B2", "placement", "end")
    assert g2.supply[0] == 10 and g2.current_seat == 1


# ---- R-E4 same-skirmish samurai ------------------------------------------------------------------------
def test_R_E4_samurai_placed_earlier_in_the_skirmish_can_be_removed_or_moved() -> None:
    g = scenario(players=4, kachidoki="blue", skirmish=3,
                 daimyo={"blue": 3, "red": 4, "yellow": 5, "green": 6},
                 hands={"blue": "B3 R1", "red": "B4 R2", "yellow": "B5 R3", "green": "B6 R4"})
    do(g, "play B3", "placement", "place 3", "place 3", "end")
    do(g, "play B4", "ap", "daimyo 4>3", "remove blue@3", "remove blue@3")
    assert g.samurai(0, 3) == 0 and g.supply[0] == 10
    g.apply("end")
    do(g, "play B5", "placement", "place 5", "end")
    do(g, "play B6", "ap", "daimyo 6>5", "remove yellow@5")
    assert g.samurai(2, 5) == 0
    g.apply("end")


def test_R_E4_own_samurai_placed_this_skirmish_can_move_by_a_later_card() -> None:
    g = scenario(players=3, kachidoki="blue", skirmish=4,
                 daimyo={"blue": 1, "red": 2, "yellow": 6},
                 hands={"blue": "R2 B1", "red": "R4 B2", "yellow": "Y1 B3"})
    do(g, "play R2", "placement", "place 2", "end")
    do(g, "play R4", "placement", "place 4", "end")
    do(g, "play Y1", "placement", "end")  # red's R4 won, red leads; skirmish 5 follows
    assert g.current_seat == 1
    do(g, "play B2", "ap", "move 4>3", "move 3>2")
    assert g.samurai(1, 2) == 1


# ---- undo -------------------------------------------------------------------------------------------------
def test_undo_takes_back_steps_of_the_current_card_until_end() -> None:
    g = _lead("B6", samurai={"red": {3: 2}})
    g.apply("play B6")
    after_play = position_to_dict(g)
    assert not g.can_undo
    do(g, "ap", "remove red@3", "daimyo 3>4")
    mid = None
    assert g.can_undo
    events = g.undo()
    assert events == [Undone(0, 1)]
    assert g.daimyo_area[0] == 3 and g.ap_left == 5 and g.samurai(1, 3) == 1
    mid = position_to_dict(g)
    g.undo(2)  # the removal and the choice of AP
    assert position_to_dict(g) == after_play
    assert g.phase_name == "mode" and [str(a) for a in g.history][-1] == "play B6"
    do(g, "ap", "remove red@3")
    assert position_to_dict(g) == mid
    g.apply("end")
    assert not g.can_undo
    with pytest.raises(IllegalActionError) as err:
        g.undo()
    assert err.value.refusal.code is RefusalCode.NOTHING_TO_UNDO


def test_undo_keeps_the_played_card_played() -> None:
    g = _lead("YN")
    do(g, "play YN", "place 0", "place 1")
    g.undo(5)  # more than there is: back to just after the play
    assert g.phase_name == "place" and g.placements_left == 3 and g.supply[0] == 10
    assert (3, 0, 20) in g.played and 20 not in g.hands[0]


# ---- illegal actions ---------------------------------------------------------------------------------------
def test_illegal_actions_raise_with_a_message_and_change_nothing() -> None:
    g = _lead("B4", samurai={"red": {3: 1}})
    assert_illegal(g, "play Y6", RefusalCode.CARD_NOT_IN_HAND, card="Y6", seat=0)
    assert_illegal(g, "placement", RefusalCode.WRONG_DECISION, phase="play", seat=0)
    assert_illegal(g, "pass R1 R2", RefusalCode.WRONG_DECISION, phase="play", seat=0)
    with pytest.raises(IllegalActionError) as err:
        g.apply("fly to the moon")
    assert err.value.refusal.code is RefusalCode.MALFORMED and err.value.refusal.params == {"field": "text"}
    do(g, "play B4", "ap")
    assert_illegal(g, "remove purple@3", RefusalCode.REMOVE_ONLY_AT_DAIMYO)
    assert_illegal(g, "relocate 3>1", RefusalCode.NEUTRAL_TARGET, "R-V8")
    assert_illegal(g, "place 4", RefusalCode.WRONG_DECISION, phase="ap")
    assert g.samurai(army("red"), 3) == 1


@pytest.mark.parametrize("cfg", [dict(players=4), dict(players=3), dict(players=2, two_player_variant="R-V7"),
                                 dict(players=2, two_player_variant="R-V8")],
                         ids=["4p", "3p", "R-V7", "R-V8"])
def test_undo_k_steps_equals_the_position_k_steps_ago_in_random_games(cfg: dict) -> None:
    """Within one card's resolution, undo(k) gives back exactly the position of k steps ago
    (R-V4 and R-V5 gains included); after "end" the steps are gone."""
    g = new_game(GameConfig(seed=17, variants=frozenset({"R-V4", "R-V5", "R-V6"}), **cfg))
    rng = random.Random(17)
    snaps: list[dict] = []
    undos = 0
    while not g.is_over:
        legal = g.legal_actions()
        a = legal[rng.randrange(len(legal))]
        g.apply(a)
        text = str(a)
        if text.startswith("play"):
            snaps = [position_to_dict(g)]
        elif text == "end":
            snaps = []
            assert not g.can_undo
        elif snaps:
            snaps.append(position_to_dict(g))
            if rng.random() < 0.3:
                k = rng.randrange(1, len(snaps))
                g.undo(k)
                del snaps[len(snaps) - k:]
                assert position_to_dict(g) == snaps[-1]
                undos += 1
    assert undos > 10
