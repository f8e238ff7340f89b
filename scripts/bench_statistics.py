#!/usr/bin/env python3
"""How fast, and in how much memory, the Statistics window opens over a large record.

    .venv/bin/python scripts/bench_statistics.py                  # 100,000 games
    .venv/bin/python scripts/bench_statistics.py --games 20000 --keep /tmp/rec

Builds a record of ``--games`` finished games (plausible 2-4 player games: seats, armies, RP by
round and source, some tie-breaks) straight into SQLite through the game's own schema, then, in a
fresh process each time, opens the real main window offscreen and measures from the click on
Game → Statistics… to the figures and the first page of past games on screen, twice: once after
the record's check that start-up runs in the background (``PRAGMA quick_check``), and once with
the first open doing that check itself; the longest time the GUI thread did not answer meanwhile,
and the process's peak RSS. docs/record.md has figures.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

LEVELS = ("easy", "normal", "hard")
MODES = ((4, "4p"), (3, "3p"), (2, "R-V7"), (2, "R-V8"))
NAMES = ("Ann", "Kim", "Oda", "Mei")


def build(path: Path, games: int, seed: int = 1) -> None:
    """A record of ``games`` games at ``path`` (made through the game's schema, filled in bulk)."""
    from joraku_desktop.record import RecordBook

    if path.exists():
        path.unlink()
    RecordBook.open(path)
    rng = random.Random(seed)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA synchronous = OFF")
    db.execute("BEGIN")
    g_rows, s_rows, a_rows, r_rows, t_rows = [], [], [], [], []
    for gid in range(1, games + 1):
        players, mode = rng.choice(MODES)
        day = f"20{20 + gid * 8 // games:02d}-{1 + gid % 12:02d}-{1 + gid % 28:02d}"
        when = f"{day}T{gid % 24:02d}:{gid % 60:02d}:00+00:00"
        scores = [rng.randrange(5, 70) for _ in range(players)]
        ranking = sorted(range(players), key=lambda s: -scores[s])
        human = {0} if rng.random() < 0.9 else {0, 1}
        level = rng.choice(LEVELS)
        g_rows.append((gid, f"k{gid:08d}", when, mode, players, "R-V1 R-V4" if gid % 5 == 0 else "",
                       str(rng.randrange(10**9)), ranking[0], gid % 7 == 0, rng.randrange(150, 400),
                       f"/home/player/.local/share/JorakuDesktop/finished/{gid}.joraku.json", "0.1.0"))
        for s in range(players):
            kind = "human" if s in human else "computer"
            s_rows.append((gid, s, NAMES[s] if kind == "human" else f"Computer {s}", kind,
                           None if kind == "human" else level, scores[s], ranking.index(s) + 1))
        armies = 4 if mode == "R-V7" else players + (1 if mode == "R-V8" else 0)
        for a in range(armies):
            a_rows.append((gid, a, -1 if a >= players and mode == "R-V8" else a % players, rng.randrange(60),
                           rng.randrange(12)))
            for rnd in (1, 2, 3):
                for src in ("kachidoki", "prestige"):
                    r_rows.append((gid, a, rnd, src, rng.randrange(1, 9)))
        if gid % 11 == 0:
            t_rows.append((gid, 0, "higher_daimyo_card", ranking[0], ranking[1], scores[ranking[0]], 9, 4))
        if len(r_rows) > 200_000 or gid == games:
            db.executemany("INSERT INTO games VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", g_rows)
            db.executemany("INSERT INTO seats VALUES (?,?,?,?,?,?,?)", s_rows)
            db.executemany("INSERT INTO armies VALUES (?,?,?,?,?)", a_rows)
            db.executemany("INSERT INTO rp VALUES (?,?,?,?,?)", r_rows)
            db.executemany("INSERT INTO tiebreaks VALUES (?,?,?,?,?,?,?,?)", t_rows)
            g_rows, s_rows, a_rows, r_rows, t_rows = [], [], [], [], []
    db.execute("COMMIT")
    db.close()


_MEASURE = r"""
import json, os, resource, sys, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from joraku_desktop.app import load_fonts
from joraku_desktop.settings import Settings
from joraku_desktop.views.windows.main_window import MainWindow
from joraku_desktop.views.windows.window_registry import WindowName

def rss_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

app = QApplication([])
load_fonts()
w = MainWindow(Settings(speed="instant"))
w.resize(1600, 1000)
w.show()
app.processEvents()
before = rss_mb()
gaps, last = [0.0], [time.monotonic()]
def tick():
    now = time.monotonic()
    gaps[0] = max(gaps[0], now - last[0])
    last[0] = now
beat = QTimer(); beat.setInterval(10); beat.timeout.connect(tick); beat.start()
out = {"rss_before_mb": round(before)}
if os.environ.get("BENCH_WARM"):  # what start-up does a moment after the window shows
    t0 = time.perf_counter()
    w.recorder.prepare()
    w.recorder.wait_idle(60)
    out["record_check_s"] = round(time.perf_counter() - t0, 3)
for name in ("first_open_s", "second_open_s"):
    gaps[0], last[0] = 0.0, time.monotonic()
    t0 = time.perf_counter()
    stats = w.windows.show(WindowName.STATISTICS)
    while stats.reading:
        app.processEvents()
        time.sleep(0.001)
    app.processEvents()
    out[name] = round(time.perf_counter() - t0, 3)
    out[name.replace("open_s", "longest_freeze_s")] = round(gaps[0], 3)
    out["games_tile"] = stats.tiles["games"].text()
    out["rows_listed"] = stats.games.rowCount()
    stats.close()
    app.processEvents()
out["peak_rss_mb"] = round(rss_mb())
w.controller.shutdown()
print(json.dumps(out))
"""


def measure(data: Path, warm: bool) -> dict[str, object]:
    env = {**os.environ, "JORAKU_DATA_DIR": str(data), "QT_QPA_PLATFORM": "offscreen"}
    if warm:
        env["BENCH_WARM"] = "1"
    done = subprocess.run([sys.executable, "-c", _MEASURE], env=env, capture_output=True, text=True,
                          timeout=600, cwd=ROOT)
    if done.returncode != 0:
        raise SystemExit(done.stderr[-2000:])
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=3, help="fresh processes measured")
    parser.add_argument("--keep", type=Path, default=None, help="data folder to build in and keep")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-statistics-") as tmp:
        data = args.keep or Path(tmp)
        data.mkdir(parents=True, exist_ok=True)
        record = data / "record.sqlite3"
        t0 = time.perf_counter()
        build(record, args.games)
        print(f"built {args.games:,} games in {time.perf_counter() - t0:.1f} s: "
              f"{record.stat().st_size / 2**20:.0f} MB")
        for run in range(1, args.runs + 1):
            print(f"run {run}, record checked at start-up: {json.dumps(measure(data, warm=True))}")
            print(f"run {run}, record checked by the first open: {json.dumps(measure(data, warm=False))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
