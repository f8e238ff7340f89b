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


def user_folder(override_var: str, data_subfolder: str, platform_default: str) -> Path:
    """A per-user folder of ours: ``$<override_var>`` if set, else ``$JORAKU_DATA_DIR/<data_subfolder>``
    when the data folder is overridden (tests, portable installs keep everything in one place),
    else the platform's folder (platformdirs)."""
    override = os.environ.get(override_var)
    if override:
        return Path(override)
    data = os.environ.get("JORAKU_DATA_DIR")
    if data:
        return Path(data) / data_subfolder
    return Path(platform_default)
