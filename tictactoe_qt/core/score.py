"""A series of games between two seats: wins per player (not per mark) and who holds which mark.

X always moves first and the seats swap marks after every finished game, so each player
starts in turn. The result of the game in progress is counted while the game stands
finished, so taking back its last move takes the result off again.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .game import Player
from .levels import AnyLevel
from .modes import Mode
from .kinds import Variant

MAX_NAME_LENGTH = 40

SeriesKey = tuple[Variant, Mode, "AnyLevel | None"]
NetworkSeriesKey = tuple[Variant, str]  # the board and the opponent's name


def series_key(variant: Variant | tuple[int, int], mode: Mode, level: AnyLevel) -> SeriesKey:
    """Scores are kept apart per board and matchup: one series for two players, one per computer level."""
    return (Variant.coerce(variant), mode, level if mode is Mode.HUMAN_VS_COMPUTER else None)


def clean_name(name: str) -> str:
    """A player's name as the game keeps, shows, saves and sends it; may be ''.

    Every door a name comes in by (the window, a file, the settings, the network) passes it through here, so
    every name is the same kind of text: only printable characters (no control, format or bidi-override
    characters that could reorder, hide or break the text; no lone surrogates, which cannot be written as
    UTF-8), runs of white space made one space, at most MAX_NAME_LENGTH characters.
    """
    printable = "".join(character for character in " ".join(name.split()) if character.isprintable())
    return " ".join(printable.split())[:MAX_NAME_LENGTH].rstrip()


@dataclass
class Series:
    wins: list[int] = field(default_factory=lambda: [0, 0])
    draws: int = 0
    x_seat: int = 0
    # The result counted for the current game: a winning seat, "draw", or None when uncounted.
    counted: int | str | None = None

    def mark_of(self, seat: int) -> Player:
        return Player.X if seat == self.x_seat else Player.O

    def seat_of(self, mark: Player) -> int:
        return self.x_seat if mark is Player.X else 1 - self.x_seat

    @property
    def games_played(self) -> int:
        return sum(self.wins) + self.draws

    @property
    def current_game_counted(self) -> bool:
        return self.counted is not None

    def count_result(self, finished: bool, winner: Player | None) -> bool:
        """Count the current game's result as the board shows it (none while it goes on, or once taken back);
        True if the score changed."""
        wanted: int | str | None = None
        if finished:
            wanted = "draw" if winner is None else self.seat_of(winner)
        if wanted == self.counted:
            return False
        self._apply(self.counted, -1)
        self._apply(wanted, +1)
        self.counted = wanted
        return True

    def start_next_game(self, previous_finished: bool) -> None:
        """Begin a new game; after a finished one the seats swap marks (an abandoned one keeps them)."""
        if previous_finished:
            self.x_seat = 1 - self.x_seat
        self.counted = None

    def reset(self) -> None:
        """Clear the counts, the current game's result included; the marks stay as they are."""
        self.wins = [0, 0]
        self.draws = 0
        self.counted = None

    def _apply(self, result: int | str | None, step: int) -> None:
        if result == "draw":
            self.draws += step
        elif isinstance(result, int):
            self.wins[result] += step
