"""The terminal's words for boards and moves, with no I/O (the terminal's width aside): read a typed move, draw the
board, name a cell, fit the help to the terminal.

Local and network play both use these, so a move is read and a board drawn the same way in each. Both kinds of
game (core/board_game.py) are read, drawn and named from the interface: a k-in-a-row board shows each empty
cell's number; ultimate's nine boards show, in the boards the player may play in, the keypad digit of each empty
cell, with the boards named A1 to C3 around them.
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence

from ..core import Cell, IllegalMoveError, Player
from ..core.board_game import BoardGame
from ..core.kinds import Variant, kind_named
from ..core.notation import BOARD_LETTERS, COLUMN_LETTERS, CellNameError, board_name, cell_name, cell_number
from ..core.review import AnyReview, is_reviewable
from ..core.review_messages import review_lines
from ..core.score import Series
from ..core.ultimate_review import UltimateReview

__all__ = [
    "HELP_LINE",
    "HELP_PHRASES",
    "LOCAL_HELP_PHRASES",
    "MoveTextError",
    "NETWORK_HELP_PHRASES",
    "REVIEW_WORDS",
    "board_words",
    "cell_label",
    "fit_to_terminal",
    "game_words",
    "help_phrases",
    "listed_board_words",
    "move_label",
    "read_move",
    "render_board",
    "review_text",
    "score_line",
    "where_to_play",
    "wrap_phrases",
]

# The help, phrase by phrase: a narrow terminal breaks it between phrases (wrap_phrases), never inside one.
MOVE_PHRASES = ("Moves: a cell's number as shown, or its name", "(e.g. b2: column letter, row number from the bottom).")
ULTIMATE_MOVE_PHRASES = (
    "Moves: a cell's name, the board then the cell (e.g. B2 a3),",
    "or keypad digits: the board then the cell (53),",
    "or one digit as shown when you are sent to a board;",
    "· marks the cells open to you when you choose the board.",
)
KEYS_PHRASE = "u = undo, h = hint, q = quit, ? = this help."
NETWORK_KEYS_PHRASE = "u = ask to take back your move, q = leave, ? = this help."
REVIEW_PHRASE = "r = review the game so far."
HELP_PHRASES = (*MOVE_PHRASES, KEYS_PHRASE)
NETWORK_HELP_PHRASES = (*MOVE_PHRASES, NETWORK_KEYS_PHRASE)
# Local play also reviews the game: at the move prompt (the moves so far) and after it ends.
REVIEW_WORDS = ("r", "review")
LOCAL_HELP_PHRASES = (*HELP_PHRASES, REVIEW_PHRASE)
HELP_LINE = " ".join(HELP_PHRASES)


def help_phrases(game: BoardGame, network: bool = False) -> tuple[str, ...]:
    """How to type a move on this board, then the keys (at one keyboard, r reviews a game the review can prove)."""
    moves = MOVE_PHRASES if not game.block_results else ULTIMATE_MOVE_PHRASES
    if network:
        return (*moves, NETWORK_KEYS_PHRASE)
    return (*moves, KEYS_PHRASE, *((REVIEW_PHRASE,) if is_reviewable(game) else ()))


def board_words(variant: Variant) -> str:
    """A board in a sentence: "3×3", "5×5, 4 in a row", "ultimate tic-tac-toe" (its kind's words, core/kinds.py)."""
    return kind_named(variant.rule_set).board_words(variant.size, variant.win_length)


def game_words(variant: Variant) -> str:
    """A game on a board, as an object: "a 3×3 game", "a game of ultimate tic-tac-toe"."""
    if not kind_named(variant.rule_set).sized:
        return f"a game of {board_words(variant)}"
    return f"a {variant.size}×{variant.size} game"


def listed_board_words(variant: Variant) -> str:
    """A hosted game's board in the list --find prints: "3×3 board", "ultimate tic-tac-toe"."""
    if not kind_named(variant.rule_set).sized:
        return board_words(variant)
    return f"{variant.size}×{variant.size} board"


class MoveTextError(ValueError):
    """A typed move that is not one: the message says what is wrong, in the player's words."""


def wrap_phrases(phrases: Sequence[str], width: int) -> str:
    """The phrases joined by spaces, with a line break between two phrases wherever the next would pass `width`."""
    lines: list[str] = []
    for phrase in phrases:
        if lines and len(lines[-1]) + 1 + len(phrase) <= width:
            lines[-1] += " " + phrase
        else:
            lines.append(phrase)
    return "\n".join(lines)


def fit_to_terminal(phrases: Sequence[str]) -> str:
    """The phrases wrapped to the terminal's width (COLUMNS, else the terminal's own, else 80 columns)."""
    return wrap_phrases(phrases, shutil.get_terminal_size().columns)


def cell_label(cell: Cell, size: int) -> str:
    """'b2 (5)': the cell's name, as the window names it, and the number the board shows."""
    return f"{cell_name(cell, size)} ({cell_number(cell, size)})"


def move_label(game: BoardGame, cell: Cell) -> str:
    """A cell as the terminal names it in a sentence: "b2 (5)" with the number its board shows; "B2 a3" in ultimate
    (whose digits change with the board the player is sent to)."""
    return game.move_name(cell) if game.block_results else cell_label(cell, game.size)


def read_move(answer: str, game: BoardGame) -> Cell:
    """The cell a player typed, by number (keypad digits in ultimate) or name, if the rules let them play it now;
    MoveTextError says what is wrong otherwise."""
    n = game.size
    if game.block_results:
        usage = "enter a cell's name (B2 a3) or its keypad digits, or u, h, q, ?"
    else:
        usage = f"enter a cell's number (1–{n * n}) or name (a1–{cell_name((0, n - 1), n)}), or u, h, q, ?"
    if not answer:
        raise MoveTextError(f"Please {usage}.")
    try:
        cell = game.parse_move(answer)
    except CellNameError as error:
        if game.block_results:
            raise MoveTextError(f"Sorry, {error}.") from None
        if answer.isdecimal():
            raise MoveTextError(f"There is no cell {int(answer)}: {usage}.") from None
        raise MoveTextError(f"Sorry, {answer!r} is not a move: {usage}.") from None
    taken_by = game.cell(*cell)
    if taken_by is not None:
        raise MoveTextError(f"{move_label(game, cell)} is already taken by {taken_by}.")
    try:
        game.copy().play(*cell)  # the rules say whether it may be played now (ultimate: the board sent to)
    except IllegalMoveError as error:
        raise MoveTextError(f"{str(error)[:1].upper()}{str(error)[1:]}.") from None
    return cell


def where_to_play(game: BoardGame, who: str, you: bool) -> str:
    """On a grid of small boards, where the player to move may play: "You play in A3.", "Ann may play in any open
    board."; "" on a grid that is one board, and once the game is over."""
    if not game.block_results or game.is_over:
        return ""
    block = game.block_size
    boards = sorted({(row // block, col // block) for row, col in game.legal_moves()})
    subject, verb, may = ("You", "play", "may") if you else (who, "plays", "may")
    if len(boards) == 1 and game.moves:
        return f"{subject} {verb} in {board_name(boards[0])}."
    return f"{subject} {may} play in any open board."


def render_board(game: BoardGame) -> str:
    """Rows numbered from the bottom, columns lettered from the left, as on the window's board; an empty
    cell shows its number, which on 3×3 is the key in that place on a numeric keypad. Ultimate: see
    _render_small_boards."""
    if game.block_results:
        return _render_small_boards(game)
    n = game.size
    width = len(str(n * n))
    rule = "   " + "+".join("-" * (width + 2) for _ in range(n))
    lines = []
    for row in range(n):
        cells = []
        for col in range(n):
            mark = game.cell(row, col)
            cells.append(f"{str(mark) if mark else cell_number((row, col), n):^{width}}")
        lines.append(f"{n - row:>2}  " + " | ".join(cells))
        if row < n - 1:
            lines.append(rule)
    lines.append("    " + "   ".join(f"{cell_name((n - 1, col), n)[0]:^{width}}" for col in range(n)))
    return "\n".join(lines)


def _render_small_boards(game: BoardGame) -> str:
    """The nine small boards with gaps between them, each named (A1 to C3) beside and under it, and each cell's
    letter and number within its board. An empty cell where the player may play shows its keypad digit when they
    are sent to one board, "·" when they may choose; other empty cells show ".". Then the boards won and drawn."""
    n, block = game.size, game.block_size
    legal = set(game.legal_moves())
    sent = game.keypad_digits == 1
    lines = ["       " + "   ".join(" ".join(COLUMN_LETTERS[:block]) for _ in range(n // block))]
    for row in range(n):
        if row and row % block == 0:
            lines.append("       " + "-+-".join("-" * (2 * block - 1) for _ in range(n // block)))
        cells = []
        for col in range(n):
            mark = game.cell(row, col)
            if mark is not None:
                cells.append(str(mark))
            elif (row, col) in legal:
                cells.append(game.keypad_keys((row, col)) if sent else "·")
            else:
                cells.append(".")
        board_number = str(n // block - row // block) if row % block == block // 2 else " "
        groups = (" ".join(cells[start : start + block]) for start in range(0, n, block))
        lines.append(f"  {board_number} {block - row % block}  " + " | ".join(groups))
    lines.append("       " + "   ".join(f"{BOARD_LETTERS[index]:^{2 * block - 1}}" for index in range(n // block)))
    results = game.block_results
    blocks = n // block
    won = [
        f"{board_name(divmod(index, blocks))} {result}"
        for index, result in enumerate(results)
        if result is not None and result != "draw"
    ]
    drawn = [board_name(divmod(index, blocks)) for index, result in enumerate(results) if result == "draw"]
    if won or drawn:
        lines.append("")
        lines.append(
            "; ".join(
                part
                for part in (("Won: " + ", ".join(won)) if won else "", ("Drawn: " + ", ".join(drawn)) if drawn else "")
                if part
            )
        )
    return "\n".join(line.rstrip() for line in lines)


def score_line(series: Series, names: Sequence[str], title: str = "Score") -> str:
    """'Score: Ann 2, Bob 1, draws 0': the wins of the two seats, by name."""
    wins = series.wins
    return f"{title}: {names[0]} {wins[0]}, {names[1]} {wins[1]}, draws {series.draws}"


def review_text(review: AnyReview, names: dict[Player, str]) -> str:
    """The review as the terminal prints it: a heading, each player's summary (by the names given), then a line a
    move, each marked move's explanation indented under it."""
    heading = "Review of the game" if review.finished else "Review of the moves so far"
    if isinstance(review, UltimateReview):  # core/ultimate_review.py
        lines = [f"{heading} (values are the search's estimates of the mover's score, except where proven):"]
    else:
        lines = [f"{heading} (every value proven by a complete search):"]
    lines += ["    " * indent + str(sentence) for indent, sentence in review_lines(review, dict(names))]
    return "\n".join(lines)
