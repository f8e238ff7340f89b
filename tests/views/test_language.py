"""The player's language: chosen from the system locale or the Language menu, installed
at once, and every translation held to its English source.

The translation sources are ``resources/i18n/joraku_<code>.ts`` (``make translations`` updates them
from the code); the build compiles them to ``.qm`` in the package's resources.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from joraku_desktop import i18n
from joraku_desktop.languages import translated_codes
from joraku_desktop.paths import resources_dir
from joraku_desktop.ts_files import PLURAL_FORMS, placeholders, read_ts, ts_path
from joraku_desktop.views.windows.window_registry import WindowName

from .conftest import make_window

LANGS = translated_codes()
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(("locale", "code"), [
    ("ru_RU.UTF-8", "ru"), ("ru_UA", "ru"), ("ja_JP.UTF-8", "ja"), ("ja", "ja"),
    ("zh_TW.UTF-8", "zh_TW"), ("zh_HK", "zh_TW"), ("zh_Hant_MO", "zh_TW"),
    ("zh_CN.UTF-8", "en"), ("de_DE.UTF-8", "en"), ("C", "en"), ("en_GB", "en"), ("", "en"),
])
def test_a_locale_chooses_the_closest_language(locale: str, code: str) -> None:
    assert i18n.language_of_locale(locale) == code


def test_a_saved_choice_wins_over_the_system() -> None:
    assert i18n.resolve("ja") == "ja"
    assert i18n.resolve(None) == i18n.system_language()
    assert i18n.resolve("xx") == i18n.system_language()  # a language of a newer version


def test_translation_sources_hold_every_message_of_the_code(tmp_path: Path) -> None:
    """A message added to the code without ``make translations`` fails here: the .ts files are the
    translators' work list and must be complete."""
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    sources = sorted(str(p) for p in (ROOT / "joraku_desktop").rglob("*.py"))
    fresh = tmp_path / "fresh.ts"
    subprocess.run([str(lupdate), "-silent", "-locations", "none", *sources, "-ts", str(fresh)],
                   check=True, capture_output=True, timeout=120)
    want = {(m.context, m.source, m.comment) for m in read_ts(fresh)}
    assert len(want) > 200
    for code in LANGS:
        have = {(m.context, m.source, m.comment) for m in read_ts(ts_path(code))}
        assert want - have == set(), f"joraku_{code}.ts lacks messages: run `make translations`"
        assert have - want == set(), f"joraku_{code}.ts keeps messages the code no longer has"


def test_compiled_translations_ship_in_the_resources() -> None:
    """`make test` (like `make run` and the installers) compiles every .ts before the game runs;
    the game finds them beside its package, never in the current folder."""
    for code in LANGS:
        qm = i18n.qm_path(code)
        assert qm.is_file() and qm.stat().st_mtime >= ts_path(code).stat().st_mtime - 1, qm
        assert qm.parent == resources_dir() / "i18n"


def test_every_translation_keeps_its_placeholders() -> None:
    """``{0}`` and ``%n`` are filled after translation: one lost is a sentence missing its name or
    number, one added is a crash of ``str.format``. Plural forms: Russian has three."""
    checked = 0
    for code in LANGS:
        for m in read_ts(ts_path(code)):
            if not m.finished:
                continue
            checked += 1
            want = placeholders(m.source)
            for form in m.forms:
                assert placeholders(form) == want, (code, m.source, form)
            if m.numerus:
                assert len(m.forms) == PLURAL_FORMS[code], (code, m.source)
    assert checked >= 600 * len(LANGS)  # the messages were there to check: the .ts files were read


def _startup_probe(lang_env: str, tmp_path: Path) -> dict[str, object]:
    env = {**os.environ, "LANG": lang_env, "LC_ALL": lang_env, "LANGUAGE": "",
           "JORAKU_DATA_DIR": str(tmp_path / "data"), "QT_QPA_PLATFORM": "offscreen"}
    probe = (
        "import json\n"
        "from joraku_desktop import app, i18n\n"
        "a = app.make_app(['joraku'])\n"
        "w, _ = app.start_up(new=True, seed=3)\n"
        "print(json.dumps({'lang': i18n.current(), 'locale': __import__('PySide6.QtCore').QtCore."
        "QLocale().name(), 'title': w.windowTitle(), 'menu': w.menuBar().actions()[0].text(), "
        "'log': w.log.toPlainText().splitlines()[:1], "
        "'banner': w.scene.banner.middle + ' ' + w.scene.banner.instruction}))\n"
        "w.controller.shutdown()\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True,
                         timeout=120, check=True)
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


@pytest.mark.parametrize(("lang_env", "code"), [("ru_RU.UTF-8", "ru"), ("ja_JP.UTF-8", "ja"),
                                                ("zh_TW.UTF-8", "zh_TW"), ("en_US.UTF-8", "en")])
def test_the_app_starts_in_the_system_language(lang_env: str, code: str, tmp_path: Path) -> None:
    got = _startup_probe(lang_env, tmp_path)
    assert got["lang"] == code
    assert str(got["locale"]).startswith(code.split("_")[0] if code != "en" else "en")
    menu = {"ru": "&Игра", "en": "&Game"}.get(code)
    if menu:
        assert got["menu"] == menu
    else:  # ja, zh_TW: written in their script, the accelerator kept
        menu_text = str(got["menu"])
        assert menu_text != "&Game" and "&" in menu_text and any(ord(c) > 0x3000 for c in menu_text)
    words = " ".join([*got["log"], str(got["banner"])])  # the table and the log speak it too
    assert ("New game" in words) == (code == "en"), words


def test_the_language_menu_switches_at_once_and_is_remembered(qtbot, fonts, tmp_path: Path) -> None:
    w = make_window(qtbot)
    w.settings.path = tmp_path / "settings.json"
    try:
        english = [a.text() for a in w.menuBar().actions()]
        for code in LANGS:
            action = w.menuBar().findChild(type(w.menuBar().actions()[0]), f"language-{code}")
            assert action is not None
            action.trigger()
            assert i18n.current() == code
            assert QLocale().name().startswith(code.split("_")[0])
            assert action is not w.menuBar().findChild(type(action), f"language-{code}")  # rebuilt
            assert w.menuBar().findChild(type(action), f"language-{code}").isChecked()
            if code == "ru":  # the menus speak Russian at once
                assert w.menuBar().actions()[0].text() == "&Игра"
        w.menuBar().findChild(type(w.menuBar().actions()[0]), "language-en").trigger()
        assert [a.text() for a in w.menuBar().actions()] == english
        from joraku_desktop.settings import Settings

        assert Settings.load(w.settings.path).language == "en"
    finally:
        i18n.install("en")
        w.controller.shutdown()


@pytest.mark.parametrize("code", LANGS)
def test_qt_own_words_come_in_the_same_language(qapp, code: str) -> None:
    """OK, Cancel, Yes and No are Qt's words: its own translation is installed with ours."""
    from PySide6.QtWidgets import QDialogButtonBox

    try:
        assert i18n.install(code)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        text = box.button(QDialogButtonBox.StandardButton.Cancel).text()
        assert text.replace("&", "") not in ("Cancel", ""), text
    finally:
        i18n.install("en")


def test_the_bundled_fonts_draw_every_character_of_every_translation(fonts) -> None:
    """Glyphs looked up by code point in the font files themselves (``QRawFont.supportsCharacter``:
    no font database, no fallback, the same answer on every machine): every character of every
    translation and of the rules help in every language is in each bundled font, so nothing draws
    as a box on a machine without CJK or Cyrillic fonts. ``scripts/make_fonts.py`` makes it so."""
    from PySide6.QtGui import QRawFont

    from joraku_desktop.ts_files import translated_text

    wanted = sorted({ch for ch in translated_text() if not ch.isspace() and ord(ch) >= 0x20})
    assert any(ord(ch) > 0x3000 for ch in wanted) and any(0x400 <= ord(ch) < 0x500 for ch in wanted)
    for path in sorted((resources_dir() / "fonts").glob("*.otf")):
        raw = QRawFont(str(path), 20)
        assert raw.isValid(), path
        missing = "".join(ch for ch in wanted if not raw.supportsCharacter(ord(ch)))
        assert missing == "", f"{path.name} lacks {len(missing)} characters: {missing[:80]}"


def test_no_message_is_left_unfinished() -> None:
    """Every message of the code has its translation in every language (``pyside6-lrelease``
    would report them as unfinished and the player would read English there)."""
    for code in LANGS:
        unfinished = [m.source for m in read_ts(ts_path(code)) if not m.finished]
        assert unfinished == [], f"{code}: {len(unfinished)} unfinished, e.g. {unfinished[:3]}"
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    for code in LANGS:
        out = subprocess.run([str(lrelease), str(ts_path(code)), "-qm", os.devnull],
                             capture_output=True, text=True, timeout=120, check=True).stdout
        assert "0 unfinished" in out or "unfinished" not in out, out


def test_every_count_is_a_plural_message() -> None:
    """A message with ``%n`` gets Qt's plural forms (Russian has three) only if lupdate marks it
    plural, which it does for ``tr(text, disambiguation, n)`` (``words.counted.Messages``), not for a
    module-level ``translate(context, text, None, n)``: this holds the code to the first form."""
    for code in LANGS:
        counted = [m for m in read_ts(ts_path(code)) if "%n" in m.source]
        assert len(counted) >= 10
        assert [m.source for m in counted if not m.numerus] == [], code
        assert all(len(m.forms) == PLURAL_FORMS[code] for m in counted), code


def test_russian_counts_take_their_three_forms(qapp) -> None:
    from joraku_desktop.words.counted import COUNTED

    try:
        assert i18n.install("ru")
        said = [COUNTED.hand_size(n) for n in (1, 3, 5, 21)]
        assert said == ["На руке 1 карта (R-P1).", "На руке 3 карты (R-P1).", "На руке 5 карт (R-P1).",
                        "На руке 21 карта (R-P1)."]
    finally:
        i18n.install("en")
    assert COUNTED.hand_size(2) == "Cards in hand: 2 (R-P1)."


def test_open_windows_follow_a_change_of_language(qtbot, fonts, tmp_path: Path) -> None:
    """The rules help, the Statistics window and a replay open when the player picks another
    language are made again in it (the replay at the same step)."""
    from joraku_desktop.model import GameConfig, new_game
    from joraku_desktop.saves import SeatInfo
    from joraku_desktop.views.windows.help_window import RulesHelp

    from .conftest import settle

    w = make_window(qtbot, autosave=False)
    try:
        w.controller.set_paused(True)
        w.controller.start(new_game(GameConfig(4, seed=2)), [SeatInfo(n, "random") for n in "ABCD"])
        settle(w)
        w.windows.show(WindowName.RULES)
        w.windows.show(WindowName.STATISTICS)
        assert w.replays.replay_current()
        assert w.windows.get(WindowName.REPLAY) is not None
        w.windows.get(WindowName.REPLAY).go(0)
        titles = {"help": w.findChild(RulesHelp, "rules-window").windowTitle(),
                  "stats": stats.windowTitle() if (stats := w.windows.get(WindowName.STATISTICS)) else ""}
        w.menuBar().findChild(type(w.menuBar().actions()[0]), "language-ja").trigger()
        settle(w)
        helps = [h for h in w.findChildren(RulesHelp, "rules-window") if h.isVisible()]
        assert len(helps) == 1 and helps[0].windowTitle() != titles["help"]
        stats = w.windows.get(WindowName.STATISTICS)
        assert stats is not None and stats.windowTitle() != titles["stats"]
        assert w.windows.showing(WindowName.REPLAY)
        assert w.windows.get(WindowName.REPLAY).replay.index == 0
    finally:
        i18n.install("en")
        w.controller.shutdown()


def test_one_list_of_languages_drives_the_game_the_build_and_the_files() -> None:
    """resources/i18n/languages.txt is the one list: the Makefile's LANGS, the View → Language
    menu's languages, the preferences file and the plural forms all read it, and every language
    in it has its translation, its rules help and its glossary."""
    make = subprocess.run(["make", "--no-print-directory", "-s", "languages"], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=True).stdout.split()
    assert tuple(make) == LANGS and len(LANGS) >= 3
    assert list(i18n.LANGUAGES) == [i18n.SOURCE_LANGUAGE, *LANGS]
    assert set(PLURAL_FORMS) == set(LANGS)
    for code in LANGS:
        assert ts_path(code).is_file() and (resources_dir() / "help" / f"{code}.md").is_file(), code
        assert (ROOT / "docs" / f"glossary-{code}.md").is_file(), code
    from joraku_desktop.settings import checked_document

    read = [checked_document({"schema_version": 1, "language": c})["language"]
            for c in (*i18n.LANGUAGES, "xx", ["ru"])]
    assert read == [*i18n.LANGUAGES, None, None]

