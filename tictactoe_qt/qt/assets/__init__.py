"""The window's icons and compiled translations, shipped as package data beside this module.

A checkout, a wheel or sdist install (pip, pipx, `python -m build`) and the frozen app (build.spec copies
this folder) all hold these files here, with nothing to generate first. They are found from this module's
own path: importlib.resources answers the same for a package on the file system, at ~12 ms of start-up.
"""

from __future__ import annotations

from pathlib import Path

FOLDER = Path(__file__).parent
TRANSLATIONS_FOLDER = str(FOLDER / "translations")
ICON_NAMES = ("tictactoe", "new-game", "undo", "redo", "hint", "stop", "continue", "review")


def icon_path(name: str) -> str:
    """The SVG file of one of ICON_NAMES."""
    return str(FOLDER / "icons" / f"{name}.svg")
