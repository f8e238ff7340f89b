"""Fit the search's estimate of the rounds still to play to how whole games end.

    python scripts/fit_leaf.py --games 1500 --seed 800000 --jobs 2 \
        --write joraku_desktop/ai/leaf_weights.py

Plays ``--games`` games per mode (4p, 3p, R-V7, R-V8) with Normal in every seat (or the arena
spec ``--agent``, e.g. ``hard:iterations=200`` for the search's own games), and at the
start of rounds 2 and 3 records every army's terms (:func:`joraku_desktop.ai.leaf.features`),
its RP then and its RP at the end. Per mode and round it fits, by least squares, the RP still
to come to the terms. Only differences between the armies of one game matter to the search
(a seat's utility is its value against its rivals), so every quantity is taken relative to the
mean of its game's armies, which also removes what all armies of a game share.

The games are split: the first 80% fit, the last 20% judge. For the judged games it prints,
per mode and round, how far the fitted estimate and the evaluator's own weights miss the RP
each army scored (relative to its game; root mean square), and how often the army each
estimate ranks first is the one that ends with the most RP; and the same for the RP alone
(no estimate of the rounds to come), the yardstick both must beat.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from multiprocessing import get_context
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from joraku_desktop.ai import agent_seed, make_agent
from joraku_desktop.ai.evaluate import army_values, make_context
from joraku_desktop.ai.leaf import TERMS, features
from joraku_desktop.model.actions import NEUTRAL
from joraku_desktop.model.config import GameConfig
from joraku_desktop.model.game import new_game
from joraku_desktop.model.phases import Mode
from joraku_desktop.model.view import observe

MODES = {"4p": (4, None), "3p": (3, None), "R-V7": (2, "R-V7"), "R-V8": (2, "R-V8")}
#: one army at one round start: (terms by name, RP then, RP at the end, the evaluator's value)
Sample = tuple[dict[str, float], float, float, float]


def play(job: tuple[str, int, str]) -> dict[int, list[Sample]]:
    """One game of ``mode`` with ``spec`` in every seat; the samples of its armies at the start
    of rounds 2 and 3."""
    mode, seed, spec = job
    players, two = MODES[mode]
    g = new_game(GameConfig(players, two, frozenset(), seed))
    agents = [make_agent(spec, agent_seed(seed, s)) for s in range(players)]
    seven = g.mode == Mode.V7
    scoring = [a for a in g.armies if a != NEUTRAL]
    seen: dict[int, list[tuple[dict[str, float], float, float]]] = {}
    while not g.is_over:
        if g.round > 1 and g.round not in seen:
            base = make_context(g.armies, g.owner, g.players, g.config.variants, g.round, 0,
                                g.skirmishes_per_round, seven)
            terms = features(base, g.round, g.board)
            old = army_values(base, g.board)
            seen[g.round] = [({t: v[a] for t, v in terms.items()}, float(g.board.rp[a]), old[a])
                             for a in scoring]
        s = g.current_seat
        g.apply(agents[s].choose(observe(g, s), g.legal_actions()))
    final = [float(g.board.rp[a]) for a in scoring]
    return {r: [(t, rp, final[i], old) for i, (t, rp, old) in enumerate(rows)] for r, rows in seen.items()}


def centred(games: list[list[Sample]], names: list[str]) -> tuple[list[list[float]], list[float]]:
    """Rows of terms and RP to come, each relative to the mean of its game's armies."""
    xs: list[list[float]] = []
    ys: list[float] = []
    for rows in games:
        n = len(rows)
        mx = [sum(r[0].get(t, 0.0) for r in rows) / n for t in names]
        my = sum(r[2] - r[1] for r in rows) / n
        for terms, rp, end, _old in rows:
            xs.append([terms.get(t, 0.0) - m for t, m in zip(names, mx, strict=True)])
            ys.append(end - rp - my)
    return xs, ys


def least_squares(xs: list[list[float]], ys: list[float], ridge: float = 1e-6) -> list[float]:
    """The weights minimising the squared error (normal equations, Gauss-Jordan)."""
    k = len(xs[0])
    a = [[sum(x[i] * x[j] for x in xs) + (ridge if i == j else 0.0) for j in range(k)]
         + [sum(x[i] * y for x, y in zip(xs, ys, strict=True))] for i in range(k)]
    for c in range(k):
        p = max(range(c, k), key=lambda r: abs(a[r][c]))
        a[c], a[p] = a[p], a[c]
        for r in range(k):
            if r != c and a[c][c]:
                f = a[r][c] / a[c][c]
                a[r] = [u - f * v for u, v in zip(a[r], a[c], strict=True)]
    return [a[i][k] / a[i][i] if a[i][i] else 0.0 for i in range(k)]


def judge(games: list[list[Sample]], predict: list[list[float]]) -> tuple[float, float]:
    """(root mean square miss of the relative RP to come, share of games whose predicted
    leader ends with the most RP) for predicted final values per army."""
    se, n, hits = 0.0, 0, 0
    for rows, pred in zip(games, predict, strict=True):
        finals = [r[2] for r in rows]
        mf = sum(finals) / len(finals)
        mp = sum(pred) / len(pred)
        for f, p in zip(finals, pred, strict=True):
            se += ((f - mf) - (p - mp)) ** 2
            n += 1
        hits += max(range(len(rows)), key=pred.__getitem__) == max(range(len(rows)), key=finals.__getitem__)
    return math.sqrt(se / max(1, n)), hits / max(1, len(games))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1500, help="games per mode")
    ap.add_argument("--seed", type=int, default=800000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--modes", nargs="+", default=list(MODES), choices=list(MODES))
    ap.add_argument("--agent", default="normal", help="the arena spec playing every seat")
    ap.add_argument("--write", type=Path, help="write the weights as this Python module")
    args = ap.parse_args(argv)
    table: dict[str, dict[int, dict[str, float]]] = {}
    t0 = time.time()
    with get_context("spawn").Pool(args.jobs) as pool:
        for mode in args.modes:
            results = pool.map(play, [(mode, args.seed + i, args.agent) for i in range(args.games)],
                               chunksize=1 if args.agent != "normal" else 8)
            cut = int(len(results) * 0.8)
            table[mode] = {}
            for r in (2, 3):
                names = [t for t in TERMS if t in results[0][r][0][0]]
                fit_games = [res[r] for res in results[:cut]]
                test_games = [res[r] for res in results[cut:]]
                w = least_squares(*centred(fit_games, names))
                weights = dict(zip(names, w, strict=True))
                table[mode][r] = {t: round(v, 4) for t, v in weights.items()}
                fitted = [[rp + sum(weights[t] * terms[t] for t in names) for terms, rp, _e, _o in rows]
                          for rows in test_games]
                old = [[o for _t, _rp, _e, o in rows] for rows in test_games]
                rms_new, lead_new = judge(test_games, fitted)
                rms_old, lead_old = judge(test_games, old)
                rms_rp, lead_rp = judge(test_games, [[rp for _t, rp, _e, _o in rows] for rows in test_games])
                shown = ", ".join(f"{t} {v:+.3f}" for t, v in weights.items())
                print(f"{mode} round {r}: {shown}")
                print(f"    judged on {len(test_games)} games: miss {rms_old:.2f} -> {rms_new:.2f} RP (rms), "
                      f"leader right {lead_old:.1%} -> {lead_new:.1%} (the RP alone: miss {rms_rp:.2f}, "
                      f"leader right {lead_rp:.1%})", flush=True)
    print(f"{sum(len(v) for v in table.values())} fits in {time.time() - t0:.0f} s")
    if args.write:
        write(args.write, table, args)
    return 0


def write(path: Path, table: dict[str, dict[int, dict[str, float]]], args: argparse.Namespace) -> None:
    lines = ['"""The fitted weights of the search\'s estimate of the rounds to come (:mod:`.leaf`).',
             "",
             f"Written by ``scripts/fit_leaf.py --games {args.games} --seed {args.seed}``; by mode, then",
             'by the round whose start the estimate is made at. Data: run the script again, do not edit.'
             + ("" if args.agent == "normal" else f"\nThe games: ``--agent {args.agent}`` in every seat.")
             + '"""',
             "",
             "LEAF_WEIGHTS: dict[str, dict[int, dict[str, float]]] = {"]
    for mode, rounds in table.items():
        lines.append(f"    {mode!r}: {{")
        for r, w in rounds.items():
            lines.append(f"        {r}: {{")
            lines.extend(f"            {t!r}: {v!r}," for t, v in w.items())
            lines.append("        },")
        lines.append("    },")
    lines.append("}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    raise SystemExit(main())
