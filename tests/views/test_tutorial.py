"""The tutorial (Help → Learn to play) walked by mouse and keys as a new player would, from the
first start to the final scoring, the Results window and the New game dialog.

Every taught decision is made with the real gestures — cards dragged onto the skirmish, the
Placement / Action points / Done buttons clicked, samurai dragged onto areas (and from area to
area), red samurai clicked to remove them, H and K pressed, the Ninja chosen in the list (Enter), Next
clicked on narrated steps — and a wrong decision is refused with the lesson's one line and
changes nothing. The rest of the game is played by mouse too, against the computers, to its end.
Leave puts the game in progress back (the autosave is not touched) with its Hint button;
Restart and Back rebuild a step; the first-start offer is asked once.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from joraku_desktop.model import new_game
from joraku_desktop.model.actions import (
    AP,
    DAIMYO,
    END,
    MOVE,
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
from joraku_desktop.views.windows.dialogs import ActionPicker, NewGameDialog
from joraku_desktop.views.windows.window_registry import WindowName
from joraku_desktop.words.tutorial import tutorial_pick_text

from .conftest import centre, click, drag, make_window, settle, start

LEFT = Qt.MouseButton.LeftButton
#: a decision no lesson teaches: the gate words what it wants instead
NOTHING = Action(RELOCATE, src=1, dst=2)


@pytest.fixture
def w(qtbot, fonts):
    win = make_window(qtbot)
    win.hints.iterations, win.hints.budget_s = 6, None  # a small, clock-free hint: fast, repeatable
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


def press(qtbot, w, key: Qt.Key) -> None:
    """A key pressed on the table (the view has the focus)."""
    qtbot.keyClick(w.view, key)
    settle(w)


def gesture(qtbot, w, a: Action, taught: bool = False) -> None:
    """Any decision of the player's, made on the table by mouse (``taught``: the lesson marks
    it on the table)."""
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
        assert not taught or w.lessons.marks.button == button.objectName()  # the button is lit
        qtbot.mouseClick(button, LEFT)
    elif a.kind == PLACE:
        assert not taught or w.lessons.marks.plan.isVisible()  # a ghost samurai shows where
        cube = next(it for it in s.samurai[0] if it.area == -1 and it.isVisible())
        drag(qtbot, w, centre(cube), centre(s.areas[a.dst]))
    elif a.kind == DAIMYO:
        drag(qtbot, w, centre(s.daimyo[0]), centre(s.areas[a.dst]))
    elif a.kind == MOVE:
        cube = next(it for it in s.samurai[0] if it.area == a.src and it.isVisible())
        drag(qtbot, w, centre(cube), centre(s.areas[a.dst]))
    elif a.kind == REMOVE:
        click(qtbot, w, centre(next(it for it in s.samurai[a.army] if it.area == a.src)))
    else:
        raise AssertionError(f"no gesture for {a}")
    settle(w)


def do_taught(qtbot, w) -> None:
    """The key or the decision the lesson waits for, by keyboard and mouse."""
    t = w.tutorial
    look = t.pending_look
    if look is not None:  # a part of the table the lesson asks the player to find: a click on it
        click(qtbot, w, w.lessons.marks.look_rect(*look, army=t.you).center())
        return
    key = t.pending_press
    if key == "hint":
        assert w.action_bar.b_hint.isVisible()  # the lesson shows the button it names
        press(qtbot, w, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: w.hints.advice is not None)  # the hint is on the table
        return
    if key == "actions":
        press(qtbot, w, Qt.Key.Key_K)
        assert not t.pending_press
        want = t.expected()
        task = w.lessons.panel.task.text()
        assert task == tutorial_pick_text(want)  # "Choose the blue Ninja in the list (Enter), or…"
        picker = w.findChild(ActionPicker)
        assert picker._actions[picker.list.currentRow()] == want  # the lesson's pick is under Enter
        qtbot.keyClick(picker.list, Qt.Key.Key_Return)
        settle(w)
        return
    gesture(qtbot, w, t.expected(), taught=True)


def taught_until_scoring(qtbot, w, tries: int) -> bool:
    """The lesson's taught decisions, or a moment's wait while the computers play, until a
    scoring is on the table (at most ``tries`` rounds); whether one came."""
    for _ in range(tries):
        if w.scoring.active:
            return True
        if w.tutorial.waits_for_player():
            do_taught(qtbot, w)
        else:
            qtbot.wait(5)
            settle(w)
    return w.scoring.active


def own_decision(qtbot, w, last: Action | None) -> Action:
    """A decision in the player's own game, as a newcomer might make it: the first card they
    may play or pass, Placement, one samurai placed, then Done."""
    legal = w.scene.state.view.legal
    kinds = {a.kind for a in legal}
    if PASS in kinds:
        a = next(a for a in legal if a.kind == PASS)
    elif PLAY in kinds:
        a = next(a for a in legal if a.kind == PLAY)
    elif PLACEMENT in kinds:
        a = next(a for a in legal if a.kind == PLACEMENT)
    elif PLACE in kinds and (last is None or last.kind != PLACE):
        a = next(a for a in legal if a.kind == PLACE)
    else:
        a = next(a for a in legal if a.kind == END)
    gesture(qtbot, w, a)
    return a


def play_step(qtbot, w) -> None:
    """Everything the step asks, then wait until it is complete (computers, scoring screens)."""
    t = w.tutorial
    last = None
    for _ in range(5000):
        if t.complete:
            return
        if w.scoring.active:  # the scoring screens: a click on the table hurries them on
            click(qtbot, w, w.scene.sceneRect().center())
        elif t.waits_for_player() and t.free:
            last = own_decision(qtbot, w, last)
        elif t.waits_for_player():
            before = t.progress
            do_taught(qtbot, w)
            assert t.progress != before, f"the gesture for {t.expected()} did nothing"
        else:
            qtbot.wait(5)
            settle(w)
    raise AssertionError(f"step {t.step.key} did not complete")


def accept_first_start_offer(qtbot, w, tmp_path) -> None:
    """The first start's question "New to Joraku?", answered by clicking Learn to play."""
    w.settings = Settings(speed="instant", path=tmp_path / "settings.json")
    assert not w.settings.tutorial_offered

    def click_learn() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, click_learn)
            return
        assert box.text().startswith("New to Joraku?")
        learn = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
        qtbot.mouseClick(learn, LEFT)

    QTimer.singleShot(0, click_learn)
    assert w.lessons.offer()
    settle(w)
    assert w.tutorial.active and w.tutorial.index == 0


def test_walk_the_whole_tutorial_to_results_and_new_game(w, qtbot, tmp_path) -> None:
    """From the first start's "Learn to play" to the final scoring on the table, the Results
    window and the New game dialog: every lesson, then the player's own game to its end."""
    recorded = []
    w.recorder.recorded.connect(recorded.append)
    accept_first_start_offer(qtbot, w, tmp_path)
    t, panel = w.tutorial, w.lessons.panel
    assert panel.isVisible() and not w.log.isVisible()
    assert w.windowTitle().endswith("Learn to play")
    keys = []
    while True:
        keys.append(t.step.key)
        assert panel.step_label.text() == f"Step {t.index + 1} of {len(STEPS)}"
        assert panel.title.text() and panel.body.text()
        if not t.step.narrated:
            assert not panel.b_next.isEnabled()  # the lesson waits for the taught decision
            if t.waits_for_player() and not t.free:
                task, keyline = panel.task.text().split("\n")  # the gesture, and the keys on a line
                assert task and task in w.tutorial.refusal(NOTHING) and keyline.startswith("Keys: ")
        if t.step.key == "table":  # the round just scored, not the next round's pass (R-PR)
            v = w.scene.state.view
            assert v.round == 1 and not v.hand and not w.scene.hand_items
            assert w.scene.areas[5].result_title == "R1"  # the strip the lesson speaks of
            assert len(w.lessons.marks.plan.areas) == len(t.step.parts)
        if t.step.key == "move":  # the hint left with its lesson
            assert w.hints.advice is None and not w.action_bar.b_hint.isVisible()
        play_step(qtbot, w)
        if t.step.key == "prestige":  # its last page: still round 1 on the table
            assert w.scene.state.view.round == 1 and not w.scene.hand_items
            assert w.scene.banner.left == "Round 1 of 3 · prestige scored"
        if t.step.key == "hint":
            assert w.hints.advice is not None and w.action_bar.b_hint.isVisible()
        if t.is_last:  # the player's own game ran to its end: its last page came by itself
            assert keys[-1] == "play"
            break
        assert panel.b_next.isEnabled()
        if t.step.moves:
            assert panel.after.isVisible() and panel.after.text()  # what happened and why
        qtbot.mouseClick(panel.b_next, LEFT)
        settle(w)
    # the player's own game ended: the final scoring was shown, the last page and Results are up
    game = w.controller.game
    assert game.is_over and game.round == 3 and t.step.key == "end" and t.is_last
    keys.append(t.step.key)
    assert keys == [s.key for s in STEPS]
    qtbot.waitUntil(lambda: w.windows.showing(WindowName.RESULTS))
    assert panel.b_next.isEnabled() and panel.b_next.text() == "Finish"
    assert not panel.b_back.isEnabled() and not panel.b_restart.isEnabled()
    assert not recorded  # the lessons' game is not the player's record
    qtbot.mouseClick(panel.b_next, LEFT)  # Finish: the player's own choice of a game
    settle(w)
    assert not t.active and not panel.isVisible() and w.log.isVisible()
    qtbot.waitUntil(lambda: w.windows.showing(WindowName.NEW_GAME))
    assert isinstance(w.windows.get(WindowName.NEW_GAME), NewGameDialog)
    assert not w.windows.showing(WindowName.RESULTS)
    w.windows.get(WindowName.NEW_GAME).reject()
    settle(w)
    assert w.action_bar.b_hint.isVisible()  # the game after the tutorial has its Hint button


def test_the_hint_button_comes_back_after_the_tutorial(w, qtbot) -> None:
    game = new_game(GameConfig(players=4, seed=5))
    start(w, game, ("human", "random", "random", "random"))
    assert w.action_bar.b_hint.isVisible()
    open_tutorial(qtbot, w)
    assert not w.action_bar.b_hint.isVisible()  # the lessons teach it in their own time
    qtbot.mouseClick(w.lessons.panel.b_leave, LEFT)
    settle(w)
    assert w.controller.game is game
    assert w.action_bar.b_hint.isVisible()


def test_a_wrong_decision_is_refused_in_one_line_and_changes_nothing(w, qtbot) -> None:
    open_tutorial(qtbot, w)
    qtbot.mouseClick(w.lessons.panel.b_next, LEFT)  # to the pass
    settle(w)
    assert w.tutorial.step.key == "pass"
    g = w.controller.game
    hand = [it for it in w.scene.hand_items]
    # the blue 5 and blue 1 are not the cards the lesson passes
    for code in ("B5", "B1"):
        click(qtbot, w, centre(w.scene.item_named(f"card-{code}")))
    assert w.lessons.marks.cards  # the taught cards glow
    qtbot.mouseClick(w.action_bar.b_confirm, LEFT)
    settle(w)
    assert len(g.history) == 0 and g.phase_name == "pass"
    refusal = w.lessons.panel.refusal_label.text()
    assert refusal == "Not in this lesson. Click the red 2 and the yellow 1, then press Pass these cards."
    assert len(w.scene.hand_items) == len(hand)
    # Undo is refused with its own line
    w.requests.undo()
    assert "Restart step" in w.scene.toast.text
    assert not w.action_bar.b_undo.isVisible() and not w.action_bar.b_hint.isVisible()
    # the right cards pass; the refusal goes away
    do_taught(qtbot, w)
    assert w.lessons.panel.refusal_label.text() == ""


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
    qtbot.mouseClick(w.lessons.panel.b_restart, LEFT)
    settle(w)
    assert w.tutorial.index == 2 and w.controller.game.trick == []
    qtbot.mouseClick(w.lessons.panel.b_back, LEFT)
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
    qtbot.mouseClick(w.lessons.panel.b_leave, LEFT)
    settle(w)
    assert w.controller.game is game and not w.tutorial.active
    assert w.controller.script is None and w.controller.autosave_enabled
    assert not w.lessons.panel.isVisible()
    assert "Learn to play" in w.statusBar().currentMessage()


def test_first_start_offer_is_asked_once(qtbot, fonts, tmp_path) -> None:
    settings = Settings(speed="instant", path=tmp_path / "settings.json")
    asked = []
    win = make_window(qtbot)
    win.settings = settings
    win.lessons.ask = lambda *texts: asked.append(texts) or True
    assert win.lessons.offer() and win.tutorial.active
    assert asked[0][1].startswith("New to Joraku?")
    assert not win.lessons.offer() and len(asked) == 1
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
    plan = w.lessons.marks.plan
    assert plan.isVisible() and plan.areas == [w.scene.areas[6].sceneBoundingRect().adjusted(6, 6, -6, -6)]
    assert w.scene.banner.instruction == "Press Next (or Enter) to go on."  # the banner says how to go on


def test_main_at_first_start_offers_the_tutorial_instead_of_the_dialog(qtbot, fonts, monkeypatch) -> None:
    """app.main: "New to Joraku? Learn to play" first; "Learn to play" skips the new-game dialog."""
    from joraku_desktop import app as app_module
    from joraku_desktop.views.windows.main_window import MainWindow

    windows = []

    class Window(MainWindow):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self.lessons.ask = lambda *texts: True
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
    taught_until_scoring(qtbot, w, tries=60)
    assert w.scoring.active and w.lessons.panel.task.text().startswith("Watch the scoring")
    overlay = w.scoring.overlay
    assert overlay.area == 6 and overlay.layout is w.scene.layout
    assert w.scene.areas[6].sceneBoundingRect().contains(overlay.layout.areas[6].center())
    assert w.scene.sceneRect().contains(overlay.card_rect())


def test_a_finished_lesson_shows_what_happened_above_the_buttons_in_a_small_window(w, qtbot) -> None:
    """At 1024×700 the lesson is read from its top, Next stays in view, and a finished step
    shows what happened without the player scrolling (test_tutorial_fits.py: nothing scrolls)."""
    w.resize(1024, 700)
    open_tutorial(qtbot, w)
    t, panel = w.tutorial, w.lessons.panel
    t.go(next(i for i, s in enumerate(STEPS) if s.key == "move"))
    settle(w)
    bar = panel.words.verticalScrollBar()
    assert bar.value() == 0  # read from the top
    assert panel.rect().contains(panel.b_next.geometry()) and panel.b_next.isVisible()
    play_step(qtbot, w)
    qtbot.waitUntil(lambda: panel.after.isVisible() and bar.value() == bar.maximum())
    view = panel.words.viewport()
    after = panel.after
    box = after.rect().translated(after.mapTo(view, after.rect().topLeft()))
    assert view.rect().contains(box)  # what happened is in view, whole


def test_reading_the_table_is_checked_by_clicks_on_what_it_names(w, qtbot) -> None:
    """The influence box with ★, the R1 strip, the ≈ chart: each found by a click, in order;
    a click elsewhere counts for nothing, and the table stays on the round just scored."""
    open_tutorial(qtbot, w)
    t, panel = w.tutorial, w.lessons.panel
    t.go(next(i for i, s in enumerate(STEPS) if s.key == "table"))
    settle(w)
    assert w.scene.areas[5].result_title == "R1", "the step rebuilt from its start has its strips"
    assert not w.scene.state.interactive and not panel.b_next.isEnabled()
    keys = "Keys: Enter finds it and reads out what it shows."
    assert panel.task.text() == f"Click your ★ box in 5 Tōtōmi.\n{keys}"
    assert w.scene.banner.instruction == "Click your ★ box in 5 Tōtōmi."  # the banner says it too
    click(qtbot, w, w.lessons.marks.look_rect("result", 5, army=0).center())  # not yet: the ★ first
    click(qtbot, w, w.scene.areas[0].sceneBoundingRect().center())
    assert t.pending_look == ("influence", 5)
    assert "Click your ★ box in 5 Tōtōmi." in t.refusal(NOTHING)
    box = w.lessons.marks.look_rect("influence", 5, army=0)
    assert box == w.scene.areas[5].mapRectToScene(w.scene.areas[5].influence_box(0))
    click(qtbot, w, box.center())
    assert panel.task.text().startswith("Click the R1 strip in 5 Tōtōmi.\n")
    click(qtbot, w, w.lessons.marks.look_rect("result", 5, army=0).center())
    assert panel.task.text().startswith("Click an italic ≈ row of the chart in 3 Owari.\n")
    click(qtbot, w, w.lessons.marks.look_rect("chart", 3, army=0).center())
    assert t.complete and panel.b_next.isEnabled()
    assert w.scene.state.view.round == 1  # still the round just scored


def test_the_marks_follow_the_table_when_the_window_changes_size(w, qtbot) -> None:
    open_tutorial(qtbot, w)
    t = w.tutorial
    t.go(next(i for i, s in enumerate(STEPS) if s.key == "table"))
    settle(w)
    before = w.scene.areas[5].sceneBoundingRect()
    w.resize(1024, 700)
    settle(w)
    qtbot.waitUntil(lambda: w.scene.areas[5].sceneBoundingRect() != before)  # the table laid out anew
    settle(w)
    area = w.scene.areas[5]
    want = area.mapRectToScene(area.part_rect("influence")).adjusted(-3, -3, 3, 3)
    assert want in w.lessons.marks.plan.areas


def test_undo_in_the_players_own_game_takes_back_a_decision_and_the_lessons_follow(w, qtbot) -> None:
    """In the player's own game Ctrl+Z works as in any solo game (the game before the decision
    is put back); the lessons go on with the game in place, to the end."""
    open_tutorial(qtbot, w)
    t = w.tutorial
    t.go(next(i for i, s in enumerate(STEPS) if s.free))
    settle(w)
    qtbot.waitUntil(t.waits_for_player)
    before = len(w.controller.game.history)
    own_decision(qtbot, w, None)  # the Ninja places a samurai
    assert len(w.controller.game.history) == before + 1
    assert w.undo_action.isEnabled()
    qtbot.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(w)
    assert len(w.controller.game.history) == before
    assert t._game is w.controller.game  # the lessons follow the game in place
    assert t.waits_for_player() and t.expected() is None and not t.complete
    play_step(qtbot, w)  # the rest of the game, to its end: the last page comes by itself
    assert t.is_last and w.controller.game.is_over
