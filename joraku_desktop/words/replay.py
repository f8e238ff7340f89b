"""The replay window and the exported log: where the replay stands, its buttons and its banner.
"""

from __future__ import annotations

from ..model.phases import Phase
from .basics import phase_name, speed_name
from .translation import translate


def replay_title(seats: str) -> str:
    """The replay window's title: who played."""
    return translate("Messages", "Replay — {0}").format(seats)


def replay_step_text(index: int, last: int) -> str:
    """Where the replay stands in the story: the deal is step 0, each decision a step."""
    if index == 0:
        return translate("Messages", "The deal · decision 0 of {0}").format(last)
    return translate("Messages", "Decision {0} of {1}").format(index, last)


def replay_where_text(round_: int, phase: Phase, skirmish: int, of: int) -> str:
    """The round and phase of the position shown (R-R1): "Round 2 · Skirmish 3 of 5"."""
    if phase is Phase.OVER:
        return translate("Messages", "The game is over")
    if phase in (Phase.PLAY, Phase.MODE, Phase.PLACE, Phase.AP) and skirmish >= 0:
        return translate("Messages", "Round {0} · Skirmish {1} of {2}").format(round_, skirmish + 1, of)
    return translate("Messages", "Round {0} · {1}").format(round_, phase_name(phase))


def replay_speed_name(speed: str) -> str:
    """How fast the replay plays itself ("slow" .. "very fast")."""
    if speed == "very fast":
        return translate("Messages", "Very fast")
    return speed_name(speed)


def replay_round_menu(round_: int) -> str:
    """A round in the replay's "Jump to" menu."""
    return translate("Messages", "Round {0}").format(round_)


def replay_tooltips() -> dict[str, str]:
    """The replay bar's buttons, by the name of their object, with their keys."""
    return {
        "replay-start": translate("Messages", "Back to the deal (Home)"),
        "replay-back": translate("Messages", "One decision back (Left arrow)"),
        "replay-forward": translate("Messages", "One decision on (Right arrow)"),
        "replay-end": translate("Messages", "To the last decision (End)"),
        "replay-play": translate("Messages", "Play the decisions one after another (Space)"),
        "replay-jump": translate("Messages", "Jump to the start of a round or a skirmish"),
        "replay-seat": translate("Messages", "Whose view of the table is shown (R-P3)"),
        "replay-here": translate("Messages", "Start a new game from this position, with the same players"),
        "replay-export": translate("Messages", "Save the whole log of this game as text or as a web page"),
        "replay-close": translate("Messages", "Close the replay"),
    }


def replay_reveal_tip(finished: bool) -> str:
    """Why every hand may or may not be shown (R-P3)."""
    if finished:
        return translate(
            "Messages", "Show every player's hand: the game is over, nothing is secret any more."
        )
    return translate(
        "Messages", "The game is still going on: the replay shows only what the chosen player knew (R-P3)."
    )


def replay_opened_text(path_name: str) -> str:
    return translate("Messages", "Replaying {0}").format(path_name)


def replay_play_from_text(where: str) -> str:
    """The status bar when a new game starts from a replay's position."""
    return translate("Messages", "A new game goes on from the replay: {0}.").format(where)


def replay_abandon_text() -> str:
    return translate(
        "Messages",
        "Abandon the game in progress and play on from this position of the replay? "
        "(It stays in the autosave until the new game's first move.)",
    )


def replay_banner_text(who: str, over: bool) -> str:
    """The banner's line in a replay: nobody acts on this table, it tells who decides next."""
    if over:
        return translate("Messages", "Replay: the game is over.")
    return translate("Messages", "Replay: {0} decides next.").format(who)
