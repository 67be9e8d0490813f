"""The board, painted whole in one pass (view.py), with its motion, keys and screen-reader cells beside it."""

from .cells import CellButton
from .motion import DRAW_SETTLE_MS, MARK_APPEAR_MS, NEW_GAME_MS, WIN_LINE_MS
from .view import MINIMUM_SIDE, BoardView

__all__ = ["DRAW_SETTLE_MS", "MARK_APPEAR_MS", "MINIMUM_SIDE", "NEW_GAME_MS", "WIN_LINE_MS", "BoardView", "CellButton"]
