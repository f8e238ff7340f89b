"""The row of buttons under the table: the decisions that are not drags.

Placement / Action points (R-E2), Done, Undo, Confirm (the recruit choice), a choice of army
(R-V7), and "All actions…" which lists every legal action for the keyboard.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from ..model import Action

STYLE = """
QWidget#action-bar { background: #1b1f25; border-top: 1px solid #5a4a2a; }
QLabel { color: #e8dcc0; font-size: 14px; }
QPushButton { background: #e8b64c; color: #2b1d05; border: 1px solid #5a3d0a; border-radius: 6px;
              padding: 7px 16px; font-size: 15px; font-weight: bold; }
QPushButton:hover { background: #f5cd72; }
QPushButton:disabled { background: #5a5246; color: #a0968a; }
QPushButton#button-undo, QPushButton#button-actions { background: #3a4250; color: #e8dcc0;
              border-color: #6f7d90; }
"""


class ActionBar(QWidget):
    choose = Signal(object)  # an Action picked with a choice button
    placement = Signal()
    ap = Signal()
    done = Signal()
    undo = Signal()
    confirm = Signal()
    all_actions = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("action-bar")
        self.setStyleSheet(STYLE)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(12, 6, 12, 6)
        self.hint = QLabel(self)
        self.hint.setObjectName("hint")
        self.hint.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.hint.setWordWrap(True)
        lay.addWidget(self.hint, 1)
        self._choices: list[QPushButton] = []
        self._choice_box = QHBoxLayout()
        lay.addLayout(self._choice_box)

        def button(name: str, text: str, signal: Signal) -> QPushButton:
            b = QPushButton(text, self)
            b.setObjectName(name)
            b.clicked.connect(signal.emit)
            lay.addWidget(b)
            return b

        self.b_placement = button("button-placement", self.tr("Placement (P)"), self.placement)
        self.b_ap = button("button-ap", self.tr("Action points (A)"), self.ap)
        self.b_confirm = button("button-confirm", self.tr("Confirm (Enter)"), self.confirm)
        self.b_done = button("button-done", self.tr("Done (D)"), self.done)
        self.b_undo = button("button-undo", self.tr("Undo (Ctrl+Z)"), self.undo)
        self.b_actions = button("button-actions", self.tr("All actions… (K)"), self.all_actions)

    def set_choices(self, choices: list[tuple[str, Action]]) -> None:
        for b in self._choices:
            b.deleteLater()
        self._choices = []
        for text, action in choices:
            b = QPushButton(text, self)
            b.setObjectName("button-choice")
            b.clicked.connect(lambda _=False, a=action: self.choose.emit(a))
            self._choice_box.addWidget(b)
            self._choices.append(b)

    def update_for(
        self,
        *,
        hint: str,
        mode: bool,
        ap_number: int,
        done: bool,
        undo: bool,
        confirm: bool | None,
        confirm_text: str,
        any_legal: bool,
    ) -> None:
        self.hint.setText(hint)
        self.b_placement.setVisible(mode)
        self.b_ap.setVisible(mode)
        if mode:
            self.b_ap.setText(self.tr("Action points: {0} (A)").format(ap_number))
        self.b_done.setVisible(done)
        self.b_undo.setVisible(done or undo)
        self.b_undo.setEnabled(undo)
        self.b_confirm.setVisible(confirm is not None)
        self.b_confirm.setEnabled(bool(confirm))
        self.b_confirm.setText(confirm_text)
        self.b_actions.setVisible(any_legal)
