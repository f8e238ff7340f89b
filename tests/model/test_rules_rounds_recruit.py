"""Round structure (R-R1, R-R2, R-R3) and the recruit phase (R-P1, R-P2, R-P3)."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

from joraku_desktop.model import GameConfig, IllegalActionError, card, new_game, observe, scenario
from joraku_desktop.model.errors import RefusalCode
from joraku_desktop.model.events import CardsExchanged, PassChosen, RoundEnded, RoundStarted, SkirmishWon
from tests.model.rules_helpers import assert_illegal, do, legal_texts


def _pass_all(g, choose=lambda legal: legal[0]):
    """Every seat passes (first legal choice by default); return events and the choices."""
    events, chosen = [], []
    while g.phase_name == "pass":
        a = choose(g.legal_actions())
        chosen.append(a.cards)
        events += g.apply(a)
    return events, chosen


# ---- R-R: rounds --------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (4, 3)])
def test_R_R1_R_G1_three_rounds_of_recruit_skirmish_prestige_then_over(players: int, seed: int) -> None:
    g = new_game(GameConfig(players=players, seed=seed))
    phases, events = [], []
    rng = random.Random(seed)
    while not g.is_over:
        if not phases or phases[-1] != (g.round, g.phase_name):
            phases.append((g.round, g.phase_name))
        legal = g.legal_actions()
        events += g.apply(legal[rng.randrange(len(legal))])
    rounds_seen = [e.round for e in events if isinstance(e, RoundStarted)]
    assert rounds_seen == [2, 3]  # round 1 started at new_game
    assert [e.round for e in events if isinstance(e, RoundEnded)] == [1, 2, 3]
    per_round = 6 if players == 3 else 5
    assert len([e for e in events if isinstance(e, SkirmishWon)]) == 3 * per_round
    # each round: recruit (pass) first, then the skirmish phase
    for r in (1, 2, 3):
        first = next(p for rr, p in phases if rr == r)
        assert first == "pass"
    assert g.round == 3 and g.phase_name == "over" and g.current_seat == -1
    assert g.legal_actions() == ()
    assert_illegal(g, "end", RefusalCode.GAME_OVER)


def test_R_R2_map_tokens_carry_over_between_rounds() -> None:
    # last skirmish of round 1; blue places 3 in Shinano with the final card
    g = scenario(players=4, round=1, skirmish=4, kachidoki="blue", daimyo={"red": 2},
                 samurai={"red": {2: 4}, "green": {5: 1}},
                 hands={"blue": "B6", "red": "B1", "yellow": "B2", "green": "B3"})
    do(g, "play B6", "placement", "place 6", "place 6", "place 6", "end")
    for c in ("B1", "B2", "B3"):
        do(g, f"play {c}", "placement", "end")
    assert g.round == 2 and g.phase_name == "pass"
    assert g.samurai(0, 6) == 3 and g.samurai(1, 2) == 4 and g.samurai(3, 5) == 1
    assert g.daimyo_area[1] == 2 and g.supply[0] == 7
    assert g.rp[0] > 0  # RP carry over too (blue won and scored)


def test_R_R3_last_skirmish_winner_leads_the_next_round() -> None:
    g = scenario(players=4, round=1, skirmish=4, kachidoki="blue",
                 hands={"blue": "B1", "red": "B2", "yellow": "B5", "green": "B3"})
    for c in ("B1", "B2", "B5", "B3"):
        do(g, f"play {c}", "placement", "end")
    assert g.round == 2 and g.kachidoki_seat == 2  # yellow won the last skirmish of round 1
    _pass_all(g)
    assert g.phase_name == "play" and g.current_seat == 2 and g.order == [2, 3, 0, 1]


# ---- R-P: recruit -------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "hand", "aside"), [(3, 6, 3), (4, 5, 1)])
@pytest.mark.parametrize("seed", range(5))
def test_R_P1_hand_sizes_and_set_aside_cards(players: int, hand: int, aside: int, seed: int) -> None:
    g = new_game(GameConfig(players=players, seed=seed))
    assert [len(h) for h in g.hands] == [hand] * players
    assert len(g.set_aside) == aside
    for s in range(players):
        v = observe(g, s)
        assert not set(g.set_aside) & set(v.hand)  # nobody sees the set-aside cards
        assert set(g.set_aside) <= set(v.unseen_cards())
        assert v.hidden_count == 21 - hand
    assert g.skirmishes_per_round == hand  # as many skirmishes as cards in each hand (R-K)


def test_R_P1_each_round_is_a_new_shuffle_of_all_21_cards() -> None:
    g = new_game(GameConfig(players=4, seed=8))
    first = [list(h) for h in g.hands]
    random_playout_until_round(g, 2)
    assert sorted([c for h in g.hands for c in h] + g.set_aside) == list(range(21))
    assert [list(h) for h in g.hands] != first


def random_playout_until_round(g, rnd: int) -> None:
    while g.round < rnd:
        g.apply(g.legal_actions()[-1])


def test_R_P2_each_seat_passes_exactly_two_of_its_cards() -> None:
    g = scenario(players=4, phase="recruit", hands={0: "R1 R2 R3 B1 B2"})
    assert legal_texts(g) == ["pass R1 R2", "pass R1 R3", "pass R1 B1", "pass R1 B2", "pass R2 R3",
                              "pass R2 B1", "pass R2 B2", "pass R3 B1", "pass R3 B2", "pass B1 B2"]
    assert_illegal(g, "pass R1 Y1", RefusalCode.NOT_A_CHOICE, "R-P2")
    with pytest.raises(IllegalActionError):
        g.apply("pass R1 R2 R3")
    with pytest.raises(IllegalActionError):
        g.apply("play R1")


def test_R_P2_pass_is_hidden_until_everyone_has_chosen() -> None:
    g = new_game(GameConfig(players=4, seed=5))
    receiver_hand = tuple(g.hands[1])
    ev = g.apply(g.legal_actions()[0])
    passed = observe(g, 0).pending_choice
    assert len(passed) == 2 and [type(e) for e in ev] == [PassChosen]
    v1 = observe(g, 1)
    assert v1.hand == receiver_hand and v1.received == () and v1.received_from == -1
    assert not set(passed) & set(v1.hand)
    assert v1.pending_choice == () and v1.waiting_for == (1, 2, 3)
    assert set(passed) <= set(v1.unseen_cards())
    # the event of the choice carries the seat and nothing else, never the cards (its words:
    # tests/views/test_messages.py)
    assert ev[0] == PassChosen(0) and [f.name for f in fields(ev[0])] == ["seat"]
    g.apply(g.legal_actions()[0])
    g.apply(g.legal_actions()[0])
    assert set(passed).isdisjoint(observe(g, 1).hand)
    ev = g.apply(g.legal_actions()[0])
    assert any(isinstance(e, CardsExchanged) for e in ev)
    v1 = observe(g, 1)
    assert set(passed) <= set(v1.hand)
    assert v1.received == tuple(passed) and v1.received_from == 0
    assert g.phase_name == "play"


def test_R_P2_R_S7_three_players_pass_to_the_left_and_wrap() -> None:
    g = new_game(GameConfig(players=3, seed=9))
    _events, chosen = _pass_all(g, lambda legal: legal[-1])
    for s in range(3):
        v = observe(g, s)
        assert v.received == chosen[(s - 1) % 3] and v.received_from == (s - 1) % 3
        assert v.known_cards == {(s + 1) % 3: chosen[s]}
        assert len(v.hand) == 6


def test_R_P3_seat_view_holds_own_hand_passed_received_and_played_cards_only() -> None:
    g = scenario(players=4, phase="recruit", kachidoki="blue",
                 hands={0: "R1 R2 R3 B1 B2", 1: "Y1 Y2 Y3 Y4 Y5", 2: "B3 B4 B5 B6 BN",
                        3: "R4 R5 R6 RN Y6"})
    do(g, "pass R1 R2", "pass Y1 Y2", "pass B3 B4", "pass R4 R5")
    v0 = observe(g, 0)
    assert v0.hand == tuple(sorted(map(card, ["R3", "B1", "B2", "R4", "R5"])))
    assert v0.known_cards == {1: (card("R1"), card("R2"))}
    assert v0.received == (card("R4"), card("R5")) and v0.received_from == 3
    assert v0.hand_sizes == (5, 5, 5, 5)
    assert not hasattr(v0, "seed") and not hasattr(v0, "hands")
    others = {c for s in (1, 2, 3) for c in g.hands[s]} - {card("R1"), card("R2")}
    assert not others & (set(v0.hand) | {c for cs in v0.known_cards.values() for c in cs})
    # R-P3: seat 0 knows where R1 R2 went, so they are hidden from it but not unseen
    assert set(v0.hidden_cards()) == set(range(21)) - set(v0.hand)
    assert set(v0.unseen_cards()) == set(range(21)) - set(v0.hand) - {card("R1"), card("R2")}
    assert len(v0.hidden_cards()) == v0.hidden_count
    assert v0.hidden_count == 16
    # a played card becomes public, and a passed card is no longer "known" once played
    assert g.current_seat == 0
    do(g, "play R3", "placement", "end")
    do(g, "play R1", "placement", "end")  # seat 1 plays the R1 it received from seat 0
    v0 = observe(g, 0)
    assert 1 not in v0.known_cards or card("R1") not in v0.known_cards[1]
    assert v0.known_cards == {1: (card("R2"),)}
    v2 = observe(g, 2)
    assert (0, 1, card("R1")) in v2.played and (0, 0, card("R3")) in v2.played
    assert v2.known_cards == {3: (card("B3"), card("B4"))}
    assert v2.hidden_count == 21 - 5 - 2  # not in own hand, not played (known passes still count)


def test_R_P3_legal_actions_are_only_in_the_view_of_the_seat_to_act() -> None:
    g = new_game(GameConfig(players=3, seed=3))
    assert observe(g, 0).legal and not observe(g, 1).legal and not observe(g, 2).legal
