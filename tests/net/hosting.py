"""A table hosted as the window hosts it (``TableHost``: the table server with its lobby off and
one table), in a process of its own on 127.0.0.1, driven through stdin as the host's buttons drive
it: ``free N``, ``replace N``, ``start``, ``quit``. It prints ``hosting CODE PORT PIN`` once open
(PIN: its certificate's fingerprint with ``--tls FOLDER``, else ``-``) and ``ok`` after each command.

    python -m tests.net.hosting [--tls FOLDER]
"""

from __future__ import annotations

import secrets
import sys
from pathlib import Path

from joraku_desktop.model import GameConfig
from joraku_desktop.net.codes import SeatKind
from joraku_desktop.net.host import TableHost
from joraku_desktop.net.hosted_table import TableSettings


def main() -> int:
    settings = TableSettings(auto_start=False, grace_s=None, abandon_s=None, ai_pause_s=0.0)
    tls = Path(sys.argv[sys.argv.index("--tls") + 1]) if "--tls" in sys.argv else None
    host = TableHost(listen="127.0.0.1", port=0, table_settings=settings, tls_dir=tls)
    seats = [(SeatKind.LOCAL, "Host", ""), (SeatKind.REMOTE, "Friend 1", ""),
             (SeatKind.REMOTE, "Friend 2", ""), (SeatKind.COMPUTER, "Computer", "normal")]
    code = host.open(GameConfig(4, seed=secrets.randbits(63)), seats).result(10)
    print(f"hosting {code} {host.port} {host.pin or '-'}", flush=True)
    for line in sys.stdin:
        words = line.split()
        if not words or words[0] == "quit":
            break
        if words[0] == "free":
            host.free(int(words[1]))
        elif words[0] == "replace":
            host.replace(int(words[1]), "normal")
        elif words[0] == "start":
            host.start_game()
        print("ok", flush=True)
    host.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
