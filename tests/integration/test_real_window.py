"""A real window: the app on Xvfb's X server (xcb, not offscreen), clicked with real X input events."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

DRIVER = Path(__file__).with_name("real_window_driver.py")


def test_the_app_shows_marks_where_real_clicks_land(tmp_path):
    # scripts/test installs xvfb, xauth and xdotool; without them this fails rather than skips.
    for tool in ("xvfb-run", "xdotool"):
        assert shutil.which(tool), f"{tool} is missing: run the tests with ./scripts/test, which installs it"
    screenshot = tmp_path / "board.png"
    env = {key: value for key, value in os.environ.items() if key != "QT_QPA_PLATFORM"}
    result = subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", sys.executable, str(DRIVER), str(screenshot)],
        capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["platform"] == "xcb"
    assert report["moves"] == [[1, 1], [0, 0], [2, 2]]  # each click reached the cell under the pointer
    assert report["changed_pixels"] > report["sampled_pixels"] * 0.02  # three marks are really on screen
    assert screenshot.stat().st_size > 1000
