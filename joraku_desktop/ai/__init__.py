"""Computer opponents (Qt-free): ``make_agent(spec, agent_seed(game_seed, seat))`` gives the
agent of a seat.

Every agent has ``choose(view, legal, should_stop=None) -> Action`` (see :mod:`.base`). The
window and the arena build their agents with the same two functions, so the computer in the
window is the computer the arena measured: one agent per seat per game, seeded from the
game's seed and the seat (docs/ai.md, "The computer in the window").
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Callable
from typing import TypedDict

from .base import Agent, RandomAgent
from .heuristic import HeuristicAgent, easy_agent, normal_agent
from .mcts import SearchParams
from .search import HardAgent, default_params, expert_agent, hard_agent

#: level name -> factory(seed). The levels offered to players, easiest first.
AGENT_FACTORIES: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "easy": easy_agent,
    "normal": normal_agent,
    "hard": hard_agent,
    "expert": expert_agent,
}
#: the levels that search, and take a thinking budget
SEARCH_LEVELS = ("hard", "expert")
AGENT_LEVELS: tuple[str, ...] = tuple(AGENT_FACTORIES)


def agent_seed(game_seed: int, seat: int) -> int:
    """The seed of the agent playing ``seat`` in the game dealt from ``game_seed``.

    A hash rather than arithmetic on the seed: the engine deals from ``Random(seed * 8 + k)``,
    and an agent's random stream must have nothing to do with the dealer's.
    """
    digest = hashlib.blake2b(f"joraku-agent:{game_seed}:{seat}".encode(), digest_size=4).digest()
    return int.from_bytes(digest, "big") & 0x7FFFFFFF


class HardOptions(TypedDict, total=False):
    """A search level's thinking budget as named by a spec or by :func:`make_agent`'s keywords."""

    #: cap on the simulations per card (None: no cap)
    iterations: int | None
    #: seconds per card (None: no clock)
    budget_s: float | None
    #: the search's settings, when a spec changes any (experiments; docs/ai.md)
    params: SearchParams


#: spec option -> SearchParams field (for experiments in the arena)
_PARAM_OPTIONS = {"c": "c_puct", "scale": "reward_scale", "itau": "inner_tau",
                  "fpu": "fpu", "eps": "epsilon", "widen": "widen", "prior": "prior_weight",
                  "tree": "tree", "horizon": "horizon", "sure": "sure",
                  "rootc": "root_puct", "rtau": "root_tau", "recruit": "recruit",
                  "rounds": "rounds", "leaf": "leaf", "clair": "clair",
                  "models": "models", "normal": "uninformed",
                  "win": "win", "wtau": "win_tau"}


def parse_spec(spec: str) -> tuple[str, HardOptions]:
    """Split ``"hard:iterations=150,budget=none"`` into the level and the search's keyword
    options (``c=``, ``scale=``, ``tau=``… set :class:`~.mcts.SearchParams` fields)."""
    level, _, opts = spec.partition(":")
    kwargs: HardOptions = {}
    changes: dict[str, float] = {}
    for part in filter(None, opts.split(",")):
        key, _, value = part.partition("=")
        key = key.strip()
        if key == "iterations":
            kwargs["iterations"] = int(value)
        elif key == "budget":
            kwargs["budget_s"] = None if value.strip().lower() == "none" else float(value)
        elif key in _PARAM_OPTIONS and _PARAM_OPTIONS[key] in SearchParams.__dataclass_fields__:
            changes[_PARAM_OPTIONS[key]] = float(value)
        else:
            raise ValueError(f"unknown agent option {key!r} in {spec!r}")
    if level not in AGENT_FACTORIES:
        known = ", ".join(AGENT_FACTORIES)
        raise ValueError(f"unknown computer level {level!r}; choose from {known}")
    if (kwargs or changes) and level not in SEARCH_LEVELS:
        raise ValueError(f"level {level!r} takes no options")
    if changes:
        kwargs["params"] = dataclasses.replace(default_params(level), **changes)
    return level, kwargs


def make_agent(spec: str, seed: int = 0, *, iterations: int | None = None,
               budget_s: float | None = None) -> Agent:
    """An agent from a level (:data:`AGENT_LEVELS`) or an arena spec such as
    ``"hard:iterations=100"``, with an optional thinking budget (Hard only; the keywords win
    over the spec's options).

    ``iterations`` caps the simulations per card and turns the clock off, so the agent decides
    the same way on any machine (as an ``iterations=`` option in the spec does unless the spec
    also names a ``budget``); ``budget_s`` gives it that many seconds per card instead of the
    default :data:`~.search.DEFAULT_BUDGET_S` (with ``iterations`` too: whichever ends first).
    Easy and Normal answer in milliseconds and take no budget: asking for one is an error
    rather than a silently ignored setting.
    """
    level, kwargs = parse_spec(spec)
    if iterations is not None or budget_s is not None:
        if level not in SEARCH_LEVELS:
            raise ValueError(f"level {level!r} takes no thinking budget")
        if iterations is not None:
            kwargs["iterations"] = iterations
        if budget_s is not None:
            kwargs["budget_s"] = budget_s
    if level not in SEARCH_LEVELS:
        return AGENT_FACTORIES[level](seed)
    agent = AGENT_FACTORIES[level](seed)
    assert isinstance(agent, HardAgent)
    if kwargs.get("iterations") is not None:
        kwargs.setdefault("budget_s", None)  # a fixed simulation count: machine-independent
    if "iterations" in kwargs:
        agent.iterations = kwargs["iterations"]
    if "budget_s" in kwargs:
        agent.budget_s = kwargs["budget_s"]
    if "params" in kwargs:
        agent.params = kwargs["params"]
    return agent


__all__ = ["AGENT_FACTORIES", "AGENT_LEVELS", "SEARCH_LEVELS", "Agent", "HardAgent", "HardOptions",
           "HeuristicAgent", "RandomAgent", "SearchParams", "agent_seed", "default_params", "make_agent",
           "parse_spec"]
