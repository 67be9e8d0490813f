"""The strongest move a node budget allows, for boards too big to solve (5×5 four in a row).

Iterative deepening negamax alpha-beta: each pass searches one ply deeper, starting with the
best move of the pass before, until the budget runs out; the move of the last finished pass
is played. Leaves are scored by the lines still open to each side (a line with more stones
counts far more), and the same forced moves as the exact solver cut the tree: win when you
can, block a single threat, and give up (slowly) against two. A node budget rather than a
clock keeps the play the same on every machine and in every test.
"""

from __future__ import annotations

from .board import Geometry
from .control import CANCEL_CHECK_MASK, CancelFlag, SearchCancelled

WIN = 1_000_000
# What an open line is worth by the stones in it (index: stones; a line one short is a threat).
_LINE_WEIGHTS = (0, 1, 6, 40, 0, 0, 0, 0, 0, 0)


class _OutOfBudget(Exception):
    pass


class HeuristicSearch:
    def __init__(self, geometry: Geometry, node_budget: int = 60_000, cancel: CancelFlag | None = None) -> None:
        self.geometry = geometry
        self.node_budget = node_budget
        self.cancel = cancel  # looked at every 256 nodes: SearchCancelled once it is set
        self.nodes = 0

    def best_moves(self, mine: int, theirs: int) -> list[int]:
        """The moves judged best by the deepest search finished within the budget (never empty)."""
        geometry = self.geometry
        wins = geometry.winning_cells(mine, theirs)
        if wins:
            return wins
        scan = geometry.scan(mine, theirs)
        moves = list(scan.threats) or geometry.empty_bits(mine | theirs)
        if len(moves) == 1:
            return moves
        self.nodes = 0
        best_moves = moves[:1]
        empties = geometry.cell_count - (mine | theirs).bit_count()
        for depth in range(1, empties + 1):
            try:
                scores = {bit: self._score_move(mine, theirs, bit, depth) for bit in moves}
            except _OutOfBudget:
                break
            top = max(scores.values())
            best_moves = [bit for bit in moves if scores[bit] == top]
            moves.sort(key=lambda bit: -scores[bit])  # the next pass looks at the best first
            if abs(top) >= WIN - geometry.cell_count:  # a forced win or loss is proved: deeper won't change it
                break
        return best_moves

    def _score_move(self, mine: int, theirs: int, bit: int, depth: int) -> int:
        return -self._search(theirs, mine | bit, depth - 1, -WIN * 2, WIN * 2, 1)

    def _search(self, mine: int, theirs: int, depth: int, alpha: int, beta: int, ply: int) -> int:
        self.nodes += 1
        if self.nodes > self.node_budget:
            raise _OutOfBudget
        if not self.nodes & CANCEL_CHECK_MASK and self.cancel is not None and self.cancel.is_set():
            raise SearchCancelled
        geometry = self.geometry
        scan = geometry.scan(mine, theirs)
        if scan.can_win_now:
            return WIN - ply
        occupied = mine | theirs
        if occupied == (1 << geometry.cell_count) - 1 or not (scan.mine_live or scan.theirs_live):
            return 0
        if len(scan.threats) >= 2:
            return -(WIN - ply - 1)
        if depth <= 0 and not scan.threats:
            return self._evaluate(mine, theirs)
        moves = scan.threats if scan.threats else geometry.empty_bits(occupied)
        best = -WIN * 2
        for bit in moves:
            # A forced block does not use up depth: threats are followed to the end.
            value = -self._search(theirs, mine | bit, depth - (0 if scan.threats else 1), -beta, -alpha, ply + 1)
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        return best

    def _evaluate(self, mine: int, theirs: int) -> int:
        score = 0
        for line in self.geometry.lines:
            my_part, their_part = mine & line, theirs & line
            if not their_part:
                score += _LINE_WEIGHTS[my_part.bit_count()]
            elif not my_part:
                score -= _LINE_WEIGHTS[their_part.bit_count()]
        return score
