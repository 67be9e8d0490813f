"""A review as data: the verdicts, each move's record with its explanation, each player's summary, and the
Review of a game. The searches that make them are review_search.py's; the calls that hand them out, and what each
kind of move means, are review.py's."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal

from .game import Cell, Game, GameError, Player
from .notation import cell_name

Kind = Literal["best", "win_thrown_away", "draw_thrown_away", "slower_win", "faster_loss"]
KINDS: tuple[Kind, ...] = ("best", "win_thrown_away", "draw_thrown_away", "slower_win", "faster_loss")
MARKED_KINDS: frozenset[Kind] = frozenset({"win_thrown_away", "draw_thrown_away", "slower_win", "faster_loss"})
RESULT_CHANGING_KINDS: frozenset[Kind] = frozenset({"win_thrown_away", "draw_thrown_away"})
Result = Literal["win", "draw", "loss"]


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
    """Why a marked move was one, as facts proven by the search (see review.py's docstring)."""

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
        return replay(self.size, self.win_length, self.moves[: number - 1])


def replay(size: int, win_length: int, moves: Sequence[Cell]) -> Game:
    """A fresh Game on a `size`×`size` board with `win_length` in a row, the moves played."""
    game = Game(size, win_length)
    for move in moves:
        game.play(*move)
    return game
