"""Board variants, the hint and the outcome prediction, as a player meets them."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt

from tictactoe_qt.core import Player
from tictactoe_qt.core import ai
from tictactoe_qt.core.ai import analyse, immediate_wins

from .conftest import SEARCH_WAIT_MS


def choose_board(person, index: int) -> None:
    person.window.side_panel.match_settings.board_switch.setCurrentIndex(index)


def test_a_4x4_board_needs_four_in_a_row_and_keeps_its_own_scores(person):
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))  # three in a row wins on 3×3
    assert person.scores() == (1, 0, 0)
    choose_board(person, 1)
    assert person.marks() == "..../..../..../...." and person.scores() == (0, 0, 0)
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    assert person.controller.game.winner is None and person.status.endswith("(O)")
    person.click_all((1, 2), (0, 3))
    # Player 1 won the 3×3 game, so Player 2 holds X for the next game, here on 4×4.
    assert person.status == "Player 2 wins!" and person.scores() == (0, 1, 0)
    choose_board(person, 0)
    assert person.scores() == (1, 0, 0) and person.marks() == ".../.../..."


def test_the_computer_answers_on_5x5_and_never_leaves_a_win_open(person, qtbot):
    choose_board(person, 2)
    person.against_computer(Player.X)
    for _ in range(5):  # X keeps extending its longest line; O must block every open three
        game = person.controller.game
        move = next(
            cell
            for cell in [(2, 0), (2, 1), (2, 2), (2, 3), (1, 1), (3, 3), (0, 0), (4, 4), (1, 2)]
            if game.cell(*cell) is None
        )
        person.click(*move)
        person.wait_for_computer(timeout=SEARCH_WAIT_MS)
        if person.controller.game.is_over:
            break
        assert not immediate_wins(person.controller.game, Player.X), person.marks()
    assert person.controller.game.winner is not Player.X


def test_hint_shows_the_winning_move_and_goes_away_after_a_move(person, qtbot):
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1))  # X wins at (0, 2)
    qtbot.keyClick(person.window, Qt.Key_H)
    qtbot.waitUntil(lambda: person.controller.advisor.hint is not None, timeout=SEARCH_WAIT_MS)
    button = person.window.play_area.board.cell_button(0, 2)
    assert button.is_hint and "suggested move" in button.accessibleName()
    person.click(2, 2)
    assert not any(person.window.play_area.board.cell_button(r, c).is_hint for r in range(3) for c in range(3))


def test_after_a_hint_from_the_toolbar_enter_plays_the_hinted_cell(person, window, qtbot):
    """Issue 40: the hint's cell gets the keyboard's cursor and the board the keys, wherever the focus was."""
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1))  # X wins at c3 (0, 2) only
    qtbot.keyClick(window.play_area.board, Qt.Key_Tab)  # the keys go on to the side panel
    assert not window.play_area.board.hasFocus()
    qtbot.mouseClick(window.toolbar.widgetForAction(window.game_actions.hint_action), Qt.LeftButton)
    board = window.play_area.board
    qtbot.waitUntil(lambda: board.cell_button(0, 2).is_hint, timeout=SEARCH_WAIT_MS)
    assert board.hasFocus() and board.cursor_cell == (0, 2)
    qtbot.keyClick(window.focusWidget(), Qt.Key_Return)
    assert person.mark_at(0, 2) is Player.X and person.status == "Player 1 wins!"


def test_hint_is_offered_only_on_the_humans_turn(person, qtbot):
    person.against_computer(Player.X)
    person.click(1, 1)
    assert person.controller.is_thinking and not person.window.game_actions.hint_action.isEnabled()
    person.wait_for_computer()
    assert person.window.game_actions.hint_action.isEnabled()


def test_prediction_says_who_wins_with_best_play_and_warns_of_a_threat(person, qtbot):
    label = person.window.play_area.prediction_label
    assert label.text() == ""
    person.window.game_actions.prediction_action.trigger()
    qtbot.waitUntil(lambda: label.text() == "With best play: a draw", timeout=SEARCH_WAIT_MS)
    person.click_all((0, 0), (1, 1), (0, 1))  # O must block (0, 2); the game stays a draw
    qtbot.waitUntil(lambda: label.text().startswith("With best play: a draw"), timeout=SEARCH_WAIT_MS)
    assert label.text().endswith("O must block c3")
    person.click(2, 2)  # a blunder: X now wins, and at once, so nothing is said of blocking
    qtbot.waitUntil(lambda: label.text() == "With best play: X wins · X wins now at c3", timeout=SEARCH_WAIT_MS)
    person.window.game_actions.prediction_action.trigger()
    assert label.text() == ""


def test_prediction_is_exact_on_4x4_and_5x5_on_and_off_the_5x5_book(person, qtbot):
    label = person.window.play_area.prediction_label
    person.window.game_actions.prediction_action.trigger()
    choose_board(person, 1)
    qtbot.waitUntil(lambda: label.text() == "With best play: a draw", timeout=SEARCH_WAIT_MS)
    choose_board(person, 2)
    qtbot.waitUntil(lambda: label.text() == "With best play: a draw", timeout=SEARCH_WAIT_MS)  # from the strategy book
    person.click_all((0, 0), (4, 4), (0, 4), (4, 0), (1, 3))  # two people: neither of the book's strategies is here
    # the compiled search's proof
    qtbot.waitUntil(lambda: label.text() == "With best play: a draw", timeout=SEARCH_WAIT_MS)
    person.click(4, 2)  # O's slip: X now wins with best play (the Python search agrees: tests/core/test_native5.py)
    qtbot.waitUntil(lambda: label.text().startswith("With best play: X wins"), timeout=SEARCH_WAIT_MS)


def test_without_the_compiled_search_5x5_prediction_off_the_book_says_it_is_too_early(
    pure_python_search, person, qtbot
):
    label = person.window.play_area.prediction_label
    person.window.game_actions.prediction_action.trigger()
    choose_board(person, 2)
    person.click_all((0, 1), (4, 3), (1, 0), (3, 4), (2, 0))  # a draw the Python search cannot prove in its budget
    qtbot.waitUntil(lambda: "too early to tell" in label.text(), timeout=SEARCH_WAIT_MS)


def test_move_analysis_marks_each_empty_cell_with_its_outcome(person, qtbot):
    person.click_all((0, 0), (1, 1), (2, 2))  # O to move: a corner loses to a fork, an edge holds the draw
    person.window.game_actions.analysis_action.trigger()
    board = person.window.play_area.board
    qtbot.waitUntil(lambda: board.cell_button(0, 2).outcome is not None, timeout=SEARCH_WAIT_MS)
    assert board.cell_button(0, 2).outcome.result == "loss" and board.cell_button(0, 2).outcome.own_moves == 2
    assert board.cell_button(0, 1).outcome.result == "draw"
    assert "loses after 2 moves" in board.cell_button(2, 0).accessibleName()
    person.click(0, 1)  # now O threatens the middle column: X must block at (2, 1)
    qtbot.waitUntil(lambda: board.cell_button(2, 1).outcome is not None, timeout=SEARCH_WAIT_MS)
    assert board.cell_button(2, 1).outcome.result != "loss"
    assert board.cell_button(1, 0).outcome.result == "loss" and board.cell_button(1, 0).outcome.own_moves == 1
    person.window.game_actions.analysis_action.trigger()
    assert board.cell_button(1, 0).outcome is None


def test_h_asks_for_a_hint_right_after_start_not_typing_into_a_name(person, qtbot):
    assert not any(edit.hasFocus() for edit in person.window.side_panel.score_board.name_edits)
    qtbot.keyClick(person.window.focusWidget() or person.window, Qt.Key_H)
    qtbot.waitUntil(lambda: person.controller.advisor.hint is not None, timeout=SEARCH_WAIT_MS)
    assert person.window.side_panel.score_board.name_edits[0].text() == "Player 1"


def test_changing_the_board_after_a_win_on_a_bigger_one_draws_the_new_board(person):
    # Found by the long monkey run: the old winning line was laid over the smaller new board.
    choose_board(person, 2)
    person.click_all((4, 0), (0, 0), (4, 1), (0, 1), (4, 2), (0, 2), (4, 3))  # X wins along the bottom row
    assert person.controller.game.winner is Player.X
    choose_board(person, 0)
    assert person.marks() == ".../.../..." and person.window.play_area.board.win_line() is None


def test_while_the_analysis_is_worked_out_the_legend_says_so_and_no_cell_guesses(person, qtbot, monkeypatch):
    """The play-test: on 4×4 and 5×5 the labels came a second late with no sign that anything was happening."""
    released = threading.Event()

    def slow_analyse(position, *, engine, cancel):  # an analysis that takes as long as the test wants
        while not released.wait(0.01):
            if cancel.is_set():
                return {}
        return analyse(position, engine=engine, cancel=cancel)

    monkeypatch.setattr(ai, "analyse", slow_analyse)  # the advisor imports the engine when it first searches
    window = person.window
    window.side_panel.match_settings.board_switch.setCurrentIndex(1)  # 4×4, two players
    window.game_actions.analysis_action.setChecked(True)
    legend = window.side_panel.analysis_legend
    board = window.play_area.board
    person.click(1, 1)
    qtbot.waitUntil(lambda: "working out" in legend.text(), timeout=SEARCH_WAIT_MS)
    assert legend.isVisible()
    assert not any(board.cell_button(r, c).analysed for r in range(4) for c in range(4))  # never a guess
    released.set()
    qtbot.waitUntil(lambda: legend.text().startswith("Win: you can win"), timeout=SEARCH_WAIT_MS)
    assert all(board.cell_button(r, c).analysed for r in range(4) for c in range(4) if (r, c) != (1, 1))


def test_the_analysis_words_each_cell_plainly_with_the_exact_count_a_pointer_away(person, qtbot):
    person.click_all((0, 0), (1, 1), (2, 2))  # O to move: a3 or c1 loses in two, the rest draw
    person.window.game_actions.analysis_action.trigger()
    board = person.window.play_area.board
    qtbot.waitUntil(lambda: board.cell_button(0, 2).analysed, timeout=SEARCH_WAIT_MS)
    corner, side = board.cell_button(0, 2), board.cell_button(0, 1)
    assert board.state.cell(0, 2).label == "Lose" and board.state.cell(0, 1).label == "Draw"
    assert corner.toolTip() == "Lose: the other player can force a win after 2 of your moves."
    assert "loses after 2 moves" in corner.accessibleName()
    assert side.toolTip().startswith("Draw:")
