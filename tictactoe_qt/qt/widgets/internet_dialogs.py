"""Game ▸ Play over the Internet…: the dialog that hosts or joins by a code, and the one that shows the host's
code, large and selectable, with Copy. They only gather and show; InternetPlay (qt/shell/internet_play.py) acts.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QStringListModel, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...core.kinds import VARIANTS, Variant
from ...core.score import clean_name
from ...net.wormhole_link import PUBLIC_MAILBOX, code_completions, looks_like_code, normalise_code
from ..text import fill
from .network_dialogs import board_choice, name_edit

CODE_POINT_SIZE_FACTOR = 2.0  # the host's code, read aloud over the phone: twice the dialog's text
COPIED_SHOWN_MS = 2000  # how long Copy says "Copied"


class InternetDialog(QDialog):
    """Host (a code is given to tell the friend) or join (with the friend's code); the mailbox server, advanced.
    The code's words complete as wormhole's own tools complete them, once its word list has loaded."""

    completions_loaded = Signal(object)  # from the loading thread: the function completing a code

    def __init__(
        self,
        name: str,
        parent: QWidget | None = None,
        *,
        code: str = "",
        mailbox: str = "",
        variant: Variant = VARIANTS[0],
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Play over the Internet"))
        self.setMinimumWidth(460)
        explanation = QLabel(
            self.tr(
                "Play a friend anywhere: one of you hosts and reads out a short code, the other joins with it. "
                "Moves are end-to-end encrypted and pass through a mailbox server."
            )
        )
        explanation.setWordWrap(True)
        self.name_edit = name_edit(name, self.tr("Your name"))
        self.host_button = QRadioButton(self.tr("Host: get a code to tell your friend"))
        self.join_button = QRadioButton(self.tr("Join with your friend's code:"))
        # The host chooses the board; a guest plays the host's.
        self.board_box = board_choice(variant, self.tr("Board, when you host"))
        self.code_edit = QLineEdit(code)
        self.code_edit.setPlaceholderText("7-crossover-clockwork")  # the form of a code, alike in every language
        self.code_edit.setAccessibleName(self.tr("Code"))
        self.mailbox_edit = QLineEdit(mailbox)
        self.mailbox_edit.setPlaceholderText(PUBLIC_MAILBOX)
        self.mailbox_edit.setAccessibleName(self.tr("Mailbox server"))
        self.problem_label = QLabel()
        self.problem_label.setWordWrap(True)
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)
        (self.join_button if code else self.host_button).setChecked(True)
        form = QFormLayout()
        form.addRow(self.tr("Your name:"), self.name_edit)
        form.addRow(self.host_button)
        form.addRow(self.tr("Board:"), self.board_box)
        form.addRow(self.join_button, self.code_edit)
        form.addRow(self.tr("Mailbox server (advanced):"), self.mailbox_edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Start"))
        buttons.accepted.connect(self._check_and_accept)
        buttons.rejected.connect(self.reject)
        self.code_edit.textEdited.connect(lambda _text: self.join_button.setChecked(True))
        self.host_button.toggled.connect(self.board_box.setEnabled)
        self.board_box.setEnabled(self.hosting)
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addLayout(form)
        layout.addWidget(self.problem_label)
        layout.addWidget(buttons)
        self._complete: Callable[[str], list[str]] | None = None
        self.completer = QCompleter(QStringListModel(self), self)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.code_edit.setCompleter(self.completer)
        self.code_edit.textEdited.connect(self._offer_completions)
        self.completions_loaded.connect(self._completions_loaded, Qt.ConnectionType.QueuedConnection)
        # wormhole's word list comes with wormhole itself (0.4 s to import): loaded beside the dialog, not before it.
        threading.Thread(target=self._load_completions, name="code-words", daemon=True).start()

    def _load_completions(self) -> None:
        complete = code_completions()
        try:
            self.completions_loaded.emit(complete)
        except RuntimeError:  # the dialog went before the words came
            pass

    @Slot(object)
    def _completions_loaded(self, complete: Callable[[str], list[str]]) -> None:
        self._complete = complete
        if self.code_edit.hasFocus():
            self._offer_completions(self.code_edit.text())

    @Slot(str)
    def _offer_completions(self, text: str) -> None:
        if self._complete is None:
            return
        model = self.completer.model()
        if isinstance(model, QStringListModel):
            model.setStringList(self._complete(text))
        self.completer.setCompletionPrefix(text)
        if self.completer.completionCount() and self.code_edit.hasFocus():
            self.completer.complete()  # the line edit's own call came before these words were in the list

    @property
    def hosting(self) -> bool:
        return self.host_button.isChecked()

    @property
    def variant(self) -> Variant:
        """The board to host."""
        return VARIANTS[self.board_box.currentIndex()]

    @property
    def code(self) -> str:
        return normalise_code(self.code_edit.text())

    @property
    def mailbox(self) -> str:
        return self.mailbox_edit.text().strip()

    @property
    def player_name(self) -> str:
        return clean_name(self.name_edit.text())

    def said(self, problem: str) -> None:
        """Open again after a join that failed, saying why."""
        self.problem_label.setText(problem)
        self.join_button.setChecked(True)

    @Slot()
    def _check_and_accept(self) -> None:
        if not self.hosting and not looks_like_code(self.code_edit.text()):
            self.problem_label.setText(
                self.tr("A code is a number and words, like 7-crossover-clockwork: ask your friend to read it again.")
            )
            self.code_edit.setFocus()
            return
        self.accept()


class CodeDialog(QDialog):
    """The host's code, to read out or copy: large, selectable, with Copy; the headline shows it too."""

    def __init__(self, code: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Your Code"))
        self.intro = QLabel(self.tr("Tell your friend this code. They choose Join and type it in:"))
        self.intro.setWordWrap(True)
        self.code_label = QLabel()
        font = QFont(self.code_label.font())
        font.setPointSizeF(font.pointSizeF() * CODE_POINT_SIZE_FACTOR)
        font.setBold(True)
        self.code_label.setFont(font)
        self.code_label.setTextFormat(Qt.TextFormat.PlainText)
        self.code_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.code_label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # a screen reader reads it when it has focus
        self.code_label.setContentsMargins(12, 8, 12, 8)  # room around it: it sat flush against the dialog's edge
        self.copy_button = QPushButton(self.tr("&Copy"))
        self.copy_button.clicked.connect(self.copy)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.code_label)
        layout.addWidget(buttons)
        self.show_code(code)

    def show_code(self, code: str) -> None:
        """The code (a new one after the last was used)."""
        self.code = code
        self.code_label.setText(code)
        self.code_label.setAccessibleName(fill(self.tr("Your code: %1"), code))
        self.code_label.setFocus()

    @Slot()
    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.code)
        # Said where the player looks, and to a screen reader on the button: a copy shows nothing otherwise.
        self.copy_button.setText(self.tr("Copied"))
        self.copy_button.setAccessibleDescription(self.tr("The code is copied: paste it in a message to your friend"))
        QTimer.singleShot(COPIED_SHOWN_MS, self, self._copy_again)

    def _copy_again(self) -> None:
        self.copy_button.setText(self.tr("&Copy"))
        self.copy_button.setAccessibleDescription("")
