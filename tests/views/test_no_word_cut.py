"""No word of the table is cut short: the names under the skirmish's slots with the default
Japanese names ("プレイヤー1", never "プレイヤ…"), R-V7's "CPU 1 kept from your draft hand:" over
what this seat knows (R-P3), and the small cards' fine print ("area 4" whole, or not drawn: the
card's tooltip says it), at 1600×1000, 1280×720 and 1024×700 in every language."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from joraku_desktop import i18n
from joraku_desktop.languages import languages
from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.model.phases import Phase
from joraku_desktop.saves import SeatInfo
from joraku_desktop.views.table.card_item import CardItem
from joraku_desktop.words.basics import default_player_name

from .conftest import make_window, settle
from .test_nothing_clipped import BoxRecorder, Elisions, table_overflows

SCREENS = ((1600, 1000), (1280, 720), (1024, 700))


def cards_cut(w) -> list[str]:
    """The cards' own elisions (the table's check leaves cards out)."""
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    out: list[str] = []
    for item in w.scene.items():
        if not isinstance(item, CardItem) or not item.isVisible():
            continue
        p = BoxRecorder(image)
        try:
            with Elisions() as cut:
                item.paint(p, QStyleOptionGraphicsItem(), None)
        finally:
            p.end()
        out += [f"{item.objectName()}: {c}" for c in cut.cut if "area" in c or "обл" in c or "地" in c
                or "any" in c or "везде" in c or "任" in c]
    return out


@pytest.mark.parametrize("lang", [lang.code for lang in languages()])
def test_names_labels_and_fine_print_are_whole(qtbot, fonts, lang: str) -> None:
    assert i18n.install(lang)
    w = make_window(qtbot, autosave=False)
    problems: list[str] = []
    try:
        names = [default_player_name(i) for i in range(4)]
        four = new_game(GameConfig(4, seed=3))
        while four.phase is Phase.PASS:  # the skirmishes: the names under the slots, what you know
            four.apply(four.legal_actions()[0])
        two = new_game(GameConfig(2, "R-V7", seed=3))
        while not (two.phase is Phase.PLAY and two.current_seat == 0):
            two.apply(two.legal_actions()[0])
        for g, seats in ((four, names), (two, [names[0], "CPU 1"])):
            w.controller.set_paused(True)
            w.controller.start(g, [SeatInfo(n, "human" if i == 0 else "normal") for i, n in enumerate(seats)])
            for size in SCREENS:
                w.resize(*size)
                settle(w)
                assert w.scene.known.isVisible()
                problems += [f"{size}: {o}" for o in table_overflows(w) + cards_cut(w)]
    finally:
        w.controller.shutdown()
        i18n.install("en")
    assert problems == [], f"{lang}:\n" + "\n".join(sorted(set(problems)))
