"""Network play in the window (offscreen) against the terminal game in another process, on 127.0.0.1.

The window's dialogs are filled in and clicked as a player would; the terminal is typed into.
"""

from __future__ import annotations

import json
import re
import socket

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.integration.terminal_peer import CODE, TerminalPeer
from tictactoe_qt.core import Player
from tictactoe_qt.net import wire
from tictactoe_qt.core.notation import cell_name, cell_of_number

WAIT_MS = 15_000


@pytest.fixture
def network(window):
    window.network.discover = False  # multicast DNS has its own test (tests/integration/test_discovery.py)
    return window.network


def wait_printed(qtbot, peer: TerminalPeer, text: str) -> None:
    qtbot.waitUntil(lambda: peer.has_printed(text), timeout=WAIT_MS)


def host_from_the_window(qtbot, window, network, name: str = "Alice") -> tuple[int, str]:
    """Game ▸ Host a Network Game…: any free port; returns (port, join code) as the window shows them."""
    network.host_action.trigger()
    dialog = network.dialog
    dialog.name_edit.setText(name)
    dialog.port_box.setValue(0)
    qtbot.mouseClick(dialog.ok_button, Qt.LeftButton)
    shown = window.side_panel.network_label.text()
    code, port = re.search(r"Join code: (\d{4}) · address: \S+:(\d+)", shown).groups()
    return int(port), code


def answer_question(qtbot, network, yes: bool) -> str:
    qtbot.waitUntil(lambda: network.question is not None, timeout=WAIT_MS)
    box = network.question
    text = box.text()
    qtbot.mouseClick(box.button(QMessageBox.Yes if yes else QMessageBox.No), Qt.LeftButton)
    return text


def test_the_window_hosts_and_plays_a_terminal_player_through_undo_rematch_and_a_reconnect(
    qtbot, window, network, person, peers
):
    board_side = window.play_area.board.board_side()
    port, code = host_from_the_window(qtbot, window, network)
    # The join code, the one thing the host must read out, is the headline; the line under it says the rest.
    assert person.status == f"Join code: {code}"
    assert window.play_area.prediction_label.text().startswith(f"Waiting for an opponent. Join code: {code} · address:")
    # The two lines about hosting are in the side panel: the board keeps its size (issue 22, item 6).
    assert window.side_panel.network_label.isVisible()
    QApplication.processEvents()
    assert window.play_area.board.board_side() == board_side
    guest = TerminalPeer.guest(port, code=code)
    peers.append(guest)
    qtbot.waitUntil(lambda: person.status == "Your turn (X)", timeout=WAIT_MS)
    assert window.side_panel.network_label.text() == "Playing Bob over the network"
    assert window.side_panel.score_board.computer_labels[1].text() == "Bob"
    person.click(1, 1)
    wait_printed(qtbot, guest, "Alice plays b2 (5).")
    assert not window.controller.accepts_clicks  # Bob's turn: the board waits for the wire
    person.click(0, 0)
    assert person.marks() == ".../.X./..."
    guest.type("a3")  # the top left cell (7 on the keypad)
    qtbot.waitUntil(lambda: person.marks() == "O../.X./...", timeout=WAIT_MS)
    guest.type("u")  # Bob asks to take back his move
    assert answer_question(qtbot, network, yes=True) == "Bob asks to take back their last move. Allow it?"
    qtbot.waitUntil(lambda: person.marks() == ".../.X./...", timeout=WAIT_MS)
    wait_printed(qtbot, guest, "Alice agreed: took back your last move.")
    moves = window.side_panel.move_list_view.list
    # The start and b2: the move taken back is not listed, as it cannot be replayed (no Redo over the network).
    assert [moves.item(row).text() for row in range(moves.count())] == ["Start of the game", "1. X b2"]
    for cell, where in [("a2", None), (None, (0, 0)), ("a1", None), (None, (2, 2))]:
        if cell:
            guest.type(cell)
            qtbot.waitUntil(lambda: window.controller.accepts_clicks, timeout=WAIT_MS)
        else:
            person.click(*where)
            wait_printed(qtbot, guest, f"Alice plays {cell_name(where, 3)} (")
    assert person.status == "You win!"
    assert person.scores() == (1, 0, 0)
    wait_printed(qtbot, guest, "Alice wins with X!")
    window.game_actions.new_action.trigger()  # New Game offers a rematch
    wait_printed(qtbot, guest, "Alice offers a new game. Play it? [Y/n]")
    guest.type("y")
    qtbot.waitUntil(lambda: person.marks() == ".../.../...", timeout=WAIT_MS)
    assert person.badge_marks() == (Player.O, Player.X)  # the marks swap: Bob starts
    assert person.status == "Bob's turn (X)"
    guest.type("c1")
    qtbot.waitUntil(lambda: person.marks() == ".../.../..X", timeout=WAIT_MS)
    guest.process.kill()  # the line drops
    qtbot.waitUntil(lambda: person.status == "Bob's connection was lost", timeout=WAIT_MS)
    assert "waiting for Bob to come back" in window.side_panel.network_label.text()
    assert f"join code: {code} · address: " in window.side_panel.network_label.text()  # what Bob needs to come back
    assert person.marks() == ".../.../..X"  # the game is kept
    back = TerminalPeer.guest(port, code=code)
    peers.append(back)
    qtbot.waitUntil(lambda: person.status == "Your turn (O)", timeout=WAIT_MS)
    assert person.marks() == ".../.../..X" and person.scores() == (1, 0, 0)
    person.click(1, 1)
    wait_printed(qtbot, back, "Alice plays b2 (5).")
    network.leave_action.trigger()
    wait_printed(qtbot, back, "Alice left the game.")
    assert window.controller.remote is None and person.marks() == ".../.../..."  # the local game is back
    assert not window.side_panel.network_label.isVisible()


def test_the_window_joins_a_terminal_host_and_both_see_the_same_result(qtbot, window, network, person, peers):
    host = TerminalPeer.host(name="Carol")
    peers.append(host)
    network.join_action.trigger()
    dialog = network.dialog
    qtbot.mouseClick(dialog.ok_button, Qt.LeftButton)
    assert dialog.problem_label.text().startswith("Choose a game from the list")  # nothing typed yet
    dialog.address_edit.setText(f"127.0.0.1:{host.port}")
    dialog.code_edit.setText(CODE)
    dialog.name_edit.setText("Dave")
    qtbot.mouseClick(dialog.ok_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: person.status == "Carol's turn (X)", timeout=WAIT_MS)
    wait_printed(qtbot, host, "Dave joined.")
    assert person.badge_marks() == (Player.O, Player.X)
    for mover, cell in [("host", "1"), ("window", (1, 0)), ("host", "2"), ("window", (1, 1)), ("host", "3")]:
        if mover == "host":
            host.type(cell)
            expected = cell_of_number(int(cell), 3)  # keypad numbers: 1 2 3 is the bottom row
            qtbot.waitUntil(lambda: person.mark_at(*expected) is Player.X, timeout=WAIT_MS)
        else:
            person.click(*cell)
            wait_printed(qtbot, host, "Dave plays")
    assert person.status == "Carol wins" and person.scores() == (0, 1, 0)
    wait_printed(qtbot, host, "Carol wins with X!")
    host.type("n")  # no rematch: Carol leaves
    qtbot.waitUntil(lambda: window.controller.remote is None, timeout=WAIT_MS)
    # The network game's score is said as it ends: the side panel goes back to this computer's scores.
    assert (
        "Carol left the game. Final score: Dave 0, Carol 1, draws 0."
        in window.play_area.notice_bar.message_label.text()
    )


def test_a_long_name_filled_in_shows_its_start_in_every_network_dialog(qtbot, window, network, person):
    long_name = "Bartholomew Fitzgerald-Montgomery Smythe"
    person.rename(0, long_name)
    for action in (network.host_action, network.join_action, network.internet.action):
        action.trigger()
        dialog = network.internet.dialog if action is network.internet.action else network.dialog
        assert dialog.name_edit.text() == long_name and dialog.name_edit.cursorPosition() == 0
        dialog.reject()


def test_what_the_join_dialog_asks_for_takes_the_keys(qtbot, window, network):
    network.join_action.trigger()
    dialog = network.dialog
    dialog.activateWindow()
    dialog.address_edit.setText("127.0.0.1:5999")
    qtbot.mouseClick(dialog.ok_button, Qt.LeftButton)
    assert dialog.problem_label.text() == "Type the join code the host sees."
    qtbot.waitUntil(dialog.code_edit.hasFocus)
    dialog.address_edit.setText("nowhere")
    qtbot.mouseClick(dialog.ok_button, Qt.LeftButton)
    assert dialog.problem_label.text().startswith("Choose a game from the list, or type its address")
    qtbot.waitUntil(dialog.address_edit.hasFocus)
    dialog.reject()


def test_a_wrong_code_is_refused_with_a_message_in_the_join_dialog(qtbot, window, network, peers):
    host = TerminalPeer.host()
    peers.append(host)
    network.join_action.trigger()
    dialog = network.dialog
    dialog.address_edit.setText(f"127.0.0.1:{host.port}")
    dialog.code_edit.setText("0000")
    dialog.ok_button.click()
    qtbot.waitUntil(lambda: window.controller.remote is None and network.dialog is not dialog, timeout=WAIT_MS)
    assert network.dialog.isVisible() and network.dialog.problem_label.text() == "Wrong join code."


def free_port() -> int:
    """A port nobody listens on (taken and let go at once)."""
    with socket.create_server(("127.0.0.1", 0)) as server:
        return server.getsockname()[1]


def test_an_address_that_answers_nothing_is_tried_a_few_times_then_the_join_dialog_says_so(qtbot, window, network):
    port = free_port()
    network.join_action.trigger()
    dialog = network.dialog
    dialog.address_edit.setText(f"127.0.0.1:{port}")
    dialog.code_edit.setText("1234")
    dialog.ok_button.click()
    # While it tries again (a host may open its game a moment late), the player is told so.
    label = window.side_panel.network_label
    qtbot.waitUntil(lambda: label.isVisible() and "Trying again" in label.text(), timeout=WAIT_MS)
    assert window.play_area.status_label.text() == "Connecting…"
    qtbot.waitUntil(lambda: window.controller.remote is None and network.dialog is not dialog, timeout=WAIT_MS)
    assert network.dialog.isVisible()
    assert network.dialog.address_edit.text() == f"127.0.0.1:{port}" and network.dialog.code_edit.text() == "1234"
    problem = network.dialog.problem_label
    said = problem.text()
    assert said.startswith(f"Cannot reach the host (127.0.0.1:{port}, ") and "Check the address" in said
    # Read whole: wrapped within the dialog (on one line it was cut at the dialog's edge, "… Check the a"), once the
    # dialog's layout has given it its lines (an event after it shows: later on a busy machine).
    qtbot.waitUntil(lambda: problem.isVisible() and problem.height() >= problem.heightForWidth(problem.width()))
    assert problem.minimumSizeHint().width() <= problem.width()
    assert problem.heightForWidth(problem.width()) > problem.fontMetrics().height()
    assert not label.isVisible()  # back to the game at this computer, nothing said of the network under the scores
    assert window.play_area.status_label.text() == "Player 1's turn (X)"


@pytest.mark.parametrize("version", [1, wire.PROTOCOL_VERSION + 1], ids=["older, without rule sets", "newer"])
def test_a_host_of_another_version_says_which_of_the_two_is_to_update(qtbot, window, network, version):
    with socket.create_server(("127.0.0.1", 0)) as server:
        network.join_action.trigger()
        network.dialog.address_edit.setText(f"127.0.0.1:{server.getsockname()[1]}")
        network.dialog.code_edit.setText("1")
        network.dialog.ok_button.click()
        server.settimeout(10)
        conn, _ = server.accept()
        conn.setblocking(False)

        def hello_arrived() -> bool:
            try:
                return bool(conn.recv(1024, socket.MSG_PEEK))
            except BlockingIOError:
                return False

        qtbot.waitUntil(hello_arrived, timeout=WAIT_MS)
        conn.sendall(b'{"type":"refused","reason":"version","version":%d,"retry_after":0}\n' % version)
        qtbot.waitUntil(lambda: window.controller.remote is None, timeout=WAIT_MS)
        conn.close()
    said = window.play_area.notice_bar.message_label.text()
    if version < wire.PROTOCOL_VERSION:
        assert said == (
            "The other player has an older version of Tic-Tac-Toe, which does not know every board this one "
            "offers. They need to update it to play with you."
        )
    else:
        assert said == "The other player has a newer version of Tic-Tac-Toe. Please update yours to play with them."


def test_hostile_clients_leave_the_hosting_window_as_it_was(qtbot, window, network, person):
    from tests.net import hostile_inputs

    port, code = host_from_the_window(qtbot, window, network)
    cases = [case for case in hostile_inputs.before_handshake() if case[2] == 0]
    for name, chunks, _ in cases:  # one at a time: the test's own sends must not starve the window's loop
        sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        sock.setblocking(False)
        pending = b"".join(chunks)

        def hung_up() -> bool:
            nonlocal pending
            try:
                if pending:
                    pending = pending[sock.send(pending) :]
                return sock.recv(65536) == b""
            except BlockingIOError:
                return False
            except ConnectionError:
                return True

        try:
            qtbot.waitUntil(hung_up, timeout=WAIT_MS)
        except Exception:
            raise AssertionError(f"not hung up on: {name}") from None
        sock.close()
    assert person.status == f"Join code: {code}" and person.marks() == ".../.../..."
    gate = network.seat.endpoint.gate
    assert any(tries.locks for tries in gate.by_address.values())  # the wrong codes locked this address a while...
    gate.by_address.clear()  # ...which the invited player waits out (here: the records go)
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(
            json.dumps(
                {"type": "hello", "game": "tictactoe-qt", "version": wire.PROTOCOL_VERSION, "name": "Bob", "code": code}
            ).encode()
            + b"\n"
        )
        qtbot.waitUntil(lambda: person.status == "Your turn (X)", timeout=WAIT_MS)
    assert len(cases) > 100


def test_hosting_says_the_unfinished_game_here_is_kept_and_leaving_brings_it_back(qtbot, window, network, person):
    """The play-test: hosting seemed to throw the game in progress away; it waits, and the window says so."""
    person.click(1, 1)
    person.click(0, 0)
    host_from_the_window(qtbot, window, network)
    notice = window.play_area.notice_bar.message_label
    assert "Your game here is kept: it comes back when the network game ends." in notice.text()
    assert person.marks() == ".../.../..."  # the network game's board, waiting for a guest
    network.leave_action.trigger()
    assert person.marks() == "O../.X./..."  # the two moves, back on the board
    assert "Your game here is kept" not in notice.text()
