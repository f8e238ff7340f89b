"""TLS for a table hosted from the window: ``wss://`` with a certificate made on first use, and
its fingerprint checked by the friends who join (trust on first use, as SSH does).

A host's machine has no certificate a public authority signed, so the host makes its own the
first time it hosts (an RSA-2048 key and a self-signed X.509 certificate, kept in the host's
folder, the key as 0600) and shows the certificate's SHA-256 fingerprint in the waiting room and
in the invitation. A friend's client accepts exactly that certificate (the fingerprint from the
invitation, or the one it saw the first time it joined that table) and no other: whoever sits
on the path between them sees neither the views nor the secrets, and cannot pose as the host.

The certificate is made here with the standard library only (``secrets`` for the primes, a
Miller-Rabin test, DER written by hand): the usual library for it (``cryptography``) would add
about 10 MB to a frozen game that has 5 MB left under its 100 MB limit, and the ``openssl``
command is not on every player's machine. Only the making is ours: the key is a standard RSA key
that OpenSSL (Python's ``ssl``) uses for every handshake, so the protocol, the ciphers and the
checks are OpenSSL's.
"""

from __future__ import annotations

import base64
import datetime as dt
import hashlib
import math
import os
import secrets
import ssl
from dataclasses import dataclass
from pathlib import Path

from ..saves import write_atomic

CERT_NAME = "host-cert.pem"
KEY_NAME = "host-key.pem"
KEY_BITS = 2048
MAX_PEM_BYTES = 16 * 1024


# ---- DER, the little of it a certificate needs ------------------------------------------------------
def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def _tlv(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def _int(v: int) -> bytes:
    return _tlv(0x02, v.to_bytes(v.bit_length() // 8 + 1, "big"))  # a leading 0 keeps it positive


def _seq(*parts: bytes) -> bytes:
    return _tlv(0x30, b"".join(parts))


def _oid(dotted: str) -> bytes:
    arcs = [int(x) for x in dotted.split(".")]
    body = bytearray([40 * arcs[0] + arcs[1]])
    for v in arcs[2:]:
        enc = [v & 0x7F]
        v >>= 7
        while v:
            enc.append(0x80 | (v & 0x7F))
            v >>= 7
        body += bytes(reversed(enc))
    return _tlv(0x06, bytes(body))


_NULL = b"\x05\x00"
_SHA256_RSA = _seq(_oid("1.2.840.113549.1.1.11"), _NULL)
_RSA = _seq(_oid("1.2.840.113549.1.1.1"), _NULL)
#: DigestInfo of SHA-256 before the hash (PKCS #1 v1.5, RFC 8017 §9.2)
_SHA256_INFO = bytes.fromhex("3031300d060960864801650304020105000420")


# ---- the key --------------------------------------------------------------------------------------
def _small_primes(limit: int = 2000) -> list[int]:
    sieve = bytearray([1]) * limit
    sieve[:2] = b"\x00\x00"
    for i in range(2, int(limit**0.5) + 1):
        if sieve[i]:
            sieve[i * i :: i] = bytearray(len(sieve[i * i :: i]))
    return [i for i in range(limit) if sieve[i]]


_SMALL_PRIMES = _small_primes()


def probable_prime(n: int, rounds: int = 40) -> bool:
    """Miller-Rabin with ``rounds`` random bases from ``secrets`` (a composite passes with odds
    below 4**-rounds), after trial division by the primes under 2000."""
    if n < 2:
        return False
    for p in _SMALL_PRIMES:
        if n % p == 0:
            return n == p
    d, r = n - 1, 0
    while d % 2 == 0:
        d //= 2
        r += 1
    for _ in range(rounds):
        x = pow(2 + secrets.randbelow(n - 3), d, n)
        if x in (1, n - 1):
            continue
        for _ in range(r - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def _prime(bits: int) -> int:
    while True:
        candidate = secrets.randbits(bits) | (3 << (bits - 2)) | 1  # the top two bits: n has 2*bits
        if probable_prime(candidate):
            return candidate


@dataclass(frozen=True, slots=True)
class RsaKey:
    n: int
    e: int
    d: int
    p: int
    q: int

    def pem(self) -> str:
        """PKCS #1 ``RSA PRIVATE KEY``, as OpenSSL reads it."""
        p, q, d = self.p, self.q, self.d
        der = _seq(_int(0), _int(self.n), _int(self.e), _int(d), _int(p), _int(q), _int(d % (p - 1)),
                   _int(d % (q - 1)), _int(pow(q, -1, p)))
        return _pem("RSA PRIVATE KEY", der)

    def sign(self, data: bytes) -> bytes:
        """RSASSA-PKCS1-v1_5 with SHA-256."""
        k = (self.n.bit_length() + 7) // 8
        t = _SHA256_INFO + hashlib.sha256(data).digest()
        em = b"\x00\x01" + b"\xff" * (k - 3 - len(t)) + b"\x00" + t
        return pow(int.from_bytes(em, "big"), self.d, self.n).to_bytes(k, "big")


def new_rsa_key(bits: int = KEY_BITS, e: int = 65537) -> RsaKey:
    while True:
        p, q = _prime(bits // 2), _prime(bits // 2)
        phi = (p - 1) * (q - 1)
        if p == q or math.gcd(e, phi) != 1 or (p * q).bit_length() != bits:
            continue
        return RsaKey(p * q, e, pow(e, -1, phi), p, q)


def _pem(label: str, der: bytes) -> str:
    body = base64.b64encode(der).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {label}-----\n{lines}\n-----END {label}-----\n"


def self_signed_certificate(key: RsaKey, name: str = "Joraku table") -> bytes:
    """An X.509 v3 certificate of ``key`` signed by itself (DER), valid from yesterday for 20
    years; its serial number is 64 random bits."""
    now = dt.datetime.now(dt.UTC)

    def utc(t: dt.datetime) -> bytes:
        return _tlv(0x17, t.strftime("%y%m%d%H%M%SZ").encode())  # UTCTime: years before 2050

    subject = _seq(_tlv(0x31, _seq(_oid("2.5.4.3"), _tlv(0x0C, name.encode()))))
    validity = _seq(utc(now - dt.timedelta(days=1)), utc(min(now + dt.timedelta(days=20 * 365),
                                                             dt.datetime(2049, 12, 31, tzinfo=dt.UTC))))
    spki = _seq(_RSA, _tlv(0x03, b"\x00" + _seq(_int(key.n), _int(key.e))))
    tbs = _seq(_tlv(0xA0, _int(2)), _int(secrets.randbits(63) + 1), _SHA256_RSA, subject, validity, subject,
               spki)
    return _seq(tbs, _SHA256_RSA, _tlv(0x03, b"\x00" + key.sign(tbs)))


# ---- the host's identity ---------------------------------------------------------------------------
def fingerprint(der: bytes) -> str:
    """A certificate's SHA-256 fingerprint as the invitation carries it (URL-safe base64)."""
    return base64.urlsafe_b64encode(hashlib.sha256(der).digest()).decode().rstrip("=")


def fingerprint_shown(pin: str) -> str:
    """A fingerprint as people compare it: its first 16 bytes in hex, in groups of four."""
    try:
        raw = base64.urlsafe_b64decode(pin + "=" * (-len(pin) % 4))
    except ValueError:
        return ""
    text = raw[:16].hex().upper()
    return " ".join(text[i : i + 4] for i in range(0, len(text), 4))


@dataclass(frozen=True, slots=True)
class HostIdentity:
    """The host's certificate and key on disk, and the certificate's fingerprint."""

    cert: Path
    key: Path
    pin: str

    def server_context(self) -> ssl.SSLContext:
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        ctx.minimum_version = ssl.TLSVersion.TLSv1_2
        ctx.load_cert_chain(self.cert, self.key)
        return ctx


def _read_pem(path: Path) -> str:
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    with os.fdopen(fd, "rb") as fh:
        data = fh.read(MAX_PEM_BYTES + 1)
    if len(data) > MAX_PEM_BYTES:
        raise ValueError("too large")
    return data.decode("ascii")


def host_identity(folder: Path) -> HostIdentity:
    """The host's certificate kept in ``folder``, made there on first use (about a second). A
    damaged pair is made anew: friends then see a new fingerprint and are asked to check it."""
    folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    cert, key = folder / CERT_NAME, folder / KEY_NAME
    try:
        der = ssl.PEM_cert_to_DER_cert(_read_pem(cert))
        identity = HostIdentity(cert, key, fingerprint(der))
        identity.server_context()  # the key matches and loads
        return identity
    except (OSError, ValueError, ssl.SSLError):
        pass
    rsa = new_rsa_key()
    der = self_signed_certificate(rsa)
    write_atomic(key, rsa.pem(), keep_backup=False, private=True)  # 0600, never through a link
    write_atomic(cert, _pem("CERTIFICATE", der), keep_backup=False, private=True)
    return HostIdentity(cert, key, fingerprint(der))


# ---- the joiner's side ------------------------------------------------------------------------------
def pinned_context() -> ssl.SSLContext:
    """A client context for a host's own certificate: no authority vouches for it, so the chain
    is not checked here; the caller compares the certificate's fingerprint before sending
    anything (:func:`peer_pin`)."""
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


def peer_pin(ssl_object: object) -> str:
    """The fingerprint of the certificate the other end showed ("" if none)."""
    getpeercert = getattr(ssl_object, "getpeercert", None)
    der = getpeercert(binary_form=True) if getpeercert is not None else None
    return fingerprint(der) if isinstance(der, bytes) else ""
