"""The settings file is checked field by field without pydantic (it is read at every start):
what each field accepts, what a hand-edited file may get wrong, and the round trip."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from joraku_desktop.settings import Settings, checked_document


def test_every_field_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    s = Settings(path=path, speed="fast", recent=["/a/b.joraku.json"], window=(-5, 10, 1280, 720),
                 maximized=True, language="zh_TW", log_width=300, log_visible=False, tutorial_offered=True,
                 last_setup={"players": 3, "seats": [{"name": "Ann", "kind": "human"}]})
    s.save()
    back = Settings.load(path)
    assert back.problem is None
    assert (back.speed, back.recent, back.window, back.maximized, back.language) == (
        "fast", ["/a/b.joraku.json"], (-5, 10, 1280, 720), True, "zh_TW")
    assert (back.log_width, back.log_visible, back.tutorial_offered) == (300, False, True)
    assert back.last_setup == {"players": 3, "seats": [{"name": "Ann", "kind": "human"}]}
    assert json.loads(path.read_text(encoding="utf-8"))["schema_version"] == 1


def test_saving_the_same_settings_again_writes_nothing(tmp_path: Path) -> None:
    """Every start saves the new game's setup: unchanged settings cost no write (two fsyncs)."""
    path = tmp_path / "settings.json"
    Settings(path=path, speed="slow").save()
    s = Settings.load(path)
    path.write_text("{}", encoding="utf-8")  # proof that no write happens below
    s.save()
    assert path.read_text(encoding="utf-8") == "{}"
    s.speed = "fast"
    s.save()
    assert Settings.load(path).speed == "fast"


def test_an_old_or_partial_file_gets_the_defaults() -> None:
    doc = checked_document({"schema_version": 1, "speed": "slow", "future_key": [1, 2]})
    assert doc["speed"] == "slow" and doc["recent"] == [] and doc["last_setup"] == {}
    assert doc["log_width"] == 270 and doc["log_visible"] is True
    assert doc["tutorial_offered"] is True  # written before the tutorial existed: not a first start


def test_soft_values_are_brought_into_line() -> None:
    doc = checked_document({"language": "tlh", "log_width": 99_999,
                            "last_setup": {"players": 4, "extra": 1, "seats": [{"kind": "easy", "x": 2}]}})
    assert doc["language"] is None  # a newer version's language: follow the system
    assert doc["log_width"] == 1200
    assert doc["last_setup"] == {"players": 4, "seats": [{"name": "", "kind": "easy"}]}


@pytest.mark.parametrize("doc", [
    [],
    {"schema_version": 2},
    {"schema_version": True},
    {"speed": "warp"},
    {"recent": "one path"},
    {"recent": [3]},
    {"recent": ["x"] * 51},
    {"window": [1, 2, 3]},
    {"window": [1, 2, 3.0, 4]},
    {"window": [1, 2, -3, 4]},
    {"window": [1, 2, True, 4]},
    {"maximized": "yes"},
    {"log_width": "wide"},
    {"log_width": True},
    {"log_visible": 1},
    {"tutorial_offered": None},
    {"last_setup": []},
    {"last_setup": {"players": 5}},
    {"last_setup": {"players": 2.0}},
    {"last_setup": {"two_player_variant": "R-V1"}},
    {"last_setup": {"seats": [{"name": "x" * 41}]}},
    {"last_setup": {"seats": [1]}},
    {"last_setup": {"seats": [{}] * 5}},
], ids=repr)
def test_what_no_file_of_ours_holds_is_refused(doc: object) -> None:
    with pytest.raises(ValueError):
        checked_document(doc)
