"""The windows: the main window (a composition of menus and keys, session files, a window
registry, the tutorial and hint glue), its side panels, dialogs, help, replay, statistics and
results. Windows may use the table; the table never imports a window."""
