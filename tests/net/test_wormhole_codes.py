"""The wormhole link's plain parts: which text is a code, which mailbox is meant (no server touched)."""

from __future__ import annotations

import pytest

from tictactoe_qt.net.wormhole_link import (
    MAILBOX_VARIABLE,
    PUBLIC_MAILBOX,
    WormholeLink,
    looks_like_code,
    mailbox_url,
    normalise_code,
)


def test_the_public_mailbox_is_the_wormhole_projects_own():
    from wormhole.cli.public_relay import RENDEZVOUS_RELAY

    assert PUBLIC_MAILBOX == RENDEZVOUS_RELAY


@pytest.mark.parametrize(
    "text", ["7-crossover-clockwork", "12-a-b-c", " 7 Crossover clockwork ", "7-CROSSOVER-clockwork"]
)
def test_codes_are_codes_however_they_are_typed(text):
    assert looks_like_code(text)
    assert normalise_code(text).islower() and " " not in normalise_code(text)


@pytest.mark.parametrize("text", ["192.168.1.20:47110", "localhost:47110", "[::1]:47110", "7", "crossover-7", ""])
def test_an_address_is_not_a_code(text):
    assert not looks_like_code(text)


def test_the_mailbox_chosen_then_the_environments_then_the_public_one(monkeypatch):
    monkeypatch.delenv(MAILBOX_VARIABLE, raising=False)
    assert mailbox_url() == PUBLIC_MAILBOX
    monkeypatch.setenv(MAILBOX_VARIABLE, "ws://example.invalid:4000/v1")
    assert mailbox_url() == "ws://example.invalid:4000/v1"
    assert mailbox_url("ws://127.0.0.1:1/v1") == "ws://127.0.0.1:1/v1"


def test_a_link_refuses_what_is_not_a_code():
    with pytest.raises(ValueError, match="not a wormhole code"):
        WormholeLink(None, lambda call: call(), PUBLIC_MAILBOX, code="192.168.1.20:47110")  # type: ignore[arg-type]
