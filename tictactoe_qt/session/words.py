"""Every word the window says about the game, made in one place: the status headline and the line under it,
the outcome prediction, the words on and for each cell, the scoreboard's names, the move list, the legend,
and the names of boards and levels.

The session's view state (view_state.py) asks for these when it describes what to show; widgets only draw
the words they are given. Everything here is translated in the context "Words" (resources/translations).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core import Cell, Player
from ..core.levels import AnyLevel, MoveOutcome, Outlook
from ..core.modes import COMPUTER_SEAT, HUMAN_SEAT, Mode
from ..core.network_table import LOCAL_SEAT
from ..core.notation import board_name as notation_board_name
from ..core.kinds import Variant
from ..core.messages import fill, translate

if TYPE_CHECKING:
    from .view_source import ViewSource


@dataclass(frozen=True)
class Sentence:
    """Words that name players: a line too narrow for a long name shows it cut short, and the rest whole."""

    template: str  # translated, with %1, %2 … for the values
    values: tuple[str, ...] = ()
    names: frozenset[int] = frozenset()  # the positions in `values` that are players' names

    def text(self, shorten: Callable[[str], str] = str) -> str:
        return fill(
            self.template,
            *(shorten(value) if index in self.names else value for index, value in enumerate(self.values)),
        )


# --- boards and levels ---------------------------------------------------------------------------------


def level_name(level: AnyLevel) -> str:
    """A level's name; "Unbeatable" only for a level proven never to lose (k-in-a-row's perfect play)."""
    names = {
        "easy": translate("Words", "Easy"),
        "medium": translate("Words", "Medium"),
        "perfect": translate("Words", "Unbeatable"),
        "hard": translate("Words", "Hard"),
    }
    return names[level]


def unbeatable_note() -> str:
    """Said when a player chooses Unbeatable: what to expect of it."""
    return translate(
        "Words", "Unbeatable plays perfectly: on each board it plays, a draw is the best you can get against it"
    )


# Each rule set's words for its boards, by the rule set's name (core/board_game.py): the side panel's, the help's
# and the Host dialog's "4 × 4, 4 in a row", the switch's "4 × 4", and the rule under the switch.
def _k_in_a_row_words(variant: Variant) -> tuple[str, str, str]:
    return (
        fill(translate("Words", "%1 × %1, %2 in a row"), variant.size, variant.win_length),
        fill(translate("Words", "%1 × %1"), variant.size),
        fill(translate("Words", "Get %1 in a row to win"), variant.win_length),
    )


def _ultimate_words(variant: Variant) -> tuple[str, str, str]:
    return (
        translate("Words", "Ultimate: nine boards in one"),
        translate("Words", "Ultimate"),
        translate("Words", "Win three small boards in a row"),
    )


_BOARD_WORDS = {"k-in-a-row": _k_in_a_row_words, "ultimate": _ultimate_words}


def board_name(variant: Variant | tuple[int, int]) -> str:
    """A board as the side panel and the help name it: "4 × 4, 4 in a row", "Ultimate: nine boards in one"."""
    board = Variant.coerce(variant)
    return _BOARD_WORDS[board.rule_set](board)[0]


def board_short_name(variant: Variant | tuple[int, int]) -> str:
    """ "4 × 4", "Ultimate": where there is room for little."""
    board = Variant.coerce(variant)
    return _BOARD_WORDS[board.rule_set](board)[1]


def rule_text(variant: Variant | tuple[int, int]) -> str:
    board = Variant.coerce(variant)
    return _BOARD_WORDS[board.rule_set](board)[2]


# --- the headline and the line under it ----------------------------------------------------------------


def your_seat(c: ViewSource) -> int | None:
    """The seat of the one player at this screen, who is called "you": against the computer and in a
    network game. None when two people share the screen (each is called by name)."""
    if c.remote is not None:
        return LOCAL_SEAT
    return HUMAN_SEAT if c.mode is Mode.HUMAN_VS_COMPUTER else None


def status(c: ViewSource) -> Sentence:
    """Whose turn, who won."""
    game = c.game
    waiting = c.remote.waiting_text() if c.remote is not None else None
    if waiting is not None:  # a network game with nobody at the other end
        return Sentence(waiting)
    awaited = c.remote.answer_awaited_text() if c.remote is not None and not c.game.is_over else None
    if awaited is not None:
        return Sentence(awaited)
    against_computer = c.mode is Mode.HUMAN_VS_COMPUTER
    you = your_seat(c)
    if game.winner is not None:
        if you is None:
            return Sentence(translate("Words", "%1 wins!"), (c.name_of(game.winner),), frozenset({0}))
        if c.series.seat_of(game.winner) == you:
            return Sentence(translate("Words", "You win!"))
        if against_computer:
            return Sentence(translate("Words", "The computer wins"))
        return Sentence(translate("Words", "%1 wins"), (c.name_of(game.winner),), frozenset({0}))
    if game.is_draw:
        return Sentence(translate("Words", "Draw"))
    mark = game.current_player
    if c.is_thinking:
        if c.mode is Mode.COMPUTER_VS_COMPUTER:
            return Sentence(translate("Words", "%1 is thinking… (%2)"), (c.name_of(mark), mark.value), frozenset({0}))
        return Sentence(translate("Words", "Computer is thinking…"))
    if c.mode is Mode.COMPUTER_VS_COMPUTER:
        return Sentence(translate("Words", "Demonstration stopped"))
    if against_computer and c.series.seat_of(mark) == COMPUTER_SEAT:  # not thinking: its search failed (see the notice)
        return Sentence(translate("Words", "Computer's turn (%1)"), (mark.value,))
    if against_computer or (you is not None and c.series.seat_of(mark) == you):
        return Sentence(translate("Words", "Your turn (%1)"), (mark.value,))
    return Sentence(translate("Words", "%1's turn (%2)"), (c.name_of(mark), mark.value), frozenset({0}))


def next_game_text(c: ViewSource) -> Sentence:
    """After a game, who will start the next one (the seats swap marks)."""
    if not c.game.is_over:
        return Sentence("")
    if c.practising:  # the headline says who won: this says it did not count, and the way back
        return Sentence(translate("Words", "Practice, not counted: Undo brings back the game you reviewed"))
    next_x_seat = 1 - c.series.x_seat
    if next_x_seat == your_seat(c):
        return Sentence(translate("Words", "New Game: you play X and start"))
    if c.mode is Mode.HUMAN_VS_COMPUTER and next_x_seat == COMPUTER_SEAT:
        return Sentence(translate("Words", "New Game: the computer plays X and starts"))
    return Sentence(translate("Words", "New Game: %1 plays X and starts"), (c.seat_name(next_x_seat),), frozenset({0}))


def percent(score: float) -> str:
    """A share as players read it: "70 %" (rounded to whole points)."""
    return fill(translate("Words", "%1 %"), round(score * 100))


def outlook_text(outlook: Outlook | str) -> str:
    """The outcome prediction's first half: `outlook` an Outlook, or "working" or "failed". A proven outlook says
    "with best play"; an estimate only who is favoured and about how much (a draw counting half)."""
    if outlook == "working":
        return translate("Words", "With best play: working it out…")
    if outlook == "failed" or not isinstance(outlook, Outlook):
        return translate("Words", "With best play: could not be worked out")
    if outlook.kind == "unknown":
        return translate("Words", "With best play: too early to tell on this board")
    if outlook.kind == "estimate":
        if outlook.favoured is None:
            return translate("Words", "About even from here (an estimate)")
        return fill(
            translate("Words", "%1 is favoured: about %2 from here"),
            outlook.favoured.value,
            percent(outlook.favoured_score),
        )
    if outlook.winner is None:
        return translate("Words", "With best play: a draw")
    return fill(translate("Words", "With best play: %1 wins"), outlook.winner.value)


def prediction_text(outlook: Outlook | str, mover: Player, wins_now: str | None, must_block: tuple[str, ...]) -> str:
    """The outcome prediction (outlook_text), then any win the player to move can take at once or threat they
    must block, by the cells' names."""
    words = outlook_text(outlook)
    if wins_now is not None:
        warning = fill(translate("Words", "%1 wins now at %2"), mover.value, wins_now)
    elif len(must_block) == 1:
        warning = fill(translate("Words", "%1 must block %2"), mover.value, must_block[0])
    elif must_block:
        warning = fill(translate("Words", "%1 faces two threats and cannot block both"), mover.value)
    else:
        return words
    return fill(translate("Words", "%1 · %2"), words, warning)


def search_failed_text(purpose: str, reason: str) -> str:
    """A search that went wrong: the computer's move, or the hint, prediction or analysis the player asked for."""
    texts = {
        "computer": translate(
            "Words", "The computer could not choose its move (%1). Undo or start a new game to go on."
        ),
        "hint": translate("Words", "The hint could not be worked out (%1)."),
        "prediction": translate("Words", "The outcome prediction could not be worked out (%1)."),
        "analysis": translate("Words", "The move analysis could not be worked out (%1)."),
    }
    return fill(texts[purpose], reason)


# --- the cells -----------------------------------------------------------------------------------------


def outcome_text(outcome: MoveOutcome | None, short: bool) -> str:
    """On the cell, a word a child reads: 'Win', 'Draw', 'Lose' ('?' for a move the search could not work out
    within its budget, 5×5 without the compiled search; '62 %' for an estimate, ultimate before its end is in
    reach); for screen readers, with the count: 'wins in 2 moves' (moves of the player to move). The tooltip
    (outcome_tooltip) has the count for the eye."""
    # English plurals are spelled out per count: Qt's %n plural forms would need an English translation file.
    if outcome is None:
        return "?" if short else translate("Words", "not worked out on this board")
    if outcome.score is not None:
        if short:
            return percent(outcome.score)
        return fill(translate("Words", "about %1 for you after this move, an estimate"), percent(outcome.score))
    n = outcome.own_moves
    if n == 0 and outcome.result != "draw" and not short:  # forced, though the search did not count its moves
        return translate("Words", "wins by force") if outcome.result == "win" else translate("Words", "loses by force")
    if outcome.result == "draw":
        return translate("Words", "Draw") if short else translate("Words", "draws with best play")
    if outcome.result == "win":
        if short:
            return translate("Words", "Win")
        return translate("Words", "wins with this move") if n == 1 else translate("Words", "wins in %n moves", None, n)
    if short:
        return translate("Words", "Lose")
    return (
        translate("Words", "loses after this move") if n == 1 else translate("Words", "loses after %n moves", None, n)
    )


def outcome_tooltip(outcome: MoveOutcome | None) -> str:
    """What the word on a cell means, with the exact count, in a sentence."""
    if outcome is None:
        return translate("Words", "?: not worked out. The search stopped before it could prove where this leads.")
    if outcome.score is not None:
        return fill(
            translate(
                "Words",
                "%1: an estimate, not a proof. After this move the search scores about %1 for "
                "you (a win counts whole, a draw half).",
            ),
            percent(outcome.score),
        )
    if outcome.result == "draw":
        return translate("Words", "Draw: with best play on both sides, nobody wins after this move.")
    n = outcome.own_moves
    if n == 0:
        if outcome.result == "win":
            return translate("Words", "Win: the search proved that this move wins by force.")
        return translate("Words", "Lose: the search proved that the other player can force a win after this move.")
    if outcome.result == "win":
        if n == 1:
            return translate("Words", "Win: this move wins the game.")
        return translate(
            "Words", "Win: with best play this move wins within %n of your moves, this one included.", None, n
        )
    if n == 1:
        return translate("Words", "Lose: after this move the other player can win at once.")
    return translate("Words", "Lose: the other player can force a win after %n of your moves.", None, n)


def cell_description(name: str, mark: Player | None, outcome: MoveOutcome | None, analysed: bool, hint: bool) -> str:
    """A cell as a screen reader names it, from the cell's name: "b3, X", "a1, empty, draws with best play,
    suggested move", "B2 a3, empty"."""
    content = mark.value if mark else translate("Words", "empty")
    description = fill(translate("Words", "%1, %2"), name, content)
    if analysed and mark is None:
        description = fill(translate("Words", "%1, %2"), description, outcome_text(outcome, short=False))
    return fill(translate("Words", "%1, suggested move"), description) if hint else description


def board_decided_text(board: Cell, result: Player | str) -> str:
    """A small board of ultimate just won or drawn, said after the move that decided it: "O wins C1", "B1 is full:
    a draw"."""
    if isinstance(result, Player):
        return fill(translate("Words", "%1 wins %2"), result.value, notation_board_name(board))
    return fill(translate("Words", "%1 is full: a draw"), notation_board_name(board))


def decided_board_note(name: str, result: Player | str) -> str:
    """A cell's name on a small board already won or drawn (ultimate): whose board it is, "C1 a1, empty, O's board"."""
    if isinstance(result, Player):
        return fill(translate("Words", "%1, %2's board"), name, result.value)
    return fill(translate("Words", "%1, drawn board"), name)


def edge_of_board() -> str:
    """An arrow key pressed at the board's edge: the cursor stays, and a screen reader hears why."""
    return translate("Words", "Edge of the board")


def analysis_switched(on: bool, estimates: bool = False) -> str:
    """The analysis switched on or off. `estimates`: a board where it marks the search's best few moves (ultimate)."""
    if not on:
        return translate("Words", "Move analysis off")
    if estimates:
        return translate("Words", "Move analysis on: the best few moves are marked with your chances")
    return translate("Words", "Move analysis on: each empty cell says where it leads")


def press_enter_here() -> str:
    return translate("Words", "Press Enter to play here")


def board_chosen_text(board: str) -> str:
    """The first of two keypad digits chose a small board (ultimate): the second plays a cell there."""
    return fill(translate("Words", "Board %1: now the digit of the cell"), board)


def review_waits_for_the_end() -> str:
    """Why Review cannot be used before the game's end (the action's tooltip; review_view.py words the rest)."""
    return translate("Words", "Review is for a finished game: finish this one, or open one, first")


def wait_for_reply() -> str:
    """A move tried while the computer works out its reply: refused, and said why (the cells stay enabled then)."""
    return translate("Words", "Wait for the computer's move")


def not_there(where: str) -> str:
    """A move on a cell outside the boards the player may play in (ultimate), refused: "Not there. You play in B2"."""
    return fill(translate("Words", "Not there. %1"), where)


def play_line(where: str, prediction: str) -> str:
    """The line under the headline during a game: where the player may play (ultimate), then the prediction."""
    if where and prediction:
        return fill(translate("Words", "%1 · %2"), where, prediction)
    return where or prediction


def legend_text(working: bool, unproved_possible: bool, estimates: bool = False) -> str:
    """The move analysis's legend, or while the analysis is worked out, that it is. `estimates`: on a board whose
    analysis is the search's estimate until the end is in reach (ultimate)."""
    if working:
        return translate("Words", "Move analysis: working out where each move leads…")
    if estimates:
        return translate(
            "Words",
            "The search's best moves, up to five: your estimated score after each (a draw counts half), green within 3 points of the best, neutral from 3 to 10 below, red 10 or more below · Win, Draw, Lose: proven",  # noqa: E501 - one literal, as lupdate reads it
        )
    if unproved_possible:
        return translate(
            "Words",
            "Win: you can win from there · Draw: best play draws · Lose: the other player can force a win · ?: not worked out · point at a cell for the count",  # noqa: E501 - one literal, as lupdate reads it
        )
    return translate(
        "Words",
        "Win: you can win from there · Draw: best play draws · Lose: the other player can force a win · point at a cell for how many moves",
    )


# --- the scoreboard and the moves ----------------------------------------------------------------------


def scoreboard_name(name: str, level: AnyLevel | None) -> str:
    """A seat as the scoreboard names it: "Computer (Easy)" for a computer, else the player's name."""
    return name if level is None else fill(translate("Words", "%1 (%2)"), name, level_name(level))


def final_score(c: ViewSource) -> str:
    """A series' score said as its game ends (a network game's, as the side panel goes back to this computer's);
    "" before any game was finished."""
    series = c.series
    if not series.games_played:
        return ""
    return fill(
        translate("Words", "Final score: %1 %2, %3 %4, draws %5."),
        c.seat_name(0),
        series.wins[0],
        c.seat_name(1),
        series.wins[1],
        series.draws,
    )


def wins_description(name: str, mark: Player, wins: int) -> str:
    """The whole line for a screen reader's review, the number included: "Ann (X), wins: 2"."""
    return fill(translate("Words", "%1 (%2), wins: %3"), name, mark.value, wins)


def draws_description(draws: int) -> str:
    return fill(translate("Words", "Draws: %1"), draws)


def start_of_game() -> str:
    return translate("Words", "Start of the game")


def move_line(number: int, name: str) -> str:
    """A move in the list, from its cell's name: "3. X c1", "3. X B2 a3"."""
    mark = Player.X if number % 2 else Player.O
    return fill(translate("Words", "%1. %2 %3"), number, mark.value, name)


def where_to_play(c: ViewSource) -> str:
    """On a grid of small boards (ultimate), where the player to move may play: "You play in A3", "Ann plays in
    A3", "You may play in any open board". "" where the grid is one board, and once the game is over."""
    game = c.game
    if not game.block_results or game.is_over:
        return ""
    block = game.block_size
    boards = sorted({(row // block, col // block) for row, col in game.legal_moves()})
    mover = game.current_player
    you = your_seat(c) is not None and c.series.seat_of(mover) == your_seat(c)
    if len(boards) == 1 and game.moves:
        board = notation_board_name(boards[0])
        if you:
            return fill(translate("Words", "You play in %1"), board)
        return fill(translate("Words", "%1 plays in %2"), c.name_of(mover), board)
    if you:
        return translate("Words", "You may play in any open board")
    return fill(translate("Words", "%1 may play in any open board"), c.name_of(mover))
