"""The table uses the window and its text stays readable at any window size.

The smallest text is measured, not assumed: every item of the table is painted into a
recording painter (:class:`FontRecorder`) that notes the font of each ``drawText``; the size
on screen is that font's pixel size × the painter's own scale × the item's scene scale × the
view's scale. Text items (QGraphicsTextItem / QGraphicsSimpleTextItem) are measured from their
font. "Uses the window": the scene, mapped onto the viewport, reaches every edge (within 1 px),
and the tiles reach the scene's margins, so no band of the view is left empty.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsObject,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
)

from joraku_desktop.model import GameConfig
from joraku_desktop.model.game import new_game
from joraku_desktop.saves import SeatInfo
from joraku_desktop.views.table import panel_item
from joraku_desktop.views.table.table_layout import (
    MIN_H,
    MIN_W,
    PANEL_COMPACT_W,
    SKIRMISH_MIN_W,
    scene_size,
    table_layout,
)
from joraku_desktop.views.windows.main_window import MainWindow

from .conftest import neutral_ap_step, settle, start

#: (window size, smallest text on screen in px) — the issue's figures
SIZES = [((1600, 1000), 9.0), ((1280, 720), 9.0), ((1024, 700), 8.0)]
LONG = "Kuroda Kanbei Yoshitaka of Nakatsu Castle"  # 40 characters


class FontRecorder(QPainter):
    """A painter that notes (on-item pixel size, text) for every piece of text drawn."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.seen: list[tuple[float, str]] = []

    def drawText(self, *args: Any) -> Any:
        text = next((a for a in reversed(args) if isinstance(a, str)), "")
        if text.strip():
            f: QFont = self.font()
            px = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * 96 / 72
            self.seen.append((px * self.worldTransform().m11(), text))
        return super().drawText(*args)


def texts_on_screen(w: MainWindow) -> list[tuple[float, str, str]]:
    """(size on screen in px, text, item) for every text of every visible item of the table."""
    view_scale = w.view.transform().m11()
    out: list[tuple[float, str, str]] = []
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    for item in w.scene.items():
        if not item.isVisible() or item.opacity() == 0:
            continue
        scale = item.sceneTransform().m11() * view_scale
        name = item.objectName() if isinstance(item, QGraphicsObject) else type(item).__name__
        if isinstance(item, (QGraphicsTextItem, QGraphicsSimpleTextItem)):
            f = item.font()
            px = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * 96 / 72
            if item.toPlainText() if isinstance(item, QGraphicsTextItem) else item.text():
                out.append((px * scale, "text item", name))
            continue
        p = FontRecorder(image)
        try:
            item.paint(p, QStyleOptionGraphicsItem(), None)
        finally:
            p.end()
        out.extend((px * scale, text, name) for px, text in p.seen)
    return out


def lay_out(w: MainWindow, size: tuple[int, int], log: bool) -> None:
    w.set_log_visible(log)
    w.resize(*size)
    settle(w)
    QApplication.processEvents()
    w.scene.animator.finish_all()
    assert (w.width(), w.height()) == size
    assert w.settings.log_visible is log
    assert w.log.isVisible() is (log and not w.log_pane.folded)  # a narrow window folds the log


def assert_uses_window(w: MainWindow) -> None:
    vp = w.view.viewport().rect()
    mapped = w.view.mapFromScene(w.view.sceneRect()).boundingRect()
    assert mapped.left() <= 1 and mapped.top() <= 1, (mapped, vp)
    assert mapped.right() >= vp.right() - 1 and mapped.bottom() >= vp.bottom() - 1, (mapped, vp)
    scene = w.scene.sceneRect()
    tiles = QRectF()
    for r in w.scene.layout.tiles():
        tiles = tiles.united(r)
    assert tiles.left() <= 16 and tiles.top() <= 10, tiles
    assert tiles.right() >= scene.right() - 16 and tiles.bottom() >= scene.bottom() - 16, (tiles, scene)


def four_players_passing(w: MainWindow) -> None:
    g = new_game(GameConfig(players=4, seed=3))
    kinds = ("human", "normal", "normal", "hard")
    names = ("You", "Computer 1", LONG, "Computer 3")
    w.controller.set_paused(True)
    w.controller.start(g, [SeatInfo(n, k) for n, k in zip(names, kinds, strict=True)])
    settle(w)
    for it in w.scene.hand_items[:2]:  # two cards chosen: they sit small in the pass slots
        w.scene.toggle_selection(it.card)
    settle(w)


def two_players_neutral(w: MainWindow) -> None:
    neutral_ap_step(w)


def two_players_two_armies(w: MainWindow) -> None:
    g = new_game(GameConfig(players=2, two_player_variant="R-V7", seed=5))
    start(w, g, ("human", "normal"), paused=True)


@pytest.mark.parametrize("game", [four_players_passing, two_players_neutral, two_players_two_armies])
def test_smallest_text_on_screen_and_no_empty_band(window, game) -> None:
    w = window
    game(w)
    report = []
    for size, floor in SIZES:
        for log in (True, False):
            lay_out(w, size, log)
            assert_uses_window(w)
            texts = texts_on_screen(w)
            assert len(texts) > 50  # the whole table was measured, not a blank scene
            smallest = min(texts)
            report.append((size, log, round(smallest[0], 2), smallest[1], smallest[2]))
            assert smallest[0] >= floor, (size, log, smallest)
    print("\n".join(map(str, report)))


def test_table_shape_follows_the_view_and_tiles_do_not_overlap() -> None:
    for aspect in (1.0, 1.2, 1.34, 1.48, 1.6, 1.7, 2.0, 2.6):
        w, h = scene_size(aspect)
        assert w >= MIN_W and h >= MIN_H
        if 1.0 <= aspect <= 2.6:
            assert w / h == pytest.approx(aspect, rel=1e-6)
        for n in (2, 3, 4):
            lay = table_layout(w, h, 7, n)
            tiles = lay.tiles()
            for i, a in enumerate(tiles):
                assert lay.scene.contains(a), (aspect, n, a)
                for b in tiles[i + 1 :]:
                    assert not a.intersects(b), (aspect, n, a, b)
            assert lay.skirmish.width() >= SKIRMISH_MIN_W
            assert all(p.width() >= PANEL_COMPACT_W for p in lay.panels)


def test_marker_and_long_name_never_run_into_the_tag(window) -> None:
    """The ▶ of the seat to act, the name (elided, the whole in the tooltip) and the tag
    ("computer · normal") each keep their own room, in one-army and two-army panels."""
    w = window
    for game, seat in ((four_players_passing, 2), (two_players_two_armies, 1)):
        game(w)
        for size in ((1600, 1000), (1024, 700)):
            lay_out(w, size, True)
            panel = w.scene.panels[seat]
            panel.set_data(panel.info.__class__(**{**_fields(panel.info), "name": LONG, "to_act": True}))
            marker, name_box, tag, shown = panel.header_layout()
            assert marker.width() > 0 and marker.right() <= name_box.left()
            if panel.tag_in_header:
                assert name_box.right() <= tag.left()
            else:
                assert tag.top() >= panel_item.HEADER
            fm = QFontMetricsF(panel_item.name_font())
            assert fm.horizontalAdvance(shown) <= name_box.width() + 1
            assert shown != LONG and shown.endswith("…")
            assert LONG in panel.toolTip()


def _fields(data: Any) -> dict[str, Any]:
    return {k: getattr(data, k) for k in data.__slots__}


def test_status_message_does_not_move_the_table(window) -> None:
    w = window
    four_players_passing(w)
    lay_out(w, (1280, 720), True)
    before = (w.view.geometry(), w.view.transform().m11())
    w.statusBar().showMessage("Saved to /somewhere/a game.joraku.json", 5000)
    QApplication.processEvents()
    assert (w.view.geometry(), w.view.transform().m11()) == before
    w.statusBar().clearMessage()
    QApplication.processEvents()
    assert (w.view.geometry(), w.view.transform().m11()) == before


def test_log_panel_hides_narrows_and_is_remembered(window, qtbot) -> None:
    """View → Game log (Ctrl+L) hides the log and the table takes the room; the width the player
    drags to is kept in the settings, and a small window never gives the log more than a fifth."""
    w = window
    four_players_passing(w)
    lay_out(w, (1600, 1000), True)
    shown_scale = w.view.transform().m11()
    table_w = w.view.width()
    w.log_action.trigger()
    QApplication.processEvents()
    assert not w.log.isVisible() and not w.settings.log_visible
    assert w.view.width() > table_w + 200
    assert w.view.transform().m11() >= shown_scale
    w.log_action.trigger()
    QApplication.processEvents()
    assert w.log.isVisible() and w.settings.log_visible
    assert w.log_action.shortcut().toString() == "Ctrl+L"
    w.splitter.moveSplitter(w.splitter.width() - 200, 1)  # the player drags the log narrower
    QApplication.processEvents()
    assert w.settings.log_width == w.log.width() == pytest.approx(200, abs=8)
    lay_out(w, (1280, 720), True)
    assert w.log.isVisible() and w.log.width() <= 1280 * 0.2 + 1
    lay_out(w, (1024, 700), True)
    assert w.log_pane.folded and w.settings.log_width == w.log.width()  # folded, its width kept


def test_settings_keep_the_log_and_old_files_still_load(tmp_path) -> None:
    from joraku_desktop.settings import Settings

    path = tmp_path / "settings.json"
    # as written before the log panel had settings
    path.write_text('{"schema_version": 1, "speed": "fast"}', encoding="utf-8")
    s = Settings.load(path)
    assert s.problem is None and s.speed == "fast" and s.log_visible and s.log_width == 270
    s.log_width, s.log_visible = 333, False
    s.save()
    again = Settings.load(path)
    assert (again.log_width, again.log_visible) == (333, False)
    path.write_text('{"schema_version": 1, "log_width": 99999, "log_visible": false}', encoding="utf-8")
    assert Settings.load(path).log_width == 1200  # brought into range, the file kept
    path.write_text('{"schema_version": 1, "log_width": "wide"}', encoding="utf-8")
    bad = Settings.load(path)
    assert bad.problem and bad.log_width == 270


def test_no_half_built_table_behind_the_resume_question(qapp, fonts, monkeypatch, tmp_path) -> None:
    """At start-up the Resume question is asked before the window shows: the player never sees
    an empty banner and every action button behind it."""
    from joraku_desktop import app as app_module
    from joraku_desktop.saves import autosave_path, save_game

    g = new_game(GameConfig(players=4, seed=3))
    save_game(g, autosave_path(), [SeatInfo(n, "normal") for n in ("A", "B", "C", "D")])
    seen: list[tuple[bool, bool]] = []

    def ask(parent: Any, *_args: Any, **_kw: Any) -> Any:
        seen.append((parent.isVisible(), parent.scene.state is not None))
        return app_module.QMessageBox.StandardButton.Yes

    yes = app_module.QMessageBox.StandardButton.Yes
    monkeypatch.setattr(app_module, "ask_yes_no", lambda *a: ask(*a) == yes)
    w, resumed = app_module.start_up()
    try:
        assert resumed and seen, seen
        for visible, built in seen:
            assert built or not visible
        assert w.isVisible() and w.scene.state is not None and w.scene.panels
    finally:
        w.controller.shutdown()
        w.close()


def test_hand_overlaps_rather_than_spilling_out_of_its_row(window) -> None:
    w = window
    four_players_passing(w)
    lay_out(w, (1024, 700), True)
    hand = w.scene.layout.hand
    for it in w.scene.hand_items:
        if it.scale() == 1.0:
            r = it.sceneBoundingRect()
            assert hand.adjusted(-8, -30, 8, 8).contains(r), (r, hand)
