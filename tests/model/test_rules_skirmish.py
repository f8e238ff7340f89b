"""The skirmish phase (R-K1, R-K2, R-K3, R-K4, R-K5, R-K6): order, follow suit, immediate
resolution, the winner."""

from __future__ import annotations

import pytest

from joraku_desktop.model import card, cards, observe, scenario, skirmish_winner
from joraku_desktop.model.errors import RefusalCode, UnknownNameError
from joraku_desktop.model.events import AreaScored, CardPlayed, RoundEnded, RPScored
from joraku_desktop.model.scoring import SkirmishReason
from tests.model.rules_helpers import (
    assert_illegal,
    do,
    legal_texts,
    play_quietly,
    play_trick_quietly,
    rp_gains,
    winners,
)

# Four 4-player skirmishes, one per printed example of R-K4 (plays #1 #2 #3 #4), with the
# index of the winning play.
PRINTED_R_K4 = [
    ("largest card wins", "R3 B5 Y2 R4", 1),
    ("of two equal largest cards the later one wins", "B5 Y5 R2 B3", 1),
    ("a Ninja beats everything when some 6 was played", "Y6 YN R6 B2", 1),
    ("no 6: the largest number wins, the Ninja does not", "R5 RN B3 Y4", 0),
]


def _four_hands(plays: str, leader: str = "blue") -> dict[str, str]:
    order = ["blue", "red", "yellow", "green"]
    i = order.index(leader)
    seats = order[i:] + order[:i]
    return dict(zip(seats, plays.split(), strict=True))


# ---- R-K4 through the lean function ---------------------------------------------------------------
@pytest.mark.parametrize(("label", "plays", "win"), PRINTED_R_K4)
def test_R_K4_printed_examples_by_skirmish_winner(label: str, plays: str, win: int) -> None:
    assert skirmish_winner(cards(plays))[0] == win, label


def test_R_K4a_RULING_ninja_counts_zero_when_no_six_was_played() -> None:
    assert skirmish_winner(cards("RN B1"))[0] == 1
    assert skirmish_winner(cards("B1 RN"))[0] == 0
    assert skirmish_winner(cards("RN BN YN"))[0] == 2  # all count 0: the last of the tie
    idx, reason = skirmish_winner(cards("Y5 BN R1"))
    assert idx == 0 and "R-K4a" in reason


def test_R_K4b_ninja_beats_six_and_several_ninjas_go_to_the_last() -> None:
    assert skirmish_winner(cards("R6 BN"))[0] == 1
    assert skirmish_winner(cards("BN R6"))[0] == 0  # the 6 need not come first
    assert skirmish_winner(cards("RN B6 YN R1"))[0] == 2
    assert "R-K4b" in skirmish_winner(cards("R6 BN"))[1]


def test_R_K4c_ties_go_to_the_card_played_last_regardless_of_suit() -> None:
    assert skirmish_winner(cards("B4 R4 Y4 B1"))[0] == 2
    assert skirmish_winner(cards("B6 Y6 R6"))[0] == 2
    assert "R-K4c" in skirmish_winner(cards("B4 R4"))[1]


def test_R_K4_skirmish_winner_reads_card_texts_and_refuses_wrong_cards_with_a_typed_error() -> None:
    assert skirmish_winner("R6 BN") == (1, SkirmishReason.NINJA_BEATS_SIX) == (1, "R-K4b")
    assert skirmish_winner(["B4", "r4"]) == (1, SkirmishReason.LAST_OF_TIED)
    assert skirmish_winner(["Y5", card("BN")]) == (0, SkirmishReason.HIGHEST)
    for wrong in ("R7 B1", ["B1", None], [card("B1"), 21], [-1], [1.0]):
        with pytest.raises(UnknownNameError):
            skirmish_winner(wrong)  # type: ignore[arg-type]
    with pytest.raises(ValueError):  # callers that catch ValueError catch it too
        skirmish_winner("XX")


# ---- R-K4 through full play: the engine's own SkirmishWon and Kachidoki --------------------------
@pytest.mark.parametrize(("label", "plays", "win"), PRINTED_R_K4)
def test_R_K4_R_K5_printed_examples_in_full_play(label: str, plays: str, win: int) -> None:
    g = scenario(players=4, kachidoki="blue", skirmish=4, hands=_four_hands(plays))
    events = play_trick_quietly(g, plays.split())
    won = winners(events)
    assert len(won) == 1, label
    assert won[0].army == win and won[0].card == cards(plays)[win], label


# ---- R-K1 order ------------------------------------------------------------------------------------
def test_R_K1_starting_player_first_then_play_order_one_card_each() -> None:
    g = scenario(players=3, kachidoki="red", skirmish=5,
                 hands={"red": "B1", "yellow": "B2", "blue": "B3"})
    assert g.current_seat == 1 and g.order == [1, 2, 0]
    assert_illegal(g, "play B3", RefusalCode.CARD_NOT_IN_HAND, card="B3", seat=1)
    play_quietly(g, "B1")
    assert g.current_seat == 2
    play_quietly(g, "B2")
    assert g.current_seat == 0
    events = play_quietly(g, "B3")
    assert [e.army for e in events if isinstance(e, CardPlayed)] == [0]
    assert winners(events)[0].army == 0


# ---- R-K2 follow suit -------------------------------------------------------------------------------
def test_R_K2_must_follow_the_led_suit_when_able() -> None:
    g = scenario(players=4, kachidoki="blue", skirmish=3,
                 hands={"blue": "R2 Y1", "red": "R5 B6", "yellow": "Y2 Y3", "green": "RN B1"})
    play_quietly(g, "R2")
    assert legal_texts(g) == ["play R5"]
    refusal = assert_illegal(g, "play B6", RefusalCode.MUST_FOLLOW_SUIT, "R-K2")
    assert refusal.params == {"suit": "red"}
    play_quietly(g, "R5")
    # yellow holds no red: a void player may play anything
    assert legal_texts(g) == ["play Y2", "play Y3"]
    play_quietly(g, "Y3")
    # green must follow red with its Ninja (a Ninja has a suit, R-K2)
    assert legal_texts(g) == ["play RN"]
    assert_illegal(g, "play B1", RefusalCode.MUST_FOLLOW_SUIT, "R-K2")


def test_R_K2_a_led_ninja_fixes_its_suit() -> None:
    g = scenario(players=3, kachidoki="blue", skirmish=4,
                 hands={"blue": "YN R1", "red": "Y1 R2", "yellow": "B1 B2"})
    play_quietly(g, "YN")
    assert legal_texts(g) == ["play Y1"]
    play_quietly(g, "Y1")
    assert legal_texts(g) == ["play B1", "play B2"]


def test_R_K2_the_leader_plays_any_card() -> None:
    g = scenario(players=4, kachidoki="green", skirmish=2,
                 hands={"green": "R1 B2 Y3"})
    assert legal_texts(g) == ["play R1", "play B2", "play Y3"]


# ---- R-K3 immediate resolution ------------------------------------------------------------------------
def test_R_K3_a_card_is_resolved_before_the_next_player_plays() -> None:
    g = scenario(players=4, kachidoki="blue", skirmish=3,
                 hands={"blue": "B4 R1", "red": "B1 R2", "yellow": "B2 R3", "green": "B3 R4"})
    g.apply("play B4")
    assert g.current_seat == 0 and g.phase_name == "mode"
    assert_illegal(g, "play B1", RefusalCode.WRONG_DECISION, phase="mode")
    do(g, "placement", "place 4", "place 4")
    assert g.current_seat == 0
    assert_illegal(g, "play B1", RefusalCode.WRONG_DECISION, phase="place")
    g.apply("end")
    assert g.current_seat == 1
    v = observe(g, 1)  # the later player sees the result
    assert v.samurai[0][4] == 2 and v.supply[0] == 8


# ---- R-K5 Kachidoki to the winner ---------------------------------------------------------------------
def test_R_K5_winner_takes_kachidoki_leads_next_and_scores_at_once() -> None:
    g = scenario(players=4, kachidoki="blue", skirmish=3,
                 daimyo={"blue": 1, "red": 2, "yellow": 5, "green": 3},
                 samurai={"yellow": {5: 1}, "blue": {5: 2}},
                 hands={"blue": "B1 R1", "red": "B2 R2", "yellow": "B6 R3", "green": "B3 R4"})
    events = play_trick_quietly(g, ["B1", "B2", "B6"])
    assert not winners(events)
    events = play_quietly(g, "B3")
    won = winners(events)
    assert won and won[0].army == 2
    i = events.index(won[0])
    after = events[i:]
    assert any(isinstance(e, AreaScored) and e.kind == "kachidoki" and e.area == 5 for e in after)
    assert rp_gains(after, "kachidoki") == {"yellow": 3, "blue": 2}
    assert g.rp[2] == 3 and g.rp[0] == 2
    assert g.kachidoki_seat == 2 and g.kachidoki_army == 2
    assert g.current_seat == 2 and g.order == [2, 3, 0, 1] and g.skirmish == 4


# ---- R-K6 end of the phase ----------------------------------------------------------------------------
def test_R_K6_phase_ends_when_hands_are_empty() -> None:
    g = scenario(players=3, kachidoki="blue", skirmish=4,
                 hands={"blue": "B1 R1", "red": "B2 R2", "yellow": "B3 R3"})
    events = play_trick_quietly(g, ["B1", "B2", "B3"])
    assert not any(isinstance(e, RoundEnded) for e in events)
    assert all(len(h) == 1 for h in g.hands)
    events = play_trick_quietly(g, ["R3", "R1", "R2"])  # yellow won and leads
    assert [len(h) for h in g.hands] == [6, 6, 6]  # round 2 dealt
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("SkirmishWon") < kinds.index("AreaScored") < kinds.index("RoundEnded")
    assert sum(1 for e in events if isinstance(e, AreaScored) and e.kind == "prestige") == 7
    assert g.round == 2 and g.phase_name == "pass"
    assert not any(isinstance(e, RPScored) and e.reason == "prestige" and e.points < 0 for e in events)
