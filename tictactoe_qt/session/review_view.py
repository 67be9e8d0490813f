"""The review's part of the view state: whether Review may be used now and, while a review is open, what the window
shows instead of the game — the chosen move on the board (the best move instead ringed), the headline and the
line under it, and the review panel's lines (ReviewState).

Once a game is over the session hands out with_review(view_of(session), session): still one frozen ViewState a
change. The review's words come from session/review_words.py; the core's review is imported once a game is over
(on the boards every installation solves, once a review is open), never on the first frame's path.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

from ..core import Player
from ..core.board_game import BoardGame
from ..core.kinds import kind_of
from . import review_words as says
from .review_subject import ReviewSubject, review_unavailable
from .review_state import Marker, ReviewItem, ReviewState
from .view_state import BoardState, ViewState, board_state
from .words import Sentence

if TYPE_CHECKING:
    from ..core.review import AnyMoveReview as MoveReview


class ReviewProgress(Protocol):
    """What the review's view reads of a review under way (review_session.py's ReviewSession)."""

    subject: ReviewSubject | None
    records: list[MoveReview]
    selected: int  # 0: the summary; n: move n
    failure: str  # why the review stopped, or ""

    @property
    def done(self) -> bool: ...
    @property
    def working(self) -> bool: ...
    @property
    def marked(self) -> tuple[int, ...]: ...
    def record(self, number: int) -> MoveReview | None: ...
    def why_not_try_again(self) -> str: ...


class ReviewSource(Protocol):
    """What the review's view reads of the session (GameController answers it)."""

    @property
    def game(self) -> BoardGame: ...
    @property
    def review(self) -> ReviewProgress | None: ...
    def name_of(self, mark: Player) -> str: ...


def with_review(view: ViewState, c: ReviewSource) -> ViewState:
    """`view` with the review's actions and, while a review is open, what the window shows of it."""
    review = c.review
    if review is None or review.subject is None:
        if not c.game.is_over:
            return view  # Review waits for the end, and view_of said so
        problem = review_unavailable(c.game)
        why_not = "" if problem is None else says.unavailable(problem)
        return replace(view, actions=replace(view.actions, review=problem is None, review_tip=why_not))
    return _reviewing(view, c, review, review.subject)


def _reviewing(view: ViewState, c: ReviewSource, review: ReviewProgress, subject: ReviewSubject) -> ViewState:
    game, selected = subject.game, review.selected
    record = review.record(selected)
    items = (
        _spoken_with_headline(_summary_item(c, review, subject), view, review),
        *(_move_item(review, subject, n) for n in range(1, len(subject.moves) + 1)),
    )
    progress = (
        says.stopped(review.failure)
        if review.failure
        else (says.reviewing(len(review.records), len(subject.moves)) if review.working else "")
    )
    why_not = review.why_not_try_again()
    state = ReviewState(
        items=items,
        selected=selected,
        progress=progress,
        can_try_again=not why_not,
        try_again_tip=says.try_again_tip(why_not),
        can_go_to_mistake=bool(review.marked),
    )
    if selected == 0:
        status = Sentence(says.summary_headline(), (view.status.text(),), frozenset({0}))
        status_mark, badge = game.winner, game.winner is not None
        line = progress or says.marked_count(len(review.marked))
    else:
        mark = _mover(selected)
        status = Sentence(
            says.move_headline(),
            (str(selected), str(len(subject.moves)), mark.value, game.move_name(subject.moves[selected - 1])),
        )
        status_mark, badge, line = mark, True, says.move_summary(record)
    actions = replace(
        view.actions,
        review=True,
        review_tip="",
        reviewing=True,
        hint=False,
        demo=False,
        demo_running=False,
        next_mistake=state.can_go_to_mistake,
        try_again=state.can_try_again,
        try_again_tip=state.try_again_tip,
    )
    return replace(
        view,
        board=_board(review, subject, record),
        status=status,
        status_mark=status_mark,
        badge=badge,
        where="",
        prediction=line,
        prediction_settled=True,
        play_line=line,
        next_game=Sentence(""),
        game_over=False,
        legend=False,
        analysing=False,
        hint=None,
        actions=actions,
        review=state,
    )


def _mover(number: int) -> Player:
    return Player.X if number % 2 else Player.O


def _spoken_with_headline(item: ReviewItem, view: ViewState, review: ReviewProgress) -> ReviewItem:
    """The summary's line as a screen reader reads it, when the review opens and when the line is reached: the
    headline and what is marked (shown above the list), then the summary, as one line (Orca reads a name only to its
    first line break)."""
    headline = Sentence(says.summary_headline(), (view.status.text(),)).text()
    marked = says.marked_count(len(review.marked)) if review.done else ""
    return replace(item, spoken=says.sentences(headline, marked, *item.text.split("\n")))


def _summary_item(c: ReviewSource, review: ReviewProgress, subject: ReviewSubject) -> ReviewItem:
    if review.done:
        from ..core.review import review_of  # noqa: PLC0415 - the review, on first use

        whole = review_of(subject.game, review.records)
        marks = [subject.you, subject.you.other] if subject.you is not None else [Player.X, Player.O]
        text = says.summaries(
            [(whole.summary(mark), says.you() if mark is subject.you else c.name_of(mark)) for mark in marks]
        )
    elif review.failure:
        text = says.stopped(review.failure)
    else:
        text = says.reviewing(len(review.records), len(subject.moves))
    guidance = says.guidance(estimated=kind_of(subject.game).estimated_review)
    return ReviewItem(text=text, spoken=text, details=guidance, description=guidance, marker="", tip="")


def _move_item(review: ReviewProgress, subject: ReviewSubject, number: int) -> ReviewItem:
    record = review.record(number)
    if record is None:
        mark, name = _mover(number), subject.game.move_name(subject.moves[number - 1])
        return ReviewItem(
            text=says.pending_text(number, mark, name),
            spoken=says.pending_spoken(number, mark, name),
            details=says.being_judged(),
            description="",
            marker="",
            tip="",
        )
    # A judged move's line is the same in every view until the language changes: worded once, not once a view (an
    # ultimate review has some 60 lines, and a view comes with every record).
    key = (id(record), says.language_probe())
    kept = _worded.get(key)
    if kept is not None and kept[0] is record:
        return kept[1]
    marker: Marker = "result" if record.changed_result else "speed" if record.marked else "best"
    line, why = says.move_line(record), says.explanation(record)
    item = ReviewItem(
        text=says.move_text(record),
        spoken=line,
        details="\n".join([line, *why]),
        description=" ".join(why),
        marker=marker,
        tip=says.record_tip(record, marker),
    )
    if len(_worded) >= _WORDED_KEPT:
        _worded.clear()
    _worded[key] = (record, item)
    return item


_WORDED_KEPT = 400  # lines kept: a long review's, in a language or two
_worded: dict[tuple[int, str], tuple[object, ReviewItem]] = {}  # the record is kept with its line: its id stays its own


def _board(review: ReviewProgress, subject: ReviewSubject, record: MoveReview | None) -> BoardState:
    """The game's end for the summary; a move as it was played, with the best move instead ringed where it was
    marked, in the mover's faint mark. One key for the whole review: going move to move, marks come and go as in
    play."""
    game, selected = subject.game, review.selected
    if selected == 0:
        shown = game
    else:
        from ..core.review import position_before  # noqa: PLC0415 - the review, on first use

        shown = position_before(game, selected + 1)
    best = record.explanation.best.cell if record is not None and record.explanation is not None else None
    board = board_state(shown, accepts_clicks=False, hint=best)
    return replace(board, game_key=id(game), to_move=_mover(selected) if selected else board.to_move)
