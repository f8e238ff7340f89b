"""What the Statistics window reads, asked of SQLite: the figures added up in SQL, the list of past
games a page at a time (no Qt).

A record of 100,000 games must open in a second and in little memory, so nothing here reads the
whole record into Python: the totals, the lines per opponent level and per mode, the names, and
the last results for the chart are ``GROUP BY`` queries; the list is read by pages, newest first.

The record is foreign data (a player may copy, restore or receive it, or edit it by hand): every
query reads only *valid* games (:data:`VALID_GAMES`), whose every value the views rely on is in
range — the same checks :func:`valid` makes of a game read back whole. A game that fails them is
not counted and not listed, as if it were not there.
"""

from __future__ import annotations

import dataclasses
import logging
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

from ..ai import AGENT_LEVELS
from ..model.names import NAME_MAX, clean_name
from ..model.result import TieBreak
from ..model.save_format import MAX_DECISIONS, MAX_HINTS
from .entry import COMPUTER, HUMAN, MODES, TWO_PLAYER_MODES, ArmyRecord, GameRecord, RecordedSeat, RPRow
from .stats import HUMANS, MIXED, Line, Result

log = logging.getLogger("joraku.record")

#: the largest RP a record may hold for a seat (real games score well under 100)
MAX_RP = 1000
#: the most names offered in the Statistics window's player list (most games first)
MAX_NAMES = 100
#: the most results in the chart
CHART_RESULTS = 60
TIEBREAK_CODES = ("higher_daimyo_card", "v7_other_army", "v7_kachidoki_card")
MAX_TEXT = 4096

#: a game's own columns in range (alias ``g``)
_GAME_OK = f"""
    typeof(g.players) = 'integer' AND g.players BETWEEN 2 AND 4
    AND ((g.mode = '4p' AND g.players = 4) OR (g.mode = '3p' AND g.players = 3)
         OR (g.mode IN ('R-V7', 'R-V8') AND g.players = 2))
    AND typeof(g.winner_seat) = 'integer' AND g.winner_seat BETWEEN 0 AND g.players - 1
    AND typeof(g.hints_used) = 'integer' AND g.hints_used BETWEEN 0 AND {MAX_HINTS}
    AND typeof(g.decisions) = 'integer' AND g.decisions BETWEEN 0 AND {MAX_DECISIONS}
    AND typeof(g.finished_at) = 'text' AND length(g.finished_at) BETWEEN 19 AND 40
    AND g.finished_at GLOB '[12][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]*'
    AND typeof(g.game_key) = 'text' AND length(g.game_key) <= 128
    AND typeof(g.seed) = 'text' AND length(g.seed) BETWEEN 1 AND 19 AND g.seed NOT GLOB '*[^0-9]*'
    AND typeof(g.variants) = 'text' AND length(g.variants) <= 64
    AND typeof(g.app_version) = 'text' AND length(g.app_version) <= 40
    AND (g.save_path IS NULL OR (typeof(g.save_path) = 'text' AND length(g.save_path) <= {MAX_TEXT}))"""
#: a seat row in range, but for the bounds that depend on its game (seat < players, place <= players)
_SEAT_ROW_OK = f"""COALESCE(
    typeof(s.seat) = 'integer' AND s.seat >= 0
    AND typeof(s.name) = 'text' AND length(s.name) BETWEEN 1 AND {NAME_MAX}
    AND s.kind IN ('{HUMAN}', '{COMPUTER}')
    AND (s.level IS NULL OR (typeof(s.level) = 'text' AND length(s.level) <= 40))
    AND typeof(s.score) = 'integer' AND s.score BETWEEN 0 AND {MAX_RP}
    AND typeof(s.place) = 'integer' AND s.place >= 1, 0)"""
_TIE_ROW_OK = f"""COALESCE(
    t.code IN {TIEBREAK_CODES!r}
    AND typeof(t.winner_seat) = 'integer' AND t.winner_seat >= 0
    AND typeof(t.loser_seat) = 'integer' AND t.loser_seat >= 0
    AND typeof(t.rp) = 'integer' AND t.rp BETWEEN 0 AND {MAX_RP}
    AND typeof(t.winner_value) = 'integer' AND t.winner_value BETWEEN 0 AND {MAX_RP}
    AND typeof(t.loser_value) = 'integer' AND t.loser_value BETWEEN 0 AND {MAX_RP}, 0)"""

#: the games whose every value is in range, one game at a time (correlated: cheap for the few games
#: a page of the list looks at); the same checks as :data:`VALID_RESULTS`, which does it in bulk
VALID_GAME = f"""({_GAME_OK}
    AND (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id) = g.players
    AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id
                    AND NOT ({_SEAT_ROW_OK} AND s.seat < g.players AND s.place <= g.players))
    AND NOT EXISTS (SELECT 1 FROM tiebreaks t WHERE t.game_id = g.id
                    AND NOT ({_TIE_ROW_OK} AND t.winner_seat < g.players AND t.loser_seat < g.players)))"""

#: every human result of a valid game, in one pass over each table (a record of 100,000 games
#: in a fraction of a second), kept in a temporary table for the figures of one read
VALID_RESULTS = f"""
CREATE TEMP TABLE res AS
WITH sg AS (
  SELECT s.game_id, COUNT(*) AS n, MIN({_SEAT_ROW_OK}) AS ok, MAX(s.seat) AS top_seat,
         MAX(s.place) AS top_place,
         MIN(CASE WHEN s.kind = '{COMPUTER}' AND s.level <> '' THEN s.level END) AS lo,
         MAX(CASE WHEN s.kind = '{COMPUTER}' AND s.level <> '' THEN s.level END) AS hi
  FROM seats s GROUP BY s.game_id
),
tg AS (
  SELECT t.game_id, MIN({_TIE_ROW_OK}) AS ok, MAX(MAX(t.winner_seat), MAX(t.loser_seat)) AS top_seat
  FROM tiebreaks t GROUP BY t.game_id
),
vg AS (
  SELECT g.id, g.mode, g.players, g.finished_at, g.hints_used,
         CASE WHEN sg.lo IS NULL THEN '{HUMANS}' WHEN sg.lo = sg.hi THEN sg.lo ELSE '{MIXED}' END AS level
  FROM games g JOIN sg ON sg.game_id = g.id LEFT JOIN tg ON tg.game_id = g.id
  WHERE {_GAME_OK}
    AND sg.n = g.players AND sg.ok AND sg.top_seat < g.players AND sg.top_place <= g.players
    AND (tg.game_id IS NULL OR (tg.ok AND tg.top_seat < g.players))
)
SELECT s.game_id, s.seat, s.name, s.score, s.place, vg.mode, vg.finished_at, vg.hints_used, vg.level
FROM seats s JOIN vg ON vg.id = s.game_id WHERE s.kind = '{HUMAN}'
"""


@dataclass(frozen=True, slots=True)
class Overview:
    """Everything the Statistics window shows but the rest of the list: for one player (or everyone)."""

    #: the names people played under as stored (shown through ``clean_name``), most games first (at
    #: most MAX_NAMES), over everyone
    names: tuple[str, ...]
    total: Line
    by_level: tuple[Line, ...]
    by_mode: tuple[Line, ...]
    #: the last results (at most CHART_RESULTS), oldest first, for the chart
    chart: tuple[Result, ...]
    #: whether the results are of more than one person (the list shows a Player column)
    several_humans: bool
    #: whether any result's game had a hint (the list shows a Hints column)
    any_hints: bool
    #: the first page of the list, newest first
    first_page: tuple[Result, ...] = ()


def _line(key: str, row: Sequence[object]) -> Line:
    games, wins, total, best = (int(v) if isinstance(v, int) else 0 for v in row)
    return Line(key, games, wins, total, best)


def _ordered(lines: list[Line], order: Sequence[str]) -> tuple[Line, ...]:
    rank = {k: i for i, k in enumerate(order)}
    return tuple(sorted(lines, key=lambda ln: (rank.get(ln.key, len(rank)), ln.key)))


_FIGURES = "COUNT(*), SUM(place = 1), SUM(score), MAX(score)"
_MINE = "(:player IS NULL OR name = :player)"
_NEWEST_FIRST = "ORDER BY finished_at DESC, game_id DESC, seat DESC"


def build_results(db: sqlite3.Connection) -> None:
    """(Re)build the temporary table of valid human results on ``db`` (:data:`VALID_RESULTS`):
    the one pass over the whole record that :func:`overview` reads from."""
    db.execute("PRAGMA temp_store = MEMORY")
    db.execute("DROP TABLE IF EXISTS temp.res")
    db.execute(VALID_RESULTS)
    db.execute("CREATE INDEX temp.res_by_name ON res (name)")


def overview(db: sqlite3.Connection, player: str | None, page_size: int = 100) -> Overview:
    """The figures of ``player``'s results (None: every human's), the chart and the first page of
    the list, from the table :func:`build_results` made on ``db`` and a few queries on it."""
    args = {"player": player}
    names = tuple(str(n) for (n, _c) in db.execute(
        f"SELECT name, COUNT(*) AS n FROM res GROUP BY name ORDER BY n DESC, name LIMIT {MAX_NAMES}"))
    total = _line("all", db.execute(f"SELECT {_FIGURES} FROM res WHERE {_MINE}", args).fetchone())
    levels = [_line(str(level), row) for level, *row in db.execute(
        f"SELECT level, {_FIGURES} FROM res WHERE {_MINE} GROUP BY level", args)]
    modes = [_line(str(mode), row) for mode, *row in db.execute(
        f"SELECT mode, {_FIGURES} FROM res WHERE {_MINE} GROUP BY mode", args)]
    several, hints = db.execute(
        f"SELECT COUNT(DISTINCT name) > 1, COALESCE(MAX(hints_used), 0) > 0 FROM res WHERE {_MINE}",
        args).fetchone()
    rows = db.execute(f"SELECT game_id, seat FROM res WHERE {_MINE} {_NEWEST_FIRST} LIMIT :limit",
                      {**args, "limit": max(page_size, CHART_RESULTS)}).fetchall()
    listed = _results(db, rows)
    return Overview(names, total, _ordered(levels, (*AGENT_LEVELS, MIXED, HUMANS)),
                    _ordered(modes, MODES), tuple(listed[:CHART_RESULTS][::-1]), bool(several), bool(hints),
                    tuple(listed[:page_size]))


def page(db: sqlite3.Connection, player: str | None, after: Result | None, limit: int) -> list[Result]:
    """``limit`` results after ``after`` (None: from the newest), newest first (a game's seats
    last seat first). Read from the date index, each game checked as it comes (:data:`VALID_GAME`):
    any page costs about the same, however deep in the list."""
    if after is None:
        where, args = "", {}
    else:
        where = "AND (g.finished_at, g.id, s.seat) < (:at, :gid, :seat)"
        args = {"at": after.game.finished_at, "gid": after.game.id, "seat": after.seat.seat}
    rows = db.execute(
        f"SELECT g.id, s.seat FROM games g JOIN seats s ON s.game_id = g.id "
        f"WHERE s.kind = '{HUMAN}' AND (:player IS NULL OR s.name = :player) {where} AND {VALID_GAME} "
        "ORDER BY g.finished_at DESC, g.id DESC, s.seat DESC LIMIT :limit",
        {"player": player, "limit": max(0, limit), **args}).fetchall()
    return _results(db, rows)


def _results(db: sqlite3.Connection, rows: Sequence[tuple[int, int]]) -> list[Result]:
    games = read_games(db, sorted({gid for gid, _s in rows}))
    out = []
    for gid, seat in rows:
        g = games.get(gid)
        if g is not None and 0 <= seat < len(g.seats):
            out.append(Result(g, g.seats[seat]))
    return out


def read_games(db: sqlite3.Connection, ids: Sequence[int]) -> dict[int, GameRecord]:
    """The games ``ids`` with their seats and tie-breaks (not their RP rows: the list does not
    show them), each one checked by :func:`valid`; an invalid one is left out."""
    if not ids:
        return {}
    marks = ",".join("?" * len(ids))
    seats: dict[int, list[RecordedSeat]] = {}
    for gid, seat, name, kind, level, score, place in db.execute(
            f"SELECT game_id, seat, name, kind, level, score, place FROM seats WHERE game_id IN ({marks}) "
            "ORDER BY game_id, seat", ids):
        seats.setdefault(gid, []).append(RecordedSeat(seat, name, kind, level, score, place))
    ties: dict[int, list[TieBreak]] = {}
    for gid, code, winner, loser, rp, wv, lv in db.execute(
            "SELECT game_id, code, winner_seat, loser_seat, rp, winner_value, loser_value FROM tiebreaks "
            f"WHERE game_id IN ({marks}) ORDER BY game_id, position", ids):
        ties.setdefault(gid, []).append(TieBreak(code, winner, loser, rp, wv, lv))
    out: dict[int, GameRecord] = {}
    for (gid, key, finished, mode, players, variants, seed, winner, hints, decisions, save,
         version) in db.execute(
            "SELECT id, game_key, finished_at, mode, players, variants, seed, winner_seat, hints_used, "
            f"decisions, save_path, app_version FROM games WHERE id IN ({marks})", ids):
        record = make_record(gid, key, finished, mode, players, variants, seed, seats.get(gid, ()),
                             winner, ties.get(gid, ()), hints, decisions, save, version)
        if record is not None:
            out[gid] = record
    return out


def make_record(gid: object, key: object, finished: object, mode: object, players: object, variants: object,
                seed: object, seats: Sequence[RecordedSeat], winner: object, ties: Sequence[TieBreak],
                hints: object, decisions: object, save: object, version: object) -> GameRecord | None:
    """A game read back, or None if any of its values is not one this version can show."""
    try:
        if not (isinstance(seed, str) and seed.isascii() and seed.isdigit() and len(seed) <= 19):
            return None
        record = GameRecord(
            key=key, finished_at=finished, mode=mode, players=players,  # type: ignore[arg-type]
            variants=tuple(str(variants).split()), seed=int(seed),
            seats=tuple(seats),
            armies=(), rp=(), winner=winner, tiebreaks=tuple(ties),  # type: ignore[arg-type]
            hints_used=hints, decisions=decisions, save_path=save,  # type: ignore[arg-type]
            app_version=version, id=gid,  # type: ignore[arg-type]
        )
    except (TypeError, ValueError):
        return None
    if not valid(record):
        return None
    # shown as one line of visible text, whatever another program wrote (the checks saw it as stored)
    names = tuple(dataclasses.replace(s, name=clean_name(s.name)) for s in record.seats)
    return dataclasses.replace(record, seats=names)


def _int_in(value: object, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def valid(r: GameRecord) -> bool:
    """Whether a game read back has the types, shape and ranges the views rely on (a record
    edited by hand, or by another tool, may not): such a game is left out rather than shown wrong
    (or drawn on a chart whose scale runs to 10^18). The same checks as :data:`VALID_GAMES`."""
    try:
        when = r.finished()
    except (TypeError, ValueError, OverflowError):
        return False
    if when.tzinfo is None or not 1970 <= when.year <= 9999:
        return False
    texts = (r.key, r.finished_at, r.mode, r.app_version)
    if not (all(isinstance(t, str) and len(t) <= MAX_TEXT for t in texts) and _int_in(r.players, 2, 4)):
        return False
    if r.mode not in MODES or (r.players == 2) != (r.mode in TWO_PLAYER_MODES) or (
            r.mode in ("4p", "3p") and r.mode != f"{r.players}p"):
        return False
    if not (_int_in(r.winner, 0, r.players - 1) and _int_in(r.hints_used, 0, MAX_HINTS)
            and _int_in(r.decisions, 0, MAX_DECISIONS) and 0 <= r.seed < 2**63):
        return False
    if r.save_path is not None and not (isinstance(r.save_path, str) and len(r.save_path) <= MAX_TEXT
                                        and "\x00" not in r.save_path):
        return False
    if len(r.seats) != r.players or [s.seat for s in r.seats] != list(range(r.players)):
        return False
    for s in r.seats:
        if not (isinstance(s.name, str) and 1 <= len(s.name) <= NAME_MAX and s.kind in (HUMAN, COMPUTER)
                and _int_in(s.score, 0, MAX_RP) and _int_in(s.place, 1, r.players)
                and (s.level is None or (isinstance(s.level, str) and len(s.level) <= 40))):
            return False
    for t in r.tiebreaks:
        if not (t.code in TIEBREAK_CODES and _int_in(t.winner, 0, r.players - 1)
                and _int_in(t.loser, 0, r.players - 1)
                and all(_int_in(v, 0, MAX_RP) for v in (t.rp, t.winner_value, t.loser_value))):
            return False
    for a in r.armies:
        if not (_int_in(a.army, 0, 4) and _int_in(a.seat, -1, r.players - 1) and _int_in(a.rp, 0, MAX_RP)
                and _int_in(a.daimyo_card, -1, 64)):
            return False
    return all(_int_in(p.army, 0, 4) and _int_in(p.round, 0, 3) and isinstance(p.source, str)
               and len(p.source) <= 20 and _int_in(p.points, -MAX_RP, MAX_RP) for p in r.rp)


def read_all(db: sqlite3.Connection) -> list[GameRecord]:
    """Every game of the record whole (armies and RP rows too), oldest first, each one checked by
    :func:`valid` (tests and scripts; the window reads :func:`overview` and :func:`page`)."""
    armies: dict[int, list[ArmyRecord]] = {}
    for gid, army, seat, rp, card in db.execute(
            "SELECT game_id, army, seat, rp, daimyo_card FROM armies ORDER BY game_id, army"):
        armies.setdefault(gid, []).append(ArmyRecord(army, seat, rp, card))
    rps: dict[int, list[RPRow]] = {}
    for gid, army, round_, source, points in db.execute(
            "SELECT game_id, army, round, source, points FROM rp ORDER BY game_id, army, round, source"):
        rps.setdefault(gid, []).append(RPRow(army, round_, source, points))
    ids = [gid for (gid,) in db.execute("SELECT id FROM games ORDER BY finished_at, id")]
    games = read_games(db, ids)
    out = []
    for gid in ids:
        g = games.get(gid)
        full = None if g is None else dataclasses.replace(
            g, armies=tuple(armies.get(gid, ())), rp=tuple(rps.get(gid, ())))
        if full is None or not valid(full):
            log.warning("game %s of the record is not one this version can show: skipped", gid)
            continue
        out.append(full)
    return out
