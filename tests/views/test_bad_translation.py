"""A translation file is foreign data: one whose message cannot be filled in never stops the game.

A real ``.qm`` is compiled (``pyside6-lrelease``) from the Russian ``.ts`` with three messages
spoiled as a careless translator or a hostile file would spoil them: a placeholder out of range
(``"Player {0}"`` → ``"{3}"``), an unbalanced brace, a name where a number goes. The real start-up
then opens the window in that language: it starts, those messages read in English (formatted),
every other message stays Russian, and the log file says once which messages fell back.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from joraku_desktop import app, i18n, logs
from joraku_desktop.ts_files import ts_path

#: (context, source, spoiled translation)
SPOILED = (
    ("Messages", "Player {0}", "Игрок {3}"),
    ("Banner", "Round {0} of 3", "Раунд {0 из 3"),
    ("Messages", "CPU {0}", "Бот {name}"),
)


def spoiled_qm(tmp_path: Path) -> Path:
    """The Russian translations, with the SPOILED ones, compiled by pyside6-lrelease."""
    tree = ET.parse(ts_path("ru"))
    found = set()
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for m in context.iter("message"):
            for ctx, source, bad in SPOILED:
                if name == ctx and m.findtext("source") == source:
                    translation = m.find("translation")
                    assert translation is not None
                    translation.text = bad
                    found.add(source)
    assert found == {s for _c, s, _b in SPOILED}
    ts = tmp_path / "joraku_ru.ts"
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    qm = tmp_path / "joraku_ru.qm"
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(qm)], check=True, timeout=120)
    assert qm.stat().st_size > 1000
    return qm


def test_a_translation_that_cannot_be_filled_in_falls_back_to_english(
        qtbot, fonts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    qm = spoiled_qm(tmp_path)
    monkeypatch.setattr(i18n, "qm_path", lambda code: qm)
    log_file = logs.setup_logging(hooks=False)
    assert log_file is not None
    monkeypatch.setenv("LANGUAGE", "")
    from joraku_desktop.settings import Settings, config_dir

    Settings(language="ru", path=config_dir() / "settings.json").save()  # the player chose Russian
    window, _resumed = app.start_up(new=True, seed=3)  # the real start-up, in that language
    window.confirm = lambda title, text: True  # closing asks about the game in progress
    qtbot.addWidget(window)
    try:
        assert i18n.current() == "ru"
        c = window.controller
        # "Player {0}" → "{3}" and "CPU {0}" → "{name}": English, filled in
        assert [s.name for s in c.seats][:2] == ["Player 1", "CPU 1"]
        assert window.scene.banner.left.startswith("Round 1 of 3")  # the unbalanced brace
        assert window.menuBar().actions()[0].text() == "&Игра"  # every other message is Russian
        assert "Игрок" not in window.log.toPlainText() and "Player 1" in window.log.toPlainText()
        window.retranslate()  # said again: the fallback is logged once per message
        lines = [line for line in log_file.read_text(encoding="utf-8").splitlines()
                 if "cannot be filled in" in line]
        for context, source, _bad in SPOILED:
            named = [line for line in lines if repr(source) in line and repr(context) in line]
            assert len(named) == 1, (source, lines)
    finally:
        window.controller.shutdown()
        i18n.install("en")
        logs.close_logging()


def test_a_source_that_cannot_be_filled_in_is_still_our_bug(qapp) -> None:
    """The fallback hides a translator's slip, never one of ours: a source with a bad placeholder
    raises as it always did."""
    from joraku_desktop.words.translation import translate

    with pytest.raises(IndexError):
        translate("Tests", "only {1}").format("one")
