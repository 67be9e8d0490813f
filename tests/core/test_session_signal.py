"""The session's plain signals: per instance, in the order connected, to callables and to other signals."""

from __future__ import annotations

import pytest

from tictactoe_qt.session.signal import Signal


class Source:
    changed = Signal(int)
    other = Signal()


def test_each_instance_has_its_own_handlers_called_in_order():
    first, second = Source(), Source()
    heard = []
    first.changed.connect(lambda n: heard.append(("a", n)))
    first.changed.connect(lambda n: heard.append(("b", n)))
    second.changed.connect(lambda n: heard.append(("second", n)))
    first.changed.emit(1)
    assert heard == [("a", 1), ("b", 1)]
    assert first.changed is first.changed and first.changed is not second.changed


def test_a_signal_connects_to_another_signal_by_its_emit():
    source, relay = Source(), Source()
    heard = []
    relay.changed.connect(heard.append)
    source.changed.connect(relay.changed)
    source.changed.emit(7)
    assert heard == [7]
    source.changed.disconnect(relay.changed)
    source.changed.emit(8)
    assert heard == [7]


def test_a_handler_may_disconnect_itself_while_the_signal_is_emitted():
    source = Source()
    heard = []

    def once() -> None:
        heard.append("once")
        source.other.disconnect(once)

    source.other.connect(once)
    source.other.connect(lambda: heard.append("always"))
    source.other.emit()
    source.other.emit()
    assert heard == ["once", "always", "always"]


def test_what_is_neither_callable_nor_a_signal_is_refused_at_once():
    with pytest.raises(TypeError):
        Source().other.connect(42)
    with pytest.raises(ValueError):
        Source().other.disconnect(print)
