"""The rules of Joraku: a pure-Python engine with no Qt and no I/O besides its rules data.

Start here::

    from joraku_desktop.model import GameConfig, new_game, observe
    g = new_game(GameConfig(players=4, seed=7))
    g.legal_actions()        # the seat to act's legal actions (g.current_seat)
    g.apply("pass R3 B5")     # or an Action; returns the events it caused
    view = observe(g, 0)      # what seat 0 may know (R-P3)

See docs/engine.md for scenarios, scoring an area, undo and saves.
"""

from .actions import COLOURS, NEUTRAL, Action, action_from_text
from .cards import CARD_NUMBER, CARD_SUIT, CARD_TEXT, card, card_name, cards
from .config import BASE, V7, V8, ConfigError, ConfigProblem, GameConfig, draw_variant_cards
from .errors import (
    IllegalActionError,
    InvalidStateError,
    JorakuError,
    Refusal,
    RefusalCode,
    RulesDataError,
    SaveError,
    UnknownNameError,
)
from .game import Game, new_game
from .position import game_from_position, position_to_dict
from .result import GameResult, TieBreak
from .rules_data import Rules, default_rules, load_rules, parse_rules
from .scenario import scenario
from .scoring import (
    AreaScore,
    Placing,
    PlacingReason,
    SkirmishReason,
    kachidoki_check,
    rank_armies,
    score_area,
    skirmish_winner,
)
from .view import SeatView, observe

__all__ = [
    "BASE",
    "CARD_NUMBER",
    "CARD_SUIT",
    "CARD_TEXT",
    "COLOURS",
    "NEUTRAL",
    "V7",
    "V8",
    "Action",
    "AreaScore",
    "ConfigError",
    "ConfigProblem",
    "Game",
    "GameConfig",
    "GameResult",
    "IllegalActionError",
    "InvalidStateError",
    "JorakuError",
    "Placing",
    "PlacingReason",
    "Refusal",
    "RefusalCode",
    "Rules",
    "RulesDataError",
    "SaveError",
    "SeatView",
    "SkirmishReason",
    "TieBreak",
    "UnknownNameError",
    "action_from_text",
    "card",
    "card_name",
    "cards",
    "default_rules",
    "draw_variant_cards",
    "game_from_position",
    "kachidoki_check",
    "load_rules",
    "new_game",
    "observe",
    "parse_rules",
    "position_to_dict",
    "rank_armies",
    "scenario",
    "score_area",
    "skirmish_winner",
]
