"""Every window of the game as PNGs, from one seeded game: the before/after pictures of a change
that must not change what the player sees, and the screens a player meets, to look at.

    QT_QPA_PLATFORM=offscreen python -m tools.shots /tmp/shots/before
    QT_QPA_PLATFORM=offscreen python -m tools.shots /tmp/shots/after
    python -m tools.shots --compare /tmp/shots/before /tmp/shots/after
    QT_QPA_PLATFORM=offscreen python -m tools.shots /tmp/shots/all --every

It plays a seeded game (Ann, the human, against three random computers, variant cards R-V1 and
R-V3) in the real window at 1280×720 (``--size``) and saves, in order: the table mid-game, the
action list (K), New game, About, the rules help (F1), the Kachidoki, prestige and round-summary
screens of the scoring, the winner's banner, the results, the replay of the finished game,
Statistics, every lesson of the tutorial, the table in each phase (the pass, a lead, the action
points step, R-V7's draft, R-V8's pass and discard) without and with the hint, and View →
Settings…. The human's moves come from the seed, the computers' from their own seeds, the
bundled fonts draw the text, the clock of the record is fixed and the time zone is UTC: the same
tree gives the same pictures on every machine, so two trees that draw alike give files that
``--compare`` finds identical (it prints the differing pixels of each file that is not).
At a size too narrow for the log beside the table, the table with the log's drawer open is
saved as well (``table-log-drawer.png``). ``--lang ru`` takes them in another language,
``--log hidden`` with the game log hidden by the player; ``--every`` in every language at the
three screen sizes the game is checked at (1600×1000, 1280×720, 1024×700), in OUT/LANG-WxH/. The
saves and the record go to a fresh temporary folder, never the player's.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from joraku_desktop.views.windows.main_window import MainWindow

SEED = 21
FIXED_CLOCK = "2025-05-01T10:00:00+00:00"


def _environment(size: tuple[int, int]) -> None:
    """Offscreen on a screen of ``size`` (the windows that fit themselves to the screen take the
    size they would take there), UTC, and a data folder of our own: set before Qt or the game
    is imported."""
    folder = tempfile.mkdtemp(prefix="joraku-shots-")
    if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
        screen = Path(folder) / "screen.json"
        screen.write_text(json.dumps({"screens": [
            {"name": "shots", "x": 0, "y": 0, "width": size[0], "height": size[1], "logicalDpi": 96,
             "logicalBaseDpi": 96, "dpr": 1}]}), encoding="utf-8")
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={screen}"
    os.environ["TZ"] = "UTC"
    time.tzset()
    os.environ["JORAKU_DATA_DIR"] = str(Path(folder) / "data")


def take(out: Path, size: tuple[int, int], lang: str, log: bool | None = None) -> list[Path]:
    """Open every window in turn and save each as ``NN-name.png`` in ``out`` (the game log shown or
    hidden as ``log`` says, else as the window decides)."""
    from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

    from joraku_desktop import i18n
    from joraku_desktop.app import load_fonts
    from joraku_desktop.controller import GameSetup
    from joraku_desktop.model import GameConfig
    from joraku_desktop.model.actions import PLACE
    from joraku_desktop.record import entry
    from joraku_desktop.saves import SeatInfo
    from joraku_desktop.settings import Settings
    from joraku_desktop.views.windows.main_window import MainWindow
    from joraku_desktop.views.windows.window_registry import WindowName

    entry.now_utc = lambda: FIXED_CLOCK  # the record's date of the finished game (Statistics)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([])
    load_fonts()
    i18n.install(lang)
    window = MainWindow(Settings(speed="instant", language=lang), autosave=False, record=True)
    window.confirm = lambda title, text: True
    window.resize(*size)
    if log is not None:
        window.set_log_visible(log)
    window.show()
    # each scoring step stays on screen until proceed(): the pictures show it, not a moment of it
    window.scoring.step_ms = 10**8
    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    extra: list[Path] = []  # frames some sizes have and others not: unnumbered, listed last

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
    if window.log_pane.folded:  # a window too narrow for the log beside the table: its drawer open
        window.read_log()
        settle()
        drawer = out / "table-log-drawer.png"  # unnumbered: the frames after it number alike
        window.grab().save(str(drawer))
        extra.append(drawer)
        window.read_log()
    window.requests.show_action_list()
    picker = next(w for w in window.findChildren(QWidget) if type(w).__name__ == "ActionPicker")
    shot("action-list", picker)
    picker.close()
    new_game = window.windows.show(WindowName.NEW_GAME)
    assert isinstance(new_game, QDialog)
    shot("new-game", new_game)
    new_game.reject()
    window.windows.show(WindowName.ABOUT)
    about = find(QMessageBox, "about-box")
    shot("about", about)
    about.close()
    window.windows.show(WindowName.RULES)
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
    play_until(lambda: window.windows.get(WindowName.RESULTS) is not None, "the results")
    assert window.windows.get(WindowName.RESULTS) is not None
    shot("winner-banner")  # the table under the results: the banner says who won and how
    shot("results", window.windows.get(WindowName.RESULTS))
    assert window.replays.replay_current()
    replay = window.windows.get(WindowName.REPLAY)
    assert replay is not None
    shot("replay", replay)
    replay.close()
    results = window.windows.get(WindowName.RESULTS)
    if results is not None:
        results.close()
    statistics = window.windows.show(WindowName.STATISTICS)
    assert statistics is not None
    shot("statistics", statistics)
    statistics.close()
    window.lessons.start()
    shot("tutorial")
    for step in range(1, window.tutorial.total):  # every lesson as it opens
        window.tutorial.go(step)
        shot(f"tutorial-{step + 1:02d}")
    window.tutorial.leave(finished=False)
    table_moments(window, shot, settle)
    # last: a tree without it numbers the others alike
    settings = window.windows.show(WindowName.SETTINGS)
    assert settings is not None
    shot("settings", settings)
    settings.close()
    window.controller.shutdown()
    window.close()
    return saved + extra


def table_moments(window: MainWindow, shot: Callable[[str], None], settle: Callable[[], None]) -> None:
    """The table in each phase a player meets, each with the hint shown (its words must hide
    no card, the skirmish or a panel): the pass (R-P2), leading a skirmish, the effect's choice
    (R-E2) and the action points step (R-E3), R-V7's draft of eight cards and its first
    skirmish, and R-V8's pass and discard."""
    import time

    from PySide6.QtWidgets import QApplication

    from joraku_desktop.controller.hints import HintState
    from joraku_desktop.model import GameConfig, new_game, scenario
    from joraku_desktop.model.game import Game
    from joraku_desktop.model.phases import Phase
    from joraku_desktop.saves import SeatInfo

    w = window
    w.hints.iterations, w.hints.budget_s = 6, None  # a small, clock-free search: the same hint each time

    def lead() -> Game:
        return scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"},
                        daimyo={"blue": 3}, variants=("R-V1", "R-V5"))

    moments: tuple[tuple[str, Callable[[], Game], tuple[str, ...]], ...] = (
        ("pass", lambda: new_game(GameConfig(4, seed=5)), ()),
        ("lead", lead, ()),
        ("effect-choice", lead, ("play R4",)),
        ("action-points", lead, ("play R4", "ap")),
        ("rv7-draft", lambda: new_game(GameConfig(2, "R-V7", seed=3)), ()),
        ("rv7-skirmish", lambda: new_game(GameConfig(2, "R-V7", seed=3)), ("to-play",)),
        ("rv8-pass", lambda: new_game(GameConfig(2, "R-V8", seed=3)), ()),
        ("rv8-discard", lambda: new_game(GameConfig(2, "R-V8", seed=3)), ("pass",)))
    names = ("Ann", "Oda", "Takeda", "Imagawa")
    for name, make, moves in moments:
        g = make()
        w.controller.set_paused(True)
        w.controller.start(g, [SeatInfo(n, "human" if i == 0 else "normal")
                               for i, n in enumerate(names[: g.players])])
        for move in moves:
            if move == "pass":
                while g.phase is Phase.PASS:
                    g.apply(g.legal_actions()[0])
            elif move == "to-play":  # on to the first skirmish, the human to play
                while not (g.phase is Phase.PLAY and g.current_seat == 0):
                    g.apply(g.legal_actions()[0])
            else:
                g.apply(move)
        w.refresh()
        settle()
        shot(f"table-{name}")
        w.hint_glue.toggle()
        deadline = time.monotonic() + 30
        while w.hints.state is not HintState.SHOWN and time.monotonic() < deadline:
            QApplication.processEvents()
            time.sleep(0.005)
        shot(f"table-{name}-hint")
        w.hint_glue.toggle()


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
    p.add_argument("--log", choices=("shown", "hidden"), help="the game log (default: as the window decides)")
    p.add_argument("--compare", type=Path, metavar="AFTER", help="compare OUT with the folder AFTER")
    p.add_argument("--every", action="store_true",
                   help="every language at 1600x1000, 1280x720 and 1024x700, in OUT/LANG-WxH/")
    args = p.parse_args(argv)
    if args.compare is not None:
        return compare(args.out, args.compare)
    if args.every:  # a process for each: Qt takes its screen once
        from joraku_desktop.languages import languages

        failed = 0
        for lang in (language.code for language in languages()):
            for wide, high in ((1600, 1000), (1280, 720), (1024, 700)):
                failed |= subprocess.call([sys.executable, "-m", "tools.shots", "--size", f"{wide}x{high}",
                                           "--lang", lang, str(args.out / f"{lang}-{wide}x{high}")])
        return 1 if failed else 0
    w, h = (int(x) for x in args.size.lower().split("x"))
    _environment((w, h))
    log = None if args.log is None else args.log == "shown"
    for path in take(args.out, (w, h), args.lang, log):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
