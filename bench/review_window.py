#!/usr/bin/env python3
"""The review in the window: how soon its first move and its whole game are shown, how long the GUI thread ever
waits meanwhile, how soon a closed review's search stops, and how soon a move tried again is judged.

    .venv/bin/python bench/review_window.py [games per board, default 6] [ultimate games, default 2]

Opens the real window (offscreen) and, for finished games on each board (random play, so most moves are marked:
the review's hardest case), opens Game ▸ Review Game and times, from the trigger, the first view that shows a
judged move and the view that shows them all, while a 1 ms QTimer on the GUI thread records the gaps between its
ticks (the baseline: the same timer with the window idle, in the same run). Then closes a review while its first
move is worked out and reads how long its search took to stop, and tries a marked move again and times the
judgement of the move played there, from the click to the remark. Ultimate (issue 37): games of Medium against
Medium of 60 moves or more, reviewed by the search's estimates (core/ultimate_review.py), timed the same way from a
cold start, and one closed while it is judging.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from tictactoe_qt.core import Game, Player
from tictactoe_qt.core.modes import Mode
from tictactoe_qt.core.records import SavedGame
from tictactoe_qt.core.board_game import K_IN_A_ROW
from tictactoe_qt.core.kinds import VARIANTS
from tictactoe_qt.qt.session.controller import GameController
from tictactoe_qt.session.computer_player import BackgroundSearch
from tictactoe_qt.session.review_session import ReviewSession
from tictactoe_qt.qt.shell.app import create_application
from tictactoe_qt.qt.shell.main_window import MainWindow

sys.path.insert(0, str(Path(__file__).resolve().parent / "drivers"))
from gap_meter import GapMeter

NAMES = {Player.X: "Ann", Player.O: "Bob"}


def random_game(size: int, k: int, rng: random.Random) -> Game:
    while True:
        game = Game(size, k)
        while not game.is_over:
            game.play(*rng.choice(game.legal_moves()))
        if len(game.moves) >= min(2 * k + 1, size * size):
            return game


def wait(app: QApplication, until: Callable[[], bool], seconds: float = 30.0) -> float:
    start = time.perf_counter()
    while not until():
        app.processEvents()
        if time.perf_counter() - start > seconds:
            raise TimeoutError
    return time.perf_counter() - start


def reviewed(controller: GameController) -> ReviewSession:
    assert controller.review is not None, "no review opened yet"
    return controller.review


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    app = create_application(sys.argv[:1])
    controller = GameController(computer_delay_ms=0, rng=random.Random(5))
    window = MainWindow(controller)
    window.show()
    views: list[tuple[float, int]] = []  # when each view came, and how many moves it showed judged
    controller.view_changed.connect(
        lambda view: views.append(
            (
                time.perf_counter(),
                sum(1 for item in view.review.items[1:] if item.marker) if view.review is not None else 0,
            )
        )
    )
    meter = GapMeter()
    meter.start()
    end = time.perf_counter() + 1.0
    while time.perf_counter() < end:
        app.processEvents()
    idle = meter.stop()
    print(f"idle window: longest gap {max(idle):.1f} ms, p99 {percentile(idle, 0.99):.1f} ms")
    rng = random.Random(32)
    print("board  moves marked | first move shown  whole game shown | GUI gap max / p99 (ms)")
    boards = [(v.size, v.win_length) for v in VARIANTS if v.rule_set == K_IN_A_ROW] if games else []
    for size, k in boards:  # the boards with a proven review
        firsts, wholes, maxima = [], [], []
        for _ in range(games):
            game = random_game(size, k, rng)
            controller.load_saved_game(SavedGame(game, Mode.HUMAN_VS_HUMAN, "perfect", NAMES, None))
            meter.start()
            views.clear()
            start = time.perf_counter()
            window.game_actions.review_action.trigger()
            wait(app, lambda: controller.review is not None and controller.review.done)
            app.processEvents()
            gaps = meter.stop()
            first = next(at for at, judged in views if judged >= 1) - start
            whole = next(at for at, judged in views if judged == len(game.moves)) - start
            marked = len(reviewed(controller).marked)
            firsts.append(first * 1000)
            wholes.append(whole * 1000)
            maxima.append(max(gaps))
            print(
                f"{size}×{size}   {len(game.moves):5} {marked:6} | {first * 1000:13.0f} ms {whole * 1000:14.0f} ms"
                f" | {max(gaps):6.1f} / {percentile(gaps, 0.99):4.1f}"
            )
            controller.close_review()
        print(
            f"{size}×{size} median: first {statistics.median(firsts):.0f} ms, whole {statistics.median(wholes):.0f} ms "
            f"(max {max(wholes):.0f}), longest GUI gap {max(maxima):.1f} ms"
        )

    ultimate_games = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    if ultimate_games:
        review_ultimate(app, controller, window, views, meter, ultimate_games)

    if not games:
        window.close()
        return
    # A review closed while its first move is worked out (4×4: the empty board's values are the longest search).
    stops = []
    for _ in range(games):
        game = random_game(4, 4, rng)
        controller.load_saved_game(SavedGame(game, Mode.HUMAN_VS_HUMAN, "perfect", NAMES, None))
        window.game_actions.review_action.trigger()
        search = reviewed(controller).searches["review"]
        wait(app, searching(search, True), 5)
        window.game_actions.review_action.trigger()  # closed
        wait(app, searching(search, False), 5)
        stops.append(search.activity.stop_latencies_ms[-1])
    print(
        f"closed mid-review: its search stopped after {statistics.median(stops):.1f} ms (median), "
        f"{max(stops):.1f} ms at most"
    )

    # Try Again, and the judgement of the move played there (a 4×4 position early in the game).
    judged = []
    for _ in range(games):
        while True:
            game = random_game(4, 4, rng)
            controller.load_saved_game(SavedGame(game, Mode.HUMAN_VS_HUMAN, "perfect", NAMES, None))
            window.game_actions.review_action.trigger()
            wait(app, lambda: reviewed(controller).done)
            if reviewed(controller).marked:
                break
            controller.close_review()
        controller.choose_review_line(reviewed(controller).marked[0])
        window.game_actions.try_again_action.trigger()
        remark = window.play_area.remark()
        start = time.perf_counter()
        controller.play(*controller.game.legal_moves()[0])
        wait(app, remark_other_than(window, remark), 10)
        judged.append((time.perf_counter() - start) * 1000)
    print(f"a move tried again, judged and said: median {statistics.median(judged):.0f} ms, max {max(judged):.0f} ms")
    window.close()


def searching(search: BackgroundSearch, running: bool) -> Callable[[], bool]:
    """Whether `search` is running (`running`) or stopped, for wait(): this search, not a later loop's."""
    return lambda: (search.running_searches > 0) == running


def remark_other_than(window: MainWindow, remark: str) -> Callable[[], bool]:
    return lambda: window.play_area.remark() not in ("", remark)


def idle_wait(until: Callable[[], bool], seconds: float) -> None:
    """Runs the window's event loop, as the app does, until `until()`: the GUI thread sleeps between events (wait()'s
    spinning processEvents would hold the interpreter lock the search's cancel checks need)."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop, timer = QEventLoop(), QTimer()
    start = time.perf_counter()

    def check() -> None:
        if until() or time.perf_counter() - start > seconds:
            loop.quit()

    timer.timeout.connect(check)
    timer.start(10)
    loop.exec()
    timer.stop()
    if not until():
        raise TimeoutError


def review_ultimate(
    app: QApplication,
    controller: GameController,
    window: MainWindow,
    views: list[tuple[float, int]],
    meter: GapMeter,
    count: int,
) -> None:
    """Ultimate games of 60+ moves reviewed in the window from a cold start; then one closed mid-review."""
    from tictactoe_qt.core import ultimate_review

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from review import ultimate_games

    games = ultimate_games(count + 1, random.Random(37))
    for game in games[:count]:
        ultimate_review._evaluations.clear()
        controller.load_saved_game(SavedGame(game, Mode.HUMAN_VS_HUMAN, "hard", NAMES, None))
        meter.start()
        views.clear()
        start = time.perf_counter()
        window.game_actions.review_action.trigger()
        idle_wait(lambda: controller.review is not None and controller.review.done, 60)
        app.processEvents()
        gaps = meter.stop()
        first = next(at for at, judged in views if judged >= 1) - start
        sixty = next(at for at, judged in views if judged >= 60) - start
        whole = next(at for at, judged in views if judged == len(game.moves)) - start
        print(
            f"ultimate {len(game.moves)} moves, {len(reviewed(controller).marked)} marked | first {first * 1000:.0f} ms,"
            f" 60 moves {sixty:.2f} s, whole {whole:.2f} s | GUI gap max {max(gaps):.1f} / p99 "
            f"{percentile(gaps, 0.99):.1f} ms"
        )
        controller.close_review()
    ultimate_review._evaluations.clear()
    controller.load_saved_game(SavedGame(games[-1], Mode.HUMAN_VS_HUMAN, "hard", NAMES, None))
    window.game_actions.review_action.trigger()
    search = reviewed(controller).searches["review"]
    wait(app, lambda: len(reviewed(controller).records) >= 5, 30)
    window.game_actions.review_action.trigger()  # closed
    wait(app, lambda: search.running_searches == 0, 5)
    print(f"ultimate closed mid-review: its search stopped after {search.activity.stop_latencies_ms[-1]:.1f} ms")


if __name__ == "__main__":
    main()
