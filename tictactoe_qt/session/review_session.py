"""The review of a finished game in the window: its moves judged on the shared search thread, which line of the
review is chosen, and the practice after "Try again", whose first move is judged the same way.

The review is the core's (core/review.py; for ultimate, core/ultimate_review.py's estimates through the same calls):
one request a move, each a `review_move` of the position before it, so the records come as they are worked out (the
first within milliseconds on the solved boards, within a second in ultimate), nothing waits for the whole game, and
the thread is free between two of them for a search that matters more. A request superseded or cancelled is
dropped by its id (BackgroundSearch), so a closed review, or one of another game, never receives a stale record.
review_view.py makes what the window shows of this; session/review_words.py words it. No widget here, and the core's
review is imported on the first review, never on the path to the first frame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING


from ..core.board_game import BoardGame
from .review_subject import ReviewSubject
from .scheduler import Scheduler
from .signal import Signal
from .computer_player import SEARCH_PRIORITY, BackgroundSearch

if TYPE_CHECKING:
    from ..core.review import AnyMoveReview as MoveReview

__all__ = ["ReviewSession"]


@dataclass
class _Practice:
    game: object  # the position put back, as the table holds it while it is played on
    start: int  # the moves it began with: the next one is the move tried again
    tried: MoveReview  # the move of the game reviewed that it replaces


class ReviewSession:
    """The review open in the window (or none), and the practice after Try Again.

    `position()` gives the game on the board; a move tried again is judged only while it is still there.
    """

    changed = Signal()  # opened or closed, a record came, another line chosen, or the review stopped
    judged = Signal(object)  # the MoveReview of the first move played after Try Again, while it is on the board

    def __init__(self, position: Callable[[], object], scheduler: Scheduler) -> None:
        self._position = position
        self.searches = {
            "review": BackgroundSearch(scheduler, priority=SEARCH_PRIORITY["review"]),
            "judgement": BackgroundSearch(scheduler, priority=SEARCH_PRIORITY["judgement"]),
        }
        self.searches["review"].answered.connect(self._on_record)
        self.searches["review"].failed.connect(self._on_failed)
        self.searches["judgement"].answered.connect(self._on_judged)
        self.subject: ReviewSubject | None = None
        self.records: list[MoveReview] = []
        self.selected = 0  # 0: the summary; n: move n
        self.failure = ""  # why the review stopped (a search went wrong), or ""
        # The records of the last game reviewed: reviewing it again (Undo brought it back) goes on from them.
        self._kept: tuple[tuple[object, ...], list[MoveReview]] | None = None
        self._practice: _Practice | None = None

    # --- what the view reads -----------------------------------------------------------------------------

    @property
    def is_open(self) -> bool:
        return self.subject is not None

    @property
    def done(self) -> bool:
        """Every move of the game is judged."""
        return self.subject is not None and len(self.records) == len(self.subject.moves)

    @property
    def working(self) -> bool:
        """Moves are still being judged."""
        return self.subject is not None and not self.done and not self.failure

    @property
    def marked(self) -> tuple[int, ...]:
        """The numbers of the moves judged so far that are marked (not best)."""
        return tuple(record.number for record in self.records if record.marked)

    def record(self, number: int) -> MoveReview | None:
        """Move `number`'s record, once it is judged."""
        return self.records[number - 1] if 1 <= number <= len(self.records) else None

    def why_not_try_again(self) -> str:
        """ "" when the chosen move may be played again from the position before it; else why not: "choose" (the
        summary, or a best move, is chosen), "judging" (not judged yet), "network" (nobody to play it with) or
        "computer" (the computer played it)."""
        subject, record = self.subject, self.record(self.selected)
        if subject is None or self.selected == 0:
            return "choose"
        if record is None:
            return "judging"
        if not record.marked:
            return "choose"
        if subject.network:
            return "network"
        return "" if record.player in subject.people else "computer"

    def position_to_try_again(self) -> tuple[BoardGame, MoveReview] | None:
        """The position before the chosen move, and the move's record, when it may be played again (else None)."""
        subject, record = self.subject, self.record(self.selected)
        if subject is None or record is None or self.why_not_try_again():
            return None
        from ..core.review import position_before  # noqa: PLC0415 - loaded by the review already

        return position_before(subject.game, record.number), record

    # --- commands ------------------------------------------------------------------------------------------

    def open(self, subject: ReviewSubject) -> None:
        """Review `subject`'s game, from the summary; the moves already judged for it last time are kept."""
        game = subject.game
        key = (game.rule_set, game.size, game.win_length, subject.moves)
        if self._kept is None or self._kept[0] != key:
            self._kept = (key, [])
        self.subject, self.records, self.selected, self.failure = subject, self._kept[1], 0, ""
        self._judge_next()
        self.changed.emit()

    def close(self) -> None:
        if self.subject is None:
            return
        self.searches["review"].cancel()
        self.subject = None
        self.changed.emit()

    def select(self, index: int) -> None:
        """Choose line `index`: 0 the summary, n move n."""
        if self.subject is None:
            return
        index = min(max(index, 0), len(self.subject.moves))
        if index != self.selected:
            self.selected = index
            self.changed.emit()

    def next_mistake(self) -> None:
        """Choose the next marked move after the chosen line, going round to the first."""
        marked = self.marked
        if marked:
            self.select(next((number for number in marked if number > self.selected), marked[0]))

    def practise(self, game: object, tried: MoveReview) -> None:
        """`game`, now on the board, is the position before move `tried`: its next move will be judged."""
        assert isinstance(game, BoardGame)
        self._practice = _Practice(game, len(game.moves), tried)

    def moved(self, game: object) -> None:
        """A person here moved on `game`: if it is the move tried again, judge it."""
        practice = self._practice
        if practice is None or game is not practice.game or not isinstance(game, BoardGame):
            return
        if len(game.moves) != practice.start + 1:
            return
        from ..core.review import position_before, review_move  # noqa: PLC0415 - the review, on first use

        position, cell, number = position_before(game, practice.start + 1), game.moves[-1], practice.tried.number
        engine = self.searches["judgement"].engine
        self.searches["judgement"].start(
            lambda cancel: review_move(position, cell, engine=engine, cancel=cancel, number=number)
        )

    def shutdown(self) -> None:
        for search in self.searches.values():
            search.cancel()

    # --- internals -----------------------------------------------------------------------------------------

    def _judge_next(self) -> None:
        subject = self.subject
        if subject is None or self.failure or len(self.records) >= len(subject.moves):
            return
        from ..core.review import position_before, review_move  # noqa: PLC0415 - the review, on first use

        number = len(self.records) + 1
        position, cell = position_before(subject.game, number), subject.moves[number - 1]
        then = subject.moves[number] if number < len(subject.moves) else None  # searched ahead where that helps
        engine = self.searches["review"].engine
        self.searches["review"].start(
            lambda cancel: review_move(position, cell, engine=engine, cancel=cancel, number=number, then=then)
        )

    def _on_record(self, _request_id: int, record: MoveReview) -> None:
        # Only the latest request is answered (BackgroundSearch drops the rest): a record of the game under review.
        if self.subject is None or record.number != len(self.records) + 1:
            return
        self.records.append(record)
        self._judge_next()
        self.changed.emit()

    def _on_failed(self, _request_id: int, reason: str) -> None:
        if self.subject is not None:
            self.failure = reason
            self.changed.emit()

    def _on_judged(self, _request_id: int, record: MoveReview) -> None:
        practice, game = self._practice, self._position()
        if practice is None or game is not practice.game or not isinstance(game, BoardGame):
            return
        moves = game.moves
        if len(moves) > practice.start and moves[practice.start] == record.cell:  # still on the board
            self.judged.emit(record)
