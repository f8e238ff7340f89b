"""Every window of the game as PNGs, from one seeded game: the before/after pictures of a change
that must not change what the player sees.

    QT_QPA_PLATFORM=offscreen python -m tools.shots /tmp/shots/before
    QT_QPA_PLATFORM=offscreen python -m tools.shots /tmp/shots/after
    python -m tools.shots --compare /tmp/shots/before /tmp/shots/after

It plays a seeded game (Ann, the human, against three random computers, variant cards R-V1 and
R-V3) in the real window at 1280×720 (``--size``) and saves, in order: the table mid-game, the
action list (K), New game, About, the rules help (F1), the Kachidoki, prestige and round-summary
screens of the scoring, the results, the replay of the finished game, Statistics, the first
lesson of the tutorial and View → Settings…. The human's moves come from the seed, the
computers' from their own seeds, the bundled fonts draw the text, the clock of the record is
fixed and the time zone is UTC: the same tree gives the same pictures on every machine, so two
trees that draw alike give files that ``--compare`` finds identical (it prints the differing
pixels of each file that is not). ``--lang ru`` takes them in another language. The saves and
the record go to a fresh temporary folder, never the player's.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

SEED = 21
FIXED_CLOCK = "2025-05-01T10:00:00+00:00"


def _environment() -> None:
    """Offscreen, UTC, and a data folder of our own: set before Qt or the game is imported."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["TZ"] = "UTC"
    time.tzset()
    os.environ["JORAKU_DATA_DIR"] = tempfile.mkdtemp(prefix="joraku-shots-")


def take(out: Path, size: tuple[int, int], lang: str) -> list[Path]:
    """Open every window in turn and save each as ``NN-name.png`` in ``out``."""
    from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

    from joraku_desktop import i18n
    from joraku_desktop.app import load_fonts
    from joraku_desktop.controller import GameSetup
    from joraku_desktop.model import GameConfig
    from joraku_desktop.model.actions import PLACE
    from joraku_desktop.record import entry
    from joraku_desktop.saves import SeatInfo
    from joraku_desktop.settings import Settings
    from joraku_desktop.views.windows.main_window import MainWindow

    entry.now_utc = lambda: FIXED_CLOCK  # the record's date of the finished game (Statistics)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([])
    load_fonts()
    if lang != "en":
        i18n.install(lang)
    window = MainWindow(Settings(speed="instant", language=lang), autosave=False, record=True)
    window.confirm = lambda title, text: True
    window.resize(*size)
    window.show()
    # each scoring step stays on screen until proceed(): the pictures show it, not a moment of it
    window.scoring.step_ms = 10**8
    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []

    def settle() -> None:
        for _ in range(3):
            app.processEvents()
            window.scene.animator.finish_all()

    def shot(name: str, widget: QWidget | None = None) -> None:
        settle()
        path = out / f"{len(saved) + 1:02d}-{name}.png"
        if not (widget or window).grab().save(str(path)):
            raise SystemExit(f"could not write {path}")
        saved.append(path)

    def find(kind: type[QWidget], name: str | None = None) -> QWidget:
        for w in app.topLevelWidgets() + window.findChildren(kind):
            if isinstance(w, kind) and w.isVisible() and (name is None or w.objectName() == name):
                return w
        raise SystemExit(f"no open {kind.__name__} {name or ''}")

    seats = (SeatInfo("Ann", "human"), SeatInfo("Oda", "random"), SeatInfo("Takeda", "random"),
             SeatInfo("Imagawa", "random"))
    window.start_game(GameSetup(GameConfig(players=4, variants=frozenset({"R-V1", "R-V3"}), seed=SEED),
                                seats))
    c = window.controller
    rng = random.Random(SEED)

    def play_until(stop: Callable[[], bool], what: str, limit_s: float = 60) -> None:
        """Play on (the human at random, plausibly; the computers on their thread), clicking on
        through the scoring, until ``stop()``."""
        deadline = time.monotonic() + limit_s
        while time.monotonic() < deadline:
            app.processEvents()
            if stop():
                return
            if window.scoring.active:
                window.scoring.proceed()
                continue
            g = c.game
            if g is None or g.is_over:  # what follows the end (the results) is on its way
                time.sleep(0.001)
                continue
            if not c.is_human(g.current_seat):
                time.sleep(0.001)
                continue
            legal = list(g.legal_actions())
            label = g.phase.name
            if label == "PLACE":  # a samurai or two per card, then end the action
                placed = g.history[-1].kind == PLACE and g.history[-2].kind == PLACE
                choice = legal[-1] if placed or rng.random() < 0.3 else legal[0]
            elif label == "MODE":
                choice = legal[0] if rng.random() < 0.6 else legal[1]
            else:
                choice = legal[rng.randrange(len(legal))]
            c.request(choice)
        if not stop():
            raise SystemExit(f"the game never reached {what}")

    def showcase() -> bool:
        g = c.game
        return (g is not None and g.round == 2 and g.phase.name == "PLAY" and len(g.trick) >= 2
                and g.skirmish >= 1 and c.is_human(g.current_seat) and not window.scoring.active)

    play_until(showcase, "round 2 with cards on the skirmish")
    shot("table")
    window.show_action_list()
    picker = next(w for w in window.findChildren(QWidget) if type(w).__name__ == "ActionPicker")
    shot("action-list", picker)
    picker.close()
    window.ask_new_game()
    assert window.new_game_dialog is not None
    shot("new-game", window.new_game_dialog)
    window.new_game_dialog.reject()
    window.show_about()
    about = find(QMessageBox, "about-box")
    shot("about", about)
    about.close()
    window.show_rules()
    rules = next(w for w in window.findChildren(QWidget, "rules-window") if w.isVisible())
    shot("rules-help", rules)
    rules.close()

    def scoring(kind: str) -> Callable[[], bool]:
        def now() -> bool:
            st = window.scoring.step
            return window.scoring.active and st is not None and st.kind == kind
        return now

    for kind in ("kachidoki", "prestige", "summary"):
        play_until(scoring(kind), f"a {kind} scoring step")
        shot(f"scoring-{kind}")
        window.scoring.proceed()
    play_until(lambda: window.results is not None, "the results")
    assert window.results is not None
    shot("results", window.results)
    assert window.replay_current() and window.replay_window is not None
    shot("replay", window.replay_window)
    window.replay_window.close()
    if window.results is not None:
        window.results.close()
    window.show_statistics()
    assert window.statistics is not None
    shot("statistics", window.statistics)
    window.statistics.close()
    window.start_tutorial()
    shot("tutorial")
    window.show_settings()  # last: a tree without it numbers the others alike
    settings = window.secondary.settings_dialog
    assert settings is not None
    shot("settings", settings)
    settings.close()
    window.controller.shutdown()
    window.close()
    return saved


def compare(before: Path, after: Path) -> int:
    """Print, for each PNG of ``before``, whether ``after`` has the same pixels; 1 if any differ."""
    from PySide6.QtGui import QImage

    differ = 0
    names = sorted({p.name for p in before.glob("*.png")} | {p.name for p in after.glob("*.png")})
    for name in names:
        a, b = QImage(str(before / name)), QImage(str(after / name))
        if a.isNull() or b.isNull():
            print(f"{name}: only in {'after' if a.isNull() else 'before'}")
            differ += 1
            continue
        if a.size() != b.size():
            print(f"{name}: size {a.width()}×{a.height()} → {b.width()}×{b.height()}")
            differ += 1
            continue
        a = a.convertToFormat(QImage.Format.Format_RGB32)
        b = b.convertToFormat(QImage.Format.Format_RGB32)
        if a == b:
            print(f"{name}: identical")
            continue
        pixels = sum(1 for y in range(a.height()) for x in range(a.width()) if a.pixel(x, y) != b.pixel(x, y))
        print(f"{name}: {pixels} pixels differ of {a.width() * a.height()}")
        differ += 1
    return 1 if differ else 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("out", type=Path, help="folder for the PNGs (or, with --compare, the 'before' folder)")
    p.add_argument("--size", default="1280x720", help="the main window's size, WIDTHxHEIGHT")
    p.add_argument("--lang", default="en", help="the language (a code of joraku_desktop.i18n)")
    p.add_argument("--compare", type=Path, metavar="AFTER", help="compare OUT with the folder AFTER")
    args = p.parse_args(argv)
    if args.compare is not None:
        return compare(args.out, args.compare)
    _environment()
    w, h = (int(x) for x in args.size.lower().split("x"))
    for path in take(args.out, (w, h), args.lang):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
