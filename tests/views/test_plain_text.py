"""A player's name is text, never markup: in every label, tooltip, title, box and export.

Two kinds of check. The code: no view makes a ``QLabel``, a ``QMessageBox``, a tooltip or a window
title except through ``views/plain_text.py``. The window: a whole game is played by mouse with
hostile names (HTML, ``<img src=/dev/zero>``, which made Qt allocate until the process died, a NUL,
an RTL override, a tab and a newline, 40 characters) and every label, tooltip, item, title and
table item of every window is walked; nothing renders as markup, and no control character reaches
the screen or an exported log.
"""

from __future__ import annotations

import ast
import html
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtGui import Qt as QtGui
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFileDialog,
    QGraphicsView,
    QLabel,
    QListView,
    QMessageBox,
    QTextBrowser,
    QWidget,
)

import joraku_desktop
from joraku_desktop import app as app_module
from joraku_desktop.model import GameConfig, new_game
from joraku_desktop.presentation.log_story import LogLine
from joraku_desktop.saves import SeatInfo, autosave_path, save_game
from joraku_desktop.views.windows.log_export import log_html, log_text
from joraku_desktop.views.windows.window_registry import WindowName

from .conftest import settle
from .test_whole_game_by_mouse import human_to_act, play_one_decision

PACKAGE = Path(joraku_desktop.__file__).parent
#: names a careless player or an attacker would type or put in a shared save (at most 40 chars)
HOSTILE = (
    "<img src=/dev/zero>",
    "<b>Bold</b> & [*] Ann",
    "\u202eRTL\x00NUL\tTab\nLine\u200bZW",
    "<a href='file:///etc/passwd'>" + "長" * 11,
)
#: what a hostile name leaves in text that Qt would read as markup
FRAGMENTS = ("<img", "<b>Bold", "<a href='")
CONTROLS = ("\x00", "\u202e", "\t")


# ---- the code -------------------------------------------------------------------------------------

def _calls(tree: ast.AST) -> Iterator[ast.Call]:
    return (node for node in ast.walk(tree) if isinstance(node, ast.Call))


def _called(node: ast.expr, name: str) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name


def code_problems(source: str, where: str) -> list[str]:
    """Where ``source`` puts text in front of the player without the helpers of plain_text.py."""
    out: list[str] = []
    for call in _calls(ast.parse(source)):
        f, line = call.func, f"{where}:{call.lineno}"
        if isinstance(f, ast.Name) and f.id in ("QLabel", "QMessageBox"):
            out.append(f"{line}: {f.id}(...) (use PlainLabel / message_box)")
        if not isinstance(f, ast.Attribute):
            continue
        if isinstance(f.value, ast.Name) and f.value.id == "QMessageBox" and f.attr in (
                "question", "information", "warning", "critical", "about"):
            out.append(f"{line}: QMessageBox.{f.attr} reads its text as markup (use ask_yes_no)")
        if f.attr == "setToolTip" and not (call.args and _called(call.args[-1], "plain_tip")):
            out.append(f"{line}: setToolTip without plain_tip")
        if (f.attr == "showText" and isinstance(f.value, ast.Name) and f.value.id == "QToolTip"
                and not (len(call.args) > 1 and _called(call.args[1], "plain_tip"))):
            out.append(f"{line}: QToolTip.showText without plain_tip")
        if f.attr == "setWindowTitle" and not (call.args and _called(call.args[0], "window_title")):
            out.append(f"{line}: setWindowTitle without window_title")
        if f.attr == "setTextFormat":
            out.append(f"{line}: setTextFormat (PlainLabel, RichLabel and message_box choose it)")
        if f.attr in ("setHtml", "insertHtml", "appendHtml") and not where.endswith("game_log.py"):
            out.append(f"{line}: {f.attr} outside the game log (whose lines go through html_text)")
    return out


def test_no_view_shows_text_except_through_plain_text() -> None:
    problems: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name == "plain_text.py":
            continue
        problems += code_problems(path.read_text(encoding="utf-8"), str(path.relative_to(PACKAGE)))
    assert problems == []


def test_the_code_check_finds_what_it_forbids() -> None:
    bad = """
label = QLabel(name)
box = QMessageBox.question(self, "t", text)
item.setToolTip(name)
QToolTip.showText(pos, name, self)
w.setWindowTitle(name)
w.setTextFormat(Qt.TextFormat.RichText)
w.setHtml(name)
"""
    assert len(code_problems(bad, "x.py")) == 7
    good = ("w.setToolTip(plain_tip(name))\nw.setWindowTitle(window_title(t))\n"
            "item.setToolTip(0, plain_tip(t))\n")
    assert code_problems(good, "x.py") == []


# ---- the window -------------------------------------------------------------------------------------

def rich(text: str, fmt: Qt.TextFormat = Qt.TextFormat.AutoText) -> bool:
    """Whether Qt renders ``text`` as markup in a label or tooltip of this format."""
    if fmt == Qt.TextFormat.PlainText:
        return False
    return fmt in (Qt.TextFormat.RichText, Qt.TextFormat.MarkdownText) or bool(QtGui.mightBeRichText(text))


class Walk:
    """Every text a window puts in front of the player: problems found, hostile text seen."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        self.seen = 0

    def text(self, where: str, text: str, fmt: Qt.TextFormat = Qt.TextFormat.AutoText) -> None:
        if not text:
            return
        if any(f in text or html.escape(f) in text for f in FRAGMENTS):
            self.seen += 1
        if any(c in text for c in CONTROLS):
            self.problems.append(f"{where}: a control character in {text[:60]!r}")
        if rich(text, fmt) and any(f in text for f in FRAGMENTS):
            self.problems.append(f"{where}: shown as markup: {text[:80]!r}")

    def widget(self, root: QWidget) -> None:
        for w in (root, *root.findChildren(QWidget)):
            name = f"{type(w).__name__}#{w.objectName()}"
            self.text(f"{name} tooltip", w.toolTip())
            if w.isWindow():
                self.text(f"{name} title", w.windowTitle(), Qt.TextFormat.PlainText)
            if isinstance(w, QLabel):
                self.text(f"{name} text", w.text(), w.textFormat())
            if isinstance(w, QTextBrowser):
                doc = w.document().toHtml()
                if any(f in doc for f in FRAGMENTS):
                    self.problems.append(f"{name}: markup in the document")
                self.text(f"{name} document", w.toPlainText(), Qt.TextFormat.PlainText)
            if isinstance(w, QAbstractItemView) and w.model() is not None:
                self.items(name, w)
            if isinstance(w, QGraphicsView) and w.scene() is not None:
                for item in w.scene().items():
                    self.text(f"{name} {type(item).__name__} tooltip", item.toolTip())
        for a in root.findChildren(QAction):  # a tab in a menu entry starts its shortcut ("…\tH")
            entry = a.text().split("\t")[0]
            self.text(f"action {entry!r} tooltip", a.toolTip().split("\t")[0])
            self.text(f"action {entry!r}", entry, Qt.TextFormat.PlainText)

    def items(self, name: str, view: QAbstractItemView) -> None:
        model = view.model()
        for row in range(min(model.rowCount(QModelIndex()), 200)):
            for col in range(1 if isinstance(view, QListView) else model.columnCount(QModelIndex())):
                index = model.index(row, col, QModelIndex())
                shown = model.data(index, Qt.ItemDataRole.DisplayRole)
                self.text(f"{name} cell {row},{col}", str(shown or ""), Qt.TextFormat.PlainText)
                self.text(f"{name} cell {row},{col} tooltip",
                          str(model.data(index, Qt.ItemDataRole.ToolTipRole) or ""))


HUMAN = 0


def hostile_seats() -> list[SeatInfo]:
    return [SeatInfo(HOSTILE[0], "human"), *(SeatInfo(n, "random") for n in HOSTILE[1:])]


def test_a_game_with_hostile_names_shows_them_as_typed_everywhere(qtbot, fonts, tmp_path,
                                                                   monkeypatch) -> None:
    from .conftest import make_window

    w = make_window(qtbot)
    walk = Walk()
    try:
        g = new_game(GameConfig(4, seed=11))
        w.controller.start(g, hostile_seats())
        settle(w)
        placed: list[int] = []
        decisions = 0
        while not g.is_over or w.scoring.active:
            qtbot.waitUntil(lambda: w.scoring.waiting_for_click or human_to_act(w, g, HUMAN)
                            or (g.is_over and not w.scoring.active), timeout=30_000)
            if w.scoring.waiting_for_click:
                w.scoring.proceed()
                settle(w)
                continue
            if g.is_over:
                break
            if decisions % 12 == 0:
                walk.widget(w)
                w.requests.show_action_list()  # the keyboard list of every legal action
                settle(w)
                for picker in w.findChildren(QWidget, "action-picker"):
                    walk.widget(picker)
                    picker.close()
            play_one_decision(qtbot, w, g, HUMAN, placed)
            decisions += 1
        assert walk.problems == [], walk.problems[:10]
        # the results screen: an <img src=/dev/zero> name killed the process here
        qtbot.waitUntil(lambda: w.windows.showing(WindowName.RESULTS), timeout=30_000)
        for window in (w, w.windows.get(WindowName.RESULTS)):
            walk.widget(window)
        # the record of the game, in Statistics; the replay; the New game dialog with the names
        w.windows.show(WindowName.STATISTICS)
        settle(w)
        assert w.windows.get(WindowName.STATISTICS) is not None
        qtbot.waitUntil(lambda: (stats := w.windows.get(WindowName.STATISTICS)) is not None
                        and stats.games.model().rowCount() > 0,
                        timeout=10_000)
        walk.widget(w.windows.get(WindowName.STATISTICS))
        assert w.replays.replay_current() and w.windows.get(WindowName.REPLAY) is not None
        settle(w)
        walk.widget(w.windows.get(WindowName.REPLAY))
        w.windows.show(WindowName.NEW_GAME)
        settle(w)
        assert w.windows.get(WindowName.NEW_GAME) is not None
        walk.widget(w.windows.get(WindowName.NEW_GAME))
        w.windows.get(WindowName.NEW_GAME).reject()
        w.windows.show(WindowName.RULES)  # the rules help and the About box: our own markup, escaped parts
        w.windows.show(WindowName.ABOUT)
        settle(w)
        for other in QApplication.topLevelWidgets():
            if other.isVisible():
                walk.widget(other)
        # a save whose file name is hostile, in Recent games; one that does not load, in a box
        odd = tmp_path / "<img src=x> & [*]\tname.joraku.json"
        assert w.files.save_to(odd)
        broken = tmp_path / "<b>broken<b>.joraku.json"
        broken.write_text("{", encoding="utf-8")
        assert not w.files.load(broken)
        walk.widget(w)
        recent = [a for a in w.recent_menu.actions() if "name.joraku.json" in a.text()]
        assert recent and "&&" in recent[0].text() and "\t" not in recent[0].text()
        # the exported log, as a web page and as text
        for name in ("log.html", "log.txt"):
            monkeypatch.setattr(QFileDialog, "getSaveFileName",
                                lambda *a, n=name, **k: (str(tmp_path / n), ""))
            assert w.replays.export_log() == tmp_path / name
        page = (tmp_path / "log.html").read_text(encoding="utf-8")
        text = (tmp_path / "log.txt").read_text(encoding="utf-8")
        assert "\x00" not in page and "\x00" not in text and "\u202e" not in page + text
        assert "<img" not in page and "&lt;img src=/dev/zero&gt;" in page
        assert "<img src=/dev/zero>" in text
        assert walk.problems == [], walk.problems[:10]
        assert walk.seen > 60, "the walk saw the hostile names in many places"
        # the window title names every player as typed ("[*]" is Qt's placeholder: kept doubled)
        assert "[*][*]" in w.windowTitle() or "[*]" not in w.windowTitle()
    finally:
        for child in (w.windows.get(WindowName.STATISTICS), w.windows.get(WindowName.REPLAY)):
            if child is not None:
                child.close()
        w.controller.shutdown()


def test_the_resume_question_shows_hostile_names_as_typed(qtbot, fonts, monkeypatch) -> None:
    """At start-up the autosave's names are in the Resume question, a box that read markup."""
    g = new_game(GameConfig(4, seed=12))
    for _ in range(20):
        g.apply(g.legal_actions()[0])
    save_game(g, autosave_path(), hostile_seats())
    seen: dict[str, object] = {}

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen["format"], seen["text"] = box.textFormat(), box.text()
        box.button(QMessageBox.StandardButton.No).click()

    QTimer.singleShot(20, answer)
    w, resumed = app_module.start_up()
    try:
        assert not resumed
        assert seen["format"] == Qt.TextFormat.PlainText
        assert HOSTILE[0] in str(seen["text"]) and "\x00" not in str(seen["text"])
    finally:
        w.confirm = lambda title, text: True
        w.controller.shutdown()
        w.close()


def test_the_exported_page_escapes_and_drops_control_characters() -> None:
    line = LogLine("Ann\x00 plays <img src=/dev/zero> \u202eevil")
    page = log_html("a <b>title</b>\x00", [line])
    assert "\x00" not in page and "<img" not in page and "<b>title" not in page
    assert "&lt;img src=/dev/zero&gt;" in page and "\u202e" not in page
    assert "\x00" not in log_text("t\x00", [line])


@pytest.mark.parametrize("typed, kept", [
    ("Ann\x00Bob", "Ann Bob"), ("a\tb\nc", "a b c"), ("\u202eevil", "evil"), ("\u200b\u200b", "?"),
    ("<b>x</b>", "<b>x</b>"), ("\ud800", "\ufffd"), ("  Kim  ", "Kim"), ("x" * 60, "x" * 40),
])
def test_a_seat_name_is_one_line_of_visible_text(typed: str, kept: str) -> None:
    assert SeatInfo(typed, "human").name == kept
