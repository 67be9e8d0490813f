"""The core must run where PySide6 is not installed (the terminal front end relies on it)."""

import subprocess
import sys
import textwrap

from .without_qt import BLOCK_QT


def test_core_imports_and_plays_with_pyside6_blocked():
    script = BLOCK_QT + textwrap.dedent("""
        try:
            import PySide6
        except ImportError:
            pass
        else:
            raise SystemExit("the block did not work")

        from tictactoe_qt.core import Game
        from tictactoe_qt.core.ai import best_move, predict
        from tictactoe_qt.core.score import Series
        game = Game()
        while not game.is_over:
            game.play(*best_move(game))
        assert predict(Game()) is None and game.is_draw
        assert not any(name.split(".")[0] in ("PySide6", "shiboken6") for name in sys.modules)
        print("core ok")
    """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "core ok"
