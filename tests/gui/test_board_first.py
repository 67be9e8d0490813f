"""The board first: the game starts with a window that has the board, the saved game, the headline and the header
bar, keeps the side panel's room, and gets the side panel a frame later (MainWindow(board_first=True), then
complete(), as the app does once the first frame has painted). Nothing moves when the panel arrives."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtWidgets import QWidget

from tictactoe_qt.core import Player
from tictactoe_qt.qt.session.controller import GameController
from tictactoe_qt.qt.shell.app import complete_after_first_paint
from tictactoe_qt.qt.shell.main_window import MainWindow
from tictactoe_qt.qt.shell.storage import Storage
from tictactoe_qt.qt.shell.panel_place import panel_room
from tictactoe_qt.session.computer_player import hold_searches, release_searches

from .conftest import SEARCH_WAIT_MS, TEST_DELAY_MS, Person
from .test_rejoin_offer import KEPT, keep_in_settings


def saved_game_folder(qtbot, install) -> None:
    """A two-player game in progress (X b2, O a1, X c3), saved as a player who quit would leave it."""
    person = install.start()
    person.click_all((1, 1), (0, 0), (2, 2))
    install.quit(person)


class FirstPaint(QObject):
    """What `snapshot` says when the board first paints: where things are in the frame the player first sees."""

    def __init__(self, board: QWidget, snapshot) -> None:
        super().__init__(board)
        self.seen = None
        self._snapshot = snapshot
        board.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.seen is None:
            self.seen = self._snapshot()
        return False


def open_board_first(
    qtbot, install, size: tuple[int, int] | None = None, snapshot=None
) -> tuple[MainWindow, FirstPaint]:
    controller = GameController(computer_delay_ms=TEST_DELAY_MS, rng=random.Random(3))
    window = MainWindow(controller, Storage(install.data_dir, install.settings_path), board_first=True)
    controller.setParent(window)
    qtbot.addWidget(window)
    install.windows.append(window)
    if size is not None:
        window.resize(*size)
    first_paint = FirstPaint(window.play_area.board, lambda: snapshot(window) if snapshot else True)
    window.show()
    qtbot.waitUntil(lambda: first_paint.seen is not None)
    return window, first_paint


def places(window: MainWindow, panel: QWidget) -> dict[str, tuple]:
    def where(widget: QWidget) -> tuple:
        return widget.mapTo(window, QPoint(0, 0)).toTuple(), widget.size().toTuple()

    return {
        "board": where(window.play_area.board),
        "headline": where(window.play_area.status_label),
        "headline's words": window.play_area.status_label.shown_text(),
        "menu bar": where(window.menuBar()),
        "panel": where(panel),
        "window": window.size().toTuple(),
    }


@pytest.mark.parametrize("size", [None, (804, 637), (1600, 1000)], ids=["default", "smallest beside", "large"])
def test_nothing_moves_when_the_side_panel_arrives(qtbot, install, size):
    saved_game_folder(qtbot, install)

    def room(window: MainWindow) -> QWidget:
        return window.centralWidget().layout().itemAt(1).widget()  # the room kept, then the panel in its scroll area

    window, first_paint = open_board_first(qtbot, install, size, lambda window: places(window, room(window)))
    assert not window.is_complete and room(window).width() == panel_room(window.size())
    window.complete()
    qtbot.wait(20)
    assert places(window, room(window)) == first_paint.seen
    assert window.side_panel.isVisible() and window.side_panel.isAncestorOf(window.side_panel.score_board)
    assert room(window).isAncestorOf(window.side_panel)


def test_in_a_narrow_window_the_panel_is_a_drawer_and_nothing_moves_when_it_arrives(qtbot, install):
    saved_game_folder(qtbot, install)
    window, first_paint = open_board_first(
        qtbot, install, (640, 480), lambda window: places(window, window.play_area.board)
    )
    window.complete()
    qtbot.wait(20)
    assert places(window, window.play_area.board) == first_paint.seen
    assert not window.side_panel.isVisible() and window.panel_place.drawer_action.isVisible()


def test_the_first_frame_shows_the_saved_game_and_takes_a_move(qtbot, install):
    saved_game_folder(qtbot, install)
    window, _ = open_board_first(qtbot, install)
    person = Person(qtbot, window)
    assert not window.is_complete
    assert person.marks() == "O../.X./..X"
    assert person.status == "Player 2's turn (O)"
    assert window.play_area.board.hasFocus()  # the keys play from the first frame
    person.click(0, 2)
    assert person.mark_at(0, 2) is Player.O and person.status == "Player 1's turn (X)"
    window.complete()
    moves = window.side_panel.move_list_view.list
    assert "c3" in moves.item(moves.count() - 1).text()  # the move made before the panel came is listed
    person.click(1, 0)  # and the panel follows the game from then on
    assert "a2" in moves.item(moves.count() - 1).text()


def test_open_and_save_wait_for_the_rest_of_the_window_and_complete_sets_up_once(qtbot, install):
    window, _ = open_board_first(qtbot, install)
    assert not window.game_actions.save_action.isEnabled() and not window.game_actions.load_action.isEnabled()
    window.complete()
    assert window.game_actions.save_action.isEnabled() and window.game_actions.load_action.isEnabled()
    menu = window.game_menu.actions()
    assert all(action in menu for action in window.network.actions)  # Host and Join
    window.complete()
    assert window.game_menu.actions() == menu


def test_a_window_closed_before_its_side_panel_came_keeps_the_game(qtbot, install):
    saved_game_folder(qtbot, install)
    window, _ = open_board_first(qtbot, install)
    Person(qtbot, window).click(0, 2)
    window.close()
    person = install.start()
    assert person.marks() == "O.O/.X./..X"


@pytest.mark.parametrize("board_first", [True, False], ids=["board first", "whole at once"])
def test_a_click_anywhere_on_a_cell_lands_on_that_cell(qtbot, install, board_first):
    window, _ = open_board_first(qtbot, install)
    if not board_first:
        window.close()
        window = install.start().window
    window.complete()  # and no event loop since: what it set aside must already be out of the way
    board = window.play_area.board
    for row in range(3):
        for col in range(3):
            cell = board.cell_button(row, col)
            for corner in (cell.rect().topLeft(), cell.rect().center(), cell.rect().bottomRight()):
                assert window.childAt(cell.mapTo(window, corner)) is cell, (row, col, corner)


@pytest.mark.parametrize("saved", [False, True], ids=["first start", "a game in progress"])
def test_the_game_a_window_opens_with_is_simply_there_not_animated_in(qtbot, install, saved):
    if saved:
        saved_game_folder(qtbot, install)

    def sizes(window: MainWindow) -> set[float]:
        board = window.play_area.board
        cells = [board.cell_button(row, col) for row in range(3) for col in range(3)]
        return {cell.cell_scale for cell in cells} | {cell.mark_scale for cell in cells}

    window, first_paint = open_board_first(qtbot, install, snapshot=sizes)
    assert first_paint.seen == {1.0}  # no wave coming in over the board, no mark growing in
    qtbot.wait(120)  # later frames neither: a wave that started before the first frame would be under way now
    assert sizes(window) == {1.0}


def test_a_window_with_a_network_game_to_rejoin_is_built_whole_so_the_offer_moves_nothing(qtbot, install):
    keep_in_settings(install, KEPT)
    window, first_paint = open_board_first(
        qtbot,
        install,
        snapshot=lambda window: (
            window.play_area.notice_bar.isVisible(),
            window.play_area.board.mapTo(window, QPoint(0, 0)).toTuple(),
        ),
    )
    assert window.is_complete
    offer_shown, board_place = first_paint.seen
    assert offer_shown  # "Your network game with Alice was cut off…" above the board from the first frame
    qtbot.wait(20)
    assert window.play_area.board.mapTo(window, QPoint(0, 0)).toTuple() == board_place


def open_as_the_app_does(qtbot, install, size: tuple[int, int]) -> tuple[MainWindow, list[bool]]:
    """As app.run opens the window: searches held from the start, let go once the panel has painted (or would
    have: complete_after_first_paint)."""
    controller = GameController(computer_delay_ms=TEST_DELAY_MS, rng=random.Random(3))
    hold_searches()
    try:
        window = MainWindow(controller, Storage(install.data_dir, install.settings_path), board_first=True)
        controller.setParent(window)
        qtbot.addWidget(window)
        install.windows.append(window)
        window.resize(*size)
        released: list[bool] = []
        complete_after_first_paint(window, lambda: (release_searches(), released.append(True)))
        window.show()
        qtbot.waitUntil(lambda: bool(released), timeout=5000)
    finally:
        release_searches()  # whatever happened: the tests after this one must have their searches
    return window, released


@pytest.mark.parametrize("size", [(900, 700), (640, 480)], ids=["panel beside", "panel in a narrow window's drawer"])
def test_the_computer_moves_after_the_start_whether_or_not_the_panel_has_painted(qtbot, install, size):
    """A narrow window folds the panel into a closed drawer, which never painted: the searches held until the
    panel's first paint stayed held, and the computer never moved."""
    person = install.start()
    person.against_computer(Player.O)  # the computer plays X: it moves first
    person.window.game_actions.new_action.trigger()
    person.wait_for_computer()
    install.quit(person)
    window, _ = open_as_the_app_does(qtbot, install, size)
    person = Person(qtbot, window)
    assert window.is_complete
    person.click(*next(iter(window.controller.game.legal_moves())))
    qtbot.waitUntil(lambda: len(window.controller.game.moves) == 3, timeout=SEARCH_WAIT_MS)  # the computer's reply


def test_a_review_open_at_quit_is_judged_again_at_the_next_start_with_its_headline_whole(qtbot, install):
    person = install.start()
    person.click_all((0, 0), (1, 1), (2, 2), (0, 1), (2, 1), (2, 0), (0, 2), (1, 2), (1, 0))  # a draw: no badge
    person.window.controller.review_game()
    qtbot.waitUntil(lambda: person.window.review_panel is not None and person.window.review_panel.isVisible())
    install.quit(person)
    window, _ = open_as_the_app_does(qtbot, install, (900, 700))
    review = window.controller.review
    assert review is not None and review.is_open
    qtbot.waitUntil(
        lambda: len(review.records) == 9, timeout=SEARCH_WAIT_MS
    )  # every move judged, as at the first start
    headline = window.play_area.status_label
    assert headline.text() == "Review: Draw" == headline.shown_text()  # it showed "Review: Dr…"
