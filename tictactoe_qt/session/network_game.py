"""A game with a player on another computer, as the controller plays it: the NetworkTable it is
played on (kept apart from the local Table, see core/network_table.py) and the RemoteSeat that
speaks for the other player.

There is one game per match: the connection's (its Match's), on which the protocol plays both players' moves
and takes moves back by agreement. This shows that game on the board and tells the controller when it
changed; it never changes it itself. It answers the controller through the same members as LocalGames, so
the controller plays either the same way: here Undo and New Game are requests the other player answers.
"""

from __future__ import annotations

from ..core import Player
from ..core.board_game import BoardGame
from ..core.network_table import NetworkTable
from ..core.variants import Variant
from ..core.score import NetworkSeriesKey
from ..core.modes import Mode
from ..core.score import Series
from .seats import RemoteSeat
from .signal import Signal
from .in_play import GamesInPlay


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
