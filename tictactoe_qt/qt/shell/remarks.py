"""What the window says in passing: a remark under the headline, and what screen readers are told as the game
goes on without the focus moving (the computer's move, a hint, the status, where the player to move may play on a
grid of small boards, a game set aside or brought back)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Slot

from ...core import Cell, Player
from ..session.controller import GameController
from ..session.view_state import ViewState
from ..text import fill
from ..widgets.play_area import PlayArea


class Remarks(QObject):
    """Remarks and announcements, shown and said in the play area: announcements are made for its status
    headline and told on its board. `undo_keys` gives the Undo shortcut as the player reads it, for remarks
    that name it."""

    def __init__(self, controller: GameController, play_area: PlayArea, undo_keys: Callable[[], str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller, self._play_area, self._undo_keys = controller, play_area, undo_keys
        self._speaker, self._board = play_area.status_label, play_area.board
        self._unsaid: list[str] = []  # what this turn of the event loop announced, told on the board once
        self._announced_hint: Cell | None = None
        self._said_status = ""
        self._said_where = ""
        c = controller
        c.players_changed.connect(play_area.clear_remark)  # another game: earlier remarks no longer apply
        c.move_played.connect(self._move_played)
        c.game_replaced.connect(self._tell_game_set_aside)
        c.game_kept.connect(lambda: self.tell(self.tr("The unfinished game is kept: choose its board and opponent "
                                                      "again to go on with it")))
        c.game_resumed.connect(lambda: self.tell(self.tr("Your unfinished game is back where you left it")))
        c.mark_kept.connect(self._tell_mark_kept)

    def announce(self, text: str) -> None:
        """Have screen readers say `text`: as an announcement (newer screen readers, Narrator, VoiceOver), and
        on the board's focused cell, gathered with what else this turn brings ("Computer played c1. Your
        turn (X)"), for those that speak only what has focus."""
        if self._speaker.isVisible():
            # Not while the window is built: nobody hears a window not yet shown, and QAccessible's Python class
            # (with ~190 enum values) is built on first use, which would put it on the path to the first frame.
            from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent  # noqa: PLC0415

            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self._speaker, text))
        if not self._unsaid:  # the board as the context: a window closing meanwhile takes the call with it
            QTimer.singleShot(0, self._board, self._tell_on_the_board)
        self._unsaid.append(text)

    @Slot()
    def _tell_on_the_board(self) -> None:
        said, self._unsaid = self._unsaid, []
        self._board.tell(" ".join(text if text.endswith((".", "!", "…", "?")) else f"{text}." for text in said))

    def tell(self, text: str) -> None:
        """A passing remark (%1 is the Undo key): see say()."""
        self.say(fill(text, self._undo_keys()))

    @Slot(str)
    def say(self, text: str) -> None:
        """A passing remark: under the headline for a few seconds, and said to screen readers."""
        self._play_area.show_remark(text)
        self.announce(text)

    def show_view(self, view: ViewState) -> None:
        """Say what a new view brings: a new status, once, and a new hint, once (the board rings it)."""
        status = view.status.text()
        if status != self._said_status or view.where != self._said_where:
            if status != self._said_status:
                self.announce(status)
            if view.where:  # ultimate: where the player to move is sent, said with every new turn
                self.announce(view.where)
            self._said_status, self._said_where = status, view.where
        if view.hint is not None and view.hint != self._announced_hint:
            if view.hint_proven:
                self.tell(fill(self.tr("Hint: %1"), view.hint_name))
            else:
                self.tell(fill(self.tr("Hint: %1 looks best (the search's estimate, not a proof)"), view.hint_name))
        self._announced_hint = view.hint

    @Slot()
    def _tell_game_set_aside(self) -> None:
        if self._controller.game.moves:  # an opened game: Undo takes back its own moves first
            self.tell(self.tr("The unfinished game was set aside: Undo (%1) back past this game's first move brings it back"))
        else:
            self.tell(self.tr("The unfinished game was set aside: Undo (%1) brings it back"))

    @Slot(Player)
    def _tell_mark_kept(self, mark: Player) -> None:
        # The line under the last game's result promised the other mark for a New Game here.
        if mark is Player.X:
            self.tell(self.tr("You play X, as in your last game: you start"))
        else:
            self.tell(self.tr("You play O, as in your last game: the computer starts"))

    @Slot(int, int, bool)
    def _move_played(self, row: int, col: int, from_here: bool) -> None:
        if from_here:
            self._play_area.clear_remark()  # a remark was about the position before: the player has moved on
            return
        game = self._controller.game
        mover = self._controller.name_of(game.current_player.other)
        self.announce(fill(self.tr("%1 played %2"), mover, game.move_name((row, col))))
