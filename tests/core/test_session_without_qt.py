"""The game session is plain Python: with PySide6 blocked, a scheduler of the test's own runs a game against the
computer through it, Undo takes back a turn, the review judges the game, and the view it hands out says so."""

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

        class Timer:
            def __init__(self, scheduler, interval_ms, callback):
                self.scheduler, self.interval_ms, self.callback, self.is_active = scheduler, interval_ms, callback, False
            def start(self):
                self.is_active = True
                self.scheduler.due.append(self)
            def start_in(self, interval_ms):
                self.start()
            def stop(self):
                self.is_active = False

        class Scheduler:
            # Runs a search at once on this thread; hands its answer over, and fires timers, when drained.
            def __init__(self):
                self.due, self.delivered = [], []
            def timer(self, interval_ms, callback):
                return Timer(self, interval_ms, callback)
            def run(self, task, priority):
                task()
            def deliver(self, callback):
                self.delivered.append(callback)
            def clear(self):
                pass
            def wait_for_done(self, timeout_ms):
                return True
            def drain(self):
                while self.delivered or self.due:
                    while self.delivered:
                        self.delivered.pop(0)()
                    due, self.due = self.due, []
                    for timer in due:
                        if timer.is_active:
                            timer.is_active = False
                            timer.callback()

        scheduler = Scheduler()
        session = Session(scheduler, computer_delay_ms=0, rng=random.Random(5))
        views = []
        session.view_changed.connect(views.append)
        session.set_mode(Mode.HUMAN_VS_COMPUTER)
        session.set_level("perfect")
        assert session.computer_mark is Player.O and session.accepts_clicks
        assert session.play(1, 1)
        scheduler.drain()
        assert len(session.game.moves) == 2 and session.accepts_clicks  # the computer replied
        assert views[-1].board.moves == tuple(session.game.moves)
        session.undo()
        scheduler.drain()
        assert session.game.moves == () and session.accepts_clicks  # one Undo: the reply and the move, a turn
        for _ in range(5):  # the corners: the computer wins, as perfect play does against them
            if session.game.is_over:
                break
            free = [cell for cell in [(0, 0), (0, 2), (2, 0), (2, 2), (0, 1), (1, 0), (1, 2), (2, 1), (1, 1)]
                    if session.game.cell(*cell) is None]
            assert session.play(*free[0])
            scheduler.drain()
        assert session.game.is_over and session.game.winner is not Player.X
        session.review_game()
        scheduler.drain()
        review = views[-1].review
        assert review is not None and len(review.items) == len(session.game.moves) + 1  # the summary, each move
        assert not any(name.split(".")[0] in ("PySide6", "shiboken6") for name in sys.modules)
        print("session ok", views[-1].status.text())
    """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("session ok")
