#!/usr/bin/env python3
"""Time from launch to the first mapped top-level window, against the floor of our stack and two native games.

    .venv/bin/python bench/startup.py [--runs 12] [--reuse-frozen] [--floors] [--only game-frozen,minimal-frozen]

On a private Xvfb server (xcb platform, no window manager), launches in turn, interleaved so noise
hits all alike:
  game-frozen      the one-folder app, frozen with build.spec (into build/bench-startup/)
  minimal-frozen   packaging/minimal_window.py (a 3×3 grid of buttons) frozen with the same spec
  game-source      python -m tictactoe_qt from the checkout
  minimal-source   packaging/minimal_window.py, a bare PySide6 window, with the same Python
  bovo             KDE Bovo (C++; Debian package bovo), on a D-Bus session bus as KDE apps expect
  four-in-a-row    GNOME Four-in-a-Row (Vala; Debian package four-in-a-row)
and with --floors, frozen and from source, two floors of what the first frame could cost (bench/floors/):
  floor-play-area  the game's own play area alone in a main window, showing the saved game
  floor-board      the saved game's board and headline drawn without PySide6's `Qt` namespace
and any --also programs (labels starting with "game" report as the game does) and --before ones.
The clock starts just before the fork. "Mapped" stops it when the X server reports the first
MapNotify of a top-level window (this process listens on the root window for substructure events):
the same moment for every program, ours and the peers. Our game also reports, on a pipe named in
TICTACTOE_QT_START_UP_REPORT, when that window has painted and when the whole window (menus, toolbar,
side panel) is there; it is killed once complete, the others at the map. Our game starts with a saved
game in progress, as a player's would. Then, for our game only, the quit time: with the window idle
for 1 s, a WM_DELETE_WINDOW message (what a window manager's close button sends) until the process
has exited.

Targets (issue 24), each against Bovo measured in the same run: our first window mapped ≤ 1.25×,
the complete window ≤ 1.6×, frozen and from source; quit < 100 ms.
Missing peers are installed through apt (as root or with sudo); --no-peers leaves them out.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import random
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FROZEN_DIR = ROOT / "build" / "bench-startup"
PYINSTALLER = Path(sys.executable).parent / "pyinstaller"

# The floors of bench/floors/: each reads the saved game the game starts with.
FLOORS = {"floor-play-area": "play_area_alone.py", "floor-board": "board_without_qt_namespace.py"}
FLOOR_LABELS = [f"{floor}-{build}" for floor in FLOORS for build in ("frozen", "source")]

MAP_NOTIFY, CLIENT_MESSAGE = 19, 33
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
MAP_TIMEOUT_S = 15.0


class XServer:
    """A private Xvfb, and a connection to it that hears every top-level window being mapped."""

    def __init__(self) -> None:
        read_end, write_end = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
            pass_fds=(write_end,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write_end)
        with os.fdopen(read_end) as display_fd:
            self.display = ":" + display_fd.readline().strip()
        x11 = ctypes.CDLL("libX11.so.6")
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XDefaultRootWindow.restype = ctypes.c_ulong
        x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x11.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        x11.XPending.argtypes = [ctypes.c_void_p]
        x11.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        x11.XFlush.argtypes = [ctypes.c_void_p]
        x11.XConnectionNumber.argtypes = [ctypes.c_void_p]
        x11.XInternAtom.restype = ctypes.c_ulong
        x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x11.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
        self.x11 = x11
        self.connection = x11.XOpenDisplay(self.display.encode())
        if not self.connection:
            raise SystemExit(f"cannot open the X display {self.display}")
        x11.XSelectInput(self.connection, x11.XDefaultRootWindow(self.connection), SUBSTRUCTURE_NOTIFY_MASK)
        x11.XFlush(self.connection)
        self.fd = x11.XConnectionNumber(self.connection)
        self._event = ctypes.create_string_buffer(192)  # sizeof(XEvent)

    def drain(self) -> None:
        while self.x11.XPending(self.connection):
            self.x11.XNextEvent(self.connection, self._event)

    def wait_for_map(self, deadline: float, clock: Callable[[], float] = time.perf_counter) -> int | None:
        """The id of the next top-level window mapped (not a popup), or None at the deadline (on `clock`)."""
        while True:
            while self.x11.XPending(self.connection):
                self.x11.XNextEvent(self.connection, self._event)
                (kind,) = struct.unpack_from("i", self._event, 0)
                window, override_redirect = struct.unpack_from("Li", self._event, 40)
                if kind == MAP_NOTIFY and not override_redirect:
                    return int(window)
            left = deadline - clock()
            if left <= 0:
                return None
            select.select([self.fd], [], [], left)

    def ask_to_close(self, window: int) -> None:
        """What a window manager's close button does: a WM_DELETE_WINDOW client message."""
        protocols = self.x11.XInternAtom(self.connection, b"WM_PROTOCOLS", 0)
        delete = self.x11.XInternAtom(self.connection, b"WM_DELETE_WINDOW", 0)
        event = ctypes.create_string_buffer(192)
        struct.pack_into("i", event, 0, CLIENT_MESSAGE)
        struct.pack_into("LLi", event, 32, window, protocols, 32)
        struct.pack_into("LL", event, 56, delete, 0)
        self.x11.XSendEvent(self.connection, window, 0, 0, event)
        self.x11.XFlush(self.connection)

    def close(self) -> None:
        self.process.terminate()
        self.process.wait()


def install_peers() -> None:
    missing = [package for package in ("bovo", "four-in-a-row") if not shutil.which(f"/usr/games/{package}")]
    if not missing:
        return
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    print(f"installing {' '.join(missing)} through apt …", file=sys.stderr)
    subprocess.run(
        [*sudo, "apt-get", "install", "-y", "-qq", "--no-install-recommends", *missing],
        check=True,
        stdout=subprocess.DEVNULL,
        env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"),
    )


def freeze(name: str, entry: Path) -> Path:
    subprocess.run(
        [
            str(PYINSTALLER),
            "--noconfirm",
            "--log-level",
            "ERROR",
            "--distpath",
            str(FROZEN_DIR / "dist"),
            "--workpath",
            str(FROZEN_DIR / "work" / name),
            str(ROOT / "build.spec"),
            "--",
            "--entry",
            str(entry),
            "--name",
            name,
        ],
        check=True,
        cwd=ROOT,
    )
    return FROZEN_DIR / "dist" / name / name


def write_saved_game(home: Path) -> None:
    """A game in progress and some scores, where the game looks for them (as after a few games)."""
    sys.path.insert(0, str(ROOT))
    from tictactoe_qt.core import Game
    from tictactoe_qt.core.records import AppState, state_json
    from tictactoe_qt.core.score import series_key
    from tictactoe_qt.core.modes import Mode
    from tictactoe_qt.core.score import Series

    game = Game()
    for move in ((1, 1), (0, 0), (2, 2)):
        game.play(*move)
    series = Series()
    state = AppState(
        {series_key((3, 3), Mode.HUMAN_VS_HUMAN, "perfect"): series}, Mode.HUMAN_VS_HUMAN, "perfect", game, True
    )
    folder = home / "data" / "tictactoe-qt"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "state.json").write_text(state_json(state), encoding="utf-8")


def launch(
    server: XServer, command: list[str], env: dict[str, str], reports: bool = False
) -> tuple[dict[str, float], int, subprocess.Popen[bytes]]:
    """Seconds from the fork to each stage ("mapped", and with `reports` the game's own "painted" and
    "complete"), the first top-level window mapped, and the process."""
    server.drain()
    read_end, write_end = os.pipe() if reports else (-1, -1)
    if reports:
        env = dict(env, TICTACTOE_QT_START_UP_REPORT=str(write_end))
    start = time.monotonic()  # the game reports on this clock (CLOCK_MONOTONIC, shared by every process)
    process = subprocess.Popen(
        command,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
        pass_fds=(write_end,) if reports else (),
    )
    window = server.wait_for_map(start + MAP_TIMEOUT_S, clock=time.monotonic)
    stages = {"mapped": time.monotonic() - start}
    if window is None:
        stop(process)
        raise SystemExit(f"no window was mapped within {MAP_TIMEOUT_S:.0f} s: {' '.join(command)}")
    if reports:
        os.close(write_end)
        text = b""
        deadline = start + MAP_TIMEOUT_S
        while b"complete " not in text and select.select([read_end], [], [], max(deadline - time.monotonic(), 0))[0]:
            chunk = os.read(read_end, 4096)
            if not chunk:
                break
            text += chunk
        os.close(read_end)
        for line in text.decode().splitlines():
            stage, _, when = line.partition(" ")
            stages[stage] = float(when) - start
        if "complete" not in stages:
            stop(process)
            raise SystemExit(f"the game did not report its complete window: {' '.join(command)}")
    return stages, window, process


def stop(process: subprocess.Popen[bytes]) -> float:
    """Kill the program; returns the CPU seconds it had used (robust where wall time is noisy)."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    _, _, usage = os.wait4(process.pid, 0)
    process.returncode = -signal.SIGKILL
    return usage.ru_utime + usage.ru_stime


def time_quit(server: XServer, command: list[str], env: dict[str, str]) -> float:
    _, window, process = launch(server, command, env, reports=True)
    time.sleep(1.0)  # idle: nothing asked for
    start = time.perf_counter()
    server.ask_to_close(window)
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        stop(process)
        return float("inf")
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=12, help="measured launches of each program (after 2 warm-ups)")
    parser.add_argument("--reuse-frozen", action="store_true", help="use the apps frozen by an earlier run")
    parser.add_argument("--no-peers", action="store_true", help="leave out Bovo and Four-in-a-Row")
    parser.add_argument("--only", help="comma-separated program names to run")
    parser.add_argument(
        "--floors",
        action="store_true",
        help="time bench/floors/ too: the play area alone, and a board drawn without the Qt namespace",
    )
    parser.add_argument(
        "--also",
        action="append",
        default=[],
        metavar="LABEL=EXECUTABLE",
        help="time another program too (e.g. a variant of the frozen app)",
    )
    parser.add_argument(
        "--before",
        action="append",
        default=[],
        metavar="LABEL=EXECUTABLE",
        help="an earlier build of the game, started with the same saved game; only its map is timed",
    )
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="tictactoe-startup-") as scratch:
        home = Path(scratch)
        programs: dict[str, list[str]] = {}
        frozen = {
            "game-frozen": ("tictactoe-qt", ROOT / "packaging" / "frozen_main.py"),
            "minimal-frozen": ("minimal-window", ROOT / "packaging" / "minimal_window.py"),
        }
        if args.floors:
            frozen.update(
                {f"{floor}-frozen": (floor, ROOT / "bench" / "floors" / script) for floor, script in FLOORS.items()}
            )
        for label, (name, entry) in frozen.items():
            if args.only and label not in args.only.split(","):
                continue
            executable = FROZEN_DIR / "dist" / name / name
            if not (args.reuse_frozen and executable.exists()):
                executable = freeze(name, entry)
            programs[label] = [str(executable)]
        programs["game-source"] = [sys.executable, "-m", "tictactoe_qt"]
        programs["minimal-source"] = [sys.executable, str(ROOT / "packaging" / "minimal_window.py")]
        if args.floors:
            for floor, script in FLOORS.items():
                programs[f"{floor}-source"] = [sys.executable, str(ROOT / "bench" / "floors" / script)]
        if not args.no_peers:
            install_peers()
            programs["bovo"] = ["/usr/games/bovo"]
            programs["four-in-a-row"] = ["/usr/games/four-in-a-row"]
        if args.only:
            programs = {label: command for label, command in programs.items() if label in args.only.split(",")}
        for extra in args.also:
            label, _, executable = extra.partition("=")
            programs[label] = [executable]
        earlier = {label: [executable] for label, _, executable in (extra.partition("=") for extra in args.before)}
        programs.update(earlier)
        table_order = [
            "game-frozen",
            "game-source",
            "minimal-frozen",
            "minimal-source",
            *FLOOR_LABELS,
            "bovo",
            "four-in-a-row",
        ]
        programs = dict(
            sorted(
                programs.items(),
                key=lambda item: table_order.index(item[0]) if item[0] in table_order else len(table_order),
            )
        )

        server = XServer()
        bus = subprocess.run(
            ["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.split()
        # As on a player's machine: Python keeps the bytecode it compiles (a sandbox may say otherwise).
        env = {
            key: value
            for key, value in os.environ.items()
            if not key.startswith(("QT_", "XDG_", "DBUS_")) and key != "PYTHONDONTWRITEBYTECODE"
        }
        env.update(
            DISPLAY=server.display,
            HOME=str(home),
            XDG_CONFIG_HOME=str(home / "config"),
            XDG_DATA_HOME=str(home / "data"),
            XDG_CACHE_HOME=str(home / "cache"),
            XDG_RUNTIME_DIR=str(home / "runtime"),
            QT_QPA_PLATFORM="xcb",
            DBUS_SESSION_BUS_ADDRESS=bus[0],
            PYTHONPATH=str(ROOT),
        )
        (home / "runtime").mkdir(mode=0o700)
        try:
            times: dict[str, dict[str, list[float]]] = {label: {} for label in programs}
            cpu: dict[str, list[float]] = {label: [] for label in programs}
            for round_number in range(args.runs + 2):
                order = list(programs)
                random.Random(round_number).shuffle(order)
                for label in order:
                    game = label.startswith("game")
                    if game or label in earlier or label in FLOOR_LABELS:
                        write_saved_game(home)
                    stages, _, process = launch(server, programs[label], env, reports=game)
                    cpu_seconds = stop(process)
                    if round_number >= 2:  # the first two rounds warm the caches
                        for stage, seconds in stages.items():
                            times[label].setdefault(stage, []).append(seconds)
                        cpu[label].append(cpu_seconds)
            floor_check = ""
            if "floor-board-source" in programs:  # that it keeps its word: no Qt namespace by its first paint
                floor_check = subprocess.run(
                    [*programs["floor-board-source"], "--check"],
                    env=env,
                    capture_output=True,
                    text=True,
                    timeout=MAP_TIMEOUT_S,
                ).stdout.strip()
            quits: dict[str, list[float]] = {label: [] for label in programs if label.startswith("game")}
            for _ in range(3):
                for label in quits:
                    write_saved_game(home)
                    quits[label].append(time_quit(server, programs[label], env))
        finally:
            server.close()
            os.kill(int(bus[1]), signal.SIGTERM)
    print_table(times, cpu, quits, args.runs)
    if floor_check:
        print(f"floor-board, once painted: {floor_check}")


def print_table(
    times: dict[str, dict[str, list[float]]], cpu: dict[str, list[float]], quits: dict[str, list[float]], runs: int
) -> None:
    def median_ms(label: str, stage: str) -> float | None:
        values = times[label].get(stage)
        return statistics.median(values) * 1000 if values else None

    bovo = median_ms("bovo", "mapped") if "bovo" in times else None

    def ms(value: float | None) -> str:
        return "–" if value is None else f"{value:.0f}"

    def against_bovo(value: float | None) -> str:
        return f"{value / bovo:.2f}×" if value is not None and bovo else ""

    print(
        f"{runs} interleaved runs each on Xvfb (xcb), medians in ms from the fork; min–max of the map; "
        f"CPU: user+sys until killed (ours once complete, the others at the map)"
    )
    print(
        f"{'program':<22} {'mapped':>7} {'min–max':>10} {'painted':>8} {'complete':>9} {'CPU':>5} "
        f"{'mapped/Bovo':>12} {'complete/Bovo':>14}"
    )
    for label, stages in times.items():
        mapped, painted, complete = (median_ms(label, stage) for stage in ("mapped", "painted", "complete"))
        spread = f"{min(stages['mapped']) * 1000:.0f}–{max(stages['mapped']) * 1000:.0f}"
        print(
            f"{label:<22} {ms(mapped):>7} {spread:>10} {ms(painted):>8} {ms(complete):>9} "
            f"{statistics.median(cpu[label]) * 1000:5.0f} {against_bovo(mapped):>12} {against_bovo(complete):>14}"
        )
    print()

    def whole_ms(label: str, stage: str) -> float:
        return statistics.median(times[label][stage]) * 1000

    for game in (label for label in times if label.startswith("game")):
        mapped, complete = whole_ms(game, "mapped"), whole_ms(game, "complete")
        if bovo:
            print(
                f"{game}: first window {mapped / bovo:.2f}× Bovo (target ≤ 1.25×: "
                f"{'met' if mapped / bovo <= 1.25 else 'MISSED'}), complete {complete / bovo:.2f}× "
                f"(target ≤ 1.6×: {'met' if complete / bovo <= 1.6 else 'MISSED'})"
            )
        floor = "minimal-frozen" if "frozen" in game else "minimal-source" if "source" in game else ""
        if floor in times:
            print(f"{game}: first window {mapped / whole_ms(floor, 'mapped'):.2f}× {floor}")
    for label, values in quits.items():
        print(
            f"quit when idle, {label}: median {statistics.median(values) * 1000:.0f} ms of {len(values)} "
            f"(target < 100 ms)"
        )


if __name__ == "__main__":
    main()
