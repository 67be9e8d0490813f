"""Reading the game's JSON documents back (records.py describes them) without trusting them: a saved game a player
chose, and the app's state. Every field is checked for its type and range, the version and the nesting before
anything walks in, and every move is replayed through the game's rules; a problem raises RecordError with a
message for the player."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from typing import Any, cast

from .board_game import K_IN_A_ROW, RULE_SETS, BoardGame
from .game import IllegalMoveError, Player
from .levels import AnyLevel
from .messages import QT_TRANSLATE_NOOP, nested_deeper_than, quoted
from .modes import Mode
from .notation import board_name
from .records import (
    GAME_FORMAT,
    MAX_FILE_BYTES,
    MAX_NESTING,
    STATE_FORMAT,
    VERSION,
    AppState,
    RecordError,
    SavedGame,
    too_large,
)
from .score import MAX_NAME_LENGTH, NetworkSeriesKey, Series, SeriesKey, clean_name
from .ultimate import WrongBoardError
from .kinds import VARIANTS, Variant


def parse_saved_game(text: str | bytes) -> SavedGame:
    document = _document(text, GAME_FORMAT, QT_TRANSLATE_NOOP("core", "the file is not a saved Tic-Tac-Toe game"))
    mode = _mode(document.get("mode"))
    if mode is Mode.COMPUTER_VS_COMPUTER:
        raise RecordError(
            QT_TRANSLATE_NOOP(
                "core", "it holds a demonstration between two computers, which is not a game to go on with"
            )
        )
    game = _game(document)
    level = _level(document.get("level"), Variant.of(game))
    players = document.get("players")
    if not isinstance(players, dict) or set(players) != {"X", "O"}:
        raise RecordError(QT_TRANSLATE_NOOP("core", "it does not say who played X and who played O"))
    names = {mark: _name(players[mark.value], mark) for mark in Player}
    computer = document.get("computer")
    if mode is Mode.HUMAN_VS_COMPUTER and computer not in ("X", "O"):
        raise RecordError(
            QT_TRANSLATE_NOOP(
                "core", "it is a game against the computer but does not say which mark the computer played"
            )
        )
    if mode is Mode.HUMAN_VS_HUMAN and computer is not None:
        raise RecordError(
            QT_TRANSLATE_NOOP("core", "it is a game between two players but names a mark for the computer")
        )
    return SavedGame(game, mode, level, names, Player(computer) if computer else None)


def parse_state(text: str | bytes) -> AppState:
    document = _document(text, STATE_FORMAT, QT_TRANSLATE_NOOP("core", "the file is not the game's state file"))
    entries = document.get("series")
    if not isinstance(entries, list):
        raise RecordError(QT_TRANSLATE_NOOP("core", "the list of scores is missing"))
    all_series = _keyed_series(
        entries, _series_key, QT_TRANSLATE_NOOP("core", "scores %1 repeat the scores of an earlier board and opponent")
    )
    current = _object(document.get("current"), 0)
    scored = current.get("scored")
    if not isinstance(scored, bool):
        raise RecordError(QT_TRANSLATE_NOOP("core", "it does not say whether the game in progress is scored"))
    unfinished: dict[SeriesKey, BoardGame] = {}
    entries = document.get("unfinished", [])
    if not isinstance(entries, list):
        raise RecordError(QT_TRANSLATE_NOOP("core", "the list of unfinished games is not a list"))
    for number, entry in enumerate(entries, 1):
        entry = _object(entry, number)
        unfinished[_series_key(entry)] = _game(entry)
    entries = document.get("network_series", [])
    if not isinstance(entries, list):
        raise RecordError(QT_TRANSLATE_NOOP("core", "the list of network scores is not a list"))
    network = _keyed_series(
        entries,
        _network_series_key,
        QT_TRANSLATE_NOOP("core", "network scores %1 repeat the scores of an earlier board and opponent"),
        counted="counted_in_play",
    )
    game = _game(current)
    return AppState(
        all_series,
        _mode(current.get("mode")),
        _level(current.get("level"), Variant.of(game)),
        game,
        scored,
        unfinished,
        network,
    )


def _keyed_series(
    entries: list[Any], key_of: Callable[[dict[str, Any], int], Any], repeated: str, counted: str = "counted"
) -> dict[Any, Series]:
    """A list of series entries, each checked, by the key key_of() reads from it; no key twice.

    `counted` names the field with the result counted for the game in progress."""
    all_series: dict[Any, Series] = {}
    for number, entry in enumerate(entries, 1):
        entry = _object(entry, number)
        key = key_of(entry, number)
        if key in all_series:
            raise RecordError(repeated, number)
        all_series[key] = _series(entry, number, counted)
    return all_series


def _document(text: str | bytes, expected_format: str, not_this_format: str) -> dict[str, Any]:
    if len(text) > MAX_FILE_BYTES:
        raise too_large(len(text))
    try:
        document = json.loads(text, parse_constant=_refuse_constant)
        if nested_deeper_than(document, MAX_NESTING):
            raise RecursionError  # no game file nests so deep: refused before anything walks into it
    except (ValueError, RecursionError):  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        raise RecordError(
            QT_TRANSLATE_NOOP("core", "the file is damaged or cut short: it is not the JSON text a game file holds")
        ) from None
    if not isinstance(document, dict) or document.get("format") != expected_format:
        raise RecordError(not_this_format)
    version = document.get("version")
    if version is None:  # missing (or null): say what is missing, never "version null"
        raise RecordError(QT_TRANSLATE_NOOP("core", "the file does not say which version of the game wrote it"))
    if version != VERSION or type(version) is not int:
        raise RecordError(
            QT_TRANSLATE_NOOP(
                "core", "the file is for another version of the game (file version %1; this game reads version %2)"
            ),
            quoted(version),
            VERSION,
        )
    return document


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number")


def _object(value: Any, number: int) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise RecordError(QT_TRANSLATE_NOOP("core", "entry %1 of the file is not in the form a game file uses"), number)
    return value


def _whole(value: Any, low: int, high: float = math.inf) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _mode(value: Any) -> Mode:
    if value is None:  # the field is missing (or null): say what is missing, not "the opponent null"
        raise RecordError(
            QT_TRANSLATE_NOOP(
                "core", "the file does not say who the opponent is (two players, the computer or a demonstration)"
            )
        )
    if value not in [mode.value for mode in Mode]:
        raise RecordError(
            QT_TRANSLATE_NOOP("core", "the opponent %1 is unknown (two players, the computer or a demonstration)"),
            quoted(value),
        )
    return Mode(value)


def _level(value: Any, variant: Variant) -> AnyLevel:
    """One of the board's levels (a board's levels are the file's words: easy, medium, perfect or hard)."""
    levels = " or ".join((", ".join(variant.levels[:-1]), variant.levels[-1]))  # "easy, medium or perfect"
    if value is None:
        raise RecordError(QT_TRANSLATE_NOOP("core", "the file does not say the computer's level (%1)"), levels)
    if value not in variant.levels:
        raise RecordError(QT_TRANSLATE_NOOP("core", "the computer level %1 is unknown (%2)"), quoted(value), levels)
    return cast(AnyLevel, value)


def _name(value: Any, mark: Player) -> str:
    if not isinstance(value, str) or not clean_name(value) or len(value) > 4 * MAX_NAME_LENGTH:
        raise RecordError(QT_TRANSLATE_NOOP("core", "the name of the player of %1 is missing or too long"), mark.value)
    return clean_name(value)


def _cells(value: Any, what: str, size: int) -> list[tuple[int, int]]:
    """The [row, column] pairs of "moves" or "undone"."""
    if not isinstance(value, list) or len(value) > size * size:
        raise RecordError(QT_TRANSLATE_NOOP("core", "the list of moves is not a list of at most %1 cells"), size * size)
    cells = []
    for number, cell in enumerate(value, 1):
        if not (isinstance(cell, list) and len(cell) == 2 and all(_whole(part, 0, size - 1) for part in cell)):
            if what == "undone":
                number += len(value)  # counted after the moves on the board, as the player would
            raise RecordError(
                QT_TRANSLATE_NOOP("core", "move %1 is %2, which is not a cell of a %3×%3 board"),
                number,
                quoted(cell),
                size,
            )
        cells.append((cell[0], cell[1]))
    return cells


def _variant(document: dict[str, Any]) -> Variant:
    # Files from before ultimate have no rule set: every game then was k-in-a-row.
    rule_set = document.get("rule_set", K_IN_A_ROW)
    size = document.get("size")
    win_length = document.get("win_length")
    if rule_set not in RULE_SETS:
        raise RecordError(
            QT_TRANSLATE_NOOP("core", "its rules %1 are not rules the game knows (%2)"),
            quoted(rule_set),
            ", ".join(RULE_SETS),
        )
    if size is None:
        raise RecordError(QT_TRANSLATE_NOOP("core", "the file does not say how big its board is"))
    if win_length is None:
        raise RecordError(QT_TRANSLATE_NOOP("core", "the file does not say how many in a row win"))
    variant = Variant(size, win_length, rule_set)
    if variant not in VARIANTS or type(size) is not int or type(win_length) is not int:
        raise RecordError(
            QT_TRANSLATE_NOOP("core", "its board (%1 × %2, %3 in a row) is not one the game offers"),
            quoted(size),
            quoted(size),
            quoted(win_length),
        )
    return variant


def _series_key(entry: dict[str, Any], _number: int = 0) -> SeriesKey:
    mode, variant = _mode(entry.get("mode")), _variant(entry)
    return variant, mode, _level(entry.get("level"), variant) if mode is Mode.HUMAN_VS_COMPUTER else None


def _network_series_key(entry: dict[str, Any], number: int) -> NetworkSeriesKey:
    if entry.get("counted") is not None:
        raise RecordError(
            QT_TRANSLATE_NOOP("core", "network scores %1 count a game in progress, which a network game never leaves"),
            number,
        )
    opponent = entry.get("opponent")
    if not isinstance(opponent, str) or not clean_name(opponent) or len(opponent) > 4 * MAX_NAME_LENGTH:
        raise RecordError(QT_TRANSLATE_NOOP("core", "network scores %1 do not name the opponent"), number)
    return _variant(entry), clean_name(opponent)


def _game(document: dict[str, Any]) -> BoardGame:
    variant = _variant(document)
    game = variant.new_game()
    moves = _cells(document.get("moves"), "moves", variant.size)
    undone = _cells(document.get("undone", []), "undone", variant.size)
    for number, (row, col) in enumerate(moves + undone, 1):
        name = game.move_name((row, col))
        if game.is_over:
            raise RecordError(
                QT_TRANSLATE_NOOP("core", "move %1 (%2) comes after the game was already over"), number, name
            )
        if game.cell(row, col) is not None:
            raise RecordError(
                QT_TRANSLATE_NOOP("core", "move %1 (%2) is on a cell that was already taken"), number, name
            )
        try:
            game.play(row, col)
        except WrongBoardError as error:
            raise RecordError(
                QT_TRANSLATE_NOOP("core", "move %1 (%2) is outside board %3, where the move before it sent the player"),
                number,
                name,
                board_name(error.sent_to),
            ) from None
        except IllegalMoveError:  # ultimate: a cell of a small board that was already won
            raise RecordError(
                QT_TRANSLATE_NOOP("core", "move %1 (%2) is in a small board that was already won"), number, name
            ) from None
    for _undone in undone:
        game.undo()
    return game


def _series(entry: dict[str, Any], number: int, counted_field: str = "counted") -> Series:
    wins, draws, x_seat = entry.get("wins"), entry.get("draws"), entry.get("x_seat")
    if not (
        isinstance(wins, list)
        and len(wins) == 2
        and all(_whole(count, 0) for count in wins)
        and _whole(draws, 0)
        and _whole(x_seat, 0, 1)
    ):
        raise RecordError(
            QT_TRANSLATE_NOOP("core", "scores %1 are not two win counts, a draw count and who plays X"), number
        )
    series = Series(wins=list(wins), draws=cast(int, draws), x_seat=cast(int, x_seat))  # checked above
    counted = entry.get(counted_field)
    if counted is not None:
        counts = {"draw": series.draws, 0: series.wins[0], 1: series.wins[1]}
        if type(counted) not in (str, int) or counts.get(counted, 0) < 1:
            raise RecordError(
                QT_TRANSLATE_NOOP("core", "scores %1 count a result for the game in progress that is not in them"),
                number,
            )
    series.counted = counted
    return series
