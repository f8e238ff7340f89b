"""``python -m joraku_desktop`` starts the game window (the frozen build's launcher imports
:func:`main` from here too).

The Qt-free layers are imported before the window's modules bring in PySide6: once PySide6 is
loaded it reads the source of every module imported after it (looking for its
``from __feature__ import`` switches, which none of ours use), ~10 ms over the engine, the
files and the settings at every start.
"""

from . import logs, model, notices, saves, settings  # noqa: F401  (imported first, see above)
from .app import main

if __name__ == "__main__":
    raise SystemExit(main())
