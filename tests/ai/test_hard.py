"""Hard: anytime within its thinking budget, cancellable, deterministic with an iteration cap."""

from __future__ import annotations

import time

from joraku_desktop.ai import make_agent
from joraku_desktop.ai.search import HardAgent
from joraku_desktop.model import Game, GameConfig, new_game, observe
from joraku_desktop.model.actions import PLAY

MARGIN_S = 0.15


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
    t0 = time.perf_counter()
    a = agent.choose(observe(g, seat), g.legal_actions())
    elapsed = time.perf_counter() - t0
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
    t0 = time.perf_counter()
    a = agent.choose(observe(g, seat), g.legal_actions(), should_stop=lambda: time.perf_counter() - t0 > 0.1)
    assert a in g.legal_actions()
    assert time.perf_counter() - t0 <= 0.1 + MARGIN_S
    stopped = HardAgent(3, budget_s=30.0)
    t0 = time.perf_counter()
    assert stopped.choose(observe(g, seat), g.legal_actions(), should_stop=lambda: True) in g.legal_actions()
    assert time.perf_counter() - t0 <= MARGIN_S


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
        t0 = time.perf_counter()
        a = agent.choose(observe(g, seat), g.legal_actions())
        assert time.perf_counter() - t0 < 0.05
        assert agent.last_iterations == 0
        g.apply(a)
