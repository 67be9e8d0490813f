"""Help ▸ How to Play, Help ▸ Keyboard Shortcuts and About: loaded on first use, not at start-up.

The shortcuts are read from the window's own actions, so the list cannot drift from what
the keys do; the keys the board takes itself are listed after them. How to Play shows ultimate
tic-tac-toe with a picture of a game under way, drawn by the board itself in the theme in use.
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
from ...core.ai import Level
from ...core.board_game import K_IN_A_ROW
from ...core.levels import UltimateLevel
from ...core.variants import ULTIMATE_VARIANT, VARIANTS, Variant
from ...session.review_state import Marker
from ...session.review_words import marker_tip
from ...session.view_state import board_state
from ...session.words import board_name, level_name
from ..widgets.review_panel import marker_icon
from ..text import Retranslatable, fill
from ..widgets.board import BoardView


translate = QCoreApplication.translate  # pyside6-lupdate finds translate("Help", …) calls


ULTIMATE_ANCHOR = "ultimate"  # where ultimate's rules begin in How to Play


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
EXAMPLE_IMAGE = "ultimate-example.png"
EXAMPLE_SIDE = 300


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


def _ultimate_level_texts() -> tuple[tuple[UltimateLevel, str], ...]:
    from ...core.ai.ultimate_search import is_compiled  # noqa: PLC0415 - its compiled search, when help is first opened

    hard = translate(
        "Help",
        "a search of about a second a move whose games are played out as a player would, taking and "
        "blocking small boards and keeping the opponent from a free choice; it beat Medium in 18 of 20 "
        "games and the previous Hard in 13 of 20. Ultimate is not solved, so no level here is called unbeatable",
    )
    if not is_compiled():
        hard += translate(
            "Help",
            ". This copy of the game runs its search without the compiled part, about 40 times "
            "slower, so every level has less time a move and Hard plays about as Medium does",
        )
    return (
        (
            "easy",
            translate(
                "Help",
                "a short search (150 games played out at random a move); like every level, "
                "it takes a board or the game when it can at once, and never hands one over",
            ),
        ),
        ("medium", translate("Help", "3,000 games played out a move; it beat Easy in 96 % of 200 games")),
        ("hard", hard),
    )


def how_to_play_html() -> str:
    boards = "".join(
        f"<li>{escape(board_name(variant))}</li>" for variant in VARIANTS if variant.rule_set == K_IN_A_ROW
    )
    colon = translate("Help", ": ")
    level_texts: tuple[tuple[Level, str], ...] = (
        ("easy", translate("Help", "mostly plays at random; it sees a win in one move only half the time")),
        (
            "medium",
            translate(
                "Help",
                "always takes a win and blocks yours (on 4 × 4, where blocking alone nearly "
                "always draws, only now and then), and otherwise plays the best move "
                "more often than not",
            ),
        ),
        (
            "perfect",
            translate(
                "Help",
                "plays perfectly, from any position on every board: it never loses a "
                "game it could draw, so a draw is the best you can get against it",
            ),
        ),
    )
    levels = "".join(f"<li><b>{escape(level_name(level))}</b>{colon}{escape(text)}</li>" for level, text in level_texts)
    ultimate_levels = "".join(
        f"<li><b>{escape(level_name(level))}</b>{colon}{escape(text)}</li>" for level, text in _ultimate_level_texts()
    )
    caption = translate(
        "Help",
        "X has won board A3 and O board C2. X just played A1 c1 (ringed), which sends O to "
        "board C1: the one lit, where O must play now.",
    )
    picture = (
        f'<p align="center"><img src="{EXAMPLE_IMAGE}" width="{EXAMPLE_SIDE}" height="{EXAMPLE_SIDE}"><br>'
        f"{escape(caption)}</p>"
    )
    parts = [
        ("h3", translate("Help", "The rules")),
        (
            "p",
            translate(
                "Help",
                "X moves first, then the players take turns putting their mark on an empty cell. "
                "The first to get enough marks in a row — across, down or diagonally — wins; "
                "a full board with no such row is a draw.",
            ),
        ),
        ("ul", boards),
        (
            "p",
            translate(
                "Help",
                "After every game the players swap marks, so each starts in turn. "
                "Each board and opponent keeps its own score and its own unfinished game.",
            ),
        ),
        ("h3", translate("Help", "Cells")),
        (
            "p",
            translate(
                "Help",
                "Columns are lettered from a at the left and rows numbered from 1 at the bottom, "
                "as written beside the board: b2 is the middle of 3 × 3. On 3 × 3 the digit keys "
                "play the cell in the same place on a numeric keypad: 7 is a3, 5 is b2, 3 is c1.",
            ),
        ),
        ("h3", translate("Help", "Computer levels")),
        ("ul", levels),
        ("html", f'<a name="{ULTIMATE_ANCHOR}"></a>'),  # How to Play opens here while ultimate is played
        ("h3", board_name(ULTIMATE_VARIANT)),
        (
            "p",
            translate(
                "Help",
                "Nine small boards make one big board, and the players take turns as on the other "
                "boards. X starts anywhere. Where you play in a small board sends your opponent to the small board "
                "in the same place on the big board: play the top-left cell of any board, and they must play in "
                "the top-left board. If that board is already won or full, they may play in any open board.",
            ),
        ),
        (
            "p",
            translate(
                "Help",
                "Three in a row on a small board wins it: its winner's mark shows large over it, and "
                "nobody plays there again. A full small board with no line is drawn and counts for nobody. Three "
                "small boards in a row win the game; when no move is left and there is no such line, the game is "
                "drawn.",
            ),
        ),
        ("html", picture),
        (
            "p",
            translate(
                "Help",
                "A cell is named by its board, then by its place in that board: B2 a3 is the "
                "top-left cell of the centre board. Boards go from A1 to C3, as written under and beside the big "
                "board; the cells of each, a1 to c3, as written over it and on its right. The arrow keys cross all "
                "81 cells. On a numeric keypad one digit plays a cell of the board you are sent to; when you may "
                "choose the board, the first digit picks it and the second the cell (5, then 3: B2 c1).",
            ),
        ),
        ("p", translate("Help", "The computer's levels here:")),
        ("ul", ultimate_levels),
        (
            "p",
            translate(
                "Help",
                "Advice here is the search's estimate until the end is in reach: “X is favoured: "
                "about 70 % from here”, and 62 % on a cell (your expected score after that move, a draw counting "
                "half) are estimates, not proofs, and a hint is the move the search likes best. Once few enough "
                "moves are left for the game to be worked out to its end, they are exact, as on the other boards: "
                "With best play: X wins; Win, Draw, Lose.",
            ),
        ),
        ("h3", translate("Help", "Advice")),
        (
            "p",
            translate(
                "Help",
                "Hint rings the best move for the player to move. Show Outcome Prediction says after "
                "every move who wins if both sides play their best from here, and warns when a "
                "threat must be blocked. Show Move Analysis writes on every empty cell where "
                "playing it leads with best play: Win (you can win from there), Draw, or Lose (the "
                "other player can then force a win). Point at a cell to read how many moves it takes.",
            ),
        ),
        ("h3", translate("Help", "Review")),
        (
            "p",
            translate(
                "Help",
                "When a game ends, Review this game (under the headline, or Game ▸ Review Game, Ctrl+R) "
                "goes through it move by move, each move judged with best play from the position it was played in. The values "
                "are proven by the game's own solver, so the review says a move wins, draws or loses only where "
                "that is certain. A summary comes first (“You played 7 moves: 6 held the draw, and 1 lost it "
                "(move 5).”), then every move with what it was worth: “a draw”, “X wins in 3”.",
            ),
        ),
        (
            "p",
            translate(
                "Help",
                "Marked moves: a move that changed the result with best play (a win thrown away, or a "
                "draw turned into a loss) has a filled red disc with !; a move that kept the result but won more "
                "slowly, or lost sooner, than best play has an amber ring with !. A best move has a green tick. "
                "Choose a move to see it on the board: the move played is ringed in amber and, for a marked move, "
                "the best move instead is ringed in green, with the proven line that makes it better written out "
                "in the board's cell names. Next Mistake (N) goes from one marked move to the next.",
            ),
        ),
        (
            "ul",
            "".join(
                f'<li><img src="{_MARK_URL}{marker}" width="16" height="16"> {escape(marker_tip(marker))}</li>'
                for marker in REVIEW_MARKERS
            ),
        ),
        (
            "p",
            translate(
                "Help",
                "Try Again (T) puts the position before a marked move of yours back on the board, "
                "against the same opponent, and says whether your new move is a best one. It is practice: the "
                "scores stay as they are, and Undo back past that position brings back the game you reviewed. "
                "The review is for the boards the game solves exactly; on any other, Review Game says why not.",
            ),
        ),
        ("h3", translate("Help", "Nothing is lost")),
        (
            "p",
            translate(
                "Help",
                "New Game in the middle of a game sets it aside: Undo brings it back until you "
                "play a move in the new one. The game and the scores are saved after every move.",
            ),
        ),
    ]
    return "".join(
        text if tag == "html" else f"<{tag}>{text if tag == 'ul' else escape(text)}</{tag}>" for tag, text in parts
    )


# The review's marks as its panel draws them, shown in How to Play beside what each means.
REVIEW_MARKERS: tuple[Marker, ...] = ("result", "speed", "best")
_MARK_URL = "review-mark:"


def without_accelerator(text: str) -> str:
    """A menu entry's words without its Alt-key marker: "&New Game" and "新游戏(&N)" alike."""
    return re.sub(r"\(&.\)|&(?=.)", "", text).replace("&&", "&")


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
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(_MARK_URL + marker), image)

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
    boards = translate("Help", ", ").join(board_names())
    return fill(
        translate(
            "Help",
            "<h3>Tic-Tac-Toe %1</h3><p>On four boards: %2. For two players at one computer "
            "or on two computers over a network, one player against the computer at three levels, or a "
            "demonstration between two computers.</p><p>Built with Qt for Python (PySide6).</p>",
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
