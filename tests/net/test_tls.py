"""A hosted table over TLS: a real host process on 127.0.0.1 serving ``wss://`` with the
certificate it made on first use; a friend's client joins with the fingerprint of the invitation
(or learns it on first use) and refuses any other certificate."""

from __future__ import annotations

import asyncio
import socket
import ssl
from collections.abc import Iterator
from pathlib import Path

import pytest

from joraku_desktop.net.address import invite_text, parse_invite
from joraku_desktop.net.client import Backoff, Closed, Listener, SeatClient
from joraku_desktop.net.codes import CloseCode, ConnState
from joraku_desktop.net.tls import fingerprint, host_identity

from .test_invited import Hosted


@pytest.fixture
def tls_host(tmp_path: Path) -> Iterator[Hosted]:
    h = Hosted("--tls", str(tmp_path / "tls"))
    try:
        yield h
    finally:
        h.stop()


class _Pins(Listener):
    def __init__(self) -> None:
        self.pins: list[str] = []

    def on_pin(self, pin: str) -> None:
        self.pins.append(pin)


async def _sit(url: str, code: str, pin: str | None,
               listener: Listener | None = None) -> tuple[SeatClient, Closed | None]:
    client = SeatClient(url, code, "Bea", listener or Listener(), pin=pin, backoff=Backoff(give_up_s=5))
    task = asyncio.ensure_future(client.run())
    async with asyncio.timeout(20):
        while client.state is not ConnState.JOINED and not task.done():
            await asyncio.sleep(0.05)
    if task.done():
        return client, task.result()
    await client.stop()
    await task
    return client, None


def test_a_friend_joins_over_wss_with_the_invitations_fingerprint(tls_host: Hosted) -> None:
    invite = parse_invite(invite_text("127.0.0.1", tls_host.port, tls_host.code, tls_host.pin))
    assert invite is not None and invite.url.startswith("wss://") and invite.pin == tls_host.pin
    client, closed = asyncio.run(_sit(invite.url, invite.code, invite.pin))
    assert closed is None and client.seat == 1


def test_another_certificate_is_refused_before_anything_is_sent(tls_host: Hosted, tmp_path: Path) -> None:
    other = host_identity(tmp_path / "other").pin  # someone posing as the host
    assert other != tls_host.pin
    client, closed = asyncio.run(_sit(tls_host.url, tls_host.code, other))
    assert closed == Closed(CloseCode.POLICY, "fingerprint", {"seen": tls_host.pin})
    assert client.seat == -1


def test_trust_on_first_use_learns_the_hosts_certificate(tls_host: Hosted) -> None:
    pins = _Pins()
    client, closed = asyncio.run(_sit(tls_host.url, tls_host.code, "", pins))
    assert closed is None and pins.pins == [tls_host.pin] and client.pin == tls_host.pin


def test_the_table_speaks_only_tls(tls_host: Hosted) -> None:
    """A plain WebSocket request gets no WebSocket (nothing of the table travels in clear), and
    the certificate on the wire is the one whose fingerprint the host shows."""
    with socket.create_connection(("127.0.0.1", tls_host.port), timeout=5) as s:
        s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n")
        try:
            reply = s.recv(100)
        except (ConnectionResetError, TimeoutError):
            reply = b""
    assert not reply.startswith(b"HTTP/1.1 101")
    der = ssl.PEM_cert_to_DER_cert(ssl.get_server_certificate(("127.0.0.1", tls_host.port)))
    assert fingerprint(der) == tls_host.pin


def test_the_certificate_is_kept_and_its_key_is_private(tmp_path: Path) -> None:
    first = host_identity(tmp_path)
    again = host_identity(tmp_path)
    assert first.pin == again.pin
    assert (first.key.stat().st_mode & 0o777) == 0o600
    first.key.write_text("damaged")
    renewed = host_identity(tmp_path)
    assert renewed.pin != first.pin  # made anew; friends are told by the new fingerprint
