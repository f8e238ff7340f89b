"""Kill a saving process with SIGKILL at random moments; after each kill the save must load.

    python scripts/kill_saves.py --kills 300        # prints the figures (POSIX only: fork, SIGKILL)

A *server* process (this file with ``--serve``) imports the game once, builds two different
games and, on each ``go`` read from stdin, forks a child that saves them in turn to the same path
for ever (``save_game``, i.e. ``write_atomic`` with a ``.bak``). The driver kills that child with
SIGKILL after a random delay of up to a few saves, waits until the server has reaped it, then
checks: the save path exists, loads *without* falling back to the ``.bak``, holds one of the two
games, and the ``.bak`` (if any) loads too. Forking from a warm server makes a kill cost a few
milliseconds instead of a Python start-up, so ``tests/test_save_files.py`` can do dozens.

Temporary files the killed writers left are counted (they show the kills landed mid-write); the
next writer removes those of dead writers, and a last :func:`clean_stale_temps` must leave none.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from a checkout
    sys.path.insert(0, str(ROOT))

from joraku_desktop.model import Game, GameConfig, SaveError, new_game  # noqa: E402
from joraku_desktop.model.position import position_to_dict  # noqa: E402
from joraku_desktop.saves import (  # noqa: E402
    TEMP_SUFFIX,
    SeatInfo,
    backup_path,
    clean_stale_temps,
    load_game,
    save_game,
)

SEATS = [SeatInfo("Ann", "human"), SeatInfo("Bob", "random"), SeatInfo("Cho", "easy"),
         SeatInfo("Dai", "hard")]


def two_games() -> tuple[Game, Game]:
    """Two different mid-game positions (so a torn write would show as a mix of the two)."""
    games = []
    for seed, steps in ((1, 90), (2, 140)):
        g = new_game(GameConfig(4, seed=seed))
        rng = random.Random(seed)
        for _ in range(steps):
            legal = g.legal_actions()
            g.apply(legal[rng.randrange(len(legal))])
        games.append(g)
    return games[0], games[1]


def serve(path: Path) -> None:
    """The fork server (see the module doc). Prints ``ready <seconds per save>``, then per ``go``
    the child's pid and, once the child is dead and reaped, ``dead``."""
    games = two_games()
    t0 = time.perf_counter()
    for g in games:
        save_game(g, path, SEATS)
    per_save = (time.perf_counter() - t0) / 2
    print(f"ready {per_save:.6f}", flush=True)
    for line in sys.stdin:
        if line.strip() != "go":
            break
        pid = os.fork()
        if pid == 0:  # the writer: saves until killed
            i = 0
            while True:
                save_game(games[i % 2], path, SEATS)
                i += 1
        print(pid, flush=True)
        os.waitpid(pid, 0)
        print("dead", flush=True)


@dataclass
class Figures:
    kills: int = 0
    missing: int = 0  # the save path did not exist after a kill
    unloadable: int = 0  # it existed but neither it nor its backup loaded
    needed_backup: int = 0  # it loaded only through the .bak fallback
    wrong_content: int = 0  # it loaded but is neither of the two games
    backup_unloadable: int = 0  # a .bak existed and did not load
    temps_left_by_kills: int = 0  # temp files found right after a kill (kills landed mid-write)
    orphan_temps_after_cleanup: int = 0
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return not (self.missing or self.unloadable or self.needed_backup or self.wrong_content
                    or self.backup_unloadable or self.orphan_temps_after_cleanup)


def our_temps(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.endswith(TEMP_SUFFIX)]


def check(path: Path, expected: list[dict], fig: Figures) -> None:
    if not path.exists():
        fig.missing += 1
        return
    try:
        loaded = load_game(path)
    except SaveError:
        fig.unloadable += 1
        return
    if loaded.recovered_from is not None:
        fig.needed_backup += 1
    if position_to_dict(loaded.game) not in expected:
        fig.wrong_content += 1
    backup = backup_path(path)
    if backup.exists():
        try:
            load_game(backup)
        except SaveError:
            fig.backup_unloadable += 1


def run(folder: Path, kills: int, seed: int = 0) -> Figures:
    """Do ``kills`` kills of a writer saving into ``folder``; return the figures."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "game.joraku.json"
    expected = [position_to_dict(g) for g in two_games()]
    rng = random.Random(seed)
    fig = Figures()
    t0 = time.perf_counter()
    server = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--serve", str(path)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    assert server.stdin is not None and server.stdout is not None
    try:
        ready = server.stdout.readline().split()
        if not ready or ready[0] != "ready":
            raise RuntimeError("the save server did not start")
        window = 4 * float(ready[1]) + 0.002  # up to a few saves: kills land in every step
        for _ in range(kills):
            server.stdin.write("go\n")
            pid = int(server.stdout.readline())
            time.sleep(rng.uniform(0.0, window))
            os.kill(pid, signal.SIGKILL)
            if server.stdout.readline().strip() != "dead":
                raise RuntimeError("the save server stopped")
            fig.kills += 1
            fig.temps_left_by_kills += len(our_temps(folder))
            check(path, expected, fig)
    finally:
        server.stdin.close()
        server.wait(timeout=30)
    clean_stale_temps(folder)
    fig.orphan_temps_after_cleanup = len(our_temps(folder))
    fig.seconds = round(time.perf_counter() - t0, 2)
    return fig


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--folder", type=Path, default=None, help="where to save (default: a temp folder)")
    parser.add_argument("--serve", type=Path, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.serve is not None:
        serve(args.serve)
        return 0
    if args.folder is None:
        import tempfile

        with tempfile.TemporaryDirectory(prefix="kill-saves-") as tmp:
            fig = run(Path(tmp), args.kills, args.seed)
    else:
        fig = run(args.folder, args.kills, args.seed)
    for k, v in asdict(fig).items():
        print(f"{k:28} {v}")
    print("OK: every save was there and loadable" if fig.ok else "FAILED")
    return 0 if fig.ok else 1


if __name__ == "__main__":
    sys.exit(main())
