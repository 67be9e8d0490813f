"""Help ▸ How to Play, Help ▸ Keyboard Shortcuts and About: loaded on first use, not at start-up.

The shortcuts are read from the window's own actions, so the list cannot drift from what
the keys do; the keys the board takes itself are listed after them. How to Play shows ultimate
tic-tac-toe with a picture of a game under way, drawn by the board itself in the theme in use; its text is
how_to_play_text.py's.
"""

from __future__ import annotations

import re
from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QKeyCombination, QSize, Qt, QUrl
from PySide6.QtGui import QAction, QImage, QKeySequence, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMainWindow,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ... import __version__
from ...core.board_game import K_IN_A_ROW
from ...core.kinds import ULTIMATE_VARIANT, VARIANTS, Variant
from ...session.view_state import board_state
from ...session.words import board_name
from ..widgets.review_panel import marker_icon
from ..text import Retranslatable, fill
from ..widgets.board import BoardView
from .how_to_play_text import EXAMPLE_IMAGE, EXAMPLE_SIDE, MARK_URL, REVIEW_MARKERS, ULTIMATE_ANCHOR, how_to_play_html


translate = QCoreApplication.translate  # pyside6-lupdate finds translate("Help", …) calls


def board_names() -> list[str]:
    """Every board the game offers, as the side panel names them."""
    return [board_name(variant) for variant in VARIANTS]


# The picture of ultimate in How to Play: a game 17 moves in (seeded random play), X has won board A3 and O board
# C2, and X's last move, A1 c1, sends O to board C1.
EXAMPLE_MOVES = (
    "A3 c1",
    "C1 b1",
    "B1 c2",
    "C2 a3",
    "A3 c3",
    "C3 b2",
    "B2 b3",
    "B3 a3",
    "A3 c2",
    "C2 c1",
    "C1 c2",
    "C2 b2",
    "B2 a1",
    "A1 a1",
    "A1 c2",
    "C1 a3",
    "A1 c1",
)


def ultimate_example() -> QImage:
    """The example game, drawn by the board as the window draws it (in the theme in use)."""
    game = ULTIMATE_VARIANT.new_game()
    for name in EXAMPLE_MOVES:
        game.play(*game.parse_move(name))
    board = BoardView()
    board.reduce_motion = True
    board.resize(QSize(EXAMPLE_SIDE, EXAMPLE_SIDE))
    board.show_board(board_state(game, accepts_clicks=False))
    image = board.grab().toImage()
    board.deleteLater()
    return image


def without_accelerator(text: str) -> str:
    """A menu entry's words without its Alt-key marker: "&New Game" and "新游戏(&N)" alike."""
    return re.sub(r"&&|\(&.\)|&(?=.)", lambda found: "&" if found.group() == "&&" else "", text)


def ordinary_keys(action: QAction) -> list[QKeySequence]:
    """An action's shortcuts that an ordinary keyboard has: not the dedicated New, Undo or Help keys
    (nor F13 and up) that Qt's platform bindings add, which would puzzle more players than they help."""
    last_ordinary_key = Qt.Key.Key_F12
    return [
        sequence
        for sequence in action.shortcuts()
        if _first_key(sequence).keyboardModifiers() != Qt.KeyboardModifier.NoModifier
        or _first_key(sequence).key() <= last_ordinary_key
    ]


def _first_key(sequence: QKeySequence) -> QKeyCombination:
    first: QKeyCombination = sequence[0]  # type: ignore[index]  # PySide6's stubs lack QKeySequence.__getitem__
    return first


def shortcut_rows(window: QMainWindow) -> list[tuple[str, str]]:
    """(what, keys) for every action of the window that has keys, then the board's own keys."""
    rows = []
    for action in window.findChildren(QAction):
        keys = [sequence.toString(QKeySequence.SequenceFormat.NativeText) for sequence in ordinary_keys(action)]
        if keys and action.text():
            rows.append((without_accelerator(action.text()), ", ".join(keys)))
    rows += [
        (translate("Help", "Play a 3 × 3 cell, as laid out on a numeric keypad"), "1 – 9"),
        (
            translate(
                "Help",
                "Ultimate: play a cell of the board you are sent to; when you may choose, the board's "
                "digit, then the cell's",
            ),
            "1 – 9",
        ),
        (translate("Help", "Move the cursor on the board"), translate("Help", "Arrow keys")),
        (translate("Help", "Play the cell under the cursor"), translate("Help", "Enter, Space")),
    ]
    return rows


class HelpDialog(Retranslatable, QDialog):
    """A help window: its content above a Close button, re-worded on a language switch."""

    def __init__(self, parent: QWidget, content: QWidget) -> None:
        super().__init__(parent)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(content)
        layout.addWidget(buttons)
        self.resize(560, 560)


class HowToPlayDialog(HelpDialog):
    def __init__(self, parent: QWidget) -> None:
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        # A caret the arrow keys move: a screen reader then reads the help line by line, not in one breath.
        self.text.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        super().__init__(parent, self.text)
        self._fit_screen()
        self._retranslate()

    def _fit_screen(self) -> None:
        """Room to read: half the screen's width (a comfortable line, 560 px at least, 860 at most) and most of its
        height, where the old 560 × 560 showed the rules and little else."""
        room = self.screen().availableGeometry()
        width = min(max(560, room.width() // 2), 860, room.width() - 40)
        height = min(max(560, room.height() * 85 // 100), room.height() - 40)
        self.resize(width, height)

    def show_section(self, variant: Variant | None) -> None:
        """Scrolled to the rules of the board being played: ultimate's own section, or the top for the others."""
        if variant is not None and variant.rule_set != K_IN_A_ROW:
            self.text.scrollToAnchor(ULTIMATE_ANCHOR)
        else:
            self.text.verticalScrollBar().setValue(0)

    def _retranslate(self) -> None:
        self.setWindowTitle(translate("Help", "How to Play"))
        self._draw_marks()
        self.text.document().addResource(
            QTextDocument.ResourceType.ImageResource, QUrl(EXAMPLE_IMAGE), ultimate_example()
        )
        self.text.setHtml(how_to_play_html())

    def _draw_marks(self) -> None:
        """The review's marks, in the theme's colours, for the pictures the help shows them in."""
        document = self.text.document()
        for marker in REVIEW_MARKERS:
            image = marker_icon(marker, 16, self.devicePixelRatioF()).pixmap(16, 16).toImage()
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(MARK_URL + marker), image)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # a theme switch: the marks in its colours
            self._draw_marks()
            self.text.setHtml(self.text.toHtml())


class ShortcutsDialog(HelpDialog):
    def __init__(self, window: QMainWindow) -> None:
        self._window = window
        self.table = QTableWidget(0, 2)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        super().__init__(window, self.table)
        self._retranslate()

    def _retranslate(self) -> None:
        self.setWindowTitle(translate("Help", "Keyboard Shortcuts"))
        self.table.setHorizontalHeaderLabels([translate("Help", "Action"), translate("Help", "Keys")])
        rows = shortcut_rows(self._window)
        self.table.setRowCount(len(rows))
        for row, (what, keys) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(what))
            self.table.setItem(row, 1, QTableWidgetItem(keys))


def about_html() -> str:
    boards = translate("Help", "; ").join(board_names())  # each name has a comma of its own: "4 × 4, 4 in a row"
    return fill(
        translate(
            "Help",
            "<h3>Tic-Tac-Toe %1</h3><p>On four boards: %2. For two players at one computer "
            "or on two computers over a network, one player against the computer at three levels, or a "
            "demonstration between two computers.</p><p>Built with Qt for Python (PySide6). Internet play "
            "uses magic-wormhole, Twisted and Autobahn (MIT), cryptography (Apache-2.0 or BSD), PyNaCl (Apache-2.0) and "
            "libsodium (ISC).</p>",
        ),
        __version__,
        escape(boards),
    )


def show_help(window: QMainWindow, which: str, variant: Variant | None = None) -> None:
    """`variant`: the board being played, whose rules How to Play opens at."""
    if which == "about":
        QMessageBox.about(window, translate("Help", "About Tic-Tac-Toe"), about_html())
        return
    dialog = window.findChild(HowToPlayDialog if which == "how_to_play" else ShortcutsDialog)
    if dialog is None:
        dialog = HowToPlayDialog(window) if which == "how_to_play" else ShortcutsDialog(window)
    dialog.show()
    if isinstance(dialog, HowToPlayDialog):
        dialog.show_section(variant)  # once shown: the text is laid out at the dialog's size
    dialog.raise_()
    dialog.activateWindow()
