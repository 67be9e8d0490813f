"""The keyboard on the board, and what a screen reader hears there.

The arrow keys move a cursor over the cells and Enter or Space plays where it is; on 3×3 the digits play the
cell in the same place on a numeric keypad (7 8 9 is the top row). In ultimate one digit plays the cell of the
board the player is sent to; with a free choice of board, the first digit picks the board (the cursor goes to
its centre) and the second the cell. The digits a move takes come with each position (BoardState.keypad).
A screen reader speaks what has focus: the
board hands its focus to the cell under the cursor, and the news of the turn ("Computer played c1. Your turn
(X).") becomes that cell's description, so it is said once (Orca 43, for one, never speaks Qt's announcement
events).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer

from ....core import Cell
from ....core.notation import board_name
from ....session.words import board_chosen_text, edge_of_board, press_enter_here

if TYPE_CHECKING:
    from .cells import CellButton

_DIGITS: dict[int, str] = {
    Qt.Key.Key_1: "1",
    Qt.Key.Key_2: "2",
    Qt.Key.Key_3: "3",
    Qt.Key.Key_4: "4",
    Qt.Key.Key_5: "5",
    Qt.Key.Key_6: "6",
    Qt.Key.Key_7: "7",
    Qt.Key.Key_8: "8",
    Qt.Key.Key_9: "9",
}
_STEPS: dict[int, Cell] = {
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
}
_PLAY_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
# Keys that arrive alone while a player reaches for a digit (Num Lock switched on between the two digits of a move,
# Shift held for the keypad): not "another key", so they keep the first digit of a move.
_MODIFIER_KEYS = frozenset(
    {
        Qt.Key.Key_NumLock,
        Qt.Key.Key_Shift,
        Qt.Key.Key_Control,
        Qt.Key.Key_Alt,
        Qt.Key.Key_AltGr,
        Qt.Key.Key_Meta,
        Qt.Key.Key_CapsLock,
    }
)
FOCUS_HOLD_MS = 2500  # the longest the focus waits for the computer's reply (its pause, and the prediction's wait)


class KeyboardCursor(QObject):
    """Where the keys act on a board of `size` cells a side, and the screen reader's focus that follows it.

    `cells` gives the cell widgets, `has_focus` whether the board has the keyboard, `play` plays a cell and
    `repaint` is called when the cursor's ring moved.
    """

    def __init__(
        self,
        parent: QObject,
        cells: Callable[[], list[CellButton]],
        has_focus: Callable[[], bool],
        play: Callable[[Cell], None],
        repaint: Callable[[], None],
        thinking: Callable[[], bool] = lambda: False,
    ) -> None:
        super().__init__(parent)
        self._cells, self._has_focus, self._play, self._repaint = cells, has_focus, play, repaint
        self._thinking = thinking  # the computer is working out its reply to the position shown
        # The screen reader's focus held back from a cell a digit played until the computer's reply is told there
        # (see move()); not longer than this, for a computer that takes its time.
        self._held_focus = QTimer(self)
        self._held_focus.setSingleShot(True)
        self._held_focus.setInterval(FOCUS_HOLD_MS)
        self._held_focus.timeout.connect(self._focus_after_waiting)
        # News is on its way to the cursor's cell (the window announced it this turn of the event loop, or holds it
        # for the prediction): a focus given meanwhile waits for it (see expect_news).
        self._news_due = False
        # A cell a digit played while the focus waits for the computer's reply: when the reply sends the cursor to
        # another board (ultimate), the played cell never has the focus, and its name goes with the reply's news.
        self._played_unsaid: Cell | None = None
        self.size = 3
        self.cell: Cell = (1, 1)  # the centre of the first board
        self.shown = False  # the ring shows once the keyboard has been used on the board
        self._news = ""  # what the screen reader was last told, carried by the cursor's cell (see tell())
        self._keypad: Mapping[str, Cell] = {}  # the digits that play each cell now
        self._keypad_digits = 0
        self._block_size = 3  # the side of the small boards a first digit chooses among
        self._typed = ""  # the digits typed so far of a move that takes two (ultimate, choosing the board)

    def use_keypad(self, keypad: Mapping[str, Cell], digits: int, block_size: int) -> None:
        """The keypad digits that play each cell in the position shown, how many a move takes (0: none), and the
        side of the small boards."""
        if keypad != self._keypad:
            self._typed = ""
        self._keypad, self._keypad_digits, self._block_size = keypad, digits, block_size

    def centre(self) -> Cell:
        """Where the arrow keys start on an empty board: the centre (on an even board, the cell above-left of it)."""
        middle = (self.size - 1) // 2
        return middle, middle

    def key(self, key: int) -> bool:
        """Act on a key; False when it is not one for the board."""
        if key in _MODIFIER_KEYS:
            return False
        typed, self._typed = self._typed, ""  # a move of two digits is two digits in a row: any other key starts over
        if key in _DIGITS and self._keypad_digits:
            self._digit(typed + _DIGITS[key])
        elif key in _STEPS:
            # The first press moves too, from where the cursor was or, on a new board, from the centre: a player
            # counts "Right" from there (New Game, Right, Enter plays c2); it shows the cursor where it lands.
            (row, col), (step_row, step_col), last = self.cell, _STEPS[key], self.size - 1
            cell = (min(max(row + step_row, 0), last), min(max(col + step_col, 0), last))
            if cell == self.cell and self.shown:
                self.tell(edge_of_board())  # the cursor stays: said, not silence a player could take for a move
            else:
                self.move(cell, shown=True, by_arrow=True)
        elif key in _PLAY_KEYS and self.shown:
            self._play(self.cell)
        else:
            return False
        return True

    def _digit(self, typed: str) -> None:
        cell = self._keypad.get(typed)
        if cell is not None:
            self._play(cell)  # played first: a screen reader then hears the cell with its mark
            self.move(cell, shown=self.shown)
            if self._held_focus.isActive():  # the focus waits for the reply, and may then go elsewhere
                self._played_unsaid = cell
            return
        starting = [cell for keys, cell in self._keypad.items() if keys.startswith(typed) and len(keys) > len(typed)]
        if not starting:
            return  # no move: a closed board, a taken cell, or a cell outside the board the player is sent to
        # The first of two digits chose a board: the cursor goes to its centre, and a screen reader is told so.
        self._typed = typed
        row, col = starting[0]
        block = self._block_size
        board = (row // block, col // block)
        self.move((board[0] * block + block // 2, board[1] * block + block // 2), shown=True)
        self.tell(board_chosen_text(board_name(board)))

    def move(self, cell: Cell, shown: bool, *, by_arrow: bool = False) -> None:
        moved, appeared = cell != self.cell, shown and not self.shown
        self.cell, self.shown = cell, shown
        if moved:
            self._news = ""  # the news was told on the cell left behind
        self._repaint()
        cells = self._cells()
        if cells:
            focused = cells[cell[0] * self.size + cell[1]]
            focused.describe(self._description(focused))
        if moved and not by_arrow and self._thinking():
            # A digit played against the computer, or a new game it opens: the focus comes to the cell once the
            # computer's move is told on it, so the cell is said with that news, once. Given at once, a screen
            # reader behind the game (Orca 43 works through each move's events first) read the cell with the
            # reply as its description, then said the reply again as that description's change: 6 of 9 replies
            # typed ahead were said twice. An arrow's cell is said at once: the player is looking around.
            self._held_focus.start()
        elif moved or appeared:
            # Once this turn's news is on the new cell (a move's news comes a moment after the move), so that a
            # screen reader says the cell with its news once; the cell left behind changes its words after that.
            QTimer.singleShot(0, self, self.focus_cursor_cell)
        else:
            self.describe_cells()

    def expect_news(self) -> None:
        """News is coming (tell() follows within the prediction's wait): a focus given meanwhile waits for it, so
        that a screen reader hears the cell with its news once. Given first, Orca 43, a moment behind, read the
        news with the focused cell, then again as its description's change: at start-up, and a reply in ultimate
        (whose cursor goes to the board the player is sent to)."""
        self._news_due = True

    def tell(self, text: str) -> None:
        """News for a screen reader (a move, the result, a hint): the description of the cell the keyboard is on."""
        played, cells = self._played_unsaid, self._cells()
        if played is not None and played != self.cell and cells:
            # "A3 b1, X. Computer played B1 c3. …": the move is confirmed as a move played by Enter is.
            text = f"{cells[played[0] * self.size + played[1]].accessibleName()}. {text}"
            self._played_unsaid = None
        self._news, self._news_due = text, False
        if cells:
            button = cells[self.cell[0] * self.size + self.cell[1]]
            button.describe(self._description(button))
        if self._held_focus.isActive() and not self._thinking():  # the news waited for: the held focus comes now
            self._held_focus.stop()
            QTimer.singleShot(0, self, self.focus_cursor_cell)

    def forget_news(self) -> None:
        """The board has the keyboard again (after a dialog, the side panel, a review): the news was told; the cell
        is said with its own words, not again with what happened before ("Game saved as …" after every dialog).
        Not when it leaves: a screen reader a moment behind reads the news from the cell it had focused, which
        must still have it (Orca 43 under load lost a game's result to the Ctrl+R that followed it)."""
        self._news = ""
        self.describe_cells()

    def focus_cursor_cell(self) -> None:
        """Tell screen readers the keyboard is on the cursor's cell: the board has the keys, its cell the focus."""
        # Imported here: QAccessible's Python class and its ~190 enum values are built on first use, which is
        # after the first frame (this runs once the focus has come, a turn of the event loop later).
        from PySide6.QtGui import QAccessible, QAccessibleEvent  # noqa: PLC0415

        if self._news_due and self._has_focus():
            if not self._held_focus.isActive():
                self._held_focus.start()
            return
        self._held_focus.stop()
        self._played_unsaid = None  # the cell with the focus is said now: the played one, or its news says it
        cells = self._cells()
        if self._has_focus() and cells and QAccessible.isActive():
            cell = cells[self.cell[0] * self.size + self.cell[1]]
            QAccessible.updateAccessibility(QAccessibleEvent(cell, QAccessible.Event.Focus))
        self.describe_cells()

    def _focus_after_waiting(self) -> None:
        self._news_due = False  # the news is late (a slow computer's reply): the cell is said without it
        self.focus_cursor_cell()

    def describe_cells(self) -> None:
        for button in self._cells():
            button.describe(self._description(button))

    def _description(self, button: CellButton) -> str:
        # Only the cursor's cell has words beyond its name: Enter plays there, not on the others. Each change of a
        # description is an event, and a move enables and disables a board's worth of cells; Orca 43 drops every
        # description change once more than 50 events wait (its flood guard), the news of the turn with them.
        if (button.row, button.col) != self.cell:
            return ""
        if self._news:
            return self._news
        return press_enter_here() if button.playable else ""
