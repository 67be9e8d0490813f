"""Games and scores as JSON: the two documents and writing them; record_parsing.py reads them back without
trusting them.

Two documents (docs/file-formats.md describes both):
- a saved game, which a player writes and loads with Save/Load: the moves, the undone moves
  that Redo would replay, who played which mark, the opponent and its level;
- the app's state, written after every change so a restart resumes: every series of scores
  and the game in progress, the unfinished games of other boards and the network scores.

Everything read is checked (record_parsing.py): types, ranges, versions, and every move is replayed through
the game's rules (core/board_game.py), so an occupied cell, a move after the game was won or,
in ultimate, a move outside the board the player was sent to is refused. Problems raise
RecordError with a message meant for the player, translatable (see messages.py), naming
cells as the board does ("b3", "B2 a3").

Each game names its rule set ("rule_set": "k-in-a-row" or "ultimate", core/kinds.py); a file
without one is k-in-a-row, as every file was before ultimate came.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .board_game import BoardGame
from .game import Player
from .levels import AnyLevel
from .messages import QT_TRANSLATE_NOOP, MessageError
from .modes import Mode
from .score import NetworkSeriesKey, Series, SeriesKey
from .kinds import Variant

GAME_FORMAT = "tictactoe-qt/game"
STATE_FORMAT = "tictactoe-qt/state"
VERSION = 1
# Lists and objects nest at most 5 deep in the files the game writes (the state's saved games, a move's cell);
# a file nested deeper is refused as damaged before any check walks into it.
MAX_NESTING = 8
# No honest file comes near this; a bigger one is refused before it is parsed.
MAX_FILE_BYTES = 256 * 1024


class RecordError(MessageError):
    """A saved game or state file that cannot be used; the message says why, in plain words."""


def too_large(size_in_bytes: int) -> RecordError:
    """The error for a file over MAX_FILE_BYTES, naming its whole size (a reader may have stopped at the limit)."""
    return RecordError(
        QT_TRANSLATE_NOOP("core", "the file is %1 KB, far larger than any game"), -(-size_in_bytes // 1024)
    )


@dataclass
class SavedGame:
    game: BoardGame
    mode: Mode
    level: AnyLevel  # one of the board's levels (Variant.levels)
    names: dict[Player, str]  # who played each mark
    computer_mark: Player | None  # the computer's mark against the computer, else None


@dataclass
class AppState:
    series: dict[SeriesKey, Series]
    mode: Mode
    level: AnyLevel
    game: BoardGame
    scored: bool  # False for a game loaded already finished: its result was not won here
    # The unfinished games of the other boards and matchups, resumed when the player switches back.
    unfinished: dict[SeriesKey, BoardGame] = field(default_factory=dict)
    # Scores of network games, one series per board and opponent name (seat 0: the player here).
    network_series: dict[NetworkSeriesKey, Series] = field(default_factory=dict)


# --- writing -------------------------------------------------------------------------------------


def variant_record(board: Variant | tuple[int, int]) -> dict[str, Any]:
    variant = Variant.coerce(board)
    return {"rule_set": variant.rule_set, "size": variant.size, "win_length": variant.win_length}


def game_record(game: BoardGame) -> dict[str, Any]:
    return {
        "rule_set": game.rule_set,
        "size": game.size,
        "win_length": game.win_length,
        "moves": [list(move) for move in game.moves],
        "undone": [list(move) for move in game.undone_moves],
    }


def saved_game_json(saved: SavedGame) -> str:
    document = {
        "format": GAME_FORMAT,
        "version": VERSION,
        **game_record(saved.game),
        "mode": saved.mode.value,
        "level": saved.level,
        "players": {mark.value: saved.names[mark] for mark in Player},
        "computer": saved.computer_mark.value if saved.computer_mark else None,
    }
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def state_json(state: AppState) -> str:
    document = {
        "format": STATE_FORMAT,
        "version": VERSION,
        "series": [
            {
                **variant_record(variant),
                "mode": mode.value,
                "level": level,
                "wins": list(series.wins),
                "draws": series.draws,
                "x_seat": series.x_seat,
                "counted": series.counted,
            }
            for (variant, mode, level), series in state.series.items()
        ],
        "current": {"mode": state.mode.value, "level": state.level, "scored": state.scored, **game_record(state.game)},
        "unfinished": [
            {"mode": mode.value, "level": level, **game_record(game)}
            for (_variant, mode, level), game in state.unfinished.items()
        ],
        # A separate list, so a version of the game without network play reads the file as before.
        "network_series": [
            {
                **variant_record(variant),
                "opponent": opponent,
                "wins": list(series.wins),
                "draws": series.draws,
                "x_seat": series.x_seat,
                # Not "counted", which versions before this one refuse in a network entry: they ignore this.
                "counted_in_play": series.counted,
            }
            for (variant, opponent), series in state.network_series.items()
        ],
    }
    return json.dumps(document, indent=1) + "\n"
