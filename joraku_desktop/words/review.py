"""The game review's words: its window, its marks, its key moments and the strength figures of
the Statistics window. The review itself (``review/``) speaks in numbers and codes.
"""

from __future__ import annotations

from ..review.labels import Label
from .translation import translate


def review_title(seats: str) -> str:
    """The review window's title: whose game."""
    return translate("Messages", "Game review — {0}").format(seats)


def review_button_text() -> str:
    """The button that opens the review (Results screen, Statistics)."""
    return translate("Messages", "Review the game")


def review_button_tip() -> str:
    return translate("Messages", "Where you lost RP, decision by decision, and what the computer would have "
                                 "done instead (your own seats only)")


def review_progress_text(done: int, total: int) -> str:
    return translate("Messages", "Reviewing your decisions… {0} of {1}").format(done, total)


def review_from_record_text() -> str:
    return translate("Messages", "This game was reviewed before: the review is read from your record.")


def review_done_text(seconds: float) -> str:
    return translate("Messages", "Review finished in {0} s.").format(f"{seconds:.0f}")


def review_cancelled_text() -> str:
    return translate("Messages", "The review was cancelled. Review again to start it over.")


def review_failed_text(reason: str) -> str:
    return translate("Messages", "The review could not be made: {0}").format(reason)


def review_no_seat_text() -> str:
    return translate("Messages", "There is no seat of yours to review in this game: a person's seat is "
                                 "reviewed only at that person's own screen.")


def review_cancel_text() -> str:
    return translate("Messages", "Cancel review")


def review_again_text() -> str:
    return translate("Messages", "Review again")


def review_close_text() -> str:
    return translate("Messages", "Close")


def review_show_text() -> str:
    return translate("Messages", "Show on the table")


def review_show_tip() -> str:
    return translate("Messages", "Open the replay at this moment with the better decision drawn on the table")


def review_play_from_text() -> str:
    return translate("Messages", "Play from here")


def review_play_from_tip() -> str:
    return translate("Messages", "Start a game from this moment and try the better decision yourself")


def review_better_footer() -> str:
    """The last line of the better decision's callout on the replay's table."""
    return translate("Messages", "The game review: what the computer would have done here.")


def review_curve_title() -> str:
    return translate("Messages", "Expected final RP over the game")


def review_curve_tip() -> str:
    return translate("Messages", "Each reviewed seat's expected final RP after each of its decisions, as the "
                                 "computer estimates it; a dot marks a mistake or a blunder")


def review_moments_title() -> str:
    return translate("Messages", "Key moments")


def review_decisions_title() -> str:
    return translate("Messages", "Every decision")


def review_no_moments_text() -> str:
    return translate("Messages", "No key moments: every decision was as good as the computer's, or nearly.")


def review_columns() -> list[str]:
    """The heads of the decisions' table."""
    return [translate("Messages", "Decision"), translate("Messages", "Player"),
            translate("Messages", "Where"), translate("Messages", "Played"), translate("Messages", "Better"),
            translate("Messages", "RP lost"), translate("Messages", "Mark")]


def label_name(label: Label) -> str:
    """A decision's mark."""
    return {
        Label.BEST: translate("Messages", "Best"),
        Label.GOOD: translate("Messages", "Good"),
        Label.INACCURACY: translate("Messages", "Inaccuracy"),
        Label.MISTAKE: translate("Messages", "Mistake"),
        Label.BLUNDER: translate("Messages", "Blunder"),
    }[label]


def rp_lost_text(rp: float) -> str:
    return translate("Messages", "{0} RP lost").format(f"{rp:.1f}")


def moment_heading(where: str, name: str, rp: float) -> str:
    """A key moment's first line: where, who, how much it cost."""
    return translate("Messages", "{0} — {1}: {2} RP lost").format(where, name, f"{rp:.1f}")


def moment_played(text: str) -> str:
    return translate("Messages", "Played: {0}").format(text)


def moment_better(text: str) -> str:
    return translate("Messages", "Better: {0}").format(text)


def seat_summary_text(name: str, decisions: int, rp_lost: float, inaccuracies: int, mistakes: int,
                      blunders: int) -> str:
    """A reviewed seat's totals, one line."""
    per = rp_lost / decisions if decisions else 0.0
    return translate("Messages", "{0}: {1} decisions, {2} RP lost ({3} a decision) · inaccuracies {4} · "
                                 "mistakes {5} · blunders {6}").format(
        name, decisions, f"{rp_lost:.1f}", f"{per:.2f}", inaccuracies, mistakes, blunders)


def strength_title() -> str:
    return translate("Messages", "Your strength")


def trend_title() -> str:
    return translate("Messages", "RP lost per decision, reviewed game by game")


def trend_short_title() -> str:
    """The trend tile's caption (its tooltip says more)."""
    return translate("Messages", "RP lost per decision")


def trend_empty_text() -> str:
    return translate("Messages", "No reviewed game yet: review a game from its results or from the "
                                 "list below.")


def rating_text(rating: float, low: float, high: float, games: int) -> str:
    return translate("Messages", "Estimated rating {0} (95% interval {1}–{2}) from {3} games against the "
                                 "computer").format(round(rating), round(low), round(high), games)


def rating_not_yet_text(games: int, needed: int) -> str:
    return translate("Messages", "Rating: not enough games yet ({0} of {1} games against the "
                                 "computer).").format(games, needed)


def level_ratings_text(levels: str) -> str:
    return translate("Messages", "The computer's levels: {0}").format(levels)
