#!/usr/bin/env python3
"""Draw the application icon with Qt (offscreen) and write it at the sizes each platform wants.

Why a script and no committed binaries: the icon is vector drawing code, so every size is drawn
crisp (not scaled down from one bitmap), the repository stays free of build outputs, and the
installers always carry an icon that matches the code. No font is used, so the result is the
same on every machine.

Outputs (into ``--out``, default ``build/icons``):
  ``hicolor/<N>x<N>/apps/joraku.png``  Linux (freedesktop icon theme sizes) and the window icon
  ``joraku.png``                      256 px copy, next to the Linux ``.desktop`` file
  ``joraku.ico``                      Windows: 16-128 px as 32-bit DIBs, 256 px as PNG
  ``joraku.icns``                     macOS: PNG entries 16 px to 1024 px (incl. @2x)

Usage: ``.venv/bin/python scripts/make_icons.py [--out DIR]`` (needs only PySide6).
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

NAME = "joraku"
LINUX_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
WINDOWS_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
#: ICNS entry type -> pixel size (PNG payloads, understood by macOS 10.7 and later)
ICNS_TYPES = (
    (b"icp4", 16), (b"ic11", 32), (b"icp5", 32), (b"ic12", 64), (b"ic07", 128),
    (b"ic13", 256), (b"ic08", 256), (b"ic14", 512), (b"ic09", 512), (b"ic10", 1024),
)

INDIGO_TOP = QColor("#2d3b6b")
INDIGO_BOTTOM = QColor("#141a33")
GOLD = QColor("#d8b45a")
SUN = QColor("#cf3a2b")
SUN_LIGHT = QColor("#ee6a4a")
CASTLE = QColor("#0c0f1c")
WALL = QColor("#f1ead8")


def _roof(cx: float, y: float, half: float, height: float, flare: float) -> QPainterPath:
    """One castle roof tier: a trapezoid whose eaves curve up at both ends."""
    p = QPainterPath()
    top = half * 0.55
    p.moveTo(cx - top, y - height)
    p.lineTo(cx + top, y - height)
    p.quadTo(cx + half * 0.85, y - height * 0.35, cx + half + flare, y - height * 0.25)
    p.lineTo(cx + half * 0.92, y)
    p.lineTo(cx - half * 0.92, y)
    p.lineTo(cx - half - flare, y - height * 0.25)
    p.quadTo(cx - half * 0.85, y - height * 0.35, cx - top, y - height)
    p.closeSubpath()
    return p


def draw(size: int) -> QImage:
    """The icon at ``size`` px: a castle keep in front of a red sun on an indigo tile (units of 512)."""
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(size / 512.0, size / 512.0)
    small = size <= 24  # drop the fine details that would only blur at tiny sizes

    tile = QRectF(16, 16, 480, 480)
    grad = QLinearGradient(tile.topLeft(), tile.bottomLeft())
    grad.setColorAt(0.0, INDIGO_TOP)
    grad.setColorAt(1.0, INDIGO_BOTTOM)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(grad))
    p.drawRoundedRect(tile, 96, 96)
    if not small:
        p.setPen(QPen(GOLD, 12))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(tile.adjusted(22, 22, -22, -22), 76, 76)

    sun = QRadialGradient(QPointF(236, 196), 170)
    sun.setColorAt(0.0, SUN_LIGHT)
    sun.setColorAt(1.0, SUN)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(sun))
    p.drawEllipse(QPointF(256, 218), 150, 150)

    # The keep: stone base, white walls between three roof tiers, a ridge on top.
    p.setBrush(CASTLE)
    base = QPainterPath()
    base.moveTo(120, 452)
    base.lineTo(392, 452)
    base.lineTo(362, 372)
    base.lineTo(150, 372)
    base.closeSubpath()
    p.drawPath(base)
    p.setBrush(WALL)
    p.drawRect(QRectF(176, 318, 160, 56))
    p.drawRect(QRectF(200, 250, 112, 46))
    p.drawRect(QRectF(222, 190, 68, 40))
    p.setBrush(CASTLE)
    p.drawPath(_roof(256, 330, 122, 40, 26))
    p.drawPath(_roof(256, 262, 92, 36, 22))
    p.drawPath(_roof(256, 198, 66, 34, 18))
    p.drawRect(QRectF(246, 142, 20, 24))
    if not small:
        for x in (206, 244, 282):  # windows of the lowest storey
            p.drawRect(QRectF(x, 336, 24, 26))
        for x in (226, 266):
            p.drawRect(QRectF(x, 266, 20, 22))
    p.end()
    return img


def png_bytes(img: QImage) -> bytes:
    buf = QBuffer()
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not img.save(buf, "PNG"):
        raise RuntimeError("Qt could not encode PNG")
    return bytes(buf.data())


def dib_bytes(img: QImage) -> bytes:
    """A 32-bit ICO bitmap: BITMAPINFOHEADER (double height), bottom-up BGRA rows, AND mask."""
    img = img.convertToFormat(QImage.Format.Format_ARGB32)  # little-endian memory order is B,G,R,A
    w, h = img.width(), img.height()
    header = struct.pack("<IiiHHIIiiII", 40, w, h * 2, 1, 32, 0, w * h * 4, 0, 0, 0, 0)
    rows = [bytes(img.constScanLine(y))[: w * 4] for y in range(h - 1, -1, -1)]
    mask_row = ((w + 31) // 32) * 4
    return header + b"".join(rows) + bytes(mask_row * h)  # all-zero mask: alpha channel decides


def ico_bytes(images: dict[int, QImage]) -> bytes:
    """Windows ``.ico``: classic DIB entries below 256 px (Explorer, NSIS), PNG for 256 px."""
    payloads = [(s, png_bytes(images[s]) if s >= 256 else dib_bytes(images[s])) for s in sorted(images)]
    out = struct.pack("<HHH", 0, 1, len(payloads))
    offset = 6 + 16 * len(payloads)
    for s, data in payloads:
        dim = 0 if s >= 256 else s
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return out + b"".join(data for _, data in payloads)


def icns_bytes(images: dict[int, QImage]) -> bytes:
    """macOS ``.icns``: a big-endian container of typed PNG entries."""
    body = b""
    for kind, s in ICNS_TYPES:
        data = png_bytes(images[s])
        body += kind + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def write_all(out: Path) -> list[Path]:
    """Draw every size once and write all the platform files; returns the files written."""
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    sizes = sorted({*LINUX_SIZES, *WINDOWS_SIZES, *(s for _, s in ICNS_TYPES)})
    images = {s: draw(s) for s in sizes}
    written: list[Path] = []
    for s in LINUX_SIZES:
        f = out / "hicolor" / f"{s}x{s}" / "apps" / f"{NAME}.png"
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_bytes(png_bytes(images[s]))
        written.append(f)
    out.mkdir(parents=True, exist_ok=True)
    for name, data in (
        (f"{NAME}.png", png_bytes(images[256])),
        (f"{NAME}.ico", ico_bytes({s: images[s] for s in WINDOWS_SIZES})),
        (f"{NAME}.icns", icns_bytes(images)),
    ):
        (out / name).write_bytes(data)
        written.append(out / name)
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent / "build" / "icons")
    args = ap.parse_args(argv)
    files = write_all(args.out)
    print(f"wrote {len(files)} icon files to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
