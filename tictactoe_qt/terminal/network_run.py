"""Network play from the command line: --host waits for a friend, --join HOST:PORT joins one, --find lists
the games on this network. run_network_game wires a NetworkTerminalGame (network.py) to plain sockets
(net/sockets.py): the host keeps the game when the guest drops out and takes them back; the guest tries
to reconnect until it gets in or the player types q.
"""

from __future__ import annotations

import argparse
import logging
import os
import socket
import sys
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.score import clean_name
from ..net.connection import Connection
from ..net.events import CloseReason, Closed, Event, Joined, failed_dial
from ..net.match import DEFAULT_PORT, JoinGate, Match, Role, new_join_code
from ..net.sockets import Loop, Peer
from ..core.kinds import Variant, variant_for
from ..net.wire import PROTOCOL_VERSION
from ..net.wormhole_link import MAILBOX_VARIABLE, PUBLIC_MAILBOX, looks_like_code
from ..session.network_words import close_words
from .network import ME, RECONNECT_SECONDS, NetworkTerminalGame
from .text import game_words, listed_board_words

if TYPE_CHECKING:
    from ..net.discovery import Advert


def add_network_arguments(parser: argparse.ArgumentParser, opponent: argparse._MutuallyExclusiveGroup) -> None:
    opponent.add_argument(
        "--host", action="store_true", help="host a game over the network and wait for a friend to join"
    )
    opponent.add_argument(
        "--join",
        metavar="HOST:PORT|CODE",
        help="join a game hosted on another computer: HOST:PORT on this network, or over the internet the code "
        "the host was given (like 7-crossover-clockwork)",
    )
    opponent.add_argument("--find", action="store_true", help="list the games hosted on this local network, then exit")
    network = parser.add_argument_group("network games")
    network.add_argument("--name", help="your name in a network game")
    network.add_argument("--code", help="the join code (when hosting: the one to ask for; default: 4 random digits)")
    network.add_argument("--port", type=int, help=f"the port to host on (default {DEFAULT_PORT}; 0: any free port)")
    network.add_argument("--bind", default="", help="the address to host on (default: all of this computer's)")
    network.add_argument(
        "--no-discovery", action="store_true", help="do not announce the hosted game on the local network"
    )
    network.add_argument(
        "--internet",
        action="store_true",
        help="with --host: host over the internet, through a mailbox server, and print the code your friend joins with",
    )
    network.add_argument(
        "--mailbox",
        metavar="URL",
        help=f"the magic-wormhole mailbox server for internet games (default: ${MAILBOX_VARIABLE}, "
        f"else the magic-wormhole project's public one, {PUBLIC_MAILBOX})",
    )
    network.add_argument("--pairing-timeout", type=float, help=argparse.SUPPRESS)  # shorter, for tests


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
        say(
            f"{game.player}: {listed_board_words(game.board)}, --join {game.address}"
            + ("" if game.version == PROTOCOL_VERSION else " (another version of the game)")
        )
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


def run_network_game(
    args: argparse.Namespace, say: Callable[[str], None] = print, read_line: Callable[[], str] = read_stdin_line
) -> int:
    """The terminal game as host (args.host) or guest (args.join = "HOST:PORT"), or a list of games (args.find)."""
    logging.basicConfig(level=logging.INFO, format="[network] %(message)s", stream=sys.stderr)
    if args.find:
        return find_games(say)
    loop = Loop(read_line)
    name = clean_name(args.name or "") or ("Host" if args.host else "Guest")
    session = NetworkTerminalGame(lambda text: say(text), name, loop.clock, hosting=bool(args.host))
    try:
        if args.internet and not args.host:
            say("--internet goes with --host; to join over the internet, give --join the host's code.")
            return 2
        if args.internet or (args.join and looks_like_code(args.join)):
            from .internet_run import host_over_internet, join_over_internet  # noqa: PLC0415 -- only when chosen

            play = host_over_internet if args.host else join_over_internet
            return play(args, loop, session, say, _line_handler(session, loop))
        return (_host if args.host else _join)(args, loop, session, say)
    except KeyboardInterrupt:
        session.leave(CloseReason.QUIT)
        loop.close_all()
        return 130
    finally:
        if session.has_played:  # turned away or never connected: no game, no score to give
            say(session.scoreboard("Final score"))
        say("Goodbye.")


def _announce(player: str, port: int, board: Variant) -> Callable[[], None]:
    """Advertise the game from a thread (registering takes a second or two); the function that withdraws it."""
    from ..net.discovery import advertise  # noqa: PLC0415

    adverts: list[Advert | None] = []
    thread = threading.Thread(target=lambda: adverts.append(advertise(player, port, board)), daemon=True)
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


def _host(args: argparse.Namespace, loop: Loop, session: NetworkTerminalGame, say: Callable[[str], None]) -> int:
    match = Match.on(session.names[ME], variant_for(args.rules, args.size))
    gate = JoinGate(args.code or new_join_code())
    try:
        port = loop.listen(args.bind, DEFAULT_PORT if args.port is None else args.port)
    except OSError as error:
        say(f"Cannot listen on port {args.port or DEFAULT_PORT}: {error.strerror}. Try --port 0 for any free port.")
        return 1
    withdraw: Callable[[], None] = (
        (lambda: None) if args.no_discovery else _announce(match.host_name, port, match.variant)
    )
    say(f"Hosting {game_words(match.variant)} as {match.host_name} on port {port}. Join code: {gate.code}")
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
                session.handle(events[index + 1 :])
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


def _join(args: argparse.Namespace, loop: Loop, session: NetworkTerminalGame, say: Callable[[str], None]) -> int:
    host, _, port_text = args.join.rpartition(":")
    if not host or not port_text.isdecimal():
        say(
            f"Please give the host as HOST:PORT, for example 192.168.1.20:{DEFAULT_PORT}, or the code of an "
            f"internet game, like 7-crossover-clockwork, not {args.join!r}."
        )
        return 2
    port = int(port_text)
    code = args.code
    if code is None:
        say("Join code: ")
        code = (loop.lines.get() or "").strip()
    retry_at = [0.0]
    failed_dials = [0]

    def connect() -> None:
        try:
            loop.connect(
                host.strip("[]"), port, lambda: Connection(Role.GUEST, loop.clock(), name=session.names[ME], code=code)
            )
        except OSError as error:
            failed_dials[0] += 1
            reason = error.strerror or str(error)
            closed = failed_dial(host.strip("[]"), port, reason, dials=failed_dials[0], joined=session.has_played)
            if closed.reason is CloseReason.NOT_FOUND:  # a first join that reaches nothing ends
                session.handle([closed])  # said, status 1
                loop.stop()
                return
            retry_at[0] = loop.clock() + RECONNECT_SECONDS
            say(f"{close_words(session.seat, closed)} (q to give up)")

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
