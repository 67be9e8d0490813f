"""The terminal host asked to take moves back: a line that does not answer the question gets the same question again,
with the same count of moves."""

from __future__ import annotations

from tictactoe_qt.net.events import Joined
from tictactoe_qt.terminal.network import NetworkTerminalGame

from .test_found_by_hostile_peers import joined_link


def test_an_unanswered_undo_question_is_asked_again_with_its_count():
    link = joined_link()
    said: list[str] = []
    session = NetworkTerminalGame(said.append, "Alice", lambda: link.now, hosting=True)
    session.joined(link.host, Joined("Bob", resumed=False))
    session.line("5")  # Alice X b2
    link.deliver()
    link.guest.play(0, 0, link.now)  # Bob O a3
    link.deliver()
    session.handle(link.take("host"))
    session.line("3")  # Alice X c1
    link.deliver()
    link.take("guest")
    link.guest.request_undo(link.now)  # Bob's a3 and Alice's reply
    link.deliver()
    session.handle(link.take("host"))
    question = "Bob asks to take back their last move and your reply. Allow it? [y/N] "
    assert said[-1] == question
    session.line("b1")  # not an answer: it is Bob's turn, and the question stands
    assert said[-2:] == ["It is Bob's turn.", question]
