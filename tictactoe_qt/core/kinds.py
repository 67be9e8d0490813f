"""One table of the kinds of game: everything the rest of the program asks about a kind, found by its rule set's
name (the name files, settings and the wire carry) instead of by asking which class a game is.

Each Kind says how to make its games (their rules, and with them its cell names: BoardGame.move_name and
parse_move), the computer's levels with the names a text front end gives them, the computer player, whether its
advice is a search's estimate, whether core.ai's exact solvers answer its positions, whether a finished game has a
proven review or one by the search's estimates, and its words for a board. Two kinds are registered here, k-in-a-row and ultimate; another is one
more register() call (CONTRIBUTING.md lists the steps).

    >>> kind_named("ultimate").levels
    ('easy', 'medium', 'hard')
    >>> new_game("ultimate").move_name((4, 4))
    'B2 b2'

Nothing here imports the engine: the computer players are imported on their first move (`_played_by`), as core.ai
is never on the first frame's path, and core.ai asks this table which player plays a game.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from .board_game import K_IN_A_ROW, ULTIMATE, BoardGame
from .game import Cell, Game, GameError
from .levels import LEVELS, ULTIMATE_LEVELS, AnyLevel
from .ultimate import UltimateGame

__all__ = [
    "ComputerPlayer",
    "Kind",
    "kind_named",
    "kind_of",
    "kinds",
    "level_on",
    "levels_for",
    "new_game",
    "register",
    "unregister",
]


class ComputerPlayer(Protocol):
    """A move for game.current_player at `level`, never changing `game` (core.ai.best_move's contract). `engine`
    and `cancel` are core.ai's Engine and CancelFlag, untyped here: core.ai imports this module."""

    def __call__(
        self, game: BoardGame, level: str, *, rng: random.Random | None = None, engine: Any = None, cancel: Any = None
    ) -> Cell: ...


@dataclass(frozen=True)
class Kind:
    """A kind of game: what the program may ask of it, named by its rule set (BoardGame.rule_set)."""

    rule_set: str
    # Its games: (size, win_length), which a kind whose rules fix the board may ignore.
    new_game: Callable[[int, int | None], BoardGame]
    levels: tuple[AnyLevel, ...]  # the computer's levels, weakest first
    level_names: Mapping[str, str]  # each level's name in a text front end ("Unbeatable"); the window has its own
    computer: ComputerPlayer
    board_words: Callable[[int, int], str]  # (size, win_length) in a sentence: "3×3", "ultimate tic-tac-toe"
    sized: bool = False  # boards of several sizes, which its words name ("a 3×3 game"); else "a game of …"
    estimated: bool = False  # its advice is a sampling search's estimate until the end is in reach
    exact: bool = False  # core.ai's exact k-in-a-row solvers answer its positions (where its board is small enough)
    proven_review: bool = False  # a finished game has a proven review (core/review.py) where exact is
    estimated_review: bool = False  # a finished game has a review by the search's estimates (core/ultimate_review.py)


_KINDS: dict[str, Kind] = {}


def register(kind: Kind) -> None:
    """Add a kind of game; its rule set's name must be new."""
    if kind.rule_set in _KINDS:
        raise ValueError(f"the rule set {kind.rule_set!r} is registered already")
    _KINDS[kind.rule_set] = kind


def unregister(rule_set: str) -> None:
    """Take a kind away again (a test's own kind, when the test ends)."""
    del _KINDS[rule_set]


def kinds() -> tuple[Kind, ...]:
    """Every kind registered, in the order of registration."""
    return tuple(_KINDS.values())


def kind_named(rule_set: str) -> Kind:
    try:
        return _KINDS[rule_set]
    except KeyError:
        raise GameError(f"unknown rule set {rule_set!r}: choose one of {', '.join(_KINDS)}") from None


def kind_of(game: BoardGame) -> Kind:
    return kind_named(game.rule_set)


def new_game(rule_set: str = K_IN_A_ROW, size: int = 3, win_length: int | None = None) -> BoardGame:
    """A new game of the named rule set; size and win_length are for the kinds whose board they set."""
    return kind_named(rule_set).new_game(size, win_length)


def levels_for(rule_set: str) -> tuple[AnyLevel, ...]:
    """The computer's levels for a rule set, weakest first."""
    return kind_named(rule_set).levels


def level_on(level: str, rule_set: str) -> AnyLevel:
    """`level` (of any board) as the rule set's level of the same rank: the strongest stays the strongest, so
    "perfect" on 3×3 is "hard" in ultimate and back again; a level the rule set has is itself."""
    levels = levels_for(rule_set)
    for ranks in (levels, *(kind.levels for kind in kinds())):
        if level in ranks:
            return levels[min(ranks.index(level), len(levels) - 1)]
    raise ValueError(f"unknown level {level!r}")


def _played_by(module: str, name: str) -> ComputerPlayer:
    """The computer player `name` of `module`, imported on its first move: the engine is imported after the first
    frame, and core.ai, which asks this table, would otherwise import itself round a cycle."""

    def play(
        game: BoardGame, level: str, *, rng: random.Random | None = None, engine: Any = None, cancel: Any = None
    ) -> Cell:
        player: ComputerPlayer = getattr(importlib.import_module(module), name)
        return player(game, level, rng=rng, engine=engine, cancel=cancel)

    return play


def _k_in_a_row_words(size: int, win_length: int) -> str:
    in_a_row = "" if win_length == size else f", {win_length} in a row"
    return f"{size}×{size}{in_a_row}"


register(
    Kind(
        K_IN_A_ROW,
        new_game=Game,
        levels=LEVELS,
        level_names={"easy": "Easy", "medium": "Medium", "perfect": "Unbeatable"},
        computer=_played_by("tictactoe_qt.core.ai.players", "k_in_a_row_move"),
        board_words=_k_in_a_row_words,
        sized=True,
        exact=True,
        proven_review=True,
    )
)
register(
    Kind(
        ULTIMATE,
        new_game=lambda _size, _win_length: UltimateGame(),  # its rules fix the board
        levels=ULTIMATE_LEVELS,
        level_names={"easy": "Easy", "medium": "Medium", "hard": "Hard"},
        computer=_played_by("tictactoe_qt.core.ai.players", "ultimate_move"),
        board_words=lambda _size, _win_length: "ultimate tic-tac-toe",
        estimated=True,
        estimated_review=True,
    )
)
