"""The main window: menus and toolbar sharing QActions, the status line, board and side panel."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSignalBlocker, QSize, QStandardPaths, Qt, Slot
from PySide6.QtGui import (
    QAccessible, QAccessibleAnnouncementEvent, QAction, QActionGroup, QCloseEvent, QFont, QGuiApplication, QIcon,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QFileDialog, QHBoxLayout, QLabel, QMainWindow, QMessageBox, QSizePolicy, QToolBar, QVBoxLayout, QWidget,
)

from .. import __version__
from . import resources_rc  # noqa: F401 - registers the ":/..." icons on import
from .board_view import BoardView
from .controller import GameController
from ..core.records import RecordError, saved_game_json
from ..core.score import Mode
from .mark_badge import MarkBadge
from .network_play import NetworkPlay
from .notice_bar import NoticeBar
from .side_panel import SidePanel
from .storage import Storage, read_saved_game, write_atomically
from .text import fill
from .theme import apply_theme, theme_names, tinted_icon
from .translations import language_names

GAME_FILE_FILTER = "*.json"


class MainWindow(QMainWindow):
    def __init__(self, controller: GameController | None = None, storage: Storage | None = None) -> None:
        super().__init__()
        self.controller = controller or GameController(self)
        self.storage = storage
        self.setWindowTitle(self.tr("Tic-Tac-Toe"))
        self.setWindowIcon(QIcon(":/icons/tictactoe.svg"))
        self._create_actions()
        self._create_menus_and_toolbar()
        self._create_central_widget()
        self.network = NetworkPlay(self)
        for action in self.network.actions:
            self.game_menu.insertAction(self.save_action, action)
        self.game_menu.insertSeparator(self.save_action)
        self._connect_controller()
        self.resize(900, 620)
        if storage is not None:
            storage.problem.connect(self.notice_bar.add_message)
            storage.attach(self.controller)
            storage.restore_window(self)
        self.theme = storage.theme if storage is not None else "system"
        self.reduce_motion_action.setChecked(storage is not None and storage.reduce_motion)
        self._apply_theme()
        self.theme_actions[self.theme].setChecked(True)
        # A desktop switching between light and dark is followed while the theme is System.
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._follow_desktop_scheme)
        self._refresh_all()
        self.board.setFocus()

    # --- construction ----------------------------------------------------------------------------

    def _create_actions(self) -> None:
        c = self.controller
        self.new_action = QAction(self.tr("&New Game"), self)
        self.new_action.setShortcut(QKeySequence.New)
        self.new_action.setStatusTip(self.tr("Start a new game"))
        self.new_action.triggered.connect(c.new_game)

        self.undo_action = QAction(self.tr("&Undo"), self)
        self.undo_action.setShortcut(QKeySequence.Undo)
        self.undo_action.setStatusTip(self.tr("Take back the last move"))
        self.undo_action.triggered.connect(c.undo)

        self.redo_action = QAction(self.tr("&Redo"), self)
        redo_keys = QKeySequence.keyBindings(QKeySequence.Redo)
        for extra in (QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")):
            if extra not in redo_keys:
                redo_keys.append(extra)
        self.redo_action.setShortcuts(redo_keys)
        self.redo_action.setStatusTip(self.tr("Play again the move taken back"))
        self.redo_action.triggered.connect(c.redo)

        self.save_action = QAction(self.tr("&Save Game…"), self)
        self.save_action.setShortcut(QKeySequence.Save)
        self.save_action.setStatusTip(self.tr("Save this game to a file"))
        self.save_action.triggered.connect(self._save_game)

        self.load_action = QAction(self.tr("&Open Saved Game…"), self)
        self.load_action.setShortcut(QKeySequence.Open)
        self.load_action.setStatusTip(self.tr("Go on with a game saved to a file"))
        self.load_action.triggered.connect(self._load_game)

        self.hint_action = QAction(self.tr("&Hint"), self)
        self.hint_action.setShortcut(QKeySequence(Qt.Key_H))
        self.hint_action.setStatusTip(self.tr("Show the best move for the player to move"))
        self.hint_action.triggered.connect(c.request_hint)

        self.prediction_action = QAction(self.tr("Show Outcome &Prediction"), self)
        self.prediction_action.setCheckable(True)
        self.prediction_action.setStatusTip(self.tr("Say after every move how the game ends with best play"))
        self.prediction_action.toggled.connect(c.advisor.set_show_prediction)

        self.analysis_action = QAction(self.tr("Show Move &Analysis"), self)
        self.analysis_action.setCheckable(True)
        self.analysis_action.setStatusTip(self.tr("Mark every empty cell with where it leads under best play"))
        self.analysis_action.toggled.connect(c.advisor.set_show_analysis)

        self.stop_demo_action = QAction(self.tr("&Stop Demonstration"), self)
        self.stop_demo_action.setShortcut(QKeySequence(Qt.Key_Escape))
        self.stop_demo_action.setStatusTip(self.tr("Stop the computers; New Game starts them again"))
        self.stop_demo_action.triggered.connect(c.stop_demo)

        self.reduce_motion_action = QAction(self.tr("Reduce &Motion"), self, checkable=True)
        self.reduce_motion_action.setStatusTip(self.tr("Show marks and the winning line at once, without animation"))
        self.reduce_motion_action.toggled.connect(self._set_reduce_motion)

        self.language_actions: dict[str, QAction] = {}
        languages = QActionGroup(self)
        for language, name in language_names().items():
            action = QAction(name, languages, checkable=True)
            action.triggered.connect(lambda _=False, language=language: self.choose_language(language))
            self.language_actions[language] = action
        current = self.storage.saved_language() if self.storage is not None else "system"
        self.language_actions[current].setChecked(True)

        self.theme_actions: dict[str, QAction] = {}
        themes = QActionGroup(self)
        for theme, name in theme_names().items():
            action = QAction(name, themes, checkable=True)
            action.triggered.connect(lambda _=False, theme=theme: self.choose_theme(theme))
            self.theme_actions[theme] = action

        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence.Quit)
        self.quit_action.setMenuRole(QAction.QuitRole)
        self.quit_action.triggered.connect(self.close)

        self.about_action = QAction(self.tr("&About Tic-Tac-Toe"), self)
        self.about_action.setMenuRole(QAction.AboutRole)
        self.about_action.triggered.connect(self._show_about)

    def _create_menus_and_toolbar(self) -> None:
        game_menu = self.game_menu = self.menuBar().addMenu(self.tr("&Game"))
        game_menu.addAction(self.new_action)
        game_menu.addSeparator()
        game_menu.addAction(self.undo_action)
        game_menu.addAction(self.redo_action)
        game_menu.addAction(self.hint_action)
        game_menu.addAction(self.stop_demo_action)
        game_menu.addSeparator()
        game_menu.addAction(self.save_action)
        game_menu.addAction(self.load_action)
        game_menu.addSeparator()
        game_menu.addAction(self.quit_action)
        view_menu = self.menuBar().addMenu(self.tr("&View"))
        view_menu.addAction(self.prediction_action)
        view_menu.addAction(self.analysis_action)
        view_menu.addSeparator()
        view_menu.addAction(self.reduce_motion_action)
        theme_menu = view_menu.addMenu(self.tr("&Theme"))
        for action in self.theme_actions.values():
            theme_menu.addAction(action)
        language_menu = view_menu.addMenu(self.tr("&Language"))
        for action in self.language_actions.values():
            language_menu.addAction(action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addAction(self.about_action)

        toolbar = QToolBar(self.tr("Game"), self)
        toolbar.setObjectName("game-toolbar")
        toolbar.setMovable(False)
        toolbar.setIconSize(QSize(22, 22))
        toolbar.setToolButtonStyle(Qt.ToolButtonTextBesideIcon)
        toolbar.addAction(self.new_action)
        toolbar.addAction(self.undo_action)
        toolbar.addAction(self.redo_action)
        toolbar.addAction(self.hint_action)
        toolbar.addAction(self.stop_demo_action)
        self.addToolBar(toolbar)

    def _create_central_widget(self) -> None:
        self.board = BoardView()
        self.status_badge = MarkBadge(34)
        self.status_label = QLabel()
        self.status_label.setTextFormat(Qt.PlainText)  # names are typed by players, never markup
        self.status_label.setAccessibleName(self.tr("Game status"))
        self.status_label.setSizePolicy(QSizePolicy.Maximum, QSizePolicy.Preferred)
        font = self.status_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.55)
        font.setWeight(QFont.DemiBold)
        self.status_label.setFont(font)
        # The badge hides on a draw; the row keeps its height so the board does not jump.
        self.status_label.setMinimumHeight(self.status_badge.sizeHint().height())
        self.prediction_label = QLabel()
        self.prediction_label.setTextFormat(Qt.PlainText)
        self.prediction_label.setAlignment(Qt.AlignCenter)
        self.prediction_label.setAccessibleName(self.tr("Outcome prediction"))
        self.analysis_legend = QLabel(self.tr(
            "Win n: this move wins by your n-th move · Draw: best play draws · "
            "Loss n: the opponent wins after n of your moves · ?: not worked out"))
        self.analysis_legend.setTextFormat(Qt.PlainText)
        self.analysis_legend.setWordWrap(True)
        self.analysis_legend.setAlignment(Qt.AlignCenter)
        self.analysis_legend.setAccessibleName(self.tr("Move analysis legend"))
        legend_policy = self.analysis_legend.sizePolicy()
        legend_policy.setRetainSizeWhenHidden(True)  # turning analysis on or off does not move the board
        self.analysis_legend.setSizePolicy(legend_policy)
        self.network_label = QLabel()  # what the network game's connection is doing
        self.network_label.setTextFormat(Qt.PlainText)  # it names a player on another computer
        self.network_label.setWordWrap(True)
        self.network_label.setAlignment(Qt.AlignCenter)
        self.network_label.setAccessibleName(self.tr("Network game"))
        self.network_label.hide()
        self.next_game_label = QLabel()
        self.next_game_label.setTextFormat(Qt.PlainText)
        self.next_game_label.setAlignment(Qt.AlignCenter)
        self.next_game_label.setMinimumHeight(self.next_game_label.fontMetrics().height() + 4)
        self.side_panel = SidePanel()

        status_row = QHBoxLayout()
        status_row.setSpacing(12)
        status_row.addStretch(1)
        status_row.addWidget(self.status_badge)
        status_row.addWidget(self.status_label)
        status_row.addStretch(1)

        self.notice_bar = NoticeBar()
        play_area = QVBoxLayout()
        play_area.addWidget(self.notice_bar)
        play_area.addLayout(status_row)
        play_area.addWidget(self.network_label)
        play_area.addWidget(self.prediction_label)
        play_area.addWidget(self.board, 1)
        play_area.addWidget(self.analysis_legend)
        play_area.addWidget(self.next_game_label)

        central = QWidget()
        layout = QHBoxLayout(central)
        layout.setContentsMargins(18, 12, 18, 18)
        layout.setSpacing(22)
        layout.addLayout(play_area, 1)
        layout.addWidget(self.side_panel)
        self.setCentralWidget(central)

    def _connect_controller(self) -> None:
        c = self.controller
        self.board.cell_clicked.connect(c.play)
        c.board_changed.connect(self._refresh_board)
        c.status_changed.connect(self._refresh_status)
        c.advisor.settings_changed.connect(self._refresh_status)  # the analysis legend shows with the analysis
        c.history_changed.connect(self._refresh_actions)
        c.history_changed.connect(self._refresh_moves)
        c.scores_changed.connect(self._refresh_panel)
        c.players_changed.connect(self._refresh_panel)
        c.computer_moved.connect(self._announce_computer_move)

        panel = self.side_panel
        panel.new_game_button.clicked.connect(c.new_game)
        panel.score_board.name_edited.connect(c.set_name)
        panel.score_board.reset_requested.connect(self._confirm_reset_scores)
        panel.match_settings.variant_chosen.connect(c.set_variant)
        panel.match_settings.mode_chosen.connect(c.set_mode)
        panel.match_settings.demo_level_chosen.connect(c.set_demo_level)
        panel.move_history.move_chosen.connect(c.go_to_move)
        panel.match_settings.level_chosen.connect(c.set_level)
        panel.match_settings.human_mark_chosen.connect(c.set_human_mark)

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
        self.board.show_game(c.game, c.accepts_clicks, c.advisor.hint, c.advisor.analysis)

    def announce(self, text: str) -> None:
        """Have screen readers say `text` (the board and status change without focus moving)."""
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.status_label, text))

    @Slot(int, int)
    def _announce_computer_move(self, row: int, col: int) -> None:
        game = self.controller.game
        mover = self.controller.name_of(game.current_player.other)
        self.announce(fill(self.tr("%1 played row %2, column %3"), mover, row + 1, col + 1))

    @Slot()
    def _refresh_status(self) -> None:
        game = self.controller.game
        status = self.controller.status_text()
        if status != self.status_label.text():
            self.announce(status)
        self.status_label.setText(status)
        self.status_badge.set_mark(game.winner if game.is_over else game.current_player)
        self.status_badge.setVisible(not game.is_draw and not self.controller.waiting_for_network)
        self.next_game_label.setText(self.controller.next_game_text())
        self.prediction_label.setText(self.controller.advisor.prediction_text())
        self.prediction_label.setVisible(self.controller.advisor.shows_prediction)
        self.analysis_legend.setVisible(self.controller.advisor.shows_analysis)

    @Slot()
    def _refresh_moves(self) -> None:
        self.side_panel.show_moves(self.controller)

    @Slot()
    def _refresh_actions(self) -> None:
        self.undo_action.setEnabled(self.controller.can_undo)
        self.hint_action.setEnabled(self.controller.accepts_clicks)
        self.stop_demo_action.setVisible(self.controller.mode is Mode.COMPUTER_VS_COMPUTER)
        self.stop_demo_action.setEnabled(self.controller.demo_running)
        local = self.controller.remote is None
        self.save_action.setEnabled(self.controller.mode is not Mode.COMPUTER_VS_COMPUTER and local)
        self.load_action.setEnabled(local)
        self.redo_action.setEnabled(self.controller.can_redo)

    def refresh_network_state(self) -> None:
        """A network game began or ended: the whole window changes hands."""
        self.side_panel.match_settings.setEnabled(self.controller.remote is None)
        self._refresh_all()

    @Slot()
    def _refresh_panel(self) -> None:
        self.side_panel.show_state(self.controller)

    # --- dialogs and window events ---------------------------------------------------------------

    def _apply_theme(self) -> None:
        apply_theme(self.theme)
        for action, icon in ((self.new_action, "new-game"), (self.undo_action, "undo"), (self.redo_action, "redo"),
                             (self.hint_action, "hint"), (self.stop_demo_action, "stop")):
            action.setIcon(tinted_icon(icon))

    @Slot()
    def _follow_desktop_scheme(self) -> None:
        if self.theme == "system":
            self._apply_theme()

    def choose_theme(self, theme: str) -> None:
        self.theme = theme
        self._apply_theme()
        self.theme_actions[theme].setChecked(True)
        self._save_look()

    def choose_language(self, language: str) -> None:
        if self.storage is not None:
            self.storage.save_language(language)
        self.notice_bar.add_message(self.tr("The new language is used from the next start of the game."))

    @Slot(bool)
    def _set_reduce_motion(self, on: bool) -> None:
        self.board.reduce_motion = on
        self._save_look()

    def _save_look(self) -> None:
        if self.storage is not None:
            self.storage.save_look(self.theme, self.reduce_motion_action.isChecked())

    @Slot()
    def _confirm_reset_scores(self) -> None:
        c = self.controller
        answer = QMessageBox.question(
            self, self.tr("Reset Scores"),
            fill(self.tr("Set the score between %1 and %2 back to zero?"), c.seat_name(0), c.seat_name(1)),
            QMessageBox.Reset | QMessageBox.Cancel, QMessageBox.Cancel,
        )
        if answer == QMessageBox.Reset and (self.storage is None or self.storage.back_up_state()):
            c.reset_scores()

    @Slot()
    def _save_game(self) -> None:
        folder = QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save Game"), str(Path(folder) / self.tr("tic-tac-toe game.json")),
            fill(self.tr("Tic-Tac-Toe games (%1)"), GAME_FILE_FILTER))
        if not path:
            return
        if Path(path).suffix.lower() != ".json":
            path += ".json"
        try:
            write_atomically(path, saved_game_json(self.controller.saved_game()))
        except OSError as error:
            QMessageBox.warning(self, self.tr("Save Game"),
                                fill(self.tr("The game could not be saved to “%1”: %2"), path, str(error)))

    @Slot()
    def _load_game(self) -> None:
        folder = QStandardPaths.writableLocation(QStandardPaths.DocumentsLocation)
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open Saved Game"), folder, fill(self.tr("Tic-Tac-Toe games (%1)"), GAME_FILE_FILTER))
        if not path:
            return
        try:
            saved = read_saved_game(path)
        except (OSError, RecordError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            QMessageBox.warning(self, self.tr("Open Saved Game"), fill(
                self.tr("“%1” could not be opened: %2.\n\nThe game on the board is unchanged."),
                Path(path).name, reason))
            return
        self.controller.load_saved_game(saved)

    @Slot()
    def _show_about(self) -> None:
        QMessageBox.about(
            self, self.tr("About Tic-Tac-Toe"),
            fill(self.tr("<h3>Tic-Tac-Toe %1</h3><p>Three in a row, for two players at one computer "
                         "or one player against the computer.</p><p>Built with Qt for Python (PySide6).</p>"),
                 __version__),
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        if self.storage is not None:
            self.storage.save_window(self)
            self.storage.save_now()
        super().closeEvent(event)
