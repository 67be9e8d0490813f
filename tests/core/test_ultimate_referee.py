"""An independent referee at every door a move of ultimate comes in by.

The referee is the second implementation of the rules in test_ultimate.py (its own representation, move
generator and end test). Games are played by random players and by adversarial ones that go looking for the
corners of the rules (sending the opponent to closed boards so the choice is free, filling boards to a draw,
taking small boards, playing into won boards), and every door is asked about every one of the 81 cells, legal or
not, at every position:
- the core (UltimateGame.play, legal_moves, the results);
- the terminal's move reader (terminal/text.read_move), by name and by keypad digits;
- the file format (core/records.py): the game saved and read back, and the same file with an illegal move put in;
- the wire (net/connection.py): each move sent by one end and checked by the other; an illegal one from a peer
  hangs up and changes nothing;
- the view the window draws (session/view_state.board_state, without Qt's widgets): the cells that may be
  clicked, the boards lit, the boards' results.
A difference anywhere is a failure that names the position and the door.
"""

from __future__ import annotations

import json
import random

import pytest

from tictactoe_qt.core import IllegalMoveError, Player
from tictactoe_qt.core.modes import Mode
from tictactoe_qt.core.notation import CellNameError
from tictactoe_qt.core.records import RecordError, SavedGame, saved_game_json
from tictactoe_qt.core.record_parsing import parse_saved_game
from tictactoe_qt.core.ultimate import UltimateGame
from tictactoe_qt.net.connection import Connection
from tictactoe_qt.net.events import CloseReason, Closed, MovePlayed
from tictactoe_qt.net.match import JoinGate, Match, Role
from tictactoe_qt.net import wire
from tictactoe_qt.terminal.text import MoveTextError, read_move

from .test_ultimate import ref_grid_cell, ref_moves, ref_play, ref_result, ref_start

CELLS = [(row, col) for row in range(9) for col in range(9)]


def ref_legal(position) -> set[tuple[int, int]]:
    return {ref_grid_cell(move) for move in ref_moves(position)}


def ref_move_of(cell: tuple[int, int]) -> tuple[int, int]:
    row, col = cell
    return (row // 3) * 3 + col // 3, (row % 3) * 3 + col % 3


# --- players ---------------------------------------------------------------------------------------------------


def random_player(position, rng: random.Random) -> tuple[int, int]:
    return rng.choice(sorted(ref_legal(position)))


def freeing_player(position, rng: random.Random) -> tuple[int, int]:
    """Sends the opponent to a closed board whenever it can, so the next choice of board is free."""
    status = position[1]
    freeing = [ref_grid_cell((b, c)) for b, c in ref_moves(position) if status[c] != "." or (b == c)]
    return rng.choice(freeing or sorted(ref_legal(position)))


LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


def _takes_the_board(position, move: tuple[int, int]) -> bool:
    boards, _, _, mark = position
    b, c = move
    board = boards[b][:c] + mark + boards[b][c + 1 :]
    return any(board[x] == board[y] == board[z] == mark for x, y, z in LINES)


def filling_player(position, rng: random.Random) -> tuple[int, int]:
    """Never takes a board if it can help it, and plays where a board is fullest: boards fill up and are drawn."""
    boards = position[0]
    moves = [move for move in ref_moves(position) if not _takes_the_board(position, move)] or ref_moves(position)
    fullest = max(9 - boards[b].count(".") for b, _ in moves)
    return ref_grid_cell(rng.choice([(b, c) for b, c in moves if 9 - boards[b].count(".") == fullest]))


def greedy_player(position, rng: random.Random) -> tuple[int, int]:
    """Takes a small board (or the game) whenever it can."""
    winning = [move for move in ref_moves(position) if _takes_the_board(position, move)]
    return ref_grid_cell(rng.choice(winning or ref_moves(position)))


PLAYERS = {"random": random_player, "freeing": freeing_player, "filling": filling_player, "greedy": greedy_player}


def refereed_games(count: int, seed: int):
    """(name, moves) of games between every pair of the players, to their ends, by the referee's rules."""
    rng = random.Random(seed)
    names = sorted(PLAYERS)
    for number in range(count):
        pair = names[number % len(names)], names[(number // len(names)) % len(names)]
        position, moves = ref_start(), []
        while not ref_result(position[1]):
            cell = PLAYERS[pair[len(moves) % 2]](position, rng)
            moves.append(cell)
            position = ref_play(position, ref_move_of(cell))
        yield f"{pair[0]} against {pair[1]}, game {number}", moves


GAMES = list(refereed_games(24, 2026))


def test_the_players_reach_the_corners_of_the_rules():
    """The adversarial players do what they are for: free choices, drawn boards, won boards, all three endings."""
    endings, drawn_boards, free_choices = set(), 0, 0
    for _, moves in GAMES:
        position = ref_start()
        for cell in moves:
            position = ref_play(position, ref_move_of(cell))
            free_choices += position[2] < 0
        endings.add(ref_result(position[1]))
        drawn_boards += position[1].count("=")
    assert endings == {"X", "O", "="} and drawn_boards >= 10 and free_choices > 100


@pytest.mark.parametrize(("name", "moves"), GAMES, ids=[name for name, _ in GAMES])
def test_every_door_agrees_with_the_referee_at_every_position(name, moves):
    pytest.importorskip("PySide6")  # the view state is the session's (QtCore, no window); the rest is pure Python
    from tictactoe_qt.session.view_state import board_state

    position, game = ref_start(), UltimateGame()
    for ply, cell in enumerate(moves):
        legal = ref_legal(position)
        where = f"{name}, ply {ply}"
        # The core.
        assert set(game.legal_moves()) == legal, where
        # The terminal's reader: by name, and by keypad digits, every cell of the grid.
        for other in CELLS:
            try:
                read = read_move(game.move_name(other), game)
            except MoveTextError:
                read = None
            assert (read == other) == (other in legal), (where, other)
            try:
                by_digits = read_move(game.keypad_keys(other), game)
            except MoveTextError:
                by_digits = None
            assert (by_digits == other) == (other in legal), (where, other, game.keypad_keys(other))
        # The core refuses every illegal cell and changes nothing.
        for other in CELLS:
            if other not in legal:
                before = (tuple(game.moves), game.block_results)
                with pytest.raises(IllegalMoveError):
                    game.play(*other)
                assert (tuple(game.moves), game.block_results) == before, (where, other)
        # The view the window draws: clickable cells, lit boards, results.
        view = board_state(game, accepts_clicks=True)
        assert {(row, col) for row, col in CELLS if view.cell(row, col).enabled} == legal, where
        assert view.lit_blocks == {(b // 3, b % 3) for b, _ in ref_moves(position)}, where
        assert "".join("." if r is None else "=" if r == "draw" else str(r) for r in view.block_results) == position[1]
        game.play(*cell)
        position = ref_play(position, ref_move_of(cell))
    result = ref_result(position[1])
    assert game.is_over and game.legal_moves() == [] and ref_moves(position) == []
    assert (game.winner.value if game.winner else "=") == result, name
    if game.winning_blocks:
        status = position[1]
        assert {status[r * 3 + c] for r, c in game.winning_blocks} == {result}


@pytest.mark.parametrize(("name", "moves"), GAMES[:8], ids=[name for name, _ in GAMES[:8]])
def test_files_keep_every_game_and_refuse_any_illegal_move_put_in(name, moves):
    game = UltimateGame()
    for cell in moves:
        game.play(*cell)
    for _ in range(3):
        game.undo()
    saved = SavedGame(game, Mode.HUMAN_VS_HUMAN, "hard", {Player.X: "Ann", Player.O: "Bob"}, None)
    text = saved_game_json(saved)
    loaded = parse_saved_game(text).game
    assert tuple(loaded.moves) == tuple(moves[:-3]) and tuple(loaded.undone_moves) == tuple(moves[-3:])
    rng = random.Random(name)
    document = json.loads(text)
    for _ in range(6):  # an illegal cell put in at some ply: the file is refused in words, never half read
        ply = rng.randrange(1, len(moves))  # after the first move: every cell is open to the first
        position = ref_start()
        for cell in moves[:ply]:
            position = ref_play(position, ref_move_of(cell))
        illegal = [cell for cell in CELLS if cell not in ref_legal(position)]
        broken = dict(document, moves=[list(cell) for cell in moves[:ply]] + [list(rng.choice(illegal))], undone=[])
        with pytest.raises(RecordError):
            parse_saved_game(json.dumps(broken))


@pytest.mark.parametrize(("name", "moves"), GAMES[:8], ids=[name for name, _ in GAMES[:8]])
def test_the_wire_carries_every_legal_move_and_hangs_up_on_an_illegal_one(name, moves):
    match = Match("Alice", 9, 3, rule_set="ultimate")
    host = Connection(Role.HOST, 0, name="Alice", match=match, gate=JoinGate("1"))
    guest = Connection(Role.GUEST, 0, name="Bob", code="1")
    host.receive_data(guest.data_to_send(), 0)
    guest.receive_data(host.data_to_send(), 0)
    assert guest.current_match.variant == match.variant
    rng, position = random.Random(name), ref_start()
    for ply, cell in enumerate(moves):
        mover, other = (host, guest) if ply % 2 == 0 else (guest, host)
        illegal_cells = [c for c in CELLS if c not in ref_legal(position)]
        if ply % 9 == 4 and ply > 8:  # an illegal move forged on the wire: the receiver hangs up, its game unchanged
            illegal = [c for c in CELLS if c not in ref_legal(position)]
            forged = rng.choice(illegal)
            before = tuple(other.current_match.game.moves)
            events = other.receive_data(wire.encode("move", ply=ply, row=forged[0], col=forged[1]), 0)
            assert isinstance(events[-1], Closed) and events[-1].reason is CloseReason.ERROR, (name, ply, forged)
            assert tuple(other.current_match.game.moves) == before
            return
        if illegal_cells:  # refused by the rules before it goes out
            with pytest.raises((IllegalMoveError, CellNameError)):
                mover.play(*rng.choice(illegal_cells), 0)
        mover.play(*cell, 0)
        events = other.receive_data(mover.data_to_send(), 0)
        assert events == [MovePlayed(*cell)], (name, ply)
        position = ref_play(position, ref_move_of(cell))
        assert set(other.current_match.game.legal_moves()) == ref_legal(position)
