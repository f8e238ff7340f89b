"""How much stronger the search gets with more thought: win share against simulations.

    python scripts/scaling_curve.py --players 4 --base 40 --sims 25 50 100 200 400 800 \
        --games 200 --seed 700000 --jobs 1 --out docs/images/scaling-4p

For every count N of ``--sims`` it plays an arena match (``joraku_desktop.ai.arena``: shared
deals, every seat in turn, agents seeded as the window seeds them) of ``hard:iterations=N``
against ``players - 1`` copies of ``hard:iterations=<base>``, and prints the win share of the
N-simulation player with its 95% Wilson interval. Results are kept in ``<out>.json`` as they
come (an interrupted run goes on where it stopped; ``--fresh`` starts over); at the end it
writes the table as ``<out>.md`` and the chart as ``<out>.png`` (drawn with Qt, offscreen).
``--spec`` plays another search level or settings instead of ``hard`` (e.g. ``expert`` or
``hard:c=1.5``). Everything is iteration-capped, so the figures do not depend on the machine.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import sys
from pathlib import Path
from typing import Any

from joraku_desktop.ai.arena import Report, run


def _spec(base_spec: str, sims: int) -> str:
    level, _, opts = base_spec.partition(":")
    return f"{level}:iterations={sims}" + (f",{opts}" if opts else "")


def measure(args: argparse.Namespace) -> dict[str, Any]:
    store = Path(f"{args.out}.json")
    data: dict[str, Any] = {}
    if store.exists() and not args.fresh:
        data = json.loads(store.read_text())
    key = (f"{args.players}p {args.variant or 'base'} base={args.base} spec={args.spec} games={args.games} "
           f"seed={args.seed}")
    points: dict[str, Any] = data.setdefault(key, {})
    base = _spec(args.spec, args.base)
    for n in args.sims:
        if str(n) in points:
            continue
        if n == args.base:  # the same player in every seat wins its parity share by symmetry
            parity = 1 / args.players
            points[str(n)] = {"wins": None, "games": 0, "win_share": parity, "ci95": [parity, parity],
                              "p95_ms": None, "elapsed_s": 0.0}
            continue
        me = _spec(args.spec, n)
        rep: Report = run([me] + [base] * (args.players - 1), args.games, args.players, args.variant, (),
                          args.seed, args.jobs, progress=True)
        row = next(r for r in rep["results"] if r["agent"] == me)
        points[str(n)] = {"wins": row["wins"], "games": row["games"], "win_share": row["win_share"],
                          "ci95": row["ci95"], "p95_ms": row["p95_ms"], "elapsed_s": rep["elapsed_s"]}
        store.parent.mkdir(parents=True, exist_ok=True)
        store.write_text(json.dumps(data, indent=1))
        print(f"{me}: {100 * row['win_share']:.1f}% ({100 * row['ci95'][0]:.1f}–{100 * row['ci95'][1]:.1f}) "
              f"over {row['games']} games, {rep['elapsed_s']:.0f} s", flush=True)
    store.parent.mkdir(parents=True, exist_ok=True)
    store.write_text(json.dumps(data, indent=1))
    return {"title": key, "points": points}


def table(args: argparse.Namespace, result: dict[str, Any]) -> str:
    mode = f"{args.players} players" + (f", {args.variant}" if args.variant else "")
    lines = [f"{mode}: `{_spec(args.spec, 0).replace(':iterations=0', '')}` with N simulations against "
             f"{args.players - 1} × {args.base} simulations; {args.games} games per point, deal seeds from "
             f"{args.seed}; parity {100 / args.players:.0f}%",
             "",
             "| simulations | × base | win share | 95% interval | games | p95 ms |",
             "|---:|---:|---:|---:|---:|---:|"]
    for n in args.sims:
        p = result["points"][str(n)]
        lo, hi = p["ci95"]
        games = p["games"] or "—"
        p95 = f"{p['p95_ms']:.0f}" if p["p95_ms"] is not None else "—"
        share, interval = f"{100 * p['win_share']:.1f}%", f"{100 * lo:.1f}–{100 * hi:.1f}%"
        lines.append(f"| {n} | {n / args.base:g} | {share} | {interval} | {games} | {p95} |")
    return "\n".join(lines)


def chart(args: argparse.Namespace, result: dict[str, Any], path: Path) -> None:
    """A PNG: win share (with its interval) against log2 simulations, the parity line."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPen

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    w, h = 900, 560
    left, right, top, bottom = 80, 70, 60, 70  # room on the right for the last point's label
    img = QImage(w, h, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    font.setPixelSize(14)
    p.setFont(font)
    sims = list(args.sims)
    lo_x, hi_x = math.log2(min(sims)), math.log2(max(sims))
    parity = 1 / args.players
    top_y = max(0.5, min(1.0, max(result["points"][str(n)]["ci95"][1] for n in sims) + 0.05))

    def xy(n: float, share: float) -> QPointF:
        fx = (math.log2(n) - lo_x) / max(1e-9, hi_x - lo_x)
        return QPointF(left + fx * (w - left - right), top + (1 - share / top_y) * (h - top - bottom))

    p.setPen(QPen(QColor("#999999"), 1))
    for tick in range(0, int(top_y * 100) + 1, 10):
        y = xy(sims[0], tick / 100).y()
        p.drawLine(QPointF(left, y), QPointF(w - right, y))
        right_middle = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        p.drawText(QRectF(0, y - 10, left - 8, 20), right_middle, f"{tick}%")
    for n in sims:
        pt = xy(n, 0)
        p.drawText(QRectF(pt.x() - 40, h - bottom + 8, 80, 20), Qt.AlignmentFlag.AlignCenter, str(n))
    p.setPen(QPen(QColor("#cc3333"), 2, Qt.PenStyle.DashLine))
    p.drawLine(xy(sims[0], parity), xy(sims[-1], parity))
    end = xy(sims[-1], parity)  # under the line's right end, clear of the points' labels
    p.drawText(QRectF(end.x() - 160, end.y() + 4, 160, 20), Qt.AlignmentFlag.AlignRight,
               f"parity {100 * parity:.0f}%")
    blue = QColor("#1f4e99")
    p.setPen(QPen(blue, 2))
    centres = [xy(n, result["points"][str(n)]["win_share"]) for n in sims]
    for a, b in itertools.pairwise(centres):  # the line first: the labels go over it
        p.drawLine(a, b)
    for n, c in zip(sims, centres, strict=True):
        pt = result["points"][str(n)]
        lo, hi = pt["ci95"]
        p.drawLine(xy(n, lo), xy(n, hi))
        p.drawLine(xy(n, lo) + QPointF(-5, 0), xy(n, lo) + QPointF(5, 0))
        p.drawLine(xy(n, hi) + QPointF(-5, 0), xy(n, hi) + QPointF(5, 0))
        p.setBrush(blue)
        p.drawEllipse(c, 5, 5)
        label = QRectF(c.x() + 7, c.y() - 25, 46, 18)
        p.fillRect(label, QColor(255, 255, 255, 230))
        p.drawText(label, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   f"{100 * pt['win_share']:.1f}%")
    p.setPen(QPen(QColor("black"), 1))
    mode = f"{args.players} players" + (f", {args.variant}" if args.variant else "")
    p.drawText(QRectF(0, 10, w, 24), Qt.AlignmentFlag.AlignCenter,
               f"{args.spec} with N simulations vs {args.players - 1} × {args.base} ({mode}, "
               f"{args.games} games per point, 95% intervals)")
    p.drawText(QRectF(0, h - 30, w, 24), Qt.AlignmentFlag.AlignCenter, "simulations per card (log scale)")
    p.save()
    p.rotate(-90)
    p.drawText(QRectF(-h / 2 - 100, 8, 200, 24), Qt.AlignmentFlag.AlignCenter, "games won")
    p.restore()
    p.end()
    path.parent.mkdir(parents=True, exist_ok=True)
    img.save(str(path))
    del app


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--variant", choices=["R-V7", "R-V8"], default=None)
    ap.add_argument("--spec", default="hard", help="the search level and settings (default: hard)")
    ap.add_argument("--base", type=int, default=40, help="the opponents' simulations (1×)")
    ap.add_argument("--sims", type=int, nargs="+", default=[25, 50, 100, 200, 400, 800])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=700000)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", default="scaling")
    ap.add_argument("--fresh", action="store_true", help="forget the results kept in <out>.json")
    args = ap.parse_args(argv)
    if args.variant:
        args.players = 2
    result = measure(args)
    md = table(args, result)
    Path(f"{args.out}.md").write_text(md + "\n")
    chart(args, result, Path(f"{args.out}.png"))
    print(md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
