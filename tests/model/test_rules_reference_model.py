"""The engine's own scoring against an independent, plain re-reading of the rules, over random
games in every mode and with variant cards (R-K4, R-KS1, R-KS2, R-KS3, R-KS4, R-T1, R-PR1, R-PR2,
R-PR3, R-PR4, R-V1, R-V2, R-V3, R-V4, R-V5,
R-V8).

The reference below is written from the rules text alone (not from the engine), kept naive on
purpose: for every action that ends a skirmish it predicts the winner and every RP gain from
the position just before, and compares with the engine's events.
"""

from __future__ import annotations

import random

import pytest

from joraku_desktop.model import COLOURS, GameConfig, default_rules, new_game, position_to_dict
from joraku_desktop.model.events import RPScored, SkirmishWon

CHART = default_rules().chart


def _number(text: str) -> int | None:
    """1..6, or None for a Ninja."""
    return None if text[1] == "N" else int(text[1])


def ref_winner(trick: list[str]) -> int:
    """R-K4: (b) a Ninja wins if some 6 was played; else (a) highest number, Ninja 0; (c) last."""
    nums = [_number(c) for c in trick]
    ninjas = [i for i, n in enumerate(nums) if n is None]
    if ninjas and 6 in nums:
        return ninjas[-1]
    values = [0 if n is None else n for n in nums]
    best = max(values)
    return max(i for i, v in enumerate(values) if v == best)


def ref_ranks(infl: dict[str, int], share_highest: bool) -> dict[str, int]:
    """R-KS2/R-T1 (R-V2): rank of every army with influence > 0."""
    present = {a: x for a, x in infl.items() if x > 0}
    out = {}
    for a, x in present.items():
        above = sum(1 for y in present.values() if y > x)
        level = sum(1 for y in present.values() if y == x)
        out[a] = above + 1 if share_highest else above + level
    return out


def ref_influence(pos: dict, area: int) -> dict[str, int]:
    """R-C8: daimyo 2, each samurai 1."""
    return {c: a["samurai"][area] + (2 if a["daimyo_area"] == area else 0) for c, a in pos["armies"].items()}


def ref_skirmish_end(pos: dict, variants: frozenset[str]) -> tuple[str, dict[tuple[str, str, int], int]]:
    """The winner's colour and {(reason, colour, area): RP} when the skirmish in ``pos`` ends."""
    trick = pos["trick"]
    winner = trick[ref_winner([c for _a, c in trick])][0]
    gains: dict[tuple[str, str, int], int] = {}

    def gain(reason: str, colour: str, area: int, pts: int) -> None:
        if pts > 0 and colour != "purple":  # R-V8: the neutral army never gains RP
            gains[(reason, colour, area)] = gains.get((reason, colour, area), 0) + pts

    v2 = "R-V2" in variants
    table = (4, 2, 0) if "R-V3" in variants else (3, 2, 1)  # R-KS4 / R-V3
    area = pos["armies"][winner]["daimyo_area"]  # R-KS1
    for colour, rank in ref_ranks(ref_influence(pos, area), v2).items():
        gain("kachidoki", colour, area, table[rank - 1] if rank <= 3 else 0)
    per_round = {"R-V7": 4, "R-V8": 7}.get(pos["config"]["two_player_variant"] or "",
                                            6 if pos["config"]["players"] == 3 else 5)
    if pos["skirmish"] == per_round - 1:  # R-K6: the prestige phase follows (R-PR)
        for a in range(6, -1, -1):
            row = CHART[a][pos["round"] - 1]
            for colour, rank in ref_ranks(ref_influence(pos, a), v2).items():
                gain("prestige", colour, a, row[rank - 1] if rank <= 3 else 0)
                if "R-V1" in variants and rank == 1 and pos["armies"][colour]["daimyo_area"] == a:
                    gain("R-V1", colour, a, a)
    return winner, gains


CONFIGS = [
    (3, None, frozenset({"R-V1", "R-V2"})),
    (4, None, frozenset()),
    (4, None, frozenset({"R-V3", "R-V5"})),
    (4, None, frozenset({"R-V4", "R-V6"})),
    (2, "R-V7", frozenset({"R-V1", "R-V3"})),
    (2, "R-V8", frozenset({"R-V2", "R-V5"})),
    (2, "R-V8", frozenset({"R-V1", "R-V4"})),
]


@pytest.mark.parametrize(("players", "mode", "variants"), CONFIGS)
def test_R_K4_R_KS4_R_PR2_R_V1_to_R_V5_engine_scoring_matches_the_reference(
        players: int, mode: str | None, variants: frozenset[str]) -> None:
    seed = 3 + players + len(variants)
    g = new_game(GameConfig(players=players, two_player_variant=mode, variants=variants, seed=seed))
    rng = random.Random(seed)
    skirmishes = 0
    while not g.is_over:
        legal = g.legal_actions()
        action = legal[rng.randrange(len(legal))]
        pos = position_to_dict(g)
        events = g.apply(action)
        got: dict[tuple[str, str, int], int] = {}
        for e in events:
            if isinstance(e, RPScored):
                key = (e.reason, COLOURS[e.army], e.area)
                got[key] = got.get(key, 0) + e.points
        won = [e for e in events if isinstance(e, SkirmishWon)]
        if won:
            skirmishes += 1
            winner, want = ref_skirmish_end(pos, variants)
            assert COLOURS[won[0].army] == winner, pos["trick"]
            assert {k: v for k, v in got.items() if k[0] in ("kachidoki", "prestige", "R-V1")} == want
        elif str(action).startswith("play"):
            # R-V5 (RULING: followers only) on a play; nothing else scores on a play
            follower = bool(pos["trick"]) and action.card // 7 == ["red", "blue", "yellow"].index(
                pos["led_suit"])
            colour = COLOURS[action.army if action.army >= 0 else pos["order"][pos["turn"]]]
            want5 = {("R-V5", colour, -1): 2} if "R-V5" in variants and follower else {}
            assert got == want5
        elif str(action).startswith("daimyo"):
            colour = pos["acting"]["army"]
            arm = pos["armies"][colour]
            v4 = "R-V4" in variants and action.dst == 0 and not arm["kyoto_bonus_used"]
            assert got == ({("R-V4", colour, 0): arm["daimyo_card"]} if v4 else {})
        else:
            assert got == {}
    assert skirmishes == 3 * g.skirmishes_per_round
    assert sum(g.rp) > 0
