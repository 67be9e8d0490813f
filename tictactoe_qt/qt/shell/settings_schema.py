"""The settings file's schema: which keys hold the player's choices, what each may hold, and the translation
between them and Preferences. Pure mapping: Storage reads and writes the file, the controller says what the
choices are (GameController.preferences())."""

from __future__ import annotations

import re

from collections.abc import Mapping
from dataclasses import dataclass
from typing import cast

from ...core import Player
from ...core.levels import ALL_LEVELS, AnyLevel
from ...core.modes import Mode
from ...core.score import clean_name
from ...core.table import Preferences
from ...core.kinds import VARIANTS, Variant
from .theme import THEMES

__all__ = ["GAME_KEYS", "Look", "game_settings", "read_game_settings", "read_look", "read_network_choices"]

_BOARDS = {variant.key: variant for variant in VARIANTS}  # "3x3-3", …, "ultimate"
# Each key of the player's choices and the values it may hold (the on/off ones are checked by _switch).
_CHOICES: dict[str, tuple[str, ...]] = {
    "game/board": tuple(_BOARDS),
    "game/mode": tuple(mode.value for mode in Mode),
    "game/level": ALL_LEVELS,
    "game/human_mark": ("X", "O"),
    "demo/level1": ALL_LEVELS,
    "demo/level2": ALL_LEVELS,
    "view/theme": THEMES,
}
_SWITCHES = ("view/prediction", "view/analysis", "view/reduce_motion")
_NAMES = ("players/name1", "players/name2")
GAME_KEYS = (*_CHOICES, *_SWITCHES, *_NAMES)  # every key read_game_settings and read_look check


@dataclass(frozen=True)
class Look:
    """The window's own preferences: View ▸ Theme and View ▸ Reduce Motion."""

    theme: str = "system"
    reduce_motion: bool = False


def switch(value: object) -> bool | None | str:
    """An on/off setting as INI files hold it ("true"/"false"); None when absent, "invalid" otherwise."""
    if value is None:
        return None
    return {"true": True, "false": False}.get(str(value).lower(), "invalid")


def _valid(values: Mapping[str, object]) -> bool:
    return (
        all(values.get(key) is None or values.get(key) in allowed for key, allowed in _CHOICES.items())
        and all(switch(values.get(key)) != "invalid" for key in _SWITCHES)
        and all(
            values.get(key) is None or isinstance(values.get(key), str) and clean_name(str(values.get(key)))
            for key in _NAMES
        )
    )


def read_game_settings(values: Mapping[str, object]) -> Preferences | None:
    """The player's choices from the settings' values by key; None when any value is not one the game wrote."""
    if not _valid(values):
        return None
    board, mode, mark = values.get("game/board"), values.get("game/mode"), values.get("game/human_mark")
    names = cast("tuple[str | None, str | None]", tuple(values.get(key) for key in _NAMES))
    return Preferences(
        variant=_BOARDS.get(str(board)) if board else None,
        mode=Mode(mode) if mode else None,
        level=cast("AnyLevel | None", values.get("game/level")),  # one of ALL_LEVELS or None: checked above
        human_mark=Player(mark) if mark else None,
        names=names,
        demo_levels=cast(
            "tuple[AnyLevel | None, AnyLevel | None]", (values.get("demo/level1"), values.get("demo/level2"))
        ),
        prediction=cast("bool | None", switch(values.get("view/prediction"))),  # not "invalid": checked above
        analysis=cast("bool | None", switch(values.get("view/analysis"))),
    )


def read_look(values: Mapping[str, object]) -> Look:
    """Theme and motion from values read_game_settings accepted."""
    return Look(str(values.get("view/theme") or "system"), bool(switch(values.get("view/reduce_motion"))))


# What the Host and Join dialogs remember ([network] in the file), each as the game writes it: a port of 1 to
# 65535 in digits, "yes" or "no" for announcing the game, a player's name, an address of at most 300 characters
# on one line as typed. A value the game would not have written is ignored there, and the dialog offers its default.
_MAX_ADDRESS_CHARS = 300


def _port(value: str) -> bool:
    return (
        value.isascii() and value.isdecimal() and len(value) <= 5 and int(value) < 65536
    )  # 0: any free port, as the dialog offers


def _address(value: str) -> bool:
    # As typed into the Join dialog, which takes any character but a line break (a pasted U+2028 included).
    return bool(value.strip()) and len(value) <= _MAX_ADDRESS_CHARS and not any(c in value for c in "\r\n\0")


def _mailbox(value: str) -> bool:
    """Internet play's mailbox server as typed in its dialog ("": the default): a WebSocket URL, nothing else."""
    return value == "" or re.fullmatch(r"wss?://[!-~]{1,300}", value) is not None


_NETWORK_CHOICES = {
    "port": _port,
    "announce": lambda value: value in ("yes", "no"),
    "name": lambda value: clean_name(value) == value != "",
    "address": _address,
    "mailbox": _mailbox,
}


def read_network_choices(values: Mapping[str, object]) -> dict[str, str]:
    """The Host and Join dialogs' last answers by key, leaving out every value the game would not have written."""
    return {
        key: value
        for key, value in values.items()
        if isinstance(value, str) and key in _NETWORK_CHOICES and _NETWORK_CHOICES[key](value)
    }


def game_settings(preferences: Preferences) -> dict[str, str]:
    """The settings' values for the player's choices (every one set: the controller always has them)."""
    return {
        "game/board": Variant.coerce(preferences.variant or VARIANTS[0]).key,
        "game/mode": (preferences.mode or Mode.HUMAN_VS_HUMAN).value,
        "view/prediction": "true" if preferences.prediction else "false",
        "view/analysis": "true" if preferences.analysis else "false",
        "game/level": str(preferences.level),
        "game/human_mark": (preferences.human_mark or Player.X).value,
        "demo/level1": str(preferences.demo_levels[0]),
        "demo/level2": str(preferences.demo_levels[1]),
        "players/name1": str(preferences.names[0]),
        "players/name2": str(preferences.names[1]),
    }
