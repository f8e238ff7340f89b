"""Hostile or damaged files get a clear message and change nothing.

One table of inputs, used twice: as a save (``load_game`` must raise :class:`SaveError` within
two seconds, in bounded memory, with a short message) and as the settings file
(``Settings.load`` gives defaults and a one-sentence problem; our broken file is renamed aside,
what is not a regular file is neither renamed nor written over).
"""

from __future__ import annotations

import json
import os
import threading
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

import pytest

from joraku_desktop.ai import AGENT_LEVELS
from joraku_desktop.model import GameConfig, SaveError, new_game
from joraku_desktop.model.save_format import MAX_SAVE_BYTES, SEAT_KINDS, SeatInfo, game_to_json
from joraku_desktop.saves import load_game
from joraku_desktop.settings import MAX_SETTINGS_BYTES, Settings
from joraku_desktop.words.files import notice_text

SECONDS = 2.0
MAX_MESSAGE = 600
MAX_PEAK_BYTES = 64 * 1024 * 1024


def a_save() -> dict:
    g = new_game(GameConfig(3, seed=5))
    for _ in range(12):
        g.apply(g.legal_actions()[0])
    return json.loads(game_to_json(g, [SeatInfo("Ann"), SeatInfo("Bob", "easy"), SeatInfo("Cho", "hard")]))


def edited(**changes: object) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        doc = a_save()
        for key, value in changes.items():
            if key == "decision":
                doc["decisions"][3] = value
            elif key == "seat_kind":
                doc["seats"][1]["kind"] = value
            else:
                doc[key] = value
        path.write_text(json.dumps(doc))
    return make


def text(content: str | bytes) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)
    return make


def link_to(target: str) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        if not os.path.exists(target):
            pytest.skip(f"no {target} here")
        path.symlink_to(target)
    return make


def fifo(path: Path) -> None:
    os.mkfifo(path)


def link_to_fifo(path: Path) -> None:
    os.mkfifo(path.with_name("pipe"))
    path.symlink_to(path.with_name("pipe"))


def directory(path: Path) -> None:
    path.mkdir()


def oversized(limit: int) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        path.write_text('{"schema_version": 1}' + " " * limit)
    return make


DEEP = "[" * 1000 + "]" * 1000
#: (id, how to make the file, fragment of the SaveError message, is it a regular file)
HOSTILE: list[tuple[str, Callable[[Path], None], str, bool]] = [
    ("deep-json-1000", text('{"schema_version": 1, "x": ' + DEEP + "}"), "nested far too deep", True),
    ("deep-json-500k", text("[" * 500_000), "nested far too deep", True),
    ("int-5000-digits", text('{"schema_version": 1, "seed": ' + "9" * 5000 + "}"), "number far too long",
     True),
    ("fifo", fifo, "pipe (FIFO), not a regular file", False),
    ("link-to-fifo", link_to_fifo, "pipe (FIFO), not a regular file", False),
    ("link-to-dev-zero", link_to("/dev/zero"), "device, not a regular file", False),
    ("link-to-dev-urandom", link_to("/dev/urandom"), "device, not a regular file", False),
    ("directory", directory, "folder, not a regular file", False),
    ("megabyte-decision", edited(decision="place " + "9" * 1_000_000), "decisions.3", True),
    ("schema-1.0", edited(schema_version=1.0), "schema version 1.0", True),
    ("schema-true", edited(schema_version=True), "schema version True", True),
    ("schema-2", edited(schema_version=2), "newer Joraku Desktop", True),
    ("seat-grandmaster", edited(seat_kind="grandmaster"), "seats.1.kind", True),
    ("megabyte-key", edited(**{"k" * 1_000_000: 1}), "Extra inputs are not permitted", True),
    ("truncated", lambda p: p.write_text(json.dumps(a_save())[:700]), "damaged or truncated", True),
    ("non-utf8", text(b"\xff\xfe\x00garbage"), "not UTF-8", True),
    ("empty", text(""), "not valid JSON", True),
]


def within_seconds(call: Callable[[], object]) -> tuple[BaseException | None, float, int]:
    """Run ``call`` in a thread so a hang fails the test instead of freezing it; returns the
    exception it raised, the seconds it took and the peak memory it allocated."""
    outcome: dict[str, BaseException | None] = {"exc": None}

    def target() -> None:
        try:
            call()
        except BaseException as exc:
            outcome["exc"] = exc

    tracemalloc.start()
    t0 = time.perf_counter()
    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(SECONDS * 3)
    took = time.perf_counter() - t0
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert not thread.is_alive(), f"still running after {took:.1f} s (a hang)"
    return outcome["exc"], took, peak


@pytest.mark.skipif(os.name != "posix", reason="FIFOs, devices and symlinks")
@pytest.mark.parametrize(("make", "fragment"), [(m, f) for _, m, f, _ in HOSTILE],
                         ids=[h[0] for h in HOSTILE])
def test_a_hostile_save_ends_in_a_short_save_error(tmp_path: Path, make, fragment: str) -> None:
    path = tmp_path / "hostile.joraku.json"
    make(path)
    exc, took, peak = within_seconds(lambda: load_game(path))
    assert isinstance(exc, SaveError), repr(exc)
    message = str(exc)
    assert fragment in message, message
    assert "hostile.joraku.json" in message
    assert len(message) <= MAX_MESSAGE, f"{len(message)} characters"
    assert took < SECONDS, f"{took:.2f} s"
    assert peak < MAX_PEAK_BYTES, f"{peak:,} bytes"


def test_an_oversized_save_is_refused_reading_at_most_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "big.joraku.json"
    oversized(MAX_SAVE_BYTES)(path)
    exc, _, peak = within_seconds(lambda: load_game(path))
    assert isinstance(exc, SaveError) and "too large" in str(exc)
    assert peak < 2 * MAX_SAVE_BYTES


def test_a_file_name_with_html_is_quoted_as_typed(tmp_path: Path) -> None:
    path = tmp_path / "<b>bold<img src=x>.joraku.json"
    path.write_text("{ broken")
    with pytest.raises(SaveError) as info:
        load_game(path)
    assert "<b>bold<img src=x>.joraku.json" in str(info.value)


def test_allowed_seat_kinds_are_human_and_the_computer_levels() -> None:
    assert ("human", *AGENT_LEVELS) == SEAT_KINDS


def test_a_game_with_an_unknown_seat_kind_is_not_written(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="unknown seat kind 'grandmaster'"):
        game_to_json(new_game(GameConfig(3, seed=1)), [SeatInfo("Ann", "grandmaster")])


# ---- the same table as the settings file ----------------------------------------------------------

SETTINGS_HOSTILE: list[tuple[str, Callable[[Path], None], bool]] = [
    *((name, make, regular) for name, make, _, regular in HOSTILE
      if name not in ("megabyte-decision", "seat-grandmaster", "truncated", "megabyte-key")),
    ("truncated", text('{"schema_version": 1, "speed": "fa'), True),
    ("oversized", oversized(MAX_SETTINGS_BYTES), True),
    ("window-huge-ints", text('{"schema_version": 1, "window": [1, 2, ' + "9" * 40 + ", 4]}"), True),
    ("last-setup-seats-a-number", text('{"schema_version": 1, "last_setup": {"seats": 5}}'), True),
    ("recent-megabyte-path", text('{"schema_version": 1, "recent": ["' + "x" * 60_000 + '"]}'), True),
]


@pytest.mark.skipif(os.name != "posix", reason="FIFOs, devices and symlinks")
@pytest.mark.parametrize(("make", "regular"), [(m, r) for _, m, r in SETTINGS_HOSTILE],
                         ids=[h[0] for h in SETTINGS_HOSTILE])
def test_a_hostile_settings_file_gives_defaults_and_a_sentence(tmp_path: Path, make, regular: bool) -> None:
    path = tmp_path / "settings.json"
    make(path)
    result: dict[str, Settings] = {}
    exc, took, peak = within_seconds(lambda: result.setdefault("s", Settings.load(path)))
    assert exc is None, repr(exc)
    assert took < SECONDS and peak < MAX_PEAK_BYTES
    s = result["s"]
    assert (s.speed, s.recent, s.last_setup, s.window, s.maximized) == ("normal", [], {}, None, False)
    assert s.problem is not None and len(notice_text(s.problem)) < 300
    aside = sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("settings.json.bad-20"))
    if regular:  # ours and broken: renamed aside, and the next save writes a good file
        assert len(aside) == 1 and not os.path.lexists(path), s.problem
        assert "set aside as settings.json.bad-" in notice_text(s.problem)
        s.speed = "fast"
        s.save()
        assert Settings.load(path).speed == "fast"
    else:  # not ours: left where it is, not renamed, never written over
        assert aside == [] and os.path.lexists(path), s.problem
        assert "not a regular file" in notice_text(s.problem) and s.path is None
        s.save()
        assert os.path.lexists(path) and not path.is_file()


def test_a_good_settings_file_has_no_problem(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    Settings(path=path, speed="slow").save()
    s = Settings.load(path)
    assert s.speed == "slow" and s.problem is None


def test_a_settings_link_to_a_regular_file_is_read_and_saved_through(tmp_path: Path) -> None:
    real = tmp_path / "dotfiles" / "joraku.json"
    real.parent.mkdir()
    Settings(path=real, speed="slow").save()
    link = tmp_path / "settings.json"
    link.symlink_to(real)
    s = Settings.load(link)
    assert s.speed == "slow" and s.problem is None
    s.speed = "fast"
    s.save()
    assert link.is_symlink() and Settings.load(link).speed == "fast"
