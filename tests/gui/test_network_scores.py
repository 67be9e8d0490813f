"""Scores in network games: a series per opponent name, kept apart from the games at this computer.

The seat is driven through a protocol link in memory (tests/net/helpers.py): no sockets here.
"""

from __future__ import annotations

from tictactoe_qt.net.events import Joined
from tictactoe_qt.qt.network.lan_transport import Endpoint
from tictactoe_qt.qt.session.network_seat import NetworkSeat

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


def seat_opposite(controller, guest_name: str, network_play=None) -> Link:
    """Bob joins the controller's network game (through the window's Game menu code when network_play is given)."""
    link = Link(guest_name=guest_name)
    endpoint = LinkEndpoint(link)
    seat = NetworkSeat(endpoint, "Alice")
    network_play._seat(seat) if network_play is not None else controller.start_network_game(seat.wire)
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
            person.window.controller.remote.line.events.emit(link.take("host"))


def test_each_opponent_has_a_series_and_the_local_scores_wait_aside(person, window):
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))  # a local game: Player 1 wins
    assert person.scores() == (1, 0, 0)
    controller = window.controller
    bob = seat_opposite(controller, "Bob")
    assert person.scores() == (0, 0, 0) and person.status == "Your turn (X)"
    win_as_host(person, bob)
    assert person.status == "You win!" and person.scores() == (1, 0, 0)
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
    from tictactoe_qt.core.records import state_json
    from tictactoe_qt.core.record_parsing import parse_state
    from tictactoe_qt.qt.session.controller import GameController

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
    assert again.scores() == (1, 0, 0) and again.status == "Your turn (X)"
    controller.end_network_game()
    again.window.close()


def test_a_network_game_is_never_shelved_and_leaves_the_local_games_alone(person, window):
    """The local Table keeps its games per board and opponent; a network game is played beside it, not on it."""
    controller = window.controller
    person.click_all((1, 1), (0, 0))  # an unfinished local game on 3 × 3 …
    controller.set_variant((4, 4))
    person.click(2, 2)  # … and one on 4 × 4, on the board when the network game begins
    window.game_actions.new_action.trigger()  # set aside: Undo would bring it back
    assert controller.can_bring_back_replaced_game
    bob = seat_opposite(controller, "Bob")
    assert controller.variant == (3, 3) and person.marks() == ".../.../..."  # the host's board, a fresh game
    person.click(0, 0)
    bob.guest.play(1, 1, 0)
    bob.deliver()
    controller.remote.line.events.emit(bob.take("host"))
    assert person.marks() == "X../.O./..."
    assert not controller.can_bring_back_replaced_game  # Undo asks Bob, it does not fetch the local game
    state = controller.snapshot()  # what a restart would find: the local games only
    assert state.mode.value == "human" and state.game.moves == ()
    assert {key[0]: game.moves for key, game in state.unfinished.items()} == {(3, 3): ((1, 1), (0, 0))}
    controller.set_variant((4, 4))  # the side panel is disabled; the controller refuses too
    assert controller.variant == (3, 3) and controller.remote is not None
    controller.end_network_game()
    assert person.marks() == "..../..../..../...." and controller.can_bring_back_replaced_game
    window.game_actions.undo_action.trigger()  # the local game set aside before the network game comes back
    assert person.marks() == "..../..../..X./...."
    controller.set_variant((3, 3))
    assert person.marks() == "O../.X./..."  # and the 3 × 3 one was kept throughout
    assert all(game.moves != ((0, 0), (1, 1)) for game in controller.snapshot().unfinished.values())


def test_the_network_menu_and_line_follow_a_language_switch(person, window):
    seat_opposite(window.controller, "Bob", window.network)
    assert window.side_panel.network_label.text() == "Playing Bob over the network"
    window.appearance.language_actions["zh_CN"].trigger()
    try:
        assert window.network.leave_action.text() == "离开网络对局(&L)"
        assert (
            window.side_panel.network_label.text() != "Playing Bob over the network"
            and "Bob" in window.side_panel.network_label.text()
        )
    finally:
        window.appearance.choose_language("en")
    assert window.network.host_action.text() == "Host a Net&work Game…"
    assert window.side_panel.network_label.text() == "Playing Bob over the network"
    window.network.leave_action.trigger()
