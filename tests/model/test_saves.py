"""Save files: a game saves to plain JSON and loads back identical; bad input is refused clearly."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from joraku_desktop.model import GameConfig, SaveError, new_game, scenario
from joraku_desktop.model.position import position_to_dict
from joraku_desktop.model.save_format import MAX_SAVE_BYTES, SeatInfo, game_from_json, game_to_json
from joraku_desktop.saves import autosave_path, default_save_dir, load_game, save_game, write_atomic


def played(config: GameConfig, steps: int, seed: int = 1):
    g = new_game(config)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = g.legal_actions()
        g.apply(legal[rng.randrange(len(legal))])
    return g


@pytest.fixture
def mid_game():
    return played(GameConfig(4, variants=frozenset({"R-V1", "R-V5"}), seed=11), 137)


@pytest.fixture
def doc(mid_game) -> dict:
    return json.loads(game_to_json(mid_game, [SeatInfo("Aiko"), SeatInfo("Ben", "random"),
                                              SeatInfo("Chie"), SeatInfo("Dai", "random")]))


def test_document_is_plain_versioned_json(doc, mid_game) -> None:
    assert doc["schema_version"] == 1
    assert doc["app"] == "joraku-desktop"
    assert doc["config"] == {"players": 4, "two_player_variant": None,
                             "variants": ["R-V1", "R-V5"], "seed": 11}
    assert len(doc["decisions"]) == 137
    assert doc["decisions"][0].startswith("pass ")
    assert doc["state"] == position_to_dict(mid_game)
    assert doc["seats"][1] == {"name": "Ben", "kind": "random"}


@pytest.mark.parametrize("config", [
    GameConfig(4, seed=3), GameConfig(3, variants=frozenset({"R-V2", "R-V6"}), seed=4),
    GameConfig(2, "R-V7", seed=5), GameConfig(2, "R-V8", frozenset({"R-V3", "R-V4"}), seed=6),
], ids=["4p", "3p", "R-V7", "R-V8"])
def test_round_trip_gives_identical_game(config, tmp_path: Path) -> None:
    g = played(config, 150)
    path = tmp_path / "game.joraku.json"
    save_game(g, path, [SeatInfo("A"), SeatInfo("B", "random")])
    loaded = load_game(path)
    assert position_to_dict(loaded.game) == position_to_dict(g)
    assert [str(a) for a in loaded.game.history] == [str(a) for a in g.history]
    assert loaded.game.legal_actions() == g.legal_actions()
    assert loaded.seats == [SeatInfo("A"), SeatInfo("B", "random")]


def test_undo_survives_a_save_mid_resolution() -> None:
    g = scenario(players=3, kachidoki="blue", hands={"blue": "R4 B2"})
    for a in ("play R4", "placement", "place 4", "place 4"):
        g.apply(a)
    g2, _ = game_from_json(game_to_json(g))
    assert g2.can_undo
    g2.undo()
    assert g2.samurai(0, 4) == 1
    assert g2.start_position == g.start_position


def test_finished_game_round_trips() -> None:
    g = played(GameConfig(3, seed=9), 40)
    while not g.is_over:
        g.apply(g.legal_actions()[0])
    g2, _ = game_from_json(game_to_json(g))
    assert g2.is_over and g2.result == g.result


# ---- bad input: a clear error, nothing changed ---------------------------------------------------

def expect_error(text: str | bytes, *fragments: str) -> str:
    with pytest.raises(SaveError) as info:
        game_from_json(text)
    msg = str(info.value)
    for f in fragments:
        assert f in msg, msg
    return msg


def test_truncated_file(mid_game) -> None:
    text = game_to_json(mid_game)
    expect_error(text[: len(text) // 2], "damaged or truncated", "not valid JSON")


def test_not_json() -> None:
    expect_error("this is not a save", "not valid JSON")
    expect_error(b"\xff\xfe\x00garbage", "not UTF-8")
    expect_error("[1, 2, 3]", "expected a JSON object")


def test_wrong_schema_version(doc) -> None:
    expect_error(json.dumps({**doc, "schema_version": 2}), "newer Joraku Desktop", "schema version 2")
    expect_error(json.dumps({**doc, "schema_version": "1"}), "unsupported save schema version")
    expect_error(json.dumps({k: v for k, v in doc.items() if k != "schema_version"}), "schema version None")


def test_wrong_types(doc) -> None:
    doc["state"]["round"] = "2"
    expect_error(json.dumps(doc), "state.round", "valid integer")


def test_wrong_types_in_cards(doc) -> None:
    doc["state"]["hands"][0] = ["Z9"]
    expect_error(json.dumps(doc), "state.hands.0.0")


def test_unknown_fields(doc) -> None:
    expect_error(json.dumps({**doc, "cheat": True}), "cheat", "Extra inputs are not permitted")
    doc["state"]["armies"]["blue"]["bonus"] = 1
    expect_error(json.dumps(doc), "state.armies.blue.bonus")


def test_eleven_samurai_of_a_colour(doc) -> None:
    doc["state"]["armies"]["red"]["supply"] += 1
    expect_error(json.dumps(doc), "impossible position", "red has 11 samurai", "R-C2")


def test_a_card_in_two_places(doc) -> None:
    doc["state"]["set_aside"].append(doc["state"]["hands"][2][0])
    expect_error(json.dumps(doc), "impossible position", "in two places")


def test_a_card_in_no_place(doc) -> None:
    doc["state"]["set_aside"] = []
    expect_error(json.dumps(doc), "impossible position", "in no place")


def test_a_daimyo_on_no_area(doc) -> None:
    doc["state"]["armies"]["green"]["daimyo_area"] = -1
    expect_error(json.dumps(doc), "impossible position", "daimyo must stand on an area")


def test_state_that_does_not_match_its_decisions(doc) -> None:
    blue = doc["state"]["armies"]["blue"]
    blue["rp"] += 5
    expect_error(json.dumps(doc), "does not match its list of decisions")


def test_decision_that_cannot_be_replayed(doc) -> None:
    doc["decisions"][3] = "daimyo 0>6"
    expect_error(json.dumps(doc), "decision 4", "cannot be replayed")


def test_oversized_file(tmp_path: Path, doc) -> None:
    expect_error("x" * (MAX_SAVE_BYTES + 1), "too large")
    big = tmp_path / "big.joraku.json"
    big.write_text(json.dumps(doc) + " " * MAX_SAVE_BYTES)
    with pytest.raises(SaveError, match="too large"):
        load_game(big)


def test_missing_file_names_the_problem(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="cannot read"):
        load_game(tmp_path / "nope.joraku.json")


def test_failed_load_leaves_file_and_game_untouched(tmp_path: Path, mid_game) -> None:
    path = tmp_path / "broken.joraku.json"
    path.write_text("{ broken")
    before = position_to_dict(mid_game)
    with pytest.raises(SaveError, match=r"broken\.joraku\.json"):
        load_game(path)
    assert path.read_text() == "{ broken"
    assert position_to_dict(mid_game) == before


# ---- storage ------------------------------------------------------------------------------------

def test_atomic_write_keeps_previous_version(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    write_atomic(path, "one")
    write_atomic(path, "two")
    assert path.read_text() == "two"
    assert (tmp_path / "a.json.bak").read_text() == "one"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_atomic_write_failure_leaves_old_file(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "a.json"
    write_atomic(path, "old")

    def boom(*_a, **_k):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(SaveError, match=r"cannot write .*disk full"):
        write_atomic(path, "new")
    monkeypatch.undo()
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_save_folders_follow_the_data_dir(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("JORAKU_DATA_DIR", str(tmp_path))
    assert default_save_dir() == tmp_path / "saves"
    assert autosave_path().parent == tmp_path / "saves"


def test_search_copies_cannot_be_saved(mid_game) -> None:
    with pytest.raises(SaveError):
        game_to_json(mid_game.clone(record=False))


@pytest.mark.parametrize("card", ["R-V7", "R-V9", "R-V1" * 20])
def test_a_variant_card_the_rules_data_lacks_is_refused(doc, card: str) -> None:
    """Variant card ids are checked against the rules data at run time (docs/variant-cards.md)."""
    for config in (doc["config"], doc["state"]["config"]):
        config["variants"] = [card]
    expect_error(json.dumps(doc), "config.variants.0")
