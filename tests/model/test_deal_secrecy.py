"""Nobody can work out the deal from what a seat sees.

A dishonest seat at a networked table sees its daimyo card and its own hand, then scans seeds
for the one that deals exactly that: with a 30-bit seed and each round dealt from
``Random(seed * 8 + round)`` it found the seed (and so every hand of every round) from the first
view. New games take 63 bits from ``secrets`` and deal each stream through a keyed hash
(``DealScheme.KEYED``); games saved before say no scheme and replay as they were dealt."""

from __future__ import annotations

import json
import random
import time

from joraku_desktop.controller.setups import default_setup
from joraku_desktop.model import GameConfig, new_game, observe
from joraku_desktop.model.config import DealScheme, new_seed
from joraku_desktop.model.save_format import game_from_json, game_to_json

SEAT = 1


def _seen(config: GameConfig) -> tuple[object, ...]:
    """What seat 1 sees at the start: the daimyo cards and its own hand."""
    v = observe(new_game(config), SEAT)
    return tuple(v.daimyo_card), tuple(sorted(v.hand))


def _scan(seen: tuple[object, ...], seeds: list[int]) -> list[tuple[int, DealScheme]]:
    """The cheater's scan: every candidate seed under both schemes that deals what was seen."""
    return [(s, d) for s in seeds for d in DealScheme if _seen(GameConfig(4, seed=s, deal=d)) == seen]


def _window() -> list[int]:
    """Where a cheater looks first: small seeds, seeds from the clock (seconds and
    milliseconds), and random 30-bit seeds as ``random.randrange(10**9)`` made them."""
    now = int(time.time())
    rng = random.Random(5)
    return [*range(0, 700), *range(now - 300, now + 300), *range(now * 1000 - 300, now * 1000),
            *(rng.randrange(10**9) for _ in range(400))]


def test_the_cheaters_scan_finds_the_old_deal_and_not_the_new() -> None:
    window = _window()
    # the scan works: a game dealt the old way from a seed in the window is found, the seed
    # and so every later round with it
    old = GameConfig(4, seed=window[-1], deal=DealScheme.SEQUENTIAL)
    assert (window[-1], DealScheme.SEQUENTIAL) in _scan(_seen(old), window)
    # a new game: the same scan over the same window finds nothing
    for _ in range(3):
        config = default_setup().config
        assert config.deal is DealScheme.KEYED and config.seed >= 2**20
        assert _scan(_seen(config), window) == []


def test_one_rounds_deal_says_nothing_of_the_next() -> None:
    """The old deal of round r + 1 came from round r's generator seed plus one: whoever learned
    one (from a seed found by the scan) knew the next. Keyed streams share nothing visible."""
    seed = new_seed()
    keyed = GameConfig(4, seed=seed, deal=DealScheme.KEYED)
    firsts = [keyed.chance(r).random() for r in range(4)]
    assert len(set(firsts)) == 4
    old = GameConfig(4, seed=seed, deal=DealScheme.SEQUENTIAL)
    assert old.chance(2).random() == random.Random(seed * 8 + 2).random()  # what old saves replay
    assert keyed.chance(2).random() != random.Random(seed * 8 + 2).random()


def test_new_seeds_have_63_bits() -> None:
    seeds = [new_seed() for _ in range(64)]
    assert all(0 <= s < 2**63 for s in seeds) and len(set(seeds)) == 64
    assert max(seeds) >= 2**60  # 63 random bits: 64 draws all under 2**60 has odds 2**-192


def test_a_keyed_game_saves_its_scheme_and_an_old_save_replays_as_dealt() -> None:
    keyed = new_game(GameConfig(4, seed=new_seed(), deal=DealScheme.KEYED))
    text = game_to_json(keyed)
    assert json.loads(text)["config"]["deal"] == "keyed"
    again, _seats = game_from_json(text)
    assert again.config == keyed.config and observe(again, 2).hand == observe(keyed, 2).hand
    old = new_game(GameConfig(4, seed=77))  # a save without "deal": written before keyed deals
    doc = json.loads(game_to_json(old))
    assert "deal" not in doc["config"]
    loaded, _seats = game_from_json(json.dumps(doc))
    assert loaded.config.deal is DealScheme.SEQUENTIAL
    assert observe(loaded, 0).hand == observe(new_game(GameConfig(4, seed=77)), 0).hand
