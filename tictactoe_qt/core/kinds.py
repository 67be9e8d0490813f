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

The boards the app offers, each a Variant: its rule set (core/board_game.py) and, for k-in-a-row, its size and
how many in a row win. Classic 3×3, 4×4 four in a row, 5×5 four in a row, and ultimate tic-tac-toe.

A Variant keys everything kept per board: the scores and unfinished games (core/table.py), the saved files
(core/records.py: "rule_set", "size", "win_length"), the settings ("game/board": Variant.key) and the wire
(net/: "rule_set", "size", "win_length"). A file or message without a rule set is k-in-a-row, as every one was
before ultimate came. Another rule set is one more Variant here and one more kind of game behind the interface.

    >>> Variant(4, 4).key, ULTIMATE_VARIANT.key
    ('4x4-4', 'ultimate')
    >>> Variant.of(ULTIMATE_VARIANT.new_game()) == ULTIMATE_VARIANT
    True
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, cast

from .board_game import K_IN_A_ROW, RULE_SETS, ULTIMATE, BoardGame, RuleSet
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
    "registered_kind",
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


def registered_kind(game: object) -> Kind | None:
    """The kind of `game`, or None for anything that is not a game (a BoardGame) of a registered kind."""
    if not _is_board_game(game):
        return None
    return _KINDS.get(cast(BoardGame, game).rule_set)


# Whether a class's objects are BoardGames, by class: isinstance against a runtime-checkable protocol looks up each
# of its members every time, which a review asking of every position of every move spent a quarter of its time on.
_BOARD_GAME_CLASSES: dict[type, bool] = {}


def _is_board_game(game: object) -> bool:
    known = _BOARD_GAME_CLASSES.get(type(game))
    if known is None:
        known = _BOARD_GAME_CLASSES[type(game)] = isinstance(game, BoardGame)
    return known


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


__all__ = ["ULTIMATE_VARIANT", "VARIANTS", "Variant", "variant_for", "variant_of_key"]


@dataclass(frozen=True, eq=False)
class Variant:
    """A board the app offers: `size` cells a side, `win_length` in a row to win, under `rule_set`'s rules.

    A k-in-a-row board is equal to (and hashes as) the pair (size, win_length) that named boards before rule
    sets came, so code and tests written against the pair keep working: Variant(3, 3) == (3, 3).
    """

    size: int
    win_length: int
    rule_set: RuleSet = K_IN_A_ROW

    def _identity(self) -> tuple[object, ...]:
        if self.rule_set == K_IN_A_ROW:
            return self.size, self.win_length
        return self.size, self.win_length, self.rule_set

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Variant):
            return self._identity() == other._identity()
        if isinstance(other, tuple):
            return self._identity() == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._identity())

    def __lt__(self, other: Variant) -> bool:
        """In the order the game offers them (k-in-a-row by size, then ultimate), so a set of boards can be sorted."""
        return (self.rule_set != K_IN_A_ROW, self.size, self.win_length) < (
            other.rule_set != K_IN_A_ROW,
            other.size,
            other.win_length,
        )

    @classmethod
    def coerce(cls, board: Variant | tuple[int, int] | list[int]) -> Variant:
        """A Variant from itself, or from the (size, win_length) pair of a k-in-a-row board (a list, from JSON)."""
        if isinstance(board, Variant):
            return board
        size, win_length = board
        return cls(size, win_length)

    @classmethod
    def of(cls, game: BoardGame) -> Variant:
        """The board `game` is played on."""
        return cls(game.size, game.win_length, game.rule_set)

    def new_game(self) -> BoardGame:
        return new_game(self.rule_set, self.size, self.win_length)

    @property
    def key(self) -> str:
        """The board's name in the settings and in discovery adverts: "3x3-3" for k-in-a-row, else the rule set's
        name (its rules fix the board)."""
        if self.rule_set == K_IN_A_ROW:
            return f"{self.size}x{self.size}-{self.win_length}"
        return self.rule_set

    @property
    def levels(self) -> tuple[AnyLevel, ...]:
        """The computer's levels on this board, weakest first."""
        return levels_for(self.rule_set)


ULTIMATE_VARIANT = Variant(9, 3, ULTIMATE)
VARIANTS: tuple[Variant, ...] = (Variant(3, 3), Variant(4, 4), Variant(5, 4), ULTIMATE_VARIANT)
assert {variant.rule_set for variant in VARIANTS} == set(RULE_SETS)


def variant_for(rule_set: str, size: int = 3) -> Variant:
    """The board the game offers under `rule_set`, of `size` for k-in-a-row (whose sizes have one board each; an
    ultimate board has one size); GameError when there is none."""
    for variant in VARIANTS:
        if variant.rule_set == rule_set and (rule_set != K_IN_A_ROW or variant.size == size):
            return variant
    raise GameError(f"there is no {rule_set} board of size {size}")


def variant_of_key(key: str) -> Variant | None:
    """The board a Variant.key names, or None."""
    return next((variant for variant in VARIANTS if variant.key == key), None)
