"""The player's advisor: the hint, the outcome prediction and the move analysis.

Each is worked out off the GUI thread and thrown away as soon as the position changes, so
what it shows is always about the board on screen. While the advisor follows the board (some
advice is on, or a hint is asked for), the session tells it about every new position; with none,
a move passes it by and it looks at the board when next asked. Views read what it has found as
one frozen AdviceView, made again after each change of its own. Every board's advice comes from
core.ai.advice in one shape, proven or estimated (ultimate before its end is in reach), and is
worded by its kind.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, cast


from ..core import Cell, Game
from ..core.board_game import BoardGame
from ..core.kinds import kind_of
from ..core.levels import SOLVED_VARIANTS, MoveOutcome, Outlook
from ..core.table import Preferences
from . import words
from .scheduler import Scheduler
from .signal import Signal
from .view_source import AdviceView
from .computer_player import SEARCH_PRIORITY, BackgroundSearch

if TYPE_CHECKING:
    from ..core.ai.advice import Hint

_FAILED = "failed"  # the prediction's search went wrong: nothing to show for this position


class Advisor:
    board_advice_changed = Signal()  # the hint or the analysis
    prediction_changed = Signal()
    settings_changed = Signal()  # prediction or analysis switched on or off
    failed = Signal(str)  # a search went wrong (not cancelled): what to tell the player

    def __init__(self, scheduler: Scheduler, board: Callable[[], tuple[BoardGame, bool]]) -> None:
        """`board`: the game on screen and whether a person here is to move in it, for when the advisor catches up."""
        self._board = board
        self._game: BoardGame = Game()  # the position advised on: the board's, while the advisor follows it
        self._humans_turn = False

        def search(purpose: str) -> BackgroundSearch:
            return BackgroundSearch(scheduler, priority=SEARCH_PRIORITY[purpose])

        self._hint_finder = search("hint")
        self._hint_finder.answered.connect(self._on_hint)
        self._hint: Hint | None = None
        self._predictor = search("prediction")
        self._predictor.answered.connect(self._on_prediction)
        self._show_prediction = False
        self._prediction: Outlook | str | None = None  # None until found; _FAILED when its search went wrong
        self._analyser = search("analysis")
        self._analyser.answered.connect(self._on_analysis)
        self._show_analysis = False
        self._analysis: dict[Cell, MoveOutcome | None] = {}
        for purpose, finder in self.searches.items():
            finder.failed.connect(partial(self._on_failed, purpose))
        self._withheld = False  # all advice off for now, whatever the player chose (see set_withheld)
        self._held = False  # all advice off for the position on the board only (see hold_for_this_position)
        # Whether the session must tell it of each new position: with no advice on and no hint asked for, a move
        # has nothing here to drop or start, and the advisor looks at the board when next asked for something.
        self.follows_the_board = False
        self.view = self._viewed()

    # --- what views read -------------------------------------------------------------------------

    @property
    def hint(self) -> Cell | None:
        """The best move for the player to move, once asked for and found; gone after any move."""
        return self._hint.move if self._hint is not None else None

    @property
    def hint_proven(self) -> bool:
        """The hint is the best move under best play, not only the move a search prefers (ultimate, early on)."""
        return self._hint is not None and self._hint.proven

    @property
    def shows_prediction(self) -> bool:
        """The player's choice, kept while advice is withheld."""
        return self._show_prediction

    @property
    def shows_analysis(self) -> bool:
        """The player's choice, kept while advice is withheld."""
        return self._show_analysis

    @property
    def withheld(self) -> bool:
        return self._withheld

    @property
    def advising(self) -> bool:
        """Whether the position on the board gets the advice the player chose: not in a network game, nor on a
        move tried again after a review."""
        return not (self._withheld or self._held)

    @property
    def may_leave_unproved(self) -> bool:
        """Whether the analysis may leave a k-in-a-row cell unproved ("?", "too early to tell"): only on 5×5 where the
        compiled search was not built. (Ultimate's estimates are a kind of their own: `estimates`.)"""
        if self.estimates or (self._game.size, self._game.win_length) in SOLVED_VARIANTS:
            return False  # without importing the engine: not on the first frame's path
        from ..core.ai import is_solved  # noqa: PLC0415 - see core/levels.py

        return not is_solved(cast(Game, self._game))  # a k-in-a-row Game: not an estimated rule set

    @property
    def estimates(self) -> bool:
        """Advice on this board is a search's estimate until the end is in reach, where it is proven (ultimate)."""
        return kind_of(self._game).estimated

    @property
    def analysis(self) -> dict[Cell, MoveOutcome | None]:
        """With analysis on, on a human's turn: each empty cell's outcome under best play (once found)."""
        return self._analysis

    @property
    def analysing(self) -> bool:
        """The move analysis is being worked out for the board on screen: its cells show nothing yet."""
        return self._show_analysis and self.advising and self._analyser.is_busy

    @property
    def prediction_settled(self) -> bool:
        """The prediction's words are its answer for the board on screen, not "working it out…"."""
        return not self._predictor.is_busy

    def prediction_words(self) -> str:
        """With prediction on: the result under best play, and any win to take or threat to block now."""
        game = self._game
        if not self._predicting or game.is_over:
            return ""
        outlook = "working" if self._predictor.is_busy or self._prediction is None else self._prediction
        from ..core.ai.advice import advice_for  # noqa: PLC0415 - the engine, on first use: see core/levels.py

        urgent = advice_for(game).urgent(game)
        return words.prediction_text(
            outlook,
            game.current_player,
            game.move_name(urgent.wins_now[0]) if urgent.wins_now else None,
            tuple(game.move_name(cell) for cell in urgent.must_block),
        )

    # --- commands --------------------------------------------------------------------------------

    def position_changed(self, game: BoardGame, humans_turn: bool) -> None:
        """A new position is on the board: drop all advice about the old one and start afresh."""
        self._game = game.copy()
        self._humans_turn = humans_turn
        self._held = False
        self._start_afresh()
        self._refresh()

    def request_hint(self) -> None:
        self._catch_up()
        if not self._humans_turn or self._hint is not None or not self.advising:
            return
        from ..core.ai.advice import advice_for  # noqa: PLC0415 - see core/levels.py

        position, engine = self._game, self._hint_finder.engine
        rng = random.Random(len(position.moves))
        advice = advice_for(position)
        self._hint_finder.start(lambda cancel: advice.hint(position, rng=rng, engine=engine, cancel=cancel))
        self._refresh()

    def use_preferences(self, preferences: Preferences) -> None:
        """The prediction and analysis switched on or off as last time, where saved."""
        if preferences.prediction is not None:
            self.set_show_prediction(preferences.prediction)
        if preferences.analysis is not None:
            self.set_show_analysis(preferences.analysis)

    def set_show_prediction(self, on: bool) -> None:
        self._catch_up()
        self._show_prediction = bool(on)
        self._update_prediction()
        self._refresh()
        self.prediction_changed.emit()
        self.settings_changed.emit()

    def set_show_analysis(self, on: bool) -> None:
        self._catch_up()
        self._show_analysis = bool(on)
        self._update_analysis()
        self._refresh()
        self.board_advice_changed.emit()
        self.settings_changed.emit()

    def set_withheld(self, withheld: bool) -> None:
        """Hint, prediction and analysis off, and no search for them, while `withheld`: in a network game they
        would be an edge the other player cannot see. The player's own choices stay as they are for afterwards."""
        if withheld == self._withheld:
            return
        self._withheld = withheld
        self.position_changed(*self._board())
        self.prediction_changed.emit()
        self.board_advice_changed.emit()
        self.settings_changed.emit()

    def hold_for_this_position(self) -> None:
        """No hint, prediction or analysis until the position changes: the move tried again after a review is the
        player's to find, and the analysis would show it on the board. The next position has them again."""
        self._catch_up()
        self._held = True
        self._start_afresh()
        self._refresh()
        self.prediction_changed.emit()
        self.board_advice_changed.emit()

    @property
    def searches(self) -> dict[str, BackgroundSearch]:
        """Each purpose's search: one at a time per purpose, each with its own engine."""
        return {"hint": self._hint_finder, "prediction": self._predictor, "analysis": self._analyser}

    # --- internals -------------------------------------------------------------------------------

    def _catch_up(self) -> None:
        """The board as it stands, if moves passed the advisor by since it last followed it."""
        if not self.follows_the_board:
            game, self._humans_turn = self._board()
            self._game = game.copy()

    def _refresh(self) -> None:
        """After any change of its own: what views read, and whether the session must tell it of moves."""
        self.follows_the_board = (
            self._show_prediction
            or self._show_analysis
            or self._held
            or self._hint is not None
            or self._hint_finder.is_busy
        )
        self.view = self._viewed()

    def _viewed(self) -> AdviceView:
        legend_shown = self.shows_analysis and self.advising
        return AdviceView(
            hint=self.hint,
            hint_proven=self.hint_proven,
            analysis=self.analysis,
            analysing=self.analysing,
            shows_prediction=self.shows_prediction,
            shows_analysis=self.shows_analysis,
            withheld=self.withheld,
            advising=self.advising,
            legend_unproved=legend_shown and self.may_leave_unproved,
            legend_estimates=legend_shown and self.estimates,
            prediction=self.prediction_words(),
            prediction_settled=self.prediction_settled,
        )

    def _start_afresh(self) -> None:
        """The advice for the position on the board as it stands now: the hint gone, the searches started again."""
        self._hint = None
        self._hint_finder.cancel()
        self._update_prediction()
        self._update_analysis()

    @property
    def _predicting(self) -> bool:
        return self._show_prediction and self.advising

    def _update_prediction(self) -> None:
        self._predictor.cancel()
        self._prediction = None
        if self._predicting and not self._game.is_over:
            from ..core.ai.advice import advice_for  # noqa: PLC0415 - see core/levels.py

            position, engine = self._game, self._predictor.engine
            advice = advice_for(position)
            self._predictor.start(lambda cancel: advice.outlook(position, engine=engine, cancel=cancel))

    def _update_analysis(self) -> None:
        self._analyser.cancel()
        self._analysis = {}
        if self._show_analysis and self._humans_turn and self.advising:
            from ..core.ai.advice import advice_for  # noqa: PLC0415 - see core/levels.py

            position, engine = self._game, self._analyser.engine
            advice = advice_for(position)
            self._analyser.start(lambda cancel: advice.analysis(position, engine=engine, cancel=cancel))

    def _on_failed(self, purpose: str, _request_id: int, reason: str) -> None:
        if purpose == "prediction":
            self._prediction = _FAILED
            self._refresh()
            self.prediction_changed.emit()
        else:
            self._refresh()
            self.board_advice_changed.emit()
        self.failed.emit(words.search_failed_text(purpose, reason))

    def _on_hint(self, request_id: int, hint: Hint) -> None:
        self._hint = hint
        self._refresh()
        self.board_advice_changed.emit()

    def _on_prediction(self, request_id: int, prediction: Outlook) -> None:
        self._prediction = prediction
        self._refresh()
        self.prediction_changed.emit()

    def _on_analysis(self, request_id: int, analysis: dict[Cell, MoveOutcome | None]) -> None:
        self._analysis = analysis
        self._refresh()
        self.board_advice_changed.emit()
