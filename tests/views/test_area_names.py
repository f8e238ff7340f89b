"""The map's areas are named on their tiles as the player's language names them — the same
names the log uses — with the board's other printed name under it: "Owari" over 尾張 in English,
"Овари" over 尾張 in Russian, 尾張 over "Owari" in Japanese and Chinese. Switched by the Language
menu, as a player does."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction

from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.model.rules_data import default_rules
from joraku_desktop.views.table.area_item import AreaItem
from joraku_desktop.words.basics import area_name, area_title

from .conftest import painted_texts, settle, start


@pytest.mark.parametrize(("code", "owari", "under"), [
    ("en", "Owari", "尾張"), ("ru", "Овари", "尾張"), ("ja", "尾張", "Owari"), ("zh_TW", "尾張", "Owari")])
def test_the_tiles_name_the_areas_in_the_players_language(qtbot, window, code, owari, under) -> None:
    w = window
    start(w, new_game(GameConfig(4, seed=3)), ("human", "normal", "normal", "normal"), paused=True)
    action = next(a for a in w.menuBar().findChildren(QAction) if a.objectName() == f"language-{code}")
    action.trigger()  # View → Language
    settle(w)
    try:
        tiles = {it.area: painted_texts(it) for it in w.scene.items() if isinstance(it, AreaItem)}
        texts = tiles[3]
        assert texts.index(owari) < texts.index(under), texts  # the language's name first
        assert owari in area_name(3), "the tile and the log name the area alike"
        for area, drawn in tiles.items():  # every tile: its name in the language, as the log's
            name = area_title(area)
            assert name in drawn and name in area_name(area), (area, drawn)
            if code != "en":  # the board's romaji is not the language's name
                assert default_rules().areas[area].romaji != name, (area, name)
    finally:
        next(a for a in w.menuBar().findChildren(QAction) if a.objectName() == "language-en").trigger()
