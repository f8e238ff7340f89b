"""Nothing the player reads stays English in another language, checked on screen.

A pseudo-translation marks every message of the code (``⟪…⟫``, made from the code by
``pyside6-lupdate`` and compiled by ``pyside6-lrelease`` here); with it installed, the real window
is put through its screens — the table in the recruit phase, a skirmish with variant cards, an R-V7
draft and an R-V8 game, the menus, the action bar, the New game dialog, the results screen, the
Statistics window and a replay — and every text painted on the table or shown by a widget is
collected. Whatever is left outside the marks must not be words: a rule id, a player's name, a
number or a symbol may stay, and so may the area names the board prints on its tiles. A text
built in code, or a literal that skipped ``tr()``, shows up here as English.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QPushButton,
    QTableWidget,
    QWidget,
)

from joraku_desktop.languages import languages
from joraku_desktop.model import GameConfig, new_game, scenario
from joraku_desktop.model.rules_data import default_rules
from joraku_desktop.saves import SeatInfo

from .conftest import each_window, make_window, settle
from .test_layout import texts_on_screen

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("Ann", "Bob", "Cho", "Dai")
#: the board prints the areas' romanised names on the tiles, in every language
BOARD_WORDS = {w for a in default_rules().areas for w in re.findall(r"[A-Za-z]+", a.romaji)}
ALLOWED = BOARD_WORDS | set(NAMES)
#: the languages as each calls itself ("English" stays English in Settings' list of languages)
LANGUAGE_NAMES = {lang.name for lang in languages()}


@pytest.fixture(scope="module")
def pseudo_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tmp = tmp_path_factory.mktemp("pseudo")
    bindir = Path(sys.executable).parent
    sources = sorted(str(p) for p in (ROOT / "joraku_desktop").rglob("*.py"))
    ts = tmp / "pseudo.ts"
    subprocess.run([str(bindir / "pyside6-lupdate"), "-silent", "-locations", "none", *sources,
                    "-ts", str(ts)], check=True, capture_output=True, timeout=120)
    tree = ET.parse(ts)
    tree.getroot().set("language", "ja")  # one plural form
    for m in tree.getroot().iter("message"):
        tr = m.find("translation")
        assert tr is not None
        for child in list(tr):
            tr.remove(child)
        tr.attrib.pop("type", None)
        marked = f"⟪{m.findtext('source') or ''}⟫"
        if m.get("numerus") == "yes":
            ET.SubElement(tr, "numerusform").text = marked
        else:
            tr.text = marked
    tree.write(ts, encoding="utf-8")
    qm = tmp / "pseudo.qm"
    subprocess.run([str(bindir / "pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)],
                   check=True, capture_output=True, timeout=120)
    return qm


@pytest.fixture
def pseudo(qapp: QApplication, pseudo_qm: Path) -> Iterator[None]:
    t = QTranslator()
    assert t.load(str(pseudo_qm))
    qapp.installTranslator(t)
    yield
    qapp.removeTranslator(t)


def english_left(text: str) -> list[str]:
    """The words of ``text`` outside the marks (an elided mark, cut with "…", counts as marked)."""
    rest = text
    elided = text.endswith("…")
    while True:
        less = re.sub(r"⟪[^⟪⟫]*(⟫|…$)", "", rest, flags=re.S)
        if elided:  # a mark opened and cut off by the elision ("⟪computer · ⟪norm…")
            less = re.sub(r"⟪[^⟪⟫]*$", "", less, flags=re.S)
        if less == rest:
            break
        rest = less
    words = re.findall(r"[A-Za-z][A-Za-z'’]+", rest)
    return [w for w in words if w not in ALLOWED and not re.fullmatch(r"R", w)
            and not re.search(r"R-[A-Z]+\d*[a-z]?$", rest[:rest.find(w) + len(w)])]


def widget_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of what the visible widgets under ``root`` show."""
    widgets = [root, *root.findChildren(QWidget)]
    for wid in widgets:
        if not wid.isVisible():
            continue
        name = f"{type(wid).__name__}:{wid.objectName()}"
        if wid.isWindow():
            yield name, wid.windowTitle()
        if isinstance(wid, QAbstractButton) and _qt_standard_button(wid):
            continue  # Qt's own words (OK, Cancel): Qt's translations, loaded by i18n.install
        if isinstance(wid, QAbstractButton | QLabel):
            yield name, wid.text()
        if isinstance(wid, QGroupBox):
            yield name, wid.title()
        if isinstance(wid, QComboBox):
            for i in range(wid.count()):
                if wid.objectName() == "settings-language" and wid.itemText(i) in LANGUAGE_NAMES:
                    continue  # each language by its own name, as the Language menu lists them
                yield name, wid.itemText(i)
        if isinstance(wid, QTableWidget):
            for c in range(wid.columnCount()):
                head = wid.horizontalHeaderItem(c)
                if head is not None and not wid.isColumnHidden(c):
                    yield name, head.text()
        if wid.toolTip():
            yield f"{name} (tooltip)", wid.toolTip()


def lines_joined(texts: list[tuple[float, str, str]]) -> list[tuple[str, str]]:
    """The table's painted texts, a message an item draws a line at a time (a mark opened on one
    line and closed on the next one the same item draws: "⟪Kachidoki", "leads next⟫") as one."""
    joined: list[tuple[str, str]] = []
    for _px, text, name in texts:
        if joined and joined[-1][1] == name and joined[-1][0].count("⟪") > joined[-1][0].count("⟫") \
                and text.count("⟫") > text.count("⟪"):
            joined[-1] = (joined[-1][0] + "\n" + text, name)
        else:
            joined.append((text, name))
    return joined


def _qt_standard_button(button: QAbstractButton) -> bool:
    box = button.parent()
    return isinstance(box, QDialogButtonBox) and isinstance(button, QPushButton) and \
        box.standardButton(button) != QDialogButtonBox.StandardButton.NoButton


def leaks_of(pairs: Iterator[tuple[str, str]]) -> list[str]:
    return [f"{where}: {text[:90]!r}" for where, text in pairs if english_left(text)]


def test_the_check_sees_english() -> None:
    one, two = (9.0, "⟪Kachidoki", "p"), (9.0, "leads next⟫", "p")
    assert lines_joined([one, two]) == [("⟪Kachidoki\nleads next⟫", "p")]
    assert lines_joined([one, (9.0, "leads next⟫", "q")]) == [("⟪Kachidoki", "p"), ("leads next⟫", "q")]
    assert lines_joined([one, (9.0, "leads next", "p")]) == [("⟪Kachidoki", "p"), ("leads next", "p")]
    assert english_left("⟪Round {0}⟫ of 3") == ["of"]
    assert english_left("⟪Daimyo in ⟪6 ⟪Mikawa⟫⟫; it moves.⟫") == []
    assert english_left("⟪computer · norm…") == []
    assert english_left("⟪computer · ⟪norm…") == []
    assert english_left("R-K4b · Ann · 4 Mikawa · 勝鬨") == []
    assert english_left("Skirmish 3") == ["Skirmish"]


def test_every_screen_speaks_only_through_translations(qtbot, fonts, pseudo) -> None:
    w = make_window(qtbot, autosave=False)
    leaks: list[str] = []
    try:
        seats4 = [SeatInfo(n, k) for n, k in zip(NAMES, ("human", "normal", "normal", "normal"), strict=True)]
        seats2 = seats4[:2]
        games = [
            (new_game(GameConfig(4, seed=3)), seats4),
            (scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"},
                      daimyo={"blue": 3}, variants=("R-V1", "R-V5")), seats4),
            (new_game(GameConfig(2, "R-V7", seed=3)), seats2),
            (new_game(GameConfig(2, "R-V8", seed=3)), seats2),
        ]
        for game, seats in games:
            w.controller.set_paused(True)
            w.controller.start(game, seats)
            settle(w)
            leaks += [f"table: {name}: {text[:90]!r}" for text, name in lines_joined(texts_on_screen(w))
                      if english_left(text)]
            leaks += leaks_of(widget_texts(w))
            leaks += [f"log: {line!r}" for line in w.log.toPlainText().splitlines() if english_left(line)]
        for action in w.menuBar().actions():
            menu = action.menu()
            leaks += [f"menu: {a.text()!r}" for a in [action, *(menu.actions() if menu else [])]
                      if english_left(a.text())]
        for window in each_window(w):  # New game, Statistics, rules help, results, replay
            leaks += leaks_of(widget_texts(window))
    finally:
        w.controller.shutdown()
    assert leaks == [], "English shown in another language:\n" + "\n".join(sorted(set(leaks)))
