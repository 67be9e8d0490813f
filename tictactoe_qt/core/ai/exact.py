"""Perfect play by negamax alpha-beta with a transposition table, for boards small enough to solve.

Values are seen from the player to move: 0 for a draw, otherwise ±(empty cells left when the
game ends + 1), so a faster win scores higher and a slower loss less badly. Three facts prune
most of the tree before a move is tried: a player who can complete a line does; two threats
of the opponent cannot both be blocked; and once every line holds both marks nobody can win.
"""

from __future__ import annotations

from .board import Geometry
from .control import CANCEL_CHECK_MASK, TABLE_CAPACITY, BoundedTable, CancelFlag, SearchCancelled
from . import native

INFINITY = 1 << 20
# A table entry packs a value and its kind into one int: value * 4 + kind.
_EXACT, _LOWER, _UPPER = 0, 1, 2


class OutOfBudget(Exception):
    """The search was stopped at its node budget; what it proved so far is kept."""


class ExactSolver:
    """Remembers what it has proved, so later questions about the same game are answered at once.

    One solver belongs to one search at a time (it is not safe to share between threads). Its
    table holds at most `table_capacity` entries; `cancel`, when set, is looked at every 256
    nodes and stops the search with SearchCancelled. On 5×5 four in a row the compiled search
    (native.py) answers instead where it was built (unless `compiled` is False): the same values, some
    hundred times faster, with no node budget (it always finishes within seconds).
    """

    def __init__(self, geometry: Geometry, table_capacity: int = TABLE_CAPACITY, *, compiled: bool = True) -> None:
        self.geometry = geometry
        self._table = BoundedTable(table_capacity)
        self._shift = geometry.cell_count  # a position's key: mine << cell_count | theirs
        self.nodes = 0
        self._node_limit: float = float("inf")
        self.cancel: CancelFlag | None = None
        five = (geometry.size, geometry.win_length) == (5, 4)
        self._native = native.native_solver5() if compiled and five else None

    @property
    def is_native(self) -> bool:
        """Whether the compiled search answers for this board (then it always finishes quickly)."""
        return self._native is not None

    @property
    def table_entries(self) -> int:
        return len(self._table)

    def value(self, mine: int, theirs: int, node_budget: int | None = None) -> int:
        """The exact value; with a budget, OutOfBudget once it has visited that many more nodes (the compiled
        search needs no budget and takes none)."""
        self._node_limit = self.nodes + node_budget if node_budget is not None else float("inf")
        try:
            return self._solve(mine, theirs, -INFINITY, INFINITY)
        finally:
            self._node_limit = float("inf")

    def move_value(self, mine: int, theirs: int, bit: int, node_budget: int | None = None) -> int:
        """The exact value of playing `bit`, for the player to move (OutOfBudget as for value())."""
        empties = self.geometry.cell_count - (mine | theirs).bit_count()
        if bit in self.geometry.winning_cells(mine, theirs):
            return empties
        return -self.value(theirs, mine | bit, node_budget)

    def best_moves(self, mine: int, theirs: int) -> tuple[int, list[int]]:
        """The best value and every move that reaches it, with no more search than that needs."""
        geometry = self.geometry
        wins = geometry.winning_cells(mine, theirs)
        if wins:
            return geometry.cell_count - (mine | theirs).bit_count(), wins
        best, ties = -INFINITY, []
        for bit in geometry.empty_bits(mine | theirs):
            # A window just below the best so far: a move that only equals it still gets its exact value.
            value = -self._solve(theirs, mine | bit, -INFINITY, -(best - 1))
            if value > best:
                best, ties = value, [bit]
            elif value == best:
                ties.append(bit)
        return best, ties

    def _solve(self, mine: int, theirs: int, alpha: int, beta: int) -> int:
        if self._native is not None:
            return self._native.solve(mine, theirs, alpha, beta, self.cancel)
        return self._search(mine, theirs, alpha, beta)

    def _search(self, mine: int, theirs: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        if self.nodes > self._node_limit:
            raise OutOfBudget
        if not self.nodes & CANCEL_CHECK_MASK and self.cancel is not None and self.cancel.is_set():
            raise SearchCancelled
        geometry = self.geometry
        occupied = mine | theirs
        empties = geometry.cell_count - occupied.bit_count()
        scan = geometry.scan(mine, theirs)
        if scan.can_win_now:
            return empties
        if empties == 0 or not (scan.mine_live or scan.theirs_live):
            return 0
        if len(scan.threats) >= 2:
            return -(empties - 1)
        # The most either side can still get: a win two plies on, or a loss on the reply.
        high = empties - 2 if scan.mine_live else 0
        low = -(empties - 1) if scan.theirs_live else 0
        alpha, beta = max(alpha, low), min(beta, high)
        if alpha >= beta:
            return alpha
        key = mine << self._shift | theirs
        known = self._table.get(key)
        if known is not None:
            value, kind = known >> 2, known & 3
            if kind == _EXACT:
                return value
            if kind == _LOWER:
                alpha = max(alpha, value)
            else:
                beta = min(beta, value)
            if alpha >= beta:
                return value
        original_alpha = alpha
        moves = scan.threats if scan.threats else geometry.empty_bits(occupied)
        best = -INFINITY
        for bit in moves:
            value = -self._search(theirs, mine | bit, -beta, -alpha)
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        kind = _LOWER if best >= beta else (_UPPER if best <= original_alpha else _EXACT)
        self._table.put(key, best << 2 | kind)
        return best
