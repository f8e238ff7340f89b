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

Reading uses the same bounded, non-blocking, regular-file-only read as save files. The file is
checked field by field with the standard library (:func:`checked_document`), not pydantic: the
settings are read at every start, and importing pydantic would cost a fifth of the start-up.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from platformdirs import user_config_dir

from .languages import languages
from .model.errors import SaveError
from .model.phases import Mode
from .model.save_format import exact_version
from .notices import Notice, NoticeCode
from .paths import user_folder
from .saves import FileTooLargeError, NotRegularFileError, data_dir, quarantine, read_bounded, write_atomic

#: the names a two-player variant is kept under (``Mode.label``)
TWO_PLAYER_LABELS = (Mode.V7.label, Mode.V8.label)

SCHEMA_VERSION = 1
APP_NAME = "JorakuDesktop"
MAX_RECENT = 8
#: the file is a few hundred bytes; anything larger is not ours
MAX_SETTINGS_BYTES = 64 * 1024
#: the game log's width in pixels, as remembered
LOG_WIDTH_RANGE = (160, 1200)
#: the sound cues' volume, in percent; a new player hears them at the default
VOLUME_RANGE = (0, 100)
DEFAULT_VOLUME = 70

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


def _link_out_of_our_folders(path: Path) -> str | None:
    """Where ``path`` leads if it is a link out of our folders (the config and data folders):
    such a file may be another program's, which saving the settings would overwrite. None for a
    plain file, a missing one, or a link within our folders."""
    if not path.is_symlink():
        return None
    try:
        target = path.resolve(strict=False)
    except (OSError, RuntimeError):  # a loop of links
        return str(path)
    ours = []
    for folder in (path.parent, config_dir(), data_dir()):
        with contextlib.suppress(OSError, RuntimeError):
            ours.append(folder.resolve())
    if any(target.is_relative_to(folder) for folder in ours):
        return None
    return str(target)


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
    #: ask before a commitment: ending a card's action with AP or placements unspent, or a card
    #: played by one drag (Game → Ask before committing). None, a new player's default: by the
    #: table — no question where Undo takes the decision back (one person against computers),
    #: a question at hot-seat and network tables, where it cannot
    confirm_commitments: bool | None = None
    #: the sound cues (your turn, a skirmish, Kachidoki, the end) and their volume in percent
    #: (View → Settings…); on for a player, silent in tests (``views/sound``)
    sound: bool = True
    volume: int = DEFAULT_VOLUME
    #: where preferences are saved; None: not saved (tests, or a settings path that is not ours)
    path: Path | None = None
    #: what the player is told if the settings file could not be used, else None
    problem: Notice | None = None
    #: the file's text as last read or written: saving the same again writes nothing (every start
    #: saves the new game's setup, and a write waits for the disk twice)
    _on_disk: str | None = field(default=None, repr=False, compare=False)

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
        outside = _link_out_of_our_folders(path)
        if outside is not None:  # another program's file, perhaps: not taken as ours, never written
            return s._ignored(path, "link_out", outside)
        try:
            doc = checked_document(json.loads(data))
        except Exception:  # invalid, or whatever the parser raises: start with defaults
            return s._set_aside(path, "damaged")
        if path.is_symlink():
            s.path = path.resolve()  # a link within our folders: saved through, it stays a link
        s.speed = doc["speed"]
        s.recent = doc["recent"][:MAX_RECENT]
        s.last_setup = doc["last_setup"]
        s.window = doc["window"]
        s.maximized = doc["maximized"]
        s.language = doc["language"]
        s.log_width = doc["log_width"]
        s.log_visible = doc["log_visible"]
        s.tutorial_offered = doc["tutorial_offered"]
        s.confirm_commitments = doc["confirm_commitments"]
        s.sound = doc["sound"]
        s.volume = doc["volume"]
        s._on_disk = _file_text(doc)
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
        try:  # never write a file that the next start would refuse
            doc = checked_document({
                "schema_version": SCHEMA_VERSION,
                "speed": self.speed, "recent": self.recent[:MAX_RECENT], "last_setup": self.last_setup,
                "window": list(self.window) if self.window else None, "maximized": self.maximized,
                "language": self.language,
                "log_width": self.log_width, "log_visible": self.log_visible,
                "tutorial_offered": self.tutorial_offered,
                "confirm_commitments": self.confirm_commitments,
                "sound": self.sound, "volume": self.volume})
        except ValueError:
            return
        text = _file_text(doc)
        if text == self._on_disk:
            return
        with contextlib.suppress(SaveError):
            write_atomic(self.path, text, keep_backup=False)
            self._on_disk = text


#: the window's geometry: x and y within this range, width and height up to its top
COORDINATE_LIMIT = 100_000
SEAT_NAME_LIMIT = 40
SEAT_KIND_LIMIT = 20
MAX_RECENT_IN_FILE = 50
RECENT_PATH_LIMIT = 4096


def _whole(value: object, lo: int, hi: int, name: str) -> int:
    if type(value) is not int or not lo <= value <= hi:  # (bool is not a number here)
        raise ValueError(f"{name}: expected a whole number {lo}..{hi}")
    return value


def _flag(value: object, name: str) -> bool:
    if type(value) is not bool:
        raise ValueError(f"{name}: expected true or false")
    return value


def _flag_or_none(value: object, name: str) -> bool | None:
    """True, false, or null (the default that follows the table)."""
    return None if value is None else _flag(value, name)


def _text(value: object, limit: int, name: str) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise ValueError(f"{name}: expected a text of at most {limit} characters")
    return value


def _last_setup(value: object) -> dict[str, Any]:
    """What the New game dialog offers next time (the dialog checks the kinds against its own
    list): typed so that a hand-edited file cannot hand it a number for a list or a 5,000-digit
    player count. Unknown keys are ignored; absent values are left out."""
    if not isinstance(value, dict):
        raise ValueError("last_setup: expected an object")
    out: dict[str, Any] = {}
    players = value.get("players")
    if players is not None:
        out["players"] = _whole(players, 2, 4, "last_setup.players")
    variant = value.get("two_player_variant")
    if variant is not None:
        if variant not in TWO_PLAYER_LABELS:
            raise ValueError("last_setup.two_player_variant: expected R-V7 or R-V8")
        out["two_player_variant"] = variant
    seats = value.get("seats")
    if seats is not None:
        if not isinstance(seats, list) or len(seats) > 4:
            raise ValueError("last_setup.seats: expected a list of at most 4 seats")
        out["seats"] = []
        for i, seat in enumerate(seats):
            if not isinstance(seat, dict):
                raise ValueError(f"last_setup.seats.{i}: expected an object")
            out["seats"].append({
                "name": _text(seat.get("name", ""), SEAT_NAME_LIMIT, f"last_setup.seats.{i}.name"),
                "kind": _text(seat.get("kind", "human"), SEAT_KIND_LIMIT, f"last_setup.seats.{i}.kind")})
    return out


def _file_text(doc: dict[str, Any]) -> str:
    """The settings file's text for a checked document."""
    return json.dumps(doc, ensure_ascii=False, indent=1)


def checked_document(doc: object) -> dict[str, Any]:
    """The settings file's values, checked (``ValueError`` naming the field) with the defaults
    filled in. Unknown keys are ignored; a file older than a field gets that field's default."""
    if not isinstance(doc, dict):
        raise ValueError("expected a JSON object")
    if "schema_version" in doc:
        exact_version(doc["schema_version"], SCHEMA_VERSION)
    speed = doc.get("speed", "normal")
    if not isinstance(speed, str) or speed not in SPEEDS:
        raise ValueError(f"speed: expected one of {', '.join(SPEEDS)}")
    recent = doc.get("recent", [])
    if not isinstance(recent, list) or len(recent) > MAX_RECENT_IN_FILE:
        raise ValueError(f"recent: expected a list of at most {MAX_RECENT_IN_FILE} paths")
    window = doc.get("window")
    if window is not None:
        if not isinstance(window, list) or len(window) != 4:
            raise ValueError("window: expected x, y, width and height")
        lows = (-COORDINATE_LIMIT, -COORDINATE_LIMIT, 0, 0)
        window = tuple(_whole(v, lo, COORDINATE_LIMIT, f"window.{i}") for i, (v, lo) in enumerate(zip(
            window, lows, strict=True)))
    language = doc.get("language")
    log_width = _whole(doc.get("log_width", 270), -2**63, 2**63, "log_width")
    sound = doc.get("sound", True)
    return {
        "schema_version": SCHEMA_VERSION,
        "speed": speed,
        "recent": [_text(r, RECENT_PATH_LIMIT, f"recent.{i}") for i, r in enumerate(recent)],
        "last_setup": _last_setup(doc.get("last_setup", {})),
        "window": window,
        "maximized": _flag(doc.get("maximized", False), "maximized"),
        # None follows the system; an unknown code (a newer version's language) is dropped, not fatal
        "language": language if isinstance(language, str) and language in {lang.code for lang in languages()}
        else None,
        # a hand-edited width is brought into range rather than losing the whole file
        "log_width": max(LOG_WIDTH_RANGE[0], min(LOG_WIDTH_RANGE[1], log_width)),
        "log_visible": _flag(doc.get("log_visible", True), "log_visible"),
        # a file written before the tutorial existed is not a first start: no question then
        "tutorial_offered": _flag(doc.get("tutorial_offered", True), "tutorial_offered"),
        # the questions are for new players: a file written before them belongs to someone who
        # has played without them
        "confirm_commitments": _flag_or_none(doc.get("confirm_commitments", False), "confirm_commitments"),
        # a hand-edited sound setting that is not ours (a word, a number out of range, null) is
        # not worth the rest of the file: the default takes its place
        "sound": sound if type(sound) is bool else True,
        "volume": _volume(doc.get("volume", DEFAULT_VOLUME)),
    }


def _volume(value: object) -> int:
    """The volume as read: a whole number in :data:`VOLUME_RANGE`, else the default (a bool, a
    float, a text or null is not a volume)."""
    if type(value) is int and VOLUME_RANGE[0] <= value <= VOLUME_RANGE[1]:
        return value
    return DEFAULT_VOLUME
