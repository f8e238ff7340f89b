"""A seat's view carries the variant cards in play as named flags, read from its ids once, the
same for a view the engine makes and one rebuilt from the network."""

from __future__ import annotations

from dataclasses import replace

from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.model.variants import VariantFlags
from joraku_desktop.model.view import observe
from joraku_desktop.net.protocol import WireView
from joraku_desktop.net.wire import view_from_wire, view_to_wire


def test_the_view_names_the_variant_cards_in_play() -> None:
    view = observe(new_game(GameConfig(players=4, seed=11, variants=frozenset({"R-V5", "R-V6"}))), 0)
    assert view.flags == VariantFlags(follow_suit_bonus=True, cheap_daimyo=True)
    assert view_from_wire(WireView.model_validate(view_to_wire(view))).flags == view.flags
    plain = replace(view, variants=frozenset())
    assert plain.flags == VariantFlags()  # the flags follow the ids
