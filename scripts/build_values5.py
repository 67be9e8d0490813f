#!/usr/bin/env python3
"""Rebuild tictactoe_qt/core/ai/values_5x5.bin: the exact value of every 5×5 position of one to four stones.

    .venv/bin/python scripts/build_values5.py [--check]

The compiled search (tictactoe_qt/core/ai/native) answers any later position within about a second,
but the first stones leave it the most to prove: analysing a position of one or two stones means
solving each reply, up to five seconds on this project's 2-core machine. With these values shipped,
those analyses are look-ups (book5.py reads the file), and the search starts from four stones.

Needs the compiled search (./scripts/play or ./scripts/test builds it). Solves every position once
per symmetry class on every core, some minutes. Deterministic: the values are exact and written
sorted, so the same rules give the same file byte for byte; --check solves afresh and compares.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from itertools import combinations
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from build_book5 import write_atomically  # noqa: E402

from tictactoe_qt.core.ai.book import canonical  # noqa: E402
from tictactoe_qt.core.ai.book5 import VALUES5_MAGIC, VALUES5_PATH, pack_value  # noqa: E402
from tictactoe_qt.core.ai.exact import INFINITY  # noqa: E402
from tictactoe_qt.core.ai.native import native_solver5  # noqa: E402

CELLS = 25
MOST_STONES = 4


def canonical_positions() -> list[tuple[int, int]]:
    """(mine, theirs) for the player to move, one per symmetry class, for 1 to MOST_STONES stones.

    No such position is over: nobody has four in a row with at most two stones."""
    found: set[tuple[int, int]] = set()
    for stones in range(1, MOST_STONES + 1):
        x_count = (stones + 1) // 2
        for x_cells in combinations(range(CELLS), x_count):
            x_bits = sum(1 << cell for cell in x_cells)
            free = [cell for cell in range(CELLS) if not x_bits >> cell & 1]
            for o_cells in combinations(free, stones - x_count):
                o_bits = sum(1 << cell for cell in o_cells)
                mine, theirs = (x_bits, o_bits) if stones % 2 == 0 else (o_bits, x_bits)  # X moves on even counts
                found.add(canonical(mine, theirs, 5)[0])
    return sorted(found)


def solve(position: tuple[int, int]) -> int:
    solver = native_solver5()
    assert solver is not None
    return solver.solve(position[0], position[1], -INFINITY, INFINITY, None)


def values_bytes() -> bytes:
    if native_solver5() is None:
        sys.exit("needs the compiled search: run ./scripts/test or ./scripts/play first")
    positions = canonical_positions()
    with Pool(os.cpu_count()) as pool:
        values = pool.map(solve, positions, chunksize=4)
    entries = sorted(pack_value(mine, theirs, value) for (mine, theirs), value in zip(positions, values, strict=True))
    return VALUES5_MAGIC + b"".join(entry.to_bytes(8, "little") for entry in entries)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="solve afresh and compare with the file")
    arguments = parser.parse_args()
    started = time.perf_counter()
    content = values_bytes()
    print(f"solved {(len(content) - len(VALUES5_MAGIC)) // 8:,} positions in {time.perf_counter() - started:.1f} s")
    if arguments.check:
        same = VALUES5_PATH.read_bytes() == content
        print(f"{VALUES5_PATH.name}: {'the same, byte for byte' if same else 'DIFFERS from a fresh solve'}")
        sys.exit(0 if same else 1)
    write_atomically(VALUES5_PATH, content)
    print(f"wrote {VALUES5_PATH} ({len(content):,} bytes)")


if __name__ == "__main__":
    main()
