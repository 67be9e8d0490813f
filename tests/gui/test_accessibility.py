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
    board = QAccessible.queryAccessibleInterface(person.window.play_area.board)
    assert board.text(QAccessible.Name) == "Game board"
    cells = [board.child(i) for i in range(board.childCount()) if board.child(i).role() == QAccessible.Button]
    names = [cell.text(QAccessible.Name) for cell in cells]
    assert len(names) == 9
    # Named as the board's edges label them: columns a–c from the left, rows 1–3 from the bottom.
    assert "b2, X" in names and "c3, O" in names and "a1, X" in names
    assert "a3, empty" in names
    empty = next(cell for cell in cells if cell.text(QAccessible.Name) == "a3, empty")
    assert empty.text(QAccessible.Description) == "Press Enter to play here"


def test_turns_results_and_the_computers_moves_are_announced(person, announcements):
    person.against_computer(Player.X)
    person.click(1, 1)
    person.wait_for_computer()
    assert "Computer is thinking…" in announcements
    corners = {"a1", "a3", "c1", "c3"}  # Unbeatable answers the centre in a corner
    assert any(text in {f"Computer played {corner}" for corner in corners} for text in announcements)
    assert announcements[-1] == "Your turn (X)"
