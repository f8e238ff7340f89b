"""What is in the Linux bundle, by size: each part of it, then its largest files.

    python scripts/bundle_sizes.py                      # the last `make dist` (build/pyinstaller/dist/joraku)
    python scripts/bundle_sizes.py dist/joraku-0.1.0-linux-x86_64.tar.gz   # a tarball, as players get it
    python scripts/bundle_sizes.py --top 40 path/to/joraku

Sizes are the files' own bytes (symbolic links count nothing), in MB of 10^6 bytes, as
``packaging/check.py bundle`` counts them against the 100 MB limit.
"""

from __future__ import annotations

import argparse
import sys
import tarfile
from collections import Counter
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
DEFAULT = ROOT / "build" / "pyinstaller" / "dist" / "joraku"


def part(path: str) -> str:
    """The part of the bundle a file belongs to (its path relative to the bundle's folder)."""
    p = PurePosixPath(path)
    parts = p.parts
    inner = parts[1:] if parts[:1] == ("_internal",) else parts
    if len(parts) == 1 and p.name == "joraku":
        return "the program (boot loader)"
    if len(parts) == 1 or parts[0] == "icons":
        return "the tarball's menu entry, icons and readme"
    if inner[:3] == ("PySide6", "Qt", "lib"):
        return "Qt libraries: ICU (Unicode data)" if p.name.startswith("libicu") else "Qt libraries"
    if inner[:3] == ("PySide6", "Qt", "plugins"):
        return f"Qt plugins: {inner[3]}" if len(inner) > 4 else "Qt plugins"
    if inner[:3] == ("PySide6", "Qt", "translations"):
        return "Qt's own translations"
    if inner[:1] in (("PySide6",), ("shiboken6",)):
        return "PySide6 bindings"
    if inner[:1] == ("resources",):
        return f"game resources: {inner[1]}" if len(inner) > 2 else "game resources"
    if inner[:1] == ("python3.11",) or p.name.startswith("libpython") or p.name == "base_library.zip":
        return "Python (interpreter, stdlib extensions)"
    if len(inner) == 1 and ".so" in p.name:
        return "libraries from the build machine"
    return f"Python packages: {inner[0]}"


def files_of(source: Path) -> list[tuple[str, int]]:
    """(path inside the bundle, bytes) of every regular file of a bundle folder or tarball."""
    if source.is_dir():
        return [(str(f.relative_to(source)), f.lstat().st_size) for f in source.rglob("*")
                if f.is_file() and not f.is_symlink()]
    with tarfile.open(source) as tar:
        members = [m for m in tar.getmembers() if m.isfile()]
    # the tarball's top folder joraku-<v>/ holds the bundle and the menu entry, icons, readme
    return [("/".join(m.name.split("/")[1:]), m.size) for m in members]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("source", nargs="?", type=Path, default=DEFAULT, help="bundle folder or .tar.gz")
    ap.add_argument("--top", type=int, default=25, help="how many of the largest files to list")
    args = ap.parse_args(argv)
    if not args.source.exists():
        print(f"{args.source} does not exist: run `make dist` first", file=sys.stderr)
        return 1
    files = files_of(args.source)
    total = sum(size for _p, size in files)
    parts: Counter[str] = Counter()
    for path, size in files:
        parts[part(path)] += size
    packed = ""
    if args.source.is_file():
        packed = f", {args.source.stat().st_size / 1e6:.1f} MB as it is downloaded"
    print(f"{args.source}: {total / 1e6:.1f} MB unpacked in {len(files)} files{packed}\n")
    print("by part:")
    for name, size in parts.most_common():
        print(f"  {size / 1e6:7.2f} MB  {100 * size / total:5.1f}%  {name}")
    print(f"\nthe {args.top} largest files:")
    for path, size in sorted(files, key=lambda f: -f[1])[: args.top]:
        print(f"  {size / 1e6:7.2f} MB  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
