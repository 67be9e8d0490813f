"""A soak: random user actions with every advisor on, on every board, holding the background-work rules.

After every action: at most one search per purpose runs, and the solver tables hold their ceiling.
At the end: every budgeted search has finished by itself, the idle app starts none, and closing
the window leaves nothing running. `--soak-actions 20000` makes it a long run.
"""

from __future__ import annotations

import random

from PySide6.QtWidgets import QMessageBox

from tictactoe_qt.core.ai.control import TABLE_CAPACITY
from tictactoe_qt.core.modes import Mode
from tictactoe_qt.core.kinds import VARIANTS
from tictactoe_qt.qt.session.controller import GameController

from .conftest import SEARCH_WAIT_MS, Person, open_window
from .test_monkey import Audit, _random_actions
from .test_persistence import Dialogs

# Resident memory may grow this much over the run: the four tables' ceiling (about 12 MB each,
# see core/ai/control.py) with room for Qt's own caches. Before searches were bounded, one idle
# 5×5 game with prediction and analysis on grew by 458 MB in 25 s.
RSS_GROWTH_CEILING_MB = 120


def resident_mb() -> float:
    with open("/proc/self/statm") as statm:
        pages = int(statm.read().split()[1])
    return pages * 4096 / 2**20


def test_every_advisor_on_every_board_stays_bounded_and_goes_idle(qtbot, monkeypatch, tmp_path, request):
    seed = 1122
    rng = random.Random(seed)
    window = open_window(qtbot, GameController(computer_delay_ms=8, rng=random.Random(seed)))
    person, c = Person(qtbot, window), window.controller
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.Reset)
    audit = Audit(person)
    actions = _random_actions(person, Dialogs(monkeypatch), audit, rng, tmp_path)
    actions += [
        (2, lambda: window.side_panel.match_settings.board_switch.setCurrentIndex(rng.randrange(len(VARIANTS))))
    ]
    weights = [weight for weight, _ in actions]
    searches = c.background_searches
    start_rss, peak_growth = resident_mb(), 0.0
    count = request.config.getoption("--soak-actions")
    boards_seen, most_running = set(), 0
    for _ in range(count):
        for action in (window.game_actions.prediction_action, window.game_actions.analysis_action):
            if not action.isChecked():  # every advisor stays on, whatever the monkey toggled
                action.trigger()
        rng.choices(actions, weights)[0][1]()
        boards_seen.add(c.variant)
        most_running = max(most_running, *(search.running_searches for search in searches.values()))
        assert most_running <= 1, {purpose: s.running_searches for purpose, s in searches.items()}
        assert sum(search.engine.table_entries for search in searches.values()) <= 4 * TABLE_CAPACITY
        peak_growth = max(peak_growth, resident_mb() - start_rss)
        assert peak_growth < RSS_GROWTH_CEILING_MB
        audit.check()
    if c.mode is Mode.COMPUTER_VS_COMPUTER:
        c.stop_demo()  # the demonstration plays on by design; stopped, it must go quiet too
    person.wait_for_computer(timeout=SEARCH_WAIT_MS)
    qtbot.waitUntil(lambda: not any(search.running_searches for search in searches.values()), timeout=SEARCH_WAIT_MS)
    # Idle means idle: for two seconds with nothing asked of it, no search is started or runs (each start moves
    # a search's request id on). Said as what happens, not as CPU seconds, which a loaded machine would blur.
    requests_before = {purpose: search.current_request for purpose, search in searches.items()}
    qtbot.wait(2000)
    assert {purpose: search.current_request for purpose, search in searches.items()} == requests_before
    assert not any(search.running_searches or search.is_busy for search in searches.values())
    window.close()
    assert not any(search.running_searches for search in searches.values())
    stopped = [ms for search in searches.values() for ms in search.activity.stop_latencies_ms]
    print(
        f"\nsoak seed {seed}: {count} actions on boards {sorted(boards_seen)}, RSS growth peak {peak_growth:.0f} MB, "
        f"{len(stopped)} searches stopped part-way (max {max(stopped, default=0):.1f} ms)"
    )
    assert len(boards_seen) == len(VARIANTS) and stopped  # ultimate too
