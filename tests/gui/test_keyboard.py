"""Playing without a mouse: keypad digits, arrow keys with Enter or Space, Tab into the side panel."""

from __future__ import annotations

from PySide6.QtCore import Qt


def press(person, *keys) -> None:
    for key in keys:
        person.qtbot.keyClick(person.window.play_area.board, key)


def test_digit_keys_play_the_cells_laid_out_like_a_numeric_keypad(person):
    press(person, Qt.Key_7, Qt.Key_5, Qt.Key_3)
    assert person.marks() == "X../.O./..X"
    press(person, Qt.Key_5)  # taken: nothing happens
    assert person.marks() == "X../.O./..X" and person.status.endswith("(O)")


def test_arrow_keys_move_a_visible_cursor_and_enter_or_space_plays(person):
    board = person.window.play_area.board
    assert board.cursor_cell is None  # hidden until the keyboard is used
    press(person, Qt.Key_Down)  # the first press moves from the centre, b2, and shows the cursor where it lands
    assert board.cursor_cell == (2, 1) and board.cell_button(2, 1).is_cursor
    press(person, Qt.Key_Up, Qt.Key_Return)
    assert person.marks() == ".../.X./..."
    press(person, Qt.Key_Right, Qt.Key_Right, Qt.Key_Space)  # stops at the edge
    assert person.marks() == ".../.XO/..." and board.cursor_cell == (1, 2)


def test_after_new_game_the_first_arrow_moves_from_the_centre(person, qtbot):
    """The play-test: Ctrl+N, then Right only showed the cursor on b2; Enter then played b2, not c2."""
    window, board = person.window, person.window.play_area.board
    press(person, Qt.Key_Left, Qt.Key_Up, Qt.Key_Return)  # X a3, with the cursor left on a3
    for shown in (True, False):
        if not shown:
            person.click(2, 2)  # played with the mouse: the cursor hides
        assert (board.cursor_cell is not None) == shown
        qtbot.keyClick(window, Qt.Key_N, Qt.ControlModifier)
        assert person.marks() == ".../.../..."
        press(person, Qt.Key_Right, Qt.Key_Return)
        assert person.marks() == ".../..X/...", shown  # c2
    window.side_panel.match_settings.board_switch.setCurrentIndex(2)  # 5×5: the centre is c3
    press(person, Qt.Key_Down, Qt.Key_Return)
    assert list(person.controller.game.moves) == [(3, 2)]  # c2


def test_a_mouse_move_takes_the_keyboard_ring_away_and_the_arrows_go_on_from_there(person):
    person.window.side_panel.match_settings.board_switch.setCurrentIndex(1)  # 4×4, as the play-test found it
    board = person.window.play_area.board
    press(person, Qt.Key_Up, Qt.Key_Right)  # from the centre of 4×4, b3
    assert board.cursor_cell == (0, 2)
    person.click(3, 0)  # then the mouse, elsewhere
    assert board.cursor_cell is None and not any(board.cell_button(r, c).is_cursor for r in range(4) for c in range(4))
    assert board.cell_button(3, 0).is_last_move  # one highlight: where play is
    press(person, Qt.Key_Up)  # the keys go on from where the mouse played
    assert board.cursor_cell == (2, 0)


def test_arrow_keys_reach_every_cell_of_a_5x5_board(person):
    person.window.side_panel.match_settings.board_switch.setCurrentIndex(2)
    press(person, *[Qt.Key_Down] * 6, *[Qt.Key_Right] * 6, Qt.Key_Enter)
    assert person.controller.game.cell(4, 4) is not None


def test_tab_leaves_the_board_for_the_side_panel_and_comes_back_with_the_cursor(person, qtbot):
    window = person.window
    board = window.play_area.board
    board.setFocus()
    reached = []
    for _ in range(12):
        qtbot.keyClick(window.focusWidget(), Qt.Key_Tab)
        reached.append(window.focusWidget())
        if window.focusWidget() is board:
            break
    panel = window.side_panel
    assert panel.score_board.name_edits[0] in reached and panel.match_settings.board_switch.button(0) in reached
    assert panel.move_list_view.list in reached
    assert reached[-1] is board and board.cursor_cell is not None


def test_a_click_on_a_setting_leaves_the_keys_with_the_board(person, qtbot):
    """A player picks a setting with the mouse, then plays with the digits: a digit must play a cell, not pick
    a board size in the list just clicked or go nowhere after a click on a segment button."""
    window = person.window
    window.activateWindow()
    window.play_area.board.setFocus()
    panel = window.side_panel
    settings = panel.match_settings
    for widget in (
        settings.board_switch.button(0),
        settings.two_players_segment,
        panel.move_list_view.list,
        window.game_actions.new_game_button,
    ):
        qtbot.mouseClick(widget, Qt.LeftButton, pos=widget.rect().center())
        assert window.focusWidget() is window.play_area.board, widget
    qtbot.keyClick(window.focusWidget(), Qt.Key_5)
    assert person.marks() == ".../.X./..." and person.controller.variant == (3, 3)


def test_tab_lands_on_the_chosen_segment_of_each_switch_and_the_arrows_move_the_choice(person, window, qtbot):
    person.against_computer(level="perfect")
    level = window.side_panel.match_settings.level_switch
    assert level.accessibleName() == "Level"  # the group is named as its heading reads
    chosen = level.button(level.currentIndex())
    assert chosen.accessibleName() == "Unbeatable" and chosen.focusPolicy() & Qt.TabFocus
    assert not any(level.button(i).focusPolicy() & Qt.TabFocus for i in range(3) if i != level.currentIndex())
    chosen.setFocus(Qt.TabFocusReason)
    qtbot.keyClick(chosen, Qt.Key_Left)
    assert level.currentText() == "Medium" and window.controller.level == "medium"
    assert window.focusWidget() is level.button(1) and level.button(1).focusPolicy() & Qt.TabFocus


def test_the_scores_are_reached_by_tab_and_read_whole(person, window, qtbot):
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))
    board = window.play_area.board
    board.setFocus()
    reached = []
    for _ in range(30):
        qtbot.keyClick(window.focusWidget(), Qt.Key_Tab)
        reached.append(window.focusWidget())
        if window.focusWidget() is board:
            break
    scores = window.side_panel.score_board
    assert scores.win_labels[0] in reached and scores.draws_label in reached
    assert scores.win_labels[0].accessibleName() == "Player 1 (X), wins: 1"


def test_the_hover_preview_goes_when_the_arrow_keys_move_the_cursor(person, window, qtbot):
    board = window.play_area.board
    board.hover((2, 0))  # the mouse rests on a1
    board.setFocus()
    qtbot.keyClick(board, Qt.Key_Right)  # the keyboard's ring moves to c2
    assert board.cursor_cell == (1, 2)
    assert board.hovered_cell is None and board.cursor_cell == (1, 2)  # one cell lit: where Enter plays


def test_news_told_on_the_board_is_not_said_again_when_the_board_gets_the_keys_back(person, window, qtbot):
    board = window.play_area.board
    board.setFocus()
    qtbot.keyClick(board, Qt.Key_5)
    qtbot.waitUntil(lambda: "Player 2's turn" in board.cell_button(1, 1).accessibleDescription())
    window.side_panel.move_list_view.list.setFocus()  # a dialog or the panel takes the keys for a while
    board.setFocus()
    assert "turn" not in board.cell_button(1, 1).accessibleDescription()


def test_tab_into_a_name_puts_the_caret_at_its_end_with_nothing_selected_and_typing_goes_on(person, window, qtbot):
    # Selected whole on Tab, the name was said as a selection and its end as noise (Orca 43: "Player  selected.",
    # then "Text unselected." on the next Tab).
    board = window.play_area.board
    board.setFocus()
    edit = window.side_panel.score_board.name_edits[0]
    for _ in range(6):
        qtbot.keyClick(window.focusWidget(), Qt.Key_Tab)
        if window.focusWidget() is edit:
            break
    assert window.focusWidget() is edit
    assert not edit.hasSelectedText() and edit.cursorPosition() == len("Player 1")
    qtbot.keyClicks(edit, "a")
    qtbot.keyClick(edit, Qt.Key_Return)
    assert window.side_panel.score_board.name_edits[0].text() == "Player 1a"


def test_new_game_takes_the_keys_back_from_a_name_field(person, qtbot):
    window = person.window
    name = window.side_panel.score_board.name_edits[1]
    qtbot.mouseClick(name, Qt.LeftButton)
    assert name.hasFocus()
    qtbot.mouseClick(window.game_actions.new_game_button, Qt.LeftButton)
    qtbot.keyClick(window.focusWidget(), Qt.Key_5)
    assert person.marks() == ".../.X./..." and name.text() == "Player 2"
