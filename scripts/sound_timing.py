#!/usr/bin/env python3
"""Times the sound cues (docs/sound.md): each cue's synthesis, and ``play()`` on the GUI thread
with the file cached (what a player waits for at a cue: starting the player program).

    .venv/bin/python scripts/sound_timing.py [--player /bin/true]

``--player`` is the program started for each cue (default ``/bin/true``: nothing is heard); give
``pw-play``, ``paplay`` or ``aplay`` to hear the cues at the volume chosen with ``--volume``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication

from joraku_desktop.views.sound.cues import Cue, wav_bytes
from joraku_desktop.views.sound.player import ProcessPlayer, write_cue


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--player", default="/bin/true")
    parser.add_argument("--volume", type=int, default=70)
    parser.add_argument("--plays", type=int, default=40)
    args = parser.parse_args()
    app = QCoreApplication([])  # noqa: F841 (the player's timer needs one)
    for cue in Cue:
        times = []
        for _ in range(5):
            t0 = time.perf_counter()
            data = wav_bytes(cue, args.volume)
            times.append((time.perf_counter() - t0) * 1000)
        print(f"synthesis {cue.value:14s} median {statistics.median(times):5.1f} ms, {len(data)} bytes")
    with tempfile.TemporaryDirectory(prefix="joraku-cues-") as tmp:
        folder = Path(tmp)
        for cue in Cue:
            write_cue(folder, cue, args.volume)
        player = ProcessPlayer(folder, [args.player])
        times = []
        for i in range(args.plays):
            t0 = time.perf_counter()
            player.play(list(Cue)[i % len(Cue)], args.volume)
            times.append((time.perf_counter() - t0) * 1000)
            time.sleep(0.02 if args.player == "/bin/true" else 1.5)
        player.stop()
    print(f"play() with the file cached: median {statistics.median(times):.2f} ms, "
          f"max {max(times):.2f} ms over {len(times)}")


if __name__ == "__main__":
    main()
