"""R-V8's recruit zone holds its words and its slots at every size a player reaches.

The player chooses the three cards to pass with the mouse on the view, passes them with Enter
sent to the focused widget, and chooses the discard the same way, in English and Russian at
1280×720 and 1024×700. At each moment the zone is painted into a recording painter: every text
it draws (the step's title, the progress, the note under the slots) must be whole in its box,
no text box may run into a slot or into a card chosen into one, and the cards chosen must sit
inside the zone. Russian's discard note runs to five lines; the title names the opponent.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from joraku_desktop import i18n
from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.model.phases import Phase
from joraku_desktop.saves import SeatInfo
from joraku_desktop.views.windows.main_window import MainWindow

from .conftest import centre, click, make_window, settle

WRAP = int(Qt.TextFlag.TextWordWrap.value)


class ZoneRecorder(QPainter):
    """Notes each text the zone draws: its box, the box its words need, and the words."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[tuple[QRectF, QRectF, str]] = []
        self.slots: list[QRectF] = []

    def drawText(self, *args: Any) -> Any:
        if len(args) >= 3 and isinstance(args[0], QRectF) and isinstance(args[-1], str) and args[-1].strip():
            rect, flags, text = args[0], args[1], args[-1]
            bits = int(flags.value if hasattr(flags, "value") else flags)
            fm = QFontMetricsF(self.font())
            need = fm.boundingRect(QRectF(0, 0, rect.width(), 10_000), bits | WRAP, text)
            self.texts.append((QRectF(rect), need, text))
        return super().drawText(*args)

    def drawRoundedRect(self, *args: Any) -> Any:
        if isinstance(args[0], QRectF) and args[0].width() < 200:  # a slot (the zone's own frame is wider)
            self.slots.append(QRectF(args[0]))
        return super().drawRoundedRect(*args)


def zone_problems(w: MainWindow, where: str) -> list[str]:
    zone = w.scene.pass_zone
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    p = ZoneRecorder(image)
    try:
        zone.paint(p, QStyleOptionGraphicsItem(), None)
    finally:
        p.end()
    origin = zone.rect.topLeft()
    out: list[str] = []
    assert len(p.texts) >= 2 and p.slots, (where, p.texts, p.slots)  # the zone was painted
    chosen = [it.mapRectToScene(QRectF(0, 0, it.w, it.h + (24 if it.tag else 0))).translated(-origin)
              for it in w.scene.hand_items if it.card in w.scene.pass_selection]  # its face and its tag
    inside = QRectF(0, 0, zone.rect.width(), zone.rect.height()).adjusted(-1, -1, 1, 1)
    for box, need, text in p.texts:
        if need.height() > box.height() + 1 or need.width() > box.width() + 1:
            out.append(f"{where}: {text!r} needs {need.width():.0f}×{need.height():.0f}, "
                       f"has {box.width():.0f}×{box.height():.0f}")
        if not inside.contains(box):
            out.append(f"{where}: {text!r} drawn outside the zone")
        ink = QRectF(box.center().x() - need.width() / 2, box.center().y() - need.height() / 2,
                     need.width(), need.height()).intersected(box)
        for r in [*p.slots, *chosen]:
            if ink.intersects(r.adjusted(1, 1, -1, -1)):
                out.append(f"{where}: {text!r} runs into a slot or a chosen card")
    for r in chosen:
        if not inside.contains(r):
            out.append(f"{where}: a chosen card sticks out of the zone ({r})")
    return out


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_rv8_recruit_zone_holds_its_words_and_cards(qtbot, fonts, lang: str) -> None:
    assert i18n.install(lang)
    w = make_window(qtbot, autosave=False)
    problems: list[str] = []
    try:
        for size in ((1280, 720), (1024, 700)):
            g = new_game(GameConfig(players=2, two_player_variant="R-V8", seed=3))
            w.controller.set_paused(True)
            w.controller.start(g, [SeatInfo("You", "human"), SeatInfo("CPU 1", "normal")])
            w.resize(*size)
            settle(w)
            QApplication.processEvents()
            problems += zone_problems(w, f"{size} pass, none chosen")
            for _ in range(3):  # the mouse on the view: three cards into the slots
                free = next(it for it in w.scene.hand_items if it.card not in w.scene.pass_selection)
                click(qtbot, w, centre(free))
            assert len(w.scene.pass_selection) == 3
            problems += zone_problems(w, f"{size} pass, three chosen")
            focused = QApplication.focusWidget()
            assert focused is not None
            qtbot.keyClick(focused, Qt.Key.Key_Return)  # "Pass these cards (Enter)"
            w.controller.set_paused(False)  # the computer passes too

            def discarding() -> bool:
                game = w.controller.game
                return game is not None and game.phase is Phase.DISCARD and game.current_seat == 0

            qtbot.waitUntil(discarding, timeout=20_000)
            settle(w)
            problems += zone_problems(w, f"{size} discard, none chosen")
            click(qtbot, w, centre(w.scene.hand_items[0]))
            assert len(w.scene.pass_selection) == 1
            problems += zone_problems(w, f"{size} discard, one chosen")
    finally:
        w.controller.shutdown()
        i18n.install("en")
    assert problems == [], "\n".join(problems)
