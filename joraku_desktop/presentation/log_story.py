"""The game log's lines from the engine's events: headings for rounds, phases and skirmishes,
one line per event, coloured by the army that acted.

The same :class:`LogStory` turns the events of a live game and of a game told again from its
start (:func:`joraku_desktop.model.replay.story`, after a load or a resume) into lines, so a
rebuilt log reads exactly like one written move by move. It follows the course of the game
from the events alone (R-R1: each round is recruit, skirmish, prestige), without the Game.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum

from ..model import GameConfig
from ..model import events as ev
from ..model.phases import Mode
from ..model.replay import RoundPart, Step
from ..words.basics import game_description, seating_text
from ..words.events import (
    choices_made_text,
    event_text,
    opening_line,
    prestige_heading,
    recruit_heading,
    skirmish_heading,
    skirmish_phase_heading,
)


class Style(Enum):
    """How a line looks: a phase heading, a skirmish heading, a line that changes the score or
    the course of the game, or an ordinary line."""

    HEADING = "heading"
    SUBHEADING = "subheading"
    MAJOR = "major"
    LINE = "line"


@dataclass(frozen=True, slots=True)
class LogLine:
    """One line of the log; ``army`` is the army that acted (-1: nobody's, e.g. a heading)."""

    text: str
    army: int = -1
    style: Style = Style.LINE


#: events that change the score or the course of the game get a line of their own weight
_MAJOR = (ev.SkirmishWon, ev.RoundEnded, ev.GameOver)


def acting_army(e: ev.Event) -> int:
    """The army that did what ``e`` tells: the remover of a samurai (not its victim), the
    player of a card, the army that gains RP; -1 when no army acted (a deal, a ranking)."""
    for name in ("by_army", "army"):
        value = getattr(e, name, None)
        if isinstance(value, int):
            return value
    return -1


class LogStory:
    """Where the game stands, as far as the log is concerned: the round and phase, the skirmish,
    and the recruit choices made so far (told as one line per completed step)."""

    def __init__(self, mode: Mode = Mode.BASE, players: int = 4,
                 start: tuple[int, RoundPart] = (0, RoundPart.NONE)) -> None:
        self.mode = mode
        self.players = players
        #: where the story begins: nowhere for a dealt game (its first events say), the round and
        #: phase of the position a scenario starts from
        self.round, self.phase = start
        self.skirmish = -1
        self.skirmishes = 0
        self._choices = 0  # choices of the recruit step in progress
        self._steps_done = 0  # recruit steps every player has completed this round

    def lines(
        self, events: Iterable[ev.Event], names: Sequence[str], seat_names: Sequence[str]
    ) -> Iterator[LogLine]:
        """The log's lines for ``events`` (``names`` per army id, ``seat_names`` per seat)."""
        for e in events:
            yield from self._headings(e)
            if isinstance(e, ev.SkirmishPhaseStarted):
                continue  # its heading says it all
            if isinstance(e, ev.PassChosen):
                line = self._choice()
                if line:
                    yield LogLine(line)
                continue
            style = Style.MAJOR if isinstance(e, _MAJOR) else Style.LINE
            yield LogLine(event_text(e, names, seat_names), acting_army(e), style)

    def _headings(self, e: ev.Event) -> Iterator[LogLine]:
        if isinstance(e, ev.RoundStarted | ev.NeutralAdvanced):
            # R-V8 moves the neutral army at the start of a round, before its deal
            if (self.round, self.phase) != (e.round, RoundPart.RECRUIT):
                self._enter(e.round, RoundPart.RECRUIT)
                yield LogLine(recruit_heading(e.round), style=Style.HEADING)
        elif isinstance(e, ev.SkirmishPhaseStarted):
            self._enter(e.round, RoundPart.SKIRMISH)
            self.skirmishes = e.skirmishes
            yield LogLine(skirmish_phase_heading(e.round), style=Style.HEADING)
        elif isinstance(e, ev.CardPlayed) and e.skirmish != self.skirmish:
            self.skirmish = e.skirmish
            of = max(self.skirmishes, e.skirmish + 1)
            yield LogLine(skirmish_heading(e.skirmish + 1, of), style=Style.SUBHEADING)
        elif self._starts_prestige(e) and self.phase is not RoundPart.PRESTIGE:
            self._enter(self.round, RoundPart.PRESTIGE)
            yield LogLine(prestige_heading(self.round), style=Style.HEADING)

    @staticmethod
    def _starts_prestige(e: ev.Event) -> bool:
        if isinstance(e, ev.AreaScored):
            return e.kind is ev.Scoring.PRESTIGE
        return isinstance(e, ev.RPScored) and e.reason in (ev.RPSource.PRESTIGE, ev.RPSource.DAIMYO_BONUS)

    def _enter(self, round_: int, phase: RoundPart) -> None:
        self.round, self.phase = round_, phase
        self.skirmish = -1
        if phase is RoundPart.RECRUIT:
            self._choices = self._steps_done = 0

    def _choice(self) -> str:
        """A player decided in the recruit phase: a line once every player has (R-P2, R-V7, R-V8)."""
        self._choices += 1
        if self._choices < self.players:
            return ""
        self._choices = 0
        self._steps_done += 1
        return choices_made_text(self.mode, self._steps_done)


def story_log(
    config: GameConfig, seat_names: Sequence[str], names: Sequence[str], steps: Sequence[Step],
    *, resumed: bool = False, story: LogStory | None = None,
    start: tuple[int, RoundPart] = (0, RoundPart.NONE),
) -> list[list[LogLine]]:
    """The whole log of a story, one group of lines per step: the opening line (the game's
    settings and who sits where) and the deal's lines with step 0, then each decision's.

    The live log after a load, a replay (which shows the groups up to its step) and an exported
    log all read it, so they tell a game in the same words. ``story`` (a fresh one by default)
    is left where the story ends, for a live log to go on with."""
    description = game_description(config.players, config.mode, config.variants)
    seats = seating_text([(name, config.seat_armies(i)) for i, name in enumerate(seat_names)])
    opening = LogLine(opening_line(description, seats, resumed), style=Style.MAJOR)
    story = story or LogStory(config.mode, config.players, start)
    groups = [list(story.lines(step.events, names, seat_names)) for step in steps]
    if groups:
        groups[0].insert(0, opening)
    else:
        groups.append([opening])
    return groups
