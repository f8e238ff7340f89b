"""Hard: anytime within its thinking budget, cancellable, deterministic with an iteration cap."""

from __future__ import annotations

import random
import time

import pytest

from joraku_desktop.ai import make_agent
from joraku_desktop.ai.mcts import Dealer, RootMove, Search, SearchParams, field_size
from joraku_desktop.ai.search import HardAgent, candidate_turns
from joraku_desktop.model import Game, GameConfig, new_game, observe
from joraku_desktop.model.actions import PLAY

MARGIN_S = 0.15


def _cpu() -> float:
    """This thread's CPU time. The budget is wall-clock time, so on a loaded machine the search
    stops at its deadline having used less CPU than that; what it must never do is go on
    working past the deadline, which CPU time measures whatever else the machine runs."""
    return time.thread_time()


def _first_play(players: int = 4, seed: int = 1) -> Game:
    """A game at the first card of round 1 (the costliest search: the whole round ahead)."""
    g = new_game(GameConfig(players=players, seed=seed))
    normal = make_agent("normal", 0)
    while g.legal_actions()[0].kind != PLAY:
        g.apply(normal.choose(observe(g, g.current_seat), g.legal_actions()))
    return g


def test_stops_within_its_budget() -> None:
    g = _first_play()
    seat = g.current_seat
    agent = HardAgent(3, budget_s=0.3)
    t0 = _cpu()
    a = agent.choose(observe(g, seat), g.legal_actions())
    elapsed = _cpu() - t0
    assert a in g.legal_actions()
    assert elapsed <= 0.3 + MARGIN_S
    assert agent.last_iterations > 0


def test_default_budget_is_one_second() -> None:
    agent = make_agent("hard", 0)
    assert isinstance(agent, HardAgent)
    assert agent.budget_s == 1.0 and agent.iterations is None


def test_can_be_cancelled() -> None:
    """The window's stop request ends the think at once with a legal (best-so-far) action."""
    g = _first_play(seed=2)
    seat = g.current_seat
    agent = HardAgent(3, budget_s=30.0)
    t0, c0 = time.perf_counter(), _cpu()
    a = agent.choose(observe(g, seat), g.legal_actions(), should_stop=lambda: time.perf_counter() - t0 > 0.1)
    assert a in g.legal_actions()
    assert _cpu() - c0 <= 0.1 + MARGIN_S
    stopped = HardAgent(3, budget_s=30.0)
    c0 = _cpu()
    assert stopped.choose(observe(g, seat), g.legal_actions(), should_stop=lambda: True) in g.legal_actions()
    assert _cpu() - c0 <= MARGIN_S


def test_iteration_cap_makes_it_deterministic() -> None:
    g = _first_play(players=3, seed=4)
    view, legal = observe(g, g.current_seat), g.legal_actions()
    runs = []
    for _ in range(2):
        agent = HardAgent(7, budget_s=None, iterations=40)
        runs.append(agent.choose(view, legal))
        assert agent.last_iterations == 40
    assert runs[0] == runs[1]


def test_follows_its_plan_through_the_turn() -> None:
    """After the card, every step of the resolution comes from the searched plan, fast."""
    g = _first_play(seed=5)
    seat = g.current_seat
    agent = HardAgent(1, budget_s=None, iterations=30)
    g.apply(agent.choose(observe(g, seat), g.legal_actions()))
    while g.current_seat == seat and g.phase_name in ("mode", "place", "ap"):
        t0 = _cpu()
        a = agent.choose(observe(g, seat), g.legal_actions())
        assert _cpu() - t0 < 0.05
        assert agent.last_iterations == 0
        g.apply(a)


def test_expert_thinks_three_times_as_long_with_the_same_search() -> None:
    expert = make_agent("expert", 0)
    assert isinstance(expert, HardAgent)
    assert expert.name == "expert" and expert.budget_s == 3.0 and expert.iterations is None


def test_dealt_games_agree_with_what_the_seat_sees() -> None:
    """Every deal of the search gives back the seat's own view (R-P3): only cards hidden from
    it differ between deals."""
    g = _first_play(seed=6)
    seat = g.current_seat
    view = observe(g, seat)
    dealer = Dealer(view, random.Random(1))
    hands = set()
    for _ in range(20):
        d = dealer.deal()
        assert observe(d, seat) == view
        hands.add(tuple(tuple(h) for h in d.hands))
    assert len(hands) > 10


def test_more_thought_races_more_turns_on_shared_deals() -> None:
    """The root widens with the budget, and the candidates still racing have played the same
    deals (sequential halving on common random numbers)."""
    assert field_size(40, 30, 0.5) < field_size(400, 30, 0.5) < field_size(4000, 30, 0.5)
    assert field_size(4000, 3, 0.5) == 3 and field_size(1, 30, 0.5) == 2
    g = _first_play(seed=7)
    agent = HardAgent(2, budget_s=None, iterations=120, params=SearchParams(sure=0))
    agent.choose_play(observe(g, g.current_seat), g.legal_actions())
    assert agent.last_iterations == pytest.approx(120, abs=12)
    raced = [n for _o, n, _q, _u in agent.last_stats if n]
    assert len(raced) == field_size(120, len(agent.last_stats), SearchParams().widen)
    assert max(raced) > min(raced)  # the better half went on


def test_the_tree_grows_below_the_turns() -> None:
    g = _first_play(seed=8)
    view = observe(g, g.current_seat)
    agent = HardAgent(4, budget_s=None, iterations=60)
    options = candidate_turns(agent.normal, view, g.legal_actions())
    search = Search(view, [RootMove(o.action, o.plan.steps) for o in options], [o.value for o in options],
                    random.Random(3), SearchParams())
    search.run(60)
    depth = 0
    node = max(search.root, key=lambda e: e.n).child
    while node is not None and node.edges:
        depth += 1
        node = max(node.edges.values(), key=lambda e: e.n).child
    assert depth >= 2  # the next seats' cards were searched, not only played by the policy


def test_simulations_may_play_on_into_later_rounds_with_fresh_deals() -> None:
    """``rounds=3`` plays the simulations to the end of the game (R-G1), every deal with a
    seed of its own for the rounds to come (the real one is not in the view)."""
    g = _first_play(seed=9)
    view = observe(g, g.current_seat)
    dealer = Dealer(view, random.Random(5))
    assert len({dealer.deal().config.seed for _ in range(10)}) == 10
    agent = HardAgent(3, budget_s=None, iterations=8, params=SearchParams(rounds=3))
    assert agent.choose(view, g.legal_actions()) in g.legal_actions()
    assert agent.last_iterations == 8
