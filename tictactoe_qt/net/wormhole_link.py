"""Internet play: the protocol's bytes carried by magic-wormhole, paired by a short spoken code.

A WormholeLink hosts (the mailbox server allocates a code such as "7-crossover-clockwork") or joins (with
that code). Once both ends hold the same key (a PAKE: a wrong guess learns nothing), the link hands the front
end one end of a connected loopback TCP socket pair: what the front end writes there goes out as one
encrypted wormhole message, and what arrives is written back into it. So the window and the terminal run
the same sans-IO Connection over a socket, exactly as on the LAN, with its limits, its hostile-input rules
and its heartbeat (a ping every 5 s, a peer silent for 20 s is gone: the wormhole itself never says that a
peer left).

Twisted's reactor runs in one daemon thread for the life of the process: it cannot be restarted once
stopped, so it never is. Nothing here imports wormhole or Twisted until a link starts (0.4 s and ~58 MB),
keeping them off the first frame's path. What a link has to say reaches the front end through `deliver`,
a function of the front end's choosing that runs a call on its own thread (the window's GUI thread, the
terminal's selector loop); after `cancel()` nothing more is said.
"""

from __future__ import annotations

import enum
import os
import re
import socket
import threading
from collections.abc import Callable
from typing import Any, Protocol

from .wormhole_bridge import Bridge, BridgeFactory, loopback_pair, running_reactor

__all__ = [
    "APP_ID",
    "INTERNET_JOIN_CODE",
    "MAILBOX_VARIABLE",
    "PUBLIC_MAILBOX",
    "LinkListener",
    "Problem",
    "WormholeLink",
    "code_completions",
    "looks_like_code",
    "mailbox_url",
    "normalise_code",
]

# The game's own application ID: codes and mailboxes are separate from the file-transfer tool's (and from
# any other application's) on the same server. Changing it splits the game's players in two.
APP_ID = "github.com/tictactoe-qt/tictactoe-qt/internet-play/v1"
# The magic-wormhole project's public mailbox server (wormhole.cli.public_relay.RENDEZVOUS_RELAY), copied
# so that the command line can name it without importing wormhole; a test checks the two agree.
PUBLIC_MAILBOX = "ws://relay.magic-wormhole.io:4000/v1"
MAILBOX_VARIABLE = "TICTACTOE_MAILBOX"
MAILBOX_TIMEOUT = 15.0  # no welcome from the mailbox server within this: no internet, or no server there
PAIRING_TIMEOUT = 15.0  # a joiner not paired within this: nobody is waiting with that code
MAILBOX_RETRY = 10.0  # a host keeping a game asks an unreachable mailbox again after this
CLOSING_GRACE = 5.0  # a paired link cancelled: how long its socket's last bytes may take to reach the mailbox
# The join code every internet hello carries: the wormhole's PAKE has already proved that the peer knows the
# spoken code (which is too long for the hello's code field), so the host's JoinGate asks for this one.
INTERNET_JOIN_CODE = "wormhole"
# The message that says "my end closed" (a socket's read never yields an empty chunk, so no data is ever
# sent as one). The wormhole itself never tells that a peer left: a peer that vanishes without it is found
# by the protocol's heartbeat (SILENCE_TIMEOUT).
END_OF_STREAM = b""
CODE_WORDS = 2  # "7-crossover-clockwork": 16 bits of words, one guess each for an attacker (PAKE)

_CODE = re.compile(r"[0-9]+(?:-[a-z]+)+")


class Problem(str, enum.Enum):
    """Why a link ended before or instead of a game: each front end words these in its own language."""

    WRONG_CODE = "wrong-code"  # both ends met, but the codes differed (or someone guessed)
    NOBODY_WAITING = "nobody-waiting"  # a joiner met nobody within PAIRING_TIMEOUT
    NO_MAILBOX = "no-mailbox"  # the mailbox server could not be reached within MAILBOX_TIMEOUT
    REFUSED = "refused"  # the server refused (a code already used by two, an old client, ...)


def normalise_code(text: str) -> str:
    """A code as typed or read aloud ("7 Crossover clockwork") in the wormhole's form ("7-crossover-clockwork")."""
    return "-".join(text.strip().lower().replace("-", " ").split())


def looks_like_code(text: str) -> bool:
    """A wormhole code (digits, then words): not a host:port, which still means the local network."""
    return _CODE.fullmatch(normalise_code(text)) is not None


def mailbox_url(chosen: str | None = None) -> str:
    """The mailbox server: the one chosen, else $TICTACTOE_MAILBOX, else the wormhole project's public one."""
    return chosen or os.environ.get(MAILBOX_VARIABLE) or PUBLIC_MAILBOX


def code_completions() -> Callable[[str], list[str]]:
    """wormhole's own completion of a code's words, as its tools offer it ("7-cross" -> "7-crossover-"): a function
    from the text typed so far to the codes it may become. Imports wormhole (0.4 s): call it off the GUI thread."""
    from wormhole._wordlist import PGPWordList  # noqa: PLC0415 -- wormhole only once internet play is chosen

    words = PGPWordList()

    def complete(typed: str) -> list[str]:
        # As normalise_code, but a trailing dash or space stays: "7 " asks for the first word.
        nameplate, dash, partial = re.sub(r"[\s-]+", "-", typed.lstrip().lower()).partition("-")
        if not (nameplate.isdecimal() and dash) or partial.count("-") >= CODE_WORDS:
            return []
        return sorted(f"{nameplate}-{rest}" for rest in words.get_completions(partial, CODE_WORDS))

    return complete


class LinkListener(Protocol):
    """What a link tells its front end, on the front end's thread (through `deliver`)."""

    def code_allocated(self, code: str) -> None: ...  # hosting: the code to tell the friend

    def paired(self, stream: socket.socket) -> None: ...  # the friend is there: run the protocol on this socket

    def failed(self, problem: Problem, detail: str) -> None: ...  # no game: why


Deliver = Callable[[Callable[[], None]], None]

# --- one link -----------------------------------------------------------------------------------------------


class WormholeLink:
    """One wormhole: hosting when `code` is None (the server allocates one), joining it otherwise."""

    def __init__(
        self,
        listener: LinkListener,
        deliver: Deliver,
        mailbox: str,
        *,
        code: str | None = None,
        app_id: str = APP_ID,
        mailbox_timeout: float = MAILBOX_TIMEOUT,
        pairing_timeout: float = PAIRING_TIMEOUT,
    ) -> None:
        if code is not None and not looks_like_code(code):
            raise ValueError(f"{code!r} is not a wormhole code (a number and words, like 7-crossover-clockwork)")
        self.listener, self.mailbox, self.app_id = listener, mailbox, app_id
        self.code = None if code is None else normalise_code(code)
        self.hosting = code is None
        self._deliver = deliver
        self._mailbox_timeout, self._pairing_timeout = mailbox_timeout, pairing_timeout
        self._cancelled = False  # read and written on the front end's thread
        self._over = False  # the rest on the reactor's thread
        self._wormhole: Any = None
        self._timer: Any = None
        self._bridge: Bridge | None = None
        self._reactor: Any = None
        self._wormhole_closed = threading.Event()

    def start(self) -> None:
        self._reactor = running_reactor()
        self._reactor.callFromThread(self._open)

    def cancel(self) -> None:
        """Stop at whatever step: nothing more is delivered, and the wormhole closes (never blocks). Once paired,
        closing the socket handed over ends the link after what was written there has gone (a goodbye)."""
        self._cancelled = True
        if self._reactor is not None:
            self._reactor.callFromThread(self._cancel)

    def wait_closed(self, timeout: float) -> bool:
        """Wait until the wormhole has closed (its last messages sent), for a process about to exit: Twisted's
        thread is a daemon and would die with what is still queued. Whether it closed in time."""
        return self._wormhole_closed.wait(timeout)

    # --- on the reactor's thread -----------------------------------------------------------------------

    def _tell(self, call: Callable[[], None]) -> None:
        self._deliver(lambda: None if self._cancelled else call())

    def _open(self) -> None:
        import wormhole  # noqa: PLC0415 -- 0.4 s: imported when a link starts, on the reactor's thread

        self._wormhole = wormhole.create(self.app_id, self.mailbox, self._reactor, delegate=self)
        if self.code is None:
            self._wormhole.allocate_code(CODE_WORDS)
        else:
            self._wormhole.set_code(self.code)
        self._set_timer(self._mailbox_timeout, Problem.NO_MAILBOX, f"no answer from {self.mailbox}")

    def _set_timer(self, seconds: float | None, problem: Problem, detail: str) -> None:
        if self._timer is not None and self._timer.active():
            self._timer.cancel()
        self._timer = None if seconds is None else self._reactor.callLater(seconds, self._fail, problem, detail)

    def _fail(self, problem: Problem, detail: str) -> None:
        if self._over:
            return
        self._close()
        self._tell(lambda: self.listener.failed(problem, detail))

    def _cancel(self) -> None:
        if self._bridge is None:
            self._close()
        else:  # the front end's socket closing ends it (bridge_closed), after its last words; in case it does not:
            self._reactor.callLater(CLOSING_GRACE, self._close)

    def _close(self) -> None:
        if self._over:
            return
        self._over = True
        self._set_timer(None, Problem.REFUSED, "")
        if self._bridge is not None:
            self._bridge.hang_up()
        if self._wormhole is not None:
            self._wormhole.close()  # wormhole_closed follows
        else:
            self._wormhole_closed.set()

    # The wormhole's delegate interface (wormhole.create(..., delegate=self)), called on the reactor's thread.

    def wormhole_got_welcome(self, welcome: dict[str, Any]) -> None:
        # The server answered: from now on only the friend is awaited (a host waits as long as it likes).
        timeout = None if self.hosting else self._pairing_timeout
        self._set_timer(timeout, Problem.NOBODY_WAITING, f"nobody paired within {self._pairing_timeout:g} s")

    def wormhole_got_code(self, code: str) -> None:
        self.code = code
        if self.hosting:
            self._tell(lambda: self.listener.code_allocated(code))

    def wormhole_got_unverified_key(self, key: bytes) -> None:
        pass

    def wormhole_got_verifier(self, verifier: bytes) -> None:
        pass

    def wormhole_got_versions(self, versions: dict[str, Any]) -> None:
        """The friend's first encrypted message opened: both hold the same key, so the code matched."""
        if self._over:
            return
        self._set_timer(None, Problem.REFUSED, "")
        front, back = loopback_pair()
        self._bridge = Bridge(self)
        self._reactor.adoptStreamConnection(back.fileno(), socket.AF_INET, BridgeFactory(self._bridge))
        back.close()  # Twisted holds its own duplicate of the descriptor

        def hand_over() -> None:
            if self._cancelled:
                front.close()
            else:
                self.listener.paired(front)

        self._deliver(hand_over)

    def wormhole_got_message(self, data: bytes) -> None:
        if self._bridge is None:
            return
        if data == END_OF_STREAM:  # the friend's game closed its end: close ours, as a TCP peer's FIN would
            self._bridge.hang_up()
        else:
            self._bridge.write(data)

    def wormhole_closed(self, result: object) -> None:
        if isinstance(result, Exception):
            self._fail(*_problem_of(result))
        elif self._bridge is not None:
            self._bridge.hang_up()
        self._over = True
        self._wormhole_closed.set()

    # From the bridge: what the front end wrote, and its end closing.

    def bridge_sent(self, data: bytes) -> None:
        if not self._over and data:
            self._wormhole.send_message(data)

    def bridge_closed(self) -> None:
        if not self._over:
            self._wormhole.send_message(END_OF_STREAM)
        self._close()


def _problem_of(error: Exception) -> tuple[Problem, str]:
    from wormhole import errors  # noqa: PLC0415 -- loaded already: the link imported wormhole

    if isinstance(error, errors.WrongPasswordError):
        return Problem.WRONG_CODE, "the key exchange failed"
    if isinstance(error, errors.ServerConnectionError):
        return Problem.NO_MAILBOX, str(error) or type(error).__name__
    return Problem.REFUSED, str(error) or type(error).__name__
