"""``python -m joraku_desktop`` starts the game window (the frozen build's launcher imports
:func:`main` from here too).

The Qt-free layers are imported before the window's modules bring in PySide6, and PySide6 is
told that none of ours selects a ``from __feature__ import`` switch (:mod:`.feature_scan`):
otherwise it reads the source of every module imported after it, 10-15 ms at every start.
"""

from . import logs, model, notices, saves, settings  # noqa: F401  (imported first, see above)
from .feature_scan import spare_source_scan

spare_source_scan()

from .app import main  # noqa: E402  (after the feature table is filled in)

if __name__ == "__main__":
    raise SystemExit(main())
