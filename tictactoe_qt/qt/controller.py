"""The one place that changes the game: turns clicks and commands into core calls, and tells views."""

from __future__ import annotations

import random
from typing import cast

from PySide6.QtCore import QObject, Signal, Slot

from ..core import Game, Player
from ..core.ai import LEVELS, Level
from ..core.records import VARIANTS, AppState, SavedGame, Variant
from ..core.score import HUMAN_SEAT, Mode, Series
from ..core.table import Matchup, Preferences, Table
from ..core.turns import go_to_move, replay_turn, take_back_turn
from .advisor import Advisor
from .computer_player import DEFAULT_DELAY_MS, BackgroundSearch, ComputerPlayer, search_thread
from .network_game import NetworkGame
from .network_seat import NetworkSeat
from .seating import Seating


class GameController(QObject):
    """Holds the game, its seats and the scores; views only draw what it reports.

    Each side of the board is a seat (seats.py): a person here, the computer at a level, or a
    player on another computer; the mode is a choice of two (Seating.choose). The controller
    tells the seat to move that it is its turn, plays the move the seat answers with (a
    person's comes through play()), and stops the seats whenever the position changes under
    them, so no answer about an old position can reach the board.

    Undo and Redo go by the turns of the people here (core/turns.py): against the computer one
    Undo takes back its reply and the person's move. A demonstration has nobody here to undo for.

    No game is thrown away: switching board, opponent or level keeps the unfinished game of the
    matchup left, and switching back resumes it; a game replaced by New Game, a change of mark
    or an opened file comes back with Undo until a move is played in the game that replaced it.
    A network game (NetworkGame) is played on a table of its own while the local game waits on
    the Table untouched; there Undo and New Game become requests the other player answers.
    """

    board_changed = Signal()  # cells, last move, winning line or whether the board takes clicks
    status_changed = Signal()
    history_changed = Signal()  # can_undo / can_redo
    scores_changed = Signal()
    players_changed = Signal()  # names, marks, mode or level
    state_changed = Signal()  # anything a restart should bring back
    computer_moved = Signal(int, int)  # row, column of a move from a seat not at this keyboard (computer or wire)
    game_replaced = Signal()  # an unfinished game made way for another; Undo brings it back
    game_kept = Signal()  # switching away kept the unfinished game for when the player comes back
    game_resumed = Signal()  # an unfinished game came back on the board

    def __init__(self, parent: QObject | None = None, *, computer_delay_ms: int = DEFAULT_DELAY_MS,
                 rng: random.Random | None = None) -> None:
        super().__init__(parent)
        self._table = Table()  # the local game, its matchup, every matchup's scores and the games set aside
        self._network = NetworkGame(self)
        self._network.game_changed.connect(self._show_new_game)
        self._network.position_changed.connect(self._after_move)
        self._search_thread = search_thread(self)  # one worker thread for every search, see search_thread()
        self._computer = ComputerPlayer(self, delay_ms=computer_delay_ms, rng=rng, thread=self._search_thread)
        self._seating = Seating(lambda: (self.game, self.series), self._computer, computer_delay_ms,
                                self.default_name, self)
        self._seating.move_played.connect(self._play_from_seat)
        self._demo = self._seating.demo
        self._demo.next_game_due.connect(self.new_game)
        self._demo.levels_changed.connect(self.players_changed)
        self._demo.levels_changed.connect(self.state_changed)
        self.advisor = Advisor(self, thread=self._search_thread)  # hint, outcome prediction and move analysis
        self.advisor.board_advice_changed.connect(self.board_changed)
        self.advisor.prediction_changed.connect(self.status_changed)
        self.advisor.settings_changed.connect(self.state_changed)
        self.advisor.position_changed(self.game, self.accepts_clicks)

    # --- what views read -------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self._network.game if self._is_networked else self._table.game

    @property
    def mode(self) -> Mode:
        """The opponent; a network game is two people playing, as at one computer."""
        return Mode.HUMAN_VS_HUMAN if self._is_networked else self._table.mode

    @property
    def level(self) -> Level:
        return self._table.level

    @property
    def series(self) -> Series:
        return self._network.series if self._is_networked else self._table.series

    @property
    def variant(self) -> Variant:
        """The board: (size, how many in a row win)."""
        return self._network.variant if self._is_networked else self._table.variant

    @property
    def current_game_scored(self) -> bool:
        return self._is_networked or self._table.scored

    @property
    def remote(self) -> NetworkSeat | None:
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

    def seat_level(self, seat: int) -> Level:
        return self._seating.level_of(seat) or self.level

    @property
    def demo_running(self) -> bool:
        return self._seating.watching and self._demo.running

    @property
    def demo_levels(self) -> tuple[Level, Level]:
        return self._demo.levels

    @property
    def accepts_clicks(self) -> bool:
        return self._seating.takes_clicks

    @property
    def can_undo(self) -> bool:
        """A move to take back, or a game New Game (a change of mark, Open) replaced to bring back."""
        if self.remote is not None:  # a request the other player answers
            return self.remote.can_request_undo
        return self._table.can_take_back_a_move or self.can_bring_back_replaced_game

    @property
    def can_bring_back_replaced_game(self) -> bool:
        return self._table.can_bring_back and not self.is_thinking and not self._is_networked

    @property
    def can_redo(self) -> bool:
        return self.game.can_redo and self.can_travel

    @property
    def can_travel(self) -> bool:
        """Whether Redo and the move list may take the game back and forth (not while a computer plays)."""
        return not self._seating.watching and not self.is_thinking and not self._is_networked

    def default_name(self, seat: int) -> str:
        return self.tr("Player %n", "", seat + 1)

    def seat_name(self, seat: int) -> str:
        return self._seating.seats[seat].name

    def name_of(self, mark: Player) -> str:
        return self.seat_name(self.series.seat_of(mark))

    @property
    def names(self) -> tuple[str, str]:
        """The names the people here chose, kept while a computer or a network player sits in."""
        return self._seating.names[0], self._seating.names[1]

    # --- commands --------------------------------------------------------------------------------

    @Slot(int, int)
    def play(self, row: int, col: int) -> bool:
        """A move from this mouse or keyboard. Ignored (False) on an occupied cell, after the end or out of turn."""
        if not self.accepts_clicks or self.game.cell(row, col) is not None:
            return False
        if not self._seating.opposite(self._seating.to_move).opponent_played(row, col):
            return False  # the wire would not take it
        if not self._is_networked:
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
        if self.remote is not None:  # the other player agrees to it, or not
            self.remote.offer_new_game()
            return
        self._demo.running = self.mode is Mode.COMPUTER_VS_COMPUTER  # a new demonstration game plays itself
        self._seating.stop()
        self._replace_game(self._table.new_game())

    @Slot()
    def stop_demo(self) -> None:
        """Stop the computers where they are; New Game starts them again."""
        if self.demo_running:
            self._demo.running = False
            self._seating.stop()
            self._after_move()

    def set_demo_level(self, seat: int, level: Level) -> None:
        self._demo.set_level(seat, level)

    @Slot()
    def undo(self) -> None:
        if not self.can_undo:
            return
        if self.remote is not None:
            self.remote.request_undo()
            return
        self._seating.stop()
        if self._table.can_take_back_a_move:
            take_back_turn(self.game, self._seating.plays_here)
            self._after_move()
        else:
            self._table.bring_back()
            self._show_new_game()
            self.game_resumed.emit()

    @Slot()
    def redo(self) -> None:
        if self.can_redo:
            replay_turn(self.game, self._seating.plays_here)
            self._after_move()

    def go_to_move(self, count: int) -> None:
        """Undo or redo until `count` moves are on the board (so Redo still works afterwards).

        Against the computer it stops on the human's turn, one move earlier if need be.
        """
        if self.can_travel:
            go_to_move(self.game, count, self._seating.plays_here)
            self._after_move()

    def set_mode(self, mode: Mode) -> None:
        mode = Mode(mode)
        if mode is not self.mode and not self._is_networked:
            self._demo.running = mode is Mode.COMPUTER_VS_COMPUTER  # choosing the demonstration starts it
            self._switch_matchup((self.variant, mode, self.level))

    def set_level(self, level: Level) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        if level != self.level and not self._is_networked:
            self._switch_matchup((self.variant, self.mode, level))

    def set_variant(self, variant: Variant) -> None:
        variant = cast(Variant, tuple(variant))  # a list, when read from a file
        if variant not in VARIANTS:
            raise ValueError(f"unknown board {variant!r}")
        if variant != self.variant and not self._is_networked:
            self._switch_matchup((variant, self.mode, self.level))

    def set_human_mark(self, mark: Player) -> None:
        """Against the computer: the human plays `mark` from a fresh game on (Undo brings the old one back)."""
        mark = Player(mark)
        if self.series.mark_of(HUMAN_SEAT) is not mark and not self._is_networked:
            self._seating.stop()
            self._replace_game(self._table.new_game(human_mark=mark))

    def set_name(self, seat: int, name: str) -> None:
        # Always reported, even when unchanged, so an edit left blank shows the name kept.
        self._seating.rename(seat, name)
        self._names_changed()

    def rename_default_players(self, old_default_names: list[str]) -> None:
        """After a language switch: a player still called by the old language's default name gets the new one."""
        self._seating.rename_defaults(old_default_names)
        self._names_changed()

    @Slot()
    def reset_scores(self) -> None:
        self.series.reset()
        if not self._is_networked:
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
        self._seating.use_preferences(preferences)
        self._table.use_preferences(preferences)
        if preferences.prediction is not None:
            self.advisor.set_show_prediction(preferences.prediction)
        if preferences.analysis is not None:
            self.advisor.set_show_analysis(preferences.analysis)
        if state is not None:
            self.restore(state)
            return
        self._table.start(preferences.human_mark)
        self._demo.running = self.mode is Mode.COMPUTER_VS_COMPUTER  # as when the demonstration is chosen
        self._show_new_game()

    def restore(self, state: AppState) -> None:
        self._seating.stop()
        self._table.restore(state)
        self._network.restore(state.network_series)
        self._demo.running = False  # a demonstration left running waits for New Game after a restart
        self._show_new_game()

    def saved_game(self) -> SavedGame:
        names = {mark: self.name_of(mark) for mark in Player}
        return SavedGame(self.game.copy(), self.mode, self.level, names, self.computer_mark)

    def load_saved_game(self, saved: SavedGame) -> None:
        """Replace the game on screen by a loaded one, with its opponent and players.

        No game is lost: see Table.load for where the game it replaces goes. Not during a network game.
        """
        if not self._is_networked:
            self._seating.stop()
            self._replace_game(self._table.load(saved, self._seating.names))

    # --- network games ---------------------------------------------------------------------------

    def start_network_game(self, seat: NetworkSeat) -> None:
        """Seat a player on another computer opposite the local player; the local game waits on its table."""
        self.end_network_game()
        self._seating.stop()
        self._demo.cancel_next_game()
        self._network.open(seat, self.variant)
        self._show_new_game()

    def end_network_game(self) -> None:
        """Back to the local game as it was before the network game."""
        seat = self.remote
        if seat is not None:
            self._network.close()
            self._show_new_game()

    @property
    def background_searches(self) -> dict[str, BackgroundSearch]:
        """Every search that may run off the GUI thread, by purpose (for tests and benchmarks)."""
        return {"computer": self._computer, **self.advisor.searches}

    def shutdown(self) -> None:
        """Stop every search before the window goes: nothing may arrive after this."""
        if self.remote is not None:
            self.remote.leave()
        for search in self.background_searches.values():
            search.cancel()
        # They share one thread: with every request cancelled, one wait covers them all.
        self._search_thread.clear()
        self._search_thread.waitForDone(1000)

    # --- internals -------------------------------------------------------------------------------

    @property
    def _is_networked(self) -> bool:
        return self._network.seat is not None

    def _switch_matchup(self, matchup: Matchup) -> None:
        """Keep the unfinished game of the matchup left, then resume the new one's or start afresh."""
        self._seating.stop()
        self._demo.cancel_next_game()
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

    def _names_changed(self) -> None:
        self.players_changed.emit()
        self.status_changed.emit()
        self.state_changed.emit()

    @Slot()
    def _show_new_game(self) -> None:
        """A different game is on the board (or the same after a restart), perhaps with other seats."""
        self._seating.choose(self.mode, self.level, self.remote)
        self.players_changed.emit()
        self.scores_changed.emit()
        self._after_move()

    @Slot()
    def _after_move(self) -> None:
        if self.series.show_result(self.game.is_over and self.current_game_scored, self.game.winner):
            self.scores_changed.emit()
        self._seating.give_turn()
        self.advisor.position_changed(self.game, self.accepts_clicks)
        self.board_changed.emit()
        self.history_changed.emit()
        self.status_changed.emit()
        self.state_changed.emit()

    @Slot(int, int)
    def _play_from_seat(self, row: int, col: int) -> None:
        """A move from the seat to move when it is not this mouse and keyboard: the computer's, or the wire's."""
        self.game.play(row, col)
        self.computer_moved.emit(row, col)
        self._after_move()
