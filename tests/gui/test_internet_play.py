"""Game ▸ Play over the Internet…: the window plays a terminal through a local mailbox server (never the public
one), by a code shown large with Copy, then exactly as a LAN game; failures are said in the notice bar."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from tests.integration.terminal_peer import TerminalPeer
from tests.mailbox_server import free_port, local_mailbox
from tictactoe_qt.qt.shell.internet_play import InternetPlay
from tictactoe_qt.qt.shell.settings_schema import read_network_choices

WAIT_MS = 30_000
CODE = re.compile(r"\d+(?:-[a-z]+)+")


@pytest.fixture(scope="module")
def mailbox(tmp_path_factory):
    with local_mailbox(tmp_path_factory.mktemp("mailbox")) as url:
        yield url


def wait_printed(qtbot, peer: TerminalPeer, text: str) -> None:
    qtbot.waitUntil(lambda: peer.has_printed(text), timeout=WAIT_MS)


def start(qtbot, window, mailbox: str, *, name: str, code: str = ""):
    """Game ▸ Play over the Internet…, filled in and started: Host without a code, Join with one."""
    internet = window.network.internet
    internet.action.trigger()
    dialog = internet.dialog
    dialog.name_edit.setText(name)
    dialog.mailbox_edit.setText(mailbox)
    if code:
        dialog.code_edit.setText(code)
        dialog.join_button.setChecked(True)
    qtbot.mouseClick(dialog.ok_button, Qt.LeftButton)
    return internet


def test_the_window_hosts_over_the_internet_shows_the_code_and_plays_a_terminal(qtbot, window, person, peers, mailbox):
    internet = start(qtbot, window, mailbox, name="Alice")
    qtbot.waitUntil(lambda: internet.code_dialog is not None and internet.code_dialog.isVisible(), timeout=WAIT_MS)
    code = internet.code_dialog.code_label.text()
    assert CODE.fullmatch(code)
    assert person.status == f"Join code: {code}"  # the headline, as the LAN join code
    assert code in internet.code_dialog.code_label.accessibleName()
    qtbot.mouseClick(internet.code_dialog.copy_button, Qt.LeftButton)
    assert QGuiApplication.clipboard().text() == code
    assert internet.code_dialog.copy_button.text() == "Copied"  # a copy shows nothing else
    qtbot.waitUntil(lambda: internet.code_dialog.copy_button.text() == "&Copy", timeout=5000)
    guest = TerminalPeer("--join", code, "--mailbox", mailbox, name="Bob")
    peers.append(guest)
    qtbot.waitUntil(lambda: person.status == "Your turn (X)", timeout=WAIT_MS)
    assert internet.code_dialog is None  # the game began: the code is used
    person.click(1, 1)
    wait_printed(qtbot, guest, "Alice plays b2 (5).")
    guest.type("a3")
    qtbot.waitUntil(lambda: person.marks() == "O../.X./...", timeout=WAIT_MS)
    for cell, where in [(None, (0, 1)), ("c1", None), (None, (2, 1))]:
        if cell:
            guest.type(cell)
            qtbot.waitUntil(lambda: window.controller.accepts_clicks, timeout=WAIT_MS)
        else:
            person.click(*where)
            wait_printed(qtbot, guest, "Alice plays ")
    assert person.status == "You win!"
    wait_printed(qtbot, guest, "Alice wins with X!")
    guest.type("n")
    qtbot.waitUntil(lambda: window.controller.remote is None, timeout=WAIT_MS)
    assert "Bob left the game." in window.play_area.notice_bar.message_label.text()


def test_the_host_chooses_the_board_in_the_dialog_and_the_guest_plays_it(qtbot, window, person, peers, mailbox):
    internet = window.network.internet
    internet.action.trigger()
    dialog = internet.dialog
    assert dialog.board_box.currentText() == "3 × 3, 3 in a row" and dialog.board_box.isEnabled()  # as on screen
    dialog.join_button.setChecked(True)
    assert not dialog.board_box.isEnabled()  # a guest plays the host's board
    dialog.host_button.setChecked(True)
    dialog.board_box.setCurrentIndex(1)
    dialog.name_edit.setText("Alice")
    dialog.mailbox_edit.setText(mailbox)
    qtbot.mouseClick(dialog.ok_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: internet.code_dialog is not None and internet.code_dialog.isVisible(), timeout=WAIT_MS)
    guest = TerminalPeer("--join", internet.code_dialog.code_label.text(), "--mailbox", mailbox, name="Bob")
    peers.append(guest)
    qtbot.waitUntil(lambda: person.status == "Your turn (X)", timeout=WAIT_MS)
    assert window.play_area.board.grid_size == 4 and person.marks() == "..../..../..../...."
    wait_printed(qtbot, guest, "Joined Alice's game (4×4).")
    wait_printed(qtbot, guest, " 4  13 | 14 | 15 | 16")


def test_the_window_joins_a_terminal_host_by_its_code(qtbot, window, person, peers, mailbox):
    host = TerminalPeer("--host", "--internet", "--mailbox", mailbox, name="Carol")
    peers.append(host)
    host.wait_for("Code: ")
    code = CODE.search(host.wait_for("\n")).group(0)
    start(qtbot, window, mailbox, name="Dave", code=code)
    qtbot.waitUntil(lambda: person.status == "Carol's turn (X)", timeout=WAIT_MS)
    wait_printed(qtbot, host, "Dave joined.")
    host.type("5")
    qtbot.waitUntil(lambda: person.marks() == ".../.X./...", timeout=WAIT_MS)
    window.network.leave_action.trigger()
    wait_printed(qtbot, host, "Dave left the game.")
    assert window.controller.remote is None


def test_a_join_that_cannot_begin_is_said_in_words(qtbot, window, person, mailbox):
    nowhere = f"ws://127.0.0.1:{free_port()}/v1"
    start(qtbot, window, nowhere, name="Dave", code="7-aardvark-absurd")
    qtbot.waitUntil(lambda: window.controller.remote is None, timeout=WAIT_MS)
    said = window.play_area.notice_bar.message_label.text()
    assert f"Could not reach the mailbox server {nowhere}" in said and "no internet?" in said


def test_the_dialog_asks_again_for_what_is_not_a_code(qtbot, window):
    internet = window.network.internet
    internet.action.trigger()
    dialog = internet.dialog
    dialog.code_edit.setText("192.168.1.20:47110")
    dialog.join_button.setChecked(True)
    qtbot.mouseClick(dialog.ok_button, Qt.LeftButton)
    assert dialog.isVisible() and "a number and words" in dialog.problem_label.text()
    qtbot.waitUntil(lambda: dialog._complete is not None, timeout=WAIT_MS)  # its word list's import, in this test
    dialog.reject()


class KeptChoices:
    """A stand-in for the window's Storage: the dialog's answers, as a restart finds them."""

    def __init__(self) -> None:
        self.saved: dict[str, str] = {}

    def network_choices(self) -> dict[str, str]:
        return read_network_choices(self.saved)

    def save_network_choices(self, choices: dict[str, str]) -> None:
        self.saved.update(choices)


def test_the_name_and_mailbox_typed_are_offered_again_after_a_restart(qtbot, window, mailbox):
    kept = KeptChoices()
    network = window.network
    first = InternetPlay(network, window, window.controller, window.play_area.notice_bar, kept)
    first.open_dialog()
    first.dialog.name_edit.setText("Erin")
    first.dialog.mailbox_edit.setText(mailbox)
    first.dialog.code_edit.setText("7-aardvark-absurd")
    first.dialog.join_button.setChecked(True)
    qtbot.mouseClick(first.dialog.ok_button, Qt.LeftButton)
    network.leave_action.trigger()
    again = InternetPlay(network, window, window.controller, window.play_area.notice_bar, kept)  # a restart
    dialog = again.open_dialog()
    assert dialog.name_edit.text() == "Erin" and dialog.mailbox_edit.text() == mailbox
    assert dialog.code_edit.text() == ""  # a code pairs once
    dialog.reject()


def test_only_a_websocket_address_is_read_back_as_a_mailbox():
    assert read_network_choices({"mailbox": "ws://127.0.0.1:4000/v1"}) == {"mailbox": "ws://127.0.0.1:4000/v1"}
    assert read_network_choices({"mailbox": ""}) == {"mailbox": ""}
    for junk in ("http://example.org", "ws://two words", "file:///etc/passwd", "ws://" + "x" * 400):
        assert read_network_choices({"mailbox": junk}) == {}


def test_a_wrong_code_is_said_on_both_sides_and_the_host_shows_a_new_one(qtbot, window, person, peers, mailbox):
    internet = start(qtbot, window, mailbox, name="Alice")
    qtbot.waitUntil(lambda: internet.code_dialog is not None, timeout=WAIT_MS)
    code = internet.code_dialog.code_label.text()
    wrong = TerminalPeer("--join", f"{code.split('-')[0]}-aardvark-absurd", "--mailbox", mailbox, name="Mallory")
    peers.append(wrong)
    wait_printed(qtbot, wrong, "That code did not match")
    notices = window.play_area.notice_bar.message_label
    qtbot.waitUntil(lambda: "Someone tried a code that did not match" in notices.text(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: internet.code_dialog.code_label.text() != code, timeout=WAIT_MS)
    new_code = internet.code_dialog.code_label.text()
    assert CODE.fullmatch(new_code) and person.status == f"Join code: {new_code}"
    window.network.leave_action.trigger()
    assert window.controller.remote is None
    qtbot.waitUntil(lambda: internet.code_dialog is None, timeout=WAIT_MS)  # the code goes with the game


def test_a_code_nobody_waits_on_is_said_in_words(qtbot, window, mailbox, monkeypatch):
    from tictactoe_qt.qt.network.internet_transport import InternetGuest

    monkeypatch.setattr(InternetGuest, "pairing_timeout", 1.0)
    start(qtbot, window, mailbox, name="Dave", code="999-aardvark-absurd")
    qtbot.waitUntil(lambda: window.controller.remote is None, timeout=WAIT_MS)
    said = window.play_area.notice_bar.message_label.text()
    assert "Nobody is waiting with the code 999-aardvark-absurd" in said


def test_the_code_words_complete_as_wormholes_own_tools_complete_them(qtbot, window):
    internet = window.network.internet
    dialog = internet.open_dialog()
    qtbot.waitUntil(lambda: dialog._complete is not None, timeout=WAIT_MS)  # the word list loads beside the dialog
    dialog.code_edit.setFocus()
    qtbot.keyClicks(dialog.code_edit, "7-cross")
    completer = dialog.completer
    assert completer.completionCount() == 1 and completer.currentCompletion() == "7-crossover-"
    dialog.code_edit.setText("7-crossover-")
    qtbot.keyClicks(dialog.code_edit, "clo")
    assert completer.currentCompletion() == "7-crossover-clockwork"
    assert dialog.join_button.isChecked()  # typing a code chooses Join
    dialog.reject()


def test_a_hosting_window_keeps_the_game_while_the_mailbox_is_away_and_offers_a_new_code_when_it_is_back(
    qtbot, window, person, peers, tmp_path
):
    port = free_port()
    (tmp_path / "first").mkdir()
    with local_mailbox(tmp_path / "first", port) as mailbox:
        internet = start(qtbot, window, mailbox, name="Alice")
        qtbot.waitUntil(lambda: internet.code_dialog is not None, timeout=WAIT_MS)
        guest = TerminalPeer("--join", internet.code_dialog.code_label.text(), "--mailbox", mailbox, name="Bob")
        peers.append(guest)
        qtbot.waitUntil(lambda: person.status == "Your turn (X)", timeout=WAIT_MS)
        person.click(1, 1)
        wait_printed(qtbot, guest, "Alice plays b2 (5).")
    guest.kill()  # Bob's line goes, and with it the mailbox (this computer's internet is down)
    qtbot.waitUntil(lambda: person.status == "Bob's connection was lost", timeout=60_000)
    notices = window.play_area.notice_bar.message_label
    qtbot.waitUntil(lambda: "The game is kept: trying again" in notices.text(), timeout=WAIT_MS)
    assert f"Could not reach the mailbox server {mailbox}" in notices.text()
    (tmp_path / "second").mkdir()
    with local_mailbox(tmp_path / "second", port):  # the internet is back
        qtbot.waitUntil(lambda: internet.code_dialog is not None, timeout=WAIT_MS)
        back = TerminalPeer("--join", internet.code_dialog.code_label.text(), "--mailbox", mailbox, name="Bob")
        peers.append(back)
        qtbot.waitUntil(lambda: person.status == "Bob's turn (O)", timeout=WAIT_MS)
        assert person.marks() == ".../.X./..."  # the position kept
        window.network.leave_action.trigger()
        wait_printed(qtbot, back, "Alice left the game.")


def test_a_join_waiting_for_its_host_says_so_and_cancel_ends_it_at_once(qtbot, window, mailbox):
    """The play-test: "Connecting…" stood for 20 s with no way out but the menu."""
    start(qtbot, window, mailbox, name="Dave", code="998-aardvark-absurd")  # nobody hosts it
    bar = window.play_area.notice_bar
    qtbot.waitUntil(lambda: "Joining with the code 998-aardvark-absurd…" in bar.message_label.text(), timeout=WAIT_MS)
    assert bar.action_button.isVisible() and bar.action_button.text() == "Cancel"
    assert window.controller.remote is not None
    qtbot.mouseClick(bar.action_button, Qt.LeftButton)
    assert window.controller.remote is None  # at once, not after the pairing's time-out
    assert "Joining with the code" not in bar.message_label.text() and not bar.action_button.isVisible()
