"""The terminal game over the network, played through the same game session as the window: the other player is
the session's WireSeat, which speaks the protocol; NetworkTerminalGame prints what it says and turns typed lines
into commands (network_run.py wires it to sockets). Moves are read and boards drawn by text.py, as at one
keyboard."""

from __future__ import annotations

from collections.abc import Callable

from ..net.match import Role
from ..net.connection import Connection, ProtocolError, Request
from ..net.events import CloseReason, Closed, Event, Joined
from ..session.network_words import (
    close_words,
    declined_words,
    lost_words,
    new_game_question,
    status_line,
    took_back_words,
    undo_question,
)
from ..session.seats import Doing
from ..session.session import Session
from ..session.wire_seat import WireSeat
from .scheduler import TerminalScheduler
from .text import (
    board_words,
    MoveTextError,
    fit_to_terminal,
    help_phrases,
    move_label,
    read_move,
    render_board,
    score_line,
    where_to_play,
)

RECONNECT_SECONDS = 2.0
ME, PEER = 0, 1  # the two seats of the series, from this side


class TerminalLine:
    """The wire seat's line in the terminal: the connection of the game joined (None before and after). The socket
    loop sends what the connection queued after each typed line and each event, so flush has nothing to do; a
    close says its Closed event to `closed`."""

    def __init__(self, now: Callable[[], float], closed: Callable[[Closed], None]) -> None:
        self.connection: Connection | None = None
        self._now, self._closed = now, closed

    def flush(self) -> None:
        """The socket loop sends (net/sockets.py)."""

    def close(self, reason: CloseReason) -> None:
        if self.connection is not None:
            self._closed(self.connection.close(reason, self._now()))


class NetworkTerminalGame:
    """One player at this terminal, the other at the far end of a Connection. The game itself lives in the
    connection's match, and the other player is a WireSeat (session/wire_seat.py), the window's too: it speaks the
    protocol and says what happened on the wire; this prints it, and turns typed lines into the seat's commands."""

    def __init__(
        self, say: Callable[[str], None], name: str, now: Callable[[], float], *, hosting: bool = False
    ) -> None:
        self.say = say
        self.names = [name, "your opponent"]
        self.now = now
        self.line_to_peer = TerminalLine(now, lambda event: self.seat.handle([event]))
        self.seat = WireSeat(self.line_to_peer, name, is_host=hosting, clock=now)
        # The game session the window plays too: it plays the local player's moves out through the seat, takes
        # the other's from it, and keeps the score of each network game against this opponent.
        self.session = Session(TerminalScheduler(), computer_delay_ms=0)
        self.session.start_network_game(self.seat)
        self._result_told: object | None = None  # the game whose result was said
        self.seat.moved.connect(self._moved)
        self.seat.undo_requested.connect(self._undo_requested)
        self.seat.took_back.connect(self._took_back)
        self.seat.declined.connect(self._declined)
        self.seat.new_game_offered.connect(self._new_game_offered)
        for closing in (self.seat.ended, self.seat.refused):
            closing.connect(self.closed)
        self.seat.state_changed.connect(self._line_closed)
        self.seat.game_started.connect(self._game_started)
        self.question: str | None = None  # "undo", "rematch" or "again": what the next line answers
        self.finished = False  # the match is over for good (abandoned, refused, quit)
        self.status = 0
        self.has_played = False  # joined a game at least once: there is a score to sum up
        self._joining = False  # joined() shows the first game of a join itself
        self._answering_undo = False  # the local player is answering the other's undo request

    @property
    def connection(self) -> Connection | None:
        return self.line_to_peer.connection

    @property
    def peer(self) -> str:
        return self.names[PEER]

    @property
    def open_connection(self) -> Connection:
        if self.connection is None:
            raise ProtocolError("the game is not connected")
        return self.connection

    # --- from the wire -------------------------------------------------------------------------------

    def joined(self, connection: Connection, event: Joined) -> None:
        self.line_to_peer.connection = connection
        self.has_played = True
        back = event.resumed or self.peer == event.peer_name
        if connection.role is Role.HOST:
            self.say(f"{event.peer_name} is back. The game carries on." if back else f"{event.peer_name} joined.")
        else:
            board = board_words(connection.current_match.variant)  # the host chose it: the guest is told which
            self.say(f"Back in {event.peer_name}'s game." if back else f"Joined {event.peer_name}'s game ({board}).")
        self.names[PEER] = event.peer_name
        self.question = None
        self._joining = True
        try:
            self.seat.handle([event])
        finally:
            self._joining = False
        self.show_game(announce_marks=True)

    def handle(self, events: list[Event]) -> None:
        self.seat.handle(events)

    def _moved(self, row: int, col: int) -> None:
        game = self.open_connection.current_match.game
        self.say(f"{self.peer} plays {move_label(game, (row, col))}.")
        self.show_game()

    def _undo_requested(self, count: int) -> None:
        self.question = "undo"
        self.prompt(f"{undo_question(self.seat, count)} [y/N] ")

    def _took_back(self, count: int) -> None:
        if self._answering_undo:
            return  # the local player allowed theirs: line() shows the board
        self.say(took_back_words(self.seat, count))
        self.show_game()

    def _declined(self, request: Request) -> None:
        self.say(declined_words(self.seat, request))
        self.show_game()

    def _new_game_offered(self) -> None:
        self.question = "rematch"
        self.prompt(f"{new_game_question(self.seat)} [Y/n] ")

    def _line_closed(self) -> None:
        closed = self.seat.closed_by
        if self.seat.doing is Doing.CLOSED and closed is not None and self.connection is not None:
            self.closed(closed)  # the game is kept: the other player may come back

    def closed(self, event: Closed) -> None:
        self.question = None
        lost = lost_words(self.seat, event)
        if lost:
            self.say(lost)
        self.say(close_words(self.seat, event))
        if event.reason.game_kept:
            if self.connection is not None and self.connection.role is Role.HOST:
                self.say("Type q to leave.")
        else:
            self.finished = True
            if event.reason is not CloseReason.ABANDON:
                self.status = 1
        self.line_to_peer.connection = None

    def _game_started(self, _game: object, _mark: object) -> None:
        if self._joining:
            return  # the first game of a join: joined() shows it
        self.say("")
        self.say("A new game.")
        self.show_game(announce_marks=True)

    # --- from the keyboard ---------------------------------------------------------------------------

    def line(self, text: str | None) -> None:
        if text is None:  # end of input: leave, but the game stays open for a return
            self.leave(CloseReason.QUIT)
            return
        answer = text.strip().lower()
        if answer == "q":
            self.leave(CloseReason.ABANDON)
            return
        connection = self.connection
        if connection is None:
            self.say("Not connected: waiting for the other player (q to leave).")
            return
        question, self.question = self.question, None
        seat = self.seat
        try:
            if question == "undo" and answer in ("", "y", "yes", "n", "no"):
                self._answering_undo = True
                try:
                    seat.answer_undo(answer in ("y", "yes"))
                finally:
                    self._answering_undo = False
                self.show_game()
            elif question in ("rematch", "again"):
                if answer in ("", "y", "yes"):
                    seat.offer_new_game()  # agrees to theirs, if they offered one: the game starts
                    if connection.waiting_for_answer(Request.REMATCH):
                        self.say(status_line(seat))
                elif question == "rematch":
                    seat.answer_new_game(False)
                else:
                    self.leave(CloseReason.ABANDON)
            elif answer == "u":
                seat.request_undo()
                self.say(status_line(seat))
            elif answer in ("?", "help"):
                self.say(fit_to_terminal(help_phrases(connection.current_match.game, network=True)))
                self.show_game()
            elif not connection.my_turn:
                self.say(f"It is {self.peer}'s turn.")
            else:
                self.move(answer)
        except ProtocolError as error:
            self.say(f"Sorry, {error}.")
            self.show_game()
        if self.connection is not None and self.connection.asked_by_peer(Request.UNDO) and self.question is None:
            self.question = "undo"  # still unanswered: ask again rather than leave the peer waiting
            asked = self.connection.current_match.undo_count(self.connection.my_mark.other)  # as the request counted
            self.prompt(f"{undo_question(self.seat, asked)} [y/N] ")

    def move(self, answer: str) -> None:
        connection = self.open_connection
        try:
            row, col = read_move(answer, connection.current_match.game)
        except MoveTextError as problem:
            self.say(str(problem))
        else:
            self.session.play(row, col)  # out through the seat: the connection plays it on the match and sends it
        self.show_game()

    def leave(self, reason: CloseReason) -> None:
        self.line_to_peer.close(reason)  # the seat hears its Closed, and closed() says it
        self.finished = True

    # --- drawing -------------------------------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        return self.names[seat]

    def scoreboard(self, title: str = "Score") -> str:
        return score_line(self.session.series, self.names, title)

    def prompt(self, text: str) -> None:
        self.say(text)

    def show_game(self, announce_marks: bool = False) -> None:
        connection = self.connection
        if connection is None:
            return
        mine = connection.my_mark
        series = self.session.series
        if announce_marks:
            self.say(f"{self.seat_name(series.x_seat)} plays X, {self.seat_name(1 - series.x_seat)} plays O.")
            self.say(fit_to_terminal(help_phrases(connection.current_match.game, network=True)))
        game = connection.current_match.game
        self.say("")
        self.say(render_board(game))
        if game.is_over and self._result_told is not game:  # counted by the session as it ended
            self._result_told = game
            self.say(
                "It's a draw."
                if game.winner is None
                else f"{self.seat_name(series.seat_of(game.winner))} wins with {game.winner}!"
            )
            self.say(self.scoreboard())
        if game.is_over:
            if self.question is None and not connection.waiting_for_answer(Request.REMATCH):
                self.question = "again"
                self.prompt("Play again? [Y/n] ")
        elif connection.my_turn:
            where = where_to_play(game, self.names[ME], you=True)
            if where:
                self.say(where)
            self.prompt(f"{self.names[ME]} ({mine}), your move: ")
        elif connection.waiting_for_answer(Request.UNDO):
            self.say(status_line(self.seat))
        else:
            self.say(f"Waiting for {self.peer} ({mine.other}) to move…")
