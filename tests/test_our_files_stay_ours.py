"""Files we write stay ours: a link out of our folders is never written through (nor read as our
settings), secrets are readable by their owner only however often they are rewritten, and the
host's set-aside tables do not pile up."""

from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path

import pytest

from joraku_desktop.controller.net_seat import SET_ASIDE_KEPT, set_aside_kept
from joraku_desktop.net.seat_store import SeatSecrets
from joraku_desktop.notices import NoticeCode
from joraku_desktop.saves import write_atomic
from joraku_desktop.settings import Settings
from joraku_desktop.words.files import notice_text

posix_only = pytest.mark.skipif(os.name != "posix", reason="links and modes as on POSIX")


@posix_only
def test_settings_linked_to_another_programs_json_are_neither_read_nor_overwritten(
        tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("JORAKU_DATA_DIR", str(tmp_path / "data"))
    config = tmp_path / "data" / "config"
    config.mkdir(parents=True)
    other = tmp_path / "other-program" / "config.json"
    other.parent.mkdir()
    text = json.dumps({"speed": "slow", "theme": "dark", "plugins": ["a", "b"]})
    other.write_text(text, encoding="utf-8")
    (config / "settings.json").symlink_to(other)
    s = Settings.load(config / "settings.json")
    assert s.problem is not None and s.problem.code is NoticeCode.SETTINGS_IGNORED
    assert "outside Joraku's folders" in notice_text(s.problem)
    assert s.speed == "normal"  # not read as ours
    s.speed = "fast"
    s.save()
    assert other.read_text(encoding="utf-8") == text and (config / "settings.json").is_symlink()


@posix_only
def test_a_settings_link_within_our_folders_is_still_followed(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("JORAKU_DATA_DIR", str(tmp_path / "data"))
    config = tmp_path / "data" / "config"
    config.mkdir(parents=True)
    real = tmp_path / "data" / "settings-real.json"
    Settings(path=real, speed="slow").save()
    (config / "settings.json").symlink_to(real)
    s = Settings.load(config / "settings.json")
    assert s.problem is None and s.speed == "slow"


@posix_only
def test_a_link_at_a_file_we_write_is_refused_not_followed(tmp_path: Path) -> None:
    from joraku_desktop.model.errors import SaveError

    outside = tmp_path / "outside.txt"
    outside.write_text("theirs", encoding="utf-8")
    link = tmp_path / "ours" / "file.json"
    link.parent.mkdir()
    link.symlink_to(outside)
    with pytest.raises(SaveError):
        write_atomic(link, "ours", keep_backup=False)
    assert outside.read_text(encoding="utf-8") == "theirs"


@posix_only
def test_secrets_are_0600_even_over_a_0644_file(tmp_path: Path) -> None:
    path = tmp_path / "net" / "seats.json"
    store = SeatSecrets(path)
    store.put("127.0.0.1:5000", "ABCD-EFGH", 1, "secret-token")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    path.chmod(0o644)
    store.put("127.0.0.1:5000", "WXYZ-EFGH", 2, "another-token")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    plain = tmp_path / "plain.json"
    write_atomic(plain, "x", keep_backup=False)
    plain.chmod(0o644)
    write_atomic(plain, "y", keep_backup=False)
    assert stat.S_IMODE(plain.stat().st_mode) == 0o644  # not a secret: its mode is the player's


def test_the_hosts_set_aside_tables_are_pruned(tmp_path: Path) -> None:
    hosted = tmp_path / "hosted"
    aside = hosted / "set-aside"
    aside.mkdir(parents=True)
    for i in range(12):
        p = aside / f"T{i:02d}.table.json.{i}"
        p.write_text("{}", encoding="utf-8")
        os.utime(p, (time.time() - 1000 + i, time.time() - 1000 + i))
    (hosted / "NEW1.table.json").write_text("{}", encoding="utf-8")
    set_aside_kept(hosted)
    left = sorted(p.name for p in aside.iterdir())
    assert len(left) == SET_ASIDE_KEPT
    assert any(n.startswith("NEW1.table.json") for n in left)  # the newest stay
    assert not (hosted / "NEW1.table.json").exists()
