"""Double starts: the game started twice 0-0.4 s apart on one profile must open one window.

    python scripts/double_start.py --trials 20      # prints the one-window figure (POSIX, offscreen)

Each trial uses a fresh data folder: a first ``python -m joraku_desktop --new``, then after a
random delay of 0 to 0.4 s a second one (a double double-click). Whichever reaches the lock
second must bring the other forward and exit ("already open"), not open a window of its own
(copy 2). A trial is *one window* when one of the two exited 0 saying so within 30 s while the
other plays on, and the log names no copy 2.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def _start(data: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "JORAKU_DATA_DIR": str(data), "QT_QPA_PLATFORM": "offscreen",
           "JORAKU_CONFIG_DIR": str(data / "config")}
    env.pop("JORAKU_LOG_DIR", None)
    return subprocess.Popen([sys.executable, "-m", "joraku_desktop", "--new"], env=env, text=True,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def _log(data: Path) -> str:
    path = data / "logs" / "joraku.log"
    return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""


def trial(delay_s: float) -> tuple[bool, str]:
    """One double start; (one window, what happened)."""
    with tempfile.TemporaryDirectory(prefix="joraku-double-") as tmp:
        data = Path(tmp) / "data"
        data.mkdir()
        first = _start(data)
        time.sleep(delay_s)
        second = _start(data)
        try:
            end = time.monotonic() + 30
            while time.monotonic() < end and first.poll() is None and second.poll() is None:
                time.sleep(0.05)
            done = [p for p in (first, second) if p.poll() is not None]
            exited = False
            if len(done) == 1:
                _out, err = done[0].communicate(timeout=10)
                exited = done[0].returncode == 0 and "already open" in err
            log = _log(data)
            one = exited and "copy 2 " not in log
            how = ("forwarded" if one else "copy 2" if "copy 2 " in log
                   else "both still running" if not done else "an exit that was not a forward")
            return one, how
        finally:
            for p in (first, second):
                if p.poll() is None:
                    p.kill()
                p.communicate(timeout=30)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-delay", type=float, default=0.4)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    ones = 0
    for i in range(args.trials):
        delay = rng.uniform(0.0, args.max_delay)
        one, how = trial(delay)
        ones += one
        print(f"trial {i + 1}: second start {delay * 1000:.0f} ms after the first: {how}", flush=True)
    print(f"one window: {ones}/{args.trials} double starts (0-{args.max_delay:g} s apart)")
    return 0 if ones == args.trials else 1


if __name__ == "__main__":
    sys.exit(main())
