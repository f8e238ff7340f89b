"""The player's preferences (animation speed, recent games): a small versioned JSON file.

It lives in the user's config folder (platformdirs). Tests and portable installs point it
elsewhere with ``$JORAKU_CONFIG_DIR`` (or ``$JORAKU_DATA_DIR``, which tests already set). A file
that is broken or from a newer version is ignored (defaults are used): preferences are never
worth refusing to start over.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from platformdirs import user_config_dir

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
        path = path or config_dir() / "settings.json"
        s = cls(path=path)
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return s
        if not isinstance(raw, dict) or raw.get("schema_version") != SCHEMA_VERSION:
            return s
        if raw.get("speed") in SPEEDS:
            s.speed = raw["speed"]
        if isinstance(raw.get("recent"), list):
            s.recent = [r for r in raw["recent"] if isinstance(r, str)][:MAX_RECENT]
        if isinstance(raw.get("last_setup"), dict):
            s.last_setup = raw["last_setup"]
        return s

    def save(self) -> None:
        """Best effort: a read-only config folder must not break the game."""
        if self.path is None:
            return
        doc = {
            "schema_version": SCHEMA_VERSION,
            "speed": self.speed,
            "recent": self.recent,
            "last_setup": self.last_setup,
        }
        with contextlib.suppress(OSError):
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(".tmp")
            tmp.write_text(json.dumps(doc, indent=1), encoding="utf-8")
            os.replace(tmp, self.path)
