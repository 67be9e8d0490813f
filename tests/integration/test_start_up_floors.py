"""bench/startup.py's floors (bench/floors/) show the saved game, and the one said to draw without PySide6's `Qt`
namespace does: docs/design.md's reasoning about start-up rests on both."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

FLOORS = Path(__file__).resolve().parents[2] / "bench" / "floors"


def _save_a_game(tmp_path: Path) -> dict[str, str]:
    folder = tmp_path / "data" / "tictactoe-qt"
    folder.mkdir(parents=True)
    current = {"mode": "human", "level": "perfect", "scored": True, "size": 4, "win_length": 4,
               "moves": [[1, 1], [0, 0], [3, 2]], "undone": []}
    (folder / "state.json").write_text(json.dumps({"format": "tictactoe-qt/state", "version": 1, "current": current}))
    return dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen",
                PYTHONPATH=str(FLOORS.parents[1]))


def test_the_board_floor_paints_the_saved_game_without_building_the_qt_namespace(tmp_path):
    result = subprocess.run([sys.executable, str(FLOORS / "board_without_qt_namespace.py"), "--check"],
                            env=_save_a_game(tmp_path), capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "Qt namespace built: False"


def test_the_play_area_floor_shows_the_saved_game_through_the_games_own_widgets(tmp_path):
    result = subprocess.run([sys.executable, str(FLOORS / "play_area_alone.py"), "--check"],
                            env=_save_a_game(tmp_path), capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "painted"


def test_the_floors_read_the_game_in_progress_from_the_games_own_file_and_keep_the_panels_room(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(FLOORS))
    from floor_parts import SIDE_PANEL_WIDTH, saved_moves  # noqa: PLC0415 - a script's neighbour, not a package

    from tictactoe_qt.qt.widgets import style  # noqa: PLC0415

    monkeypatch.setenv("XDG_DATA_HOME", _save_a_game(tmp_path)["XDG_DATA_HOME"])
    assert saved_moves() == (4, [(1, 1), (0, 0), (3, 2)])
    assert SIDE_PANEL_WIDTH == style.SIDE_PANEL_WIDTH
