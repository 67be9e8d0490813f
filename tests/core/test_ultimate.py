"""Ultimate tic-tac-toe's rules (core/ultimate.py), checked python-chess style.

Perft: the number of legal move sequences of each length from the start, and from positions deep in
random games, counted by UltimateGame and by a second implementation written here that shares no code
with it (other representation, other move generator, other end-of-game test). Then one test a rule,
on games written out move by move, undo/redo and copies, and illegal moves that change nothing.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tictactoe_qt.core import GameError, IllegalMoveError, Player
from tictactoe_qt.core.board_game import BoardGame
from tictactoe_qt.core.kinds import new_game
from tictactoe_qt.core.notation import CellNameError
from tictactoe_qt.core.ultimate import DRAWN, UltimateGame, WrongBoardError, board_cells, board_of

# --- the independent implementation ------------------------------------------------------------------
# A position is (boards, status, target, mark): boards a tuple of nine 9-character strings ("." empty),
# each board's cells row-major; status a 9-character string per board: "." open, "X"/"O" won, "=" drawn;
# target the board index the mover is sent to or -1; mark "X" or "O". A move is (board, cell), 0–8 each.

TRIPLES = [
    (a, b, c) for a, b, c in ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
]


def ref_start():
    return (("." * 9,) * 9, "." * 9, -1, "X")


def ref_three(text: str, mark: str) -> bool:
    return any(text[a] == text[b] == text[c] == mark for a, b, c in TRIPLES)


def ref_result(status: str) -> str:
    """'X' or 'O' for a won game, '=' for a drawn one, '' while it goes on."""
    for mark in "XO":
        if ref_three(status, mark):
            return mark
    return "=" if "." not in status else ""


def ref_moves(position):
    boards, status, target, _ = position
    if ref_result(status):
        return []
    where = [target] if target >= 0 else [b for b in range(9) if status[b] == "."]
    return [(b, c) for b in where for c in range(9) if boards[b][c] == "."]


def ref_play(position, move):
    boards, status, _, mark = position
    b, c = move
    board = boards[b][:c] + mark + boards[b][c + 1 :]
    state = mark if ref_three(board, mark) else ("=" if "." not in board else ".")
    boards = boards[:b] + (board,) + boards[b + 1 :]
    status = status[:b] + state + status[b + 1 :]
    return boards, status, (c if status[c] == "." else -1), "O" if mark == "X" else "X"


def ref_perft(position, depth: int) -> int:
    moves = ref_moves(position)
    if depth == 1:
        return len(moves)
    return sum(ref_perft(ref_play(position, move), depth - 1) for move in moves)


def ref_grid_cell(move) -> tuple[int, int]:
    b, c = move
    return (b // 3) * 3 + c // 3, (b % 3) * 3 + c % 3


# --- UltimateGame's counts -------------------------------------------------------------------------------


def perft(game: UltimateGame, depth: int) -> int:
    moves = game.legal_moves()
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        game.play(*move)
        total += perft(game, depth - 1)
        game.undo()
    return total


# Counted by both implementations. Depth 6, 4,020,960, was counted by both too (25 s and 18 s here): too slow
# for every run.
PERFT = {1: 81, 2: 720, 3: 6336, 4: 55080, 5: 473256}


@pytest.mark.parametrize("depth", sorted(PERFT))
def test_perft_from_the_start(depth):
    assert perft(UltimateGame(), depth) == PERFT[depth]
    if depth <= 4:  # the independent implementation is slower; depth 5 is checked below with bulk counting
        assert ref_perft(ref_start(), depth) == PERFT[depth]


def test_perft_5_by_the_independent_implementation():
    assert ref_perft(ref_start(), 5) == PERFT[5]


def random_positions(count: int, seed: int):
    """Pairs (UltimateGame, reference position) from seeded random games, cut anywhere from 10 moves to the end."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        game, position = UltimateGame(), ref_start()
        cut = rng.randrange(10, 80)
        while not game.is_over and len(game.moves) < cut:
            move = rng.choice(ref_moves(position))
            position = ref_play(position, move)
            game.play(*ref_grid_cell(move))
        found.append((game, position))
    return found


def test_perft_from_positions_deep_in_random_games():
    """Where boards are won, drawn and closed, redirects happen and games end: both counts agree."""
    compared = 0
    for game, position in random_positions(60, seed=31):
        for depth in (1, 2, 3):
            assert perft(game, depth) == ref_perft(position, depth), (game.moves, depth)
            compared += 1
    assert compared == 180


def test_every_position_of_random_games_agrees_with_the_independent_rules():
    """Move by move through 300 random games: the same legal moves, board results, target and outcome."""
    rng = random.Random(2031)
    states = {"X": Player.X, "O": Player.O, "=": DRAWN, ".": None}
    endings = {"X": 0, "O": 0, "=": 0}
    for _ in range(300):
        game, position = UltimateGame(), ref_start()
        while True:
            expected = sorted(ref_grid_cell(move) for move in ref_moves(position))
            assert game.legal_moves() == expected
            assert game.small_board_results == tuple(states[s] for s in position[1])
            target = position[2]
            assert game.sent_to == (None if target < 0 or not expected else (target // 3, target % 3))
            result = ref_result(position[1])
            assert game.winner == (states[result] if result in "XO" and result else None)
            assert game.is_draw == (result == "=") and game.is_over == bool(result)
            if result:
                endings[result] += 1
                break
            move = rng.choice(ref_moves(position))
            position = ref_play(position, move)
            game.play(*ref_grid_cell(move))
    assert all(count > 10 for count in endings.values()), endings  # wins for both and draws were met


# --- each rule, on games written out ---------------------------------------------------------------------


def game_of(names: str) -> UltimateGame:
    game = UltimateGame()
    for name in names.split():
        game.play(*game.parse_move(name))
    return game


# Found among seeded random games (the shortest of 20,000 of each kind), written in the game's notation.
X_WINS = (
    "C1b2 B2a3 A3b2 B2b3 B3a1 A1a3 A3b3 B3a3 A3a2 A2a2 A2a3 A3c3 C3b3 B3c3 C3b2 B2c3 C3b1 B1c3 B1a2 A2b3 "
    "B3c1 C1a3 A3c1 C1c3 A3c2 C2c1 C1b3 B3b2 B3b1"
)
O_WINS = (
    "B3c2 C2c3 C3b2 B2c1 C1a2 A2b1 B1b2 B2c2 C2b3 B3c3 C3c2 C2a2 A2c2 C2a3 A3a2 A2c1 C1b2 B2a1 A1a2 A2a2 "
    "A2b2 B2c3 C3a1 A1b1 B1a2 A2a1 A1c2 C2a1"
)
DRAW = (
    "B3c2 C2c3 C3a1 A1c3 C3b1 B1b3 B3c3 C3c3 C3c2 C2c2 C2b2 B2a1 A1b1 B1a1 A1a3 A3c1 C1c2 C2b3 B3c1 C1b3 A1b2 "
    "B2c1 C1b1 B1b1 B1c3 C3a2 A2a3 A3a1 A1a2 A2a1 A1a1 B2b1 B1a3 A3a2 A2a2 A2b2 C1a1 C2c1 C1c1 A3b1 B1a2 A2c1 "
    "A2c3 C3b3 A2b3 B1c1 C3c1"
)
SENT_TO_A_FULL_BOARD = (
    "C2b2 B2a2 A2a1 A1c1 C1a3 A3c1 C1c3 C3b3 B3a1 A1c2 C2c2 C2c1 C1b3 B3b3 B3a3 A3c3 C3a3 A3b3 "
    "B3c2 C2a3 A3a2 A2a2 A2c3 C3b2 B2c3 C3c1 C3b1 B1c3 C3c2 C2c3 C3a1 A1a1 A1c3 C3a2 A2b3 B3c3 "
    "C3c3"
)
TWO_WON_AND_ONE_DRAWN_IN_A_ROW = (
    "C2b2 B2a1 A1b3 B3a2 A2c2 C2a1 A1c1 C1c2 C2b1 B1a3 A3c1 C1c1 C1b2 B2a2 A2c3 C3c2 C2c3 C3c1 C1b3 B3b2 B2b1 "
    "B1b3 B3c2 C2a3 A3c2 C2b3 B3c3 C3b2 B2c3 C3a3 A3b2 B2c2 C2c1 C1c3 B3b1 B1b1 B1c2 C2c2 C2a2"
)


def test_the_start():
    game = UltimateGame()
    assert game.rule_set == "ultimate" and game.size == 9 and game.current_player is Player.X
    assert game.sent_to is None and len(game.allowed_boards) == 9 and len(game.legal_moves()) == 81
    assert game.small_board_results == (None,) * 9 and game.winning_boards is None and game.last_move is None
    assert not game.is_over and not game.can_undo and not game.can_redo
    assert isinstance(game, BoardGame)


@pytest.mark.parametrize("move", [(r, c) for r in range(9) for c in range(9)])
def test_a_move_sends_the_opponent_to_the_board_matching_its_cell(move):
    game = UltimateGame()
    game.play(*move)
    target = (move[0] % 3, move[1] % 3)
    assert game.sent_to == target and game.allowed_boards == (target,)
    assert game.legal_moves() == [cell for cell in board_cells(target) if cell != move]
    assert game.current_player is Player.O and game.last_move == move


def test_a_won_board_takes_no_more_moves_and_sending_there_frees_the_choice():
    game = game_of("A3a2 A2a3 A3b2 B2a3 A3c2")  # X: the middle row of A3, O sent back to A3 twice
    assert game.small_board_result((0, 0)) is Player.X and game.sent_to == (1, 2)
    with pytest.raises(IllegalMoveError, match="is in board A3, which X has won: no more moves there"):
        game.play(0, 0)
    game.play(*game.parse_move("C2 a3"))  # O sends X to A3, which is won
    assert game.sent_to is None
    assert game.allowed_boards == tuple(
        board for board in ((r, c) for r in range(3) for c in range(3)) if board != (0, 0)
    )
    assert all(board_of(cell) != (0, 0) for cell in game.legal_moves())
    assert len(game.legal_moves()) == 81 - 9 - 3  # every empty cell outside A3: O's three and C2 a3 are taken


def test_a_full_board_is_drawn_and_sending_there_frees_the_choice():
    game = game_of(SENT_TO_A_FULL_BOARD)
    target = (game.last_move[0] % 3, game.last_move[1] % 3)
    assert game.small_board_result(target) == DRAWN
    assert all(game.cell(*cell) is not None for cell in board_cells(target))
    assert game.sent_to is None and not game.is_over
    open_boards = tuple(
        board for board in ((r, c) for r in range(3) for c in range(3)) if game.small_board_result(board) is None
    )
    assert game.allowed_boards == open_boards and len(open_boards) > 1
    assert {board_of(cell) for cell in game.legal_moves()} == set(open_boards)
    with pytest.raises(IllegalMoveError, match="is already taken"):  # a drawn board has no empty cell
        game.play(*board_cells(target)[0])


def test_a_drawn_board_counts_for_nobody():
    game = game_of(TWO_WON_AND_ONE_DRAWN_IN_A_ROW)
    results = game.small_board_results
    lines = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
    mixed = [
        line
        for line in lines
        if sorted(map(str, (results[i] for i in line))) in (["X", "X", "draw"], ["O", "O", "draw"])
    ]
    assert mixed, results
    assert game.winner is None and not game.is_over and game.legal_moves()


def test_three_boards_in_a_row_win_the_game():
    for names, winner in ((X_WINS, Player.X), (O_WINS, Player.O)):
        game = game_of(names)
        assert game.winner is winner and game.is_over and not game.is_draw
        line = game.winning_boards
        assert line is not None and len(line) == 3
        assert all(game.small_board_result(board) is winner for board in line)
        assert game.legal_moves() == [] and game.allowed_boards == () and game.sent_to is None
        with pytest.raises(IllegalMoveError, match="the game is over"):
            game.play(
                *next(
                    cell
                    for r in range(9)
                    for cell in ((r, c) for c in range(9))
                    if game.cell(*cell) is None and game.small_board_result(board_of(cell)) is None
                )
            )
        game.undo()
        assert game.winner is None and game.winning_boards is None and not game.is_over and game.legal_moves()


def test_a_game_with_no_move_left_and_no_line_is_drawn():
    game = game_of(DRAW)
    assert game.is_draw and game.is_over and game.winner is None and game.winning_boards is None
    assert None not in game.small_board_results and game.legal_moves() == []
    results = game.small_board_results
    assert not any(results[a] == results[b] == results[c] for a, b, c in TRIPLES)  # every board won, no line
    empty = [(r, c) for r in range(9) for c in range(9) if game.cell(r, c) is None]
    assert empty  # cells are left in boards that were closed: still no move
    game.undo()
    assert not game.is_draw and not game.is_over


# --- errors leave everything as it was -------------------------------------------------------------------


def state(game: UltimateGame):
    return (
        game.moves,
        game.undone_moves,
        [game.cell(r, c) for r in range(9) for c in range(9)],
        game.small_board_results,
        game.sent_to,
        game.allowed_boards,
        game.winner,
        game.winning_boards,
        game.is_draw,
        game.is_over,
        game.current_player,
        game.legal_moves(),
        game.can_undo,
        game.can_redo,
    )


def position(game: UltimateGame):
    """Everything but the history: the board, results, whose turn and the moves it has."""
    return state(game)[2:12]


@pytest.mark.parametrize(
    ("moves", "move", "error", "message"),
    [
        ("", (9, 0), IllegalMoveError, r"\(9, 0\) is off the board: row and column go from 0 to 8"),
        ("", (-1, 3), IllegalMoveError, "off the board"),
        ("", (1.0, 3), IllegalMoveError, "off the board"),
        ("B2b2", (4, 4), IllegalMoveError, "B2 b2 is already taken by X"),
        ("B2b2", (0, 0), WrongBoardError, "A3 a3 is not where you may play: you are sent to board B2"),
        ("B2a3", (4, 4), WrongBoardError, "B2 b2 is not where you may play: you are sent to board A3"),
    ],
)
def test_illegal_moves_raise_clearly_and_change_nothing(moves, move, error, message):
    game = game_of(moves)
    game.play(*game.legal_moves()[0])
    game.undo()  # something to redo, which a refused move must not clear
    before = state(game)
    with pytest.raises(error, match=message):
        game.play(*move)
    assert state(game) == before


def test_the_wrong_board_error_says_where_the_player_is_sent():
    game = game_of("B2a3")
    with pytest.raises(WrongBoardError) as raised:
        game.play(4, 4)
    assert raised.value.sent_to == (0, 0)
    assert isinstance(raised.value, IllegalMoveError) and isinstance(raised.value, ValueError)


def test_nothing_to_undo_or_redo_raises_and_changes_nothing():
    game = UltimateGame()
    with pytest.raises(GameError, match="no move to undo"):
        game.undo()
    with pytest.raises(GameError, match="no move to redo"):
        game.redo()
    assert state(game) == state(UltimateGame())


# --- undo, redo, copies ----------------------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), length=st.integers(0, 81))
def test_undo_all_then_redo_all_restores_every_position(seed, length):
    rng = random.Random(seed)
    game = UltimateGame()
    seen = [position(game)]
    while not game.is_over and len(game.moves) < length:
        game.play(*rng.choice(game.legal_moves()))
        seen.append(position(game))
    played = game.moves
    while game.can_undo:
        game.undo()
        assert position(game) == seen[len(game.moves)]
    assert game.undone_moves == played and not game.moves
    while game.can_redo:
        expected = played[len(game.moves)]
        assert game.redo() == expected
        assert position(game) == seen[len(game.moves)]
    assert game.moves == played and not game.can_redo


@settings(max_examples=150, deadline=None)
@given(
    script=st.lists(
        st.one_of(
            st.tuples(st.just("play"), st.integers(-1, 9), st.integers(-1, 9)),
            st.tuples(st.just("legal"), st.integers(0, 80)),
            st.just(("undo",)),
            st.just(("redo",)),
        ),
        max_size=120,
    )
)
def test_any_mix_of_moves_illegal_moves_undo_and_redo_keeps_the_rules(script):
    game = UltimateGame()
    for action in script:
        before = state(game)
        try:
            if action[0] == "play":
                game.play(action[1], action[2])
            elif action[0] == "legal":
                moves = game.legal_moves()
                if moves:
                    game.play(*moves[action[1] % len(moves)])
            elif action[0] == "undo":
                game.undo()
            else:
                game.redo()
        except GameError:
            assert state(game) == before
        replay = UltimateGame()  # the same moves from the start reach the same position
        for move in game.moves:
            replay.play(*move)
        assert position(replay) == position(game)
        assert (game.legal_moves() == []) == game.is_over


def test_a_copy_is_independent():
    game = game_of("B2b2 B2a3 A3c1")
    game.undo()
    twin = game.copy()
    assert state(twin) == state(game)
    twin.play(*twin.legal_moves()[0])
    assert state(game) != state(twin) and len(game.moves) == 2 and game.can_redo and not twin.can_redo
    game.redo()
    assert len(twin.moves) == 3 and twin.moves[2] != game.moves[2]


def test_a_new_move_clears_redo():
    game = game_of("B2b2 B2a3")
    game.undo()
    game.play(*game.legal_moves()[-1])
    assert not game.can_redo and game.undone_moves == ()


# --- names and keys ----------------------------------------------------------------------------------


def test_cells_are_named_board_then_cell():
    game = UltimateGame()
    assert game.move_name((0, 0)) == "A3 a3"  # top left of the top-left board
    assert game.move_name((8, 8)) == "C1 c1"
    assert game.move_name((4, 4)) == "B2 b2"
    assert game.move_name((3, 2)) == "A2 c3"
    assert game.move_name((8, 0)) == "A1 a1"


@pytest.mark.parametrize("text", ["B2 a3", "b2a3", "B2A3", " b2  A3 ", "b2 a3"])
def test_names_are_read_in_any_case_and_spacing(text):
    assert UltimateGame().parse_move(text) == (3, 3)


def test_every_name_reads_back():
    game = UltimateGame()
    cells = [(r, c) for r in range(9) for c in range(9)]
    names = [game.move_name(cell) for cell in cells]
    assert len(set(names)) == 81
    assert [game.parse_move(name) for name in names] == cells


@pytest.mark.parametrize("text", ["", "B2", "D2 a3", "B4 a3", "B2 d1", "B2 a0", "a3 B2x", "x", "B2 a3 c1"])
def test_names_of_no_cell_are_refused_clearly(text):
    with pytest.raises(CellNameError, match=r"name the board \(A1 to C3\), then the cell in it \(a1 to c3\)"):
        UltimateGame().parse_move(text)


def test_keypad_two_digits_when_the_board_is_free_one_when_sent():
    game = UltimateGame()
    assert game.keypad_move("53") == game.parse_move("B2 c1")  # board 5 = B2, cell 3 = c1
    assert game.keypad_move("79") == (0, 2)  # top-left board, its top-right cell
    with pytest.raises(CellNameError, match="you may choose the board: type two"):
        game.keypad_move("5")
    game.play(*game.keypad_move("53"))  # sends O to board C1 (keypad 3)
    assert game.sent_to == (2, 2)
    assert game.keypad_move("7") == game.parse_move("C1 a3") and game.parse_move("7") == (6, 6)
    assert game.keypad_move("37") == game.keypad_move("7")
    for keys in ("", "0", "123", "a", "５"):
        with pytest.raises(CellNameError):
            game.keypad_move(keys)


def test_keypad_keys_name_every_legal_move_and_read_back():
    rng = random.Random(4)
    game = UltimateGame()
    one_board_left = 0  # positions where the player may choose but only one board is open: one digit plays there
    while not game.is_over:
        one_board_left += game.sent_to is None and len(game.allowed_boards) == 1
        for move in game.legal_moves():
            keys = game.keypad_keys(move)
            assert len(keys) == (1 if len(game.allowed_boards) == 1 else 2)  # sent to a board, or only one open
            assert game.keypad_move(keys) == move
        game.play(*rng.choice(game.legal_moves()))
    assert one_board_left, "the seed should reach a free choice with one board left"


def test_both_kinds_of_game_are_made_by_rule_set_name():
    assert new_game("ultimate").rule_set == "ultimate"
    classic = new_game("k-in-a-row", 4, 4)
    assert classic.rule_set == "k-in-a-row" and classic.size == 4
    assert classic.move_name((0, 0)) == "a4" and classic.parse_move("a4") == (0, 0)
    with pytest.raises(GameError, match="unknown rule set 'chess'"):
        new_game("chess")
