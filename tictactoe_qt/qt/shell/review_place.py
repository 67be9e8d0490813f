"""The review's panel in the side panel's place: made for the first review, shown while a review is open, the side
panel back once it closes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from ..session.controller import GameController
from .panel_place import PanelPlace

if TYPE_CHECKING:  # made on the first review, imported then: not on the path to the first frame
    from ...session.review_state import ReviewState
    from ..widgets.review_panel import ReviewPanel


class ReviewPlace:
    """The panel takes the side panel's width and type, so the board stays where it is; in a narrow window the
    drawer opens with it. The keyboard goes to its list, and back to the board (`board`) when it closes."""

    def __init__(self, place: PanelPlace, controller: GameController, board: QWidget) -> None:
        self._place, self._controller, self._board = place, controller, board
        self.panel: ReviewPanel | None = None  # once a review was opened

    def show(self, review: ReviewState | None) -> None:
        """The review open now, or None: no review."""
        panel, place = self.panel, self._place
        if review is None:
            if panel is not None and place.instead is panel:
                place.show_instead(None)
                self._board.setFocus()
            return
        if panel is None:
            panel = self.panel = self._make_panel()
        panel.show_review(review)
        if place.instead is not panel:
            place.show_instead(panel)
            panel.focus_list()

    def _make_panel(self) -> ReviewPanel:
        from ..widgets.review_panel import ReviewPanel  # noqa: PLC0415 - on the first review, not at start-up

        c, panel = self._controller, ReviewPanel()
        panel.line_chosen.connect(c.choose_review_line)
        panel.next_mistake_requested.connect(c.next_mistake)
        panel.try_again_requested.connect(c.try_again)
        panel.close_requested.connect(c.close_review)
        return panel
