"""Tic-Tac-Toe in the terminal at one keyboard, played through the same game session as the window.

The Session (session/session.py) keeps the game, the seats, whose turn it is, Undo by turns, the scores, the
hint and the review; this asks the players what to do and prints what happened. Its scheduler (scheduler.py) runs
the computer's search when the session asks for it, and settle() hands the reply over before the board is drawn.
Imports nothing from Qt.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..core import Player
from ..core.levels import AnyLevel
from ..core.modes import COMPUTER_SEAT, HUMAN_SEAT, Mode
from ..core.table import Preferences
from ..core.kinds import VARIANTS, Variant
from ..session.session import Session
from ..session.words import level_name, scoreboard_name, where_to_play
from .reviews import ReviewPrinter
from .scheduler import TerminalScheduler
from .text import (
    REVIEW_WORDS,
    MoveTextError,
    board_words,
    fit_to_terminal,
    help_phrases,
    move_label,
    read_move,
    render_board,
    score_line,
)

# What a player may type for a level: "unbeatable" is "perfect"; "hard" is the strongest level of any board (on
# k-in-a-row, perfect play; ultimate is not solved, so its strongest is "hard", never "unbeatable").
LEVEL_ALIASES = {"unbeatable": "perfect", "hard": "perfect"}


class Quit(Exception):
    """The players asked to stop (q, end of input)."""


class TerminalGame:
    """A series of games between two seats; seat 1 may be the computer."""

    def __init__(
        self,
        ask: Callable[[str], str],
        say: Callable[[str], None],
        *,
        size: int = 3,
        level: AnyLevel | None,
        rng: random.Random,
        variant: Variant | None = None,
    ) -> None:
        self.ask_raw, self.say = ask, say
        self.variant = variant or next(board for board in VARIANTS if board.size == size)
        self.scheduler = TerminalScheduler()
        # No pause before the computer's move: the terminal prints it at once, under the player's.
        self.session = Session(self.scheduler, computer_delay_ms=0, rng=rng)
        self.level: AnyLevel | None = None
        self.names = [self.session.default_name(0), self.session.default_name(1)]
        self._start(level)
        self.session.move_played.connect(self._moved)
        for said in (self.session.review_said, self.session.search_failed):
            said.connect(say)
        self.reviews = ReviewPrinter(self.session, self.scheduler, say, self.seat_name)

    def _start(self, level: AnyLevel | None) -> None:
        """The board, opponent, level, names and marks, all at once (Session.resume): no game is set up and thrown
        away on the way. Advice the players did not ask for is off: every search here makes them wait."""
        self.level = level
        self.session.resume(
            Preferences(
                variant=self.variant,
                mode=Mode.HUMAN_VS_HUMAN if self.level is None else Mode.HUMAN_VS_COMPUTER,
                level=self.level,
                names=(self.names[0], self.names[1]),
                prediction=False,
                analysis=False,
            ),
            None,
        )
        self.level = None if level is None else self.session.level  # that board's level of the same rank

    # --- input ---------------------------------------------------------------------------------

    def ask(self, prompt: str) -> str:
        try:
            answer = self.ask_raw(prompt)
        except EOFError:
            raise Quit from None
        return answer.strip()

    def ask_yes(self, prompt: str, default: bool, *, review: bool = False) -> bool:
        """y or n; with `review`, r (or review) prints the game's review and asks again."""
        while True:
            answer = self.ask(prompt).lower()
            if not answer:
                return default
            if answer in ("y", "yes", "n", "no"):
                return answer.startswith("y")
            if answer == "q":
                raise Quit
            if review and answer in REVIEW_WORDS:
                self.reviews.show()
                continue
            self.say("Please answer y or n (or r for a review of the game)." if review else "Please answer y or n.")

    # --- the series ----------------------------------------------------------------------------

    @property
    def against_computer(self) -> bool:
        return self.level is not None

    def seat_name(self, seat: int) -> str:
        session = self.session
        return scoreboard_name(session.seat_name(seat), session.seat_level(seat) if session.is_computer(seat) else None)

    def set_up_players(self, two_players: bool | None) -> None:
        if (
            self.level is None
            and two_players is None
            and self.ask_yes("Play against the computer? [y/N] ", default=False)
        ):
            self._start(self.ask_level())
        human_seats = (HUMAN_SEAT,) if self.against_computer else (0, 1)
        for seat in human_seats:
            label = "Your name" if self.against_computer else f"Name of player {seat + 1}"
            self.session.set_name(seat, self.ask(f"{label} [{self.session.seat_name(seat)}]: "))

    def ask_level(self) -> AnyLevel:
        levels = self.variant.levels
        names = [level_name(level).lower() for level in levels]  # easy, medium, unbeatable (or hard)
        choices = f"{', '.join(names[:-1])} or {names[-1]}"
        while True:
            answer = self.ask(f"Level: {choices}? [{names[-1]}] ").lower() or names[-1]
            if answer in names:
                return levels[names.index(answer)]
            if answer == "q":
                raise Quit
            self.say(f"Please answer {choices}.")

    def play_series(self) -> None:
        """The first player (or you, against the computer) chooses a mark; then, as in the window,
        the players swap marks after every game, so each starts in turn."""
        self.choose_marks()
        while True:
            series = self.session.series
            self.say(f"{self.seat_name(series.x_seat)} plays X, {self.seat_name(1 - series.x_seat)} plays O.")
            self.play_one_game()
            self.say("")
            self.say(self.scoreboard())
            self.say("Type r for a review of the game: each move judged, and why each mistake was one.")
            if not self.ask_yes("Play again? [Y/n] ", default=True, review=True):
                return
            self.session.new_game()

    def choose_marks(self) -> None:
        chooser = HUMAN_SEAT
        while True:
            answer = self.ask(f"{self.seat_name(chooser)}, do you want X or O? X moves first. [X/o] ").upper()
            if answer in ("", "X", "O"):
                self.session.set_human_mark(Player(answer or "X"))
                return
            if answer == "Q":
                raise Quit
            self.say("Please answer X or O.")

    def scoreboard(self, title: str = "Score") -> str:
        return score_line(self.session.series, [self.seat_name(0), self.seat_name(1)], title)

    # --- one game ------------------------------------------------------------------------------

    def play_one_game(self) -> None:
        self.say(self.help_text())
        self.scheduler.settle()  # the computer's first move, when it plays X
        while not self.session.game.is_over:
            self.say("")
            self.say(self.board())
            where = where_to_play(self.session)
            if where:
                self.say(f"{where}.")
            self.human_turn()
            self.scheduler.settle()  # the computer's reply
        game = self.session.game
        self.say("")
        self.say(self.board())
        if game.winner is None:
            self.say("It's a draw.")
        else:
            self.say(f"{self.seat_name(self.session.series.seat_of(game.winner))} wins with {game.winner}!")

    def human_turn(self) -> None:
        """Ask until the player makes a move or an undo."""
        mark = self.session.game.current_player
        name = self.seat_name(self.session.series.seat_of(mark))
        while True:
            answer = self.ask(f"{name} ({mark}), your move: ").lower()
            if answer == "q":
                raise Quit
            if answer == "u":
                if self.undo():
                    return
                continue  # nothing changed: no new board, just the question again
            if answer == "h":
                self.hint()
            elif answer in REVIEW_WORDS:
                self.reviews.show()
            elif answer in ("?", "help"):
                self.say(self.help_text())
            else:
                problem = self.try_move(answer)
                if problem is None:
                    return
                self.say(problem)

    def try_move(self, answer: str) -> str | None:
        """Play the move the player typed; otherwise say what is wrong with it."""
        try:
            cell = read_move(answer, self.session.game)
        except MoveTextError as problem:
            return str(problem)
        self.session.play(*cell)
        return None

    def hint(self) -> None:
        session = self.session
        session.request_hint()
        self.scheduler.settle()
        if session.advisor.hint is None:
            return  # the search failed, and search_failed said why
        label = self.cell_label(*session.advisor.hint)
        self.say(
            f"Hint: {label}."
            if session.advisor.hint_proven
            else f"Hint: {label} looks best (the search's estimate, not a proof)."
        )

    def undo(self) -> bool:
        """Take back the last move; against the computer, a turn: its reply and the player's move before it."""
        if not self.session.can_undo:
            self.say("There is no move of yours to undo." if self.against_computer else "There is no move to undo.")
            return False
        self.session.undo()
        self.say(
            "Took back your last move and the computer's reply."
            if self.against_computer
            else "Took back the last move."
        )
        return True

    def _moved(self, row: int, col: int, from_here: bool) -> None:
        if not from_here and self.session.is_computer(COMPUTER_SEAT):
            self.say(f"The computer plays {self.cell_label(row, col)}.")

    # --- drawing -------------------------------------------------------------------------------

    def help_text(self) -> str:
        return fit_to_terminal(help_phrases(self.session.game))

    def cell_label(self, row: int, col: int) -> str:
        return move_label(self.session.game, (row, col))

    def board_words(self) -> str:
        return board_words(self.variant)

    def board(self) -> str:
        return render_board(self.session.game)
