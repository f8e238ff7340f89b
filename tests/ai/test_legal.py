"""Every computer level answers with a legal action, in every mode the engine supports."""

from __future__ import annotations

import pytest

from joraku_desktop.ai import AGENT_LEVELS, SEARCH_LEVELS, make_agent
from joraku_desktop.ai.search import HardAgent
from joraku_desktop.model import observe

from .helpers import MODE_IDS, MODES, game, random_positions


@pytest.mark.parametrize("mode", MODES, ids=MODE_IDS)
def test_heuristic_levels_answer_legally_in_random_positions(mode: dict) -> None:
    """Easy and Normal (and Random) at every decision of random games: hundreds of positions
    per mode, thousands over all modes."""
    agents = {lvl: make_agent(lvl, 11) for lvl in ("random", "easy", "normal")}
    checked = 0
    for seed in range(2):
        for g in random_positions(mode, 100 + seed):
            seat = g.current_seat
            view = observe(g, seat)
            legal = g.legal_actions()
            for agent in agents.values():
                a = agent.choose(view, legal)
                assert a in legal, f"{agent.name} chose {a} at {g!r}; legal: {legal}"
                checked += 1
    assert checked > 600


@pytest.mark.parametrize("mode", MODES, ids=MODE_IDS)
def test_full_games_between_all_levels_finish(mode: dict) -> None:
    """All levels seated together play whole games to the end: every action they return is
    applied by the engine, which refuses illegal ones (the game also exercises the remembered
    plans of the compound turns, R-E1/R-E2)."""
    levels = ["hard", "normal", "easy", "random", "expert"]
    for seed in range(2):
        g = game(mode, seed)
        n = mode["players"]
        seats = [levels[(s + 3 * seed) % 5] for s in range(n)]
        agents = [make_agent(lvl, s, iterations=12) if lvl in SEARCH_LEVELS else make_agent(lvl, s)
                  for s, lvl in enumerate(seats)]
        while not g.is_over:
            s = g.current_seat
            legal = g.legal_actions()
            a = agents[s].choose(observe(g, s), legal)
            assert a in legal
            g.apply(a)
        assert g.result is not None


def test_levels_are_registered_easiest_first() -> None:
    assert AGENT_LEVELS == ("random", "easy", "normal", "hard", "expert")
    for lvl in AGENT_LEVELS:
        assert make_agent(lvl, 3).name == lvl
    with pytest.raises(ValueError, match="unknown computer level"):
        make_agent("grandmaster", 1)


def test_make_agent_takes_a_thinking_budget() -> None:
    """``make_agent(level, seed, *, iterations, budget_s)``: the keywords set Hard's budget
    (and win over a spec's options); Easy and Normal refuse a budget they would ignore."""
    def budget(agent: object) -> tuple[object, object]:
        assert isinstance(agent, HardAgent)
        return agent.iterations, agent.budget_s

    assert budget(make_agent("hard", 1)) == (None, 1.0)
    assert budget(make_agent("hard", 1, budget_s=0.25)) == (None, 0.25)
    assert budget(make_agent("hard", 1, iterations=40)) == (40, None)  # no clock: machine-independent
    assert budget(make_agent("hard", 1, iterations=40, budget_s=2.0)) == (40, 2.0)  # whichever ends first
    assert budget(make_agent("hard:iterations=9,budget=3", 1)) == (9, 3.0)
    assert budget(make_agent("hard:iterations=9", 1, budget_s=0.5)) == (9, 0.5)
    assert budget(make_agent("hard:budget=3", 1, iterations=7)) == (7, 3.0)
    assert budget(make_agent("expert", 1)) == (None, 3.0)
    assert budget(make_agent("expert", 1, iterations=40)) == (40, None)
    for level in ("random", "easy", "normal"):
        with pytest.raises(ValueError, match="takes no thinking budget"):
            make_agent(level, 1, budget_s=0.5)
        with pytest.raises(ValueError, match="takes no thinking budget"):
            make_agent(level, 1, iterations=5)


def test_a_spec_may_change_the_search_settings_for_experiments() -> None:
    agent = make_agent("hard:iterations=50,widen=0.5,scale=4,tree=0", 1)
    assert isinstance(agent, HardAgent)
    assert (agent.params.widen, agent.params.reward_scale, agent.params.tree) == (0.5, 4.0, 0.0)
    assert agent.iterations == 50 and agent.budget_s is None
    assert make_agent("expert:sure=4", 1).params.sure == 4.0  # type: ignore[attr-defined]
    assert make_agent("hard", 1).params == make_agent("hard:iterations=9", 1).params  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="unknown agent option"):
        make_agent("hard:depth=3", 1)
    with pytest.raises(ValueError, match="takes no options"):
        make_agent("normal:widen=0.5", 1)
