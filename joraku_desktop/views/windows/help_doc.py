"""The rules help as a document: one Markdown file per language, completed from the rules data.

The rules text is long prose that a translator writes as a whole, so it is not a pile of
``tr()`` strings: each language has its own ``resources/help/<code>.md`` (``en.md``, later
``ru.md``, ``ja.md``, ``zh_TW.md``), with the rule ids (R-K4, …) kept as they are so that the
search finds them in every language. :func:`help_source` picks the file of a language and falls
back to English.

What the rules *data* decides is never written in those files, so the help cannot disagree with
the engine: a line ``{{prestige-chart}}`` becomes the R-PR4 chart table made from
``resources/rules.json`` (the inferred rows marked ≈), and a line ``{{card R-V1}}`` becomes that
variant card's name and text from the same file. The few words of those generated parts go
through the words layer like any other wording.

``docs/rules.md`` (the rules for people reading the repository) is this English document, made
by ``python -m tools.rules_doc --write`` (``make rules-doc``); a test checks it is up to date, so
there is one source and no copy to keep in step.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QLocale

from ...model.rules_data import Rules, default_rules
from ...paths import resources_dir
from ...words.variants import help_chart_words, variant_card_name, variant_card_text

FALLBACK = "en"
#: a rule id of the rules reference: R-K4, R-KS1, R-V8 (a section name such as "R-K" has no number)
RULE_ID = re.compile(r"(?<![A-Za-z0-9])R-([A-Z]+)(\d+)(?![0-9])")
_PLACEHOLDER = re.compile(r"^\{\{[ \t]*([a-z-]+)(?:[ \t]+(\S+?))?[ \t]*\}\}[ \t]*$", re.M)
def help_dir() -> Path:
    return resources_dir() / "help"


def language_candidates(lang: str | None = None) -> list[str]:
    """The help files to try for ``lang`` ("zh_TW", "ru_RU", "ja"; the system's language when
    None), most specific first, English last."""
    code = (lang or QLocale().name()).replace("-", "_")
    out = [code, code.split("_")[0], FALLBACK]
    return list(dict.fromkeys(c for c in out if c))


def help_source(lang: str | None = None) -> tuple[str, str]:
    """(language code, Markdown with placeholders) of the best help file for ``lang``."""
    for code in language_candidates(lang):
        path = help_dir() / f"{code}.md"
        if path.is_file():
            return code, path.read_text(encoding="utf-8")
    raise FileNotFoundError(f"no rules help in {help_dir()} (looked for {language_candidates(lang)})")


def _points(points: Sequence[int]) -> str:
    return " / ".join(str(p) for p in points)


def prestige_chart(rules: Rules) -> str:
    """The R-PR4 chart as a Markdown table, area 6 first (the prestige order, R-PR1); an
    inferred cell is in italics with ≈, and the last column says whether the row is printed."""
    w = help_chart_words()
    head = f"| {w.area} | " + " | ".join(w.round.format(r + 1) for r in range(3)) + f" | {w.source} |"
    lines = [head, "|---|---|---|---|---|"]
    for a in range(len(rules.areas) - 1, -1, -1):
        cells = []
        for r in range(3):
            pts = _points(rules.chart[a][r])
            cells.append(f"*{pts} ≈*" if rules.inferred[a][r] else pts)
        n = sum(rules.inferred[a])
        source = w.printed if n == 0 else (w.inferred if n == 3 else w.partly_inferred)
        name = f"{rules.area_name(a)} {rules.areas[a].kanji}"
        lines.append(f"| {name} | " + " | ".join(cells) + f" | {source} |")
    return "\n".join(lines)


def variant_card(rules: Rules, vid: str) -> str:
    """One variant card: a heading with its id and name, its text quoted, in the player's
    language (``words.variants.variant_card_name``/``variant_card_text``; the data's words otherwise)."""
    return f"### {vid} · {variant_card_name(vid)}\n\n> {variant_card_text(vid)}"


def expand(source: str, rules: Rules | None = None) -> str:
    """``source`` with its placeholder lines replaced by what the rules data says. An unknown
    placeholder or card id raises ValueError (the help must never show a half-made page)."""
    rules = rules or default_rules()

    def one(m: re.Match[str]) -> str:
        kind, arg = m.group(1), m.group(2)
        if kind == "prestige-chart" and arg is None:
            return prestige_chart(rules)
        if kind == "card" and arg in rules.variant_ids:
            return variant_card(rules, arg)
        raise ValueError(f"unknown placeholder in the rules help: {m.group(0).strip()}")

    return _PLACEHOLDER.sub(one, source)


def help_markdown(lang: str | None = None) -> tuple[str, str]:
    """(language code, the complete help as Markdown) for ``lang``, falling back to English."""
    code, source = help_source(lang)
    return code, expand(source)
