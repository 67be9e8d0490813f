"""The main window: menus and toolbar sharing QActions, the status headline, board and side panel.

The toolbar sits at the right end of the menu bar where the menu bar is the window's own (a header bar, as
GNOME's games have), so the board has the window's height; with a desktop-wide menu bar (macOS) it is a
toolbar of its own.

Built in two steps when the game starts, so that the board is on screen first: the first frame has the board
with the saved game in place, the headline, the menus and the toolbar, and keeps the side panel's room (its
width is fixed); complete() then puts the side panel in that room and sets up network play, a frame later.
Nothing moves: the board's place and size come from the window and that fixed width alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSignalBlocker, QSize, Qt, Slot
from PySide6.QtGui import (
    QAction, QActionGroup, QCloseEvent, QGuiApplication, QIcon, QKeySequence,
)
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QToolBar, QWidget

from ..assets import icon_path
from ...core.modes import Mode
from ..session.controller import GameController
from .appearance import Appearance
from .game_files import GameFiles
from .remarks import Remarks
from ..session.game_text import next_game_text, status_text
from ..widgets.play_area import PlayArea
from ..widgets.style import SIDE_PANEL_WIDTH
from .storage import Storage
from ..text import fill

if TYPE_CHECKING:  # built by complete(), imported there: not on the path to the first frame
    from ..network.menu import NetworkPlay
    from ..widgets.side_panel import SidePanel

SAVING_NOTICE = "saving"  # the notice bar's topic for "cannot be saved", withdrawn once saving works again
SEARCH_NOTICE = "search"  # a search that went wrong, withdrawn at the next change of position


def _shortcuts(*keys: QKeySequence.StandardKey | Qt.Key | str) -> list[QKeySequence]:
    """A platform's standard keys for an action, then the given extra ones it lacks."""
    sequences: list[QKeySequence] = []
    for key in keys:
        for sequence in (QKeySequence.keyBindings(key) if isinstance(key, QKeySequence.StandardKey)
                         else [QKeySequence(key)]):
            if sequence not in sequences:
                sequences.append(sequence)
    return sequences


class MainWindow(QMainWindow):
    """`board_first`: build only what the first frame shows, unless a network game to rejoin is kept; the caller
    calls complete() once it has painted. Otherwise the window is whole when made."""

    def __init__(self, controller: GameController | None = None, storage: Storage | None = None, *,
                 board_first: bool = False) -> None:
        super().__init__()
        self.controller = controller or GameController(self)
        self.storage = storage
        self._side_panel: SidePanel | None = None
        self._network: NetworkPlay | None = None
        self.setWindowIcon(QIcon(icon_path("tictactoe")))
        self._create_central_widget()
        self._create_actions()
        self._create_menus_and_toolbar()
        self.files = GameFiles(self, self.controller, storage)
        self.files.file_changed.connect(self._refresh_title)
        self.remarks = Remarks(self.controller, self.play_area,
                               lambda: self.undo_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText), self)
        self.files.remark.connect(self.remarks.say)
        self._connect_controller()
        self._retranslate()
        self.resize(900, 700)
        if storage is not None:
            notices = self.play_area.notice_bar
            storage.problem.connect(notices.add_message)
            storage.saving_failed.connect(lambda text: notices.add_message(text, SAVING_NOTICE))
            storage.saving_works.connect(lambda: notices.withdraw(SAVING_NOTICE))
            storage.attach(self.controller)
            storage.restore_window(self)
        self.appearance.start()
        self._refresh_all()
        self.play_area.board.setFocus()
        # An offer to rejoin a network game that was cut off shows above the board: coming a frame later, it would
        # push the board down. A window with such a game kept is built whole.
        if not board_first or (storage is not None and storage.kept_network_game()):
            self.complete()

    def complete(self) -> None:
        """Put the side panel in the room kept for it, and set up network play (Host and Join in the Game menu)."""
        if self.is_complete:
            return
        from ..network.menu import NetworkPlay  # noqa: PLC0415 - after the first frame (see the module's note)
        from ..widgets.side_panel import SidePanel  # noqa: PLC0415

        self._side_panel = panel = SidePanel()
        self._central_layout.replaceWidget(self._panel_room, panel)
        # Hidden at once: a deletion waits for the event loop, and until then the room, out of the layout, would lie
        # over the board's corner and take its clicks.
        self._panel_room.hide()
        self._panel_room.deleteLater()
        self._network = network = NetworkPlay(self, self.controller, self.storage, panel.network_label,
                                              self.play_area.notice_bar, self.refresh_network_state)
        for action in network.actions:
            self.game_menu.insertAction(self.save_action, action)
        self.game_menu.insertSeparator(self.save_action)
        self._connect_side_panel()
        self._refresh_all()

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

    def _action(self, slot: Callable[..., object], keys: Sequence[QKeySequence.StandardKey | Qt.Key | str] = (), *,
                checkable: bool = False, group: QActionGroup | None = None) -> QAction:
        """An action without words yet: _retranslate() gives every action its text."""
        action = QAction(group or self, checkable=checkable)
        action.setShortcuts(_shortcuts(*keys))
        (action.toggled if checkable and group is None else action.triggered).connect(slot)
        return action

    def _create_actions(self) -> None:
        c = self.controller
        self.new_action = self._action(c.new_game, [QKeySequence.StandardKey.New])
        self.undo_action = self._action(c.undo, [QKeySequence.StandardKey.Undo])
        self.redo_action = self._action(c.redo, [QKeySequence.StandardKey.Redo, "Ctrl+Shift+Z", "Ctrl+Y"])
        self.save_action = self._action(lambda: self.files.save(), [QKeySequence.StandardKey.Save])
        self.load_action = self._action(lambda: self.files.open(), [QKeySequence.StandardKey.Open])
        self.hint_action = self._action(c.request_hint, [Qt.Key.Key_H])
        self.stop_demo_action = self._action(c.stop_demo, [Qt.Key.Key_Escape])
        self.continue_demo_action = self._action(c.continue_demo)
        for action in (self.stop_demo_action, self.continue_demo_action):
            action.setVisible(False)  # until a demonstration; their icons are drawn when first shown
        self.quit_action = self._action(self._quit, [QKeySequence.StandardKey.Quit])
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.prediction_action = self._action(c.advisor.set_show_prediction, checkable=True)
        self.analysis_action = self._action(c.advisor.set_show_analysis, checkable=True)
        self.full_screen_action = self._action(self._set_full_screen, [QKeySequence.StandardKey.FullScreen, "F11"], checkable=True)
        self.how_to_play_action = self._action(lambda: self._show_help("how_to_play"), [QKeySequence.StandardKey.HelpContents])
        self.shortcuts_action = self._action(lambda: self._show_help("shortcuts"), ["Ctrl+?", "Ctrl+/"])
        self.about_action = self._action(lambda: self._show_help("about"))
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

        self.appearance = Appearance(
            self, c, self.storage, self.play_area.board,
            tinted=((self.new_action, "new-game"), (self.undo_action, "undo"), (self.redo_action, "redo"),
                    (self.hint_action, "hint")),
            tinted_when_shown=((self.stop_demo_action, "stop"), (self.continue_demo_action, "continue")))

    def _create_menus_and_toolbar(self) -> None:
        self.game_menu = self.menuBar().addMenu("")
        for action in (self.new_action, None, self.undo_action, self.redo_action, self.hint_action,
                       self.stop_demo_action, self.continue_demo_action, None, self.save_action, self.load_action, None, self.quit_action):
            self.game_menu.addSeparator() if action is None else self.game_menu.addAction(action)
        self.view_menu = self.menuBar().addMenu("")
        for action in (self.prediction_action, self.analysis_action, None, self.appearance.reduce_motion_action,
                       self.full_screen_action):
            self.view_menu.addSeparator() if action is None else self.view_menu.addAction(action)
        self.theme_menu = self.view_menu.addMenu("")
        self.theme_menu.addActions(list(self.appearance.theme_actions.values()))
        self.language_menu = self.view_menu.addMenu("")
        self.language_menu.addActions(list(self.appearance.language_actions.values()))
        self.help_menu = self.menuBar().addMenu("")
        self.help_menu.addActions([self.how_to_play_action, self.shortcuts_action])
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)

        self.toolbar = QToolBar(self)
        self.toolbar.setObjectName("game-toolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setIconSize(QSize(22, 22))
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toolbar.addActions([self.new_action, self.undo_action, self.redo_action, self.hint_action,
                                 self.stop_demo_action, self.continue_demo_action])
        for action in self.toolbar.actions():
            # A click leaves the keyboard focus on the board, and no focus frame on the button.
            self.toolbar.widgetForAction(action).setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if self.menuBar().isNativeMenuBar():
            self.addToolBar(self.toolbar)
        else:
            self.toolbar.setIconSize(QSize(20, 20))
            self.toolbar.setStyleSheet("QToolBar { border: none; background: transparent; spacing: 2px; }")
            self._fit_toolbar()

    def _fit_toolbar(self) -> None:
        """The menu bar places its corner widget once: again when the toolbar's buttons or words change."""
        if not self.menuBar().isNativeMenuBar():
            self.menuBar().setCornerWidget(self.toolbar, Qt.Corner.TopRightCorner)

    def _create_central_widget(self) -> None:
        self.play_area = PlayArea()
        self._panel_room = QWidget()  # the side panel's, until complete() puts the panel there
        self._panel_room.setFixedWidth(SIDE_PANEL_WIDTH)
        central = QWidget()
        self._central_layout = layout = QHBoxLayout(central)
        layout.setContentsMargins(16, 8, 16, 14)
        layout.setSpacing(20)
        layout.addWidget(self.play_area, 1)
        layout.addWidget(self._panel_room)
        self.setCentralWidget(central)

    def _connect_controller(self) -> None:
        c = self.controller
        self.play_area.board.cell_clicked.connect(self._play)
        c.board_changed.connect(self._refresh_board)
        c.status_changed.connect(self._refresh_status)
        c.advisor.settings_changed.connect(self._refresh_status)  # the analysis legend shows with the analysis
        c.history_changed.connect(self._refresh_actions)
        c.history_changed.connect(self._refresh_moves)
        c.scores_changed.connect(self._refresh_panel)
        c.players_changed.connect(self._refresh_panel)
        notices = self.play_area.notice_bar
        c.history_changed.connect(lambda: notices.withdraw(SEARCH_NOTICE))  # a move, undo or new game: old news
        c.search_failed.connect(lambda text: notices.add_message(text, SEARCH_NOTICE))

    def _connect_side_panel(self) -> None:
        c, panel = self.controller, self.side_panel
        panel.new_game_button.clicked.connect(c.new_game)
        panel.score_board.name_edited.connect(c.set_name)
        for edit in panel.score_board.name_edits:  # Enter gives the name, and the keys back to the board
            edit.returnPressed.connect(self.play_area.board.setFocus)
        panel.score_board.reset_requested.connect(self._confirm_reset_scores)
        panel.match_settings.variant_chosen.connect(c.set_variant)
        panel.match_settings.mode_chosen.connect(c.set_mode)
        panel.match_settings.demo_level_chosen.connect(c.set_demo_level)
        panel.move_history.move_chosen.connect(c.go_to_move)
        panel.match_settings.level_chosen.connect(c.set_level)
        panel.match_settings.human_mark_chosen.connect(c.set_human_mark)

    def _retranslate(self) -> None:
        """Every word the window shows itself, again after a language switch."""
        # Qt adds the application's display name to window titles that do not end with it.
        QGuiApplication.setApplicationDisplayName(self.tr("Tic-Tac-Toe"))
        # (action, menu text, toolbar text without the accelerator, status tip)
        for action, text, icon_text, tip in (
            (self.new_action, self.tr("&New Game"), self.tr("New Game"), self.tr("Start a new game")),
            (self.undo_action, self.tr("&Undo"), self.tr("Undo"), self.tr("Take back the last move")),
            (self.redo_action, self.tr("&Redo"), self.tr("Redo"), self.tr("Play again the move taken back")),
            (self.save_action, self.tr("&Save Game…"), "", self.tr("Save this game to a file")),
            (self.load_action, self.tr("&Open Saved Game…"), "", self.tr("Go on with a game saved to a file")),
            (self.hint_action, self.tr("&Hint"), self.tr("Hint"), self.tr("Show the best move for the player to move")),
            (self.stop_demo_action, self.tr("&Stop Demonstration"), self.tr("Stop"),
             self.tr("Stop the computers where they are")),
            (self.continue_demo_action, self.tr("&Continue Demonstration"), self.tr("Continue"),
             self.tr("Let the computers play on from here")),
            (self.quit_action, self.tr("&Quit"), "", ""),
            (self.prediction_action, self.tr("Show Outcome &Prediction"), "",
             self.tr("Say after every move how the game ends with best play")),
            (self.analysis_action, self.tr("Show Move &Analysis"), "",
             self.tr("Mark every empty cell with where it leads under best play")),
            (self.full_screen_action, self.tr("&Full Screen"), "", self.tr("Fill the screen with the game")),
            (self.how_to_play_action, self.tr("How to &Play"), "",
             self.tr("The rules, the levels and what the advice means")),
            (self.shortcuts_action, self.tr("&Keyboard Shortcuts"), "", self.tr("Every key the game answers to")),
            (self.about_action, self.tr("&About Tic-Tac-Toe"), "", ""),
        ):
            action.setText(text)
            action.setIconText(icon_text or text.replace("&", ""))
            action.setStatusTip(tip)
        self._advice_tips = {action: action.statusTip()
                             for action in (self.hint_action, self.prediction_action, self.analysis_action)}
        self.appearance.retranslate()
        for menu, title in ((self.game_menu, self.tr("&Game")), (self.view_menu, self.tr("&View")),
                            (self.theme_menu, self.tr("&Theme")), (self.language_menu, self.tr("&Language")),
                            (self.help_menu, self.tr("&Help"))):
            menu.setTitle(title)
        self.toolbar.setWindowTitle(self.tr("Game"))
        if self._network is not None:
            self._network.retranslate()
        self._refresh_title()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self._refresh_all()
        elif event.type() == QEvent.Type.WindowStateChange:  # the window manager may leave full screen too
            with QSignalBlocker(self.full_screen_action):
                self.full_screen_action.setChecked(self.isFullScreen())
        super().changeEvent(event)

    # --- redraw from the controller's state ------------------------------------------------------

    def _refresh_all(self) -> None:
        with QSignalBlocker(self.prediction_action), QSignalBlocker(self.analysis_action):
            self.prediction_action.setChecked(self.controller.advisor.shows_prediction)
            self.analysis_action.setChecked(self.controller.advisor.shows_analysis)
        self._refresh_board()
        self._refresh_status()
        self._refresh_actions()
        self._refresh_moves()
        self._refresh_panel()

    @Slot()
    def _refresh_board(self) -> None:
        c = self.controller
        self.play_area.board.show_game(c.game, c.accepts_clicks, c.advisor.hint, c.advisor.analysis)
        self.remarks.hint_shown(c.advisor.hint, c.game.size)
        if self._side_panel is not None:
            self._side_panel.show_analysis_progress(c.advisor.analysing)  # started with a move, ended with its answer

    @Slot(int, int)
    def _play(self, row: int, col: int) -> None:
        if self.controller.play(row, col):
            self.remarks.player_moved()

    @Slot()
    def _refresh_status(self) -> None:
        c = self.controller
        game = c.game
        status = status_text(c)
        if status != self.play_area.status_label.accessibleDescription():
            self.remarks.announce(status)
        # No mark beside "Demonstration stopped": nobody is to move until Continue.
        demo_stopped = c.mode is Mode.COMPUTER_VS_COMPUTER and not c.demo_running and not game.is_over
        self.play_area.show_status(lambda shorten: status_text(c, shorten),
                                   game.winner if game.is_over else game.current_player,
                                   badge=not game.is_draw and not c.waiting_for_network and not demo_stopped)
        # The analysis marks the cells for a person to move: no legend when nobody here plays.
        legend = c.advisor.shows_analysis and not c.advisor.withheld and c.mode is not Mode.COMPUTER_VS_COMPUTER
        self.play_area.show_info(prediction=c.advisor.prediction_text(), next_game=next_game_text(c),
                                 game_over=game.is_over)
        if self._side_panel is not None:
            self._side_panel.show_legend(legend, unproved_possible=c.advisor.may_leave_unproved)
            self._side_panel.score_board.show_turn(c)
        self._refresh_title()

    @Slot()
    def _refresh_title(self) -> None:
        file = self.files.current_file()
        self.setWindowTitle(fill(self.tr("%1 — Tic-Tac-Toe"), file.name) if file else self.tr("Tic-Tac-Toe"))

    @Slot()
    def _refresh_moves(self) -> None:
        if self._side_panel is not None:
            self._side_panel.show_moves(self.controller)

    @Slot()
    def _refresh_actions(self) -> None:
        self.undo_action.setEnabled(self.controller.can_undo)
        self._refresh_advice_actions()
        demo = self.controller.mode is Mode.COMPUTER_VS_COMPUTER
        self.stop_demo_action.setVisible(demo and self.controller.demo_running)  # one of the two, in its place
        self.stop_demo_action.setEnabled(self.controller.demo_running)
        self.continue_demo_action.setVisible(demo and not self.controller.demo_running)
        self.appearance.tint_shown_icons()
        self._fit_toolbar()
        # Until complete(), a game opened or saved could be left half set up: the frame or two before it waits.
        local = self.controller.remote is None and self.is_complete
        self.save_action.setEnabled(self.controller.mode is not Mode.COMPUTER_VS_COMPUTER and local)
        self.load_action.setEnabled(local)
        self.redo_action.setEnabled(self.controller.can_redo)

    def _refresh_advice_actions(self) -> None:
        """Hint, prediction and analysis: off for a network game (the other player has no such help), saying why."""
        withheld = self.controller.advisor.withheld
        why = self.tr("Not in a network game: your opponent could not see it")
        for action, tip in self._advice_tips.items():
            action.setStatusTip(why if withheld else tip)
            action.setToolTip(why if withheld else "")  # "" is the action's text again
        self.hint_action.setEnabled(self.controller.accepts_clicks and not withheld)
        self.prediction_action.setEnabled(not withheld)
        self.analysis_action.setEnabled(not withheld)

    def refresh_network_state(self) -> None:
        """A network game began or ended: the whole window changes hands."""
        if self._side_panel is not None:
            self._side_panel.match_settings.setEnabled(self.controller.remote is None)
        self._refresh_all()

    @Slot()
    def _refresh_panel(self) -> None:
        if self._side_panel is not None:
            self._side_panel.show_state(self.controller)

    # --- dialogs and window events ---------------------------------------------------------------

    @Slot(bool)
    def _set_full_screen(self, on: bool) -> None:
        state = self.windowState()
        self.setWindowState(state | Qt.WindowState.WindowFullScreen if on else state & ~Qt.WindowState.WindowFullScreen)

    def _show_help(self, which: str) -> None:
        from .help_dialogs import show_help  # on first use: start-up does not pay for the help texts

        show_help(self, which)

    @Slot()
    def _confirm_reset_scores(self) -> None:
        # Imported here, not with the window: its Python class and enums cost start-up time the first frame does not need.
        from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415

        from ..widgets.score_board import scoreboard_name  # noqa: PLC0415 - with the side panel

        c = self.controller
        names = scoreboard_name(c, 0), scoreboard_name(c, 1)
        question = fill(self.tr("Set the score between %1 and %2 back to zero?"), *names)
        if c.remote is not None:  # each end counts the games it sees: this clears one end's count only
            question = fill(self.tr("Set the score between %1 and %2 back to zero on this computer? %2's game keeps its own count."),
                            *names)
        answer = QMessageBox.question(
            self, self.tr("Reset Scores"), question,
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Cancel,
        )
        if answer == QMessageBox.StandardButton.Reset and (self.storage is None or self.storage.back_up_state()):
            c.reset_scores()

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
