"""The game session: turns a player's commands into core calls, gives the seat to move its turn, and after each
change hands the front end one description of what to show (view_state.py). Plain Python, for every front end: the
window adapts it with qt/session/controller.py (a QObject, its scheduler Qt's), and its words come through
core/messages.py's translate."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any, TypeVar, cast

from ..core import Player
from ..core.levels import AnyLevel
from ..core.kinds import Variant
from ..core.records import AppState, SavedGame
from ..core.modes import Mode
from ..core.table import Preferences
from .advisor import Advisor
from .computer_player import DEFAULT_DELAY_MS, ComputerPlayer
from .in_play import LocalGames, NetworkGame
from .scheduler import Scheduler
from .signal import Signal
from .review_view import with_review
from .session_review import SessionReview
from .seats import RemoteSeat, Seating
from .session_reading import SessionReading
from .view_state import ViewPublisher, ViewState, view_of
from .words import not_there, search_failed_text, wait_for_reply, where_to_play


__all__ = ["Session"]

Method = TypeVar("Method", bound=Callable[..., Any])


def _one_change(method: Method) -> Method:
    """A command or event after which the window gets one new view, however many parts of it the change touched."""

    @functools.wraps(method)
    def changing(self: Session, *args: Any, **kwargs: Any) -> Any:
        with self.one_change():
            return method(self, *args, **kwargs)

    return cast(Method, changing)


def _refused(session: Session, row: int, col: int, computer_replying: bool) -> str:
    """Why a move tried on a cell does not play, where a player could not tell; "" where it needs no words (a
    taken cell, a game over, the other player's turn)."""
    if session.game.cell(row, col) is not None:
        return ""
    if computer_replying:  # the board keeps its cells enabled while the computer thinks (board/view.py)
        return wait_for_reply()
    if session.accepts_clicks:  # outside the boards ultimate lets the player play in
        where = where_to_play(session)
        return not_there(where) if where else ""
    return ""


def _described(session: Session) -> ViewState:
    # A review opens on a finished game and closes when that game leaves the board (position_changed), so before a
    # game's end there is no review to show and the review's view is not asked.
    view = view_of(session)
    return with_review(view, session) if session.game.is_over else view


class Session(SessionReading):
    """Holds the game, its seats and the scores; views only draw what it reports.

    Each side of the board is a seat (seats.py); the mode is a choice of two (Seating.choose).
    The controller plays whichever game is on the board, the local one (LocalGames) or a network
    game (NetworkGame), through the same few members (GamesInPlay); it gives the seat to move its
    turn after every change and plays the move a seat answers with (a person's comes through play()).
    """

    view_changed = Signal(object)  # the ViewState to show now: once for each change, however many parts it touched
    players_changed = Signal()  # names, marks, mode or level: another game or matchup is on the board
    position_changed = Signal()  # a move, Undo, Redo or another game: what was said about the last position is old
    state_changed = Signal()  # anything a restart should bring back
    # row, column, and whether it came from this mouse and keyboard (else from the computer or the wire)
    move_played = Signal(int, int, bool)
    game_replaced = Signal()  # an unfinished game made way for another; Undo brings it back
    game_kept = Signal()  # switching away kept the unfinished game for when the player comes back
    game_resumed = Signal()  # an unfinished game came back on the board
    mark_kept = Signal(Player)  # see LocalGames.mark_kept
    search_failed = Signal(str)  # a search went wrong: what to tell the player (the board no longer waits on it)
    move_refused = Signal(str)  # a move the rules do not allow here (ultimate's other boards): why, in words
    # About the review: why a finished game has none, or a move tried again after one (%1: Undo's keys).
    review_said = Signal(str)

    def __init__(
        self, scheduler: Scheduler, *, computer_delay_ms: int = DEFAULT_DELAY_MS, rng: random.Random | None = None
    ) -> None:
        self._scheduler = scheduler  # timers, and the one worker thread every search takes turns on
        self._computer = ComputerPlayer(self._scheduler, delay_ms=computer_delay_ms, rng=rng)
        self._seating = Seating(
            lambda: (self.game, self.series), self._computer, computer_delay_ms, self.default_name, self._scheduler
        )
        self._seating.move_played.connect(self._play_from_seat)
        self._seating.move_failed.connect(self._computer_failed)
        self._demo = self._seating.demo
        self._demo.next_game_due.connect(self.new_game)
        for signal in (self.players_changed, self.state_changed):
            self._demo.levels_changed.connect(signal)
        self._local = LocalGames(self._seating)
        self._network = NetworkGame()
        for games in (self._local, self._network):
            games.game_changed.connect(self._show_new_game)
            games.position_changed.connect(self._after_move)
        self._local.game_replaced.connect(self.game_replaced)
        self._local.game_kept.connect(self.game_kept)
        self._local.game_resumed.connect(self.game_resumed)
        self._local.mark_kept.connect(self.mark_kept)
        self._network.moved_on_the_wire.connect(self._moved_on_the_wire)
        # Hint, outcome prediction and move analysis; it looks at the board itself when moves passed it by.
        self.advisor = Advisor(self._scheduler, lambda: (self.game, self.accepts_clicks))
        for advice in (
            self.advisor.board_advice_changed,
            self.advisor.prediction_changed,
            self.advisor.settings_changed,
        ):
            advice.connect(self._changed)
        self.advisor.settings_changed.connect(self.state_changed)
        self.advisor.failed.connect(self.search_failed)
        self.players_changed.connect(self._changed)
        moves = (self.position_changed, self.move_played)
        self._reviews = SessionReview(
            self._scheduler, lambda: self.game, self._review_subject, self._changed, self.review_said.emit, moves
        )
        self._views = ViewPublisher(functools.partial(_described, self), self.view_changed.emit)
        # Whatever happens inside is handed to the views as one change (a language switch renames the default
        # players after re-wording the window: one view, in the new words throughout).
        self.one_change: Callable[[], AbstractContextManager[None]] = self._views.one_change

    # --- commands --------------------------------------------------------------------------------

    @_one_change
    def play(self, row: int, col: int) -> bool:
        """A move from this mouse or keyboard. Ignored (False) on an occupied cell, after the end or out of turn."""
        if not self.accepts_clicks or (row, col) not in self.game.legal_moves():
            why = _refused(self, row, col, self._seating.is_thinking and not self._seating.watching)
            if why:
                self.move_refused.emit(why)
            return False
        if not self._seating.opposite(self._seating.to_move).opponent_played(row, col):
            return False  # the wire would not take it
        self._in_play.human_moved()
        self._in_play.play(row, col)
        self._after_move()
        self.move_played.emit(row, col, True)
        return True

    def request_hint(self) -> None:
        """Find the best move for the human to move; the board shows it when it is found."""
        self.advisor.request_hint()

    @_one_change
    def new_game(self) -> None:
        self._in_play.new_game()

    @_one_change
    def stop_demo(self) -> None:
        """Stop the computers where they are; continue_demo() or New Game starts them again."""
        if self.demo_running:
            self._demo.stop()
            self._after_move()

    @_one_change
    def continue_demo(self) -> None:
        """The stopped computers play on from the board as it is (the next game, if this one is over)."""
        if self._seating.watching and not self._demo.running:
            self._demo.running = True
            self._after_move()

    @_one_change
    def set_demo_level(self, seat: int, level: AnyLevel) -> None:
        self._demo.set_level(seat, level)

    @_one_change
    def undo(self) -> None:
        self._in_play.undo()

    # Redo, the move list and the settings belong to the local games, which ignore them during a network game.

    @_one_change
    def redo(self) -> None:
        self._local.redo()

    @_one_change
    def go_to_move(self, count: int) -> None:
        self._local.go_to_move(count)

    @_one_change
    def set_mode(self, mode: Mode) -> None:
        self._local.set_mode(mode)

    @_one_change
    def set_level(self, level: AnyLevel) -> None:
        self._local.set_level(level)

    @_one_change
    def set_variant(self, variant: Variant | tuple[int, int]) -> None:
        self._local.set_variant(variant)

    @_one_change
    def set_human_mark(self, mark: Player) -> None:
        self._local.set_human_mark(mark)

    @_one_change
    def set_name(self, seat: int, name: str) -> None:
        # Always reported, even when unchanged, so an edit left blank shows the name kept.
        self._seating.rename(seat, name)
        self._names_changed()

    @_one_change
    def rename_default_players(self, old_default_names: list[str]) -> None:
        """After a language switch: a player still called by the old language's default name gets the new one."""
        self._seating.rename_defaults(old_default_names)
        self._names_changed()

    @_one_change
    def refresh_view(self) -> None:
        """Describe everything again: the words changed (a language switch), not the game."""
        self._changed()

    @_one_change
    def reset_scores(self) -> None:
        self.series.reset()
        self._in_play.mark_scored_result()
        self._changed()
        self.state_changed.emit()

    # --- the review (session_review.py) ---------------------------------------------------------

    @_one_change
    def review_game(self) -> None:
        """Review the finished game on the board (review_session.py): the window shows the review instead of the
        game until close_review(), or until the game on the board changes."""
        self._reviews.open(before_opening=self._demo.cancel_next_game)  # a demonstration waits while it is open

    @_one_change
    def close_review(self) -> None:
        if self._reviews.close():
            self._seating.give_turn()  # a demonstration's next game comes after its pause, as after any game

    @_one_change
    def choose_review_line(self, index: int) -> None:
        """0: the review's summary; n: move n of the game reviewed."""
        self._reviews.choose_line(index)

    @_one_change
    def next_mistake(self) -> None:
        self._reviews.next_mistake()

    @_one_change
    def try_again(self) -> None:
        """Put the position before the chosen marked move back on the board, with the same players and opponent,
        to play it again. The game reviewed is set aside with its result counted (Undo from the position brings
        it back), the new game is never scored, and the first move played there is judged (review_said)."""
        if self.remote is None and self._reviews.try_again(self._local.try_again):
            self.advisor.hold_for_this_position()

    # --- saving and resuming ---------------------------------------------------------------------

    @_one_change
    def resume(self, preferences: Preferences, state: AppState | None) -> None:
        """Start-up in one step: the saved preferences, then the saved game or a fresh one (the setters would set up a
        throwaway game per setting, and start the computer and the advisor searching on each)."""
        self._seating.use_preferences(preferences)
        self.advisor.use_preferences(preferences)
        if state is not None:
            self._network.restore(state.network_series)
        self._local.start(preferences, state)

    @_one_change
    def restore(self, state: AppState) -> None:
        self._network.restore(state.network_series)
        self._local.restore(state)

    @_one_change
    def load_saved_game(self, saved: SavedGame) -> None:
        """Replace the game on screen by a loaded one, with its opponent and players (not during a network game)."""
        self._local.load(saved, self._seating.names)

    # --- network games ---------------------------------------------------------------------------

    @_one_change
    def start_network_game(self, seat: RemoteSeat) -> None:
        """Seat a player on another computer opposite the local player; the local game waits as it is."""
        self.end_network_game()
        self._seating.stop()
        self._demo.cancel_next_game()
        self._network.open(seat, self.variant)
        self._local.waiting = True
        self._show_new_game()

    @_one_change
    def end_network_game(self) -> None:
        """Back to the local game as it was before the network game."""
        if self.remote is not None:
            self._network.close()
            self._local.waiting = False
            self._show_new_game()

    def shutdown(self) -> None:
        """Stop every search before the window goes: nothing may arrive after this."""
        if self.remote is not None:
            self.remote.leave()
        for search in self.background_searches.values():
            search.cancel()
        # They share one thread: with every request cancelled, one wait covers them all.
        self._scheduler.clear()
        self._scheduler.wait_for_done(1000)

    # --- internals -------------------------------------------------------------------------------

    def _names_changed(self) -> None:
        self.players_changed.emit()
        self.state_changed.emit()

    @property
    def view(self) -> ViewState:
        """What the views show now."""
        return self._views.view

    def _changed(self) -> None:
        """Something the window shows changed: it gets the new view now, or once the command under way ends."""
        self._views.changed()

    @_one_change
    def _show_new_game(self) -> None:
        """A different game is on the board (or the same after a restart), perhaps with other seats."""
        self._seating.choose(self.mode, self.level, self.remote)
        self.players_changed.emit()
        self._after_move()

    @_one_change
    def _after_move(self) -> None:
        self.series.count_result(self.game.is_over and self.current_game_scored, self.game.winner)
        self._seating.give_turn()
        if self.advisor.follows_the_board:  # with no advice on, a move has nothing there to drop or start
            self.advisor.position_changed(self.game, self.accepts_clicks)
        self._changed()
        self.position_changed.emit()
        self.state_changed.emit()

    @_one_change
    def _computer_failed(self, reason: str) -> None:
        """The computer will not move in this position: the board stops waiting for it, and the player is told."""
        self._changed()
        self.search_failed.emit(search_failed_text("computer", reason))

    @_one_change
    def _play_from_seat(self, row: int, col: int) -> None:
        """A move from the seat to move when it is not this mouse and keyboard: the computer's, or the wire's."""
        self._in_play.play(row, col)
        self._after_move()
        self.move_played.emit(row, col, False)

    @_one_change
    def _moved_on_the_wire(self, row: int, col: int) -> None:
        """The other player's move arrived, already on the network game: show it."""
        self._after_move()
        self.move_played.emit(row, col, False)
