"""Mutation fuzzer for :func:`game_from_position`: does every position that loads play to its end?

    python -m tools.fuzz_positions                 # 20,000 mutants, seed 1
    python -m tools.fuzz_positions --mutants 2000 --seed 7 --show 5

Real positions are taken from random games in every mode (4p, 3p, R-V7, R-V8, with random
pairs of variant cards), at every phase; each is mutated (one or two fields changed: phase,
round, turn, order, pending choices, cards moved between places, Kachidoki holder, acting
army/card/AP, trick, led suit, supplies, samurai, daimyo, draft…). A mutant the loader
refuses with :class:`InvalidStateError` is fine; one it accepts must then play to its end
with random legal actions, be observable from every seat and round-trip through
:func:`position_to_dict`. Anything else is a failure, classified by where it happened.

The same functions drive the property test in ``tests/model/test_crafted_positions.py``
(a few hundred mutants); the full run lives here because it takes minutes, not seconds.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from itertools import combinations
from typing import TypeVar

from joraku_desktop.model import observe
from joraku_desktop.model.actions import COLOURS
from joraku_desktop.model.cards import CARD_TEXT
from joraku_desktop.model.config import GameConfig
from joraku_desktop.model.errors import InvalidStateError
from joraku_desktop.model.game import Game, new_game
from joraku_desktop.model.phases import Phase
from joraku_desktop.model.position import Position, game_from_position, position_to_dict
from joraku_desktop.model.rules_data import default_rules

#: (players, two-player variant) of every mode
MODES: tuple[tuple[int, str | None], ...] = ((4, None), (3, None), (2, "R-V7"), (2, "R-V8"))
VARIANT_PAIRS: tuple[frozenset[str], ...] = (frozenset(), *(frozenset(p) for p in combinations(
    default_rules().variant_ids, 2)))
#: a mutant that has not ended after this many decisions is reported (a game has ~100-300)
MAX_STEPS = 3000

OK, REFUSED = "ok", "refused"

_T = TypeVar("_T")


# ---- real positions --------------------------------------------------------------------------
def real_positions(rng: random.Random, games: int, every: float = 0.08) -> list[Position]:
    """Positions of ``games`` random games (each mode in turn, random variant pairs): about one
    decision in ``1/every``, the first of every phase of a game, and the final position."""
    out: list[Position] = []
    for i in range(games):
        players, variant = MODES[i % len(MODES)]
        config = GameConfig(players, variant, rng.choice(VARIANT_PAIRS), rng.randrange(1 << 30))
        g = new_game(config)
        seen: set[tuple[int, int]] = set()
        while not g.is_over:
            key = (g.round, g.phase)
            if key not in seen or rng.random() < every:
                seen.add(key)
                out.append(position_to_dict(g))
            legal = _step("legal_actions", g.legal_actions)
            g.apply(legal[rng.randrange(len(legal))])
        out.append(position_to_dict(g))
    return out


# ---- mutations -------------------------------------------------------------------------------
def _card_places(d: Position) -> list[list[str]]:
    """Every list of card texts in the position that a mutation may take from or add to."""
    places: list[list[str]] = [*d["hands"], d["set_aside"], *d["discards"], *d["draft"], *d["received"]]
    places += [p for p in d["pending"] if p is not None]
    places += [k for row in d["known"] for k in row]
    return places


def _rand_card(rng: random.Random) -> str:
    return CARD_TEXT[rng.randrange(len(CARD_TEXT))]


def _m_phase(d: Position, rng: random.Random) -> None:
    d["phase"] = rng.choice([p.label for p in Phase])


def _m_round(d: Position, rng: random.Random) -> None:
    d["round"] = rng.choice((d["round"] - 1, d["round"] + 1, rng.randrange(0, 5)))


def _m_skirmish(d: Position, rng: random.Random) -> None:
    d["skirmish"] = rng.choice((d["skirmish"] - 1, d["skirmish"] + 1, rng.randrange(0, 9)))


def _m_turn(d: Position, rng: random.Random) -> None:
    d["turn"] = rng.choice((d["turn"] - 1, d["turn"] + 1, rng.randrange(-1, 6)))


def _m_order(d: Position, rng: random.Random) -> None:
    n = d["config"]["players"]
    order = d["order"]
    choice = rng.randrange(4)
    if choice == 0:
        rng.shuffle(order)
    elif choice == 1 and order:
        order.pop(rng.randrange(len(order)))
    elif choice == 2:
        order.append(rng.randrange(n))
    else:
        d["order"] = [rng.randrange(n) for _ in range(rng.randrange(1, 5))]


def _m_pending(d: Position, rng: random.Random) -> None:
    s = rng.randrange(len(d["pending"]))
    hand = d["hands"][s]
    choice = rng.randrange(4)
    if choice == 0:
        d["pending"][s] = None
    elif choice == 1 and hand:  # take cards out of the hand as a choice
        k = min(len(hand), rng.choice((1, 2, 3)))
        picked = rng.sample(hand, k)
        for c in picked:
            hand.remove(c)
        d["pending"][s] = picked
    elif choice == 2 and d["pending"][s]:  # put a chosen card back into the hand
        hand.append(d["pending"][s].pop())
    else:
        d["pending"][s] = [_rand_card(rng) for _ in range(rng.randrange(0, 4))]


def _m_move_card(d: Position, rng: random.Random) -> None:
    places = [p for p in _card_places(d) if p]
    if not places:
        return
    src = rng.choice(places)
    c = src.pop(rng.randrange(len(src)))
    rng.choice(_card_places(d)).append(c)


def _m_drop_or_add_card(d: Position, rng: random.Random) -> None:
    places = _card_places(d)
    p = rng.choice(places)
    if p and rng.random() < 0.5:
        p.pop(rng.randrange(len(p)))
    else:
        p.append(_rand_card(rng))


def _m_swap_hands(d: Position, rng: random.Random) -> None:
    key = rng.choice(("hands", "draft", "discards", "pending", "received", "known"))
    lst = d[key]
    i, j = rng.randrange(len(lst)), rng.randrange(len(lst))
    lst[i], lst[j] = lst[j], lst[i]


def _m_kachidoki(d: Position, rng: random.Random) -> None:
    n = d["config"]["players"]
    if rng.random() < 0.5:
        d["kachidoki_seat"] = rng.randrange(n)
    else:
        d["kachidoki_army"] = rng.choice(list(d["armies"]))
    if rng.random() < 0.5:  # keep seat and army consistent so the deeper checks are reached
        a = COLOURS.index(d["kachidoki_army"])
        d["kachidoki_seat"] = a // 2 if d["config"]["two_player_variant"] == "R-V7" else a


def _m_acting(d: Position, rng: random.Random) -> None:
    acting = d["acting"]
    choice = rng.randrange(4)
    if choice == 0:
        d["acting"] = None
    elif acting is None or choice == 1:
        d["acting"] = {"army": rng.choice(list(d["armies"])), "card": _rand_card(rng),
                       "left": rng.randrange(0, 7)}
        if d["trick"] and rng.random() < 0.7:
            d["acting"]["army"], d["acting"]["card"] = d["trick"][-1]
    elif choice == 2:
        acting["left"] = rng.randrange(-1, 9)
    else:
        acting["card"] = _rand_card(rng)


def _m_trick(d: Position, rng: random.Random) -> None:
    trick, played = d["trick"], d["played"]
    choice = rng.randrange(3)
    if choice == 0 and trick:  # take back the last card into its seat's hand
        army, c = trick.pop()
        if played and played[-1][1:] == [army, c]:
            played.pop()
        owner = COLOURS.index(army)
        owner = owner // 2 if d["config"]["two_player_variant"] == "R-V7" else owner
        if 0 <= owner < len(d["hands"]):
            d["hands"][owner].append(c)
    elif choice == 1 and trick:
        i = rng.randrange(len(trick))
        trick[i] = [rng.choice(list(d["armies"])), trick[i][1]]
    else:  # a card from a hand joins the skirmish
        s = rng.randrange(len(d["hands"]))
        if d["hands"][s]:
            c = d["hands"][s].pop(rng.randrange(len(d["hands"][s])))
            army = rng.choice(list(d["armies"]))
            trick.append([army, c])
            played.append([d["skirmish"], army, c])


def _m_led(d: Position, rng: random.Random) -> None:
    d["led_suit"] = rng.choice((None, "red", "blue", "yellow"))


def _m_played(d: Position, rng: random.Random) -> None:
    played = d["played"]
    if not played:
        return
    i = rng.randrange(len(played))
    if rng.random() < 0.5:
        played[i][0] = rng.randrange(-1, 9)
    else:
        played[i][1] = rng.choice(list(d["armies"]))


def _m_army(d: Position, rng: random.Random) -> None:
    name = rng.choice(list(d["armies"]))
    army = d["armies"][name]
    choice = rng.randrange(6)
    if choice == 0:  # a samurai moves between areas or between map and supply
        src, dst = rng.randrange(8), rng.randrange(8)
        if src < 7 and army["samurai"][src] > 0:
            army["samurai"][src] -= 1
        elif src == 7 and army["supply"] > 0:
            army["supply"] -= 1
        else:
            return
        if dst < 7:
            army["samurai"][dst] += 1
        else:
            army["supply"] += 1
    elif choice == 1:
        army["supply"] = rng.randrange(-1, 12)
    elif choice == 2:
        army["daimyo_area"] = rng.randrange(-1, 8)
    elif choice == 3:
        army["daimyo_card"] = rng.randrange(0, 8)
    elif choice == 4:
        army["rp"] = rng.choice((-1, 0, army["rp"] + 1, 10_000))
    else:
        army["kyoto_bonus_used"] = not army["kyoto_bonus_used"]


_JUNK: tuple[object, ...] = (None, "x", -1, 99, 1.5, True, [], {}, [None], ["ZZ"], [[1, 2]])


def _m_junk(d: Position, rng: random.Random) -> None:
    """A field of the wrong type or shape (what a hand-edited save file may hold)."""
    if rng.random() < 0.3:
        army = d["armies"][rng.choice(list(d["armies"]))]
        army[rng.choice(list(army))] = rng.choice(_JUNK)
    elif rng.random() < 0.3 and d["acting"] is not None:
        d["acting"][rng.choice(list(d["acting"]))] = rng.choice(_JUNK)
    else:
        d[rng.choice([k for k in d if k != "config"])] = rng.choice(_JUNK)


MUTATIONS: tuple[Callable[[Position, random.Random], None], ...] = (
    _m_phase, _m_round, _m_skirmish, _m_turn, _m_order, _m_pending, _m_pending, _m_move_card,
    _m_move_card, _m_move_card, _m_drop_or_add_card, _m_swap_hands, _m_kachidoki, _m_acting,
    _m_acting, _m_trick, _m_trick, _m_led, _m_played, _m_army, _m_army, _m_junk,
)


def mutate(d: Position, rng: random.Random) -> tuple[Position, list[str]]:
    """A copy of ``d`` with one to three random mutations; also their names."""
    m = copy.deepcopy(d)
    names = []
    for _ in range(rng.choice((1, 1, 1, 2, 2, 3))):
        f = rng.choice(MUTATIONS)
        # an earlier junk mutation may have left no field of the shape this one changes
        with contextlib.suppress(AttributeError, TypeError, IndexError, KeyError, ValueError):
            f(m, rng)
        names.append(f.__name__[3:])
    return m, names


# ---- playing a mutant to its end -------------------------------------------------------------
@dataclass
class Outcome:
    """What happened to one mutant: ``ok``, ``refused`` or a failure kind, with detail."""

    kind: str
    detail: str = ""
    steps: int = 0


def _observe_all(g: Game) -> None:
    for seat in range(g.players):
        observe(g, seat)


def _round_trip(g: Game) -> str:
    d = position_to_dict(g)
    again = position_to_dict(game_from_position(d))
    return "" if again == d else "position_to_dict(game_from_position(d)) != d"


def _step(label: str, f: Callable[[], _T]) -> _T:
    try:
        return f()
    except Exception as exc:
        raise _FailureError(f"exception in {label}", f"{type(exc).__name__}: {exc}") from exc


class _FailureError(Exception):
    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(kind)
        self.kind, self.detail = kind, detail


def play_out(g: Game, rng: random.Random, max_steps: int = MAX_STEPS) -> Outcome:
    """Play ``g`` to its end with random legal actions. Every seat observes the start and the
    first position of each phase; the position round-trips at the start and at every round."""
    steps = 0
    try:
        _step("observe", lambda: _observe_all(g))
        problem = _step("position_to_dict round trip", lambda: _round_trip(g))
        if problem:
            return Outcome("position_to_dict round trip", str(problem))
        last = (g.round, g.phase)
        while not g.is_over:
            if steps >= max_steps:
                return Outcome(f"not over after {max_steps} decisions", "", steps)
            seat = _step("current_seat", lambda: g.current_seat)
            if not (isinstance(seat, int) and 0 <= seat < g.players):
                return Outcome("bad current_seat", f"{seat!r}", steps)
            legal = _step("legal_actions", g.legal_actions)
            if not legal:
                return Outcome("no legal action before the end",
                               f"round {g.round}, phase {g.phase_name}", steps)
            action = legal[rng.randrange(len(legal))]
            _step("apply", partial(g.apply, action))
            steps += 1
            now = (g.round, g.phase)
            if now != last:
                _step("observe", lambda: _observe_all(g))
                if now[0] != last[0]:
                    problem = _step("position_to_dict round trip", lambda: _round_trip(g))
                    if problem:
                        return Outcome("position_to_dict round trip", str(problem), steps)
                last = now
        _step("observe", lambda: _observe_all(g))
        _step("result", lambda: g.result.winner)  # type: ignore[union-attr]
    except _FailureError as f:
        return Outcome(f.kind, f.detail, steps)
    return Outcome(OK, "", steps)


def check_mutant(d: Position, rng: random.Random, max_steps: int = MAX_STEPS) -> Outcome:
    """Load ``d``; if it loads, play it out (:func:`play_out`)."""
    try:
        g = game_from_position(d)
    except InvalidStateError:
        return Outcome(REFUSED)
    except Exception as exc:
        return Outcome("loader raised something other than InvalidStateError",
                       f"{type(exc).__name__}: {exc}")
    g.record = False  # like a search copy: the checks are on the rules, not on undo
    return play_out(g, rng, max_steps)


@dataclass
class Report:
    mutants: int = 0
    counts: Counter[str] = field(default_factory=Counter)
    examples: dict[str, list[tuple[list[str], str]]] = field(default_factory=dict)

    @property
    def loaded(self) -> int:
        return self.mutants - self.counts[REFUSED] - self.counts[
            "loader raised something other than InvalidStateError"]

    @property
    def broken(self) -> int:
        return self.mutants - self.counts[REFUSED] - self.counts[OK]


def run(mutants: int, seed: int, games: int | None = None, max_steps: int = MAX_STEPS) -> Report:
    """Fuzz ``mutants`` mutated positions; deterministic for a seed."""
    rng = random.Random(seed)
    pool = real_positions(rng, games if games is not None else max(8, mutants // 50))
    rep = Report()
    for _ in range(mutants):
        m, names = mutate(rng.choice(pool), rng)
        out = check_mutant(m, rng, max_steps)
        rep.mutants += 1
        rep.counts[out.kind] += 1
        if out.kind not in (OK, REFUSED):
            rep.examples.setdefault(out.kind, []).append((names, out.detail))
    return rep


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--mutants", type=int, default=20_000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--games", type=int, default=None, help="real games to take positions from")
    p.add_argument("--show", type=int, default=3, help="examples to print per failure kind")
    args = p.parse_args(argv)
    t0 = time.perf_counter()
    rep = run(args.mutants, args.seed, args.games)
    secs = time.perf_counter() - t0
    print(f"{rep.mutants:,} mutants (seed {args.seed}) in {secs:.0f} s")
    print(f"  refused by the position checks: {rep.counts[REFUSED]:,}")
    print(f"  loaded: {rep.loaded:,}, of which played to the end cleanly: {rep.counts[OK]:,}")
    print(f"  broken: {rep.broken:,}")
    for kind, cnt in rep.counts.most_common():
        if kind in (OK, REFUSED):
            continue
        print(f"    {cnt:6,}  {kind}")
        for names, detail in rep.examples[kind][: args.show]:
            print(f"              e.g. after {'+'.join(names)}: {detail[:150]}")
    return 1 if rep.broken else 0


if __name__ == "__main__":
    sys.exit(main())
