"""Render the project's SVG icons to the formats each platform wants.

    python installer/make_icons.py [OUT_DIR]      # default: installer/build/icons

The sources are drawn by hand in ``assets/icons/``: ``dealer-trainer.svg`` (the
app) and ``dealer-trainer-pack.svg`` (a ``.studpack`` file). From each, this
writes

* ``png/NAME-SIZE.png`` for SIZE in 16 … 512 (Linux hicolor icons; Qt's
  QSvgRenderer does the drawing, so no other SVG tool is needed);
* ``NAME.ico`` (Windows: an ICO container whose entries are PNG images, which
  Windows has read since Vista);
* ``NAME.icns`` (macOS: an ICNS container with PNG entries ``ic07`` … ``ic14``).

The containers are written here byte by byte: both are small formats (a
directory of offsets and lengths followed by the PNG data), and writing them
avoids a dependency on Pillow, iconutil (macOS only) or ImageMagick. The output
is generated at build time rather than committed: the SVG is the one source,
and every build uses pictures made from it.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "assets" / "icons"
NAMES = ("dealer-trainer", "dealer-trainer-pack")
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 256)
#: ICNS element types that hold PNG data, with their pixel sizes
#: (ic11 … ic14 are the @2x "retina" variants of 16, 32, 128 and 256).
ICNS_TYPES = (
    ("ic11", 32),
    ("ic12", 64),
    ("ic07", 128),
    ("ic08", 256),
    ("ic13", 256),
    ("ic09", 512),
    ("ic14", 512),
    ("ic10", 1024),
)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _app() -> object:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication([sys.argv[0]])


def render_png(svg: Path, size: int) -> bytes:
    """``svg`` drawn at ``size`` × ``size`` pixels on a transparent ground, as PNG bytes."""
    _app()
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise RuntimeError(f"{svg}: could not encode a {size} px PNG")
    buffer.close()
    return bytes(data.data())


def png_size(png: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    if png[:8] != PNG_SIGNATURE or png[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    width, height = struct.unpack(">II", png[16:24])
    return width, height


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file holding one PNG entry per size (at most 256 px)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f"ICO entries are 1…256 px, not {size}")
        png = pngs[size]
        byte = 0 if size == 256 else size  # 0 means 256 in the directory
        entries += struct.pack("<BBBBHHII", byte, byte, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + entries + blobs


def read_ico(data: bytes) -> list[tuple[int, bytes]]:
    """The (size, PNG) entries of an ICO written by :func:`ico_bytes`."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if (reserved, kind) != (0, 1):
        raise ValueError("not an ICO file")
    entries = []
    for index in range(count):
        width, _h, _c, _r, _p, _b, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        entries.append((width or 256, data[offset : offset + length]))
    return entries


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file with a PNG element for each type in :data:`ICNS_TYPES`."""
    body = b""
    for kind, size in ICNS_TYPES:
        png = pngs[size]
        body += kind.encode("ascii") + struct.pack(">I", 8 + len(png)) + png
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_icns(data: bytes) -> list[tuple[str, bytes]]:
    """The (type, data) elements of an ICNS file."""
    if data[:4] != b"icns" or struct.unpack(">I", data[4:8])[0] != len(data):
        raise ValueError("not an ICNS file")
    elements, offset = [], 8
    while offset < len(data):
        kind = data[offset : offset + 4].decode("ascii")
        (length,) = struct.unpack(">I", data[offset + 4 : offset + 8])
        elements.append((kind, data[offset + 8 : offset + length]))
        offset += length
    return elements


def make_icons(out_dir: Path) -> dict[str, Path]:
    """Write every format of every icon under ``out_dir``; return the main files by name."""
    out_dir = Path(out_dir)
    (out_dir / "png").mkdir(parents=True, exist_ok=True)
    made: dict[str, Path] = {}
    for name in NAMES:
        svg = SOURCES / f"{name}.svg"
        sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {s for _k, s in ICNS_TYPES})
        pngs = {size: render_png(svg, size) for size in sizes}
        for size in PNG_SIZES:
            (out_dir / "png" / f"{name}-{size}.png").write_bytes(pngs[size])
        (out_dir / f"{name}.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
        (out_dir / f"{name}.icns").write_bytes(icns_bytes(pngs))
        made[f"{name}.svg"] = svg
        made[f"{name}.ico"] = out_dir / f"{name}.ico"
        made[f"{name}.icns"] = out_dir / f"{name}.icns"
    return made


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out_dir = Path(args[0]) if args else ROOT / "installer" / "build" / "icons"
    for path in make_icons(out_dir).values():
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
