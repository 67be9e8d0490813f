"""A hostile peer, fed straight into the protocol: every input ends that connection with a reason, and the
game, the seated guest and the door for the invited guest stay as they were. (tests/integration/
test_network_game.py sends some of the same bytes over real sockets to a running terminal host.)"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tictactoe_qt.net.match import JoinGate, Match, Role
from tictactoe_qt.net.connection import Connection, State
from tictactoe_qt.net.events import CloseReason, Closed, Joined

from . import hostile_inputs
from .helpers import CODE, Link


def feed(connection: Connection, chunks: list[bytes], gap: float, start: float = 0.0) -> list:
    """Send the chunks `gap` seconds apart (an empty chunk: nothing arrives), then let half a minute pass."""
    events, now = [], start
    for chunk in chunks:
        if chunk:
            events += connection.receive_data(chunk, now)
        now += gap
        events += connection.tick(now)
    for _ in range(30):
        now += 1
        events += connection.tick(now)
    return events


def assert_hung_up_with_a_reason(connection: Connection, events: list) -> None:
    assert connection.state is State.CLOSED
    closed = [event for event in events if isinstance(event, Closed)]
    assert len(closed) == 1 and closed[0].detail, events
    assert not any(isinstance(event, Joined) for event in events)


def ids(cases):
    return [name for name, _, _ in cases]


@pytest.mark.parametrize(
    ("name", "chunks", "gap"), hostile_inputs.before_handshake(), ids=ids(hostile_inputs.before_handshake())
)
def test_a_stranger_is_hung_up_on_and_the_invited_guest_still_gets_in(name, chunks, gap):
    match, gate = Match("Alice"), JoinGate(CODE)
    match.game.play(1, 1)  # a game the host started while waiting
    host = Connection(Role.HOST, 0, name="Alice", match=match, gate=gate)
    events = feed(host, chunks, gap)
    assert_hung_up_with_a_reason(host, events)
    assert match.guest_name is None and match.game.moves == ((1, 1),)
    link_host = Connection(Role.HOST, 100, name="Alice", match=match, gate=gate)
    guest = Connection(Role.GUEST, 100, name="Bob", code=CODE)
    assert link_host.receive_data(guest.data_to_send(), 100) == [Joined("Bob", resumed=False)]
    guest.receive_data(link_host.data_to_send(), 100)
    assert guest.match.game.moves == ((1, 1),)


def joined_link() -> Link:
    link = Link()
    link.deliver()
    link.take("host")
    return link


def assert_the_guest_can_come_back_to_the_same_game(link: Link, moves: tuple) -> None:
    assert link.match.game.moves == moves and link.match.guest_name == "Bob"
    link.now += 100
    link.reconnect()
    assert link.take("host") == [Joined("Bob", resumed=True)]
    assert link.guest.match.game.moves == moves


@pytest.mark.parametrize(
    ("name", "chunks", "gap"), hostile_inputs.after_handshake(), ids=ids(hostile_inputs.after_handshake())
)
def test_a_joined_guest_sending_nonsense_is_hung_up_on_and_the_game_kept(name, chunks, gap):
    link = joined_link()
    events = feed(link.host, chunks, gap, start=link.now)
    assert_hung_up_with_a_reason(link.host, events)
    assert_the_guest_can_come_back_to_the_same_game(link, ())


@pytest.mark.parametrize(
    ("name", "chunks", "gap"), hostile_inputs.on_the_guests_turn(), ids=ids(hostile_inputs.on_the_guests_turn())
)
def test_an_illegal_move_is_refused_never_applied(name, chunks, gap):
    link = joined_link()
    link.host.play(1, 1, link.now)
    link.host.data_to_send()
    events = feed(link.host, chunks, gap, start=link.now)
    assert_hung_up_with_a_reason(link.host, events)
    assert_the_guest_can_come_back_to_the_same_game(link, ((1, 1),))


@pytest.mark.parametrize(
    ("name", "chunks", "gap"), hostile_inputs.from_a_hostile_host(), ids=ids(hostile_inputs.from_a_hostile_host())
)
def test_a_guest_refuses_a_hostile_host(name, chunks, gap):
    guest = Connection(Role.GUEST, 0, name="Bob", code=CODE)
    guest.data_to_send()
    events = feed(guest, chunks, gap)
    assert_hung_up_with_a_reason(guest, events)
    assert guest.match is None
    # Turned away at the door, not a game kept: a joiner once retried such a host every 2 s, saying each time that
    # the opponent's connection was lost and the game kept, though no game was ever joined.
    (closed,) = [event for event in events if isinstance(event, Closed)]
    assert closed.reason is CloseReason.UNREADABLE or closed.reason is CloseReason.LOST, closed
    assert closed.reason is CloseReason.LOST or (closed.reason.is_refusal and not closed.reason.game_kept)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.binary(max_size=200), max_size=8))
def test_random_bytes_never_raise_and_never_seat_anyone(chunks):
    match = Match("Alice")
    host = Connection(Role.HOST, 0, name="Alice", match=match, gate=JoinGate(CODE))
    for now, chunk in enumerate(chunks):
        host.receive_data(chunk, float(now))
    assert match.guest_name is None and match.game.moves == ()


message = st.one_of(
    st.fixed_dictionaries(
        {"type": st.just("move"), "ply": st.integers(0, 12), "row": st.integers(0, 3), "col": st.integers(0, 3)}
    ),
    st.fixed_dictionaries({"type": st.just("undo"), "ply": st.integers(0, 12)}),
    st.fixed_dictionaries({"type": st.just("undo_reply"), "ply": st.integers(0, 12), "accept": st.booleans()}),
    st.fixed_dictionaries({"type": st.just("rematch"), "ply": st.integers(0, 12)}),
    st.fixed_dictionaries({"type": st.just("rematch_reply"), "ply": st.integers(0, 12), "accept": st.booleans()}),
    st.just({"type": "ping"}),
)


@settings(max_examples=300, deadline=None)
@given(st.lists(message, max_size=12), st.randoms(use_true_random=False))
def test_well_formed_messages_in_any_order_only_ever_make_legal_guest_moves(messages, rng):
    """Whatever the guest sends, the host's game only changes by legal O moves, its own X replies, and
    undos it agreed to; and the host either plays on or hangs up, never raises."""
    import json

    link = joined_link()
    host = link.host
    for data in messages:
        if host.state is State.CLOSED:
            break
        events = host.receive_data(json.dumps(data).encode() + b"\n", link.now)
        for event in events:
            if type(event).__name__ == "UndoRequested":
                host.answer_undo(rng.random() < 0.5, link.now)
            elif type(event).__name__ == "RematchOffered":
                host.answer_rematch(rng.random() < 0.5, link.now)
        if host.my_turn:
            host.play(*rng.choice(host.match.game.legal_moves()), link.now)
        host.data_to_send()
    game = link.match.game
    replay = type(game)(game.size, game.win_length)
    for row, col in game.moves:
        replay.play(row, col)  # every move on the host's board is legal in order
    assert replay.winner == game.winner


def test_a_flood_of_valid_messages_is_cut_off_at_the_limit():
    from tictactoe_qt.net.connection import FLOOD_BURST

    link = joined_link()
    events = link.host.receive_data(b'{"type":"ping"}\n' * 1000, link.now)
    assert events == [Closed("error", by_peer=False, detail=f"more than {FLOOD_BURST} messages at once")]
    assert link.host.messages_received == FLOOD_BURST
