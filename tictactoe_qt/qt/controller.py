"""The one place that changes the game: turns clicks and commands into core calls, and tells views."""

from __future__ import annotations

import random
from typing import cast

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..core import Game, Player
from ..core.ai import LEVELS, Level
from ..core.records import VARIANTS, AppState, SavedGame, Variant
from ..core.network_table import REMOTE_SEAT, NetworkTable
from ..core.score import COMPUTER_SEAT, HUMAN_SEAT, Mode, Series, clean_name
from ..core.table import Matchup, Preferences, Table
from .advisor import Advisor
from .computer_player import DEFAULT_DELAY_MS, BackgroundSearch, ComputerPlayer, search_thread
from .network_seat import NetworkSeat
from .text import fill


class GameController(QObject):
    """Holds the game, the players and the scores; views only draw what it reports.

    Against the computer, one Undo takes the board back to the human's previous turn (the
    computer's reply and the human's move together), and one Redo replays both. In the
    computer-against-computer demonstration both seats are computers and nothing is undone.

    No game is thrown away: switching board, opponent or level keeps the unfinished game of the
    matchup left, and switching back resumes it; a game replaced by New Game, a change of mark
    or an opened file comes back with Undo until a move is played in the game that replaced it.

    A network game seats a player on another computer opposite the local player (see
    start_network_game). It is played on a NetworkTable of its own: the local game, its matchup
    and its scores wait on the Table untouched (and are what the state file keeps as the game in
    progress) until the network game ends, so neither is ever shelved or replaced by the other.
    """

    board_changed = Signal()  # cells, last move, winning line or whether the board takes clicks
    status_changed = Signal()
    history_changed = Signal()  # can_undo / can_redo
    scores_changed = Signal()
    players_changed = Signal()  # names, marks, mode or level
    state_changed = Signal()  # anything a restart should bring back
    computer_moved = Signal(int, int)  # row, column of the move the computer just played
    game_replaced = Signal()  # an unfinished game made way for another; Undo brings it back
    game_kept = Signal()  # switching away kept the unfinished game for when the player comes back
    game_resumed = Signal()  # an unfinished game came back on the board

    def __init__(self, parent: QObject | None = None, *, computer_delay_ms: int = DEFAULT_DELAY_MS,
                 rng: random.Random | None = None) -> None:
        super().__init__(parent)
        self._table = Table()  # the game, its matchup, every matchup's scores and the games set aside
        self._network = NetworkTable()  # a network game and the scores per opponent
        self._remote: NetworkSeat | None = None  # the player on another computer, during a network game
        self._names = [self.default_name(0), self.default_name(1)]
        self._computer_delay_ms = computer_delay_ms
        # Computer against computer: a level per seat, and whether the demonstration is playing.
        self._demo_levels: list[Level] = ["easy", "perfect"]
        self._demo_running = False
        self._next_demo_game = QTimer(self, singleShot=True)
        self._next_demo_game.timeout.connect(self.new_game)
        self._search_thread = search_thread(self)  # one worker thread for every search, see search_thread()
        self._computer = ComputerPlayer(self, delay_ms=computer_delay_ms, rng=rng, thread=self._search_thread)
        self._computer.move_ready.connect(self._on_computer_move)
        self.advisor = Advisor(self, thread=self._search_thread)  # hint, outcome prediction and move analysis
        self.advisor.board_advice_changed.connect(self.board_changed)
        self.advisor.prediction_changed.connect(self.status_changed)
        self.advisor.settings_changed.connect(self.state_changed)
        self.advisor.position_changed(self.game, self.accepts_clicks)

    # --- what views read -------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        if self._remote is None:
            return self._table.game
        assert self._network.game is not None  # opened with the seat, closed with it
        return self._network.game

    @property
    def mode(self) -> Mode:
        """The opponent; a network game is two people playing, as at one computer."""
        return Mode.HUMAN_VS_HUMAN if self._remote is not None else self._table.mode

    @property
    def level(self) -> Level:
        return self._table.level

    @property
    def series(self) -> Series:
        return self._network.series if self._remote is not None else self._table.series

    @property
    def variant(self) -> Variant:
        """The board: (size, how many in a row win)."""
        return self._network.variant if self._remote is not None else self._table.variant

    @property
    def current_game_scored(self) -> bool:
        return self._remote is not None or self._table.scored

    @property
    def remote(self) -> NetworkSeat | None:
        """The network seat while a network game is open."""
        return self._remote

    @property
    def waiting_for_network(self) -> bool:
        """A network game with nobody at the other end yet, or any more."""
        return self._remote is not None and self._remote.waiting_text() is not None

    @property
    def is_thinking(self) -> bool:
        return self._computer.is_thinking

    @property
    def computer_mark(self) -> Player | None:
        """Against the computer, the mark it plays (None in the other modes)."""
        if self.mode is not Mode.HUMAN_VS_COMPUTER:
            return None
        return self.series.mark_of(COMPUTER_SEAT)

    def is_computer(self, seat: int) -> bool:
        return self.mode is Mode.COMPUTER_VS_COMPUTER or (
            self.mode is Mode.HUMAN_VS_COMPUTER and seat == COMPUTER_SEAT)

    def seat_level(self, seat: int) -> Level:
        return self._demo_levels[seat] if self.mode is Mode.COMPUTER_VS_COMPUTER else self.level

    @property
    def demo_running(self) -> bool:
        return self.mode is Mode.COMPUTER_VS_COMPUTER and self._demo_running

    @property
    def accepts_clicks(self) -> bool:
        if self._remote is not None:
            return self._remote.accepts_move
        game = self.game
        return (not game.is_over and not self.is_thinking
                and not self.is_computer(self.series.seat_of(game.current_player)))

    @property
    def can_undo(self) -> bool:
        """A move to take back, or a game New Game (a change of mark, Open) replaced to bring back."""
        if self._remote is not None:  # a request the other player answers
            return self._remote.can_request_undo
        return self._table.can_take_back_a_move or self.can_bring_back_replaced_game

    @property
    def can_bring_back_replaced_game(self) -> bool:
        return self._table.can_bring_back and not self.is_thinking and self._remote is None

    @property
    def can_redo(self) -> bool:
        return (self.game.can_redo and not self.is_thinking and self.mode is not Mode.COMPUTER_VS_COMPUTER
                and self._remote is None)

    def default_name(self, seat: int) -> str:
        return self.tr("Player %n", "", seat + 1)

    def seat_name(self, seat: int) -> str:
        if self._remote is not None:
            return (self._remote.peer_name or self.tr("Opponent")) if seat == REMOTE_SEAT else self._remote.my_name
        if self.mode is Mode.COMPUTER_VS_COMPUTER:
            return fill(self.tr("Computer %1"), seat + 1)
        if seat == COMPUTER_SEAT and self.mode is Mode.HUMAN_VS_COMPUTER:
            return self.tr("Computer")
        return self._names[seat]

    def name_of(self, mark: Player) -> str:
        return self.seat_name(self.series.seat_of(mark))

    # --- commands --------------------------------------------------------------------------------

    @Slot(int, int)
    def play(self, row: int, col: int) -> bool:
        """A human's move. Ignored (False) on an occupied cell, after the end or out of turn."""
        if not self.accepts_clicks or self.game.cell(row, col) is not None:
            return False
        if self._remote is not None:
            if not self._remote.play(row, col):
                return False
        else:
            self._table.human_moved()
        self.game.play(row, col)
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
        self._demo_running = self.mode is Mode.COMPUTER_VS_COMPUTER  # a new demonstration game plays itself
        self._computer.cancel()
        self._next_demo_game.stop()
        self._replace_game(self._table.new_game())

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
        if not self._table.can_take_back_a_move:
            self._table.bring_back()
            self._show_new_game()
            self.game_resumed.emit()
            return
        game = self.game
        if self.mode is Mode.HUMAN_VS_HUMAN:
            game.undo()
        else:
            human = self.series.mark_of(HUMAN_SEAT)
            took_back_human_move = False
            while game.can_undo and not (took_back_human_move and game.current_player is human):
                took_back_human_move |= game.current_player.other is human
                game.undo()
        self._after_move()

    @Slot()
    def redo(self) -> None:
        if not self.can_redo:
            return
        game = self.game
        game.redo()
        computer = self.computer_mark
        while game.can_redo and not game.is_over and game.current_player is computer:
            game.redo()
        self._after_move()

    @property
    def can_travel(self) -> bool:
        """Whether the move list may take the game back and forth (not while the computer plays)."""
        return self.mode is not Mode.COMPUTER_VS_COMPUTER and not self.is_thinking and self._remote is None

    def go_to_move(self, count: int) -> None:
        """Undo or redo until `count` moves are on the board (so Redo still works afterwards).

        Against the computer it stops on the human's turn, one move earlier if need be.
        """
        if not self.can_travel:
            return
        game = self.game
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
        if mode is not self.mode and self._remote is None:
            self._demo_running = mode is Mode.COMPUTER_VS_COMPUTER  # choosing the demonstration starts it
            self._switch_matchup((self.variant, mode, self.level))

    def set_level(self, level: Level) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        if level != self.level and self._remote is None:
            self._switch_matchup((self.variant, self.mode, level))

    def set_variant(self, variant: Variant) -> None:
        variant = cast(Variant, tuple(variant))  # a list, when read from a file
        if variant not in VARIANTS:
            raise ValueError(f"unknown board {variant!r}")
        if variant != self.variant and self._remote is None:
            self._switch_matchup((variant, self.mode, self.level))

    def set_human_mark(self, mark: Player) -> None:
        """Against the computer: the human plays `mark` from a fresh game on (Undo brings the old one back)."""
        mark = Player(mark)
        if self.series.mark_of(HUMAN_SEAT) is mark or self._remote is not None:
            return
        self._computer.cancel()
        self._replace_game(self._table.new_game(human_mark=mark))

    def set_name(self, seat: int, name: str) -> None:
        # Always reported, even when unchanged, so an edit left blank shows the name kept.
        self._names[seat] = clean_name(name) or self.default_name(seat)
        self.players_changed.emit()
        self.status_changed.emit()
        self.state_changed.emit()

    def rename_default_players(self, old_default_names: list[str]) -> None:
        """After a language switch: a player still called by the old language's default name gets the new one."""
        for seat, old in enumerate(old_default_names):
            if self._names[seat] == old:
                self._names[seat] = self.default_name(seat)
        self.players_changed.emit()
        self.status_changed.emit()
        self.state_changed.emit()

    @property
    def names(self) -> tuple[str, str]:
        return self._names[0], self._names[1]

    @Slot()
    def reset_scores(self) -> None:
        self.series.reset()
        if self._remote is None:
            self._table.mark_scored_result()
        self.scores_changed.emit()
        self.state_changed.emit()

    # --- saving and resuming ---------------------------------------------------------------------

    def snapshot(self) -> AppState:
        """Everything a restart needs to carry on: every series of scores and the games in progress.

        A network game is not resumed after a restart: the local game waiting for it is.
        """
        state = self._table.snapshot()
        state.network_series = self._network.snapshot()
        return state

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
        table = self._table
        table.variant, table.mode, table.level = p.variant or table.variant, p.mode or table.mode, p.level or table.level
        if p.prediction is not None:
            self.advisor.set_show_prediction(p.prediction)
        if p.analysis is not None:
            self.advisor.set_show_analysis(p.analysis)
        if state is not None:
            self.restore(state)
            return
        if p.human_mark is not None and self.mode is Mode.HUMAN_VS_COMPUTER:
            self.series.x_seat = HUMAN_SEAT if p.human_mark is Player.X else COMPUTER_SEAT
        self._demo_running = self.mode is Mode.COMPUTER_VS_COMPUTER  # as when the demonstration is chosen
        table.show(Game(*table.variant))
        self._show_new_game()

    def restore(self, state: AppState) -> None:
        self._computer.cancel()
        self._table.restore(state)
        self._network.restore(state.network_series)
        self._demo_running = False  # a demonstration left running waits for New Game after a restart
        self._show_new_game()

    def saved_game(self) -> SavedGame:
        names = {mark: self.name_of(mark) for mark in Player}
        return SavedGame(self.game.copy(), self.mode, self.level, names, self.computer_mark)

    def load_saved_game(self, saved: SavedGame) -> None:
        """Replace the game on screen by a loaded one, with its opponent and players.

        No game is lost: see Table.load for where the game it replaces goes. Not during a network game.
        """
        if self._remote is not None:
            return
        self._computer.cancel()
        self._replace_game(self._table.load(saved, self._names))

    # --- network games ---------------------------------------------------------------------------

    def start_network_game(self, seat: NetworkSeat) -> None:
        """Seat a player on another computer opposite the local player; the local game waits on its table."""
        self.end_network_game()
        self._computer.cancel()
        self._next_demo_game.stop()
        self._network.open(self.variant)
        self._remote = seat
        self._connect_seat(seat, True)
        self._show_new_game()

    def end_network_game(self) -> None:
        """Back to the local game as it was before the network game."""
        seat = self._remote
        if seat is None:
            return
        self._network.close()
        self._remote = None
        self._connect_seat(seat, False)
        self._show_new_game()

    def _connect_seat(self, seat: NetworkSeat, connect: bool) -> None:
        for signal, slot in ((seat.move_ready, self._play_from_seat), (seat.game_started, self._start_remote_game),
                             (seat.took_back, self._take_back), (seat.state_changed, self._after_move)):
            signal.connect(slot) if connect else signal.disconnect(slot)

    @Slot(object, object)
    def _start_remote_game(self, game: Game, my_mark: Player) -> None:
        if self._remote is None:  # the seat's signals are disconnected when it leaves: never, but cheap to refuse
            return
        self._network.begin(game, self._remote.peer_name, my_mark)
        self._show_new_game()

    @Slot(int)
    def _take_back(self, count: int) -> None:
        for _ in range(count):
            self.game.undo()
        self._after_move()

    @property
    def background_searches(self) -> dict[str, BackgroundSearch]:
        """Every search that may run off the GUI thread, by purpose (for tests and benchmarks)."""
        return {"computer": self._computer, **self.advisor.searches}

    def shutdown(self) -> None:
        """Stop every search before the window goes: nothing may arrive after this."""
        if self._remote is not None:
            self._remote.leave()
        for search in self.background_searches.values():
            search.cancel()
        # They share one thread: with every request cancelled, one wait covers them all.
        self._search_thread.clear()
        self._search_thread.waitForDone(1000)

    # --- internals -------------------------------------------------------------------------------

    def _switch_matchup(self, matchup: Matchup) -> None:
        """Keep the unfinished game of the matchup left, then resume the new one's or start afresh."""
        self._computer.cancel()
        self._next_demo_game.stop()
        kept, resumed = self._table.switch(matchup)
        self._show_new_game()
        if kept:
            self.game_kept.emit()
        if resumed:  # said last: what the player now sees matters most
            self.game_resumed.emit()

    def _replace_game(self, set_aside: bool) -> None:
        self._show_new_game()
        if set_aside:
            self.game_replaced.emit()

    def _show_new_game(self) -> None:
        """A different game is on the table (or the same game after a restart)."""
        self.players_changed.emit()
        self.scores_changed.emit()
        self._after_move()

    def _after_move(self) -> None:
        if self.series.show_result(self.game.is_over and self.current_game_scored, self.game.winner):
            self.scores_changed.emit()
        self._maybe_start_computer()
        self.advisor.position_changed(self.game, self.accepts_clicks)
        self.board_changed.emit()
        self.history_changed.emit()
        self.status_changed.emit()
        self.state_changed.emit()

    def _maybe_start_computer(self) -> None:
        game = self.game
        demo = self.mode is Mode.COMPUTER_VS_COMPUTER
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
        self.game.play(row, col)
        self.computer_moved.emit(row, col)
        self._after_move()
