"""The board's requests, as the main window passes them to the controller: the table's gestures
(this answers for :class:`BoardScene`, :meth:`~BoardScene.answer_with`), the action bar's buttons,
the keys and the action list.

The controller returns a typed :class:`Refusal` or None; the refusal is worded here, with the
game's seat names, and returned to whoever asked: the table (a dropped piece goes back, a line
says why), the status bar, or the tutorial's panel when the lesson wants another decision. (A
table over the network that refuses a decision already sent says so later, as a message of the
controller's.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt

from ...model import Action
from ...model.actions import END, PLAY, ActionKind
from ...model.errors import Refusal
from ...words.basics import card_words, colour_word
from ...words.commitments import (
    action_goes_on,
    drag_play_text,
    drag_play_title,
    end_unspent_text,
    end_unspent_title,
    kept_in_hand,
)
from ...words.refusals import refusal_text
from ...words.table import choose_cards_first_text, describe_action
from ...words.translation import translate
from .host import WindowHost

if TYPE_CHECKING:
    from ...controller import GameController
    from ...settings import Settings
    from .dialogs import ActionPicker
    from .tutorial_glue import TutorialGlue


def asks_before_committing(settings: Settings, controller: GameController) -> bool:
    """Whether a commitment is asked about at this table: the player's choice (Game → Ask
    before committing), else by who sits there — where Undo takes a whole decision back (one
    person against computers) a question is only in the way; at hot-seat and network tables
    nothing takes it back, so the table asks."""
    if settings.confirm_commitments is not None:
        return settings.confirm_commitments
    return not controller.solo

class RequestHost(WindowHost, Protocol):
    """What the requests need of the main window besides :class:`WindowHost`."""

    @property
    def lessons(self) -> TutorialGlue: ...


class Requests(QObject):
    """The board's requests and the refusals that come back, for one main window."""

    def __init__(self, host: RequestHost) -> None:
        super().__init__(host.as_widget())
        self.w = host
        host.scene.answer_with(self.request)
        host.scene.choice_needed.connect(self._offer_choice)
        b = host.action_bar
        b.undo.connect(self.undo)
        b.confirm.connect(self.confirm_selection)
        b.all_actions.connect(self.show_action_list)
        b.choose.connect(self._choose)

    def _worded(self, refusal: Refusal | None) -> str | None:
        """The controller's refusal in words, with this game's seat names, or None."""
        if refusal is None:
            return None
        return refusal_text(refusal, [s.name for s in self.w.controller.seats])

    def request(self, action: Action) -> str | None:
        """Ask for ``action`` (the lesson's gate first); None, or the refusal in words."""
        w = self.w
        reason = w.tutorial.refusal(action) if w.tutorial.active else None
        if reason:  # the lesson asks for another decision: nothing changes, one line says which
            w.lessons.panel.set_refusal(reason)
            w.statusBar().showMessage(reason, 6000)
            return reason
        declined = self._declined(action)
        if declined:  # the player thought better of it: nothing changes, one line says so
            w.statusBar().showMessage(declined, 4000)
            return declined
        reason = self._worded(w.controller.request(action))
        if reason:
            w.statusBar().showMessage(reason, 6000)
        return reason

    def _declined(self, action: Action) -> str | None:
        """Ask before a commitment (when the player wants the questions: Game → Ask before
        committing): ending a card's action with AP or placements unspent while something could
        still be done with them, or a card played by one drag. What to say if the answer is no."""
        w = self.w
        s = w.scene.state
        if not asks_before_committing(w.settings, w.controller) or w.tutorial.active or s is None:
            return None
        v = s.view
        unspent = (action.kind == END and (v.ap_left > 0 or v.placements_left > 0)
                   and any(a.kind != END for a in s.legal))
        if unspent and not w.confirm(end_unspent_title(), end_unspent_text(v.ap_left, v.placements_left)):
            return action_goes_on()
        dragged = action.kind == PLAY and w.scene.by_drag
        if dragged and not w.confirm(drag_play_title(), drag_play_text(card_words(action.card))):
            return kept_in_hand()
        return None

    def request_kind(self, kind: ActionKind) -> None:
        """The first legal decision of ``kind`` (Placement, action points, Done: P, A, D)."""
        s = self.w.scene.state
        if s is None:
            return
        for a in s.legal:
            if a.kind == kind:
                self.request(a)
                return

    def _choose(self, action: Action) -> None:
        w = self.w
        w.action_bar.set_choices([])
        reason = self.request(action)
        if reason:
            w.scene.show_message(reason)

    def _offer_choice(self, actions: list[Action]) -> None:
        w = self.w
        play_for = translate("MainWindow", "Play for {0}")
        w.action_bar.set_choices([(play_for.format(colour_word(a.army)), a) for a in actions])

    def confirm_selection(self) -> None:
        w = self.w
        action = w.scene.selection_action()
        if action is None:
            w.scene.show_message(choose_cards_first_text(w.scene.pass_count()))
            return
        w.scene.pass_selection = []
        reason = self.request(action)
        if reason:
            # refused (a lesson's gate): the cards are back in the hand, and the slots, the
            # header, the banner and the bar all say none is chosen (Enter picks a card again)
            w.scene.set_selection([])
            w.scene.show_message(reason)

    def undo(self) -> str | None:
        """Take the last decision back; the refusal (shown on the table) or None."""
        w = self.w
        reason = w.tutorial.undo_refusal() if w.tutorial.active else None
        reason = reason or self._worded(w.controller.undo())
        if reason:
            w.scene.show_message(reason)
        return reason

    def show_action_list(self) -> None:
        from .dialogs import ActionPicker  # the list is made when first asked for: a faster start

        w = self.w
        s = w.scene.state
        if s is None or not s.legal:
            return
        for old in w.as_widget().findChildren(ActionPicker):
            old.close()  # the list of a moment ago; deleted on close
        dlg = ActionPicker(w.as_widget(), [(describe_action(a, s.view.acting_card), a) for a in s.legal])
        dlg.picked.connect(lambda action, d=dlg: self._picked(d, action))
        dlg.undo_asked.connect(lambda d=dlg: self._undo_in_list(d))
        dlg.finished.connect(lambda _result: self.back_to_table())
        want = w.tutorial.expected() if w.tutorial.active else None
        if want is not None and want in s.legal:  # the lesson's decision is the one under Enter
            dlg.list.setCurrentRow(s.legal.index(want))
        dlg.open()
        dlg.activateWindow()  # the keys go to the list at once, where the cursor is drawn
        dlg.list.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
        w.tutorial.pressed("actions")

    def back_to_table(self) -> None:
        """The keyboard back on the table once a window of the game's (the list, Results) goes:
        a player without a mouse could not click it back."""
        w = self.w
        window = w.as_widget()
        if window.isVisible():
            window.activateWindow()
            w.view.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def _undo_in_list(self, dlg: ActionPicker) -> None:
        """Ctrl+Z in the list: the decision taken back as on the table; the list then offers
        what the table now allows (or closes when the player has nothing to decide)."""
        w = self.w
        reason = self.undo()
        s = w.scene.state
        if s is not None and s.interactive and s.legal and not w.scene.curtain_up:
            dlg.set_actions([(describe_action(a, s.view.acting_card), a) for a in s.legal])
            dlg.say(reason or "")
        else:
            dlg.accept()

    def _picked(self, dlg: ActionPicker, action: Action) -> None:
        """An action chosen in the list; the list stays open, with the next choices, while the
        same player goes on resolving a card (placements, action points, Done)."""
        w = self.w
        before = w.scene.state
        seat = before.view.current_seat if before is not None else -1
        self._choose(action)
        s = w.scene.state
        lesson = w.tutorial.active and not w.tutorial.free  # a lesson goes on in its panel
        if (s is not None and s.interactive and s.legal and s.view.current_seat == seat
                and s.view.acting_card >= 0 and not w.scene.curtain_up and not lesson):
            dlg.set_actions([(describe_action(a, s.view.acting_card), a) for a in s.legal])
        else:
            dlg.accept()
