"""Advice is right: 'wins now' before 'must block', and a hint is always a best move.

Each is checked against a computation of its own: the mover's winning cells found by playing each
empty cell on a copy of the game, the opponent's read off every line cell by cell, and move
values by plain minimax on the Game API.
"""

from __future__ import annotations

import random

import pytest

from tictactoe_qt.core import Game
from tictactoe_qt.core.ai import best_move, urgent_moves

from .test_ai import reachable_positions
from .test_engine import random_position, value_after


def mover_completing_cells(game: Game) -> set:
    """Cells where the player to move wins at once: each tried on a copy of the game."""
    cells = set()
    for move in game.legal_moves():
        trial = game.copy()
        trial.play(*move)
        if trial.winner is not None:
            cells.add(move)
    return cells


def opponent_completing_cells(game: Game) -> set:
    """Cells where the other player would complete a line: read off the lines, cell by cell."""
    opponent = game.current_player.other
    cells = set()
    for move in game.legal_moves():
        for line in _lines(game):
            if move in line and all(game.cell(*c) is opponent for c in line if c != move):
                cells.add(move)
    return cells


def _lines(game: Game):
    n, k = game.size, game.win_length
    for r in range(n):
        for c in range(n):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                if 0 <= r + dr * (k - 1) < n and 0 <= c + dc * (k - 1) < n:
                    yield [(r + dr * i, c + dc * i) for i in range(k)]


def check_advice(game: Game) -> str:
    urgent = urgent_moves(game)
    wins = mover_completing_cells(game)
    threats = opponent_completing_cells(game)
    assert set(urgent.wins_now) == wins, str(game)
    assert set(urgent.must_block) == (set() if wins else threats), str(game)
    return "win" if wins else "block" if threats else "quiet"


def test_advice_is_right_in_every_reachable_3x3_position():
    kinds = {"win": 0, "block": 0, "quiet": 0}
    checked = 0
    for _, game in reachable_positions():
        if game.is_over:
            assert urgent_moves(game).wins_now == urgent_moves(game).must_block == ()
            continue
        kinds[check_advice(game)] += 1
        checked += 1
    assert checked == 4520  # every 3×3 position with a move to make
    # The reported case is among them: X to move with a win at once and an O threat on the board.
    reported = Game()
    for move in [(0, 0), (1, 0), (0, 1), (1, 1)]:
        reported.play(*move)
    assert urgent_moves(reported).wins_now == ((0, 2),) and urgent_moves(reported).must_block == ()
    assert min(kinds.values()) > 300, kinds


@pytest.mark.parametrize("variant", [(4, 4), (5, 4)])
def test_advice_is_right_in_random_positions_on_bigger_boards(variant):
    rng = random.Random(hash(variant) & 0xFFFF)
    kinds = {"win": 0, "block": 0, "quiet": 0}
    for _ in range(400):
        game = random_position(variant, rng.randrange(4, variant[0] ** 2 - 4), rng)
        kinds[check_advice(game)] += 1
    assert min(kinds.values()) > 20, kinds


def test_a_hint_is_always_a_best_move_on_3x3():
    """Fastest win, else a draw, else the slowest loss: by plain minimax, in every position."""
    memo: dict = {}
    checked = 0
    for _, game in reachable_positions():
        if game.is_over:
            continue
        values = {move: value_after(game, move, memo) for move in game.legal_moves()}
        hint = best_move(game, "perfect", rng=random.Random(checked))
        assert values[hint] == max(values.values()), (str(game), hint, values)
        checked += 1
    assert checked == 4520


def test_a_hint_is_always_a_best_move_on_4x4():
    rng, memo = random.Random(404), {}
    for _ in range(40):
        game = random_position((4, 4), rng.randrange(7, 12), rng)
        values = {move: value_after(game, move, memo) for move in game.legal_moves()}
        assert values[best_move(game, "perfect", rng=rng)] == max(values.values()), str(game)
