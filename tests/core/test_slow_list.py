"""tests/slow.txt names tests that exist: a renamed or moved test would otherwise drop its mark unseen and slow the
quick loop down (or, for the CPU check in tests/conftest.py, fail it)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.conftest import SLOW

TESTS = Path(__file__).resolve().parents[1]


def test_every_test_marked_slow_is_defined_where_the_list_says():
    assert len(SLOW) > 100
    for entry in sorted(SLOW):
        path, name = entry.split("::")
        source = TESTS / path
        assert source.is_file(), entry
        assert re.search(rf"^def {re.escape(name)}\(", source.read_text(encoding="utf-8"), re.M), entry
