"""A bar above the board for things the player should know once, such as a file set aside, and now and then
an offer with a button of its own (Rejoin a network game that was cut off)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from ...session.signal import BoundSignal
from ..text import Retranslatable


class NoticeBar(Retranslatable, QFrame):
    """Hidden until there is news; Dismiss hides it and forgets what it said."""

    dismissed = Signal()  # the player closed the bar: an offer on it was declined

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notice-bar")
        self.setStyleSheet(
            "#notice-bar { background: #fff4d6; border: 1px solid #e0b64a; border-radius: 6px; }"
            "#notice-bar QLabel { color: #4a3a10; }"
        )
        self.message_label = QLabel()
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)  # paths and file contents are never markup
        self.message_label.setWordWrap(True)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.action_button = QPushButton()  # an offer's own button: its action, triggered
        self.action_button.clicked.connect(self._act)
        self.action_button.hide()
        self.dismiss_button = QPushButton()
        self.dismiss_button.clicked.connect(self.dismiss)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 8, 8, 8)
        layout.addWidget(self.message_label, 1)
        layout.addWidget(self.action_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.dismiss_button, 0, Qt.AlignmentFlag.AlignTop)
        self._messages: list[tuple[str, str]] = []  # (topic, text), in the order said
        self._offer: tuple[str, QAction] | None = None  # (topic, action) of the one message with a button
        self._listening: set[str] = set()  # the topics withdrawn at their signal's next emit (add_message's `until`)
        self.hide()
        self._retranslate()

    def _retranslate(self) -> None:
        self.message_label.setAccessibleName(self.tr("Notice"))
        self.dismiss_button.setText(self.tr("Dismiss"))

    @Slot(str)
    def add_message(
        self, text: str, topic: str = "", action: QAction | None = None, *, until: BoundSignal | None = None
    ) -> None:
        """Say `text` (once, however often it is added); `topic` names what it is about, for withdraw().
        With `action`, the bar shows a button for it (one at a time) until the topic is withdrawn; with `until`, the
        topic is withdrawn when that signal is next emitted."""
        if all(said != text for _, said in self._messages):
            self._messages.append((topic, text))
        if action is not None:
            self._offer = (topic, action)
        if until is not None and topic not in self._listening:
            # Listened to only while there is something to withdraw: what emits it does not go through the bar else.
            def withdraw_now() -> None:
                until.disconnect(withdraw_now)
                self._listening.discard(topic)
                self.withdraw(topic)

            self._listening.add(topic)
            until.connect(withdraw_now)
        self._show_messages()

    def withdraw(self, *topics: str) -> None:
        """What was said about `topics` is no longer true: it goes, and the bar with it when nothing is left."""
        self._messages = [(about, text) for about, text in self._messages if about not in topics]
        if self._offer is not None and self._offer[0] in topics:
            self._offer = None
        self._show_messages()

    @Slot()
    def dismiss(self) -> None:
        self._messages, self._offer = [], None
        self._show_messages()
        self.dismissed.emit()

    @Slot()
    def _act(self) -> None:
        if self._offer is not None:
            self._offer[1].trigger()

    def _show_messages(self) -> None:
        self.message_label.setText("\n".join(text for _, text in self._messages))
        if self._offer is not None:
            self.action_button.setText(self._offer[1].iconText())
        self.action_button.setVisible(self._offer is not None)
        self.setVisible(bool(self._messages))
