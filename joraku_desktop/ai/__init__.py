"""Computer opponents (Qt-free): ``make_agent(level, seed)`` gives an agent for a seat.

Every agent has ``choose(view, legal, should_stop=None) -> Action`` (see :mod:`.base`).
"""

from __future__ import annotations

from collections.abc import Callable

from .base import Agent, RandomAgent
from .heuristic import HeuristicAgent, easy_agent, normal_agent
from .search import HardAgent, hard_agent

#: level name -> factory(seed). The levels offered to players, easiest first.
AGENT_FACTORIES: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "easy": easy_agent,
    "normal": normal_agent,
    "hard": hard_agent,
}
AGENT_LEVELS: tuple[str, ...] = tuple(AGENT_FACTORIES)


def make_agent(level: str, seed: int = 0) -> Agent:
    """An agent of the named level (one of :data:`AGENT_LEVELS`: random, easy, normal, hard)."""
    try:
        factory = AGENT_FACTORIES[level]
    except KeyError:
        known = ", ".join(AGENT_FACTORIES)
        raise ValueError(f"unknown computer level {level!r}; choose from {known}") from None
    return factory(seed)


__all__ = ["AGENT_FACTORIES", "AGENT_LEVELS", "Agent", "HardAgent", "HeuristicAgent", "RandomAgent",
           "make_agent"]
