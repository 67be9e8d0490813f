"""What the session's views read: the game on the board, its seats and names, what may be done now, and what a
restart or a file needs. The Session (session.py) is this and its commands; view_state.py describes the view from
these, and view_source.py names them for it."""

from __future__ import annotations

from ..core import Player
from ..core.board_game import BoardGame
from ..core.kinds import Variant, level_on
from ..core.levels import AnyLevel
from ..core.messages import fill, translate
from ..core.modes import HUMAN_SEAT, Mode
from ..core.records import AppState, SavedGame
from ..core.score import Series
from ..core.table import Preferences
from .advisor import Advisor
from .computer_player import BackgroundSearch, ComputerPlayer
from .seats import Demonstration, RemoteSeat, Seating
from .in_play import GamesInPlay, LocalGames, NetworkGame
from .review_session import ReviewSession
from .review_subject import ReviewSubject
from .session_review import SessionReview
from .words import your_seat

__all__ = ["SessionReading"]


class SessionReading:
    """The read side of the Session: nothing here changes the game or says anything."""

    # Made by the Session's __init__.
    advisor: Advisor
    _computer: ComputerPlayer
    _seating: Seating
    _demo: Demonstration
    _local: LocalGames
    _network: NetworkGame
    _reviews: SessionReview

    @property
    def game(self) -> BoardGame:
        return self._in_play.game

    @property
    def mode(self) -> Mode:
        """The opponent; a network game is two people playing, as at one computer."""
        return self._in_play.mode

    @property
    def level(self) -> AnyLevel:
        return self._local.level

    @property
    def series(self) -> Series:
        return self._in_play.series

    @property
    def variant(self) -> Variant:
        """The board: its rule set, size and how many in a row win (equal to (size, win_length) for k-in-a-row)."""
        return self._in_play.variant

    @property
    def current_game_scored(self) -> bool:
        return self._in_play.scored

    @property
    def remote(self) -> RemoteSeat | None:
        """The network seat while a network game is open."""
        return self._network.seat

    @property
    def waiting_for_network(self) -> bool:
        """A network game with nobody at the other end yet, or any more."""
        return self.remote is not None and self.remote.waiting_text() is not None

    @property
    def is_thinking(self) -> bool:
        return self._seating.is_thinking

    @property
    def computer_mark(self) -> Player | None:
        """Against the computer, the mark it plays (None in the other modes)."""
        seat = self._seating.lone_computer
        return None if seat is None else self.series.mark_of(seat)

    def is_computer(self, seat: int) -> bool:
        return self._seating.is_computer(seat)

    def seat_level(self, seat: int) -> AnyLevel:
        """The level a computer seat plays this board at."""
        return level_on(self._seating.level_of(seat) or self.level, self.game.rule_set)

    @property
    def demo_running(self) -> bool:
        return self._seating.watching and self._demo.running

    @property
    def demo_levels(self) -> tuple[AnyLevel, AnyLevel]:
        """The demonstration's levels, as this board's (levels.level_on)."""
        first, second = self._demo.levels
        return level_on(first, self.game.rule_set), level_on(second, self.game.rule_set)

    @property
    def accepts_clicks(self) -> bool:
        return self._seating.takes_clicks

    @property
    def practising(self) -> bool:
        """The game on the board is Try Again's: a reviewed game's position played again, never scored."""
        return self._in_play.practising

    @property
    def can_undo(self) -> bool:
        """A move to take back (over the network: to ask for), or a game New Game replaced to bring back."""
        return self._in_play.can_undo

    @property
    def can_bring_back_replaced_game(self) -> bool:
        return self._in_play.can_bring_back

    @property
    def can_redo(self) -> bool:
        return self.game.can_redo and self.can_travel

    @property
    def can_travel(self) -> bool:
        """Whether Redo and the move list may take the game back and forth (not while a computer plays)."""
        return self._in_play.can_travel

    @property
    def review(self) -> ReviewSession | None:
        """The review of the finished game on the board, once one was asked for (open while `review.is_open`)."""
        return self._reviews.review

    def default_name(self, seat: int) -> str:
        return fill(translate("GameController", "Player %1"), seat + 1)  # the context the window has always used

    def seat_name(self, seat: int) -> str:
        return self._seating.seats[seat].name

    def name_of(self, mark: Player) -> str:
        return self.seat_name(self.series.seat_of(mark))

    @property
    def names(self) -> tuple[str, str]:
        """The names the people here chose, kept while a computer or a network player sits in."""
        return self._seating.names[0], self._seating.names[1]

    # --- for a restart and for files ------------------------------------------------------------------

    def preferences(self) -> Preferences:
        """The player's choices as the settings keep them: board, opponent, levels, mark, names and advice."""
        return Preferences(
            variant=self.variant,
            mode=self.mode,
            level=self.level,
            human_mark=self.series.mark_of(HUMAN_SEAT),
            names=(self.names[0], self.names[1]),
            demo_levels=(self.demo_levels[0], self.demo_levels[1]),
            prediction=self.advisor.shows_prediction,
            analysis=self.advisor.shows_analysis,
        )

    def snapshot(self) -> AppState:
        """Everything a restart needs: every series of scores and the local games (never a network game)."""
        state = self._local.snapshot()
        state.network_series = self._network.snapshot()
        return state

    def saved_game(self) -> SavedGame:
        names = {mark: self.name_of(mark) for mark in Player}
        return SavedGame(self.game.copy(), self.mode, self.level, names, self.computer_mark)

    @property
    def background_searches(self) -> dict[str, BackgroundSearch]:
        """Every search that may run off the GUI thread, by purpose (for tests and benchmarks)."""
        review = self.review.searches if self.review is not None else {}
        return {"computer": self._computer, **self.advisor.searches, **review}

    def _review_subject(self) -> ReviewSubject:
        """The finished game on the board as its review sees it: who played it here, and who is "you"."""
        game = self.game
        you = your_seat(self)
        return ReviewSubject(
            game.copy(),
            game,
            frozenset(mark for mark in Player if self._seating.plays_here(mark)),
            None if you is None else self.series.mark_of(you),
            self.remote is not None,
        )

    # --- internals -------------------------------------------------------------------------------

    @property
    def _in_play(self) -> GamesInPlay:
        """The network game while one is open; the local game waits untouched meanwhile."""
        return self._network if self.remote is not None else self._local
