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
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["platform"] == "xcb"
    assert report["moves"] == [[1, 1], [0, 0], [2, 2]]  # each click reached the cell under the pointer
    assert report["changed_pixels"] > report["sampled_pixels"] * 0.02  # three marks are really on screen
    assert screenshot.stat().st_size > 1000


def test_the_window_class_is_the_apps_name_when_run_from_source(tmp_path):
    """Window managers group and name windows by WM_CLASS; from source it was "__main__.py"."""
    env = {key: value for key, value in os.environ.items() if key != "QT_QPA_PLATFORM"}
    env.update(XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    script = (
        f"'{sys.executable}' -m tictactoe_qt & app=$!; "
        "for i in $(seq 100); do id=$(xdotool search --classname '^tictactoe-qt$' 2>/dev/null | head -1); "
        '[ -n "$id" ] && break; sleep 0.1; done; '
        'echo "found:$id"; xdotool search --classname "__main__" 2>/dev/null | head -1 | sed "s/^/stray:/"; '
        "kill $app"
    )
    result = subprocess.run(
        ["xvfb-run", "-a", "sh", "-c", script], capture_output=True, text=True, timeout=120, env=env
    )
    lines = result.stdout.splitlines()
    assert any(line.startswith("found:") and line != "found:" for line in lines), result.stdout + result.stderr
    assert not any(line.startswith("stray:") for line in lines)
