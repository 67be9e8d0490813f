"""The review's words: Messages (core/messages.py) made from its records, for the terminal and, translated, the window.

Every sentence is made from the facts in the records (review.py), nothing else: a threat named is a cell where
that player completes a line on the next move, a fork is two or more of them with no win for the other side in
between, "must block" a cell that was the only one not losing at once. Cell names are the board's ("b3"),
marks are X and O, and whose perspective a summary takes ("You", a player's name) is the caller's choice.

    for record in review.records:
        print(move_line(record))
        for sentence in explanation_sentences(record):
            print("   ", sentence)

The Qt layer translates with message.render(lambda text: QCoreApplication.translate(CONTEXT, text)).
"""

from __future__ import annotations

from collections.abc import Sequence

from .game import Cell, Player
from .messages import QT_TRANSLATE_NOOP, Message
from .notation import cell_name
from .review_data import Explanation, Kind, LineMove, MoveReview, PlayerSummary, Review, Verdict

__all__ = [
    "explanation_sentences",
    "join_list",
    "kind_words",
    "move_line",
    "review_lines",
    "summary_sentence",
    "verdict_words",
]

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


def _cells(cells: Sequence[Cell], size: int) -> Words:
    return join_list([cell_name(cell, size) for cell in cells])


def move_line(record: MoveReview) -> Message:
    """One line a move, both values counted from the position before it (this move's winner's moves included):
    '1. X b2: best (a draw).', '9. X c3 completes a line: X wins.',
    '4. O a1: a draw turned into a loss — best play: a draw; this move: X wins in 2.'"""
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


# --- the proven lines, move by move ------------------------------------------------------------------------------


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
            _cells(move.threats, size),
            move.player.other,
        )
    if move.threats:
        return Message(
            QT_TRANSLATE_NOOP("core", "%1, which threatens to win at %2."), clause, _cells(move.threats, size)
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
                    _cells(best.threats, size),
                )
            )
        elif best.blocks and best.threats:
            sentences.append(
                Message(
                    QT_TRANSLATE_NOOP("core", "%1: it blocks %2's threat there and threatens to win at %3."),
                    head,
                    player.other,
                    _cells(best.threats, size),
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


# --- the summary -----------------------------------------------------------------------------------------------


def _numbers(numbers: Sequence[int]) -> Message:
    template = QT_TRANSLATE_NOOP("core", "move %1") if len(numbers) == 1 else QT_TRANSLATE_NOOP("core", "moves %1")
    return Message(template, join_list([str(n) for n in numbers]))


def summary_sentence(summary: PlayerSummary, subject: Words) -> Message:
    """'You played 7 moves: 6 held the draw, and 1 lost it (move 5).' `subject` says whose moves they were: "You", a
    name, or the mark; a player whose every move was a best one hears so first ("…, all of them best: …"). The
    parts come in the order a game goes (the draw held, then lost; a win kept, won more slowly or thrown away; a
    loss held off), and each marked part names its moves."""
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


def review_lines(review: Review, subjects: dict[Player, Words] | None = None) -> list[tuple[int, Message]]:
    """The whole review as (indent, sentence) pairs: a summary sentence a player (subjects: X and O by default),
    then each move's line, with the explanation of each marked move one level in."""
    lines: list[tuple[int, Message]] = []
    for player in (Player.X, Player.O):
        lines.append((0, summary_sentence(review.summary(player), (subjects or {}).get(player, player.value))))
    for record in review.records:
        lines.append((0, move_line(record)))
        lines += [(1, sentence) for sentence in explanation_sentences(record)]
    return lines
