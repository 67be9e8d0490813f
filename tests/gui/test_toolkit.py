"""Guards against known faults in the Qt bindings we depend on."""

import sys

from PySide6.QtWidgets import QLabel


def test_calls_returning_nothing_keep_none_alive(qapp):
    # PySide6 6.12.0 released a reference to None on each such call: on Python 3.11 the game
    # died with "deallocating None" after a few thousand clicks. (None is immortal from 3.12.)
    label = QLabel()
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("x")
        label.update()
    assert abs(sys.getrefcount(None) - before) < 100
