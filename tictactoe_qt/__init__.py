"""Tic-Tac-Toe for the desktop, on PySide6, with a pure-Python core."""

__version__ = "0.1.0"
