"""The boards the app offers, as (size, win_length): classic 3×3, 4×4 four in a row and 5×5 four in a row."""

from __future__ import annotations

__all__ = ["VARIANTS", "Variant"]

Variant = tuple[int, int]
VARIANTS: tuple[Variant, ...] = ((3, 3), (4, 4), (5, 4))
