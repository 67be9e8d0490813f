"""Finding games on the local network: DNS-SD over multicast DNS, through python-zeroconf.

A host advertises `_tictactoe-qt._tcp.local.` with its player's name, the board and the protocol
version in TXT records (never the join code). A browser collects what it hears. Where multicast does
not work (no network, a firewall, a network namespace without it), advertise() and Browser say so in
the log and give nothing; the player joins by host:port instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import logging
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass

from ..core.score import clean_name
from ..core.kinds import VARIANTS, Variant, variant_of_key
from .wire import MAX_NAME_CHARS, PROTOCOL_VERSION

if TYPE_CHECKING:
    from zeroconf import ServiceInfo, ServiceStateChange, Zeroconf

log = logging.getLogger("tictactoe_qt.net")
SERVICE_TYPE = "_tictactoe-qt._tcp.local."
RESOLVE_TIMEOUT_MS = 3000


@dataclass(frozen=True)
class HostedGame:
    """A game someone on this network is hosting, as its advert describes it."""

    service: str  # the DNS-SD instance name, unique on the network
    player: str
    board: Variant  # the board (an older game's advert names only a size: a k-in-a-row board of that size)
    version: int
    addresses: tuple[str, ...]
    port: int

    @property
    def address(self) -> str:
        """host:port to join, preferring an address other machines can reach."""
        routable = [a for a in self.addresses if not a.startswith("127.") and a != "::1"]
        host = (routable or list(self.addresses) or ["localhost"])[0]
        return f"[{host}]:{self.port}" if ":" in host else f"{host}:{self.port}"


def _local_addresses(interfaces: list[str] | None) -> list[str]:
    if interfaces is not None:
        return list(interfaces)
    import ifaddr  # noqa: PLC0415 - installed with zeroconf

    found = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips if isinstance(ip.ip, str)]
    return sorted(found, key=lambda address: address.startswith("127."))  # loopback last


# An advert's TXT record as zeroconf gives it: raw keys to raw values (a key with no value: None).
Properties = dict[bytes, bytes | None]


class Advert:
    """A hosted game announced on the network until close()."""

    def __init__(self, zc: Zeroconf, info: ServiceInfo) -> None:
        self._zc, self._info = zc, info

    def close(self) -> None:
        try:
            self._zc.unregister_service(self._info)
        finally:
            self._zc.close()


def advertise(player: str, port: int, board: Variant, interfaces: list[str] | None = None) -> Advert | None:
    """Announce a hosted game; None (and a log line) where multicast DNS cannot be used."""
    try:
        from zeroconf import ServiceInfo, Zeroconf  # noqa: PLC0415

        zc = Zeroconf(interfaces=interfaces) if interfaces is not None else Zeroconf()
    except Exception as error:  # noqa: BLE001 - ImportError, OSError, RuntimeError (no interface)...
        log.info("cannot announce the game on the local network (%s): join it by host:port", error)
        return None
    host = socket.gethostname().split(".")[0] or "host"
    instance = f"{player[:MAX_NAME_CHARS]} on {host}"[:60].replace(".", " ")
    info = ServiceInfo(
        SERVICE_TYPE,
        f"{instance}.{SERVICE_TYPE}",
        port=port,
        properties={"name": player, "board": board.key, "version": str(PROTOCOL_VERSION)},
        parsed_addresses=_local_addresses(interfaces),
        server=f"{host}.local.",
    )
    try:
        zc.register_service(info, allow_name_change=True)
    except Exception as error:  # noqa: BLE001 - any failure here only means "no discovery"
        log.info("cannot announce the game on the local network (%s): join it by host:port", error)
        zc.close()
        return None
    return Advert(zc, info)


def _text(properties: Properties, key: str) -> str:
    """A field of a stranger's advert, as text the game can show (a name is cleaned as every name is)."""
    value = properties.get(key.encode()) or b""
    return clean_name(value.decode("utf-8", "replace"))


def parse_advert(service: str, properties: Properties, addresses: list[str], port: int) -> HostedGame | None:
    """A HostedGame from an advert, or None for one that does not describe a game we can list."""
    board, version = _text(properties, "board"), _text(properties, "version")
    # "4x4-4" or "ultimate" (Variant.key); version 1 games advertised "4x4", the size alone.
    variant = variant_of_key(board) or next((v for v in VARIANTS if f"{v.size}x{v.size}" == board), None)
    if not (variant is not None and version.isdecimal() and addresses and 0 < port < 65536):
        return None
    player = _text(properties, "name") or clean_name(service.split(".")[0])
    return HostedGame(service, player, variant, int(version), tuple(addresses), port)


class Browser:
    """Listens for hosted games; calls on_change(games) from zeroconf's thread whenever the list changes."""

    def __init__(self, on_change: Callable[[list[HostedGame]], None], interfaces: list[str] | None = None) -> None:
        self.on_change = on_change
        self.games: dict[str, HostedGame] = {}
        self._lock = threading.Lock()
        self._zc = self._browser = None
        try:
            from zeroconf import ServiceBrowser, Zeroconf  # noqa: PLC0415

            self._zc = Zeroconf(interfaces=interfaces) if interfaces is not None else Zeroconf()
            self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._changed])
        except Exception as error:  # noqa: BLE001 - as in advertise(): any failure means "no discovery"
            log.info("cannot look for games on the local network (%s): join by host:port", error)
            self.close()

    @property
    def working(self) -> bool:
        return self._zc is not None

    def close(self) -> None:
        zc, self._zc = self._zc, None
        if self._browser is not None:
            self._browser.cancel()
        if zc is not None:
            zc.close()

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        from zeroconf import ServiceStateChange  # noqa: PLC0415

        game = None
        if state_change is not ServiceStateChange.Removed:
            info = zeroconf.get_service_info(service_type, name, timeout=RESOLVE_TIMEOUT_MS)
            if info is not None:
                game = parse_advert(name, info.properties, info.parsed_scoped_addresses(), info.port or 0)
        with self._lock:
            if game is None:
                self.games.pop(name, None)
            else:
                self.games[name] = game
            games = sorted(self.games.values(), key=lambda g: (g.player.lower(), g.service))
        self.on_change(games)
