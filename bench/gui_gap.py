#!/usr/bin/env python3
"""The GUI thread's longest pause while searches run, on every board (target: one frame, 17 ms).

    .venv/bin/python bench/gui_gap.py [moves per board, default 8]

Opens the real window (offscreen), lets the strongest computer (Unbeatable; Hard in ultimate) play X against
scripted human moves, and meanwhile a 1 ms QTimer on the GUI thread records the gaps between its ticks: first
with the computer alone thinking, then with every advisor on as well (prediction and analysis
after every move, a hint asked for on every human turn). The baseline is the same timer with
nobody thinking, measured in the same run.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from tictactoe_qt.qt.shell.app import create_application

from tictactoe_qt.core import Player
from tictactoe_qt.core.modes import Mode
from tictactoe_qt.core.kinds import ULTIMATE_VARIANT, Variant
from tictactoe_qt.qt.session.controller import GameController
from tictactoe_qt.qt.shell.main_window import MainWindow

sys.path.insert(0, str(Path(__file__).resolve().parent / "drivers"))
from close_mid_search import open_off_the_book
from gap_meter import GapMeter


FRAME_MS = 1000 / 60  # a frame at 60 Hz


def spin(app: QApplication, seconds: float, until: Callable[[], bool] = lambda: False) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not until():
        app.processEvents()
        time.sleep(0.0005)


def summary(gaps: list[float]) -> str:
    ordered = sorted(gaps)
    p99 = ordered[int(len(ordered) * 0.99)] if ordered else 0
    over = sum(gap > FRAME_MS for gap in gaps)
    return (
        f"max {max(gaps):6.1f} ms   p99 {p99:5.1f} ms   median {statistics.median(gaps):4.1f} ms   "
        f"({len(gaps)} ticks, {over} over a frame)"
    )


def searching(controller: GameController) -> bool:
    return any(search.running_searches for search in controller.background_searches.values())


def play_board(
    app: QApplication, controller: GameController, meter: GapMeter, variant: Variant | str, moves: int, advisors: bool
) -> tuple[list[float], float]:
    if variant == OFF_THE_BOOK:
        open_off_the_book(controller)
    else:
        assert isinstance(variant, Variant)
        controller.set_variant(variant)
        controller.set_mode(Mode.HUMAN_VS_COMPUTER)
        controller.set_human_mark(Player.O)
    gaps: list[float] = []
    thinking_time = 0.0
    for _ in range(moves):
        if controller.game.is_over:
            controller.new_game()
            if controller.series.mark_of(0) is not Player.O:
                controller.set_human_mark(Player.O)
        meter.start()
        started = time.monotonic()
        spin(app, 10, until=lambda: not controller.is_thinking)
        if advisors:  # the human's turn: a hint, while the prediction and the analysis work
            controller.request_hint()
            spin(app, 10, until=lambda: not searching(controller))
        thinking_time += time.monotonic() - started
        gaps += meter.stop()
        if controller.game.is_over:
            continue
        controller.play(*controller.game.legal_moves()[len(controller.game.legal_moves()) // 2])
    return gaps, thinking_time


OFF_THE_BOOK = "5×5 off the book"


def label(variant: Variant | str) -> str:
    if isinstance(variant, str):
        return variant
    if variant.rule_set != "k-in-a-row":
        return f"{variant.rule_set}, Hard"
    return f"{variant.size}×{variant.size}, {variant.win_length} in a row"


def main() -> None:
    moves_per_board = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    app = create_application(sys.argv[:1])  # the game's own set-up, GIL switch interval included
    print(f"GIL switch interval {sys.getswitchinterval() * 1000:.1f} ms")
    controller = GameController(computer_delay_ms=0)
    window = MainWindow(controller)
    window.show()
    meter = GapMeter()
    meter.start()
    spin(app, 1.0)
    print(f"idle baseline        {summary(meter.stop())}")
    for advisors in (False, True):
        window.game_actions.prediction_action.setChecked(advisors)
        window.game_actions.analysis_action.setChecked(advisors)
        print("computer and every advisor thinking" if advisors else "computer thinking")
        for variant in (Variant(3, 3), Variant(4, 4), Variant(5, 4), OFF_THE_BOOK, ULTIMATE_VARIANT):
            gaps, thinking_time = play_board(app, controller, meter, variant, moves_per_board, advisors)
            print(f"  {label(variant):<17} {summary(gaps)}   thinking {thinking_time:.1f} s")
    window.close()


if __name__ == "__main__":
    main()
