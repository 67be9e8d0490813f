"""One copy per data folder: a second start hands over to the running copy and writes nothing, so the two
can never save over each other's game and scores; a copy that ended without tidying up does not block the next."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest


def _env(tmp_path) -> dict[str, str]:
    return dict(
        os.environ,
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        QT_QPA_PLATFORM="offscreen",
    )


def _start(tmp_path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tictactoe_qt", *args], env=_env(tmp_path), capture_output=True, text=True, timeout=60
    )


def _start_running(tmp_path) -> subprocess.Popen[bytes]:
    """A copy that keeps running, once it holds its data folder."""
    lock = tmp_path / "data" / "tictactoe-qt" / "running.lock"
    first = subprocess.Popen(
        [sys.executable, "-m", "tictactoe_qt"], env=_env(tmp_path), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    deadline = time.monotonic() + 30
    while not lock.exists():
        if first.poll() is not None or time.monotonic() > deadline:
            first.kill()
            first.wait(timeout=10)
            raise AssertionError("the first copy never started")
        time.sleep(0.05)
    return first


def _files(folder) -> dict[str, tuple[int, int]]:
    return {
        str(path.relative_to(folder)): (path.stat().st_mtime_ns, path.stat().st_size)
        for path in folder.rglob("*")
        if path.is_file()
    }


KEPT_NETWORK_GAME = "[rejoin]\naddress=192.168.1.20:47300\ncode=2468\nname=Bob\nhost_name=Alice\n"


@pytest.mark.parametrize("settings", ["", KEPT_NETWORK_GAME], ids=["board first", "built whole (a game to rejoin)"])
def test_a_second_start_hands_over_to_the_running_copy_and_changes_nothing(tmp_path, settings):
    data = tmp_path / "data" / "tictactoe-qt"
    if settings:  # the window shows the offer from its first frame, so it is built whole: it answers all the same
        (tmp_path / "config" / "tictactoe-qt").mkdir(parents=True)
        (tmp_path / "config" / "tictactoe-qt" / "tictactoe-qt.ini").write_text(settings)
    first = _start_running(tmp_path)
    try:
        before = _files(tmp_path)
        second = _start(tmp_path)
        assert second.returncode == 0, second.stderr
        assert "Tic-Tac-Toe is already running: its window was brought forward." in second.stderr
        reset = _start(tmp_path, "--reset")  # would clear what the running copy saves again on quitting
        assert reset.returncode == 1 and "quit it first" in reset.stderr
        assert _files(tmp_path) == before
        assert first.poll() is None  # the first copy plays on
    finally:
        first.kill()  # no chance to unlock: its lock file stays behind
        first.wait(timeout=10)
    assert (data / "running.lock").exists()
    third = _start(tmp_path, "--quit-when-shown")
    assert third.returncode == 0, third.stderr
    assert "already running" not in third.stderr  # a lock whose process has ended is taken over


def test_a_copy_with_data_and_settings_folders_of_its_own_runs_beside_the_first(tmp_path):
    """How one computer plays both ends of a network game (docs/engineering.md says so): the second copy gets folders of its own."""
    first = _start_running(tmp_path / "host")
    try:
        second = _start(tmp_path / "guest", "--quit-when-shown")
        assert second.returncode == 0, second.stderr
        assert "already running" not in second.stderr and (tmp_path / "guest" / "data" / "tictactoe-qt").is_dir()
        assert first.poll() is None
    finally:
        first.kill()
        first.wait(timeout=10)
