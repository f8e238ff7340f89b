"""Every text the table paints reads at WCAG AA (4.5:1), measured from the painted table.

The real window at 1024×700 with the game log shown (the smallest table a player gets), in the four
moments of ``scripts/table_legibility.py`` (a 4-player pass, a Kachidoki scoring card, R-V7's
draft, R-V8's discard): each ``drawText``'s strongest ink against what its glyphs lie on, read
from the pixels (tools/legibility.py). Exempt, and named: the texts of inactive items (a card
dimmed because it cannot be picked now, which still reads at 3:1) and the table dimmed on purpose
behind a scoring card.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import QApplication

from joraku_desktop.views import theme as th
from tools.legibility import AA, BEHIND_CARD, DIMMED, DIMMED_BAR, Text, measure_size

translate = QCoreApplication.translate


def said(texts: list[tuple[str, Text]]) -> str:
    return "\n".join(f"{t.contrast:.2f}:1 {t.words[:30]!r} {t.item} ({moment}) {t.behind} {t.exempt}"
                     for moment, t in texts[:12])


def test_every_text_of_the_table_reads_at_aa_at_1024x700(window, qtbot) -> None:
    measured = measure_size(window, QApplication.instance(), 1024, 700)
    moments = {m for m, _ in measured.texts}
    assert len(moments) == 4 and len(measured.texts) > 500  # the four moments, every text seen
    counted = measured.counted()
    low = [(m, t) for m, t in counted if t.contrast < AA]
    if low:
        pytest.fail(f"{len(low)} texts under {AA}:1 of {len(counted)}:\n{said(low)}")
    # exempt only what is inactive: the cards R-V7's draft cannot take now, and the table
    # behind the scoring card; the dimmed cards still read at 3:1
    exempt = measured.exempt()
    assert {t.exempt for _, t in exempt} == {DIMMED, BEHIND_CARD}
    dimmed = [(m, t) for m, t in exempt if t.exempt == DIMMED]
    assert {m for m, _ in dimmed} == {"R-V7 draft"}
    assert all(t.item.startswith("card-") for _, t in dimmed)
    faint = [(m, t) for m, t in dimmed if t.contrast < DIMMED_BAR]
    if faint:
        pytest.fail(f"dimmed cards under {DIMMED_BAR}:1:\n{said(faint)}")
    assert measured.footers and all(t.contrast >= AA for t in measured.footers)


def test_the_measure_sees_a_faint_text(window, qtbot, monkeypatch) -> None:
    """A quiet ink made faint is caught where it is painted (the chart's PRESTIGE, the cards'
    foot lines, the panels' RP)."""
    monkeypatch.setattr(th, "INK_SOFT", QColor("#b8a888"))
    measured = measure_size(window, QApplication.instance(), 1024, 700, only=("4-player pass",))
    low = {t.words for _, t in measured.counted() if t.contrast < AA}
    assert {"PRESTIGE", "area 4", "RP"} <= low


@pytest.mark.parametrize("size", [(1280, 720), (1024, 700)])
def test_a_compact_panel_s_kachidoki_badge_reads_in_chinese(window, qtbot, size: tuple[int, int]) -> None:
    """The badge's two lines keep their room in a compact panel's lower footer: the tall glyphs
    of Traditional Chinese stay on the badge's lacquer, clear of its gold edge, at 4.5:1."""
    window.menuBar().findChild(QAction, "language-zh_TW").trigger()
    try:
        measured = measure_size(window, QApplication.instance(), *size, only=("4-player pass", "R-V7 draft"))
        lines = {"勝鬨", *translate("Panel", "Kachidoki\nleads next").split("\n")}
    finally:
        window.menuBar().findChild(QAction, "language-en").trigger()
    badge = [(m, t) for m, t in measured.counted() if t.item.startswith("panel-") and t.words in lines]
    assert len({t.words for _, t in badge}) == 3, f"the Kachidoki badge was not measured: {badge}"
    low = [(m, t) for m, t in badge if t.contrast < AA]
    if low:
        pytest.fail(f"{size}: the badge's words under {AA}:1:\n{said(low)}")
