"""The side panel's scoreboard: wins per player, marks swapping between games, undo of a result, names."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from tictactoe_qt.core import Player

TOP_ROW_WIN = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]  # the player holding X wins


def test_a_win_is_counted_for_the_player_and_marks_swap_for_the_next_game(person, qtbot, window):
    person.click_all(*TOP_ROW_WIN)
    assert person.scores() == (1, 0, 0)
    assert person.badge_marks() == (Player.X, Player.O)
    qtbot.mouseClick(window.game_actions.new_game_button, Qt.LeftButton)
    assert person.badge_marks() == (Player.O, Player.X)
    assert person.status == "Player 2's turn (X)"


def test_wins_are_counted_per_player_not_per_mark(person, window):
    person.click_all(*TOP_ROW_WIN)  # Player 1 wins as X
    window.game_actions.new_action.trigger()
    # Player 2 now holds X and moves first; Player 1 (O) wins the middle column.
    person.click_all((0, 0), (0, 1), (2, 0), (1, 1), (2, 2), (2, 1))
    assert person.status == "Player 1 wins!"
    assert person.scores() == (2, 0, 0)


def test_undoing_the_last_move_of_a_finished_game_takes_the_result_off(person, window):
    person.click_all(*TOP_ROW_WIN)
    assert person.scores() == (1, 0, 0)
    window.game_actions.undo_action.trigger()
    assert person.scores() == (0, 0, 0)
    assert person.status == "Player 1's turn (X)"
    assert window.play_area.next_game_label.text() == ""
    window.game_actions.redo_action.trigger()
    assert person.scores() == (1, 0, 0)
    assert person.status == "Player 1 wins!"


def test_undo_after_a_finished_game_then_new_game_keeps_the_marks(person, window):
    person.click_all(*TOP_ROW_WIN)
    window.game_actions.undo_action.trigger()  # the game is open again: it never finished
    window.game_actions.new_action.trigger()
    assert person.badge_marks() == (Player.X, Player.O)
    assert person.scores() == (0, 0, 0)


def test_names_are_edited_in_place_and_used_everywhere(person):
    person.rename(0, "Alice")
    assert person.status == "Alice's turn (X)"
    person.click_all(*TOP_ROW_WIN)
    assert person.status == "Alice wins!"


def test_an_empty_name_falls_back_to_the_default(person, window):
    person.rename(1, "")
    assert window.side_panel.score_board.name_edits[1].text() == "Player 2"


def answer_reset_dialog(monkeypatch, answer):
    asked = []

    def fake_question(parent, title, text, buttons, default):
        asked.append(text)
        return answer

    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.question", fake_question)
    return asked


def test_reset_scores_asks_first_and_cancel_keeps_them(person, qtbot, window, monkeypatch):
    person.click_all(*TOP_ROW_WIN)
    asked = answer_reset_dialog(monkeypatch, QMessageBox.Cancel)
    qtbot.mouseClick(window.side_panel.score_board.reset_button, Qt.LeftButton)
    assert asked == ["Set the score between Player 1 and Player 2 on 3 × 3 back to zero? The other boards keep theirs."]
    assert person.scores() == (1, 0, 0)


def test_reset_scores_when_confirmed(person, qtbot, window, monkeypatch):
    person.click_all(*TOP_ROW_WIN)
    window.game_actions.new_action.trigger()
    answer_reset_dialog(monkeypatch, QMessageBox.Reset)
    qtbot.mouseClick(window.side_panel.score_board.reset_button, Qt.LeftButton)
    assert person.scores() == (0, 0, 0)
    assert not window.side_panel.score_board.reset_button.isEnabled()
    assert person.badge_marks() == (Player.O, Player.X)  # who starts is not reset


def test_a_name_that_looks_like_a_placeholder_is_shown_as_typed(person):
    person.rename(0, "%2")
    assert person.status == "%2's turn (X)"


def test_reset_scores_names_the_computer_as_the_scoreboard_does(person, qtbot, window, monkeypatch):
    person.against_computer(Player.X)
    window.side_panel.match_settings.level_switch.setCurrentIndex(0)  # Easy: its own score
    game = person.controller.game
    while not game.is_over:  # a game to the end, so there is a score to reset
        person.click(*next(cell for cell in game.legal_moves()))
        person.wait_for_computer()
    asked = answer_reset_dialog(monkeypatch, QMessageBox.Cancel)
    qtbot.mouseClick(window.side_panel.score_board.reset_button, Qt.LeftButton)
    assert window.side_panel.score_board.computer_labels[1].text() == "Computer (Easy)"
    assert asked == [
        "Set the score between Player 1 and Computer (Easy) on 3 × 3 back to zero? The other boards keep theirs."
    ]


def test_a_long_name_ends_in_an_ellipsis_once_typed(person, window, qtbot):
    """The play-test: "Alice the Great Champion" showed as "the Great Champion", its start cut off, no "…"."""
    window.resize(window.minimumSizeHint())
    QApplication.processEvents()
    edit = window.side_panel.score_board.name_edits[0]
    window.activateWindow()
    qtbot.mouseClick(edit, Qt.LeftButton)  # into the name, as a player does
    qtbot.waitUntil(edit.hasFocus)
    person.rename(0, "Alice the Great Champion Of All Games")
    assert window.play_area.board.hasFocus()  # Enter gave the name, and the keys back to the board
    shown = edit.shown_text()
    assert shown.endswith("…") and "Alice the Great Champion Of All Games".startswith(shown[:-1]) and len(shown) > 8
    assert edit.text() == "Alice the Great Champion Of All Games"  # whole, for screen readers and editing


def test_the_computers_name_and_level_show_whole_at_the_default_size(person, window):
    """The play-test: "Computer (Unbeat…" at every size."""
    person.against_computer(Player.X)
    label = window.side_panel.score_board.computer_labels[1]
    assert label.text() == "Computer (Unbeatable)"  # whole, for screen readers
    assert label.shown_lines() == ["Computer", "Unbeatable"]


def test_enter_gives_the_name_and_the_keys_back_to_the_board(person, qtbot, window):
    """The field stops looking edited (its underline is a focus mark) and the arrows move on the board again."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    edit = window.side_panel.score_board.name_edits[0]
    qtbot.mouseClick(edit, Qt.LeftButton)
    assert edit.hasFocus()
    person.rename(0, "Alice")
    assert not edit.hasFocus() and window.play_area.board.hasFocus()
    assert edit.text() == "Alice" and person.status == "Alice's turn (X)"


def test_escape_takes_back_what_was_typed(person, qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    edit = window.side_panel.score_board.name_edits[1]
    qtbot.mouseClick(edit, Qt.LeftButton)
    edit.selectAll()
    qtbot.keyClicks(edit, "Bobby Tables")
    qtbot.keyClick(edit, Qt.Key_Escape)
    assert edit.text() == "Player 2" and not edit.hasFocus() and window.play_area.board.hasFocus()
    person.click_all((0, 0))
    assert person.status == "Player 2's turn (O)"


def test_a_long_name_in_who_starts_next_is_cut_short_and_the_rest_of_the_line_shows(person, window):
    """The play-test: "New Game: Bartholomew the Magnificent Wiza…" lost "plays X and starts" at the least size."""
    window.resize(window.minimumSizeHint())
    QApplication.processEvents()
    long_name = "Bartholomew the Magnificent Wizard of Oz"
    person.rename(1, long_name)
    person.click_all(*TOP_ROW_WIN)  # Player 1 wins as X: the long name plays X next
    label = window.play_area.next_game_label
    assert label.text() == f"New Game: {long_name} plays X and starts"  # whole, for screen readers
    shown = label.shown_text()
    assert shown.startswith("New Game: Bartholomew") and shown.endswith("… plays X and starts")
    assert label.fontMetrics().horizontalAdvance(shown) <= label.contentsRect().width()
