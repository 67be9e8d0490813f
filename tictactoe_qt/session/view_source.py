"""The session as the view state and its words read it: what GameController answers (it matches these protocols
without naming them), so that view_state.py and words.py depend on what they read, not on the controller; and the
advisor's findings, which it hands them as one AdviceView."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from ..core import Cell, Player
from ..core.board_game import BoardGame
from ..core.levels import AnyLevel, MoveOutcome
from ..core.modes import Mode
from ..core.score import Series
from ..core.kinds import Variant


@dataclass(frozen=True)
class AdviceView:
    """What the advisor has for the board on screen, as the view shows it: its properties, read at once."""

    hint: Cell | None
    hint_proven: bool
    analysis: Mapping[Cell, MoveOutcome | None]
    analysing: bool
    shows_prediction: bool
    shows_analysis: bool
    withheld: bool
    advising: bool
    # The legend's notes while an analysis is shown: a cell may stay "?"; the best few moves carry estimates.
    legend_unproved: bool
    legend_estimates: bool
    prediction: str
    prediction_settled: bool


class AdviceSource(Protocol):
    @property
    def view(self) -> AdviceView: ...


class RemoteSource(Protocol):
    def waiting_text(self) -> str | None: ...
    def answer_awaited_text(self) -> str | None: ...
    def status_line(self) -> str: ...


class ViewSource(Protocol):
    @property
    def game(self) -> BoardGame: ...
    @property
    def mode(self) -> Mode: ...
    @property
    def level(self) -> AnyLevel: ...
    @property
    def series(self) -> Series: ...
    @property
    def variant(self) -> Variant: ...
    @property
    def remote(self) -> RemoteSource | None: ...
    @property
    def waiting_for_network(self) -> bool: ...
    @property
    def is_thinking(self) -> bool: ...
    @property
    def accepts_clicks(self) -> bool: ...
    @property
    def practising(self) -> bool: ...
    @property
    def can_undo(self) -> bool: ...
    @property
    def can_redo(self) -> bool: ...
    @property
    def can_travel(self) -> bool: ...
    @property
    def demo_running(self) -> bool: ...
    @property
    def demo_levels(self) -> tuple[AnyLevel, AnyLevel]: ...
    @property
    def advisor(self) -> AdviceSource: ...
    def is_computer(self, seat: int) -> bool: ...
    def seat_level(self, seat: int) -> AnyLevel: ...
    def seat_name(self, seat: int) -> str: ...
    def name_of(self, mark: Player) -> str: ...
