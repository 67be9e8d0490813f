"""The network game's side of the table: its own game and its scores per board and opponent.

Kept apart from the local Table on purpose: while a network game is open the local game stays
on the Table untouched (it is what the state file saves as the game in progress, and what
comes back when the network game ends), so a network game is never shelved as a local one and
a local game is never replaced or shelved by a network one. The network game itself is the
host's to keep and is not saved here; its scores are (AppState.network_series), with the result
counted for the game in progress, which a guest may come back to after a restart.
"""

from __future__ import annotations

from dataclasses import replace

from .board_game import BoardGame
from .game import Player
from .kinds import Variant
from .score import NetworkSeriesKey
from .score import Series

LOCAL_SEAT, REMOTE_SEAT = 0, 1  # seat 0 is the player at this computer


class NetworkTable:
    def __init__(self) -> None:
        self.all_series: dict[NetworkSeriesKey, Series] = {}
        self.game: BoardGame | None = None  # None while no network game is open
        self.opponent = ""  # "" until someone has joined
        self._nobody_series = Series()  # the scoreboard while a hosted game waits for its opponent

    @property
    def is_open(self) -> bool:
        return self.game is not None

    @property
    def variant(self) -> Variant:
        assert self.game is not None
        return Variant.of(self.game)

    @property
    def series(self) -> Series:
        if not self.opponent:  # nobody has joined yet: nothing to keep
            return self._nobody_series
        return self.all_series.setdefault((self.variant, self.opponent), Series())

    def open(self, variant: Variant | tuple[int, int]) -> None:
        """An empty board while the connection is made; the real game comes with begin()."""
        self.game = Variant.coerce(variant).new_game()
        self.opponent = ""
        self._nobody_series = Series()

    def begin(self, game: BoardGame, opponent: str, my_mark: Player) -> None:
        """The host's game begins: a new one (a first game, a rematch), or one under way taken up again.

        Only a game taken up again arrives with moves on it: after a dropped line, or a guest's restart.
        Its result stays as counted here, for the board to confirm or take back (the host's game may
        be a move short of the one this end counted), so no result is ever counted twice.
        """
        self.opponent = opponent
        self.game = game
        series = self.series
        if not game.moves:
            series.start_next_game(previous_finished=False)  # the marks come from the host, set just below
        series.x_seat = LOCAL_SEAT if my_mark is Player.X else REMOTE_SEAT

    def close(self) -> None:
        """The network game is over for good; its last result stays counted."""
        if self.game is not None:
            self.series.start_next_game(previous_finished=False)
        self.game = None
        self.opponent = ""

    def snapshot(self) -> dict[NetworkSeriesKey, Series]:
        # With the result counted for the game in progress: a guest that restarts and comes back to it must
        # not count it again (begin() keeps it). A game that ended for good has had it cleared (close()).
        return {key: replace(series) for key, series in self.all_series.items()}

    def restore(self, all_series: dict[NetworkSeriesKey, Series]) -> None:
        self.all_series = dict(all_series)
