"""``docs/rules.md``: the in-game rules help in English, for people reading the repository.

    python -m tools.rules_doc            # print it
    python -m tools.rules_doc --write    # write docs/rules.md (``make rules-doc``)

The text is the game's own (:func:`joraku_desktop.views.windows.help_doc.help_markdown`: the English
help file completed from the rules data), so the document cannot disagree with the game; a test
fails while the file is stale.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from joraku_desktop.views.windows.help_doc import FALLBACK, help_markdown

REPO = Path(__file__).resolve().parents[1]
DOC_PATH = REPO / "docs" / "rules.md"
DOC_HEADER = (
    "<!-- Made from resources/help/en.md and resources/rules.json by `make rules-doc`:"
    " edit those, not this file. -->\n\n"
)


def repository_doc() -> str:
    """``docs/rules.md``: the English help, with a line saying where it is made from."""
    return DOC_HEADER + help_markdown(FALLBACK)[1]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.rules_doc",
        description="Print the English rules help, or write it to docs/rules.md.",
    )
    parser.add_argument("--write", action="store_true", help=f"write {DOC_PATH.relative_to(REPO)}")
    args = parser.parse_args(argv)
    text = repository_doc()
    if args.write:
        DOC_PATH.write_text(text, encoding="utf-8")
        print(f"wrote {DOC_PATH}")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
