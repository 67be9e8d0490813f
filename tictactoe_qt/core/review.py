"""A proven review of a game: every move's exact value before and after it, the moves that changed the result,
and for each of those the best move instead and the forcing line that proves it. Data only; the words are in
review_messages.py, the drawing in the front ends.

For the k-in-a-row boards the game solves (3×3, 4×4 and, where its compiled search was built, 5×5; see
is_reviewable), every value here comes from a complete search (core.ai's solvers, the 5×5 book and the shipped
values), so the review may say "wins", "loses" and "best". Other games (ultimate tic-tac-toe) get
ReviewUnavailable, never an estimate.

Values follow core.ai: seen from the player to move, 0 for a draw, otherwise ±(empty cells left when the game
ends + 1), so a faster win scores higher and a slower loss less badly. For each move:
- value_before: the best value the mover could reach (the position's value);
- value_after: the value of the move played, from the mover's view;
- kind: "best" when the two are equal; otherwise the move is marked, as one of
  "win_thrown_away"  a won position left for a draw or a loss;
  "draw_thrown_away" a drawn position left for a loss;
  "slower_win"       still a win, but later than the best move wins;
  "faster_loss"      in a lost position, a loss sooner than the best defence allows.
  The first two change the result with best play (RESULT_CHANGING_KINDS); all four are MARKED_KINDS, so a move
  is marked exactly when its value differs from the position's.

A marked move's Explanation holds the facts the search and the rules establish, as data: the proven line after
the move (the opponent's best reply and onward, from the solver's values at every step), the best move instead
and the line after it, and for every move of those lines whether it wins, blocks a line the other player would
complete next, is forced (the only move that does not lose at once), and which threats (cells where its player
completes a line on the next move) it makes. A fork is two or more threats with no win for the other side in
between: the other side can block only one.

Speed: each position of the game is solved once (all its moves), lines only for marked moves; a 25-move 5×5 game
takes well under two seconds (bench/review.py). iter_review yields each move's record as soon as it is ready, and
every search obeys the cancel flag (SearchCancelled), so the review runs on a background search thread.

Trying a mistake again needs position_before(game, n) (the position before move n, a fresh Game), the record's
player and best_moves, and review_move() or is_best_move() to judge a move played there.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Literal

from .board_game import BoardGame
from .game import Cell, Game, GameError, Player
from .kinds import kind_of
from .levels import SOLVED_VARIANTS
from .messages import QT_TRANSLATE_NOOP, MessageError
from .notation import cell_name

__all__ = [
    "KINDS",
    "LINE_LIMIT",
    "MARKED_KINDS",
    "RESULT_CHANGING_KINDS",
    "Explanation",
    "Kind",
    "LineMove",
    "MoveReview",
    "PlayerSummary",
    "Result",
    "Review",
    "ReviewUnavailable",
    "Verdict",
    "best_moves",
    "is_best_move",
    "is_reviewable",
    "iter_review",
    "position_before",
    "review_game",
    "review_move",
    "unavailable",
    "verdict",
]

Kind = Literal["best", "win_thrown_away", "draw_thrown_away", "slower_win", "faster_loss"]
KINDS: tuple[Kind, ...] = ("best", "win_thrown_away", "draw_thrown_away", "slower_win", "faster_loss")
MARKED_KINDS: frozenset[Kind] = frozenset({"win_thrown_away", "draw_thrown_away", "slower_win", "faster_loss"})
RESULT_CHANGING_KINDS: frozenset[Kind] = frozenset({"win_thrown_away", "draw_thrown_away"})
Result = Literal["win", "draw", "loss"]

# The most plies of a proven line kept: a forced win of up to five moves is shown to its end; a longer one is cut
# (its Explanation says so) and the rest is told by the value. A drawn line keeps only the reply.
LINE_LIMIT = 9


class ReviewUnavailable(MessageError):
    """The game cannot be given a proven review: not a k-in-a-row board, or one this installation cannot solve
    quickly. The message says which, in words a player reads."""


def is_reviewable(game: object) -> bool:
    """Whether review_game can review this game: a k-in-a-row Game on a board the game solves exactly and quickly
    (3×3, 4×4, and 5×5 where the compiled search was built). False for any other kind of game."""
    return _unavailable(game) is None


def unavailable(game: object) -> ReviewUnavailable | None:
    """Why this game has no proven review, as the error review_game would raise (its message is for the player);
    None when it has one (is_reviewable)."""
    return _unavailable(game)


_NOT_K_IN_A_ROW = QT_TRANSLATE_NOOP(
    "core", "Ultimate tic-tac-toe has no review: it is too big to work out the best move of every turn exactly."
)
_NOT_BUILT = QT_TRANSLATE_NOOP(
    "core", "This installation cannot solve the %1×%1 board quickly, so it has no proven review."
)


def _unavailable(game: object) -> ReviewUnavailable | None:
    if not isinstance(game, BoardGame) or not kind_of(game).proven_review:
        return ReviewUnavailable(_NOT_K_IN_A_ROW)
    # A kind with a proven review is k in a row on an n×n board: this review's solvers and books are Game's.
    assert isinstance(game, Game), game
    if (game.size, game.win_length) in SOLVED_VARIANTS:
        return None
    from .ai import is_solved  # noqa: PLC0415 - the engine is imported on the first question, never on the first frame's path

    if not is_solved(game):  # 5×5 where the compiled search was not built, and boards the game does not offer
        return ReviewUnavailable(_NOT_BUILT, game.size)
    return None


@dataclass(frozen=True)
class Verdict:
    """An exact value in a player's terms: who wins with best play, and in how many of the winner's moves."""

    winner: Player | None  # None: a draw
    moves: int  # the winner's moves still to make, the winning one included; 0 once the game is won (and for a draw)

    @property
    def is_draw(self) -> bool:
        return self.winner is None


def verdict(value: int, mover: Player, empties: int) -> Verdict:
    """The verdict of a position (or of a move in it) whose exact value for `mover`, the player to move, is `value`,
    with `empties` empty cells. "in n" counts the winner's moves from this position, as levels.MoveOutcome.own_moves
    and the analysis labels ("Win n") count them for a move."""
    if value == 0:
        return Verdict(None, 0)
    plies = empties - abs(value) + 1  # from this position to the move that decides the game, that move included
    if value > 0:
        return Verdict(mover, (plies + 1) // 2)
    return Verdict(mover.other, plies // 2)


def _result(value: int) -> Result:
    return "win" if value > 0 else "loss" if value < 0 else "draw"


@dataclass(frozen=True)
class LineMove:
    """A move with what the rules establish about it in its position (played, best instead, or in a proven line)."""

    player: Player
    cell: Cell
    wins: bool  # it completes a line: the game ends
    blocks: bool  # it takes a cell where the other player would have completed a line on their next move
    forced: bool  # that cell was the other player's only one and the player had no win: every other move lost at once
    threats: tuple[Cell, ...]  # after it, the cells where its player completes a line on their next move
    fork: bool  # two or more threats and no win for the other player next: the other player can block only one


@dataclass(frozen=True)
class Explanation:
    """Why a marked move was one, as facts proven by the search (see the module docstring)."""

    played: LineMove  # the move played, with its facts
    line: tuple[LineMove, ...]  # the proven line after it: the opponent's best reply first
    line_complete: bool  # the line reaches the end of the game (else it was cut at LINE_LIMIT plies, or is a draw)
    best: LineMove  # a best move instead (of best_moves, the one whose facts say most: a win, a block, a fork)
    best_line: tuple[LineMove, ...]  # the proven line after the best move: the opponent's best reply first
    best_line_complete: bool
    missed_wins: tuple[Cell, ...]  # cells where the mover would have completed a line at once, not played
    left_open: tuple[Cell, ...]  # cells where the opponent could complete a line next, which the move left open


@dataclass(frozen=True)
class MoveReview:
    """One move of the game, judged by the exact values before and after it."""

    number: int  # 1 for the game's first move
    player: Player
    cell: Cell
    size: int  # the board's side, for cell names
    empties: int  # empty cells before the move
    value_before: int  # the best value the mover could reach: the position's exact value, from the mover's view
    value_after: int  # the exact value of the move played, from the mover's view
    best_moves: tuple[Cell, ...]  # every move reaching value_before, in row-major order
    move_values: Mapping[Cell, int]  # every legal move's exact value in the position before, from the mover's view
    kind: Kind
    explanation: Explanation | None  # for marked moves; None for best ones

    @property
    def name(self) -> str:
        """The cell's name: 'b3'."""
        return cell_name(self.cell, self.size)

    @property
    def marked(self) -> bool:
        """The move's value differs from the position's: it is not a best move."""
        return self.kind in MARKED_KINDS

    @property
    def changed_result(self) -> bool:
        """It changed the result with best play: a win thrown away, or a draw turned into a loss."""
        return self.kind in RESULT_CHANGING_KINDS

    @property
    def result_before(self) -> Result:
        return _result(self.value_before)

    @property
    def verdict_before(self) -> Verdict:
        """The position before the move, with best play from there."""
        return verdict(self.value_before, self.player, self.empties)

    @property
    def verdict_of_move(self) -> Verdict:
        """The move played, with best play after it, counted as verdict_before is (from the position before the
        move, this move included): "X wins in 2" for a move after which X needs one more."""
        return verdict(self.value_after, self.player, self.empties)

    @property
    def verdict_after(self) -> Verdict:
        """The position after the move, with best play from there ("X has won" after a winning move)."""
        return verdict(-self.value_after, self.player.other, self.empties - 1)


@dataclass(frozen=True)
class PlayerSummary:
    """One player's moves in a review, counted."""

    player: Player
    moves: int
    counts: Mapping[Kind, int]  # every kind, zero included
    best_by_result: Mapping[Result, int]  # best moves by the result they kept: a win, a draw, a loss (held off longest)
    marked: Mapping[Kind, tuple[int, ...]]  # the numbers of the player's moves of each kind, "best" included

    @property
    def changed_result(self) -> tuple[int, ...]:
        """The numbers of the player's moves that changed the result."""
        return tuple(sorted(n for kind in RESULT_CHANGING_KINDS for n in self.marked[kind]))


@dataclass(frozen=True)
class Review:
    """Every move of a game, reviewed; `records[i]` is move i + 1."""

    size: int
    win_length: int
    moves: tuple[Cell, ...]
    records: tuple[MoveReview, ...]

    @property
    def finished(self) -> bool:
        """The game the review covers is over (a review of a game in progress covers the moves so far)."""
        return self.position_before(len(self.moves) + 1).is_over

    @property
    def start(self) -> Verdict | None:
        """The verdict of the first position reviewed (a draw on every board offered), or None without moves."""
        return self.records[0].verdict_before if self.records else None

    @property
    def turning_points(self) -> tuple[int, ...]:
        """The numbers of the moves that changed the result with best play, in order."""
        return tuple(record.number for record in self.records if record.changed_result)

    @property
    def marked(self) -> tuple[MoveReview, ...]:
        return tuple(record for record in self.records if record.marked)

    def record(self, number: int) -> MoveReview:
        """The record of move `number` (1-based)."""
        if not 1 <= number <= len(self.records):
            raise GameError(f"there is no move {number!r}: the review covers moves 1 to {len(self.records)}")
        return self.records[number - 1]

    def summary(self, player: Player) -> PlayerSummary:
        """`player`'s moves counted by kind (whose seat or name that is, the front end knows)."""
        mine = [record for record in self.records if record.player is player]
        marked = {kind: tuple(r.number for r in mine if r.kind == kind) for kind in KINDS}
        best_by_result: dict[Result, int] = {"win": 0, "draw": 0, "loss": 0}
        for record in mine:
            if record.kind == "best":
                best_by_result[record.result_before] += 1
        return PlayerSummary(
            player,
            len(mine),
            MappingProxyType({kind: len(marked[kind]) for kind in KINDS}),
            MappingProxyType(best_by_result),
            MappingProxyType(marked),
        )

    def position_before(self, number: int) -> Game:
        """A fresh Game holding the first number - 1 moves: the position in which move `number` was played."""
        if not 1 <= number <= len(self.moves) + 1:
            raise GameError(f"there is no move {number!r}: the game has moves 1 to {len(self.moves)}")
        return _replay(self.size, self.win_length, self.moves[: number - 1])


# --- the searches ----------------------------------------------------------------------------------------------

if TYPE_CHECKING:  # the engine itself is imported when a review is first asked for, never on the first frame's path
    from .ai import CancelFlag, Engine

_per_thread = threading.local()


def _engine(engine: Engine | None) -> Engine:
    """The engine given, or this thread's own (kept, so that later questions find what earlier ones proved)."""
    if engine is not None:
        return engine
    own: Engine | None = getattr(_per_thread, "engine", None)
    if own is None:
        from .ai import Engine  # noqa: PLC0415 - the engine, on the first review

        own = _per_thread.engine = Engine()
    return own


def _check(cancel: CancelFlag | None) -> None:
    if cancel is not None and cancel.is_set():
        from .ai import SearchCancelled  # noqa: PLC0415 - the engine, on the first review

        raise SearchCancelled


def _values(game: Game, engine: Engine, cancel: CancelFlag | None) -> dict[Cell, int]:
    """Every legal move's exact value for the player to move: the 5×5 book where it knows them all, else the
    engine's solver, once for each symmetry class of the positions the moves lead to."""
    from .ai.board import bitboards  # noqa: PLC0415 - the engine, on the first review
    from .ai.book import canonical  # noqa: PLC0415 - the engine, on the first review
    from .ai.book5 import known_move_values  # noqa: PLC0415 - the engine, on the first review

    _check(cancel)
    known = known_move_values(game)
    if known is not None:
        return dict(known)
    solver = engine.solver(game, cancel)
    board = solver.geometry
    mine, theirs = bitboards(game)
    by_class: dict[tuple[int, int], int] = {}
    values: dict[Cell, int] = {}
    for cell in game.legal_moves():
        bit = board.bit_of(cell)
        key = canonical(theirs, mine | bit, game.size)[0]
        value = by_class.get(key)
        if value is None:
            value = by_class[key] = solver.move_value(mine, theirs, bit)
        values[cell] = value
    return values


class _Position:
    """A position as bitboards, with each side's immediate wins: what the facts of every move in it need, found
    once (core.ai.board's lines: the game's rules, as bits)."""

    def __init__(self, game: Game) -> None:
        from .ai.board import bitboards, geometry  # noqa: PLC0415 - the engine, on the first review

        self.player = game.current_player
        self.board = geometry(game.size, game.win_length)
        self.mine, self.theirs = bitboards(game)
        self.my_wins = self.board.winning_cells(self.mine, self.theirs)
        self.their_wins = self.board.winning_cells(self.theirs, self.mine)

    def cells(self, bits: Sequence[int]) -> tuple[Cell, ...]:
        return tuple(sorted((self.board.cell_of(bit) for bit in bits), key=_name_order))

    def facts(self, cell: Cell) -> LineMove:
        """What the rules establish about playing `cell` here."""
        board, bit = self.board, self.board.bit_of(cell)
        wins = bit in self.my_wins
        threats: tuple[Cell, ...] = ()
        fork = False
        if not wins:
            mine = self.mine | bit
            threats = self.cells(board.winning_cells(mine, self.theirs))
            fork = len(threats) >= 2 and not board.winning_cells(self.theirs, mine)
        blocks = not wins and bit in self.their_wins
        forced = blocks and not self.my_wins and self.their_wins == [bit]
        return LineMove(self.player, cell, wins, blocks, forced, threats, fork)


def _name_order(cell: Cell) -> tuple[int, int]:
    """Cells as their names sort: by column letter, then row number (from the bottom)."""
    return cell[1], -cell[0]


def _telling_order(move: LineMove) -> tuple[bool, bool, bool, int, int, int]:
    """Sorts first the move whose facts say most: a win, then a block, then a fork, then most threats; then by name."""
    column, row = _name_order(move.cell)
    return not move.wins, not move.blocks, not move.fork, -len(move.threats), column, row


def _telling_best(game: Game, value: int, engine: Engine, cancel: CancelFlag | None) -> LineMove:
    """The most telling (_telling_order) of the moves reaching `value`, the position's value: the moves are tried in
    that order and only until one reaches it, so a forced line costs a search or two a step, not one a move."""
    from .ai.book5 import known_move_values  # noqa: PLC0415 - the engine, on the first review

    _check(cancel)
    known = known_move_values(game)
    solver = None if known is not None else engine.solver(game, cancel)
    position = _Position(game)
    for move in sorted((position.facts(cell) for cell in game.legal_moves()), key=_telling_order):
        if known is not None:
            reached = known[move.cell] == value
        else:
            assert solver is not None
            reached = solver.move_value(position.mine, position.theirs, position.board.bit_of(move.cell)) == value
        if reached:
            return move
    raise AssertionError(f"no move of {game!r} reaches its value {value}")


def _line(game: Game, value: int, engine: Engine, cancel: CancelFlag | None) -> tuple[tuple[LineMove, ...], bool]:
    """The proven line from `game`, whose value for the player to move is `value`: at every step a best move
    (the most telling of them), to the end of a forced win (at most LINE_LIMIT plies) or, in a draw, the reply alone."""
    limit = 1 if value == 0 else LINE_LIMIT
    position = game.copy()
    line: list[LineMove] = []
    while not position.is_over and len(line) < limit:
        move = _telling_best(position, value, engine, cancel)
        line.append(move)
        position.play(*move.cell)
        value = -value  # the move reached the position's value: the next position's, for the other player
    return tuple(line), position.is_over


def _kind(before: int, after: int) -> Kind:
    if after == before:
        return "best"
    if after > before:
        raise AssertionError(f"a move worth {after} in a position worth {before}")
    if before > 0:
        return "slower_win" if after > 0 else "win_thrown_away"
    return "draw_thrown_away" if before == 0 else "faster_loss"


def _explain(
    game: Game, cell: Cell, values: Mapping[Cell, int], best: Sequence[Cell], engine: Engine, cancel: CancelFlag | None
) -> Explanation:
    position = _Position(game)
    played = position.facts(cell)
    after = game.copy()
    after.play(*cell)
    line, line_complete = _line(after, -values[cell], engine, cancel)
    best_move = min((position.facts(c) for c in best), key=_telling_order)
    after_best = game.copy()
    after_best.play(*best_move.cell)
    best_line, best_complete = _line(after_best, -values[best_move.cell], engine, cancel)
    missed = tuple(c for c in position.cells(position.my_wins) if c != cell)
    left_open = () if played.wins else tuple(c for c in position.cells(position.their_wins) if c != cell)
    return Explanation(played, line, line_complete, best_move, best_line, best_complete, missed, left_open)


def _judge(
    game: Game,
    cell: Cell,
    number: int,
    engine: Engine,
    cancel: CancelFlag | None,
    values: dict[Cell, int] | None = None,
) -> MoveReview:
    if game.is_over:
        raise GameError("the game is over: there is no move to judge")
    if values is None:
        values = _values(game, engine, cancel)
    if cell not in values:
        raise GameError(f"{cell_name(cell, game.size)} cannot be played here: it is taken or off the board")
    before = max(values.values())
    best = tuple(c for c in game.legal_moves() if values[c] == before)
    kind = _kind(before, values[cell])
    explanation = None if kind == "best" else _explain(game, cell, values, best, engine, cancel)
    return MoveReview(
        number,
        game.current_player,
        cell,
        game.size,
        len(values),
        before,
        values[cell],
        best,
        MappingProxyType(dict(values)),
        kind,
        explanation,
    )


# --- the public calls --------------------------------------------------------------------------------------------


def _replay(size: int, win_length: int, moves: Sequence[Cell]) -> Game:
    game = Game(size, win_length)
    for move in moves:
        game.play(*move)
    return game


def _as_game(game_or_moves: Game | Sequence[Cell], size: int, win_length: int | None) -> Game:
    if isinstance(game_or_moves, Game):
        return game_or_moves
    if isinstance(game_or_moves, (list, tuple)):
        return _replay(size, size if win_length is None else win_length, game_or_moves)
    raise ReviewUnavailable(_NOT_K_IN_A_ROW)  # another kind of game


def iter_review(
    game_or_moves: Game | Sequence[Cell],
    *,
    size: int = 3,
    win_length: int | None = None,
    engine: Engine | None = None,
    cancel: CancelFlag | None = None,
) -> Iterator[MoveReview]:
    """Each move's record, first move first, as soon as it is worked out.

    `game_or_moves`: a Game (its moves are reviewed, not changed; the moves undone are not), or the moves of a
    game from the empty board on a `size`×`size` board with `win_length` in a row (default: the size).
    ReviewUnavailable (from this call, before any record) if the game has no proven review (is_reviewable),
    IllegalMoveError for moves the rules refuse, SearchCancelled from the next record soon after `cancel` is set.
    `engine`: the search's own (core.ai.Engine), as every background search has; without one, this thread's.
    """
    game = _as_game(game_or_moves, size, win_length)
    problem = _unavailable(game)
    if problem is not None:
        raise problem
    return _records(Game(game.size, game.win_length), tuple(game.moves), _engine(engine), cancel)


def _records(
    position: Game, moves: tuple[Cell, ...], engine: Engine, cancel: CancelFlag | None
) -> Iterator[MoveReview]:
    for number, cell in enumerate(moves, start=1):
        yield _judge(position, cell, number, engine, cancel)
        position.play(*cell)


def review_game(
    game_or_moves: Game | Sequence[Cell],
    *,
    size: int = 3,
    win_length: int | None = None,
    engine: Engine | None = None,
    cancel: CancelFlag | None = None,
) -> Review:
    """The whole review at once (see iter_review for the arguments and errors)."""
    game = _as_game(game_or_moves, size, win_length)
    records = tuple(iter_review(game, engine=engine, cancel=cancel))
    return Review(game.size, game.win_length, tuple(game.moves), records)


def review_move(
    game: Game, cell: Cell, *, engine: Engine | None = None, cancel: CancelFlag | None = None, number: int | None = None
) -> MoveReview:
    """The record of playing `cell` now in `game` (not changed), as the review would give it: for "try again",
    where the player replays a position and wants to know whether the new move is a best one, and why not.
    `number` defaults to the move's number in `game`. GameError if the game is over or the cell cannot be played."""
    problem = _unavailable(game)
    if problem is not None:
        raise problem
    return _judge(game, cell, len(game.moves) + 1 if number is None else number, _engine(engine), cancel)


def best_moves(game: Game, *, engine: Engine | None = None, cancel: CancelFlag | None = None) -> list[Cell]:
    """Every move of the player to move that reaches the position's exact value, in row-major order."""
    problem = _unavailable(game)
    if problem is not None:
        raise problem
    if game.is_over:
        return []
    values = _values(game, _engine(engine), cancel)
    best = max(values.values())
    return [cell for cell in game.legal_moves() if values[cell] == best]


def is_best_move(game: Game, cell: Cell, *, engine: Engine | None = None, cancel: CancelFlag | None = None) -> bool:
    """Whether playing `cell` now is a best move: one whose exact value is the position's (False for a cell that
    cannot be played)."""
    return cell in best_moves(game, engine=engine, cancel=cancel)


def position_before(game: Game, number: int) -> Game:
    """A fresh Game holding the first number - 1 moves of `game`: the position in which move `number` (1-based)
    was played, with the same board; whose turn it is there is its current_player."""
    if not 1 <= number <= len(game.moves) + 1:
        raise GameError(f"there is no move {number!r}: the game has moves 1 to {len(game.moves)}")
    return _replay(game.size, game.win_length, tuple(game.moves)[: number - 1])
