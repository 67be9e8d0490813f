"""The review of a finished ultimate game in the window: Ctrl+R opens the review drawer as on the other boards, its
list gives every move its verdict (estimates said as estimates, the solvable tail as proven), a screen reader reads
each judged move, and Try Again puts the position back and says whether the new move is right."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tictactoe_qt.core import ultimate_review

from ..core.test_ultimate_review import PROVEN_TAIL
from .test_review import read
from .test_ultimate import choose_ultimate
from .conftest import SEARCH_WAIT_MS

# PROVEN_TAIL, then O's C3 a3, a proven blunder (move 48), and X's win at once.
GAME = [*PROVEN_TAIL, (0, 6)]


@pytest.fixture(autouse=True)
def quick_search(monkeypatch):
    """A small budget a position: these tests are about the window, not the search's strength (the core's tests)."""
    monkeypatch.setattr(ultimate_review, "REVIEW_PLAYOUTS", 300)
    ultimate_review._evaluations.clear()  # each test's review searches (another test's answers are kept)


def finish(person) -> None:
    from tictactoe_qt.core.ai.ultimate_search import winning_moves

    choose_ultimate(person)
    for cell in GAME:
        person.click(*cell)
    person.click(*winning_moves(person.window.controller.game)[0])
    assert person.window.controller.game.is_over and person.status == "Player 1 wins!"


def test_ctrl_r_opens_the_review_of_an_ultimate_game_with_every_move_judged(person, window, qtbot):
    finish(person)
    assert window.game_actions.review_action.isEnabled()
    qtbot.keyClick(window, Qt.Key_R, Qt.ControlModifier)
    panel = window.review_panel
    assert panel is not None and panel.isVisible()
    assert panel.progress_label.text().startswith("Reviewing the game: ")  # progress, while the moves are judged
    qtbot.waitUntil(lambda: window.controller.review.done, timeout=SEARCH_WAIT_MS)
    assert panel.list.count() == 1 + len(GAME) + 1
    assert read(panel.list, 0)[0].startswith("Review: Player 1 wins! ")
    assert "Player 2 played 24 moves: " in panel.list.item(0).text()
    assert read(panel.list, 0)[1].startswith("Choose a move to see it on the board.")
    assert "the search's estimates" in read(panel.list, 0)[1]
    # Early moves are estimates: "about …"; the last is the win.
    lines = [panel.list.item(row).text() for row in range(1, panel.list.count())]
    assert any(" (about " in line and " % for " in line for line in lines[:40])
    assert panel.list.item(49).text() == "49. X C3 a2 — wins the game"
    # Move 48 is a proven blunder: its line, what the mouse and a screen reader get, and the better move on the board.
    row = 48
    panel.list.scrollToItem(panel.list.item(row))
    rect = panel.list.visualItemRect(panel.list.item(row))
    qtbot.mouseClick(panel.list.viewport(), Qt.LeftButton, pos=rect.center())
    assert panel.list.currentRow() == row
    assert panel.list.item(row).text() == "48. O C3 a3 — a blunder"
    name, description = read(panel.list, row)
    assert name == "48. O C3 a3: a blunder — best play: a draw; this move: X wins in 1."
    assert description.endswith("Proven by a complete search.") and "Better was " in description
    assert panel.list.item(row).toolTip() == "Marked: the search rates a better move at least 30 points higher"
    better = window.controller.review.record(row).explanation.best.cell
    assert window.play_area.board.cell_button(*better).is_hint  # the better move, ringed
    assert panel.try_again_button.isEnabled()
    # Its explanation shows whole, with no scrolling (a tester scrolled a four-line box for its key sentence).
    qtbot.waitUntil(lambda: panel.details.verticalScrollBar().maximum() == 0, timeout=2000)
    assert "Better was" in panel.details.toPlainText()


def test_try_again_on_an_ultimate_move_judges_the_new_one(person, window, qtbot):
    finish(person)
    qtbot.keyClick(window, Qt.Key_R, Qt.ControlModifier)
    panel = window.review_panel
    qtbot.waitUntil(lambda: window.controller.review.done, timeout=SEARCH_WAIT_MS)
    window.controller.choose_review_line(48)
    record = window.controller.review.record(48)
    assert record is not None and record.marked
    qtbot.mouseClick(panel.try_again_button, Qt.LeftButton)
    controller = window.controller
    assert not panel.isVisible() and list(controller.game.moves) == PROVEN_TAIL
    assert window.play_area.remark().startswith("Try again: O to play, instead of C3 a3.")
    person.click(*record.best_moves[0])
    qtbot.waitUntil(lambda: window.play_area.remark().startswith("Well found: "), timeout=SEARCH_WAIT_MS)
    assert "is a best move (a draw)." in window.play_area.remark()


def test_how_to_play_states_the_thresholds_of_the_ultimate_review(window):
    from tictactoe_qt.core.ultimate_review import BLUNDER, INACCURACY, MISTAKE
    from tictactoe_qt.qt.shell.how_to_play_text import how_to_play_html

    text = how_to_play_html()
    assert (INACCURACY, MISTAKE, BLUNDER) == (0.10, 0.20, 0.30)
    assert (
        "A move that loses 10 points or more is an inaccuracy (amber ring), 20 or more a mistake, "
        "30 or more a blunder (both a red disc)." in text
    )
    assert "a move within 10 points of the search's best is a right answer" in text.replace("&#x27;", "'")


def test_an_ultimate_review_closed_while_it_judges_stops_its_search(person, window, qtbot):
    finish(person)
    qtbot.keyClick(window, Qt.Key_R, Qt.ControlModifier)
    panel = window.review_panel
    search = window.controller.review.searches["review"]
    qtbot.waitUntil(lambda: search.running_searches > 0, timeout=5000)
    qtbot.keyClick(panel.list, Qt.Key_Escape)  # closed at once
    assert not panel.isVisible() and not window.controller.review.is_open
    qtbot.waitUntil(lambda: search.running_searches == 0, timeout=5000)  # its search cancelled, not run to the end
    assert not window.controller.review.done
