"""What the window shows, as one frozen value: the session builds it after every change and hands it out once
(GameController.view_changed; ViewPublisher, at the end, hands out one a change); every widget draws its part of it
and never holds the controller.

    click → BoardView.cell_clicked → GameController.play → the core's Game.play
          → GameController publishes view_of(controller) → MainWindow.show_view → each widget's show()

Words come from words.py; this module decides what is shown, not how it is said or drawn.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..core import Cell, Player
from ..core.board_game import BoardGame
from ..core.levels import AnyLevel, MoveOutcome
from ..core.modes import HUMAN_SEAT, Mode
from ..core.kinds import Variant
from . import words
from .words import Sentence

if TYPE_CHECKING:
    from .review_state import ReviewState
    from .view_source import ViewSource


@dataclass(frozen=True)
class CellView:
    mark: Player | None
    enabled: bool  # a click here plays
    last_move: bool
    hint: bool
    winning: bool  # part of the winning line (of a winning small board, in ultimate)
    analysed: bool  # the move analysis has an answer here: `outcome`, or None for "?"
    outcome: MoveOutcome | None
    label: str  # the analysis's word on the cell ("Win", "Draw", "Lose"), "" for none
    tooltip: str
    name: str  # for screen readers: "b2, X, suggested move"
    place: str = ""  # the cell's own name, as the move list and the remarks say it: "b2", "B2 a3"


@dataclass(frozen=True)
class BoardState:
    size: int
    cells: tuple[CellView, ...]  # row by row, from the top
    winning_line: tuple[Cell, ...] | None  # the cells in a row that won
    winner: Player | None
    to_move: Player  # whose mark a hovered cell previews
    is_draw: bool
    game_key: int  # another value: another game is on the board (a new game's cells come in afresh)
    moves: tuple[Cell, ...] = ()  # in the order played
    # The small boards the grid is made of (BoardGame.block_size): `size` for a grid that is one board, which has
    # no results of its own; ultimate's nine of 3 cells have theirs (a Player, "draw", or None while open).
    block_size: int = 0
    block_results: tuple[Player | str | None, ...] = ()
    lit_blocks: frozenset[Cell] = frozenset()  # the small boards the player to move may play in
    winning_blocks: tuple[Cell, ...] | None = None  # the small boards in a row that won
    keypad: Mapping[str, Cell] = field(default_factory=dict)  # the keypad digits that play each cell now
    keypad_digits: int = 0  # how many digits a move takes now (0: the keypad plays nothing)
    thinking: bool = False  # the computer is working out its reply: the board waits for it

    def cell(self, row: int, col: int) -> CellView:
        return self.cells[row * self.size + col]

    @property
    def blocks(self) -> int:
        """Small boards a side: 3 in ultimate, 1 for a grid that is one board."""
        return self.size // self.block_size if self.block_size else 1


@dataclass(frozen=True)
class SeatView:
    mark: Player
    name: str  # the player's own name (editable), or the computer's or network player's
    editable: bool
    shown_name: str  # "Computer (Easy)"; the name itself for a person
    detail: str  # a computer's level, shown under its name
    wins: int
    description: str  # "Ann (X), wins: 2"
    to_move: bool


@dataclass(frozen=True)
class ScoreState:
    seats: tuple[SeatView, SeatView]
    draws: int
    draws_description: str
    resettable: bool  # there is a score to reset


@dataclass(frozen=True)
class ChoicesState:
    """The side panel's switches: what is chosen (None: nothing, as for the level between two players)."""

    mode: Mode
    variant: Variant
    levels: tuple[AnyLevel, ...]  # the board's levels, weakest first: what the level switches offer
    level: AnyLevel | None
    human_mark: Player | None
    demo_levels: tuple[AnyLevel, AnyLevel]
    enabled: bool  # not during a network game


@dataclass(frozen=True)
class MovesState:
    lines: tuple[str, ...]  # "Start of the game", then each move played, then those Undo took back
    played: int  # how many moves are on the board
    enabled: bool  # choosing a move may take the game there


@dataclass(frozen=True)
class ActionsState:
    undo: bool
    redo: bool
    hint: bool
    advice_withheld: bool  # hint, prediction and analysis are off during a network game
    shows_prediction: bool
    shows_analysis: bool
    demo: bool  # a demonstration is on the board: Stop or Continue shows
    demo_running: bool
    local_game: bool  # the game on the board is this computer's (Save and Open work on it)
    can_save: bool
    game_over: bool  # New Game is what a player looks for now
    # The review (review_view.py): whether the game may be reviewed now and, if not, why; and while one is open,
    # going to the next marked move and trying the chosen one again.
    review: bool = False
    review_tip: str = ""
    reviewing: bool = False
    next_mistake: bool = False
    try_again: bool = False
    try_again_tip: str = ""


@dataclass(frozen=True)
class ViewState:
    board: BoardState
    status: Sentence
    status_mark: Player | None  # the mark beside the headline: the winner, or the player to move
    badge: bool
    where: str  # on a grid of small boards, where the player to move may play ("You play in A3"); else ""
    prediction: str
    prediction_settled: bool  # the prediction is the answer for this board (a screen reader hears it once it is)
    play_line: str  # the line under the headline during a game: `where`, then the prediction
    next_game: Sentence  # after a game: who starts the next (a long name is cut short before the rest)
    game_over: bool
    legend: bool
    legend_unproved: bool  # the analysis may leave a cell "?" on this board
    legend_estimates: bool  # the analysis shows estimates until the end is in reach (ultimate)
    analysing: bool
    hint: Cell | None
    hint_name: str  # the hint's cell as players name it ("b2", "B2 a3"), "" without a hint
    hint_proven: bool  # the hint is the best move under best play, not only the search's choice
    scores: ScoreState
    choices: ChoicesState
    moves: MovesState
    actions: ActionsState
    review: ReviewState | None = None  # while a review is open: its panel, in the side panel's place


def view_of(c: ViewSource) -> ViewState:
    """The whole of what the window shows for the controller's state now."""
    game, advice = c.game, c.advisor.view
    demo = c.mode is Mode.COMPUTER_VS_COMPUTER
    demo_stopped = demo and not c.demo_running and not game.is_over  # nobody is to move until Continue
    where = "" if c.waiting_for_network else words.where_to_play(c)
    # While a network game waits for its other player, the line under the headline says what it waits for (with
    # the address to give, under a host's join code); advice is off then.
    prediction = c.remote.status_line() if c.remote is not None and c.waiting_for_network else advice.prediction
    return ViewState(
        board=_board(c),
        status=words.status(c),
        status_mark=game.winner if game.is_over else game.current_player,
        badge=not game.is_draw and not c.waiting_for_network and not demo_stopped,
        where=where,
        prediction=prediction,
        prediction_settled=advice.prediction_settled,
        play_line=words.play_line(where, prediction),
        next_game=words.next_game_text(c),
        game_over=game.is_over,
        # The analysis marks the cells for a person to move: no legend when nobody here plays.
        legend=advice.shows_analysis and advice.advising and not demo,
        legend_unproved=advice.legend_unproved,
        legend_estimates=advice.legend_estimates,
        analysing=advice.analysing,
        hint=advice.hint,
        hint_name=game.move_name(advice.hint) if advice.hint is not None else "",
        hint_proven=advice.hint_proven,
        scores=_scores(c),
        choices=_choices(c),
        moves=_moves(c),
        actions=ActionsState(
            undo=c.can_undo,
            redo=c.can_redo,
            hint=c.accepts_clicks and advice.advising,
            advice_withheld=advice.withheld,
            shows_prediction=advice.shows_prediction,
            shows_analysis=advice.shows_analysis,
            demo=demo,
            demo_running=c.demo_running,
            local_game=c.remote is None,
            can_save=not demo,
            game_over=game.is_over and not c.demo_running,
            # Review waits for the end; after it, review_view.py's with_review says whether this game has one.
            review_tip="" if game.is_over else words.review_waits_for_the_end(),
        ),
    )


def _board(c: ViewSource) -> BoardState:
    advice = c.advisor.view
    return board_state(c.game, c.accepts_clicks, advice.hint, advice.analysis, thinking=c.is_thinking)


def board_state(
    game: BoardGame,
    accepts_clicks: bool,
    hint: Cell | None = None,
    analysis: Mapping[Cell, MoveOutcome | None] | None = None,
    *,
    thinking: bool = False,
) -> BoardState:
    """A game's board as shown: `accepts_clicks` when a person here may play now, with the hint and the analysis.
    A cell may be clicked where the rules let the player to move play it (in ultimate, only in the boards lit)."""
    size, analysis = game.size, analysis or {}
    last = game.last_move
    line = set(game.winning_line or ())
    block = game.block_size
    for block_row, block_col in game.winning_blocks or ():  # the cells of the small boards that won
        line.update((block_row * block + row, block_col * block + col) for row in range(block) for col in range(block))
    legal = set(game.legal_moves())
    results = game.block_results if block < size else ()  # ultimate's small boards: a decided one says whose it is
    cells = []
    for row in range(size):
        for col in range(size):
            cell = (row, col)
            mark = game.cell(row, col)
            analysed = mark is None and cell in analysis
            outcome = analysis.get(cell) if analysed else None
            name = words.cell_description(game.move_name(cell), mark, outcome, analysed, cell == hint)
            result = results[(row // block) * (size // block) + col // block] if results else None
            if result is not None:
                name = words.decided_board_note(name, result)
            cells.append(
                CellView(
                    mark=mark,
                    enabled=accepts_clicks and cell in legal,
                    last_move=cell == last,
                    hint=cell == hint,
                    winning=cell in line,
                    analysed=analysed,
                    outcome=outcome,
                    label=words.outcome_text(outcome, short=True) if analysed else "",
                    tooltip=words.outcome_tooltip(outcome) if analysed else "",
                    name=name,
                    place=game.move_name(cell),
                )
            )
    return BoardState(
        size,
        tuple(cells),
        game.winning_line,
        game.winner,
        game.current_player,
        game.is_draw,
        id(game),
        tuple(game.moves),
        block_size=block,
        block_results=game.block_results,
        lit_blocks=frozenset((row // block, col // block) for row, col in legal),
        winning_blocks=game.winning_blocks,
        keypad={game.keypad_keys(cell): cell for cell in legal} if game.keypad_digits else {},
        keypad_digits=game.keypad_digits,
        thinking=thinking,
    )


def _scores(c: ViewSource) -> ScoreState:
    series, game = c.series, c.game
    to_move = None if game.is_over or c.waiting_for_network else game.current_player
    seats = []
    for seat in (0, 1):
        mark, name = series.mark_of(seat), c.seat_name(seat)
        level = c.seat_level(seat) if c.is_computer(seat) else None
        seats.append(
            SeatView(
                mark=mark,
                name=name,
                editable=not c.is_computer(seat) and c.remote is None,  # network names come with joining
                shown_name=words.scoreboard_name(name, level),
                detail=words.level_name(level) if level else "",
                wins=series.wins[seat],
                description=words.wins_description(name, mark, series.wins[seat]),
                to_move=mark is to_move,
            )
        )
    return ScoreState(
        (seats[0], seats[1]), series.draws, words.draws_description(series.draws), resettable=series.games_played > 0
    )


def _choices(c: ViewSource) -> ChoicesState:
    against_computer = c.mode is Mode.HUMAN_VS_COMPUTER
    human_mark = c.series.mark_of(HUMAN_SEAT)
    if c.game.is_over:  # "You play" offers the next game's mark, as the line under the result does ("New Game: …")
        human_mark = Player.X if 1 - c.series.x_seat == HUMAN_SEAT else Player.O
    # Between two players nothing is chosen, rather than a level or mark that means nothing for them.
    return ChoicesState(
        mode=c.mode,
        variant=c.variant,
        levels=c.variant.levels,
        level=c.level if against_computer else None,
        human_mark=human_mark if against_computer else None,
        demo_levels=c.demo_levels,
        enabled=c.remote is None,
    )


def _moves(c: ViewSource) -> MovesState:
    game = c.game
    # A network game's move taken back by agreement cannot be played again (no Redo): it leaves the list.
    moves = list(game.moves) + (list(game.undone_moves) if c.remote is None else [])
    lines = (
        words.start_of_game(),
        *(words.move_line(number, game.move_name(cell)) for number, cell in enumerate(moves, 1)),
    )
    # Not closed for the computer's moment of thought against a person (a choice then is ignored: LocalGames.
    # go_to_move): closing and opening the list each move was a flicker, and events a screen reader fell behind in.
    thinking_against_a_person = c.is_thinking and c.mode is not Mode.COMPUTER_VS_COMPUTER
    return MovesState(lines, len(game.moves), c.can_travel or thinking_against_a_person)


class ViewPublisher:
    """One view a change: the session's commands and events may touch many parts of what is shown, and the views
    are handed one description when the outermost of them ends, never a half-changed one."""

    def __init__(self, describe: Callable[[], ViewState], hand_out: Callable[[ViewState], None]) -> None:
        self._describe, self._hand_out = describe, hand_out
        self._batch = 0  # changes under way: the view is handed out once, when the outermost ends
        self._stale = False
        self.view = describe()  # what the views show now

    @contextmanager
    def one_change(self) -> Iterator[None]:
        self._batch += 1
        try:
            yield
        finally:
            self._batch -= 1
            if not self._batch and self._stale:
                self._publish()

    def changed(self) -> None:
        """Something shown changed: the views get the new view now, or once the change under way ends."""
        self._stale = True
        if not self._batch:
            self._publish()

    def _publish(self) -> None:
        self._stale = False
        self.view = self._describe()
        self._hand_out(self.view)
