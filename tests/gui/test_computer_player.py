"""The off-thread runner: one answer per latest request, none after a cancel, a pause before it."""

import random

from tictactoe_qt.core import Game
from tictactoe_qt.qt.computer_player import ComputerPlayer


def test_only_the_latest_request_is_answered(qtbot):
    computer = ComputerPlayer(delay_ms=50, rng=random.Random(1))
    answers = []
    computer.move_ready.connect(lambda request_id, row, col: answers.append((request_id, row, col)))
    game = Game()
    first = computer.request(game, "perfect")
    game.play(1, 1)
    second = computer.request(game, "perfect")
    with qtbot.waitSignal(computer.move_ready, timeout=3000):
        pass
    qtbot.wait(200)
    assert [request_id for request_id, _, _ in answers] == [second] and first != second
    assert answers[0][1:] != (1, 1)  # it answered the position it was asked about last
    assert not computer.is_thinking
    computer.shutdown()


def test_a_cancelled_request_never_answers(qtbot):
    computer = ComputerPlayer(delay_ms=50)
    answers = []
    computer.move_ready.connect(lambda *args: answers.append(args))
    computer.request(Game(), "easy")
    computer.cancel()
    qtbot.wait(250)
    assert answers == [] and not computer.is_thinking
    computer.shutdown()


def test_the_game_it_was_given_is_not_touched(qtbot):
    computer = ComputerPlayer(delay_ms=0)
    game = Game()
    with qtbot.waitSignal(computer.move_ready, timeout=3000):
        computer.request(game, "perfect")
    assert game.moves == () and not game.can_redo
    computer.shutdown()
