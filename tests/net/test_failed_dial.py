"""A guest's dial that reaches nothing, as both front ends read it (net/events.failed_dial): a first join gives up
after JOIN_TRIES dials; a guest that was in the game dials until its player leaves."""

from tictactoe_qt.net.events import JOIN_TRIES, CloseReason, failed_dial


def test_a_first_join_gives_up_after_its_tries_and_a_joined_guest_never_does():
    first = [failed_dial("10.0.0.9", 5999, "Connection refused", dials=n, joined=False) for n in range(1, 6)]
    assert [closed.reason for closed in first] == [CloseReason.UNREACHABLE] * (JOIN_TRIES - 1) + [
        CloseReason.NOT_FOUND
    ] * (6 - JOIN_TRIES)
    assert all(closed.by_peer and closed.detail == "10.0.0.9:5999, Connection refused" for closed in first)
    later = failed_dial("10.0.0.9", 5999, "Connection refused", dials=JOIN_TRIES * 10, joined=True)
    assert later.reason is CloseReason.UNREACHABLE


def test_an_ipv6_host_is_named_in_brackets_before_its_port():
    assert failed_dial("fe80::1", 5999, "Network unreachable", dials=1, joined=False).detail == (
        "[fe80::1]:5999, Network unreachable"
    )
