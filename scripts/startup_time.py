"""Start-up time against Qt's floor: the game's way to a drawn table with a new game, divided by a
Qt hello world's way to a drawn label, both measured from outside as whole processes.

    python scripts/startup_time.py                                  # this tree, 9 interleaved pairs
    python scripts/startup_time.py --tree /path/to/old --tree .     # several trees in one run
    python scripts/startup_time.py --pairs 15

Each run is a fresh process (``scripts/startup_probe.py``) that ends at its window's first paint:
the game runs its real ``main(["--new"])`` (settings, fonts, translations, the window, a dealt new
game, the New game dialog over it) until the table is painted; the hello world shows one
``QLabel``. Offscreen (``QT_QPA_PLATFORM=offscreen``), bytecode compiled beforehand, in a
scratch data folder whose first start (the "Learn to play?" offer) is spent on a warm-up run. The
runs are interleaved (hello, game, hello, game ...; several trees take turns) so a change in the
machine's load touches all alike; the medians and their ratio are printed. The processes' CPU
time (user + system) is printed beside: on a busy machine the wall clock waits for the cores,
the CPU time does not, so its ratio shows whether a change in the wall-clock ratio is the game's.

Where the time goes: ``python -X importtime -c "import joraku_desktop.app"`` (docs/startup.md).
"""

from __future__ import annotations

import argparse
import compileall
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _env(tree: Path | None, data: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JORAKU_", "QT_", "XDG_"))}
    env.update(QT_QPA_PLATFORM="offscreen", JORAKU_DATA_DIR=str(data), HOME=str(data), LANG="C.UTF-8",
               JORAKU_PROBE="game" if tree else "hello",
               PYTHONPATH=os.pathsep.join([*([str(tree)] if tree else []), str(HERE)]))
    return env


def _cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def run_once(tree: Path | None, data: Path) -> tuple[float, float]:
    """Seconds from starting the process to its window's first paint (the process ends there),
    and the CPU seconds the process used."""
    c0, t0 = _cpu(), time.perf_counter()
    r = subprocess.run([sys.executable, "-c", "import startup_probe"], env=_env(tree, data),
                       cwd=data, capture_output=True, text=True, timeout=120)
    elapsed, cpu = time.perf_counter() - t0, _cpu() - c0
    if r.returncode != 0:
        raise SystemExit(f"{tree or 'hello world'}: exit {r.returncode}\n{r.stderr[-3000:]}")
    return elapsed, cpu


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tree", type=Path, action="append",
                   help="a checkout to measure (repeat to compare; default: this one)")
    p.add_argument("--pairs", type=int, default=9, help="runs of each, interleaved")
    args = p.parse_args(argv)
    trees = [t.resolve() for t in (args.tree or [HERE.parent])]
    with tempfile.TemporaryDirectory(prefix="joraku-startup-") as tmp:
        folders = {}
        for i, tree in enumerate(trees):
            compileall.compile_dir(tree / "joraku_desktop", quiet=1)
            folders[tree] = Path(tmp) / f"tree{i}"
            folders[tree].mkdir()
            run_once(tree, folders[tree])  # first start: the tutorial offer, and any cache warming
        compileall.compile_file(HERE / "startup_probe.py", quiet=1)
        hello_dir = Path(tmp) / "hello"
        hello_dir.mkdir()
        run_once(None, hello_dir)
        hello: list[tuple[float, float]] = []
        game: dict[Path, list[tuple[float, float]]] = {t: [] for t in trees}
        for r in range(args.pairs):
            order = trees if r % 2 == 0 else trees[::-1]
            hello.append(run_once(None, hello_dir))
            for tree in order:
                game[tree].append(run_once(tree, folders[tree]))
    floor = statistics.median(w for w, _c in hello)
    floor_cpu = statistics.median(c for _w, c in hello)
    walls = [w for w, _c in hello]
    print(f"start-up to the first paint, offscreen, median of {args.pairs} interleaved runs each")
    print(f"  Qt hello world (one QLabel): {floor:.3f} s (range {min(walls):.3f}-{max(walls):.3f}), "
          f"CPU {floor_cpu:.3f} s")
    for tree in trees:
        walls = [w for w, _c in game[tree]]
        med, cpu = statistics.median(walls), statistics.median(c for _w, c in game[tree])
        print(f"  {tree}: {med:.3f} s (range {min(walls):.3f}-{max(walls):.3f}), ratio {med / floor:.2f}; "
              f"CPU {cpu:.3f} s, ratio {cpu / floor_cpu:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
