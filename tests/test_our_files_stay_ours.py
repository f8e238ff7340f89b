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

from joraku_desktop.net.seat_store import SeatSecrets
from joraku_desktop.net.table_store import SET_ASIDE_KEPT, set_aside_kept
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


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "utf-16-le-bom", "utf-16-be-bom"])
def test_a_save_with_a_byte_order_mark_or_in_utf16_loads(tmp_path: Path, encoding: str) -> None:
    """An editor on Windows saved the replay again: a BOM, or UTF-16, is read, not "damaged"."""
    from joraku_desktop.model import GameConfig, new_game
    from joraku_desktop.model.save_format import game_to_json
    from joraku_desktop.saves import SeatInfo, load_game

    g = new_game(GameConfig(3, seed=4))
    for _ in range(6):
        g.apply(g.legal_actions()[0])
    text = game_to_json(g, [SeatInfo("Ann"), SeatInfo("Bob", "easy"), SeatInfo("Cho", "easy")])
    path = tmp_path / "replay.joraku.json"
    if encoding == "utf-16-le-bom":
        path.write_bytes(b"\xff\xfe" + text.encode("utf-16-le"))
    elif encoding == "utf-16-be-bom":
        path.write_bytes(b"\xfe\xff" + text.encode("utf-16-be"))
    else:
        path.write_bytes(text.encode(encoding))
    loaded = load_game(path)
    assert [str(a) for a in loaded.game.history] == [str(a) for a in g.history]


def test_a_computer_players_illegal_move_is_told_in_words_not_codes() -> None:
    from joraku_desktop.model.errors import IllegalActionError, Refusal, RefusalCode
    from joraku_desktop.words.refusals import failure_reason

    exc = IllegalActionError(Refusal(RefusalCode.NO_GAME))
    assert "no_game" in str(exc)  # the technical line, for the log
    assert failure_reason(exc) == "There is no game in progress."


def test_a_full_disk_gives_one_sentence_not_a_traceback_per_log_line(tmp_path: Path, capsys) -> None:
    import errno
    import logging

    from joraku_desktop.logs import SafeRotatingFileHandler

    handler = SafeRotatingFileHandler(tmp_path / "joraku.log", 1 << 20, 2)

    class FullDisk:
        closed = False

        def write(self, _text: str) -> int:
            raise OSError(errno.ENOSPC, "No space left on device")

        def flush(self) -> None:
            raise OSError(errno.ENOSPC, "No space left on device")

        def tell(self) -> int:
            return 0

        def close(self) -> None:
            pass

    handler.stream = FullDisk()  # type: ignore[assignment]
    log = logging.getLogger("joraku.test-full-disk")
    log.addHandler(handler)
    log.propagate = False
    try:
        for i in range(5):
            log.error("a record write failed %d", i)
    finally:
        log.removeHandler(handler)
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    assert err.count("cannot be written") == 1 and "No space left" in err
