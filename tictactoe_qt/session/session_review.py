"""The session's review commands: review the finished game on the board, choose a line of it, close it, and try a
marked move again. The ReviewSession (review_session.py) judges the moves; this decides when a review may open,
what the rest of the session does around it, and what the player is told."""

from __future__ import annotations

from collections.abc import Callable

from ..core.board_game import BoardGame
from . import review_words
from .review_session import ReviewSession
from .review_subject import ReviewSubject, review_unavailable
from .scheduler import Scheduler
from .signal import BoundSignal

__all__ = ["SessionReview"]


class SessionReview:
    def __init__(
        self,
        scheduler: Scheduler,
        position: Callable[[], BoardGame],
        subject: Callable[[], ReviewSubject],
        changed: Callable[[], None],
        say: Callable[[str], None],
        moves: tuple[BoundSignal, BoundSignal],
    ) -> None:
        """`moves`: the session's position_changed and move_played, watched once there is a review to keep up."""
        self._scheduler, self._position, self._subject, self._changed, self._say = (
            scheduler,
            position,
            subject,
            changed,
            say,
        )
        self._moves = moves
        self.review: ReviewSession | None = None  # made for the first review

    def open(self, before_opening: Callable[[], None]) -> None:
        """Review the finished game on the board (one already open stays so); `before_opening` runs just before."""
        game = self._position()
        if not game.is_over or not game.moves:
            return
        problem = review_unavailable(game)
        if problem is not None:  # ultimate, or 5×5 without the compiled search: said, as the menu entry cannot
            self._say(review_words.unavailable(problem))
            return
        if self.review is None:
            self.review = ReviewSession(self._position, self._scheduler)
            self.review.changed.connect(self._changed)
            self.review.judged.connect(lambda record: self._say(review_words.judged(record)))
            # Until the first review there is nothing to close or judge, so a move of a game never reviewed does
            # not come this way.
            position_changed, move_played = self._moves
            position_changed.connect(self._position_changed)
            move_played.connect(self._moved)
        if self.review.is_open:
            return
        before_opening()
        self.review.open(self._subject())

    def close(self) -> bool:
        """True when a review was open."""
        if self.review is None or not self.review.is_open:
            return False
        self.review.close()
        return True

    def choose_line(self, index: int) -> None:
        if self.review is not None:
            self.review.select(index)

    def next_mistake(self) -> None:
        if self.review is not None:
            self.review.next_mistake()

    def try_again(self, put_back: Callable[[BoardGame], None]) -> bool:
        """`put_back` the position before the chosen marked move; the first move played there is judged. False
        when no marked move was chosen."""
        review = self.review
        chosen = None if review is None else review.position_to_try_again()
        if review is None or chosen is None:
            return False
        position, record = chosen
        review.close()
        put_back(position)
        review.practise(self._position(), record)
        self._say(review_words.trying_again(record))
        return True

    def _moved(self, _row: int, _col: int, from_here: bool) -> None:
        """A move of this mouse and keyboard: the move tried again after a review is judged."""
        if self.review is not None and from_here:
            self.review.moved(self._position())

    def _position_changed(self) -> None:
        review = self.review
        if review is not None and review.subject is not None and not review.subject.on_the_board(self._position()):
            review.close()  # the game reviewed has left the board (a move taken back, another game)
