"""The searches a review makes: every move's exact value in a position (the 5×5 book, else the solver), what the rules
establish about a move (wins, blocks, forced, threats, a fork), the proven line after it, and the record of one move
judged. They obey the cancel flag; the engine is imported when a review is first asked for."""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING

from .game import Cell, Game, GameError
from .notation import cell_name
from .review_data import Explanation, Kind, LineMove, MoveReview

# The most plies of a proven line kept: a forced win of up to five moves is shown to its end; a longer one is cut
# (its Explanation says so) and the rest is told by the value. A drawn line keeps only the reply.
LINE_LIMIT = 9

if TYPE_CHECKING:  # the engine itself is imported when a review is first asked for, never on the first frame's path
    from .ai import CancelFlag, Engine

_per_thread = threading.local()


def engine_for(engine: Engine | None) -> Engine:
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


def move_values(game: Game, engine: Engine, cancel: CancelFlag | None) -> dict[Cell, int]:
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


def judge(
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
        values = move_values(game, engine, cancel)
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
