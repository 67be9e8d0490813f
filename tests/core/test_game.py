"""The rules of the game: lines, outcomes, illegal moves, undo/redo, and the exhaustive game count."""

from itertools import permutations

import pytest

from tictactoe_qt.core import Game, GameError, IllegalMoveError, Player, winning_lines


def play_all(game: Game, moves) -> Game:
    for move in moves:
        game.play(*move)
    return game


def game_won_on(line, winner: Player) -> Game:
    """A game in which `winner` completes `line` with the last move and the other player never wins."""
    off_line = [(r, c) for r in range(3) for c in range(3) if (r, c) not in line]
    loser_moves = 2 if winner is Player.X else 3
    for others in permutations(off_line, loser_moves):
        order = [None] * (2 * len(line) - (winner is Player.X))
        order[(winner is Player.O) :: 2] = line
        order[(winner is Player.X) :: 2] = others
        game = Game()
        try:
            play_all(game, order)
        except IllegalMoveError:  # someone won before the end
            continue
        if game.winner is winner and set(game.winning_line) == set(line):
            return game
    raise AssertionError(f"no game found for {line}")


def test_new_game_is_empty_and_x_moves_first():
    game = Game()
    assert game.current_player is Player.X
    assert game.current_player == "X" and Player.O == "O"
    assert game.legal_moves() == [(r, c) for r in range(3) for c in range(3)]
    assert all(game.cell(r, c) is None for r in range(3) for c in range(3))
    assert (game.winner, game.winning_line, game.is_draw, game.is_over) == (None, None, False, False)
    assert (game.can_undo, game.can_redo, tuple(game.moves)) == (False, False, ())


def test_there_are_eight_winning_lines_on_3x3():
    lines = winning_lines(3, 3)
    assert len(lines) == 8
    assert len({frozenset(line) for line in lines}) == 8


@pytest.mark.parametrize("winner", [Player.X, Player.O])
@pytest.mark.parametrize("line", winning_lines(3, 3), ids=lambda line: "-".join(f"{r}{c}" for r, c in line))
def test_every_line_wins(line, winner):
    game = game_won_on(line, winner)
    assert game.winner is winner
    assert set(game.winning_line) == set(line)
    assert game.is_over and not game.is_draw
    assert game.legal_moves() == []


def test_draw():
    game = play_all(Game(), [(0, 0), (1, 1), (2, 2), (0, 1), (2, 1), (2, 0), (0, 2), (1, 2), (1, 0)])
    assert game.is_draw and game.is_over
    assert game.winner is None and game.winning_line is None
    assert game.legal_moves() == []


def test_win_on_the_last_cell_is_a_win_not_a_draw():
    game = play_all(Game(), [(1, 2), (2, 0), (2, 1), (1, 1), (1, 0), (0, 0), (2, 2), (0, 1), (0, 2)])
    assert game.winner is Player.X
    assert not game.is_draw


def snapshot(game: Game):
    return (
        [[game.cell(r, c) for c in range(game.size)] for r in range(game.size)],
        tuple(game.moves),
        game.current_player,
        game.winner,
        game.winning_line,
        game.is_over,
        game.can_undo,
        game.can_redo,
        game.legal_moves(),
    )


@pytest.mark.parametrize(
    "move, message",
    [
        ((1, 1), "already taken"),
        ((3, 0), "off the board"),
        ((0, -1), "off the board"),
        (("a", 0), "off the board"),
    ],
)
def test_illegal_moves_raise_and_change_nothing(move, message):
    game = play_all(Game(), [(1, 1), (0, 0)])
    game.undo()  # keep something on the redo stack too
    before = snapshot(game)
    with pytest.raises(IllegalMoveError, match=message) as caught:
        game.play(*move)
    assert isinstance(caught.value, GameError) and isinstance(caught.value, ValueError)
    assert snapshot(game) == before


def test_moves_after_the_end_raise_and_change_nothing():
    game = play_all(Game(), [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)])
    before = snapshot(game)
    with pytest.raises(IllegalMoveError, match="game is over"):
        game.play(2, 2)
    assert snapshot(game) == before


def test_undo_and_redo_round_trip():
    moves = [(1, 1), (0, 0), (2, 2), (0, 2), (0, 1), (2, 1), (1, 0), (1, 2), (2, 0)]
    position = lambda game: snapshot(game)[:6]  # noqa: E731 - the board, not the undo/redo flags
    game = Game()
    positions = [position(game)]
    for move in moves:
        game.play(*move)
        positions.append(position(game))
    for index in reversed(range(len(moves))):
        assert game.undo() == moves[index]
        assert position(game) == positions[index]
    assert not game.can_undo and game.can_redo
    for index, move in enumerate(moves):
        assert game.redo() == move
        assert position(game) == positions[index + 1]
    assert not game.can_redo


def test_undo_reopens_a_won_game():
    game = play_all(Game(), [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)])
    assert game.undo() == (0, 2)
    assert not game.is_over and game.winner is None and game.winning_line is None
    assert game.current_player is Player.X
    game.redo()
    assert game.winner is Player.X


def test_a_new_move_clears_redo():
    game = play_all(Game(), [(0, 0), (1, 1)])
    game.undo()
    assert game.can_redo
    game.play(2, 2)
    assert not game.can_redo
    with pytest.raises(GameError, match="no move to redo"):
        game.redo()


def test_nothing_to_undo_raises():
    with pytest.raises(GameError, match="no move to undo"):
        Game().undo()


@pytest.mark.parametrize("size, win_length", [(2, None), (4, 5), (4, 2), (10, 3), ("3", 3)])
def test_unsupported_variants_are_refused(size, win_length):
    with pytest.raises(GameError):
        Game(size=size, win_length=win_length)


def test_larger_board_with_shorter_lines():
    game = Game(size=5, win_length=4)
    play_all(game, [(0, 1), (4, 4), (1, 2), (4, 3), (2, 3), (4, 0)])
    assert not game.is_over
    game.play(3, 4)
    assert game.winner is Player.X
    assert game.winning_line == ((0, 1), (1, 2), (2, 3), (3, 4))


def count_games(game: Game, tally: dict) -> None:
    """Walk every complete game from here, like chess engines' perft."""
    if game.is_over:
        tally[game.winner] += 1
        return
    for move in game.legal_moves():
        game.play(*move)
        count_games(game, tally)
        game.undo()


def test_full_game_count_from_the_empty_board():
    tally = {Player.X: 0, Player.O: 0, None: 0}
    count_games(Game(), tally)
    assert sum(tally.values()) == 255_168
    assert tally == {Player.X: 131_184, Player.O: 77_904, None: 46_080}


def test_undone_moves_lists_what_redo_would_replay_next_first():
    game = Game()
    for move in [(1, 1), (0, 0), (2, 2)]:
        game.play(*move)
    game.undo()
    game.undo()
    assert game.undone_moves == ((0, 0), (2, 2))
    assert game.redo() == (0, 0) and game.undone_moves == ((2, 2),)
    game.play(0, 2)
    assert game.undone_moves == ()
