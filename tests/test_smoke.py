"""``joraku --smoke-test`` (what packaging/check.py and the release workflow run in each frozen
build): an all-computer game at instant speed, then the parts loaded later than the first table."""

from __future__ import annotations

from pathlib import Path

import pytest

from joraku_desktop import app as app_module
from joraku_desktop import smoke
from joraku_desktop.settings import Settings
from joraku_desktop.views.windows.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv("JORAKU_DATA_DIR", str(tmp_path / "data"))
    w = MainWindow(Settings(speed="instant"), autosave=False)
    qtbot.addWidget(w)
    w.show()
    return w


def test_the_smoke_test_plays_a_game_then_proves_what_loads_later(window: MainWindow, capsys,
                                                                 tmp_path: Path) -> None:
    assert app_module.run_smoke_test(window, seed=3) == 0
    out = capsys.readouterr().out
    assert "smoke test: game over" in out
    assert f"{len(smoke.CHECKS)} of {len(smoke.CHECKS)} checks passed" in out
    assert not (tmp_path / "data" / "saves").exists()  # nothing written among the player's files


def test_a_part_that_fails_makes_the_smoke_test_fail(window: MainWindow, monkeypatch: pytest.MonkeyPatch,
                                                     capsys) -> None:
    def missing(*_args: object) -> None:
        raise ModuleNotFoundError("No module named 'pydantic'")  # as a bundle without it would

    monkeypatch.setattr(smoke, "load_game", missing)
    assert app_module.run_smoke_test(window, seed=3) == 1
    err = capsys.readouterr().err
    assert "smoke test: save and load: ModuleNotFoundError: No module named 'pydantic'" in err
