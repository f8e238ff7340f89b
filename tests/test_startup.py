"""Start-up never fails on our own files: a bad autosave or settings file is renamed
aside with the date, the player is told in a sentence, and the app goes on with a new game; a
data folder that cannot be created gives a message, not an exit.

These run the start-up path :func:`joraku_desktop.app.main` uses (``start_up``), without the
New game dialog and the event loop.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from joraku_desktop import app as app_module
from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.model.position import position_to_dict
from joraku_desktop.saves import TEMP_SUFFIX, SeatInfo, autosave_path, save_game
from joraku_desktop.views.windows.main_window import MainWindow
from joraku_desktop.views.windows.session_files import SessionFiles

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs")
SEATS = [SeatInfo("Ann", "human"), SeatInfo("Bob", "random"), SeatInfo("Cho", "random")]


@pytest.fixture
def data(tmp_path: Path, monkeypatch) -> Path:
    monkeypatch.setenv("JORAKU_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("JORAKU_CONFIG_DIR", raising=False)
    (tmp_path / "data" / "saves").mkdir(parents=True)
    (tmp_path / "data" / "config").mkdir()
    return tmp_path / "data"


@pytest.fixture
def answers(monkeypatch) -> list[str]:
    """Say Yes to "Resume the unfinished game?" and record the questions."""
    asked: list[str] = []

    def yes(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(app_module, "ask_yes_no", lambda *a: yes(*a) == QMessageBox.StandardButton.Yes)
    return asked


@pytest.fixture
def launch(qtbot, answers) -> Iterator:
    windows: list[MainWindow] = []

    def run(**kwargs: object) -> MainWindow:
        w, _ = app_module.start_up(seed=3, **kwargs)  # type: ignore[arg-type]
        w.confirm = lambda title, text: True
        w.autosave.ask_quit = lambda problem: "quit"
        w.controller.set_paused(True)
        qtbot.addWidget(w)
        windows.append(w)
        return w

    yield run
    for w in windows:
        w.controller.shutdown()


def notice(w: MainWindow) -> str:
    box = w.findChild(QMessageBox, app_module.NOTICE_NAME)
    return box.text() if box is not None else ""


def set_aside(folder: Path, name: str) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(name + ".bad-20"))


def unfinished_game(seed: int = 4):
    g = new_game(GameConfig(3, seed=seed))
    for _ in range(10):
        g.apply(g.legal_actions()[0])
    return g


def test_a_good_autosave_is_offered_and_resumed(data: Path, launch, answers) -> None:
    g = unfinished_game()
    save_game(g, autosave_path(), SEATS)
    w = launch()
    assert answers and "Ann" in answers[0]
    assert position_to_dict(w.controller.game) == position_to_dict(g)
    assert notice(w) == ""


@pytest.mark.parametrize("bad", [
    "deep-json",
    pytest.param("fifo", marks=posix_only),
    "schema-true",
])
def test_a_bad_autosave_is_set_aside_and_a_new_game_starts(data: Path, launch, answers, bad: str) -> None:
    path = autosave_path()
    if bad == "deep-json":
        path.write_text("[" * 5000)
    elif bad == "fifo":
        os.mkfifo(path)
    else:
        save_game(unfinished_game(), path, SEATS)
        doc = json.loads(path.read_text())
        path.write_text(json.dumps({**doc, "schema_version": True}))
    w = launch()
    assert answers == []  # nothing to offer
    assert w.controller.in_progress and len(w.controller.game.history) == 0  # a new game
    assert not os.path.lexists(path)
    assert len(set_aside(data / "saves", "autosave.joraku.json")) == 1
    assert "The autosave could not be resumed" in notice(w)
    assert "autosave.joraku.json.bad-20" in notice(w)


def test_an_autosave_that_cannot_be_started_is_set_aside(data: Path, launch, answers, monkeypatch) -> None:
    """Anything raised while starting the resumed game (an unplayable position) is caught."""
    save_game(unfinished_game(), autosave_path(), SEATS)

    def unplayable(self: SessionFiles, path: object) -> bool:
        raise IndexError("no seat 7")

    monkeypatch.setattr(SessionFiles, "load", unplayable)
    w = launch()
    assert answers  # it was offered, accepted, then failed
    assert w.controller.in_progress and len(w.controller.game.history) == 0
    assert not autosave_path().exists()
    assert set_aside(data / "saves", "autosave.joraku.json")
    assert "IndexError" in notice(w)


def test_a_damaged_autosave_resumes_from_its_backup(data: Path, launch, answers) -> None:
    older, newer = unfinished_game(4), unfinished_game(5)
    save_game(older, autosave_path(), SEATS)
    save_game(newer, autosave_path(), SEATS)
    autosave_path().write_text('{"schema_version": 1, "trunc')
    w = launch()
    assert answers
    assert position_to_dict(w.controller.game) == position_to_dict(older)
    assert "previous version" in notice(w)
    assert set_aside(data / "saves", "autosave.joraku.json")  # the damaged one, kept aside


def test_bad_settings_are_set_aside_and_defaults_used(data: Path, launch) -> None:
    (data / "config" / "settings.json").write_text('{"schema_version": 1, "speed": ' + "[" * 3000)
    w = launch()
    assert w.settings.speed == "normal" and w.controller.in_progress
    assert set_aside(data / "config", "settings.json")
    assert "preferences file was damaged" in notice(w)


@posix_only
def test_settings_that_are_a_link_to_dev_zero_are_left_alone(data: Path, launch) -> None:
    link = data / "config" / "settings.json"
    link.symlink_to("/dev/zero")
    w = launch()
    assert w.controller.in_progress
    assert link.is_symlink() and set_aside(data / "config", "settings.json") == []
    assert "not a regular file" in notice(w)


def test_a_data_folder_that_cannot_be_created_gives_a_message(tmp_path: Path, monkeypatch, launch,
                                                              qtbot) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("JORAKU_DATA_DIR", str(blocker / "data"))
    w = launch()
    assert w.controller.in_progress
    assert "cannot be created" in notice(w) and "will not be autosaved" in notice(w)
    with qtbot.waitSignal(w.controller.message) as said:
        w.controller._autosave()  # what happens after each move: a status message, no exit
    assert "Autosave failed" in said.args[0]


def test_two_problems_make_one_box(data: Path, launch) -> None:
    (data / "config" / "settings.json").write_text("{ damaged")
    autosave_path().write_text("{ damaged")
    w = launch()
    boxes = w.findChildren(QMessageBox, app_module.NOTICE_NAME)
    assert len(boxes) == 1
    assert "preferences" in notice(w) and "autosave could not be resumed" in notice(w)


def test_stale_temps_of_dead_writers_are_removed_at_start_up(data: Path, launch) -> None:
    stale = data / "saves" / f".autosave.joraku.json.{2**22 + 99}-abc{TEMP_SUFFIX}"
    stale_settings = data / "config" / f".settings.json.{2**22 + 99}-abc{TEMP_SUFFIX}"
    stale.write_text("half a save")
    stale_settings.write_text("half")
    launch(new=True)
    assert not stale.exists() and not stale_settings.exists()


def test_start_up_sweeps_every_leftover_it_can_prove_is_its_own_and_nothing_more(
        data: Path, launch, tmp_path: Path) -> None:
    """A kill leaves temporary files beside the saves, the finished games' saves, the player's own
    saves elsewhere, the settings, the log. The next start removes those of our name pattern whose
    writer is gone (or that are old); a live writer's, a link, a folder, another user's file or a
    look-alike name stays."""
    dead = 2**22 + 99  # above Linux's pid_max default: no such process
    mine = tmp_path / "my saves"
    mine.mkdir()
    (mine / "evening.joraku.json").write_text("{}")
    recent = {"recent": [str(mine / "evening.joraku.json")]}
    (data / "config" / "settings.json").write_text(json.dumps(recent))
    leftovers = [
        data / "saves" / f".autosave.joraku.json.{dead}-abc{TEMP_SUFFIX}",
        data / "saves" / f".autosave.joraku.json.bak.{dead}-abd{TEMP_SUFFIX}",
        data / "finished" / f".2026-11-24-201500-7.joraku.json.{dead}-abe{TEMP_SUFFIX}",
        data / "config" / f".settings.json.{dead}-abf{TEMP_SUFFIX}",
        data / "logs" / f".joraku-log.html.{dead}-abg{TEMP_SUFFIX}",
        data / f".record.sqlite3.{dead}-abh{TEMP_SUFFIX}",
        mine / f".evening.joraku.json.{dead}-abi{TEMP_SUFFIX}",
    ]
    kept = [
        data / "saves" / f".autosave.joraku.json.{os.getpid()}-liv{TEMP_SUFFIX}",  # a live writer's
        data / "saves" / f"autosave.joraku.json.{dead}-abj.tmp",  # not our pattern
        mine / f".someone-elses.joraku.json.{dead}-abk{TEMP_SUFFIX}",  # not a save of the player's
        mine / "notes.txt",
    ]
    for p in leftovers + kept:
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text("half a file")
    other_user = data / "saves" / f".other.joraku.json.{dead}-abl{TEMP_SUFFIX}"
    other_user.write_text("theirs")
    if os.geteuid() == 0:
        os.chown(other_user, 4242, 4242)
        kept.append(other_user)
    link = data / "saves" / f".link.joraku.json.{dead}-abm{TEMP_SUFFIX}"
    link.symlink_to(mine / "notes.txt")
    folder = data / "saves" / f".dir.joraku.json.{dead}-abn{TEMP_SUFFIX}"
    folder.mkdir()
    launch(new=True)
    assert [p for p in leftovers if p.exists()] == []
    assert [p for p in kept if not p.exists()] == []
    assert link.is_symlink() and folder.is_dir() and (mine / "notes.txt").read_text() == "half a file"


def test_main_asks_for_a_game_once_the_table_is_drawn(data: Path, qtbot, monkeypatch) -> None:
    """The New game dialog comes after the table's first paint (the player sees the new game
    while the dialog is built), and the window behind it holds the new game."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from joraku_desktop.settings import Settings
    from joraku_desktop.views.windows.dialogs import NewGameDialog

    Settings(path=data / "config" / "settings.json", tutorial_offered=True).save()
    monkeypatch.setattr(app_module, "setup_logging", lambda: None)  # no process-wide hooks in tests
    made: list[MainWindow] = []
    real_start_up = app_module.start_up

    def start_up(**kwargs: object) -> tuple[MainWindow, bool]:
        window, resumed = real_start_up(**kwargs)
        made.append(window)
        window.view.first_painted.connect(lambda: seen.setdefault("painted", len(asked)))
        return window, resumed

    monkeypatch.setattr(app_module, "start_up", start_up)
    seen: dict[str, object] = {}
    asked: list[NewGameDialog] = []
    real_exec = NewGameDialog.exec

    def exec_(dlg: NewGameDialog) -> int:
        asked.append(dlg)
        QTimer.singleShot(0, dlg.reject)
        return real_exec(dlg)

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    deadline = QTimer()  # a hang fails instead of freezing; stopped after (a stray exit() would
    deadline.setSingleShot(True)  # stop every later test's event loops)
    deadline.timeout.connect(lambda: QApplication.exit(1))
    deadline.start(3000)
    QTimer.singleShot(0, lambda: qtbot.waitUntil(lambda: bool(asked), timeout=2500) or QApplication.exit(0))
    try:
        assert app_module.main(["--new", "--seed", "3"]) == 0
    finally:
        deadline.stop()
        for w in made:
            w.controller.shutdown()
            w.confirm = lambda title, text: True
            w.close()
    assert seen == {"painted": 0}  # the table was drawn before any dialog was built
    assert len(asked) == 1 and made[0].controller.in_progress
