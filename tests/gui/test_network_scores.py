"""Scores in network games: a series per opponent name, kept apart from the games at this computer.

The seat is driven through a protocol link in memory (tests/net/helpers.py): no sockets here.
"""

from __future__ import annotations

from tictactoe_qt.net.protocol import Joined
from tictactoe_qt.qt.network import Endpoint
from tictactoe_qt.qt.network_seat import NetworkSeat

from tests.net.helpers import Link


class LinkEndpoint(Endpoint):
    """The host's end of an in-memory link, standing where a QTcpServer would."""

    def __init__(self, link: Link) -> None:
        super().__init__()
        self.test_link = link

    @property
    def connection(self):
        return self.test_link.host

    def flush(self) -> None:
        self.test_link.deliver()
        self.events.emit(self.test_link.take("host"))

    def close(self, reason: str = "abandon") -> None:
        self.test_link.host.close(reason, 0)


def seat_opposite(controller, guest_name: str) -> Link:
    link = Link(guest_name=guest_name)
    endpoint = LinkEndpoint(link)
    controller.start_network_game(NetworkSeat(endpoint, "Alice"))
    link.deliver()
    events = link.take("host")
    assert events == [Joined(guest_name, resumed=False)]
    endpoint.events.emit(events)
    return link


def win_as_host(person, link: Link) -> None:
    for index, (row, col) in enumerate([(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]):
        if index % 2 == 0:
            person.click(row, col)
        else:
            link.guest.play(row, col, 0)
            link.deliver()
            person.window.controller.remote.endpoint.events.emit(link.take("host"))


def test_each_opponent_has_a_series_and_the_local_scores_wait_aside(person, window):
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))  # a local game: Player 1 wins
    assert person.scores() == (1, 0, 0)
    controller = window.controller
    bob = seat_opposite(controller, "Bob")
    assert person.scores() == (0, 0, 0) and person.status == "Alice's turn (X)"
    win_as_host(person, bob)
    assert person.status == "Alice wins!" and person.scores() == (1, 0, 0)
    assert bob.guest.match.game.winner is not None  # the far board agrees
    controller.end_network_game()
    assert person.scores() == (1, 0, 0) and person.marks() == "XXX/OO./..."  # the local game, as it was
    seat_opposite(controller, "Carol")
    assert person.scores() == (0, 0, 0)
    controller.end_network_game()
    bob_again = seat_opposite(controller, "Bob")
    assert person.scores() == (1, 0, 0)
    assert window.side_panel.score_board.computer_labels[1].text() == "Bob"
    assert bob_again.match.guest_name == "Bob"
    controller.end_network_game()
    assert controller.snapshot().game.moves == ((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))


def test_the_series_against_an_opponent_survives_a_restart(person, window, qtbot):
    from tictactoe_qt.core.records import parse_state, state_json
    from tictactoe_qt.qt.controller import GameController

    from .conftest import Person, open_window

    bob = seat_opposite(window.controller, "Bob")
    win_as_host(person, bob)
    saved = state_json(window.controller.snapshot())  # what the state file gets, mid network game
    window.controller.end_network_game()
    controller = GameController(computer_delay_ms=0)
    controller.restore(parse_state(saved))
    again = Person(qtbot, open_window(qtbot, controller))
    assert again.scores() == (0, 0, 0)  # the local series, as it was
    seat_opposite(controller, "Bob")
    assert again.scores() == (1, 0, 0) and again.status == "Alice's turn (X)"
    controller.end_network_game()
    again.window.close()
