"""Messages the core gives the player, kept translatable without importing Qt.

A message is an English template with Qt's %1, %2 … placeholders and the values that fill it.
str() gives the English text; the Qt layer looks the template up in the translation
(context "core") and fills it the same way. QT_TRANSLATE_NOOP marks templates for pyside6-lupdate.
"""

from __future__ import annotations

import re

CONTEXT = "core"
_PLACEHOLDER = re.compile(r"%(\d)")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name pyside6-lupdate looks for
    return text


def fill(template: str, *values: object) -> str:
    """Put values[0] at %1, values[1] at %2, … in one pass, so a value that itself contains
    "%2" (a player may be named that) is left as typed."""
    return _PLACEHOLDER.sub(lambda match: str(values[int(match.group(1)) - 1]), template)


class MessageError(ValueError):
    """An error whose message the player reads: a template and its values, translatable later."""

    def __init__(self, template: str, *values: object) -> None:
        self.template = template
        self.values = values
        super().__init__(fill(template, *values))
