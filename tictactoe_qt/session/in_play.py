"""What the controller plays: the games at this computer (LocalGames) or a network game (NetworkGame). It asks
whichever is on the board through GamesInPlay's members only, so it never asks which it has; each answers for the
table it keeps (core/table.py, core/network_table.py).

LocalGames: the Table (core/table.py) keeps a game and scores per board, opponent and level, and the game New Game
set aside; LocalGames adds what each command does around it (the seats stopped first, Undo by turns, the player
told what was kept). While a network game is open they wait untouched (`waiting`): the board, opponent, level and
mark settings are ignored.

NetworkGame: a game with a player on another computer, on the NetworkTable (kept apart from the local Table, see
core/network_table.py), and the RemoteSeat that speaks for the other player. There is one game per match: the
connection's (its Match's), on which the protocol plays both players' moves and takes moves back by agreement. This
shows that game on the board and tells the controller when it changed; it never changes it itself. Here Undo and
New Game are requests the other player answers.
"""

from __future__ import annotations

from ..core import Player
from ..core.board_game import BoardGame
from ..core.kinds import VARIANTS, Variant, level_on
from ..core.levels import ALL_LEVELS, AnyLevel
from ..core.modes import HUMAN_SEAT, Mode
from ..core.network_table import NetworkTable
from ..core.records import AppState, SavedGame
from ..core.score import NetworkSeriesKey, Series
from ..core.table import Matchup, Preferences, Table
from ..core.turns import go_to_move, replay_turn, take_back_turn
from .seats import RemoteSeat, Seating
from .signal import Signal


class GamesInPlay:
    game_changed = Signal()  # a different game is on the board (or the same after a restart or a reconnect)
    position_changed = Signal()  # moves came off the board or back on, or what the board may take changed

    def __init__(self, table: Table | NetworkTable) -> None:
        self._played_on = table

    @property
    def game(self) -> BoardGame:
        game = self._played_on.game
        assert game is not None, "no network game is open"  # the controller plays it only while open
        return game

    @property
    def series(self) -> Series:
        return self._played_on.series

    @property
    def variant(self) -> Variant:
        return self._played_on.variant

    # --- what each kind answers for itself -------------------------------------------------------------

    @property
    def mode(self) -> Mode:
        raise NotImplementedError

    @property
    def scored(self) -> bool:
        """Whether the game's result counts when it ends."""
        raise NotImplementedError

    @property
    def practising(self) -> bool:
        """Whether the game on the board is a position of a reviewed game put back to try a move again."""
        return False

    @property
    def can_undo(self) -> bool:
        raise NotImplementedError

    @property
    def can_bring_back(self) -> bool:
        """Whether Undo would bring back a game New Game set aside."""
        raise NotImplementedError

    @property
    def can_travel(self) -> bool:
        """Whether Redo and the move list may take the game back and forth."""
        raise NotImplementedError

    def undo(self) -> None:
        raise NotImplementedError

    def new_game(self) -> None:
        raise NotImplementedError

    def human_moved(self) -> None:
        """A person here played: a game set aside for Undo is let go of."""
        raise NotImplementedError

    def play(self, row: int, col: int) -> None:
        """Put a move the seats agreed on on the board."""
        raise NotImplementedError

    def mark_scored_result(self) -> None:
        """After Reset Scores: the result on the board must not count again."""
        raise NotImplementedError


class LocalGames(GamesInPlay):
    game_replaced = Signal()  # an unfinished game made way for another; Undo brings it back
    game_kept = Signal()  # switching away kept the unfinished game for when the player comes back
    game_resumed = Signal()  # an unfinished game came back on the board
    # Against the computer, after a game: another board or level kept the person's mark (this one), not the one
    # "New Game: …" had promised for the next game, which is a New Game's turn about.
    mark_kept = Signal(Player)

    def __init__(self, seating: Seating) -> None:
        table = Table()
        super().__init__(table)
        self._table = table
        self._seating = seating
        self._demo = seating.demo
        self.waiting = False  # a network game is on the board

    # --- what is on the board ----------------------------------------------------------------------

    @property
    def mode(self) -> Mode:
        return self._table.mode

    @property
    def level(self) -> AnyLevel:
        return self._table.level

    @property
    def scored(self) -> bool:
        return self._table.scored

    @property
    def practising(self) -> bool:
        return self._table.practising

    @property
    def can_undo(self) -> bool:
        """A move to take back, or a game New Game (a change of mark, Open) replaced to bring back."""
        return self._table.can_take_back_a_move or self.can_bring_back

    @property
    def can_bring_back(self) -> bool:
        return self._table.can_bring_back and not self._seating.is_thinking

    @property
    def can_travel(self) -> bool:
        """Whether Redo and the move list may take the game back and forth (not while a computer plays)."""
        return not self._seating.watching and not self._seating.is_thinking

    # --- commands ----------------------------------------------------------------------------------

    def human_moved(self) -> None:
        self._table.human_moved()

    def play(self, row: int, col: int) -> None:
        self.game.play(row, col)

    def mark_scored_result(self) -> None:
        self._table.mark_scored_result()

    def new_game(self) -> None:
        self._demo.running = self._table.mode is Mode.COMPUTER_VS_COMPUTER  # a new demonstration plays itself
        self._seating.stop()
        self._demo.cancel_next_game()
        self._replace_game(self._table.new_game())

    def undo(self) -> None:
        if not self.can_undo:
            return
        self._seating.stop()
        if self._table.can_take_back_a_move:
            take_back_turn(self.game, self._seating.plays_here)
            self.position_changed.emit()
        else:
            self._table.bring_back()
            self.game_changed.emit()
            self.game_resumed.emit()

    def redo(self) -> None:
        if self.game.can_redo and self.can_travel and not self.waiting:
            replay_turn(self.game, self._seating.plays_here)
            self.position_changed.emit()

    def go_to_move(self, count: int) -> None:
        """Undo or redo until `count` moves are on the board, stopping on a turn of a person here (Redo still works)."""
        if self.can_travel and not self.waiting:
            go_to_move(self.game, count, self._seating.plays_here)
            self.position_changed.emit()

    def set_mode(self, mode: Mode) -> None:
        mode = Mode(mode)
        if mode is not self._table.mode and not self.waiting:
            self._demo.running = mode is Mode.COMPUTER_VS_COMPUTER  # choosing the demonstration starts it
            self._switch((self._table.variant, mode, self._table.level))

    def set_level(self, level: AnyLevel) -> None:
        """A level of any board is taken as this board's of the same rank (levels.level_on)."""
        if level not in ALL_LEVELS:
            raise ValueError(f"unknown level {level!r}")
        level = level_on(level, self._table.variant.rule_set)
        if level != self._table.level and not self.waiting:
            self._switch((self._table.variant, self._table.mode, level))

    def set_variant(self, variant: Variant | tuple[int, int]) -> None:
        """Another board; a k-in-a-row board may be given as its (size, win_length) pair (a list, from a file)."""
        variant = Variant.coerce(variant)
        if variant not in VARIANTS:
            raise ValueError(f"unknown board {variant!r}")
        if variant != self._table.variant and not self.waiting:
            self._switch((variant, self._table.mode, self._table.level))

    def set_human_mark(self, mark: Player) -> None:
        """Against the computer: the person plays `mark` from a fresh game on (Undo brings the old one back)."""
        mark = Player(mark)
        # After a game the switch shows the mark promised for the next one: choosing the other starts it so.
        if (self._promised_mark() or self.series.mark_of(HUMAN_SEAT)) is not mark and not self.waiting:
            self._seating.stop()
            self._replace_game(self._table.new_game(human_mark=mark))

    def try_again(self, position: BoardGame) -> None:
        """A position of the finished game on the board, put back to play a move again (Table.try_again)."""
        if not self.waiting:
            self._seating.stop()
            self._demo.cancel_next_game()
            self._table.try_again(position)
            self.game_changed.emit()

    def load(self, saved: SavedGame, names: list[str]) -> None:
        """See Table.load for where the game it replaces goes; `names` (per seat) are updated."""
        if not self.waiting:
            self._seating.stop()
            self._replace_game(self._table.load(saved, names))

    # --- saving and resuming -----------------------------------------------------------------------

    def snapshot(self) -> AppState:
        return self._table.snapshot()

    def start(self, preferences: Preferences, state: AppState | None) -> None:
        """At start-up: the saved game on the saved matchup, or a fresh game on the preferred one."""
        self._table.use_preferences(preferences)
        if state is not None:
            self.restore(state)
            return
        self._table.start(preferences.human_mark)
        self._demo.running = self._table.mode is Mode.COMPUTER_VS_COMPUTER  # as when the demonstration is chosen
        self.game_changed.emit()

    def restore(self, state: AppState) -> None:
        self._seating.stop()
        self._table.restore(state)
        self._demo.running = False  # a demonstration left running waits for New Game after a restart
        self.game_changed.emit()

    # --- internals ---------------------------------------------------------------------------------

    def _switch(self, matchup: Matchup) -> None:
        """Keep the unfinished game of the matchup left, then resume the new one's or start afresh."""
        self._seating.stop()
        self._demo.cancel_next_game()
        promised = self._promised_mark()
        kept, resumed = self._table.switch(matchup)
        self.game_changed.emit()
        if kept:
            self.game_kept.emit()
        if resumed:  # said last: what the player now sees matters most
            self.game_resumed.emit()
        elif promised is not None and self._table.mode is Mode.HUMAN_VS_COMPUTER:
            mark = self.series.mark_of(HUMAN_SEAT)
            if mark is not promised:
                self.mark_kept.emit(mark)

    def _promised_mark(self) -> Player | None:
        """After a game against the computer, the mark "New Game: …" says the person plays next."""
        if self._table.mode is not Mode.HUMAN_VS_COMPUTER or not self.game.is_over:
            return None
        return Player.X if 1 - self.series.x_seat == HUMAN_SEAT else Player.O

    def _replace_game(self, set_aside: bool) -> None:
        self.game_changed.emit()
        if set_aside:
            self.game_replaced.emit()


class NetworkGame(GamesInPlay):
    # game_changed (from GamesInPlay): a game began, a first game, a rematch, or the same one after a reconnect
    moved_on_the_wire = Signal(int, int)  # the other player's move, already on the game

    mode = Mode.HUMAN_VS_HUMAN  # two people, as at one computer
    scored = True  # every network game counts
    can_travel = False  # the game is shared: it goes back only by agreement
    can_bring_back = False  # New Game sets nothing aside here

    def __init__(self) -> None:
        table = NetworkTable()  # the network game and the scores per opponent
        super().__init__(table)
        self._network_table = table
        self.seat: RemoteSeat | None = None  # the player on another computer, while a network game is open

    @property
    def can_undo(self) -> bool:
        return self.seat is not None and self.seat.can_request_undo

    def undo(self) -> None:
        """Ask the other player to take the local player's last move back."""
        if self.seat is not None and self.can_undo:
            self.seat.request_undo()

    def new_game(self) -> None:
        """Offer the other player a new game (or agree to theirs)."""
        if self.seat is not None:
            self.seat.offer_new_game()

    def human_moved(self) -> None:
        """Nothing was set aside here for the move to let go of."""

    def play(self, row: int, col: int) -> None:
        """Nothing to do: the connection played the move on the match's game as it sent it."""

    def mark_scored_result(self) -> None:
        """Nothing to do: only a local game opened already finished has a result that must not count."""

    def open(self, seat: RemoteSeat, variant: Variant) -> None:
        """An empty board of `variant` until the other player arrives and the host's game begins."""
        self._network_table.open(variant)
        self.seat = seat
        self._connect(seat, True)

    def close(self) -> None:
        """The network game is over for good; its last result stays counted."""
        if self.seat is not None:
            self._network_table.close()
            self._connect(self.seat, False)
            self.seat = None

    def snapshot(self) -> dict[NetworkSeriesKey, Series]:
        return self._network_table.snapshot()

    def restore(self, all_series: dict[NetworkSeriesKey, Series]) -> None:
        self._network_table.restore(all_series)

    def _connect(self, seat: RemoteSeat, connect: bool) -> None:
        for signal, slot in (
            (seat.game_started, self._begin),
            (seat.took_back, self._take_back),
            (seat.state_changed, self._on_state_changed),
            (seat.moved, self.moved_on_the_wire),
        ):
            signal.connect(slot) if connect else signal.disconnect(slot)

    def _on_state_changed(self) -> None:
        self.position_changed.emit()

    def _begin(self, game: BoardGame, my_mark: Player) -> None:
        if self.seat is None:  # the seat's signals are disconnected when it leaves: never, but cheap to refuse
            return
        self._network_table.begin(game, self.seat.peer_name, my_mark)
        self.game_changed.emit()

    def _take_back(self, _count: int) -> None:
        self.position_changed.emit()  # the connection took the moves off the match's game
