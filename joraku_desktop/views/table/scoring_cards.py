"""The words of each scoring step's card: who ranks where in the scored area, what each army
gains and why, and the round summary's grid (R-KS, R-PR). Decided from the step and the board
state; :mod:`.scoring_overlay` paints the card, :mod:`.scoring_sequence` shows the steps in turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ...model import NEUTRAL, default_rules
from ...model.phases import Mode
from ...model.result import final_result
from ...model.rules_data import N_AREAS
from ...presentation.board_state import BoardState
from ...presentation.scoring_steps import Placing, ScoringStep, StepKind
from ...words.basics import area_name, card_words, ordinal
from ...words.events import skirmish_reason
from ...words.refusals import tiebreaks_text
from ...words.scoring import (
    daimyo_bonus,
    influence_text,
    kachidoki_title,
    kachidoki_where,
    kachidoki_winner,
    never_scores,
    nobody_ranks,
    prestige_chart,
    prestige_title,
    rp_gain,
    scoring_go_on,
    summary_auto,
    summary_cell_bonus,
    summary_continue,
    summary_row_before,
    summary_row_place,
    summary_row_score,
    summary_row_total,
    summary_subtitle,
    summary_title,
    tie_note,
)


@dataclass(frozen=True, slots=True)
class Row:
    """One army's line on a step's card, in words."""

    army: int
    name: str
    influence: str
    rank: str
    gain: str
    bonus: str = ""


@dataclass(slots=True)
class StepCard:
    """What a step shows, in words: tests read it, the overlay paints it."""

    kind: StepKind
    title: str
    lines: list[str] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)
    footer: str = ""
    #: summary: column heads (army, name), then rows of (label, cells)
    heads: list[tuple[int, str]] = field(default_factory=list)
    grid: list[tuple[str, list[str]]] = field(default_factory=list)
    button: str = ""

    def texts(self) -> list[str]:
        """Every text on the card, in reading order."""
        out = [self.title, *self.lines]
        for r in self.rows:
            out += [r.name, r.influence, r.rank, r.gain, r.bonus]
        out += [name for _a, name in self.heads]
        for label, cells in self.grid:
            out += [label, *cells]
        return [t for t in (*out, self.button, self.footer) if t]


def _rank_on(card: StepCard, placings: Sequence[Placing], names: Sequence[str], v2: bool) -> None:
    """An area's ranking on a step's card (Kachidoki or prestige), with a word when nobody ranks
    and a note when ties share a place (R-T1, or R-V2)."""
    card.rows = _rows(placings, names)
    if not card.rows:
        card.lines.append(nobody_ranks())
    elif _tied(placings):
        card.lines.append(tie_note(v2))


def _tied(placings: Sequence[Placing]) -> bool:
    ranks = [p.rank for p in placings]
    return len(set(ranks)) < len(ranks)


def _rows(placings: Sequence[Placing], names: Sequence[str]) -> list[Row]:
    rows = []
    for p in placings:
        if p.army == NEUTRAL and p.rp == 0:
            rows.append(Row(p.army, names[p.army], influence_text(p.influence), ordinal(p.rank),
                            never_scores()))
            continue
        rows.append(Row(p.army, names[p.army], influence_text(p.influence), ordinal(p.rank),
                        rp_gain(p.points), daimyo_bonus(p.bonus) if p.bonus else ""))
    return rows


def step_card(step: ScoringStep, s: BoardState, waits: bool, steps_in_round: int = N_AREAS) -> StepCard:
    """The words of ``step`` for the table state ``s`` (names, variants, skirmishes per round)."""
    names = s.army_names
    v = s.view
    rules = default_rules()
    if step.kind is StepKind.KACHIDOKI:
        title = kachidoki_title(step.round, step.skirmish + 1, v.skirmishes_per_round)
        card = StepCard(StepKind.KACHIDOKI, title)
        table = rules.kachidoki_v3 if v.flags.kachidoki_4_2_0 else rules.kachidoki_standard
        if step.winner is not None:
            army, c, reason = step.winner
            card.lines.append(kachidoki_winner(names[army], card_words(c), skirmish_reason(reason)))
            card.lines.append(kachidoki_where(names[army], area_name(step.area), *table))
        _rank_on(card, step.placings, names, v.flags.ties_share_highest)
        card.footer = scoring_go_on(False)
        return card
    if step.kind is StepKind.PRESTIGE:
        card = StepCard(StepKind.PRESTIGE, prestige_title(step.round, area_name(step.area), step.index,
                                                     steps_in_round))
        chart = rules.chart[step.area][step.round - 1]
        card.lines.append(prestige_chart(area_name(step.area), step.round, *chart))
        _rank_on(card, step.placings, names, v.flags.ties_share_highest)
        card.footer = scoring_go_on(True)
        return card
    return _summary_card(step, s, waits)


def _standings(s: BoardState, armies: Sequence[int], score: Sequence[int]) -> list[int]:
    """Each army's place by score; in R-V7 its player's place (the better army first, R-V7)."""
    v = s.view
    if v.mode is not Mode.V7:
        return [1 + sum(1 for b in armies if score[b] > score[a]) for a in armies]

    def key(seat: int) -> tuple[int, ...]:
        return tuple(sorted((score[a] for a in armies if v.owner[a] == seat), reverse=True))

    seats = {v.owner[a] for a in armies}
    return [1 + sum(1 for t in seats if key(t) > key(v.owner[a])) for a in armies]


def _summary_card(step: ScoringStep, s: BoardState, waits: bool) -> StepCard:
    names = s.army_names
    armies = [a for a in s.view.armies if a != NEUTRAL or s.view.mode is not Mode.V8]
    card = StepCard(StepKind.SUMMARY, summary_title(step.round),
                    [summary_subtitle(s.view.flags.daimyo_area_bonus)])
    card.heads = [(a, names[a]) for a in armies]
    totals = dict.fromkeys(armies, 0)
    for area, placings in step.areas:
        cells = []
        for a in armies:
            p = next((x for x in placings if x.army == a), None)
            if p is None or p.rp == 0:
                cells.append("—")
                continue
            totals[a] += p.rp
            cells.append(summary_cell_bonus(p.points, p.bonus) if p.bonus else str(p.rp))
        card.grid.append((area_name(area), cells))
    card.grid.append((summary_row_before(), [str(step.phase_start[a]) for a in armies]))
    card.grid.append((summary_row_total(), [str(totals[a]) for a in armies]))
    score = step.rp_after
    card.grid.append((summary_row_score(), [str(score[a]) for a in armies]))
    # the standing as the game's end would rank it (R-G2; R-V7): a tie on RP is decided by the
    # daimyo card, and the card says so, never "1st/1st"
    v = s.view
    result = final_result(score, v.daimyo_card, v.players, v.mode is Mode.V7, v.kachidoki_seat)
    place = {seat: i + 1 for i, seat in enumerate(result.ranking)}
    standing = _standings(s, armies, score)
    card.grid.append((summary_row_place(), [
        ordinal(place.get(v.owner[a], standing[k])) for k, a in enumerate(armies)]))
    if result.tiebreaks:
        card.lines.append(tiebreaks_text(result.tiebreaks, s.seat_names))
    nxt = step.round + 1
    if waits:
        card.button = summary_continue(nxt, step.game_over)
    else:
        card.footer = summary_auto(nxt, step.game_over)
    return card
