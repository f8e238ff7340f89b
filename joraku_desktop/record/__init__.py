"""The record of finished games (Qt-free): what is kept of a game (:mod:`.entry`), the SQLite
file that keeps it (:mod:`.db`) and the figures of the Statistics window (:mod:`.stats`).
``docs/record.md`` describes the schema, the migrations and the kill test."""

from .db import (
    MIGRATIONS,
    RecordBook,
    RecordError,
    RecordNotice,
    RecordProblem,
    record_path,
    schema_version,
)
from .entry import MODES, ArmyRecord, GameRecord, RecordedSeat, RPRow, game_key, game_record

__all__ = [
    "MIGRATIONS",
    "MODES",
    "ArmyRecord",
    "GameRecord",
    "RPRow",
    "RecordBook",
    "RecordError",
    "RecordNotice",
    "RecordProblem",
    "RecordedSeat",
    "game_key",
    "game_record",
    "record_path",
    "schema_version",
]
