"""The network game's table: its own game and a series per board and opponent, apart from the local Table."""

from __future__ import annotations

import json

from tictactoe_qt.core import Game, Player
from tictactoe_qt.core.records import AppState, state_json
from tictactoe_qt.core.record_parsing import parse_state
from tictactoe_qt.core.modes import Mode
from tictactoe_qt.core.network_table import LOCAL_SEAT, REMOTE_SEAT, NetworkTable


def _played(*cells, size: int = 3) -> Game:
    game = Game(size, size)
    for cell in cells:
        game.play(*cell)
    return game


def _state_with(table: NetworkTable) -> AppState:
    """What the state file gets: no local game, the network table's scores."""
    return AppState({}, Mode.HUMAN_VS_HUMAN, "perfect", Game(), True, network_series=table.snapshot())


def test_scores_are_kept_per_opponent_and_a_reconnect_is_not_a_new_game():
    table = NetworkTable()
    table.open((3, 3))
    assert table.series.games_played == 0 and table.all_series == {}  # nobody joined: nothing kept
    table.begin(Game(3, 3), "Bob", Player.O)
    assert table.series.x_seat == REMOTE_SEAT
    table.game = _played((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    table.series.count_result(True, Player.X)
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
    assert all(series.counted is None for series in table.snapshot().values())  # each game ended for good


def test_a_game_taken_up_again_keeps_its_counted_result_across_a_restart():
    table = NetworkTable()
    table.open((3, 3))
    table.begin(Game(3, 3), "Alice", Player.O)  # the guest's end: Alice hosts and plays X
    won = _played((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    table.game = won
    table.series.count_result(True, Player.X)
    assert table.series.wins == [0, 1]
    saved = parse_state(state_json(_state_with(table)))  # the guest quits...
    restarted = NetworkTable()
    restarted.restore(saved.network_series)
    restarted.open((3, 3))
    restarted.begin(won.copy(), "Alice", Player.O)  # ...and comes back to the game the host kept
    restarted.series.count_result(True, Player.X)
    assert restarted.series.wins == [0, 1]  # Alice's win counted once, as at the host


def test_a_result_the_host_never_saw_is_taken_back_when_the_game_is_taken_up_again():
    table = NetworkTable()
    table.open((3, 3))
    table.begin(Game(3, 3), "Alice", Player.O)
    table.game = _played((0, 0), (1, 0), (0, 1), (1, 1), (2, 2), (1, 2))  # Bob's winning move, lost on the way
    table.series.count_result(True, Player.O)
    assert table.series.wins == [1, 0]
    at_host = _played((0, 0), (1, 0), (0, 1), (1, 1), (2, 2))
    table.begin(at_host, "Alice", Player.O)
    table.series.count_result(at_host.is_over, at_host.winner)
    assert table.series.wins == [0, 0] and table.series.counted is None


def test_older_state_files_read_the_same_and_older_readers_ignore_the_new_field():
    table = NetworkTable()
    table.open((3, 3))
    table.begin(Game(3, 3), "Alice", Player.O)
    table.game = _played((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    table.series.count_result(True, Player.X)
    document = json.loads(state_json(_state_with(table)))
    entry = document["network_series"][0]
    assert entry["counted_in_play"] == 1 and "counted" not in entry  # which earlier versions refuse here
    del entry["counted_in_play"]  # a file from before it
    assert parse_state(json.dumps(document)).network_series[((3, 3), "Alice")].counted is None
