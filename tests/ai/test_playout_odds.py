"""The playout's players may judge a card's chance of keeping the skirmish from the cards they
have not seen (``clair=0``) instead of from the dealt hands they could not know (the default);
an ensemble search (``models=4``) takes these and the two estimates at a round's start in turn."""

from __future__ import annotations

import math
import random

from joraku_desktop.ai import make_agent
from joraku_desktop.ai.heuristic import BEAT_CHANCE
from joraku_desktop.ai.rollout import Playout, _unseen_kinds, _win_chance
from joraku_desktop.model import observe
from joraku_desktop.model.cards import card
from joraku_desktop.model.scenario import scenario
from joraku_desktop.model.scoring import winning_card


def test_the_odds_count_the_unseen_cards_that_would_beat() -> None:
    g = scenario(players=4, phase="play", hands={"blue": "R4 B2 YN R1 Y5"}, trick=["R3"], seed=4)
    seat = g.current_seat
    total, kinds = _unseen_kinds(g, seat)
    unseen = [c for s, h in enumerate(g.hands) if s != seat for c in h] + list(g.set_aside)
    unseen += [c for s, d in enumerate(g.discards) if s != seat for c in d]
    assert total == len(unseen) and sum(n for _r, n in kinds.values()) == total
    assert all(c not in g.hands[seat] for c in unseen)
    cards = [*(c for _a, c in g.trick), card("Y5")]
    beaters = sum(1 for c in unseen if winning_card([*cards, c])[0] == len(cards))
    later = sum(len(g.hands[s]) for s in g.order[g.turn + 1:])
    none = math.comb(total - beaters, later) / math.comb(total, later)
    assert 0 < beaters < total and later > 0
    assert math.isclose(_win_chance(g, cards, (total, kinds)), none + (1 - none) * (1 - BEAT_CHANCE))


def test_the_last_card_of_a_skirmish_keeps_it_for_sure() -> None:
    g = scenario(players=2, two_player_variant="R-V8", phase="play", hands={"blue": "R4 B2"},
                 trick=["R3"], seed=4)
    assert g.order[g.turn + 1:] == []
    seat = g.current_seat
    assert _win_chance(g, [*(c for _a, c in g.trick), card("R4")], _unseen_kinds(g, seat)) == 1.0


def test_a_counting_player_scores_cards_by_their_chance_not_by_the_hands_dealt() -> None:
    """The clairvoyant policy adds a card's whole Kachidoki swing or none of it, as the later
    hands dealt say; the counting one the same swing times its chance, whatever is dealt."""
    g = scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y5"}, seed=4)
    legal = g.legal_actions()
    sure = Playout(random.Random(1)).card_scores(g, legal)
    counted = Playout(random.Random(1), clairvoyant=False).card_scores(g, legal)
    assert counted != sure
    # the same cards elsewhere in the unseen piles: the clairvoyant scores move, the counted stay
    other = g.clone()
    a, b = g.order[g.turn + 1:][:2]
    other.hands[a], other.hands[b] = other.hands[b], other.hands[a]
    assert Playout(random.Random(1), clairvoyant=False).card_scores(other, legal) == counted


def test_a_counting_search_is_deterministic_and_legal() -> None:
    g = scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y5"}, seed=4)
    view = observe(g, g.current_seat)
    picks = {make_agent("hard:iterations=60,clair=0", 3).choose(view, g.legal_actions()) for _ in range(2)}
    assert len(picks) == 1 and picks <= set(g.legal_actions())


def test_an_ensemble_search_takes_the_models_in_turn_and_keeps_its_deals_paired(monkeypatch) -> None:
    """``models=4``: deal by deal the playout sees the hands or counts the odds, and judges a
    round's start by the evaluator or the fitted estimate; every candidate racing a deal plays
    it under the same model, so the comparisons stay paired."""
    from joraku_desktop.ai import mcts, search

    seen: list[tuple[int, bool, bool]] = []

    class Noting(mcts.Search):
        def simulate(self, i: int, g) -> None:  # type: ignore[no-untyped-def]
            seen.append((self._deals, self.policy.clairvoyant, self.policy.leaf is not None))
            super().simulate(i, g)

    g = scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y5"}, seed=4)
    view = observe(g, g.current_seat)
    monkeypatch.setattr(search, "Search", Noting)
    first = make_agent("hard:iterations=120,models=4,sure=0", 3).choose(view, g.legal_actions())
    by_deal: dict[int, set[tuple[bool, bool]]] = {}
    for deal, clair, leaf in seen:
        by_deal.setdefault(deal, set()).add((clair, leaf))
    assert len(by_deal) >= 8 and all(len(models) == 1 for models in by_deal.values())
    assert set().union(*by_deal.values()) == {(c, f) for c in (True, False) for f in (True, False)}
    assert make_agent("hard:iterations=120,models=4,sure=0", 3).choose(view, g.legal_actions()) == first


def test_uninformed_simulations_have_normal_choose_from_each_seats_own_view(monkeypatch) -> None:
    """``normal=4``: after the tree, every card of a simulated round and its plan are chosen as
    Normal chooses them, from the view of the seat to play (never the hands dealt); the search
    stays deterministic and legal."""
    from joraku_desktop.ai.heuristic import HeuristicAgent
    from joraku_desktop.model.view import SeatView

    asked: list[int] = []
    play_options = HeuristicAgent.play_options

    def noting(self, view, legal, per_mode=False):  # type: ignore[no-untyped-def]
        assert isinstance(view, SeatView)
        asked.append(view.seat)
        return play_options(self, view, legal, per_mode)

    g = scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y5"}, seed=4)
    view = observe(g, g.current_seat)
    monkeypatch.setattr(HeuristicAgent, "play_options", noting)
    first = make_agent("hard:iterations=30,normal=4", 3).choose(view, g.legal_actions())
    assert first in g.legal_actions()
    assert set(asked) == set(range(4)) and len(asked) > 30 * 4
    assert make_agent("hard:iterations=30,normal=4", 3).choose(view, g.legal_actions()) == first
