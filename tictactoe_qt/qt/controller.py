"""The one place that changes the game: turns clicks and commands into core calls, and tells views."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..core import Game, Player
from ..core.ai import LEVELS, Level
from ..core.records import VARIANTS, AppState, SavedGame, SeriesKey, Variant, series_key
from ..core.score import COMPUTER_SEAT, HUMAN_SEAT, Mode, Series, clean_name
from .advisor import Advisor
from .computer_player import DEFAULT_DELAY_MS, BackgroundSearch, ComputerPlayer, search_thread
from .network_seat import REMOTE_SEAT, NetworkSeat
from .text import fill


@dataclass
class Preferences:
    """What the player chose last time; None means the default (as for a first start)."""

    variant: Variant | None = None
    mode: Mode | None = None
    level: Level | None = None
    human_mark: Player | None = None
    names: tuple[str | None, str | None] = (None, None)
    demo_levels: tuple[Level | None, Level | None] = (None, None)
    prediction: bool | None = None
    analysis: bool | None = None


class GameController(QObject):
    """Holds the game, the players and the scores; views only draw what it reports.

    Against the computer, one Undo takes the board back to the human's previous turn (the
    computer's reply and the human's move together), and one Redo replays both. In the
    computer-against-computer demonstration both seats are computers and nothing is undone.
    """

    board_changed = Signal()  # cells, last move, winning line or whether the board takes clicks
    status_changed = Signal()
    history_changed = Signal()  # can_undo / can_redo
    scores_changed = Signal()
    players_changed = Signal()  # names, marks, mode or level
    state_changed = Signal()  # anything a restart should bring back
    computer_moved = Signal(int, int)  # row, column of the move the computer just played

    def __init__(self, parent: QObject | None = None, *, computer_delay_ms: int = DEFAULT_DELAY_MS,
                 rng: random.Random | None = None) -> None:
        super().__init__(parent)
        self._variant: Variant = VARIANTS[0]
        self._game = Game(*self._variant)
        self._mode = Mode.HUMAN_VS_HUMAN
        self._level: Level = "perfect"
        self._names = [self.default_name(0), self.default_name(1)]
        self._series: dict[SeriesKey, Series] = {}
        # The moves of a game loaded already finished: its result was not won here, so it is not scored.
        self._unscored_moves: tuple | None = None
        self._computer_delay_ms = computer_delay_ms
        # Computer against computer: a level per seat, and whether the demonstration is playing.
        self._demo_levels: list[Level] = ["easy", "perfect"]
        self._demo_running = False
        self._next_demo_game = QTimer(self, singleShot=True)
        self._next_demo_game.timeout.connect(self.new_game)
        # A network game: the other seat is a player on another computer. The local game, mode and
        # scores wait aside (and are what gets saved) until it ends; network scores are per opponent.
        self._remote: NetworkSeat | None = None
        self._local_state: AppState | None = None
        self._network_series: dict[tuple[Variant, str], Series] = {}
        self._nobody_series = Series()  # the scoreboard while a hosted game waits for its opponent
        self._search_thread = search_thread(self)  # one worker thread for every search, see search_thread()
        self._computer = ComputerPlayer(self, delay_ms=computer_delay_ms, rng=rng, thread=self._search_thread)
        self._computer.move_ready.connect(self._on_computer_move)
        self.advisor = Advisor(self, thread=self._search_thread)  # hint, outcome prediction and move analysis
        self.advisor.board_advice_changed.connect(self.board_changed)
        self.advisor.prediction_changed.connect(self.status_changed)
        self.advisor.settings_changed.connect(self.state_changed)
        self.advisor.position_changed(self._game, self.accepts_clicks)

    # --- what views read -------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self._game

    @property
    def mode(self) -> Mode:
        return self._mode

    @property
    def level(self) -> Level:
        return self._level

    @property
    def series(self) -> Series:
        if self._remote is not None:
            if not self._remote.peer_name:  # nobody has joined yet: nothing to keep
                return self._nobody_series
            return self._network_series.setdefault((self.variant, self._remote.peer_name), Series())
        return self._series.setdefault(series_key(self.variant, self._mode, self._level), Series())

    @property
    def remote(self) -> NetworkSeat | None:
        """The network seat while a network game is open."""
        return self._remote

    @property
    def waiting_for_network(self) -> bool:
        """A network game with nobody at the other end yet, or any more."""
        return self._remote is not None and self._remote.waiting_text() is not None

    def is_remote(self, seat: int) -> bool:
        return self._remote is not None and seat == REMOTE_SEAT

    @property
    def variant(self) -> Variant:
        """The board: (size, how many in a row win)."""
        return self._variant

    @property
    def current_game_scored(self) -> bool:
        return tuple(self._game.moves) != self._unscored_moves

    @property
    def is_thinking(self) -> bool:
        return self._computer.is_thinking

    @property
    def computer_mark(self) -> Player | None:
        """Against the computer, the mark it plays (None in the other modes)."""
        if self._mode is not Mode.HUMAN_VS_COMPUTER:
            return None
        return self.series.mark_of(COMPUTER_SEAT)

    def is_computer(self, seat: int) -> bool:
        if self._remote is not None:
            return False
        return self._mode is Mode.COMPUTER_VS_COMPUTER or (
            self._mode is Mode.HUMAN_VS_COMPUTER and seat == COMPUTER_SEAT)

    def seat_level(self, seat: int) -> Level:
        return self._demo_levels[seat] if self._mode is Mode.COMPUTER_VS_COMPUTER else self._level

    @property
    def demo_running(self) -> bool:
        return self._mode is Mode.COMPUTER_VS_COMPUTER and self._demo_running

    @property
    def accepts_clicks(self) -> bool:
        game = self._game
        if self._remote is not None:
            return self._remote.accepts_move
        return (not game.is_over and not self.is_thinking
                and not self.is_computer(self.series.seat_of(game.current_player)))

    @property
    def can_undo(self) -> bool:
        if self._remote is not None:  # a request the other player answers
            return self._remote.can_request_undo
        if self._mode is Mode.HUMAN_VS_HUMAN:
            return self._game.can_undo
        if self._mode is Mode.COMPUTER_VS_COMPUTER:
            return False
        human_first_move = 0 if self.series.mark_of(HUMAN_SEAT) is Player.X else 1
        return len(self._game.moves) > human_first_move

    @property
    def can_redo(self) -> bool:
        return (self._game.can_redo and not self.is_thinking and self._mode is not Mode.COMPUTER_VS_COMPUTER
                and self._remote is None)

    def default_name(self, seat: int) -> str:
        return self.tr("Player %n", "", seat + 1)

    def seat_name(self, seat: int) -> str:
        if self.is_remote(seat):
            return self._remote.peer_name or self.tr("Opponent")
        if self._remote is not None:
            return self._remote.my_name
        if self._mode is Mode.COMPUTER_VS_COMPUTER:
            return fill(self.tr("Computer %1"), seat + 1)
        if seat == COMPUTER_SEAT and self._mode is Mode.HUMAN_VS_COMPUTER:
            return self.tr("Computer")
        return self._names[seat]

    def name_of(self, mark: Player) -> str:
        return self.seat_name(self.series.seat_of(mark))

    def level_name(self, level: Level | None = None) -> str:
        names = {"easy": self.tr("Easy"), "medium": self.tr("Medium"), "perfect": self.tr("Unbeatable")}
        return names[level or self._level]

    def status_text(self) -> str:
        game = self._game
        waiting = self._remote.waiting_text() if self._remote is not None else None
        if waiting is not None:
            return waiting
        if game.winner is not None:
            return fill(self.tr("%1 wins!"), self.name_of(game.winner))
        if game.is_draw:
            return self.tr("Draw")
        if self.is_thinking:
            if self._mode is Mode.COMPUTER_VS_COMPUTER:
                return fill(self.tr("%1 is thinking… (%2)"), self.name_of(game.current_player), game.current_player.value)
            return self.tr("Computer is thinking…")
        if self._mode is Mode.COMPUTER_VS_COMPUTER:
            return self.tr("Demonstration stopped")
        mark = game.current_player
        return fill(self.tr("%1's turn (%2)"), self.name_of(mark), mark.value)

    def next_game_text(self) -> str:
        """After a game, who will start the next one (the seats swap marks)."""
        if not self._game.is_over:
            return ""
        next_x_seat = 1 - self.series.x_seat
        return fill(self.tr("New Game: %1 plays X and starts"), self.seat_name(next_x_seat))

    # --- commands --------------------------------------------------------------------------------

    @Slot(int, int)
    def play(self, row: int, col: int) -> bool:
        """A human's move. Ignored (False) on an occupied cell, after the end or out of turn."""
        if not self.accepts_clicks or self._game.cell(row, col) is not None:
            return False
        if self._remote is not None and not self._remote.play(row, col):
            return False
        self._game.play(row, col)
        self._after_move()
        return True

    @Slot()
    def request_hint(self) -> None:
        """Find the best move for the human to move; the board shows it when it is found."""
        self.advisor.request_hint()

    @Slot()
    def new_game(self) -> None:
        if self._remote is not None:  # the other player agrees to it, or not
            self._remote.offer_new_game()
            return
        self._demo_running = self._mode is Mode.COMPUTER_VS_COMPUTER  # a new demonstration game plays itself
        self._start_next_game()

    @Slot()
    def stop_demo(self) -> None:
        """Stop the computers where they are; New Game starts them again."""
        if not self.demo_running:
            return
        self._demo_running = False
        self._next_demo_game.stop()
        self._computer.cancel()
        self._after_move()

    def set_demo_level(self, seat: int, level: Level) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        if level != self._demo_levels[seat]:
            self._demo_levels[seat] = level
            self.players_changed.emit()
            self.state_changed.emit()

    @property
    def demo_levels(self) -> tuple[Level, Level]:
        return self._demo_levels[0], self._demo_levels[1]

    @Slot()
    def undo(self) -> None:
        if not self.can_undo:
            return
        if self._remote is not None:
            self._remote.request_undo()
            return
        self._computer.cancel()
        if self._mode is Mode.HUMAN_VS_HUMAN:
            self._game.undo()
        else:
            human = self.series.mark_of(HUMAN_SEAT)
            took_back_human_move = False
            while self._game.can_undo and not (took_back_human_move and self._game.current_player is human):
                took_back_human_move |= self._game.current_player.other is human
                self._game.undo()
        self._after_move()

    @Slot()
    def redo(self) -> None:
        if not self.can_redo:
            return
        self._game.redo()
        computer = self.computer_mark
        while self._game.can_redo and not self._game.is_over and self._game.current_player is computer:
            self._game.redo()
        self._after_move()

    @property
    def can_travel(self) -> bool:
        """Whether the move list may take the game back and forth (not while the computer plays)."""
        return self._mode is not Mode.COMPUTER_VS_COMPUTER and not self.is_thinking and self._remote is None

    def go_to_move(self, count: int) -> None:
        """Undo or redo until `count` moves are on the board (so Redo still works afterwards).

        Against the computer it stops on the human's turn, one move earlier if need be.
        """
        if not self.can_travel:
            return
        game = self._game
        while len(game.moves) > count and game.can_undo:
            game.undo()
        while len(game.moves) < count and game.can_redo:
            game.redo()
        computer = self.computer_mark
        if not game.is_over and game.current_player is computer and game.can_undo:
            game.undo()
        self._after_move()

    def set_mode(self, mode: Mode) -> None:
        mode = Mode(mode)
        if mode is not self._mode and self._remote is None:
            self._demo_running = mode is Mode.COMPUTER_VS_COMPUTER  # choosing the demonstration starts it
            self._start_next_game(lambda: setattr(self, "_mode", mode))

    def set_level(self, level: Level) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        if level != self._level and self._remote is None:
            self._start_next_game(lambda: setattr(self, "_level", level))

    def set_variant(self, variant: Variant) -> None:
        variant = tuple(variant)
        if variant not in VARIANTS:
            raise ValueError(f"unknown board {variant!r}")
        if variant != self._variant and self._remote is None:
            self._start_next_game(lambda: setattr(self, "_variant", variant))

    def set_human_mark(self, mark: Player) -> None:
        """Against the computer: the human plays `mark` from a fresh game on."""
        mark = Player(mark)
        if self.series.mark_of(HUMAN_SEAT) is mark:
            return
        self._computer.cancel()
        self.series.start_next_game(previous_finished=False)
        self.series.x_seat = HUMAN_SEAT if mark is Player.X else COMPUTER_SEAT
        self._start_game()

    def set_name(self, seat: int, name: str) -> None:
        # Always reported, even when unchanged, so an edit left blank shows the name kept.
        self._names[seat] = clean_name(name) or self.default_name(seat)
        self.players_changed.emit()
        self.status_changed.emit()
        self.state_changed.emit()

    @property
    def names(self) -> tuple[str, str]:
        return self._names[0], self._names[1]

    @Slot()
    def reset_scores(self) -> None:
        self.series.reset()
        if self._game.is_over:  # its result was just cleared; only a different ending scores again
            self._unscored_moves = tuple(self._game.moves)
        self.scores_changed.emit()
        self.state_changed.emit()

    # --- saving and resuming ---------------------------------------------------------------------

    def snapshot(self) -> AppState:
        """Everything a restart needs to carry on: every series of scores and the game in progress."""
        network = {key: replace(series, counted=None) for key, series in self._network_series.items()}
        if self._local_state is not None:  # a network game is not resumed by a restart: the local one is
            return replace(self._local_state, network_series=network)
        return AppState(dict(self._series), self._mode, self._level, self._game.copy(), self.current_game_scored,
                        network)

    def resume(self, preferences: Preferences, state: AppState | None) -> None:
        """Start-up in one step: the saved preferences, then the saved game or a fresh one.

        Going through the setters would set up a throwaway game per setting, and start the
        computer and the advisor searching on each.
        """
        p = preferences
        for seat, name in enumerate(p.names):
            if name is not None:
                self._names[seat] = clean_name(name) or self.default_name(seat)
        for seat, level in enumerate(p.demo_levels):
            if level is not None:
                self._demo_levels[seat] = level
        self._variant = p.variant or self._variant
        self._mode = p.mode or self._mode
        self._level = p.level or self._level
        if p.prediction is not None:
            self.advisor.set_show_prediction(p.prediction)
        if p.analysis is not None:
            self.advisor.set_show_analysis(p.analysis)
        if state is not None:
            self.restore(state)
            return
        if p.human_mark is not None and self._mode is Mode.HUMAN_VS_COMPUTER:
            self.series.x_seat = HUMAN_SEAT if p.human_mark is Player.X else COMPUTER_SEAT
        self._demo_running = self._mode is Mode.COMPUTER_VS_COMPUTER  # as when the demonstration is chosen
        self._start_game()

    def restore(self, state: AppState) -> None:
        self._computer.cancel()
        self._series = dict(state.series)
        self._network_series = dict(state.network_series)
        self._mode, self._level = state.mode, state.level
        self._variant = (state.game.size, state.game.win_length)
        self._demo_running = False  # a demonstration left running waits for New Game after a restart
        self._show_new_game(state.game, scored=state.scored)

    def saved_game(self) -> SavedGame:
        names = {mark: self.name_of(mark) for mark in Player}
        return SavedGame(self._game.copy(), self._mode, self._level, names, self.computer_mark)

    def load_saved_game(self, saved: SavedGame) -> None:
        """Replace the game on screen by a loaded one, with its opponent and players."""
        self._computer.cancel()
        self.series.start_next_game(previous_finished=self._game.is_over)
        self._mode, self._level = saved.mode, saved.level
        self._variant = (saved.game.size, saved.game.win_length)
        series = self.series
        if saved.computer_mark is not None:
            series.x_seat = COMPUTER_SEAT if saved.computer_mark is Player.X else HUMAN_SEAT
            self._names[HUMAN_SEAT] = saved.names[saved.computer_mark.other]
        elif {saved.names[Player.X], saved.names[Player.O]} == set(self._names):
            series.x_seat = self._names.index(saved.names[Player.X])  # the same two people: keep their scores
        else:
            self._names[series.x_seat] = saved.names[Player.X]
            self._names[1 - series.x_seat] = saved.names[Player.O]
        self._show_new_game(saved.game, scored=not saved.game.is_over)

    # --- network games ---------------------------------------------------------------------------

    def start_network_game(self, seat: NetworkSeat) -> None:
        """Seat a player on another computer opposite the local player; the local game waits aside."""
        self.end_network_game()
        self._computer.cancel()
        self._next_demo_game.stop()
        self._local_state = self.snapshot()
        self._remote = seat
        seat.move_ready.connect(self._play_from_seat)
        seat.game_started.connect(self._start_remote_game)
        seat.took_back.connect(self._take_back)
        seat.state_changed.connect(self._after_move)
        self._show_new_game(Game(*self._variant), scored=True)

    def end_network_game(self) -> None:
        """Back to the local game as it was before the network game."""
        seat = self._remote
        if seat is None:
            return
        self.series.start_next_game(previous_finished=False)  # the result stays counted, the game is over
        self._remote = None
        for signal, slot in ((seat.move_ready, self._play_from_seat), (seat.game_started, self._start_remote_game),
                             (seat.took_back, self._take_back), (seat.state_changed, self._after_move)):
            signal.disconnect(slot)
        state, self._local_state = self._local_state, None
        network = self._network_series
        self.restore(state)
        self._network_series = network  # the stashed state's copy predates this network game

    @Slot(object, object)
    def _start_remote_game(self, game: Game, my_mark: Player) -> None:
        x_seat = 1 - REMOTE_SEAT if my_mark is Player.X else REMOTE_SEAT
        same_game = (self._variant == (game.size, game.win_length) and self.series.x_seat == x_seat
                     and tuple(game.moves) == tuple(self._game.moves))
        self._variant = (game.size, game.win_length)
        series = self.series
        if not same_game:  # a new game (a rematch), not the same one taken up again after a reconnect
            series.start_next_game(previous_finished=False)  # the marks come from the host, set just below
            series.x_seat = x_seat
        self._show_new_game(game, scored=True)

    @Slot(int)
    def _take_back(self, count: int) -> None:
        for _ in range(count):
            self._game.undo()
        self._after_move()

    @property
    def background_searches(self) -> dict[str, BackgroundSearch]:
        """Every search that may run off the GUI thread, by purpose (for tests and benchmarks)."""
        return {"computer": self._computer, **self.advisor.searches}

    def shutdown(self) -> None:
        """Stop every search before the window goes: nothing may arrive after this."""
        if self._remote is not None:
            self._remote.leave()
        searches = self.background_searches.values()
        for search in searches:  # all told at once, so they stop side by side
            search.cancel()
        for search in searches:
            search.shutdown()

    # --- internals -------------------------------------------------------------------------------

    def _start_next_game(self, change_matchup=None) -> None:
        """Set the game in progress aside (after changing mode or level, if asked) and start afresh."""
        self._computer.cancel()
        self._next_demo_game.stop()
        self.series.start_next_game(previous_finished=self._game.is_over)
        if change_matchup is not None:
            first_player_mark = self.series.mark_of(HUMAN_SEAT)
            change_matchup()
            if series_key(self.variant, self._mode, self._level) not in self._series:
                # A matchup met for the first time keeps the mark the player had.
                self.series.x_seat = HUMAN_SEAT if first_player_mark is Player.X else COMPUTER_SEAT
        self._start_game()

    def _start_game(self) -> None:
        self._show_new_game(Game(*self._variant), scored=True)

    def _show_new_game(self, game: Game, *, scored: bool) -> None:
        self._game = game
        self._unscored_moves = None if scored else tuple(game.moves)
        self.players_changed.emit()
        self.scores_changed.emit()
        self._after_move()

    def _after_move(self) -> None:
        if self.series.show_result(self._game.is_over and self.current_game_scored, self._game.winner):
            self.scores_changed.emit()
        self._maybe_start_computer()
        self.advisor.position_changed(self._game, self.accepts_clicks)
        self.board_changed.emit()
        self.history_changed.emit()
        self.status_changed.emit()
        self.state_changed.emit()

    def _maybe_start_computer(self) -> None:
        game = self._game
        demo = self._mode is Mode.COMPUTER_VS_COMPUTER
        if demo and not self._demo_running:
            return
        if demo and game.is_over:
            self._next_demo_game.start(self._computer_delay_ms * 4)  # time to see the result
            return
        seat = self.series.seat_of(game.current_player)
        if not game.is_over and self.is_computer(seat) and not self.is_thinking:
            # A demonstration plays at half speed, so the moves can be followed.
            self._computer.delay_ms = self._computer_delay_ms * (2 if demo else 1)
            self._computer.request(game, self.seat_level(seat))

    @Slot(int, int, int)
    def _on_computer_move(self, request_id: int, row: int, col: int) -> None:
        # ComputerPlayer answers only its latest request, and every change here cancels the one
        # in flight, so whatever arrives answers the position on the board now.
        self._play_from_seat(row, col)

    @Slot(int, int)
    def _play_from_seat(self, row: int, col: int) -> None:
        """A move from a seat other than the mouse and keyboard here: the computer's, or the wire's."""
        self._game.play(row, col)
        self.computer_moved.emit(row, col)
        self._after_move()
