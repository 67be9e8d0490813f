"""The network protocol between two honest ends, fed bytes directly: no sockets, no Qt, a test clock."""

from __future__ import annotations

import pytest

from tictactoe_qt.core import IllegalMoveError, Player
from tictactoe_qt.net import wire
from tictactoe_qt.net.match import JoinGate, Match, Role
from tictactoe_qt.net.connection import PING_INTERVAL, SILENCE_TIMEOUT, Connection, ProtocolError, State
from tictactoe_qt.net.events import (
    Closed,
    Joined,
    MovePlayed,
    RematchAnswered,
    RematchOffered,
    UndoAnswered,
    UndoRequested,
)

from .helpers import Link


def joined() -> Link:
    link = Link()
    link.deliver()
    assert link.take("host") == [Joined("Bob", resumed=False)]
    assert link.take("guest") == [Joined("Alice", resumed=False)]
    return link


def play(link: Link, side: str, row: int, col: int) -> None:
    getattr(link, side).play(row, col, link.now)
    link.deliver()
    other = "guest" if side == "host" else "host"
    assert link.take(other) == [MovePlayed(row, col)]


def test_handshake_gives_both_ends_the_same_game_and_opposite_marks():
    link = joined()
    assert link.host.state is link.guest.state is State.PLAYING
    assert (link.host.my_mark, link.guest.my_mark) == (Player.X, Player.O)
    assert link.host.peer_name == "Bob" and link.guest.peer_name == "Alice"
    assert link.match.guest_name == "Bob"
    assert link.guest.match.size == 3 and link.guest.match.game.moves == ()


@pytest.mark.parametrize("host_name", ["Ann\x07\x1b", "\u202eAnn", "An\ud800n", " Ann\n"])
def test_names_with_unprintable_characters_are_cleaned_and_every_guest_still_gets_in(host_name):
    link = Link(guest_name="Bob\x00\u2066")
    link.host = Connection(Role.HOST, link.now, name=host_name, match=link.match, gate=link.gate)
    link.deliver()
    assert link.host.state is link.guest.state is State.PLAYING
    assert link.guest.peer_name == "Ann" and link.host.peer_name == "Bob" and link.match.guest_name == "Bob"


@pytest.mark.parametrize(("size", "win_length"), [(3, 3), (4, 4), (5, 4)])
def test_a_whole_game_ends_the_same_on_both_boards(size, win_length):
    link = Link(size, win_length)
    link.deliver()
    link.take("host"), link.take("guest")
    moves = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2), (0, 3)][: 2 * win_length - 1]
    for index, (row, col) in enumerate(moves):
        play(link, "host" if index % 2 == 0 else "guest", row, col)
    for end in (link.host, link.guest):
        assert end.match.game.winner is Player.X
        assert end.match.game.moves == tuple(moves)
    assert not link.host.my_turn and not link.guest.my_turn


def test_moving_out_of_turn_or_onto_a_taken_cell_is_refused_locally_and_sends_nothing():
    link = joined()
    with pytest.raises(ProtocolError):
        link.guest.play(0, 0, link.now)
    play(link, "host", 1, 1)
    with pytest.raises(IllegalMoveError):
        link.guest.play(1, 1, link.now)
    assert link.guest.data_to_send() == b""
    assert link.guest.match.game.moves == ((1, 1),)


def test_undo_request_accepted_takes_back_the_requesters_move_on_both_boards():
    link = joined()
    play(link, "host", 1, 1)
    assert link.host.request_undo(link.now) == 1
    assert not link.host.my_turn  # frozen until the answer
    link.deliver()
    assert link.take("guest") == [UndoRequested(1)]
    assert link.guest.answer_undo(True, link.now) == 1
    link.deliver()
    assert link.take("host") == [UndoAnswered(True, 1)]
    assert link.host.match.game.moves == link.guest.match.game.moves == ()
    assert link.host.my_turn


def test_undo_on_the_requesters_turn_takes_back_two_moves():
    link = joined()
    play(link, "host", 1, 1)
    play(link, "guest", 0, 0)
    assert link.host.request_undo(link.now) == 2
    link.deliver()
    assert link.take("guest") == [UndoRequested(2)]
    link.guest.answer_undo(True, link.now)
    link.deliver()
    assert link.host.match.game.moves == link.guest.match.game.moves == ()


def test_declined_undo_changes_nothing_and_the_requester_plays_on():
    link = joined()
    play(link, "host", 1, 1)
    play(link, "guest", 0, 0)
    link.host.request_undo(link.now)
    link.deliver()
    link.take("guest")
    assert link.guest.answer_undo(False, link.now) == 0
    link.deliver()
    assert link.take("host") == [UndoAnswered(False, 0)]
    assert link.host.match.game.moves == ((1, 1), (0, 0))
    play(link, "host", 2, 2)


def test_a_move_crossing_an_undo_request_declines_it_on_both_sides():
    link = joined()
    play(link, "host", 1, 1)
    link.host.request_undo(link.now)  # while the guest, not having seen it, moves
    link.guest.play(0, 0, link.now)
    link.deliver()
    assert link.take("host") == [MovePlayed(0, 0), UndoAnswered(False, 0)]
    assert link.take("guest") == []
    assert link.host.match.game.moves == link.guest.match.game.moves == ((1, 1), (0, 0))
    assert link.host.my_turn


def test_playing_on_instead_of_answering_declines_the_undo_request():
    link = joined()
    play(link, "host", 1, 1)
    link.host.request_undo(link.now)
    link.deliver()
    link.take("guest")
    link.guest.play(0, 0, link.now)
    link.deliver()
    assert link.take("host") == [UndoAnswered(False, 0), MovePlayed(0, 0)]


def test_nothing_to_undo_is_refused_locally():
    link = joined()
    with pytest.raises(ProtocolError):
        link.guest.request_undo(link.now)
    play(link, "host", 1, 1)
    with pytest.raises(ProtocolError):
        link.guest.request_undo(link.now)  # the guest has not moved yet


def finish_a_game(link: Link) -> None:
    for index, (row, col) in enumerate([(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]):
        play(link, "host" if index % 2 == 0 else "guest", row, col)


@pytest.mark.parametrize("accept", [True, False])
def test_rematch_after_a_finished_game_swaps_the_marks_or_keeps_the_game(accept):
    link = joined()
    finish_a_game(link)
    link.guest.offer_rematch(link.now)
    link.deliver()
    assert link.take("host") == [RematchOffered()]
    link.host.answer_rematch(accept, link.now)
    link.deliver()
    assert link.take("guest") == [RematchAnswered(accept)]
    for end in (link.host, link.guest):
        if accept:  # a new board, and the guest holds X: each player starts in turn
            assert end.match.game.moves == () and end.match.host_mark is Player.O
        else:
            assert end.match.game.winner is Player.X and end.match.host_mark is Player.X
    assert link.guest.my_turn is accept


def test_offers_crossing_on_the_wire_agree_on_one_new_game():
    link = joined()
    finish_a_game(link)
    link.host.offer_rematch(link.now)
    link.guest.offer_rematch(link.now)
    link.deliver()
    assert link.take("host") == link.take("guest") == [RematchAnswered(True)]
    assert link.host.match.host_mark is link.guest.match.host_mark is Player.O


def test_new_game_before_the_end_keeps_the_marks():
    link = joined()
    play(link, "host", 1, 1)
    link.host.offer_rematch(link.now)
    link.deliver()
    link.guest.answer_rematch(True, link.now)
    link.deliver()
    assert link.host.match.host_mark is link.guest.match.host_mark is Player.X
    assert link.host.match.game.moves == ()


def test_a_guest_coming_back_gets_the_same_position():
    link = joined()
    play(link, "host", 1, 1)
    play(link, "guest", 0, 0)
    link.guest.transport_failed()
    assert link.host.transport_failed() == [Closed("lost", by_peer=True, detail="the connection closed")]
    link.reconnect()
    assert link.take("host") == [Joined("Bob", resumed=True)]
    assert link.take("guest") == [Joined("Alice", resumed=True)]
    assert link.guest.match.game.moves == ((1, 1), (0, 0))
    assert link.guest.my_mark is Player.O
    play(link, "host", 2, 2)


def test_only_the_same_guest_may_come_back():
    link = joined()
    link.reconnect(guest_name="Mallory")
    assert link.take("guest") == [Closed("busy", by_peer=True, detail="the game already has another player")]
    assert link.match.guest_name == "Bob"


def test_wrong_code_is_refused_and_a_few_wrong_codes_lock_the_door():
    link = Link(code="0000")
    link.deliver()
    assert link.take("guest")[0].reason == "code"
    assert link.match.guest_name is None
    for _ in range(2):
        link.reconnect(code="1111")
    last = link.take("guest")[-1]
    assert last.reason == "code" and last.retry_after == 10
    link.reconnect()  # even the right code waits out the pause
    assert link.take("guest")[-1].reason == "locked"
    link.now += 11
    link.reconnect()
    assert link.take("guest") == [Joined("Alice", resumed=False)]


def test_the_pause_doubles_with_each_lock():
    gate = JoinGate("1234")
    waits = []
    now = 0.0
    for _ in range(4):
        for _ in range(3):
            verdict, wait = gate.check("9999", now)
        waits.append(wait)
        now += wait + 1
    assert waits == [10, 20, 40, 80]
    assert gate.check("1234", now) == (None, 0)


def test_abandon_tells_the_peer():
    link = joined()
    link.guest.close("abandon", link.now)
    link.deliver()
    assert link.take("host") == [Closed("abandon", by_peer=True)]
    assert link.host.state is State.CLOSED


def test_quiet_lines_are_kept_alive_and_a_silent_peer_is_lost():
    link = joined()
    link.now += PING_INTERVAL
    assert link.host.tick(link.now) == []
    assert link.host.data_to_send() == wire.encode("ping")
    link.now += SILENCE_TIMEOUT + 1
    assert link.host.tick(link.now)[0].reason == "lost"


def test_another_version_is_told_to_update_on_both_sides():
    host = Connection(Role.HOST, 0, name="Alice", match=Match("Alice"), gate=JoinGate("1"))
    newer = wire.PROTOCOL_VERSION + 1
    events = host.receive_data(b'{"type":"hello","game":"tictactoe-qt","version":%d,"anything":"new"}\n' % newer, 0)
    assert events[0].reason == "version"
    guest = Connection(Role.GUEST, 0, name="Bob", code="1")
    guest.data_to_send()
    assert guest.receive_data(host.data_to_send(), 0)[0].reason == "version"


def test_messages_round_trip_through_the_schema():
    for kind, fields in [
        ("move", {"ply": 3, "row": 1, "col": 2}),
        ("ping", {}),
        ("bye", {"reason": "quit", "detail": "名字"}),
    ]:
        data = wire.encode(kind, **fields)
        assert data.endswith(b"\n") and data.count(b"\n") == 1
        assert wire.decode(data[:-1]) == {"type": kind, **fields}


def test_the_longest_honest_message_fits_the_limit():
    # A welcome back into an ultimate game of 81 moves (the most a 9×9 grid holds), the longest name.
    moves = [(r, c) for r in range(9) for c in range(9)]
    data = wire.encode(
        "welcome",
        version=wire.PROTOCOL_VERSION,
        name="W" * wire.MAX_NAME_CHARS,
        rule_set="ultimate",
        size=9,
        win_length=3,
        host_mark="X",
        moves=[list(m) for m in moves],
    )
    assert len(data) < wire.MAX_MESSAGE_BYTES * 0.7


def test_the_protocol_is_sans_io():
    """No socket, thread, event loop or Qt behind the protocol: bytes and the clock in, events and bytes out."""
    import ast
    import subprocess
    import sys
    from pathlib import Path

    allowed = {"__future__", "enum", "hmac", "json", "secrets", "dataclasses", "typing", "collections.abc"}
    folder = Path(__file__).parents[2] / "tictactoe_qt" / "net"
    for name in ("wire.py", "match.py", "events.py", "connection.py"):
        for node in ast.walk(ast.parse((folder / name).read_text("utf-8"))):
            if isinstance(node, ast.Import):
                assert {alias.name for alias in node.names} <= allowed, (name, ast.dump(node))
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                assert node.module in allowed, (name, node.module)
    script = (
        "import sys, tictactoe_qt.net.connection; "
        "print(sorted(m for m in ('socket', 'asyncio', 'selectors', 'PySide6') if m in sys.modules))"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert result.stdout.strip() == "[]", result.stderr
