"""Options and fixtures for the whole suite."""

import pytest


def pytest_addoption(parser):
    parser.addoption("--monkey-actions", type=int, default=3000,
                     help="random user actions per run of the GUI monkey test (try 50000 for a long hunt)")
    parser.addoption("--soak-actions", type=int, default=600,
                     help="random user actions of the background-work soak test (try 20000 for a long run)")


@pytest.fixture
def peers():
    """Terminal game processes a test starts (tests/integration/terminal_peer.py): append them, and they
    are killed when the test ends, however it ends."""
    started = []
    yield started
    for peer in started:
        peer.kill()


@pytest.fixture
def pure_python_search(monkeypatch):
    """The game as installed without its compiled 5×5 search (tictactoe_qt/core/ai/native.py): what a machine
    with no C compiler gets. Searches started after this see no compiled search."""
    import threading

    from tictactoe_qt.core import ai
    from tictactoe_qt.core.ai import native

    monkeypatch.setattr(native, "native_solver5", lambda: None)
    monkeypatch.setattr(ai, "_per_thread", threading.local())  # engines made before keep their own solver
