"""The game session, in plain Python: what a sitting at the game is, for every front end.

Nothing here imports Qt (an import-linter contract says so). The window and the terminal adapt it; the words it
makes come through translation.translate, which each front end points at its own translations.
"""
