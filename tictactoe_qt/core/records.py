"""Games and scores as JSON, and the checks that read them back without trusting them.

Two documents (docs/file-formats.md describes both):
- a saved game, which a player writes and loads with Save/Load: the moves, the undone moves
  that Redo would replay, who played which mark, the opponent and its level;
- the app's state, written after every change so a restart resumes: every series of scores
  and the game in progress.

Everything read is checked: types, ranges, versions, and every move is replayed through
Game, so an occupied cell or a move after the game was won is refused. Problems raise
RecordError with a message meant for the player.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from typing import Any

from .ai import LEVELS, Level
from .game import Game, GameError, Player
from .score import MAX_NAME_LENGTH, Mode, Series, clean_name

GAME_FORMAT = "tictactoe-qt/game"
STATE_FORMAT = "tictactoe-qt/state"
VERSION = 1
# The boards the app offers, as (size, win_length): classic, 4×4 and 5×5 four in a row.
Variant = tuple[int, int]
VARIANTS: tuple[Variant, ...] = ((3, 3), (4, 4), (5, 4))
# No honest file comes near this; a bigger one is refused before it is parsed.
MAX_FILE_BYTES = 256 * 1024

SeriesKey = tuple[Variant, Mode, "Level | None"]
NetworkSeriesKey = tuple[Variant, str]  # the board and the opponent's name


class RecordError(ValueError):
    """A saved game or state file that cannot be used; the message says why."""


@dataclass
class SavedGame:
    game: Game
    mode: Mode
    level: Level
    names: dict[Player, str]  # who played each mark
    computer_mark: Player | None  # the computer's mark against the computer, else None


@dataclass
class AppState:
    series: dict[SeriesKey, Series]
    mode: Mode
    level: Level
    game: Game
    scored: bool  # False for a game loaded already finished: its result was not won here
    # Scores of network games, one series per board and opponent name (seat 0: the player here).
    network_series: dict[NetworkSeriesKey, Series] = field(default_factory=dict)


def series_key(variant: Variant, mode: Mode, level: Level) -> SeriesKey:
    """Scores are kept apart per board and matchup: one series for two players, one per computer level."""
    return (variant, mode, level if mode is Mode.HUMAN_VS_COMPUTER else None)


# --- writing -------------------------------------------------------------------------------------

def game_record(game: Game) -> dict[str, Any]:
    return {
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
            {"size": size, "win_length": win_length, "mode": mode.value, "level": level,
             "wins": list(series.wins), "draws": series.draws, "x_seat": series.x_seat, "counted": series.counted}
            for ((size, win_length), mode, level), series in state.series.items()
        ],
        "current": {"mode": state.mode.value, "level": state.level, "scored": state.scored,
                    **game_record(state.game)},
        # A separate list, so a version of the game without network play reads the file as before.
        "network_series": [
            {"size": size, "win_length": win_length, "opponent": opponent,
             "wins": list(series.wins), "draws": series.draws, "x_seat": series.x_seat}
            for ((size, win_length), opponent), series in state.network_series.items()
        ],
    }
    return json.dumps(document, indent=1) + "\n"


# --- reading -------------------------------------------------------------------------------------

def parse_saved_game(text: str | bytes) -> SavedGame:
    document = _document(text, GAME_FORMAT, "a saved Tic-Tac-Toe game")
    mode = _mode(document.get("mode"))
    if mode is Mode.COMPUTER_VS_COMPUTER:
        raise RecordError("a demonstration between two computers is not a game to go on with")
    level = _level(document.get("level"))
    game = _game(document)
    players = document.get("players")
    if not isinstance(players, dict) or set(players) != {"X", "O"}:
        raise RecordError('"players" must name the player of "X" and of "O"')
    names = {mark: _name(players[mark.value], f'the name of player {mark.value}') for mark in Player}
    computer = document.get("computer")
    if mode is Mode.HUMAN_VS_COMPUTER and computer not in ("X", "O"):
        raise RecordError('against the computer, "computer" must say which mark it played: "X" or "O"')
    if mode is Mode.HUMAN_VS_HUMAN and computer is not None:
        raise RecordError('between two players, "computer" must be null')
    return SavedGame(game, mode, level, names, Player(computer) if computer else None)


def parse_state(text: str | bytes) -> AppState:
    document = _document(text, STATE_FORMAT, "a Tic-Tac-Toe state file")
    all_series = _keyed_series(document.get("series"), "series", _series_key)
    current = _object(document.get("current"), '"current"')
    scored = current.get("scored")
    if not isinstance(scored, bool):
        raise RecordError('"scored" must be true or false')
    network = _keyed_series(document.get("network_series", []), "network_series", _network_series_key)
    return AppState(all_series, _mode(current.get("mode")), _level(current.get("level")), _game(current), scored,
                    network)


def _series_key(entry: dict[str, Any], where: str) -> SeriesKey:
    mode = _mode(entry.get("mode"))
    return (_variant(entry), mode, _level(entry.get("level")) if mode is Mode.HUMAN_VS_COMPUTER else None)


def _network_series_key(entry: dict[str, Any], where: str) -> NetworkSeriesKey:
    if entry.get("counted") is not None:
        raise RecordError(f'{where}: "counted" has no place here (a network game is not resumed)')
    return _variant(entry), _name(entry.get("opponent"), f"{where}: the opponent")


def _keyed_series(entries: Any, field_name: str, key_of) -> dict:
    """A list of series entries, each checked, by the key key_of() reads from it; no key twice."""
    if not isinstance(entries, list):
        raise RecordError(f'"{field_name}" must be a list')
    all_series: dict = {}
    for number, entry in enumerate(entries, 1):
        where = f"{field_name.replace('_', ' ')} {number}"
        entry = _object(entry, where)
        key = key_of(entry, where)
        if key in all_series:
            raise RecordError(f"{where} repeats the scores of an earlier one")
        all_series[key] = _series(entry, where)
    return all_series


def _document(text: str | bytes, expected_format: str, what: str) -> dict[str, Any]:
    if len(text) > MAX_FILE_BYTES:
        raise RecordError(f"the file is too large to be {what} ({len(text):,} bytes)")
    try:
        document = json.loads(text, parse_constant=_refuse_constant)
    except (ValueError, RecursionError) as error:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        raise RecordError(f"the file is not valid JSON ({_first_line(error)})") from None
    if not isinstance(document, dict) or document.get("format") != expected_format:
        raise RecordError(f"the file is not {what}")
    version = document.get("version")
    if version != VERSION or isinstance(version, bool):
        raise RecordError(f"the file has version {version!r}; this version of the game reads version {VERSION}")
    return document


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number")


def _first_line(error: BaseException) -> str:
    return str(error).splitlines()[0] if str(error) else type(error).__name__


def _object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise RecordError(f"{where} must be an object")
    return value


def _whole(value: Any, where: str, low: int, high: float = math.inf) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        limit = f"from {low} to {high}" if high != math.inf else f"of at least {low}"
        raise RecordError(f"{where} must be a whole number {limit}, not {value!r}")
    return value


def _mode(value: Any) -> Mode:
    if value not in [mode.value for mode in Mode]:
        raise RecordError(f'"mode" must be "human", "computer" or "demo", not {value!r}')
    return Mode(value)


def _level(value: Any) -> Level:
    if value not in LEVELS:
        raise RecordError(f'"level" must be one of {", ".join(LEVELS)}, not {value!r}')
    return value


def _name(value: Any, where: str) -> str:
    if not isinstance(value, str) or not clean_name(value) or len(value) > 4 * MAX_NAME_LENGTH:
        raise RecordError(f"{where} must be a short piece of text")
    return clean_name(value)


def _cells(value: Any, where: str, size: int) -> list[tuple[int, int]]:
    if not isinstance(value, list) or len(value) > size * size:
        raise RecordError(f"{where} must be a list of at most {size * size} [row, column] pairs")
    cells = []
    for number, cell in enumerate(value, 1):
        if not isinstance(cell, list) or len(cell) != 2:
            raise RecordError(f"{where}: entry {number} must be a [row, column] pair, not {cell!r}")
        cells.append((_whole(cell[0], f"{where}: the row of entry {number}", 0, size - 1),
                      _whole(cell[1], f"{where}: the column of entry {number}", 0, size - 1)))
    return cells


def _variant(document: dict[str, Any]) -> Variant:
    size = document.get("size")
    win_length = document.get("win_length")
    if (size, win_length) not in VARIANTS or isinstance(size, bool) or isinstance(win_length, bool):
        offered = ", ".join(f"{n}×{n} with {k} in a row" for n, k in VARIANTS)
        raise RecordError(f"a {size!r}×{size!r} board with {win_length!r} in a row is not offered ({offered})")
    return size, win_length


def _game(document: dict[str, Any]) -> Game:
    size, win_length = _variant(document)
    game = Game(size, win_length)
    moves = _cells(document.get("moves"), '"moves"', size)
    undone = _cells(document.get("undone", []), '"undone"', size)
    for number, (row, col) in enumerate(moves + undone, 1):
        try:
            game.play(row, col)
        except GameError as error:
            raise RecordError(f"move {number} (row {row + 1}, column {col + 1}) cannot be played: {error}") from None
    for _ in undone:
        game.undo()
    return game


def _series(entry: dict[str, Any], where: str) -> Series:
    wins = entry.get("wins")
    if not isinstance(wins, list) or len(wins) != 2:
        raise RecordError(f'{where}: "wins" must be a list of two counts')
    series = Series(
        wins=[_whole(count, f"{where}: a win count", 0) for count in wins],
        draws=_whole(entry.get("draws"), f"{where}: the draw count", 0),
        x_seat=_whole(entry.get("x_seat"), f'{where}: "x_seat"', 0, 1),
    )
    counted = entry.get("counted")
    if counted is not None:
        counts = {"draw": series.draws, 0: series.wins[0], 1: series.wins[1]}
        if type(counted) not in (str, int) or counts.get(counted, 0) < 1:
            raise RecordError(f'{where}: "counted" must be null, or "draw", 0 or 1 already in the counts')
    series.counted = counted
    return series
