"""bench/startup.py's floors (bench/floors/) show the saved game the bench writes, and the one said to draw
without PySide6's `Qt` namespace does: docs/design.md's reasoning about start-up rests on both."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tictactoe_qt.qt.widgets import style

from ..project_scripts import load_script

BENCH = Path(__file__).resolve().parents[2] / "bench"
FLOORS = BENCH / "floors"


def _save_a_game(tmp_path: Path) -> dict[str, str]:
    """The game in progress the bench starts every program with, written by the game's own records; the
    environment a floor finds it in."""
    load_script("startup", BENCH).write_saved_game(tmp_path)
    return dict(
        os.environ, XDG_DATA_HOME=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(BENCH.parent)
    )


def test_the_board_floor_paints_the_saved_game_without_building_the_qt_namespace(tmp_path):
    result = subprocess.run(
        [sys.executable, str(FLOORS / "board_without_qt_namespace.py"), "--check"],
        env=_save_a_game(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "Qt namespace built: False"


def test_the_play_area_floor_shows_the_saved_game_through_the_games_own_widgets(tmp_path):
    result = subprocess.run(
        [sys.executable, str(FLOORS / "play_area_alone.py"), "--check"],
        env=_save_a_game(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "painted"


def test_the_floors_read_the_game_in_progress_from_the_games_own_file_and_keep_the_panels_room(tmp_path, monkeypatch):
    floor_parts = load_script("floor_parts", FLOORS)
    monkeypatch.setenv("XDG_DATA_HOME", _save_a_game(tmp_path)["XDG_DATA_HOME"])
    assert floor_parts.saved_moves() == (3, [(1, 1), (0, 0), (2, 2)])
    assert floor_parts.SIDE_PANEL_WIDTH == style.SIDE_PANEL_WIDTH
