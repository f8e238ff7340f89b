"""The hint's reasons are true of the card: "a cheap card to give up" only of a low card (a 6 or a
Ninja never), "your weakest cards" only of the weakest of the hand, "the strongest card of the
draft" only of the strongest offered. Seeded deals are advised by the real search (small and
clock-free) and every reason is held to the strength of the cards it speaks of."""

from __future__ import annotations

import random

import pytest

from joraku_desktop.ai.advice import CHEAP, Advice, AdviceKind, Reason, advise, by_strength, card_strength
from joraku_desktop.model import GameConfig, new_game, observe
from joraku_desktop.model.actions import DRAFT, PASS, PLAY, PLAY_CARD
from joraku_desktop.model.cards import card
from joraku_desktop.words.hint import hint_reasons


def test_strength_orders_the_cards_as_the_rules_weigh_them() -> None:
    assert card_strength(card("R6")) > card_strength(card("Y5")) > CHEAP >= card_strength(card("B3"))
    assert card_strength(card("YN")) > card_strength(card("R6"))  # a Ninja beats a 6 (R-K4b)
    hand = [card(c) for c in ("R1", "B2", "Y5", "R6", "BN")]
    assert by_strength(PASS, [card("R1"), card("B2")], hand)
    assert not by_strength(PASS, [card("R1"), card("Y5")], hand)  # a yellow 5 is not the weakest
    assert by_strength(DRAFT, [card("BN")], hand) and not by_strength(DRAFT, [card("Y5")], hand)


@pytest.mark.parametrize("name", ["R6", "BN", "Y5", "R4", "B3", "Y1"])
@pytest.mark.parametrize("chance", [0.2, 0.0])
def test_a_card_unlikely_to_win_is_cheap_only_when_it_is(qapp, name: str, chance: float) -> None:
    c = card(name)
    reason = Reason(win_chance=chance, cheap=card_strength(c) <= CHEAP)
    text = " ".join(hint_reasons(Advice(AdviceKind.PLAY, 0, 0, c, PLAY_CARD[c], (), reason)))
    assert ("cheap" in text) == (card_strength(c) <= CHEAP), text


def _decisions(seed: int, variant: str | None) -> list[tuple[object, list]]:
    """The human's (seat 0's) decisions of a seeded deal played at random: recruit and play."""
    g = new_game(GameConfig(players=2 if variant else 4, two_player_variant=variant, seed=seed))
    rng = random.Random(seed)
    out = []
    while not g.is_over and len(out) < 6:
        legal = g.legal_actions()
        if g.current_seat == 0 and len(legal) > 1 and legal[0].kind in (PASS, DRAFT, PLAY):
            out.append((observe(g, 0), list(legal)))
        g.apply(rng.choice(legal))
    return out


SEEDS = [(1, None), (2, None), (3, "R-V7"), (4, None), (5, None), (6, None), (7, "R-V7"), (8, "R-V8")]


def _check_reasons(seed: int, variant: str | None) -> set[str]:
    """Every reason the search gives at the seed's decisions, held to its cards; returns which of
    the card claims were made (and so checked)."""
    claims: set[str] = set()
    decisions = _decisions(seed, variant)
    assert decisions, "the seeded deal gives seat 0 no choice to advise"
    for view, legal in decisions:
        advice = advise(view, legal, seed, iterations=4, budget_s=None)
        assert advice.action in legal
        text = " ".join(hint_reasons(advice))
        assert text.strip(), f"no reason given for {advice.action}"
        if "cheap card" in text:
            claims.add("cheap")
            assert card_strength(advice.card) <= CHEAP, (text, advice.card)
        if "weakest" in text:
            claims.add("weakest")
            chosen = advice.action.cards
            kept = [c for c in view.hand if c not in chosen]
            assert max(map(card_strength, chosen)) <= min(map(card_strength, kept), default=9), text
        if "strongest card of the draft" in text:
            claims.add("strongest")
            offered = {c for a in legal for c in a.cards}
            assert card_strength(advice.action.cards[0]) == max(map(card_strength, offered)), text
    return claims


@pytest.mark.parametrize(("seed", "variant"), SEEDS)
def test_every_reason_of_the_search_is_true_of_its_cards(qapp, seed: int, variant: str | None) -> None:
    _check_reasons(seed, variant)


def test_the_seeds_make_every_card_claim_so_each_is_checked(qapp) -> None:
    """The seeds above are worth their time only if the search makes each claim at least once:
    a claim never made is a check that can never fail."""
    made: set[str] = set()
    for seed, variant in SEEDS:
        made |= _check_reasons(seed, variant)
    assert made == {"cheap", "weakest", "strongest"}, made


def test_the_runner_up_is_a_whole_turn_never_a_card_alone(qapp) -> None:
    """When the best turn and the next best play the same card, the reason tells them apart by
    what the card's effect does (R-E2): "the red 2 with Placement in 4 Mino"."""
    from joraku_desktop.model.actions import AP, PLACE, PLACEMENT, Action
    from joraku_desktop.words.basics import area_name, card_words

    r2 = card("R2")
    placed = (Action(PLACEMENT), Action(PLACE, dst=4), Action(PLACE, dst=4), Action(PLACE, dst=5))
    ninja = (Action(PLACE, dst=2), Action(PLACE, dst=4))  # a Ninja places without the choice (R-E1)
    for plan, words in ((placed, f"with Placement in {area_name(4)}, {area_name(5)}"),
                        (ninja, f"with Placement in {area_name(2)}, {area_name(4)}"),
                        ((Action(AP),), "with Action points")):
        reason = Reason(turns_compared=5, margin_rp=0.8, runner_up=PLAY_CARD[r2], runner_up_plan=plan)
        text = " ".join(hint_reasons(Advice(AdviceKind.PLAY, 0, 0, r2, PLAY_CARD[r2], (), reason)))
        assert f"over the next best ({card_words(r2)} {words})" in text, text
