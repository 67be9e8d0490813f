"""The game session is plain Python: with PySide6 blocked, the terminal's scheduler runs a game against the computer
through it, Undo takes back a turn, the review judges the game, and the view it hands out says so."""

import subprocess
import sys
import textwrap

from .without_qt import BLOCK_QT


def test_a_game_against_the_computer_is_played_undone_and_reviewed_through_the_session_without_qt():
    script = BLOCK_QT + textwrap.dedent("""

        import random
        from tictactoe_qt.core import Player
        from tictactoe_qt.core.modes import Mode
        from tictactoe_qt.session.session import Session
        from tictactoe_qt.terminal.scheduler import TerminalScheduler

        scheduler = TerminalScheduler()  # the terminal's: a search at once, timers and answers at settle()
        session = Session(scheduler, computer_delay_ms=0, rng=random.Random(5))
        views = []
        session.view_changed.connect(views.append)
        session.set_mode(Mode.HUMAN_VS_COMPUTER)
        session.set_level("perfect")
        assert session.computer_mark is Player.O and session.accepts_clicks
        assert session.play(1, 1)
        scheduler.settle()
        assert len(session.game.moves) == 2 and session.accepts_clicks  # the computer replied
        assert views[-1].board.moves == tuple(session.game.moves)
        session.undo()
        scheduler.settle()
        assert session.game.moves == () and session.accepts_clicks  # one Undo: the reply and the move, a turn
        for _ in range(5):  # the corners: the computer wins, as perfect play does against them
            if session.game.is_over:
                break
            free = [cell for cell in [(0, 0), (0, 2), (2, 0), (2, 2), (0, 1), (1, 0), (1, 2), (2, 1), (1, 1)]
                    if session.game.cell(*cell) is None]
            assert session.play(*free[0])
            scheduler.settle()
        assert session.game.is_over and session.game.winner is not Player.X
        session.review_game()
        scheduler.settle()
        review = views[-1].review
        assert review is not None and len(review.items) == len(session.game.moves) + 1  # the summary, each move
        assert not any(name.split(".")[0] in ("PySide6", "shiboken6") for name in sys.modules)
        print("session ok", views[-1].status.text())
    """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("session ok")
