"""Quitting mid-search ends the process promptly: once, it lingered 58–103 s while 5×5 searches ran on.

bench/background.py times it against a bare PySide6 window; this test only proves that the process
ends on its own, with the searches busy when the window closed.
"""

from __future__ import annotations

import os
import select
import subprocess
import sys
from pathlib import Path

DRIVER = Path(__file__).resolve().parents[2] / "bench" / "drivers" / "close_mid_search.py"  # bench/background.py's too


def close_mid_search(tmp_path: Path, kind: str) -> int:
    """The exit code of the app closed while its searches are busy."""
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
        # Not a speed limit (bench/background.py measures that): a search left running would hold the process for
        # minutes, so a process not gone well before then is one that does not end on its own.
        return process.wait(timeout=30)
    finally:
        process.kill()


def test_closing_the_window_mid_search_ends_the_process(tmp_path):
    assert close_mid_search(tmp_path, "game") == 0
    assert (tmp_path / "data").exists()  # it saved on the way out
