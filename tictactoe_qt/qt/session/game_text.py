"""What the status line says about the game: whose turn, who won, who starts next.

Kept apart from the controller, which decides what happens; this only words it. The strings
keep the controller's translation context, where they have always been translated.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...core.levels import Level
from ...core.network_table import LOCAL_SEAT
from ...core.modes import COMPUTER_SEAT, HUMAN_SEAT, Mode
from ..text import fill

if TYPE_CHECKING:
    from .controller import GameController


translate = QCoreApplication.translate  # pyside6-lupdate finds translate("GameText", …) calls


def level_name(level: Level) -> str:
    names = {"easy": translate("GameText", "Easy"), "medium": translate("GameText", "Medium"),
             "perfect": translate("GameText", "Unbeatable")}
    return names[level]


def your_seat(c: GameController) -> int | None:
    """The seat of the one player at this screen, who is called "you": against the computer and in a
    network game. None when two people share the screen (each is called by name)."""
    if c.remote is not None:
        return LOCAL_SEAT
    return HUMAN_SEAT if c.mode is Mode.HUMAN_VS_COMPUTER else None


def status_text(c: GameController, shorten: Callable[[str], str] = str) -> str:
    """Whose turn, who won. `shorten` gives the form of a player's name to show (the whole name by default)."""
    game = c.game
    waiting = c.remote.waiting_text() if c.remote is not None else None
    if waiting is not None:  # a network game with nobody at the other end
        return waiting
    against_computer = c.mode is Mode.HUMAN_VS_COMPUTER
    you = your_seat(c)
    if game.winner is not None:
        if you is None:
            return fill(translate("GameText", "%1 wins!"), shorten(c.name_of(game.winner)))
        if c.series.seat_of(game.winner) == you:
            return translate("GameText", "You win!")
        if against_computer:
            return translate("GameText", "The computer wins")
        return fill(translate("GameText", "%1 wins"), shorten(c.name_of(game.winner)))
    if game.is_draw:
        return translate("GameText", "Draw")
    if c.is_thinking:
        if c.mode is Mode.COMPUTER_VS_COMPUTER:
            return fill(translate("GameText", "%1 is thinking… (%2)"), shorten(c.name_of(game.current_player)),
                        game.current_player.value)
        return translate("GameText", "Computer is thinking…")
    if c.mode is Mode.COMPUTER_VS_COMPUTER:
        return translate("GameText", "Demonstration stopped")
    mark = game.current_player
    if against_computer and c.series.seat_of(mark) == COMPUTER_SEAT:  # not thinking: its search failed (see the notice)
        return fill(translate("GameText", "Computer's turn (%1)"), mark.value)
    if against_computer or (you is not None and c.series.seat_of(mark) == you):
        return fill(translate("GameText", "Your turn (%1)"), mark.value)
    return fill(translate("GameText", "%1's turn (%2)"), shorten(c.name_of(mark)), mark.value)


def next_game_text(c: GameController) -> str:
    """After a game, who will start the next one (the seats swap marks)."""
    if not c.game.is_over:
        return ""
    next_x_seat = 1 - c.series.x_seat
    if next_x_seat == your_seat(c):
        return translate("GameText", "New Game: you play X and start")
    if c.mode is Mode.HUMAN_VS_COMPUTER and next_x_seat == COMPUTER_SEAT:
        return translate("GameText", "New Game: the computer plays X and starts")
    return fill(translate("GameText", "New Game: %1 plays X and starts"), c.seat_name(next_x_seat))
