"""The seer of ``scripts/oracle_match.py`` (a measuring instrument) deals the true hidden cards,
and only while the real game is shown to it: the search itself never sees them."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path
from types import ModuleType

from joraku_desktop.ai import mcts
from joraku_desktop.model.config import GameConfig
from joraku_desktop.model.game import Game, new_game
from joraku_desktop.model.phases import SKIRMISH_PHASES
from joraku_desktop.model.view import observe


def load_script() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "scripts" / "oracle_match.py"
    spec = importlib.util.spec_from_file_location("oracle_match", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def at_first_card(players: int, variant: str | None) -> Game:
    g = new_game(GameConfig(players, variant, seed=11))
    while g.phase not in SKIRMISH_PHASES:
        g.apply(g.legal_actions()[0])
    return g


def test_the_seer_deals_the_true_hidden_cards_and_a_guess_without_the_game() -> None:
    script = load_script()
    assert mcts.Dealer is not script.SeerDealer  # loading the script changes nothing
    for players, variant in ((4, None), (2, "R-V8")):
        g = at_first_card(players, variant)
        view = observe(g, g.current_seat)
        others = [o for o in range(players) if o != view.seat]
        script._TRUE_GAME = g
        try:
            seen = script.SeerDealer(view, random.Random(1)).deal()
        finally:
            script._TRUE_GAME = None
        assert all(seen.hands[o] == g.hands[o] for o in others)
        assert all(seen.discards[o] == g.discards[o] for o in others)
        assert seen.set_aside == g.set_aside
        assert seen.hands[view.seat] == g.hands[view.seat]
        guessed = [script.SeerDealer(view, random.Random(k)).deal() for k in range(5)]
        assert any(d.hands[o] != g.hands[o] for d in guessed for o in others)
