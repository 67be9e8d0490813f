"""Three defects a hostile-peer run found: a guest's bye/error ended the host's game, one address could lock
everyone out, and a version number out of range was refused as "another version" instead of as garbage."""

from __future__ import annotations

import json

import pytest

from tictactoe_qt.net import wire
from tictactoe_qt.net.connection import Connection, State
from tictactoe_qt.net.events import CloseReason, Closed, Joined
from tictactoe_qt.net.match import JoinGate, Match, Role
from tictactoe_qt.terminal.network import NetworkTerminalGame

from .helpers import CODE, Link


def joined_link() -> Link:
    link = Link()
    link.deliver()
    assert link.take("host") == [Joined("Bob", resumed=False)]
    link.take("guest")
    return link


def test_a_seated_guests_bye_with_error_ends_that_connection_only():
    link = joined_link()
    link.host.play(1, 1, link.now)
    link.deliver()
    link.guest.close(CloseReason.ERROR, link.now, "something went wrong at my end")
    link.deliver()
    closed = link.take("host")
    assert closed == [Closed(CloseReason.ERROR, by_peer=True, detail="something went wrong at my end")]
    assert closed[0].reason.game_kept
    assert link.match.guest_name == "Bob" and link.match.game.moves == ((1, 1),)
    link.reconnect()
    assert link.take("host") == [Joined("Bob", resumed=True)]
    assert link.guest.current_match.game.moves == ((1, 1),)


def test_the_terminal_host_keeps_waiting_after_a_guests_bye_with_error():
    link = joined_link()
    said: list[str] = []
    session = NetworkTerminalGame(said.append, "Alice", lambda: link.now, hosting=True)
    session.joined(link.host, Joined("Bob", resumed=False))
    link.guest.close(CloseReason.ERROR, link.now, "my end broke")
    link.deliver()
    session.handle(link.take("host"))
    assert not session.finished and session.status == 0
    assert said[-2:] == [
        "The game is kept: waiting for Bob to come back",  # a peer's own reason is not repeated
        "Type q to leave.",
    ]


def hello(code: str, name: str = "Bob", version: object = wire.PROTOCOL_VERSION) -> bytes:
    return (
        json.dumps({"type": "hello", "game": "tictactoe-qt", "version": version, "name": name, "code": code}).encode()
        + b"\n"
    )


def knock(match: Match, gate: JoinGate, address: str, code: str, now: float, name: str = "Bob") -> list:
    host = Connection(Role.HOST, now, name="Alice", match=match, gate=gate, peer_address=address)
    return host.receive_data(hello(code, name), now)


def test_wrong_codes_from_one_address_do_not_keep_another_out():
    match, gate = Match("Alice"), JoinGate(CODE)
    for _ in range(3):
        knock(match, gate, "127.0.0.2", "0000", 0.0, name="Mallory")
    assert knock(match, gate, "127.0.0.2", CODE, 1.0, name="Mallory")[0].reason is CloseReason.LOCKED
    assert knock(match, gate, "127.0.0.3", CODE, 1.0) == [Joined("Bob", resumed=False)]


def test_the_seated_guest_comes_back_while_a_stranger_is_locked_out():
    match, gate = Match("Alice"), JoinGate(CODE)
    assert knock(match, gate, "127.0.0.4", CODE, 0.0) == [Joined("Bob", resumed=False)]
    for now in range(0, 600, 1):  # a stranger guessing all the while, locking only itself
        knock(match, gate, "127.0.0.5", f"{now:04d}" if f"{now:04d}" != CODE else "9999", float(now), name="Eve")
    assert gate.locked("127.0.0.5", 599.0)
    assert knock(match, gate, "127.0.0.4", CODE, 599.0) == [Joined("Bob", resumed=True)]


def test_a_right_code_undoes_the_doubling_for_its_address():
    gate = JoinGate(CODE)
    assert [gate.check("0000", 0.0, "127.0.0.6") for _ in range(3)][-1] == (CloseReason.CODE, 10)
    assert gate.check(CODE, 11.0, "127.0.0.6") == (None, 0)
    # Three more wrong codes lock it for the first pause again, not the doubled one.
    assert [gate.check("0000", 12.0, "127.0.0.6") for _ in range(3)][-1] == (CloseReason.CODE, 10)


def test_the_addresses_remembered_are_bounded():
    gate = JoinGate(CODE, max_addresses=8)
    for n in range(100):
        gate.check("0000", 0.0, f"127.0.1.{n}")
    assert len(gate.by_address) == 8


def test_a_version_that_is_no_number_is_a_protocol_error_not_another_version():
    for version in ("1e400", "10001", "-1", '"2"', "2.5"):
        host = Connection(Role.HOST, 0, name="Alice", match=Match("Alice"), gate=JoinGate(CODE))
        line = (
            b'{"type":"hello","game":"tictactoe-qt","version":'
            + version.encode()
            + b',"name":"Bob","code":"'
            + CODE.encode()
            + b'"}\n'
        )
        events = host.receive_data(line, 0)
        assert host.state is State.CLOSED
        assert [event.reason for event in events] == [CloseReason.ERROR], version
        assert b'"type":"bye"' in host.data_to_send(), version


@pytest.mark.parametrize("version", [1, wire.PROTOCOL_VERSION + 1])
def test_another_version_in_range_is_still_refused_as_a_version(version):
    # Version 1 is the older game without rule sets: it could not play ultimate, and its welcome has no rule set.
    host = Connection(Role.HOST, 0, name="Alice", match=Match("Alice"), gate=JoinGate(CODE))
    events = host.receive_data(hello(CODE, version=version), 0)
    assert [event.reason for event in events] == [CloseReason.VERSION]
    assert events[0].peer_version == version and events[0].peer_is_older is (version < wire.PROTOCOL_VERSION)
    assert b'"type":"refused"' in host.data_to_send()
