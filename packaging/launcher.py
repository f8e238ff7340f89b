"""Entry script of the frozen build: what PyInstaller runs when a player double-clicks the game.

Why a separate file: PyInstaller needs a script, not a ``module:function`` entry point, and this
keeps the frozen start identical to ``python -m joraku_desktop`` (same ``main()``, same flags,
including ``--smoke-test``).
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the AI's tournament tools use multiprocessing; harmless otherwise
    from joraku_desktop.__main__ import main  # the Qt-free layers first (see there)

    sys.exit(main())
