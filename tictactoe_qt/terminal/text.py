"""The terminal's words for boards and moves, with no I/O (the terminal's width aside): read a typed move, draw the
board, name a cell, fit the help to the terminal.

Local and network play both use these, so a move is read and a board drawn the same way in each.
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence

from ..core import Cell, Game, Player
from ..core.notation import CellNameError, cell_name, cell_number, cell_of_number, parse_cell_name
from ..core.review import Review
from ..core.review_words import review_lines
from ..core.score import Series

__all__ = ["HELP_LINE", "HELP_PHRASES", "LOCAL_HELP_PHRASES", "NETWORK_HELP_PHRASES", "REVIEW_WORDS", "MoveTextError",
           "cell_label", "fit_to_terminal", "read_move", "render_board", "review_text", "score_line", "wrap_phrases"]

# The help, phrase by phrase: a narrow terminal breaks it between phrases (wrap_phrases), never inside one.
MOVE_PHRASES = ("Moves: a cell's number as shown, or its name", "(e.g. b2: column letter, row number from the bottom).")
HELP_PHRASES = (*MOVE_PHRASES, "u = undo, h = hint, q = quit.")
NETWORK_HELP_PHRASES = (*MOVE_PHRASES, "u = ask to take back your move, q = leave.")
# Local play also reviews the game: at the move prompt (the moves so far) and after it ends.
REVIEW_WORDS = ("r", "review")
LOCAL_HELP_PHRASES = (*HELP_PHRASES, "r = review the game so far.")
HELP_LINE = " ".join(HELP_PHRASES)


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


def read_move(answer: str, game: Game) -> Cell:
    """The empty cell a player typed, by number or name; MoveTextError says what is wrong otherwise."""
    n = game.size
    usage = f"enter a cell's number (1–{n * n}) or name (a1–{cell_name((0, n - 1), n)}), or u, h, q"
    if not answer:
        raise MoveTextError(f"Please {usage}.")
    try:
        cell = cell_of_number(int(answer), n) if answer.isdecimal() else parse_cell_name(answer, n)
    except CellNameError:
        if answer.isdecimal():
            raise MoveTextError(f"There is no cell {int(answer)}: {usage}.") from None
        raise MoveTextError(f"Sorry, {answer!r} is not a move: {usage}.") from None
    taken_by = game.cell(*cell)
    if taken_by is not None:
        raise MoveTextError(f"{cell_label(cell, n)} is already taken by {taken_by}.")
    return cell


def render_board(game: Game) -> str:
    """Rows numbered from the bottom, columns lettered from the left, as on the window's board; an empty
    cell shows its number, which on 3×3 is the key in that place on a numeric keypad."""
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


def score_line(series: Series, names: Sequence[str], title: str = "Score") -> str:
    """'Score: Ann 2, Bob 1, draws 0': the wins of the two seats, by name."""
    wins = series.wins
    return f"{title}: {names[0]} {wins[0]}, {names[1]} {wins[1]}, draws {series.draws}"


def review_text(review: Review, names: dict[Player, str]) -> str:
    """The review as the terminal prints it: a heading, each player's summary (by the names given), then a line a
    move, each marked move's explanation indented under it."""
    heading = "Review of the game" if review.finished else "Review of the moves so far"
    lines = [f"{heading} (every value proven by a complete search):"]
    lines += ["    " * indent + str(sentence) for indent, sentence in review_lines(review, dict(names))]
    return "\n".join(lines)
