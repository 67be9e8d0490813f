"""Writing to a console that may not carry every character the game's words use.

The words use "×", "·", "…", "–" and players' names in any script. A C locale without UTF-8 mode, a
legacy Windows console or PYTHONIOENCODING=ascii gives an output that cannot encode them, where a plain
print() raises UnicodeEncodeError. Each stream then writes what it can and spells the rest in ASCII.
"""

from __future__ import annotations

import codecs
import sys

ERRORS = "tictactoe-ascii"  # the codec error handler's name, for TextIOWrapper.reconfigure(errors=…)
ASCII_SPELLINGS = {
    "×": "x",
    "·": ".",
    "…": "...",
    "–": "-",
    "—": "-",
    "−": "-",
    "±": "+/-",
    "’": "'",
    "‘": "'",
    "“": '"',
    "”": '"',
    "→": "->",
    "≥": ">=",
    "≤": "<=",
    "•": "*",
    "\u00a0": " ",
}


def ascii_spelling(character: str) -> str:
    """The character in ASCII: a spelling of our own, else its letters without accents ("é" → "e"), else "?"."""
    spelled = ASCII_SPELLINGS.get(character)
    if spelled is None:
        try:
            import unicodedata  # noqa: PLC0415 - left out of the frozen app (build.spec): needed only here, and rarely
        except ImportError:
            return "?"
        spelled = unicodedata.normalize("NFKD", character).encode("ascii", "ignore").decode("ascii") or "?"
    return spelled


def _spell_in_ascii(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    return "".join(ascii_spelling(c) for c in error.object[error.start : error.end]), error.end


codecs.register_error(ERRORS, _spell_in_ascii)


def carry_any_text() -> None:
    """Make stdout and stderr write every string (what their encoding cannot carry is spelled in ASCII), and
    stdin read any bytes (what its encoding cannot read becomes "\ufffd", which every later step can carry)."""
    reconfigure_input = getattr(sys.stdin, "reconfigure", None)
    if reconfigure_input is not None and getattr(sys.stdin, "errors", None) == "strict":
        reconfigure_input(errors="replace")
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)  # None for a stream that is not a TextIOWrapper
        if reconfigure is not None and getattr(stream, "errors", None) == "strict":
            reconfigure(errors=ERRORS)
