"""A floor for bench/startup.py: the saved game's board in a main window, drawn without PySide6's `Qt` namespace.

PySide6 builds every enum of a class the first time the class is touched, with Python's `enum`: for the `Qt`
namespace that is 93 enums and 1,195 members, 23–46 ms on the development machine, and any alignment, pen cap,
focus policy or key name touches it. This window reads the game in progress from the game's own state.json, lays
out a headline, the board and the side panel's room at the game's default size, and paints the marks. Where it
needs an alignment it passes the flag's number to an int overload or a property, which the game itself does not
do (docs/design.md, "How far start-up can go on this stack"). It starts shiboken's loader as the game does.
`--check` prints, once painted, whether the `Qt` namespace was built.
"""

from __future__ import annotations

import sys

from tictactoe_qt.qt.shiboken_loader import leave_feature_imports_unwatched, leave_stub_generator_unloaded

leave_stub_generator_unloaded()  # as the game does, before PySide6 is imported
leave_feature_imports_unwatched()

from PySide6 import QtCore  # noqa: E402
from PySide6.QtCore import QPointF, QRectF, QTimer  # noqa: E402
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget  # noqa: E402
from floor_parts import saved_moves, window_around  # noqa: E402 - beside this file, which Python puts first on the path

ALIGN_CENTER = 0x84  # Qt.AlignmentFlag.AlignCenter, as a number


class Board(QWidget):
    """Drawn as the game's board is (a dark block, rounded cells, coordinates, stroked marks), but with square
    ends to the strokes: a round cap is a `Qt.PenCapStyle`."""

    def __init__(self, size: int, moves: list[tuple[int, int]]) -> None:
        super().__init__()
        self.board_size, self.moves = size, moves

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height())
        left, top = (self.width() - side) / 2, (self.height() - side) / 2
        painter.setPen(QPen(QColor(0, 0, 0, 0)))
        painter.setBrush(QColor("#1f2a3c"))
        painter.drawRoundedRect(QRectF(left, top, side, side), 16, 16)
        margin, gap = side * 0.06, side * 0.025
        cell = (side - 2 * margin - gap * (self.board_size - 1)) / self.board_size
        font = QFont()
        font.setPixelSize(round(margin * 0.5))
        font.setBold(True)
        painter.setFont(font)
        for index in range(self.board_size):
            offset = margin + index * (cell + gap)
            painter.setPen(QPen(QColor("#c8d0dc")))
            painter.drawText(QRectF(left + offset, top + side - margin, cell, margin), ALIGN_CENTER, "abcde"[index])
            painter.drawText(QRectF(left, top + offset, margin, cell), ALIGN_CENTER, str(self.board_size - index))
        marks = {move: "XO"[turn % 2] for turn, move in enumerate(self.moves)}
        for row in range(self.board_size):
            for column in range(self.board_size):
                x, y = left + margin + column * (cell + gap), top + margin + row * (cell + gap)
                painter.setPen(QPen(QColor(0, 0, 0, 0)))
                painter.setBrush(QColor("#f8fafc"))
                painter.drawRoundedRect(QRectF(x, y, cell, cell), 10, 10)
                mark, inset = marks.get((row, column)), cell * 0.22
                painter.setBrush(QColor(0, 0, 0, 0))
                if mark == "X":
                    painter.setPen(QPen(QColor("#e11d48"), cell * 0.09))
                    painter.drawLine(QPointF(x + inset, y + inset), QPointF(x + cell - inset, y + cell - inset))
                    painter.drawLine(QPointF(x + cell - inset, y + inset), QPointF(x + inset, y + cell - inset))
                elif mark == "O":
                    painter.setPen(QPen(QColor("#2563eb"), cell * 0.09))
                    painter.drawEllipse(QRectF(x + inset, y + inset, cell - 2 * inset, cell - 2 * inset))
        painter.end()


def main() -> int:
    size, moves = saved_moves()
    app = QApplication(sys.argv)
    play_area = QWidget()
    column = QVBoxLayout(play_area)
    headline = QLabel(f"Player {len(moves) % 2 + 1}'s turn ({'XO'[len(moves) % 2]})")
    headline.setProperty("alignment", ALIGN_CENTER)
    font = headline.font()
    font.setPixelSize(28)
    font.setBold(True)
    headline.setFont(font)
    column.addWidget(headline)
    column.addWidget(Board(size, moves), 1)
    window = window_around(play_area)
    window.show()
    if "--check" in sys.argv:

        def report() -> None:
            print("Qt namespace built:", "Qt" in vars(QtCore))
            app.quit()

        QTimer.singleShot(0, report)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
