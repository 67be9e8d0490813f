"""A network game between two windows of the game, as a play-tester runs it: a host and a guest in one
process, each with its own data folder and settings, over real sockets on 127.0.0.1.

The dialogs are filled in and their buttons clicked as a player would; each window is read as its
player sees it.
"""

from __future__ import annotations

import contextlib
import fcntl
import ipaddress
import logging
import random
import re
import socket
import struct

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from .conftest import Installation, Person

WAIT_MS = 15_000
SIOCGIFFLAGS, SIOCGIFADDR = 0x8913, 0x8915  # Linux: an interface's flags, its IPv4 address
IFF_UP_AND_RUNNING = 0x1 | 0x40
ALICE_WINS = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]  # host, guest, host, guest, host: the top row


class Players:
    def __init__(self, qtbot, tmp_path) -> None:
        self.qtbot = qtbot
        self.host_install = Installation(qtbot, tmp_path / "host")
        self.guest_install = Installation(qtbot, tmp_path / "guest")
        self.host = self.start(self.host_install)
        self.guest = self.start(self.guest_install)
        self.port, self.code = 0, ""

    def start(self, install: Installation) -> Person:
        person = install.start()
        person.window.network.discover = False  # multicast DNS has its own test
        return person

    def host_game(self, name: str = "Alice", board: int | None = None) -> None:
        """Game ▸ Host a Network Game…, any free port (on the `board`-th board offered, if given); the port and code are
        read from the window."""
        network = self.host.window.network
        network.host_action.trigger()
        dialog = network.dialog
        dialog.name_edit.setText(name)
        if board is not None:
            dialog.board_box.setCurrentIndex(board)
        dialog.port_box.setValue(0)
        self.qtbot.mouseClick(dialog.ok_button, Qt.LeftButton)
        shown = self.host.window.side_panel.network_label.text()
        code, port = re.search(r"Join code: (\d{4}) · address: .*:(\d+)$", shown).groups()
        self.port, self.code = int(port), code

    def fill_join_dialog(self, guest: Person | None = None, code: str | None = None, name: str = "Bob"):
        """Game ▸ Join a Network Game…, filled in and Join clicked; returns the dialog."""
        network = (guest or self.guest).window.network
        network.join_action.trigger()
        dialog = network.dialog
        dialog.address_edit.setText(f"127.0.0.1:{self.port}")
        dialog.code_edit.setText(self.code if code is None else code)
        dialog.name_edit.setText(name)
        self.qtbot.mouseClick(dialog.ok_button, Qt.LeftButton)
        return dialog

    def join(self, guest: Person | None = None) -> None:
        guest = guest or self.guest
        self.fill_join_dialog(guest)
        self.wait_connected(guest)

    def wait_connected(self, guest: Person) -> None:
        def both_playing() -> bool:
            remotes = (self.host.controller.remote, guest.controller.remote)
            return all(remote is not None and remote.connected for remote in remotes)

        self.qtbot.waitUntil(both_playing, timeout=WAIT_MS)

    def play(self, moves, first: Person | None = None, second: Person | None = None) -> None:
        """Moves taken in turn, each clicked in the window of the player to move once it takes clicks."""
        first, second = first or self.host, second or self.guest
        for index, (row, col) in enumerate(moves):
            mover = first if index % 2 == 0 else second
            self.qtbot.waitUntil(lambda mover=mover: mover.controller.accepts_clicks, timeout=WAIT_MS)
            mover.click(row, col)
        self.qtbot.waitUntil(lambda: first.marks() == second.marks(), timeout=WAIT_MS)

    def question(self, person: Person) -> QMessageBox:
        self.qtbot.waitUntil(lambda: person.window.network.question is not None, timeout=WAIT_MS)
        return person.window.network.question

    def close(self) -> None:
        for window in self.host_install.windows + self.guest_install.windows:
            window.close()


@pytest.fixture
def players(qtbot, tmp_path):
    both = Players(qtbot, tmp_path)
    yield both
    both.close()


def test_each_window_calls_its_own_player_you(players):
    players.host_game()
    players.join()
    host, guest = players.host, players.guest
    assert host.status == "Your turn (X)" and guest.status == "Alice's turn (X)"
    players.play(ALICE_WINS[:1])
    assert host.status == "Bob's turn (O)" and guest.status == "Your turn (O)"
    players.play(ALICE_WINS[1:], first=guest, second=host)
    assert host.status == "You win!" and guest.status == "Alice wins"
    assert host.window.play_area.next_game_label.text() == "New Game: Bob plays X and starts"
    assert guest.window.play_area.next_game_label.text() == "New Game: you play X and start"


def test_the_two_windows_titles_say_whom_each_plays(players, qtbot):
    """Issue 40: both copies were "Tic-Tac-Toe" in the task bar."""
    players.host_game()
    host, guest = players.host, players.guest
    assert host.window.windowTitle() == "Hosting a network game — Tic-Tac-Toe"
    players.join()
    qtbot.waitUntil(
        lambda: guest.window.windowTitle() == "Playing Alice over the network — Tic-Tac-Toe", timeout=WAIT_MS
    )
    assert host.window.windowTitle() == "Playing Bob over the network — Tic-Tac-Toe"
    host.window.network.leave_action.trigger()
    qtbot.waitUntil(lambda: host.window.windowTitle() == "Tic-Tac-Toe", timeout=WAIT_MS)


def test_a_new_game_offer_defaults_to_yes_and_its_title_fits(players, qtbot):
    players.host_game()
    players.join()
    players.play(ALICE_WINS)
    players.guest.window.game_actions.new_action.trigger()  # Bob offers a rematch
    box = players.question(players.host)
    assert box.text() == "Bob offers a new game. Play it?"
    assert box.defaultButton() is box.button(QMessageBox.Yes)
    title_bar_text = f"{box.windowTitle()} — {QGuiApplication.applicationDisplayName()}"
    assert box.width() >= box.fontMetrics().horizontalAdvance(title_bar_text) + 100  # room for the title bar's buttons
    qtbot.keyClick(box, Qt.Key_Return)  # Enter takes the friendly answer
    qtbot.waitUntil(lambda: players.host.marks() == players.guest.marks() == ".../.../...", timeout=WAIT_MS)
    assert players.guest.status == "Your turn (X)"  # the marks swapped: Bob starts the rematch


def test_a_take_back_request_still_defaults_to_no(players):
    players.host_game()
    players.join()
    players.play(ALICE_WINS[:2])
    players.guest.window.game_actions.undo_action.trigger()
    box = players.question(players.host)
    assert box.defaultButton() is box.button(QMessageBox.No)
    assert box.width() >= box.fontMetrics().horizontalAdvance(box.windowTitle()) + 100


def test_the_host_shows_addresses_another_computer_can_use_and_a_guest_joins_by_one(players):
    players.host_game()
    shown = players.host.window.side_panel.network_label.text().split("address: ", 1)[1]
    addresses = [(host.strip("[]"), port) for host, port in (entry.rsplit(":", 1) for entry in shown.split(", "))]
    assert all(port == str(players.port) for _, port in addresses)
    local = lan_addresses_from_the_kernel()
    if not local:  # a computer on no network at all: it says so
        assert shown == f"127.0.0.1:{players.port}, from this computer only: it is on no network"
        assert "))" not in players.host.window.side_panel.network_label.text()
        return
    # Each non-loopback, non-link-local address, IPv4 and IPv6 (issue 40: an IPv6 one was left out), no host name.
    assert {address for address, _ in addresses} == local
    players.guest.window.network.join_action.trigger()
    dialog = players.guest.window.network.dialog
    joined_by = shown.split(", ")[-1]  # the last shown: the IPv6 one where there is one, which must work too
    dialog.address_edit.setText(joined_by)
    dialog.code_edit.setText(players.code)
    dialog.name_edit.setText("Bob")
    players.qtbot.mouseClick(dialog.ok_button, Qt.LeftButton)
    players.wait_connected(players.guest)


def lan_addresses_from_the_kernel() -> set[str]:
    """This machine's IPv4 and IPv6 addresses, asked of the kernel interface by interface (not through Qt),
    loopback and link-local left out."""
    found = set()
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        for _, name in socket.if_nameindex():
            request = struct.pack("256s", name.encode()[:15])
            flags = struct.unpack("H", fcntl.ioctl(probe.fileno(), SIOCGIFFLAGS, request)[16:18])[0]
            if flags & IFF_UP_AND_RUNNING != IFF_UP_AND_RUNNING:
                continue
            try:
                reply = fcntl.ioctl(probe.fileno(), SIOCGIFADDR, request)
            except OSError:  # no IPv4 address on this interface
                continue
            address = ipaddress.ip_address(reply[20:24])
            if not address.is_loopback and not address.is_link_local:
                found.add(str(address))
    # IPv6, from the kernel's own table: address, interface index, prefix length, scope, flags, interface name.
    with contextlib.suppress(FileNotFoundError), open("/proc/net/if_inet6", encoding="ascii") as table:
        for line in table:
            hex_address, *_, name = line.split()
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
                request = struct.pack("256s", name.encode()[:15])
                flags = struct.unpack("H", fcntl.ioctl(probe.fileno(), SIOCGIFFLAGS, request)[16:18])[0]
            address = ipaddress.IPv6Address(bytes.fromhex(hex_address))
            if (
                flags & IFF_UP_AND_RUNNING == IFF_UP_AND_RUNNING
                and not address.is_loopback
                and not address.is_link_local
            ):
                found.add(str(address))
    return found


def notice(person: Person) -> str:
    """What the notice bar says, as a player sees it ("" while it is hidden)."""
    bar = person.window.play_area.notice_bar
    return bar.message_label.text() if bar.isVisible() else ""


def test_a_refused_join_comes_back_to_the_join_dialog_as_typed_saying_why(players, qtbot, caplog):
    players.host_game()
    caplog.set_level(logging.DEBUG, logger="tictactoe_qt")
    network = players.guest.window.network
    first = players.fill_join_dialog(code="0000", name="Bob")
    qtbot.waitUntil(lambda: network.dialog is not first and network.dialog.isVisible(), timeout=WAIT_MS)
    again = network.dialog
    assert again.problem_label.text() == "Wrong join code."
    assert (again.address_edit.text(), again.code_edit.text(), again.name_edit.text()) == (
        f"127.0.0.1:{players.port}",
        "0000",
        "Bob",
    )
    assert again.code_edit.hasFocus() and again.code_edit.selectedText() == "0000"  # typing replaces the code
    assert players.guest.controller.remote is None and "Wrong join code." not in notice(players.guest)
    # The host's window noted the refusal in its log, for whoever asks for it (TICTACTOE_QT_LOG), not as a warning.
    refusals = [record for record in caplog.records if "hung up: refused a guest: code" in record.getMessage()]
    assert refusals and all(record.levelno == logging.INFO for record in refusals)
    assert not [record for record in caplog.records if record.levelno >= logging.WARNING]
    qtbot.keyClicks(again.code_edit, players.code)  # the right code, over the wrong one
    qtbot.keyClick(again.code_edit, Qt.Key_Return)
    players.wait_connected(players.guest)
    assert players.guest.status == "Alice's turn (X)" and notice(players.guest) == ""


def alice_asks_to_take_back_and_bob_declines(players) -> None:
    host = players.host
    players.host_game()
    players.join()
    players.play(ALICE_WINS[:2])
    host.window.game_actions.undo_action.trigger()
    assert host.status == "Waiting for Bob's answer…"  # not "Your turn": the board takes no move meanwhile
    players.question(players.guest).button(QMessageBox.No).click()
    players.qtbot.waitUntil(lambda: notice(host) == "Bob declined to take the move back.", timeout=WAIT_MS)
    assert host.status == "Your turn (X)"


def test_a_declined_take_back_is_news_until_the_next_move(players):
    alice_asks_to_take_back_and_bob_declines(players)
    players.play(ALICE_WINS[2:3])  # Alice plays on: a tester still read it when the game had ended
    assert notice(players.host) == "" and players.host.controller.remote is not None


def test_news_of_a_network_game_goes_when_it_stops_being_true(players):
    host, guest = players.host, players.guest
    alice_asks_to_take_back_and_bob_declines(players)
    guest.window.network.leave_action.trigger()
    players.qtbot.waitUntil(lambda: host.controller.remote is None, timeout=WAIT_MS)
    assert (
        notice(host) == "Bob left the game. Your game at this computer is back."
    )  # the declined request is over with the game
    assert notice(guest) == ""
    host.click(1, 1)  # a move in the local game: still the game Bob's leaving left on the board
    assert notice(host) == "Bob left the game. Your game at this computer is back."
    host.window.side_panel.match_settings.variant_chosen.emit((4, 4))  # another board: old news goes
    assert notice(host) == ""
    players.host_game()
    players.join()
    host.window.network.leave_action.trigger()
    players.qtbot.waitUntil(lambda: guest.controller.remote is None, timeout=WAIT_MS)
    assert notice(guest) == "Alice left the game. Your game at this computer is back."
    guest.against_computer()  # another opponent
    assert notice(guest) == ""


def test_no_hint_prediction_or_analysis_in_a_network_game_and_the_players_own_come_back(players, qtbot):
    host = players.host
    window, advisor = host.window, host.controller.advisor
    window.game_actions.prediction_action.trigger()
    window.game_actions.analysis_action.trigger()
    qtbot.waitUntil(lambda: window.play_area.prediction_label.text().startswith("With best play"), timeout=WAIT_MS)
    storage = window.storage
    storage.save_now()
    players.host_game()
    players.join()
    players.play(ALICE_WINS[:2])
    actions = (
        window.game_actions.hint_action,
        window.game_actions.prediction_action,
        window.game_actions.analysis_action,
    )
    assert host.controller.accepts_clicks and not any(action.isEnabled() for action in actions)
    assert all(action.statusTip() == "Not in a network game: your opponent could not see it" for action in actions)
    window.game_actions.hint_action.trigger()  # its key does nothing either
    advisor.request_hint()
    assert window.play_area.prediction_label.text() == "" and not window.side_panel.analysis_legend.isVisible()
    assert all(not host.window.play_area.board.cell_button(row, col).toolTip() for row in range(3) for col in range(3))
    assert not any(search.is_busy for search in advisor.searches.values()) and advisor.hint is None
    assert (
        window.game_actions.prediction_action.isChecked() and window.game_actions.analysis_action.isChecked()
    )  # the player's choice, kept
    storage.save_now()
    assert (storage.settings.value("view/prediction"), storage.settings.value("view/analysis")) == ("true", "true")
    window.network.leave_action.trigger()
    storage.save_now()
    assert (storage.settings.value("view/prediction"), storage.settings.value("view/analysis")) == ("true", "true")
    assert all(action.isEnabled() for action in actions)
    assert window.game_actions.prediction_action.statusTip() == "Say after every move how the game ends with best play"
    qtbot.waitUntil(lambda: window.play_area.prediction_label.text().startswith("With best play"), timeout=WAIT_MS)
    assert window.side_panel.analysis_legend.isVisible()


def test_a_guest_that_restarts_and_takes_up_the_kept_game_shows_the_hosts_score(players):
    host, guest = players.host, players.guest
    players.host_game()
    players.join()
    players.play(ALICE_WINS)
    assert host.scores() == (1, 0, 0) and guest.scores() == (0, 1, 0)  # each end: its own player first
    guest.controller.remote.line.close("quit")  # Bob's game goes without abandoning the match, as in a crash
    players.qtbot.waitUntil(lambda: host.status == "Bob's connection was lost", timeout=WAIT_MS)
    players.guest_install.quit(guest)
    again = players.start(players.guest_install)
    players.join(again)
    assert again.marks() == host.marks() == "XXX/OO./..."  # the game the host kept
    assert host.scores() == (1, 0, 0) and again.scores() == (0, 1, 0)  # the win counted once at both ends
    assert again.status == "Alice wins"


def test_resetting_the_score_in_a_network_game_says_it_clears_this_ends_count_only(players, monkeypatch):
    asked = []
    monkeypatch.setattr(
        "PySide6.QtWidgets.QMessageBox.question",
        lambda parent, title, text, buttons, default: asked.append(text) or QMessageBox.Reset,
    )
    players.host_game()
    players.join()
    players.play(ALICE_WINS)
    players.qtbot.mouseClick(players.host.window.side_panel.score_board.reset_button, Qt.LeftButton)
    assert asked == [
        "Set the score between Alice and Bob back to zero on this computer? Bob's game keeps its own count."
    ]
    assert players.host.scores() == (0, 0, 0) and players.guest.scores() == (0, 1, 0)  # as it said


def test_in_chinese_the_new_game_offer_is_titled_and_sized_to_fit_too(players):
    players.host_game()
    players.join()
    players.host.window.appearance.language_actions["zh_CN"].trigger()
    try:
        players.guest.window.game_actions.new_action.trigger()
        box = players.question(players.host)
        assert box.windowTitle() == "新游戏" and box.text() == "Bob 提议开始新游戏。要开始吗？"
        assert box.defaultButton() is box.button(QMessageBox.Yes)
        title_bar_text = f"{box.windowTitle()} — {QGuiApplication.applicationDisplayName()}"
        assert QGuiApplication.applicationDisplayName() == "井字棋"
        assert box.width() >= box.fontMetrics().horizontalAdvance(title_bar_text) + 100
        box.button(QMessageBox.No).click()
    finally:
        players.host.window.appearance.choose_language("en")


def test_quitting_asks_first_while_a_network_game_is_on(players, monkeypatch):
    asked = []
    answer = [False]  # Cancel
    monkeypatch.setattr(
        "tictactoe_qt.qt.shell.network_play.ask_to_quit", lambda parent, text: asked.append(text) or answer[0]
    )
    host, guest = players.host, players.guest
    players.host_game()
    players.join()
    players.play(ALICE_WINS[:2])
    guest.window.game_actions.quit_action.trigger()  # Ctrl+Q, say by mistake: Cancel keeps the game
    assert asked == ["You are playing Alice over the network. Quitting ends the game for both of you."]
    assert guest.window.isVisible() and guest.controller.remote.connected
    players.play(ALICE_WINS[2:4])  # the game goes on
    answer[0] = True  # Quit
    guest.window.game_actions.quit_action.trigger()
    assert not guest.window.isVisible()
    players.qtbot.waitUntil(
        lambda: notice(host) == "Bob left the game. Your game at this computer is back.", timeout=WAIT_MS
    )
    host.window.game_actions.quit_action.trigger()  # nobody to play with any more: nothing to ask
    assert len(asked) == 2 and not host.window.isVisible()


def test_the_host_dialog_remembers_an_unticked_show_the_game_box_even_after_a_restart(players):
    network = players.host.window.network
    network.host_action.trigger()
    assert network.dialog.announce_box.isChecked()  # shown on the network unless the player says otherwise
    network.dialog.announce_box.click()
    network.dialog.port_box.setValue(0)
    players.qtbot.mouseClick(network.dialog.ok_button, Qt.LeftButton)
    network.leave_action.trigger()
    network.host_action.trigger()
    assert not network.dialog.announce_box.isChecked()
    network.dialog.reject()
    again = players.host_install.restart(players.host)
    again.window.network.host_action.trigger()
    assert not again.window.network.dialog.announce_box.isChecked()
    again.window.network.dialog.reject()


def test_quitting_after_the_network_game_ended_asks_nothing(players, monkeypatch):
    asked = []
    monkeypatch.setattr(
        "tictactoe_qt.qt.shell.network_play.ask_to_quit", lambda parent, text: asked.append(text) or False
    )
    players.host_game()
    players.join()
    players.play(ALICE_WINS)  # over: Alice won, and a rematch is only offered
    players.guest.window.game_actions.quit_action.trigger()
    assert asked == [] and not players.guest.window.isVisible()


def test_the_quit_question_offers_quit_and_defaults_to_cancel(qtbot):
    from tictactoe_qt.qt.shell.network_play import quit_question

    parent = QWidget()
    qtbot.addWidget(parent)
    box, quit_button = quit_question(parent, "You are playing Alice over the network.")
    assert box.windowTitle() == "Quit" and quit_button.text() == "Quit"
    assert box.defaultButton() is box.button(QMessageBox.Cancel)
    assert {button.text() for button in box.buttons()} == {"Quit", "Cancel"}
    box.deleteLater()


def test_the_host_and_join_dialogs_offer_what_was_typed_last_time_even_after_a_restart(players):
    players.host_game("Alice")  # any free port
    players.join()
    host, guest = players.host, players.guest
    host.window.network.leave_action.trigger()
    players.qtbot.waitUntil(lambda: guest.controller.remote is None, timeout=WAIT_MS)  # the match is over
    host.window.network.host_action.trigger()
    dialog = host.window.network.dialog
    assert dialog.name_edit.text() == "Alice" and dialog.port_box.value() == 0  # not "Player 1" and 47300
    dialog.reject()
    again = players.guest_install.restart(guest)
    again.window.network.discover = False
    dialog = again.window.network.open_join_dialog()
    assert dialog.name_edit.text() == "Bob" and dialog.address_edit.text() == f"127.0.0.1:{players.port}"
    assert dialog.code_edit.text() == ""  # a code is good for one game only
    dialog.reject()


# --- coming back after a restart ----------------------------------------------------------------------

OFFER = "Your network game with Alice was cut off. If Alice still has it open, you can rejoin it."


def rejoin_button(person: Person):
    """The notice bar's Rejoin button as a player sees it; None when it is not shown."""
    bar = person.window.play_area.notice_bar
    return bar.action_button if bar.isVisible() and bar.action_button.isVisible() else None


def cut_off(players: Players, guest: Person) -> None:
    """Bob's line drops, and his window goes before it gets back in (he quits, or his game crashes)."""
    guest.controller.remote.line.link.socket.abort()
    players.guest_install.quit(guest)
    players.qtbot.waitUntil(lambda: players.host.status == "Bob's connection was lost", timeout=WAIT_MS)


def test_a_guest_cut_off_who_restarts_is_offered_the_game_and_rejoins_it(players, qtbot):
    host, guest = players.host, players.guest
    players.host_game()
    players.join()
    players.play(ALICE_WINS[:3])
    cut_off(players, guest)
    again = players.start(players.guest_install)
    assert again.controller.remote is None  # the game on this computer meanwhile, as before
    assert notice(again) == OFFER
    button = rejoin_button(again)
    assert button is not None and button.text() == "Rejoin"
    qtbot.mouseClick(button, Qt.LeftButton)
    players.wait_connected(again)
    assert again.marks() == host.marks() == "XX./O../..."  # the game Alice kept
    assert again.status == "Your turn (O)" and host.status == "Bob's turn (O)"
    assert notice(again) == "" and rejoin_button(again) is None
    players.play(ALICE_WINS[3:], first=again, second=host)
    assert host.status == "You win!" and again.status == "Alice wins"


def test_a_guest_who_left_or_quit_mid_game_is_offered_nothing_after_a_restart(players):
    host, guest = players.host, players.guest
    players.host_game()
    players.join()
    guest.window.network.leave_action.trigger()  # Bob leaves the match: Alice is told, and keeps no game for him
    players.qtbot.waitUntil(lambda: host.controller.remote is None, timeout=WAIT_MS)
    again = players.guest_install.restart(guest)
    assert notice(again) == "" and rejoin_button(again) is None
    players.host_game()
    players.join(again)
    players.play(ALICE_WINS[:2], second=again)
    players.guest_install.quit(again)  # Quit, mid-game (the question was answered: it ends the game for both)
    players.qtbot.waitUntil(
        lambda: notice(host) == "Bob left the game. Your game at this computer is back.", timeout=WAIT_MS
    )
    third = players.start(players.guest_install)
    assert notice(third) == "" and rejoin_button(third) is None


def test_dismissing_the_offer_forgets_the_game(players, qtbot):
    players.host_game()
    players.join()
    cut_off(players, players.guest)
    again = players.start(players.guest_install)
    assert notice(again) == OFFER
    qtbot.mouseClick(again.window.play_area.notice_bar.dismiss_button, Qt.LeftButton)
    assert notice(again) == ""
    third = players.guest_install.restart(again)
    assert notice(third) == "" and rejoin_button(third) is None


def test_a_rejoin_turned_away_brings_back_the_join_dialog_filled_in_to_type_the_new_code(players, qtbot):
    host = players.host
    players.host_game()
    players.join()
    cut_off(players, players.guest)
    old_code, port = players.code, players.port
    host.window.network.leave_action.trigger()  # Alice gave up waiting, and hosts again on the same port
    while players.code == old_code:  # a new code (one time in 10,000 the same digits come up again)
        host.window.network.leave_action.trigger()
        host.window.network.host_action.trigger()
        host.window.network.dialog.port_box.setValue(port)
        qtbot.mouseClick(host.window.network.dialog.ok_button, Qt.LeftButton)
        players.code = re.search(r"Join code: (\d{4})", host.window.side_panel.network_label.text()).group(1)
    again = players.start(players.guest_install)
    button = rejoin_button(again)
    assert button is not None
    qtbot.mouseClick(button, Qt.LeftButton)
    network = again.window.network
    qtbot.waitUntil(lambda: network.dialog is not None and network.dialog.isVisible(), timeout=WAIT_MS)
    dialog = network.dialog
    assert dialog.problem_label.text() == "Wrong join code."
    assert (dialog.address_edit.text(), dialog.code_edit.text(), dialog.name_edit.text()) == (
        f"127.0.0.1:{port}",
        old_code,
        "Bob",
    )
    qtbot.keyClicks(dialog.code_edit, players.code)  # the code Alice sees now, over the old one
    qtbot.keyClick(dialog.code_edit, Qt.Key_Return)
    players.wait_connected(again)
    assert again.status == "Alice's turn (X)"  # a new game


def test_a_whole_game_of_ultimate_between_two_windows(players, qtbot):
    """The host chooses Ultimate in the Host dialog; both windows show its nine boards, light the same boards, refuse a
    click outside them, and end the game alike, refereed by the independent rules (tests/core/test_ultimate.py)."""
    from tests.core.test_ultimate import ref_grid_cell, ref_moves, ref_play, ref_result, ref_start
    from tictactoe_qt.core.kinds import ULTIMATE_VARIANT, VARIANTS

    players.host_game(board=VARIANTS.index(ULTIMATE_VARIANT))
    players.join()
    host, guest = players.host, players.guest
    for person in (host, guest):
        assert person.controller.variant == ULTIMATE_VARIANT and person.window.play_area.board.grid_size == 9
    assert guest.window.side_panel.match_settings.board_switch.currentText() == "Ultimate: nine boards in one"
    assert host.window.play_area.prediction_label.text() == "You may play in any open board"
    position, rng, movers = ref_start(), random.Random(12), (host, guest)
    while not ref_result(position[1]):
        legal = {ref_grid_cell(move): move for move in ref_moves(position)}
        mover, waiting = movers[len(host.controller.game.moves) % 2], movers[1 - len(host.controller.game.moves) % 2]
        qtbot.waitUntil(lambda mover=mover: mover.controller.accepts_clicks, timeout=WAIT_MS)
        for person in (host, guest):
            assert person.window.play_area.board.state.lit_blocks == {divmod(board, 3) for board, _ in legal.values()}
        enabled = {(b.row, b.col) for b in mover.window.play_area.board.cells() if b.isEnabled()}
        assert enabled == set(legal)
        assert not any(b.isEnabled() for b in waiting.window.play_area.board.cells())
        cell = rng.choice(sorted(legal))
        mover.click(*cell)
        position = ref_play(position, legal[cell])
        qtbot.waitUntil(lambda: host.marks() == guest.marks() == mover.marks(), timeout=WAIT_MS)
    result = ref_result(position[1])
    for person in (host, guest):
        assert person.controller.game.is_over
        assert (person.status == "Draw") == (result == "=")
    assert {host.status, guest.status} in ({"Draw"}, {"You win!", "Alice wins"}, {"You win!", "Bob wins"})
