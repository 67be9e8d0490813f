"""Internet play from the command line: `--host --internet` prints a code such as 7-crossover-clockwork, and
`--join CODE` joins with it, through a magic-wormhole mailbox server (`--mailbox URL`, $TICTACTOE_MAILBOX,
or the wormhole project's public one). The link (net/wormhole_link.py) answers on Twisted's thread; the
Loop runs its answers on its own thread, as it does typed lines, and the game then runs as on the LAN, over
the socket the link hands over.
"""

from __future__ import annotations

import argparse
import socket
import threading
from collections.abc import Callable

from ..core.kinds import variant_for
from ..net.connection import Connection
from ..net.events import Closed, Event, Joined
from ..net.match import JoinGate, Match, Role
from ..net.sockets import Loop, Peer
from ..net.wormhole_link import (
    INTERNET_JOIN_CODE,
    MAILBOX_RETRY,
    PAIRING_TIMEOUT,
    Problem,
    WormholeLink,
    mailbox_url,
    normalise_code,
)
from .network import ME, NetworkTerminalGame
from .text import game_words

CLOSING_SECONDS = 3.0  # at the end, how long the last words (a goodbye) may take to leave through the mailbox
PEER_ADDRESS = "internet"  # the host's JoinGate counts wrong codes by address: every wormhole peer is this one


def problem_words(problem: Problem, detail: str, mailbox: str, code: str = "") -> str:
    """What the player reads when a link ends without a game."""
    if problem is Problem.WRONG_CODE:
        return "That code did not match: check it with your friend (each code works once: ask for a new one)."
    if problem is Problem.NOBODY_WAITING:
        return f"Nobody is waiting with the code {code}: check it with your friend, or ask them for a new one."
    if problem is Problem.NO_MAILBOX:
        return f"Could not reach the mailbox server {mailbox} ({detail}): no internet? (--mailbox URL picks another)"
    return f"The mailbox server {mailbox} refused: {detail}."


class _Link:
    """The terminal's side of one WormholeLink: says what it says, and runs the game over what it hands over."""

    def __init__(self, loop: Loop, session: NetworkTerminalGame, say: Callable[[str], None], mailbox: str) -> None:
        self.loop, self.session, self.say, self.mailbox = loop, session, say, mailbox
        self.links: list[WormholeLink] = []
        self.make_connection: Callable[[], Connection] = lambda: Connection(Role.GUEST, 0.0, name="")
        self.code = ""
        self.on_code: Callable[[str], None] = lambda code: None
        self.hosting = False
        self.pairing_timeout = PAIRING_TIMEOUT

    def open(self, code: str | None = None) -> None:
        link = WormholeLink(self, self.loop.call_soon, self.mailbox, code=code, pairing_timeout=self.pairing_timeout)
        self.links.append(link)
        link.start()

    def close_all(self) -> None:
        for link in self.links:
            link.cancel()
        for link in self.links:
            link.wait_closed(CLOSING_SECONDS)

    # LinkListener, on the loop's thread

    def code_allocated(self, code: str) -> None:
        self.code = code
        self.on_code(code)

    def paired(self, stream: socket.socket) -> None:
        self.loop.add(stream, PEER_ADDRESS, self.make_connection())

    def failed(self, problem: Problem, detail: str) -> None:
        if self.hosting and problem is Problem.WRONG_CODE:  # a mistyped code, or a guess: the game stays open
            self.say("Someone tried a code that did not match (mistyped, or a guess).")
            self.open()
            return
        self.say(problem_words(problem, detail, self.mailbox, self.code))
        if self.hosting and self.session.has_played and problem is Problem.NO_MAILBOX:
            # A game is kept for a friend who dropped out (their line, or ours: a computer waking from sleep):
            # the mailbox is asked again for a code to come back with, as long as this player waits.
            self.say(f"Trying again in {MAILBOX_RETRY:g} s… (q to leave)")
            retry = threading.Timer(MAILBOX_RETRY, self.loop.call_soon, args=(self.open,))
            retry.daemon = True
            retry.start()
            return
        self.session.finished = True
        self.session.status = 1
        self.loop.stop()


def host_over_internet(
    args: argparse.Namespace,
    loop: Loop,
    session: NetworkTerminalGame,
    say: Callable[[str], None],
    on_line: Callable[[str | None], None],
) -> int:
    match = Match.on(session.names[ME], variant_for(args.rules, args.size))
    gate = JoinGate(INTERNET_JOIN_CODE)
    link = _Link(loop, session, say, mailbox_url(args.mailbox))
    link.hosting = True
    link.make_connection = lambda: Connection(
        Role.HOST, loop.clock(), name=match.host_name, match=match, gate=gate, peer_address=PEER_ADDRESS
    )

    def on_code(code: str) -> None:
        if session.has_played:  # the friend dropped out: a code works once, so a new one brings them back
            say(f"To come back, {session.peer} joins with the new code: --join {code}")
        elif len(link.links) > 1:  # whoever had the last one did not join
            say(f"A new code: {code}")
        else:
            say(f"Hosting {game_words(match.variant)} as {match.host_name} over the internet. Code: {code}")
            say(f"Waiting for your friend to join with --join {code} (through {link.mailbox}; q to stop) …")

    def on_events(peer: Peer, events: list[Event]) -> None:
        for index, event in enumerate(events):
            if isinstance(event, Joined):
                session.joined(peer.connection, event)
                session.handle(events[index + 1 :])
                break
            if peer.connection is session.connection:  # not one who paired but never joined (the log says why)
                session.handle([event])
            if isinstance(event, Closed) and not session.finished:
                link.open()  # a code works once: a new one for whoever comes (back)
        if session.finished:
            loop.stop()

    link.on_code = on_code
    link.open()
    try:
        loop.run(None, on_events, on_line)
    finally:
        link.close_all()
    return session.status


def join_over_internet(
    args: argparse.Namespace,
    loop: Loop,
    session: NetworkTerminalGame,
    say: Callable[[str], None],
    on_line: Callable[[str | None], None],
) -> int:
    link = _Link(loop, session, say, mailbox_url(args.mailbox))
    link.code = normalise_code(args.join)
    link.pairing_timeout = args.pairing_timeout or PAIRING_TIMEOUT
    link.make_connection = lambda: Connection(Role.GUEST, loop.clock(), name=session.names[ME], code=INTERNET_JOIN_CODE)

    def on_events(peer: Peer, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, Joined):
                session.joined(peer.connection, event)
                continue
            session.handle([event])
            if isinstance(event, Closed) and not session.finished:  # a code works once: no reconnecting with it
                say(f"To come back, ask {session.peer} for a new code and join with it.")
                session.finished, session.status = True, 1
        if session.finished:
            loop.stop()

    say(f"Joining with the code {link.code} (through {link.mailbox}; q to stop) …")
    link.open(link.code)
    try:
        loop.run(None, on_events, on_line)
    finally:
        link.close_all()
    return session.status
