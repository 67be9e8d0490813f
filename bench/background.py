#!/usr/bin/env python3
"""Background work over a long session: memory over time, how fast unwanted searches stop, quitting mid-search.

    .venv/bin/python bench/background.py [--minutes 3] [--quits 12]
    .venv/bin/python bench/background.py --soak [30]      only a session of 5×5 off the book, every advisor on,
                                                          for that many minutes: is memory flat at the end?

1. Session: the real window (offscreen, saved data in a temporary folder) against the Unbeatable
   computer with prediction and analysis on, on 3×3, 4×4 and a 5×5 game off the strategy book
   (opened again whenever it ends) in turn; a scripted player clicks
   random empty cells every 150 ms, asks for hints, undoes and starts new games. Resident memory
   and the solver tables' entries are sampled every 15 s. Target: flat under the ceiling.
2. Stop latency: from cancel() to the search's end, for every search stopped part-way in the
   session. Baseline, same run: how long a thread sleeping on threading.Event takes to wake when
   it is set (the machine's scheduling floor). Target: 50 ms.
3. Close-to-exit: the app closed while the computer searches on 5×5 and the prediction waits
   (bench/drivers/close_mid_search.py), interleaved with a bare PySide6 window closed
   at once. Target: 300 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import deque
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DRIVER = ROOT / "bench" / "drivers" / "close_mid_search.py"
DATA = tempfile.mkdtemp(prefix="tictactoe-bench-")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_DATA_HOME"] = f"{DATA}/data"
os.environ["XDG_CONFIG_HOME"] = f"{DATA}/config"

from PySide6.QtCore import QTimer  # noqa: E402

from tictactoe_qt.core import Player  # noqa: E402
from tictactoe_qt.core.ai.control import TABLE_CAPACITY  # noqa: E402
from tictactoe_qt.core.modes import Mode  # noqa: E402

sys.path.insert(0, str(DRIVER.parent))
from close_mid_search import open_game_window, open_off_the_book  # noqa: E402

OFF_THE_BOOK = "5×5 off the book"

# 5×5 from the first move is played from the strategy book, without searching; a game opened
# off the book makes the computer and every advisor search, which is what this measures.
BOARDS: tuple[tuple[int, int] | str, ...] = ((3, 3), (4, 4), OFF_THE_BOOK)


def resident_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def spread(values: list[float]) -> str:
    if not values:
        return "none"
    ordered = sorted(values)
    return (
        f"median {statistics.median(ordered):6.1f} ms   p99 {ordered[int(len(ordered) * 0.99)]:6.1f} ms   "
        f"max {ordered[-1]:6.1f} ms   ({len(ordered)})"
    )


def session(
    minutes: float, boards: tuple[tuple[int, int] | str, ...] = BOARDS, memory: list[tuple[float, float]] | None = None
) -> list[float]:
    """Plays for `minutes` on `boards` in turn, printing memory every 15 s (kept in `memory` as (seconds, MB));
    returns every stop latency seen."""
    app, window = open_game_window()
    c = window.controller
    rng = random.Random(2026)
    searches = c.background_searches
    for search in searches.values():  # keep every stop latency, not only the newest 200
        search.activity.stop_latencies_ms = deque(maxlen=None)
    started = time.monotonic()
    board_seconds = minutes * 60 / len(boards)
    print(f"{'time':>6} {'board':>5} {'RSS MB':>7} {'table entries':>14} {'searches stopped':>16}")

    def act() -> None:
        elapsed = time.monotonic() - started
        board = boards[min(int(elapsed // board_seconds), len(boards) - 1)]
        off_the_book = isinstance(board, str)  # OFF_THE_BOOK, the one board given by name
        if isinstance(board, str):
            if c.variant != (5, 4) or c.game.is_over:
                open_off_the_book(c)  # a game from a file, where the computer and the advisors search
        elif c.variant != board:
            c.set_variant(board)
            c.set_mode(Mode.HUMAN_VS_COMPUTER)
            c.set_human_mark(Player.O)
        game = c.game
        roll = rng.random()
        if game.is_over or (roll < 0.03 and not off_the_book):
            c.new_game()
        elif roll < 0.08 and c.can_undo:
            c.undo()
        elif roll < 0.13:
            c.request_hint()
        elif c.accepts_clicks:
            c.play(*rng.choice(game.legal_moves()))

    def stopped() -> list[float]:
        return [ms for search in searches.values() for ms in search.activity.stop_latencies_ms]

    def sample() -> None:
        entries = sum(search.engine.table_entries for search in searches.values())
        if memory is not None:
            memory.append((time.monotonic() - started, resident_mb()))
        print(
            f"{time.monotonic() - started:5.0f}s {c.variant.size}×{c.variant.size:<3} {resident_mb():7.0f} "
            f"{entries:>14,} {len(stopped()):>16}",
            flush=True,
        )
        if time.monotonic() - started >= minutes * 60:
            window.close()
            app.quit()

    player, sampler = QTimer(interval=150), QTimer(interval=15_000)
    player.timeout.connect(act)
    sampler.timeout.connect(sample)
    player.start()
    sampler.start()
    sample()
    app.exec()
    print(f"ceiling: 4 tables × {TABLE_CAPACITY:,} entries = {4 * TABLE_CAPACITY:,} entries")
    return stopped()


def _note_wake(flag: threading.Event, woke: list[float]) -> None:
    flag.wait()
    woke.append(time.monotonic())


def wake_latencies(count: int = 200) -> list[float]:
    """The floor: a thread waiting on an Event, woken by set()."""
    results = []
    for _ in range(count):
        flag, woke = threading.Event(), list[float]()
        waiter = threading.Thread(target=_note_wake, args=(flag, woke))
        waiter.start()
        time.sleep(0.002)
        set_at = time.monotonic()
        flag.set()
        waiter.join()
        results.append((woke[0] - set_at) * 1000)
    return results


def close_to_exit_ms(kind: str) -> float:
    process = subprocess.Popen(
        [sys.executable, str(DRIVER), kind], stdout=subprocess.PIPE, text=True, stderr=subprocess.DEVNULL
    )
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "closing"
    closed_at = time.monotonic()
    process.wait(timeout=60)
    return (time.monotonic() - closed_at) * 1000


def soak(minutes: float) -> None:
    """Memory over a long 5×5 session with every advisor on: flat over its last two thirds (target: within
    2 MB), against its first third, where the tables fill, as the baseline."""
    print(f"soak: {minutes:g} min of 5×5 off the book, the computer and every advisor searching")
    memory: list[tuple[float, float]] = []
    session(minutes, (OFF_THE_BOOK,), memory)
    settled = [mb for seconds, mb in memory if seconds >= minutes * 60 / 3]
    early = [mb for seconds, mb in memory if seconds < minutes * 60 / 3]
    if not settled or not early:
        print("too short to tell")
        return
    rise = settled[-1] - settled[0]
    print(f"first third: {min(early):.1f} → {max(early):.1f} MB (the tables filling)")
    print(
        f"last two thirds: {min(settled):.1f} – {max(settled):.1f} MB, spread {max(settled) - min(settled):.1f} MB, "
        f"end minus start {rise:+.1f} MB   target: spread ≤ 2 MB"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=3.0, help="length of the played session")
    parser.add_argument("--quits", type=int, default=12, help="close-to-exit runs of each kind")
    parser.add_argument(
        "--soak",
        type=float,
        nargs="?",
        const=30.0,
        default=None,
        metavar="MINUTES",
        help="only a soak of 5×5 off the book with every advisor on (30 minutes unless given)",
    )
    args = parser.parse_args()
    if args.soak is not None:
        soak(args.soak)
        return
    print(f"machine load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores\n")
    print(f"1. session of {args.minutes:g} min, every advisor on")
    stops = session(args.minutes)
    print("\n2. stop latency")
    floor = wake_latencies()
    print(f"   unwanted search → stopped   {spread(stops)}")
    print(f"   baseline: thread wake-up    {spread(floor)}")
    if stops:
        print(f"   median ratio {statistics.median(stops) / statistics.median(floor):.1f}×   target: max ≤ 50 ms")
    print("\n3. close-to-exit, mid-search on 5×5 (interleaved with a bare PySide6 window)")
    game, bare = [], []
    for _ in range(args.quits):
        bare.append(close_to_exit_ms("bare"))
        game.append(close_to_exit_ms("game"))
    print(f"   game, mid-search   {spread(game)}")
    print(f"   bare window        {spread(bare)}")
    print(f"   median ratio {statistics.median(game) / statistics.median(bare):.2f}×   target: max ≤ 300 ms")


if __name__ == "__main__":
    main()
