"""The words of an ultimate game's review (core/ultimate_review.py), as Messages (core/messages.py): a move's line,
why a marked move was one, a player's summary. Estimated values are said as estimates ("about 62 % for X", "the
search rates it 24 points higher"), proven ones as on the other boards ("X wins in 3", "a draw"). Where a
sentence is the same as the other boards' review, its template is the same, so it is translated once."""

from __future__ import annotations

from .game import Player
from .messages import QT_TRANSLATE_NOOP, Message
from .notation import board_name, ultimate_cell_name
from .review_data import Verdict
from .review_phrases import Words, join_list, verdict_words
from .ultimate import board_of
from .ultimate_review import Grade, MoveFacts, UltimateMoveReview, UltimateSummary

__all__ = ["explanation_sentences", "grade_words", "move_line", "summary_sentence", "value_words"]

_GRADE_WORDS: dict[Grade, str] = {
    "best": QT_TRANSLATE_NOOP("core", "a best move"),
    "good": QT_TRANSLATE_NOOP("core", "a good move"),
    "forced": QT_TRANSLATE_NOOP("core", "a forced move"),
    "inaccuracy": QT_TRANSLATE_NOOP("core", "an inaccuracy"),
    "mistake": QT_TRANSLATE_NOOP("core", "a mistake"),
    "blunder": QT_TRANSLATE_NOOP("core", "a blunder"),
}


def grade_words(grade: Grade) -> Message:
    return Message(_GRADE_WORDS[grade])


def score_words(score: float, player: Player, proven: Verdict | None) -> Message:
    """'X wins in 3', 'a draw' where proven; else the estimate: 'about 62 % for X'."""
    if proven is not None:
        return verdict_words(proven)
    return Message(QT_TRANSLATE_NOOP("core", "about %1 % for %2"), round(score * 100), player)


def value_words(record: UltimateMoveReview) -> Message:
    """What the position before the move was worth to its mover, with best play."""
    return score_words(record.score_before, record.player, record.proven_before)


def move_line(record: UltimateMoveReview) -> Message:
    """'12. X B2 a3: a blunder — best play: about 62 % for X; this move: about 21 % for X.', '59. X C1 b2 wins the
    game.', '3. O A1 c3: looks best (about 48 % for O).' (the search's best), '50. X A1 b2: best (a draw).' (proven)"""
    number, player, name = record.number, record.player, record.name
    if record.marked:
        return Message(
            QT_TRANSLATE_NOOP("core", "%1. %2 %3: %4 — best play: %5; this move: %6."),
            number,
            player,
            name,
            grade_words(record.grade),
            value_words(record),
            score_words(record.score_after, player, record.proven_after),
        )
    if record.ends_game:
        return Message(QT_TRANSLATE_NOOP("core", "%1. %2 %3 wins the game."), number, player, name)
    after = score_words(record.score_after, player, record.proven_after)
    if record.grade == "best" and record.proven_before is not None:
        return Message(QT_TRANSLATE_NOOP("core", "%1. %2 %3: best (%4)."), number, player, name, value_words(record))
    if record.grade == "best":  # the search's choice: an estimate, said as one
        return Message(
            QT_TRANSLATE_NOOP("core", "%1. %2 %3: looks best (%4)."), number, player, name, value_words(record)
        )
    if record.grade == "forced":
        return Message(QT_TRANSLATE_NOOP("core", "%1. %2 %3: the only move (%4)."), number, player, name, after)
    return Message(QT_TRANSLATE_NOOP("core", "%1. %2 %3: good (%4)."), number, player, name, after)


# --- why a marked move was one ------------------------------------------------------------------------------


def _cells(cells: tuple[tuple[int, int], ...]) -> Words:
    return join_list([ultimate_cell_name(cell) for cell in cells])


def _what_it_gave(record: UltimateMoveReview, played: MoveFacts) -> Message | None:
    """What the move played let the other player do at once, if the rules say."""
    name, other = record.name, record.player.other
    if played.their_game_wins:
        return Message(
            QT_TRANSLATE_NOOP("core", "%1 lets %2 win the game at once (at %3)."),
            name,
            other,
            _cells(played.their_game_wins),
        )
    if played.free_choice and played.their_board_wins:
        return Message(
            QT_TRANSLATE_NOOP(
                "core", "%1 gives %2 a free choice of board, and %2 can win a small board at once (at %3)."
            ),
            name,
            other,
            _cells(played.their_board_wins),
        )
    if played.sent_to is not None and played.their_board_wins:
        return Message(
            QT_TRANSLATE_NOOP("core", "%1 sends %2 to board %3, where %2 can win it at once (at %4)."),
            name,
            other,
            board_name(played.sent_to),
            _cells(played.their_board_wins),
        )
    if played.free_choice:
        return Message(QT_TRANSLATE_NOOP("core", "%1 gives %2 a free choice of board."), name, other)
    return None


def _reasons(record: UltimateMoveReview, played: MoveFacts, best: MoveFacts) -> list[Words]:
    """What the better move does that the move played did not."""
    other = record.player.other
    board = board_name(board_of(best.cell))
    reasons: list[Words] = []
    if best.wins_board and not played.wins_board:
        reasons.append(Message(QT_TRANSLATE_NOOP("core", "it wins board %1"), board))
    if best.blocks_board and not played.blocks_board:
        reasons.append(Message(QT_TRANSLATE_NOOP("core", "it blocks %1's line in board %2"), other, board))
    if played.their_game_wins and not best.their_game_wins:
        reasons.append(Message(QT_TRANSLATE_NOOP("core", "it leaves %1 no win of the game"), other))
    elif played.their_board_wins and not best.their_board_wins:
        reasons.append(Message(QT_TRANSLATE_NOOP("core", "it leaves %1 no small board to win at once"), other))
    if played.free_choice and not best.free_choice and best.sent_to is not None:
        reasons.append(
            Message(QT_TRANSLATE_NOOP("core", "it sends %1 to board %2, not anywhere"), other, board_name(best.sent_to))
        )
    return reasons


def explanation_sentences(record: UltimateMoveReview) -> list[Message]:
    """Why a marked move was one: what it let the other player do (where the rules say), the better move and
    what it does, and, for an estimate, by how much the search rates it higher. [] for a move not marked.

    'B2 a3 sends O to board A3, where O can win it at once (at A3 c1).'
    'Better was C1 b2 (about 62 % for X): it wins board C1.'
    'The search rates it 24 points higher.'"""
    explanation = record.explanation
    if explanation is None:
        return []
    played, best = explanation.played, explanation.best
    sentences: list[Message] = []
    gave = _what_it_gave(record, played)
    if gave is not None:
        sentences.append(gave)
    best_name = ultimate_cell_name(best.cell)
    if best.wins_game:
        sentences.append(Message(QT_TRANSLATE_NOOP("core", "%1 would have won the game at once."), best_name))
    else:
        head = Message(QT_TRANSLATE_NOOP("core", "Better was %1 (%2)"), best_name, value_words(record))
        reasons = _reasons(record, played, best)
        if reasons:
            sentences.append(Message(QT_TRANSLATE_NOOP("core", "%1: %2."), head, join_list(reasons)))
        else:
            sentences.append(Message(QT_TRANSLATE_NOOP("core", "%1."), head))
    if record.proven:
        sentences.append(Message(QT_TRANSLATE_NOOP("core", "Proven by a complete search.")))
    else:
        sentences.append(
            Message(
                QT_TRANSLATE_NOOP("core", "The search rates it %1 points higher (an estimate)."),
                _points_between(record),
            )
        )
    return sentences


def _points_between(record: UltimateMoveReview) -> int:
    """The gap between the two percentages the review shows (57 % and 46 %: 11 points, whatever the unrounded
    scores' gap rounds to: 0.566 - 0.464 is 10)."""
    return max(0, round(record.score_before * 100) - round(record.score_after * 100))


# --- the summary --------------------------------------------------------------------------------------------

_COUNTED: tuple[tuple[Grade, str, str], ...] = (
    ("inaccuracy", QT_TRANSLATE_NOOP("core", "1 inaccuracy (%1)"), QT_TRANSLATE_NOOP("core", "%1 inaccuracies (%2)")),
    ("mistake", QT_TRANSLATE_NOOP("core", "1 mistake (%1)"), QT_TRANSLATE_NOOP("core", "%1 mistakes (%2)")),
    ("blunder", QT_TRANSLATE_NOOP("core", "1 blunder (%1)"), QT_TRANSLATE_NOOP("core", "%1 blunders (%2)")),
)


def _numbers(numbers: tuple[int, ...]) -> Message:
    template = QT_TRANSLATE_NOOP("core", "move %1") if len(numbers) == 1 else QT_TRANSLATE_NOOP("core", "moves %1")
    return Message(template, join_list([str(n) for n in numbers]))


def summary_sentence(summary: UltimateSummary, subject: Words) -> Message:
    """'You played 30 moves: 2 inaccuracies (moves 5 and 9) and 1 blunder (move 33).', or '…, none marked.'"""
    if summary.moves == 0:
        return Message(QT_TRANSLATE_NOOP("core", "%1 played no moves."), subject)
    parts: list[Words] = []
    for grade, one, many in _COUNTED:
        numbers = summary.marked[grade]
        if len(numbers) == 1:
            parts.append(Message(one, _numbers(numbers)))
        elif numbers:
            parts.append(Message(many, len(numbers), _numbers(numbers)))
    if not parts:
        return Message(
            QT_TRANSLATE_NOOP("core", "%1 played %2 moves, with no inaccuracy, mistake or blunder."),
            subject,
            summary.moves,
        )
    return Message(QT_TRANSLATE_NOOP("core", "%1 played %2 moves: %3."), subject, summary.moves, join_list(parts))
