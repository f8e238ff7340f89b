"""Every text the player reads goes through Qt's translation.

A string literal or f-string handed straight to a Qt call that shows text (``setText``,
``QLabel("…")``, ``showMessage`` …) would stay English in every language; so would a computed
string inside ``tr()``, which ``pyside6-lupdate`` cannot extract. This walks the source of the Qt
side and lists both. Text that is not words (a symbol such as "▶", a number, a kanji name from the
rules data) is allowed when it has no Latin letters.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "joraku_desktop"
#: the engine and the AI speak in codes (tests/test_layers.py keeps Qt out of them); logs.py writes
#: the log file, which is for us and stays English
QT_SIDE = [p for p in ROOT.rglob("*.py")
           if not (p.is_relative_to(ROOT / "model") or p.is_relative_to(ROOT / "ai") or p.name == "logs.py")]
#: where ``translate`` is defined: its one call passes on the caller's literal
DEFINES_TRANSLATE = ROOT / "words" / "translation.py"

#: Qt calls whose first string argument is shown to the player
SHOWS_TEXT = {
    "setText", "setToolTip", "setWindowTitle", "setPlaceholderText", "showMessage", "setStatusTip",
    "addMenu", "setTitle", "setInformativeText", "setDetailedText", "setPlainText", "setHtml",
    "QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QAction", "QGroupBox", "setWhatsThis",
    "addTab", "setTabText", "setHeaderLabels", "setHorizontalHeaderLabels", "setSuffix", "setPrefix",
    "setSpecialValueText", "addItem", "question", "information", "warning", "critical",
    "drawText", "QGraphicsSimpleTextItem", "QGraphicsTextItem", "setMarkdown", "QMessageBox",
}
TRANSLATORS = {"tr", "translate"}
#: calls whose later arguments are data, not text (``addItem(text, userData)``)
DATA_AFTER_TEXT = {"addItem", "QAction", "addTab"}
LOGGERS = {"log", "logger", "logging"}


def _name(call: ast.Call) -> str:
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


def _is_words(node: ast.expr) -> bool:
    """A literal that holds English words (any Latin letter); f-strings count as words."""
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(v, ast.Constant) and any(c.isascii() and c.isalpha() for c in str(v.value))
                   for v in node.values)
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return any(c.isascii() and c.isalpha() for c in node.value)
    return False


def _findings() -> tuple[list[str], list[str]]:
    untranslated: list[str] = []
    computed: list[str] = []
    for path in QT_SIDE:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        where = path.relative_to(ROOT.parent)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = _name(node)
            f = node.func
            if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id in LOGGERS:
                continue  # the log file is for us, in English
            if name in SHOWS_TEXT:
                shown = node.args[:1] if name in DATA_AFTER_TEXT else node.args[:3]
                for arg in shown:
                    if _is_words(arg):
                        untranslated.append(f"{where}:{node.lineno} {name}({ast.unparse(arg)[:60]})")
            if name in TRANSLATORS and node.args:
                # tr("text") or translate("Context", "text", ...): the text must be a plain literal
                text = node.args[0] if name == "tr" else (node.args[1] if len(node.args) > 1 else None)
                literal = isinstance(text, ast.Constant) and isinstance(text.value, str)
                if text is not None and not literal and path != DEFINES_TRANSLATE:
                    computed.append(f"{where}:{node.lineno} {name}({ast.unparse(text)[:60]})")
    return untranslated, computed


def test_no_english_reaches_the_screen_without_translation() -> None:
    untranslated, _ = _findings()
    assert untranslated == [], "text shown without tr()/translate():\n" + "\n".join(untranslated)


def test_every_translated_text_is_a_literal_lupdate_can_extract() -> None:
    _, computed = _findings()
    assert computed == [], "tr()/translate() of a computed string:\n" + "\n".join(computed)


def test_the_check_finds_what_it_looks_for(tmp_path: Path) -> None:
    """The walk is not vacuous: it sees the window's menus and would flag a bare literal."""
    sample = ast.parse('w.setText("Hello")\nw.setText(self.tr("Hi"))\nw.setText("▶")\nself.tr(f"x{y}")\n')
    calls = [n for n in ast.walk(sample) if isinstance(n, ast.Call)]
    flagged = [ast.unparse(c) for c in calls if _name(c) in SHOWS_TEXT and _is_words(c.args[0])]
    assert flagged == ["w.setText('Hello')"]
    assert len(QT_SIDE) > 20
