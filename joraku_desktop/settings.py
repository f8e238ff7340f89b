"""The player's preferences (animation speed, recent games): a small versioned JSON file.

It lives in the user's config folder (platformdirs). Tests and portable installs point it
elsewhere with ``$JORAKU_CONFIG_DIR`` (or ``$JORAKU_DATA_DIR``, which tests already set). A file
that is broken or from a newer version is ignored (defaults are used): preferences are never
worth refusing to start over.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from platformdirs import user_config_dir
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .saves import write_atomic

SCHEMA_VERSION = 1
APP_NAME = "JorakuDesktop"
MAX_RECENT = 8

#: speed name -> (token animation ms, pause between computer actions ms)
SPEEDS: dict[str, tuple[int, int]] = {
    "slow": (650, 1100),
    "normal": (350, 550),
    "fast": (150, 180),
    "instant": (0, 0),
}


def config_dir() -> Path:
    override = os.environ.get("JORAKU_CONFIG_DIR")
    if override:
        return Path(override)
    data = os.environ.get("JORAKU_DATA_DIR")
    if data:
        return Path(data) / "config"
    return Path(user_config_dir(APP_NAME, appauthor=False))


@dataclass
class Settings:
    """Preferences that survive a restart."""

    speed: str = "normal"
    recent: list[str] = field(default_factory=list)
    last_setup: dict = field(default_factory=dict)
    window: tuple[int, int, int, int] | None = None
    maximized: bool = False
    path: Path | None = None

    @property
    def animation_ms(self) -> int:
        return SPEEDS.get(self.speed, SPEEDS["normal"])[0]

    @property
    def ai_pause_ms(self) -> int:
        return SPEEDS.get(self.speed, SPEEDS["normal"])[1]

    def add_recent(self, path: Path | str) -> None:
        p = str(Path(path).resolve())
        self.recent = [p, *(r for r in self.recent if r != p)][:MAX_RECENT]

    def remove_recent(self, path: Path | str) -> None:
        p = str(Path(path).resolve())
        self.recent = [r for r in self.recent if r != p]

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """The saved preferences, or defaults if the file is missing, broken or newer."""
        path = path or config_dir() / "settings.json"
        s = cls(path=path)
        try:
            doc = SettingsFile.model_validate_json(path.read_bytes())
        except (OSError, ValidationError):
            return s
        s.speed = doc.speed
        s.recent = doc.recent[:MAX_RECENT]
        s.last_setup = doc.last_setup
        s.window = doc.window
        s.maximized = doc.maximized
        return s

    def save(self) -> None:
        """Best effort: a read-only config folder must not break the game."""
        if self.path is None:
            return
        doc = SettingsFile(speed=self.speed, recent=self.recent[:MAX_RECENT], last_setup=self.last_setup,
                           window=self.window, maximized=self.maximized)
        with contextlib.suppress(OSError):
            write_atomic(self.path, doc.model_dump_json(indent=1), keep_backup=False)


class SettingsFile(BaseModel):
    """The settings file on disk (pydantic at the boundary; unknown keys are ignored)."""

    model_config = ConfigDict(extra="ignore")

    schema_version: Literal[1] = SCHEMA_VERSION
    speed: Literal["slow", "normal", "fast", "instant"] = "normal"
    recent: list[str] = Field(default_factory=list, max_length=50)
    last_setup: dict[str, Any] = Field(default_factory=dict)
    #: the window's last geometry: x, y, width, height
    window: tuple[int, int, int, int] | None = None
    maximized: bool = False
