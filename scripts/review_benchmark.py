"""Does the game review tell good play from bad? Reviews of Random, Easy, Normal and Hard.

    nice -n 10 python scripts/review_benchmark.py --games 12 --seed 36000 --jobs 2 --out games.jsonl
    python scripts/review_benchmark.py --summarise --out games.jsonl

Plays ``--games`` four-player games on fresh deal seeds (``--seed``, ``--seed`` + 1, …) with
the seats Random, Easy, Normal and Hard (``--hard``, by default ``hard:iterations=450``, about
what the window's Hard runs in its second, without the clock), the levels rotating through the
seats from game to game, then reviews every seat of every game with the review's budget
(``--iterations``, ``--deals``: the defaults are the game's). It prints, per level, the mean RP
lost per decision over the games (each game's seat counted once) with its 95% interval
(Student's t over the games), the mistakes and blunders per game, and whether neighbouring
levels' intervals overlap; then the seconds a one-seat review took (the player's wait).
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import statistics
import sys
import time
from multiprocessing import get_context
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from joraku_desktop.ai import agent_seed, make_agent
from joraku_desktop.model.config import GameConfig
from joraku_desktop.model.game import new_game
from joraku_desktop.model.view import observe
from joraku_desktop.review.analysis import DEFAULT_BUDGET, ReviewBudget, review_game

LEVELS = ("random", "easy", "normal", "hard")
#: Student's t at 97.5% for 1..30 degrees of freedom (then 1.96)
T975 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145,
        2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048,
        2.045, 2.042)


class SeatResult(NamedTuple):
    level: str
    decisions: int
    rp_lost: float
    mistakes: int
    blunders: int
    seconds: float


class Job(NamedTuple):
    index: int
    seed: int
    specs: tuple[str, ...]
    budget: ReviewBudget


def one_game(job: Job) -> list[SeatResult]:
    g = new_game(GameConfig(4, None, frozenset(), job.seed))
    agents = [make_agent(s, agent_seed(job.seed, i)) for i, s in enumerate(job.specs)]
    while not g.is_over:
        s = g.current_seat
        g.apply(agents[s].choose(observe(g, s), g.legal_actions()))
    out = []
    for seat, spec in enumerate(job.specs):
        t0 = time.perf_counter()
        review = review_game(g, [seat], job.budget, seed=job.seed)
        dt = time.perf_counter() - t0
        sm = review.summary(seat)
        out.append(SeatResult(spec.partition(":")[0], sm.decisions, sm.rp_lost, sm.mistakes, sm.blunders, dt))
    return out


def interval(xs: list[float]) -> tuple[float, float, float]:
    """The mean and its 95% interval (Student's t)."""
    m = statistics.fmean(xs)
    if len(xs) < 2:
        return m, math.nan, math.nan
    t = T975[len(xs) - 2] if len(xs) - 1 <= len(T975) else 1.96
    half = t * statistics.stdev(xs) / math.sqrt(len(xs))
    return m, m - half, m + half


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=12)
    p.add_argument("--seed", type=int, default=36000)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--hard", default="hard:iterations=450")
    p.add_argument("--iterations", type=int, default=DEFAULT_BUDGET.iterations)
    p.add_argument("--deals", type=int, default=DEFAULT_BUDGET.deals)
    p.add_argument("--json", action="store_true")
    p.add_argument("--out", type=Path, help="append each game's seats here as it ends (JSON lines), so a run "
                                            "stopped early still counts; with --summarise, read them instead")
    p.add_argument("--summarise", action="store_true", help="only summarise the games in --out")
    a = p.parse_args()
    budget = ReviewBudget(a.iterations, a.deals)
    specs = ("random", "easy", "normal", a.hard)
    jobs = [Job(i, a.seed + i, tuple(specs[(s - i) % 4] for s in range(4)), budget) for i in range(a.games)]
    start = time.perf_counter()
    results: list[SeatResult] = []
    if a.summarise:
        if a.out is None:
            p.error("--summarise reads --out")
        for line in a.out.read_text(encoding="utf-8").splitlines():
            results.extend(SeatResult(*row) for row in json.loads(line))
        a.games = len(results) // 4
    else:
        with get_context("spawn").Pool(max(1, a.jobs)) as pool:
            for k, rows in enumerate(pool.imap_unordered(one_game, jobs), start=1):
                results.extend(rows)
                if a.out is not None:
                    with a.out.open("a", encoding="utf-8") as f:
                        f.write(json.dumps([list(r) for r in rows]) + "\n")
                print(f"\r{k}/{a.games} games reviewed, {time.perf_counter() - start:.0f} s", end="",
                      file=sys.stderr, flush=True)
        print(file=sys.stderr)
    report: dict[str, object] = {"games": a.games, "seed": a.seed, "hard": a.hard, "iterations": a.iterations,
                                 "deals": a.deals, "elapsed_s": round(time.perf_counter() - start, 1)}
    rows = []
    for level in LEVELS:
        mine = [r for r in results if r.level == level]
        rates = [r.rp_lost / r.decisions for r in mine if r.decisions]
        m, lo, hi = interval(rates)
        rows.append({"level": level, "seats": len(mine), "decisions": sum(r.decisions for r in mine),
                     "rp_lost_per_decision": round(m, 3), "ci95": [round(lo, 3), round(hi, 3)],
                     "mistakes_per_game": round(statistics.fmean(r.mistakes for r in mine), 2),
                     "blunders_per_game": round(statistics.fmean(r.blunders for r in mine), 2)})
    report["levels"] = rows
    apart = []
    for x, y in itertools.pairwise(rows):
        lo_x = x["ci95"][0]  # type: ignore[index]
        hi_y = y["ci95"][1]  # type: ignore[index]
        apart.append({"pair": f"{x['level']} > {y['level']}", "separated": bool(lo_x > hi_y)})
    report["neighbours"] = apart
    secs = sorted(r.seconds for r in results)
    report["one_seat_review_s"] = {"mean": round(statistics.fmean(secs), 1), "max": round(secs[-1], 1)}
    if a.json:
        print(json.dumps(report, indent=1))
        return 0
    if a.summarise:
        print(f"{a.games} games read from {a.out}")
    else:
        print(f"{a.games} games, seed {a.seed}, review budget {a.iterations} simulations + {a.deals} deals, "
              f"{report['elapsed_s']} s")
    for r in rows:
        lo, hi = r["ci95"]  # type: ignore[misc]
        print(f"{r['level']:>7}: {r['rp_lost_per_decision']:.3f} RP lost per decision "
              f"(95% {lo:.3f}-{hi:.3f}), "
              f"{r['mistakes_per_game']} mistakes and {r['blunders_per_game']} blunders a game, "
              f"{r['decisions']} decisions")
    for n in apart:
        print(f"{n['pair']}: {'separated' if n['separated'] else 'intervals overlap'}")
    print(f"one-seat review: {report['one_seat_review_s']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
