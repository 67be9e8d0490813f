"""Coming back to a network game after a restart.

The host keeps a game whose guest dropped out, and lets the guest back in with the join code and the
same name (docs/protocol.md, "Coming back"). So while a guest is seated, what it takes to knock again
is kept in the settings: the host's address, the code, the guest's name and the host's. It goes when
the match is over for good (either player left it, the host turned the guest away, or the window
closed while the game was still on, which leaves it); it stays when the window goes while the line is
down, or without a word (a crash). The next start then offers, on the notice bar, to rejoin.

Nothing here touches the network: the first frame imports this (tests/integration/test_first_frame.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Protocol

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QAction

from ...core.score import clean_name
from ...net.wire import is_join_code
from ..text import fill
from ..widgets.notice_bar import NoticeBar

TOPIC = "rejoin"  # the notice bar's topic for the offer
_MAX_FIELD_CHARS = 300  # an address as typed, a code: anything longer was not written by the game


@dataclass(frozen=True)
class KeptGame:
    """A network game this player joined and may go back to."""

    address: str  # "host:port", as typed into the Join dialog
    code: str
    name: str  # this player's, which the host lets back in (and no other)
    host_name: str  # the host's player, for the offer's words

    def values(self) -> dict[str, str]:
        return asdict(self)

    @classmethod
    def from_values(cls, values: Mapping[str, object]) -> KeptGame | None:
        """The kept game from the settings' values; None unless every field is there as the game writes it."""
        fields = {key: values.get(key) for key in ("address", "code", "name", "host_name")}
        if not all(
            isinstance(value, str) and value.strip() and len(value) <= _MAX_FIELD_CHARS for value in fields.values()
        ):
            return None
        kept = cls(**{key: str(value) for key, value in fields.items()})
        if clean_name(kept.name) != kept.name or clean_name(kept.host_name) != kept.host_name:
            return None  # the game keeps names as shown, at most MAX_NAME_LENGTH characters
        if not is_join_code(kept.code) or kept.code != kept.code.strip():
            return None  # kept as typed and stripped, and as a hello carries it: no code the wire would refuse
        return kept


class KeptGameStore(Protocol):
    """Where the kept game outlives the window (the window's Storage)."""

    def kept_network_game(self) -> dict[str, str]: ...

    def keep_network_game(self, values: dict[str, str] | None) -> None: ...


class RejoinOffer(QObject):
    """Keeps the way back into the network game in play, and offers it on the notice bar after a restart."""

    rejoin = Signal(KeptGame)  # the player chose Rejoin

    def __init__(self, store: KeptGameStore | None, notice_bar: NoticeBar, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._notice_bar = notice_bar
        self._offered = False
        self.kept = KeptGame.from_values(store.kept_network_game()) if store is not None else None
        self.action = QAction(self)
        self.action.triggered.connect(self._rejoin)
        notice_bar.dismissed.connect(self._dismissed)
        self.retranslate()
        if self.kept is not None:
            self._offer()

    def retranslate(self) -> None:
        self.action.setText(self.tr("Rejoin"))
        if self._offered:
            self._offer()

    def keep(self, kept: KeptGame) -> None:
        """A guest is seated: remember how to come back, until the match is over."""
        self.withdraw()
        if kept != self.kept:
            self.kept = kept
            self._save()

    def forget(self) -> None:
        """The match is over for good: there is nothing to come back to."""
        self.withdraw()
        if self.kept is not None:
            self.kept = None
            self._save()

    def withdraw(self) -> None:
        """No more offer on the bar (another network game began); what is kept stays."""
        if self._offered:
            self._offered = False
            self._notice_bar.withdraw(TOPIC)

    def _offer(self) -> None:
        kept = self.kept
        if kept is None:
            return
        self._notice_bar.withdraw(TOPIC)  # in the language now in use
        self._offered = True
        self._notice_bar.add_message(
            fill(
                self.tr("Your network game with %1 was cut off. If %1 still has it open, you can rejoin it."),
                kept.host_name,
            ),
            TOPIC,
            self.action,
        )

    def _save(self) -> None:
        if self._store is not None:
            self._store.keep_network_game(self.kept.values() if self.kept is not None else None)

    @Slot()
    def _rejoin(self) -> None:
        kept = self.kept
        self.withdraw()
        if kept is not None:
            self.rejoin.emit(kept)

    @Slot()
    def _dismissed(self) -> None:
        if self._offered:  # the player said no to the offer
            self.forget()
