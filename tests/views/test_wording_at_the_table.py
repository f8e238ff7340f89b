"""What the table says matches what the keys do, in plain words.

R-V7's army choice: while "Play for blue" / "Play for red" wait, the bar's keyboard help
speaks of those buttons, not of choosing a card, and it comes back once the choice is made or
left. R-V7's banner names the acting army without brackets in brackets. The Results' heading
says where the RP came from without "told twice". A Russian Ninja card's name holds no
brackets of its own, so a sentence that puts a card in brackets never nests them.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from joraku_desktop import i18n
from joraku_desktop.model import card, scenario
from joraku_desktop.words.basics import card_words
from joraku_desktop.words.scoring import results_breakdown_title

from .conftest import centre, drag, settle, start


def visible_choices(w) -> list[QPushButton]:
    return [b for b in w.action_bar.findChildren(QPushButton, "button-choice") if b.isVisible()]


def test_r_v7_army_choice_keys_speak_of_the_buttons(window, qtbot) -> None:
    w = window
    g = scenario(players=2, two_player_variant="R-V7", phase="play", kachidoki=0,
                 hands={0: "R4 B2 YN R1 Y6 B3 B5 R6"})
    start(w, g, ("human", "random"), paused=True)
    before = w.action_bar.hint.text()
    assert "choose a card" in before
    drag(qtbot, w, centre(w.scene.item_named("card-R4")), centre(w.scene.skirmish))
    assert len(visible_choices(w)) == 2
    hint = w.action_bar.hint.text()
    assert "card" not in hint.replace("cards", "") and "button" in hint, hint
    focused = QApplication.focusWidget()
    assert focused in visible_choices(w)
    qtbot.keyClick(focused, Qt.Key.Key_Escape)  # back to the cards: the choice is left open
    settle(w)
    drag(qtbot, w, centre(w.scene.item_named("card-R4")), centre(w.scene.skirmish))
    focused = QApplication.focusWidget()
    assert focused in visible_choices(w)
    qtbot.keyClick(focused, Qt.Key.Key_Right)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    settle(w)
    assert len(g.trick) == 1 and g.trick[0][1] == card("R4")
    assert visible_choices(w) == []
    assert "button" not in w.action_bar.hint.text()
    banner = w.scene.banner.instruction
    assert banner.startswith(("Ann, red army (R)", "Ann, blue army (B)")) and "[" not in banner, banner


def test_results_heading_and_russian_ninja_hold_no_odd_words(qapp) -> None:
    assert "twice" not in results_breakdown_title()
    try:
        assert i18n.install("ru")
        for suit_card in ("BN", "RN", "YN"):
            name = card_words(card(suit_card))
            assert "(" not in name and "ниндзя" in name, name
    finally:
        i18n.install("en")


def test_the_ellipsis_sits_on_the_baseline_like_a_full_stop(fonts) -> None:
    """English menus show "New game…", not the Japanese design's centred "New game···": every
    bundled font draws U+2026 as three of its own full stops (scripts/make_fonts.py)."""
    from PySide6.QtGui import QRawFont

    from joraku_desktop.paths import resources_dir

    for path in sorted((resources_dir() / "fonts").glob("*.otf")):
        raw = QRawFont(str(path), 40)
        stop, dots = (raw.pathForGlyph(raw.glyphIndexesForString(ch)[0]).boundingRect() for ch in ".…")
        assert abs(dots.bottom() - stop.bottom()) < 0.5 and abs(dots.top() - stop.top()) < 0.5, path.name
        assert dots.width() > 2.5 * stop.width(), path.name


def test_every_language_name_is_in_the_bundled_fonts(fonts) -> None:
    """The Language menu and Settings list each language by its own name: "繁體中文" has no box
    for a missing glyph in any bundled font."""
    from PySide6.QtGui import QRawFont

    from joraku_desktop.languages import languages
    from joraku_desktop.paths import resources_dir

    names = "".join(lang.name for lang in languages())
    assert "繁" in names
    for path in sorted((resources_dir() / "fonts").glob("*.otf")):
        raw = QRawFont(str(path), 20)
        missing = [ch for ch in names if not ch.isspace() and not raw.supportsCharacter(ord(ch))]
        assert missing == [], f"{path.name} lacks {missing}"


def test_the_skirmish_summary_nests_no_brackets(window, qtbot) -> None:
    """"Kiyo wins with the yellow 5: highest number (R-K4a)." — not "(highest number (R-K4a))"."""
    import re

    from joraku_desktop.model import GameConfig, new_game

    w = window
    w.scoring.step_ms = 10**8  # the table stays on the skirmish just won
    start(w, new_game(GameConfig(4, seed=3)), ("random", "random", "random", "random"))
    qtbot.waitUntil(lambda: "wins" in w.scene.skirmish_show.summary, timeout=30_000)
    summary = w.scene.skirmish_show.summary
    assert "R-K4" in summary and not re.search(r"\([^()]*\(", summary), summary
