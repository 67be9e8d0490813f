"""Computer players and analysis: best move at a level, and the outcome under perfect play.

The solver is a negamax over bitboards with a transposition table. A position's value is
seen from the player to move: 0 for a draw, otherwise ±(empty cells left when the game
ends + 1), so a faster win scores higher and a slower loss scores less badly.
"""

from __future__ import annotations

import random
from typing import Literal

from .game import Cell, Game, Player, winning_lines

Level = Literal["easy", "medium", "perfect"]
LEVELS: tuple[Level, ...] = ("easy", "medium", "perfect")

# How often the weaker levels play the perfect move when nothing forces their hand.
_MEDIUM_ACCURACY = 0.6
_EASY_ACCURACY = 0.25
_EASY_TAKES_WIN = 0.5


class _Solver:
    """Perfect-play values for one board variant, remembered across calls."""

    def __init__(self, size: int, win_length: int) -> None:
        self.cell_count = size * size
        self.full = (1 << self.cell_count) - 1
        self.line_masks = tuple(
            sum(1 << (r * size + c) for r, c in line) for line in winning_lines(size, win_length)
        )
        self._values: dict[tuple[int, int], int] = {}

    def has_line(self, stones: int) -> bool:
        return any(stones & mask == mask for mask in self.line_masks)

    def value(self, mine: int, theirs: int) -> int:
        """Value for the player to move, who owns `mine`; `theirs` moved last."""
        key = (mine, theirs)
        cached = self._values.get(key)
        if cached is not None:
            return cached
        occupied = mine | theirs
        empty_count = self.cell_count - occupied.bit_count()
        if self.has_line(theirs):
            result = -(empty_count + 1)
        elif empty_count == 0:
            result = 0
        else:
            result = max(-self.value(theirs, mine | bit) for bit in self._empty_bits(occupied))
        self._values[key] = result
        return result

    def _empty_bits(self, occupied: int) -> list[int]:
        free = self.full & ~occupied
        bits = []
        while free:
            low = free & -free
            bits.append(low)
            free ^= low
        return bits


_solvers: dict[tuple[int, int], _Solver] = {}


def _solver_for(game: Game) -> _Solver:
    key = (game.size, game.win_length)
    if key not in _solvers:
        _solvers[key] = _Solver(*key)
    return _solvers[key]


def _bitboards(game: Game) -> tuple[int, int]:
    """(stones of the player to move, stones of the other player)."""
    mover = game.current_player
    mine = theirs = 0
    for row in range(game.size):
        for col in range(game.size):
            mark = game.cell(row, col)
            if mark is not None:
                bit = 1 << (row * game.size + col)
                if mark is mover:
                    mine |= bit
                else:
                    theirs |= bit
    return mine, theirs


def move_values(game: Game) -> dict[Cell, int]:
    """Each legal move's perfect-play value for the player to move (see the module docstring)."""
    solver = _solver_for(game)
    mine, theirs = _bitboards(game)
    return {
        (row, col): -solver.value(theirs, mine | 1 << (row * game.size + col))
        for row, col in game.legal_moves()
    }


def predict(game: Game) -> Player | None:
    """The winner if both sides play perfectly from here; None means a draw."""
    if game.is_over:
        return game.winner
    value = _solver_for(game).value(*_bitboards(game))
    if value == 0:
        return None
    return game.current_player if value > 0 else game.current_player.other


def best_move(game: Game, level: Level = "perfect", *, rng: random.Random | None = None) -> Cell:
    """A move for game.current_player at the given level. Never changes `game`."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    moves = game.legal_moves()
    if not moves:
        raise ValueError("the game is over: there is no move to make")
    rng = rng or random.Random()
    if level == "perfect":
        return _perfect_move(game, rng)
    winning = _immediate_wins(game, game.current_player)
    if level == "easy":
        if winning and rng.random() < _EASY_TAKES_WIN:
            return rng.choice(winning)
        return _perfect_move(game, rng) if rng.random() < _EASY_ACCURACY else rng.choice(moves)
    if winning:
        return rng.choice(winning)
    threats = _immediate_wins(game, game.current_player.other)
    if threats:
        return rng.choice(threats)
    return _perfect_move(game, rng) if rng.random() < _MEDIUM_ACCURACY else rng.choice(moves)


def _perfect_move(game: Game, rng: random.Random) -> Cell:
    """The best-valued move; among equals, the one that leaves the opponent most ways to go wrong."""
    values = move_values(game)
    best = max(values.values())
    candidates = [move for move, value in values.items() if value == best]
    if len(candidates) > 1:
        pitfalls = {move: _losing_replies(game, move) for move in candidates}
        most = max(pitfalls.values())
        candidates = [move for move in candidates if pitfalls[move] == most]
    return rng.choice(candidates)


def _losing_replies(game: Game, move: Cell) -> int:
    """How many of the opponent's replies to `move` lose against perfect play."""
    after = game.copy()
    after.play(*move)
    return sum(1 for value in move_values(after).values() if value < 0)


def _immediate_wins(game: Game, player: Player) -> list[Cell]:
    """The empty cells where `player` would complete a line at once."""
    wins = []
    for line in winning_lines(game.size, game.win_length):
        marks = [game.cell(r, c) for r, c in line]
        if marks.count(player) == game.win_length - 1 and marks.count(None) == 1:
            wins.append(line[marks.index(None)])
    return sorted(set(wins))
