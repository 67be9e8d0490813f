"""The review in the terminal: the session's review of a finished game (the same search and records as the
window's), printed whole; during a game, the core's review of the moves so far, which the window does not offer."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core import Player
from ..core.kinds import kind_of
from ..session.session import Session
from .scheduler import TerminalScheduler
from .text import review_text

if TYPE_CHECKING:
    from ..core.review import AnyReview

__all__ = ["ReviewPrinter"]


class ReviewPrinter:
    def __init__(
        self,
        session: Session,
        scheduler: TerminalScheduler,
        say: Callable[[str], None],
        seat_name: Callable[[int], str],
    ) -> None:
        self._session, self._scheduler, self._say, self._seat_name = session, scheduler, say, seat_name

    def show(self) -> None:
        """The review of the game on the board, with each player's summary under their name."""
        game = self._session.game
        if not game.moves:
            self._say("There is no move to review yet.")
            return
        from ..core.review import ReviewUnavailable, review_game  # noqa: PLC0415 - on the first review

        if kind_of(game).estimated_review:  # seconds of searching (ultimate): said before the wait
            self._say(f"Judging {len(game.moves)} moves with the search, a few seconds…")
        if game.is_over:
            review = self._finished_game_review()
        else:
            try:
                review = review_game(game)  # a kind of game with no review is refused: ReviewUnavailable
            except ReviewUnavailable as unavailable:
                self._say(str(unavailable))
                return
        if review is None:
            return  # the session said why (review_said)
        names = {mark: self._seat_name(self._session.series.seat_of(mark)) for mark in Player}
        self._say("")
        self._say(review_text(review, names))
        self._say("")

    def _finished_game_review(self) -> AnyReview | None:
        from ..core.review import review_of  # noqa: PLC0415 - loaded by the review already

        session = self._session
        session.review_game()
        self._scheduler.settle()  # every move judged, one search after another
        reviewing = session.review
        if reviewing is None or reviewing.subject is None:
            return None
        if not reviewing.done:
            self._say(reviewing.failure or "The review stopped before the end of the game.")
            session.close_review()
            return None
        review = review_of(reviewing.subject.game, reviewing.records)
        session.close_review()
        return review
