"""Run by test_killed_mid_play.py: the real window with its storage, played by clicks until it is killed.

    python kill_driver.py play SEED     click random moves, Undo, New Game and board switches, for ever
    python kill_driver.py report        start, print what was brought back, and quit

Both print one line per state: "SAVED <json>" after each save the storage completed (play), or
"RESTORED <json>" (report), where the JSON is what a player would check: the board, the game's moves, the
games kept on the other boards and every score.
"""

from __future__ import annotations

import json
import os
import random
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from tictactoe_qt.core.kinds import VARIANTS, Variant
from tictactoe_qt.qt.shell.app import create_application
from tictactoe_qt.qt.shell.main_window import MainWindow
from tictactoe_qt.qt.shell.single_copy import SingleCopy
from tictactoe_qt.qt.shell.storage import Storage


def board(variant: Variant) -> list[object]:
    return [variant.rule_set, variant.size, variant.win_length]


def what_a_player_sees(window: MainWindow) -> str:
    controller = window.controller
    state = controller.snapshot()
    return json.dumps(
        {
            "board": board(controller.variant),
            "moves": [list(move) for move in controller.game.moves],
            "undone": [list(move) for move in controller.game.undone_moves],
            "kept": sorted(
                [board(key[0]), [list(move) for move in game.moves]] for key, game in state.unfinished.items()
            ),
            "scores": sorted(
                [board(key[0]), key[1].value, series.wins, series.draws] for key, series in state.series.items()
            ),
        },
        sort_keys=True,
    )


def main(argv: list[str]) -> int:
    app = create_application(["tictactoe-qt"])
    storage = Storage()
    if not SingleCopy(storage.data_dir).claim():  # a copy killed with -9 must leave nothing that keeps the next out
        print("LOCKED", flush=True)
        return 1
    window = MainWindow(storage=storage)
    window.show()
    if argv[0] == "report":
        print("RESTORED", what_a_player_sees(window), flush=True)
        return 0
    rng = random.Random(int(argv[1]))
    save_now = storage.save_now

    def save_and_say() -> None:
        save_now()
        print("SAVED", what_a_player_sees(window), flush=True)

    storage.save_now = save_and_say  # type: ignore[method-assign]
    storage._save_timer.timeout.disconnect()
    storage._save_timer.timeout.connect(save_and_say)

    def act() -> None:
        controller = window.controller
        roll = rng.random()
        if roll < 0.04:
            window.game_actions.new_action.trigger()
        elif roll < 0.10 and window.game_actions.undo_action.isEnabled():
            window.game_actions.undo_action.trigger()
        elif roll < 0.13:
            controller.set_variant(rng.choice(VARIANTS))
        elif controller.game.legal_moves():
            row, col = rng.choice(controller.game.legal_moves())
            QTest.mouseClick(window.play_area.board.cell_button(row, col), Qt.MouseButton.LeftButton)
        else:
            window.game_actions.new_action.trigger()
        QTimer.singleShot(rng.randint(0, 15), act)

    QTimer.singleShot(0, act)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
