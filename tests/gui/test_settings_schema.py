"""The settings file's schema on its own: the player's choices round-trip, and a value the game never wrote
is refused rather than half-read."""

from __future__ import annotations

from tictactoe_qt.core import Player
from tictactoe_qt.core.modes import Mode
from tictactoe_qt.core.table import Preferences
from tictactoe_qt.qt.shell.settings_schema import GAME_KEYS, Look, game_settings, read_game_settings, read_look

CHOSEN = Preferences(
    variant=(5, 4),
    mode=Mode.HUMAN_VS_COMPUTER,
    level="medium",
    human_mark=Player.O,
    names=("Ann", "Bob"),
    demo_levels=("easy", "perfect"),
    prediction=True,
    analysis=False,
)


def test_the_players_choices_round_trip():
    values = game_settings(CHOSEN)
    assert set(values) <= set(GAME_KEYS)
    assert values["game/board"] == "5x5-4" and values["game/human_mark"] == "O"
    assert read_game_settings(values) == CHOSEN


def test_a_first_start_reads_every_choice_as_the_default():
    assert read_game_settings({}) == Preferences()
    assert read_look({}) == Look("system", False)


def test_a_value_the_game_never_wrote_refuses_the_whole_file():
    for key, value in (
        ("game/board", "6x6-4"),
        ("game/mode", "chess"),
        ("view/analysis", "maybe"),
        ("players/name1", "   "),
        ("view/theme", "neon"),
    ):
        assert read_game_settings({**game_settings(CHOSEN), key: value}) is None, key


def test_the_look_reads_theme_and_motion():
    assert read_look({"view/theme": "dark", "view/reduce_motion": "true"}) == Look("dark", True)


def test_ultimate_and_its_hard_level_round_trip_by_the_rule_sets_name():
    from tictactoe_qt.core.kinds import ULTIMATE_VARIANT

    chosen = Preferences(
        variant=ULTIMATE_VARIANT,
        mode=Mode.HUMAN_VS_COMPUTER,
        level="hard",
        human_mark=Player.X,
        names=("Ann", "Bob"),
        demo_levels=("easy", "hard"),
        prediction=False,
        analysis=True,
    )
    values = game_settings(chosen)
    assert values["game/board"] == "ultimate" and values["game/level"] == "hard"
    assert read_game_settings(values) == chosen
    # Settings written before ultimate name their boards as ever: they read the same.
    assert read_game_settings({"game/board": "3x3-3", "game/level": "perfect"}).variant == (3, 3)
