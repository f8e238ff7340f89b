"""Reading Qt translation sources (``resources/i18n/*.ts``) without Qt.

Used by the tests that hold every translation to the source (finished, placeholders kept, plural
forms complete) and by ``scripts/make_fonts.py``, which puts every character a translation uses
into the bundled fonts. The format is Qt Linguist's XML (``pyside6-lupdate`` writes it).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from .languages import translated
from .paths import resources_dir

#: ``{0}``-style placeholders (filled by ``str.format`` after translation) and Qt's ``%n``/``%1``.
PLACEHOLDER = re.compile(r"\{\d*\}|%n|%L?\d")

#: How many plural forms Qt uses per translated language (Qt's numerus rules): Russian one/few/many.
PLURAL_FORMS = {lang.code: lang.plural_forms for lang in translated()}


@dataclass(frozen=True, slots=True)
class TsMessage:
    context: str
    source: str
    comment: str
    numerus: bool
    #: the translation, or each plural form of it
    forms: tuple[str, ...]
    #: False while lupdate marks it unfinished (or it has no text)
    finished: bool


def ts_path(code: str) -> Path:
    return resources_dir() / "i18n" / f"joraku_{code}.ts"


def read_ts(path: Path) -> list[TsMessage]:
    out: list[TsMessage] = []
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in ctx.iter("message"):
            tr = m.find("translation")
            numerus = m.get("numerus") == "yes"
            if tr is None:
                forms: tuple[str, ...] = ()
            elif numerus:
                forms = tuple(f.text or "" for f in tr.iter("numerusform"))
            else:
                forms = (tr.text or "",)
            finished = tr is not None and tr.get("type") not in ("unfinished", "vanished", "obsolete") \
                and bool(forms) and all(forms)
            out.append(TsMessage(name, m.findtext("source") or "", m.findtext("comment") or "",
                                 numerus, forms, finished))
    return out


def placeholders(text: str) -> list[str]:
    """The placeholders of a message, sorted (a translation may reorder them)."""
    return sorted(PLACEHOLDER.findall(text))


def translated_text(folder: Path | None = None) -> str:
    """Every translated text of every language, and the rules help in every language: what the
    bundled fonts must draw."""
    folder = folder or resources_dir()
    parts: list[str] = []
    for ts in sorted((folder / "i18n").glob("*.ts")):
        for m in read_ts(ts):
            parts.extend(m.forms)
    parts += [f.read_text(encoding="utf-8") for f in sorted((folder / "help").glob("*.md"))]
    return "".join(parts)
