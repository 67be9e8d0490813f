"""Options, markers and fixtures for the whole suite.

Markers (`./scripts/test -m gui`, `-m "not slow"`): `gui` and `integration` by folder; `slow` for the tests that
take seconds each (measured with --durations; `./scripts/test --quick` leaves them and the integration tests out);
`needs_native` for those that need the compiled searches.
"""

import pytest

# Tests taking over 1.5 s each on a 2-core machine (./scripts/test --durations=50), by name.
SLOW = {
    "test_levels_are_graded_on_4x4_too",
    "test_every_book_entry_is_a_fresh_solve",
    "test_every_move_of_every_3x3_position_is_judged_as_the_independent_solver_judges_it",
    "test_random_user_actions_never_break_the_game",
    "test_every_advisor_on_every_board_stays_bounded_and_goes_idle",
    "test_random_4x4_games_mark_exactly_the_moves_that_lose_value",
    "test_perfect_always_picks_a_best_valued_move",
    "test_4x4_move_values_match_plain_minimax",
    "test_hostile_clients_leave_the_hosting_window_as_it_was",
    "test_every_level_blocks_a_loss_in_one_when_it_can",
    "test_a_sample_of_the_shipped_values_agrees_with_the_independent_solver",
    "test_escape_while_a_result_is_on_show_keeps_the_next_game_from_starting",
    "test_the_unbeatable_computer_never_loses_a_game_played_through_the_window",
    "test_each_computer_has_its_own_level",
    "test_continue_plays_on_from_where_the_computers_stopped",
    "test_two_computers_play_a_whole_game_and_then_the_next",
    "test_a_hint_is_always_a_best_move_on_4x4",
    "test_full_game_count_from_the_empty_board",
    "test_hand_made_games_mark_exactly_their_mistakes",
    "test_a_second_start_runs_itself_when_the_copy_holding_the_lock_is_quitting",
    "test_medium_always_wins_at_once_and_blocks_at_once",
}
NATIVE = ("test_native5.py", "test_native_harness.py", "test_ultimate_search.py", "test_book5.py")


def pytest_configure(config):
    for marker, meaning in (
        ("gui", "clicks the real window (pytest-qt, offscreen)"),
        ("integration", "runs the program or a tool in a process of its own"),
        ("slow", "takes seconds: left out of ./scripts/test --quick"),
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
        if item.originalname in SLOW:
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

    from tictactoe_qt.core import ai
    from tictactoe_qt.core.ai import native

    monkeypatch.setattr(native, "native_solver5", lambda: None)
    monkeypatch.setattr(ai, "_per_thread", threading.local())  # engines made before keep their own solver
