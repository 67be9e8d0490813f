"""The off-thread runner: one answer per latest request, none after a cancel, a pause before it;
an unwanted search stops rather than running on."""

import gc
import random

from tictactoe_qt.core import Game
from tictactoe_qt.core.ai import predict
from tictactoe_qt.session.computer_player import BackgroundSearch, ComputerPlayer, hold_searches, release_searches
from tictactoe_qt.qt.session.qt_scheduler import QtScheduler

from ..core.test_book5 import game_off_the_5x5_book


class Heard:
    """What a session signal said, for qtbot.waitUntil (the session's signals are plain Python, not Qt's)."""

    def __init__(self, signal) -> None:
        self.said: list[tuple] = []
        signal.connect(lambda *args: self.said.append(args))

    def wait(self, qtbot, count: int = 1, timeout: int = 3000) -> tuple:
        qtbot.waitUntil(lambda: len(self.said) >= count, timeout=timeout)
        return self.said[count - 1]


def test_only_the_latest_request_is_answered(qtbot):
    computer = ComputerPlayer(QtScheduler(), delay_ms=50, rng=random.Random(1))
    answers = []
    computer.move_ready.connect(lambda request_id, row, col: answers.append((request_id, row, col)))
    game = Game()
    first = computer.request(game, "perfect")
    game.play(1, 1)
    second = computer.request(game, "perfect")
    qtbot.waitUntil(lambda: bool(answers), timeout=3000)
    qtbot.wait(200)
    assert [request_id for request_id, _, _ in answers] == [second] and first != second
    assert answers[0][1:] != (1, 1)  # it answered the position it was asked about last
    assert not computer.is_thinking
    computer.shutdown()


def test_a_cancelled_request_never_answers(qtbot):
    computer = ComputerPlayer(QtScheduler(), delay_ms=50)
    answers = []
    computer.move_ready.connect(lambda *args: answers.append(args))
    computer.request(Game(), "easy")
    computer.cancel()
    qtbot.wait(250)
    assert answers == [] and not computer.is_thinking
    computer.shutdown()


def test_the_game_it_was_given_is_not_touched(qtbot):
    computer = ComputerPlayer(QtScheduler(), delay_ms=0)
    game = Game()
    moves = Heard(computer.move_ready)
    computer.request(game, "perfect")
    moves.wait(qtbot)
    assert game.moves == () and not game.can_redo
    computer.shutdown()


def test_an_unwanted_search_stops_instead_of_running_on(pure_python_search, qtbot):
    """An unbounded 5×5 proof in Python would run for minutes; cancel() ends it and frees the thread."""
    search = BackgroundSearch(QtScheduler())
    answers = []
    search.answered.connect(lambda *args: answers.append(args))
    engine = search.engine
    search.start(lambda cancel: predict(game_off_the_5x5_book(), engine=engine, cancel=cancel))
    qtbot.waitUntil(lambda: search.running_searches == 1, timeout=3000)
    search.cancel()
    qtbot.waitUntil(lambda: search.running_searches == 0, timeout=3000)
    assert len(search.activity.stop_latencies_ms) == 1 and answers == []
    # The thread is free again: a new question is answered at once, not queued behind the old one.
    search.start(lambda cancel: predict(Game(3, 3), engine=engine, cancel=cancel))
    qtbot.waitUntil(lambda: bool(answers), timeout=3000)
    assert answers[0][1] is None  # 3×3 is a draw
    search.shutdown()


def test_a_new_request_drops_the_queued_one_and_stops_the_running_one(pure_python_search, qtbot):
    search = BackgroundSearch(QtScheduler())
    started = []

    def slow_proof(label):
        def run(cancel):
            started.append(label)
            return predict(game_off_the_5x5_book(), engine=search.engine, cancel=cancel)

        return run

    for label in range(5):  # five requests in a row, as fast as a player can click
        search.start(slow_proof(label))
    qtbot.waitUntil(lambda: started[-1:] == [4], timeout=3000)
    # The thread may have picked up one request before the next superseded it; no other ever ran.
    assert started[-1] == 4 and len(started) <= 2
    assert search.running_searches == 1
    search.shutdown()
    assert search.running_searches == 0


def test_searches_held_at_start_up_wait_for_the_release_and_cancelled_ones_never_run(qtbot):
    kept, dropped = BackgroundSearch(QtScheduler()), BackgroundSearch(QtScheduler())
    ran, answers = [], []
    kept.answered.connect(lambda request_id, result: answers.append(result))
    hold_searches()
    try:
        kept.start(lambda cancel: ran.append("kept") or "kept")
        dropped.start(lambda cancel: ran.append("dropped") or "dropped")
        dropped.cancel()
        qtbot.wait(150)
        assert ran == [] and kept.is_busy
    finally:
        release_searches()
    qtbot.waitUntil(lambda: answers == ["kept"], timeout=3000)
    qtbot.wait(50)
    assert ran == ["kept"]
    kept.shutdown()
    dropped.shutdown()


def test_the_first_paint_releases_what_start_up_held(qtbot):
    from PySide6.QtWidgets import QLabel

    from tictactoe_qt.qt.shell.app import _AfterFirstPaint

    label = QLabel("board")
    qtbot.addWidget(label)
    released = []
    _AfterFirstPaint(label, lambda: released.append(label.isVisible()))
    qtbot.wait(20)
    assert released == []  # not shown, not painted
    label.show()
    qtbot.waitUntil(lambda: released == [True], timeout=2000)
    label.update()
    qtbot.wait(50)
    assert released == [True]  # once only


def test_finished_searches_leave_nothing_behind(qtbot):
    """Each search's task is freed once it has run. A QRunnable subclass handed to QThreadPool.start() was not
    when it finished before start() returned (PySide registers it as the pool's child afterwards, for a C++
    object already deleted): the soak's window kept about half its quick searches, with their positions, and
    grew 18.7 MB in 20 minutes."""
    search = BackgroundSearch(QtScheduler())
    answers = Heard(search.answered)
    for number in range(300):
        payload = bytearray(1000)
        search.start(lambda cancel, number=number, payload=payload: number)
        answers.wait(qtbot, number + 1)
    search.shutdown()
    gc.collect()
    # This test's own (a test run before it in the same process may have left a window's search behind).
    alive = [
        thing for thing in gc.get_objects() if type(thing).__name__ == "_SearchTask" and thing._found == search.found
    ]
    assert len(alive) <= 1
