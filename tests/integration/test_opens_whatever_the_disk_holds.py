"""Whatever a player's disk holds after a crash, a power cut or a mistake, the double-click opens the game.

Each case starts the real program in a process of its own, with a private home, and checks that the window
opens (exit status 0 after its first frame, no traceback) and, where something was set aside or cannot be
used, that the player is told.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tictactoe_qt.core import Game
from tictactoe_qt.core.modes import Mode
from tictactoe_qt.core.records import AppState, state_json

# Builds the window as the program does and prints what the notice bar says, for the cases that must say something.
NOTICE_DRIVER = """
from tictactoe_qt.qt.shell.app import create_application
from tictactoe_qt.qt.shell.main_window import MainWindow
from tictactoe_qt.qt.shell.storage import Storage
app = create_application(["tictactoe-qt"])
window = MainWindow(storage=Storage())
window.show()
notice = window.play_area.notice_bar
print("NOTICE:", notice.message_label.text() if notice.isVisible() else "")
"""


def _env(home: Path) -> dict[str, str]:
    return dict(
        os.environ, XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"), QT_QPA_PLATFORM="offscreen"
    )


def _data(home: Path) -> Path:
    folder = home / "data" / "tictactoe-qt"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _opens(home: Path, *wrapper: str) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(
        [*wrapper, sys.executable, "-m", "tictactoe_qt", "--quit-when-shown"],
        env=_env(home),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    assert "already running" not in result.stderr
    return result


def _notice(home: Path, *wrapper: str) -> str:
    result = subprocess.run(
        [*wrapper, sys.executable, "-c", NOTICE_DRIVER], env=_env(home), capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.split("NOTICE:", 1)[1].strip()


@pytest.mark.parametrize(
    "lock", ["empty", "random bytes", "old lock of a live process", "folder", "link to a file", "dangling link"]
)
def test_a_lock_left_behind_never_keeps_the_game_shut(tmp_path, lock):
    running_lock = _data(tmp_path) / "running.lock"
    outside = tmp_path / "not the game's.txt"
    outside.write_text("keep me")
    if lock == "empty":  # what a power cut can leave
        running_lock.write_bytes(b"")
    elif lock == "random bytes":
        running_lock.write_bytes(os.urandom(64))
    elif lock == "old lock of a live process":  # QLockFile's format, naming this (live, python) process
        running_lock.write_text(f"{os.getpid()}\ntictactoe-qt\n{os.uname().nodename}\n")
    elif lock == "folder":
        running_lock.mkdir()
        (running_lock / "something").write_text("x")
    elif lock == "link to a file":
        running_lock.symlink_to(outside)
    else:
        running_lock.symlink_to(tmp_path / "nowhere")
    _opens(tmp_path)
    assert outside.read_text() == "keep me"  # a link is never followed
    assert running_lock.is_file() and not running_lock.is_symlink()


@pytest.mark.parametrize(
    "damage",
    [
        ("current", "size", 3.0),
        ("current", "win_length", 3.0),
        ("unfinished", "win_length", 4.0),
        ("top", "version", 1.0),
    ],
)
def test_a_state_file_with_numbers_of_the_wrong_type_is_set_aside_with_a_notice(tmp_path, damage):
    state = AppState(
        {}, Mode.HUMAN_VS_HUMAN, "perfect", Game(3), True, unfinished={((4, 4), Mode.HUMAN_VS_HUMAN, None): Game(4, 4)}
    )
    document = json.loads(state_json(state))
    where, field, value = damage
    target = document if where == "top" else document[where] if where == "current" else document[where][0]
    target[field] = value
    (_data(tmp_path) / "state.json").write_text(json.dumps(document))
    assert "could not be read" in _notice(tmp_path)
    assert [path.name for path in _data(tmp_path).glob("state.json.corrupt-*")]
    _opens(tmp_path)  # and every start after that opens too


def _user_namespace() -> tuple[str, ...]:
    """A user namespace in which a folder owned by an unmapped user is not ours, even for root (CI runs as root)."""
    if shutil.which("unshare") is None:
        pytest.skip("no unshare here") if not os.environ.get("CI") else pytest.fail("unshare is missing")
    wrapper = ("unshare", "--user", "--map-root-user")
    probe = subprocess.run([*wrapper, "true"], capture_output=True)
    if probe.returncode != 0:
        if os.environ.get("CI"):
            pytest.fail(f"user namespaces are not allowed: {probe.stderr!r}")
        pytest.skip("user namespaces are not allowed here")
    return wrapper


@pytest.mark.parametrize("inside", ["empty", "with the doubled folder of old builds"])
def test_a_data_folder_of_another_user_opens_the_game_and_says_nothing_can_be_saved(tmp_path, inside):
    wrapper = _user_namespace()
    data = _data(tmp_path)
    if inside != "empty":
        (data / "tictactoe-qt").mkdir()
    (data / "state.json").write_text("{}")
    for path in (data, *data.rglob("*")):
        os.chown(path, 12345, 12345, follow_symlinks=False)
    data.chmod(0o700)
    _opens(tmp_path, *wrapper)
    notice = _notice(tmp_path, *wrapper)
    assert "Your scores cannot be saved in" in notice and "Permission denied" in notice
    assert (data / "state.json").read_text() == "{}"  # never set aside, never saved over
