"""Plays one 3×3 game against the computer in a running window with the keyboard, and checks it by the game's
own state file (scripts/check-windows runs it against the Windows app under Wine).

Why it exists: the Windows app's self-test plays offscreen; this drives the real window as a player would, with
X key presses (xdotool) on the digits 1–9, which play a 3×3 cell as on a numeric keypad, and reads the result
from state.json, which the game rewrites after every move. What it checks:

- each digit pressed became the human's move in that cell (the file's moves, in order);
- the computer answered every move, and the game ended (by the game's own rules, replayed from the file);
- the finished game was counted in the scores of 3×3 against the computer at that level.

    python keyboard_game.py --state STATE.json --window WINDOW_ID [--level perfect]

Prints one JSON line with the moves and the result; exits 1 with the reason when a check fails.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from tictactoe_qt.core import Player
from tictactoe_qt.core.game import Cell
from tictactoe_qt.core.modes import Mode
from tictactoe_qt.core.notation import cell_name, cell_number, cell_of_number
from tictactoe_qt.core.levels import LEVELS, Level
from tictactoe_qt.core.record_parsing import parse_state
from tictactoe_qt.core.records import AppState, RecordError
from tictactoe_qt.core.score import series_key

# The cells the player takes when nothing wins or must be blocked: the centre, then corners, then edges.
PREFERENCE = (5, 7, 3, 9, 1, 8, 2, 4, 6)
LINES = ((7, 8, 9), (4, 5, 6), (1, 2, 3), (7, 4, 1), (8, 5, 2), (9, 6, 3), (7, 5, 3), (9, 5, 1))  # on the keypad
WAIT_S = 30.0


def read_state(path: Path) -> AppState | None:
    """The saved state, or None while there is none yet or it is being replaced (QSaveFile renames it in)."""
    try:
        return parse_state(path.read_bytes())
    except (OSError, RecordError):
        return None


def choose(moves: Sequence[Cell]) -> int:
    """X's next key: a cell that wins, else one that blocks O's line, else the first free one by PREFERENCE."""
    marks = {cell_number(move, 3): "XO"[index % 2] for index, move in enumerate(moves)}
    free = [number for number in PREFERENCE if number not in marks]
    for mark in "XO":
        for number in free:
            if any(
                number in line and all(marks.get(other) == mark for other in line if other != number) for line in LINES
            ):
                return number
    return free[0]


def wait_for(path: Path, until: Callable[[AppState], bool], what: str) -> AppState:
    deadline = time.monotonic() + WAIT_S
    while time.monotonic() < deadline:
        state = read_state(path)
        if state is not None and until(state):
            return state
        time.sleep(0.1)
    raise SystemExit(f"no {what} in {path} after {WAIT_S:.0f} s; last state: {read_state(path)}")


def xdotool(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True, timeout=10)


def activate(window: str) -> None:
    """Make the window take keys, as a player's first click does.

    There is no window manager on the check's X display, and Wine's windows take X's input focus alone
    (xdotool windowfocus) without becoming Windows' active window, so keys go nowhere; a click does both. It
    lands on the empty stretch of the menu bar (450 px in, 12 down), then the pointer leaves the window:
    a cell under it would show a preview of the mark.
    """
    xdotool("mousemove", "--window", window, "450", "12", "click", "1")
    width, height = subprocess.run(
        ["xdotool", "getdisplaygeometry"], capture_output=True, text=True, check=True, timeout=10
    ).stdout.split()
    xdotool("mousemove", str(int(width) - 1), str(int(height) - 1))  # the screen's corner, off the window


def press(window: str, key: str) -> None:
    xdotool("windowfocus", "--sync", window)
    xdotool("key", "--clearmodifiers", key)


def play(state_path: Path, window: str, level: Level) -> dict[str, object]:
    # The game writes its state at the first change: before the first move there may be no file yet.
    state = read_state(state_path)
    if state is not None and (state.game.moves or state.mode is not Mode.HUMAN_VS_COMPUTER):
        raise SystemExit(f"the game did not start empty against the computer: {state}")
    pressed: list[int] = []
    activate(window)
    while state is None or not state.game.is_over:
        if state is not None and state.mode is not Mode.HUMAN_VS_COMPUTER:
            raise SystemExit(f"the game is not against the computer: {state.mode}")
        if state is not None and state.game.current_player is not Player.X:
            raise SystemExit(f"it is the computer's turn and it does not move: {state.game.moves}")
        digit = choose(state.game.moves if state else [])
        before = len(state.game.moves) if state else 0
        press(window, str(digit))
        pressed.append(digit)
        # The human's move, then the computer's answer unless the game ended on it.
        state = wait_for(
            state_path,
            lambda s: len(s.game.moves) >= before + 2 or s.game.is_over,  # noqa: B023
            f"answer to the key {digit}",
        )
        if cell_of_number(digit, 3) != state.game.moves[before]:
            raise SystemExit(
                f"the key {digit} played {cell_name(state.game.moves[before], 3)}, "
                f"not {cell_name(cell_of_number(digit, 3), 3)}"
            )
    key = series_key((3, 3), Mode.HUMAN_VS_COMPUTER, level)
    series = wait_for(
        state_path, lambda s: key in s.series and s.series[key].current_game_counted, "counted result"
    ).series[key]
    if series.games_played != 1:
        raise SystemExit(f"one game was played, but the scores count {series.games_played}")
    played = [cell_number(move, 3) for move in state.game.moves]
    if played[0::2] != pressed:
        raise SystemExit(f"the human's moves {played[0::2]} are not the keys pressed {pressed}")
    winner = state.game.winner
    result = "draw" if winner is None else "X (the player) won" if winner is Player.X else "O (the computer) won"
    return {
        "keys": pressed,
        "moves": [cell_name(move, 3) for move in state.game.moves],
        "result": result,
        "scores": {"wins": list(series.wins), "draws": series.draws},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--state", type=Path, required=True, help="the game's state.json (Linux path)")
    parser.add_argument("--window", required=True, help="the X window id of the game's window")
    parser.add_argument("--level", default="perfect", choices=LEVELS, help="the computer's level the settings chose")
    args = parser.parse_args(argv)
    level: Level = args.level  # one of LEVELS: argparse checked it
    print(json.dumps(play(args.state, args.window, level), ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
