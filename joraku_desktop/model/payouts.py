"""RP paid to the armies, and the events that tell it: a skirmish's Kachidoki (R-KS), the
round's prestige (R-PR), R-V1's bonus and R-V5's follow-suit bonus.

:mod:`.scoring` says who ranks where and what that is worth; this module adds it to the RP
on the board. ``out`` is the event list of a recording game, None in a search copy (which only
adds up the RP).
"""

from __future__ import annotations

from . import events as ev
from .actions import NEUTRAL
from .board import Board
from .rules_data import N_AREAS
from .scoring import Gains, ScoredGame, kachidoki_gains, prestige_gains

#: RP gains with their own event type (R-V5)
_GAIN_EVENT: dict[ev.RPSource, type[ev.RPScored]] = {ev.RPSource.FOLLOW_SUIT: ev.FollowSuitBonusScored}
_RP_SCORED = ev.RPScored


def gain(board: Board, out: list[ev.Event] | None, army: int, points: int, reason: ev.RPSource,
         area: int = -1, rank: int = 0) -> None:
    """``army`` gains ``points`` RP for ``reason`` (the neutral army of R-V8 scores nothing)."""
    if army == NEUTRAL or points <= 0:
        return
    board.rp[army] += points
    if out is not None:
        out.append(_GAIN_EVENT.get(reason, _RP_SCORED)(army, points, reason, area, rank))


def pay(board: Board, out: list[ev.Event] | None, gains: Gains, reason: ev.RPSource, area: int) -> None:
    """Pay a scoring's RP: each placing's ``points`` for ``reason`` and R-V1's ``bonus``.

    A search game (no events) adds them up directly: :func:`.scoring.area_gains` already
    pays the neutral army nothing and later places 0, so there is nothing to skip."""
    if out is not None:  # one event per gain, in the order the players see them
        for army, _infl, rank, pts, bonus in gains:
            gain(board, out, army, pts, reason, area, rank)
            gain(board, out, army, bonus, ev.RPSource.DAIMYO_BONUS, area, rank)
        return
    rp = board.rp
    for army, _infl, _rank, pts, bonus in gains:
        rp[army] += pts + bonus


def pay_kachidoki(game: ScoredGame, winner: int, out: list[ev.Event] | None) -> None:
    """R-KS1, R-KS2, R-KS3, R-KS4 (R-V2, R-V3): rank the area of the winner's daimyo."""
    board = game.board
    area = board.daimyo_area[winner]
    gains = kachidoki_gains(game, winner)
    pay(board, out, gains, ev.RPSource.KACHIDOKI, area)
    if out is not None:
        out.append(ev.AreaScored(area, ev.Scoring.KACHIDOKI, tuple(g[:4] for g in gains)))


def pay_prestige(game: ScoredGame, out: list[ev.Event] | None) -> None:
    """R-PR1, R-PR2, R-PR3, R-PR4 (R-V1, R-V2): areas 6 down to Kyoto by the current round's chart."""
    board = game.board
    for area in range(N_AREAS - 1, -1, -1):
        gains = prestige_gains(game, area, game.round)
        pay(board, out, gains, ev.RPSource.PRESTIGE, area)
        if out is not None:
            out.append(ev.AreaScored(area, ev.Scoring.PRESTIGE, tuple(
                (a, i, r, p + b) for a, i, r, p, b in gains)))
