"""The deeper engine: 4×4 solved exactly (checked against plain minimax), the book, and 5×5 never blundering."""

from __future__ import annotations

import random

import pytest

from tictactoe_qt.core import Game, Player
from tictactoe_qt.core.ai import best_move, immediate_wins, move_values, predict, try_predict
from tictactoe_qt.core.ai.board import bitboards, geometry
from tictactoe_qt.core.ai.book import _key, _load, book_moves, canonical, symmetries
from tictactoe_qt.core.ai.exact import ExactSolver


def plain_value(game: Game, memo: dict) -> int:
    """Plain minimax on the Game API with the solver's scoring: independent of its pruning."""
    key = str(game)  # the marks; whose turn it is follows from their counts
    if key not in memo:
        memo[key] = max(value_after(game, move, memo) for move in game.legal_moves())
    return memo[key]


def value_after(game: Game, move, memo: dict) -> int:
    """The value of `move` for the player making it: ±(cells left at the end + 1), 0 for a draw."""
    game.play(*move)
    if game.winner is not None:
        value = game.size**2 - len(game.moves) + 1
    elif game.is_over:
        value = 0
    else:
        value = -plain_value(game, memo)
    game.undo()
    return value


def random_position(variant, stones: int, rng: random.Random) -> Game:
    while True:
        game = Game(*variant)
        for _ in range(stones):
            if game.is_over:
                break
            game.play(*rng.choice(game.legal_moves()))
        if not game.is_over:
            return game


def test_the_empty_4x4_board_is_a_draw_with_perfect_play():
    assert predict(Game(4, 4)) is None


def test_4x4_move_values_match_plain_minimax():
    rng, memo = random.Random(44), {}
    for _ in range(60):
        game = random_position((4, 4), rng.randrange(7, 12), rng)
        for move, value in move_values(game).items():
            assert value == value_after(game, move, memo), (str(game), move)


def test_perfect_4x4_play_never_loses_to_random_play():
    for seed in range(30):
        rng = random.Random(seed)
        perfect = Player.X if seed % 2 else Player.O
        game = Game(4, 4)
        while not game.is_over:
            mover_is_perfect = game.current_player is perfect
            game.play(*(best_move(game, rng=rng) if mover_is_perfect else rng.choice(game.legal_moves())))
        assert game.winner in (perfect, None)


def test_the_8_symmetries_are_distinct_and_keep_lines_lines():
    maps = symmetries(4)
    assert len(maps) == 8
    lines = set(geometry(4, 4).lines)
    for index_map in maps:
        moved = {sum(1 << index_map[i] for i in range(16) if line >> i & 1) for line in lines}
        assert moved == lines


def test_every_book_entry_is_a_fresh_solve():
    entries = _load()[_key((4, 4))]
    assert len(entries) > 200
    # Room for every entry's proof (a search's own table, control.TABLE_CAPACITY, forgets and proves again: 2.6 times
    # as long); what the table remembers changes no value.
    solver = ExactSolver(geometry(4, 4), table_capacity=1 << 20)
    for key, moves in entries.items():
        mine, theirs = map(int, key.split(","))
        _, ties = solver.best_moves(mine, theirs)
        assert sorted(bit.bit_length() - 1 for bit in ties) == moves, key


def test_book_moves_are_mapped_back_onto_the_real_board():
    game = Game(4, 4)
    game.play(3, 3)  # a corner: the book stores its mirror image
    moves = book_moves(game)
    assert moves and all(game.cell(*move) is None for move in moves)
    values = move_values(game)
    assert {values[move] for move in moves} == {max(values.values())}
    assert canonical(*bitboards(game), 4)[0] != bitboards(game)  # it really was a transformed entry


@pytest.mark.parametrize("seed", range(40))
def test_5x5_takes_an_immediate_win_and_blocks_an_immediate_threat(seed):
    rng = random.Random(seed)
    game = random_position((5, 4), rng.randrange(5, 14), rng)
    wins = immediate_wins(game, game.current_player)
    threats = immediate_wins(game, game.current_player.other)
    move = best_move(game, "perfect", rng=rng)
    if wins:
        assert move in wins
    elif len(threats) == 1:
        assert move == threats[0]


def test_5x5_prediction_off_the_book_is_proved_late():
    game = Game(5, 4)
    for move in [(2, 0), (0, 0), (2, 1), (0, 1), (2, 2), (4, 4)]:
        game.play(*move)  # X has an open-ended three: a forced win
    assert try_predict(game, node_budget=20_000) is Player.X
