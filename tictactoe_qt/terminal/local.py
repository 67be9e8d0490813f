"""Tic-Tac-Toe in the terminal at one keyboard, on the same core as the window. Imports nothing from Qt."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import cast

from ..core import Game, Player
from ..core.ai import best_move
from ..core.kinds import kind_named, level_on
from ..core.levels import AnyLevel
from ..core.modes import COMPUTER_SEAT, HUMAN_SEAT
from ..core.review import ReviewUnavailable, review_game
from ..core.score import Series, clean_name
from ..core.variants import VARIANTS, Variant
from .text import (
    REVIEW_WORDS,
    MoveTextError,
    board_words,
    fit_to_terminal,
    help_phrases,
    move_label,
    read_move,
    render_board,
    review_text,
    score_line,
    where_to_play,
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
        level: str | None,
        rng: random.Random,
        variant: Variant | None = None,
    ) -> None:
        self.ask_raw, self.say, self.rng = ask, say, rng
        self.variant = variant or next(board for board in VARIANTS if board.size == size)
        self.level: AnyLevel | None = None if level is None else level_on(level, self.variant.rule_set)
        self.names = ["Player 1", "Player 2"]
        self.series = Series()
        self.game = self.variant.new_game()

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
                self.show_review()
                continue
            self.say("Please answer y or n (or r for a review of the game)." if review else "Please answer y or n.")

    # --- the series ----------------------------------------------------------------------------

    @property
    def against_computer(self) -> bool:
        return self.level is not None

    def seat_name(self, seat: int) -> str:
        if seat == COMPUTER_SEAT and self.level is not None:  # against the computer
            return f"Computer ({kind_named(self.variant.rule_set).level_names[self.level]})"
        return self.names[seat]

    def set_up_players(self, two_players: bool | None) -> None:
        if (
            self.level is None
            and two_players is None
            and self.ask_yes("Play against the computer? [y/N] ", default=False)
        ):
            self.level = self.ask_level()
        human_seats = (HUMAN_SEAT,) if self.against_computer else (0, 1)
        for seat in human_seats:
            label = "Your name" if self.against_computer else f"Name of player {seat + 1}"
            self.names[seat] = clean_name(self.ask(f"{label} [{self.names[seat]}]: ")) or self.names[seat]

    def ask_level(self) -> AnyLevel:
        named = kind_named(self.variant.rule_set).level_names
        names = [named[level].lower() for level in self.variant.levels]  # easy, medium, unbeatable (or hard)
        choices = f"{', '.join(names[:-1])} or {names[-1]}"
        while True:
            answer = self.ask(f"Level: {choices}? [{names[-1]}] ").lower() or names[-1]
            if answer in names:
                return self.variant.levels[names.index(answer)]
            if answer == "q":
                raise Quit
            self.say(f"Please answer {choices}.")

    def play_series(self) -> None:
        """The first player (or you, against the computer) chooses a mark; then, as in the window,
        the players swap marks after every game, so each starts in turn."""
        self.choose_marks()
        while True:
            self.game = self.variant.new_game()
            self.say(f"{self.seat_name(self.series.x_seat)} plays X, {self.seat_name(1 - self.series.x_seat)} plays O.")
            self.play_one_game()
            self.say("")
            self.say(self.scoreboard())
            self.say("Type r for a review of the game: each move judged, and why each mistake was one.")
            if not self.ask_yes("Play again? [Y/n] ", default=True, review=True):
                return
            self.series.start_next_game(previous_finished=True)

    def choose_marks(self) -> None:
        chooser = HUMAN_SEAT
        while True:
            answer = self.ask(f"{self.seat_name(chooser)}, do you want X or O? X moves first. [X/o] ").upper()
            if answer in ("", "X", "O"):
                mark = Player(answer or "X")
                break
            if answer == "Q":
                raise Quit
            self.say("Please answer X or O.")
        self.series.x_seat = chooser if mark is Player.X else 1 - chooser

    def scoreboard(self, title: str = "Score") -> str:
        return score_line(self.series, [self.seat_name(0), self.seat_name(1)], title)

    # --- one game ------------------------------------------------------------------------------

    def computer_mark(self) -> Player | None:
        return self.series.mark_of(COMPUTER_SEAT) if self.against_computer else None

    def play_one_game(self) -> None:
        self.say(self.help_text())
        game = self.game
        while not game.is_over:
            mark = game.current_player
            if mark is self.computer_mark():
                row, col = best_move(game, cast(AnyLevel, self.level), rng=self.rng)  # there is a computer: a level
                game.play(row, col)
                self.say(f"The computer plays {self.cell_label(row, col)}.")
                continue
            self.say("")
            self.say(self.board())
            where = where_to_play(game, self.seat_name(self.series.seat_of(mark)), you=self.against_computer)
            if where:
                self.say(where)
            self.human_turn(mark)
        self.say("")
        self.say(self.board())
        self.series.count_result(True, game.winner)
        if game.winner is None:
            self.say("It's a draw.")
        else:
            self.say(f"{self.seat_name(self.series.seat_of(game.winner))} wins with {game.winner}!")

    def human_turn(self, mark: Player) -> None:
        """Ask until the player makes a move, an undo or a hint."""
        name = self.seat_name(self.series.seat_of(mark))
        while True:
            answer = self.ask(f"{name} ({mark}), your move: ").lower()
            if answer == "q":
                raise Quit
            if answer == "u":
                if self.undo():
                    return
                continue  # nothing changed: no new board, just the question again
            if answer == "h":
                from ..core.ai.advice import advice_for  # noqa: PLC0415 - the advice's searches, on the first hint

                hint = advice_for(self.game).hint(self.game, rng=self.rng)
                row, col = hint.move
                self.say(
                    f"Hint: {self.cell_label(row, col)}."
                    if hint.proven
                    else f"Hint: {self.cell_label(row, col)} looks best (the search's estimate, not a proof)."
                )
                continue
            if answer in REVIEW_WORDS:
                self.show_review()
                continue
            if answer in ("?", "help"):
                self.say(self.help_text())
                continue
            problem = self.try_move(answer)
            if problem is None:
                return
            self.say(problem)

    def try_move(self, answer: str) -> str | None:
        """Play the move the player typed; otherwise say what is wrong with it."""
        try:
            self.game.play(*read_move(answer, self.game))
        except MoveTextError as problem:
            return str(problem)
        return None

    def undo(self) -> bool:
        """Take back the last move; against the computer, its reply and the player's move before it."""
        game = self.game
        # On the player's turn the computer has always answered, so a move of theirs to take back
        # means at least two moves on the board (three if the computer opened).
        steps = 2 if self.against_computer else 1
        if len(game.moves) < steps:
            self.say("There is no move of yours to undo." if self.against_computer else "There is no move to undo.")
            return False
        for _ in range(steps):
            game.undo()
        self.say(
            "Took back your last move and the computer's reply."
            if self.against_computer
            else "Took back the last move."
        )
        return True

    # --- drawing -------------------------------------------------------------------------------

    def help_text(self) -> str:
        return fit_to_terminal(help_phrases(self.game))

    def show_review(self) -> None:
        """The review of the game so far (core/review.py), with each player's summary under their name."""
        game = self.game
        if not game.moves:
            self.say("There is no move to review yet.")
            return
        try:
            review = review_game(cast(Game, game))  # another kind of game is refused: ReviewUnavailable
        except ReviewUnavailable as unavailable:
            self.say(str(unavailable))
            return
        self.say("")
        self.say(review_text(review, {mark: self.seat_name(self.series.seat_of(mark)) for mark in Player}))
        self.say("")

    def cell_label(self, row: int, col: int) -> str:
        return move_label(self.game, (row, col))

    def board_words(self) -> str:
        return board_words(self.variant)

    def board(self) -> str:
        return render_board(self.game)
