"""`--self-test`: prove that an installed or frozen copy really plays, without a display or a person.

It opens the real main window on the offscreen platform, clicks through a game between two
players and a game against the computer (waiting for its reply), takes a move back, checks
that the icons and the engine's books load from inside the bundle, prints one line and exits
0 — or 1 with the reason.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow


class SelfTestFailure(Exception):
    pass


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise SelfTestFailure(message)


def _wait_until(app: QApplication, predicate: Callable[[], bool], timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while not predicate():
        if time.monotonic() > deadline:
            raise SelfTestFailure(f"timed out waiting for {what}")
        app.processEvents()
        time.sleep(0.005)


def _board(window: MainWindow) -> str:
    return "/".join(
        "".join(str(window.play_area.board.cell_button(r, c).mark or ".") for c in range(3)) for r in range(3)
    )


def _check_icons() -> int:
    from PySide6.QtGui import QIcon

    from ..assets import icon_path

    names = ("tictactoe", "new-game", "undo", "redo")
    for name in names:
        image = QIcon(icon_path(name)).pixmap(64, 64).toImage()
        _check(not image.isNull(), f"icon {name}.svg did not load (is the svg icon engine bundled?)")
        opaque = sum(image.pixelColor(x, y).alpha() > 0 for x in range(0, 64, 4) for y in range(0, 64, 4))
        _check(opaque > 0, f"icon {name}.svg rendered empty")
    return len(names)


def _check_translations() -> str:
    """The game's zh_CN strings (the package's own) and Qt's (from the bundled Qt) both load."""
    from PySide6.QtCore import QLibraryInfo, QTranslator

    from ..assets import TRANSLATIONS_FOLDER

    game = QTranslator()
    _check(
        game.load("tictactoe_zh_CN", TRANSLATIONS_FOLDER),
        f"the zh_CN translation is missing from {TRANSLATIONS_FOLDER}",
    )
    _check(game.translate("GameActions", "&New Game") == "新游戏(&N)", "the zh_CN translation does not translate")
    qt_own = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    _check(qt_own.load("qtbase_zh_CN", folder), f"Qt's zh_CN translation is missing from {folder}")
    return "zh_CN"


def _check_engine_books() -> int:
    """The 4×4 opening book, the 5×5 strategy book and values are package data a bundle could lose, and the
    compiled 5×5 search an extension module it could leave out."""
    from ...core import Game
    from ...core.ai import book, book5, native, try_predict

    _check(bool(book._load()), f"the opening book {book.BOOK_PATH.name} is missing or unreadable")
    entries = book5._entries()
    if entries is None:
        raise SelfTestFailure(f"the 5×5 strategy book {book5.BOOK5_PATH.name} is missing or unreadable")
    _check(book5._opening_values() is not None, f"the 5×5 values {book5.VALUES5_PATH.name} are missing or unreadable")
    _check(native.native_solver5() is not None, "the compiled 5×5 search (tictactoe_qt.core.ai._solve5) is missing")
    game = Game(5, 4)
    for move in ((0, 0), (4, 4), (0, 4), (4, 0), (1, 3)):  # off the book and past the shipped values: a search
        game.play(*move)
    _check(try_predict(game, node_budget=1) is None, "the compiled 5×5 search did not find the draw")
    from ...core.ai import ultimate_search
    from ...core.ultimate import UltimateGame

    # Ultimate's search is in the same extension: without it Hard plays about as Medium does (How to Play says so).
    _check(
        ultimate_search.is_compiled(),
        "the compiled ultimate search (ultimate.c, in tictactoe_qt.core.ai._solve5) is missing",
    )
    opening = UltimateGame()
    _check(
        opening.cell(*ultimate_search.best_move(opening, "easy", seed=1)) is None, "the ultimate search did not move"
    )
    return len(entries)


def _check_network(app: QApplication) -> str:
    """QtNetwork and zeroconf are in the bundle: a host and a guest meet on 127.0.0.1."""
    import zeroconf  # noqa: F401 - finding games on the network imports it when a dialog opens

    from ...net.events import CloseReason
    from ...net.match import JoinGate, Match
    from ..network.lan_transport import NetworkGuest, NetworkHost

    host = NetworkHost(Match("Host"), JoinGate("1234"))
    _check(host.listen(0, discoverable=False), f"cannot wait for a network player: {host.error_text}")
    guest = NetworkGuest("127.0.0.1", host.port, "Guest", "1234")
    guest.connect_to_host()
    _wait_until(
        app,
        lambda: host.connection is not None and guest.connection is not None and guest.connection.match is not None,
        10,
        "a guest joining over 127.0.0.1",
    )
    guest.close(CloseReason.ABANDON)
    host.close(CloseReason.ABANDON)
    return "a network game joined"


def _play(app: QApplication, window: MainWindow) -> str:
    controller = window.controller
    settings = window.side_panel.match_settings
    for row, col in ((0, 0), (1, 0), (0, 1), (1, 1), (0, 2)):  # X wins across the top
        window.play_area.board.cell_button(row, col).click()
    _check(controller.game.winner is not None, f"scripted game did not end in a win: {_board(window)}")
    _check(
        window.play_area.status_label.text().endswith("wins!"), f"status shows {window.play_area.status_label.text()!r}"
    )
    _check(window.side_panel.score_board.win_labels[0].text() == "1", "the win was not counted on the scoreboard")

    settings.computer_segment.click()
    _check(controller.mode.value == "computer", "the mode switch did not reach the controller")
    if controller.computer_mark is not None and controller.game.current_player is controller.computer_mark:
        _wait_until(app, lambda: not controller.is_thinking, 10, "the computer's opening move")
    empty = [(r, c) for r in range(3) for c in range(3) if controller.game.cell(r, c) is None]
    before = len(controller.game.moves)
    window.play_area.board.cell_button(*empty[0]).click()
    _wait_until(
        app, lambda: len(controller.game.moves) == before + 2 and not controller.is_thinking, 10, "the computer's reply"
    )
    reply_board = _board(window)
    window.game_actions.undo_action.trigger()
    _check(len(controller.game.moves) == before, f"undo left {len(controller.game.moves)} moves, not {before}")
    _check(window.game_actions.redo_action.isEnabled(), "redo is not offered after undo")
    window.game_actions.how_to_play_action.trigger()  # the help texts load on first use: they must be in the bundle
    from .help_dialogs import HowToPlayDialog

    dialog = window.findChild(HowToPlayDialog)
    _check(dialog is not None and "b2" in dialog.text.toPlainText(), "Help ▸ How to Play did not open")
    return reply_board


def run_self_test() -> int:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # no display needed, and none used if present
    started = time.monotonic()
    try:
        from .app import create_application
        from ..session.controller import GameController
        from .main_window import MainWindow
        from .storage import Storage

        app = create_application([sys.argv[0]])
        with tempfile.TemporaryDirectory(prefix="tictactoe-self-test-") as scratch:
            controller = GameController(computer_delay_ms=0)
            window = MainWindow(controller, Storage(os.path.join(scratch, "data"), os.path.join(scratch, "s.ini")))
            window.show()
            icons = _check_icons()
            languages = _check_translations()
            book_entries = _check_engine_books()
            network = _check_network(app)
            reply_board = _play(app, window)
            loader = _check_shiboken_loader()
            window.close()
            _check(os.path.exists(os.path.join(scratch, "data", "state.json")), "the game state was not saved")
    except Exception as error:  # noqa: BLE001 - every failure must become one clear line and exit 1
        print(f"self-test FAILED: {type(error).__name__}: {error}", flush=True)
        return 1
    elapsed = time.monotonic() - started
    print(
        f"self-test passed: played a two-player win and a game against the computer ({reply_board}), undo, "
        f"{icons} icons, {languages} translations, {book_entries:,} 5×5 book entries and the compiled 5×5 and ultimate searches, "
        f"{network}, saved state{loader}; "
        f"Qt {_qt_version()}, frozen={getattr(sys, 'frozen', False)}, {elapsed:.2f} s",
        flush=True,
    )
    return 0


def _check_shiboken_loader() -> str:
    """The frozen app carries shiboken's support files, so its loader must run without the stub generator."""
    from ..shiboken_loader import feature_imports_unwatched, stub_generator_deferred

    _check(feature_imports_unwatched(), "PySide6's __feature__ import wrapper is still in place")
    deferred = stub_generator_deferred()
    _check(
        deferred or not getattr(sys, "frozen", False),
        "shiboken's stub generator was imported at start-up (see tictactoe_qt/qt/shiboken_loader.py)",
    )
    return ", shiboken's stub generator deferred" if deferred else ""


def _qt_version() -> str:
    from PySide6.QtCore import qVersion

    return qVersion()
