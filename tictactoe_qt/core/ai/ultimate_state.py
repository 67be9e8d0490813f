"""Ultimate tic-tac-toe's positions as ints: the state the Python search, the exact solver and the moves proven in
one move work on (ultimate_search.py), and the moves on it. Hot code: every playout runs through play()."""

from __future__ import annotations

import random

from ..game import Cell, Player
from ..ultimate import UltimateGame

# A state is a list of 25 ints: X's cell masks of boards 0–8 (bit r·3 + c within the board), O's of boards
# 0–8, the boards won by X, by O, the boards closed (won or full), the board the player to move is sent to
# (-1: any), the player to move (0 X, 1 O), the result (ONGOING, X_WON, O_WON, DRAWN) and marks played.
WON, CLOSED, TARGET, SIDE, RESULT, MARKS = 18, 20, 21, 22, 23, 24
ONGOING, X_WON, O_WON, DRAWN = 0, 1, 2, 3
FULL = 0x1FF
_LINES = (0b000000111, 0b000111000, 0b111000000, 0b001001001, 0b010010010, 0b100100100, 0b100010001, 0b001010100)
HAS_LINE = bytes(1 if any(mask & line == line for line in _LINES) else 0 for mask in range(512))
BITS = tuple(tuple(i for i in range(9) if mask >> i & 1) for mask in range(512))


def state_of(game: UltimateGame) -> list[int]:
    state = [0] * 25
    for row in range(9):
        for col in range(9):
            mark = game.cell(row, col)
            if mark is not None:
                side = 0 if mark is Player.X else 1
                state[side * 9 + (row // 3) * 3 + col // 3] |= 1 << ((row % 3) * 3 + col % 3)
    for board in range(9):
        for side in (0, 1):
            if HAS_LINE[state[side * 9 + board]]:
                state[WON + side] |= 1 << board
        if state[WON] >> board & 1 or state[WON + 1] >> board & 1 or state[board] | state[9 + board] == FULL:
            state[CLOSED] |= 1 << board
    sent_to = game.sent_to
    state[TARGET] = -1 if sent_to is None else sent_to[0] * 3 + sent_to[1]
    state[SIDE] = 0 if game.current_player is Player.X else 1
    state[MARKS] = len(game.moves)
    if game.winner is not None:
        state[RESULT] = X_WON if game.winner is Player.X else O_WON
    elif game.is_over:
        state[RESULT] = DRAWN
    return state


def play(state: list[int], move: int) -> None:
    """Plays move board·9 + cell for the player to move (who must be allowed to)."""
    board, cell = divmod(move, 9)
    side = state[SIDE]
    index = side * 9 + board
    mine = state[index] | 1 << cell
    state[index] = mine
    state[SIDE] = side ^ 1
    state[MARKS] += 1
    closed = state[CLOSED]
    if HAS_LINE[mine]:
        won = state[WON + side] | 1 << board
        state[WON + side] = won
        closed |= 1 << board
        state[CLOSED] = closed
        if HAS_LINE[won]:
            state[RESULT] = X_WON + side
            return
    elif mine | state[(side ^ 1) * 9 + board] == FULL:
        closed |= 1 << board
        state[CLOSED] = closed
    if closed == FULL:
        state[RESULT] = DRAWN
        return
    state[TARGET] = -1 if closed >> cell & 1 else cell


def legal_moves(state: list[int]) -> list[int]:
    """The legal moves (board·9 + cell) of the player to move, by board then cell."""
    if state[RESULT]:
        return []
    target = state[TARGET]
    if target >= 0:
        base = target * 9
        return [base + cell for cell in BITS[FULL & ~(state[target] | state[9 + target])]]
    closed = state[CLOSED]
    return [
        board * 9 + cell
        for board in range(9)
        if not closed >> board & 1
        for cell in BITS[FULL & ~(state[board] | state[9 + board])]
    ]


def wins_at_once(state: list[int], move: int) -> bool:
    board, cell = divmod(move, 9)
    side = state[SIDE]
    return bool(HAS_LINE[state[side * 9 + board] | 1 << cell] and HAS_LINE[state[WON + side] | 1 << board])


def grid_cell(move: int) -> Cell:
    board, cell = divmod(move, 9)
    return (board // 3) * 3 + cell // 3, (board % 3) * 3 + cell % 3


def playout(state: list[int], rng: random.Random) -> int:
    """Uniformly random moves to the end of the game (changes `state`); the result."""
    choice = rng.choice
    while not state[RESULT]:
        target = state[TARGET]
        if target >= 0:
            play(state, target * 9 + choice(BITS[FULL & ~(state[target] | state[9 + target])]))
        else:
            play(state, choice(legal_moves(state)))
    return state[RESULT]
