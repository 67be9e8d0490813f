"""Every place Tab stops in the window shows that it has the keys: a keyboard player can see where they are."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QWidget

from tictactoe_qt.core.modes import Mode

OPPONENTS = [Mode.HUMAN_VS_COMPUTER, Mode.HUMAN_VS_HUMAN]


def tab_stops(qtbot, window) -> list[QWidget]:
    """The widgets Tab visits, in order, once round."""
    window.activateWindow()
    window.play_area.board.setFocus()
    stops: list[QWidget] = []
    for _ in range(40):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
        focused = QApplication.focusWidget()
        if focused in stops:
            return stops
        stops.append(focused)
    raise AssertionError("Tab never came back round")


def plainly_changed(before: QImage, after: QImage) -> int:
    """How many colour channels of the pixels changed by a step the eye sees (80 of 255): a faint tint is not enough."""
    difference = before.convertToFormat(QImage.Format.Format_RGB32)
    painter = QPainter(difference)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(0, 0, after.convertToFormat(QImage.Format.Format_RGB32))
    painter.end()
    data = bytes(difference.constBits())
    plain = bytes(0 if value < 80 else 1 for value in range(256))
    return sum(data[channel::4].translate(plain).count(1) for channel in range(3))  # blue, green, red; not alpha


def looks(widget: QWidget) -> QImage:
    """The widget as drawn, with a few pixels round it (a ring may be drawn just outside)."""
    parent = widget.parentWidget()
    area = widget.geometry().adjusted(-3, -3, 3, 3)
    return parent.grab(area).toImage()


@pytest.mark.parametrize("mode", OPPONENTS, ids=["against the computer", "two players"])
def test_each_tab_stop_looks_different_with_the_keys_than_without(qtbot, window, mode):
    window.controller.set_mode(mode)
    stops = tab_stops(qtbot, window)
    assert len(stops) >= 6  # the names or scores, the switches, the move list and the board at least
    unseen = []
    for stop in stops:
        stop.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(stop.hasFocus)
        with_keys = looks(stop)
        elsewhere = next(other for other in stops if other is not stop)
        elsewhere.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(lambda: not stop.hasFocus())
        if plainly_changed(looks(stop), with_keys) < 40:  # a 2-pixel underline under a digit alone is over 40
            unseen.append(stop.accessibleName() or type(stop).__name__)
    assert unseen == [], unseen
