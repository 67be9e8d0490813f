"""With no advice on, moves pass the advisor by (a click's short way: docs/performance.md); whatever is asked of it
next is about the board on screen, and once advice is on it follows every move again (session/advisor.py)."""

import random

from tictactoe_qt.core.modes import Mode
from tictactoe_qt.session.session import Session
from tictactoe_qt.terminal.scheduler import TerminalScheduler


def two_players() -> tuple[Session, TerminalScheduler]:
    scheduler = TerminalScheduler()
    session = Session(scheduler, computer_delay_ms=0, rng=random.Random(3))
    session.set_mode(Mode.HUMAN_VS_HUMAN)
    return session, scheduler


def play(session: Session, scheduler: TerminalScheduler, *cells: tuple[int, int]) -> None:
    for cell in cells:
        assert session.play(*cell)
        scheduler.settle()


def test_switched_on_after_moves_that_passed_it_by_the_prediction_is_about_the_board_on_screen():
    session, scheduler = two_players()
    play(session, scheduler, (0, 0), (1, 1), (0, 1))  # X threatens the top row; O to move
    assert not session.advisor.follows_the_board
    session.advisor.set_show_prediction(True)
    scheduler.settle()
    view = session.view
    assert view.prediction_settled and session.game.move_name((0, 2)) in view.prediction  # O must block there
    assert session.advisor.follows_the_board


def test_a_hint_asked_after_moves_that_passed_the_advisor_by_answers_the_position_on_the_board():
    session, scheduler = two_players()
    play(session, scheduler, (0, 0), (1, 1), (0, 1))
    session.request_hint()
    scheduler.settle()
    assert session.view.hint == (0, 2)  # the only move that does not lose
    play(session, scheduler, (0, 2))  # the advisor followed the move that took the hint: it is gone
    assert session.view.hint is None and not session.advisor.follows_the_board


def test_with_the_prediction_on_every_move_is_followed_and_off_again_moves_pass_the_advisor_by():
    session, scheduler = two_players()
    session.advisor.set_show_prediction(True)
    play(session, scheduler, (0, 0), (1, 1))
    before = session.view.prediction
    play(session, scheduler, (0, 1))  # now O must block the top row
    assert session.view.prediction != before and session.game.move_name((0, 2)) in session.view.prediction
    session.advisor.set_show_prediction(False)
    assert session.view.prediction == "" and not session.advisor.follows_the_board
    play(session, scheduler, (0, 2))
    assert session.view.prediction == ""
