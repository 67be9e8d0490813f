"""The side panel: scoreboard with editable names, opponent choice, and New Game.

It only lays out and reports what the player asked for; the main window passes requests on
to the controller and calls show_state() when the controller reports a change.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QButtonGroup, QComboBox, QFormLayout, QGridLayout, QGroupBox, QLabel, QLineEdit,
    QPushButton, QRadioButton, QVBoxLayout, QWidget,
)

from ...core import Player
from ...core.ai import LEVELS
from ...core.variants import VARIANTS
from ...core.modes import HUMAN_SEAT, Mode
from ...core.score import MAX_NAME_LENGTH
from ..session.controller import GameController
from .elided_label import ElidedLabel
from ..session.game_text import level_name
from .mark_badge import MarkBadge
from .move_history import MoveHistory
from ..text import Retranslatable, fill


def _count_label() -> QLabel:
    label = QLabel("0")
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 1.6)
    font.setWeight(QFont.Weight.DemiBold)
    label.setFont(font)
    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    label.setMinimumWidth(36)
    return label


class ScoreBoard(Retranslatable, QGroupBox):
    name_edited = Signal(int, str)
    reset_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setColumnStretch(1, 1)
        grid.setVerticalSpacing(8)
        self.badges = [MarkBadge(), MarkBadge()]
        self.name_edits = [QLineEdit(), QLineEdit()]
        self.win_labels = [_count_label(), _count_label()]
        for seat in (0, 1):
            edit = self.name_edits[seat]
            edit.setMaxLength(MAX_NAME_LENGTH)
            edit.editingFinished.connect(lambda seat=seat: self._finish_name_edit(seat))
            grid.addWidget(self.badges[seat], seat, 0)
            grid.addWidget(edit, seat, 1)
            grid.addWidget(self.win_labels[seat], seat, 2)
        # A computer's row shows a plain label in place of an editable name.
        self.computer_labels = [ElidedLabel(elide=Qt.TextElideMode.ElideRight), ElidedLabel(elide=Qt.TextElideMode.ElideRight)]
        for seat, label in enumerate(self.computer_labels):
            label.setContentsMargins(4, 0, 0, 0)
            grid.addWidget(label, seat, 1)
        self.draws_label = _count_label()
        self.draws_title = QLabel()
        self.draws_title.setContentsMargins(4, 0, 0, 0)
        grid.addWidget(self.draws_title, 2, 1)
        grid.addWidget(self.draws_label, 2, 2)
        self.reset_button = QPushButton()
        self.reset_button.clicked.connect(self.reset_requested)
        grid.addWidget(self.reset_button, 3, 0, 1, 3, Qt.AlignmentFlag.AlignRight)
        self._retranslate()

    def _retranslate(self) -> None:
        self.setTitle(self.tr("Score"))
        for seat, edit in enumerate(self.name_edits):
            edit.setAccessibleName(self.tr("Name of player %n", "", seat + 1))
        self.draws_title.setText(self.tr("Draws"))
        self.reset_button.setText(self.tr("Reset Scores…"))


    def _finish_name_edit(self, seat: int) -> None:
        edit = self.name_edits[seat]
        edit.setModified(False)
        self.name_edited.emit(seat, edit.text())

    def show_state(self, controller: GameController) -> None:
        series = controller.series
        for seat in (0, 1):
            self.badges[seat].set_mark(series.mark_of(seat))
            edit = self.name_edits[seat]
            if not edit.isModified() and edit.text() != controller.names[seat]:  # not while typing
                edit.setText(controller.names[seat])
                edit.setCursorPosition(0)  # a long name shows its start
            self.win_labels[seat].setText(str(series.wins[seat]))
            # The whole line for a screen reader's review, the number included: "Ann (X), wins: 2".
            self.win_labels[seat].setAccessibleName(fill(self.tr("%1 (%2), wins: %3"), controller.seat_name(seat),
                                                         series.mark_of(seat).value, series.wins[seat]))
        for seat in (0, 1):
            computer = controller.is_computer(seat)
            fixed = computer or controller.remote is not None  # network names were given when joining
            self.name_edits[seat].setVisible(not fixed)
            self.computer_labels[seat].setVisible(fixed)
            self.computer_labels[seat].setText(scoreboard_name(controller, seat))
        self.draws_label.setText(str(series.draws))
        self.draws_label.setAccessibleName(fill(self.tr("Draws: %1"), series.draws))
        self.reset_button.setEnabled(series.games_played > 0)


def scoreboard_name(controller: GameController, seat: int) -> str:
    """A seat as the scoreboard names it: "Computer (Easy)" for a computer, else the player's name."""
    if not controller.is_computer(seat):
        return controller.seat_name(seat)
    return fill(QCoreApplication.translate("ScoreBoard", "%1 (%2)"), controller.seat_name(seat),
                level_name(controller.seat_level(seat)))


def board_name(size: int, win_length: int) -> str:
    """A board as the side panel (and the help) names it: "4 × 4, 4 in a row"."""
    return fill(QCoreApplication.translate("MatchSettings", "%1 × %1, %2 in a row"), size, win_length)


class MatchSettings(Retranslatable, QGroupBox):
    variant_chosen = Signal(tuple)  # (size, win_length)
    mode_chosen = Signal(Mode)
    demo_level_chosen = Signal(int, str)  # seat, level
    level_chosen = Signal(str)
    human_mark_chosen = Signal(Player)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.board_box = QComboBox()
        for size, win_length in VARIANTS:
            self.board_box.addItem("", [size, win_length])
        self.board_box.currentIndexChanged.connect(
            lambda i: self.variant_chosen.emit(tuple(self.board_box.itemData(i))))
        board_row = QFormLayout()
        self._board_label = QLabel()
        board_row.addRow(self._board_label, self.board_box)
        layout.addLayout(board_row)
        self.human_radio = QRadioButton()
        self.computer_radio = QRadioButton()
        self.demo_radio = QRadioButton()
        self._modes = QButtonGroup(self)
        for mode, radio in ((Mode.HUMAN_VS_HUMAN, self.human_radio), (Mode.HUMAN_VS_COMPUTER, self.computer_radio),
                            (Mode.COMPUTER_VS_COMPUTER, self.demo_radio)):
            self._modes.addButton(radio)
            radio.toggled.connect(lambda on, mode=mode: self.mode_chosen.emit(mode) if on else None)
            layout.addWidget(radio)

        form = QFormLayout()
        form.setContentsMargins(22, 4, 0, 0)
        self.level_box = QComboBox()
        self.side_box = QComboBox()
        # Item data holds the mark's value: QVariant turns a str Enum into a plain str anyway.
        self.side_box.addItem("", Player.X.value)
        self.side_box.addItem("", Player.O.value)
        self.level_box.currentIndexChanged.connect(lambda i: self.level_chosen.emit(self.level_box.itemData(i)))
        self.side_box.currentIndexChanged.connect(lambda i: self.human_mark_chosen.emit(Player(self.side_box.itemData(i))))
        self._level_label, self._side_label = QLabel(), QLabel()
        form.addRow(self._level_label, self.level_box)
        form.addRow(self._side_label, self.side_box)
        self.demo_level_boxes = [QComboBox(), QComboBox()]
        self._demo_level_labels = [QLabel(), QLabel()]
        for seat, (label, box) in enumerate(zip(self._demo_level_labels, self.demo_level_boxes, strict=True)):
            box.currentIndexChanged.connect(
                lambda i, seat=seat, box=box: self.demo_level_chosen.emit(seat, box.itemData(i)))
            form.addRow(label, box)
        for box in (self.level_box, *self.demo_level_boxes):
            for level in LEVELS:
                box.addItem("", level)
        self._form = form
        layout.addLayout(form)
        self._retranslate()

    def _retranslate(self) -> None:
        self.setTitle(self.tr("Game"))
        self.board_box.setAccessibleName(self.tr("Board"))
        for index, (size, win_length) in enumerate(VARIANTS):
            self.board_box.setItemText(index, board_name(size, win_length))
        self._board_label.setText(self.tr("Board:"))
        self.human_radio.setText(self.tr("Two players"))
        self.computer_radio.setText(self.tr("Against the computer"))
        self.demo_radio.setText(self.tr("Computer against computer"))
        self.level_box.setAccessibleName(self.tr("Computer level"))
        self.side_box.setAccessibleName(self.tr("Your mark"))
        self.side_box.setItemText(0, self.tr("X (moves first)"))
        self.side_box.setItemText(1, self.tr("O (moves second)"))
        self._level_label.setText(self.tr("Level:"))
        self._side_label.setText(self.tr("You play:"))
        for seat, (label, box) in enumerate(zip(self._demo_level_labels, self.demo_level_boxes, strict=True)):
            box.setAccessibleName(fill(self.tr("Level of computer %1"), seat + 1))
            label.setText(fill(self.tr("Computer %1:"), seat + 1))
        for box in (self.level_box, *self.demo_level_boxes):
            for index, level in enumerate(LEVELS):
                box.setItemText(index, level_name(level))


    def show_state(self, controller: GameController) -> None:
        against_computer = controller.mode is Mode.HUMAN_VS_COMPUTER
        demo = controller.mode is Mode.COMPUTER_VS_COMPUTER
        boxes = (self.level_box, *self.demo_level_boxes)
        with contextlib.ExitStack() as quiet:  # showing the state must not read as the player choosing it
            for widget in (self.human_radio, self.computer_radio, self.demo_radio, self.side_box, self.board_box, *boxes):
                quiet.enter_context(QSignalBlocker(widget))
            self.board_box.setCurrentIndex(VARIANTS.index(controller.variant))
            {Mode.HUMAN_VS_HUMAN: self.human_radio, Mode.HUMAN_VS_COMPUTER: self.computer_radio,
             Mode.COMPUTER_VS_COMPUTER: self.demo_radio}[controller.mode].setChecked(True)
            self.level_box.setCurrentIndex(LEVELS.index(controller.level))
            for seat, box in enumerate(self.demo_level_boxes):
                box.setCurrentIndex(LEVELS.index(controller.demo_levels[seat]))
            if against_computer:  # two players' marks say nothing about the next computer game
                human_mark = controller.series.mark_of(HUMAN_SEAT)
                self.side_box.setCurrentIndex(0 if human_mark is Player.X else 1)
        # As many rows in every mode, so the panel keeps its height; the rows going away go first; with
        # four rows shown for a moment the window grew to fit them, and a window does not shrink back.
        rows = dict.fromkeys((self.level_box, self.side_box), not demo) | dict.fromkeys(self.demo_level_boxes, demo)
        for box, shown in sorted(rows.items(), key=lambda row: row[1]):
            self._form.setRowVisible(box, shown)
        for box in (self.level_box, self.side_box):
            box.setEnabled(against_computer)
            if not against_computer:  # blank, rather than a choice that means nothing between two players
                with QSignalBlocker(box):
                    box.setCurrentIndex(-1)


class SidePanel(Retranslatable, QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(14)
        self.score_board = ScoreBoard()
        self.match_settings = MatchSettings()
        self.move_history = MoveHistory()
        self.new_game_button = QPushButton()
        self.new_game_button.setMinimumHeight(40)
        font = self.new_game_button.font()
        font.setWeight(QFont.Weight.DemiBold)
        self.new_game_button.setFont(font)
        layout.addWidget(self.score_board)
        layout.addWidget(self.match_settings)
        layout.addWidget(self.move_history, 1)
        layout.addWidget(self.new_game_button)
        self.setMinimumWidth(260)
        self.setMaximumWidth(340)
        # A click on a setting leaves the keyboard with the board: the digits that play cells would
        # otherwise pick a board size in the list just clicked, or go nowhere after a radio button.
        # Tab still reaches every one of them; the name fields take a click, as text fields must.
        # Named, not found with findChildren(), which costs ~5 ms of start-up (PySide builds enums for it).
        settings = self.match_settings
        for control in (settings.board_box, settings.human_radio, settings.computer_radio, settings.demo_radio,
                        settings.level_box, settings.side_box, *settings.demo_level_boxes,
                        self.score_board.reset_button, self.move_history.list, self.new_game_button):
            control.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self._retranslate()

    def _retranslate(self) -> None:
        self.new_game_button.setText(self.tr("New Game"))


    def show_state(self, controller: GameController) -> None:
        self.score_board.show_state(controller)
        self.match_settings.show_state(controller)

    def show_moves(self, controller: GameController) -> None:
        game = controller.game
        self.move_history.show_moves(list(game.moves), list(game.undone_moves), game.size, controller.can_travel)
