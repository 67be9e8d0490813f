"""Game ▸ Host a Network Game…, Join a Network Game… and Leave Network Game, and the questions the
other player asks (take a move back? a new game?).

Sets up the endpoint (QTcpServer or QTcpSocket) and the NetworkSeat, hands the seat to the
controller, and shows what the seat says: a line under the board, notices, and the other player's
yes/no questions (peer_questions.py's, which do not block the window).
"""

from __future__ import annotations

from typing import Protocol, TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from ...core.board_game import BoardGame
from ...core.score import clean_name
from ..session.controller import GameController
from ...session.words import final_score
from ..text import fill
from ..widgets.notice_bar import NoticeBar
from .internet_play import InternetPlay
from .peer_questions import PeerQuestions
from .rejoin import KeptGame, KeptGameStore, RejoinOffer

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from ..widgets.network_dialogs import HostDialog, JoinDialog, JoinFields
    from ..session.network_seat import NetworkSeat

NOTICES = "network"  # the notice bar's topic for what is said about network games
ANSWERS = "network answers"  # the other player's no to a request: news until the next move
KEPT_GAME = "network: the game here kept"  # its topic for the local game waiting while a network game is on


def quit_question(parent: QWidget, text: str) -> tuple[QMessageBox, QPushButton]:
    """The question asked before quitting ends a network game: Quit, or Cancel (the default, for a slip)."""
    # Message boxes are imported when first shown: their Python classes and enums cost start-up time.
    from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415

    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("NetworkPlay", "Quit"),
        text,
        QMessageBox.StandardButton.Cancel,
        parent,
    )
    box.setTextFormat(Qt.TextFormat.PlainText)  # the text carries a name a stranger chose
    quit_button = box.addButton(QCoreApplication.translate("NetworkPlay", "Quit"), QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    return box, quit_button


def ask_to_quit(parent: QWidget, text: str) -> bool:
    box, quit_button = quit_question(parent, text)
    box.exec()
    return box.clickedButton() is quit_button


class ChoiceStore(KeptGameStore, Protocol):
    """Where the Host and Join dialogs' last answers, and the network game to rejoin, are kept across restarts
    (the window's Storage)."""

    def network_choices(self) -> dict[str, str]: ...

    def save_network_choices(self, choices: dict[str, str]) -> None: ...


class NetworkPlay(QObject):
    """The Game menu's network entries and what follows from them: the dialogs, the seat and its words.

    Its collaborators are given, not reached for: the window to parent the dialogs and questions, the
    controller that plays the seat, where typed answers are kept, the line under the board and the notice
    bar it writes to.
    """

    def __init__(
        self,
        parent: QWidget,
        controller: GameController,
        choices: ChoiceStore | None,
        network_label: QLabel,
        notice_bar: NoticeBar,
    ) -> None:
        super().__init__(parent)
        self._dialog_parent = parent
        self.controller = controller
        self._choices = choices
        self._network_label = network_label
        self._notice_bar = notice_bar
        self.seat: NetworkSeat | None = None
        self.dialog: HostDialog | JoinDialog | None = None
        self.questions = PeerQuestions(parent)
        self._game_after_network: BoardGame | None = None  # the local game on the board when a network game ended
        self.controller.players_changed.connect(self._local_game_changed)  # a new game, board or opponent
        self.discover = True  # tests turn multicast DNS off
        # The dialogs' last answers, kept by Storage across restarts when there is one (as GameFiles keeps its folder).
        self._typed = choices.network_choices() if choices is not None else {}
        self.rejoin_offer = RejoinOffer(choices, notice_bar, self)  # after a restart: back into a game cut off
        self.rejoin_offer.rejoin.connect(self._rejoin)

        self.host_action = QAction(self)
        self.host_action.triggered.connect(self.open_host_dialog)
        self.join_action = QAction(self)
        self.join_action.triggered.connect(self.open_join_dialog)
        self.leave_action = QAction(self)
        self.leave_action.triggered.connect(self.leave)
        self.internet = InternetPlay(self, parent, controller, notice_bar, choices)  # Play over the Internet…
        self.retranslate()

    def may_quit(self) -> bool:
        """Quitting ends a network game in progress for both players, so a slip of Ctrl+Q or the close button
        must not: ask then. Once the game is over, or with nobody at the other end, there is nothing to ask."""
        remote = self.controller.remote
        if remote is None or not remote.connected or self.controller.game.is_over:
            return True
        return ask_to_quit(
            self._dialog_parent,
            fill(
                self.tr("You are playing %1 over the network. Quitting ends the game for both of you."),
                remote.peer_name,
            ),
        )

    def shutdown(self) -> None:
        """The window is going. A game still on over the line goes with it (the controller says goodbye to the
        other player); a guest whose line is down keeps the way back, for the next start to offer."""
        if self.seat is not None and self.seat.connected:
            self.rejoin_offer.forget()

    def retranslate(self) -> None:
        """The menu entries and the line under the board, again after a language switch (the window calls this).

        The two dialogs are not re-worded: they are window-modal, so the language cannot change while one is open.
        """
        for action, text, tip in (
            (
                self.host_action,
                self.tr("Host a Net&work Game…"),
                self.tr("Wait for a friend on another computer to join your game"),
            ),
            (self.join_action, self.tr("&Join a Network Game…"), self.tr("Join a game hosted on another computer")),
            (
                self.leave_action,
                self.tr("&Leave Network Game"),
                self.tr("Abandon the network game and go back to the game on this computer"),
            ),
        ):
            action.setText(text)
            action.setStatusTip(tip)
        self.rejoin_offer.retranslate()
        self.internet.retranslate()
        self.refresh()

    @property
    def question(self) -> QMessageBox | None:
        """The other player's question on screen, if any."""
        return self.questions.open

    @property
    def actions(self) -> list[QAction]:
        return [self.host_action, self.join_action, self.internet.action, self.leave_action]

    def refresh(self) -> None:
        seat = self.seat
        self.host_action.setEnabled(seat is None)
        self.join_action.setEnabled(seat is None)
        self.internet.action.setEnabled(seat is None)
        self.leave_action.setEnabled(seat is not None)
        self._network_label.setVisible(seat is not None)
        if seat is not None:
            self._network_label.setText(seat.status_line())

    # --- hosting and joining ---------------------------------------------------------------------------

    # The sockets, the protocol, discovery and the dialogs are imported when network play is first asked for:
    # the first frame does not draw them (tests/integration/test_first_frame.py).

    @Slot()
    def open_host_dialog(self) -> None:
        from ...net.match import DEFAULT_PORT  # noqa: PLC0415 - network play loads when first asked for (see above)
        from ..widgets.network_dialogs import HostDialog  # noqa: PLC0415 - network play loads when first asked for (see above)

        self.dialog = host_dialog = HostDialog(
            str(self._remembered("name", self.controller.names[0])),
            self.controller.variant,
            self._dialog_parent,
            port=int(self._remembered("port", DEFAULT_PORT)),
            announce=self._remembered("announce", "yes") != "no",
        )
        host_dialog.accepted.connect(lambda: self._host(host_dialog))
        host_dialog.open()

    @Slot()
    def open_join_dialog(self) -> JoinDialog:
        from ..widgets.network_dialogs import JoinDialog  # noqa: PLC0415 - network play loads when first asked for (see above)

        self.dialog = join_dialog = JoinDialog(
            str(self._remembered("name", self.controller.names[0])),
            self._dialog_parent,
            discover=self.discover,
            address=str(self._remembered("address", "")),
        )
        join_dialog.accepted.connect(lambda: self._join(join_dialog))
        join_dialog.open()
        return join_dialog

    def _host(self, dialog: HostDialog) -> None:
        from ...net.match import JoinGate, Match, new_join_code  # noqa: PLC0415 - network play loads when first asked for (see above)
        from ..session.network_seat import NetworkSeat  # noqa: PLC0415 - network play loads when first asked for (see above)
        from ..network.lan_transport import NetworkHost  # noqa: PLC0415 - network play loads when first asked for (see above)

        name = dialog.player_name or self.controller.names[0]
        match = Match.on(name, dialog.variant)
        gate = JoinGate(new_join_code())
        host = NetworkHost(match, gate)
        if not host.listen(dialog.port_box.value(), discoverable=dialog.announce_box.isChecked() and self.discover):
            from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415 - see quit_question()

            QMessageBox.warning(
                self._dialog_parent,
                self.tr("Host a Network Game"),
                fill(
                    self.tr(
                        "The game cannot wait for players on port %1: %2\n\nChoose another port, or “Any free port”."
                    ),
                    dialog.port_box.value(),
                    host.error_text,
                ),
            )
            host.deleteLater()
            return
        self._remember(
            name=name, port=dialog.port_box.value(), announce="yes" if dialog.announce_box.isChecked() else "no"
        )
        seat = NetworkSeat(host, name)
        seat.hosting(gate.code, self._address_text(host.port))
        self._seat(seat)

    def _address_text(self, port: int) -> str:
        """Where the guest connects: each of this computer's addresses on the network, with the port."""
        from ..network.lan_transport import lan_addresses  # noqa: PLC0415 - network play loads when first asked for (see above)

        addresses = lan_addresses()
        if not addresses:
            return fill(self.tr("%1, from this computer only: it is on no network"), f"127.0.0.1:{port}")
        # Technical text, alike in every language; an IPv6 address in brackets, as the Join dialog takes it.
        return ", ".join(f"[{address}]:{port}" if ":" in address else f"{address}:{port}" for address in addresses)

    def _join(self, dialog: JoinDialog) -> None:
        self._join_as_typed(dialog.typed)

    @Slot(KeptGame)
    def _rejoin(self, kept: KeptGame) -> None:
        """Back into a game cut off before a restart, as joined then; the Join dialog, filled in, if it cannot be."""
        from ..widgets.network_dialogs import JoinFields  # noqa: PLC0415 - network play loads when first asked for (see above)

        typed = JoinFields(kept.address, kept.code, kept.name)
        if not self._join_as_typed(typed):  # no address: a settings file edited by hand
            self.open_join_dialog().refused(typed, "")

    def _join_as_typed(self, typed: JoinFields) -> bool:
        """Join as the Join dialog was filled in; False (and nothing done) when its address is not one."""
        from ..widgets.network_dialogs import parse_address  # noqa: PLC0415 - network play loads when first asked for (see above)
        from ..session.network_seat import NetworkSeat  # noqa: PLC0415 - network play loads when first asked for (see above)
        from ..network.lan_transport import NetworkGuest  # noqa: PLC0415 - network play loads when first asked for (see above)

        address = parse_address(typed.address)
        if address is None:  # the dialog itself accepts only a readable address
            return False
        host_name, port = address
        name, code = clean_name(typed.name) or self.controller.names[0], typed.code.strip()
        self._remember(name=name, address=typed.address.strip())
        guest = NetworkGuest(host_name, port, name, code)
        seat = NetworkSeat(guest, name)
        seat.refused.connect(lambda reason: self._refused(typed, reason))
        # Seated: the host keeps this game for us if the line drops, so keep the way back too.
        seat.game_started.connect(
            lambda: self.rejoin_offer.keep(KeptGame(typed.address.strip(), code, name, seat.peer_name))
        )
        self._seat(seat)
        guest.connect_to_host()
        return True

    def _remembered(self, key: str, default: str | int) -> str | int:
        """What the player typed last time into the Host or Join dialog."""
        return self._typed.get(key) or default

    def _remember(self, **typed: str | int) -> None:
        answers = {key: str(value) for key, value in typed.items()}
        self._typed.update(answers)
        if self._choices is not None:
            self._choices.save_network_choices(answers)

    def _refused(self, typed: JoinFields, reason: str) -> None:
        """Turned away by the host: back to the Join dialog, as the player filled it in, saying why."""
        self._ended("")
        self.open_join_dialog().refused(typed, reason)

    def start(self, seat: NetworkSeat) -> None:
        """Seat a network game set up elsewhere (internet play)."""
        self._seat(seat)

    def end(self, text: str) -> None:
        """End the network game in play, saying why (internet play's failures)."""
        if self.seat is not None:
            self.seat.leave()
        self._ended(text)

    def _seat(self, seat: NetworkSeat) -> None:
        self.seat = seat
        self._notice_bar.withdraw(NOTICES)  # about a network game before this one
        self.rejoin_offer.withdraw()
        seat.setParent(self)
        seat.state_changed.connect(self.refresh)
        # Declining is the safe answer to a take-back (it costs the one asked); a new game is what both came for.
        ask = self.questions.ask
        seat.undo_requested.connect(lambda text: ask(self.tr("Take Back"), text, seat.answer_undo, False))
        seat.new_game_offered.connect(lambda text: ask(self.tr("New Game"), text, seat.answer_new_game, True))
        seat.game_started.connect(self.questions.close)
        seat.game_started.connect(lambda: self._notice_bar.withdraw(NOTICES, ANSWERS))  # a new game: old news
        seat.took_back.connect(self.questions.close)
        seat.notice.connect(lambda text: self._notice_bar.add_message(text, ANSWERS))
        self.controller.move_played.connect(self._answers_are_old)
        seat.ended.connect(self._ended)
        self.controller.advisor.set_withheld(True)  # before the network game's first position reaches it
        local = self.controller.game
        if local.moves and not local.is_over:  # the play-test: hosting seemed to throw the game here away
            self._notice_bar.add_message(
                self.tr("Your game here is kept: it comes back when the network game ends."), KEPT_GAME
            )
        self.controller.start_network_game(seat.wire)
        self.refresh()

    # --- during the game -------------------------------------------------------------------------------

    @Slot()
    def leave(self) -> None:
        if self.seat is not None:
            self.seat.leave()
            self._ended("")

    @Slot(str)
    def _ended(self, text: str) -> None:
        seat, self.seat = self.seat, None
        text = " ".join(filter(None, (text, *_after_the_game(self.controller, seat, text))))
        self.rejoin_offer.forget()  # left, turned away or abandoned: no game to come back to
        self.questions.close()
        self.controller.end_network_game()
        self._notice_bar.withdraw(KEPT_GAME)  # back on the board
        self.controller.advisor.set_withheld(False)
        self._notice_bar.withdraw(NOTICES, ANSWERS)  # what was said during the game is over with it
        if text:
            self._notice_bar.add_message(text, NOTICES)
        self._game_after_network = self.controller.game
        if seat is not None:
            seat.deleteLater()
            self.controller.move_played.disconnect(self._answers_are_old)  # not on a local game's click
        self.refresh()

    def _answers_are_old(self, *_move: object) -> None:  # "Bob declined…": old news once either plays on
        self._notice_bar.withdraw(ANSWERS)

    @Slot()
    def _local_game_changed(self) -> None:
        """Why the last network game ended stays said until the player starts something else here."""
        if self.seat is None and self.controller.game is not self._game_after_network:
            self._notice_bar.withdraw(NOTICES)


def _after_the_game(controller: GameController, seat: NetworkSeat | None, why: str) -> tuple[str, ...]:
    """After a network game, beside `why` it ended: the score, and where the board went when the other player or
    the line ended a game they had joined (the game at this computer comes back: a player took it for the network
    game lost)."""
    if seat is None:
        return ()
    if not (why and seat.peer_name):
        return (final_score(controller),)
    return final_score(controller), QCoreApplication.translate("NetworkPlay", "Your game at this computer is back.")
