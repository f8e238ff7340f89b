"""Card counting: guessed deals respect everything the seat knows (R-P3, R-K2)."""

from __future__ import annotations

import random

import pytest

from joraku_desktop.ai.knowledge import determinize, sample_hidden
from joraku_desktop.model import observe
from joraku_desktop.model.cards import CARD_SUIT
from joraku_desktop.model.phases import Phase

from .helpers import MODE_IDS, MODES, random_positions


@pytest.mark.parametrize("mode", MODES[:4], ids=MODE_IDS[:4])
def test_deals_respect_sizes_known_cards_and_voids(mode: dict) -> None:
    rng = random.Random(1)
    checked = voids_seen = known_seen = 0
    for g in random_positions(mode, 3, every=2):
        if g.phase_name not in ("play", "mode", "place", "ap"):
            continue
        seat = g.current_seat
        view = observe(g, seat)
        voids = view.voids()
        deal = sample_hidden(view, rng)
        dealt = [c for h in deal.hands.values() for c in h] + deal.rest
        dealt += [c for d in deal.discards.values() for c in d]
        assert sorted(dealt) == sorted(view.hidden_cards())
        for o, hand in deal.hands.items():
            assert len(hand) == view.hand_sizes[o]
            assert not any(CARD_SUIT[c] in voids.get(o, ()) for c in hand)
            voids_seen += bool(voids.get(o))
        for o, cs in view.known_cards.items():
            for c in cs:  # the passed cards stay with their holder (R-V8: or its discard)
                assert c in deal.hands[o] or c in deal.discards.get(o, [])
                known_seen += 1
        game = determinize(view, rng, deal)
        assert observe(game, seat) == view  # the guess changes nothing the seat can see
        checked += 1
    assert checked > 20 and voids_seen > 0
    if mode["players"] > 2 or mode.get("two_player_variant") == "R-V8":
        assert known_seen > 0


@pytest.mark.parametrize("mode", MODES[:4], ids=MODE_IDS[:4])
def test_recruit_phases_determinize_for_every_seat(mode: dict) -> None:
    """The pass (R-P2), the R-V8 discard and the R-V7 draft can be searched too: the guessed
    game shows every seat exactly its view, whoever has chosen already, and plays on to the end."""
    rng = random.Random(5)
    phases: set[str] = set()
    checked = 0
    for g in random_positions(mode, 4):
        if g.phase_name not in ("pass", "discard", "draft"):
            continue
        for seat in range(g.players):
            view = observe(g, seat)
            deal = sample_hidden(view, rng)
            dealt = [c for h in deal.hands.values() for c in h] + deal.rest
            dealt += [c for d in [*deal.discards.values(), *deal.drafts.values()] for c in d]
            if view.phase is Phase.PASS:  # set aside to pass, out of the hand (the discard stays one)
                dealt += [c for cs in deal.chosen.values() for c in cs]
            assert sorted(dealt) == sorted(view.hidden_cards())
            for o, draft in deal.drafts.items():  # R-V7: it holds what this seat handed on
                assert set(draft) <= set(view.draft_given) or not view.draft_given
                assert set(view.draft_given) <= set(draft) | set(deal.hands[o])
            chose = [o for o in range(g.players) if o != seat and o not in view.waiting_for]
            assert sorted(deal.chosen) == chose
            game = determinize(view, rng, deal)
            assert observe(game, seat) == view  # for the seat to act: its legal choices too
            assert game.current_seat == g.current_seat
            phases.add(view.phase.label)
            checked += 1
        if checked % 5 == 1:  # now and then, the guessed game plays on to its end
            play_out = game.clone(record=False)
            while not play_out.is_over:
                legal = play_out.legal_actions()
                play_out.apply(legal[rng.randrange(len(legal))])
    want = {"draft"} if mode.get("two_player_variant") == "R-V7" else {"pass"}
    if mode.get("two_player_variant") == "R-V8":
        want.add("discard")
    assert phases == want and checked >= 6 * g.players
