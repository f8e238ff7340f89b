"""The languages the game speaks: ``resources/i18n/languages.txt``, the one list that the game, the
build (Makefile), the installers and the tests read. Qt-free, so the scripts and the packaging
read it too.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .paths import resources_dir

#: the language of the messages in the code
SOURCE_LANGUAGE = "en"


@dataclass(frozen=True, slots=True)
class Language:
    code: str
    #: how many plural forms Qt gives the language (Russian: one / few / many)
    plural_forms: int
    #: its name as its own speakers write it
    name: str


def languages_file(folder: Path | None = None) -> Path:
    return (folder or resources_dir()) / "i18n" / "languages.txt"


@cache
def languages() -> tuple[Language, ...]:
    """Every language, the source language first (a line is ``code forms name``; ``#`` comments)."""
    out: list[Language] = []
    for number, line in enumerate(languages_file().read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        parts = line.split(None, 2)
        if len(parts) != 3 or not parts[1].isdigit():
            raise ValueError(f"{languages_file()}:{number}: expected 'code plural-forms name', got {line!r}")
        out.append(Language(parts[0], int(parts[1]), parts[2].strip()))
    if not out or out[0].code != SOURCE_LANGUAGE:
        raise ValueError(f"{languages_file()}: the source language {SOURCE_LANGUAGE!r} comes first")
    return tuple(out)


def translated() -> tuple[Language, ...]:
    """The languages with a translation file (every one but the source language)."""
    return languages()[1:]


def translated_codes() -> tuple[str, ...]:
    return tuple(lang.code for lang in translated())
