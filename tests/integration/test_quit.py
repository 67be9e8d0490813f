"""Quitting mid-search ends the process promptly: once, it lingered 58–103 s while 5×5 searches ran on.

bench/background.py times it against a bare PySide6 window; this test only proves that the process
ends on its own and promptly, with the searches busy when the window closed.
"""

from __future__ import annotations

import os
import select
import subprocess
import sys
import time
from pathlib import Path

DRIVER = Path(__file__).resolve().parents[2] / "bench" / "drivers" / "close_mid_search.py"  # bench/background.py's too


def close_to_exit_seconds(tmp_path: Path, kind: str) -> float:
    # The Python search, whose proofs of this position take minutes: the compiled one is done before the window
    # could close mid-search (its stop is tested in tests/core/test_native5.py).
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        TICTACTOE_PURE_PYTHON="1",
    )
    process = subprocess.Popen([sys.executable, str(DRIVER), kind], stdout=subprocess.PIPE, text=True, env=env)
    try:
        # Bounded, so a driver that never gets to close fails the test instead of hanging it.
        ready, _, _ = select.select([process.stdout], [], [], 60)
        assert ready, "the window never reached the moment to close"
        assert process.stdout.readline().strip() == "closing"
        closed_at = time.monotonic()
        assert process.wait(timeout=30) == 0
        return time.monotonic() - closed_at
    finally:
        process.kill()


def test_closing_the_window_mid_search_ends_the_process(tmp_path):
    seconds = close_to_exit_seconds(tmp_path, "game")
    print(f"\nclose-to-exit mid-search: {seconds * 1000:.0f} ms")
    # A search left running would keep the process alive for a minute or more.
    assert seconds < 5
    assert (tmp_path / "data").exists()  # it saved on the way out
