"""Card counting: guessed deals respect everything the seat knows (R-P3, R-K2)."""

from __future__ import annotations

import random

import pytest

from joraku_desktop.ai.knowledge import determinize, sample_hidden
from joraku_desktop.model.cards import CARD_SUIT

from .helpers import MODE_IDS, MODES, random_positions


@pytest.mark.parametrize("mode", MODES[:4], ids=MODE_IDS[:4])
def test_deals_respect_sizes_known_cards_and_voids(mode: dict) -> None:
    rng = random.Random(1)
    checked = voids_seen = known_seen = 0
    for g in random_positions(mode, 3, every=2):
        if g.phase_name not in ("play", "mode", "place", "ap"):
            continue
        seat = g.current_seat
        view = g.observe(seat)
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
        assert game.observe(seat) == view  # the guess changes nothing the seat can see
        checked += 1
    assert checked > 20 and voids_seen > 0
    if mode["players"] > 2 or mode.get("two_player_variant") == "R-V8":
        assert known_seen > 0
