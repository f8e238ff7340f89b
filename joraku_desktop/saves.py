"""Save files on disk: where they go (platformdirs), crash-safe writes, size-checked reads.

The document itself is :mod:`joraku_desktop.model.save_format` (pure, validated JSON). Writes go
to a temporary file in the same folder, are flushed and fsync'ed, then ``os.replace``d over the
target, so a crash never leaves half a save; the previous save is kept as ``.bak``.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from platformdirs import user_data_dir

from .model.errors import SaveError
from .model.game import Game
from .model.save_format import MAX_SAVE_BYTES, SeatInfo, game_from_json, game_to_json

APP_NAME = "JorakuDesktop"
SAVE_SUFFIX = ".joraku.json"


@dataclass(frozen=True, slots=True)
class LoadedGame:
    game: Game
    seats: list[SeatInfo]


def data_dir() -> Path:
    """The user's data folder for the game (``$JORAKU_DATA_DIR`` overrides, for tests)."""
    override = os.environ.get("JORAKU_DATA_DIR")
    return Path(override) if override else Path(user_data_dir(APP_NAME, appauthor=False))


def default_save_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return default_save_dir() / ("autosave" + SAVE_SUFFIX)


def write_atomic(path: Path, text: str, keep_backup: bool = True) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old or the new file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        if keep_backup and path.exists():
            with contextlib.suppress(OSError):
                os.replace(path, path.with_name(path.name + ".bak"))
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    with contextlib.suppress(OSError):  # make the rename itself durable
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def save_game(game: Game, path: Path | str, seats: list[SeatInfo] | None = None) -> None:
    """Save ``game`` (and who sits where) as JSON at ``path``, atomically."""
    try:
        write_atomic(Path(path), game_to_json(game, seats))
    except OSError as exc:
        raise SaveError(f"cannot write {path}: {exc.strerror or exc}") from None


def load_game(path: Path | str) -> LoadedGame:
    """Load a save; any problem raises :class:`SaveError` with a message naming it."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(f"{path.name}: the file is too large to be a Joraku save "
                            f"({size:,} bytes; at most {MAX_SAVE_BYTES:,})")
        data = path.read_bytes()
    except OSError as exc:
        raise SaveError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        game, seats = game_from_json(data)
    except SaveError as exc:
        raise SaveError(f"{path.name}: {exc}") from None
    return LoadedGame(game, seats)


__all__ = ["LoadedGame", "SeatInfo", "autosave_path", "data_dir", "default_save_dir", "load_game",
           "save_game", "write_atomic"]
