#!/usr/bin/env python3
"""Regenerate the subset fonts in ``resources/fonts/`` from Debian's Noto CJK fonts.

Why: the game shows Japanese area names (近江, 伊勢 …) and must never draw boxes on a
machine without CJK fonts, so it ships its own fonts. The full Noto CJK fonts are ~20 MB
each; the game needs a few hundred glyphs, so we keep only those (Latin, punctuation, and
every non-Latin character that appears in the game's source, rules data, translations
(``resources/i18n/*.ts``) and rules help (``resources/help/*.md``)).

Needs (build time only, not at run time):
    apt-get install fonts-noto-cjk        # SIL Open Font License 1.1
    .venv/bin/pip install fonttools

Usage: ``.venv/bin/python scripts/make_fonts.py`` (run again whenever a new character appears in
the code, ``resources/rules.json``, a translation or the help; ``tests/views/test_fonts.py`` fails
until then). The fonts are renamed (family "Joraku Sans" /
"Joraku Serif") so they never clash with a system copy of Noto.
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from joraku_desktop.ts_files import translated_text

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "fonts"
NOTO = Path("/usr/share/fonts/opentype/noto")

#: (source collection, family inside it, output file, new family name, style)
FONTS = (
    ("NotoSansCJK-Regular.ttc", "Noto Sans CJK JP", "JorakuSans-Regular.otf", "Joraku Sans", "Regular"),
    ("NotoSansCJK-Bold.ttc", "Noto Sans CJK JP", "JorakuSans-Bold.otf", "Joraku Sans", "Bold"),
    ("NotoSerifCJK-Bold.ttc", "Noto Serif CJK JP", "JorakuSerif-Bold.otf", "Joraku Serif", "Bold"),
)

#: Latin text, punctuation and the symbols the views draw.
BASE_TEXT = (
    "".join(chr(c) for c in range(0x20, 0x7F))
    + "".join(chr(c) for c in range(0xA0, 0x180))  # Latin-1 and Latin Extended-A (ō, Ō, ū …)
    + "‐–—―‘’‚“”„•…‹›€™←↑→↓↔⇄√∞≈≠≤≥⋯─│■□▪▲△▶▷▼▽◀◁◆◇○●★☆✓✔✕✖✗✘❖⚑·×÷・「」『』【】〜"
)


def cjk_in_sources() -> str:
    """Every character beyond Latin used by the game's code, data, translations and the names of
    its languages (Cyrillic, kana, kanji, Traditional Chinese …)."""
    found: set[str] = set()
    files = [*ROOT.joinpath("joraku_desktop").rglob("*.py"), ROOT / "resources" / "rules.json",
             ROOT / "resources" / "i18n" / "languages.txt"]  # each language by its own name (繁體中文)
    texts = [f.read_text(encoding="utf-8") for f in files] + [translated_text(ROOT / "resources")]
    for text in texts:
        for ch in text:
            if ord(ch) >= 0x0370 and not ch.isspace():
                found.add(ch)
    return "".join(sorted(found))


def rename(font, family: str, style: str) -> None:
    """Give the subset its own family name (OFL: modified fonts should not reuse the name)."""
    full = f"{family} {style}" if style != "Regular" else family
    ps = f"{family.replace(' ', '')}-{style}"
    table = font["name"]
    for rec in list(table.names):
        if rec.nameID in (16, 17, 21, 22):
            table.removeNames(nameID=rec.nameID)
    for pid, eid, lid in ((3, 1, 0x409), (1, 0, 0)):
        table.setName(family, 1, pid, eid, lid)
        table.setName(style, 2, pid, eid, lid)
        table.setName(f"{ps};subset", 3, pid, eid, lid)
        table.setName(full, 4, pid, eid, lid)
        table.setName(ps, 6, pid, eid, lid)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [ps]
        top = cff.topDictIndex[0]
        top.FamilyName, top.FullName = family, full


def latin_ellipsis(font) -> None:
    """Draw U+2026 as the Latin ellipsis: three of the font's own full stops on the baseline.
    The Japanese design centres it on the line (「…」), which in English and Russian reads as a
    stray middle dot ("New game···"); the game's menus and messages are Latin or Cyrillic in
    two of its four languages, and Japanese menus use baseline dots as well ("保存..."). Kept
    the width of the three stops, so a line's measure is the one Qt lays out."""
    from fontTools.pens.boundsPen import BoundsPen
    from fontTools.pens.t2CharStringPen import T2CharStringPen
    from fontTools.pens.transformPen import TransformPen

    cmap = font.getBestCmap()
    stop, dots = cmap[ord(".")], cmap[0x2026]
    glyphs = font.getGlyphSet()
    step = font["hmtx"][stop][0]
    strings = font["CFF "].cff.topDictIndex[0].CharStrings
    old = strings[dots]
    pen = T2CharStringPen(width=3 * step, glyphSet=glyphs)
    bounds = BoundsPen(glyphs)
    for k in range(3):
        for target in (pen, bounds):
            glyphs[stop].draw(TransformPen(target, (1, 0, 0, 1, k * step, 0)))
    new = pen.getCharString(private=old.private, globalSubrs=old.globalSubrs)
    strings[dots] = new
    left = int(bounds.bounds[0]) if bounds.bounds else 0
    font["hmtx"][dots] = (3 * step, left)


def main() -> int:
    text = BASE_TEXT + cjk_in_sources()
    OUT.mkdir(parents=True, exist_ok=True)
    for src, family_in, out, family, style in FONTS:
        path = NOTO / src
        if not path.exists():
            print(f"missing {path}: apt-get install fonts-noto-cjk", file=sys.stderr)
            return 1
        coll = TTCollection(str(path))
        font = next(f for f in coll.fonts if f["name"].getDebugName(1) == family_in)
        opts = subset.Options()
        opts.layout_features = ["kern", "liga", "palt", "vert"]
        opts.name_IDs = ["*"]
        opts.name_languages = ["*"]
        opts.notdef_outline = True
        opts.hinting = False
        sub = subset.Subsetter(opts)
        sub.populate(text=text)
        sub.subset(font)
        rename(font, family, style)
        latin_ellipsis(font)
        font.save(str(OUT / out))
        print(f"{out}: {len(font.getGlyphOrder())} glyphs, {(OUT / out).stat().st_size // 1024} KiB")
    print(f"characters: {len(set(text))} ({len(cjk_in_sources())} beyond Latin)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
