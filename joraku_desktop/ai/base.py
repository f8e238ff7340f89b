"""The one interface every computer opponent implements.

An agent sees only a seat's view (R-P3: never another seat's hidden cards) and the legal
actions, and returns one of them. Given the same seed and the same views it decides the same
way. ``should_stop`` lets the window cancel a long think; an agent that is stopped still
returns a legal action (its best so far).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from ..model.actions import Action
from ..model.view import SeatView

StopCheck = Callable[[], bool]


class Agent(Protocol):
    """A computer player: ``choose`` returns one of ``legal``."""

    name: str

    def choose(self, view: SeatView, legal: Sequence[Action], should_stop: StopCheck | None = None) -> Action:
        ...


class RandomAgent:
    """Uniform legal moves: the floor of the ladder and a tool for tests."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: SeatView, legal: Sequence[Action], should_stop: StopCheck | None = None) -> Action:
        return legal[self._rng.randrange(len(legal))]
