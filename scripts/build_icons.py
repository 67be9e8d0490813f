#!/usr/bin/env python3
"""Render the app icon, tictactoe_qt/qt/assets/icons/tictactoe.svg, into every file a platform asks for.

    .venv/bin/python scripts/build_icons.py      (needs the `build` extra: Pillow)

Writes resources/icons/app/: hicolor PNGs for Linux desktops, tictactoe-qt.ico (Windows
executable) and tictactoe-qt.icns (macOS bundle). The outputs are committed, so building the
app needs neither this script nor Pillow; change the SVG, run this, commit both.
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "tictactoe_qt" / "qt" / "assets" / "icons" / "tictactoe.svg"
OUTPUT = ROOT / "resources" / "icons" / "app"
APP_ID = "io.github.tictactoe_qt.TicTacToe"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def render(size: int) -> bytes:
    """The SVG drawn at size×size, as PNG bytes, by Qt's own SVG renderer."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    QSvgRenderer(str(SOURCE)).render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, b"PNG")
    return bytes(data.data())


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PIL import Image
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - QImage needs it
    for size in HICOLOR_SIZES:
        target = OUTPUT / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(render(size))
    largest = Image.open(io.BytesIO(render(1024)))
    largest.save(OUTPUT / "tictactoe-qt.ico", sizes=[(s, s) for s in ICO_SIZES])
    largest.save(OUTPUT / "tictactoe-qt.icns")
    for path in sorted(OUTPUT.rglob("*.*")):
        print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
