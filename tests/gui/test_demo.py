"""Computer against computer: a demonstration that plays itself, game after game, until stopped."""

from __future__ import annotations

from PySide6.QtCore import Qt


def start_demo(person) -> None:
    person.choose(person.window.side_panel.match_settings.demo_segment)


def test_two_computers_play_a_whole_game_and_then_the_next(person, qtbot):
    start_demo(person)
    board = person.window.side_panel.score_board
    assert [label.text() for label in board.computer_labels] == ["Computer 1 (Easy)", "Computer 2 (Unbeatable)"]
    assert not any(edit.isVisible() for edit in board.name_edits)
    qtbot.waitUntil(lambda: person.controller.game.is_over, timeout=20000)
    finished = person.controller.game
    assert sum(person.scores()) == 1
    qtbot.waitUntil(
        lambda: person.controller.game is not finished and len(person.controller.game.moves) > 0, timeout=20000
    )
    assert person.status.startswith("Computer")


def test_the_board_takes_no_clicks_during_a_demonstration(person, qtbot):
    start_demo(person)
    qtbot.waitUntil(lambda: len(person.controller.game.moves) == 1, timeout=5000)
    before = person.marks()
    person.click(*next(cell for cell in [(1, 1), (0, 0), (2, 2)] if person.controller.game.cell(*cell) is None))
    assert person.marks() == before
    assert (
        not person.window.game_actions.undo_action.isEnabled()
        and not person.window.game_actions.save_action.isEnabled()
    )


def test_escape_stops_the_computers_mid_thought_and_new_game_starts_them_again(person, qtbot):
    start_demo(person)
    qtbot.waitUntil(lambda: person.controller.is_thinking, timeout=3000)
    moves = len(person.controller.game.moves)
    qtbot.keyClick(person.window, Qt.Key_Escape)
    qtbot.wait(600)  # longer than a move takes: a stale answer would have landed by now
    assert len(person.controller.game.moves) == moves and person.status == "Demonstration stopped"
    assert person.window.play_area.status_badge.isHidden()  # no mark beside it: nobody is to move
    person.window.game_actions.new_action.trigger()
    qtbot.waitUntil(lambda: len(person.controller.game.moves) >= 1, timeout=5000)


def test_each_computer_has_its_own_level(person, qtbot):
    start_demo(person)
    person.window.side_panel.match_settings.demo_level_switches[0].setCurrentIndex(2)
    assert person.controller.demo_levels == ("perfect", "perfect")
    qtbot.waitUntil(lambda: person.controller.game.is_over, timeout=20000)
    assert person.controller.game.winner is None  # perfect against perfect is always a draw


def test_escape_while_a_result_is_on_show_keeps_the_next_game_from_starting(person, qtbot):
    start_demo(person)
    qtbot.waitUntil(lambda: person.controller.game.is_over, timeout=20000)
    finished = person.controller.game
    qtbot.keyClick(person.window, Qt.Key_Escape)
    qtbot.wait(1000)  # more than the pause before the next game
    assert person.controller.game is finished and not person.controller.demo_running
    assert not person.window.game_actions.stop_demo_action.isEnabled()


def test_continue_plays_on_from_where_the_computers_stopped(person, qtbot):
    start_demo(person)
    window = person.window
    toolbar_button = window.toolbar.widgetForAction
    qtbot.waitUntil(lambda: len(person.controller.game.moves) == 2, timeout=5000)
    qtbot.keyClick(window, Qt.Key_Escape)
    stopped = person.controller.game
    qtbot.waitUntil(
        lambda: toolbar_button(window.game_actions.continue_demo_action).isVisible()
    )  # the toolbar lays out later
    assert not toolbar_button(window.game_actions.stop_demo_action).isVisible()  # Continue takes Stop's place
    qtbot.mouseClick(toolbar_button(window.game_actions.continue_demo_action), Qt.LeftButton)
    qtbot.waitUntil(lambda: len(person.controller.game.moves) >= 3, timeout=5000)
    assert person.controller.game is stopped and person.controller.demo_running  # the same game, played on
    qtbot.waitUntil(lambda: toolbar_button(window.game_actions.stop_demo_action).isVisible())
    qtbot.waitUntil(lambda: stopped.is_over, timeout=20000)
    qtbot.keyClick(window, Qt.Key_Escape)  # stopped while the result is on show...
    window.game_actions.continue_demo_action.trigger()  # ...Continue goes on to the next game
    qtbot.waitUntil(
        lambda: person.controller.game is not stopped and len(person.controller.game.moves) > 0, timeout=20000
    )


def test_no_analysis_legend_during_a_demonstration_where_no_cell_is_marked(person, qtbot):
    person.window.game_actions.analysis_action.trigger()
    assert person.window.side_panel.analysis_legend.isVisible()
    start_demo(person)
    qtbot.waitUntil(lambda: len(person.controller.game.moves) >= 1, timeout=5000)
    assert not person.window.side_panel.analysis_legend.isVisible()
    assert not any(person.window.play_area.board.cell_button(r, c).analysed for r in range(3) for c in range(3))
    person.choose(person.window.side_panel.match_settings.two_players_segment)
    assert person.window.side_panel.analysis_legend.isVisible()  # back with a person to advise


def test_a_demonstration_starts_afresh_whenever_it_is_chosen(person, qtbot):
    start_demo(person)
    qtbot.waitUntil(lambda: len(person.controller.game.moves) >= 1, timeout=5000)
    qtbot.keyClick(person.window, Qt.Key_Escape)
    watched = person.controller.game
    person.choose(person.window.side_panel.match_settings.two_players_segment)
    start_demo(person)
    # Not kept, as docs/engineering.md says.
    assert person.controller.game is not watched and person.controller.demo_running


def test_stop_and_continue_show_their_icons_in_the_themes_colours(person, qtbot):
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication

    def ink(action) -> set[str]:
        image = action.icon().pixmap(22, 22).toImage()
        return {
            image.pixelColor(x, y).name() for x in range(22) for y in range(22) if image.pixelColor(x, y).alpha() == 255
        }

    window = person.window
    start_demo(person)
    qtbot.waitUntil(lambda: person.controller.is_thinking, timeout=3000)
    text = QApplication.palette().color(QPalette.ButtonText).name()
    assert ink(window.game_actions.stop_demo_action) == {text}
    window.appearance.theme_actions["dark"].trigger()
    qtbot.keyClick(window, Qt.Key_Escape)
    dark_text = QApplication.palette().color(QPalette.ButtonText).name()
    assert dark_text != text and ink(window.game_actions.continue_demo_action) == {
        dark_text
    }  # drawn when shown, in the new ink
    window.game_actions.continue_demo_action.trigger()
    assert ink(window.game_actions.stop_demo_action) == {dark_text}  # drawn again after the theme changed
