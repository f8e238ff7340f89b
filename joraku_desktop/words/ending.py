"""The end of a game on the table (R-G1, R-G2): the winner's banner, and what the player may do
next from it. Also the questions that guard a commitment (ending a turn with something unspent, a
card played by one drag) and the undo of a whole decision.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model.result import GameResult
from .basics import Names, ordinal, seat_name
from .refusals import tiebreak_text
from .translation import translate


def winner_title(name: str) -> str:
    """The banner's headline."""
    return translate("Messages", "{0} wins the game!").format(name)


def your_place(result: GameResult, person: int) -> str:
    """Under the headline, for the one person at the table: where they finished ("" when they won:
    the headline says it)."""
    if person not in result.ranking or result.ranking[0] == person:
        return ""
    return translate("Messages", "You finished {0}.").format(ordinal(result.ranking.index(person) + 1))


def ranking_rows(result: GameResult, seat_names: Names) -> list[str]:
    """One line per seat, best first: place, name and final RP (R-G1)."""
    return [
        translate("Messages", "{0}  {1}  ·  {2} RP", "place, name, final reputation").format(
            ordinal(place), seat_name(seat_names, seat), result.scores[seat])
        for place, seat in enumerate(result.ranking, start=1)
    ]


def how_won(result: GameResult, seat_names: Names) -> str:
    """How the game was won: the tie-break that decided first place (R-G2, R-V7), else the margin
    over the runner-up (R-G1)."""
    winner = result.ranking[0]
    for tb in result.tiebreaks:
        if tb.winner == winner:
            return tiebreak_text(tb, seat_names)
    if len(result.ranking) < 2:
        return ""
    second = result.ranking[1]
    margin = result.scores[winner] - result.scores[second]
    return translate("Messages", "Most reputation after three rounds: {0} RP ahead of {1} (R-G1).").format(
        margin, seat_name(seat_names, second))


def banner_buttons() -> Sequence[str]:
    """The banner's three buttons: play again, replay this game, the full results."""
    return (translate("Messages", "Play again"), translate("Messages", "Replay this game"),
            translate("Messages", "Results…"))


def banner_description(result: GameResult, seat_names: Names) -> str:
    """What a screen reader says of the banner: the headline, the standings and how it was won."""
    winner = seat_name(seat_names, result.ranking[0])
    return " ".join([winner_title(winner), *(r + "." for r in ranking_rows(result, seat_names)),
                     how_won(result, seat_names)]).strip()
