"""Internet play (issue 39): two terminal game processes pairing by a wormhole code through a local mailbox server
(tests/mailbox_server.py; never the public one), each failure said in words, and hostile peers that know the
code held off as on the LAN."""

from __future__ import annotations

import json
import queue
import re
import socket

import pytest

from tests.integration import terminal_peer
from tests.mailbox_server import free_port, local_mailbox
from tests.net import hostile_inputs

from tictactoe_qt.net import wire
from tictactoe_qt.net.wormhole_link import WormholeLink

from .terminal_peer import TerminalPeer
from .test_network_game import label

YOUR_MOVE = "your move: "
CODE = re.compile(r"\d+(?:-[a-z]+)+")


@pytest.fixture(scope="module")
def mailbox(tmp_path_factory):
    with local_mailbox(tmp_path_factory.mktemp("mailbox")) as url:
        yield url


def internet_host(peers, mailbox: str, name: str = "Alice") -> tuple[TerminalPeer, str]:
    host = TerminalPeer("--host", "--internet", "--mailbox", mailbox, name=name)
    peers.append(host)
    return host, next_code(host)


def next_code(host: TerminalPeer, after: str = "Code: ") -> str:
    """The code the host prints next after `after`."""
    host.wait_for(after)
    return CODE.search(host.wait_for("\n")).group(0)


def internet_guest(peers, code: str, *args: str, name: str = "Bob") -> TerminalPeer:
    guest = TerminalPeer("--join", code, *args, name=name)
    peers.append(guest)
    return guest


def move(mover: TerminalPeer, other: TerminalPeer, cell: str) -> None:
    mover.type(cell)
    other.wait_for(f"{mover.name} plays {label(cell)}.")


def test_two_terminals_play_a_whole_game_with_an_undo_and_a_rematch_through_a_mailbox_chosen_by_the_environment(
    peers, mailbox, monkeypatch
):
    monkeypatch.setitem(terminal_peer.ENV, "TICTACTOE_MAILBOX", mailbox)
    host, code = internet_host(peers, mailbox)
    guest = internet_guest(peers, code.upper().replace("-", " "))  # as read aloud and typed: still the code
    host.wait_for("Bob joined.")
    guest.wait_for("Joined Alice's game (")
    host.wait_for("Alice (X), " + YOUR_MOVE)
    move(host, guest, "5")
    move(guest, host, "1")
    host.wait_for(YOUR_MOVE)
    host.type("u")  # undo by request, through the mailbox
    assert "Alice asks to take back their last move and your reply." in guest.wait_for("[y/N] ")
    guest.type("y")
    host.wait_for("Bob agreed: took back your last move and their reply.")
    for mover, other, cell in [(host, guest, "1"), (guest, host, "4"), (host, guest, "2"), (guest, host, "5")]:
        move(mover, other, cell)
    host.type("3")
    assert "Alice wins with X!" in guest.wait_for("Play again? [Y/n] ")
    guest.type("y")  # a rematch: the marks swap, Bob starts
    host.wait_for("Play again? [Y/n] ")
    host.type("y")
    guest.wait_for("Bob (X), " + YOUR_MOVE)
    guest.type("q")
    host.wait_for("Bob left the game.")
    host_status, host_transcript, _ = host.finish()
    guest_status, guest_transcript, _ = guest.finish()
    assert (host_status, guest_status) == (0, 0)
    assert "Score: Alice 1, Bob 0, draws 0" in host_transcript
    assert f"through {mailbox}" in guest_transcript


def test_a_wrong_code_is_said_on_both_sides_and_the_host_gives_a_new_one(peers, mailbox):
    host, code = internet_host(peers, mailbox)
    number = code.split("-")[0]
    wrong = internet_guest(peers, f"{number}-aardvark-absurd", "--mailbox", mailbox)
    wrong.wait_for("That code did not match")  # before finish(), which ends the input and so the game
    status, _, _ = wrong.finish(timeout=30)
    assert status == 1
    host.wait_for("Someone tried a code that did not match")
    new_code = next_code(host, "A new code: ")
    guest = internet_guest(peers, new_code, "--mailbox", mailbox)
    guest.wait_for("Joined Alice's game (")
    guest.type("q")
    host.wait_for("Bob left the game.")


def test_a_code_nobody_waits_on_times_out_in_words(peers, mailbox):
    guest = internet_guest(peers, "999-aardvark-absurd", "--mailbox", mailbox, "--pairing-timeout", "1")
    guest.wait_for("Nobody is waiting with the code 999-aardvark-absurd: check it with your friend")
    status, _, _ = guest.finish(timeout=30)
    assert status == 1


def test_no_mailbox_server_is_said_on_both_sides(peers):
    nowhere = f"ws://127.0.0.1:{free_port()}/v1"
    for peer in (
        TerminalPeer("--host", "--internet", "--mailbox", nowhere, name="Alice"),
        TerminalPeer("--join", "7-aardvark-absurd", "--mailbox", nowhere, name="Bob"),
    ):
        peers.append(peer)
        peer.wait_for(f"Could not reach the mailbox server {nowhere}")
        assert "no internet?" in peer.wait_for("\n")
        status, _, _ = peer.finish(timeout=30)
        assert status == 1


def test_a_guest_killed_mid_game_is_found_by_the_heartbeat_and_comes_back_with_a_new_code(peers, mailbox):
    host, code = internet_host(peers, mailbox)
    guest = internet_guest(peers, code, "--mailbox", mailbox)
    guest.wait_for("Joined Alice's game (")
    host.wait_for("Alice (X), " + YOUR_MOVE)
    move(host, guest, "5")
    guest.kill()  # no goodbye: the wormhole never says it; the protocol's pings stop
    host.wait_for("The connection to Bob was lost (nothing heard for 20 s).", timeout=60)
    new_code = next_code(host, "To come back, Bob joins with the new code: ")
    back = internet_guest(peers, new_code, "--mailbox", mailbox)
    host.wait_for("Bob is back. The game carries on.")
    assert "2  4 | X | 6" in back.wait_for("Bob (O), " + YOUR_MOVE)  # the position kept
    back.type("q")
    host.wait_for("Bob left the game.")


# One of each kind of hostile input from tests/net/hostile_inputs.py (the whole catalogue runs over TCP in
# test_network_game.py; here each one pairs through the mailbox first, one after another).
HOSTILE = {
    "http request",
    "not utf-8",
    "deep nesting",
    "huge integer",
    "random bytes 0",
    "line at the limit",
    "megabyte without newline",
    "oversize in small pieces",
    "hello with code=None",
    "hello with name='\\u202eevil'",
    "flood of pings before hello",
    "many hellos",
}


class _Heard:
    def __init__(self) -> None:
        self.answers: queue.Queue = queue.Queue()

    def code_allocated(self, code: str) -> None:
        self.answers.put(("code", code))

    def paired(self, stream: socket.socket) -> None:
        self.answers.put(("paired", stream))

    def failed(self, problem, detail: str) -> None:
        self.answers.put(("failed", (problem, detail)))


def test_hostile_peers_who_know_the_code_are_hung_up_on_and_the_game_goes_on(peers, mailbox):
    cases = [case for case in hostile_inputs.before_handshake() if case[0] in HOSTILE]
    assert len(cases) == len(HOSTILE)
    host, code = internet_host(peers, mailbox)
    for name, chunks, _gap in cases:
        heard = _Heard()
        link = WormholeLink(heard, lambda call: call(), mailbox, code=code)
        link.start()
        kind, stream = heard.answers.get(timeout=30)
        assert kind == "paired", (name, stream)
        with stream:
            stream.settimeout(30)
            try:
                for chunk in chunks:
                    if chunk:
                        stream.sendall(chunk)
                while stream.recv(65536):  # until the host hangs up, through the mailbox
                    pass
            except (ConnectionResetError, BrokenPipeError):
                pass
        link.cancel()
        code = next_code(host, "A new code: ")
    guest = internet_guest(peers, code, "--mailbox", mailbox)
    guest.wait_for("Joined Alice's game (")
    for mover, other, cell in [(host, guest, "1"), (guest, host, "4"), (host, guest, "2"), (guest, host, "5")]:
        move(mover, other, cell)
    host.type("3")
    assert "Alice wins with X!" in guest.wait_for("Play again? [Y/n] ")
    guest.type("n")
    host.wait_for("Bob left the game.")
    status, transcript, log = host.finish()
    assert status == 0
    assert log.count("hung up:") >= len(cases) - 3, log  # a few are hung up on before they say a word
    assert "Score: Alice 1, Bob 0, draws 0" in transcript


def paired_stream(mailbox: str, code: str) -> tuple[WormholeLink, socket.socket]:
    """This process joins with `code`, as another copy of the game would: the link and its socket."""
    heard = _Heard()
    link = WormholeLink(heard, lambda call: call(), mailbox, code=code)
    link.start()
    kind, stream = heard.answers.get(timeout=30)
    assert kind == "paired", stream
    stream.settimeout(30)
    return link, stream


def test_an_older_copy_of_the_game_is_told_to_update_on_both_sides(peers, mailbox):
    host, code = internet_host(peers, mailbox)
    link, stream = paired_stream(mailbox, code)
    with stream:
        stream.sendall(b'{"type":"hello","game":"tictactoe-qt","version":1,"name":"Old","code":"wormhole"}\n')
        answer = json.loads(stream.makefile().readline())
    link.cancel()
    assert answer == {"type": "refused", "reason": "version", "version": wire.PROTOCOL_VERSION, "retry_after": 0}
    # and a terminal joining a host of another version over the wormhole says which of the two is to update
    heard = _Heard()
    WormholeLink(heard, lambda call: call(), mailbox).start()
    kind, new_code = heard.answers.get(timeout=30)
    guest = internet_guest(peers, new_code, "--mailbox", mailbox)
    kind, stream = heard.answers.get(timeout=30)
    assert kind == "paired"
    with stream:
        stream.settimeout(30)
        stream.recv(1024)  # the guest's hello
        stream.sendall(b'{"type":"refused","reason":"version","version":1,"retry_after":0}\n')
        guest.wait_for("The other player has an older version of Tic-Tac-Toe")
    guest.wait_for("Goodbye.")
    status, _, _ = guest.finish()
    assert status == 1


def test_a_host_keeping_a_game_asks_an_unreachable_mailbox_again_until_it_answers(peers, tmp_path):
    port = free_port()
    (tmp_path / "first").mkdir()
    with local_mailbox(tmp_path / "first", port) as mailbox:
        host, code = internet_host(peers, mailbox)
        guest = internet_guest(peers, code, "--mailbox", mailbox)
        guest.wait_for("Joined Alice's game (")
        host.wait_for("Alice (X), " + YOUR_MOVE)
        move(host, guest, "5")
    guest.kill()  # Bob's line goes, and with it the mailbox (the host's internet is down)
    host.wait_for("The connection to Bob was lost", timeout=60)
    host.wait_for(f"Could not reach the mailbox server {mailbox}", timeout=60)
    host.wait_for("Trying again in 10 s… (q to leave)")
    (tmp_path / "second").mkdir()
    with local_mailbox(tmp_path / "second", port):  # the internet is back
        new_code = next_code(host, "To come back, Bob joins with the new code: ")
        back = internet_guest(peers, new_code, "--mailbox", mailbox)
        host.wait_for("Bob is back. The game carries on.", timeout=60)
        back.wait_for("Bob (O), " + YOUR_MOVE)
        back.type("q")
        host.wait_for("Bob left the game.")


def test_q_cancels_while_waiting_for_a_friend_or_for_the_mailbox(peers, mailbox):
    host, _code = internet_host(peers, mailbox)
    host.type("q")
    guest = internet_guest(peers, "999-aardvark-absurd", "--mailbox", mailbox)  # nobody waits on this code
    guest.wait_for("Joining with the code 999-aardvark-absurd")
    guest.type("q")
    for peer in (host, guest):
        status, transcript, _ = peer.finish()
        assert status == 0 and transcript.rstrip().endswith("Goodbye.")
        assert "Nobody is waiting" not in transcript  # stopped before the time-out
