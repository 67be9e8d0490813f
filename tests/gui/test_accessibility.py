"""Screen readers: the accessible tree names every cell, and changes are announced."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible

from tictactoe_qt.core import Player


@pytest.fixture
def announcements(monkeypatch):
    said: list[str] = []
    real_update = QAccessible.updateAccessibility

    def record(event):
        if hasattr(event, "message"):
            said.append(event.message())
        real_update(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", record)
    return said


def test_the_accessible_tree_names_every_cell_after_a_few_moves(person):
    person.click_all((1, 1), (0, 2), (2, 0))
    board = QAccessible.queryAccessibleInterface(person.window.board)
    assert board.text(QAccessible.Name) == "Game board"
    cells = [board.child(i) for i in range(board.childCount()) if board.child(i).role() == QAccessible.Button]
    names = [cell.text(QAccessible.Name) for cell in cells]
    assert len(names) == 9
    assert "Row 2, column 2, X" in names and "Row 1, column 3, O" in names and "Row 3, column 1, X" in names
    assert "Row 1, column 1, empty" in names
    empty = next(cell for cell in cells if cell.text(QAccessible.Name) == "Row 1, column 1, empty")
    assert empty.text(QAccessible.Description) == "Press Enter to play here"


def test_turns_results_and_the_computers_moves_are_announced(person, announcements):
    person.against_computer(Player.X)
    person.click(1, 1)
    person.wait_for_computer()
    assert "Computer is thinking…" in announcements
    assert any(text.startswith("Computer played row ") for text in announcements)
    assert announcements[-1] == "Player 1's turn (X)"
