"""Two real terminal game processes playing over TCP on 127.0.0.1, and raw hostile clients against a host."""

from __future__ import annotations


import json
import random
import re
import socket
import threading
import time

import pytest

from tests.integration import terminal_peer
from tests.net import hostile_inputs

from tictactoe_qt.core.notation import cell_name, cell_of_number
from tictactoe_qt.net import wire
from tictactoe_qt.net.events import JOIN_TRIES

from .terminal_peer import TerminalPeer

YOUR_MOVE = "your move: "


def connected(peers) -> tuple[TerminalPeer, TerminalPeer]:
    host = TerminalPeer.host()
    peers.append(host)
    guest = TerminalPeer.guest(host.port)
    peers.append(guest)
    host.wait_for("Bob joined.")
    guest.wait_for("Joined Alice's game (3×3).")
    return host, guest


def move(mover: TerminalPeer, other: TerminalPeer, cell: str) -> str:
    """mover plays `cell` (its number); what the other side printed up to its prompt."""
    mover.type(cell)
    return other.wait_for(f"{mover.name} plays {label(cell)}.")


def label(number: str, size: int = 3) -> str:
    """How the terminal names the cell with that number: "b2 (5)"."""
    return f"{cell_name(cell_of_number(int(number), size), size)} ({number})"


def test_a_whole_game_an_undo_request_and_a_rematch(peers):
    host, guest = connected(peers)
    host.wait_for("Alice (X), " + YOUR_MOVE)
    move(host, guest, "5")
    guest.wait_for("Bob (O), " + YOUR_MOVE)
    move(guest, host, "1")
    host.wait_for(YOUR_MOVE)
    host.type("u")  # Alice asks to take back her move and Bob's reply
    assert "Alice asks to take back their last move and your reply. Allow it? [y/N]" in guest.wait_for("[y/N] ")
    guest.type("y")
    board = host.wait_for("Bob agreed: took back your last move and their reply.")
    host.wait_for(YOUR_MOVE)
    for mover, other, cell in [(host, guest, "1"), (guest, host, "4"), (host, guest, "2"), (guest, host, "5")]:
        move(mover, other, cell)
    host.type("3")
    for peer in (host, guest):
        end = peer.wait_for("Play again? [Y/n] ")
        assert "Alice wins with X!" in end
        assert " 1  X | X | X" in end and " 2  O | O | 6" in end  # both boards show the same position
    assert "Score: Alice 1, Bob 0, draws 0" in host.transcript
    assert "Score: Bob 0, Alice 1, draws 0" in guest.transcript
    guest.type("y")
    guest.wait_for("Offered Alice a new game; waiting for an answer")
    host.type("")
    for peer in (host, guest):
        assert "Bob plays X, Alice plays O." in peer.wait_for("A new game.") + peer.wait_for("plays O.")
    guest.wait_for("Bob (X), " + YOUR_MOVE)
    assert "Took back" not in board


def test_an_undo_request_declined_and_moving_on_instead_of_answering(peers):
    host, guest = connected(peers)
    move(host, guest, "5")
    guest.type("u")
    assert "Sorry, you have no move to take back." in guest.wait_for("take back.")
    move(guest, host, "1")
    guest.type("u")
    host.wait_for("Allow it? [y/N] ")
    host.type("n")
    guest.wait_for("Alice declined to take the move back.")
    guest.wait_for("Waiting for Alice (X) to move")
    guest.type("u")
    host.wait_for("Allow it? [y/N] ")
    host.type("9")  # playing a move declines the request
    guest.wait_for("Alice declined to take the move back.")
    guest.wait_for(f"Alice plays {label('9')}.")
    guest.wait_for("Bob (O), " + YOUR_MOVE)


def test_a_dropped_guest_comes_back_to_the_same_position_then_abandons(peers):
    host, guest = connected(peers)
    move(host, guest, "5")
    move(guest, host, "3")
    guest.process.kill()  # the connection drops without a goodbye
    host.wait_for("The connection to Bob was lost")
    host.wait_for("The game is kept: waiting for Bob to come back")
    host.type("1")  # the game waits: nothing is played while Bob is away
    host.wait_for("Not connected")
    back = TerminalPeer.guest(host.port)
    peers.append(back)
    host.wait_for("Bob is back. The game carries on.")
    resumed = back.wait_for("Back in Alice's game.") + back.wait_for("to move…")
    host.wait_for("Alice (X), " + YOUR_MOVE)
    move(host, back, "1")
    position = back.wait_for(YOUR_MOVE)
    assert " 1  X | 2 | O" in position and " 2  4 | X | 6" in position
    assert "Alice plays X, Bob plays O." in resumed
    back.type("q")
    host.wait_for("Bob left the game.")
    status, transcript, errors = host.finish()
    assert status == 0 and transcript.rstrip().endswith("Goodbye.")
    assert back.finish()[0] == 0


def test_a_host_dropping_out_is_said_plainly_and_the_guest_keeps_trying(peers):
    host, guest = connected(peers)
    host.process.kill()
    guest.wait_for("The connection to Alice was lost")
    guest.wait_for("Reconnecting")
    # Joined once, the guest dials on past the few tries a first join makes, until the player gives up.
    for _try in range(JOIN_TRIES + 1):
        guest.wait_for("Cannot reach the host (127.0.0.1:")
        guest.wait_for("Trying again… (q to give up)")
    guest.type("q")
    assert guest.finish()[0] == 0


def test_a_first_join_to_an_address_that_answers_nothing_gives_up_after_a_few_tries():
    with socket.create_server(("127.0.0.1", 0)) as server:
        port = server.getsockname()[1]  # let go at once: nobody listens there
    guest = TerminalPeer.guest(port)
    guest.wait_for("Goodbye.")
    status, transcript, _ = guest.finish()
    assert status == 1
    assert transcript.count("Trying again… (q to give up)") == JOIN_TRIES - 1
    assert f"Cannot reach the host (127.0.0.1:{port}, " in transcript and "Check the address" in transcript


def test_wrong_join_codes_are_refused_then_the_door_locks(peers):
    host = TerminalPeer.host()
    peers.append(host)
    for _attempt in range(3):
        wrong = TerminalPeer.guest(host.port, code="0000")
        wrong.wait_for("Goodbye.")
        status, transcript, _ = wrong.finish()
        assert status == 1 and "Wrong join code." in transcript
        assert "Final score" not in transcript  # no game was played
    right = TerminalPeer.guest(host.port)
    right.wait_for("Goodbye.")
    status, transcript, _ = right.finish()
    # The lock's time left when the guest asks: its full 10 s, or less on a loaded machine slow to start the guest.
    assert status == 1 and re.search(r"Too many wrong join codes: try again in (10|[1-9]) seconds\.", transcript)
    assert "joined" not in host.unread


@pytest.mark.parametrize("version", [1, wire.PROTOCOL_VERSION + 1], ids=["older, without rule sets", "newer"])
def test_another_protocol_version_is_told_to_update_on_both_sides(peers, version):
    host = TerminalPeer.host()
    peers.append(host)
    with socket.create_connection(("127.0.0.1", host.port), timeout=10) as sock:
        sock.sendall(b'{"type":"hello","game":"tictactoe-qt","version":%d,"name":"Other","code":"x"}\n' % version)
        answer = json.loads(sock.makefile().readline())
    assert answer == {"type": "refused", "reason": "version", "version": wire.PROTOCOL_VERSION, "retry_after": 0}
    # and a terminal joining a host of another version says which of the two is to update
    with socket.create_server(("127.0.0.1", 0)) as server:
        guest = TerminalPeer.guest(server.getsockname()[1])
        peers.append(guest)
        conn, _ = server.accept()
        conn.recv(1024)
        conn.sendall(b'{"type":"refused","reason":"version","version":%d,"retry_after":0}\n' % version)
        guest.wait_for("Goodbye.")
        status, transcript, _ = guest.finish()
        conn.close()
    if version < wire.PROTOCOL_VERSION:
        expected = "The other player has an older version of Tic-Tac-Toe"
        assert status == 1 and expected in transcript and "They need to update it to play with you." in transcript
    else:
        assert status == 1 and "has a newer version of Tic-Tac-Toe. Please update yours" in transcript


def test_a_joiner_facing_a_host_that_sends_an_impossible_welcome_says_so_once_and_stops(peers):
    with socket.create_server(("127.0.0.1", 0)) as server:
        guest = TerminalPeer.guest(server.getsockname()[1])
        peers.append(guest)
        conn, _ = server.accept()
        conn.recv(1024)
        welcome = {"type": "welcome", "version": wire.PROTOCOL_VERSION, "name": "Eve", "rule_set": "k-in-a-row"}
        welcome |= {"size": 3, "win_length": 3, "host_mark": "X", "moves": [[1, 1], [1, 1]]}
        conn.sendall(json.dumps(welcome).encode() + b"\n")
        guest.wait_for("Goodbye.")
        status, transcript, _ = guest.finish()
        conn.close()
    assert status == 1 and transcript.count("The host's answer could not be read") == 1
    assert "Reconnecting" not in transcript and "The game is kept" not in transcript


def send_hostile(port: int, chunks: list[bytes], gap: float, results: list, name: str) -> None:
    """Send one hostile input on its own connection; record whether the host hung up on it."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
            for chunk in chunks:
                if chunk:
                    sock.sendall(chunk)
                time.sleep(gap)
            sock.settimeout(30)
            while sock.recv(65536):  # read until the host closes
                pass
        results.append(name)
    except (ConnectionResetError, BrokenPipeError):  # hung up on mid-send: also a hang-up
        results.append(name)


def test_hostile_clients_are_hung_up_on_while_the_invited_game_goes_on(peers):
    """Raw TCP clients send garbage, oversized, truncated, slow-drip and flood input at the same time as
    the invited guest plays; each is hung up on with a logged reason and the game is untouched."""
    host, guest = connected(peers)
    cases = [case for case in hostile_inputs.before_handshake() if case[2] <= 1.0]
    results: list[str] = []
    threads = [
        threading.Thread(target=send_hostile, args=(host.port, chunks, gap, results, name))
        for name, chunks, gap in cases
    ]
    for thread in threads:
        thread.start()
    for mover, other, cell in [(host, guest, "1"), (guest, host, "4"), (host, guest, "2"), (guest, host, "5")]:
        move(mover, other, cell)
    host.type("3")
    assert "Alice wins with X!" in guest.wait_for("Play again? [Y/n] ")
    for thread in threads:
        thread.join(timeout=60)
    assert sorted(results) == sorted(name for name, _, _ in cases)
    guest.type("n")
    host.wait_for("Bob left the game.")
    status, transcript, log = host.finish()
    assert status == 0
    assert log.count("hung up:") >= len(cases) - 5, log  # a few hang up before saying a word
    assert "Score: Alice 1, Bob 0, draws 0" in transcript


def test_a_terminal_host_takes_ipv4_and_ipv6_guests(peers):
    host = TerminalPeer.host()
    peers.append(host)
    for address in ("127.0.0.1", "::1"):
        with socket.create_connection((address, host.port), timeout=10) as sock:
            sock.sendall(
                b'{"type":"hello","game":"tictactoe-qt","version":%d,"name":"Bob","code":"0"}\n' % wire.PROTOCOL_VERSION
            )
            assert json.loads(sock.makefile().readline())["type"] == "refused"  # it was heard, on either


def test_the_network_games_help_breaks_between_phrases_in_a_100_column_terminal(peers, monkeypatch):
    monkeypatch.setitem(terminal_peer.ENV, "COLUMNS", "100")
    host, guest = connected(peers)
    shown = host.wait_for("Alice (X), " + YOUR_MOVE)
    assert "Alice plays X, Bob plays O.\n" in shown
    assert (
        "Moves: a cell's number as shown, or its name (e.g. b2: column letter, row number from the bottom).\n"
        "u = ask to take back your move, q = leave, ? = this help.\n"
    ) in shown  # it wrapped inside "(e.g. b2: …" at 100
    guest.type("?")
    help_text = guest.wait_for("? = this help.\n")
    assert all(len(line) <= 100 for line in help_text.splitlines())


def test_a_whole_game_of_ultimate_between_two_terminals(peers):
    """The host hosts ultimate (--rules ultimate); the guest learns the rule set from the welcome. Each move is typed
    as a player would (keypad digits, or the cell's name), a move outside the board sent to is refused before it goes
    out, and both ends finish with the same board and result."""
    from tictactoe_qt.core.kinds import ULTIMATE_VARIANT

    host = TerminalPeer.host("Alice", "--rules", "ultimate")
    peers.append(host)
    assert "Hosting a game of ultimate tic-tac-toe as Alice" in host.transcript
    guest = TerminalPeer.guest(host.port)
    peers.append(guest)
    host.wait_for("Bob joined.")
    guest.wait_for("Joined Alice's game (")
    game, rng = ULTIMATE_VARIANT.new_game(), random.Random(3)
    while not game.is_over:
        mover, other = (host, guest) if len(game.moves) % 2 == 0 else (guest, host)
        prompt = mover.wait_for(YOUR_MOVE)
        assert ("may play in any open board" in prompt) == (game.sent_to is None)
        if game.sent_to is not None and len(game.moves) % 7 == 3:
            wrong = next(
                (row, col)
                for row in range(9)
                for col in range(9)
                if game.cell(row, col) is None
                and (row // 3, col // 3) != game.sent_to
                and game.small_board_result((row // 3, col // 3)) is None
            )
            mover.type(game.move_name(wrong))
            assert "is not where you may play" in mover.wait_for(YOUR_MOVE)
        cell = rng.choice(game.legal_moves())
        mover.type(game.keypad_keys(cell) if len(game.moves) % 2 else game.move_name(cell))
        other.wait_for(f"{mover.name} plays {game.move_name(cell)}.")
        game.play(*cell)
    result = "It's a draw." if game.winner is None else f"{'Alice' if game.winner.value == 'X' else 'Bob'} wins with"
    for peer in (host, guest):
        assert result in peer.wait_for("Play again? [Y/n] ")
