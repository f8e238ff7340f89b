"""What the table shows stays in sight: the hint's words never cover a card of the hand, the
skirmish or the players' panels, in any phase, at 1600×1000, 1280×720 and 1024×700; and the
R-V7 draft's hand of eight shows every card's fine print (its area, the suit's letter) in every
language, picked in the Language menu.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAction, QFontMetricsF

from joraku_desktop import i18n
from joraku_desktop.controller.hints import HintState
from joraku_desktop.model import GameConfig, new_game, scenario
from joraku_desktop.model.phases import Phase
from joraku_desktop.views import theme as th
from joraku_desktop.views.table.card_item import CardItem

from .conftest import settle, start

SCREENS = ((1600, 1000), (1280, 720), (1024, 700))
KINDS = ("human", "normal", "normal", "normal")


def _play_lead():
    return scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"},
                    daimyo={"blue": 3}, variants=("R-V1", "R-V5"))


PHASES = {
    "pass (R-P2)": (lambda: new_game(GameConfig(4, seed=5)), ()),
    "play, leading": (_play_lead, ()),
    "placement (R-E2)": (_play_lead, ("play R4", "placement")),
    "action points (R-E3)": (_play_lead, ("play R4", "ap")),
    "play, following": (lambda: scenario(players=4, kachidoki="red", skirmish=3, trick=["R5", "R3", "R1"],
                                         hands={"blue": "B6 Y2"}), ()),
    "R-V7 skirmish": (lambda: new_game(GameConfig(2, "R-V7", seed=3)), ("to-play",)),
    "R-V7 draft": (lambda: new_game(GameConfig(2, "R-V7", seed=3)), ()),
    "R-V8 pass": (lambda: new_game(GameConfig(2, "R-V8", seed=3)), ()),
    "R-V8 discard": (lambda: new_game(GameConfig(2, "R-V8", seed=3)), ("pass-auto",)),
}


def _card_box(it: CardItem) -> QRectF:
    return it.mapRectToScene(QRectF(0, 0, it.w, it.h))


@pytest.mark.parametrize("phase", list(PHASES))
def test_the_hint_covers_no_card_no_skirmish_and_no_panel(window, qtbot, phase: str) -> None:
    w = window
    w.hints.iterations = 6  # a small, clock-free search
    w.hints.budget_s = None
    make, moves = PHASES[phase]
    g = make()
    start(w, g, KINDS[: g.players], paused=True)
    for move in moves:
        if move == "pass-auto":  # R-V8: pass three cards, the computer too: the discard follows
            while g.phase is Phase.PASS:
                g.apply(g.legal_actions()[0])
        elif move == "to-play":  # R-V7: draft on to the first skirmish, the human to play
            for _ in range(200):
                if g.phase is Phase.PLAY and g.current_seat == 0:
                    break
                g.apply(g.legal_actions()[0])
        else:
            g.apply(move)
    w.refresh()
    settle(w)
    assert w.scene.state is not None and w.scene.state.interactive
    qtbot.keyClick(w.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.hints.state is HintState.SHOWN, timeout=30_000)
    for size in SCREENS:
        w.resize(*size)
        settle(w)
        callout = w.hint_glue.layer.callout
        assert callout.isVisible() and callout.steps, f"{phase} {size}: the hint is shown"
        box = callout.mapRectToScene(QRectF(0, 0, callout.width, callout._height))
        lay = w.scene.layout
        assert lay.scene.contains(box), f"{phase} {size}: the hint is on the table"
        cards = [it for it in w.scene.hand_items if it.isVisible()]
        assert cards
        for it in cards:
            assert not box.intersects(_card_box(it)), f"{phase} {size}: the hint covers {it.objectName()}"
        assert not box.intersects(lay.skirmish), f"{phase} {size}: the hint covers the skirmish"
        for panel in lay.panels:
            assert not box.intersects(panel), f"{phase} {size}: the hint covers a panel"

    qtbot.keyClick(w.view, Qt.Key.Key_H)  # the hint goes: the hand row is centred again
    settle(w)
    assert not w.hint_glue.layer.callout.isVisible() and w.scene.hand_clear_left == 0


@pytest.mark.parametrize("code", ["en", "ru", "ja", "zh_TW"])
def test_the_draft_hand_of_eight_shows_every_cards_fine_print(window, qtbot, code: str) -> None:
    """R-V7: five draft cards beside three personal cards; each card's foot line (its area, or
    "any area") and its tag ("personal") are drawn whole where the next card leaves it uncovered."""
    w = window
    try:
        w.menuBar().findChild(QAction, f"language-{code}").trigger()
        settle(w)
        start(w, new_game(GameConfig(2, "R-V7", seed=3)), ("human", "normal"), paused=True)
        for size in SCREENS:
            w.resize(*size)
            settle(w)
            row = sorted((it for it in w.scene.hand_items if it.isVisible()), key=lambda it: it.pos().x())
            assert len(row) == 8, f"{size}: the draft's five and the three personal cards"
            for i, it in enumerate(row):
                fine = it.mapRectToScene(it.fine_print_rect())
                words = QFontMetricsF(th.font(it.w * 0.105)).horizontalAdvance(it.fine_print())
                assert fine.width() >= words - 0.5, f"{code} {size}: {it.fine_print()!r} is cut"
                if it.tag:  # "personal", "kept": the pill under the card, whole
                    pill = QFontMetricsF(th.font(12, bold=True)).horizontalAdvance(it.tag) + 18
                    room = it.uncovered if it.uncovered is not None else it.w + 10
                    assert pill <= room - 4 or it.uncovered is None, f"{code} {size}: {it.tag!r} is cut"
                for later in row[i + 1:]:
                    assert later.zValue() > it.zValue()
                    cover = _card_box(later)
                    assert not cover.intersects(fine), (
                        f"{code} {size}: {it.objectName()}'s {it.fine_print()!r} under {later.objectName()}")
    finally:
        i18n.install("en")


def _words_spare(callout) -> float:
    """How much of the callout's height its words leave free below them."""
    return callout._height - (max(b.rect.bottom() for b in callout.blocks) + callout.PAD)


def _show_hint(w, qtbot) -> None:
    qtbot.keyClick(w.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: w.hints.state is HintState.SHOWN, timeout=30_000)
    settle(w)


@pytest.mark.parametrize("code", ["en", "ru", "ja", "zh_TW"])
def test_the_r_v7_skirmish_hint_keeps_room_to_spare_in_its_row(window, qtbot, code: str) -> None:
    """R-V7's first skirmish (a hand of eight, two armies: the longest hint a turn gives) in each
    language, picked in the Language menu: at each size the words stay in the bottom row with
    at least 4 px to spare, every step is there, and a reason the row cannot hold is left out
    from the least weighty end (the callout's tooltip says everything)."""
    w = window
    w.hints.iterations = 6  # a small, clock-free search
    w.hints.budget_s = None
    try:
        w.menuBar().findChild(QAction, f"language-{code}").trigger()
        settle(w)
        cut = 0
        for seed in (3, 5):
            g = new_game(GameConfig(2, "R-V7", seed=seed))
            while not (g.phase is Phase.PLAY and g.current_seat == 0):
                g.apply(g.legal_actions()[0])
            start(w, g, ("human", "normal"), paused=True)
            w.resize(1600, 1000)
            settle(w)
            _show_hint(w, qtbot)
            callout = w.hint_glue.layer.callout
            for size in SCREENS:
                w.resize(*size)
                settle(w)
                lay = w.scene.layout
                box = callout.mapRectToScene(QRectF(0, 0, callout.width, callout._height))
                row = lay.variants.united(lay.hand)
                assert box.top() >= row.top() - 0.5 and box.bottom() <= row.bottom() + 0.5, (
                    f"{code} {seed} {size}: the hint leaves its row")
                for panel in lay.panels:
                    assert not box.intersects(panel), f"{code} {seed} {size}: the hint covers a panel"
                spare = _words_spare(callout)
                assert spare >= 4, f"{code} {seed} {size}: the words fit by {spare:.1f} px"
                drawn = [b.text for b in callout.blocks]
                assert all(s in drawn for s in callout.steps), f"{code} {seed} {size}: a step is missing"
                words = [t.removesuffix(callout.MORE) for t in drawn]
                assert callout.reasons[0] in words
                marked = [t for t in drawn if t.endswith(callout.MORE)]
                if any(r not in drawn for r in (*callout.reasons, callout.footer) if r):
                    # what the row cannot hold is in the tooltip, and the last reason drawn says so
                    assert all(r in callout.toolTip() for r in callout.reasons)
                    assert len(marked) == 1 and marked[0].removesuffix(callout.MORE) in callout.reasons, (
                        f"{code} {seed} {size}: no mark says there is more")
                    cut += 1
                else:
                    assert not marked and not callout.toolTip(), f"{code} {seed} {size}: a mark, nothing more"
            qtbot.keyClick(w.view, Qt.Key.Key_H)  # H again: the hint goes
            settle(w)
            assert not callout.isVisible()
        if code == "ru":  # the longest words: the row cannot hold them all at most sizes
            assert cut, "ru: every reason fits, so the mark went untested"
    finally:
        i18n.install("en")


@pytest.mark.parametrize("code", ["en", "ru"])
def test_the_variant_cards_names_stay_in_sight_over_the_hint(window, qtbot, code: str) -> None:
    """The callout takes the variant cards' tile below its title line, which names the cards in
    play while the hint covers their rules (R-S6); the tile is whole again once the hint goes."""
    w = window
    w.hints.iterations = 6
    w.hints.budget_s = None
    try:
        w.menuBar().findChild(QAction, f"language-{code}").trigger()
        settle(w)
        start(w, _play_lead(), KINDS, paused=True)
        _show_hint(w, qtbot)
        tile = w.scene.variants
        callout = w.hint_glue.layer.callout
        for size in SCREENS:
            w.resize(*size)
            settle(w)
            box = callout.mapRectToScene(QRectF(0, 0, callout.width, callout._height))
            heading = tile.mapRectToScene(tile.title_rect())  # its title line
            assert not box.intersects(heading), f"{code} {size}: the hint covers the variant cards' title"
            line, font = tile.covered_line(heading.width())
            assert QFontMetricsF(font).horizontalAdvance(line) <= heading.width()
            for vid, name, _text in tile.cards:
                assert vid in line, f"{code} {size}: {vid} is not named over the hint"
                assert name[:4] in line, f"{code} {size}: {name!r} is not named over the hint"
        qtbot.keyClick(w.view, Qt.Key.Key_H)
        settle(w)
        assert not tile.covered and not callout.isVisible()
    finally:
        i18n.install("en")
