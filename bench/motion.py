#!/usr/bin/env python3
"""Frame times while the board moves (target: every frame within 17 ms, for 60 frames a second).

    .venv/bin/python bench/motion.py [rounds, default 3]

Opens the real window offscreen at the default size and at 1920×1080 on the 5×5 board, and plays each
animation: a mark growing in, the winning line sweeping across, a drawn game's marks settling back and a
new game's wave. At every step of an animation the window is repainted at once and the repaint timed:
that is the work each frame of it costs the GUI thread. The baseline is the same repaint of the still
window, measured in the same run.
"""

from __future__ import annotations

import os
import statistics
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QVariantAnimation
from PySide6.QtWidgets import QApplication

from tictactoe_qt.qt.shell.app import create_application
from tictactoe_qt.qt.shell.main_window import MainWindow

FRAME_MS = 1000 / 60
# 5×5, four in a row: X wins down column a on its fourth move; the draw fills the 3×3 board.
WIN_5X5 = ((0, 0), (0, 4), (1, 0), (1, 4), (2, 0), (4, 2), (3, 0))
DRAW_3X3 = ((0, 0), (1, 1), (2, 2), (0, 1), (2, 1), (2, 0), (0, 2), (1, 2), (1, 0))


def _repaint_ms(window: MainWindow) -> float:
    clock = QElapsedTimer()
    clock.start()
    window.repaint()
    QApplication.processEvents()
    return clock.nsecsElapsed() / 1e6


def _frames(app: QApplication, window: MainWindow, start: object) -> list[float]:
    """Start an animation with `start()` and time a repaint at every step of every animation running."""
    board = window.play_area.board
    animations = board.findChildren(QVariantAnimation)
    times: list[float] = []
    start()  # type: ignore[operator]
    while any(animation.state() == QVariantAnimation.State.Running for animation in animations):
        app.processEvents()
        times.append(_repaint_ms(window))
    return times


def _play(window: MainWindow, moves: tuple[tuple[int, int], ...]) -> None:
    for row, col in moves:
        window.controller.play(row, col)


def measure(app: QApplication, size: tuple[int, int]) -> dict[str, list[float]]:
    window = MainWindow()
    window.resize(*size)
    window.show()
    app.processEvents()
    controller = window.controller
    results: dict[str, list[float]] = {"still window": [_repaint_ms(window) for _ in range(30)]}
    controller.set_variant((5, 4))
    results["new game wave"] = _frames(app, window, controller.new_game)
    results["mark grows in"] = _frames(app, window, lambda: controller.play(2, 2))
    controller.new_game()
    _play(window, WIN_5X5[:-1])
    _frames(app, window, lambda: None)
    results["winning line"] = _frames(app, window, lambda: controller.play(*WIN_5X5[-1]))
    controller.set_variant((3, 3))
    controller.new_game()
    _play(window, DRAW_3X3[:-1])
    _frames(app, window, lambda: None)
    results["draw settles"] = _frames(app, window, lambda: controller.play(*DRAW_3X3[-1]))
    window.close()
    return results


def main() -> int:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    app = create_application(sys.argv[:1])
    worst_overall = 0.0
    for size in ((900, 700), (1920, 1080)):
        merged: dict[str, list[float]] = {}
        for _ in range(rounds):
            for name, times in measure(app, size).items():
                merged.setdefault(name, []).extend(times)
        baseline = statistics.median(merged["still window"])
        print(f"\n{size[0]}×{size[1]}: {'':18} frames  median ms  worst ms  worst × still")
        for name, times in merged.items():
            worst = max(times)
            if name != "still window":
                worst_overall = max(worst_overall, worst)
            print(f"  {name:28} {len(times):6} {statistics.median(times):10.2f} {worst:9.2f} {worst / baseline:12.1f}")
    verdict = "within" if worst_overall <= FRAME_MS else "OVER"
    print(f"\nworst animation frame: {worst_overall:.2f} ms, {verdict} the {FRAME_MS:.1f} ms of a 60 Hz frame")
    return 0


if __name__ == "__main__":
    sys.exit(main())
