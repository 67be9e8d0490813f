"""Options, markers and fixtures for the whole suite.

Markers (`./scripts/test -m gui`, `-m "not slow"`): `gui` and `integration` by folder; `slow` for the tests listed
in tests/slow.txt, by measurement (`./scripts/test --quick` leaves them and the integration tests out);
`needs_native` for those that need the compiled searches.
"""

import time
from pathlib import Path

import pytest

# An unmarked test may take this much CPU in its call phase (pytest_runtest_call below); slower ones are marked slow.
SLOW_CPU_S = 1.5

TESTS = Path(__file__).parent
# The tests marked slow (tests/slow.txt says how they were chosen), as "file::test" relative to tests/.
SLOW = frozenset(
    line for line in (TESTS / "slow.txt").read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")
)
NATIVE = ("test_native5.py", "test_native_harness.py", "test_ultimate_search.py", "test_book5.py")


def pytest_configure(config):
    for marker, meaning in (
        ("gui", "clicks the real window (pytest-qt, offscreen)"),
        ("integration", "runs the program or a tool in a process of its own"),
        ("slow", "measured slow (tests/slow.txt): left out of ./scripts/test --quick"),
        ("needs_native", "needs the compiled searches (the C extension)"),
    ):
        config.addinivalue_line("markers", f"{marker}: {meaning}")


def pytest_collection_modifyitems(config, items):
    for item in items:
        parts = item.path.parts
        if "gui" in parts:
            item.add_marker(pytest.mark.gui)
        if "integration" in parts:
            item.add_marker(pytest.mark.integration)
        if f"{item.path.relative_to(TESTS).as_posix()}::{item.originalname}" in SLOW:
            item.add_marker(pytest.mark.slow)
        if item.path.name in NATIVE:
            item.add_marker(pytest.mark.needs_native)


def pytest_addoption(parser):
    parser.addoption(
        "--monkey-actions",
        type=int,
        default=3000,
        help="random user actions per run of the GUI monkey test (try 50000 for a long hunt)",
    )
    parser.addoption(
        "--soak-actions",
        type=int,
        default=600,
        help="random user actions of the background-work soak test (try 20000 for a long run)",
    )


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

    from tictactoe_qt.core.ai import engine, native

    monkeypatch.setattr(native, "native_solver5", lambda: None)
    monkeypatch.setattr(engine, "_per_thread", threading.local())  # engines made before keep their own solver


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    """Fails a test the quick loop runs (not slow, not integration) whose call takes over SLOW_CPU_S: mark it
    slow, by measurement, or make it quicker. This keeps ./scripts/test --quick within its minute.

    What is measured is this process's CPU time (time.process_time: every thread, the search threads included),
    not the wall clock: the suite must pass on a busy machine, where another process's load stretches the wall
    clock of every test but not the CPU a test spends itself. A test that only waits (qtbot.wait, a subprocess)
    spends little CPU and so escapes this check; the quick loop's --durations line shows those."""
    started = time.process_time()
    result = yield  # a failing test fails as itself, unmeasured
    spent = time.process_time() - started
    item.user_properties.append(("cpu_s", round(spent, 3)))  # in --junitxml beside the wall time, for marking
    if spent > SLOW_CPU_S and not any(item.get_closest_marker(name) for name in ("slow", "integration")):
        pytest.fail(f"{item.nodeid} took {spent:.2f} s of CPU (over {SLOW_CPU_S} s): add it to tests/slow.txt")
    return result
