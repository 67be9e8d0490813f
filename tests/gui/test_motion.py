"""Motion: a placed mark grows in and the winning line draws itself, unless Reduce Motion is on."""

from __future__ import annotations

from tictactoe_qt.qt.widgets.board_view import MARK_APPEAR_MS, WIN_LINE_MS


def test_a_placed_mark_grows_in_and_the_winning_line_draws_itself(person, qtbot):
    person.click(1, 1)
    cell = person.window.play_area.board.cell_button(1, 1)
    assert cell.mark_scale < 1.0  # still growing just after the click
    qtbot.waitUntil(lambda: cell.mark_scale == 1.0, timeout=MARK_APPEAR_MS * 10)
    person.click_all((0, 0), (1, 0), (0, 1), (1, 2))  # X wins across the middle row
    overlay = person.window.play_area.board._overlay
    assert overlay.progress < 1.0
    qtbot.waitUntil(lambda: overlay.progress == 1.0, timeout=WIN_LINE_MS * 10)


def test_reduce_motion_shows_marks_and_the_line_at_once(person, qtbot):
    person.window.appearance.reduce_motion_action.trigger()
    person.click_all((1, 1), (0, 0), (1, 0), (0, 1), (1, 2))
    board = person.window.play_area.board
    assert all(board.cell_button(r, c).mark_scale == 1.0 for r in range(3) for c in range(3))
    assert board._overlay.progress == 1.0 and board._overlay.ends is not None
