"""What the screen shows, decided without Qt: the presenters between the engine and the widgets.

A presenter reads a seat's view (R-P3), the engine's events or a replay and answers what the
table draws, which gestures a piece allows, which line the banner says, what the log tells and
which scoring beats follow. No module here imports PySide6; those that need sentences take them
from :mod:`joraku_desktop.words`, so a presenter is tested without a window.
"""
