"""Two players at one computer: clicks, marks, status, win highlight, lock, undo/redo actions."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from tictactoe_qt.core import Player


def test_new_window_shows_an_empty_board_and_x_to_move(person, window):
    assert person.marks() == ".../.../..."
    assert person.status == "Player 1's turn (X)"
    assert window.windowTitle() == "Tic-Tac-Toe"
    assert not window.windowIcon().isNull()
    assert not window.game_actions.undo_action.isEnabled() and not window.game_actions.redo_action.isEnabled()


def test_clicks_place_alternating_marks_and_update_the_status(person, window):
    person.click(1, 1)
    assert person.marks() == ".../.X./..."
    assert person.status == "Player 2's turn (O)"
    assert window.play_area.status_badge.mark is Player.O
    person.click(0, 2)
    assert person.marks() == "..O/.X./..."
    assert person.status == "Player 1's turn (X)"


def test_the_last_move_is_marked(person, window):
    person.click_all((0, 0), (2, 2))
    last = [(c.row, c.col) for c in window.play_area.board.cells() if c.is_last_move]
    assert last == [(2, 2)]


def test_clicking_an_occupied_cell_does_nothing(person, qtbot, window):
    person.click(0, 0)
    person.click(0, 0)
    assert person.marks() == "X../.../..."
    assert person.status == "Player 2's turn (O)"


def test_a_fast_double_click_places_one_mark(person, qtbot, window):
    cell = window.play_area.board.cell_button(1, 2)
    # What a real double click delivers: press, release, then a double-click press and a release.
    qtbot.mouseClick(cell, Qt.LeftButton)
    qtbot.mouseDClick(cell, Qt.LeftButton)
    assert person.marks() == ".../..X/..."
    assert len(window.controller.game.moves) == 1


def test_cells_tell_screen_readers_where_they_are_and_what_is_in_them(person, window):
    person.click(0, 1)
    assert window.play_area.board.cell_button(0, 1).accessibleName() == "b3, X"  # top middle
    assert window.play_area.board.cell_button(2, 0).accessibleName() == "a1, empty"  # bottom left


def test_a_win_is_highlighted_and_locks_the_board(person, window):
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    assert person.status == "Player 1 wins!"
    highlighted = {(c.row, c.col) for c in window.play_area.board.cells() if c.winner is Player.X}
    assert highlighted == {(0, 0), (0, 1), (0, 2)}
    assert window.play_area.board.win_line() is not None
    person.click(2, 2)
    assert person.mark_at(2, 2) is None
    assert not window.play_area.board.cell_button(2, 2).isEnabled()
    assert window.play_area.next_game_label.text() == "New Game: Player 2 plays X and starts"


def test_a_full_board_without_a_line_is_a_draw(person, window):
    person.click_all((0, 0), (1, 1), (2, 2), (0, 1), (2, 1), (2, 0), (0, 2), (1, 2), (1, 0))
    assert person.status == "Draw"
    assert person.scores() == (0, 0, 1)
    assert not any(c.winner for c in window.play_area.board.cells())


def test_undo_and_redo_actions_follow_the_history(person, window):
    person.click_all((1, 1), (0, 0))
    assert window.game_actions.undo_action.isEnabled() and not window.game_actions.redo_action.isEnabled()
    window.game_actions.undo_action.trigger()
    assert person.marks() == ".../.X./..."
    assert person.status == "Player 2's turn (O)"
    assert window.game_actions.undo_action.isEnabled() and window.game_actions.redo_action.isEnabled()
    window.game_actions.undo_action.trigger()
    assert person.marks() == ".../.../..."
    assert not window.game_actions.undo_action.isEnabled()
    window.game_actions.redo_action.trigger()
    window.game_actions.redo_action.trigger()
    assert person.marks() == "O../.X./..."
    assert not window.game_actions.redo_action.isEnabled()


def test_a_new_move_after_undo_clears_redo(person, window):
    person.click_all((1, 1), (0, 0))
    window.game_actions.undo_action.trigger()
    person.click(2, 2)
    assert not window.game_actions.redo_action.isEnabled()
    assert person.marks() == ".../.X./..O"


def test_keyboard_shortcuts_undo_and_redo(person, qtbot, window):
    window.activateWindow()
    person.click(1, 1)
    qtbot.keyClick(window, Qt.Key_Z, Qt.ControlModifier)
    assert person.marks() == ".../.../..."
    qtbot.keyClick(window, Qt.Key_Y, Qt.ControlModifier)
    assert person.marks() == ".../.X./..."
    window.game_actions.undo_action.trigger()
    qtbot.keyClick(window, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert person.marks() == ".../.X./..."


def test_actions_use_standard_shortcuts_and_are_shared_by_menu_and_toolbar(window):
    assert window.game_actions.undo_action.shortcut() == QKeySequence(QKeySequence.Undo)
    assert window.game_actions.new_action.shortcut() == QKeySequence(QKeySequence.New)
    redo_keys = {key.toString() for key in window.game_actions.redo_action.shortcuts()}
    assert {"Ctrl+Shift+Z", "Ctrl+Y"} <= redo_keys
    toolbar = window.findChild(type(window.addToolBar("probe")), "game-toolbar")
    game_menu = window.menuBar().actions()[0].menu()
    for action in (window.game_actions.new_action, window.game_actions.undo_action, window.game_actions.redo_action):
        assert action in toolbar.actions()
        assert action in game_menu.actions()
    assert window.game_actions.quit_action in game_menu.actions()


def test_new_game_button_clears_the_board(person, qtbot, window):
    person.click_all((0, 0), (1, 1))
    qtbot.mouseClick(window.game_actions.new_game_button, Qt.LeftButton)
    assert person.marks() == ".../.../..."
    assert person.status == "Player 1's turn (X)"  # an abandoned game does not swap marks


def test_about_shows_the_version(window, monkeypatch):
    from tictactoe_qt import __version__

    shown = {}
    monkeypatch.setattr(
        "PySide6.QtWidgets.QMessageBox.about", lambda parent, title, text: shown.update(title=title, text=text)
    )
    window.game_actions.about_action.trigger()
    assert __version__ in shown["text"]
    for board in (
        "3 × 3, 3 in a row",
        "4 × 4, 4 in a row",
        "5 × 5, 4 in a row",
    ):  # every board, not only three in a row
        assert board in shown["text"]
    assert "over a network" in shown["text"]  # every way to play
    assert "magic-wormhole" in shown["text"] and "libsodium (ISC)" in shown["text"]  # internet play's licences


def test_the_board_keeps_its_place_through_a_win_and_a_draw(person, qtbot, window):
    corner = window.play_area.board.cell_button(0, 0)

    def place():
        qtbot.wait(5)  # let the layout settle
        return corner.geometry().getRect()

    places = {place()}
    for move in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
        person.click(*move)
        places.add(place())
    window.game_actions.new_action.trigger()
    for move in [(0, 0), (1, 1), (2, 2), (0, 1), (2, 1), (2, 0), (0, 2), (1, 2), (1, 0)]:
        person.click(*move)
        places.add(place())
    assert person.status == "Draw"
    assert len(places) == 1
