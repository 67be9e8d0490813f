"""A layout that holds still: long names, the prediction line and the demonstration move nothing."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QToolButton

from tictactoe_qt.core import Player
from tictactoe_qt.qt.session.controller import GameController

from .conftest import SEARCH_WAIT_MS, Person, open_window

LONGEST = "Bartholomew Montgomery-Fitzwilliam the 3"  # 40 characters, the most a name may have


def places(window) -> tuple:
    """Where the board and the side panel are, and how big the window is."""

    def where(widget):
        return (widget.mapTo(window, QPoint(0, 0)).toTuple(), widget.size().toTuple())

    return where(window.play_area.board), where(window.side_panel), window.size().toTuple()


def settle(qtbot) -> None:
    qtbot.wait(20)


def test_long_names_move_nothing_from_turn_to_turn(person, window, qtbot):
    assert len(LONGEST) == 40
    person.rename(0, LONGEST)
    person.rename(1, "Al")
    settle(qtbot)
    seen = {places(window)}
    for cell in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
        person.click(*cell)
        settle(qtbot)
        seen.add(places(window))
    assert len(seen) == 1
    assert person.status.startswith("Bartholomew") and person.status.endswith("wins!")


def test_a_long_name_is_cut_short_but_the_turn_still_shows(person, window, qtbot):
    person.rename(0, LONGEST)
    window.resize(window.minimumSizeHint())
    settle(qtbot)
    assert person.status.endswith("…'s turn (X)")
    assert window.play_area.status_label.accessibleDescription() == f"{LONGEST}'s turn (X)"  # whole for screen readers


def test_turning_the_prediction_on_and_off_does_not_move_the_board(person, window, qtbot):
    person.click(1, 1)
    settle(qtbot)
    before = places(window)
    window.game_actions.prediction_action.trigger()
    qtbot.waitUntil(lambda: window.play_area.prediction_label.text() != "", timeout=SEARCH_WAIT_MS)
    assert places(window) == before
    window.game_actions.prediction_action.trigger()
    settle(qtbot)
    assert places(window) == before
    person.click_all((0, 0), (2, 2), (0, 2), (0, 1), (2, 1))  # ... and the game's end, with its next-game line
    settle(qtbot)
    assert places(window) == before


def test_the_window_does_not_grow_by_itself_after_the_demonstration(qtbot):
    window = open_window(qtbot, GameController(computer_delay_ms=0))
    window.resize(window.minimumSizeHint())
    settle(qtbot)
    size = window.size()
    window.side_panel.match_settings.demo_segment.setChecked(True)
    qtbot.waitUntil(lambda: window.controller.game.is_over, timeout=20000)
    window.controller.stop_demo()
    settle(qtbot)
    assert window.size() == size
    settings = window.side_panel.match_settings
    for segment in (
        settings.computer_segment,
        settings.demo_segment,
        settings.two_players_segment,
        settings.demo_segment,
    ):
        segment.setChecked(True)  # the panel swaps the levels' rows for the demonstration's and back
        settle(qtbot)
        assert window.size() == size, segment.text()
    window.close()


def test_at_the_minimum_size_the_board_keeps_half_the_width_and_the_last_move_shows(qtbot):
    window = open_window(qtbot, GameController(computer_delay_ms=0))
    person = Person(qtbot, window)
    window.side_panel.match_settings.board_switch.setCurrentIndex(2)  # 5×5: a long move list
    window.resize(window.minimumSizeHint())
    cells = [(0, 0), (4, 4), (0, 1), (4, 3), (1, 0), (3, 4), (2, 2), (1, 1), (3, 3), (2, 0), (0, 4), (4, 0)]
    person.click_all(*cells)
    settle(qtbot)
    assert window.play_area.board.width() * 2 >= window.width()
    moves = window.side_panel.move_list_view.list
    last = moves.item(moves.count() - 1)
    assert last.text() == "12. O a1"
    assert moves.viewport().rect().contains(moves.visualItemRect(last))  # fully, not cut at the bottom
    window.close()


def test_toolbar_buttons_take_no_focus_so_no_frame_stays_on_them(person, window, qtbot):
    person.click(1, 1)
    window.play_area.board.setFocus()
    undo = window.toolbar.widgetForAction(window.game_actions.undo_action)
    assert isinstance(undo, QToolButton)
    qtbot.mouseClick(undo, Qt.LeftButton)
    assert person.marks() == ".../.../..."
    assert not undo.hasFocus() and window.play_area.board.hasFocus()


def test_two_players_see_no_stale_computer_settings(person, window):
    settings = window.side_panel.match_settings
    person.against_computer(Player.O)
    assert (
        settings.mark_switch.currentText() == "O (moves second)" and settings.level_switch.currentText() == "Unbeatable"
    )
    person.choose(settings.two_players_segment)
    for box in (settings.mark_switch, settings.level_switch):
        assert not box.isEnabled() and box.currentText() == ""
    person.choose(settings.computer_segment)
    assert settings.mark_switch.currentText() == "O (moves second)" and settings.mark_switch.isEnabled()


def test_the_first_remark_in_the_status_bar_moves_nothing(person, window, qtbot):
    person.click(1, 1)
    settle(qtbot)
    before = places(window)
    window.game_actions.new_action.trigger()  # "The unfinished game was set aside: …"
    settle(qtbot)
    assert window.play_area.remark() and places(window) == before


def test_a_remark_goes_when_the_player_moves_on(person, window):
    person.click(1, 1)
    window.game_actions.new_action.trigger()
    assert window.play_area.remark().startswith("The unfinished game was set aside")
    person.click(0, 0)  # the remark was about the moment before this move
    assert window.play_area.remark() == ""


def test_switching_the_opponent_moves_nothing_in_the_panel_or_on_the_board(person, window, qtbot):
    """The computer's level and mark, or the demonstration's two levels, share one place; the demonstration's
    switches are styled only when first shown, and that must not change the room they take."""
    panel = window.side_panel
    settings = panel.match_settings

    def where() -> list[tuple]:
        return [
            (widget.mapTo(window, QPoint(0, 0)).toTuple(), widget.size().toTuple())
            for widget in (window.play_area.board, settings.opponent_pages, panel.move_list_view, panel.analysis_legend)
        ]

    settle(qtbot)
    first = where()
    for segment in (settings.demo_segment, settings.computer_segment, settings.two_players_segment):
        person.choose(segment)
        settle(qtbot)
        assert where() == first, segment.text()
