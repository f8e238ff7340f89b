"""The game review from the command line: ``python -m joraku_desktop.review SAVE [--seats 0,1]
[--json]``.

With ``--json`` it prints ``{"seats": [{"seat", "decisions", "rp_lost", "mistakes",
"blunders"}], "moments": [{"seat", "decision", "rp_lost", "played", "better"}]}``: RP as
floats, ``decision`` an index into the save's decisions, ``played``/``better`` in the action
text form of saves. A progress line goes to stderr. Without ``--seats`` the seats of people are
reviewed (every seat if the save names none).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from typing import Any

from ..model.errors import SaveError
from ..saves import load_game
from .analysis import DEFAULT_BUDGET, GameReview, ReviewBudget, review_game


def _seats(text: str) -> list[int]:
    try:
        seats = [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"seats are numbers separated by commas, not {text[:40]!r}") \
            from None
    if not seats:
        raise argparse.ArgumentTypeError("name at least one seat")
    return seats


def as_document(review: GameReview) -> dict[str, Any]:
    """The ``--json`` document of a review."""
    seats = []
    for s in review.seats:
        summary = review.summary(s)
        seats.append({"seat": s, "decisions": summary.decisions, "rp_lost": round(summary.rp_lost, 3),
                      "mistakes": summary.mistakes, "blunders": summary.blunders})
    moments = [{"seat": d.seat, "decision": d.index, "rp_lost": round(d.rp_lost, 3), "played": str(d.played),
                "better": str(d.better)} for d in review.moments()]
    return {"seats": seats, "moments": moments}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m joraku_desktop.review",
                                     description="Review a saved game: the RP each seat lost, "
                                                 "decision by decision.")
    parser.add_argument("save", help="a save file (a finished game or one under way)")
    parser.add_argument("--seats", type=_seats, help="the seats to review, e.g. 0,1 (default: the people's)")
    parser.add_argument("--json", action="store_true", help="print the review as JSON")
    parser.add_argument("--iterations", type=int, default=DEFAULT_BUDGET.iterations,
                        help="the hint's simulations per decision (default %(default)s)")
    parser.add_argument("--deals", type=int, default=DEFAULT_BUDGET.deals,
                        help="deals each decision is played out on (default %(default)s)")
    parser.add_argument("--seed", type=int, default=0, help="the review's seed (default 0)")
    args = parser.parse_args(argv)
    try:
        loaded = load_game(args.save)
    except SaveError as exc:
        print(f"cannot review: {exc}", file=sys.stderr)
        return 2
    game = loaded.game
    seats = args.seats
    if seats is None:
        seats = [i for i, s in enumerate(loaded.seats) if s.human] or list(range(game.players))
    try:
        budget = ReviewBudget(args.iterations, args.deals)
    except ValueError as exc:
        parser.error(str(exc))
    start = time.perf_counter()

    def progress(done: int, total: int) -> None:
        print(f"\rreviewing: {done}/{total} decisions, {time.perf_counter() - start:.0f} s",
              end="\n" if done == total else "", file=sys.stderr, flush=True)

    try:
        review = review_game(game, seats, budget, args.seed, progress)
    except ValueError as exc:
        parser.error(str(exc))
    if args.json:
        print(json.dumps(as_document(review)))
        return 0
    for s in review.seats:
        sm = review.summary(s)
        print(f"seat {s}: {sm.decisions} decisions, {sm.rp_lost:.1f} RP lost "
              f"({sm.rp_lost_per_decision:.2f} a decision), {sm.inaccuracies} inaccuracies, "
              f"{sm.mistakes} mistakes, {sm.blunders} blunders")
    for d in review.moments():
        print(f"decision {d.index} (seat {d.seat}): played {d.played}, better {d.better}: "
              f"{d.rp_lost:.1f} RP lost")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
