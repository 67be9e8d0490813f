"""Plays the game by keyboard while an AT-SPI client outside it (atspi_listener.py, on Debian's python3-pyatspi)
listens as a screen reader does, and prints what reached the client after each key, as JSON:
[[key, [event, ...]], ...].

Run inside `xvfb-run -a dbus-run-session -- python screen_reader_driver.py FOLDER [KEYS]`: it starts the AT-SPI bus,
the listener, and the game with its files in FOLDER (a state file put there first is the game it resumes). KEYS,
comma-separated xdotool key names, replaces the two-player game below.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

LISTENER = Path(__file__).with_name("atspi_listener.py")
# A two-player game by keyboard: arrows and Enter, then keypad digits; X wins along the top; Undo.
KEYS = ("Up", "Left", "Right", "Return", "5", "7", "1", "9", "ctrl+z")  # from the centre: b3, a3, b3
FIRST_EVENT_S = 15.0  # the longest a key's first event may take to reach the listener
QUIET_S = 1.5  # a key's events are over once none has come for this long (longer than the computer's pause)
LONGEST_KEY_S = 30.0


def wait_for(predicate, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return False


def settle(events: list[dict[str, object]], before: int) -> None:
    """Wait until a key's events have come and stopped: the first within FIRST_EVENT_S, then QUIET_S with no more.

    A fixed wait lost the end of a move on a loaded machine: the focus waits for the computer's reply (its pause of
    450 ms, then its search), which then came after the wait had ended.
    """
    wait_for(lambda: len(events) > before, FIRST_EVENT_S)
    deadline = time.monotonic() + LONGEST_KEY_S
    heard = len(events)
    quiet_since = time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.05)
        if len(events) != heard:
            heard, quiet_since = len(events), time.monotonic()
        elif time.monotonic() - quiet_since >= QUIET_S:
            return


def main() -> None:
    folder = Path(sys.argv[1])
    keys = sys.argv[2].split(",") if len(sys.argv) > 2 else KEYS
    env = dict(
        os.environ,
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
        XDG_CONFIG_HOME=str(folder / "config"),
        XDG_DATA_HOME=str(folder / "data"),
    )
    env.pop("QT_QPA_PLATFORM", None)
    events: list[dict[str, object]] = []
    started: list[subprocess.Popen[str]] = []
    try:
        started.append(subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], env=env))
        time.sleep(0.5)
        listener = subprocess.Popen(["/usr/bin/python3", str(LISTENER)], env=env, stdout=subprocess.PIPE, text=True)
        started.append(listener)
        assert listener.stdout is not None
        stream = listener.stdout
        threading.Thread(target=lambda: events.extend(json.loads(line) for line in stream), daemon=True).start()
        if not wait_for(lambda: bool(events), 20):
            raise SystemExit("the AT-SPI listener did not start")
        started.append(subprocess.Popen([sys.executable, "-m", "tictactoe_qt"], env=env, text=True))

        def focus_the_window() -> bool:  # with no window manager, as on a bare X server, give it the keyboard
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", "^Tic-Tac-Toe$"],
                env=env,
                capture_output=True,
                text=True,
            ).stdout.split()
            return (
                bool(found)
                and subprocess.run(
                    ["xdotool", "windowfocus", "--sync", found[-1]], env=env, capture_output=True
                ).returncode
                == 0
            )

        if not wait_for(focus_the_window, 30):
            raise SystemExit("the game's window never showed")
        if not wait_for(
            lambda: any(event["type"] == "focus:" and event["role"] == "push button" for event in events), 30
        ):
            raise SystemExit(f"no cell of the board ever had the focus: {events}")
        time.sleep(1)
        steps: list[list[object]] = [["start", list(events)]]
        for key in keys:
            before = len(events)
            subprocess.run(["xdotool", "key", key], env=env, check=True)
            settle(events, before)
            steps.append([key, events[before:]])
        print(json.dumps(steps))
    finally:
        for process in reversed(started):
            process.terminate()
        for process in started:
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()


if __name__ == "__main__":
    main()
