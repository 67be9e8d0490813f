"""Help ▸ How to Play's text: the boards, the opponents and their levels, ultimate's rules with its picture, the
review's marks and what each means, as HTML in the language shown. The dialog that shows it, and draws the
pictures it names, is help_dialogs.py's."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from ...core.ai import Level
from ...core.board_game import K_IN_A_ROW
from ...core.levels import UltimateLevel
from ...core.messages import fill
from ...core.kinds import ULTIMATE_VARIANT, VARIANTS
from ...session.review_state import Marker
from ...session.review_words import marker_tip
from ...session.words import board_name, level_name

translate = QCoreApplication.translate  # pyside6-lupdate finds translate("HowToPlay", …) calls

ULTIMATE_ANCHOR = "ultimate"  # where ultimate's rules begin in How to Play
EXAMPLE_IMAGE = "ultimate-example.png"  # the picture of ultimate, drawn by the dialog (help_dialogs.py)
EXAMPLE_SIDE = 300
# The review's marks as its panel draws them, shown beside what each means (the dialog draws them under MARK_URL).
REVIEW_MARKERS: tuple[Marker, ...] = ("result", "speed", "best")
MARK_URL = "review-mark:"


def _ultimate_review_text() -> str:
    """How an ultimate game is reviewed, with the thresholds the review grades by (core/ultimate_review.py)."""
    from ...core.ultimate_review import BLUNDER, INACCURACY, MISTAKE  # noqa: PLC0415 - when help is first opened

    return fill(
        translate(
            "HowToPlay",
            "Ultimate tic-tac-toe is too big to solve from the start, so its review is the strong search's estimate: "
            "each move is judged by how much it lowered the mover's expected score (a win counts 100 points, a draw "
            "50, a loss 0). A move that loses %1 points or more is an inaccuracy (amber ring), %2 or more a mistake, "
            "%3 or more a blunder (both a red disc). Moves are said as estimates (“about 62 % for X”), the better "
            "move with why (it wins a small board, blocks one, or does not send the other player to a board they "
            "can win or to a free choice); near the end, once a complete search reaches the position, the values "
            "are proven (“X wins in 3”). In Try Again, a move within %1 points of the search's best is a right "
            "answer.",
        ),
        round(INACCURACY * 100),
        round(MISTAKE * 100),
        round(BLUNDER * 100),
    )


def _ultimate_level_texts() -> tuple[tuple[UltimateLevel, str], ...]:
    from ...core.ai.ultimate_search import is_compiled  # noqa: PLC0415 - its compiled search, when help is first opened

    hard = translate(
        "HowToPlay",
        "it thinks for about a second a move, guided by a judgement of positions it learnt from thousands of "
        "its own games; it beat Medium in 20 of 20 games. Ultimate is not solved, so no level here is called "
        "unbeatable",
    )
    if not is_compiled():
        hard += translate(
            "HowToPlay",
            ". This copy of the game runs its search without the compiled part, about 40 times "
            "slower, so every level has less time a move and Hard plays about as Medium does",
        )
    return (
        (
            "easy",
            translate(
                "HowToPlay",
                "a quick look ahead; like every level, it takes a board or the game when it can at once, "
                "and never hands one over",
            ),
        ),
        ("medium", translate("HowToPlay", "a longer look ahead; it beat Easy in 96 % of 200 games")),
        ("hard", hard),
    )


def how_to_play_html() -> str:
    boards = "".join(
        f"<li>{escape(board_name(variant))}</li>" for variant in VARIANTS if variant.rule_set == K_IN_A_ROW
    )
    colon = translate("HowToPlay", ": ")
    level_texts: tuple[tuple[Level, str], ...] = (
        ("easy", translate("HowToPlay", "mostly plays at random; it sees a win in one move only half the time")),
        (
            "medium",
            translate(
                "HowToPlay",
                "always takes a win and blocks yours (on 4 × 4, where blocking alone nearly "
                "always draws, only now and then), and otherwise plays the best move "
                "more often than not",
            ),
        ),
        (
            "perfect",
            translate(
                "HowToPlay",
                "plays perfectly, from any position on every board: it never loses a "
                "game it could draw, so a draw is the best you can get against it",
            ),
        ),
    )
    levels = "".join(f"<li><b>{escape(level_name(level))}</b>{colon}{escape(text)}</li>" for level, text in level_texts)
    ultimate_levels = "".join(
        f"<li><b>{escape(level_name(level))}</b>{colon}{escape(text)}</li>" for level, text in _ultimate_level_texts()
    )
    caption = translate(
        "HowToPlay",
        "X has won board A3 and O board C2. X just played A1 c1 (ringed), which sends O to "
        "board C1: the one lit, where O must play now.",
    )
    picture = (
        f'<p align="center"><img src="{EXAMPLE_IMAGE}" width="{EXAMPLE_SIDE}" height="{EXAMPLE_SIDE}"><br>'
        f"{escape(caption)}</p>"
    )
    parts = [
        ("h3", translate("HowToPlay", "The rules")),
        (
            "p",
            translate(
                "HowToPlay",
                "X moves first, then the players take turns putting their mark on an empty cell. "
                "The first to get enough marks in a row — across, down or diagonally — wins; "
                "a full board with no such row is a draw.",
            ),
        ),
        ("ul", boards),
        (
            "p",
            translate(
                "HowToPlay",
                "After every game the players swap marks, so each starts in turn. "
                "Each board and opponent keeps its own score and its own unfinished game.",
            ),
        ),
        ("h3", translate("HowToPlay", "Cells")),
        (
            "p",
            translate(
                "HowToPlay",
                "Columns are lettered from a at the left and rows numbered from 1 at the bottom, "
                "as written beside the board: b2 is the middle of 3 × 3. On 3 × 3 the digit keys "
                "play the cell in the same place on a numeric keypad: 7 is a3, 5 is b2, 3 is c1.",
            ),
        ),
        ("h3", translate("HowToPlay", "Computer levels")),
        ("ul", levels),
        ("html", f'<a name="{ULTIMATE_ANCHOR}"></a>'),  # How to Play opens here while ultimate is played
        ("h3", board_name(ULTIMATE_VARIANT)),
        (
            "p",
            translate(
                "HowToPlay",
                "Nine small boards make one big board, and the players take turns as on the other "
                "boards. X starts anywhere. Where you play in a small board sends your opponent to the small board "
                "in the same place on the big board: play the top-left cell of any board, and they must play in "
                "the top-left board. If that board is already won or full, they may play in any open board.",
            ),
        ),
        (
            "p",
            translate(
                "HowToPlay",
                "Three in a row on a small board wins it: its winner's mark shows large over it, and "
                "nobody plays there again. A full small board with no line is drawn and counts for nobody. Three "
                "small boards in a row win the game; when no move is left and there is no such line, the game is "
                "drawn.",
            ),
        ),
        ("html", picture),
        (
            "p",
            translate(
                "HowToPlay",
                "A cell is named by its board, then by its place in that board: B2 a3 is the "
                "top-left cell of the centre board. Boards go from A1 to C3, as written under and beside the big "
                "board; the cells of each, a1 to c3, as written over it and on its right. The arrow keys cross all "
                "81 cells. On a numeric keypad one digit plays a cell of the board you are sent to; when you may "
                "choose the board, the first digit picks it and the second the cell (5, then 3: B2 c1).",
            ),
        ),
        ("p", translate("HowToPlay", "The computer's levels here:")),
        ("ul", ultimate_levels),
        (
            "p",
            translate(
                "HowToPlay",
                "Advice here is the search's estimate until the end is in reach: “X is favoured: "
                "about 70 % from here”, and 62 % on a cell (your expected score after that move, a draw counting "
                "half) are estimates, not proofs, and a hint is the move the search likes best. The move analysis "
                "shows the search's best moves, up to five, green within 3 points of the best, neutral from 3 to 10 "
                "below it and red 10 or more below, and every move it has proven; a cell without a figure is not "
                "among them. Once few enough moves are left for the game to be worked out to its end, they are "
                "exact, as on the other boards: "
                "With best play: X wins; Win, Draw, Lose.",
            ),
        ),
        ("h3", translate("HowToPlay", "Advice")),
        (
            "p",
            translate(
                "HowToPlay",
                "Hint rings the best move for the player to move. Show Outcome Prediction says after "
                "every move who wins if both sides play their best from here, and warns when a "
                "threat must be blocked. Show Move Analysis writes on every empty cell where "
                "playing it leads with best play: Win (you can win from there), Draw, or Lose (the "
                "other player can then force a win). Point at a cell to read how many moves it takes.",
            ),
        ),
        ("h3", translate("HowToPlay", "Review")),
        (
            "p",
            translate(
                "HowToPlay",
                "When a game ends, Review this game (under the headline, or Game ▸ Review Game, Ctrl+R) "
                "goes through it move by move, each move judged with best play from the position it was played in. The values "
                "are proven by the game's own solver, so the review says a move wins, draws or loses only where "
                "that is certain. A summary comes first (“You played 7 moves: 6 held the draw, and 1 lost it "
                "(move 5).”), then every move with what it was worth: “a draw”, “X wins in 3”.",
            ),
        ),
        (
            "p",
            translate(
                "HowToPlay",
                "Marked moves: a move that changed the result with best play (a win thrown away, or a "
                "draw turned into a loss) has a filled red disc with !; a move that kept the result but won more "
                "slowly, or lost sooner, than best play has an amber ring with !. A best move has a green tick. "
                "Choose a move to see it on the board: the move played is ringed in amber and, for a marked move, "
                "the best move instead is ringed in green, with the proven line that makes it better written out "
                "in the board's cell names. Next Mistake (N) goes from one marked move to the next.",
            ),
        ),
        (
            "ul",
            "".join(
                f'<li><img src="{MARK_URL}{marker}" width="16" height="16"> {escape(marker_tip(marker))}</li>'
                for marker in REVIEW_MARKERS
            ),
        ),
        (
            "p",
            translate(
                "HowToPlay",
                "Try Again (T) puts the position before a marked move of yours back on the board, "
                "against the same opponent, and says whether your new move is a best one. The hint, the prediction "
                "and the analysis wait until you have played, so as not to give the answer away. It is practice: the "
                "scores stay as they are, and Undo back past that position brings back the game you reviewed. "
                "On a 5×5 board this installation cannot solve quickly, Review Game says why there is no review.",
            ),
        ),
        ("p", _ultimate_review_text()),
        ("h3", translate("HowToPlay", "A friend on another computer")),
        (
            "p",
            translate(
                "HowToPlay",
                "On the same network: one of you chooses Game ▸ Host a Network Game…, which shows an address and "
                "a join code; the other chooses Join a Network Game… and picks the game from the list, or types "
                "the address and the code.",
            ),
        ),
        (
            "p",
            translate(
                "HowToPlay",
                "Anywhere on the internet: one of you chooses Game ▸ Play over the Internet… and Host, and reads "
                "the code it shows (a number and two words, like 7-crossover-clockwork) to the other, who chooses "
                "Join and types it. The two computers meet through a mailbox server that the magic-wormhole "
                "project runs; everything between them is encrypted end to end, so the server sees neither your "
                "moves nor your names. To use another mailbox server, type its address in the dialog's Mailbox "
                "server field (in the terminal: --mailbox URL).",
            ),
        ),
        ("h3", translate("HowToPlay", "Nothing is lost")),
        (
            "p",
            translate(
                "HowToPlay",
                "New Game in the middle of a game sets it aside: Undo brings it back until you "
                "play a move in the new one. The game and the scores are saved after every move.",
            ),
        ),
    ]
    return "".join(
        text if tag == "html" else f"<{tag}>{text if tag == 'ul' else escape(text)}</{tag}>" for tag, text in parts
    )
