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
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from joraku_desktop.ai import agent_seed, arena, make_agent, mcts
from joraku_desktop.ai.base import Agent
from joraku_desktop.model.config import GameConfig
from joraku_desktop.model.game import Game, new_game
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


def make_from_spec(spec: str, seed: int) -> Agent:
    return make_agent(spec.removeprefix(SEER), seed)


def play_game(job: arena.GameJob) -> arena.GameOutcome:
    """:func:`joraku_desktop.ai.arena.play_game`, with the true game shown to the seers' deals."""
    global _TRUE_GAME
    cfg = GameConfig(job.players, job.two_player_variant, frozenset(job.variants), job.seed)
    g = new_game(cfg)
    agents = [make_from_spec(spec, agent_seed(job.seed, s)) for s, spec in enumerate(job.seats)]
    seer = [spec.startswith(SEER) for spec in job.seats]
    times: list[list[float]] = [[] for _ in job.seats]
    while not g.is_over:
        s = g.current_seat
        legal = g.legal_actions()
        view = observe(g, s)
        _TRUE_GAME = g if seer[s] else None
        t0 = time.perf_counter()
        action = agents[s].choose(view, legal)
        dt = time.perf_counter() - t0
        _TRUE_GAME = None
        if len(legal) > 1:
            times[s].append(dt)
        g.apply(action)
    assert g.result is not None
    return arena.GameOutcome(job.index, job.seats, g.result.winner, g.result.scores, times)


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
    # the arena's match, its games played here (the worker processes are forked from this one)
    mcts.Dealer = SeerDealer  # type: ignore[misc]
    arena.make_from_spec = make_from_spec
    arena.play_game = play_game
    rep = arena.run(a.agents, a.games, a.players, a.variant, (), a.seed, a.jobs)
    print(arena.format_report(rep))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
