"""The boards the app offers, each a Variant: its rule set (core/board_game.py) and, for k-in-a-row, its size and
how many in a row win. Classic 3×3, 4×4 four in a row, 5×5 four in a row, and ultimate tic-tac-toe.

A Variant keys everything kept per board: the scores and unfinished games (core/table.py), the saved files
(core/records.py: "rule_set", "size", "win_length"), the settings ("game/board": Variant.key) and the wire
(net/: "rule_set", "size", "win_length"). A file or message without a rule set is k-in-a-row, as every one was
before ultimate came. Another rule set is one more Variant here and one more kind of game behind the interface.

    >>> Variant(4, 4).key, ULTIMATE_VARIANT.key
    ('4x4-4', 'ultimate')
    >>> Variant.of(ULTIMATE_VARIANT.new_game()) == ULTIMATE_VARIANT
    True
"""

from __future__ import annotations

from dataclasses import dataclass

from .board_game import K_IN_A_ROW, RULE_SETS, ULTIMATE, BoardGame, RuleSet
from .game import GameError
from .kinds import new_game, levels_for
from .levels import AnyLevel

__all__ = ["ULTIMATE_VARIANT", "VARIANTS", "Variant", "variant_for", "variant_of_key"]


@dataclass(frozen=True, eq=False)
class Variant:
    """A board the app offers: `size` cells a side, `win_length` in a row to win, under `rule_set`'s rules.

    A k-in-a-row board is equal to (and hashes as) the pair (size, win_length) that named boards before rule
    sets came, so code and tests written against the pair keep working: Variant(3, 3) == (3, 3).
    """

    size: int
    win_length: int
    rule_set: RuleSet = K_IN_A_ROW

    def _identity(self) -> tuple[object, ...]:
        if self.rule_set == K_IN_A_ROW:
            return self.size, self.win_length
        return self.size, self.win_length, self.rule_set

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Variant):
            return self._identity() == other._identity()
        if isinstance(other, tuple):
            return self._identity() == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._identity())

    def __lt__(self, other: Variant) -> bool:
        """In the order the game offers them (k-in-a-row by size, then ultimate), so a set of boards can be sorted."""
        return (self.rule_set != K_IN_A_ROW, self.size, self.win_length) < (
            other.rule_set != K_IN_A_ROW,
            other.size,
            other.win_length,
        )

    @classmethod
    def coerce(cls, board: Variant | tuple[int, int] | list[int]) -> Variant:
        """A Variant from itself, or from the (size, win_length) pair of a k-in-a-row board (a list, from JSON)."""
        if isinstance(board, Variant):
            return board
        size, win_length = board
        return cls(size, win_length)

    @classmethod
    def of(cls, game: BoardGame) -> Variant:
        """The board `game` is played on."""
        return cls(game.size, game.win_length, game.rule_set)

    def new_game(self) -> BoardGame:
        return new_game(self.rule_set, self.size, self.win_length)

    @property
    def key(self) -> str:
        """The board's name in the settings and in discovery adverts: "3x3-3" for k-in-a-row, else the rule set's
        name (its rules fix the board)."""
        if self.rule_set == K_IN_A_ROW:
            return f"{self.size}x{self.size}-{self.win_length}"
        return self.rule_set

    @property
    def levels(self) -> tuple[AnyLevel, ...]:
        """The computer's levels on this board, weakest first."""
        return levels_for(self.rule_set)


ULTIMATE_VARIANT = Variant(9, 3, ULTIMATE)
VARIANTS: tuple[Variant, ...] = (Variant(3, 3), Variant(4, 4), Variant(5, 4), ULTIMATE_VARIANT)
assert {variant.rule_set for variant in VARIANTS} == set(RULE_SETS)


def variant_for(rule_set: str, size: int = 3) -> Variant:
    """The board the game offers under `rule_set`, of `size` for k-in-a-row (whose sizes have one board each; an
    ultimate board has one size); GameError when there is none."""
    for variant in VARIANTS:
        if variant.rule_set == rule_set and (rule_set != K_IN_A_ROW or variant.size == size):
            return variant
    raise GameError(f"there is no {rule_set} board of size {size}")


def variant_of_key(key: str) -> Variant | None:
    """The board a Variant.key names, or None."""
    return next((variant for variant in VARIANTS if variant.key == key), None)
