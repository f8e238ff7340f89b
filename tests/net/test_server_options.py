"""The server's command line: 0 seconds is 0 (not "never": that is ``none``), every option's
default is named in ``--help``, and the new limits reach the settings."""

from __future__ import annotations

import subprocess
import sys

import pytest

from joraku_desktop.server import parse_args


def test_zero_seconds_is_at_once_and_none_is_never() -> None:
    s = parse_args(["--grace", "0", "--decision-timeout", "0", "--no-store"])
    assert s.table.grace_s == 0.0 and s.table.decision_timeout_s == 0.0
    s = parse_args(["--grace", "none", "--decision-timeout", "off", "--no-store"])
    assert s.table.grace_s is None and s.table.decision_timeout_s is None
    with pytest.raises(SystemExit):
        parse_args(["--grace", "-1"])


def test_the_limits_reach_the_settings() -> None:
    s = parse_args(["--no-store", "--max-half-open", "99", "--max-half-open-per-ip", "7",
                    "--creates-per-address", "3", "--creates-window", "60"])
    got = (s.max_half_open, s.max_half_open_per_ip, s.creates_per_address, s.creates_window_s)
    assert got == (99, 7, 3, 60.0)


def test_help_names_the_defaults() -> None:
    out = subprocess.run([sys.executable, "-m", "joraku_desktop.server", "--help"], capture_output=True,
                         text=True, timeout=60).stdout
    flat = " ".join(out.split())
    for shown in ("--max-tables MAX_TABLES tables at once (default: 500)", "(default: 60.0)",
                  "(default: 16)", "(default: 10)"):
        assert shown in flat, shown
