"""The interactive tutorial's story, without Qt: a fixed deal played one rule at a time.

Joraku is taught in the order a player meets the rules: the pass (R-P2), leading and
following suit (R-K2), Placement or action points (R-E2), moving the daimyo and removing a
samurai, a tie going to the later card (R-K4c), the Ninja against a 6 (R-K4b), Kachidoki scoring
(R-KS), the round's prestige charts and how to read the table after it (the influence boxes
and ★, the R1 results, the ≈ rows; R-C8, R-PR4), why the map moves toward Kyoto (R-R2), moving
samurai with action points, the hint (H) and the list of every action (K); then the player plays
the rest of the game against the computers, to the final scoring and the Results (R-G1, R-G2).

A :class:`Step` is a lesson (its words live in ``words/tutorial.py`` under the step's ``key``),
the position it starts from (a ``scenario()``, or the position the previous step left) and the
decisions made in it, in order, by whichever seat is to act. The player's decisions (seat
:data:`YOU`) are *taught*: the window accepts only that one; the computer seats' decisions
are *scripted* and applied by the tutorial, not by an AI, so the story is the same every time.
A step without decisions is narrated: the player reads it and goes on. A step may also ask
for a key (``press``: H for the hint, K for the list of every action) before the player's
decision, and the last steps are the player's own game (``free``): any legal decision is taken
and the computer seats think for themselves (at the easy level), so the game runs to its end.

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
#: the parts of an area a lesson can point at: the influence boxes under the tokens (R-C8),
#: the last prestige result strip ("R1 …"), the prestige chart's rows (R-PR4)
PARTS = ("influence", "result", "chart")
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
    #: parts of areas a narrated step talks about, outlined: (part, area) with part one of
    #: :data:`PARTS`
    parts: tuple[tuple[str, int], ...] = ()
    #: parts of the table the player clicks, in order, to show they found them: (part, area)
    #: with part one of :data:`PARTS` ("influence": the player's own box there)
    looks: tuple[tuple[str, int], ...] = ()
    #: a key the player presses before the step's next decision of theirs: "hint" (H) or
    #: "actions" (K, the list of every action)
    press: str = ""
    #: the table shows the round that just ended (its scores and results on the map) rather
    #: than the next round's pass, while this step is on screen
    round_end: bool = False
    #: the player's own game from here to its end: no taught decision, the computers think
    free: bool = False

    @property
    def narrated(self) -> bool:
        """Nothing to do but read (the window shows Next)."""
        return not self.moves and not self.press and not self.free and not self.looks

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
    ), round_end=True),
    # the map as round 1 left it: the influence boxes and ★ (R-C8), the R1 results, the ≈ rows
    # (the player clicks their ★ box in Tōtōmi, its R1 strip, then Owari's ≈ chart)
    Step("table", round_end=True, parts=(("influence", 5), ("result", 5), ("result", 6),
                                         ("chart", 3), ("chart", 2)),
         looks=(("influence", 5), ("result", 5), ("chart", 3))),
    # R-R2, R-PR4: round 2 begins on the same map; the chart rows pay nearer Kyoto; the pass
    # again (green passes blue the red 2 and the blue Ninja)
    Step("rounds", ("pass R3 B3", "pass Y1 Y2", "pass B1 B2", "pass R2 BN"), areas=(3, 2, 1)),
    # yellow leads its 4, green follows with the 5; the player asks for a hint (H)
    Step("hint", ("play Y4", "placement", "place 4", "end",
                  "play Y5", "placement", "place 5", "place 5", "end"), press="hint"),
    # R-E2 B: the yellow 3 (the only yellow: R-K2) for 3 AP; 1 AP moves a samurai one area,
    # and the same samurai may move again; green's 5 wins (R-K4a)
    Step("move", ("play Y3", "ap", "move 5>4", "move 5>4", "move 4>3", "end",
                  "play R4", "placement", "place 4", "place 4", "end")),
    # green leads the yellow 6; the player, out of yellow, picks the blue Ninja from the list (K)
    Step("keys", ("play Y6", "placement", "place 6", "end", "play BN"), press="actions"),
    # the rest of the game is the player's: round 2's last skirmishes, round 3, the end
    Step("play", free=True),
    # R-G1, R-G2: the final scoring happened on the table; the Results window is open
    Step("end"),
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


__all__ = ["PARTS", "SEAT_KINDS", "STEPS", "YOU", "Step", "first_round", "same_decision", "step_start",
           "taught"]
