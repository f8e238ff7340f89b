"""What would knowing the hidden cards be worth to the search? A match with one seer.

    python scripts/oracle_match.py --players 4 --games 100 --seed 28000 --jobs 1 \
        --agents seer+hard:iterations=200 hard:iterations=200 hard:iterations=200 hard:iterations=200

An arena match (same deals, seat rotation and report as ``python -m joraku_desktop.ai.arena``)
in which the search of every agent spelled ``seer+<spec>`` deals, in every simulation, the
*true* hidden cards of the moment (the other hands, R-V8's discards, the set-aside cards)
instead of a guess consistent with its view. The cards of the rounds to come stay unknown to
it, as to everyone. Its candidates, its playout policy and its judgement are unchanged, so
the match measures the most that inferring the hidden hands (weighting the guessed deals by
how likely each makes the opponents' plays) could ever buy the search, before building it.

A measuring instrument only: the seer peeks, which no level of the game does or may
(``tests/ai/test_no_peeking.py``). It lives here, outside the package, and changes the search
only inside this script's processes.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from joraku_desktop.ai import arena, make_agent, mcts
from joraku_desktop.ai.base import Agent, StopCheck
from joraku_desktop.model.actions import Action
from joraku_desktop.model.game import Game
from joraku_desktop.model.phases import SKIRMISH_PHASES
from joraku_desktop.model.view import SeatView, observe

SEER = "seer+"

#: the real game while a seer's search runs (None for everyone else)
_TRUE_GAME: Game | None = None


class SeerDealer(mcts.Dealer):
    """Deals the true hidden cards while :data:`_TRUE_GAME` is set (and a guess otherwise)."""

    def __init__(self, view: SeatView, rng: random.Random) -> None:
        super().__init__(view, rng)
        self.truth = _TRUE_GAME

    def deal(self) -> Game:
        g = super().deal()
        truth = self.truth
        if truth is None or self.view.phase not in SKIRMISH_PHASES:
            return g
        for o in self.others:
            g.hands[o] = list(truth.hands[o])
            g.discards[o] = list(truth.discards[o])
        g.set_aside = list(truth.set_aside)
        return g


class Seer:
    """An agent whose search is shown the real game (:data:`_TRUE_GAME`) while it chooses."""

    def __init__(self, inner: Agent) -> None:
        self.inner = inner
        self.name = f"{SEER}{inner.name}"

    def choose(self, view: SeatView, legal: Sequence[Action], should_stop: StopCheck | None = None) -> Action:
        global _TRUE_GAME
        _TRUE_GAME = _OBSERVED
        try:
            return self.inner.choose(view, legal, should_stop)
        finally:
            _TRUE_GAME = None


#: the game the arena last took a view of: the one whose seat is about to choose
_OBSERVED: Game | None = None


def make_from_spec(spec: str, seed: int) -> Agent:
    agent = make_agent(spec.removeprefix(SEER), seed)
    return Seer(agent) if spec.startswith(SEER) else agent


def observe_and_remember(game: Game, seat: int) -> SeatView:
    """The arena's view of ``game`` for ``seat``, noting ``game`` for a seer about to choose."""
    global _OBSERVED
    _OBSERVED = game
    return observe(game, seat)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--variant", choices=["R-V7", "R-V8"], default=None)
    p.add_argument("--agents", nargs="+", required=True,
                   help=f"one agent spec per seat; {SEER}<spec> is a seer")
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=1)
    a = p.parse_args()
    if not any(spec.startswith(SEER) for spec in a.agents):
        p.error(f"no seer: spell one agent {SEER}<spec>")
    # the arena's own match; the worker processes are forked from this one, changes and all
    mcts.Dealer = SeerDealer  # type: ignore[misc]
    arena.make_from_spec = make_from_spec
    arena.observe = observe_and_remember  # type: ignore[attr-defined]  # the arena's import of it
    rep = arena.run(a.agents, a.games, a.players, a.variant, (), a.seed, a.jobs)
    print(arena.format_report(rep))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
