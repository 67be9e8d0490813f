"""The small words a review's sentences are made of (review_messages.py, review_explanations.py): a verdict ("X wins
in 3"), a kind of move ("a win thrown away"), a list ("a2, b3 and c4") and a list of cells."""

from __future__ import annotations

from collections.abc import Sequence

from .game import Cell
from .messages import QT_TRANSLATE_NOOP, Message
from .notation import cell_name
from .review_data import Kind, Verdict

Words = Message | str


def verdict_words(verdict: Verdict) -> Message:
    """'a draw', 'X wins in 3' (the winner's moves from the position), 'X has won' once the game is won."""
    if verdict.winner is None:
        return Message(QT_TRANSLATE_NOOP("core", "a draw"))
    if verdict.moves == 0:
        return Message(QT_TRANSLATE_NOOP("core", "%1 has won"), verdict.winner)
    return Message(QT_TRANSLATE_NOOP("core", "%1 wins in %2"), verdict.winner, verdict.moves)


_KIND_WORDS: dict[Kind, str] = {
    "best": QT_TRANSLATE_NOOP("core", "a best move"),
    "win_thrown_away": QT_TRANSLATE_NOOP("core", "a win thrown away"),
    "draw_thrown_away": QT_TRANSLATE_NOOP("core", "a draw turned into a loss"),
    "slower_win": QT_TRANSLATE_NOOP("core", "a slower win"),
    "faster_loss": QT_TRANSLATE_NOOP("core", "a faster loss"),
}


def kind_words(kind: Kind) -> Message:
    return Message(_KIND_WORDS[kind])


def join_list(items: Sequence[Words]) -> Words:
    """'a2', 'a2 and b3', 'a2, b3 and c4'."""
    if not items:
        return ""
    joined: Words = items[-1]
    if len(items) >= 2:
        joined = Message(QT_TRANSLATE_NOOP("core", "%1 and %2"), items[-2], joined)
    for item in reversed(items[:-2]):
        joined = Message(QT_TRANSLATE_NOOP("core", "%1, %2"), item, joined)
    return joined


def cell_list(cells: Sequence[Cell], size: int) -> Words:
    return join_list([cell_name(cell, size) for cell in cells])
