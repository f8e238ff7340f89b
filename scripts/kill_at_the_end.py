"""Kill the game with SIGKILL just as a game ends; the next start must record that game, once.

    python scripts/kill_at_the_end.py --runs 20        # prints the figures (POSIX only: SIGKILL)

Each run uses a fresh data folder. A *player* process (this file with ``--play``) opens the real
window offscreen, plays the last skirmish of an R-V8 game at instant speed (a person's seat whose
decisions the script makes, so the final scoring waits for a click nobody gives, and a computer
seat) and prints ``over`` the moment the deciding action is applied and autosaved, before the
window has done anything about the end. The driver kills it with SIGKILL 0-50 ms after that
line, then runs a *restart* process (``--restart``): start-up as ``joraku`` does it (the
autosave offered or not, the record's check a moment later), which prints how many games the
record holds. Every run must end with exactly one game in the record, and a second restart must
not add another.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from a checkout
    sys.path.insert(0, str(ROOT))


def play() -> int:
    """(Child.) Play to the end; print "over" at the deciding action; then idle until killed."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from joraku_desktop.model.scenario import scenario
    from joraku_desktop.saves import SeatInfo
    from joraku_desktop.settings import Settings
    from joraku_desktop.views.windows.main_window import MainWindow

    app = QApplication([])
    w = MainWindow(Settings(speed="instant", sound=False))
    w.show()
    g = scenario(players=2, two_player_variant="R-V8", round=3, skirmish=6, seed=9, kachidoki="blue")

    c = w.controller
    plain_autosave = c._autosave

    def autosave() -> None:  # the deciding action is on disk; the window has not yet heard of the end
        plain_autosave()
        if c.game is not None and c.game.is_over:
            print("over", flush=True)

    c._autosave = autosave  # type: ignore[method-assign]
    # Ann is a person whose decisions come from here (the first legal one): the final scoring
    # then waits for her click, as it does for a player, and nobody clicks
    c.turn_started.connect(lambda seat: QTimer.singleShot(0, lambda: c.request(c.legal()[0])))
    w.controller.start(g, [SeatInfo("Ann", "human"), SeatInfo("Bob", "random")])
    app.exec()
    return 0


def restart() -> int:
    """(Child.) Start up as the game does, let the record's check run, print the games recorded."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from joraku_desktop import app as app_module
    from joraku_desktop.app import make_app, start_up
    from joraku_desktop.record import RecordBook

    app_module.ask_yes_no = lambda *_a, **_k: False  # an unfinished game is not resumed (no one to ask)
    make_app([sys.argv[0]])
    window, _resumed = start_up(new=False, seed=1)
    window.recorder.prepare()
    window.recorder.wait_idle(30.0)
    window.controller.shutdown()
    window.recorder.shutdown()
    print(f"games {len(RecordBook.open().games())}", flush=True)
    return 0


def _child(args: list[str], data: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "JORAKU_DATA_DIR": str(data), "QT_QPA_PLATFORM": "offscreen",
           "JORAKU_CONFIG_DIR": str(data / "config")}
    return subprocess.Popen([sys.executable, str(Path(__file__).resolve()), *args], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)


def one_run(folder: Path, delay_s: float) -> tuple[int, int]:
    """One kill ``delay_s`` after the end; the games in the record after one and two restarts."""
    data = folder / "data"
    player = _child(["--play"], data)
    try:
        assert player.stdout is not None
        line = player.stdout.readline()
        if line.strip() != "over":
            raise RuntimeError(f"the player process said {line!r}")
        time.sleep(delay_s)
        player.send_signal(signal.SIGKILL)
    finally:
        player.kill()
        player.wait()
    counts = []
    for _ in range(2):
        r = _child(["--restart"], data)
        out, _ = r.communicate(timeout=120)
        words = out.split()
        counts.append(int(words[words.index("games") + 1]) if "games" in words else -1)
    return counts[0], counts[1]


def run(runs: int, seed: int = 1) -> list[tuple[float, int, int]]:
    rng = random.Random(seed)
    out = []
    for i in range(runs):
        delay = rng.uniform(0.0, 0.05)
        with tempfile.TemporaryDirectory(prefix="joraku-kill-end-") as tmp:
            first, second = one_run(Path(tmp), delay)
        out.append((delay, first, second))
        print(f"run {i + 1}: killed {delay * 1000:.0f} ms after the end: {first} game(s) recorded after a "
              f"restart, {second} after another", flush=True)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--play", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--restart", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.play:
        return play()
    if args.restart:
        return restart()
    results = run(args.runs, args.seed)
    good = sum(1 for _d, a, b in results if a == b == 1)
    print(f"kept: {good}/{len(results)} runs recorded the game exactly once (killed 0-50 ms after the end)")
    return 0 if good == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
