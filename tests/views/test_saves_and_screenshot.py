"""Save, load into a fresh window (same scene), a corrupt file (error, game kept), autosave,
quitting mid-game, and the README screenshot."""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMessageBox

from joraku_desktop.model import position_to_dict, scenario
from joraku_desktop.saves import autosave_path
from tools.screenshot import take_screenshot

from .conftest import make_window, settle, start

KINDS = ("human", "random", "random")


def scene_picture(w) -> dict:
    """What the table shows, item by item: where every token stands, the hand, the trick, panels."""
    s = w.scene
    return {
        "samurai": {
            army: sorted(it.area for it in pool if it.isVisible()) for army, pool in s.samurai.items()
        },
        "daimyo": {army: d.area for army, d in s.daimyo.items()},
        "hand": sorted(it.card for it in s.hand_items),
        "trick": [it.card for it in s.trick_items],
        "panels": {
            seat: (p.info.rp, p.info.supply, p.info.hand_size, p.info.kachidoki)
            for seat, p in s.panels.items()
        },
        "influence": [dict(a.influence) for a in s.areas],
        "banner": (s.banner.left, s.banner.instruction),
    }


def mid_game():
    g = scenario(
        players=3,
        round=2,
        phase="play",
        kachidoki="blue",
        hands={"blue": "R4 B2 YN R1 Y6 B5"},
        samurai={"blue": {4: 3}, "red": {2: 2, 3: 1}, "yellow": {5: 4}},
        rp={"blue": 9, "red": 4},
    )
    g.apply("play R4")
    g.apply("placement")
    g.apply("place 4")
    return g


def test_save_then_load_in_a_fresh_window_shows_the_same_table(window, qtbot, tmp_path) -> None:
    w = window
    start(w, mid_game(), KINDS, paused=True)
    path = tmp_path / "game.joraku.json"
    assert w.files.save_to(path)
    before = scene_picture(w)
    assert before["samurai"][0].count(4) == 4 and before["trick"]

    fresh = make_window(qtbot)
    fresh.controller.set_paused(True)
    assert fresh.files.load(path)
    settle(fresh)
    assert scene_picture(fresh) == before
    assert position_to_dict(fresh.controller.game) == position_to_dict(w.controller.game)
    assert str(path.resolve()) in fresh.settings.recent
    fresh.controller.shutdown()


def test_a_corrupt_file_shows_the_error_and_keeps_the_game(window, qtbot, tmp_path) -> None:
    w = window
    start(w, mid_game(), KINDS, paused=True)
    before, picture = position_to_dict(w.controller.game), scene_picture(w)
    bad = tmp_path / "broken.joraku.json"
    bad.write_text('{"schema_version": 1, "app": "joraku-desktop", "state": [', encoding="utf-8")
    assert not w.files.load(bad)
    assert "broken.joraku.json" in w.last_error
    box = w.findChild(QMessageBox, "error-box")
    assert box is not None and box.isVisible() and "broken.joraku.json" in box.text()
    assert position_to_dict(w.controller.game) == before
    assert scene_picture(w) == picture
    box.close()


def test_autosave_after_a_completed_action_and_quit_asks_first(qtbot, fonts) -> None:
    w = make_window(qtbot)
    start(w, mid_game(), KINDS, paused=True)
    w.controller.request("end")
    assert autosave_path().exists()
    asked = []
    w.confirm = lambda title, text: asked.append(text) or False
    w.close()
    assert asked and w.isVisible()  # refused: the game goes on
    w.confirm = lambda title, text: True
    w.close()
    assert not w.isVisible()


def test_screenshot_of_the_window_mid_game(qtbot, fonts, tmp_path) -> None:
    out = take_screenshot(tmp_path / "shot.png")
    img = QImage(str(out))
    assert img.width() >= 1200 and img.height() >= 800
    colours = {img.pixel(x, y) for x in range(0, img.width(), 37) for y in range(0, img.height(), 29)}
    assert len(colours) > 60  # a real picture, not a blank window


def test_start_up_offers_to_resume_an_unfinished_autosave(qtbot, fonts, monkeypatch) -> None:
    from joraku_desktop import app as app_module
    from joraku_desktop.saves import SeatInfo, save_game

    game = mid_game()
    save_game(
        game,
        autosave_path(),
        [SeatInfo("Ann", "human"), SeatInfo("Bob", "random"), SeatInfo("Cho", "random")],
    )
    asked = []

    def yes(*args: object) -> QMessageBox.StandardButton:
        asked.append(args[2])
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(app_module, "ask_yes_no", lambda *a: yes(*a) == QMessageBox.StandardButton.Yes)
    w = make_window(qtbot)
    w.controller.set_paused(True)
    assert app_module.offer_resume(w)
    assert asked and "Ann" in asked[0]
    assert position_to_dict(w.controller.game) == position_to_dict(game)
    w.controller.shutdown()
