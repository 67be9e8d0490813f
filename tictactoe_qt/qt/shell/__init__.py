"""The application around the game: start-up, the main window and its actions, storage, single copy, theme,
translations, help, game files and the self-test.
"""
