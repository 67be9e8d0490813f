"""The network game's table: its own game and a series per board and opponent, apart from the local Table."""

from __future__ import annotations

from tictactoe_qt.core import Game, Player
from tictactoe_qt.core.network_table import LOCAL_SEAT, REMOTE_SEAT, NetworkTable


def _played(*cells, size: int = 3) -> Game:
    game = Game(size, size)
    for cell in cells:
        game.play(*cell)
    return game


def test_scores_are_kept_per_opponent_and_a_reconnect_is_not_a_new_game():
    table = NetworkTable()
    table.open((3, 3))
    assert table.series.games_played == 0 and table.all_series == {}  # nobody joined: nothing kept
    table.begin(Game(3, 3), "Bob", Player.O)
    assert table.series.x_seat == REMOTE_SEAT
    table.game = _played((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    table.series.show_result(True, Player.X)
    assert table.series.wins == [0, 1]
    table.begin(table.game.copy(), "Bob", Player.O)  # the same game taken up again after a dropped line
    assert table.series.counted is not None and table.series.wins == [0, 1]
    table.begin(Game(3, 3), "Bob", Player.X)  # the rematch: the host swapped the marks
    assert table.series.x_seat == LOCAL_SEAT and table.series.counted is None and table.series.wins == [0, 1]
    table.close()
    assert not table.is_open
    table.open((3, 3))
    table.begin(Game(3, 3), "Carol", Player.X)
    assert table.series.wins == [0, 0]
    assert set(table.snapshot()) == {((3, 3), "Bob"), ((3, 3), "Carol")}
    assert all(series.counted is None for series in table.snapshot().values())
