"""The sound cues, heard through a recording backend while a player plays the real window.

Your turn (only for a person's seat, once per turn that comes back from another seat), a
skirmish won or lost (R-K4), Kachidoki (R-K5, R-KS), the end (R-G2: a fanfare for a person's
win); nothing while sound is switched off in View → Settings…; the volume chosen there is the
one the backend gets. The system player is tested with stand-in programs: missing, hanging.
"""

from __future__ import annotations

import json
import logging
import os
import stat
import wave
from array import array
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QCheckBox, QPushButton, QSlider

from joraku_desktop.model import GameConfig, new_game, scenario
from joraku_desktop.model.events import AreaScored, SkirmishWon
from joraku_desktop.settings import DEFAULT_VOLUME, Settings
from joraku_desktop.views.sound.cues import PEAK, Cue, file_name, samples
from joraku_desktop.views.sound.player import ProcessPlayer, Silent, player_command, system_backend, write_cue
from joraku_desktop.views.windows.window_registry import WindowName

from .conftest import centre, click, settle, start
from .test_whole_game_by_mouse import finish_by_mouse

LEFT = Qt.MouseButton.LeftButton


@dataclass(frozen=True)
class Heard:
    cue: Cue
    volume: int
    #: the seat to act and whether the game was over when the cue played
    seat: int
    over: bool


class Recording:
    """A backend that writes down what it is asked to play, and the table at that moment."""

    missing_player = False

    def __init__(self, w) -> None:
        self.w = w
        self.heard: list[Heard] = []
        self.prepared: list[int] = []

    def play(self, cue: Cue, volume: int) -> None:
        g = self.w.controller.game
        self.heard.append(Heard(cue, volume, g.current_seat if g else -1, bool(g and g.is_over)))

    def prepare(self, volume: int) -> None:
        self.prepared.append(volume)

    def stop(self) -> None:
        pass

    def cues(self, *kinds: Cue) -> list[Heard]:
        return [h for h in self.heard if h.cue in kinds]


def listen(qtbot, w, gap_ms: int = 0) -> Recording:
    """The window's sound room (started once the table is drawn) with a recording backend."""
    qtbot.waitUntil(lambda: w.secondary.sound is not None, timeout=5000)
    assert isinstance(w.secondary.sound.backend, Silent), "tests are silent unless they ask for a backend"
    rec = Recording(w)
    w.secondary.sound.set_backend(rec)
    w.secondary.sound.gap_ms = gap_ms
    return rec


def expected_turns(story, humans: set[int]) -> int:
    """Turns that come back to a person after another seat decided (the deal is no seat)."""
    return sum(1 for prev, step in pairwise(story[1:])
               if step.seat in humans and prev.seat != step.seat)


@pytest.mark.parametrize("players,variant,kinds", [
    (4, None, ("human", "random", "random", "random")),
    (2, "R-V7", ("human", "random")),
], ids=["4p", "R-V7"])
def test_a_whole_game_by_mouse_sounds_at_its_moments(window, qtbot, players, variant, kinds) -> None:
    w = window
    rec = listen(qtbot, w)
    g = new_game(GameConfig(players, variant, frozenset(), seed=4))
    start(w, g, kinds)
    finish_by_mouse(qtbot, w, g, 0)
    story = w.controller.story()
    # your turn: only with the person's seat to act, once each time it comes back to them
    turns = rec.cues(Cue.YOUR_TURN)
    assert turns and all(h.seat == 0 and not h.over for h in turns)
    assert len(turns) == expected_turns(story, {0})
    # each skirmish (R-K4): won or lost from the person's side, then its Kachidoki (R-K5)
    won = [e for s in story for e in s.events if isinstance(e, SkirmishWon)]
    kachidoki = [e for s in story for e in s.events if isinstance(e, AreaScored) and e.kind == "kachidoki"]
    assert len(won) == len(kachidoki) > 10
    mine = sum(1 for e in won if g.owner[e.army] == 0)
    assert len(rec.cues(Cue.SKIRMISH_WON)) == mine and 0 < mine < len(won)
    assert len(rec.cues(Cue.SKIRMISH_LOST)) == len(won) - mine
    assert len(rec.cues(Cue.KACHIDOKI)) == len(kachidoki)
    order = [h.cue for h in rec.heard if h.cue is not Cue.YOUR_TURN]
    for i, cue in enumerate(order):
        if cue in (Cue.SKIRMISH_WON, Cue.SKIRMISH_LOST):
            assert order[i + 1] is Cue.KACHIDOKI, "Kachidoki follows the skirmish it comes from"
    # the end, once, when the game is over: a fanfare for the person's win
    ends = rec.cues(Cue.FANFARE, Cue.GAME_OVER)
    assert [h.cue for h in ends] == [Cue.FANFARE if g.result.winner == 0 else Cue.GAME_OVER]
    assert ends[0].over and rec.heard[-1] == ends[0]
    assert {h.volume for h in rec.heard} == {DEFAULT_VOLUME}


def test_computers_alone_make_no_sound_but_the_end(window, qtbot) -> None:
    w = window
    rec = listen(qtbot, w)
    g = new_game(GameConfig(players=4, seed=21))
    start(w, g, ("random",) * 4)
    qtbot.waitUntil(lambda: w.windows.get(WindowName.RESULTS) is not None, timeout=60_000)
    assert [h.cue for h in rec.heard] == [Cue.GAME_OVER]


def test_hot_seat_calls_each_person_to_their_turn(window, qtbot) -> None:
    w = window
    rec = listen(qtbot, w)
    g = new_game(GameConfig(players=3, seed=11))
    start(w, g, ("human", "human", "random"))
    assert rec.heard == [], "a new deal is no news"

    def pass_two() -> None:
        click(qtbot, w, centre(w.scene.banner))  # lift the curtain
        for it in [it for it in w.scene.hand_items if it.isVisible()][:2]:
            click(qtbot, w, centre(it))
        qtbot.mouseClick(w.action_bar.b_confirm, LEFT)
        settle(w)

    pass_two()  # Ann passes (R-P2): Bob is called
    assert [(h.cue, h.seat) for h in rec.heard] == [(Cue.YOUR_TURN, 1)]
    pass_two()  # Bob passes: the computer, then the skirmishes begin with whoever leads
    qtbot.waitUntil(lambda: g.current_seat in (0, 1) and w.scene.state.interactive, timeout=10_000)
    assert [h.cue for h in rec.heard].count(Cue.YOUR_TURN) == 2
    assert rec.heard[-1].seat == g.current_seat


def test_an_undo_is_silent(window, qtbot) -> None:
    w = window
    rec = listen(qtbot, w)
    lead = scenario(players=4, phase="play", kachidoki="blue", hands={"blue": "R4 B2 YN R1 Y6"},
                    daimyo={"blue": 3})
    kinds = ["random"] * 4
    kinds[lead.current_seat] = "human"
    start(w, lead, kinds)
    me = lead.current_seat
    assert w.controller.request("play R4") is None
    settle(w)
    qtbot.mouseClick(w.action_bar.b_placement, LEFT)  # R-E2: placement
    settle(w)
    before = len(lead.history)
    assert w.undo_action.isEnabled()
    w.undo_action.trigger()  # Game → Undo: the choice is taken back, the same person acts again
    settle(w)
    assert len(lead.history) < before and lead.current_seat == me
    assert rec.heard == []


def test_a_loaded_finished_game_is_silent(window, qtbot, tmp_path) -> None:
    w = window
    rec = listen(qtbot, w)
    g = new_game(GameConfig(players=4, seed=21))
    start(w, g, ("random",) * 4)
    qtbot.waitUntil(lambda: w.windows.get(WindowName.RESULTS) is not None, timeout=60_000)
    path = tmp_path / "over.joraku.json"
    assert w.files.save_to(path)
    rec.heard.clear()
    assert w.files.load(path)
    settle(w)
    assert rec.heard == [], "a finished game loaded is not a game that ended now"


def open_settings(qtbot, w):
    action = w.findChild(QAction, "action-settings")
    assert action is not None and action.text()
    action.trigger()
    dlg = w.windows.get(WindowName.SETTINGS)
    qtbot.waitExposed(dlg)
    return dlg


def test_sound_off_in_the_settings_dialog_is_silence(window, qtbot, tmp_path) -> None:
    w = window
    w.settings.path = tmp_path / "settings.json"
    rec = listen(qtbot, w)
    dlg = open_settings(qtbot, w)
    box = dlg.findChild(QCheckBox, "settings-sound-on")
    assert box.isChecked()
    qtbot.mouseClick(box, LEFT, pos=QPoint(8, box.height() // 2))  # on its tick box
    assert not box.isChecked() and not w.settings.sound
    assert not dlg.findChild(QSlider, "settings-volume").isEnabled()
    assert json.loads(w.settings.path.read_text(encoding="utf-8"))["sound"] is False
    g = new_game(GameConfig(players=4, seed=21))
    start(w, g, ("human", "random", "random", "random"))
    finish_by_mouse(qtbot, w, g, 0)
    assert rec.heard == []
    w.secondary.sound.try_volume()  # even "Try": sound is off
    assert rec.heard == []


def test_the_volume_chosen_reaches_the_backend_and_is_remembered(window, qtbot, tmp_path) -> None:
    w = window
    w.settings.path = tmp_path / "settings.json"
    rec = listen(qtbot, w)
    dlg = open_settings(qtbot, w)
    slider = dlg.findChild(QSlider, "settings-volume")
    slider.setFocus()
    for _ in range(3):
        qtbot.keyClick(slider, Qt.Key.Key_Left)  # 5 a step
    qtbot.keyClick(slider, Qt.Key.Key_PageDown)  # 20
    assert w.settings.volume == DEFAULT_VOLUME - 35
    assert rec.prepared[-1] == DEFAULT_VOLUME - 35, "the cues at the new volume are made ahead"
    qtbot.mouseClick(dlg.findChild(QPushButton, "settings-try-sound"), LEFT)
    assert rec.heard[-1].cue is Cue.YOUR_TURN and rec.heard[-1].volume == DEFAULT_VOLUME - 35
    dlg.close()
    assert Settings.load(w.settings.path).volume == DEFAULT_VOLUME - 35


def test_cues_of_one_moment_follow_one_another(window, qtbot) -> None:
    w = window
    rec = listen(qtbot, w, gap_ms=120)
    w.secondary.sound.cue(Cue.SKIRMISH_WON)
    w.secondary.sound.cue(Cue.KACHIDOKI)
    assert [h.cue for h in rec.heard] == [Cue.SKIRMISH_WON]
    qtbot.waitUntil(lambda: len(rec.heard) == 2, timeout=2000)
    assert rec.heard[1].cue is Cue.KACHIDOKI


# ---- the cues themselves and the system's player ---------------------------------------------
def test_the_volume_is_in_the_samples() -> None:
    loud, half = samples(Cue.FANFARE, 100), samples(Cue.FANFARE, 50)
    assert max(abs(x) for x in loud) == pytest.approx(PEAK, rel=0.01)
    assert max(abs(x) for x in half) == pytest.approx(PEAK / 4, rel=0.01)
    assert max(abs(x) for x in samples(Cue.YOUR_TURN, 0)) == 0


def test_each_cue_is_a_short_distinct_wav(tmp_path) -> None:
    seen = set()
    for cue in Cue:
        path = write_cue(tmp_path, cue, 80)
        assert path.name == file_name(cue, 80)
        with wave.open(str(path), "rb") as f:
            assert (f.getnchannels(), f.getsampwidth()) == (1, 2)
            seconds = f.getnframes() / f.getframerate()
            data = array("h", f.readframes(f.getnframes()))
        assert 0.2 < seconds < 1.6 and path.stat().st_size < 80_000
        seen.add(data.tobytes())
    assert len(seen) == len(Cue)


def test_a_link_in_place_of_a_cue_is_replaced_not_followed(tmp_path) -> None:
    target = tmp_path / "precious.txt"
    target.write_text("keep me", encoding="utf-8")
    folder = tmp_path / "sounds"
    folder.mkdir()
    (folder / file_name(Cue.KACHIDOKI, 70)).symlink_to(target)
    path = write_cue(folder, Cue.KACHIDOKI, 70)
    assert not path.is_symlink() and path.stat().st_size > 1000
    assert target.read_text(encoding="utf-8") == "keep me"


def fake_player(folder: Path, name: str, body: str) -> list[str]:
    folder.mkdir(exist_ok=True)
    script = folder / name
    script.write_text("#!/bin/sh\n" + body + "\n", encoding="utf-8")
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    command = player_command("linux", lambda n: str(script) if n == name else None)
    assert command is not None
    return command


@pytest.mark.skipif(os.name != "posix", reason="stand-in player programs are shell scripts")
def test_a_player_program_gets_the_cue_file(qtbot, tmp_path) -> None:
    out = tmp_path / "played.txt"
    command = fake_player(tmp_path / "bin", "pw-play", f'echo "$@" >> {out}')
    player = ProcessPlayer(tmp_path / "cache", command)
    player.play(Cue.FANFARE, 40)
    qtbot.waitUntil(lambda: out.exists() and not player.running, timeout=5000)
    played = Path(out.read_text(encoding="utf-8").split()[-1])
    assert played.name == file_name(Cue.FANFARE, 40) and played.parent == tmp_path / "cache"
    with wave.open(str(played), "rb") as f:
        assert max(abs(x) for x in array("h", f.readframes(f.getnframes()))) == pytest.approx(
            PEAK * 0.16, rel=0.02)


@pytest.mark.skipif(os.name != "posix", reason="stand-in player programs are shell scripts")
def test_a_hanging_player_is_killed_within_its_bound(qtbot, tmp_path) -> None:
    command = fake_player(tmp_path / "bin", "aplay", "exec sleep 60")
    assert command[1:] == ["-q"]
    player = ProcessPlayer(tmp_path / "cache", command, kill_after_ms=400)
    player.play(Cue.YOUR_TURN, 70)
    first = player.running[0][0]
    player.play(Cue.KACHIDOKI, 70)
    player.play(Cue.FANFARE, 70)  # a third at once: the oldest makes way
    assert len(player.running) == 2 and first.poll() is not None
    procs = [p for p, _deadline in player.running]
    qtbot.waitUntil(lambda: not player.running, timeout=3000)
    assert all(p.returncode is not None and p.returncode < 0 for p in procs), "killed, and reaped"


@pytest.mark.skipif(os.name != "posix", reason="stand-in player programs are shell scripts")
def test_a_wrapper_player_leaves_no_children_behind(qtbot, tmp_path) -> None:
    """The player is a wrapper script whose child plays the cue: killed, it takes its child along
    (before: the children of every cue past its bound lived on, orphaned)."""
    pids = tmp_path / "children.txt"
    command = fake_player(tmp_path / "bin", "aplay", f"sleep 60 & echo $! >> {pids}; wait")
    player = ProcessPlayer(tmp_path / "cache", command, kill_after_ms=300)
    player.play(Cue.YOUR_TURN, 70)
    qtbot.waitUntil(lambda: pids.exists() and pids.read_text().strip() != "", timeout=3000)
    qtbot.waitUntil(lambda: not player.running, timeout=3000)
    child = int(pids.read_text().split()[0])

    def gone() -> bool:
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            return True
        with open(f"/proc/{child}/stat", encoding="ascii") as fh:  # a zombie waiting for init is gone
            return fh.read().split(")")[-1].split()[0] == "Z"

    qtbot.waitUntil(gone, timeout=3000)


def test_no_player_program_is_silence_told_once(qtbot, tmp_path, caplog) -> None:
    assert player_command("linux", lambda n: None) is None
    mac = player_command("darwin", lambda n: "/usr/bin/afplay" if n == "afplay" else None)
    assert mac == ["/usr/bin/afplay"]
    assert player_command("win32", lambda n: "/x") is None  # winsound plays it
    player = ProcessPlayer(tmp_path / "cache", None)
    with caplog.at_level(logging.INFO, logger="joraku.sound"):
        for cue in Cue:
            player.play(cue, 70)
    assert player.missing_player and player.running == []
    assert len([r for r in caplog.records if "sound is off" in r.getMessage()]) == 1
    assert not (tmp_path / "cache").exists(), "nothing is written for a player that is not there"


def test_a_player_that_cannot_start_is_silence(qtbot, tmp_path) -> None:
    player = ProcessPlayer(tmp_path / "cache", [str(tmp_path / "gone" / "pw-play")])
    player.play(Cue.YOUR_TURN, 70)  # raises nothing
    assert player.running == [] and player.missing_player


def test_tests_and_offscreen_runs_are_silent(qapp) -> None:
    assert isinstance(system_backend(), Silent)


# ---- the settings file: the volume is foreign data --------------------------------------------
@pytest.mark.parametrize("volume", [-5, 1e9, "loud", None, True, 50.5, 101, [70]])
def test_a_hostile_volume_loads_as_the_default(tmp_path, volume) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"schema_version": 1, "speed": "fast", "volume": volume, "sound": "yes"}),
                    encoding="utf-8")
    s = Settings.load(path)
    assert s.problem is None and path.exists(), "the rest of the file is kept"
    assert (s.volume, s.sound, s.speed) == (DEFAULT_VOLUME, True, "fast")


def test_sound_settings_survive_a_restart(tmp_path) -> None:
    path = tmp_path / "settings.json"
    s = Settings.load(path)
    assert (s.sound, s.volume) == (True, DEFAULT_VOLUME), "on by default for a player"
    s.sound, s.volume = False, 35
    s.save()
    again = Settings.load(path)
    assert (again.sound, again.volume) == (False, 35)


def test_the_cache_keeps_one_volume_of_cues(qtbot, tmp_path) -> None:
    folder = tmp_path / "cache"
    player = ProcessPlayer(folder, ["/bin/true"])
    for volume in (30, 55):
        player.prepare(volume)
        qtbot.waitUntil(lambda: player._preparing is not None and not player._preparing.is_alive(),
                        timeout=5000)
    (folder / "notes.txt").write_text("not ours", encoding="utf-8")
    names = sorted(p.name for p in folder.iterdir())
    assert names == sorted([*(file_name(cue, 55) for cue in Cue), "notes.txt"])


def test_the_settings_dialog_follows_a_new_language(window, qtbot) -> None:
    w = window
    listen(qtbot, w)
    open_settings(qtbot, w)
    try:
        w.findChild(QAction, "language-ru").trigger()
        qtbot.waitUntil(lambda: w.windows.get(WindowName.SETTINGS) is not None
                        and w.windows.get(WindowName.SETTINGS).windowTitle() == "Настройки", timeout=5000)
        box = w.windows.get(WindowName.SETTINGS).findChild(QCheckBox, "settings-sound-on")
        assert box.text() == "Звуковые сигналы" and box.isChecked()
    finally:
        w.set_language("en")


@pytest.mark.skipif(os.name != "posix", reason="stand-in player programs are shell scripts")
def test_a_player_that_fails_every_cue_is_given_up(qtbot, tmp_path, caplog) -> None:
    """A machine without a sound card: aplay exits with an error at once, every time."""
    command = fake_player(tmp_path / "bin", "aplay", "exit 1")
    player = ProcessPlayer(tmp_path / "cache", command)
    with caplog.at_level(logging.INFO, logger="joraku.sound"):
        for cue in (Cue.YOUR_TURN, Cue.SKIRMISH_WON, Cue.KACHIDOKI):
            player.play(cue, 70)
            qtbot.waitUntil(lambda: not player.running, timeout=3000)
        assert player.missing_player
        player.play(Cue.FANFARE, 70)  # no process any more
    assert player.running == []
    assert [r.getMessage() for r in caplog.records if "sound is off" in r.getMessage()] == [
        f"sound is off: player fails ({command[0]} exited with 1 3 times)"]


def test_the_cues_are_made_ahead_soon_after_the_table_is_drawn(window, qtbot) -> None:
    rec = listen(qtbot, window)
    assert rec.prepared == [], "not while the window answers its first questions"
    qtbot.waitUntil(lambda: rec.prepared == [DEFAULT_VOLUME], timeout=6000)
