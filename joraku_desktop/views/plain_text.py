"""Text is text, never markup: the one way the views put words in front of the player.

Qt reads text that *looks like* HTML as HTML in labels, message boxes and tooltips
(``Qt::mightBeRichText``). The words the game shows are built from things anybody can write: a
player's name (typed, or carried by a shared save: ``<img src=/dev/zero>`` made Qt allocate
until the process died), a file name, a translation file. So every widget that can render rich
text receives its text through this module:

- :class:`PlainLabel` is the only label the views make (``QLabel`` with ``Qt.PlainText``);
  :class:`RichLabel` is for our own markup, filled with :func:`html_text` for every outside part.
- :func:`plain_tip` is the only way to set a tooltip: text that Qt would take for markup is escaped
  and wrapped so that it shows exactly as written (anything else is passed unchanged).
- :func:`message_box` and :func:`ask_yes_no` make plain-text boxes (``QMessageBox.question``
  reads its text as markup).
- :func:`window_title` keeps ``[*]`` (Qt's "modified" placeholder) as typed; :func:`menu_text`
  keeps ``&`` (a mnemonic) and a tab (the shortcut column) as typed in menus and buttons.
- :func:`html_text` escapes for our own HTML (the log panel, exported logs, rich labels) and drops
  the characters an HTML page must not contain (NUL and the other controls).

``tests/views/test_plain_text.py`` checks the code (no ``QLabel(``, ``setToolTip`` or
``QMessageBox`` outside these helpers) and walks every window of a game played with hostile names.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGuiNamespace
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from ..model.names import clean_text
from . import theme

#: how :func:`plain_tip` wraps text that would otherwise be read as markup (kept exactly: tests use it)
TIP_OPEN, TIP_CLOSE = '<p style="white-space:pre-wrap">', "</p>"
_MODIFIED = "[*]"


def looks_like_markup(text: str) -> bool:
    """Qt's own guess (``Qt::mightBeRichText``): what labels and tooltips set to automatic do."""
    return bool(QtGuiNamespace.mightBeRichText(text))


def html_text(text: str, *, newlines: bool = False) -> str:
    """``text`` for a place of our own HTML: escaped, without control characters (a NUL has no
    place in a web page); ``newlines`` turns line breaks into ``<br>``."""
    escaped = html.escape(clean_text(text, keep_newlines=newlines), quote=True)
    return escaped.replace("\n", "<br>") if newlines else escaped


def plain_tip(text: str) -> str:
    """A tooltip that shows ``text`` exactly as written. Text Qt would not take for markup is
    returned as it is (the tooltip looks as it always did); the rest is escaped inside a
    paragraph that keeps its line breaks and spaces."""
    if not looks_like_markup(text):
        return text
    return TIP_OPEN + html.escape(text, quote=False) + TIP_CLOSE


def is_safe_tip(text: str) -> bool:
    """Whether a tooltip shows as written: Qt will not read it as markup, or it is what
    :func:`plain_tip` makes of some text (nothing but our own paragraph around escaped text)."""
    if not looks_like_markup(text):
        return True
    if not (text.startswith(TIP_OPEN) and text.endswith(TIP_CLOSE)):
        return False
    inner = text[len(TIP_OPEN): len(text) - len(TIP_CLOSE)]
    return "<" not in inner and ">" not in inner


def window_title(text: str) -> str:
    """A window title showing ``text`` as written: one line, and ``[*]`` doubled (Qt removes a
    single one, its placeholder for "modified")."""
    return " ".join(clean_text(text).split()).replace(_MODIFIED, _MODIFIED * 2)


def menu_text(text: str) -> str:
    """A menu entry or button label showing ``text`` as written: ``&`` doubled (a single one
    marks the shortcut letter), tabs and line breaks as spaces (a tab starts the shortcut column)."""
    return " ".join(clean_text(text).split()).replace("&", "&&")


class PlainLabel(QLabel):
    """A label that shows its text as written, never as markup (``Qt.PlainText``)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setText(text)


class RichLabel(QLabel):
    """A label showing markup the game wrote itself; every outside part of it (a name, a
    translated sentence) must be put in with :func:`html_text`."""

    def __init__(self, html_source: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setText(html_source)


def message_box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str,
                buttons: QMessageBox.StandardButton = QMessageBox.StandardButton.Ok, *,
                html_source: bool = False) -> QMessageBox:
    """A message box whose text shows as written (not opened: the caller opens or executes it).
    ``html_source``: the text is markup the game wrote, every outside part put in with
    :func:`html_text` (the About box)."""
    box = QMessageBox(icon, window_title(title), text, buttons, parent)
    box.setStyleSheet(theme.DIALOG_SHEET)  # the table's dark look, as every dialog of ours
    box.setTextFormat(Qt.TextFormat.RichText if html_source else Qt.TextFormat.PlainText)
    return box


def ask_yes_no(parent: QWidget | None, title: str, text: str) -> bool:
    """``QMessageBox.question`` with the text shown as written (that one reads markup)."""
    box = message_box(parent, QMessageBox.Icon.Question, title, text,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    answer = box.exec()
    box.deleteLater()
    return bool(answer == QMessageBox.StandardButton.Yes)
