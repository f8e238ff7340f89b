"""Every secondary window of the main window, one row each.

A row says what the window is (:class:`.window_registry.WindowSpec`): its name, the module that
makes it (imported when it is first opened: a faster start), whether it holds the computer
players, whether asking again makes a new one, whether a new language makes it again. The menus,
the keys and the other parts open a window by its name (``windows.show(WindowName.RULES)``).
Adding a window: its module (with ``open_window(host)``), one row here, its test, and the
generated translations.

The rows' order is the order the open windows are made again in a new language.
"""

from __future__ import annotations

from .window_registry import WindowName, WindowSpec

WINDOWS: tuple[WindowSpec, ...] = (
    WindowSpec(WindowName.RULES, "help_window"),
    WindowSpec(WindowName.STATISTICS, "statistics"),
    WindowSpec(WindowName.RESULTS, "results_dialog", fresh=True),
    WindowSpec(WindowName.REPLAY, "replay_window", fresh=True),
    WindowSpec(WindowName.SETTINGS, "settings_dialog"),
    WindowSpec(WindowName.NEW_GAME, "dialogs", modal=True),
    WindowSpec(WindowName.ABOUT, "about", fresh=True, remade=False),
    WindowSpec(WindowName.REVIEW, "review_window", fresh=True, remade=False),
)
