"""The Qt-aware glue between the rules engine and the window.

:class:`GameController` owns the :class:`~joraku_desktop.model.Game`, applies the actions the
views request (the views never change the game themselves), runs computer seats off the GUI
thread, autosaves, and reports through signals. :class:`HotSeat` decides when the curtain
must hide the hands between two humans.
"""

from .ai_runner import AiRunner
from .game_controller import GameController
from .hotseat import HotSeat
from .setups import GameSetup

__all__ = ["AiRunner", "GameController", "GameSetup", "HotSeat"]
