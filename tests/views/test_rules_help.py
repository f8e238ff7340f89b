"""The rules help, driven as a player: F1 opens it over the table, typing in the search
jumps to a rule id or counts a word's matches, Enter / Shift+Enter step through them, Esc closes
it. The help is complete: every rule id of the rules reference, every variant card of the data,
the R-PR4 chart exactly as the rules data has it with the inferred rows marked; and docs/rules.md
is the same document, made from it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor, QTextTable
from PySide6.QtWidgets import QApplication

from joraku_desktop.languages import translated_codes
from joraku_desktop.model import default_rules
from joraku_desktop.views.windows import help_doc
from joraku_desktop.views.windows.help_window import RulesHelp, search_pattern
from tests.model.test_rule_coverage import RULES_CANDIDATES, rule_ids
from tools import rules_doc

from .conftest import settle

REPO = Path(__file__).resolve().parents[2]


def rules_reference() -> str:
    """joraku-rules.md beside the checkout (or beside the worktrees of /work/wt/<name>)."""
    for p in (*RULES_CANDIDATES, REPO.parents[1] / "shared" / "rules" / "joraku-rules.md"):
        if p.is_file():
            return p.read_text(encoding="utf-8")
    pytest.skip("the rules reference joraku-rules.md is not in this checkout")


def open_help(qtbot, w) -> RulesHelp:
    """F1 on the table, as a player presses it; the rules window comes up."""
    qtbot.keyClick(w.view, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: w.findChild(RulesHelp, "rules-window") is not None, timeout=3000)
    help_ = w.findChild(RulesHelp, "rules-window")
    qtbot.waitUntil(help_.isVisible, timeout=3000)
    return help_


def type_search(qtbot, help_: RulesHelp, text: str) -> None:
    help_.search.clear()
    qtbot.keyClicks(help_.search, text)


def current_block(help_: RulesHelp) -> str:
    return help_.matches[help_.current].block().text().replace("\u2060", "")


def on_screen(help_: RulesHelp) -> bool:
    """The current match is inside the visible part of the text."""
    cur = QTextCursor(help_.text.document())
    cur.setPosition(help_.matches[help_.current].selectionStart())
    rect = help_.text.cursorRect(cur)
    return help_.text.viewport().rect().contains(rect.center())


@pytest.fixture
def rules_help(qtbot, fonts) -> RulesHelp:
    h = RulesHelp(lang="en")
    qtbot.addWidget(h)
    h.show()
    qtbot.waitExposed(h)
    return h


def test_f1_opens_the_rules_the_search_finds_R_V8_and_esc_closes_them(window, qtbot) -> None:
    """F1 opens one rules window; typing R-V8 jumps to the R-V8 section (not to the first
    sentence that names it) and highlights it; a word shows its count; Esc closes and deletes."""
    w = window
    help_ = open_help(qtbot, w)
    assert help_.windowTitle() and help_.focusWidget() is help_.search
    assert help_.text.verticalScrollBar().value() == 0  # it opens at the top
    qtbot.keyClick(w.view, Qt.Key.Key_F1)  # F1 again: still one window
    settle(w)
    assert len(w.findChildren(RulesHelp, "rules-window")) == 1

    qtbot.keyClicks(help_.search, "R-V8")
    assert len(help_.matches) > 3 and help_.current > 0  # R-V8 is named earlier than its section
    assert re.match(r"10\. R-V8 · Two players, neutral army", current_block(help_))
    assert help_.text.verticalScrollBar().value() > 0 and on_screen(help_)
    assert help_.count.text() == f"Match {help_.current + 1} of {len(help_.matches)}"
    highlighted = help_.text.extraSelections()
    assert len(highlighted) == len(help_.matches)
    assert highlighted[help_.current].format.background() != highlighted[0].format.background()

    type_search(qtbot, help_, "neutral")
    n = help_.plain_text().lower().count("neutral")
    assert n > 10 and len(help_.matches) == n and help_.count.text() == f"Match 1 of {n}"

    qtbot.keyClick(help_.search, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: w.findChild(RulesHelp, "rules-window") is None, timeout=3000)
    # back at the table, F1 opens a fresh help (at the top, the search empty)
    again = open_help(qtbot, w)
    assert again.search.text() == "" and again.matches == []
    again.close()
    qtbot.waitUntil(lambda: w.findChild(RulesHelp, "rules-window") is None, timeout=3000)


def test_enter_and_shift_enter_step_through_the_matches(rules_help, qtbot) -> None:
    h = rules_help
    qtbot.keyClicks(h.search, "kachidoki")
    n = h.plain_text().lower().count("kachidoki")
    assert len(h.matches) == n > 20 and h.current == 0
    qtbot.keyClick(h.search, Qt.Key.Key_Return)
    qtbot.keyClick(h.search, Qt.Key.Key_Return)
    assert h.current == 2 and h.count.text() == f"Match 3 of {n}" and on_screen(h)
    qtbot.keyClick(h.search, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert h.current == 1
    qtbot.mouseClick(h.previous_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(h.previous_button, Qt.MouseButton.LeftButton)  # wraps round to the last
    assert h.current == n - 1 and on_screen(h)
    qtbot.mouseClick(h.next_button, Qt.MouseButton.LeftButton)
    assert h.current == 0


def test_word_search_ignores_case_and_macrons_and_says_no_match(rules_help, qtbot) -> None:
    h = rules_help
    qtbot.keyClicks(h.search, "omi")
    text = h.plain_text().lower()
    assert len(h.matches) == text.count("omi") + text.count("ōmi") > 3
    assert any("Ōmi" in m.selectedText() for m in h.matches)
    type_search(qtbot, h, "xyzzy")
    assert h.matches == [] and h.count.text() == "No match"
    assert not h.next_button.isEnabled()
    h.search.clear()
    assert h.count.text() == "" and h.text.extraSelections() == []


def test_every_rule_id_is_in_the_help_and_the_search_lands_on_its_rule(rules_help, qtbot) -> None:
    """Every id of joraku-rules.md is in the help (R-C1 … R-V8), and searching it lands on the
    paragraph or heading that states the rule, on screen."""
    ids = rule_ids(rules_reference())
    assert len(ids) >= 50
    h = rules_help
    text = h.plain_text()
    missing = sorted(i for i in ids if not re.search(rf"{re.escape(i)}(?![0-9])", text))
    assert not missing, f"rule ids missing from the help: {missing}"
    for rid in sorted(ids):
        h.search_for(rid)
        block = current_block(h)
        assert re.match(rf"(\d+\. )?{re.escape(rid)}(?![0-9])", block), (rid, block)
        assert on_screen(h), rid
    assert search_pattern("r-k1")[1] and not search_pattern("K1")[1]
    h.search_for("R-K1")  # whole ids only: not inside R-K10 or R-KS1
    assert all(m.selectedText().replace("\u2060", "") == "R-K1" for m in h.matches)


def test_every_ruling_is_stated_where_its_rule_is(rules_help) -> None:
    """Each RULING of the rules reference is said as a RULING at its rule in the help (R-K4,
    R-PR4, R-V5), and every rule id that model/rulings.py decides is in the help's list of
    rulings, so a new ruling without its sentence in the help fails here."""
    h = rules_help
    reference = rules_reference()
    items = re.split(r"\n- \*\*(?=R-)", reference)
    ruled = {rule_ids(item.split()[0]).pop() for item in items[1:] if "RULING" in item}
    assert {"R-K4", "R-PR4", "R-V5"} <= ruled
    text = h.plain_text()
    for rid in sorted(ruled):
        h.search_for(rid)
        start = h.matches[h.current].selectionStart()
        assert "RULING" in text[start : start + 1500], rid
    rulings_py = (REPO / "joraku_desktop" / "model" / "rulings.py").read_text(encoding="utf-8")
    decided = set()
    for line in rulings_py.splitlines():
        if line.startswith("#:") and ("RULING" in line or "Program decision" in line):
            decided |= rule_ids(line)
    assert decided >= {"R-K4", "R-V5", "R-V7", "R-V4"}
    listed = next(line for line in text.splitlines() if line.startswith("Every RULING in one list"))
    assert decided <= rule_ids(listed), sorted(decided - rule_ids(listed))


def test_the_chart_shown_equals_the_rules_data_and_marks_the_inferred_rows(rules_help) -> None:
    """R-PR4: the help's chart table is the rules data's chart cell for cell; the inferred
    cells (areas 0-3, flagged in resources/rules.json) are in italics with ≈, and so is the
    row's source; the printed rows have no ≈."""
    rules = default_rules()
    doc = rules_help.text.document()
    tables = [f for f in doc.rootFrame().childFrames() if isinstance(f, QTextTable)]
    chart = next(t for t in tables if t.cellAt(0, 0).firstCursorPosition().block().text() == "Area")
    assert (chart.rows(), chart.columns()) == (8, 5)

    def cell(r: int, c: int) -> tuple[str, bool]:
        cur = chart.cellAt(r, c).firstCursorPosition()
        cur.movePosition(QTextCursor.MoveOperation.NextCharacter)
        return cur.block().text(), cur.charFormat().fontItalic()

    assert [cell(0, c)[0] for c in range(1, 4)] == ["Round 1", "Round 2", "Round 3"]
    seen_inferred = 0
    for row, area in enumerate(range(6, -1, -1), start=1):
        assert cell(row, 0)[0] == f"{rules.area_name(area)} {rules.areas[area].kanji}"
        for rnd in range(3):
            text, italic = cell(row, rnd + 1)
            numbers = tuple(int(x) for x in re.findall(r"\d+", text))
            assert numbers == rules.chart[area][rnd], (area, rnd, text)
            inferred = rules.inferred[area][rnd]
            assert ("≈" in text) == inferred and italic == inferred, (area, rnd, text)
            seen_inferred += inferred
        source = cell(row, 4)[0]
        assert ("inferred" in source) == any(rules.inferred[area]), source
    assert seen_inferred == 12  # areas 0-3, every round: the rows the rulebooks do not print
    assert "RULING" in rules_help.plain_text()


def test_every_variant_card_of_the_data_is_in_the_help(rules_help) -> None:
    """R-S6: each variant card (id, name and text from rules.json) has its heading in the help,
    listed in the contents, and R-V7 and R-V8 have their sections."""
    text = rules_help.plain_text()
    titles = [item.text(0).replace("\u2060", "") for item in rules_help.toc_items]
    for card in default_rules().variant_cards:
        assert f"{card.id} · {card.name}" in text and card.text in text
        assert any(t.strip() == f"{card.id} · {card.name}" for t in titles)
    for vid in ("R-V7", "R-V8"):
        assert any(re.match(rf"\d+\. {vid} · Two players", t) for t in titles)
    for word in ("★", "勝鬨", "≈", "curtain", "supply", "banner", "skirmish zone", "dimmed", "hexagon"):
        assert word in text, word  # the glossary of the table's markers


def test_a_click_in_the_contents_goes_to_the_section(rules_help, qtbot) -> None:
    h = rules_help
    item = next(it for it in h.toc_items if "Mouse and keyboard" in it.text(0))
    h.contents.scrollToItem(item)
    at = h.contents.visualItemRect(item).center()
    qtbot.mouseClick(h.contents.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert h.text.textCursor().block().text().endswith("Mouse and keyboard")
    QApplication.processEvents()
    assert h.contents.currentItem() is item  # the contents follow the reading
    h.search_for("R-E3")
    QApplication.processEvents()
    assert h.contents.currentItem().text(0) == "Card effects (R-E)"


def test_help_files_by_language_fall_back_to_english(tmp_path, monkeypatch) -> None:
    """The next issue adds ru.md, ja.md, zh_TW.md: the most specific file wins, else English."""
    (tmp_path / "help").mkdir()
    (tmp_path / "help" / "en.md").write_text("# Rules\n{{card R-V1}}\n", encoding="utf-8")
    (tmp_path / "help" / "zh_TW.md").write_text("# 規則\n", encoding="utf-8")
    monkeypatch.setenv("JORAKU_RESOURCES", str(tmp_path))
    assert help_doc.help_source("zh_TW")[0] == "zh_TW"
    assert help_doc.help_source("zh-TW")[0] == "zh_TW"
    assert help_doc.help_source("ru_RU")[0] == "en"
    assert help_doc.language_candidates("ja_JP") == ["ja_JP", "ja", "en"]


def test_placeholders_are_filled_from_the_rules_data() -> None:
    rules = default_rules()
    out = help_doc.expand("a\n{{prestige-chart}}\n{{ card R-V3 }}\nb\n", rules)
    assert "{{" not in out and out.startswith("a\n| Area |") and out.endswith("\nb\n")
    assert f"> {rules.variant('R-V3').text}" in out
    for bad in ("{{card R-V7}}", "{{chart}}", "{{card}}"):
        with pytest.raises(ValueError, match="unknown placeholder"):
            help_doc.expand(bad + "\n", rules)
    # the English file names every card of the data through a placeholder
    source = help_doc.help_source("en")[1]
    assert {f"{{{{card {v}}}}}" for v in rules.variant_ids} <= set(source.splitlines())


def test_docs_rules_md_is_the_english_help_and_the_readme_links_it() -> None:
    """One source: docs/rules.md is made from resources/help/en.md (`make rules-doc`)."""
    doc = (REPO / "docs" / "rules.md").read_text(encoding="utf-8")
    assert doc == rules_doc.repository_doc(), "docs/rules.md is stale: run `make rules-doc`"
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "](docs/rules.md)" in readme


@pytest.mark.parametrize("lang", translated_codes())
def test_each_language_has_the_complete_rules(qtbot, fonts, lang: str) -> None:
    """The help is complete in each language: every rule id of the English help, the
    same data placeholders (the chart and the variant cards, filled from the data and the
    translated card words), and a rule id typed in the search lands on its rule."""
    id_pattern = r"\bR-[A-Z]+\d*[a-z]?\b"
    english = (REPO / "resources" / "help" / "en.md").read_text(encoding="utf-8")
    source = (REPO / "resources" / "help" / f"{lang}.md").read_text(encoding="utf-8")
    assert set(re.findall(id_pattern, source)) >= set(re.findall(id_pattern, english))
    placeholders = sorted(re.findall(r"\{\{[^}]*\}\}", english))
    assert sorted(re.findall(r"\{\{[^}]*\}\}", source)) == placeholders
    assert help_doc.help_source(lang)[0] == lang
    h = RulesHelp(lang=lang)
    qtbot.addWidget(h)
    h.show()
    text = h.plain_text()
    assert sum(1 for ch in text if ord(ch) > 0x400) > 2000  # written in its own script
    for rid in ("R-K4", "R-PR4", "R-V8", "R-G2"):
        h.search_for(rid)
        assert h.matches and rid in current_block(h), (lang, rid)
    h.close()
