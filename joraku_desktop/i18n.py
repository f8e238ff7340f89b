"""The player's language: which one, and installing its translations into the running app.

English is the source language (every message is an English literal in the code). The other
languages are Qt translation files: ``resources/i18n/joraku_<code>.ts`` in the repository, made
from the code by ``make translations`` (``pyside6-lupdate``), compiled to ``.qm`` by the build
(``pyside6-lrelease``: ``make run``, ``make test`` and the installers do it) and found at run
time in the package's resources, never in the current folder. Qt's own texts (the Yes/No of a
message box, a file dialog) come from Qt's ``qtbase_<code>.qm`` shipped with PySide6.

The language follows the system locale unless the player chose one (``Settings.language``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .languages import SOURCE_LANGUAGE as SOURCE_LANGUAGE  # named here too: the language of the code
from .languages import languages
from .paths import resources_dir

#: The languages the game speaks (resources/i18n/languages.txt), each by its own name (what a
#: menu shows, in every language).
LANGUAGES: dict[str, str] = {lang.code: lang.name for lang in languages()}

_installed: list[QTranslator] = []
_current = SOURCE_LANGUAGE


def translations_dir() -> Path:
    """Where the compiled translations (``joraku_<code>.qm``) and their sources live."""
    return resources_dir() / "i18n"


def qm_path(code: str) -> Path:
    return translations_dir() / f"joraku_{code}.qm"


def language_of_locale(name: str) -> str:
    """The game's language for a locale name such as ``ru_RU``, ``ja_JP.UTF-8``, ``zh_Hant_TW``
    or ``zh_HK``: the closest we speak, English when none is close.

    Traditional Chinese is written in Taiwan, Hong Kong and Macau; a Simplified Chinese
    locale gets English rather than a script its reader may not want.
    """
    base = name.split(".")[0].split("@")[0].replace("-", "_")
    parts = base.split("_")
    lang = parts[0].lower()
    rest = {p.upper() for p in parts[1:]}
    if lang == "zh":
        return "zh_TW" if rest & {"TW", "HK", "MO", "HANT"} else SOURCE_LANGUAGE
    return lang if lang in LANGUAGES else SOURCE_LANGUAGE


def system_language() -> str:
    """The language of the system locale (``LANG``, the desktop's setting), as Qt reads it."""
    locale = QLocale.system()
    if locale.language() == QLocale.Language.Chinese:
        traditional = locale.script() == QLocale.Script.TraditionalChineseScript
        return "zh_TW" if traditional else SOURCE_LANGUAGE
    return language_of_locale(locale.name())


def resolve(choice: str | None) -> str:
    """The language to use for a saved choice (``None``: follow the system)."""
    if choice in LANGUAGES:
        return choice
    return system_language()


def current() -> str:
    """The language installed now."""
    return _current


def install(code: str) -> bool:
    """Make ``code`` the app's language: our translations and Qt's own, and the number format
    (``QLocale.setDefault``). The window then says everything again (``MainWindow.retranslate``).
    Returns False if the translation file could not be loaded (the game then speaks English)."""
    global _current
    app = QCoreApplication.instance()
    if app is None:
        return False
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    ok = True
    if code != SOURCE_LANGUAGE:
        ours = QTranslator(app)
        ok = ours.load(str(qm_path(code)))
        if ok:
            _installed.append(ours)
        qt_own = QTranslator(app)
        if qt_own.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            _installed.append(qt_own)
    for t in _installed:
        app.installTranslator(t)
    _current = code if ok else SOURCE_LANGUAGE
    QLocale.setDefault(QLocale(_current))
    return ok
