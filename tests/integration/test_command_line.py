"""The command line: --reset clears the saved data, keeping a backup, without needing a display."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time
from tests.saved_games import two_players_game


def _run(tmp_path, *args):
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    env.pop("QT_QPA_PLATFORM", None)
    return subprocess.run(
        [sys.executable, "-m", "tictactoe_qt", *args], env=env, capture_output=True, text=True, timeout=60
    )


def test_reset_clears_scores_and_settings_and_keeps_a_backup(tmp_path):
    data = tmp_path / "data" / "tictactoe-qt"
    data.mkdir(parents=True)
    state = {
        "format": "tictactoe-qt/state",
        "version": 1,
        "series": [
            {
                "size": 3,
                "win_length": 3,
                "mode": "human",
                "level": None,
                "wins": [5, 2],
                "draws": 1,
                "x_seat": 0,
                "counted": None,
            }
        ],
        "current": {
            "mode": "human",
            "level": "perfect",
            "scored": True,
            "size": 3,
            "win_length": 3,
            "moves": [[1, 1]],
            "undone": [],
        },
    }
    (data / "state.json").write_text(json.dumps(state))
    settings = tmp_path / "config" / "tictactoe-qt" / "tictactoe-qt.ini"
    settings.parent.mkdir(parents=True)
    settings.write_text("[players]\nname1=Ann\n")

    result = _run(tmp_path, "--reset")
    assert result.returncode == 0, result.stderr
    assert "cleared" in result.stdout
    assert not (data / "state.json").exists()
    assert "Ann" not in settings.read_text()
    backups = list((data / "backups").glob("state-*.json"))
    assert len(backups) == 1 and json.loads(backups[0].read_text())["series"][0]["wins"] == [5, 2]


def test_help_documents_reset(tmp_path):
    result = _run(tmp_path, "--help")
    assert result.returncode == 0 and "--reset" in result.stdout


def test_files_in_the_old_doubled_data_folder_are_moved_up_once(tmp_path):
    doubled = tmp_path / "data" / "tictactoe-qt" / "tictactoe-qt"
    (doubled / "backups").mkdir(parents=True)
    (doubled / "backups" / "state-20260101-120000.json").write_text("{}")
    state = {
        "format": "tictactoe-qt/state",
        "version": 1,
        "series": [],
        "current": {
            "mode": "human",
            "level": "perfect",
            "scored": True,
            "size": 3,
            "win_length": 3,
            "moves": [],
            "undone": [],
        },
    }
    (doubled / "state.json").write_text(json.dumps(state))
    result = _run(tmp_path, "--reset")  # any start of the game moves them; --reset needs no display
    assert result.returncode == 0, result.stderr
    folder = tmp_path / "data" / "tictactoe-qt"
    assert not doubled.exists()
    backups = sorted(path.name for path in (folder / "backups").iterdir())
    assert "state-20260101-120000.json" in backups and len(backups) == 2  # the old one and --reset's own


def test_an_unknown_option_prints_the_usage_and_exits_with_status_2(tmp_path):
    result = _run(tmp_path, "--frobnicate")
    assert result.returncode == 2
    assert "usage: tictactoe-qt" in result.stderr and "--frobnicate" in result.stderr


def test_without_a_display_one_plain_line_points_to_the_terminal_game(tmp_path):
    result = _run(tmp_path)  # DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM removed
    assert result.returncode == 1
    assert result.stderr.strip().splitlines() == [
        "tictactoe-qt: no display was found (DISPLAY and WAYLAND_DISPLAY are not set), so the window cannot open. "
        "`tictactoe-qt --cli` plays in the terminal."
    ]
    assert "xcb" not in result.stderr


def test_a_display_that_is_not_there_is_named(tmp_path):
    env = dict(
        os.environ, XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"), DISPLAY=":97"
    )
    env.pop("QT_QPA_PLATFORM", None)
    env.pop("WAYLAND_DISPLAY", None)
    result = subprocess.run([sys.executable, "-m", "tictactoe_qt"], env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 1 and "the display :97 could not be found" in result.stderr


def test_qt_options_still_pass_through(tmp_path):
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    env.pop("QT_QPA_PLATFORM", None)
    env.pop("DISPLAY", None)
    result = subprocess.run(
        [sys.executable, "-m", "tictactoe_qt", "-platform", "offscreen", "--quit-when-shown"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr


def test_the_game_saves_before_its_quick_exit(tmp_path):
    # run() ends the process with os._exit once the window has closed: what closing saves must be on disk.
    env = dict(
        os.environ,
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        QT_QPA_PLATFORM="offscreen",
    )
    result = subprocess.run(
        [sys.executable, "-m", "tictactoe_qt", "--quit-when-shown"], env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert "geometry=" in (tmp_path / "config" / "tictactoe-qt" / "tictactoe-qt.ini").read_text()
    state = json.loads((tmp_path / "data" / "tictactoe-qt" / "state.json").read_text())
    assert state["current"]["moves"] == []


def test_no_arguments_open_the_window_as_the_options_would(monkeypatch):
    from tictactoe_qt.__main__ import main
    from tictactoe_qt.qt.shell import app

    opened = []
    monkeypatch.setattr(
        app, "run", lambda argv, quit_when_shown=False, open_file=None: opened.append((argv, open_file)) or 0
    )
    assert main([]) == 0 and main(["-style", "fusion"]) == 0
    assert main(["-style", "fusion", "Ann against Bob.tictactoe.json"]) == 0
    assert opened == [
        (["tictactoe-qt"], None),
        (["tictactoe-qt", "-style", "fusion"], None),
        (["tictactoe-qt", "-style", "fusion", "Ann against Bob.tictactoe.json"], "Ann against Bob.tictactoe.json"),
    ]


def test_a_saved_game_named_on_the_command_line_opens_in_the_window(tmp_path):
    """As a file manager starts the game for a double-clicked saved game (Exec=tictactoe-qt %f); before, the
    argument parser refused any file name with status 2."""
    saved = tmp_path / "Ann against Bob.tictactoe.json"
    saved.write_text(two_players_game((1, 1), (0, 0), (2, 2)), encoding="utf-8")
    env = dict(
        os.environ,
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        QT_QPA_PLATFORM="offscreen",
    )
    state = tmp_path / "data" / "tictactoe-qt" / "state.json"
    game = subprocess.Popen(
        [sys.executable, "-m", "tictactoe_qt", saved.name], cwd=tmp_path, env=env, stderr=subprocess.PIPE, text=True
    )
    try:
        deadline = time.monotonic() + 30
        opened = None
        while time.monotonic() < deadline and game.poll() is None:
            try:
                opened = json.loads(state.read_text())["current"]["moves"]
            except (OSError, ValueError, KeyError):
                opened = None
            if opened:
                break
            time.sleep(0.1)
        assert opened == [[1, 1], [0, 0], [2, 2]], game.stderr.read() if game.poll() is not None else opened
    finally:
        game.kill()
        game.wait(timeout=10)


def test_network_diagnostics_stay_off_the_players_terminal_unless_asked_for(tmp_path):
    env = {key: value for key, value in os.environ.items() if key != "TICTACTOE_QT_LOG"}
    code = (
        "from tictactoe_qt.__main__ import configure_logging; configure_logging(); import logging; "
        "logging.getLogger('tictactoe_qt.net').info('%s: hung up: %s', '192.0.2.7:5000', 'refused a guest: code')"
    )
    quiet = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    asked = subprocess.run(
        [sys.executable, "-c", code], env=dict(env, TICTACTOE_QT_LOG="info"), capture_output=True, text=True, timeout=60
    )
    assert quiet.returncode == asked.returncode == 0
    assert quiet.stderr == ""
    assert "tictactoe_qt.net INFO: 192.0.2.7:5000: hung up: refused a guest: code" in asked.stderr


def test_the_game_tells_the_start_up_bench_when_its_window_has_painted_and_is_complete(tmp_path):
    # bench/startup.py times the first paint and the complete window from these lines, on its own clock.
    read_end, write_end = os.pipe()
    env = dict(
        os.environ,
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        QT_QPA_PLATFORM="offscreen",
        TICTACTOE_QT_START_UP_REPORT=str(write_end),
    )
    started = time.monotonic()
    game = subprocess.Popen(
        [sys.executable, "-m", "tictactoe_qt"],
        env=env,
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    text = b""
    try:
        while text.count(b"\n") < 2 and select.select([read_end], [], [], 30)[0]:  # none after 30 s: fails below
            chunk = os.read(read_end, 4096)
            if not chunk:
                break
            text += chunk
        ended = time.monotonic()
    finally:
        os.close(read_end)
        game.kill()
        game.wait()
    lines = [line.split() for line in text.decode().splitlines()]
    assert [stage for stage, _ in lines] == ["painted", "complete"]
    assert all(started < float(when) < ended for _, when in lines)
