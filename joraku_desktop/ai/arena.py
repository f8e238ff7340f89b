"""The arena: play many games between computer levels and say who is stronger, and how fast.

    python -m joraku_desktop.ai.arena --players 4 --agents hard normal normal normal --games 400
    python -m joraku_desktop.ai.arena --players 2 --variant R-V8 --agents hard normal --games 200 --json
    python -m joraku_desktop.ai.arena --players 4 --cards R-V1,R-V3 \
        --agents "hard:iterations=150" normal normal normal

Fairness: games come in blocks of ``players`` with the same deal seed; within a block the
agents rotate through the seats, so every agent meets the same luck from every seat. Each
agent is made once per game and seeded with ``agent_seed(deal seed, seat)``, exactly as the
window makes its computer players. Games run in parallel processes (``--jobs``, default
all cores; processes, not threads, because of the GIL).

Per agent (agents with the same spec are pooled) it prints the share of games won with a 95%
Wilson interval (parity is seats/players), the mean RP per seat (R-V7: the better army), and
the mean and 95th-percentile time of its decisions (calls with more than one legal action).

Agent specs: ``random``, ``easy``, ``normal``, ``hard``, ``expert``; the search levels take
options after a colon: ``hard:iterations=150`` (a fixed number of simulations per card and no
clock, for results that do not depend on the machine), ``hard:budget=0.5`` (seconds per card),
and for experiments the search's settings (``mcts.SearchParams``: ``widen=``, ``scale=``,
``tree=``, ``sure=``, ``c=``, ``rounds=``, ``recruit=``, ``leaf=``, ``rootc=``…), as in
``hard:iterations=400,widen=0.5``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from multiprocessing import get_context
from typing import TypedDict

from ..model.actions import Action
from ..model.config import GameConfig
from ..model.game import new_game
from ..model.view import observe
from . import agent_seed, make_agent
from .base import Agent


def make_from_spec(spec: str, seed: int) -> Agent:
    """An agent from a spec such as ``"normal"`` or ``"hard:iterations=150,budget=none"``
    (the window builds its agents with the same :func:`make_agent`)."""
    return make_agent(spec, seed)


@dataclass(frozen=True, slots=True)
class GameJob:
    index: int
    players: int
    two_player_variant: str | None
    variants: tuple[str, ...]
    seed: int
    #: the spec playing each seat
    seats: tuple[str, ...]


@dataclass(slots=True)
class GameOutcome:
    index: int
    seats: tuple[str, ...]
    winner: int
    scores: tuple[int, ...]
    #: per seat: seconds of each decision (calls with more than one legal action)
    times: list[list[float]] = field(default_factory=list)
    #: every action of the game, in order (the window-vs-arena test compares it)
    history: tuple[Action, ...] = ()


def play_game(job: GameJob) -> GameOutcome:
    """Play one game of the arena (in a worker process)."""
    cfg = GameConfig(job.players, job.two_player_variant, frozenset(job.variants), job.seed)
    g = new_game(cfg)
    # one agent per seat for the whole game, seeded as the window seeds it (agent_seed)
    agents = [make_from_spec(spec, agent_seed(job.seed, s)) for s, spec in enumerate(job.seats)]
    times: list[list[float]] = [[] for _ in job.seats]
    while not g.is_over:
        s = g.current_seat
        legal = g.legal_actions()
        view = observe(g, s)
        t0 = time.perf_counter()
        action = agents[s].choose(view, legal)
        dt = time.perf_counter() - t0
        if len(legal) > 1:
            times[s].append(dt)
        g.apply(action)
    assert g.result is not None
    return GameOutcome(job.index, job.seats, g.result.winner, g.result.scores, times, tuple(g.history))


def schedule(agents: Sequence[str], games: int, players: int, two: str | None, variants: Sequence[str],
             seed: int) -> list[GameJob]:
    """Blocks of ``players`` games sharing a deal seed, the agents rotating through the seats."""
    if len(agents) != players:
        raise ValueError(f"give one agent per seat: {players} agents, not {len(agents)}")
    jobs = []
    for i in range(games):
        block, rot = divmod(i, players)
        seats = tuple(agents[(s - rot) % players] for s in range(players))
        jobs.append(GameJob(i, players, two, tuple(sorted(variants)), seed + block, seats))
    return jobs


class AgentRow(TypedDict):
    """One agent's line of the report (agents with the same spec pooled)."""

    agent: str
    seats: int
    games: int
    wins: int
    win_share: float
    ci95: list[float]
    parity: float
    mean_rp: float
    decisions: int
    mean_ms: float
    p95_ms: float


class Report(TypedDict):
    """The ``--json`` document of a match."""

    players: int
    two_player_variant: str | None
    variants: list[str]
    games: int
    seed: int
    agents_by_seat: list[str]
    elapsed_s: float
    results: list[AgentRow]


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    lo = 0.0 if wins == 0 else max(0.0, min(p, c - h))  # exact at the ends despite rounding
    hi = 1.0 if wins == n else min(1.0, max(p, c + h))
    return (lo, hi)


def summarize(outcomes: Sequence[GameOutcome], players: int) -> list[AgentRow]:
    labels: list[str] = []
    for o in outcomes:
        for spec in o.seats:
            if spec not in labels:
                labels.append(spec)
    rows: list[AgentRow] = []
    n = len(outcomes)
    for label in labels:
        wins = sum(1 for o in outcomes if o.seats[o.winner] == label)
        seats = sum(1 for s in outcomes[0].seats if s == label) if outcomes else 0
        rps = [o.scores[s] for o in outcomes for s, spec in enumerate(o.seats) if spec == label]
        ts = sorted(t for o in outcomes for s, spec in enumerate(o.seats) if spec == label
                    for t in o.times[s])
        lo, hi = wilson(wins, n)
        rows.append({
            "agent": label,
            "seats": seats,
            "games": n,
            "wins": wins,
            "win_share": wins / n if n else 0.0,
            "ci95": [lo, hi],
            "parity": seats / players,
            "mean_rp": sum(rps) / len(rps) if rps else 0.0,
            "decisions": len(ts),
            "mean_ms": 1000 * sum(ts) / len(ts) if ts else 0.0,
            "p95_ms": 1000 * ts[min(len(ts) - 1, math.ceil(0.95 * len(ts)) - 1)] if ts else 0.0,
        })
    return rows


def run(agents: Sequence[str], games: int, players: int, two: str | None = None,
        variants: Sequence[str] = (), seed: int = 0, jobs: int | None = None,
        progress: bool = False) -> Report:
    """Play the match and return the report (the ``--json`` document)."""
    for spec in set(agents):
        make_from_spec(spec, 0)  # fail fast on a bad spec
    work = schedule(agents, games, players, two, variants, seed)
    jobs = jobs or os.cpu_count() or 1
    t0 = time.perf_counter()
    outcomes: list[GameOutcome] = []
    if jobs == 1:
        for j in work:
            outcomes.append(play_game(j))
    else:
        with get_context("fork").Pool(jobs) as pool:
            for k, o in enumerate(pool.imap_unordered(play_game, work), 1):
                outcomes.append(o)
                if progress and k % max(1, games // 20) == 0:
                    print(f"  {k}/{games} games, {time.perf_counter() - t0:.0f} s", file=sys.stderr)
    outcomes.sort(key=lambda o: o.index)
    return {
        "players": players,
        "two_player_variant": two,
        "variants": sorted(variants),
        "games": games,
        "seed": seed,
        "agents_by_seat": list(agents),
        "elapsed_s": time.perf_counter() - t0,
        "results": summarize(outcomes, players),
    }


def format_report(rep: Report) -> str:
    two = rep["two_player_variant"]
    mode = f"{rep['players']} players" + (f", {two}" if two else "")
    cards = ", ".join(rep["variants"]) or "none"
    lines = [f"{mode}; variant cards: {cards}; {rep['games']} games; seed {rep['seed']}; "
             f"{rep['elapsed_s']:.0f} s",
             f"{'agent':<28} {'seats':>5} {'wins':>5} {'win share':>9} {'95% interval':>15} {'parity':>6} "
             f"{'mean RP':>7} {'decisions':>9} {'mean ms':>8} {'p95 ms':>8}"]
    for r in rep["results"]:
        lo, hi = r["ci95"]
        lines.append(f"{r['agent']:<28} {r['seats']:>5} {r['wins']:>5} {100 * r['win_share']:>8.1f}% "
                     f"{100 * lo:>6.1f}–{100 * hi:>5.1f}% {100 * r['parity']:>5.0f}% {r['mean_rp']:>7.1f} "
                     f"{r['decisions']:>9} {r['mean_ms']:>8.1f} {r['p95_ms']:>8.1f}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m joraku_desktop.ai.arena", description=__doc__.split("\n")[0])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--variant", choices=["R-V7", "R-V8"], default=None, help="two-player variant")
    p.add_argument("--cards", default="", help="variant cards, comma-separated (e.g. R-V1,R-V3)")
    p.add_argument("--agents", nargs="+", required=True, help="one agent spec per seat")
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--seed", type=int, default=0, help="first deal seed")
    p.add_argument("--jobs", type=int, default=0, help="worker processes (default: all cores)")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("--progress", action="store_true", help="report progress on stderr")
    a = p.parse_args(argv)
    variants = [v.strip() for v in a.cards.split(",") if v.strip()]
    try:
        rep = run(a.agents, a.games, a.players, a.variant, variants, a.seed, a.jobs or None, a.progress)
    except ValueError as exc:
        p.error(str(exc))
    print(json.dumps(rep, indent=2) if a.json else format_report(rep))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
