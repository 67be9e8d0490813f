#!/usr/bin/env python3
"""Rebuild tictactoe_qt/core/ai/opening_book.json: the solved best moves of the first plies.

    .venv/bin/python scripts/build_opening_book.py

Deterministic: the same engine gives the same file byte for byte. Rebuild it after changing the
solver; tests/core/test_engine.py checks every entry against a fresh solve.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tictactoe_qt.core.ai.book import BOOK_FORMAT, BOOK_PATH, _key, build

# Up to this many stones the cold solver can take longer than a move may (see bench/engine.py).
BOOK_DEPTHS = {(4, 4): 3}


def main() -> None:
    variants = {}
    for variant, max_stones in BOOK_DEPTHS.items():
        started = time.perf_counter()
        variants[_key(variant)] = build(variant, max_stones)
        print(
            f"{_key(variant)}: {len(variants[_key(variant)])} positions up to {max_stones} stones "
            f"in {time.perf_counter() - started:.1f} s"
        )
    document = {"format": BOOK_FORMAT, "version": 1, "variants": variants}
    BOOK_PATH.write_text(json.dumps(document, separators=(",", ":"), sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {BOOK_PATH} ({BOOK_PATH.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
