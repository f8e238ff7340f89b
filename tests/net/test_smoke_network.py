"""The smoke contract at a table over the network: three real processes on 127.0.0.1 (a host
waiting for two friends, and two joiners), each playing its seat in its real offscreen window
to the end and printing the same result line as the plain smoke test. Bounded by timeouts; the
processes are killed if anything hangs."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

RESULT = re.compile(r"smoke test: game over, ranking \(.*\), scores \(.*\)")
TIMEOUT_S = 240


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _start(args: list[str], home: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "JORAKU_DATA_DIR": str(home / "data"),
           "JORAKU_CONFIG_DIR": str(home / "config"), "XDG_STATE_HOME": str(home / "state")}
    return subprocess.Popen([sys.executable, "-m", "joraku_desktop", "--smoke-test", *args], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=Path(__file__).resolve().parents[2])


def test_a_host_and_two_joiners_play_a_game_to_the_same_end(tmp_path: Path) -> None:
    port = free_port()
    where = f"127.0.0.1:{port}"
    code = ["--code", "QPM-WDX"]  # a table admits only friends who have its code
    host = _start(["--host", where, "--remote", "2", *code], tmp_path / "host")
    procs = [host]
    try:
        time.sleep(1.0)  # the joiners retry anyway; this only spares them a refused connection
        procs += [_start(["--join", where, *code], tmp_path / f"friend{i}") for i in (1, 2)]
        outputs = []
        deadline = time.monotonic() + TIMEOUT_S
        for proc in procs:
            out, err = proc.communicate(timeout=max(1.0, deadline - time.monotonic()))
            outputs.append((proc.returncode, out, err))
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.communicate(timeout=10)
    lines = []
    for code, out, err in outputs:
        assert code == 0, f"exit {code}\n{out}\n{err[-3000:]}"
        found = RESULT.search(out)
        assert found, out
        assert re.search(r"after the game, (\d+) of \1 checks passed", out), out
        lines.append(found.group(0))
    assert len(set(lines)) == 1, lines  # the same game, the same end, on every machine
    assert f"at 127.0.0.1:{port}, waiting for 2 friends" in outputs[0][1]
