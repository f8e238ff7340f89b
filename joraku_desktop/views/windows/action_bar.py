"""The row of buttons under the table: the decisions that are not drags.

Placement / Action points (R-E2), Done, Undo, Confirm (the recruit choice), a choice of army
(R-V7), and "All actions…" which lists every legal action for the keyboard.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal, SignalInstance
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSizePolicy, QWidget
from typing_extensions import override

from ...model import Action
from ...model.phases import Phase
from ...presentation.presenter import BarModel, Hint
from ...words.hint import hint_button_text, hint_button_tooltip
from ...words.scoring import scoring_bar_hint
from .. import theme as th
from ..plain_text import PlainLabel, plain_tip

if TYPE_CHECKING:
    from ...controller import GameController

STYLE = th.qss("""
QWidget#action-bar { background: @bar; border-top: 1px solid @bar_edge; }
QLabel { color: @cream; font-size: 14px; }
QPushButton { background: @gold; color: @gold_ink; border: 1px solid @gold_edge; border-radius: 6px;
              padding: 5px 16px; font-size: 15px; font-weight: bold; }
QPushButton:hover { background: @gold_light; }
QPushButton:disabled { background: @disabled; color: @disabled_text; }
QPushButton#button-undo, QPushButton#button-actions { background: @slate; color: @cream;
              border-color: @slate_edge; }
QPushButton#button-hint { background: #123c48; color: @hint_text; border-color: @hint; }
QPushButton#button-hint:hover { background: #1b5566; }
QPushButton#button-hint:disabled { background: @bg_light; color: @slate_edge; border-color: @slate; }
QPushButton:focus { border: 3px solid @paper_light; padding: 3px 14px; }
""")
#: the keys that move along the bar, press the button under the focus, or go back to the table
_PREVIOUS, _NEXT = (Qt.Key.Key_Left,), (Qt.Key.Key_Right,)
_PRESS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
_BACK = (Qt.Key.Key_Escape, Qt.Key.Key_Up)


class ActionBar(QWidget):
    choose = Signal(Action)  # an Action picked with a choice button
    placement = Signal()
    ap = Signal()
    done = Signal()
    undo = Signal()
    confirm = Signal()
    all_actions = Signal()
    ask_hint = Signal()  # "What would the computer do?"
    #: the keyboard leaves the bar for the table (Escape or Up on a button)
    back_to_table = Signal()

    #: the most lines the bar's words take: the bar's height holds them
    LINES = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("action-bar")
        #: the keyboard help's forms while it is shown (fullest first), fitted to the room
        self._keys_shown: tuple[str, ...] = ()
        #: the keyboard help (its forms, its words) a choice of buttons replaced for a while
        self._before_choice: tuple[tuple[str, ...], str] | tuple[()] = ()
        self.setStyleSheet(STYLE)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(12, 2, 12, 2)
        self.hint = PlainLabel("", self)
        self.hint.setObjectName("hint")
        self.hint.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.hint.setWordWrap(True)
        self.hint.installEventFilter(self)
        lay.addWidget(self.hint, 1)
        self._choices: list[QPushButton] = []
        self._choice_box = QHBoxLayout()
        lay.addLayout(self._choice_box)

        def button(name: str, text: str, signal: SignalInstance) -> QPushButton:
            b = QPushButton(text, self)
            b.setObjectName(name)
            b.clicked.connect(signal.emit)
            self._keyboard(b)
            lay.addWidget(b)
            return b

        self.b_placement = button("button-placement", "", self.placement)
        self.b_ap = button("button-ap", "", self.ap)
        self.b_confirm = button("button-confirm", "", self.confirm)
        self.b_done = button("button-done", "", self.done)
        self.b_undo = button("button-undo", "", self.undo)
        self.b_actions = button("button-actions", "", self.all_actions)
        self.b_hint = button("button-hint", "", self.ask_hint)
        self.retranslate()
        # no decision yet: the buttons appear with the first one (show_model). All six shown at
        # once would ask for more width than a small window has (and more still in Russian)
        for b in (self.b_placement, self.b_ap, self.b_confirm, self.b_done, self.b_undo, self.b_actions):
            b.setVisible(False)
        self.b_hint.setEnabled(False)

    def retranslate(self) -> None:
        """The buttons' words in the language installed now (the next :meth:`show_model` words
        the ones that depend on the moment: the AP count, what Confirm sends, the hint's state)."""
        self.b_placement.setText(self.tr("Placement (P)"))
        self.b_ap.setText(self.tr("Action points (A)"))
        self.b_confirm.setText(self.tr("Confirm (Enter)"))
        self.b_done.setText(self.tr("Done (D)"))
        self.b_undo.setText(self.tr("Undo (Ctrl+Z)"))
        self.b_actions.setText(self.tr("All actions… (K)"))
        self.b_hint.setText(hint_button_text("idle"))
        self.b_hint.setToolTip(plain_tip(hint_button_tooltip()))
        self._hold_height()

    def _hold_height(self) -> None:
        """One height whatever the bar holds (buttons, or only "Waiting for…"): the table above
        must not jump when they switch. Two lines of the hint's words, or a button, whichever
        is taller; the keyboard help beside many buttons in a narrow window takes a shorter form
        (:meth:`_fitted`) rather than more lines, so no turn leaves an empty band above the bar."""
        lines = self.LINES * self.hint.fontMetrics().lineSpacing() + 2
        tallest = max(b.sizeHint().height() for b in (self.b_done, self.b_actions, self.b_hint))
        lay = self.layout()
        margins = lay.contentsMargins().top() + lay.contentsMargins().bottom() if lay is not None else 0
        self._base_height = max(lines, tallest) + margins
        self._held_width = -1
        self.setMinimumHeight(self._base_height)

    def _room(self, width: int, buttons: Sequence[QPushButton]) -> int:
        """The words' width beside ``buttons`` in a bar ``width`` wide."""
        lay = self.layout()
        if lay is None:
            return width
        margins = lay.contentsMargins()
        spacing = max(0, lay.spacing())
        taken = sum(b.sizeHint().width() + spacing for b in buttons)
        return width - margins.left() - margins.right() - taken

    def _words_height(self, text: str, room: int) -> int:
        return self.hint.fontMetrics().boundingRect(
            0, 0, max(room, 1), 10_000, int(Qt.TextFlag.TextWordWrap.value), text).height()

    def _fitted(self, forms: Sequence[str], room: int) -> str:
        """The fullest of ``forms`` (longest first) that stays within :attr:`LINES` lines in
        ``room``; else the last, the shortest."""
        # as many lines as a wrapped text of this font takes (the arrows' font may be taller)
        most = self._words_height("\n".join(["←/→ Ag"] * self.LINES), 10_000)
        for text in forms:
            if self._words_height(text, room) <= most:
                return text
        return forms[-1]

    def _busiest_height(self, width: int) -> int:
        """The height the bar needs at ``width`` in its busiest usual state: the keyboard help
        (in the form that fits) beside the most buttons a turn shows (the effect choice, or
        Done and Undo)."""
        lay = self.layout()
        if lay is None:
            return 0
        margins = lay.contentsMargins()
        need = 0
        busiest = ((self._effect_keys_forms(), (self.b_placement, self.b_ap, self.b_actions, self.b_hint)),
                   (self._map_keys_forms(), (self.b_done, self.b_undo, self.b_actions, self.b_hint)))
        for forms, buttons in busiest:
            room = self._room(width, buttons)
            if room > 40:
                need = max(need, self._words_height(self._fitted(forms, room), room))
        return need + margins.top() + margins.bottom()

    @override
    def resizeEvent(self, event: QResizeEvent) -> None:
        """Hold the tallest height the bar has needed at this width: it does not shrink when the
        buttons give way to "Waiting for…", and the table above does not jump. A new width
        starts afresh, and the keyboard help takes the form that fits it."""
        super().resizeEvent(event)
        width = event.size().width()
        if width != self._held_width:
            self._held_width = width
            self.setMinimumHeight(max(self._base_height, self._busiest_height(width)))
            self._fit_keys()
        elif event.size().height() > self.minimumHeight():
            self.setMinimumHeight(event.size().height())

    def _fit_keys(self, room: int | None = None) -> None:
        """The keyboard help in the fullest form that fits ``room`` (by default: beside the
        buttons shown now); the whole sentence stays in the tooltip."""
        if not self._keys_shown:
            return
        if room is None:
            room = self._room(self.width(), [b for b in self.findChildren(QPushButton) if not b.isHidden()])
        text = self._fitted(self._keys_shown, room)
        if text != self.hint.text():
            self.hint.setText(text)

    def say(self, text: str) -> None:
        """Words in the bar's place for the keyboard help until the next :meth:`show_model`
        (a lesson that is done says how to go on)."""
        self._keys_shown, self._before_choice = (), ()
        self.hint.setText(text)
        self.hint.setToolTip(plain_tip(""))

    def lit_button(self) -> QPushButton | None:
        """The decision button the hint or the lesson lit (:data:`theme.LIT_BUTTON`), if it is
        offered now: Enter presses it."""
        for b in (self.b_placement, self.b_ap, self.b_done, self.b_confirm):
            if b.styleSheet() == th.LIT_BUTTON and b.isVisible() and b.isEnabled():
                return b
        return None

    def set_choices(self, choices: list[tuple[str, Action]]) -> None:
        """The buttons of a choice (R-V7: which army plays the card). Offered while the keys
        are on the table, the first takes the keyboard (←/→ to the other, Enter); once they go,
        a button that had the keyboard hands it back to the table."""
        window = self.window()
        focused = window.focusWidget() if window is not None else None
        had_focus = focused in self._choices
        from_table = focused is not None and not isinstance(focused, QPushButton) and not had_focus
        for b in self._choices:  # gone from sight at once, freed later
            b.hide()
            b.deleteLater()
        self._choices = []
        for text, action in choices:
            b = QPushButton(text, self)
            b.setObjectName("button-choice")
            b.clicked.connect(lambda _=False, a=action: self.choose.emit(a))
            self._keyboard(b)
            self._choice_box.addWidget(b)
            self._choices.append(b)
        if self._choices:  # the keys now choose between these buttons, not a card of the hand
            if not self._before_choice:
                self._before_choice = (self._keys_shown, self.hint.text())
            self._keys_shown = self._choice_keys_forms()
            self.hint.setText(self._keys_shown[0])
            self._fit_keys()
        elif self._before_choice:
            self._keys_shown, text = self._before_choice
            self._before_choice = ()
            self.hint.setText(text)
            self._fit_keys()
        if self._choices and from_table:
            self._choices[0].setFocus(Qt.FocusReason.OtherFocusReason)
        elif had_focus:
            self.back_to_table.emit()

    # ---- the keyboard: Tab reaches every button, ←/→ move along the bar, Enter presses -------------
    def _keyboard(self, b: QPushButton) -> None:
        """Tab reaches ``b`` but a click does not take the keyboard from the table: after a
        button pressed by mouse, the arrows and Enter still act on the cursor the player sees."""
        b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        b.installEventFilter(self)

    def follow(self, table: QWidget) -> None:
        """Tab goes from ``table`` along the bar's buttons; Escape or Up on one goes back to it."""
        chain = [table, self.b_placement, self.b_ap, self.b_confirm, self.b_done, self.b_undo,
                 self.b_actions, self.b_hint]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)
        self.back_to_table.connect(lambda: table.setFocus(Qt.FocusReason.OtherFocusReason))

    def buttons(self) -> list[QPushButton]:
        """The buttons a player can press now, left to right."""
        shown = [b for b in self.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
        return sorted(shown, key=lambda b: b.mapTo(self, b.rect().topLeft()).x())

    @override
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.hint and event.type() == QEvent.Type.Resize:
            # the words' room changed (a button came or went): the keyboard help that fits it
            self._fit_keys(self.hint.width())
            return False
        if isinstance(watched, QPushButton) and event.type() == QEvent.Type.FocusOut:
            if not watched.isVisible() or not watched.isEnabled():
                # the focused button went away with its decision: the keys go back to the table,
                # not to whatever widget Qt would pick next
                QTimer.singleShot(0, self, self.back_to_table.emit)
            return False
        if not isinstance(watched, QPushButton) or event.type() != QEvent.Type.KeyPress:
            return False
        assert isinstance(event, QKeyEvent)
        key = event.key()
        if key in _PRESS:
            watched.click()
            return True
        if key in _BACK:
            self.back_to_table.emit()
            return True
        step = -1 if key in _PREVIOUS else 1 if key in _NEXT else 0
        row = self.buttons()
        if step and watched in row:
            row[(row.index(watched) + step) % len(row)].setFocus(Qt.FocusReason.TabFocusReason)
            return True
        return False

    def bind(self, controller: GameController) -> None:
        """A choice offered for one decision is gone once anything happens in the game."""
        controller.game_started.connect(lambda: self.set_choices([]))
        controller.action_applied.connect(lambda _events, _action, _seat: self.set_choices([]))

    def _hint_text(self, m: BarModel) -> str:
        if m.hint is Hint.CURTAIN:
            return self.tr("Hands are hidden. Click the table (or press Space) when ready.")
        if m.hint is Hint.SCORING:
            return scoring_bar_hint()
        if m.hint is Hint.OVER:
            return self.tr("The game is over. Results: Ctrl+R · a new game: Ctrl+N.")
        if m.hint is Hint.WAITING:
            return self.tr("Waiting for {0}…").format(m.waiting_for)
        return ""

    def _keys_forms(self) -> tuple[str, str, str]:
        """The keyboard help while a card is to be chosen: the sentence, a short form, the keys."""
        return (self.tr("Keyboard: ←/→ choose a card, Enter plays or picks it, K lists every action."),
                self.tr("←/→ a card · Enter plays it · K: every action"),
                "←/→ · Enter · K")

    def _choice_keys_forms(self) -> tuple[str, str, str]:
        """A choice between buttons of the bar (R-V7: which army plays the card)."""
        return (self.tr("Keyboard: ←/→ choose a button, Enter presses it, Esc goes back to the cards."),
                self.tr("←/→ a button · Enter presses it · Esc: back"),
                "←/→ · Enter · Esc")

    def _effect_keys_forms(self) -> tuple[str, str, str]:
        """The card is on the skirmish and its effect is to be chosen (R-E2): the hand waits."""
        return (self.tr("Keyboard: P places samurai, A takes the action points, K lists every action."),
                self.tr("P placement · A action points · K: every action"),
                "P · A · K")

    def _map_keys_forms(self) -> tuple[str, str, str]:
        """While a card is resolved the hand waits: the arrows go along the map's steps."""
        return (self.tr(
            "Keyboard: ←/→ choose a step on the map, Enter does it, D ends, K lists every action."),
                self.tr("←/→ a step on the map · Enter does it · D ends"),
                "←/→ · Enter · D · K")

    def _confirm_text(self, phase: Phase | None) -> str:
        if phase is Phase.PASS:
            return self.tr("Pass these cards (Enter)")
        if phase is Phase.DISCARD:
            return self.tr("Discard (Enter)")
        if phase is Phase.DRAFT:
            return self.tr("Keep this card (Enter)")
        return self.tr("Confirm (Enter)")

    def show_model(self, m: BarModel) -> None:
        """Show what the presenter decided, in words."""
        words = self._hint_text(m)
        forms: tuple[str, ...] = (() if words else self._map_keys_forms() if m.done
                                  else self._effect_keys_forms() if m.effect_choice else self._keys_forms())
        self._keys_shown = forms
        self.hint.setText(words or forms[0])
        self.hint.setToolTip(plain_tip(forms[0] if forms else ""))
        self.b_placement.setVisible(m.effect_choice)
        self.b_ap.setVisible(m.effect_choice)
        if m.effect_choice:
            self.b_ap.setText(self.tr("Action points: {0} (A)").format(m.ap_number))
        self.b_done.setVisible(m.done)
        # beside Placement and Action points there is no room for it in a small window: Ctrl+Z
        # and Game → Undo last decision take the card back there
        self.b_undo.setVisible(m.done or (m.undo and not m.effect_choice))
        self.b_undo.setEnabled(m.undo)
        self.b_confirm.setVisible(m.confirm is not None)
        self.b_confirm.setEnabled(bool(m.confirm))
        self.b_confirm.setText(self._confirm_text(m.confirm_phase))
        self.b_actions.setVisible(m.any_legal)
        self._fit_keys()
