"""The window at a networked table, measured: a decision's round trip as a player gets it.

    QT_QPA_PLATFORM=offscreen python -m tools.net_window_bench --games 3

Two real main windows in one process (offscreen) sit at one table over loopback — the host's
window (its own seat through the table in its worker thread) and a friend's (a WebSocket client
on its own thread) — with two computer seats. Each person's decision is sent the way a drop sends
it (``scene.request``); the time measured runs from that call to the window's ``action_applied``
for it (the table checked and applied it, the update came back through the network thread and
the Qt queue, and the table was redrawn). Prints percentiles per window as JSON (docs/network.md).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from typing import Any


def percentiles(xs: list[float]) -> dict[str, float]:
    s = sorted(xs)
    if not s:
        return {"n": 0}
    return {"n": len(s), "p50_ms": 1e3 * s[len(s) // 2], "p95_ms": 1e3 * s[int(len(s) * 0.95)],
            "max_ms": 1e3 * s[-1], "mean_ms": 1e3 * statistics.fmean(s)}


def run(games: int, seed: int) -> dict[str, Any]:
    os.environ.setdefault("JORAKU_DATA_DIR", tempfile.mkdtemp(prefix="joraku-netwin-bench-"))
    from PySide6.QtWidgets import QApplication

    from joraku_desktop.app import make_app
    from joraku_desktop.controller.net_seat import NetSeat
    from joraku_desktop.settings import Settings
    from joraku_desktop.views.windows.main_window import MainWindow

    app = make_app(["bench"])
    trips: dict[str, list[float]] = {"host": [], "friend": []}
    rng = random.Random(seed)
    started = time.monotonic()
    for game in range(games):
        windows = []
        for _ in range(2):
            w = MainWindow(Settings(speed="instant"), autosave=False, record=False)
            w.confirm = lambda _title, _text: True  # no modal question offscreen
            w.resize(1280, 720)
            w.show()
            windows.append(w)
        host_w, friend_w = windows
        host_w.net_play.host(4, [("me", "Host"), ("friend", "Friend"), ("random", "C1"), ("easy", "C2")],
                             port=0, listen="127.0.0.1", ai_pause_s=0.0, seed=seed + game, keep=False)
        while host_w.controller.net is None or host_w.net_play.waiting_room is None:
            app.processEvents()
        hn = host_w.controller.net
        assert hn.host is not None
        fn = NetSeat(url=f"ws://127.0.0.1:{hn.host.port}", code=hn.code, name="Friend")
        friend_w.controller.play_at_table(fn)
        while not (hn.info and any(str(s.state) == "connected" for s in hn.info.seats)):
            app.processEvents()
        hn.start_game()
        sent: dict[str, float | None] = {"host": None, "friend": None}
        over: list[object] = []
        for name, w in (("host", host_w), ("friend", friend_w)):
            def applied(_events: object, _last: object, seat: int, name: str = name, w: MainWindow = w,
                        sent: dict[str, float | None] = sent) -> None:
                net = w.controller.net
                t0 = sent[name]
                if t0 is not None and net is not None and seat == net.seat:
                    trips[name].append(time.perf_counter() - t0)
                    sent[name] = None
            w.controller.action_applied.connect(applied)
            w.controller.game_over.connect(over.append)
        while len(over) < 2:
            app.processEvents()
            for name, w in (("host", host_w), ("friend", friend_w)):
                c = w.controller
                if c.scoring_shown and w.scoring.active:
                    w.scoring.skip()
                elif c.net is not None and c.net.my_turn and sent[name] is None and c.legal():
                    assert w.scene.request is not None
                    sent[name] = time.perf_counter()
                    w.scene.request(rng.choice(list(c.legal())))
        for w in windows:
            w.controller.shutdown()
            w.close()
            w.deleteLater()
        QApplication.processEvents()
    return {"games": games, "seconds": round(time.monotonic() - started, 1),
            "host_window": percentiles(trips["host"]), "friend_window": percentiles(trips["friend"])}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.net_window_bench", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)
    print(json.dumps(run(a.games, a.seed), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
