"""The player's preferences (animation speed, recent games): a small versioned JSON file.

It lives in the user's config folder (platformdirs). Tests and portable installs point it
elsewhere with ``$JORAKU_CONFIG_DIR`` (or ``$JORAKU_DATA_DIR``, which tests already set).
Preferences are never worth refusing to start over, so :meth:`Settings.load` always returns
settings (defaults where needed) and says in :attr:`Settings.problem` what went wrong:

- missing file (first start): defaults, no problem;
- our file but broken (bad JSON, wrong types, other schema version, oversized, not UTF-8):
  renamed aside as ``settings.json.bad-<date>`` (:func:`saves.quarantine`), defaults;
- not a regular file (a folder, a FIFO, a device or a symlink to one) or unreadable: that is
  not something we wrote, so it is neither renamed nor written over; defaults for this run and
  preferences are not saved (:attr:`Settings.path` is None);
- a symlink to a regular file (dotfile managers do that): read through the link and saved to the
  link's target, so the link stays.

Reading uses the same bounded, non-blocking, regular-file-only read as save files.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal, NamedTuple

from platformdirs import user_config_dir
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .languages import languages
from .model.errors import SaveError
from .model.save_format import exact_version
from .notices import Notice, NoticeCode
from .paths import user_folder
from .saves import FileTooLargeError, NotRegularFileError, quarantine, read_bounded, write_atomic

SCHEMA_VERSION = 1
APP_NAME = "JorakuDesktop"
MAX_RECENT = 8
#: the file is a few hundred bytes; anything larger is not ours
MAX_SETTINGS_BYTES = 64 * 1024
#: the game log's width in pixels, as remembered
LOG_WIDTH_RANGE = (160, 1200)

class Speed(NamedTuple):
    """How fast the table plays at one setting of View → Speed (milliseconds)."""

    #: a token or a card moving across the table
    animation_ms: int
    #: the pause between two computer decisions
    ai_pause_ms: int
    #: how long a scoring step stays on the table (0: it moves on at once)
    scoring_step_ms: int


#: the speeds of View → Speed, slowest first: the one table the window, the controller and the
#: scoring read
SPEEDS: dict[str, Speed] = {
    "slow": Speed(650, 1100, 3200),
    "normal": Speed(350, 550, 2200),
    "fast": Speed(150, 180, 1000),
    "instant": Speed(0, 0, 0),
}


def speed_of(name: str) -> Speed:
    """The speed called ``name``; the normal one for a name we do not know."""
    return SPEEDS.get(name, SPEEDS["normal"])


def config_dir() -> Path:
    return user_folder("JORAKU_CONFIG_DIR", "config", user_config_dir(APP_NAME, appauthor=False))


@dataclass
class Settings:
    """Preferences that survive a restart."""

    speed: str = "normal"
    recent: list[str] = field(default_factory=list)
    last_setup: dict[str, Any] = field(default_factory=dict)
    window: tuple[int, int, int, int] | None = None
    maximized: bool = False
    #: the player's language (a code of ``i18n.LANGUAGES``), or None to follow the system
    language: str | None = None
    #: the game log panel: its width (px) and whether it is shown (View → Game log)
    log_width: int = 270
    log_visible: bool = True
    #: the first-start question "New to Joraku? Learn to play" was asked (once ever)
    tutorial_offered: bool = False
    #: where preferences are saved; None: not saved (tests, or a settings path that is not ours)
    path: Path | None = None
    #: what the player is told if the settings file could not be used, else None
    problem: Notice | None = None

    @property
    def animation_ms(self) -> int:
        return speed_of(self.speed).animation_ms

    @property
    def ai_pause_ms(self) -> int:
        return speed_of(self.speed).ai_pause_ms

    def add_recent(self, path: Path | str) -> None:
        p = str(Path(path).resolve())
        self.recent = [p, *(r for r in self.recent if r != p)][:MAX_RECENT]

    def remove_recent(self, path: Path | str) -> None:
        p = str(Path(path).resolve())
        self.recent = [r for r in self.recent if r != p]

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """The saved preferences, or defaults with :attr:`problem` set (see the module doc)."""
        path = path or config_dir() / "settings.json"
        s = cls(path=path)
        try:
            data = read_bounded(path, MAX_SETTINGS_BYTES)
        except (FileNotFoundError, NotADirectoryError):
            return s  # first start (an uncreatable data folder is reported on its own)
        except NotRegularFileError:
            return s._ignored(path, "not_regular")
        except FileTooLargeError:
            return s._set_aside(path, "too_large")
        except OSError as exc:
            return s._ignored(path, "unreadable", str(exc.strerror or exc))
        try:
            doc = SettingsFile.model_validate_json(data)
        except ValidationError:
            return s._set_aside(path, "damaged")
        except Exception:  # whatever the parser raises, start with defaults
            return s._set_aside(path, "damaged")
        if path.is_symlink():
            s.path = path.resolve()  # save through the link: it stays the user's link
        s.speed = doc.speed
        s.recent = doc.recent[:MAX_RECENT]
        s.last_setup = doc.last_setup.model_dump(exclude_none=True)
        s.window = doc.window
        s.maximized = doc.maximized
        s.language = doc.language
        s.log_width = doc.log_width
        s.log_visible = doc.log_visible
        s.tutorial_offered = doc.tutorial_offered
        return s

    def _ignored(self, path: Path, why: str, detail: str = "") -> Settings:
        """Not our file to rename or overwrite: defaults for this run, nothing saved."""
        self.path = None
        self.problem = Notice(NoticeCode.SETTINGS_IGNORED, {"path": str(path), "why": why, "detail": detail})
        return self

    def _set_aside(self, path: Path, why: str) -> Settings:
        try:
            moved = quarantine(path)
        except OSError:
            return self._ignored(path, "damaged_kept")
        self.problem = Notice(NoticeCode.SETTINGS_SET_ASIDE, {"name": moved.name, "why": why})
        return self

    def save(self) -> None:
        """Best effort: a read-only config folder must not break the game."""
        if self.path is None:
            return
        try:
            doc = SettingsFile.model_validate({
                "speed": self.speed, "recent": self.recent[:MAX_RECENT], "last_setup": self.last_setup,
                "window": self.window, "maximized": self.maximized,
                "language": self.language,
                "log_width": self.log_width, "log_visible": self.log_visible,
                "tutorial_offered": self.tutorial_offered})
        except ValidationError:
            return
        with contextlib.suppress(SaveError):
            write_atomic(self.path, doc.model_dump_json(indent=1), keep_backup=False)


Coordinate = Annotated[int, Field(ge=-100_000, le=100_000)]
Extent = Annotated[int, Field(ge=0, le=100_000)]


class SeatSetup(BaseModel):
    """A seat of the last New game dialog (the dialog checks the kind against its own list)."""

    model_config = ConfigDict(extra="ignore")

    name: str = Field(default="", max_length=40)
    kind: str = Field(default="human", max_length=20)


class LastSetup(BaseModel):
    """What the New game dialog offers next time: typed so that a hand-edited file cannot hand
    the dialog a number for a list or a 5,000-digit player count."""

    model_config = ConfigDict(extra="ignore")

    players: Literal[2, 3, 4] | None = None
    two_player_variant: Literal["R-V7", "R-V8"] | None = None
    seats: list[SeatSetup] | None = Field(default=None, max_length=4)


class SettingsFile(BaseModel):
    """The settings file on disk (pydantic at the boundary; unknown keys are ignored)."""

    model_config = ConfigDict(extra="ignore")

    schema_version: int = SCHEMA_VERSION
    speed: str = "normal"
    recent: list[Annotated[str, Field(max_length=4096)]] = Field(default_factory=list, max_length=50)
    last_setup: LastSetup = Field(default_factory=LastSetup)
    #: the window's last geometry: x, y, width, height
    window: tuple[Coordinate, Coordinate, Extent, Extent] | None = None
    maximized: bool = False
    #: None follows the system; an unknown code (a newer version's language) is dropped, not fatal
    language: str | None = None

    @field_validator("speed", mode="after")
    @classmethod
    def _known_speed(cls, v: str) -> str:
        if v not in SPEEDS:
            raise ValueError(f"speed {v!r}: expected one of {', '.join(SPEEDS)}")
        return v

    @field_validator("language", mode="before")
    @classmethod
    def _known_language(cls, v: object) -> object:
        return v if isinstance(v, str) and v in {lang.code for lang in languages()} else None
    #: the game log panel (absent from older files: the defaults then)
    log_width: int = Field(default=270, strict=True)
    log_visible: bool = Field(default=True, strict=True)
    #: a file written before the tutorial existed is not a first start: no question then
    tutorial_offered: bool = Field(default=True, strict=True)

    @field_validator("log_width", mode="after")
    @classmethod
    def _sensible_width(cls, v: int) -> int:
        """A hand-edited width is brought into range rather than losing the whole file."""
        return max(LOG_WIDTH_RANGE[0], min(LOG_WIDTH_RANGE[1], v))

    @field_validator("schema_version", mode="before")
    @classmethod
    def _exactly_one(cls, v: object) -> object:
        return exact_version(v, SCHEMA_VERSION)
