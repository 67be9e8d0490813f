"""Game ▸ Play over the Internet…: host by a short code or join with one, through a magic-wormhole mailbox
server, then play exactly as a LAN game (the same NetworkSeat; NetworkPlay seats it and ends it).

Nothing of the link is imported until the player starts (wormhole and Twisted cost 0.4 s and ~58 MB).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from ..session.controller import GameController
from ..text import fill
from ..widgets.notice_bar import NoticeBar

if TYPE_CHECKING:
    from ...core.kinds import Variant
    from ..session.network_seat import NetworkSeat
    from ..widgets.internet_dialogs import CodeDialog, InternetDialog

NOTICES = "network"  # the notice bar's topic, shared with NetworkPlay: a new network game withdraws both


class Seating(Protocol):
    """What InternetPlay asks of NetworkPlay: seat a network game, and end it saying why."""

    def start(self, seat: NetworkSeat) -> None: ...

    def end(self, text: str) -> None: ...


class Choices(Protocol):
    """Where the dialog's last answers are kept across restarts (the window's Storage, "network/" keys)."""

    def network_choices(self) -> dict[str, str]: ...

    def save_network_choices(self, choices: dict[str, str]) -> None: ...


class InternetPlay(QObject):
    def __init__(
        self,
        seating: Seating,
        parent: QWidget,
        controller: GameController,
        notice_bar: NoticeBar,
        choices: Choices | None = None,
    ) -> None:
        super().__init__(parent)
        self._seating, self._parent, self.controller, self._notice_bar = seating, parent, controller, notice_bar
        self._choices = choices
        self.action = QAction(self)
        self.action.triggered.connect(self.open_dialog)
        # The notice bar's button while a join waits for the host (up to the pairing's time-out): Cancel.
        self.cancel_action = QAction(self)
        self.cancel_action.triggered.connect(lambda: self._seating.end(""))
        self.dialog: InternetDialog | None = None
        self.code_dialog: CodeDialog | None = None
        kept = choices.network_choices() if choices is not None else {}
        # As typed in the dialog's advanced part, kept across restarts ("": $TICTACTOE_MAILBOX or the public one).
        self.mailbox = kept.get("mailbox", "")
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(self.tr("Play over the &Internet…"))
        self.action.setStatusTip(self.tr("Play a friend anywhere, by a short code one of you reads to the other"))
        self.cancel_action.setText(self.tr("Cancel"))

    @Slot()
    def open_dialog(self) -> InternetDialog:
        from ..widgets.internet_dialogs import InternetDialog  # noqa: PLC0415 - internet play loads when first asked for

        kept = self._choices.network_choices() if self._choices is not None else {}
        name = kept.get("name") or self.controller.names[0]
        self.dialog = dialog = InternetDialog(name, self._parent, mailbox=self.mailbox, variant=self.controller.variant)
        dialog.accepted.connect(lambda: self._start(dialog))
        dialog.open()
        return dialog

    def _start(self, dialog: InternetDialog) -> None:
        from ...net.wormhole_link import mailbox_url  # noqa: PLC0415 - see open_dialog

        self.mailbox = dialog.mailbox
        name = dialog.player_name or self.controller.names[0]
        if self._choices is not None:
            self._choices.save_network_choices({"name": name, "mailbox": self.mailbox})
        if dialog.hosting:
            self.host(name, mailbox_url(self.mailbox or None), dialog.variant)
        else:
            self.join(dialog.code, name, mailbox_url(self.mailbox or None))

    def host(self, name: str, mailbox: str, variant: Variant | None = None) -> NetworkSeat:
        """Host a game on `variant` (the board on screen if None) and show its code once the mailbox gives one."""
        from ...net.match import Match  # noqa: PLC0415 - see open_dialog
        from ..network.internet_transport import InternetHost  # noqa: PLC0415 - see open_dialog
        from ..session.network_seat import NetworkSeat  # noqa: PLC0415 - see open_dialog

        host = InternetHost(Match.on(name, variant or self.controller.variant), mailbox)
        seat = NetworkSeat(host, name)
        host.code_ready.connect(lambda code: self._show_code(seat, code))
        host.wrong_code_tried.connect(
            lambda: self._notice_bar.add_message(
                self.tr("Someone tried a code that did not match (mistyped, or a guess). Here is a new one."), NOTICES
            )
        )
        host.mailbox_unreachable.connect(
            lambda detail: self._notice_bar.add_message(
                fill(
                    self.tr("Could not reach the mailbox server %1 (%2): no internet? The game is kept: trying again…"),
                    mailbox,
                    detail,
                ),
                NOTICES,
            )
        )
        host.link_failed.connect(
            lambda problem, detail: self._seating.end(self.problem_words(problem, detail, mailbox))
        )
        seat.game_started.connect(self._close_code_dialog)
        seat.ended.connect(self._close_code_dialog)
        seat.destroyed.connect(self._close_code_dialog)  # left from the menu, or ended for a failure
        self._seating.start(seat)
        host.listen()
        return seat

    def join(self, code: str, name: str, mailbox: str) -> NetworkSeat:
        from ..network.internet_transport import InternetGuest  # noqa: PLC0415 - see open_dialog
        from ..session.network_seat import NetworkSeat  # noqa: PLC0415 - see open_dialog

        guest = InternetGuest(code, name, mailbox)
        seat = NetworkSeat(guest, name)
        guest.link_failed.connect(
            lambda problem, detail: self._seating.end(
                self.problem_words(problem, detail, mailbox, code, seat.peer_name)
            )
        )
        seat.refused.connect(self._seating.end)
        self._seating.start(seat)
        # Said until the game begins or the join ends (both withdraw the network's notices), with a way out.
        self._notice_bar.add_message(
            fill(self.tr("Joining with the code %1…"), code), NOTICES, action=self.cancel_action
        )
        guest.connect_to_host()
        return seat

    def problem_words(self, problem: str, detail: str, mailbox: str, code: str = "", peer: str = "") -> str:
        """Why an internet game could not begin, or cannot go on (net/wormhole_link.py's Problem, or LOST)."""
        if problem == "wrong-code":
            return self.tr(
                "That code did not match: check it with your friend (each code works once: ask for a new one)."
            )
        if problem == "nobody-waiting":
            return fill(
                self.tr("Nobody is waiting with the code %1: check it with your friend, or ask them for a new one."),
                code,
            )
        if problem == "no-mailbox":
            return fill(self.tr("Could not reach the mailbox server %1 (%2): no internet?"), mailbox, detail)
        if problem == "lost":
            return fill(
                self.tr("The connection to %1 was lost. Their game keeps yours: ask them for the new code it shows."),
                peer or self.tr("the other player"),
            )
        return fill(self.tr("The mailbox server %1 refused: %2"), mailbox, detail)

    def _show_code(self, seat: NetworkSeat, code: str) -> None:
        from ..widgets.internet_dialogs import CodeDialog  # noqa: PLC0415 - see open_dialog

        seat.hosting(code, self.tr("over the internet"))  # the headline shows it, as the LAN's join code
        if self.code_dialog is None:
            self.code_dialog = CodeDialog(code, self._parent)
        else:
            self.code_dialog.show_code(code)
        self.code_dialog.show()

    @Slot()
    def _close_code_dialog(self, *_args: object) -> None:
        dialog, self.code_dialog = self.code_dialog, None
        if dialog is not None:
            dialog.close()
            dialog.deleteLater()
