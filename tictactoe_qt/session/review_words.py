"""Every word the window says about a review: its lines, its summary, the headline and the line under it while a
move is shown, why a game or a move cannot be reviewed or tried again, and what is said after Try Again.

The review's own sentences (a move's line, why a marked move was one, a player's summary) are the core's
Messages (core/review_messages.py), shown in the player's language through their templates' translations in the
context "core"; the window's own words are translated in the context "Review". The core's review is imported on
first use, never on the first frame's path.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Player
from ..core.messages import CONTEXT, Message, MessageError, fill, translate, translated
from ..core.notation import cell_name

if TYPE_CHECKING:
    from ..core.review import AnyMoveReview as MoveReview
    from ..core.review import PlayerSummary
    from ..core.ultimate_review import UltimateSummary
    from .review_state import Marker


def core_words(message: Message | str) -> str:
    """A core Message in the player's language."""
    return message.render(lambda text: translate(CONTEXT, text)) if isinstance(message, Message) else message


def _capitalised(text: str) -> str:
    """A phrase made to start a line: "a win thrown away" → "A win thrown away" (other scripts as they are)."""
    return text[:1].upper() + text[1:]


# --- the Review action --------------------------------------------------------------------------------------


def unavailable(error: MessageError) -> str:
    """Why the game has no proven review (the core's ReviewUnavailable), in the player's language."""
    return translated(error)


def language_probe() -> str:
    """A word that differs between the languages shown: what a line worded once is kept under."""
    return translate("Review", "%1. %2 %3 — %4")


# --- the summary -------------------------------------------------------------------------------------------


def you() -> str:
    """The player at this screen, as the summary's subject: "You played 7 moves: …"."""
    return translate("Review", "You")


def summaries(players: list[tuple[PlayerSummary | UltimateSummary, str]]) -> str:
    """Each player's summary sentence (the player named as given), a line each."""
    from ..core.review_messages import summary_sentence  # noqa: PLC0415 - the review, on first use

    return "\n".join(core_words(summary_sentence(summary, subject)) for summary, subject in players)


def reviewing(judged: int, total: int) -> str:
    """While the moves are judged, one after the other."""
    return fill(translate("Review", "Reviewing the game: %1 of %2 moves judged…"), judged, total)


def stopped(reason: str) -> str:
    return fill(translate("Review", "The review could not be worked out (%1)."), reason)


def guidance(estimated: bool = False) -> str:
    """Under the list while the summary is chosen: how to read the review. `estimated`: a review by the search's
    estimates (ultimate), proven only near the end."""
    if estimated:
        return translate(
            "Review",
            "Choose a move to see it on the board. A marked move shows the better move instead, ringed in green. "
            "Values are the search's estimates of the mover's score (a draw counts half), except where the end was "
            "in reach and a complete search proved them.",
        )
    return translate(
        "Review",
        "Choose a move to see it on the board. A marked move shows the best move instead, "
        "ringed in green, and the proven line that makes it better.",
    )


def sentences(*parts: str) -> str:
    """Words said one after another as sentences: each ends in a full stop unless it ends in a mark of its own."""
    ends = (".", "!", "?", "…", "。", "！", "？")
    return " ".join(part if part.endswith(ends) else f"{part}." for part in parts if part)


def marked_count(count: int) -> str:
    if count == 0:
        return translate("Review", "No move marked: every move was a best one")
    if count == 1:
        return translate("Review", "1 move marked")
    return fill(translate("Review", "%1 moves marked"), count)


# --- a move ------------------------------------------------------------------------------------------------


def move_text(record: MoveReview) -> str:
    """The list's line: "4. O a1 — a draw turned into a loss", "1. X b2 — best (a draw)", "12. X B2 a3 — a
    blunder", "13. O A3 c1 — good (about 48 % for O)"."""
    from ..core.review_messages import completes_game, mark_words, value_words  # noqa: PLC0415 - on first use

    number, mark, name = record.number, record.player.value, record.name
    if record.marked:
        return fill(translate("Review", "%1. %2 %3 — %4"), number, mark, name, core_words(mark_words(record)))
    if completes_game(record):
        if _ultimate(record):  # boards win the game, not a line of cells
            return fill(translate("Review", "%1. %2 %3 — wins the game"), number, mark, name)
        return fill(translate("Review", "%1. %2 %3 — completes a line"), number, mark, name)
    if _good(record):
        return fill(translate("Review", "%1. %2 %3 — good (%4)"), number, mark, name, core_words(value_words(record)))
    if _estimated_best(record):
        return fill(
            translate("Review", "%1. %2 %3 — looks best (%4)"), number, mark, name, core_words(value_words(record))
        )
    return fill(
        translate("Review", "%1. %2 %3 — best (%4)"),
        number,
        mark,
        name,
        core_words(value_words(record)),
    )


def pending_text(number: int, mark: Player, name: str) -> str:
    return fill(translate("Review", "%1. %2 %3 …"), number, mark.value, name)


def pending_spoken(number: int, mark: Player, name: str) -> str:
    return fill(translate("Review", "%1. %2 %3: not judged yet."), number, mark.value, name)


def being_judged() -> str:
    return translate("Review", "This move is being judged…")


def move_line(record: MoveReview) -> str:
    """The whole sentence: "4. O a1: a draw turned into a loss — best play: a draw; this move: X wins in 2."."""
    from ..core.review_messages import move_line  # noqa: PLC0415 - the review, on first use

    return core_words(move_line(record))


def explanation(record: MoveReview) -> list[str]:
    """Why a marked move was one, sentence by sentence, with the proven lines in the board's cell names."""
    from ..core.review_messages import explanation_sentences  # noqa: PLC0415 - the review, on first use

    return [core_words(sentence) for sentence in explanation_sentences(record)]


def record_tip(record: MoveReview, marker: Marker) -> str:
    """The marker of a judged move in words, for the mouse: an ultimate move's grade, else marker_tip's."""
    from ..core.ultimate_review import BLUNDER, INACCURACY, MISTAKE, UltimateMoveReview  # noqa: PLC0415 - on first use

    if not isinstance(record, UltimateMoveReview):
        return marker_tip(marker)
    points = {"inaccuracy": INACCURACY, "mistake": MISTAKE, "blunder": BLUNDER}
    if record.grade in points:
        return fill(
            translate("Review", "Marked: the search rates a better move at least %1 points higher"),
            round(points[record.grade] * 100),
        )
    return fill(translate("Review", "Not marked: within %1 points of the best move"), round(INACCURACY * 100))


def marker_tip(marker: Marker) -> str:
    if marker == "result":
        return translate("Review", "Marked: this move changed the result with best play")
    if marker == "speed":
        return translate("Review", "Marked: the result stayed, but best play wins sooner or loses later")
    if marker == "best":
        return translate("Review", "A best move: it kept what the position was worth")
    return ""


# --- the headline and the line under it while reviewing ------------------------------------------------------


def summary_headline() -> str:
    """ "Review: %1", with the game's own headline ("You win!") for %1."""
    return translate("Review", "Review: %1")


def move_headline() -> str:
    """ "Move %1 of %2: %3 %4": the move's number, how many, its mark and cell."""
    return translate("Review", "Move %1 of %2: %3 %4")


def move_summary(record: MoveReview | None) -> str:
    """Under the headline: what the move shown was worth."""
    from ..core.review_messages import better_move, completes_game, mark_words, value_words  # noqa: PLC0415

    if record is None:
        return being_judged()
    if record.marked:
        return fill(
            translate("Review", "%1 — best was %2"),
            _capitalised(core_words(mark_words(record))),
            _name(record, better_move(record)),
        )
    if completes_game(record):
        if _ultimate(record):
            return fill(translate("Review", "It wins the game: %1 wins"), record.player.value)
        return fill(translate("Review", "It completes a line: %1 wins"), record.player.value)
    if _good(record):
        return fill(translate("Review", "A good move: %1"), core_words(value_words(record)))
    if _estimated_best(record):
        return fill(translate("Review", "The search's best move: %1"), core_words(value_words(record)))
    return fill(translate("Review", "A best move: %1"), core_words(value_words(record)))


def _name(record: MoveReview, cell: tuple[int, int]) -> str:
    """A cell's name on the record's board."""
    from ..core.notation import ultimate_cell_name  # noqa: PLC0415 - the review, on first use

    return ultimate_cell_name(cell) if _ultimate(record) else cell_name(cell, record.size)


def _ultimate(record: MoveReview) -> bool:
    """A move of an ultimate game, judged by the search's estimates (core/ultimate_review.py)."""
    from ..core.ultimate_review import UltimateMoveReview  # noqa: PLC0415 - the review, on first use

    return isinstance(record, UltimateMoveReview)


def _estimated_best(record: MoveReview) -> bool:
    """The search's best move where the position is not proven (ultimate): said as the search's, not as best."""
    from ..core.ultimate_review import UltimateMoveReview  # noqa: PLC0415 - the review, on first use

    return isinstance(record, UltimateMoveReview) and record.grade == "best" and record.proven_before is None


def _good(record: MoveReview) -> bool:
    """Not the search's best, but within INACCURACY of it: not marked (ultimate)."""
    from ..core.ultimate_review import UltimateMoveReview  # noqa: PLC0415 - the review, on first use

    return isinstance(record, UltimateMoveReview) and record.grade == "good"


# --- Try Again -------------------------------------------------------------------------------------------------


def try_again_tip(why_not: str) -> str:
    """What Try Again does, or why it cannot: `why_not` is "", "choose", "judging", "computer" or "network"."""
    texts = {
        "": translate(
            "Review",
            "Play this move again from the position before it, against the same opponent; the scores stay as they are",
        ),
        "choose": translate("Review", "Choose a marked move to try it again"),
        "judging": translate("Review", "This move is still being judged"),
        "computer": translate("Review", "This was the computer's move: you can try your own moves again"),
        "network": translate("Review", "Not in a network game: your opponent is not here to play it again"),
    }
    return texts[why_not]


def trying_again(record: MoveReview) -> str:
    """Said once the position is back: %1 is left in for the Undo keys (the remarks fill it)."""
    return fill(
        translate("Review", "Try again: %1 to play, instead of %2. Undo (%3) brings back the game you reviewed."),
        record.player.value,
        record.name,
        "%1",
    )


def judged(record: MoveReview) -> str:
    """Said when the move tried again is judged: %1 is left in for the Undo keys (the remarks fill it)."""
    from ..core.review_messages import mark_words, value_words  # noqa: PLC0415 - the review, on first use

    if _good(record):
        return fill(
            translate("Review", "Well found: the search rates %1 within %2 points of the best move (%3)."),
            record.name,
            round(_inaccuracy() * 100),
            core_words(value_words(record)),
        )
    if _estimated_best(record):
        return fill(
            translate("Review", "Well found: %1 is the search's best move (%2)."),
            record.name,
            core_words(value_words(record)),
        )
    if not record.marked:
        return fill(
            translate("Review", "Well found: %1 is a best move (%2)."),
            record.name,
            core_words(value_words(record)),
        )
    return fill(
        translate("Review", "Not yet: %1 is %2. Undo (%3) and try again."),
        record.name,
        core_words(mark_words(record)),
        "%1",
    )


def _inaccuracy() -> float:
    from ..core.ultimate_review import INACCURACY  # noqa: PLC0415 - the review, on first use

    return INACCURACY
