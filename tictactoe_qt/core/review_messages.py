"""The review's words: Messages (core/messages.py) made from its records, for the terminal and, translated, the window.

Every sentence is made from the facts in the records (review.py), nothing else: a threat named is a cell where
that player completes a line on the next move, a fork is two or more of them with no win for the other side in
between, "must block" a cell that was the only one not losing at once. Cell names are the board's ("b3"),
marks are X and O, and whose perspective a summary takes ("You", a player's name) is the caller's choice. The
explanations of marked moves are review_explanations.py's, the small words all of them share review_phrases.py's.

    for record in review.records:
        print(move_line(record))
        for sentence in explanation_sentences(record):
            print("   ", sentence)

The Qt layer translates with message.render(lambda text: QCoreApplication.translate(CONTEXT, text)).

An ultimate game's review (core/ultimate_review.py) is worded by core/ultimate_review_messages.py; the calls here
take either kind of record and hand each to its own words, so the front ends word both the same way.
"""

from __future__ import annotations

from collections.abc import Sequence

from .game import Cell, Player
from .messages import QT_TRANSLATE_NOOP, Message
from .review_data import MoveReview, PlayerSummary, Review
from .review_explanations import explanation_sentences as _proven_explanation
from .review_phrases import Words, join_list, kind_words, verdict_words
from . import ultimate_review_messages as ultimate
from .ultimate_review import UltimateMoveReview, UltimateReview, UltimateSummary

AnyMoveReview = MoveReview | UltimateMoveReview

__all__ = [
    "better_move",
    "completes_game",
    "explanation_sentences",
    "join_list",
    "kind_words",
    "mark_words",
    "move_line",
    "review_lines",
    "summary_sentence",
    "value_words",
    "verdict_words",
]


def explanation_sentences(record: AnyMoveReview) -> list[Message]:
    """Why a marked move was one, sentence by sentence (review_explanations.py; ultimate_review_messages.py)."""
    if isinstance(record, UltimateMoveReview):
        return ultimate.explanation_sentences(record)
    return _proven_explanation(record)


def mark_words(record: AnyMoveReview) -> Message:
    """What kind of move it was: 'a draw turned into a loss', 'a blunder', 'a best move'."""
    if isinstance(record, UltimateMoveReview):
        return ultimate.grade_words(record.grade)
    return kind_words(record.kind)


def value_words(record: AnyMoveReview) -> Message:
    """What the position before the move was worth to its mover with best play: 'a draw', 'about 62 % for X'."""
    if isinstance(record, UltimateMoveReview):
        return ultimate.value_words(record)
    return verdict_words(record.verdict_before)


def better_move(record: AnyMoveReview) -> Cell:
    """The move shown instead of a marked one (the most telling best move); a best move for any other."""
    if record.explanation is not None:
        return record.explanation.best.cell
    return record.best_moves[0] if record.best_moves else record.cell


def completes_game(record: AnyMoveReview) -> bool:
    """A best move that wins the game there and then."""
    if isinstance(record, UltimateMoveReview):
        return record.ends_game
    after = record.verdict_after
    return not record.marked and after.winner is record.player and after.moves == 0


def move_line(record: AnyMoveReview) -> Message:
    """One line a move, both values counted from the position before it (this move's winner's moves included):
    '1. X b2: best (a draw).', '9. X c3 completes a line: X wins.',
    '4. O a1: a draw turned into a loss — best play: a draw; this move: X wins in 2.'"""
    if isinstance(record, UltimateMoveReview):
        return ultimate.move_line(record)
    if record.marked:
        return Message(
            QT_TRANSLATE_NOOP("core", "%1. %2 %3: %4 — best play: %5; this move: %6."),
            record.number,
            record.player,
            record.name,
            kind_words(record.kind),
            verdict_words(record.verdict_before),
            verdict_words(record.verdict_of_move),
        )
    if record.verdict_after.winner is record.player and record.verdict_after.moves == 0:
        return Message(
            QT_TRANSLATE_NOOP("core", "%1. %2 %3 completes a line: %2 wins."), record.number, record.player, record.name
        )
    return Message(
        QT_TRANSLATE_NOOP("core", "%1. %2 %3: best (%4)."),
        record.number,
        record.player,
        record.name,
        verdict_words(record.verdict_before),
    )


# --- the summary -----------------------------------------------------------------------------------------------


def _numbers(numbers: Sequence[int]) -> Message:
    template = QT_TRANSLATE_NOOP("core", "move %1") if len(numbers) == 1 else QT_TRANSLATE_NOOP("core", "moves %1")
    return Message(template, join_list([str(n) for n in numbers]))


def summary_sentence(summary: PlayerSummary | UltimateSummary, subject: Words) -> Message:
    """'You played 7 moves: 6 held the draw, and 1 lost it (move 5).' `subject` says whose moves they were: "You", a
    name, or the mark; a player whose every move was a best one hears so first ("…, all of them best: …"). The
    parts come in the order a game goes (the draw held, then lost; a win kept, won more slowly or thrown away; a
    loss held off), and each marked part names its moves."""
    if isinstance(summary, UltimateSummary):
        return ultimate.summary_sentence(summary, subject)
    if summary.moves == 0:
        return Message(QT_TRANSLATE_NOOP("core", "%1 played no moves."), subject)
    counts, marked, best = summary.counts, summary.marked, summary.best_by_result

    def shown(count: int) -> Words:
        # One move is "it": "You played 1 move: it lost the draw (move 2)", not "1 lost the draw".
        return Message(QT_TRANSLATE_NOOP("core", "it")) if summary.moves == 1 else str(count)

    parts: list[Words] = []
    if best["draw"]:
        parts.append(Message(QT_TRANSLATE_NOOP("core", "%1 held the draw"), shown(best["draw"])))
    if counts["draw_thrown_away"]:
        template = (
            QT_TRANSLATE_NOOP("core", "%1 lost it (%2)")
            if best["draw"]
            else QT_TRANSLATE_NOOP("core", "%1 lost the draw (%2)")
        )
        parts.append(Message(template, shown(counts["draw_thrown_away"]), _numbers(marked["draw_thrown_away"])))
    if best["win"]:
        parts.append(Message(QT_TRANSLATE_NOOP("core", "%1 went straight for the win"), shown(best["win"])))
    if counts["slower_win"]:
        parts.append(
            Message(
                QT_TRANSLATE_NOOP("core", "%1 won more slowly than it could (%2)"),
                shown(counts["slower_win"]),
                _numbers(marked["slower_win"]),
            )
        )
    if counts["win_thrown_away"]:
        parts.append(
            Message(
                QT_TRANSLATE_NOOP("core", "%1 threw away a win (%2)"),
                shown(counts["win_thrown_away"]),
                _numbers(marked["win_thrown_away"]),
            )
        )
    if best["loss"]:
        parts.append(
            Message(QT_TRANSLATE_NOOP("core", "%1 held off the loss as long as possible"), shown(best["loss"]))
        )
    if counts["faster_loss"]:
        parts.append(
            Message(
                QT_TRANSLATE_NOOP("core", "%1 lost sooner than it had to (%2)"),
                shown(counts["faster_loss"]),
                _numbers(marked["faster_loss"]),
            )
        )
    # Clauses, joined as one says them: "1 held the draw, 1 lost it (move 4), and 1 held off the loss …".
    listed: Words = parts[-1]
    if len(parts) >= 2:
        listed = Message(QT_TRANSLATE_NOOP("core", "%1, and %2"), parts[-2], listed)
    for part in reversed(parts[:-2]):
        listed = Message(QT_TRANSLATE_NOOP("core", "%1, %2"), part, listed)
    all_best = sum(best.values()) == summary.moves
    if summary.moves == 1:
        if all_best:
            return Message(QT_TRANSLATE_NOOP("core", "%1 played 1 move, a best one: %2."), subject, listed)
        return Message(QT_TRANSLATE_NOOP("core", "%1 played 1 move: %2."), subject, listed)
    if all_best:
        return Message(
            QT_TRANSLATE_NOOP("core", "%1 played %2 moves, all of them best: %3."), subject, summary.moves, listed
        )
    return Message(QT_TRANSLATE_NOOP("core", "%1 played %2 moves: %3."), subject, summary.moves, listed)


def review_lines(
    review: Review | UltimateReview, subjects: dict[Player, Words] | None = None
) -> list[tuple[int, Message]]:
    """The whole review as (indent, sentence) pairs: a summary sentence a player (subjects: X and O by default),
    then each move's line, with the explanation of each marked move one level in (each of these says either kind)."""
    lines: list[tuple[int, Message]] = []
    for player in (Player.X, Player.O):
        lines.append((0, summary_sentence(review.summary(player), (subjects or {}).get(player, player.value))))
    for record in review.records:
        lines.append((0, move_line(record)))
        lines += [(1, sentence) for sentence in explanation_sentences(record)]
    return lines
