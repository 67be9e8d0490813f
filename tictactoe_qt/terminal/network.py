"""The terminal game over the network: `--host` waits for a friend, `--join HOST:PORT` joins one.

NetworkTerminalGame turns protocol events into text and typed lines into commands; run_network_game
wires it to plain sockets (sockets.Loop). The host keeps the game when the guest drops out and takes
them back; the guest tries to reconnect until it gets in or the player types q.
"""

from __future__ import annotations

import argparse
import logging
import os
import random
import socket
import sys
import threading
import time
from collections.abc import Callable

from .local import TerminalGame
from ..core import Player
from ..core.variants import VARIANTS
from ..core.score import clean_name
from ..net.match import DEFAULT_PORT, JoinGate, Match, Role, new_join_code
from ..net.connection import Connection, ProtocolError, Request
from ..net.events import (CloseReason, Closed, Event, Joined, MovePlayed, RematchAnswered, RematchOffered,
                          UndoAnswered, UndoRequested)
from ..net.sockets import Loop, Peer

RECONNECT_SECONDS = 2.0
NETWORK_HELP = ("Moves: a cell's number as shown, or its name (e.g. b2: column letter, row number from the bottom). "
                "u = ask to take back your move, q = leave.")
ME, PEER = 0, 1  # the two seats of the series, from this side


class NetworkTerminalGame(TerminalGame):
    """One player at this terminal, the other at the far end of a Connection."""

    def __init__(self, say: Callable[[str], None], name: str, now: Callable[[], float]) -> None:
        super().__init__(ask=input, say=say, size=3, level=None, rng=random.Random())
        self.names = [name, "your opponent"]
        self.now = now
        self.connection: Connection | None = None
        self.question: str | None = None  # "undo", "rematch" or "again": what the next line answers
        self.finished = False  # the match is over for good (abandoned, refused, quit)
        self.status = 0
        self.has_played = False  # joined a game at least once: there is a score to sum up

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
        self.connection = connection
        self.has_played = True
        match = connection.current_match
        self.game, self.size = match.game, match.size
        back = event.resumed or self.peer == event.peer_name
        if connection.role is Role.HOST:
            self.say(f"{event.peer_name} is back. The game carries on." if back else f"{event.peer_name} joined.")
        else:
            self.say(f"Back in {event.peer_name}'s game." if back else f"Joined {event.peer_name}'s game.")
        self.names[PEER] = event.peer_name
        self.question = None
        self.show_game(announce_marks=True)

    def handle(self, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, MovePlayed):
                self.say(f"{self.peer} plays {self.cell_label(event.row, event.col)}.")
                self.show_game()
            elif isinstance(event, UndoRequested):
                self.question = "undo"
                moves = "their last move" if event.count == 1 else "their last move and your reply"
                self.prompt(f"{self.peer} asks to take back {moves}. Allow it? [y/N] ")
            elif isinstance(event, UndoAnswered):
                self.say(f"{self.peer} agreed: took back {event.count} move{'s' if event.count > 1 else ''}."
                         if event.accepted else f"{self.peer} declined to take the move back.")
                self.show_game()
            elif isinstance(event, RematchOffered):
                self.question = "rematch"
                self.prompt(f"{self.peer} offers a new game. Play? [Y/n] ")
            elif isinstance(event, RematchAnswered):
                self.rematch_answered(event.accepted)
            elif isinstance(event, Closed):
                self.closed(event)

    def closed(self, event: Closed) -> None:
        self.question = None
        self.say(self.close_words(event))
        if event.reason.game_kept:
            if self.connection is not None and self.connection.role is Role.HOST:
                self.say(f"Waiting for {self.peer} to come back… (q to leave)")
        else:
            self.finished = True
            if event.reason is not CloseReason.ABANDON:
                self.status = 1
        self.connection = None

    def close_words(self, event: Closed) -> str:
        """What the player reads about a closed connection, by its reason."""
        if event.reason.game_kept:  # the line dropped, they quit, or one end broke the protocol
            return f"{self.peer}'s connection was lost ({event.detail}). The game is kept."
        words = {
            CloseReason.ABANDON: f"{self.peer} abandoned the game." if event.by_peer else "You left the game.",
            CloseReason.VERSION: f"The other game speaks another version of the protocol ({event.detail}). "
                                 "Please update so both run the same version.",
        }
        return words.get(event.reason, f"The host refused to let you in: {event.detail}.")

    def rematch_answered(self, accepted: bool) -> None:
        if not accepted:
            self.say(f"{self.peer} would rather not play again.")
            self.show_game()
            return
        self.series.start_next_game(previous_finished=False)
        self.game = self.open_connection.current_match.game
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
        try:
            if question == "undo" and answer in ("", "y", "yes", "n", "no"):
                connection.answer_undo(answer in ("y", "yes"), self.now())
                self.show_game()
            elif question in ("rematch", "again"):
                if answer in ("", "y", "yes"):
                    connection.offer_rematch(self.now())
                    if connection.waiting_for_answer(Request.REMATCH):
                        self.say(f"Waiting for {self.peer} to agree…")
                    else:
                        self.rematch_answered(True)
                elif question == "rematch":
                    connection.answer_rematch(False, self.now())
                else:
                    self.leave(CloseReason.ABANDON)
            elif answer == "u":
                count = connection.request_undo(self.now())
                self.say(f"Asked {self.peer} to take back {count} move{'s' if count > 1 else ''}…")
            elif answer in ("?", "help"):
                self.say(NETWORK_HELP)
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
            self.prompt(f"Allow {self.peer} to take the move back? [y/N] ")

    def move(self, answer: str) -> None:
        # TerminalGame.try_move reads and checks the cell; it plays it on a copy, and the wire plays it for real.
        connection = self.open_connection
        board = connection.current_match.game
        trial = self.game = board.copy()
        problem = self.try_move(answer)
        self.game = board
        if problem is not None:
            self.say(problem)
            self.show_game()
            return
        row, col = trial.moves[-1]
        connection.play(row, col, self.now())
        self.show_game()

    def leave(self, reason: CloseReason) -> None:
        if self.connection is not None:
            self.closed(self.connection.close(reason, self.now()))
        self.finished = True

    # --- drawing -------------------------------------------------------------------------------------

    def prompt(self, text: str) -> None:
        self.say(text)

    def show_game(self, announce_marks: bool = False) -> None:
        connection = self.connection
        if connection is None:
            return
        mine = connection.my_mark
        self.series.x_seat = ME if mine is Player.X else PEER
        if announce_marks:
            self.say(f"{self.seat_name(self.series.x_seat)} plays X, {self.seat_name(1 - self.series.x_seat)} "
                     f"plays O. {NETWORK_HELP}")
        game = connection.current_match.game
        self.say("")
        self.say(self.board())
        if self.series.show_result(game.is_over, game.winner) and game.is_over:
            self.say("It's a draw." if game.winner is None else
                     f"{self.seat_name(self.series.seat_of(game.winner))} wins with {game.winner}!")
            self.say(self.scoreboard())
        if game.is_over:
            if self.question is None and not connection.waiting_for_answer(Request.REMATCH):
                self.question = "again"
                self.prompt("Play again? [Y/n] ")
        elif connection.my_turn:
            self.prompt(f"{self.names[ME]} ({mine}), your move: ")
        elif connection.waiting_for_answer(Request.UNDO):
            self.say(f"Waiting for {self.peer} to answer…")
        else:
            self.say(f"Waiting for {self.peer} ({mine.other}) to move…")


def add_network_arguments(parser: argparse.ArgumentParser, opponent: argparse._MutuallyExclusiveGroup) -> None:
    opponent.add_argument("--host", action="store_true",
                          help="host a game over the network and wait for a friend to join")
    opponent.add_argument("--join", metavar="HOST:PORT", help="join a game hosted on another computer")
    opponent.add_argument("--find", action="store_true",
                          help="list the games hosted on this local network, then exit")
    network = parser.add_argument_group("network games")
    network.add_argument("--name", help="your name in a network game")
    network.add_argument("--code", help="the join code (when hosting: the one to ask for; default: 4 random digits)")
    network.add_argument("--port", type=int, help=f"the port to host on (default {DEFAULT_PORT}; 0: any free port)")
    network.add_argument("--bind", default="", help="the address to host on (default: all of this computer's)")
    network.add_argument("--no-discovery", action="store_true",
                         help="do not announce the hosted game on the local network")


def find_games(say: Callable[[str], None], seconds: float = 3.0) -> int:
    """Print the games hosted on this network that answer within `seconds`."""
    from ..net.discovery import Browser  # noqa: PLC0415

    browser = Browser(lambda games: None)
    if not browser.working:
        say("Cannot look for games on this network (see the message above): join by --join HOST:PORT.")
        return 1
    time.sleep(seconds)
    games = sorted(browser.games.values(), key=lambda game: game.player.lower())
    browser.close()
    if not games:
        say("No games found on this network. Ask the host for their address and join with --join HOST:PORT.")
    for game in games:
        size = game.board
        say(f"{game.player}: {size}×{size} board, --join {game.address}"
            + ("" if game.version == 1 else " (another version of the game)"))
    return 0


def read_stdin_line() -> str:
    """The next typed line, read straight from the file descriptor: a thread blocked here holds no lock
    that would stop the interpreter from exiting (input() would)."""
    line = bytearray()
    while not line.endswith(b"\n"):
        chunk = os.read(0, 1)
        if not chunk:
            if line:
                break
            raise EOFError
        line += chunk
    return line.decode("utf-8", "replace").rstrip("\r\n")


def run_network_game(args, say: Callable[[str], None] = print, read_line: Callable[[], str] = read_stdin_line) -> int:
    """The terminal game as host (args.host) or guest (args.join = "HOST:PORT"), or a list of games (args.find)."""
    logging.basicConfig(level=logging.INFO, format="[network] %(message)s", stream=sys.stderr)
    if args.find:
        return find_games(say)
    loop = Loop(read_line)
    name = clean_name(args.name or "") or ("Host" if args.host else "Guest")
    session = NetworkTerminalGame(lambda text: say(text), name, loop.clock)
    try:
        return (_host if args.host else _join)(args, loop, session, say)
    except KeyboardInterrupt:
        session.leave(CloseReason.QUIT)
        loop.close_all()
        return 130
    finally:
        if session.has_played:  # turned away or never connected: no game, no score to give
            say(session.scoreboard("Final score"))
        say("Goodbye.")


def _announce(player: str, port: int, size: int) -> Callable[[], None]:
    """Advertise the game from a thread (registering takes a second or two); the function that withdraws it."""
    from ..net.discovery import advertise  # noqa: PLC0415

    adverts: list = []
    thread = threading.Thread(target=lambda: adverts.append(advertise(player, port, size)), daemon=True)
    thread.start()

    def withdraw() -> None:
        thread.join(timeout=5)
        if adverts and adverts[0] is not None:
            adverts[0].close()
    return withdraw


def _line_handler(session: NetworkTerminalGame, loop: Loop) -> Callable[[str | None], None]:
    def on_line(text: str | None) -> None:
        session.line(text)
        if session.finished:
            loop.stop()
    return on_line


def _host(args, loop: Loop, session: NetworkTerminalGame, say: Callable[[str], None]) -> int:
    match = Match(session.names[ME], args.size, dict(VARIANTS)[args.size])
    gate = JoinGate(args.code or new_join_code())
    try:
        port = loop.listen(args.bind, DEFAULT_PORT if args.port is None else args.port)
    except OSError as error:
        say(f"Cannot listen on port {args.port or DEFAULT_PORT}: {error.strerror}. Try --port 0 for any free port.")
        return 1
    withdraw = (lambda: None) if args.no_discovery else _announce(match.host_name, port, match.size)
    say(f"Hosting a {match.size}×{match.size} game as {match.host_name} on port {port}. Join code: {gate.code}")
    say(f"Waiting for a player to join (from another computer: --join {socket.gethostname()}:{port}) …")

    def accept(sock: socket.socket, address: str) -> Connection:
        peer_host = address.rpartition(":")[0]  # the gate counts wrong codes per address, whatever the port
        return Connection(Role.HOST, loop.clock(), name=match.host_name, match=match, gate=gate, peer_address=peer_host)

    def on_events(peer: Peer, events: list[Event]) -> None:
        for index, event in enumerate(events):
            if isinstance(event, Joined):
                for other in list(loop.peers.values()):  # a guest coming back replaces its dead line
                    if other is not peer and other.connection is session.connection:
                        loop.drop(other)
                session.joined(peer.connection, event)
                session.handle(events[index + 1:])
                break
            if peer.connection is not session.connection:  # strangers: the log says why they went
                continue
            session.handle([event])
        if session.finished:
            loop.stop()

    try:
        loop.run(accept, on_events, _line_handler(session, loop))
    finally:
        withdraw()
    return session.status


def _join(args, loop: Loop, session: NetworkTerminalGame, say: Callable[[str], None]) -> int:
    host, _, port_text = args.join.rpartition(":")
    if not host or not port_text.isdecimal():
        say(f"Please give the host as HOST:PORT, for example 192.168.1.20:{DEFAULT_PORT}, not {args.join!r}.")
        return 2
    port = int(port_text)
    code = args.code
    if code is None:
        say("Join code: ")
        code = (loop.lines.get() or "").strip()
    retry_at = [0.0]

    def connect() -> None:
        try:
            loop.connect(host.strip("[]"), port, lambda: Connection(Role.GUEST, loop.clock(), name=session.names[ME],
                                                                     code=code))
        except OSError as error:
            retry_at[0] = loop.clock() + RECONNECT_SECONDS
            say(f"Could not reach {host}:{port} ({error.strerror or error}). Trying again… (q to give up)")

    def on_events(peer: Peer, events: list[Event]) -> None:
        for _index, event in enumerate(events):
            if isinstance(event, Joined):
                session.joined(peer.connection, event)
                continue
            session.handle([event])
            if isinstance(event, Closed) and not session.finished:
                retry_at[0] = loop.clock() + RECONNECT_SECONDS
                say("Reconnecting… (q to give up)")
        if session.finished:
            loop.stop()

    def on_tick() -> None:
        if not loop.peers and retry_at[0] and loop.clock() >= retry_at[0]:
            retry_at[0] = 0.0
            connect()

    connect()
    loop.run(None, on_events, _line_handler(session, loop), on_tick)
    return session.status

