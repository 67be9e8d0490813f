"""The running copy answers a second start by bringing its window forward, minimised or not."""

from __future__ import annotations

from tictactoe_qt.qt.single_copy import SingleCopy, ask_running_copy_to_show


def test_a_second_start_brings_the_minimised_window_forward(window, qtbot, tmp_path):
    running = SingleCopy(tmp_path)
    assert running.claim()
    assert not SingleCopy(tmp_path).claim()  # held: a second copy on this folder must not play
    running.answer_second_starts(window)
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    assert ask_running_copy_to_show(tmp_path)
    qtbot.waitUntil(lambda: not window.isMinimized() and window.isVisible())
    running.release()
    assert SingleCopy(tmp_path).claim()  # let go when the game quits
