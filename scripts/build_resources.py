#!/usr/bin/env python3
"""Compile resources/resources.qrc into tictactoe_qt/qt/resources_rc.py.

The compiled module is generated, not kept in git: scripts/setup.sh (so ./scripts/play, ./scripts/test
and ./scripts/build) runs this with --if-changed, the release workflow runs it before building, and the
sdist carries the result, so a checkout, a pip install and the frozen app all load resources the same way,
from ":/..." paths. Its first line records a digest of what it was compiled from; tests/gui/test_resources.py
fails while it does not match resources/.

    .venv/bin/python scripts/build_resources.py               compile
    .venv/bin/python scripts/build_resources.py --if-changed  compile only if resources/ changed since
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QRC = ROOT / "resources" / "resources.qrc"
OUTPUT = ROOT / "tictactoe_qt" / "qt" / "resources_rc.py"
DIGEST_PREFIX = b"# compiled from resources/ with digest "


def source_digest() -> str:
    """A digest of the .qrc and every file it lists: what the compiled module depends on."""
    digest = hashlib.sha256(QRC.read_bytes())
    for name in sorted(re.findall(r"<file[^>]*>([^<]+)</file>", QRC.read_text("utf-8"))):
        digest.update(name.encode() + b"\0" + (QRC.parent / name).read_bytes())
    return digest.hexdigest()


def compiled_resources() -> bytes:
    rcc = shutil.which("pyside6-rcc", path=str(Path(sys.executable).parent)) or "pyside6-rcc"
    # A fixed date in place of each file's modification time: the output depends on content alone
    # (a fresh clone has new mtimes). zlib rather than zstd so any Qt 6 build can read it.
    env = dict(os.environ, QT_RCC_SOURCE_DATE_OVERRIDE="1")
    command = [rcc, "--no-zstd", str(QRC)]
    compiled = subprocess.run(command, check=True, capture_output=True, env=env).stdout
    return DIGEST_PREFIX + source_digest().encode() + b"\n" + compiled


def recorded_digest() -> str | None:
    try:
        with OUTPUT.open("rb") as module:
            first = module.readline().rstrip(b"\n")
    except FileNotFoundError:
        return None
    return first[len(DIGEST_PREFIX):].decode() if first.startswith(DIGEST_PREFIX) else None


def main(argv: list[str]) -> None:
    if "--if-changed" in argv and recorded_digest() == source_digest():
        return
    temporary = OUTPUT.with_suffix(".tmp")
    temporary.write_bytes(compiled_resources())
    temporary.replace(OUTPUT)  # atomic: a run stopped half-way leaves the old module, not half a new one
    print(f"wrote {OUTPUT.relative_to(ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
