"""The new-game dialog, the keyboard path through a turn, and the bundled fonts."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QFontMetricsF, QRawFont

from joraku_desktop.ai import AGENT_LEVELS
from joraku_desktop.model import card, default_rules, scenario
from joraku_desktop.paths import resources_dir
from joraku_desktop.views import theme
from joraku_desktop.views.windows.dialogs import NewGameDialog

from .conftest import settle, start


def test_new_game_dialog_builds_the_setup(qtbot) -> None:
    dlg = NewGameDialog(None, {})
    qtbot.addWidget(dlg)
    # the computer levels are read from the AI package at run time
    levels = [dlg.kinds[1].itemData(i) for i in range(dlg.kinds[1].count())]
    assert levels == ["human", *AGENT_LEVELS]
    dlg.players.setCurrentIndex(dlg.players.findData(2))
    dlg.v7.setChecked(True)
    dlg.names[0].setText("Ann")
    dlg.kinds[1].setCurrentIndex(dlg.kinds[1].findData(AGENT_LEVELS[0]))
    dlg.var_chosen.setChecked(True)
    dlg.var_checks["R-V3"].setChecked(True)
    dlg.seed.setText("42")
    setup = dlg.setup()
    assert setup.config.players == 2 and setup.config.two_player_variant == "R-V7"
    assert setup.config.variants == frozenset({"R-V3"}) and setup.config.seed == 42
    assert setup.seats[0].name == "Ann" and setup.seats[1].kind == AGENT_LEVELS[0]
    dlg.var_random.setChecked(True)
    assert len(dlg.setup().config.variants) == 2
    # two players: the rows of seats 3 and 4 are hidden (asked of the dialog, which is not shown)
    assert [dlg.names[s].isVisibleTo(dlg) for s in range(4)] == [True, True, False, False]
    dlg.players.setCurrentIndex(dlg.players.findData(4))
    assert all(dlg.names[s].isVisibleTo(dlg) for s in range(4))


def test_a_turn_with_the_keyboard_only(window, qtbot) -> None:
    w = window
    g = scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"})
    start(w, g, ("human", "random", "random", "random"), paused=True)
    hand = [it.card for it in w.scene.hand_items]
    assert w.scene.focus_index == 0  # the cursor starts on a playable card: any card may lead
    qtbot.keyClick(w.view, Qt.Key.Key_Right)  # then the second
    qtbot.keyClick(w.view, Qt.Key.Key_Return)
    settle(w)
    assert g.trick == [(0, hand[1])]
    if g.phase_name == "mode":
        qtbot.keyClick(w.view, Qt.Key.Key_P)
        settle(w)
    assert g.phase_name == "place"
    qtbot.keyClick(w.view, Qt.Key.Key_D)
    settle(w)
    assert g.current_seat == 1 and g.history[-1].kind == 11


def test_bundled_fonts_cover_every_area_name(fonts) -> None:
    """Glyphs are looked up by code point (``inFontUcs4``, ``QRawFont.supportsCharacter``): the
    ``inFont(str)`` binding of PySide6 6.11 answers False for every non-ASCII character on some
    machines, so it proves nothing about the fonts."""
    assert theme.SANS in fonts and theme.SERIF in fonts
    names = "".join(a.kanji + a.romaji for a in default_rules().areas) + "勝鬨上洛忍赤青黄"
    assert any(ord(ch) > 0x3000 for ch in names) and any(ord(ch) > 0x7F for ch in names)
    for family in (theme.SANS, theme.SERIF):
        metrics = QFontMetricsF(theme.font(20, serif=family == theme.SERIF))
        missing = [ch for ch in names if not metrics.inFontUcs4(ord(ch))]
        assert missing == [], f"{family} lacks {missing}"
    # the files themselves, without the font database or any fallback
    for path in sorted((resources_dir() / "fonts").glob("*.otf")):
        raw = QRawFont(str(path), 20)
        assert raw.isValid(), path
        missing = [ch for ch in names if not raw.supportsCharacter(ord(ch))]
        assert missing == [], f"{path.name} lacks {missing}"
    # a glyph no bundled font has is reported missing: the check can fail
    sans = QRawFont(str(resources_dir() / "fonts" / "JorakuSans-Regular.otf"), 20)
    assert not sans.supportsCharacter(0x1F600)
    assert QFontDatabase.families()  # the database is loaded
    assert card("YN") >= 0


def test_settings_file_round_trips_and_survives_damage(tmp_path) -> None:
    """Preferences are a validated JSON file; a damaged or newer one falls back to defaults."""
    from joraku_desktop.settings import Settings

    path = tmp_path / "settings.json"
    s = Settings(path=path, speed="fast", window=(40, 50, 1200, 800), maximized=False)
    s.add_recent(tmp_path / "a.joraku.json")
    s.save()
    back = Settings.load(path)
    assert (back.speed, back.window, back.recent) == ("fast", (40, 50, 1200, 800), s.recent)
    path.write_text('{"schema_version": 1, "speed": "warp"}')
    assert Settings.load(path).speed == "normal"
    path.write_text('{"schema_version": 9}')
    assert Settings.load(path).window is None
    path.write_text("{ damaged")
    assert Settings.load(path).recent == []


def test_window_geometry_is_remembered(qtbot, fonts, tmp_path) -> None:
    from joraku_desktop.settings import Settings
    from joraku_desktop.views.windows.main_window import MainWindow

    path = tmp_path / "settings.json"
    w = MainWindow(Settings(path=path, speed="instant"), autosave=False)
    qtbot.addWidget(w)
    # (the offscreen screen is 800 × 800, and the window's content needs 800 px across at least)
    w.setGeometry(0, 40, 800, 600)
    w.close()
    assert Settings.load(path).window == (0, 40, 800, 600)
    w2 = MainWindow(Settings.load(path), autosave=False)
    qtbot.addWidget(w2)
    assert (w2.x(), w2.y(), w2.width(), w2.height()) == (0, 40, 800, 600)
