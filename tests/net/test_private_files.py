"""The host's key and certificate and a hosted table's quick autosave go through the one private
writer (``saves.write_atomic``): 0600, atomic, never written through a link, and a temporary file
left by a writer that died is cleaned by the next write."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from unittest import mock

import pytest

from joraku_desktop import saves
from joraku_desktop.model.errors import SaveError
from joraku_desktop.net.table_store import TableStore
from joraku_desktop.net.tls import CERT_NAME, KEY_NAME, host_identity

pytestmark = pytest.mark.skipif(os.name != "posix", reason="modes and links as on Linux")


def test_the_quick_table_write_is_private_and_waits_for_no_disk(tmp_path: Path) -> None:
    store = TableStore(tmp_path / "tables")
    with mock.patch.object(saves.os, "fsync", side_effect=AssertionError("fsync")):
        store.write_quick("K7QM4X", "{}")
        store.write_quick("K7QM4X", '{"a": 1}')
    path = store.path("K7QM4X")
    assert path.read_text(encoding="utf-8") == '{"a": 1}'
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert [p.name for p in (tmp_path / "tables").iterdir()] == [path.name]  # no temporary left


def test_the_quick_table_write_never_goes_through_a_link(tmp_path: Path) -> None:
    store = TableStore(tmp_path / "tables")
    (tmp_path / "tables").mkdir()
    target = tmp_path / "not-ours.txt"
    target.write_text("kept", encoding="utf-8")
    store.path("K7QM4X").symlink_to(target)
    with pytest.raises(SaveError):
        store.write_quick("K7QM4X", "{}")
    assert target.read_text(encoding="utf-8") == "kept"


def test_a_temporary_left_by_a_dead_writer_is_cleaned(tmp_path: Path) -> None:
    store = TableStore(tmp_path / "tables")
    store.write_quick("K7QM4X", "{}")
    name = store.path("K7QM4X").name
    left = tmp_path / "tables" / f".{name}.999999999-abcd{saves.TEMP_SUFFIX}"  # a pid that is gone
    left.write_text("half", encoding="utf-8")
    store.write_quick("K7QM4X", "{}")
    assert not left.exists()


def test_the_hosts_key_is_private_and_never_written_through_a_link(tmp_path: Path) -> None:
    identity = host_identity(tmp_path / "tls")
    for p in (identity.key, identity.cert):
        assert stat.S_IMODE(p.stat().st_mode) == 0o600
    target = tmp_path / "not-ours.pem"
    target.write_text("kept", encoding="utf-8")
    (tmp_path / "tls2").mkdir()
    (tmp_path / "tls2" / KEY_NAME).symlink_to(target)
    with pytest.raises(SaveError):
        host_identity(tmp_path / "tls2")
    assert target.read_text(encoding="utf-8") == "kept"
    assert not (tmp_path / "tls2" / CERT_NAME).exists()
