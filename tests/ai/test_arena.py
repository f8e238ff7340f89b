"""The arena runs a short match and its report parses (text and --json)."""

from __future__ import annotations

import json

import pytest

from joraku_desktop.ai import arena


def test_short_match_json_parses(capsys: pytest.CaptureFixture[str]) -> None:
    code = arena.main(["--players", "3", "--agents", "normal", "random", "easy", "--games", "6",
                       "--jobs", "2", "--json", "--seed", "3"])
    assert code == 0
    rep = json.loads(capsys.readouterr().out)
    assert rep["games"] == 6 and rep["players"] == 3
    rows = {r["agent"]: r for r in rep["results"]}
    assert set(rows) == {"normal", "random", "easy"}
    assert sum(r["wins"] for r in rows.values()) == 6
    for r in rows.values():
        lo, hi = r["ci95"]
        assert 0.0 <= lo <= r["win_share"] <= hi <= 1.0
        assert r["parity"] == pytest.approx(1 / 3)
        assert r["decisions"] > 0 and r["p95_ms"] >= 0
    assert rows["normal"]["mean_rp"] > rows["random"]["mean_rp"]


def test_text_report_and_two_player_variants(capsys: pytest.CaptureFixture[str]) -> None:
    arena.main(["--players", "2", "--variant", "R-V8", "--cards", "R-V1,R-V3",
                "--agents", "hard:iterations=4", "normal", "--games", "2", "--jobs", "1"])
    out = capsys.readouterr().out
    assert "R-V8" in out and "R-V1, R-V3" in out
    assert "hard:iterations=4" in out and "normal" in out


def test_seats_rotate_over_shared_deals() -> None:
    jobs = arena.schedule(["hard", "normal", "normal", "normal"], 8, 4, None, (), 10)
    assert [j.seed for j in jobs] == [10, 10, 10, 10, 11, 11, 11, 11]
    assert [j.seats.index("hard") for j in jobs[:4]] == [0, 1, 2, 3]


def test_bad_specs_are_refused() -> None:
    with pytest.raises(ValueError):
        arena.make_from_spec("normal:iterations=3", 0)
    with pytest.raises(ValueError):
        arena.schedule(["normal"], 4, 2, "R-V7", (), 0)
    with pytest.raises(SystemExit):
        arena.main(["--players", "4", "--agents", "wizard", "random", "random", "random"])


def test_wilson_interval() -> None:
    lo, hi = arena.wilson(100, 400)
    assert lo == pytest.approx(0.211, abs=0.002) and hi == pytest.approx(0.293, abs=0.002)
