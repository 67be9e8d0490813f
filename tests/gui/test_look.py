"""The board is the star: it takes most of the window, what is drawn on and around it grows with it, the
headline says the state, the scoreboard shows whose move it is, and the window holds its size and looks
across a language switch."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QApplication

from tictactoe_qt.core import Player
from tictactoe_qt.qt.shell.translations import install_translators
from tictactoe_qt.qt.widgets.style import COLORS


@pytest.fixture
def back_to_english():
    yield
    install_translators(QApplication.instance(), "en")


def board_share(window) -> float:
    side = window.play_area.board.board_side()
    return side * side / (window.width() * window.height())


def test_the_board_takes_over_half_of_the_default_window(window):
    assert (window.width(), window.height()) == (900, 700)
    assert board_share(window) >= 0.5, board_share(window)


def test_the_headline_the_line_under_it_and_the_coordinates_grow_with_the_window(window, qtbot):
    sizes = []
    for width, height in ((1, 1), (900, 700), (1920, 1080)):  # (1, 1): as small as the window goes
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width: w == 1 or window.width() == w)
        QApplication.processEvents()
        play_area, board = window.play_area, window.play_area.board
        sizes.append(
            (
                board.board_side(),
                play_area.status_label.font().pixelSize(),
                play_area.prediction_label.font().pixelSize(),
                board.frame_width(),
            )
        )
    for smaller, larger in zip(sizes, sizes[1:], strict=False):
        assert all(a < b for a, b in zip(smaller, larger, strict=True)), sizes
    # Whatever the size, the headline is larger than the line under it.
    assert all(headline > line for _, headline, line, _ in sizes)


def row_colour(row) -> QColor:
    return row.grab().toImage().pixelColor(row.width() // 2, 2)  # above the name, inside the tint


def test_the_player_to_move_stands_out_on_the_scoreboard(person, qtbot):
    rows = person.window.side_panel.score_board.rows
    assert [row.to_move for row in rows] == [True, False]  # X (player 1) starts
    assert row_colour(rows[0]) == COLORS.win_tint(Player.X)
    assert row_colour(rows[1]) != COLORS.win_tint(Player.O)
    person.click(1, 1)
    assert [row.to_move for row in rows] == [False, True]
    assert row_colour(rows[1]) == COLORS.win_tint(Player.O)
    person.click_all((0, 0), (1, 0), (0, 1), (1, 2))  # X wins: nobody is to move
    assert person.status == "Player 1 wins!"
    assert [row.to_move for row in rows] == [False, False]


def test_a_remark_shows_under_the_headline_and_gives_way_to_the_prediction_once_the_player_moves(person, qtbot):
    window = person.window
    window.game_actions.prediction_action.setChecked(True)
    qtbot.keyClick(window.play_area.board, Qt.Key_H)
    qtbot.waitUntil(lambda: window.play_area.remark().startswith("Hint: "))
    assert window.play_area.remark_label.isVisible() and not window.play_area.prediction_label.isVisible()
    person.click(1, 1)
    assert window.play_area.remark() == ""
    qtbot.waitUntil(lambda: window.play_area.prediction_label.text() != "")
    assert window.play_area.prediction_label.isVisible()


def test_one_new_game_button_which_stands_out_once_a_game_is_over_and_the_reset_is_quiet(person, window):
    new_game = window.game_actions.new_game_button
    buttons = [
        button
        for button in window.findChildren(QAbstractButton)
        if button.isVisible() and button.text().replace("&", "") == "New Game"
    ]
    assert buttons == [new_game]  # one New Game: the toolbar's, in sight at every window size

    def background():
        return new_game.grab().toImage().pixelColor(new_game.width() // 2, 3)

    assert background() != QApplication.palette().highlight().color()
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))  # a game ends: New Game is what a player looks for
    assert background() == QApplication.palette().highlight().color()
    window.game_actions.new_action.trigger()
    assert background() != QApplication.palette().highlight().color()
    assert window.side_panel.score_board.reset_button.isFlat()


def test_switching_to_chinese_and_back_keeps_the_window_its_size(window, qtbot, back_to_english):
    size = window.size()
    new_game = window.game_actions.new_game_button
    for language in ("zh_CN", "en", "zh_CN", "en"):
        window.appearance.choose_language(language)
        QApplication.processEvents()
        assert window.size() == size, language
    assert new_game.text() == "New Game"


def test_the_toolbar_sits_in_the_menu_bar_and_shows_a_demonstrations_stop_button(window, qtbot):
    assert window.menuBar().cornerWidget(Qt.Corner.TopRightCorner) is window.toolbar
    window.side_panel.match_settings.demo_segment.click()
    stop = window.toolbar.widgetForAction(window.game_actions.stop_demo_action)
    qtbot.waitUntil(stop.isVisible)
    right_edge = stop.mapTo(window, QPoint(stop.width(), 0)).x()
    assert right_edge <= window.width()  # all of it, not cut off at the window's edge
    window.game_actions.stop_demo_action.trigger()


def test_stopping_a_demonstration_leaves_the_toolbars_other_buttons_where_they_were(window, qtbot):
    """A tester saw New Game, Undo, Redo and Hint jump 26 px as Stop became Continue (the toolbar is right-aligned
    in the menu bar): Stop and Continue take one width."""
    actions = window.game_actions
    window.side_panel.match_settings.demo_segment.click()
    new_game = actions.new_game_button

    def place() -> int:
        return new_game.mapTo(window, QPoint(0, 0)).x()

    qtbot.waitUntil(window.toolbar.widgetForAction(actions.stop_demo_action).isVisible)
    running = place()
    actions.stop_demo_action.trigger()
    qtbot.waitUntil(window.toolbar.widgetForAction(actions.continue_demo_action).isVisible)
    assert place() == running
    actions.continue_demo_action.trigger()
    qtbot.waitUntil(window.toolbar.widgetForAction(actions.stop_demo_action).isVisible)
    assert place() == running
    actions.stop_demo_action.trigger()


def square_top(board) -> int:
    """Where the board's drawn square starts, in its widget."""
    return round((board.height() - board.board_side()) / 2)


@pytest.mark.parametrize("size", ["smallest", (900, 700), (900, 1100)])
def test_the_board_is_the_star_at_every_size_with_no_gap_under_the_headline(window, qtbot, size):
    """The play-test, at 668×657: a 340 px board under a large empty band, beside the full-width panel."""
    window.resize(window.minimumSizeHint() if size == "smallest" else QSize(*size))
    qtbot.waitUntil(lambda: size == "smallest" or window.size() == QSize(*size))
    QApplication.processEvents()
    play_area, board, panel = window.play_area, window.play_area.board, window.side_panel
    line_bottom = play_area.info_line.mapTo(window, QPoint(0, play_area.info_line.height())).y()
    top = board.mapTo(window, QPoint(0, square_top(board))).y()
    assert 0 <= top - line_bottom <= 12, (top, line_bottom)  # the board right under the headline's line
    if window.panel_place.compact:  # a narrow window: the panel is a drawer (the board's share at 640×480: below)
        assert not panel.isVisible()
    else:
        assert board.board_side() >= 1.6 * panel.width(), (board.board_side(), panel.width())
    # It fills the height it can: whatever is left over is no more than a thin band above and below the block.
    headline_top = play_area.status_label.mapTo(window, QPoint(0, 0)).y()
    used = top + board.board_side() - headline_top
    if size != (900, 1100):  # a tall, narrow window has room the board's width cannot fill
        assert used >= 0.93 * play_area.height(), (used, play_area.height())


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_a_long_remark_is_read_whole_at_every_size(person, qtbot, language, back_to_english):
    """The play-test: "The unfinished game is kept: choose its board and opponent again to go o…" at 900 px."""
    window = person.window
    window.appearance.choose_language(language)
    person.click(1, 1)
    window.side_panel.match_settings.board_switch.button(1).click()  # another board: the game on 3×3 is kept
    remark = window.play_area.remark_label
    assert remark.isVisible() and len(remark.text()) > 20, remark.text()
    if language == "en":  # the board it was on, named: each board keeps its own game
        assert remark.text() == "The unfinished 3 × 3 game is kept: choose 3 × 3 again to go on with it"
    for size in (window.minimumSizeHint(), QSize(900, 700), QSize(1920, 1080)):
        window.resize(size)
        qtbot.waitUntil(lambda size=size: window.size() == size)
        QApplication.processEvents()
        shown = remark.shown_text()
        assert "…" not in shown and "".join(shown.split()) == "".join(remark.text().split()), (size, shown)
        assert shown.count("\n") <= 1
        # Every line fits the label, which fits the window.
        metrics = QFontMetrics(remark.shown_lines()[1])
        assert all(metrics.horizontalAdvance(line) <= remark.contentsRect().width() for line in shown.split("\n"))
        assert metrics.lineSpacing() * (shown.count("\n") + 1) <= remark.height()


@pytest.mark.parametrize("name", ["light", "dark", "high-contrast"])
def test_the_winning_line_runs_solid_through_every_winning_cell_end_to_end(person, qtbot, name):
    """The play-test: a pale line that stopped short of the last mark."""
    window = person.window
    window.appearance.choose_theme(name)
    window.appearance.reduce_motion_action.setChecked(True)  # the whole line at once
    person.click_all((0, 0), (1, 0), (0, 1), (1, 1), (0, 2))  # X wins along the top row
    board = window.play_area.board
    image = board.grab().toImage()
    first, last = board.cell_button(0, 0).geometry(), board.cell_button(0, 2).geometry()
    y, side = first.center().y(), first.width()
    line = COLORS.mark(Player.X).name()
    # Solid in the winner's colour before the first mark's centre, in the gaps between cells and past the last.
    for x in (first.center().x() - side * 0.3, first.right() + 3, last.left() - 3, last.center().x() + side * 0.3):
        assert image.pixelColor(round(x), y).name() == line, (name, x)
    # Edged, so it stands apart from the marks and the board it crosses.
    edge = round(side * 0.09 * 0.7)
    assert image.pixelColor(first.right() + 3, y - edge).name() == COLORS.win_tint(Player.X).name(), name


def test_at_640_by_480_the_board_keeps_half_the_window_and_the_panel_opens_as_a_drawer(person, window, qtbot):
    window.resize(640, 480)
    qtbot.waitUntil(lambda: window.size() == QSize(640, 480))
    QApplication.processEvents()
    board, panel, drawer = window.play_area.board, window.side_panel, window.panel_place.drawer_action
    assert board.board_side() * 2 >= window.width() and board.isVisible()
    assert not panel.isVisible() and drawer.isVisible() and window.game_actions.new_game_button.isVisible()
    drawer.trigger()  # Scores & Settings (F9)
    QApplication.processEvents()
    assert panel.isVisible() and panel.score_board.win_labels[0].isVisible()
    person.choose(panel.match_settings.computer_segment)  # the panel works as beside the board
    assert window.controller.mode.value == "computer"
    drawer.trigger()
    QApplication.processEvents()
    assert not panel.isVisible()
    window.resize(900, 700)  # wide again: beside the board, the drawer's button gone
    qtbot.waitUntil(lambda: panel.isVisible())
    assert not drawer.isVisible()


def test_escape_closes_the_drawer_but_not_a_name_being_typed_in_it(person, window, qtbot):
    """The play-test: Esc left the Scores & Settings drawer open; only its button closed it."""
    window.resize(640, 480)
    qtbot.waitUntil(lambda: window.panel_place.compact)
    panel, drawer = window.side_panel, window.panel_place.drawer_action
    drawer.trigger()
    QApplication.processEvents()
    name = panel.score_board.name_edits[0]
    name.setFocus()
    qtbot.keyClicks(name, "Ann")
    qtbot.keyClick(name, Qt.Key_Escape)  # the name's own Esc: back to what it was, and the keys to the board
    assert drawer.isChecked() and panel.isVisible() and name.text() == "Player 1"
    qtbot.keyClick(window.play_area.board, Qt.Key_Escape)
    assert not drawer.isChecked() and not panel.isVisible()
    person.click(1, 1)  # the board's keys and clicks go on as before
    assert window.controller.game.moves == ((1, 1),)


def test_full_screen_at_full_hd_the_panels_labels_grow_with_the_board_and_it_all_fits(person, window, qtbot):
    """Issue 40: full screen left the panel's labels small beside a board grown to the screen's height."""
    panel = window.side_panel
    score_px = QFontMetrics(panel.score_board.win_labels[0].font()).height()
    window.resize(1920, 1080)  # the size full screen gives the window on a 1920×1080 screen
    qtbot.waitUntil(lambda: window.size() == QSize(1920, 1080))
    QApplication.processEvents()
    assert QFontMetrics(panel.score_board.win_labels[0].font()).height() >= 1.5 * score_px
    assert panel.width() >= 1.5 * 272
    board = window.play_area.board
    board_right = board.mapTo(window, board.rect().topLeft()).x() + board.board_side()
    assert board_right < panel.mapTo(window, panel.rect().topLeft()).x()  # side by side, nothing over the board
    assert panel.sizeHint().height() <= window.height()  # the whole panel in sight, no scroll bar


def test_at_full_hd_the_panels_type_grows_and_the_move_list_holds_what_it_shows(person, window, qtbot):
    panel = window.side_panel
    default_px = QFontMetrics(panel.score_board.win_labels[0].font()).height()
    person.click_all((1, 1), (0, 0), (2, 2))
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.size() == QSize(1920, 1080))
    QApplication.processEvents()
    assert QFontMetrics(panel.score_board.win_labels[0].font()).height() >= 1.25 * default_px
    assert panel.width() >= 1.25 * 272
    moves = panel.move_list_view.list
    rows = moves.sizeHintForRow(0) * moves.count()
    assert moves.height() <= rows + 4 * moves.frameWidth() + 8  # no tall empty box under four lines
