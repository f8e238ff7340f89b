"""The hints used in a game are kept by its save, and old saves still load."""

from __future__ import annotations

import json

import pytest

from joraku_desktop.model import SaveError, scenario
from joraku_desktop.model.save_format import MAX_HINTS, SCHEMA_VERSION, document_from_json, game_to_json


def _doc(hints: object | None) -> str:
    g = scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2"})
    doc = json.loads(game_to_json(g))
    if hints is None:
        del doc["hints_used"]
    else:
        doc["hints_used"] = hints
    return json.dumps(doc)


def test_the_count_round_trips() -> None:
    g = scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2"})
    assert document_from_json(game_to_json(g, None, 3)).hints_used == 3
    assert document_from_json(game_to_json(g)).hints_used == 0


def test_a_save_from_before_the_hint_loads_with_none_used() -> None:
    assert SCHEMA_VERSION == 1
    assert document_from_json(_doc(None)).hints_used == 0


@pytest.mark.parametrize("bad", [-1, MAX_HINTS + 1, True, 2.0, "3"])
def test_a_crafted_count_is_refused(bad: object) -> None:
    with pytest.raises(SaveError, match="hints_used"):
        document_from_json(_doc(bad))
