"""Screen readers: the accessible tree names every cell, and changes are announced."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from tictactoe_qt.core import Player
from .conftest import SEARCH_WAIT_MS


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
    assert empty.text(QAccessible.Description) == ""  # Enter plays where the keys' cursor is, not here


def test_turns_results_and_the_computers_moves_are_announced(person, announcements):
    person.against_computer(Player.X)
    person.click(1, 1)
    person.wait_for_computer()
    assert "Computer is thinking…" in announcements
    corners = {"a1", "a3", "c1", "c3"}  # Unbeatable answers the centre in a corner
    assert any(text in {f"Computer played {corner}" for corner in corners} for text in announcements)
    assert announcements[-1] == "Your turn (X)"


def test_the_scoreboard_and_the_status_line_are_read_with_their_numbers_and_words(person):
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))  # Player 1 (X) wins along the top
    panel = person.window.side_panel.score_board
    assert panel.win_labels[0].accessibleName() == "Player 1 (X), wins: 1"
    assert panel.win_labels[1].accessibleName() == "Player 2 (O), wins: 0"
    assert panel.draws_label.accessibleName() == "Draws: 0"
    status = QAccessible.queryAccessibleInterface(person.window.play_area.status_label)
    assert status.text(QAccessible.Name) == "Player 1 wins!"  # as text a screen reader reads, not only described


def test_news_is_the_description_of_the_cell_the_keyboard_is_on(person, qtbot):
    board = person.window.play_area.board
    board.setFocus()
    qtbot.keyClick(board, Qt.Key_Up)  # from the centre: the cursor shows on b3
    qtbot.keyClick(board, Qt.Key_Return)
    qtbot.waitUntil(lambda: board.cell_button(0, 1).accessibleDescription() == "Player 2's turn (O).")
    qtbot.keyClick(board, Qt.Key_Right)  # the news stays behind; the new cell says what Enter does
    assert board.cell_button(0, 2).accessibleDescription() == "Press Enter to play here"
    qtbot.waitUntil(lambda: board.cell_button(0, 1).accessibleDescription() == "")


def test_the_computers_reply_is_told_on_the_cell_just_played_naming_its_cell_once(person, qtbot):
    person.against_computer(Player.X)
    board = person.window.play_area.board
    board.setFocus()
    qtbot.keyClick(board, Qt.Key_5)  # X b2 by keypad: the keyboard is now on b2
    person.wait_for_computer()
    qtbot.waitUntil(lambda: board.cell_button(1, 1).accessibleDescription().endswith("Your turn (X)."))
    told = board.cell_button(1, 1).accessibleDescription()
    assert told in {f"Computer played {corner}. Your turn (X)." for corner in ("a1", "a3", "c1", "c3")}, told


def test_undo_and_redo_say_every_cell_they_change(person, announcements):
    person.against_computer(Player.X)
    person.click(1, 1)
    person.wait_for_computer()
    reply = next(cell for cell in person.window.play_area.board.cells() if cell.mark is Player.O)
    name = f"{'abc'[reply.col]}{3 - reply.row}"
    announcements.clear()
    person.window.game_actions.undo_action.trigger()  # the computer's reply and your move come off together
    assert announcements[0] == f"Taken back: {name}, O; b2, X"  # last move first, as they come off
    announcements.clear()
    person.window.game_actions.redo_action.trigger()
    assert announcements[0] == f"Played again: b2, X; {name}, O"


def test_the_prediction_is_said_when_its_words_change(person, qtbot, announcements):
    person.window.game_actions.prediction_action.trigger()
    person.click_all((0, 0), (1, 1))
    qtbot.waitUntil(lambda: "With best play: a draw" in announcements, timeout=SEARCH_WAIT_MS)
    label = person.window.play_area.prediction_label
    assert label.accessibleName() == label.text() == "With best play: a draw"
    person.click(0, 1)  # X threatens a3-c3: O must block
    qtbot.waitUntil(lambda: "With best play: a draw · O must block c3" in announcements, timeout=SEARCH_WAIT_MS)
    assert not any(text.startswith("With best play: working") for text in announcements)


def test_a_language_switch_says_the_status_once_in_the_new_words_and_names(
    person, window, announcements, back_to_english
):
    window.appearance.choose_language("zh_CN")
    said = [text for text in announcements if "X" in text]
    assert said == ["轮到 玩家 1（X）"]  # not "玩家 1's turn", nor "Player 1" in a Chinese sentence


def test_chinese_news_gets_no_stray_full_stop(person, window, back_to_english, qtbot):
    window.appearance.choose_language("zh_CN")
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    board = window.play_area.board
    qtbot.waitUntil(lambda: "！" in board.cell_button(*board.keys.cell).accessibleDescription())
    assert not board.cell_button(*board.keys.cell).accessibleDescription().endswith("！.")


def test_an_arrow_at_the_edge_of_the_board_says_so(person, qtbot):
    board = person.window.play_area.board
    board.setFocus()
    qtbot.keyClick(board, Qt.Key_Up)  # from the centre to b3, on the top edge
    qtbot.keyClick(board, Qt.Key_Up)
    assert board.keys.cell == (0, 1)
    assert board.cell_button(0, 1).accessibleDescription() == "Edge of the board"
    qtbot.keyClick(board, Qt.Key_Left)  # moving on: the new cell says what Enter does
    assert board.cell_button(0, 0).accessibleDescription() == "Press Enter to play here"


def test_switching_the_move_analysis_is_confirmed(person, announcements):
    person.window.game_actions.analysis_action.trigger()
    assert "Move analysis on: each empty cell says where it leads" in announcements
    person.window.game_actions.analysis_action.trigger()
    assert announcements[-1] == "Move analysis off"


def test_the_line_under_a_draw_is_said_after_the_result(person, announcements):
    person.click_all((0, 0), (1, 1), (2, 2), (0, 1), (2, 1), (2, 0), (0, 2), (1, 2), (1, 0))  # a draw
    assert person.status == "Draw"
    said = announcements[announcements.index("Draw") :]
    assert said[:2] == ["Draw", "New Game: Player 2 plays X and starts"]
