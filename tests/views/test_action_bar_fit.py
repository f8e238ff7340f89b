"""The action bar holds one height through every turn and wastes none of it: the keyboard help
beside many buttons in a narrow window takes a shorter form (the whole sentence in its tooltip)
rather than wrapping to four or five lines and making the bar that tall on every turn, in each
language (picked in the Language menu) at 1600×1000, 1280×720 and 1024×700."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton

from joraku_desktop import i18n
from joraku_desktop.model import scenario

from .conftest import settle, start

SIZES = ((1600, 1000), (1280, 720), (1024, 700))


def _shown(bar) -> list[QPushButton]:
    return [b for b in bar.findChildren(QPushButton) if b.isVisible()]


@pytest.mark.parametrize("code", ["en", "ru", "ja", "zh_TW"])
def test_the_bar_neither_jumps_nor_leaves_an_empty_band(window, qtbot, code: str) -> None:
    w = window
    try:
        w.menuBar().findChild(QAction, f"language-{code}").trigger()
        settle(w)
        bar = w.action_bar
        for size in SIZES:
            w.resize(*size)
            g = scenario(players=4, kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"}, daimyo={"blue": 3})
            start(w, g, ("human", "normal", "normal", "normal"), paused=True)
            seen = []
            for step in ("lead", "play B2", "ap", "end"):  # the lead, Placement/AP, the map, waiting
                if step != "lead":
                    w.controller.request(step)
                qtbot.wait(20)  # the bar's words wrap beside its buttons, the layout settles
                settle(w)
                label = bar.hint
                # the words in view: not cut at the bottom
                assert label.heightForWidth(label.width()) <= label.height(), (code, size, step, label.text())
                fm = label.fontMetrics()
                two_lines = fm.boundingRect(0, 0, 10_000, 10_000, int(Qt.TextFlag.TextWordWrap.value),
                                            "←/→ Ag\n←/→ Ag").height()
                tallest = max(b.sizeHint().height() for b in _shown(bar))
                m = bar.layout().contentsMargins()
                most = max(two_lines + 6, tallest) + m.top() + m.bottom()
                assert bar.height() <= most, (
                    f"{code} {size} {step}: {bar.height()} px for {label.text()!r} beside "
                    f"{[b.text() for b in _shown(bar)]}")
                if step in ("lead", "ap"):  # the keyboard help: its whole sentence in the tooltip
                    assert label.toolTip() and "K" in label.text() + label.toolTip()
                if step == "play B2":  # the effect to choose: the keys of the buttons shown, not a card's
                    keys = label.text()
                    assert "P" in keys and "A" in keys and "←/→" not in keys, keys
                seen.append((w.view.geometry(), bar.geometry()))
            assert g.current_seat == 1  # "Waiting for Bob…"
            assert len(set(seen)) == 1, f"{code} {size}: the table jumps between turns: {seen}"
    finally:
        i18n.install("en")
