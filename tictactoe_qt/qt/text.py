"""Filling translated strings: Qt's %1, %2 … placeholders, for PySide6 which has no QString.arg()."""

from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"%(\d)")


def fill(template: str, *values: object) -> str:
    """Put values[0] at %1, values[1] at %2, … in one pass, so a value that itself contains
    "%2" (a player may be named that) is left as typed."""
    return _PLACEHOLDER.sub(lambda match: str(values[int(match.group(1)) - 1]), template)
