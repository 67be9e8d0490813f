"""The main window: menus (menus.py) and toolbar sharing QActions, the status headline, board and side panel, and
the review's panel in the side panel's place (review_place.py).

It lays out, and shows each view the session hands out (GameController.view_changed) in its parts; the board's
clicks go to the controller directly. The toolbar sits at the right end of the menu bar where the menu bar is
the window's own (a header bar, as GNOME's games have), so the board has the window's height; with a
desktop-wide menu bar (macOS) it is a toolbar of its own.

Built in two steps when the game starts, so that the board is on screen first: the first frame has the board
with the saved game in place, the headline, the menus and the toolbar, and keeps the side panel's room (its
width is fixed); complete() then puts the side panel in that room and sets up network play, a frame later.
Nothing moves: the board's place and size come from the window and that fixed width alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSignalBlocker, Qt, Slot
from PySide6.QtGui import QCloseEvent, QGuiApplication, QIcon, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QWidget

from ..assets import icon_path
from ..session.controller import GameController
from ...session.view_state import ViewState
from ...session.words import board_short_name
from ..text import fill
from ..widgets.play_area import PlayArea
from .actions import GameActions
from .appearance import Appearance
from .game_files import GameFiles
from .menus import WindowMenus
from .panel_place import PanelPlace
from .remarks import Remarks
from .review_place import ReviewPlace
from .storage import Storage

if TYPE_CHECKING:  # built by complete(), imported there: not on the path to the first frame
    from ...core.board_game import BoardGame
    from ..widgets.review_panel import ReviewPanel
    from ..widgets.side_panel import SidePanel
    from .network_play import NetworkPlay

SAVING_NOTICE = "saving"  # the notice bar's topic for "cannot be saved", withdrawn once saving works again
SEARCH_NOTICE = "search"  # a search that went wrong, withdrawn at the next change of position


class MainWindow(QMainWindow):
    """`board_first`: build only what the first frame shows, unless a network game to rejoin is kept; the caller
    calls complete() once it has painted. Otherwise the window is whole when made."""

    def __init__(
        self, controller: GameController | None = None, storage: Storage | None = None, *, board_first: bool = False
    ) -> None:
        super().__init__()
        self.controller = c = controller or GameController(self)
        self.storage = storage
        self._side_panel: SidePanel | None = None
        self._network: NetworkPlay | None = None
        self._review_saved: bool | None = None  # what the settings last heard: whether a review is open
        self._title_key: tuple[BoardGame, str, bool] | None = None  # what the title was made for (see _title_of)
        self.setWindowIcon(QIcon(icon_path("tictactoe")))
        self._create_central_widget()
        self.game_actions = GameActions(
            self,
            c,
            {
                "save": lambda: self.files.save(),
                "open": lambda: self.files.open(),
                "quit": self._quit,
                "full_screen": self._set_full_screen,
                "help": self._show_help,
            },
        )
        self.appearance = Appearance(
            self,
            c,
            storage,
            self.play_area.board,
            tinted=(
                (self.game_actions.new_action, "new-game"),
                (self.game_actions.undo_action, "undo"),
                (self.game_actions.redo_action, "redo"),
                (self.game_actions.hint_action, "hint"),
            ),
            tinted_when_shown=(
                (self.game_actions.stop_demo_action, "stop"),
                (self.game_actions.continue_demo_action, "continue"),
                (self.game_actions.review_offer_action, "review"),
            ),
        )
        self.menus = menus = WindowMenus(
            self.menuBar(), self.game_actions, self.appearance, self.panel_place.drawer_action
        )
        self.game_menu, self.view_menu, self.help_menu = menus.game, menus.view, menus.help
        self.theme_menu, self.language_menu = menus.theme, menus.language
        self.review_place = ReviewPlace(self.panel_place, c, self.play_area.board)
        self.toolbar = self.game_actions.make_toolbar(self)
        self.play_area.review_button.setDefaultAction(self.game_actions.review_offer_action)
        self.game_actions.offer_button = self.play_area.review_button
        self.toolbar.addAction(self.panel_place.drawer_action)
        self.files = GameFiles(self, c, storage)
        self.files.file_changed.connect(self._refresh_title)
        undo_keys = self.game_actions.undo_action.shortcut
        review_keys = self.game_actions.review_action.shortcut
        self.remarks = Remarks(
            c,
            self.play_area,
            lambda: undo_keys().toString(QKeySequence.SequenceFormat.NativeText),
            self,
            review_keys=lambda: review_keys().toString(QKeySequence.SequenceFormat.NativeText),
        )
        self.files.remark.connect(self.remarks.say)
        c.review_said.connect(self.remarks.tell)
        self.game_actions.analysis_action.triggered.connect(
            self.remarks.tell_analysis_switched
        )  # the player's, not a load
        self.play_area.board.cell_clicked.connect(c.play)  # a click goes straight to the session
        c.view_changed.connect(self.show_view)
        notices = self.play_area.notice_bar
        # Old news at the next move, undo or new game.
        c.search_failed.connect(lambda text: notices.add_message(text, SEARCH_NOTICE, until=c.position_changed))
        self._retranslate()
        self.resize(900, 700)
        if storage is not None:
            storage.problem.connect(notices.add_message)
            storage.saving_failed.connect(lambda text: notices.add_message(text, SAVING_NOTICE))
            storage.saving_works.connect(lambda: notices.withdraw(SAVING_NOTICE))
            storage.attach(c)
            storage.restore_window(self)
        self.appearance.start()
        self.show_view(c.view)
        self.play_area.board.setFocus()
        # A new game is played on the board: the keys go there, not on into a name field clicked or tabbed to before
        # (a tester clicked New Game and typed 5: "Bob" became "Bob5").
        self.game_actions.new_action.triggered.connect(lambda: self.play_area.board.setFocus())
        # An offer to rejoin a network game that was cut off shows above the board: coming a frame later, it would
        # push the board down. A window with such a game kept is built whole.
        if not board_first or (storage is not None and storage.kept_network_game()):
            self.complete()

    def complete(self) -> None:
        """Put the side panel in the room kept for it, and set up network play (Host and Join in the Game menu)."""
        if self.is_complete:
            return
        from ..widgets.side_panel import SidePanel  # noqa: PLC0415 - after the first frame (see the module's note)
        from .network_play import NetworkPlay  # noqa: PLC0415

        self._side_panel = panel = SidePanel()
        self.panel_place.put(panel)
        self._network = network = NetworkPlay(
            self, self.controller, self.storage, panel.network_label, self.play_area.notice_bar
        )
        for action in network.actions:
            self.game_menu.insertAction(self.game_actions.save_action, action)
        self.game_menu.insertSeparator(self.game_actions.save_action)
        self._connect_side_panel(panel)
        if self.storage is not None and self.storage.reviewing_at_start:
            self.controller.review_game()  # as it was when the game quit (the review loads after the first frame)
        self.show_view(self.controller.view)

    @property
    def is_complete(self) -> bool:
        return self._side_panel is not None

    @property
    def side_panel(self) -> SidePanel:
        if self._side_panel is None:
            raise RuntimeError("the side panel is built by complete()")
        return self._side_panel

    @property
    def network(self) -> NetworkPlay:
        if self._network is None:
            raise RuntimeError("network play is set up by complete()")
        return self._network

    # --- construction ----------------------------------------------------------------------------

    def _fit_toolbar(self) -> None:
        """The menu bar places its corner widget once: again when the toolbar's buttons or words change."""
        if not self.menuBar().isNativeMenuBar():
            self.menuBar().setCornerWidget(self.toolbar, Qt.Corner.TopRightCorner)

    def _create_central_widget(self) -> None:
        self.play_area = PlayArea()
        central = QWidget()
        layout = QHBoxLayout(central)
        layout.setContentsMargins(16, 8, 16, 14)
        layout.setSpacing(20)
        layout.addWidget(self.play_area, 1)
        self.panel_place = PanelPlace(central, layout)  # beside the board, or a drawer in a narrow window
        self.setCentralWidget(central)

    def _connect_side_panel(self, panel: SidePanel) -> None:
        c = self.controller
        panel.score_board.name_edited.connect(c.set_name)
        for edit in panel.score_board.name_edits:  # Enter gives the name, and the keys back to the board; Escape too
            edit.returnPressed.connect(self.play_area.board.setFocus)
            edit.abandoned.connect(self.play_area.board.setFocus)
        panel.score_board.reset_requested.connect(self._confirm_reset_scores)
        choices = panel.match_settings
        choices.variant_chosen.connect(c.set_variant)
        choices.mode_chosen.connect(c.set_mode)
        choices.demo_level_chosen.connect(c.set_demo_level)
        choices.level_chosen.connect(c.set_level)
        choices.human_mark_chosen.connect(c.set_human_mark)
        panel.move_list_view.move_chosen.connect(c.go_to_move)

    def _retranslate(self) -> None:
        """Every word the window shows itself, again after a language switch."""
        # Qt adds the application's display name to window titles that do not end with it.
        QGuiApplication.setApplicationDisplayName(self.tr("Tic-Tac-Toe"))
        self.game_actions.retranslate()
        self.appearance.retranslate()
        self.menus.retranslate()
        self.toolbar.setWindowTitle(self.tr("Game"))
        self.panel_place.retranslate()
        if self._network is not None:
            self._network.retranslate()
        self._fit_toolbar()
        self._refresh_title()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.panel_place.fit(event.size())
        self._fit_toolbar()  # the drawer's button comes and goes with the window's width
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self.controller.refresh_view()  # the view's words, in the new language
        elif event.type() == QEvent.Type.PaletteChange:  # a theme switch: the accent is the new theme's
            self.game_actions.style_new_game()
        elif event.type() == QEvent.Type.WindowStateChange:  # the window manager may leave full screen too
            with QSignalBlocker(self.game_actions.full_screen_action):
                self.game_actions.full_screen_action.setChecked(self.isFullScreen())
        super().changeEvent(event)

    # --- showing what the session describes ------------------------------------------------------

    @Slot(object)
    def show_view(self, view: ViewState) -> None:
        self.remarks.show_view(view)  # what changed is said before the board takes the new cells' names
        self.play_area.show_view(view)
        if self._side_panel is not None:
            self._side_panel.show_view(view)
            if view.review is not None or self.review_place.panel is not None:  # (never opened: nothing to do)
                self.review_place.show(view.review)
        self.game_actions.show(view.actions, self.is_complete)
        reviewing = view.review is not None
        # Only when it changes (before the window is complete, the review cannot have been opened): not at every move.
        if self.storage is not None and self.is_complete and reviewing != self._review_saved:
            self.storage.save_reviewing(reviewing)
            self._review_saved = reviewing
        self._fit_toolbar()
        now, made_for = self._title_of(), self._title_key
        if made_for is None or now[0] is not made_for[0] or now[1:] != made_for[1:]:  # the game: by identity
            self._refresh_title()  # another game, or a network game's peer named: not with every move

    @property
    def review_panel(self) -> ReviewPanel | None:
        """The review's panel, once a review was opened."""
        return self.review_place.panel

    def _title_of(self) -> tuple[BoardGame, str, bool]:
        """What the title depends on: the game on the board (its file, if any: GameFiles), the network peer."""
        remote = self.controller.remote
        return self.controller.game, remote.peer_name if remote else "", remote is not None and remote.is_host

    @Slot()
    def _refresh_title(self) -> None:
        # Two copies on one desktop, host and guest, are told apart in the task bar by whom each plays.
        self._title_key = self._title_of()
        remote = self.controller.remote
        if remote is not None and remote.peer_name:
            self.setWindowTitle(fill(self.tr("Playing %1 over the network — Tic-Tac-Toe"), remote.peer_name))
            return
        if remote is not None and remote.is_host:
            self.setWindowTitle(self.tr("Hosting a network game — Tic-Tac-Toe"))
            return
        file = self.files.current_file()
        self.setWindowTitle(fill(self.tr("%1 — Tic-Tac-Toe"), file.name) if file else self.tr("Tic-Tac-Toe"))

    # --- dialogs and window events ---------------------------------------------------------------

    @Slot(bool)
    def _set_full_screen(self, on: bool) -> None:
        state = self.windowState()
        self.setWindowState(state | Qt.WindowState.WindowFullScreen if on else state & ~Qt.WindowState.WindowFullScreen)

    def _show_help(self, which: str) -> None:
        from .help_dialogs import show_help  # noqa: PLC0415 - on first use: start-up does not pay for the help texts

        show_help(self, which, self.controller.variant)

    @Slot()
    def _confirm_reset_scores(self) -> None:
        # Imported here, not with the window: its Python class and enums cost start-up time the first frame does not need.
        from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415

        seats = self.controller.view.scores.seats
        names = seats[0].shown_name, seats[1].shown_name
        # Each board keeps its own scores: the question says which is cleared, and that the others stay.
        question = fill(
            self.tr("Set the score between %1 and %2 on %3 back to zero? The other boards keep theirs."),
            *names,
            board_short_name(self.controller.variant),
        )
        if self.controller.remote is not None:  # each end counts the games it sees: this clears one end's count only
            question = fill(
                self.tr(
                    "Set the score between %1 and %2 back to zero on this computer? %2's game keeps its own count."
                ),
                *names,
            )
        answer = QMessageBox.question(
            self,
            self.tr("Reset Scores"),
            question,
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Reset and (self.storage is None or self.storage.back_up_state()):
            self.controller.reset_scores()

    @Slot()
    def _quit(self) -> None:
        if self._network is None or self._network.may_quit():
            self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        # The window's close button; before complete() there is no network game to end.
        if event.spontaneous() and self._network is not None and not self._network.may_quit():
            event.ignore()
            return
        if self._network is not None:
            self._network.shutdown()
        self.controller.shutdown()
        if self.storage is not None:
            self.storage.save_window(self)
            self.storage.save_now()
        super().closeEvent(event)
