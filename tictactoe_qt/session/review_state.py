"""What the review panel shows while a review is open, as frozen values: ViewState.review (view_state.py). Made by
review_view.py from the review session; drawn by widgets/review_panel.py, which words nothing about the game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

# How a line of the review is marked: a best move; a move that changed the result with best play (a win thrown
# away, a draw turned into a loss); one that kept the result but won more slowly or lost sooner; "" for the
# summary and for moves still being worked out.
Marker = Literal["best", "result", "speed", ""]


@dataclass(frozen=True)
class ReviewItem:
    text: str  # the list's line: the summary, or "4. O a1 — a draw turned into a loss"
    spoken: str  # the whole sentence a screen reader reads for the line (its name)
    details: str  # shown under the list while the line is chosen: the sentence, then why
    description: str  # what a screen reader reads after the line: why (nothing more for a best move)
    marker: Marker
    tip: str  # the marker in words, for the mouse


@dataclass(frozen=True)
class ReviewState:
    items: tuple[ReviewItem, ...]  # the summary first, then every move of the game in order
    selected: int  # 0: the summary (the board shows the game's end); n: move n (the board shows it played)
    progress: str  # "Reviewing move 4 of 9…", or why the review stopped; "" once every move is judged
    can_try_again: bool  # the chosen move may be played again from the position before it
    try_again_tip: str  # what Try Again does, or why it cannot now
    can_go_to_mistake: bool  # there is a marked move to go to
