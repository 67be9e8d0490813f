"""The seats on their own: the computer seats sharing one computer player each take only their own
answer, a stopped seat never answers, and the seating chooses two seats per mode and takes a move
only from the seat whose turn it is."""

import random

from tictactoe_qt.core import Game, Player
from tictactoe_qt.core.modes import Mode
from tictactoe_qt.core.score import Series
from tictactoe_qt.session.computer_player import ComputerPlayer
from tictactoe_qt.qt.session.qt_scheduler import QtScheduler
from tictactoe_qt.session.seats import Seating
from tictactoe_qt.session.seats import ComputerSeat, HumanSeat


def test_computer_seats_sharing_a_player_each_take_only_their_own_answer(qtbot):
    player = ComputerPlayer(QtScheduler(), delay_ms=50, rng=random.Random(1))
    first = ComputerSeat(player, lambda: "first", delay_ms=50, level="perfect")
    second = ComputerSeat(player, lambda: "second", delay_ms=50, level="perfect")
    answers = []
    first.move_ready.connect(lambda row, col: answers.append(("first", row, col)))
    second.move_ready.connect(lambda row, col: answers.append(("second", row, col)))
    game = Game()
    game.play(1, 1)
    first.your_turn(game)
    assert first.is_thinking and not second.is_thinking
    game.play(0, 0)
    second.your_turn(game)  # supersedes the first seat's request on the shared player
    assert second.is_thinking and not first.is_thinking
    qtbot.waitUntil(lambda: bool(answers), timeout=3000)
    qtbot.wait(150)
    assert [seat for seat, _, _ in answers] == ["second"] and game.cell(*answers[0][1:]) is None
    assert not second.is_thinking
    player.shutdown()


def test_a_stopped_computer_seat_never_answers(qtbot):
    player = ComputerPlayer(QtScheduler(), delay_ms=30)
    seat = ComputerSeat(player, lambda: "computer", delay_ms=30, level="easy")
    answers = []
    seat.move_ready.connect(lambda *move: answers.append(move))
    seat.your_turn(Game())
    seat.stop()
    qtbot.wait(200)
    assert answers == [] and not seat.is_thinking and not player.is_thinking
    player.shutdown()


def test_a_computer_seat_thinks_at_its_own_level_and_pace(qtbot):
    player = ComputerPlayer(QtScheduler(), delay_ms=0)
    seat = ComputerSeat(player, lambda: "computer", delay_ms=120, level="perfect")
    game = Game()
    for cell in [(0, 0), (1, 1), (0, 1)]:  # X threatens the top row: perfect play blocks at (0, 2)
        game.play(*cell)
    answers = []
    seat.move_ready.connect(lambda *move: answers.append(move))
    seat.your_turn(game)
    qtbot.waitUntil(lambda: bool(answers), timeout=3000)
    assert answers == [(0, 2)] and player.delay_ms == 120
    player.shutdown()


def test_a_person_here_plays_from_this_keyboard_under_their_current_name(qtbot):
    names = ["Ann"]
    seat = HumanSeat(lambda: names[0])
    names[0] = "Anna"
    assert seat.plays_here and seat.name == "Anna" and not seat.is_thinking and seat.lets_opponent_move
    assert seat.opponent_played(1, 1)


def test_each_mode_is_a_choice_of_two_seats(qtbot):
    game, series = Game(), Series()
    seating = Seating(
        lambda: (game, series),
        ComputerPlayer(QtScheduler(), delay_ms=0),
        0,
        lambda seat: f"Player {seat + 1}",
        QtScheduler(),
    )
    seating.choose(Mode.HUMAN_VS_HUMAN, "perfect", None)
    assert [seat.plays_here for seat in seating.seats] == [True, True] and not seating.watching
    assert [seat.name for seat in seating.seats] == ["Player 1", "Player 2"]
    seating.choose(Mode.HUMAN_VS_COMPUTER, "medium", None)
    assert seating.lone_computer == 1 and seating.level_of(1) == "medium" and seating.level_of(0) is None
    assert [seat.name for seat in seating.seats] == ["Player 1", "Computer"]
    seating.choose(Mode.COMPUTER_VS_COMPUTER, "medium", None)
    assert seating.watching and seating.lone_computer is None
    assert [seat.name for seat in seating.seats] == ["Computer 1", "Computer 2"]
    assert [seating.level_of(seat) for seat in (0, 1)] == ["easy", "perfect"]


def test_a_move_counts_only_from_the_seat_whose_turn_it_is(qtbot):
    game, series = Game(), Series()
    seating = Seating(
        lambda: (game, series),
        ComputerPlayer(QtScheduler(), delay_ms=0),
        0,
        lambda seat: f"Player {seat + 1}",
        QtScheduler(),
    )
    seating.choose(Mode.COMPUTER_VS_COMPUTER, "perfect", None)
    played = []
    seating.move_played.connect(lambda row, col: played.append((row, col)))
    assert seating.to_move is seating.seats[series.seat_of(Player.X)]
    seating.seats[1].move_ready.emit(1, 1)  # out of turn: X (seat 0) is to move
    assert played == []
    seating.seats[0].move_ready.emit(1, 1)
    assert played == [(1, 1)]
