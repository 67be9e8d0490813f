"""The two dialogs of network play: Host a Network Game… and Join a Network Game….

They only gather what the player chooses; NetworkPlay (qt/shell/network_play.py) acts on it.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...core.kinds import VARIANTS, Variant
from ...core.score import MAX_NAME_LENGTH, clean_name
from ...net.discovery import Browser, HostedGame
from ...net.match import DEFAULT_PORT
from ...net.wire import MAX_CODE_CHARS
from ...session.words import board_name, board_short_name
from ..text import fill


def name_edit(name: str, accessible: str) -> QLineEdit:
    """The player's name, filled in: its start in sight (a long name showed only its end, the caret's)."""
    edit = QLineEdit(name)
    edit.setMaxLength(MAX_NAME_LENGTH)
    edit.setAccessibleName(accessible)
    edit.setCursorPosition(0)
    return edit


def parse_address(text: str) -> tuple[str, int] | None:
    """("host", port) from "host:port" or "[v6]:port"; None when it is not one."""
    host, _, port = text.strip().rpartition(":")
    host = host.strip("[]")
    if not host or not port.isdecimal() or not 0 < int(port) < 65536:
        return None
    return host, int(port)


def board_choice(variant: Variant, accessible_name: str) -> QComboBox:
    """The boards a host may offer, `variant` chosen: the Host dialog's and the internet one's."""
    box = QComboBox()
    box.setAccessibleName(accessible_name)
    for board in VARIANTS:
        box.addItem(board_name(board), board.key)
    box.setCurrentIndex(VARIANTS.index(variant))
    return box


class HostDialog(QDialog):
    def __init__(
        self,
        name: str,
        variant: Variant,
        parent: QWidget | None = None,
        *,
        port: int = DEFAULT_PORT,
        announce: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a Network Game"))
        self.setMinimumWidth(420)
        self.name_edit = name_edit(name, self.tr("Your name"))
        self.board_box = board_choice(variant, self.tr("Board"))
        self.port_box = QSpinBox()
        self.port_box.setRange(0, 65535)
        self.port_box.setValue(port)
        self.port_box.setSpecialValueText(self.tr("Any free port"))
        self.port_box.setAccessibleName(self.tr("Port"))
        self.announce_box = QCheckBox(self.tr("Show the game to players on this network"))
        self.announce_box.setChecked(announce)
        explanation = QLabel(
            self.tr(
                "The game waits for your opponent and shows a join code to give them. "
                "From outside this network they need this computer's address and the port."
            )
        )
        explanation.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Your name:"), self.name_edit)
        form.addRow(self.tr("Board:"), self.board_box)
        form.addRow(self.tr("Port:"), self.port_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Host"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addLayout(form)
        layout.addWidget(self.announce_box)
        layout.addWidget(buttons)

    @property
    def player_name(self) -> str:
        return clean_name(self.name_edit.text())

    @property
    def variant(self) -> Variant:
        return VARIANTS[self.board_box.currentIndex()]


class JoinFields(NamedTuple):
    """What the player typed into the Join dialog, as typed."""

    address: str
    code: str
    name: str


class JoinDialog(QDialog):
    games_found = Signal(list)  # from the discovery thread to the GUI thread

    def __init__(self, name: str, parent: QWidget | None = None, *, discover: bool = True, address: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a Network Game"))
        self.setMinimumWidth(460)
        self.games_list = QListWidget()
        self.games_list.setAccessibleName(self.tr("Games on this network"))
        self.games_list.currentItemChanged.connect(self._game_chosen)
        self.searching_label = QLabel(self.tr("Looking for games on this network…"))
        self.address_edit = QLineEdit()
        self.address_edit.setPlaceholderText(fill(self.tr("for example %1"), f"192.168.1.20:{DEFAULT_PORT}"))
        self.address_edit.setAccessibleName(self.tr("Address"))
        self.address_edit.setText(address)
        self.code_edit = QLineEdit()
        self.code_edit.setMaxLength(MAX_CODE_CHARS)
        self.code_edit.setAccessibleName(self.tr("Join code"))
        self.games_list.itemDoubleClicked.connect(lambda _item: self.code_edit.setFocus())
        self.name_edit = name_edit(name, self.tr("Your name"))
        self.problem_label = QLabel()
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)
        self.problem_label.setWordWrap(True)  # a refusal is read whole ("… Check the address, and that …")
        self.problem_label.setStyleSheet("color: #b3261e;")
        form = QFormLayout()
        form.addRow(self.tr("Address (host:port):"), self.address_edit)
        form.addRow(self.tr("Join code:"), self.code_edit)
        form.addRow(self.tr("Your name:"), self.name_edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Join"))
        buttons.accepted.connect(self._check_and_accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Games on this network:")))
        layout.addWidget(self.games_list)
        layout.addWidget(self.searching_label)
        layout.addLayout(form)
        layout.addWidget(self.problem_label)
        layout.addWidget(buttons)
        self.games_found.connect(self._show_games)
        self.browser = Browser(self.games_found.emit) if discover else None
        if self.browser is None or not self.browser.working:
            self.searching_label.setText(
                self.tr("Games on this network cannot be looked for here: type the host's address and port.")
            )
        self.finished.connect(self._stop_browsing)
        self.address_edit.setFocus()

    def refused(self, typed: JoinFields, reason: str) -> None:
        """Back from a host that turned the player away: what they typed, the reason, and the code to type again."""
        self.address_edit.setText(typed.address)
        self.code_edit.setText(typed.code)
        self.name_edit.setText(typed.name)
        self.problem_label.setText(reason)
        self.code_edit.setFocus()
        self.code_edit.selectAll()

    @property
    def typed(self) -> JoinFields:
        return JoinFields(self.address_edit.text(), self.code_edit.text(), self.name_edit.text())

    @property
    def address(self) -> tuple[str, int] | None:
        return parse_address(self.address_edit.text())

    @property
    def code(self) -> str:
        return self.code_edit.text().strip()

    @property
    def player_name(self) -> str:
        return clean_name(self.name_edit.text())

    @Slot(list)
    def _show_games(self, games: list[HostedGame]) -> None:
        chosen = self.games_list.currentItem().data(Qt.ItemDataRole.UserRole) if self.games_list.currentItem() else None
        self.searching_label.setText(
            self.tr("Choose a game, or type the address of one below.")
            if games
            else self.tr("Looking for games on this network…")
        )
        self.games_list.clear()
        for game in games:
            item = QListWidgetItem(
                fill(self.tr("%1 — %2 (%3)"), game.player, board_short_name(game.board), game.address)
            )
            item.setData(Qt.ItemDataRole.UserRole, game.address)
            self.games_list.addItem(item)
            if game.address == chosen:
                self.games_list.setCurrentItem(item)
        if chosen is None and games and not self.address_edit.text():
            # The usual case, one game on the network: take it, so the player only types the code.
            self.games_list.setCurrentRow(0)
            if self.address_edit.hasFocus():
                self.code_edit.setFocus()

    @Slot()
    def _game_chosen(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None) -> None:
        if item is not None:
            self.address_edit.setText(item.data(Qt.ItemDataRole.UserRole))

    @Slot()
    def _check_and_accept(self) -> None:
        if self.address is None:
            self.problem_label.setText(self.tr("Choose a game from the list, or type its address as host:port."))
            self.address_edit.setFocus()
        elif not self.code:
            self.problem_label.setText(self.tr("Type the join code the host sees."))
            self.code_edit.setFocus()  # where the words send the player
        else:
            self.accept()

    @Slot()
    def _stop_browsing(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None
