"""The interactive tutorial's story, without Qt: a fixed deal played one rule at a time.

Joraku is taught in the order a player meets the rules: the pass (R-P2), leading and
following suit (R-K2), Placement or action points (R-E2), moving the daimyo and removing a
samurai, a tie going to the later card (R-K4c), the Ninja against a 6 (R-K4b), Kachidoki scoring
(R-KS), the round's prestige charts and why the map moves toward Kyoto (R-PR4, R-R2), and the
end with its tie rule (R-G1, R-G2).

A :class:`Step` is a lesson (its words live in ``words/tutorial.py`` under the step's ``key``),
the position it starts from (a ``scenario()``, or the position the previous step left) and the
decisions made in it, in order, by whichever seat is to act. The player's decisions (seat
:data:`YOU`) are *taught*: the window accepts only that one; the computer seats' decisions
are *scripted* and applied by the tutorial, not by an AI, so the story is the same every time.
A step without decisions is narrated: the player reads it and goes on.

The deal is chosen so that each skirmish shows its rule: blue leads the blue 5 and wins
(R-K4a); blue leads the red 4, red plays the red 6 and green, out of red, the blue 6 — the later
6 wins (R-K4c); green leads the yellow 6 and blue's yellow Ninja takes it (R-K4b).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..model import Action, Game, scenario
from ..model.actions import action_from_text

#: the player's seat (blue) in every position of the tutorial
YOU = 0
#: the names the seats carry in the tutorial's game (the window words "you" in the lessons)
SEAT_KINDS = ("human", "easy", "easy", "easy")


@dataclass(frozen=True)
class Step:
    """One lesson of the tutorial."""

    #: the lesson's id: its words are ``words.tutorial.tutorial_lesson(key)``
    key: str
    #: the decisions of this step in the order they are made (action texts, ``str(Action)``);
    #: those of seat :data:`YOU` are taught, the others scripted
    moves: tuple[str, ...] = ()
    #: the position it starts from; None continues from where the previous step ended
    setup: Callable[[], Game] | None = None
    #: areas a narrated step talks about (outlined on the map)
    areas: tuple[int, ...] = ()

    @property
    def narrated(self) -> bool:
        """Nothing to do but read (the window shows Next)."""
        return not self.moves

    def actions(self) -> tuple[Action, ...]:
        return tuple(action_from_text(m) for m in self.moves)


def first_round() -> Game:
    """Round 1 before the pass: a fixed deal (every hand given; the red Ninja is set aside).

    Blue (you) holds the Kachidoki card and leads; the daimyos stand on their cards' areas:
    blue 6 Shinano, green 5 Tōtōmi, red 4 Mikawa, yellow 2 Ise; two red samurai wait in
    Tōtōmi for blue's daimyo to come and remove them."""
    return scenario(
        players=4,
        phase="recruit",
        seed=12,
        kachidoki="blue",
        daimyo_cards={"blue": 6, "red": 4, "yellow": 2, "green": 5},
        samurai={"red": {5: 2}, "yellow": {3: 1}, "green": {4: 1}},
        hands={
            "blue": "B5 R4 B1 Y1 R2",
            "red": "B2 R6 BN R5 Y5",
            "yellow": "Y3 R3 Y4 B4 Y2",
            "green": "B3 B6 Y6 YN R1",
        },
    )


def last_round() -> Game:
    """Round 3, before the last skirmish: blue and red are level on RP (R-G2 will matter)."""
    return scenario(
        players=4,
        round=3,
        skirmish=4,
        seed=12,
        kachidoki="blue",
        daimyo_cards={"blue": 6, "red": 4, "yellow": 2, "green": 5},
        daimyo={"blue": 1, "red": 0, "yellow": 2, "green": 3},
        samurai={"blue": {0: 2, 1: 3, 4: 2}, "red": {0: 3, 1: 2, 2: 1},
                 "yellow": {2: 3, 3: 2, 1: 1}, "green": {3: 3, 2: 1, 4: 2}},
        rp={"blue": 31, "red": 31, "yellow": 24, "green": 27},
        hands={"blue": "R3", "red": "B2", "yellow": "Y5", "green": "R1"},
    )


STEPS: tuple[Step, ...] = (
    Step("welcome", setup=first_round),
    # R-P2: everyone passes 2 cards to the left at once; blue receives from green
    Step("pass", ("pass Y1 R2", "pass R5 Y5", "pass B4 Y2", "pass YN R1")),
    # R-K1/R-K2: the holder of the Kachidoki card leads; the suit is fixed
    Step("lead", ("play B5",)),
    # R-E2 A: Placement in the card's area; the others follow blue (yellow cannot: any card)
    Step("placement", (
        "placement", "place 5", "place 5", "end",
        "play B2", "placement", "place 2", "end",
        "play Y3", "placement", "place 3", "end",
        "play B3", "placement", "place 3", "end",
    )),
    # R-KS: blue won with the 5 (R-K4a); scored in blue's daimyo area, Shinano
    Step("kachidoki", areas=(6,)),
    # R-E2 B: 4 AP; the daimyo costs 2 to move to the adjacent area
    Step("daimyo", ("play R4", "ap", "daimyo 6>5")),
    # R-E2 B: 1 AP removes an opponent's samurai where the daimyo stands; then the others:
    # red's 6, then green's 6 (out of red) — the later 6 wins (R-K4c)
    Step("remove", (
        "remove red@5", "remove red@5", "end",
        "play R6", "placement", "place 6", "place 6", "end",
        "play R3", "placement", "place 3", "end",
        "play B6", "placement", "place 6", "end",
    )),
    # R-K4b: green leads the yellow 6; blue's yellow Ninja places anywhere and wins
    Step("ninja", (
        "play Y6", "placement", "place 6", "place 6", "end",
        "play YN", "place 0", "place 5", "end",
        "play Y1", "placement", "place 1", "end",
        "play Y4", "placement", "place 4", "end",
    )),
    # the round's last two skirmishes, then the prestige phase (R-PR1, R-PR2)
    Step("prestige", (
        "play B1", "placement", "place 1", "end",
        "play BN", "place 1", "end",
        "play R5", "placement", "place 5", "end",
        "play B4", "placement", "place 4", "end",
        "play Y5", "placement", "place 5", "end",
        "play Y2", "placement", "place 2", "end",
        "play R1", "placement", "place 1", "end",
        "play R2", "placement", "place 2", "end",
    )),
    # R-R2, R-PR4: round 2 begins on the same map; the chart rows pay nearer Kyoto
    Step("rounds", areas=(3, 2, 1, 0)),
    # R-G1, R-G2: a late position, narrated
    Step("end", setup=last_round),
)


def step_start(index: int, steps: Sequence[Step] = STEPS) -> Game:
    """The position step ``index`` starts from: the last setup at or before it, then every
    decision of the steps between (Back and Restart rebuild a step this way)."""
    first = max(i for i in range(index + 1) if steps[i].setup is not None)
    setup = steps[first].setup
    assert setup is not None
    game = setup()
    for step in steps[first:index]:
        for action in step.actions():
            game.apply(action)
    return game


def taught(step: Step, game: Game, start_len: int) -> Action | None:
    """The decision the step waits for now, given how far the game has gone since the step
    began (``start_len`` decisions in its history then), or None when it is complete."""
    done = len(game.history) - start_len
    actions = step.actions()
    return actions[done] if 0 <= done < len(actions) else None


def same_decision(a: Action, b: Action) -> bool:
    """Whether two actions are the same decision (the cards of a pass in any order)."""
    return (a.kind == b.kind and sorted(a.cards) == sorted(b.cards) and a.army == b.army
            and a.src == b.src and a.dst == b.dst)


__all__ = ["SEAT_KINDS", "STEPS", "YOU", "Step", "first_round", "last_round", "same_decision", "step_start",
           "taught"]
