"""Addresses as people type and share them: ``192.168.1.20:8765``, ``games.example.org``,
``wss://games.example.org/joraku``, ``[fe80::1]:8765``.

:func:`table_url` turns what a friend typed into the WebSocket URL the client connects to (or
None, which the window words); :func:`host_addresses` lists this machine's addresses for the
host to share. Neither touches the network.
"""

from __future__ import annotations

import ipaddress
import re
import socket
from dataclasses import dataclass
from urllib.parse import parse_qs, urlsplit

from .codes import normalise_table_code, show_table_code

DEFAULT_PORT = 8765


def table_url(text: object, default_port: int = DEFAULT_PORT) -> str | None:
    """The ``ws://`` or ``wss://`` URL for an address a person typed; None if it is none.

    A bare host name with no port (``games.example.org``) is a table server behind TLS:
    ``wss://name:443/``. An IP address, ``localhost`` or a name with a port (a friend's machine,
    ``192.168.1.20:8765``) becomes ``ws://host:port/``; a ``ws://``/``wss://`` URL is kept with
    its path; ``http(s)://`` is read as ``ws(s)://`` (people paste the web address)."""
    if not isinstance(text, str):
        return None
    raw = text.strip()
    if not raw or len(raw) > 300 or any(ch.isspace() or not ch.isprintable() for ch in raw):
        return None
    bare = "://" not in raw
    if bare:
        raw = "ws://" + raw
    try:
        parts = urlsplit(raw)
        port = parts.port
    except ValueError:
        return None
    scheme = {"ws": "ws", "wss": "wss", "http": "ws", "https": "wss"}.get(parts.scheme.lower())
    host = parts.hostname
    if scheme is None or not host or parts.username or parts.password or parts.query or parts.fragment:
        return None
    if not _host_ok(host):
        return None
    if bare and port is None and is_server_name(host):
        scheme = "wss"
    if port is None:
        port = default_port if scheme == "ws" else 443
    shown = f"[{host}]" if ":" in host else host
    return f"{scheme}://{shown}:{port}{parts.path or '/'}"


def is_server_name(host: str) -> bool:
    """A public name (``games.example.org``), not an address, ``localhost`` or a name of the
    home network (``mybox``, ``mybox.local``); a URL is read for its host."""
    if "://" in host:
        try:
            host = urlsplit(host).hostname or ""
        except ValueError:
            return False
    try:
        ipaddress.ip_address(host)
        return False
    except ValueError:
        pass
    name = host.rstrip(".").lower()
    return "." in name and not name.endswith((".local", ".lan", ".home", ".internal", ".localhost"))


def _host_ok(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        pass
    labels = host.rstrip(".").split(".")
    return all(0 < len(lb) <= 63 and all(c.isalnum() or c == "-" for c in lb) and not lb.startswith("-")
               for lb in labels) and len(host) <= 253


def host_addresses() -> list[str]:
    """This machine's own IP addresses that friends may reach (no loopback, no link-local),
    IPv4 first; read from the system's name service, no packet sent."""
    found: set[str] = set()
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None)
    except OSError:
        infos = []
    for info in infos:
        addr = str(info[4][0]).split("%", 1)[0]
        try:
            ip = ipaddress.ip_address(addr)
        except ValueError:
            continue
        if not (ip.is_loopback or ip.is_link_local or ip.is_unspecified or ip.is_multicast):
            found.add(addr)
    return sorted(found, key=lambda a: (":" in a, a))


# ---- invitations ------------------------------------------------------------------------------------
INVITE_SCHEME = "joraku"
_INVITE = re.compile(r"joraku://[^\s<>\"']{1,400}", re.IGNORECASE)
_PIN = re.compile(r"^[A-Za-z0-9_-]{43}$")


@dataclass(frozen=True, slots=True)
class Invite:
    """What an invitation gives a friend in one paste: where, the code, and the certificate."""

    url: str
    code: str
    #: the host's certificate fingerprint ("" for a table without TLS)
    pin: str


def invite_text(host: str, port: int, code: str, pin: str = "") -> str:
    """``joraku://192.168.1.20:8765/QPM-WDX?pin=…``: the host copies it, the friend pastes it."""
    shown = f"[{host}]" if ":" in host else host
    return f"{INVITE_SCHEME}://{shown}:{port}/{show_table_code(code)}" + (f"?pin={pin}" if pin else "")


def parse_invite(text: object) -> Invite | None:
    """The invitation in ``text`` (anywhere in it: people paste the message it came in), or
    None. The table is ``wss://`` when it names a certificate, else ``ws://``."""
    if not isinstance(text, str) or len(text) > 2000:
        return None
    found = _INVITE.search(text)
    if found is None:
        return None
    try:
        parts = urlsplit(found.group(0))
        port = parts.port
    except ValueError:
        return None
    host = parts.hostname
    code = normalise_table_code(parts.path.strip("/"))
    pins = parse_qs(parts.query).get("pin", [""])
    pin = pins[0] if len(pins) == 1 else ""
    if not host or not _host_ok(host) or code is None or (pin and not _PIN.match(pin)) or parts.fragment:
        return None
    shown = f"[{host}]" if ":" in host else host
    url = table_url(f"{'wss' if pin else 'ws'}://{shown}:{port or DEFAULT_PORT}/")
    return Invite(url, code, pin) if url is not None else None
