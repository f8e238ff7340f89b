"""Where the game's bundled files live: a source checkout, an editable install or a frozen build."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def resources_dir() -> Path:
    """The ``resources/`` folder: ``$JORAKU_RESOURCES``, the frozen bundle, or the repository."""
    override = os.environ.get("JORAKU_RESOURCES")
    if override:
        return Path(override)
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"
