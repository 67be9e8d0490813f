"""Background work as a player meets it: analysis that explains itself, searches that stop when
the position changes or an option is turned off, and nothing left running after the window closes."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .test_engine_features import choose_board
from .conftest import SEARCH_WAIT_MS


def running(person) -> dict[str, int]:
    return {purpose: search.running_searches for purpose, search in person.controller.background_searches.items()}


def all_stopped(person) -> bool:
    return not any(running(person).values())


def test_5x5_analysis_is_exact_on_every_cell_off_the_strategy_book(person, qtbot):
    choose_board(person, 2)
    person.window.game_actions.analysis_action.trigger()
    board = person.window.play_area.board
    person.click_all((0, 0), (4, 4), (0, 4), (4, 0), (1, 3))  # two people: off the book and past the shipped values
    cells = [board.cell_button(row, col) for row in range(5) for col in range(5)]
    empty = [cell for cell in cells if cell.mark is None]
    qtbot.waitUntil(lambda: all(cell.analysed for cell in empty), timeout=SEARCH_WAIT_MS)
    assert all(cell.outcome is not None for cell in empty)  # no "?" anywhere, and the legend speaks of none
    assert "Win: you can win from there" in person.window.side_panel.analysis_legend.text()
    assert "not worked out" not in person.window.side_panel.analysis_legend.text()
    assert not any("not worked out" in cell.accessibleName() for cell in empty)
    assert {cell.outcome.result for cell in empty} >= {"draw", "loss"}


def test_without_the_compiled_search_5x5_analysis_marks_unproved_cells_with_a_question_mark_and_explains_it(
    pure_python_search, person, qtbot
):
    choose_board(person, 2)
    person.window.game_actions.analysis_action.trigger()
    board, legend = person.window.play_area.board, person.window.side_panel.analysis_legend
    assert legend.isVisible() and "not worked out" in legend.text() and "Win: you can win" in legend.text()
    centre = board.cell_button(2, 2)
    qtbot.waitUntil(lambda: centre.analysed, timeout=SEARCH_WAIT_MS)
    assert centre.outcome is not None and centre.outcome.result == "draw"  # the strategy book knows the opening
    person.click_all((0, 0), (4, 4), (0, 4), (4, 0), (1, 3))  # off the book and the shipped values: too deep
    qtbot.waitUntil(lambda: centre.analysed, timeout=SEARCH_WAIT_MS)
    assert centre.outcome is None
    assert centre.toolTip().startswith("?: not worked out")
    assert "not worked out on this board" in centre.accessibleName()
    # Once a win is on the board, the analysis proves it and says so.
    person.window.game_actions.new_action.trigger()
    person.click_all((4, 0), (0, 0), (4, 1), (0, 1), (4, 2))  # X threatens (4, 3); O to move
    qtbot.waitUntil(
        lambda: board.cell_button(4, 3).analysed and board.cell_button(0, 4).analysed, timeout=SEARCH_WAIT_MS
    )
    block = board.cell_button(4, 3)
    assert block.outcome is None or block.outcome.result != "loss"
    elsewhere = board.cell_button(0, 4)
    assert elsewhere.outcome is not None and elsewhere.outcome.result == "loss"
    assert elsewhere.outcome.own_moves == 1
    assert elsewhere.toolTip() == "Lose: after this move the other player can win at once."
    person.window.game_actions.analysis_action.trigger()
    assert not legend.isVisible() and not block.toolTip() and not block.analysed


def test_the_legend_keeps_its_room_so_the_board_does_not_move(person, qtbot):
    before = person.window.play_area.board.geometry()
    person.window.game_actions.analysis_action.trigger()
    qtbot.wait(50)
    assert person.window.play_area.board.geometry() == before
    person.window.game_actions.analysis_action.trigger()
    qtbot.wait(50)
    assert person.window.play_area.board.geometry() == before


def test_the_preview_mark_leaves_the_analysis_label_clear(person, qtbot):
    person.click_all((0, 0), (1, 1), (2, 2))
    person.window.game_actions.analysis_action.trigger()
    board = person.window.play_area.board
    qtbot.waitUntil(
        lambda: all(cell.outcome is not None for cell in board.cells() if cell.mark is None), timeout=SEARCH_WAIT_MS
    )
    plain = {(cell.row, cell.col): label_area(cell) for cell in board.cells()}
    person.window.game_actions.hint_action.trigger()  # the hint shows the faint preview mark, as hovering does
    qtbot.waitUntil(lambda: any(cell.is_hint for cell in board.cells()), timeout=SEARCH_WAIT_MS)
    hinted = next(cell for cell in board.cells() if cell.is_hint)
    assert label_area(hinted) == plain[hinted.row, hinted.col]


def label_area(cell):
    """The bottom quarter of a cell, where "Lose" is written, inside the hint ring."""
    image = cell.grab().toImage()
    width, height = image.width(), image.height()
    ring = round(width * 0.1)
    return [image.pixel(x, y) for y in range(height * 3 // 4, height - ring) for x in range(ring, width - ring)]


def test_turning_an_option_off_or_changing_the_position_stops_its_search(pure_python_search, person, qtbot):
    choose_board(person, 2)
    person.click_all((0, 0), (4, 4), (0, 4), (4, 0), (1, 3))  # off the book, where Python's proofs take long
    window = person.window
    window.game_actions.prediction_action.trigger()
    window.game_actions.analysis_action.trigger()
    qtbot.waitUntil(lambda: running(person)["prediction"] == 1, timeout=5000)
    window.game_actions.prediction_action.trigger()  # off: the proof in progress is not wanted any more
    qtbot.waitUntil(lambda: running(person)["prediction"] == 0, timeout=1000)
    window.game_actions.prediction_action.trigger()
    qtbot.waitUntil(lambda: running(person)["prediction"] == 1, timeout=5000)
    person.click(2, 2)  # a move: every search about the old position stops, new ones start
    for _ in range(3):
        window.game_actions.undo_action.trigger()
        window.game_actions.redo_action.trigger()
        assert max(running(person).values()) <= 1
    window.game_actions.new_action.trigger()
    choose_board(person, 0)
    # On 3×3 everything is proved in milliseconds; nothing is left running afterwards.
    qtbot.waitUntil(
        lambda: all_stopped(person) and window.play_area.prediction_label.text() == "With best play: a draw",
        timeout=5000,
    )
    stopped = [
        latency
        for search in person.controller.background_searches.values()
        for latency in search.activity.stop_latencies_ms
    ]
    assert stopped  # some searches were really stopped part-way, not left to finish


def test_closing_the_window_mid_search_stops_every_search(pure_python_search, person, qtbot):
    choose_board(person, 2)
    person.click_all((0, 0), (4, 4), (0, 4), (4, 0), (1, 3))  # off the book, where Python's proofs take long
    person.window.game_actions.prediction_action.trigger()
    person.window.game_actions.analysis_action.trigger()
    qtbot.waitUntil(lambda: running(person)["prediction"] + running(person)["analysis"] >= 1, timeout=5000)
    person.window.close()
    assert all_stopped(person)
    qtbot.keyClick(person.window.play_area.board, Qt.Key_H)  # nothing restarts after the close
    qtbot.wait(100)
    assert all_stopped(person)
