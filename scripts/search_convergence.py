"""Does the search still change its mind with more thought? Agreement with a far larger budget.

    python scripts/search_convergence.py --players 4 --positions 50 --reference 4000 \
        --budgets 100 200 400 800 --no-stop 800

Takes ``--positions`` card-play decisions from games of Normal players (deal seeds from
``--seed``; each decision with more than one legal card is taken with chance 0.12), and asks
Hard's search (``hard:iterations=N``, today's settings) for each of them: once with the
``--reference`` budget and no early stop, and twice (two agent seeds) with every budget. It
prints how often each budget chooses the reference's card, and its whole turn (the card and
its plan); how much worse its turn is on average by the reference's own estimate (the mean
utility, RP against the rivals, the reference found for it; over the turns the reference
simulated), which tells a near-tie from a mistake; how often the reference's turn was in its
field at all (the turns its race started with); and how many simulations it spent on average
(the early stop ends clear races).

What it shows is the search against itself, not against a player: a budget that already
agrees with a far larger one nearly always cannot gain much by thinking longer, whatever the
arena says; then only a better model of the game (the simulations' policy, the deals, the
estimate at the round's end) can make more thought pay. Machine-independent: iteration caps.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import time
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from joraku_desktop.ai import agent_seed, make_agent
from joraku_desktop.ai.mcts import SearchParams, field_size
from joraku_desktop.ai.search import HardAgent
from joraku_desktop.model.actions import PLAY, Action
from joraku_desktop.model.config import GameConfig
from joraku_desktop.model.game import new_game
from joraku_desktop.model.view import SeatView, observe

Position = tuple[SeatView, list[Action]]
Turn = tuple[Action, tuple[Action, ...]]


def positions(players: int, two: str | None, count: int, seed: int) -> list[Position]:
    """``count`` card-play decisions of Normal games, each with more than one legal card."""
    rng = random.Random(seed)
    out: list[Position] = []
    while len(out) < count:
        g = new_game(GameConfig(players, two, frozenset(), seed))
        agents = [make_agent("normal", agent_seed(seed, s)) for s in range(players)]
        while not g.is_over:
            s = g.current_seat
            legal = g.legal_actions()
            view = observe(g, s)
            if legal[0].kind == PLAY and len(legal) > 1 and rng.random() < 0.12 and len(out) < count:
                out.append((view, list(legal)))
            g.apply(agents[s].choose(view, legal))
        seed += 1
    return out


class Answer(NamedTuple):
    """What one search said about one position."""

    turn: Turn
    #: simulations spent
    spent: int
    #: mean utility (RP against the rivals) of every turn it simulated
    found: dict[Turn, float]
    #: the turns its race started with (the field, :func:`~joraku_desktop.ai.mcts.field_size`)
    field: frozenset[Turn]


def turn(pos: Position, iterations: int, sure: float | None, seed: int) -> Answer:
    """Ask the search (``sure``: its early stop, None for the level's) about ``pos``."""
    params = SearchParams() if sure is None else dataclasses.replace(SearchParams(), sure=sure)
    agent = HardAgent(seed, budget_s=None, iterations=iterations, params=params)
    option = agent.choose_play(*pos)
    found = {(o.action, tuple(o.plan.steps)): rp for o, n, _reward, rp in agent.last_stats if n}
    k = field_size(iterations, len(agent.last_stats), params.widen)
    field = frozenset((o.action, tuple(o.plan.steps)) for o, *_rest in agent.last_stats[:k])
    return Answer((option.action, tuple(option.plan.steps)), agent.last_iterations, found, field)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    ap.add_argument("--variant", choices=("R-V7", "R-V8"), help="the two-player variant")
    ap.add_argument("--positions", type=int, default=50)
    ap.add_argument("--seed", type=int, default=900000)
    ap.add_argument("--reference", type=int, default=4000)
    ap.add_argument("--budgets", type=int, nargs="+", default=[100, 200, 400, 800])
    ap.add_argument("--no-stop", type=int, nargs="*", default=[],
                    help="budgets also run without the early stop")
    args = ap.parse_args(argv)
    if args.players == 2 and not args.variant:
        ap.error("two players need --variant R-V7 or R-V8")
    t0 = time.time()
    pos = positions(args.players, args.variant, args.positions, args.seed)
    refs = [turn(p, args.reference, 0.0, 1) for p in pos]
    print(f"{args.players} players{', ' + args.variant if args.variant else ''}; {len(pos)} positions; "
          f"reference {args.reference} simulations without the early stop ({time.time() - t0:.0f} s)")
    print("| simulations | early stop | same card | same whole turn | RP given up (reference's estimate) "
          "| the reference's turn in its field | simulations spent |")
    print("|---:|---|---:|---:|---:|---:|---:|")
    runs = [(b, None) for b in args.budgets] + [(b, 0.0) for b in args.no_stop]
    for budget, sure in runs:
        card = whole = spent = judged = fielded = 0
        lost = 0.0
        for p, ref in zip(pos, refs, strict=True):
            want = ref.turn
            for seed in (2, 3):
                got = turn(p, budget, sure, seed)
                card += got.turn[0] == want[0]
                whole += got.turn == want
                spent += got.spent
                fielded += want in got.field
                if got.turn in ref.found:
                    lost += ref.found[want] - ref.found[got.turn]
                    judged += 1
        m = 2 * len(pos)
        print(f"| {budget} | {'no' if sure == 0.0 else 'yes'} | {card / m:.1%} | {whole / m:.1%} | "
              f"{lost / max(1, judged):.2f} ({judged} of {m}) | {fielded / m:.1%} | {spent / m:.0f} |",
              flush=True)
    print(f"{time.time() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
