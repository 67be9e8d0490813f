"""The game killed with SIGKILL at random moments of real play (clicks, Undo, New Game, board switches, each
saved as it happens) starts again with everything it had saved: the board, the moves, the games kept on the
other boards and every score. Nothing it said was saved is lost, and no start is refused.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

DRIVER = Path(__file__).with_name("kill_driver.py")
KILLS = 10


def _env(home: Path) -> dict[str, str]:
    return dict(
        os.environ, XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"), QT_QPA_PLATFORM="offscreen"
    )


def _restored(home: Path) -> str:
    result = subprocess.run(
        [sys.executable, str(DRIVER), "report"], env=_env(home), capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stdout + result.stderr
    return result.stdout.split("RESTORED ", 1)[1].strip()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_killed_at_random_moments_of_play_the_next_start_brings_back_everything_saved(tmp_path):
    rng = random.Random(29)
    for kill in range(KILLS):
        player = subprocess.Popen(
            [sys.executable, str(DRIVER), "play", str(kill)],
            env=_env(tmp_path),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        saved: list[str] = []
        deadline = time.monotonic() + rng.uniform(0.2, 1.2)
        while len(saved) < 3 or time.monotonic() < deadline:  # some play first, then a moment nobody chose
            line = player.stdout.readline()
            assert line, f"the game stopped by itself: {player.stderr.read()}"
            if line.startswith("SAVED "):
                saved.append(line.split(" ", 1)[1].strip())
        player.send_signal(signal.SIGKILL)
        rest, _ = player.communicate(timeout=30)
        # The kill landed in the middle of real play: the game was still running, and had saved at least three
        # times first (what each round asks for, however quickly or slowly a loaded machine plays).
        assert player.returncode == -signal.SIGKILL, (kill, player.returncode)
        # What it managed to say before dying counts as saved too.
        saved += [line.split(" ", 1)[1].strip() for line in rest.splitlines() if line.startswith("SAVED ")]
        assert len(saved) >= 3, (kill, saved)
        restored = _restored(tmp_path)
        # Killed after a save and before saying so, the next start may be one save further: never behind.
        assert restored == saved[-1] or restored not in saved[:-1], (kill, restored, saved[-1])
        if restored != saved[-1]:
            assert _restored(tmp_path) == restored  # and it is a state of its own, brought back the same each time
