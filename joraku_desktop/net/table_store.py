"""A table on disk: the game's save document plus the table's seats and their secrets.

The game is stored in the existing save format (:mod:`joraku_desktop.model.save_format`,
validated and replayed on load); around it the table adds its code, its state, its sequence
number and each seat's kind, name, computer level and secret. A host or server that restarts
re-opens every table of its folder, and the friends rejoin with their secrets. Files are written
atomically (:func:`joraku_desktop.saves.write_atomic`) as 0600 (they hold secrets), read with a
size bound, and a damaged one is renamed aside, never deleted.

The window's own hosted table is kept in its folder (:func:`hosted_dir`) with the port it
listened on beside it (:class:`KeptTable`, :func:`kept_table`): a restart offers to re-open it.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..model.errors import SaveError
from ..model.game import Game
from ..model.save_format import MAX_SAVE_BYTES, SeatInfo, document_from_json, game_to_json
from ..saves import quarantine, read_bounded, write_atomic
from .codes import SeatKind, TableState, normalise_table_code

log = logging.getLogger("joraku.net.store")

TABLE_FORMAT = "joraku-table"
TABLE_FORMAT_VERSION = 1
TABLE_SUFFIX = ".table.json"
MAX_TABLE_BYTES = MAX_SAVE_BYTES + 16_384


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class StoredSeat(_Model):
    kind: Literal["remote", "local", "computer"]
    name: Annotated[str, Field(min_length=1, max_length=40)]
    level: Annotated[str, Field(min_length=1, max_length=40)]
    token: Annotated[str, Field(min_length=8, max_length=64)] | None
    stand_in: bool


class StoredTable(_Model):
    format: Literal["joraku-table"]
    format_version: Literal[1]
    code: Annotated[str, Field(max_length=16)]
    public: bool
    state: Literal["waiting", "playing", "over"]
    seq: Annotated[int, Field(ge=0, le=2**31)]
    seats: Annotated[list[StoredSeat], Field(min_length=2, max_length=4)]
    game: dict[str, Any]


@dataclass(slots=True)
class SeatRecord:
    """What the table keeps of a seat across restarts."""

    kind: SeatKind
    name: str
    level: str
    token: str | None
    stand_in: bool


@dataclass(slots=True)
class TableDocument:
    code: str
    public: bool
    state: TableState
    seq: int
    seats: list[SeatRecord]
    game: Game


def save_kind(seat: SeatRecord) -> str:
    """The seat kind the save format knows: a person, or the computer's level."""
    return seat.level if seat.kind is SeatKind.COMPUTER else "human"


def table_to_json(doc: TableDocument) -> str:
    game = json.loads(game_to_json(doc.game, [SeatInfo(s.name, save_kind(s)) for s in doc.seats]))
    return json.dumps({
        "format": TABLE_FORMAT, "format_version": TABLE_FORMAT_VERSION, "code": doc.code,
        "public": doc.public, "state": doc.state.value, "seq": doc.seq,
        "seats": [{"kind": s.kind.value, "name": s.name, "level": s.level, "token": s.token,
                   "stand_in": s.stand_in} for s in doc.seats],
        "game": game,
    }, ensure_ascii=False)


def table_from_json(data: bytes | str) -> TableDocument:
    """A table file, validated (the game replayed); raises :class:`SaveError` naming the problem."""
    try:
        model = StoredTable.model_validate_json(data)
    except ValidationError as exc:
        first = exc.errors(include_input=False, include_url=False)[0]
        loc = ".".join(str(x)[:20] for x in first["loc"])
        raise SaveError(f"not a table file: {loc[:80]}: {first['msg'][:100]}") from None
    code = normalise_table_code(model.code)
    if code is None:
        raise SaveError("not a table file: bad table code")
    saved = document_from_json(json.dumps(model.game))
    if len(model.seats) != saved.game.players:
        raise SaveError("not a table file: the seats do not match the game")
    seats = [SeatRecord(SeatKind(s.kind), s.name, s.level, s.token, s.stand_in) for s in model.seats]
    return TableDocument(code, model.public, TableState(model.state), model.seq, seats, saved.game)


class TableStore:
    """The folder of a server's (or host's) tables: one file per table, named by its code."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def path(self, code: str) -> Path:
        return self.folder / f"{code}{TABLE_SUFFIX}"

    def write(self, code: str, text: str) -> None:
        """Atomically and durably (fsync'd; raises :class:`SaveError` if the disk refuses)."""
        self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        write_atomic(self.path(code), text, keep_backup=False, private=True)

    def write_quick(self, code: str, text: str) -> None:
        """Atomically, without waiting for the disk (``write_atomic(durable=False)``): a new 0600
        file renamed over the table's. The operating system holds it from then on, so a crash of
        this process (SIGKILL) never loses it; :meth:`sync` makes it durable against a crash of
        the machine. Raises :class:`SaveError` if the disk refuses, or if the table's file is
        not a regular file (a link is never written through)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        except OSError as exc:
            raise SaveError(f"cannot write the table {code}: {exc.strerror or exc}") from None
        write_atomic(self.path(code), text, keep_backup=False, private=True, durable=False)

    def sync(self, code: str) -> None:
        """Make the table's file, as it is now, durable (fsync it and its folder)."""
        try:
            fd = os.open(self.path(code), os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        except OSError:
            return  # removed meanwhile (the table closed), or not ours to follow
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        with contextlib.suppress(OSError):
            dfd = os.open(self.folder, os.O_RDONLY)
            try:
                os.fsync(dfd)
            finally:
                os.close(dfd)

    def remove(self, code: str) -> None:
        try:
            self.path(code).unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.warning("cannot remove table file %s: %s", code, exc)

    def load_all(self) -> list[TableDocument]:
        """Every table of the folder that loads; a damaged file is renamed aside and logged."""
        out: list[TableDocument] = []
        if not self.folder.is_dir():
            return out
        for path in sorted(self.folder.glob(f"*{TABLE_SUFFIX}")):
            try:
                doc = table_from_json(read_bounded(path, MAX_TABLE_BYTES))
                if doc.code != path.name[: -len(TABLE_SUFFIX)]:
                    raise SaveError("the file's name and its table code differ")
            except (SaveError, OSError) as exc:
                log.error("table file %s cannot be re-opened (%s); renamed aside", path.name, exc)
                try:
                    quarantine(path)
                except OSError as qexc:
                    log.error("cannot rename %s aside: %s", path.name, qexc)
                continue
            out.append(doc)
        return out


# ---- the table a host keeps on disk ----------------------------------------------------------------
#: the host's own table file, beside it the port it listened on (friends retry that address)
HOSTED_FOLDER = "hosted"
_PORT_FILE = "listen.json"


@dataclass(frozen=True, slots=True)
class KeptTable:
    """An unfinished table this machine hosted, kept on disk: re-opened after a restart, and the
    friends rejoin it with their secrets."""

    code: str
    port: int
    my_seat: int
    names: tuple[str, ...]
    round: int
    #: it served wss:// (with the certificate kept in the host's folder)
    tls: bool = False


def hosted_dir() -> Path:
    from ..saves import data_dir

    return data_dir() / HOSTED_FOLDER


def tls_dir() -> Path:
    """Where this machine keeps its host certificate (made the first time it hosts)."""
    return hosted_dir() / "tls"


def kept_table(folder: Path | None = None) -> KeptTable | None:
    """The unfinished table kept in ``folder`` (the host's folder by default), if any. Files are
    foreign data: bounded and validated (``TableStore``); a damaged one is renamed aside there."""
    folder = folder or hosted_dir()
    docs = [d for d in TableStore(folder).load_all() if d.state in (TableState.WAITING, TableState.PLAYING)]
    if not docs:
        return None
    doc = docs[-1]
    port, tls = 0, False
    try:
        data = json.loads(read_bounded(folder / _PORT_FILE, 1000))
        port = int(data.get("port", 0)) if isinstance(data, dict) else 0
        tls = isinstance(data, dict) and data.get("tls") is True
    except (OSError, SaveError, ValueError, TypeError):
        port = 0
    mine = next((i for i, s in enumerate(doc.seats) if s.kind is SeatKind.LOCAL), 0)
    return KeptTable(doc.code, port if 0 < port < 65536 else 0, mine,
                     tuple(SeatInfo(s.name).name for s in doc.seats), doc.game.round, tls)


#: the tables kept in ``set-aside/`` (the newest; each holds its seats' secrets, so no more)
SET_ASIDE_KEPT = 5


def set_aside_kept(folder: Path | None = None) -> None:
    """Before a new table: the tables kept in the host's folder move to ``set-aside/`` in it, so
    that only the new one is opened after a restart. The newest :data:`SET_ASIDE_KEPT` stay
    there; older ones are removed (a folder of secrets must not grow by one per game)."""
    folder = folder or hosted_dir()
    if not folder.is_dir():
        return
    aside = folder / "set-aside"
    for path in folder.glob("*.table.json"):
        try:
            aside.mkdir(mode=0o700, exist_ok=True)
            path.rename(aside / f"{path.name}.{int(path.stat().st_mtime)}")
        except OSError as exc:
            log.warning("cannot set the kept table %s aside: %s", path.name, exc)
    prune_set_aside(aside)


def prune_set_aside(aside: Path, keep: int = SET_ASIDE_KEPT) -> None:
    """Remove all but the newest ``keep`` files of ``set-aside/`` (links and folders untouched)."""
    try:
        with os.scandir(aside) as it:
            files = [(e.stat(follow_symlinks=False).st_mtime, e.name, e.path) for e in it
                     if e.is_file(follow_symlinks=False)]
    except OSError:
        return
    for _mtime, name, path in sorted(files, reverse=True)[keep:]:
        try:
            os.unlink(path)
        except OSError as exc:
            log.warning("cannot remove the old table %s: %s", name, exc)


def remember_port(port: int, folder: Path | None = None, tls: bool = False) -> None:
    """Keep the port the host listens on beside its table, and whether it served wss:// (a
    restart listens there again, the same way)."""
    folder = folder or hosted_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        write_atomic(folder / _PORT_FILE, json.dumps({"port": port, "tls": tls}), keep_backup=False)
    except (OSError, SaveError) as exc:
        log.warning("cannot keep the host's port: %s", exc)
