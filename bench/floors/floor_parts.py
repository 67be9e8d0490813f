"""What both floors share: the game in progress, read from the game's own state.json, and a main window at the
game's default size with the play area on the left and the side panel's room kept on the right."""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QWidget

SIDE_PANEL_WIDTH = 272  # the game's (tictactoe_qt/qt/widgets/style.py; a test holds them equal)
DEFAULT_SIZE = (900, 700)  # the game's window, as first opened


def saved_moves() -> tuple[int, list[tuple[int, int]]]:
    """The board's size and the moves of the game in progress."""
    data_home = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    current = json.loads((data_home / "tictactoe-qt" / "state.json").read_text(encoding="utf-8"))["current"]
    return current["size"], [(row, column) for row, column in current["moves"]]


def window_around(play_area: QWidget) -> QMainWindow:
    """A main window holding `play_area` and the side panel's empty room, laid out as the game's first frame."""
    window = QMainWindow()
    central = QWidget()
    row = QHBoxLayout(central)
    row.addWidget(play_area, 1)
    room = QWidget()
    room.setFixedWidth(SIDE_PANEL_WIDTH)
    row.addWidget(room)
    window.setCentralWidget(central)
    window.resize(*DEFAULT_SIZE)
    return window
