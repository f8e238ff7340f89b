"""A player's name as the game keeps it: one line of visible text, whatever was typed or loaded.

Names arrive from the New game dialog, from save files anybody can write, from the settings file
and from the record. Some characters are not text a name can be shown with: a NUL ends a C
string and breaks an HTML export, a newline or a tab breaks a line of the log or a window title,
a lone surrogate cannot be written as UTF-8 (every later autosave would fail), and an explicit
bidirectional override (U+202E) turns the rest of the sentence the name is in backwards.
:func:`clean_name` replaces the first kinds with a space, drops the overrides and isolates
(names in right-to-left scripts need none: their letters carry their direction), and keeps
everything else, zero-width joiners included (scripts and emoji use them).

Markup is a different matter and is not handled here: ``<b>Ann</b>`` is a fine name, shown as
typed. The views escape it wherever Qt could read it as markup (``views/plain_text.py``).
"""

from __future__ import annotations

import unicodedata

#: the longest name (what save files, the settings and the record accept)
NAME_MAX = 40
#: shown for a name with nothing visible in it (only spaces, zero-width or control characters)
BLANK_NAME = "?"
#: explicit embeddings, overrides and isolates (LRE RLE PDF LRO RLO, LRI RLI FSI PDI)
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
#: categories with nothing to see: formats (zero-width), spaces, marks that only decorate
_INVISIBLE = frozenset({"Cf", "Zs", "Zl", "Zp", "Mn", "Me", "Cc"})


def clean_text(text: str, *, keep_newlines: bool = False) -> str:
    """``text`` without the characters no shown text may hold: C0/C1 controls (NUL included)
    become a space (newlines stay with ``keep_newlines``), line and paragraph separators a
    space, lone surrogates U+FFFD, explicit bidirectional controls are dropped."""
    out: list[str] = []
    for ch in text:
        if ch in BIDI_CONTROLS:
            continue
        cat = unicodedata.category(ch)
        if cat == "Cs":
            out.append("\ufffd")
        elif cat == "Cc" or cat in ("Zl", "Zp"):
            out.append("\n" if keep_newlines and ch == "\n" else " ")
        else:
            out.append(ch)
    return "".join(out)


def has_visible(text: str) -> bool:
    """Whether ``text`` shows anything at all (not only spaces, zero-width or control characters)."""
    return any(unicodedata.category(ch) not in _INVISIBLE for ch in text)


def clean_name(name: object, limit: int = NAME_MAX) -> str:
    """A name as one line of visible text of at most ``limit`` characters (see the module doc);
    :data:`BLANK_NAME` when nothing visible is left."""
    text = " ".join(clean_text(str(name)).split())[:limit].rstrip()
    return text if has_visible(text) else BLANK_NAME
