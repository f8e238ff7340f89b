"""A failing autosave is loud: a warning across the top of the table that stays until a save
succeeds again, with what to do about it, and the truth at quitting.

On a full disk, a read-only folder or an autosave path the game refuses to write, every move used
to flash a six-second status-bar line while the quit prompt still said "It is autosaved": an
evening of play could be lost unnoticed. The controller reports the first failure and the first
success after it (``GameController.autosave_changed``); this bar shows the reason with **Save
elsewhere…** (the player's own save, which does not depend on the autosave folder) and **Try
again**; :func:`ask_quit_unsaved` is the quit prompt while the autosave fails.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QMessageBox, QPushButton, QWidget

from ...words.translation import translate
from ..plain_text import PlainLabel, message_box

STYLE = """
QFrame#autosave-warning { background: #7d1d1d; border-bottom: 2px solid #e8b64c; }
QLabel { color: #fff4dc; font-size: 14px; font-weight: bold; }
QPushButton { background: #f1e6cc; color: #2a2118; border: 1px solid #e8b64c; border-radius: 5px;
              padding: 5px 14px; font-size: 13px; font-weight: bold; }
QPushButton:hover { background: #e8b64c; }
"""


class AutosaveWarning(QFrame):
    """The lasting warning over the table while autosaving fails (hidden otherwise)."""

    save_elsewhere = Signal()
    try_again = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("autosave-warning")
        self.setStyleSheet(STYLE)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(14, 8, 14, 8)
        lay.setSpacing(10)
        self.text = PlainLabel("", self)
        self.text.setObjectName("autosave-warning-text")
        self.text.setWordWrap(True)
        lay.addWidget(self.text, 1)
        self.b_save = QPushButton(self)
        self.b_save.setObjectName("autosave-save-elsewhere")
        self.b_save.clicked.connect(self.save_elsewhere)
        self.b_retry = QPushButton(self)
        self.b_retry.setObjectName("autosave-try-again")
        self.b_retry.clicked.connect(self.try_again)
        lay.addWidget(self.b_save)
        lay.addWidget(self.b_retry)
        self.problem = ""
        self.hide()

    def show_problem(self, problem: str) -> None:
        """``problem``: why the autosave fails ("" hides the warning: a save succeeded)."""
        self.problem = problem
        self.retranslate()
        self.setVisible(bool(problem))

    def retranslate(self) -> None:
        self.text.setText(self.tr(
            "{0} — this game is not being saved. Save it elsewhere, or free some space: autosaving "
            "starts again by itself.").format(self.problem))
        self.b_save.setText(self.tr("Save elsewhere…"))
        self.b_retry.setText(self.tr("Try again"))


def ask_quit_unsaved(parent: QWidget, problem: str) -> str:
    """The quit prompt while the autosave fails: "save" (save elsewhere first), "quit" or "cancel"."""
    box = message_box(parent, QMessageBox.Icon.Warning, translate("AutosaveWarning", "Quit Joraku"),
                      translate("AutosaveWarning", "{0}.\n\nThis game is not saved: if you quit now, it is "
                                "lost. Save it elsewhere first?").format(problem),
                      QMessageBox.StandardButton.NoButton)
    save = box.addButton(translate("AutosaveWarning", "Save elsewhere…"), QMessageBox.ButtonRole.AcceptRole)
    quit_ = box.addButton(translate("AutosaveWarning", "Quit without saving"),
                          QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(save)
    box.exec()
    clicked = box.clickedButton()
    box.deleteLater()
    return "save" if clicked is save else "quit" if clicked is quit_ else "cancel"
