"""Help → Learn to play, as the main window shows it: the lesson panel in the log's place, the
marks of what to touch, the first-start offer, and the way back to the player's game.

The lessons themselves (the steps, the gate on the player's decisions, the scripted computer
seats) are :class:`..controller.tutorial.Tutorial`'s; this part only draws and wires them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF
from PySide6.QtWidgets import QMessageBox

from ...controller.hints import HintState
from ...controller.setups import default_setup
from ...model import Action
from ...model.actions import PLAY
from ...model.cards import CARD_NUMBER
from ...presentation.board_state import BoardState
from ...presentation.scoring_steps import round_end_view
from ...words.table import describe_action
from ...words.tutorial import (
    tutorial_finish_text,
    tutorial_gesture_text,
    tutorial_keys_text,
    tutorial_left_text,
    tutorial_look_keys_text,
    tutorial_look_text,
    tutorial_next_text,
    tutorial_offer_texts,
    tutorial_pick_text,
    tutorial_press_text,
    tutorial_scoring_text,
    tutorial_watch_text,
    tutorial_your_game_text,
)
from ..plain_text import message_box
from ..table.tips import TipSpot, area_tips
from .host import WindowHost
from .window_registry import WindowName

if TYPE_CHECKING:  # made when the tutorial first starts: a faster start
    from .tutorial_panel import TutorialMarks, TutorialPanel


class TutorialGlue(QObject):
    """The tutorial's panel and marks in one main window."""

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host.as_widget())
        self.w = host
        #: the lesson panel and the marks, made when the tutorial first starts (:attr:`panel`)
        self._ui: tuple[TutorialPanel, TutorialMarks] | None = None
        self._seen: tuple[int, int, int] = (-1, -1, 0)
        #: a game was put in place by the lessons: the table takes in its story at its next redraw
        self._retell_pending = False
        self._retelling = False
        #: asks the first-start question (title, text, yes, not now); tests replace it
        self.ask: Callable[[str, str, str, str], bool] = self._ask_learn
        t = host.tutorial
        t.describe = self.describe
        t.changed.connect(host.refresh)
        t.ended.connect(self._on_ended)

    @property
    def panel(self) -> TutorialPanel:
        """The lesson panel, made (with the marks of what to touch) the first time it is wanted:
        it takes the log's place in the splitter while the tutorial runs."""
        if self._ui is None:
            from .tutorial_panel import TableClicks, TutorialMarks, TutorialPanel

            w, t = self.w, self.w.tutorial
            panel = TutorialPanel(w.as_widget())
            panel.hide()
            w.splitter.addWidget(panel)
            w.splitter.setCollapsible(2, False)
            panel.next_clicked.connect(t.next)
            panel.back_clicked.connect(t.back)
            panel.restart_clicked.connect(t.restart)
            panel.leave_clicked.connect(t.leave)
            self._ui = (panel, TutorialMarks(w.scene, w.action_bar))
            TableClicks(w.view).clicked.connect(self._click)
            w.scene.layout_changed.connect(self.update)  # the marks follow the table
        return self._ui[0]

    @property
    def marks(self) -> TutorialMarks:
        """The marks of what to touch in a lesson (made with the panel)."""
        _ = self.panel
        assert self._ui is not None
        return self._ui[1]

    def fit_panel(self) -> None:
        """The lesson panel in the log's place: about a quarter of the width, the table the rest.
        A small window (at most 800 pixels high) gets the panel's compact sizes and a little
        more of the width, so a lesson is read whole without scrolling."""
        if self._ui is None:
            return
        panel, split = self._ui[0], self.w.splitter
        compact = self.w.as_widget().height() <= 800
        pw = max(290 if compact else 270, min(380, int(self.w.width() * (0.26 if compact else 0.24))))
        panel.set_compact(compact)
        panel.setFixedWidth(pw)
        if panel.isVisible():
            total = sum(split.sizes()) or split.width()
            split.setSizes([max(1, total - pw), 0, pw])

    def start(self) -> None:
        """Put the game in progress aside (it stays in the autosave, untouched) and begin the
        lessons; the panel takes the log's place."""
        w = self.w
        w.hints.cancel()
        w.windows.close("results")
        if not self._retelling:  # after the table's own: it clears the table for a new game first
            self._retelling = True
            w.controller.game_started.connect(self._retell)
        if not w.tutorial.active:
            w.log.setVisible(False)  # not remembered: the settings keep the player's choice
            self.panel.show()
            self.fit_panel()
        w.tutorial.begin(0)
        w.retitle()

    def _retell(self) -> None:
        self._retell_pending = True

    def _retell_now(self) -> None:
        """A step rebuilt from its start (Back, Restart step, a step with its own deal) is a game
        put in place mid-story: the table takes in its events, as if it had watched them, so
        the last skirmish and the R1 strips the lessons talk about are there. Done after the
        table's first drawing of the game, which starts it afresh."""
        w = self.w
        s = w.scene.state
        if s is None:  # not drawn yet (the table is laid out first)
            return
        self._retell_pending = False
        if w.controller.game is not None and w.controller.game.history:
            w.scene.retell([e for step in w.controller.story() for e in step.events], w.controller.names)
            w.scene.sync(s)

    def _on_ended(self, how: str) -> None:
        w = self.w
        self.marks.clear()
        self.panel.hide()
        w.log.setVisible(w.settings.log_visible)
        w.fit_log()
        w.retitle()
        if how == "none":  # no game was in progress: a new one, as at start-up
            if w.files.last_setup is not None:
                w.play_again()
            else:
                w.start_game(default_setup())
        if w.tutorial.finished:  # the whole game was played: now the player's own choice
            w.windows.show(WindowName.NEW_GAME)
        elif how != "replaced":
            w.statusBar().showMessage(tutorial_left_text(), 8000)

    def _click(self, at: QPointF) -> None:
        """A click on the table while a lesson asks the player to find a part of it."""
        t = self.w.tutorial
        look = t.pending_look
        if look is not None and self.marks.look_rect(*look, army=t.you).contains(at):
            t.looked(*look)

    def shown(self, state: BoardState) -> BoardState:
        """What the table draws: a lesson about the round just scored keeps that round's end
        on the table (not the next round's pass), and nobody acts on it."""
        v = state.view
        if self.w.tutorial.holds_round_end(v.round, v.phase.is_recruit):
            return replace(state, view=round_end_view(v), interactive=False)
        return state

    def fit_bar(self) -> None:
        """A lesson takes no moves back and shows the Hint button only where it teaches the
        hint (and in the player's own game); outside the tutorial the bar is the game's."""
        t, bar = self.w.tutorial, self.w.action_bar
        bar.b_hint.setVisible(not t.active or t.free or t.step.press == "hint")
        if t.active and not t.free:
            bar.b_undo.hide()
        if t.active and t.complete:  # the others wait for Next, not the other way round
            bar.say(self.banner_line())

    def describe(self, action: Action) -> str:
        """The taught decision as the gesture that makes it."""
        s = self.w.scene.state
        card = s.view.acting_card if s is not None else -1
        return tutorial_gesture_text(action, CARD_NUMBER[card] if card >= 0 else 0)

    def keys(self, action: Action) -> str:
        """The keys that make the taught decision, said on the task line under the gesture: a
        player without a mouse finishes every lesson."""
        s = self.w.scene.state
        card = s.view.acting_card if s is not None else -1
        return tutorial_keys_text(action, describe_action(action, card))

    def find_by_key(self) -> bool:
        """Enter while a lesson asks the player to find a part of the table: it is found, and
        what pointing at it would show is said on the table (a keyboard has no pointer)."""
        t = self.w.tutorial
        look = t.pending_look
        if look is None:
            return False
        part, area = look
        at = self.marks.look_rect(part, area, army=t.you).center()
        scene = self.w.scene
        if scene.state is not None:  # the tips as the area is drawn now (its strip came late)
            area_tips(scene.areas[area], scene.state.army_names)
        spots = (it for it in scene.items(at) if isinstance(it, TipSpot) and it.isVisible() and it.text)
        spot = next(spots, None)
        scene.show_message(spot.text if spot is not None else scene.areas[area].toolTip(), 8000)
        t.looked(part, area)
        return True

    def banner_line(self) -> str:
        """A lesson that is done says how to go on, not what the table allows ("" otherwise)."""
        t = self.w.tutorial
        if t.active and t.complete:
            return tutorial_finish_text() if t.is_last else tutorial_next_text()
        s = self.w.scene.state
        if t.active and t.pending_look is not None and s is not None:  # the part of the table to find
            return tutorial_look_text(*t.pending_look, s.view.round)
        return ""

    def update(self) -> None:
        """The lesson panel and the marks of what to touch, after every redraw of the table."""
        t, c = self.w.tutorial, self.w.controller
        if not t.active:
            return
        if self._retell_pending:
            self._retell_now()
        if t.progress != self._seen:  # a step was taken: the last refusal is history
            self._seen = t.progress
            self.panel.set_refusal("")
        hints = self.w.hints
        if not t.free and t.step.press != "hint" and hints.state is not HintState.IDLE:
            hints.cancel()  # the hint belongs to the lesson that teaches it: it leaves with it
        want = t.expected()
        look = t.pending_look
        if t.step.narrated:
            task = ""  # the lesson is all there is: Next is lit, and the banner says so
        elif look is not None:
            shown = self.w.scene.state  # the held view: the round just scored
            task = tutorial_look_text(*look, shown.view.round if shown is not None else 1)
            task += "\n" + tutorial_look_keys_text()
        elif t.waits_for_player() and t.pending_press:
            task = tutorial_press_text(t.pending_press)
        elif t.waits_for_player() and t.free:
            task = tutorial_your_game_text()
        elif t.waits_for_player() and want is not None and t.step.press == "actions" and want.kind == PLAY:
            task = tutorial_pick_text(want)  # the list the lesson opened
        elif t.waits_for_player() and want is not None:
            task = self.describe(want) + "\n" + self.keys(want)
        elif c.scoring_shown:
            task = tutorial_scoring_text()
        elif t.complete:
            task = tutorial_next_text()
        else:  # the others play (in the player's own game too): Next is not offered yet
            task = tutorial_watch_text()
        self.panel.show_step(t.step.key, t.index + 1, t.total, task=task, done=t.complete,
                             last=t.is_last, first=t.index == 0, rebuild=t.rebuildable)
        if self.w.scene.curtain_up or c.scoring_shown:
            self.marks.clear()
        else:
            self.marks.show(t.player_run(), t.step.areas, t.step.parts)

    def offer(self) -> bool:
        """At first start, once ever: "New to Joraku? Learn to play" (remembered in the settings).
        Returns whether the tutorial began."""
        settings = self.w.settings
        if settings.tutorial_offered:
            return False
        settings.tutorial_offered = True
        settings.save()
        with self.w.windows.modal("tutorial-offer"):
            yes = self.ask(*tutorial_offer_texts())
        if not yes:
            return False
        self.start()
        return True

    def _ask_learn(self, title: str, text: str, yes: str, not_now: str) -> bool:
        box = message_box(self.w.as_widget(), QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.NoButton)
        learn = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(not_now, QMessageBox.ButtonRole.RejectRole)
        box.exec()
        answer = box.clickedButton() is learn
        box.deleteLater()
        return answer
