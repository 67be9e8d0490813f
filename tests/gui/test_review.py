"""The review of a finished game in the window, as a player meets it: offered when a game ends, reached and read by
keyboard, marking exactly the known mistakes with the best move instead on the board, and Try Again, which puts the
position and the opponent back, says whether the new move is a best one, and leaves the scores and the reviewed
game alone."""

from __future__ import annotations


import pytest
from PySide6.QtCore import QPoint, QTimer, Qt
from PySide6.QtGui import QAccessible

from tictactoe_qt.core import Game, Player
from tictactoe_qt.core.modes import Mode
from tictactoe_qt.core.notation import parse_cell_name
from tictactoe_qt.core.records import SavedGame
from tictactoe_qt.core.ultimate import UltimateGame
from tictactoe_qt.session.review_subject import review_unavailable
from tictactoe_qt.qt.widgets.style import COLORS

from ..core.test_review import HAND_MADE, play_names
from .conftest import SEARCH_WAIT_MS

# Player 2's (O's) a1 lets X block at c3 with two threats at once; best was a2 (or b1, b3, c2).
MISTAKE = "a3 b2 c1 a1 c3 b3 c2"


def cell(name: str, size: int = 3) -> tuple[int, int]:
    return parse_cell_name(name, size)


def play(person, names: str, size: int = 3) -> None:
    for name in names.split():
        person.click(*cell(name, size))


def load(
    window,
    names: str,
    size: int = 3,
    k: int = 3,
    *,
    mode=Mode.HUMAN_VS_HUMAN,
    level="perfect",
    computer: Player | None = None,
) -> None:
    """Open a finished game, as Game ▸ Open does with a file."""
    people = {Player.X: "Ann", Player.O: "Bob"}
    if computer is not None:
        people[computer] = "Computer"
    window.controller.load_saved_game(SavedGame(play_names(size, k, names), mode, level, people, computer))


def review(window, qtbot, *, done: bool = True, by_keys: bool = True):
    """Game ▸ Review Game, by its keys (or its menu entry); the panel, once every move is judged."""
    if by_keys:
        qtbot.keyClick(window, Qt.Key_R, Qt.ControlModifier)
    else:
        window.game_actions.review_action.trigger()
    panel = window.review_panel
    assert panel is not None and panel.isVisible()
    if done:
        qtbot.waitUntil(lambda: window.controller.review.done, timeout=SEARCH_WAIT_MS)
    return panel


def read(list_widget, row: int) -> tuple[str, str]:
    """A line of the list as a screen reader gets it: its name and its description."""
    item = QAccessible.queryAccessibleInterface(list_widget).child(row)
    return item.text(QAccessible.Name), item.text(QAccessible.Description)


def board_cell(window, name: str):
    return window.play_area.board.cell_button(*cell(name, window.play_area.board.grid_size))


def offer(window):
    """The offer under the headline, beside who starts the next game."""
    return window.play_area.review_button


def test_a_finished_game_is_offered_for_review_until_a_new_game_starts(person, window, qtbot):
    actions = window.game_actions
    play(person, "a3 b2 c1")
    assert not offer(window).isVisible() and not actions.review_action.isEnabled()
    assert "finished game" in actions.review_action.toolTip()
    play(person, "a1 c3 b3 c2")
    assert person.status == "Player 1 wins!"
    assert (
        offer(window).isVisible() and offer(window).text() == "Review this game" and actions.review_action.isEnabled()
    )
    assert "finished game" not in actions.review_action.toolTip()
    # Under the headline, beside who starts next: the board below it keeps its place.
    assert window.play_area.next_game_label.text() == "New Game: Player 2 plays X and starts"
    button, board = offer(window), window.play_area.board
    assert button.mapTo(window, button.rect().bottomLeft()).y() < board.mapTo(window, board.rect().topLeft()).y()
    qtbot.mouseClick(offer(window), Qt.LeftButton)
    assert window.review_panel.isVisible() and not offer(window).isVisible()
    qtbot.keyClick(window.review_panel.list, Qt.Key_Escape)
    assert offer(window).isVisible()
    actions.new_action.trigger()
    assert not offer(window).isVisible() and not actions.review_action.isEnabled()
    assert "finished game" in actions.review_action.toolTip()


def test_the_review_is_reached_and_read_by_keyboard(person, window, qtbot):
    play(person, MISTAKE)
    panel = review(window, qtbot)
    assert panel.list.hasFocus() and not window.side_panel.isVisible()
    assert panel.list.currentRow() == 0
    # The summary's line is read with the headline and what is marked above it, as one line.
    assert read(panel.list, 0)[0] == (
        "Review: Player 1 wins! 1 move marked. "
        "Player 1 played 4 moves, all of them best: 2 held the draw, and 2 went straight for the win. "
        "Player 2 played 3 moves: 1 held the draw, 1 lost it (move 4), and 1 held off the loss as long as possible."
    )
    assert person.status == "Review: Player 1 wins!"
    qtbot.keyClick(panel.list, Qt.Key_T)  # nothing to try from the summary: why not is said on its line
    assert read(panel.list, 0)[1] == "Choose a marked move to try it again"

    qtbot.keyClick(panel.list, Qt.Key_Down)
    assert read(panel.list, 1)[0] == "1. X a3: best (a draw)."
    assert read(panel.list, 0)[1].startswith("Choose a move to see it on the board")  # left: its own words again
    assert person.status == "Move 1 of 7: X a3" and person.marks() == "X../.../..."

    qtbot.keyClick(panel.list, Qt.Key_N)  # Next Mistake
    assert panel.list.currentRow() == 4 and panel.marked_rows() == [4]
    name, description = read(panel.list, 4)
    assert name == "4. O a1: a draw turned into a loss — best play: a draw; this move: X wins in 2."
    assert "a1 let X block at c3, which makes two threats at once (b3 and c2); O can block only one." in description
    assert "Best was a2 (a draw), which threatens to win at c2." in panel.details.toPlainText()
    # On the board: the move as played, ringed as the last move, and the best move instead, ringed as a hint.
    assert (
        person.marks() == "X../.O./O.X" and board_cell(window, "a1").is_last_move and board_cell(window, "a2").is_hint
    )
    assert window.play_area.prediction_label.text() == "A draw turned into a loss — best was a2"
    assert not any(button.isEnabled() for button in window.play_area.board.cells())  # only shown, not played

    qtbot.keyClick(panel.list, Qt.Key_Escape)  # back to the game, as it was
    assert not panel.isVisible() and window.side_panel.isVisible() and window.play_area.board.hasFocus()
    assert person.status == "Player 1 wins!" and person.marks() == "XOX/.OX/O.X"
    assert not window.game_actions.review_action.isChecked()


# The core's hand-made games with known mistakes that end (the window reviews finished games).
FINISHED = [game for game in HAND_MADE if play_names(*game[:3]).is_over]


def test_the_hand_made_games_cover_every_board_and_kind():
    assert {size for size, *_ in FINISHED} == {3, 4, 5}
    assert {kind for *_, mistakes in FINISHED for kind in mistakes.values()} == {
        "win_thrown_away",
        "draw_thrown_away",
        "slower_win",
        "faster_loss",
    }


@pytest.mark.parametrize(("size", "k", "names", "mistakes"), FINISHED)
def test_the_window_marks_exactly_the_known_mistakes(window, qtbot, size, k, names, mistakes):
    load(window, names, size, k)
    panel = review(window, qtbot)
    assert panel.marked_rows() == sorted(mistakes)
    kinds = {
        "win_thrown_away": "a win thrown away",
        "draw_thrown_away": "a draw turned into a loss",
        "slower_win": "a slower win",
        "faster_loss": "a faster loss",
    }
    for number, kind in mistakes.items():
        assert panel.list.item(number).text().endswith(f" — {kinds[kind]}")
        window.controller.choose_review_line(number)
        record = window.controller.review.record(number)
        best = record.explanation.best.cell
        assert window.play_area.board.cell_button(*best).is_hint  # the best move instead, on the board
        assert window.play_area.board.cell_button(*record.cell).is_last_move


def test_try_again_puts_the_position_and_the_computer_back_and_says_when_the_move_is_best(window, qtbot):
    load(window, MISTAKE, mode=Mode.HUMAN_VS_COMPUTER, level="perfect", computer=Player.X)  # from a file
    person_view = window.side_panel.score_board
    before = [label.text() for label in (*person_view.win_labels, person_view.draws_label)]
    panel = review(window, qtbot)
    assert panel.list.item(0).text().startswith("You played 3 moves: 1 held the draw, 1 lost it (move 4)")
    qtbot.keyClick(panel.list, Qt.Key_N)
    assert panel.try_again_button.isEnabled()
    qtbot.keyClick(panel.list, Qt.Key_T)  # Try Again from Here
    controller = window.controller
    assert not panel.isVisible() and window.play_area.board.hasFocus()
    assert list(controller.game.moves) == [cell("a3"), cell("b2"), cell("c1")]
    assert window.play_area.status_label.text() == "Your turn (O)"
    assert controller.mode is Mode.HUMAN_VS_COMPUTER and controller.level == "perfect"
    assert controller.view.scores.seats[controller.series.seat_of(Player.X)].shown_name == "Computer (Unbeatable)"
    assert window.play_area.remark().startswith("Try again: O to play, instead of a1. Undo (Ctrl+Z) brings back")
    window.play_area.board.cell_button(*cell("a2")).click()
    qtbot.waitUntil(
        lambda: window.play_area.remark() == "Well found: a2 is a best move (a draw).", timeout=SEARCH_WAIT_MS
    )
    qtbot.waitUntil(lambda: not controller.is_thinking and len(controller.game.moves) == 5, timeout=SEARCH_WAIT_MS)
    # Played on to the end, the practice leaves the scores as they were (a game opened from a file is not scored).
    while not controller.game.is_over:
        controller.play(*next(move for move in controller.game.legal_moves()))
        qtbot.waitUntil(lambda: not controller.is_thinking, timeout=SEARCH_WAIT_MS)
    assert [
        label.text() for label in (person_view.win_labels[0], person_view.win_labels[1], person_view.draws_label)
    ] == before


def test_try_again_leaves_the_scores_alone_and_undo_brings_the_reviewed_game_back(person, window, qtbot):
    play(person, MISTAKE)
    assert person.scores() == (1, 0, 0)
    panel = review(window, qtbot)
    window.game_actions.next_mistake_action.trigger()
    window.game_actions.try_again_action.trigger()
    assert person.marks() == "X../.O./..X" and person.status == "Player 2's turn (O)"
    person.click(*cell("a1"))  # the same mistake again
    qtbot.waitUntil(
        lambda: window.play_area.remark().startswith("Not yet: a1 is a draw turned into a loss."),
        timeout=SEARCH_WAIT_MS,
    )
    play(person, "c3 b3 c2")  # and the same loss
    assert person.status == "Player 1 wins!" and person.scores() == (1, 0, 0)  # practice is never scored
    said = window.play_area.next_game_label.text()
    assert said == "Practice, not counted: Undo brings back the game you reviewed"
    undo = window.game_actions.undo_action
    for _ in range(4):  # back to the position tried again
        undo.trigger()
    assert person.marks() == "X../.O./..X" and undo.isEnabled()
    undo.trigger()  # the game reviewed, back as it was, its result counted once
    assert person.marks() == "XOX/.OX/O.X" and person.status == "Player 1 wins!" and person.scores() == (1, 0, 0)
    assert window.play_area.remark() == "The finished game is back, as it ended"
    assert window.side_panel.move_list_view.list.count() == 8  # "Start of the game" and its seven moves
    assert window.game_actions.review_action.isEnabled()
    review(window, qtbot, done=False)
    assert window.controller.review.done  # its moves were judged already: shown at once
    del panel


def test_try_again_starts_the_keys_off_the_answer_and_undo_takes_the_verdict_away(person, window, qtbot):
    """Issue 40: after X's a1 only the centre draws for O; the keyboard's cursor, at home there, gave it away.
    It starts on O's own move instead, and the "Not yet…" line goes with the move Undo takes back."""
    play(person, "a1 a2 b2 c3 c1 b1 a3")  # O's a2 loses; X wins
    panel = review(window, qtbot)
    qtbot.keyClick(panel.list, Qt.Key_N)
    assert panel.list.currentRow() == 2  # move 2, O's a2
    qtbot.keyClick(panel.list, Qt.Key_T)
    board = window.play_area.board
    assert person.marks() == ".../.../X.." and board.hasFocus()
    assert board.keys.cell == cell("a2") != cell("b2")
    qtbot.keyClick(board, Qt.Key_Up)
    assert board.cursor_cell == cell("a3")
    qtbot.keyClick(board, Qt.Key_Return)  # another losing move
    qtbot.waitUntil(lambda: window.play_area.remark().startswith("Not yet: a3 is"), timeout=SEARCH_WAIT_MS)
    qtbot.keyClick(board, Qt.Key_Z, Qt.ControlModifier)
    assert person.marks() == ".../.../X.." and window.play_area.remark() == ""


def test_trying_again_the_advice_waits_until_the_player_has_moved(person, window, qtbot):
    """A tester saw Try Again with the analysis on: every cell said Win, Draw or Lose, the answer on the board.
    Like the cursor above, the hint, the prediction and the analysis keep quiet until the move is played."""
    actions = window.game_actions
    actions.prediction_action.trigger()
    actions.analysis_action.trigger()
    play(person, MISTAKE)
    review(window, qtbot)
    actions.next_mistake_action.trigger()
    actions.try_again_action.trigger()
    board, area = window.play_area.board, window.play_area
    assert person.marks() == "X../.O./..X"
    qtbot.wait(300)  # time enough for the 3×3 analysis (a few ms), were it worked out
    assert all(board.cell_button(*spot).outcome is None for spot in window.controller.game.legal_moves())
    assert not actions.hint_action.isEnabled() and not area.prediction_label.text()
    assert not window.side_panel.analysis_legend.isVisible()
    assert actions.analysis_action.isChecked() and actions.prediction_action.isChecked()  # the choices stay
    person.click(*cell("a2"))
    qtbot.waitUntil(lambda: area.remark().startswith("Well found: a2"), timeout=SEARCH_WAIT_MS)
    # The next position is X's: its advice is back.
    qtbot.waitUntil(lambda: board.cell_button(*cell("a1")).outcome is not None, timeout=SEARCH_WAIT_MS)
    assert actions.hint_action.isEnabled() and window.side_panel.analysis_legend.isVisible()


def test_after_a_review_the_keyboard_cursor_is_where_the_player_left_it(person, window, qtbot):
    """Issue 40: back from a review, the cursor had gone home to the centre."""
    play(person, MISTAKE)
    board = window.play_area.board
    board.setFocus()
    qtbot.keyClick(board, Qt.Key_Down)  # from c2, the last move, to c1
    assert board.cursor_cell == cell("c1")
    panel = review(window, qtbot)
    qtbot.keyClick(panel.list, Qt.Key_N)  # a move of the game shown on the board
    qtbot.mouseClick(panel.back_button, Qt.LeftButton)
    assert not panel.isVisible() and board.keys.cell == cell("c1")


def test_only_moves_played_here_are_tried_again(window, qtbot):
    # X (the computer) threw a win away at move 3; O (you) at move 2.
    load(window, "c1 a3 c2 c3 b2 a2 a1 b3", mode=Mode.HUMAN_VS_COMPUTER, level="easy", computer=Player.X)
    panel = review(window, qtbot)
    window.controller.choose_review_line(3)
    assert not panel.try_again_button.isEnabled() and not window.game_actions.try_again_action.isEnabled()
    assert panel.try_again_button.toolTip() == "This was the computer's move: you can try your own moves again"
    window.controller.choose_review_line(1)  # a best move: nothing to try again
    assert panel.try_again_button.toolTip() == "Choose a marked move to try it again"
    window.controller.choose_review_line(2)
    assert panel.try_again_button.isEnabled()


def test_the_review_is_worked_out_off_the_gui_thread_move_by_move_and_stops_when_closed(window, qtbot):
    names = "a1 d4 b1 d3 c1 d2 a2 d1"  # 4×4: the first moves take the longest
    load(window, names, 4, 4)
    judged_at_ticks = []  # how many moves were judged at each turn of the window's event loop

    def tick():
        judged_at_ticks.append(len(window.controller.review.records))

    timer = QTimer(interval=5)
    timer.timeout.connect(tick)
    timer.start()
    panel = review(window, qtbot, done=False)
    session = window.controller.review
    assert not session.done and panel.list.count() == 9
    assert panel.list.item(8).text() == "8. O d1 …"  # every move listed at once, judged as it comes
    qtbot.waitUntil(lambda: session.done, timeout=SEARCH_WAIT_MS)
    timer.stop()
    assert all(not panel.list.item(row).text().endswith("…") for row in range(1, 9))
    # The window kept running while the moves were judged: its event loop turned with some judged and some not.
    assert any(0 < judged < 8 for judged in judged_at_ticks), judged_at_ticks

    window.controller.close_review()
    window.controller.undo()  # another game on the board: its review starts afresh
    window.controller.redo()
    load(window, "a1 d4 b1 d3 c1 d2 d1", 4, 4)
    review(window, qtbot, done=False)
    window.controller.close_review()  # at once, while its first move is judged
    judged = len(session.records)
    search = session.searches["review"]
    qtbot.waitUntil(lambda: search.running_searches == 0, timeout=2000)
    qtbot.wait(200)
    assert len(session.records) == judged  # a cancelled review's answers never arrive


def test_a_board_without_a_proven_review_says_why(window, qtbot, pure_python_search):
    load(window, "c3 b2 b3 a4 d3 a3 e3", 5, 4)  # 5×5 where the compiled search is not built
    action = window.game_actions.review_action
    assert not offer(window).isVisible()
    assert action.toolTip() == "This installation cannot solve the 5×5 board quickly, so it has no proven review."
    # A disabled menu entry cannot say why: Ctrl+R (or the entry) says it under the headline instead.
    assert action.isEnabled()
    window.activateWindow()
    qtbot.keyClick(window.play_area.board, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert window.play_area.remark() == (
        "This installation cannot solve the 5×5 board quickly, so it has no proven review."
    )
    assert window.controller.review is None or not window.controller.review.is_open


def test_ultimate_tic_tac_toe_has_a_review_too(qtbot):
    assert review_unavailable(UltimateGame()) is None  # by the search's estimates (tests/gui/test_ultimate_review.py)
    assert review_unavailable(Game()) is None and review_unavailable(Game(4, 4)) is None


def test_a_demonstration_waits_while_its_game_is_reviewed(person, window, qtbot):
    window.side_panel.match_settings.demo_segment.setChecked(True)
    controller = window.controller
    qtbot.waitUntil(lambda: controller.game.is_over, timeout=20000)
    finished = controller.game
    review(window, qtbot)
    assert not window.game_actions.stop_demo_action.isVisible()
    qtbot.wait(1000)  # longer than the pause before the next game
    assert controller.game is finished and window.review_panel.isVisible()
    window.game_actions.review_action.trigger()  # closed: the demonstration goes on
    qtbot.waitUntil(lambda: controller.game is not finished, timeout=5000)


def test_undo_or_a_new_game_closes_the_review(person, window, qtbot):
    play(person, MISTAKE)
    review(window, qtbot)
    window.game_actions.undo_action.trigger()
    assert not window.review_panel.isVisible() and person.marks() == "XOX/.O./O.X"
    person.click(*cell("c2"))
    review(window, qtbot)
    window.game_actions.new_action.trigger()
    assert not window.review_panel.isVisible() and person.marks() == ".../.../..."


def test_the_marks_follow_the_theme(person, window, qtbot):
    play(person, MISTAKE)
    panel = review(window, qtbot)
    for theme in ("dark", "high-contrast", "light"):
        window.appearance.choose_theme(theme)
        icon = panel.list.item(4).icon().pixmap(16, 16).toImage()
        assert icon.pixelColor(8, 2).rgb() == COLORS.outcome["loss"].rgb(), theme  # the disc's edge, in its colour


def test_a_network_game_is_reviewed_but_not_tried_again(qtbot, window, person, peers):
    from tests.gui.test_network import WAIT_MS, host_from_the_window, wait_printed
    from tests.integration.terminal_peer import TerminalPeer

    network = window.network
    network.discover = False
    port, code = host_from_the_window(qtbot, window, network)
    guest = TerminalPeer.guest(port, code=code)
    peers.append(guest)
    qtbot.waitUntil(lambda: person.status == "Your turn (X)", timeout=WAIT_MS)
    person.click(1, 1)
    wait_printed(qtbot, guest, "Alice plays b2 (5).")
    for typed, clicked in [("a2", None), (None, "a3"), ("a1", None), (None, "c1")]:  # Bob's edge a2 loses
        if typed:
            guest.type(typed)
            qtbot.waitUntil(lambda: window.controller.accepts_clicks, timeout=WAIT_MS)
        else:
            person.click(*cell(clicked))
            wait_printed(qtbot, guest, f"Alice plays {clicked} (")
    assert person.status == "You win!"
    panel = review(window, qtbot, by_keys=False)  # (the host dialog left no window active for the keys)
    summary = panel.list.item(0).text()
    assert summary.startswith("You played 3 moves, all of them best: ") and "\nBob played 2 moves: " in summary
    window.controller.choose_review_line(2)  # Bob's a2: marked
    assert panel.marked_rows()[:1] == [2]
    assert panel.try_again_button.toolTip() == "Not in a network game: your opponent is not here to play it again"
    assert not window.game_actions.try_again_action.isEnabled()
    network.leave_action.trigger()  # the local game comes back: the review of the network game closes
    qtbot.waitUntil(lambda: window.controller.remote is None, timeout=WAIT_MS)
    assert not panel.isVisible() and window.side_panel.isVisible()


def test_help_says_which_moves_are_marked_and_how_and_lists_the_keys(window):
    from tictactoe_qt.qt.shell.help_dialogs import shortcut_rows
    from tictactoe_qt.qt.shell.how_to_play_text import how_to_play_html

    text = how_to_play_html()
    for words in (
        "Review Game, Ctrl+R",
        "a win thrown away",
        "draw turned into a loss",
        "filled red disc with !",
        "won more slowly",
        "amber ring with !",
        "green tick",
        "ringed in green",
        "Next Mistake (N)",
        "Try Again (T)",
        "the scores stay as they are",
        "brings back the game you reviewed",
    ):
        assert words in text, words
    assert text.count('<img src="review-mark:') == 3  # the marks themselves, beside what each means
    rows = dict(shortcut_rows(window))
    assert rows["Review Game"] == "Ctrl+R" and rows["Next Mistake"] == "N" and rows["Try Again from Here"] == "T"


def test_the_review_is_in_chinese_and_follows_a_language_switch(person, window, qtbot, back_to_english):
    from .test_translation import CJK

    play(person, MISTAKE)
    panel = review(window, qtbot)
    qtbot.keyClick(panel.list, Qt.Key_N)
    window.appearance.choose_language("zh_CN")
    shown = [panel.list.item(row).text() for row in range(panel.list.count())]
    shown += [
        panel.heading.text(),
        panel.next_button.text(),
        panel.try_again_button.text(),
        panel.back_button.text(),
        panel.details.toPlainText(),
        panel.try_again_button.toolTip(),
        window.play_area.status_label.text(),
        window.play_area.prediction_label.text(),
        window.game_actions.review_action.text(),
    ]
    assert all(CJK.search(text) for text in shown), shown
    assert shown[0].startswith("玩家 1 走了 4 步，步步都是最佳：2步保住了和局，2步直奔胜局。\n玩家 2 走了 3 步：")
    assert shown[4] == "4. O a1——把和局下成了败局"
    assert window.play_area.status_label.text() == "第 4 步（共 7 步）：O a1"
    assert window.play_area.prediction_label.text() == "把和局下成了败局——最佳是 a2"
    assert read(panel.list, 4)[0] == "4. O a1：把和局下成了败局——最佳下法：和棋；这一步：X 2 步内获胜。"


def test_in_a_narrow_window_the_review_opens_in_the_drawer_and_leaves_it_as_it_was(person, window, qtbot):
    window.resize(700, 600)  # below 760 px the side panel is a drawer over the board's edge
    qtbot.waitUntil(lambda: window.panel_place.compact)
    play(person, MISTAKE)
    drawer = window.panel_place.drawer_action
    assert not drawer.isChecked()
    panel = review(window, qtbot)
    assert drawer.isChecked() and panel.isVisible() and panel.list.hasFocus()
    board = window.play_area.board

    def board_right() -> int:
        return board.mapTo(window, QPoint(board.width(), 0)).x()

    panel_left = panel.mapTo(window, QPoint(0, 0)).x()
    # The drawer pushes the board aside: the review's moves are not hidden under it (it covered the board's right).
    qtbot.waitUntil(lambda: board_right() <= panel_left)
    assert board.board_side() >= 300
    assert drawer.text() == "Review"  # the toolbar's drawer button is named for what the drawer holds
    drawer.trigger()  # F9: the whole board for a while; the keys still work
    assert not panel.isVisible()
    button = window.toolbar.widgetForAction(drawer)
    assert button.isVisible() and button.text() == "Review"  # in sight: the way back to the review and out of it
    qtbot.waitUntil(lambda: board_right() > panel_left)  # the board has the window's width again
    qtbot.keyClick(window, Qt.Key_N)
    assert person.status == "Move 4 of 7: O a1"
    window.game_actions.review_action.trigger()  # closed while hidden
    assert not drawer.isChecked() and window.panel_place.instead is None
    assert drawer.text() == "Scores && Settings"
    drawer.trigger()
    assert window.side_panel.isVisible()


def test_a_review_open_as_the_window_narrows_and_widens_stays_in_sight(person, window, qtbot):
    play(person, MISTAKE)
    panel = review(window, qtbot)
    window.resize(700, 600)
    qtbot.waitUntil(lambda: window.panel_place.compact)
    assert panel.isVisible()
    window.resize(900, 700)
    qtbot.waitUntil(lambda: not window.panel_place.compact)
    assert panel.isVisible() and not window.panel_place.drawer_action.isChecked()


def test_a_finished_game_is_offered_without_importing_the_review():
    # A finished game can be the first frame's (saved at the end of the last session): whether it may be reviewed
    # is answered on the boards every installation solves without the core's review (17 ms to import).
    import subprocess
    import sys

    code = """
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from tictactoe_qt.qt.session.controller import GameController
c = GameController(computer_delay_ms=0)
for cell in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
    c.play(*cell)
assert c.game.is_over and c.view.actions.review, c.view.actions
print(sorted(name for name in sys.modules if name.startswith(("tictactoe_qt.core.review", "tictactoe_qt.core.ai"))))
"""
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_the_review_keeps_its_buttons_in_sight_while_its_moves_are_judged(window, qtbot):
    """The play-test: while a 4×4 game's moves were judged, the wrapped progress line grew the panel past the
    window's bottom, and "Back to the Game" went under its edge behind a scroll bar."""
    window.resize(900, 640)  # the panel's whole height, 661 px, does not fit: the list must scroll within
    load(window, "b3 c3 c1 c2 d4 a3 a1 b1 b2 d3 d2 a2 b4 a4 d1 c4", 4, 4)
    panel = review(window, qtbot, done=False)
    qtbot.waitUntil(lambda: panel.progress_label.isVisible() and panel.progress_label.text() != "", timeout=2000)
    qtbot.wait(20)  # the layout's turn
    assert not window.controller.review.done  # still judging (a 4×4 game takes about half a second)
    for button in (panel.back_button, panel.next_button, panel.try_again_button):
        assert button.visibleRegion().boundingRect() == button.rect(), button.text()
    qtbot.waitUntil(lambda: window.controller.review.done, timeout=SEARCH_WAIT_MS)
