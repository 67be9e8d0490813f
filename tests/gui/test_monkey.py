"""A monkey at the window: thousands of random user actions, with the game's invariants checked after each."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tictactoe_qt.core import Player
from tictactoe_qt.core.score import series_key
from tictactoe_qt.core.modes import Mode
from tictactoe_qt.qt.session.controller import GameController

from .conftest import Person, open_window
from .test_persistence import Dialogs

BAD_SAVE = Path(__file__).parent.parent / "fixtures" / "bad_saves" / "move_after_win.json"


class Audit:
    """Keeps its own tally of finished games per matchup and checks what the window shows against it."""

    def __init__(self, person: Person) -> None:
        self.person = person
        self.controller = c = person.controller
        self.tally: Counter = Counter()
        self.game, self.key, self.ended_scored = c.game, self._key(), False
        self.computer_moves = 0
        self.finished_games = 0  # every game set aside after it ended and was scored, resets or not
        self.games_started = 0
        self.checks = 0
        c.view_changed.connect(self.observe)
        c.move_played.connect(lambda row, col, from_here: None if from_here else self.on_computer_move(row, col))

    def _key(self):
        return series_key(self.controller.variant, self.controller.mode, self.controller.level)

    def observe(self, _view: object = None) -> None:
        c = self.controller
        if c.game is not self.game:  # the game was set aside: count it if it ended and was scored
            self.tally[self.key] += self.ended_scored
            self.finished_games += self.ended_scored
            self.games_started += 1
            self.game = c.game
        self.key = self._key()
        self.ended_scored = c.game.is_over and c.current_game_scored

    def on_computer_move(self, row: int, col: int) -> None:
        c = self.controller
        assert c.mode is not Mode.HUMAN_VS_HUMAN
        mark_played = Player.X if len(c.game.moves) % 2 else Player.O
        assert c.is_computer(c.series.seat_of(mark_played)), "the computer played for the human"
        assert c.game.moves[-1] == (row, col)
        self.computer_moves += 1

    def scores_cleared(self) -> None:
        self.tally[self._key()] = 0
        self.ended_scored = False

    def check(self) -> None:
        c, person = self.controller, self.person
        game = c.game
        core_marks = "/".join(
            "".join(str(game.cell(r, col) or ".") for col in range(game.size)) for r in range(game.size)
        )
        assert person.marks() == core_marks
        series = c.series
        assert person.scores() == (series.wins[0], series.wins[1], series.draws)
        assert series.games_played == self.tally[self._key()] + (game.is_over and c.current_game_scored)
        if c.is_thinking:
            assert c.is_computer(c.series.seat_of(game.current_player)) and not c.accepts_clicks
        assert person.window.game_actions.undo_action.isEnabled() == c.can_undo
        assert person.window.game_actions.redo_action.isEnabled() == c.can_redo
        self.checks += 1


def _random_actions(person: Person, dialogs: Dialogs, audit: Audit, rng: random.Random, tmp_path: Path):
    window, qtbot = person.window, person.qtbot
    settings = window.side_panel.match_settings
    save_path = str(tmp_path / "monkey.json")

    def cell():
        size = person.controller.game.size
        empty = [(r, c) for r in range(size) for c in range(size) if person.mark_at(r, c) is None]
        if empty and rng.random() < 0.8:  # players mostly aim at empty cells; sometimes not
            return rng.choice(empty)
        return rng.randrange(size), rng.randrange(size)

    def choose_mode():
        segments = [settings.two_players_segment, settings.computer_segment, settings.demo_segment]
        person.choose(rng.choices(segments, weights=[5, 5, 1])[0])

    def double_click():
        button = window.play_area.board.cell_button(*cell())
        qtbot.mouseClick(button, Qt.LeftButton)
        qtbot.mouseDClick(button, Qt.LeftButton)

    def save():
        dialogs.path = save_path
        window.game_actions.save_action.trigger()

    def load():
        dialogs.path = str(BAD_SAVE) if rng.random() < 0.3 else save_path
        window.game_actions.load_action.trigger()

    def reset_scores():
        window.side_panel.score_board.reset_button.click()
        audit.scores_cleared()

    return [  # weighted so that many games reach their end between the disruptions
        (45, lambda: person.click(*cell())),
        (4, double_click),
        (5, lambda: qtbot.keyClick(window, Qt.Key_Z, Qt.ControlModifier)),
        (2, window.game_actions.undo_action.trigger),
        (4, lambda: qtbot.keyClick(window, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)),
        (2, window.game_actions.new_action.trigger),
        (0.7, choose_mode),
        (0.4, lambda: settings.board_switch.setCurrentIndex(rng.choices([0, 1, 2, 3], weights=[6, 3, 1, 2])[0])),
        (1, lambda: qtbot.keyClick(window, Qt.Key_H)),
        (0.3, window.game_actions.prediction_action.trigger),
        (0.3, window.game_actions.analysis_action.trigger),
        (0.3, lambda: qtbot.keyClick(window, Qt.Key_Escape)),
        (0.5, lambda: settings.level_switch.setCurrentIndex(rng.randrange(settings.level_switch.count()))),
        (0.5, lambda: settings.mark_switch.setCurrentIndex(rng.randrange(2))),
        (1, save),
        (0.7, load),
        (0.3, reset_scores),
        (1, lambda: person.rename(rng.randrange(2), rng.choice(["Ann", "", "  Bob  ", "%1 <b>x</b>"]))),
        (20, lambda: qtbot.wait(rng.randrange(0, 30))),
    ]


@pytest.mark.parametrize("start_against_computer", [False, True], ids=["two-players", "vs-computer"])
def test_random_user_actions_never_break_the_game(qtbot, monkeypatch, tmp_path, request, start_against_computer):
    seed = 20261122 + start_against_computer
    rng = random.Random(seed)
    window = open_window(qtbot, GameController(computer_delay_ms=8, rng=random.Random(seed)))
    person = Person(qtbot, window)
    dialogs = Dialogs(monkeypatch)
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.Reset)
    if start_against_computer:
        person.against_computer(Player.O)
    audit = Audit(person)
    actions = _random_actions(person, dialogs, audit, rng, tmp_path)
    weights = [weight for weight, _ in actions]
    count = request.config.getoption("--monkey-actions") // 2
    for _ in range(count):
        rng.choices(actions, weights)[0][1]()
        audit.check()
    person.wait_for_computer()
    audit.check()
    window.close()
    print(
        f"\nmonkey seed {seed}: {count} actions, {audit.checks} checks, {audit.games_started} new games, "
        f"{audit.computer_moves} computer moves, {audit.finished_games} finished and scored, "
        f"{len(dialogs.warnings)} bad-load warnings"
    )
    # The run really exercised the game: many games, and the computer really played.
    assert audit.games_started > count // 50 and audit.finished_games >= max(1, count // 200)
    if start_against_computer:
        assert audit.computer_moves > count // 50
