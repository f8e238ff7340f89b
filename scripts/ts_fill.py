#!/usr/bin/env python3
"""Work on a translation without hand-editing XML: dump what is left to translate, fill it back.

    python scripts/ts_fill.py dump ru [--all] > todo.json   # the unfinished messages (or all)
    python scripts/ts_fill.py apply ru done.json            # write the translations into joraku_ru.ts
    python scripts/ts_fill.py stats                         # finished / total per language

``done.json`` is a list of objects ``{"context", "source", "comment", "translation"}`` where
``translation`` is a string, or for a message with ``%n`` (``"numerus": true``) a list of the
language's plural forms (Russian: one, few, many — 1 карта, 2 карты, 5 карт; Japanese and
Chinese: one form). Messages are matched on context + source + comment; a message the .ts does
not hold is reported and skipped. Run ``make translations`` first so the .ts holds every message.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from joraku_desktop.languages import translated_codes  # noqa: E402
from joraku_desktop.ts_files import PLURAL_FORMS, placeholders  # noqa: E402

LANGS = translated_codes()


def ts_file(code: str) -> Path:
    return ROOT / "resources" / "i18n" / f"joraku_{code}.ts"


def _messages(tree: ET.ElementTree) -> list[tuple[str, ET.Element]]:
    out = []
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name") or ""
        out += [(name, m) for m in ctx.iter("message")]
    return out


def dump(code: str, everything: bool) -> int:
    tree = ET.parse(ts_file(code))
    todo = []
    for ctx, m in _messages(tree):
        tr = m.find("translation")
        unfinished = tr is None or tr.get("type") == "unfinished"
        if everything or unfinished:
            numerus = m.get("numerus") == "yes"
            current: object
            if tr is None:
                current = None
            elif numerus:
                current = [f.text or "" for f in tr.iter("numerusform")]
            else:
                current = tr.text or ""
            todo.append({"context": ctx, "source": m.findtext("source") or "",
                         "comment": m.findtext("comment") or "", "numerus": numerus,
                         "translation": current if not unfinished else None})
    json.dump(todo, sys.stdout, ensure_ascii=False, indent=1)
    print()
    return 0


def apply(code: str, done_path: Path) -> int:
    path = ts_file(code)
    tree = ET.parse(path)
    index = {(ctx, m.findtext("source") or "", m.findtext("comment") or ""): m for ctx, m in _messages(tree)}
    done = json.loads(done_path.read_text(encoding="utf-8"))
    problems = 0
    applied = 0
    for item in done:
        key = (item["context"], item["source"], item.get("comment", ""))
        m = index.get(key)
        text = item.get("translation")
        if m is None:
            print(f"not in {path.name}: {key}", file=sys.stderr)
            problems += 1
            continue
        if text in (None, "", []):
            continue
        numerus = m.get("numerus") == "yes"
        forms = text if isinstance(text, list) else [text]
        if numerus and len(forms) != PLURAL_FORMS[code]:
            print(f"{key}: {len(forms)} plural forms, {code} has {PLURAL_FORMS[code]}", file=sys.stderr)
            problems += 1
            continue
        if any(placeholders(f) != placeholders(key[1]) for f in forms):
            print(f"{key}: placeholders differ from the source: {forms}", file=sys.stderr)
            problems += 1
            continue
        tr = m.find("translation")
        if tr is None:
            tr = ET.SubElement(m, "translation")
        for child in list(tr):
            tr.remove(child)
        tr.attrib.pop("type", None)
        if numerus:
            tr.text = None
            for f in forms:
                ET.SubElement(tr, "numerusform").text = f
        else:
            tr.text = forms[0]
        applied += 1
    ET.indent(tree, space="    ")
    with path.open("wb") as fh:
        fh.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(fh, encoding="utf-8", xml_declaration=False)
        fh.write(b"\n")
    _as_lupdate_writes(path)
    print(f"{path.name}: {applied} translations written, {problems} problems", file=sys.stderr)
    return 1 if problems else 0


def _as_lupdate_writes(path: Path) -> None:
    """Write the file back in pyside6-lupdate's own layout (as ``make translations`` leaves it),
    so a translation's diff holds the translations and nothing else."""
    import subprocess

    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        return
    sources = sorted(str(p) for p in (ROOT / "joraku_desktop").rglob("*.py"))
    subprocess.run([str(lupdate), "-silent", "-no-obsolete", "-locations", "none", *sources,
                    "-ts", str(path)], check=True, capture_output=True)


def stats() -> int:
    for code in LANGS:
        ms = _messages(ET.parse(ts_file(code)))
        done = sum(1 for _c, m in ms
                   if (t := m.find("translation")) is not None and t.get("type") != "unfinished")
        print(f"{code}: {done}/{len(ms)} finished")
    return 0


def main(argv: list[str]) -> int:
    if argv[:1] == ["dump"] and len(argv) >= 2:
        return dump(argv[1], "--all" in argv)
    if argv[:1] == ["apply"] and len(argv) == 3:
        return apply(argv[1], Path(argv[2]))
    if argv[:1] == ["stats"]:
        return stats()
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
