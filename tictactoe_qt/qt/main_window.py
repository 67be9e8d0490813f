"""The main window: menus and toolbar sharing QActions, the status line, board and side panel."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Slot
from PySide6.QtGui import QAction, QCloseEvent, QFont, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QMainWindow, QMessageBox, QSizePolicy, QToolBar, QVBoxLayout, QWidget,
)

from .. import __version__
from . import resources_rc  # noqa: F401 - registers the ":/..." icons on import
from .board_view import BoardView
from .controller import GameController
from .mark_badge import MarkBadge
from .side_panel import SidePanel
from .text import fill


class MainWindow(QMainWindow):
    def __init__(self, controller: GameController | None = None) -> None:
        super().__init__()
        self.controller = controller or GameController(self)
        self.setWindowTitle(self.tr("Tic-Tac-Toe"))
        self.setWindowIcon(QIcon(":/icons/tictactoe.svg"))
        self._create_actions()
        self._create_menus_and_toolbar()
        self._create_central_widget()
        self._connect_controller()
        self.resize(900, 620)
        self._refresh_all()

    # --- construction ----------------------------------------------------------------------------

    def _create_actions(self) -> None:
        c = self.controller
        self.new_action = QAction(QIcon(":/icons/new-game.svg"), self.tr("&New Game"), self)
        self.new_action.setShortcut(QKeySequence.New)
        self.new_action.setStatusTip(self.tr("Start a new game"))
        self.new_action.triggered.connect(c.new_game)

        self.undo_action = QAction(QIcon(":/icons/undo.svg"), self.tr("&Undo"), self)
        self.undo_action.setShortcut(QKeySequence.Undo)
        self.undo_action.setStatusTip(self.tr("Take back the last move"))
        self.undo_action.triggered.connect(c.undo)

        self.redo_action = QAction(QIcon(":/icons/redo.svg"), self.tr("&Redo"), self)
        redo_keys = QKeySequence.keyBindings(QKeySequence.Redo)
        for extra in (QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")):
            if extra not in redo_keys:
                redo_keys.append(extra)
        self.redo_action.setShortcuts(redo_keys)
        self.redo_action.setStatusTip(self.tr("Play again the move taken back"))
        self.redo_action.triggered.connect(c.redo)

        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcut(QKeySequence.Quit)
        self.quit_action.setMenuRole(QAction.QuitRole)
        self.quit_action.triggered.connect(self.close)

        self.about_action = QAction(self.tr("&About Tic-Tac-Toe"), self)
        self.about_action.setMenuRole(QAction.AboutRole)
        self.about_action.triggered.connect(self._show_about)

    def _create_menus_and_toolbar(self) -> None:
        game_menu = self.menuBar().addMenu(self.tr("&Game"))
        game_menu.addAction(self.new_action)
        game_menu.addSeparator()
        game_menu.addAction(self.undo_action)
        game_menu.addAction(self.redo_action)
        game_menu.addSeparator()
        game_menu.addAction(self.quit_action)
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
        self.addToolBar(toolbar)

    def _create_central_widget(self) -> None:
        self.board = BoardView()
        self.status_badge = MarkBadge(34)
        self.status_label = QLabel()
        self.status_label.setAccessibleName(self.tr("Game status"))
        self.status_label.setSizePolicy(QSizePolicy.Maximum, QSizePolicy.Preferred)
        font = self.status_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.55)
        font.setWeight(QFont.DemiBold)
        self.status_label.setFont(font)
        # The badge hides on a draw; the row keeps its height so the board does not jump.
        self.status_label.setMinimumHeight(self.status_badge.sizeHint().height())
        self.next_game_label = QLabel()
        self.next_game_label.setAlignment(Qt.AlignCenter)
        self.next_game_label.setMinimumHeight(self.next_game_label.fontMetrics().height() + 4)
        self.side_panel = SidePanel()

        status_row = QHBoxLayout()
        status_row.setSpacing(12)
        status_row.addStretch(1)
        status_row.addWidget(self.status_badge)
        status_row.addWidget(self.status_label)
        status_row.addStretch(1)

        play_area = QVBoxLayout()
        play_area.addLayout(status_row)
        play_area.addWidget(self.board, 1)
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
        c.history_changed.connect(self._refresh_actions)
        c.scores_changed.connect(self._refresh_panel)
        c.players_changed.connect(self._refresh_panel)

        panel = self.side_panel
        panel.new_game_button.clicked.connect(c.new_game)
        panel.score_board.name_edited.connect(c.set_name)
        panel.score_board.reset_requested.connect(self._confirm_reset_scores)
        panel.match_settings.mode_chosen.connect(c.set_mode)
        panel.match_settings.level_chosen.connect(c.set_level)
        panel.match_settings.human_mark_chosen.connect(c.set_human_mark)

    # --- redraw from the controller's state ------------------------------------------------------

    def _refresh_all(self) -> None:
        self._refresh_board()
        self._refresh_status()
        self._refresh_actions()
        self._refresh_panel()

    @Slot()
    def _refresh_board(self) -> None:
        self.board.show_game(self.controller.game, self.controller.accepts_clicks)

    @Slot()
    def _refresh_status(self) -> None:
        game = self.controller.game
        self.status_label.setText(self.controller.status_text())
        self.status_badge.set_mark(game.winner if game.is_over else game.current_player)
        self.status_badge.setVisible(not game.is_draw)
        self.next_game_label.setText(self.controller.next_game_text())

    @Slot()
    def _refresh_actions(self) -> None:
        self.undo_action.setEnabled(self.controller.can_undo)
        self.redo_action.setEnabled(self.controller.can_redo)

    @Slot()
    def _refresh_panel(self) -> None:
        self.side_panel.show_state(self.controller)

    # --- dialogs and window events ---------------------------------------------------------------

    @Slot()
    def _confirm_reset_scores(self) -> None:
        c = self.controller
        answer = QMessageBox.question(
            self, self.tr("Reset Scores"),
            fill(self.tr("Set the score between %1 and %2 back to zero?"), c.seat_name(0), c.seat_name(1)),
            QMessageBox.Reset | QMessageBox.Cancel, QMessageBox.Cancel,
        )
        if answer == QMessageBox.Reset:
            c.reset_scores()

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
        super().closeEvent(event)
