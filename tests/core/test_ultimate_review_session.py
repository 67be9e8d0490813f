"""The session's review of an ultimate game, without Qt (the terminal's scheduler): Review opens on a finished
ultimate game, its view lists every move with its verdict and its words (estimates and the proven tail), a line is
chosen, and Try Again puts the position back and judges the move played there."""

from __future__ import annotations

import random

import pytest

from tictactoe_qt.core import Player, ultimate_review
from tictactoe_qt.core.ai.ultimate_search import winning_moves
from tictactoe_qt.core.kinds import ULTIMATE_VARIANT
from tictactoe_qt.session.session import Session
from tictactoe_qt.terminal.scheduler import TerminalScheduler

from .test_ultimate_review import PROVEN_TAIL


@pytest.fixture(autouse=True)
def quick_search(monkeypatch):
    """A small budget a position: this is about the session, not the search's strength (test_ultimate_review.py)."""
    monkeypatch.setattr(ultimate_review, "REVIEW_PLAYOUTS", 300)


def finished_session() -> tuple[Session, TerminalScheduler, list]:
    scheduler = TerminalScheduler()
    session = Session(scheduler, computer_delay_ms=0, rng=random.Random(5))
    views: list = []
    session.view_changed.connect(views.append)
    session.set_variant(ULTIMATE_VARIANT)
    for cell in [*PROVEN_TAIL, (0, 6)]:
        assert session.play(*cell)
    assert session.play(*winning_moves(session.game)[0])
    scheduler.settle()
    assert session.game.is_over and session.game.winner is Player.X
    return session, scheduler, views


def test_a_finished_ultimate_game_is_reviewed_through_the_session():
    session, scheduler, views = finished_session()
    assert views[-1].actions.review and views[-1].actions.review_tip == ""  # offered, as on the other boards
    session.review_game()
    scheduler.settle()
    review = views[-1].review
    assert review is not None and session.review is not None and session.review.done
    assert len(review.items) == 1 + 49 and review.progress == ""
    assert review.items[0].text.startswith("Player 1 played 25 moves")
    assert "the search's estimates" in review.items[0].details
    assert review.items[48].text == "48. O C3 a3 — a blunder" and review.items[48].marker == "result"
    assert review.items[48].spoken == "48. O C3 a3: a blunder — best play: a draw; this move: X wins in 1."
    assert review.items[48].description.endswith("Proven by a complete search.")
    assert review.items[49].text == "49. X C3 a2 — wins the game" and review.items[49].marker == "best"
    session.choose_review_line(48)
    view = views[-1]
    assert view.status.text() == "Move 48 of 49: O C3 a3" and view.play_line.startswith("A blunder — best was ")
    assert view.review.can_try_again


def test_try_again_on_an_ultimate_move_judges_the_move_played_there():
    session, scheduler, _views = finished_session()
    said: list[str] = []
    session.review_said.connect(said.append)
    session.review_game()
    scheduler.settle()
    session.choose_review_line(48)
    record = session.review.record(48)
    session.try_again()
    scheduler.settle()
    assert list(session.game.moves) == PROVEN_TAIL and said[-1].startswith("Try again: O to play, instead of C3 a3.")
    assert session.play(*record.best_moves[0])
    scheduler.settle()
    assert said[-1] == f"Well found: {session.game.move_name(record.best_moves[0])} is a best move (a draw)."
