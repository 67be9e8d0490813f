"""5×5 Unbeatable is perfect: its strategy book checked against the project's own exact solver.

The book was built by a separate C solver (scripts/build_book5.py); scripts/verify_book5.py walks
the whole strategy. Here a fixed random sample of that walk runs in the suite: games from the
empty board with the engine on either side, its moves from best_move(), the opponent's drawn
from every reply (mostly among those that keep the game's value, so games run long). Each
engine move from 8 stones on (earlier ones take the Python solver tens of seconds) must have
the position's exact value, and the book's claimed value must be that value too.
"""

from __future__ import annotations

import random

import pytest

from tictactoe_qt.core import Game, Player
from tictactoe_qt.core.ai import UNKNOWN, analyse, best_move, try_predict
from tictactoe_qt.core.levels import SOLVED_VARIANTS
from tictactoe_qt.core.ai import book5
from tictactoe_qt.core.ai.board import bitboards, geometry
from tictactoe_qt.core.ai.book import canonical
from tictactoe_qt.core.ai.exact import ExactSolver
from tictactoe_qt.core.kinds import VARIANTS

FIRST_CHECKED_STONES = 8


def game_off_the_5x5_book(moves=((0, 0), (4, 4), (0, 4), (4, 0), (1, 3))) -> Game:
    """A 5×5 position neither strategy reaches (O's answers X(0,0) in the centre), with more stones than the
    shipped values of the first moves (values_5x5.bin): every question about it takes a search."""
    game = Game(5, 4)
    for move in moves:
        game.play(*move)
    return game


@pytest.fixture(scope="module")
def solver() -> ExactSolver:
    # The Python search: independent of the C one that built the book. One table for the module: later
    # positions reuse earlier proofs.
    return ExactSolver(geometry(5, 4), compiled=False)


def exact_value(solver: ExactSolver, game: Game, move=None) -> int:
    mine, theirs = bitboards(game)
    if move is None:
        return solver.value(mine, theirs)
    return solver.move_value(mine, theirs, solver.geometry.bit_of(move))


def opponent_reply(game: Game, rng: random.Random):
    values = book5.known_move_values(game)
    assert values is not None, f"an opponent turn of the strategy is not covered: {game.moves}"
    if rng.random() < 0.15:
        return rng.choice(game.legal_moves())  # a mistake, or not: the engine must punish it as fast as it can
    best = max(values.values())
    return rng.choice([move for move, value in values.items() if value == best])


@pytest.mark.parametrize("engine", [Player.X, Player.O])
@pytest.mark.parametrize("seed", range(40))
def test_every_engine_move_in_sampled_games_has_the_exact_best_value(solver, engine, seed):
    rng = random.Random(seed)
    game, checked = Game(5, 4), 0
    while not game.is_over:
        if game.current_player is not engine:
            game.play(*opponent_reply(game, rng))
            continue
        move = best_move(game, "perfect", rng=rng)
        if len(game.moves) >= FIRST_CHECKED_STONES:
            best = exact_value(solver, game)
            assert exact_value(solver, game, move) == best, (game.moves, move)
            assert book5.known_value(game) == best, game.moves
            checked += 1
        game.play(*move)
    assert game.winner in (engine, None), game.moves
    assert checked or len(game.moves) <= FIRST_CHECKED_STONES + 1


def test_the_reported_losing_lines_are_now_held():
    # From the issue: after X(0,1) O(2,2) X(1,2) the old O played (2,1) and lost a drawn game.
    game = Game(5, 4)
    for move in [(0, 1), (2, 2), (1, 2)]:
        game.play(*move)
    assert best_move(game, "perfect") in {(0, 3), (1, 1), (1, 3), (3, 3)}  # its drawing replies


def test_the_book_file_is_well_formed():
    entries = book5._entries()
    assert entries is not None and len(entries) > 100_000
    assert all(a < b for a, b in zip(entries, entries[1:], strict=False))  # sorted and unique: the lookup bisects
    rng = random.Random(5)
    for entry in rng.sample(list(entries), 2_000):
        key, move, value = entry >> 11, entry >> 6 & 31, (entry & 63) - 32
        mine, theirs = key >> 25, key & (1 << 25) - 1
        assert not mine & theirs and not (mine | theirs) >> move & 1  # the move is an empty cell
        assert mine.bit_count() in (theirs.bit_count(), theirs.bit_count() - 1)  # the engine is to move
        assert canonical(mine, theirs, 5)[0] == (mine, theirs)  # stored once, as its least symmetric image
        assert abs(value) <= 25 - (mine | theirs).bit_count() + 1


def test_a_mirrored_position_gets_the_mirrored_book_move():
    game, mirrored = Game(5, 4), Game(5, 4)
    for row, col in [(0, 1), (2, 2), (1, 2)]:
        game.play(row, col)
        mirrored.play(row, 4 - col)
    row, col = best_move(game, "perfect")
    assert best_move(mirrored, "perfect") == (row, 4 - col)


def test_hint_prediction_and_analysis_know_every_turn_against_the_engine(solver):
    # The human's turns against Unbeatable are the strategy's opponent turns: every reply is in the book.
    game = Game(5, 4)
    assert try_predict(game) is None  # the empty board is a draw
    for _ in range(4):  # the human (X) takes the hint, the engine (O) answers
        outcomes = analyse(game)
        assert None not in outcomes.values() and try_predict(game) is None
        hint = best_move(game, "perfect")
        assert outcomes[hint].result == "draw"
        game.play(*hint)
        game.play(*best_move(game, "perfect"))
    outcomes = analyse(game)
    assert None not in outcomes.values()
    for move, outcome in outcomes.items():
        if move[0] in (0, 4):  # spot checks against the project's own solver
            expected = exact_value(solver, game, move)
            assert outcome.result == ("draw" if expected == 0 else "win" if expected > 0 else "loss"), move


def test_without_the_compiled_search_prediction_off_the_strategy_is_unknown_within_a_small_budget(pure_python_search):
    game = game_off_the_5x5_book()
    assert book5.known_value(game) is None and book5.known_moves(game) is None
    assert try_predict(game, node_budget=20_000) == UNKNOWN


def test_every_board_the_game_offers_has_a_perfect_unbeatable_or_no_level_that_says_so():
    # Solved afresh from any position, or played from a proven strategy book: a new board needs one of the two.
    # Ultimate is not solved: its top level is "hard", never "perfect" (shown as Unbeatable).
    for variant in VARIANTS:
        if "perfect" in variant.levels:
            assert variant in SOLVED_VARIANTS or variant == book5.VARIANT, variant
        else:
            assert variant.rule_set == "ultimate" and variant.levels == ("easy", "medium", "hard")
