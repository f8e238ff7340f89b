"""The scoring beats of one applied action, read from its events: what to show, step by step.

Kachidoki scoring (R-KS) is one step; a prestige phase (R-PR) is one step per area in the
printed order (6 … Kyoto, R-PR1) and then the round summary. Each step carries the RP every
army had before it and after it, so the panels can count up as the RP arrive. Qt-free (only the
model's events), so the plan is tested without a window; ``views.scoring_sequence`` draws it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from ..model import NEUTRAL, SeatView
from ..model import events as ev
from ..model.events import RPSource, Scoring
from ..model.phases import Phase

#: RP that come from scoring an area; other gains (R-V4, R-V5) belong to the move that made them
_AREA_SOURCES = (RPSource.KACHIDOKI, RPSource.PRESTIGE, RPSource.DAIMYO_BONUS)


class StepKind(StrEnum):
    """A beat of the scoring: Kachidoki (R-KS), one area of the prestige phase (R-PR), or the
    round's summary after the prestige phase."""

    KACHIDOKI = "kachidoki"
    PRESTIGE = "prestige"
    SUMMARY = "summary"


@dataclass(frozen=True, slots=True)
class Placing:
    """One army's place in a scored area: ``points`` by the chart (or Kachidoki table) and
    R-V1's ``bonus`` apart."""

    army: int
    influence: int
    rank: int
    points: int
    bonus: int = 0

    @property
    def rp(self) -> int:
        return self.points + self.bonus


@dataclass(frozen=True, slots=True)
class ScoringStep:
    """One beat: Kachidoki, prestige (one area) or the summary (the round)."""

    kind: StepKind
    round: int
    rp_before: tuple[int, ...]
    rp_after: tuple[int, ...]
    area: int = -1
    placings: tuple[Placing, ...] = ()
    #: prestige: the area's place in the phase, 1..7
    index: int = 0
    #: kachidoki: the skirmish (0-based) and its winner (army, card, R-K4 clause)
    skirmish: int = -1
    winner: tuple[int, int, str] | None = None
    #: summary: every area of the phase with its placings, in the order scored
    areas: tuple[tuple[int, tuple[Placing, ...]], ...] = field(default_factory=tuple)
    game_over: bool = False
    #: summary: the RP every army had when the prestige phase began
    phase_start: tuple[int, ...] = ()

    @property
    def pays_nothing(self) -> bool:
        """A prestige step where nobody gains (an area whose chart pays 0/0/0 this round, or
        one nobody holds): shown briefly, so the areas that pay keep the time."""
        return self.kind is StepKind.PRESTIGE and all(p.rp == 0 for p in self.placings)

    def gains(self) -> dict[int, int]:
        """RP each army gained in this step (armies with none left out)."""
        return {a: self.rp_after[a] - self.rp_before[a]
                for a in range(len(self.rp_after)) if self.rp_after[a] != self.rp_before[a]}


def plan_steps(events: Sequence[ev.Event], rp_now: Sequence[int], round_now: int) -> list[ScoringStep]:
    """The beats to show for ``events`` (one applied action), given the RP after it (``rp_now``,
    by army id) and the round the game is in now (the next one once a round has ended)."""
    running = list(rp_now)
    for e in events:
        if isinstance(e, ev.RPScored):
            running[e.army] -= e.points
    mark = tuple(running)  # the RP shown before the next step
    ended = next((e.round for e in events if isinstance(e, ev.RoundEnded)), round_now)
    over = any(isinstance(e, ev.GameOver) for e in events)
    steps: list[ScoringStep] = []
    bonus: dict[int, int] = {}
    winner: tuple[int, int, str] | None = None
    skirmish = -1
    prestige: list[tuple[int, tuple[Placing, ...]]] = []
    phase_start: tuple[int, ...] = ()
    for e in events:
        if isinstance(e, ev.RPScored):
            running[e.army] += e.points
            if e.reason is RPSource.DAIMYO_BONUS:
                bonus[e.army] = bonus.get(e.army, 0) + e.points
            if e.reason not in _AREA_SOURCES:
                mark = tuple(x + (e.points if a == e.army else 0) for a, x in enumerate(mark))
        elif isinstance(e, ev.SkirmishWon):
            winner, skirmish = (e.army, e.card, e.reason), e.skirmish
        elif isinstance(e, ev.AreaScored):
            placings = tuple(
                Placing(a, infl, rank, rp - bonus.get(a, 0), bonus.get(a, 0))
                for a, infl, rank, rp in e.ranking
            )
            after = tuple(running)
            if e.kind is Scoring.KACHIDOKI:
                steps.append(ScoringStep(StepKind.KACHIDOKI, ended, mark, after, e.area, placings,
                                         skirmish=skirmish, winner=winner))
            else:
                phase_start = phase_start or mark
                prestige.append((e.area, placings))
                steps.append(ScoringStep(StepKind.PRESTIGE, ended, mark, after, e.area, placings,
                                         index=len(prestige)))
            mark, bonus = after, {}
        elif isinstance(e, ev.RoundEnded) and prestige:
            steps.append(ScoringStep(StepKind.SUMMARY, e.round, mark, mark, areas=tuple(prestige),
                                     game_over=over, phase_start=phase_start))
    return steps


def premarch_view(view: SeatView, events: Sequence[ev.Event]) -> SeatView:
    """``view`` with the neutral army where it stood when the areas were scored (R-V8).

    The round's end moves every neutral token one area toward Kyoto (``Board.march_neutral``)
    in the same action as the prestige phase, so the view after it shows the march already.
    Undone here from the view and the scored rankings: areas 2–6 take the tokens now one area
    nearer Kyoto; Ōmi's influence in its ranking splits what Kyoto holds now between the two.
    Other views are returned as they are.
    """
    if not any(isinstance(e, ev.NeutralAdvanced) for e in events):
        return view
    influence = {e.area: next((i for a, i, _r, _p in e.ranking if a == NEUTRAL), 0)
                 for e in events if isinstance(e, ev.AreaScored) and e.kind is Scoring.PRESTIGE}
    now = view.samurai[NEUTRAL]
    daimyo = view.daimyo_area[NEUTRAL]
    if daimyo > 0:
        daimyo += 1
    elif influence.get(1, 0) >= 2:  # it may have stood in Ōmi (its influence there says so)
        daimyo = 1
    before = [0] * len(now)
    for area in range(2, len(now)):
        before[area] = now[area - 1]
    before[1] = max(0, min(now[0], influence.get(1, 0) - (2 if daimyo == 1 else 0)))
    before[0] = now[0] - before[1]
    samurai = tuple(tuple(before) if a == NEUTRAL else row for a, row in enumerate(view.samurai))
    areas = tuple(daimyo if a == NEUTRAL else d for a, d in enumerate(view.daimyo_area))
    return replace(view, samurai=samurai, daimyo_area=areas)


def round_end_view(view: SeatView) -> SeatView:
    """``view`` of a round's pass as the table stood when the round before it ended: its last
    skirmish played, no hands, nobody to act (R-R2: the map, the RP and the Kachidoki card
    carry over unchanged, so only the round and the cards differ).

    The engine deals the next round in the same action that scores the prestige phase; a
    screen that is still about the round just scored (its prestige beats, a lesson about
    them) draws this instead of the new hands and the pass. Other views are returned as they
    are.
    """
    if not view.phase.is_recruit or view.round <= 1 or view.is_over:
        return view
    nobody = tuple(0 for _ in view.hand_sizes)
    return replace(
        view, round=view.round - 1, phase=Phase.PLAY, skirmish=view.skirmishes_per_round - 1,
        current_seat=-1, acting_army=-1, acting_card=-1, hand=(), hand_sizes=nobody,
        pending_choice=(), waiting_for=(), draft_hand=(), received=(), received_from=-1, legal=())
