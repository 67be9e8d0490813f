"""The shipped 5×5 strategy book is exactly what scripts/build_book5.py makes from the C sources."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from tictactoe_qt.core.ai.book5 import BOOK5_PATH

SCRIPT = Path(__file__).resolve().parent.parent.parent / "scripts" / "build_book5.py"


def test_the_book_rebuilds_byte_for_byte():
    spec = importlib.util.spec_from_file_location("build_book5", SCRIPT)
    build_book5 = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build_book5)
    assert build_book5.book_bytes() == BOOK5_PATH.read_bytes()  # about 15 s of C on one core
