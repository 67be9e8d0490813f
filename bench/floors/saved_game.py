"""The game in progress as the floors read it: the board's size and the moves, from the game's own state.json."""

from __future__ import annotations

import json
import os
from pathlib import Path


def saved_moves() -> tuple[int, list[tuple[int, int]]]:
    data_home = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    current = json.loads((data_home / "tictactoe-qt" / "state.json").read_text(encoding="utf-8"))["current"]
    return current["size"], [(row, column) for row, column in current["moves"]]
