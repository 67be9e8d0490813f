"""A network game between two windows of the game, as a play-tester runs it: a host and a guest in one
process, each with its own data folder and settings, over real sockets on 127.0.0.1.

The dialogs are filled in and their buttons clicked as a player would; each window is read as its
player sees it.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from .conftest import Installation, Person

WAIT_MS = 15_000
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

    def host_game(self, name: str = "Alice") -> None:
        """Game ▸ Host a Network Game…, any free port; the port and code are read from the window."""
        network = self.host.window.network
        network.host_action.trigger()
        dialog = network.dialog
        dialog.name_edit.setText(name)
        dialog.port_box.setValue(0)
        self.qtbot.mouseClick(dialog.ok_button, Qt.LeftButton)
        shown = self.host.window.network_label.text()
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
    assert host.window.next_game_label.text() == "New Game: Bob plays X and starts"
    assert guest.window.next_game_label.text() == "New Game: you play X and start"
