"""Validate ``resources/rules.json`` with pydantic and record its digest beside it.

    python scripts/stamp_rules.py            # validate, then write resources/rules.json.sha256
    python scripts/stamp_rules.py --check    # validate, and fail if the recorded digest is stale

The game reads the recorded bytes without pydantic at start-up (``model/rules_data.py``); any
other bytes are validated when loaded. Run this after editing the rules data; ``make test``
fails while the digest is stale, and ``packaging/build.py`` runs ``--check`` before freezing.
"""

from __future__ import annotations

import argparse
import sys

from joraku_desktop.model.errors import RulesDataError
from joraku_desktop.model.rules_data import DIGEST_SUFFIX, digest, parse_rules, validated_digest
from joraku_desktop.paths import resources_dir


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--check", action="store_true", help="only check; write nothing")
    args = p.parse_args(argv)
    path = resources_dir() / "rules.json"
    data = path.read_bytes()
    try:
        parse_rules(data, path)
    except RulesDataError as exc:
        print(exc, file=sys.stderr)
        return 1
    stamp = path.with_name(path.name + DIGEST_SUFFIX)
    if args.check:
        if validated_digest(path) != digest(data):
            print(f"{stamp} is stale: run python scripts/stamp_rules.py", file=sys.stderr)
            return 1
        print(f"{path}: valid, digest recorded")
        return 0
    stamp.write_text(f"{digest(data)}  {path.name}\n", encoding="ascii")
    print(f"{path}: valid; digest written to {stamp}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
