"""``python -m joraku_desktop`` starts the game window."""

from .app import main

raise SystemExit(main())
