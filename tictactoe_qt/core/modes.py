"""Who plays: the modes the side panel offers, and the two seats of a series.

Each side of the board is a seat, numbered as the scoreboard counts them; a mode says who sits in each.
"""

from __future__ import annotations

from enum import Enum

__all__ = ["COMPUTER_SEAT", "HUMAN_SEAT", "SEATS", "Mode"]

SEATS = (0, 1)
HUMAN_SEAT = 0  # against the computer, seat 0 is the human and seat 1 the computer
COMPUTER_SEAT = 1


class Mode(str, Enum):
    HUMAN_VS_HUMAN = "human"
    HUMAN_VS_COMPUTER = "computer"
    COMPUTER_VS_COMPUTER = "demo"  # two computer players, for watching
