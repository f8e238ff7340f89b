"""The seat secrets this machine holds, kept on disk so that a friend rejoins their seat after
their game, their connection or their machine restarted.

One small JSON file (``<data folder>/net/seats.json``, mode 0600, written atomically) maps a
server address and table code to the seat and its secret; the newest :data:`MAX_SEATS` are kept.
A damaged or foreign file is treated as empty (and replaced on the next write): losing it costs
only the automatic rejoin, never the game, which the table keeps.
"""

from __future__ import annotations

import contextlib
import json
import time
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..model.errors import SaveError
from ..saves import data_dir, read_bounded, write_atomic

MAX_SEATS = 50
MAX_BYTES = 64 * 1024


class _Seat(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    address: Annotated[str, Field(max_length=300)]
    code: Annotated[str, Field(max_length=16)]
    seat: Annotated[int, Field(ge=0, le=3)]
    token: Annotated[str, Field(min_length=8, max_length=64)]
    saved: float
    #: the fingerprint of the host's certificate this seat was joined with ("": none, or a file
    #: written before TLS)
    pin: Annotated[str, Field(max_length=64, pattern="^[A-Za-z0-9_-]*$")] = ""


class _File(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    format: Annotated[str, Field(pattern="^joraku-seats$")]
    seats: Annotated[list[_Seat], Field(max_length=MAX_SEATS)]


class SeatSecrets:
    """Seat secrets by (server address, table code); see the module doc."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / "net" / "seats.json"

    def _load(self) -> list[_Seat]:
        with contextlib.suppress(OSError, SaveError, ValidationError, ValueError):
            return _File.model_validate_json(read_bounded(self.path, MAX_BYTES)).seats
        return []

    def get(self, address: str, code: str) -> tuple[int, str] | None:
        """The seat and secret held at that table, or None."""
        for s in self._load():
            if s.address == address and s.code == code:
                return s.seat, s.token
        return None

    def pin(self, address: str, code: str) -> str:
        """The host's certificate fingerprint kept with that table's seat ("" if none)."""
        for s in self._load():
            if s.address == address and s.code == code:
                return s.pin
        return ""

    def put(self, address: str, code: str, seat: int, token: str, pin: str = "") -> None:
        """Keep a seat's secret, and the fingerprint of the host's certificate it was joined
        with (raises :class:`SaveError` if the disk refuses)."""
        seats = [s for s in self._load() if not (s.address == address and s.code == code)]
        seats.append(_Seat(address=address, code=code, seat=seat, token=token, saved=time.time(), pin=pin))
        self._write(seats[-MAX_SEATS:])

    def forget(self, address: str, code: str) -> None:
        """Drop a table's seat (the game is over, or the seat was given away)."""
        seats = self._load()
        kept = [s for s in seats if not (s.address == address and s.code == code)]
        if len(kept) != len(seats):
            self._write(kept)

    def _write(self, seats: list[_Seat]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        doc = {"format": "joraku-seats", "seats": [s.model_dump() for s in seats]}
        write_atomic(self.path, json.dumps(doc, indent=1), keep_backup=False, private=True)
