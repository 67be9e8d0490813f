"""The table: the game on the board, what it is played on, the scores, and the games set aside.

Pure bookkeeping, no Qt: which board, opponent and level (the matchup) are chosen, a Series of
scores per matchup, and a GameShelf so that no game is thrown away. Switching matchup keeps
the unfinished game of the one left and resumes the new one's; a game replaced on the same
matchup (New Game, a change of mark, an opened file) comes back with bring_back() until a
move is played in the game that replaced it. A finished game's position put back to try a move again
(try_again) is practice: never scored, and Undo from where it began brings the finished game back. The GUI's
controller drives it; tests can too.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import cast

from .board_game import BoardGame
from .game import Player
from .kinds import VARIANTS, Variant, level_on
from .levels import AnyLevel
from .records import AppState, SavedGame
from .modes import COMPUTER_SEAT, HUMAN_SEAT, Mode
from .score import Series, SeriesKey, series_key
from .shelf import GameShelf, ReplacedGame, worth_keeping

# Board, opponent and level: what a game is played on. Games and scores are kept per matchup.
Matchup = tuple[Variant, Mode, AnyLevel]


@dataclass
class Preferences:
    """What the player chose last time; None means the default (as for a first start)."""

    variant: Variant | None = None
    mode: Mode | None = None
    level: AnyLevel | None = None
    human_mark: Player | None = None
    names: tuple[str | None, str | None] = (None, None)
    demo_levels: tuple[AnyLevel | None, AnyLevel | None] = (None, None)
    prediction: bool | None = None
    analysis: bool | None = None


class Table:
    def __init__(self) -> None:
        self.variant: Variant = VARIANTS[0]
        self.mode = Mode.HUMAN_VS_HUMAN
        self.level: AnyLevel = "medium"  # a first game against the computer is one a newcomer can win (any board's)
        self.game: BoardGame = self.variant.new_game()
        self.all_series: dict[SeriesKey, Series] = {}
        self.shelf = GameShelf()
        # The moves of a game loaded already finished: its result was not won here, so it is not scored.
        self._unscored_moves: tuple[tuple[int, int], ...] | None = None
        # A position put back to try a move again, and how many moves it began with (see try_again).
        self._practice: tuple[BoardGame, int] | None = None

    # --- what is on the table ---------------------------------------------------------------------

    @property
    def matchup(self) -> Matchup:
        return self.variant, self.mode, self.level

    @property
    def series_key(self) -> SeriesKey:
        return series_key(self.variant, self.mode, self.level)

    @property
    def series(self) -> Series:
        return self.all_series.setdefault(self.series_key, Series())

    @property
    def scored(self) -> bool:
        """Whether the game on the board scores when it ends (not a game loaded already finished, nor practice)."""
        return tuple(self.game.moves) != self._unscored_moves and not self.practising

    @property
    def practising(self) -> bool:
        """The game on the board is a position put back to try a move again (try_again): it never scores."""
        return self._practice is not None and self._practice[0] is self.game

    @property
    def can_take_back_a_move(self) -> bool:
        """Two players take back any move; against the computer, only back to the human's first turn. In practice,
        only back to the position put back: Undo there brings back the game it came from."""
        if self._practice is not None and self.practising:
            return len(self.game.moves) > self._practice[1]
        if self.mode is Mode.HUMAN_VS_HUMAN:
            return self.game.can_undo
        if self.mode is Mode.COMPUTER_VS_COMPUTER:
            return False
        human_first_move = 0 if self.series.mark_of(HUMAN_SEAT) is Player.X else 1
        return len(self.game.moves) > human_first_move

    @property
    def can_bring_back(self) -> bool:
        """Whether a game replaced on this matchup can come back (nothing of the new game to undo first)."""
        replaced = self.shelf.replaced
        return replaced is not None and replaced.matchup == self.series_key and not self.can_take_back_a_move

    # --- changes ------------------------------------------------------------------------------------

    def use_preferences(self, preferences: Preferences) -> None:
        """The board, opponent and level chosen last time (the defaults where none was saved)."""
        p = preferences
        self.variant, self.mode = Variant.coerce(p.variant or self.variant), p.mode or self.mode
        self.level = level_on(p.level or self.level, self.variant.rule_set)

    def start(self, human_mark: Player | None = None) -> None:
        """A first game on the matchup; against the computer the person plays `human_mark`, if given."""
        if human_mark is not None and self.mode is Mode.HUMAN_VS_COMPUTER:
            self.series.x_seat = HUMAN_SEAT if human_mark is Player.X else COMPUTER_SEAT
        self.put(self.variant.new_game())

    def put(self, game: BoardGame, *, scored: bool = True) -> None:
        """Put `game` on the table: the game the board shows and play goes on with. `scored`: its result counts."""
        self.game = game
        self._unscored_moves = None if scored else tuple(game.moves)

    def mark_scored_result(self) -> None:
        """After Reset Scores: a finished game's result was just cleared; only a different ending scores again."""
        if self.game.is_over:
            self._unscored_moves = tuple(self.game.moves)
        replaced = self.shelf.replaced
        if replaced is not None and replaced.counted is not None:  # cleared too: it must not come back counted
            self.shelf.replaced = ReplacedGame(replaced.matchup, replaced.game, replaced.x_seat, False)

    def human_moved(self) -> None:
        """A move in the game that replaced another: the player has moved on, the old one goes (not in practice:
        the game it came from waits until the player leaves it)."""
        if self.shelf.replaced is not None and self.shelf.replaced.matchup == self.series_key and not self.practising:
            self.shelf.replaced = None

    def new_game(self, *, human_mark: Player | None = None) -> bool:
        """A fresh game on the same matchup (with the human on `human_mark`, if given).

        True when an unfinished game was set aside for bring_back().
        """
        set_aside = self._set_aside_for_undo()
        # Practice follows a finished game: the marks swap for the next one, as they would have after it.
        self.series.start_next_game(previous_finished=self.game.is_over or self.practising)
        if human_mark is not None:
            self.series.x_seat = HUMAN_SEAT if human_mark is Player.X else COMPUTER_SEAT
        self.put(self.variant.new_game())
        return set_aside

    def switch(self, matchup: Matchup) -> tuple[bool, bool]:
        """Go to another matchup: (whether the game left was kept, whether one was resumed). The level is taken
        as the new board's level of the same rank (level_on): Unbeatable on 3×3 is Hard in ultimate."""
        mark_played = self.series.mark_of(HUMAN_SEAT)
        kept = self._keep_unfinished_game()  # after a finished game this swaps the marks for that matchup's next
        mark_next = self.series.mark_of(HUMAN_SEAT)
        previous_mode, previous_variant = self.mode, self.variant
        variant = Variant.coerce(matchup[0])
        self.variant, self.mode, self.level = variant, matchup[1], level_on(matchup[2], variant.rule_set)
        if variant != previous_variant:  # another board: as the player left it, its one unfinished game back
            self.level = self._level_left_unfinished() or self.level
        if self.series_key not in self.all_series:
            # A matchup met for the first time goes on with the marks as they were for the same opponent on
            # another board or level: two people keep taking turns to start, and against the computer the
            # person keeps the mark they played ("You play" holds: a new level is no reason to change sides).
            # Another opponent starts afresh, the first player on X: carried over from two people's games,
            # whose marks swap each game, a first game against the computer could open with the computer.
            keeps_mark = previous_mode is self.mode
            first_player_mark = mark_played if self.mode is Mode.HUMAN_VS_COMPUTER else mark_next
            self.series.x_seat = HUMAN_SEAT if not keeps_mark or first_player_mark is Player.X else COMPUTER_SEAT
        waiting = self.shelf.take(self.series_key)
        self.put(waiting or self.variant.new_game())
        return kept, waiting is not None

    def _level_left_unfinished(self) -> AnyLevel | None:
        """Against the computer, with no game waiting at the level asked for on this board: the level of its one
        unfinished game at another (with two or more, which to show is not the table's to guess)."""
        if self.mode is not Mode.HUMAN_VS_COMPUTER or self.shelf.holds(self.series_key):
            return None
        levels = [
            key[2] for key in self.shelf.unfinished if isinstance(key, tuple) and key[:2] == (self.variant, self.mode)
        ]
        return cast(AnyLevel, levels[0]) if len(levels) == 1 else None

    def bring_back(self) -> None:
        replaced, self.shelf.replaced = self.shelf.replaced, None
        assert replaced is not None, "bring_back() without a replaced game"
        self.series.start_next_game(previous_finished=False)
        self.series.x_seat = replaced.x_seat
        self.series.counted = replaced.counted
        self.put(replaced.game, scored=replaced.scored)

    def try_again(self, position: BoardGame) -> None:
        """Put `position` (one before a move of the finished game on the board) on the board to play again from,
        with the same players on the same marks. The finished game is set aside with its result still counted:
        Undo brings it back once nothing of the new game is left to take back. The new game is practice: its
        result is never scored, and Undo takes it back only as far as `position`."""
        self.shelf.replaced = ReplacedGame(
            self.series_key, self.game, self.series.x_seat, self.scored, self.series.counted
        )
        self.series.start_next_game(previous_finished=False)  # the result stays; the marks are the game's
        self.put(position)
        self._practice = (position, len(position.moves))

    def load(self, saved: SavedGame, names: list[str]) -> bool:
        """Put a loaded game on the board with its opponent and players; `names` (per seat) are updated.

        An unfinished game it replaces on the same matchup comes back with bring_back(); on
        another matchup it is kept like any game switched away from, and the game kept for the
        loaded matchup, if any, is the one bring_back() brings. True when there is one to bring back.
        """
        loaded: Matchup = (Variant.of(saved.game), saved.mode, saved.level)
        if series_key(*loaded) == self.series_key:
            set_aside = self._set_aside_for_undo()
            self.series.start_next_game(previous_finished=self.game.is_over)
        else:
            self._keep_unfinished_game()
            self.variant, self.mode, self.level = loaded
            waiting = self.shelf.take(self.series_key)  # displaced by the loaded game
            set_aside = waiting is not None
            if waiting is not None:
                self.shelf.replaced = ReplacedGame(self.series_key, waiting, self.series.x_seat, True)
        self.level = saved.level
        series = self.series
        if saved.computer_mark is not None:
            series.x_seat = COMPUTER_SEAT if saved.computer_mark is Player.X else HUMAN_SEAT
            names[HUMAN_SEAT] = saved.names[saved.computer_mark.other]
        elif {saved.names[Player.X], saved.names[Player.O]} == set(names):
            series.x_seat = names.index(saved.names[Player.X])  # the same two people: keep their scores
        else:
            names[series.x_seat] = saved.names[Player.X]
            names[1 - series.x_seat] = saved.names[Player.O]
        self.put(saved.game, scored=not saved.game.is_over)
        return set_aside

    # --- saving and resuming ----------------------------------------------------------------------

    def snapshot(self) -> AppState:
        """Everything a restart needs: every series of scores, the game on the board and those kept."""
        unfinished = {key: game.copy() for key, game in self.shelf.unfinished.items()}
        return AppState(
            dict(self.all_series),
            self.mode,
            self.level,
            self.game.copy(),
            self.scored,
            cast(dict[SeriesKey, BoardGame], unfinished),
        )

    def restore(self, state: AppState) -> None:
        self.all_series = dict(state.series)
        self.shelf.replace_all(cast(dict[Hashable, BoardGame], state.unfinished))
        self.shelf.take(series_key(Variant.of(state.game), state.mode, state.level))
        self.mode, self.level = state.mode, state.level
        self.variant = Variant.of(state.game)
        self.put(state.game, scored=state.scored)
        if not state.scored and not state.game.is_over:  # only practice is saved unfinished and unscored
            self._practice = (state.game, len(state.game.moves))

    # --- internals ----------------------------------------------------------------------------------

    def _keep_unfinished_game(self) -> bool:
        """Put the game on the board on the shelf if it is worth coming back to (not a demonstration's)."""
        if self.mode is not Mode.COMPUTER_VS_COMPUTER and self.shelf.keep(self.series_key, self.game):
            return True
        self.series.start_next_game(previous_finished=self.game.is_over)
        return False

    def _set_aside_for_undo(self) -> bool:
        if self.mode is Mode.COMPUTER_VS_COMPUTER or not worth_keeping(self.game) or not self._person_played():
            return False
        self.shelf.replaced = ReplacedGame(self.series_key, self.game, self.series.x_seat, self.scored)
        return True

    def _person_played(self) -> bool:
        """Whether a person played in the game on the board (a move taken back counts): against the computer, a game
        it only opened holds nothing of theirs to bring back (New Game then said it was set aside for Undo)."""
        if self.mode is not Mode.HUMAN_VS_COMPUTER:
            return True
        played = len(self.game.moves) + len(self.game.undone_moves)
        return played >= (1 if self.series.mark_of(HUMAN_SEAT) is Player.X else 2)  # X moves first
