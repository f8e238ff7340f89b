"""Saves never lose a game: the save path always holds a complete save, even when
the writer is killed; the previous version is kept and used when the main file is damaged; what
is not a regular file is refused with a sentence; our stale temp files are cleaned up."""

from __future__ import annotations

import importlib.util
import os
import sys
import time
from pathlib import Path

import pytest

from joraku_desktop.model import GameConfig, SaveError, new_game
from joraku_desktop.model.position import position_to_dict
from joraku_desktop.notices import NoticeCode
from joraku_desktop.saves import (
    TEMP_SUFFIX,
    backup_path,
    clean_stale_temps,
    load_game,
    quarantine,
    save_game,
    write_atomic,
)
from joraku_desktop.words.files import notice_text

ROOT = Path(__file__).resolve().parent.parent
posix_only = pytest.mark.skipif(os.name != "posix", reason="fork, SIGKILL, FIFOs and symlinks")


def game(seed: int, steps: int = 30):
    g = new_game(GameConfig(3, seed=seed))
    for _ in range(steps):
        g.apply(g.legal_actions()[0])
    return g


def temps(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(TEMP_SUFFIX))


# ---- the previous version, kept without ever removing the save ----------------------------------

def test_backup_is_a_hard_link_to_the_previous_version(tmp_path: Path) -> None:
    path = tmp_path / "g.joraku.json"
    write_atomic(path, "one")
    first = os.stat(path).st_ino
    write_atomic(path, "two")
    assert path.read_text() == "two"
    assert backup_path(path).read_text() == "one"
    assert os.stat(backup_path(path)).st_ino == first  # linked, not copied
    write_atomic(path, "three")
    assert (path.read_text(), backup_path(path).read_text()) == ("three", "two")
    assert temps(tmp_path) == []


def test_backup_falls_back_to_a_copy_where_links_fail(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "g.joraku.json"
    write_atomic(path, "one")

    def no_links(*_a: object, **_k: object) -> None:
        raise OSError(1, "links not supported")

    monkeypatch.setattr(os, "link", no_links)
    write_atomic(path, "two")
    assert (path.read_text(), backup_path(path).read_text()) == ("two", "one")
    assert temps(tmp_path) == []


def test_the_save_path_is_never_removed_while_writing(tmp_path: Path, monkeypatch) -> None:
    """Every rename/unlink that write_atomic does leaves the save path in place (the old code
    renamed the save to .bak first: a crash then left no file at all)."""
    path = tmp_path / "g.joraku.json"
    write_atomic(path, "one")
    seen: list[bool] = []
    real_replace, real_unlink = os.replace, os.unlink

    def replace(src, dst):  # type: ignore[no-untyped-def]
        seen.append(path.exists())
        real_replace(src, dst)
        seen.append(path.exists())

    def unlink(p, *a, **k):  # type: ignore[no-untyped-def]
        seen.append(path.exists())
        real_unlink(p, *a, **k)
        seen.append(path.exists())

    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(os, "unlink", unlink)
    write_atomic(path, "two")
    assert seen and all(seen)
    assert path.read_text() == "two"


def test_a_writer_killed_between_its_renames_leaves_no_debris(tmp_path: Path) -> None:
    """If .bak already is the same file as the save (a writer died after keeping the backup and
    before replacing the save), rename() does nothing: the link made for it must not stay."""
    path = tmp_path / "g.joraku.json"
    write_atomic(path, "one")
    os.link(path, backup_path(path))
    write_atomic(path, "two")
    assert (path.read_text(), backup_path(path).read_text()) == ("two", "one")
    assert temps(tmp_path) == []


def test_settings_style_write_keeps_no_backup(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    write_atomic(path, "a", keep_backup=False)
    write_atomic(path, "b", keep_backup=False)
    assert path.read_text() == "b" and not backup_path(path).exists()


# ---- what is not a regular file is refused ------------------------------------------------------

@posix_only
@pytest.mark.parametrize("kind", ["symlink", "directory", "fifo", "symlink to a directory"])
def test_saving_onto_something_not_a_regular_file_is_refused(tmp_path: Path, kind: str) -> None:
    target = tmp_path / "real.joraku.json"
    target.write_text("the user's file")
    path = tmp_path / "g.joraku.json"
    if kind == "symlink":
        path.symlink_to(target)
    elif kind == "directory":
        path.mkdir()
        (path / "inside.txt").write_text("keep me")
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        (tmp_path / "d").mkdir()
        path.symlink_to(tmp_path / "d")
    before = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(SaveError, match="not a regular file"):
        save_game(game(1), path)
    assert sorted(p.name for p in tmp_path.iterdir()) == before  # nothing renamed, nothing left
    assert target.read_text() == "the user's file"
    if kind == "directory":
        assert (path / "inside.txt").read_text() == "keep me"


@posix_only
@pytest.mark.parametrize("kind", ["directory", "symlink"])
def test_a_backup_that_is_not_a_regular_file_is_refused_not_ignored(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "g.joraku.json"
    write_atomic(path, "one")
    if kind == "directory":
        backup_path(path).mkdir()
    else:
        backup_path(path).symlink_to(tmp_path / "elsewhere")
    with pytest.raises(SaveError, match=r"its backup .*g\.joraku\.json\.bak.* not a regular file"):
        write_atomic(path, "two")
    assert path.read_text() == "one"
    assert temps(tmp_path) == []


# ---- loading falls back to the previous version --------------------------------------------------

@pytest.mark.parametrize("damage", ["missing", "truncated", "empty"])
def test_load_falls_back_to_the_backup_and_says_so(tmp_path: Path, damage: str) -> None:
    path = tmp_path / "g.joraku.json"
    old, new = game(1), game(2)
    save_game(old, path)
    save_game(new, path)
    if damage == "missing":
        path.unlink()
    elif damage == "truncated":
        path.write_text(path.read_text()[:500])
    else:
        path.write_text("")
    loaded = load_game(path)
    assert position_to_dict(loaded.game) == position_to_dict(old)
    assert loaded.recovered_from == backup_path(path)
    assert loaded.notice is not None and loaded.notice.code == NoticeCode.SAVE_RECOVERED
    said = notice_text(loaded.notice)
    assert "g.joraku.json.bak" in said and "previous version" in said


def test_a_good_save_loads_without_notice(tmp_path: Path) -> None:
    path = tmp_path / "g.joraku.json"
    save_game(game(1), path)
    loaded = load_game(path)
    assert loaded.recovered_from is None and loaded.notice is None


def test_when_both_fail_the_error_names_the_main_file(tmp_path: Path) -> None:
    path = tmp_path / "g.joraku.json"
    path.write_text("{ broken")
    backup_path(path).write_text("[1, 2]")
    with pytest.raises(SaveError, match=r"g\.joraku\.json: the file is damaged or truncated"):
        load_game(path)


# ---- stale temp files and quarantine --------------------------------------------------------------

def test_stale_temps_of_dead_or_old_writers_go_live_ones_stay(tmp_path: Path) -> None:
    name = "g.joraku.json"
    dead_pid = 2**22 + 12345  # above Linux's pid_max default: no such process
    dead = tmp_path / f".{name}.{dead_pid}-abc{TEMP_SUFFIX}"
    live = tmp_path / f".{name}.{os.getpid()}-def{TEMP_SUFFIX}"
    old_live = tmp_path / f".{name}.{os.getpid()}-ghi{TEMP_SUFFIX}"
    not_ours = tmp_path / f"{name}.tmp"
    for p in (dead, live, old_live, not_ours):
        p.write_text("x")
    an_hour_ago = time.time() - 3600
    os.utime(old_live, (an_hour_ago, an_hour_ago))
    removed = clean_stale_temps(tmp_path)
    assert sorted(p.name for p in removed) == sorted([dead.name, old_live.name])
    assert live.exists() and not_ours.exists()


def test_each_write_cleans_temps_of_its_own_name_left_by_dead_writers(tmp_path: Path) -> None:
    dead = tmp_path / f".g.joraku.json.{2**22 + 7}-abc{TEMP_SUFFIX}"
    other = tmp_path / f".other.joraku.json.{2**22 + 7}-abc{TEMP_SUFFIX}"
    dead.write_text("x")
    other.write_text("x")
    write_atomic(tmp_path / "g.joraku.json", "new")
    assert not dead.exists() and other.exists()


def test_quarantine_renames_aside_with_the_date_and_never_overwrites(tmp_path: Path) -> None:
    path = tmp_path / "autosave.joraku.json"
    path.write_text("bad 1")
    first = quarantine(path)
    path.write_text("bad 2")
    second = quarantine(path)
    assert not path.exists()
    assert first != second
    assert first.name.startswith("autosave.joraku.json.bad-20") and first.read_text() == "bad 1"
    assert second.read_text() == "bad 2"


# ---- kill -9 at random moments ------------------------------------------------------------------

def _kill_saves_module():
    spec = importlib.util.spec_from_file_location("kill_saves", ROOT / "scripts" / "kill_saves.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["kill_saves"] = module
    spec.loader.exec_module(module)
    return module


@posix_only
def test_killing_a_saving_process_at_random_moments_never_loses_the_save(tmp_path: Path) -> None:
    """A process saving two games in turn is SIGKILLed 60 times at random moments: after every
    kill the save path exists and loads without the backup; no temp file of ours remains after
    cleanup. (scripts/kill_saves.py does hundreds.)"""
    fig = _kill_saves_module().run(tmp_path, kills=60, seed=8)
    assert fig.kills == 60
    assert fig.missing == 0
    assert fig.unloadable == 0
    assert fig.needed_backup == 0
    assert fig.wrong_content == 0
    assert fig.backup_unloadable == 0
    assert fig.orphan_temps_after_cleanup == 0
    assert temps(tmp_path) == []
