#!/usr/bin/env python3
"""Rebuild tictactoe_qt/core/ai/strategy_5x5.bin: a proven perfect 5×5 strategy for each side.

    .venv/bin/python scripts/build_book5.py

Compiles scripts/book5/*.c with the system's C compiler (gcc or cc) and runs it: about 15 s
on one core. Deterministic: the same sources give the same file byte for byte (the entries
are exact values and a fixed choice among equal moves, written sorted). Check the result with
scripts/verify_book5.py.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tictactoe_qt.core.ai.book5 import BOOK5_MAGIC, BOOK5_PATH  # noqa: E402

SOURCES = ROOT / "scripts" / "book5"
# The solver itself is the game's own compiled 5×5 search (built with the package; see native/solve5.h).
SOLVER = ROOT / "tictactoe_qt" / "core" / "ai" / "native"


def compile_tool(name: str, sources: list[Path], workdir: Path) -> Path:
    """Build one of the C tools in scripts/book5 into `workdir`."""
    compiler = shutil.which("gcc") or shutil.which("cc")
    if compiler is None:
        sys.exit("needs a C compiler: apt-get install gcc")
    program = workdir / name
    subprocess.run([compiler, "-O2", "-std=c11", f"-I{SOLVER}", "-o", str(program), *map(str, sources)], check=True)
    return program


def book_bytes() -> bytes:
    """The book file's whole content, solved afresh."""
    with tempfile.TemporaryDirectory() as workdir:
        program = compile_tool("gen5", [SOURCES / "gen5.c", SOLVER / "solve5.c"], Path(workdir))
        entries_file = Path(workdir) / "entries.bin"
        subprocess.run([str(program), str(entries_file)], check=True)
        return BOOK5_MAGIC + entries_file.read_bytes()


def write_atomically(path: Path, content: bytes) -> None:
    partial = path.with_suffix(".partial")
    partial.write_bytes(content)
    os.replace(partial, path)  # a reader sees the old file or the new one


def main() -> None:
    started = time.perf_counter()
    content = book_bytes()
    print(f"solved in {time.perf_counter() - started:.1f} s")
    write_atomically(BOOK5_PATH, content)
    print(f"wrote {BOOK5_PATH} ({len(content):,} bytes, {(len(content) - len(BOOK5_MAGIC)) // 8:,} entries)")


if __name__ == "__main__":
    main()
