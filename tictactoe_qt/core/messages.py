"""Messages the core gives the player, kept translatable without importing Qt; and `translate`, through which the
core and the session ask for every word in the player's language.

A message is an English template with Qt's %1, %2 … placeholders and the values that fill it.
str() gives the English text; the Qt layer looks the template up in the translation
(context "core") and fills it the same way. QT_TRANSLATE_NOOP marks templates for pyside6-lupdate.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable

CONTEXT = "core"
_PLACEHOLDER = re.compile(r"%(\d)")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name pyside6-lupdate looks for
    return text


def fill(template: str, *values: object) -> str:
    """Put values[0] at %1, values[1] at %2, … in one pass, so a value that itself contains
    "%2" (a player may be named that) is left as typed."""
    return _PLACEHOLDER.sub(lambda match: str(values[int(match.group(1)) - 1]), template)


def quoted(value: object, limit: int = 40) -> str:
    """A value from outside (a file, the network), as a message quotes it: on one line, at most `limit`
    characters, and without walking into a list or an object that holds others, however deeply they nest."""
    if isinstance(value, (list, dict)) and any(isinstance(item, (list, dict)) for item in _items(value)):
        text = "[…]" if isinstance(value, list) else "{…}"
    elif isinstance(value, float) and not math.isfinite(value):
        text = str(value)
    else:
        text = json.dumps(value, ensure_ascii=False, default=repr)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _items(value: list[object] | dict[object, object]) -> list[object]:
    return list(value.values()) if isinstance(value, dict) else value


def nested_deeper_than(value: object, limit: int) -> bool:
    """Whether lists and objects nest more than `limit` deep in `value` (a JSON value), found without recursion:
    Python's own walkers (json.dumps, repr, ==) raise RecursionError on a value nested about a thousand deep."""
    level = [value]
    for _ in range(limit + 1):
        level = [item for container in level if isinstance(container, (list, dict)) for item in _items(container)]
        if not level:
            return False
    return True


class MessageError(ValueError):
    """An error whose message the player reads: a template and its values, translatable later."""

    def __init__(self, template: str, *values: object) -> None:
        self.template = template
        self.values = values
        super().__init__(fill(template, *values))


class Message:
    """Words for the player that are not an error: a template with %1, %2 … and the values that fill it.

    A value may itself be a Message (a phrase inside a sentence, such as "X wins in 3" inside a move's line).
    str() gives the English; render(translate) looks every template up, the inner ones too, so the Qt layer
    shows one in the player's language with

        message.render(lambda text: QCoreApplication.translate(CONTEXT, text))

    Templates are marked with QT_TRANSLATE_NOOP(CONTEXT, …) where they are written, for pyside6-lupdate. As in
    the window, English plurals are spelled out per count (a template for one and one for more), not with %n.
    """

    __slots__ = ("template", "values")

    def __init__(self, template: str, *values: object) -> None:
        self.template = template
        self.values = values

    def render(self, translate: Callable[[str], str]) -> str:
        """The text, each template (this one and those of the Messages among the values) passed through `translate`."""
        return fill(
            translate(self.template),
            *(value.render(translate) if isinstance(value, Message) else value for value in self.values),
        )

    def __str__(self) -> str:
        return self.render(lambda text: text)

    def __repr__(self) -> str:
        return f"Message({', '.join(map(repr, (self.template, *self.values)))})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Message) and (self.template, self.values) == (other.template, other.values)

    def __hash__(self) -> int:
        return hash((self.template, self.values))


# The player's language. A front end points `translate` at its translations once (the window at
# QCoreApplication.translate, in qt/text.py); until then, and in the terminal, the words are the English source text.
# Calls are written out as translate("Context", "text", …), which pyside6-lupdate finds and collects.
# (context, source text, disambiguation, n) -> the text in the player's language, with %n filled from n.
Translator = Callable[[str, str, "str | None", int], str]


def _english(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return text.replace("%n", str(n)) if n >= 0 else text


_translator: Translator = _english


def use_translator(translator: Translator) -> None:
    """Say every word from now on through `translator` (QCoreApplication.translate in the window)."""
    global _translator  # one for the whole process, as Qt has one set of translations installed
    _translator = translator


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`text`, said in `context`, in the player's language."""
    return _translator(context, text, disambiguation, n)


def translated(error: MessageError) -> str:
    """A core error's message in the player's language."""
    return fill(translate(CONTEXT, error.template), *error.values)
