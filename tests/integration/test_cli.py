"""The terminal game, driven as a player would: a real process, typed lines, what it prints."""

from __future__ import annotations

import os
import random
import re
import select
import signal
import subprocess
import sys
import time

import pytest

ENV = dict(os.environ, PYTHONUNBUFFERED="1", PYTHONIOENCODING="utf-8")
# Runs the terminal game with PySide6 made unimportable, as on a machine without it.
WITHOUT_QT = (
    "import sys, runpy; sys.modules['PySide6'] = None; runpy.run_module('tictactoe_qt.terminal', run_name='__main__')"
)


def run_cli(lines: list[str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", WITHOUT_QT, *args],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        env=ENV,
        timeout=60,
    )


class Terminal:
    """A conversation with the game: read up to a prompt, type an answer."""

    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tictactoe_qt", "--cli", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=ENV,
            # Ctrl+C as a terminal delivers it: a suite started in the background (`./scripts/test &`, a CI runner)
            # has SIGINT ignored, and a child inherits that; Python then installs no KeyboardInterrupt handler.
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        )
        self.transcript = ""

    def read_until(self, *endings: str, timeout: float = 20) -> str:
        start = len(self.transcript)
        deadline = time.monotonic() + timeout
        while not (len(self.transcript) > start and any(self.transcript.endswith(ending) for ending in endings)):
            ready, _, _ = select.select([self.process.stdout], [], [], max(0.0, deadline - time.monotonic()))
            chunk = os.read(self.process.stdout.fileno(), 65536) if ready else b""
            if not chunk:
                raise AssertionError(f"no {endings} in time; got:\n{self.transcript[start:]}")
            self.transcript += chunk.decode("utf-8")
        return self.transcript[start:]

    def type(self, line: str) -> None:
        self.process.stdin.write(line.encode("utf-8") + b"\n")
        self.process.stdin.flush()

    def finish(self) -> tuple[int, str]:
        rest, errors = self.process.communicate(timeout=20)  # closes stdin: end of input
        self.transcript += rest.decode("utf-8")
        return self.process.returncode, errors.decode("utf-8")


def last_board_empty_cells(text: str, size: int = 3) -> list[int]:
    """The cell numbers still shown in the last board printed (an empty cell shows its number)."""
    rows = [line for line in text.splitlines() if re.match(r"^ ?\d+  ", line) and "|" in line][-size:]
    cells = [cell.strip() for row in rows for cell in row.split(None, 1)[1].split("|")]
    return [int(cell) for cell in cells if cell.isdigit()]


def test_two_players_play_to_a_win_and_see_the_scoreboard():
    result = run_cli(["n", "Ann", "Bob", "x", "1", "4", "2", "5", "3", "n"])
    assert result.returncode == 0, result.stderr
    assert "Ann plays X, Bob plays O." in result.stdout
    assert "Ann wins with X!" in result.stdout
    assert "Score: Ann 1, Bob 0, draws 0" in result.stdout
    assert result.stdout.rstrip().endswith("Final score: Ann 1, Bob 0, draws 0\nGoodbye.")
    assert result.stderr == ""


def test_after_each_game_the_players_swap_marks_as_in_the_window():
    draw = ["5", "1", "9", "3", "2", "8", "7", "4", "6"]
    result = run_cli(["n", "Ann", "Bob", "", *draw, "y", "1", "4", "2", "5", "3", "y", *draw, "n"])
    assert "It's a draw." in result.stdout and "Score: Ann 0, Bob 0, draws 1" in result.stdout
    games = result.stdout.split("Play again?")
    assert "Ann plays X, Bob plays O." in games[0]
    assert "Bob plays X, Ann plays O." in games[1] and "Bob wins with X!" in games[1]  # no question asked
    assert "Ann plays X, Bob plays O." in games[2]
    assert result.stdout.count("do you want X or O?") == 1  # only before the first game
    assert "Final score: Ann 0, Bob 1, draws 2" in result.stdout


def test_bad_input_is_explained_and_asked_again():
    result = run_cli(
        ["n", "", "", "", "5", "5", "b2", "0", "10", "d4", "two", "", "A1", "c1", "u", "3", "2", "a3", "n"]
    )
    out = result.stdout
    assert result.returncode == 0 and result.stderr == ""
    assert out.count("b2 (5) is already taken by X.") == 2  # by number and by name
    assert "There is no cell 0: enter a cell's number (1–9) or name (a1–c3), or u, h, q, ?." in out
    assert "There is no cell 10" in out
    assert "Sorry, 'd4' is not a move" in out and "Sorry, 'two' is not a move" in out
    assert "Please enter a cell's number (1–9) or name (a1–c3)" in out
    assert "Took back the last move." in out
    assert "Player 1 wins with X!" in out  # c1, b2, a3: the diagonal


def test_the_board_is_labelled_as_the_window_labels_it_and_numbered_like_a_keypad():
    result = run_cli(["n", "", "", "", "5", "q"])
    board = result.stdout.split("Player 1 (X), your move:")[1]
    assert " 3  7 | 8 | 9\n   ---+---+---\n 2  4 | X | 6\n   ---+---+---\n 1  1 | 2 | 3\n    a   b   c" in board


def test_undo_against_the_computer_takes_back_its_reply_and_your_move():
    terminal = Terminal("--level", "perfect", "--seed", "5")
    terminal.read_until("Your name [Player 1]: ")
    terminal.type("Ann")
    terminal.read_until("[X/o] ")
    terminal.type("x")
    terminal.read_until("your move: ")
    terminal.type("u")
    refused = terminal.read_until("your move: ")
    assert "There is no move of yours to undo." in refused
    assert "|" not in refused  # nothing changed, so no board is printed again
    terminal.type("1")
    after_reply = terminal.read_until("your move: ")
    assert "The computer plays b2 (5)." in after_reply
    terminal.type("u")
    after_undo = terminal.read_until("your move: ")
    assert "Took back your last move and the computer's reply." in after_undo
    assert sorted(last_board_empty_cells(after_undo)) == list(range(1, 10))
    terminal.type("q")
    code, errors = terminal.finish()
    assert code == 0 and errors == "" and "Final score: Ann 0, Computer (Unbeatable) 0, draws 0" in terminal.transcript


def test_the_unbeatable_computer_never_loses_to_random_play():
    rng = random.Random(2026)
    terminal = Terminal("--level", "unbeatable", "--seed", "9")
    terminal.read_until("Your name [Player 1]: ")
    terminal.type("Rand")
    terminal.read_until("[X/o] ")
    terminal.type(rng.choice(["x", "o"]))
    games = 12
    for number in range(games):
        text = terminal.read_until("your move: ")
        while True:
            terminal.type(str(rng.choice(last_board_empty_cells(text))))
            text = terminal.read_until("your move: ", "[Y/n] ")
            if text.endswith("[Y/n] "):
                break
        assert "Rand wins" not in text
        terminal.type("y" if number < games - 1 else "n")
    code, errors = terminal.finish()
    final = re.search(r"Final score: Rand (\d+), Computer \(Unbeatable\) (\d+), draws (\d+)", terminal.transcript)
    assert code == 0 and errors == "" and final
    rand_wins, computer_wins, draws = map(int, final.groups())
    assert rand_wins == 0 and computer_wins + draws == games and computer_wins > 0
    assert terminal.transcript.count("Computer (Unbeatable) plays X") == games // 2  # every other game


def test_end_of_input_mid_game_exits_cleanly_with_the_scores():
    result = run_cli(["n", "Ann", "Bob", "x", "1", "4", "2", "5", "3", "y", "", "5"])
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.rstrip().endswith("Final score: Ann 1, Bob 0, draws 0\nGoodbye.")


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT delivery differs")
def test_ctrl_c_exits_cleanly_with_the_scores():
    terminal = Terminal("--two-players")
    terminal.read_until("Name of player 1 [Player 1]: ")
    # As at a terminal, Ctrl+C while the game waits for a line: a signal in the microseconds between the prompt's
    # write and its read is noted by Python but wakes nothing, so the end of input closed at once could beat it.
    time.sleep(0.3)
    terminal.process.send_signal(signal.SIGINT)
    terminal.read_until("Goodbye.\n")  # it ends of itself, before its input is closed
    code, errors = terminal.finish()
    assert code == 130 and "Traceback" not in errors
    assert "Final score: Player 1 0, Player 2 0, draws 0" in terminal.transcript


def test_help_documents_the_options_and_keys():
    result = subprocess.run(
        [sys.executable, "-m", "tictactoe_qt", "--cli", "--help"], capture_output=True, text=True, env=ENV, timeout=30
    )
    assert result.returncode == 0
    for text in ("--level", "--two-players", "--size", "u = undo", "h = hint", "q = quit"):
        assert text in result.stdout


def test_the_help_after_the_options_breaks_between_phrases_to_fit_the_terminal():
    for columns in (100, 60):
        result = subprocess.run(
            [sys.executable, "-m", "tictactoe_qt", "--cli", "--help"],
            capture_output=True,
            text=True,
            env=dict(ENV, COLUMNS=str(columns)),
            timeout=30,
        )
        epilog = result.stdout.split("\n\n")[-1].splitlines()
        assert all(len(line) <= columns for line in epilog), (columns, epilog)
        for phrase in (
            "(e.g. b2: column letter, row number from the bottom).",
            "u = undo, h = hint, q = quit, ? = this help.",
            "and the players swap marks, so each starts in turn.",
            "and prints the scores so far.",
        ):
            assert any(phrase in line for line in epilog), (columns, phrase)  # whole, on one line


def test_the_terminal_game_imports_nothing_from_qt():
    code = (
        "import sys, tictactoe_qt.terminal.command, tictactoe_qt.terminal.network, tictactoe_qt.__main__; "
        "print(sorted(name for name in sys.modules if name.startswith('PySide6')))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=ENV, timeout=30)
    assert result.stdout.strip() == "[]"


def test_a_bigger_board_numbers_its_cells_and_needs_four_in_a_row():
    result = run_cli(["n", "Ann", "Bob", "", "1", "5", "2", "6", "3", "7", "17", "4", "n"], "--size", "4")
    assert "There is no cell 17: enter a cell's number (1–16) or name (a1–d4)" in result.stdout
    assert " 4  13 | 14 | 15 | 16" in result.stdout and " 1  1  | 2  | 3  | 4 \n    a    b    c    d" in result.stdout
    assert "Ann wins with X!" in result.stdout and result.returncode == 0


def test_review_judges_every_move_during_and_after_a_game():
    # a3 b2 c1 a1 (O's mistake: X's block at c3 makes two threats), c3 b3 c2: X wins. r at a move prompt
    # reviews the moves so far; after the game, at the Play again question, the whole game.
    result = run_cli(["n", "Ann", "Bob", "x", "r", "7", "5", "3", "1", "r", "9", "8", "6", "r", "n"])
    assert result.returncode == 0 and result.stderr == ""
    out = result.stdout
    assert "There is no move to review yet." in out
    during, after = out.split("Review of the moves so far")[1], out.split("Review of the game")[1]
    assert (
        "Ann played 2 moves, all of them best: 2 held the draw.\nBob played 2 moves: 1 held the draw, and 1 lost it (move 4)."
        in during
    )
    assert (
        "4. O a1: a draw turned into a loss — best play: a draw; this move: X wins in 2.\n"
        "    a1 let X block at c3, which makes two threats at once (b3 and c2); O can block only one.\n"
        "    Best was a2 (a draw), which threatens to win at c2.\n"
    ) in during
    assert "Ann wins with X!" in out and "Type r for a review of the game" in out
    assert "Ann played 4 moves, all of them best: 2 held the draw, and 2 went straight for the win." in after
    assert "7. X c2 completes a line: X wins." in after
    assert out.rstrip().endswith("Final score: Ann 1, Bob 0, draws 0\nGoodbye.")


def test_review_of_a_game_against_the_computer_names_the_seats():
    result = run_cli(["Ann", "x", "1", "3", "r", "q"], "--level", "perfect", "--seed", "5")
    out = result.stdout
    assert result.returncode == 0 and result.stderr == ""
    assert (
        "Ann played 2 moves" in out and "Computer (Unbeatable) played 2 moves, all of them best: 2 held the draw" in out
    )


# --- ultimate tic-tac-toe in the terminal ---------------------------------------------------------------------


def ultimate_board(text: str) -> list[str]:
    """The last ultimate board printed, as 81 characters row by row: a mark, a keypad digit or "·" where the player to
    move may play, "." elsewhere."""
    rows = [line for line in text.splitlines() if re.match(r"^  [ 123] [123]  \S", line)][-9:]
    assert len(rows) == 9, text
    return [cell for row in rows for group in row[7:].split(" | ") for cell in group.split()]


def test_two_players_play_a_whole_game_of_ultimate_by_names_and_keypad_digits():
    """A random game of the core's rules typed in, every other move by its name and the rest by keypad digits, with a
    move outside the board sent to tried first each time: refused in words, and asked again."""
    from tictactoe_qt.core.kinds import ULTIMATE_VARIANT

    rng, game = random.Random(77), ULTIMATE_VARIANT.new_game()
    typed = ["n", "Ann", "Bob", ""]
    while not game.is_over:
        cell = rng.choice(game.legal_moves())
        wrong = (
            [other for other in game.legal_moves() if other != cell]
            if game.sent_to is None
            else [
                (row, col)
                for row in range(9)
                for col in range(9)
                if game.cell(row, col) is None and (row // 3, col // 3) != game.sent_to
            ]
        )
        if wrong and len(game.moves) % 5 == 1:
            typed.append(game.move_name(wrong[0]) if game.sent_to is not None else "0")
        typed.append(game.move_name(cell) if len(game.moves) % 2 else game.keypad_keys(cell))
        game.play(*cell)
    result = run_cli([*typed, "n"], "--rules", "ultimate")
    out = result.stdout
    assert result.returncode == 0 and result.stderr == "", result.stderr
    assert out.startswith("Tic-Tac-Toe: ultimate tic-tac-toe") and "Ann plays X, Bob plays O." in out
    assert "Ann may play in any open board." in out and "Bob plays in " in out
    assert "is not where you may play: you are sent to board" in out  # the wrong board, refused in words
    winner = game.winner
    expected = "It's a draw." if winner is None else f"{'Ann' if winner.value == 'X' else 'Bob'} wins with {winner}!"
    assert expected in out
    assert "Won: " in out  # the boards won, under the board
    assert out.rstrip().endswith("Goodbye.")


def test_against_the_computer_in_ultimate_the_board_shows_where_you_may_play():
    """Played from what the terminal prints: the cells it marks as playable (digits when sent to a board, "·" when the
    choice is free) are the only ones it takes; the hint is an estimate; Undo takes back the reply and your move."""
    terminal = Terminal("--rules", "ultimate", "--level", "hard", "--seed", "4")
    terminal.read_until("Your name [Player 1]: ")
    terminal.type("Ann")
    terminal.read_until("[X/o] ")
    terminal.type("x")
    text = terminal.read_until("your move: ")
    assert "You may play in any open board." in text and all(cell == "·" for cell in ultimate_board(text))
    terminal.type("h")
    hint = terminal.read_until("your move: ")
    assert re.search(r"Hint: [A-C][1-3] [a-c][1-3] looks best \(the search's estimate, not a proof\)\.", hint)
    terminal.type("53")  # B2 c1: the computer is sent to C1
    text = terminal.read_until("your move: ")
    assert re.search(r"The computer plays C1 [a-c][1-3]\.", text)
    terminal.type("u")
    text = terminal.read_until("your move: ")
    assert "Took back your last move and the computer's reply." in text
    rng = random.Random(6)
    while True:
        cells = ultimate_board(text)
        playable = [index for index, cell in enumerate(cells) if cell.isdigit() or cell == "·"]
        assert playable, text
        index = rng.choice(playable)
        sent = cells[index].isdigit()
        assert ("You play in " in text) == sent and ("You may play in any open board." in text) != sent
        if sent:
            terminal.type(cells[index])
        else:
            row, col = divmod(index, 9)
            terminal.type("ABC"[col // 3] + str(3 - row // 3) + " " + "abc"[col % 3] + str(3 - row % 3))
        text = terminal.read_until("your move: ", "[Y/n] ", timeout=30)
        assert "Sorry" not in text and "not where you may play" not in text
        if text.endswith("[Y/n] "):
            break
    assert "Ann wins" not in text  # Hard against random play
    terminal.type("n")
    code, errors = terminal.finish()
    assert code == 0 and errors == "" and "Final score: Ann 0, Computer (Hard) 1" in terminal.transcript


def test_unbeatable_is_not_a_level_of_ultimate():
    result = run_cli(["", "q"], "--rules", "ultimate", "--level", "unbeatable")
    assert "Computer (Hard)" in result.stdout and "Unbeatable" not in result.stdout


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_an_output_that_is_not_utf8_gets_every_word_in_ascii_spellings(encoding):
    """A C locale or a legacy console: ultimate's "·" for a free choice, a name in another script, and the
    host's "3×3 game" each reach the player spelled in what the output can carry, and the game goes on."""
    env = dict(ENV, PYTHONIOENCODING=encoding)
    game = subprocess.run(
        [sys.executable, "-c", WITHOUT_QT, "--rules", "ultimate", "--two-players"],
        # Typed as a UTF-8 terminal sends it, whatever Python takes the input's encoding to be. B2 b2 sends O to
        # B2; O's b2 there sends X back to it, and the board shows the cells X may choose.
        input="Zoë\n李\n\n55\n55\nq\n".encode(),
        capture_output=True,
        env=env,
        timeout=60,
    )
    assert game.returncode == 0, game.stderr.decode(encoding, "replace")
    printed = game.stdout.decode(encoding)
    assert re.search(r"Zo\S* \(X\), your move", printed)
    assert "Goodbye." in printed
    assert "UnicodeEncodeError" not in game.stderr.decode(encoding, "replace")

    host = subprocess.Popen(
        [sys.executable, "-c", WITHOUT_QT, "--host", "--port", "0", "--no-discovery", "--name", "Zoë"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    try:
        out = b""
        deadline = time.monotonic() + 30
        while b"Waiting for a player" not in out and time.monotonic() < deadline:
            ready, _, _ = select.select([host.stdout], [], [], 1)
            if ready:
                chunk = os.read(host.stdout.fileno(), 65536)
                if not chunk:
                    break
                out += chunk
        assert b"Waiting for a player" in out, (out, host.stderr.read1() if host.poll() is not None else b"")
        if encoding == "ascii":
            assert b"3x3" in out
    finally:
        host.kill()
        host.wait(timeout=10)


def test_a_finished_game_of_ultimate_is_reviewed_in_the_terminal():
    """r at the Play again question: every move judged by the search (estimates, said as such) and the solvable
    tail proven, the same records as the window's."""
    from tests.core.test_ultimate_review import PROVEN_TAIL
    from tictactoe_qt.core.ai.ultimate_search import winning_moves
    from tictactoe_qt.core.ultimate import UltimateGame

    game = UltimateGame()
    for cell in [*PROVEN_TAIL, (0, 6)]:
        game.play(*cell)
    game.play(*winning_moves(game)[0])
    typed = ["n", "Ann", "Bob", "", *(game.move_name(cell) for cell in game.moves), "r", "n"]
    result = run_cli(typed, "--rules", "ultimate")
    out = result.stdout
    assert result.returncode == 0 and result.stderr == "", result.stderr
    assert "Ann wins with X!" in out and "Type r for a review of the game" in out
    assert "Judging 49 moves with the search, a few seconds…" in out  # said before the wait
    review = out.split("Review of the game")[1]
    assert review.startswith(" (values are the search's estimates of the mover's score, except where proven):")
    assert "\nAnn played 25 moves" in review and "\nBob played 24 moves" in review
    assert "% for X" in review  # the estimates, said as estimates
    assert (
        "48. O C3 a3: a blunder — best play: a draw; this move: X wins in 1.\n"
        "    C3 a3 lets X win the game at once (at C3 a2).\n"
        "    Better was C3 a2 (a draw): it blocks X's line in board C3, it leaves X no win of the game and it sends X to "
        "board A2, not anywhere.\n"
        "    Proven by a complete search.\n"
        "49. X C3 a2 wins the game.\n"
    ) in review
