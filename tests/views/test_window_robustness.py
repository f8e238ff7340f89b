"""The window never loses a game or crashes on input: Save after Resume, error boxes
that stay plain and short, loads that replace the game only once validated, the seed box."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QMessageBox

from joraku_desktop import app as app_module
from joraku_desktop.model import position_to_dict
from joraku_desktop.model.config import SEED_MAX
from joraku_desktop.saves import SeatInfo, autosave_path, save_game
from joraku_desktop.views.windows import session_files as session_files_module
from joraku_desktop.views.windows.dialogs import MAX_SEED, NewGameDialog, clip, parse_seed
from joraku_desktop.views.windows.main_window import MainWindow

from .conftest import settle, start
from .test_saves_and_screenshot import KINDS, mid_game, scene_picture

SEATS = [SeatInfo("Ann", "human"), SeatInfo("Bob", "random"), SeatInfo("Cho", "random")]


class FakeSaveDialog:
    """Stands in for QFileDialog.getSaveFileName (which blocks): answers ``answer``, counts calls."""

    def __init__(self, answer: Path | str) -> None:
        self.answer = str(answer)
        self.calls = 0

    def __call__(self, *args: object, **kwargs: object) -> tuple[str, str]:
        self.calls += 1
        return self.answer, ""


def press_save(qtbot, w: MainWindow) -> None:
    """Ctrl+S as the player presses it: through the menu's shortcut."""
    w.activateWindow()
    qtbot.keyClick(w, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    settle(w)


def error_box(w: MainWindow) -> QMessageBox:
    boxes = [b for b in w.findChildren(QMessageBox, "error-box") if b.isVisible()]
    assert len(boxes) == 1
    return boxes[0]


# ---- 1. Resume, then Save ----------------------------------------------------------------------------
def test_a_resumed_game_asks_for_a_name_and_never_lists_the_autosave(window, qtbot, monkeypatch, tmp_path):
    w = window
    save_game(mid_game(), autosave_path(), SEATS)
    w.controller.set_paused(True)
    assert w.files.load(autosave_path())  # what app.offer_resume does after "Resume"
    assert w.controller.path is None  # the autosave is not a place the player saved to
    assert w.settings.recent == [] and w.recent_menu.actions() == []

    ask = FakeSaveDialog(tmp_path / "mine")
    monkeypatch.setattr(session_files_module.QFileDialog, "getSaveFileName", ask)
    press_save(qtbot, w)
    mine = tmp_path / "mine.joraku.json"
    assert ask.calls == 1, "Save on a resumed game must ask for a name"
    assert mine.exists() and w.controller.path == mine
    assert w.settings.recent == [str(mine.resolve())]

    # a move later the autosave has moved on; Ctrl+S now saves to the player's own file
    saved = position_to_dict(w.controller.game)
    w.controller.request("end")
    settle(w)
    assert position_to_dict(w.controller.game) != saved
    press_save(qtbot, w)
    assert ask.calls == 1  # the game now has a name: Ctrl+S saves there without asking
    fresh = session_files_module.load_game(mine)
    assert position_to_dict(fresh.game) == position_to_dict(w.controller.game)


def test_save_as_onto_the_autosave_is_refused(window, monkeypatch) -> None:
    w = window
    start(w, mid_game(), KINDS, paused=True)
    monkeypatch.setattr(session_files_module.QFileDialog, "getSaveFileName", FakeSaveDialog(autosave_path()))
    assert not w.files.ask_save_as()
    assert "autosave" in w.last_error and error_box(w).isVisible()
    assert not autosave_path().exists() and w.controller.path is None
    assert w.settings.recent == []
    # a Recent games entry from an older version never shows the autosave either
    w.settings.recent = [str(autosave_path().resolve())]
    w.files.refresh_recent()
    assert w.recent_menu.actions() == [] and not w.recent_menu.isEnabled()


# ---- 2. error boxes ----------------------------------------------------------------------------------
def test_an_html_file_name_is_shown_as_plain_text(window, tmp_path) -> None:
    w = window
    start(w, mid_game(), KINDS, paused=True)
    bad = tmp_path / '<h1>big<img src="x"><font color=red>r.joraku.json'
    bad.write_text("{ not json", encoding="utf-8")
    assert not w.files.load(bad)
    box = error_box(w)
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert "<h1>big" in box.text()  # the markup is shown as typed, not rendered


def test_a_three_megabyte_message_is_cut_and_does_not_freeze_the_window(window) -> None:
    w = window
    t0 = time.perf_counter()
    w.show_error("Oops", "<b>" + "x" * 3_000_000)
    box = error_box(w)
    box.adjustSize()  # the layout of the text: what froze the window for 33 s
    assert time.perf_counter() - t0 < 2.0
    assert len(box.text()) <= 600 and box.text().endswith("…") and box.text().startswith("<b>x")


def test_a_save_with_a_megabyte_decision_gives_a_short_message(window, tmp_path) -> None:
    w = window
    start(w, mid_game(), KINDS, paused=True)
    path = tmp_path / "huge.joraku.json"
    w.files.save_to(path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["decisions"].append("place " + "9" * 1_500_000)
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert not w.files.load(path)
    assert len(w.last_error) <= 600 and "huge.joraku.json" in w.last_error
    assert len(error_box(w).text()) <= 600


def test_clip_keeps_both_ends_of_a_long_name() -> None:
    name = "a" * 300 + ".joraku.json"
    cut = clip(name, 80, middle=True)
    assert len(cut) == 80 and cut.startswith("aaa") and cut.endswith(".joraku.json") and "…" in cut
    assert clip("short", 80) == "short"


# ---- 3. a load replaces the game only once the new one is valid -----------------------------------------
def _truncated(tmp: Path, good: Path) -> Path:
    p = tmp / "truncated.joraku.json"
    text = good.read_text(encoding="utf-8")
    p.write_text(text[: len(text) // 2], encoding="utf-8")
    return p


def _deep(tmp: Path, good: Path) -> Path:
    p = tmp / "deep.joraku.json"  # RecursionError in json, not a SaveError
    p.write_text('{"schema_version": 1, "state": ' + "[" * 200_000 + "]" * 200_000 + "}", encoding="utf-8")
    return p


def _directory(tmp: Path, good: Path) -> Path:
    p = tmp / "folder.joraku.json"
    p.mkdir()
    return p


def _binary(tmp: Path, good: Path) -> Path:
    p = tmp / "binary.joraku.json"
    p.write_bytes(bytes(range(256)) * 40)
    return p


def _missing(tmp: Path, good: Path) -> Path:
    return tmp / "gone.joraku.json"


@pytest.mark.parametrize("make_bad", [_truncated, _deep, _directory, _binary, _missing])
def test_a_bad_file_leaves_game_path_log_and_table_untouched(window, tmp_path, make_bad) -> None:
    w = window
    start(w, mid_game(), KINDS, paused=True)
    good = tmp_path / "current.joraku.json"
    assert w.files.save_to(good)
    bad = make_bad(tmp_path, good)
    w.settings.add_recent(bad)
    before = (position_to_dict(w.controller.game), w.controller.path, w.log.toPlainText(), scene_picture(w))
    game = w.controller.game
    assert not w.files.load(bad)
    settle(w)
    assert w.controller.game is game
    now = (position_to_dict(w.controller.game), w.controller.path, w.log.toPlainText(), scene_picture(w))
    assert now == before
    assert bad.name in w.last_error and error_box(w).isVisible()
    assert str(bad.resolve()) not in w.settings.recent  # a file that cannot be loaded leaves the list
    assert w.controller.request("end") is None  # the game goes on


def test_an_unexpected_error_while_loading_is_reported_not_raised(window, tmp_path, monkeypatch) -> None:
    w = window
    start(w, mid_game(), KINDS, paused=True)
    before = position_to_dict(w.controller.game)

    def crafted(path: object) -> object:
        raise ValueError("something no one foresaw")

    monkeypatch.setattr(session_files_module, "load_game", crafted)
    assert not w.files.load(tmp_path / "odd.joraku.json")
    assert "odd.joraku.json" in w.last_error and "ValueError" in w.last_error
    assert position_to_dict(w.controller.game) == before


# ---- 4. the seed box -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "seed"),
    [("42", 42), ("1,000", 1000), (" 1 000 ", 1000), ("", None), (str(MAX_SEED), MAX_SEED)],
)
def test_parse_seed_reads_what_people_type(text: str, seed: int | None) -> None:
    assert parse_seed(text) == seed


@pytest.mark.parametrize("text", ["-5", "abc", "1.5", "99999999999999999999999", "٣"])
def test_parse_seed_refuses_with_a_message(text: str) -> None:
    with pytest.raises(ValueError, match="seed"):
        parse_seed(text)


@pytest.mark.parametrize("text", ["1,000", "", "-5", "abc", "9" * 400])
def test_setup_never_crashes_whatever_the_seed_box_holds(qtbot, text: str) -> None:
    dlg = NewGameDialog(None, {})
    qtbot.addWidget(dlg)
    dlg.seed.setText(text)  # setText bypasses the validator: setup() must still cope
    seed = dlg.setup().config.seed
    assert 0 <= seed <= SEED_MAX  # a random deal: 63 bits from secrets (a typed seed stays under MAX_SEED)
    if text == "1,000":
        assert seed == 1000


def test_typing_in_the_seed_box_keeps_only_digits(qtbot) -> None:
    dlg = NewGameDialog(None, {})
    qtbot.addWidget(dlg)
    qtbot.keyClicks(dlg.seed, "1,000")
    assert dlg.seed.text() == "1000"
    dlg.seed.clear()
    qtbot.keyClicks(dlg.seed, "-5abc")
    assert dlg.seed.text() == "5"


def test_start_with_a_bad_seed_says_so_and_keeps_the_dialog_open(qtbot) -> None:
    dlg = NewGameDialog(None, {})
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.seed.setText("-5")
    dlg.accept()
    assert dlg.isVisible() and dlg.result() != QDialog.DialogCode.Accepted
    message = dlg.findChild(QLabel, "seed-error")
    assert message.isVisible() and "whole number" in message.text()
    dlg.seed.setText("77")
    dlg.accept()
    assert not dlg.isVisible() and dlg.result() == QDialog.DialogCode.Accepted


class _NoEventLoop:
    def exec(self) -> int:
        return 0


@pytest.mark.parametrize(("typed", "expected"), [("1,000", 1000), ("abc", None)])
def test_the_first_start_dialog_does_not_exit_on_a_bad_seed(qtbot, fonts, monkeypatch, typed, expected):
    """app.main shows the new-game dialog right after start; what it returns must not crash."""
    windows: list[MainWindow] = []

    class Window(MainWindow):
        def __init__(self, *args: object, **kwargs: object) -> None:
            super().__init__(*args, **kwargs)
            self.confirm = lambda title, text: True
            self.lessons.ask = lambda *texts: False  # "Not now" to Learn to play: the dialog follows
            windows.append(self)

    def player_types_a_seed(dlg: NewGameDialog) -> int:
        dlg.seed.setText(typed)
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(app_module, "MainWindow", Window)
    monkeypatch.setattr(app_module, "make_app", lambda argv: _NoEventLoop())
    monkeypatch.setattr(NewGameDialog, "exec", player_types_a_seed)
    try:
        assert app_module.main(["--new", "--seed", "5"]) == 0
        (w,) = windows
        # the dialog comes once the table is drawn: the event loop (here qtbot's) paints it first
        qtbot.waitUntil(lambda: w.controller.game is not None and w.controller.game.config.seed != 5)
        if expected is not None:
            assert w.controller.game.config.seed == expected
    finally:
        for w in windows:
            w.controller.shutdown()
            w.close()


def test_a_damaged_save_loads_its_previous_version_and_says_so(window, tmp_path) -> None:
    """a damaged save falls back to the version kept beside it, and the player is told."""
    w = window
    path = tmp_path / "evening.joraku.json"
    first = mid_game()
    save_game(first, path, SEATS)
    later = mid_game()
    later.apply(later.legal_actions()[0])
    save_game(later, path, SEATS)  # the previous version is kept as .bak
    path.write_text(path.read_text()[:300])  # the main file is cut short
    assert w.files.load(path)
    assert w.controller.game is not None and w.controller.game.history == first.history != later.history
    assert "previous version" in w.last_error
