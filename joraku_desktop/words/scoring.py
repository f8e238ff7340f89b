"""Scoring as the table plays it out: the Kachidoki and prestige beats, the round summary, who is
winning the skirmish so far; and the results screen (R-KS, R-PR, R-G1, R-G2).
"""

from __future__ import annotations

from .basics import colour_word, ordinal
from .counted import COUNTED
from .translation import translate


def scoring_bar_hint() -> str:
    """The action bar while a scoring beat holds play."""
    return translate("Messages", "Scoring: click the table or press Space to go on.")


def kachidoki_title(round_: int, skirmish: int, skirmishes: int) -> str:
    return translate("Messages", "Kachidoki scoring · round {0}, skirmish {1} of {2} (R-KS)").format(
        round_, skirmish, skirmishes)


def kachidoki_winner(name: str, card_text: str, reason: str) -> str:
    """Who won the skirmish, with which card and by which R-K4 clause (``skirmish_reason``)."""
    return translate("Messages", "{0} wins the skirmish with the {1}: {2}.").format(name, card_text, reason)


def kachidoki_where(name: str, area: str, first: int, second: int, third: int) -> str:
    return translate(
        "Messages",
        "The daimyo of {0} stands in {1}: ranked by influence there, 1st {2} · 2nd {3} · 3rd {4} RP.",
    ).format(name, area, first, second, third)


def prestige_title(round_: int, area: str, index: int, count: int) -> str:
    return translate("Messages", "Prestige phase · round {0} · {1} ({2} of {3}, R-PR)").format(
        round_, area, index, count)


def prestige_chart(area: str, round_: int, first: int, second: int, third: int) -> str:
    return translate(
        "Messages", "{0}, chart row of round {1}: 1st {2} · 2nd {3} · 3rd {4} RP (R-PR4)."
    ).format(area, round_, first, second, third)


def prestige_stamp() -> str:
    """The kanji beside the prestige scoring's title, as 勝鬨 is beside Kachidoki's: the Japanese
    名声 unless a language writes it its own way (Traditional Chinese: 名聲, as the printed cards)."""
    return translate("Messages", "名声", "kanji stamp of the prestige scoring title")


def influence_text(influence: int) -> str:
    return COUNTED.influence(influence)


def rp_gain(points: int) -> str:
    """RP an army gains in a scoring step: "+3 RP"."""
    return translate("Messages", "+{0} RP").format(points)


def summary_cell_bonus(points: int, bonus: int) -> str:
    """A summary cell where R-V1's bonus was part of the RP: "7 + 6 ★"."""
    return translate("Messages", "{0} + {1} ★").format(points, bonus)


def daimyo_bonus(points: int) -> str:
    """R-V1's bonus, shown apart from the chart's RP."""
    return translate("Messages", "+{0} daimyo bonus (R-V1)").format(points)


def never_scores() -> str:
    return translate("Messages", "never scores (R-V8)")


def tie_note(share_highest: bool) -> str:
    """Why tied armies have the rank they have (R-T1, or R-V2 when in play)."""
    if share_highest:
        return translate("Messages", "Tied armies share the highest rank the tie covers (R-V2).")
    return translate("Messages", "Tied armies share the lowest rank the tie covers (R-T1).")


def nobody_ranks() -> str:
    return translate("Messages", "Nobody has influence here: no RP.")


def scoring_go_on(waits: bool) -> str:
    """The footer of a scoring step: what the player may do."""
    if waits:
        return translate("Messages", "Click or press Space to go on · Esc skips to the round summary")
    return translate("Messages", "Click or press Space to hurry on")


def summary_title(round_: int) -> str:
    return translate("Messages", "End of round {0}: the prestige phase").format(round_)


def summary_subtitle(daimyo_bonus: bool) -> str:
    """Under the round summary's title; the ★ is explained when R-V1 is in play."""
    if daimyo_bonus:
        return translate("Messages", "RP each army gained in each area (★: chart + daimyo bonus, R-V1).")
    return translate("Messages", "RP each army gained in each area by the round's chart (R-PR).")


def summary_row_total() -> str:
    return translate("Messages", "Prestige this round")


def summary_row_before() -> str:
    return translate("Messages", "Score before the phase")


def summary_row_score() -> str:
    return translate("Messages", "Score now")


def summary_row_place() -> str:
    return translate("Messages", "Standing")


def summary_continue(next_round: int, game_over: bool) -> str:
    """The button of the round summary when a human sits at the table."""
    if game_over:
        return translate("Messages", "See the final results (Space)")
    return translate("Messages", "Start round {0} (Space)").format(next_round)


def summary_auto(next_round: int, game_over: bool) -> str:
    """The round summary of an all-computer game, which moves on by itself."""
    if game_over:
        return translate("Messages", "The final results follow in a moment… (click to go on now)")
    return translate("Messages", "Round {0} begins in a moment… (click to go on now)").format(next_round)


def skirmish_leader(name: str, card_text: str, reason: str) -> str:
    """Who is winning the skirmish so far, and by which R-K4 clause."""
    return translate("Messages", "Winning so far: {0} with the {1} — {2}.").format(name, card_text, reason)


def skirmish_first_card(name: str, card_text: str) -> str:
    return translate("Messages", "Winning so far: {0} with the {1} — the only card yet.").format(
        name, card_text)


def source_name(source: str) -> str:
    """Where RP came from (``replay.RP_SOURCES``), as the results screen heads its columns."""
    words = {
        "kachidoki": translate("Messages", "Kachidoki"),
        "prestige": translate("Messages", "Prestige"),
        "R-V1": translate("Messages", "Daimyo bonus (R-V1)"),
        "R-V4": translate("Messages", "Kyoto (R-V4)"),
        "R-V5": translate("Messages", "Follow suit (R-V5)"),
    }
    return words.get(source, source)


def results_round(round_: int) -> str:
    return translate("Messages", "Round {0}").format(round_)


def results_before() -> str:
    """RP an army had when a game set up mid-story (a scenario) began."""
    return translate("Messages", "At start")


def results_total() -> str:
    return translate("Messages", "Total")


def results_by_round() -> str:
    """The heading over the results' columns by round (they add up to the total)."""
    return translate("Messages", "By round")


def results_by_source() -> str:
    """The heading over the results' columns by source (they add up to the total too)."""
    return translate("Messages", "By source")


def results_breakdown_title() -> str:
    return translate("Messages", "Where the RP came from: by round, and by source")


def results_chart_title() -> str:
    return translate("Messages", "RP over the game")


def chart_start() -> str:
    return translate("Messages", "Start")


def results_menu() -> str:
    return translate("Messages", "&Results…")


def results_not_yet() -> str:
    return translate("Messages", "The results are shown when the game is over.")


def results_army_text(army: int, rp: int, daimyo_card: int) -> str:
    """One army in the results table's "Armies" column: "Green: 57 RP, daimyo card 2" (R-G1, R-G2)."""
    text = translate("Messages", "{0}: {1} RP, daimyo card {2}", "results: army colour, RP, daimyo card")
    return text.format(colour_word(army).capitalize(), rp, daimyo_card)


def finish_text(place: int, players: int) -> str:
    """How a seat finished: "Won", "Lost" (two players) or "3rd of 4"."""
    if place == 1:
        return translate("Messages", "Won")
    if players == 2:
        return translate("Messages", "Lost")
    return translate("Messages", "{0} of {1}", "place of players").format(ordinal(place), players)
