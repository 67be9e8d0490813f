"""Why a marked move was one, in words: the proven lines after the move played and after the best move instead, move by
move (wins, blocks, must-blocks, threats, forks), from the facts in the record's Explanation (review_data.py) and
nothing else. review_messages.py hands these sentences out with the rest of the review's words."""

from __future__ import annotations

from collections.abc import Sequence

from .game import Player
from .messages import QT_TRANSLATE_NOOP, Message
from .notation import cell_name
from .review_data import Explanation, LineMove, MoveReview, Verdict
from .review_phrases import Words, cell_list, join_list, verdict_words


def _with_threats(clause: Words, move: LineMove, size: int) -> Message:
    """The clause, and what the move threatens."""
    if move.fork and len(move.threats) == 2:
        return Message(
            QT_TRANSLATE_NOOP("core", "%1, which makes two threats at once (%2 and %3); %4 can block only one."),
            clause,
            cell_name(move.threats[0], size),
            cell_name(move.threats[1], size),
            move.player.other,
        )
    if move.fork:
        return Message(
            QT_TRANSLATE_NOOP("core", "%1, which makes %2 threats at once (%3); %4 can block only one."),
            clause,
            len(move.threats),
            cell_list(move.threats, size),
            move.player.other,
        )
    if move.threats:
        return Message(
            QT_TRANSLATE_NOOP("core", "%1, which threatens to win at %2."), clause, cell_list(move.threats, size)
        )
    return Message(QT_TRANSLATE_NOOP("core", "%1."), clause)


def _clause(move: LineMove, size: int) -> Message:
    name = cell_name(move.cell, size)
    if move.wins:
        return Message(QT_TRANSLATE_NOOP("core", "%1 completes a line at %2"), move.player, name)
    if move.forced:
        return Message(QT_TRANSLATE_NOOP("core", "%1 must block at %2"), move.player, name)
    if move.blocks:
        return Message(QT_TRANSLATE_NOOP("core", "%1 blocks at %2"), move.player, name)
    return Message(QT_TRANSLATE_NOOP("core", "%1 plays %2"), move.player, name)


def _sentence(move: LineMove, size: int) -> Message:
    return _with_threats(_clause(move, size), move, size)


def _quiet(move: LineMove) -> bool:
    return not (move.wins or move.blocks or move.threats)


def _rest_of_line(
    line: Sequence[LineMove], complete: bool, size: int, winner: Player | None, end: Verdict | None
) -> list[Message]:
    """A sentence a move that does something (wins, blocks, threatens), moves between them in one 'Then …'
    sentence, until the winner's fork or win settles it; then, if the line was cut, how it ends."""
    sentences: list[Message] = []
    quiet: list[Words] = []

    def flush() -> None:
        if quiet:
            sentences.append(Message(QT_TRANSLATE_NOOP("core", "Then %1."), join_list(quiet)))
            quiet.clear()

    for move in line:
        if _quiet(move):
            quiet.append(Message(QT_TRANSLATE_NOOP("core", "%1 %2"), move.player, cell_name(move.cell, size)))
            continue
        flush()
        sentences.append(_sentence(move, size))
        if move.wins or (move.fork and move.player is winner):
            return sentences
    flush()
    if not complete and end is not None and end.winner is not None:
        sentences.append(Message(QT_TRANSLATE_NOOP("core", "And so on: %1."), verdict_words(end)))
    return sentences


def _end_of(line: Sequence[LineMove], start: Verdict) -> Verdict:
    """The verdict where the line stops: each of the winner's moves in it brings the win one move closer."""
    if start.winner is None:
        return start
    return Verdict(start.winner, start.moves - sum(1 for move in line if move.player is start.winner))


def _mistake(record: MoveReview, explanation: Explanation) -> list[Message]:
    """What the move played let the opponent do: the first reply of the proven line, and the line to where it is
    settled."""
    size, after, line = record.size, record.verdict_after, explanation.line
    first = line[0]
    if first.wins and explanation.left_open:
        return [
            Message(
                QT_TRANSLATE_NOOP("core", "%1 left %2's threat at %3 open: %2 completes a line there."),
                record.name,
                first.player,
                cell_name(first.cell, size),
            )
        ]
    first_name = cell_name(first.cell, size)
    if after.winner is first.player:
        lead = (
            Message(QT_TRANSLATE_NOOP("core", "%1 let %2 block at %3"), record.name, first.player, first_name)
            if first.blocks
            else Message(QT_TRANSLATE_NOOP("core", "%1 let %2 play %3"), record.name, first.player, first_name)
        )
    else:
        lead = Message(QT_TRANSLATE_NOOP("core", "After %1, %2"), record.name, _clause(first, size))
    sentences = [_with_threats(lead, first, size)]
    if not (first.fork and first.player is after.winner):
        sentences += _rest_of_line(line[1:], explanation.line_complete, size, after.winner, _end_of(line, after))
    return sentences


def _best_instead(record: MoveReview, explanation: Explanation) -> list[Message]:
    """The best move instead, what it does, and the line that proves it where someone wins by force."""
    size, player = record.size, record.player
    best = explanation.best
    best_name = cell_name(best.cell, size)
    before = record.verdict_before
    sentences: list[Message] = []
    if best.wins:
        sentences.append(Message(QT_TRANSLATE_NOOP("core", "%1 would have won at once."), best_name))
    else:
        head = Message(QT_TRANSLATE_NOOP("core", "Best was %1 (%2)"), best_name, verdict_words(before))
        reply = explanation.line[0] if explanation.line else None
        if best.blocks and best.fork:
            sentences.append(
                Message(
                    QT_TRANSLATE_NOOP(
                        "core",
                        "%1: it blocks %2's threat there and makes %3 threats at once (%4); %2 can block only one.",
                    ),
                    head,
                    player.other,
                    len(best.threats),
                    cell_list(best.threats, size),
                )
            )
        elif best.blocks and best.threats:
            sentences.append(
                Message(
                    QT_TRANSLATE_NOOP("core", "%1: it blocks %2's threat there and threatens to win at %3."),
                    head,
                    player.other,
                    cell_list(best.threats, size),
                )
            )
        elif best.blocks:
            sentences.append(Message(QT_TRANSLATE_NOOP("core", "%1: it blocks %2's threat there."), head, player.other))
        elif best.fork or best.threats:
            sentences.append(_with_threats(head, best, size))
        elif reply is not None and reply.cell == best.cell:
            sentences.append(
                Message(QT_TRANSLATE_NOOP("core", "%1: it takes %2 before %3 can."), head, best_name, player.other)
            )
        else:
            sentences.append(Message(QT_TRANSLATE_NOOP("core", "%1."), head))
        if before.winner is not None and not (best.fork and before.winner is player):
            after_best = Verdict(before.winner, before.moves - (1 if player is before.winner else 0))
            sentences += _rest_of_line(
                explanation.best_line,
                explanation.best_line_complete,
                size,
                before.winner,
                _end_of(explanation.best_line, after_best),
            )
    others = [
        cell_name(cell, size) for cell in sorted(record.best_moves, key=lambda c: (c[1], -c[0])) if cell != best.cell
    ]
    if others:
        template = (
            QT_TRANSLATE_NOOP("core", "%1 was as good.")
            if len(others) == 1
            else QT_TRANSLATE_NOOP("core", "%1 were as good.")
        )
        sentences.append(Message(template, join_list(others)))
    return sentences


def explanation_sentences(record: MoveReview) -> list[Message]:
    """Why a marked move was one, in sentences: what it let the opponent do (the proven line; not for a slower
    win, which gave nothing away), then the best move instead, with the line that proves it. [] for a best move.

    'a1 let X play c3, which makes two threats at once (b3 and c2); O can block only one.'
    'Best was a2 (a draw).'
    """
    explanation = record.explanation
    if explanation is None:
        return []
    sentences = _mistake(record, explanation) if record.kind != "slower_win" and explanation.line else []
    return sentences + _best_instead(record, explanation)
