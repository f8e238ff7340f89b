"""The tutorial (Help → Learn to play) walked by mouse as a new player would, to its last step.

Every taught decision is made with the real gestures — cards dragged onto the skirmish, the
Placement / Action points / Done buttons clicked, samurai dragged onto areas, red samurai clicked
to remove them, Next clicked on narrated steps — and a wrong decision is refused with the
lesson's one line and changes nothing. Leave puts the game in progress back (the autosave is not
touched); Restart and Back rebuild a step; the first-start offer is asked once.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from joraku_desktop.model import new_game
from joraku_desktop.model.actions import (
    AP,
    DAIMYO,
    END,
    PASS,
    PLACE,
    PLACEMENT,
    PLAY,
    RELOCATE,
    REMOVE,
    Action,
)
from joraku_desktop.model.config import GameConfig
from joraku_desktop.saves import autosave_path
from joraku_desktop.settings import Settings
from joraku_desktop.tutorial.script import STEPS

from .conftest import centre, click, drag, make_window, settle, start

LEFT = Qt.MouseButton.LeftButton
#: a decision no lesson teaches: the gate words what it wants instead
NOTHING = Action(RELOCATE, src=1, dst=2)


@pytest.fixture
def w(qtbot, fonts):
    win = make_window(qtbot)
    yield win
    win.controller.shutdown()


def open_tutorial(qtbot, w) -> None:
    """Help → Learn to play, clicked in the menu bar."""
    bar = w.menuBar()
    helpm = next(a.menu() for a in bar.actions() if a.menu() is not None and "Help" in a.text())
    qtbot.mouseClick(bar, LEFT, pos=bar.actionGeometry(helpm.menuAction()).center())
    qtbot.waitUntil(helpm.isVisible)
    qtbot.mouseClick(helpm, LEFT, pos=helpm.actionGeometry(w.tutorial_action).center())
    settle(w)
    qtbot.waitUntil(lambda: w.tutorial.active)


def do_taught(qtbot, w) -> None:
    """The decision the lesson waits for, by mouse."""
    a = w.tutorial.expected()
    s = w.scene
    if a.kind == PASS:
        for c in a.cards:
            click(qtbot, w, centre(next(it for it in s.hand_items if it.card == c)))
        qtbot.mouseClick(w.action_bar.b_confirm, LEFT)
    elif a.kind == PLAY:
        drag(qtbot, w, centre(next(it for it in s.hand_items if it.card == a.card)), centre(s.skirmish))
    elif a.kind in (PLACEMENT, AP, END):
        bar = w.action_bar
        button = {PLACEMENT: bar.b_placement, AP: bar.b_ap, END: bar.b_done}[a.kind]
        assert w.tutorial_marks.button == button.objectName()  # the button to press is lit
        qtbot.mouseClick(button, LEFT)
    elif a.kind == PLACE:
        assert w.tutorial_marks.plan.isVisible()  # a ghost samurai shows where
        cube = next(it for it in s.samurai[0] if it.area == -1 and it.isVisible())
        drag(qtbot, w, centre(cube), centre(s.areas[a.dst]))
    elif a.kind == DAIMYO:
        drag(qtbot, w, centre(s.daimyo[0]), centre(s.areas[a.dst]))
    elif a.kind == REMOVE:
        click(qtbot, w, centre(next(it for it in s.samurai[a.army] if it.area == a.src)))
    else:
        raise AssertionError(f"no gesture for {a}")
    settle(w)


def play_step(qtbot, w) -> None:
    """Everything the step asks, then wait until it is complete (computers, scoring screens)."""
    t = w.tutorial
    for _ in range(2000):
        if t.complete:
            return
        if w.scoring.active:  # the scoring screens: a click on the table hurries them on
            click(qtbot, w, w.scene.sceneRect().center())
        elif t.waits_for_player():
            before = t.progress
            do_taught(qtbot, w)
            assert t.progress != before, f"the gesture for {t.expected()} did nothing"
        else:
            qtbot.wait(5)
            settle(w)
    raise AssertionError(f"step {t.step.key} did not complete")


def test_walk_the_whole_tutorial_by_mouse(w, qtbot) -> None:
    open_tutorial(qtbot, w)
    t, panel = w.tutorial, w.tutorial_panel
    assert panel.isVisible() and not w.log.isVisible()
    assert w.windowTitle().endswith("Learn to play")
    keys = []
    while True:
        keys.append(t.step.key)
        assert panel.step_label.text() == f"Step {t.index + 1} of {len(STEPS)}"
        assert panel.title.text() and panel.body.text()
        if not t.step.narrated:
            assert not panel.b_next.isEnabled()  # the lesson waits for the taught decision
            if t.waits_for_player():
                assert panel.task.text() and panel.task.text() in w.tutorial.refusal(NOTHING)
        play_step(qtbot, w)
        assert panel.b_next.isEnabled()
        if t.step.moves:
            assert panel.after.isVisible() and panel.after.text()  # what happened and why
        if t.is_last:
            assert panel.b_next.text() == "Finish"
            break
        qtbot.mouseClick(panel.b_next, LEFT)
        settle(w)
    assert keys == [s.key for s in STEPS]
    assert w.controller.game.rp[:4] == [31, 31, 24, 27]
    qtbot.mouseClick(panel.b_next, LEFT)  # Finish
    settle(w)
    assert not t.active and not panel.isVisible() and w.log.isVisible()


def test_a_wrong_decision_is_refused_in_one_line_and_changes_nothing(w, qtbot) -> None:
    open_tutorial(qtbot, w)
    qtbot.mouseClick(w.tutorial_panel.b_next, LEFT)  # to the pass
    settle(w)
    assert w.tutorial.step.key == "pass"
    g = w.controller.game
    hand = [it for it in w.scene.hand_items]
    # the blue 5 and blue 1 are not the cards the lesson passes
    for code in ("B5", "B1"):
        click(qtbot, w, centre(w.scene.item_named(f"card-{code}")))
    assert w.tutorial_marks.cards  # the taught cards glow
    qtbot.mouseClick(w.action_bar.b_confirm, LEFT)
    settle(w)
    assert len(g.history) == 0 and g.phase_name == "pass"
    refusal = w.tutorial_panel.refusal_label.text()
    assert refusal == "Not in this lesson. Click the red 2 and the yellow 1, then press Pass these cards."
    assert len(w.scene.hand_items) == len(hand)
    # Undo is refused with its own line
    w.undo()
    assert "Restart step" in w.scene.toast.text
    assert not w.action_bar.b_undo.isVisible() and not w.action_bar.b_hint.isVisible()
    # the right cards pass; the refusal goes away
    do_taught(qtbot, w)
    assert w.tutorial_panel.refusal_label.text() == ""


def test_wrong_card_play_is_refused_and_restart_and_back_rebuild(w, qtbot) -> None:
    open_tutorial(qtbot, w)
    w.tutorial.go(2)  # the lead: the blue 5
    settle(w)
    assert w.tutorial.step.key == "lead"
    g = w.controller.game
    drag(qtbot, w, centre(w.scene.item_named("card-R4")), centre(w.scene.skirmish))
    assert g.trick == [] and "blue 5" in w.scene.toast.text
    do_taught(qtbot, w)
    assert g.trick and w.tutorial.complete
    qtbot.mouseClick(w.tutorial_panel.b_restart, LEFT)
    settle(w)
    assert w.tutorial.index == 2 and w.controller.game.trick == []
    qtbot.mouseClick(w.tutorial_panel.b_back, LEFT)
    settle(w)
    assert w.tutorial.step.key == "pass" and w.controller.game.phase_name == "pass"


def test_leave_puts_the_game_in_progress_back_and_keeps_the_autosave(w, qtbot) -> None:
    game = new_game(GameConfig(players=4, seed=5))
    start(w, game, ("human", "random", "random", "random"))
    saved = autosave_path().read_bytes() if autosave_path().exists() else None
    open_tutorial(qtbot, w)
    w.tutorial.go(1)
    settle(w)
    do_taught(qtbot, w)  # a decision in the lesson
    qtbot.waitUntil(lambda: w.tutorial.step.key == "pass" and w.tutorial.expected() is None)
    assert (autosave_path().read_bytes() if autosave_path().exists() else None) == saved
    qtbot.mouseClick(w.tutorial_panel.b_leave, LEFT)
    settle(w)
    assert w.controller.game is game and not w.tutorial.active
    assert w.controller.script is None and w.controller.autosave_enabled
    assert not w.tutorial_panel.isVisible()
    assert "Learn to play" in w.statusBar().currentMessage()


def test_first_start_offer_is_asked_once(qtbot, fonts, tmp_path) -> None:
    settings = Settings(speed="instant", path=tmp_path / "settings.json")
    asked = []
    win = make_window(qtbot)
    win.settings = settings
    win.ask_tutorial = lambda *texts: asked.append(texts) or True
    assert win.offer_tutorial() and win.tutorial.active
    assert asked[0][1].startswith("New to Joraku?")
    assert not win.offer_tutorial() and len(asked) == 1
    assert Settings.load(tmp_path / "settings.json").tutorial_offered
    win.tutorial.leave()
    win.controller.shutdown()
    QApplication.processEvents()


def test_an_old_settings_file_is_not_a_first_start(tmp_path) -> None:
    p = tmp_path / "settings.json"
    p.write_text('{"schema_version": 1, "speed": "fast"}', encoding="utf-8")
    assert Settings.load(p).tutorial_offered
    assert not Settings.load(tmp_path / "none.json").tutorial_offered


def test_narrated_steps_outline_the_areas_they_talk_about(w, qtbot) -> None:
    open_tutorial(qtbot, w)
    w.tutorial.go(4)  # Kachidoki scoring: the winner's daimyo area, Shinano
    settle(w)
    assert w.tutorial.step.key == "kachidoki" and w.tutorial.complete
    plan = w.tutorial_marks.plan
    assert plan.isVisible() and plan.areas == [w.scene.areas[6].sceneBoundingRect().adjusted(6, 6, -6, -6)]
    assert w.scene.banner.instruction == "Press Next to go on."  # the banner says how to go on


def test_main_at_first_start_offers_the_tutorial_instead_of_the_dialog(qtbot, fonts, monkeypatch) -> None:
    """app.main: "New to Joraku? Learn to play" first; "Learn to play" skips the new-game dialog."""
    from joraku_desktop import app as app_module
    from joraku_desktop.views.windows.dialogs import NewGameDialog
    from joraku_desktop.views.windows.main_window import MainWindow

    windows = []

    class Window(MainWindow):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self.ask_tutorial = lambda *texts: True
            self.confirm = lambda title, text: pytest.fail(f"asked {title!r} in the tutorial")
            windows.append(self)

    class NoEventLoop:
        def exec(self) -> int:
            return 0

    dialogs = []
    monkeypatch.setattr(app_module, "MainWindow", Window)
    monkeypatch.setattr(app_module, "make_app", lambda argv: NoEventLoop())
    monkeypatch.setattr(NewGameDialog, "exec", lambda dlg: dialogs.append(dlg) or 0)
    try:
        assert app_module.main(["--new"]) == 0
        (win,) = windows
        # the offer comes once the table is drawn: the event loop (here qtbot's) paints it first
        qtbot.waitUntil(lambda: win.tutorial.active)
        assert not dialogs and win.settings.tutorial_offered
    finally:
        for win in windows:
            win.controller.shutdown()
            win.close()


def test_the_scoring_screens_play_in_the_lesson_on_the_table_as_laid_out(w, qtbot) -> None:
    """R-KS: the Kachidoki screen of the first skirmish, framed on Shinano where the table has it
    (the lesson panel narrows the table, so the layout is not the default one)."""
    open_tutorial(qtbot, w)
    w.scoring.set_speed("slow")  # the screen stays up long enough to be looked at
    w.tutorial.go(3)
    settle(w)
    for _ in range(60):
        if w.scoring.active:
            break
        if w.tutorial.waits_for_player():
            do_taught(qtbot, w)
        else:
            qtbot.wait(5)
            settle(w)
    assert w.scoring.active and w.tutorial_panel.task.text().startswith("Watch the scoring")
    overlay = w.scoring.overlay
    assert overlay.area == 6 and overlay.layout is w.scene.layout
    assert w.scene.areas[6].sceneBoundingRect().contains(overlay.layout.areas[6].center())
    assert w.scene.sceneRect().contains(overlay.card_rect())
