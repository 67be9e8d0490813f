"""What the window says in passing: a remark under the headline, and what screen readers are told as the game
goes on without the focus moving (the computer's move, a hint, the status, where the player to move may play on a
grid of small boards, a game set aside or brought back)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Slot

from ...core import Cell, Player
from ..session.controller import GameController
from ...core.levels import AnyLevel
from ...core.modes import Mode
from ...core.kinds import Variant
from ...session.view_state import BoardState, ViewState
from ...session.words import analysis_switched, board_decided_text, board_short_name, level_name, unbeatable_note
from ..text import fill
from ..widgets.play_area import PlayArea


NEWS_WAIT_MS = 1500  # the longest a move's news waits for the computer's reply or the prediction to be told with it
SENTENCE_ENDS = (".", "!", "?", "…", "。", "！", "？")  # a remark ending in one of these gets no full stop added


class Remarks(QObject):
    """Remarks and announcements, shown and said in the play area: announcements are made for its status
    headline and told on its board. `undo_keys` gives the Undo shortcut as the player reads it, for remarks
    that name it; `review_keys` Review Game's, said with a game's result."""

    def __init__(
        self,
        controller: GameController,
        play_area: PlayArea,
        undo_keys: Callable[[], str],
        parent: QObject | None = None,
        *,
        review_keys: Callable[[], str] = str,
    ) -> None:
        super().__init__(parent)
        self._controller, self._play_area, self._undo_keys = controller, play_area, undo_keys
        self._review_keys = review_keys
        self._speaker, self._board = play_area.status_label, play_area.board
        self._unsaid: list[str] = []  # what this turn of the event loop announced, told on the board once
        # The news waits, and is told in one description with what comes next: while the computer works out its
        # reply to the player's move, and while the prediction is worked out for a new position. Orca says only the
        # words a cell has when it gets to them, so news told a moment before other news replaced it unsaid: the
        # prediction's replaced the reply ("Computer played …"), and the reply replaced a board the player's own
        # move decided ("X wins B1": told amid the flood of that move's cell events, which Orca 43 drops). Not
        # longer than NEWS_WAIT_MS, though.
        self._awaiting_more = False
        self._board_news_waits = False  # the player's move decided a board: told with the computer's reply
        # What was said of the turn while the computer works out its reply ("Computer is thinking… Computer plays in
        # A1"): obsolete once the reply comes, so not said with it when both were held.
        self._thinking_said: list[str] = []
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.setInterval(NEWS_WAIT_MS)
        self._hold.timeout.connect(self._tell_now)
        self._announced_hint: Cell | None = None
        self._said_status = ""
        self._said_where = ""
        self._said_prediction = ""
        self._board_shown: BoardState | None = None
        self._moves_said: list[tuple[int, int]] = []  # moves announced by move_played since the last view
        self._opponent: tuple[Mode, AnyLevel | None] | None = None  # the opponent and level last shown
        # The board, opponent and level shown now, and the last other ones shown: the game kept when the player
        # switches is the one left, and what to choose again to go on with it is what differs.
        self._matchup: tuple[Variant, Mode, AnyLevel | None] | None = None
        self._matchup_left: tuple[Variant, Mode, AnyLevel | None] | None = None
        self._remarked = False  # a remark was made since the last view
        self._remark_moves = 0  # the moves on the board when the last remark was made
        self._remark_ends_with_reply = False  # the last remark was why a move did not play: the reply ends it
        c = controller
        c.players_changed.connect(play_area.clear_remark)  # another game: earlier remarks no longer apply
        c.move_played.connect(self._move_played)
        c.game_replaced.connect(self._tell_game_set_aside)
        c.game_kept.connect(self._tell_game_kept)
        c.game_resumed.connect(self._tell_game_back)
        c.move_refused.connect(self._tell_refused)
        c.mark_kept.connect(self._tell_mark_kept)

    @Slot()
    def _tell_game_kept(self) -> None:
        c = self._controller
        now = c.variant, c.mode, c.level
        # The view of the switch may or may not have been shown yet (a change is shown once it is whole).
        left = self._matchup if self._matchup != now else self._matchup_left
        if left is not None and left[:2] == now[:2] and left[2] is not None:
            # Only the level changed: each level keeps its own game, which comes back when it is chosen again.
            self.tell(
                fill(
                    self.tr("The unfinished game at %1 is kept: choose %1 again to go on with it"), level_name(left[2])
                )
            )
        elif left is not None and left[0] != now[0]:
            # Another board: named, as each board keeps its own game ("the unfinished game" left the player asking
            # which).
            self.tell(
                fill(
                    self.tr("The unfinished %1 game is kept: choose %1 again to go on with it"),
                    board_short_name(left[0]),
                )
            )
        else:
            self.tell(self.tr("The unfinished game is kept: choose its board and opponent again to go on with it"))

    def _tell_game_back(self) -> None:
        if self._controller.game.is_over:  # the game a review's Try Again set aside, undone back to
            self.tell(self.tr("The finished game is back, as it ended"))
        else:
            self.tell(self.tr("Your unfinished game is back where you left it"))

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
            self._board.expect_news()
            QTimer.singleShot(0, self._board, self._tell_on_the_board)
        elif self._hold.isActive():  # the wait counts from the latest news: a reply held may wait for its prediction
            self._hold.start()
        self._unsaid.append(text)

    @Slot()
    def _tell_on_the_board(self) -> None:
        # Told with the reply or the prediction when it comes (show_view), or when the wait ends.
        if self._awaiting_more:
            if not self._hold.isActive():
                self._hold.start()
            return
        self._tell_now()

    @Slot()
    def _tell_now(self) -> None:
        self._hold.stop()
        if not self._unsaid:
            return
        said, self._unsaid = self._unsaid, []
        self._board.tell(" ".join(text if text.endswith(SENTENCE_ENDS) else f"{text}." for text in said))

    def tell(self, text: str) -> None:
        """A passing remark (%1 is the Undo key): see say()."""
        self.say(fill(text, self._undo_keys()))

    @Slot(str)
    def _tell_refused(self, why: str) -> None:
        # "Wait for the computer's move", "Not there…": about the turn before the reply, stale once it comes
        self.say(why)
        self._remark_ends_with_reply = True

    @Slot(str)
    def say(self, text: str) -> None:
        """A passing remark: under the headline for a few seconds, and said to screen readers."""
        self._remarked = True
        self._remark_ends_with_reply = False
        self._remark_moves = len(self._controller.game.moves)
        self._play_area.show_remark(text)
        self.announce(text)

    def show_view(self, view: ViewState) -> None:
        """Say what a new view brings: a new status, once, and a new hint, once (the board rings it). A review
        speaks for itself: its list has the keyboard, and each line is read as it is reached."""
        if view.review is not None:  # (the game's own status is said again only if it is not the one left)
            self._board_shown, self._moves_said = view.board, []
            return
        self._say_what_came_off_or_back(view.board)
        status = view.status.text()
        if status != self._said_status or view.where != self._said_where:
            if status != self._said_status:
                self.announce(status)
                if view.game_over and view.next_game.text():  # the line under the result: who starts the next game
                    self.announce(view.next_game.text())
                if view.game_over and view.actions.review:  # the offer a player sees under the headline, heard
                    self.announce(fill(self.tr("Review the game: %1"), self._review_keys()))
            if view.where:  # ultimate: where the player to move is sent, said with every new turn
                self.announce(view.where)
            self._said_status, self._said_where = status, view.where
            self._thinking_said = [status, view.where] if view.board.thinking else []
        # Not while the computer works out its reply: the prediction of the position it is about to leave, told
        # then, came before the reply it was meant to follow (a loaded machine's slower reply).
        if view.prediction_settled and not view.board.thinking and view.prediction != self._said_prediction:
            self._said_prediction = view.prediction
            if view.prediction:  # the prediction's words when they change (the screen shows them under the headline)
                self.announce(view.prediction)
        awaited, self._awaiting_more = (
            self._awaiting_more,
            (view.board.thinking and self._board_news_waits)
            or (bool(view.prediction) and not (view.prediction_settled or view.game_over)),
        )
        if awaited and not self._awaiting_more and self._hold.isActive():
            # The news held goes with what it waited for, once the board has shown this view (the keys' cell).
            QTimer.singleShot(0, self._board, self._tell_on_the_board)
        opponent = view.choices.mode, view.choices.level
        matchup = view.choices.variant, view.choices.mode, view.choices.level
        if matchup != self._matchup:
            self._matchup_left, self._matchup = self._matchup, matchup
        if (
            self._opponent is not None
            and opponent != self._opponent
            and opponent == (Mode.HUMAN_VS_COMPUTER, "perfect")
            and not self._remarked
        ):  # a remark about this very change (which mark you play) comes first
            self.say(unbeatable_note())  # chosen just now: a newcomer learns what a draw is worth against it
        self._opponent, self._remarked = opponent, False
        if view.hint is not None and view.hint != self._announced_hint:
            if view.hint_proven:
                self.tell(fill(self.tr("Hint: %1"), view.hint_name))
            else:
                self.tell(fill(self.tr("Hint: %1 looks best (the search's estimate, not a proof)"), view.hint_name))
        self._announced_hint = view.hint

    @Slot(bool)
    def tell_analysis_switched(self, on: bool) -> None:
        """The player switched the move analysis: confirmed, as a sighted player sees the cells change."""
        self.say(analysis_switched(on, self._controller.view.legend_estimates))

    @Slot()
    def _tell_game_set_aside(self) -> None:
        if self._controller.game.moves:  # an opened game: Undo takes back its own moves first
            self.tell(
                self.tr("The unfinished game was set aside: Undo (%1) back past this game's first move brings it back")
            )
        else:
            self.tell(self.tr("The unfinished game was set aside: Undo (%1) brings it back"))

    @Slot(Player)
    def _tell_mark_kept(self, mark: Player) -> None:
        # The line under the last game's result promised the other mark for a New Game here.
        if mark is Player.X:
            self.tell(self.tr("You play X, as in your last game: you start"))
        else:
            self.tell(self.tr("You play O, as in your last game: the computer starts"))

    def _say_what_came_off_or_back(self, board: BoardState) -> None:
        """Undo, Redo and the move list change cells no one just played: each is said ("Taken back: c1, O; b2, X")."""
        before, self._board_shown = self._board_shown, board
        played, self._moves_said = self._moves_said, []
        if before is None or before.game_key != board.game_key or before.size != board.size:
            return

        def named(cell: tuple[int, int], state: BoardState) -> str:
            mark = state.cell(*cell).mark
            return fill(self.tr("%1, %2"), state.cell(*cell).place, mark.value if mark else "")

        kept = 0  # the moves both boards begin with
        while kept < min(len(before.moves), len(board.moves)) and before.moves[kept] == board.moves[kept]:
            kept += 1
        off = [named(cell, before) for cell in reversed(before.moves[kept:])]  # last move first, as they came off
        back = [named(cell, board) for cell in board.moves[kept:] if cell not in played]
        if off:
            if self._remark_moves > len(board.moves):  # the remark was about a move now taken back ("Not yet: …")
                self._play_area.clear_remark()
            self.announce(fill(self.tr("Taken back: %1"), self.tr("; ").join(off)))
        if back:
            self.announce(fill(self.tr("Played again: %1"), self.tr("; ").join(back)))

    @Slot(int, int, bool)
    def _move_played(self, row: int, col: int, from_here: bool) -> None:
        self._moves_said.append((row, col))
        self._board_news_waits = False
        game = self._controller.game
        if from_here:
            self._play_area.clear_remark()  # a remark was about the position before: the player has moved on
        else:
            if self._remark_ends_with_reply:
                self._play_area.clear_remark()
            self._unsaid = [text for text in self._unsaid if text not in self._thinking_said]
            mover = self._controller.name_of(game.current_player.other)
            self.announce(fill(self.tr("%1 played %2"), mover, game.move_name((row, col))))
        block = game.block_size
        if block < game.size:  # ultimate: a board can be decided only by the move just played in it
            board = (row // block, col // block)
            result = game.block_results[board[0] * (game.size // block) + board[1]]
            if result is not None:  # the move that decided it is said first (the player's own: its cell, focused)
                self.announce(board_decided_text(board, result))
            self._board_news_waits = from_here and result is not None
