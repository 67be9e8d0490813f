"""The session's words in the player's language, without Qt: every word is asked for through `translate`, which
a front end points at its translations once (the window at QCoreApplication.translate, in qt/text.py); until
then, and in the terminal, the words are the English source text.

Calls are written out as translate("Context", "text", …), which pyside6-lupdate finds and collects.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.messages import CONTEXT, MessageError, fill

__all__ = ["Translator", "translate", "translated", "use_translator"]

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
