#!/usr/bin/env python3
"""Compile resources/resources.qrc into tictactoe_qt/qt/resources_rc.py.

Run after adding or changing anything in resources/ (icons, compiled translations). The
compiled module is committed so that a checkout, a pip install and the frozen app all load
resources the same way, from ":/..." paths; tests/gui/test_resources.py fails while it is stale.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QRC = ROOT / "resources" / "resources.qrc"
OUTPUT = ROOT / "tictactoe_qt" / "qt" / "resources_rc.py"


def compiled_resources() -> bytes:
    rcc = shutil.which("pyside6-rcc", path=str(Path(sys.executable).parent)) or "pyside6-rcc"
    # A fixed date in place of each file's modification time: the output depends on content alone
    # (a fresh clone has new mtimes). zlib rather than zstd so any Qt 6 build can read it.
    env = dict(os.environ, QT_RCC_SOURCE_DATE_OVERRIDE="1")
    command = [rcc, "--no-zstd", str(QRC)]
    return subprocess.run(command, check=True, capture_output=True, env=env).stdout


if __name__ == "__main__":
    OUTPUT.write_bytes(compiled_resources())
    print(f"wrote {OUTPUT.relative_to(ROOT)}")
